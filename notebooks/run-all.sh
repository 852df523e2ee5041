#!/usr/bin/env bash
# Executes every notebooks/[0-9][0-9]-*.ipynb in order, in place, with the tahqiq-java kernel, and fails when any
# notebook holds an error output.
#
#   bash notebooks/run-all.sh            # build what is missing, install the kernelspec, run all
#   bash notebooks/run-all.sh 03 04      # only the notebooks whose names start with these prefixes
#
# Builds lib/target/tahqiq.jar and kernel/target/tahqiq-kernel.jar with Maven when missing or stale, and installs the
# kernelspec with kernel/install.sh (which installs Jupyter via apt when it is missing). Data is found as the
# library finds it ($TAHQIQ_DATA, data/IslamicEval2026, ../shared/data/islamiceval2026).
#
# A second run over unchanged code and data leaves `git status` clean: the notebooks are saved without execution
# timestamps or the Java version, tables keep timing columns in git-ignored *.timings.tsv files, and figures are
# written byte-for-byte the same.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
log() { echo "[run-all] $*"; }
start=$(date +%s)

# The notebooks analyse the real data; like the dev-set tests, they are skipped (with a message) when it is absent.
# Same places, same order as the library: $TAHQIQ_DATA, data/IslamicEval2026, ../shared/data/islamiceval2026.
found=""
for d in "${TAHQIQ_DATA:-}" "$root/data/IslamicEval2026" "$root/../shared/data/islamiceval2026"; do
  if [ -n "$d" ] && [ -f "$d/Corpora/quranic_verses.json" ]; then found="$d"; break; fi
done
if [ -z "$found" ]; then
  echo "run-all: no IslamicEval 2026 data found (\$TAHQIQ_DATA, data/IslamicEval2026, ../shared/data/islamiceval2026;" \
       "data/fetch-official.sh URL fetches it) - skipping the notebooks"
  exit 0
fi

# The launcher rebuilds lib/target/tahqiq.jar when it is missing or older than the sources.
./tahqiq --version >/dev/null
if [ ! -f kernel/target/tahqiq-kernel.jar ] || [ -n "$(find kernel/src/main kernel/pom.xml -newer kernel/target/tahqiq-kernel.jar -print -quit)" ]; then
  log "building kernel/target/tahqiq-kernel.jar"
  mvn -q -B -pl kernel -am package -DskipTests
fi
# Install the kernelspec when it is missing or older than the launcher that runs each checkout's own jar (see
# kernel/README.md): with it, any clone's install serves this one too.
spec_dir="$(jupyter kernelspec list 2>/dev/null | awk '$1 == "tahqiq-java" {print $2}' || true)"
if [ -z "$spec_dir" ] || [ ! -f "$spec_dir/launch.sh" ] || ! grep -q 'launch.sh' "$spec_dir/kernel.json" 2>/dev/null; then
  log "installing the tahqiq-java kernelspec"
  bash kernel/install.sh
fi

notebooks=()
for nb in notebooks/[0-9][0-9]-*.ipynb; do
  if [ "$#" -eq 0 ]; then notebooks+=("$nb"); continue; fi
  for p in "$@"; do
    case "$(basename "$nb")" in "$p"*) notebooks+=("$nb") ;; esac
  done
done
[ "${#notebooks[@]}" -gt 0 ] || { echo "run-all: no notebooks matched" >&2; exit 2; }

# A cell may take minutes where it trains: notebook 08's first cell trains the 80 fold models of the two-pass span
# tagger (about 5 minutes on 2 cores) when no run of the same code has cached them. The limit catches a hung kernel.
cell_timeout=900
# A stopped run (Ctrl-C, a timeout's SIGTERM) stops the notebook it is executing instead of leaving it running:
# nbconvert runs as a background child, so that the traps run at once (bash runs none while a foreground child
# runs), and they end it; its kernel, in a session of its own, ends when it sees nbconvert gone.
child=""
stop_child() {
  if [ -n "$child" ] && kill -0 "$child" 2>/dev/null; then
    kill -TERM "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
  fi
  child=""
}
trap 'stop_child; exit 130' INT
trap 'stop_child; exit 143' TERM
trap 'stop_child; exit 129' HUP
trap stop_child EXIT
failed=0
for nb in "${notebooks[@]}"; do
  t0=$(date +%s)
  log "executing $nb"
  jupyter nbconvert --to notebook --execute --inplace \
      --ExecutePreprocessor.kernel_name=tahqiq-java --ExecutePreprocessor.timeout="$cell_timeout" "$nb" 2> >(grep -v -i -E 'debugger|frozen modules|PYDEVD|MissingIDFieldWarning|validate\(nb\)' >&2) &
  child=$!
  rc=0
  wait "$child" || rc=$?
  child=""
  if [ "$rc" -ne 0 ]; then
    echo "run-all: nbconvert failed on $nb" >&2
    failed=1
  fi
  log "  $(( $(date +%s) - t0 )) s"
done

# Strip what changes on every run without anything having changed: nbconvert's per-cell execution timestamps and
# the Java version in language_info. Then an error output (a compile error or exception in a cell) fails the run
# even when nbconvert went on.
python3 - "${notebooks[@]}" <<'PY' || failed=1
import json, sys
bad = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    nb = json.loads(text)
    for cell in nb.get("cells", []):
        cell.get("metadata", {}).pop("execution", None)
    nb.get("metadata", {}).get("language_info", {}).pop("version", None)
    stripped = json.dumps(nb, indent=1, ensure_ascii=False, sort_keys=True) + "\n"  # as nbformat writes
    if stripped != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(stripped)
    for i, cell in enumerate(nb.get("cells", [])):
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                bad += 1
                print(f"run-all: error output in {path}, cell {i}: {out.get('ename')}: {out.get('evalue')}", file=sys.stderr)
sys.exit(1 if bad else 0)
PY

log "total $(( $(date +%s) - start )) s"
if [ "$failed" -ne 0 ]; then
  echo "run-all: FAILED" >&2
  exit 1
fi
log "all notebooks ran without errors"
