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
exec go run ./cmd/pictdoku "$@"
