#!/usr/bin/env bash
# run.sh installs what is missing and starts the desktop app on the
# built-in heart design (pass --sample star, letter-p, ... for another,
# or a design or picture file to open).
set -euo pipefail
# A design or picture named on the command line is read from where the
# command was typed, so make it absolute before moving to the repository.
args=()
for a in "$@"; do
  if [[ -e "$a" ]]; then a=$(realpath "$a"); fi
  args+=("$a")
done
set -- "${args[@]+"${args[@]}"}"
cd "$(dirname "$0")/.."
bash scripts/deps.sh
# Build first, saying what is being compiled and for how long (see
# progress.sh): the first build compiles Fyne's OpenGL driver, C code that
# takes 5-7 minutes on an idle 2-core machine (far more on a busy one);
# later builds take seconds.
source scripts/progress.sh
bin="${XDG_CACHE_HOME:-$HOME/.cache}/pictdoku/pictdoku"
mkdir -p "$(dirname "$bin")"
echo "run.sh: building the app (the first build compiles Fyne's OpenGL driver: 5-7 minutes on an idle 2-core machine; later builds take seconds)" >&2
with_progress "run.sh: building" go build -o "$bin" ./cmd/pictdoku || exit 1
exec "$bin" "$@"
