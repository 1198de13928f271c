#!/usr/bin/env bash
# run.sh installs what is missing and starts the desktop app on the
# built-in heart design (pass --sample star, letter-p, ... for another).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
exec go run ./cmd/pictdoku "$@"
