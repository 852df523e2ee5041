#!/usr/bin/env bash
# Fetches the official IslamicEval 2026 data repository into data/IslamicEval2026/ (git-ignored), where
# ./tahqiq looks for it when neither --data nor $TAHQIQ_DATA is given.
# Usage: data/fetch-official.sh REPOSITORY_URL   (or set TAHQIQ_DATA_REPO)
# The repository's address is given to registered participants on the shared task's site
# (https://sites.google.com/view/islamiceval2026); it is not hard-coded here because it is not public.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
url="${1:-${TAHQIQ_DATA_REPO:-}}"
if [ -z "$url" ]; then
  echo "usage: data/fetch-official.sh REPOSITORY_URL (or TAHQIQ_DATA_REPO=...)" >&2
  echo "the official IslamicEval 2026 data repository's address is on https://sites.google.com/view/islamiceval2026" >&2
  exit 2
fi
dest="$here/IslamicEval2026"
if [ -d "$dest/.git" ]; then
  echo "updating $dest"
  git -C "$dest" pull --ff-only
else
  echo "cloning $url into $dest"
  git clone --depth 1 "$url" "$dest"
fi
if [ ! -f "$dest/Corpora/quranic_verses.json" ]; then
  echo "warning: $dest has no Corpora/quranic_verses.json; is this the IslamicEval 2026 data repository?" >&2
  exit 1
fi
echo "data ready: $dest (./tahqiq finds it without flags)"
