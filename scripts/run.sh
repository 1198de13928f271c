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
# Build first, saying what takes the time: the first build compiles Fyne's
# OpenGL driver (5-7 minutes); later builds take seconds.
bin="${XDG_CACHE_HOME:-$HOME/.cache}/pictdoku/pictdoku"
mkdir -p "$(dirname "$bin")"
echo "run.sh: building the app (the first build compiles Fyne's OpenGL driver: 5-7 minutes; later ones take seconds)" >&2
set +o pipefail
go build -v -o "$bin" ./cmd/pictdoku 2>&1 | while IFS= read -r line; do printf '\r\033[K  compiling %.70s' "$line" >&2; done
status=${PIPESTATUS[0]}
set -o pipefail
printf '\r\033[K' >&2
if [ "$status" -ne 0 ]; then
  go build -o "$bin" ./cmd/pictdoku # again, to show the errors plainly
  exit 1
fi
exec "$bin" "$@"
