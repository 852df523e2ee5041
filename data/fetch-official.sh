#!/usr/bin/env bash
# Fetches the official IslamicEval 2026 data repository (public, research use) into data/IslamicEval2026/
# (git-ignored), where ./tahqiq looks for it when neither --data nor $TAHQIQ_DATA is given, and pulls its Git LFS
# files (six_hadith_books.json, train.jsonl): without git-lfs a clone holds three-line pointer files instead.
#
# Usage: data/fetch-official.sh [REPOSITORY_URL [DEST]]
#   REPOSITORY_URL  default: $TAHQIQ_DATA_REPO, else https://github.com/Watheq9/IslamicEval2026
#   DEST            default: $TAHQIQ_DATA_DEST, else data/IslamicEval2026
#   TAHQIQ_NO_INSTALL=1  never install git-lfs (by default Debian's package is installed with apt-get when possible)
# Exit: 0 data ready; 1 not ready (the message says what to do); 2 bad arguments.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
official="https://github.com/Watheq9/IslamicEval2026"
url="${1:-${TAHQIQ_DATA_REPO:-$official}}"
dest="${2:-${TAHQIQ_DATA_DEST:-$here/IslamicEval2026}}"
if [ $# -gt 2 ]; then
  echo "usage: data/fetch-official.sh [REPOSITORY_URL [DEST]]" >&2
  exit 2
fi
pointer_line="version https://git-lfs.github.com/spec/v1"
say() { echo "fetch-official: $*"; }
fail() { echo "fetch-official: $*" >&2; exit 1; }

# git-lfs: use it when there, else install Debian's package when allowed and possible, else say how.
have_lfs() { git lfs version >/dev/null 2>&1; }
lfs_hint=""
if ! command -v git >/dev/null 2>&1; then
  fail "git is not installed; install it (Debian/Ubuntu: sudo apt-get install git git-lfs) and run this again"
fi
if ! have_lfs; then
  if [ -z "${TAHQIQ_NO_INSTALL:-}" ] && command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then
      say "installing git-lfs: apt-get install -y git-lfs"
      { apt-get install -y git-lfs || { apt-get update && apt-get install -y git-lfs; }; } >&2 || true
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      say "installing git-lfs: sudo apt-get install -y git-lfs"
      { sudo apt-get install -y git-lfs || { sudo apt-get update && sudo apt-get install -y git-lfs; }; } >&2 || true
    fi
  fi
  if ! have_lfs; then
    lfs_hint="git-lfs is not installed; install it (Debian/Ubuntu: sudo apt-get install git-lfs; elsewhere: https://git-lfs.com), then run data/fetch-official.sh again"
    say "$lfs_hint"
  fi
fi

# Clone without fetching LFS content (a failed LFS download must not lose the clone), then pull it explicitly.
export GIT_LFS_SKIP_SMUDGE=1
if [ -d "$dest/.git" ]; then
  say "updating $dest"
  git -C "$dest" pull --ff-only || fail "cannot update $dest from its origin; check the network, or remove $dest and run this again"
else
  say "cloning $url into $dest"
  git clone --depth 1 "$url" "$dest" || fail "cannot clone $url; check the address and the network (the official repository is $official)"
fi
if have_lfs; then
  say "pulling the Git LFS files"
  if ! { git -C "$dest" lfs install --local >/dev/null && git -C "$dest" lfs pull; }; then
    say "git lfs pull failed in $dest (the network, or the repository's LFS quota); retry with: cd $dest && git lfs pull"
  fi
fi

# Every corpus and labelled file must hold data, not a pointer.
pointers=()
while IFS= read -r -d '' f; do
  if [ "$(head -c ${#pointer_line} "$f")" = "$pointer_line" ]; then
    pointers+=("${f#"$dest"/}")
  fi
done < <(find "$dest/Corpora" "$dest/dev_set" "$dest/train_set" -type f \( -name '*.json' -o -name '*.jsonl' -o -name '*.tsv' \) -print0 2>/dev/null | sort -z)
if [ ${#pointers[@]} -gt 0 ]; then
  echo "fetch-official: still Git LFS pointers, not data: ${pointers[*]}" >&2
  if [ -n "$lfs_hint" ]; then
    fail "$lfs_hint"
  fi
  fail "the LFS content is missing; run: cd $dest && git lfs pull"
fi
if [ ! -f "$dest/Corpora/quranic_verses.json" ]; then
  fail "$dest has no Corpora/quranic_verses.json; is $url the IslamicEval 2026 data repository?"
fi
say "data ready: $dest (./tahqiq finds it without flags when it is data/IslamicEval2026; else give --data $dest)"
