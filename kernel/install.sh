#!/usr/bin/env bash
# Installs the Tahqiq Java kernel ("Java (Tahqiq)", kernelspec name tahqiq-java) for Jupyter.
#
#   bash kernel/install.sh [--user | --sys-prefix | --system] [--with-notebook] [--no-apt] [--rebuild]
#
# - Installs Debian's jupyter-nbconvert, jupyter-client and python3-ipykernel when `jupyter nbconvert` or
#   `jupyter kernelspec` is missing (and jupyter-notebook with --with-notebook), and fonts-dejavu-core when no
#   installed font renders Arabic (the figures need one), as root or through sudo.
# - Builds kernel/target/tahqiq-kernel.jar with Maven if it is missing (or with --rebuild).
# - Writes kernel.json and launch.sh and installs them with `jupyter kernelspec install` (default --user).
#   launch.sh runs the kernel jar of the checkout that holds the notebook being opened, so one kernelspec serves
#   every clone; this checkout's jar runs notebooks outside any checkout. Running it again replaces the
#   kernelspec: it is idempotent.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
jar="$here/target/tahqiq-kernel.jar"
name="tahqiq-java"
scope="--user"
with_notebook=0
use_apt=1
rebuild=0

for arg in "$@"; do
  case "$arg" in
    --user|--sys-prefix|--system) scope="$arg" ;;
    --with-notebook) with_notebook=1 ;;
    --no-apt) use_apt=0 ;;
    --rebuild) rebuild=1 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $arg (see --help)" >&2; exit 2 ;;
  esac
done

log() { echo "[tahqiq-kernel] $*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else echo "install.sh: need root to run: $*" >&2; return 1
  fi
}

# --- Jupyter -----------------------------------------------------------------------------------------------
packages=()
if ! jupyter nbconvert --version >/dev/null 2>&1; then packages+=(jupyter-nbconvert); fi
if ! jupyter kernelspec --version >/dev/null 2>&1; then packages+=(jupyter-client); fi
if ! python3 -c 'import ipykernel' >/dev/null 2>&1 && ! /usr/bin/python3 -c 'import ipykernel' >/dev/null 2>&1; then
  packages+=(python3-ipykernel)
fi
if [ "$with_notebook" -eq 1 ] && ! jupyter notebook --version >/dev/null 2>&1; then packages+=(jupyter-notebook); fi
# Figures set Arabic labels in one typeface that renders it (org.tahqiq.report.Figures picks DejaVu Sans first).
if ! { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=ar 2>/dev/null)" ]; }; then packages+=(fonts-dejavu-core); fi
if [ "${#packages[@]}" -gt 0 ]; then
  if [ "$use_apt" -eq 1 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing ${packages[*]} with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -q
    as_root apt-get install -y -q --no-install-recommends "${packages[@]}"
  else
    echo "install.sh: missing ${packages[*]}; install them (e.g. apt-get install ${packages[*]})" >&2
    exit 1
  fi
fi
hash -r

# --- Java ------------------------------------------------------------------------------------------------------
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then java_bin="$JAVA_HOME/bin/java"
else java_bin="$(command -v java || true)"
fi
if [ -z "$java_bin" ]; then echo "install.sh: java (17+) not found" >&2; exit 1; fi
java_bin="$(cd "$(dirname "$java_bin")" && pwd)/$(basename "$java_bin")"
if ! "$java_bin" --list-modules 2>/dev/null | grep -q '^jdk.jshell@'; then
  echo "install.sh: $java_bin has no jdk.jshell module; a full JDK 17+ is needed" >&2; exit 1
fi

# --- kernel jar --------------------------------------------------------------------------------------------
if [ "$rebuild" -eq 1 ] || [ ! -f "$jar" ]; then
  log "building $jar"
  (cd "$root" && mvn -q -B -pl kernel -am -DskipTests package)
fi
[ -f "$jar" ] || { echo "install.sh: build did not produce $jar" >&2; exit 1; }

# --- kernelspec ----------------------------------------------------------------------------------------------
spec="$(mktemp -d)"
trap 'rm -rf "$spec"' EXIT
"$java_bin" -jar "$jar" --write-kernelspec "$spec/$name" >/dev/null
jupyter kernelspec install --replace --name "$name" "$scope" "$spec/$name" >/dev/null 2>&1 || jupyter kernelspec install --replace --name "$name" "$scope" "$spec/$name"
log "installed kernelspec $name ($scope): $(jupyter kernelspec list 2>/dev/null | awk -v n="$name" '$1==n {print $2}')"
log "it runs each checkout's own kernel/target/tahqiq-kernel.jar; outside a checkout, $jar"
log "try: jupyter nbconvert --to notebook --execute --ExecutePreprocessor.kernel_name=$name NOTEBOOK.ipynb"
