#!/usr/bin/env bash
# test.sh installs what is missing and runs every check CI runs: gofmt,
# go vet, the whole test suite (with the real-window smoke test under
# Xvfb), the race detector on engine/ and export/, a short fuzz run of every
# parser of user files (FUZZTIME, default 8s each), a cgo-free build of
# the CLI, and the Windows package under Wine (scripts/test-windows.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh

# Every step runs even when an earlier one fails, so one failure does not
# hide another; the script fails at the end if any step did.
failed=()
step() { # step NAME COMMAND...: run a check and remember a failure
  local name=$1; shift
  echo "== $name"
  if ! "$@"; then failed+=("$name"); echo "!! $name FAILED"; fi
}
check_gofmt() {
  local unformatted; unformatted=$(gofmt -l .)
  [ -z "$unformatted" ] || { echo "gofmt would change:"; echo "$unformatted"; return 1; }
}
fuzz_all() { # puzzle lists, design files, book lists, pictures, pattern and grid text, PDFs to check
  local target ok=0
  for target in \
    ./cmd/pictdoku-cli:FuzzPuzzleList \
    ./engine/design:FuzzUnmarshal \
    ./engine/book:FuzzRead \
    ./engine/picture:FuzzDecode \
    ./engine/picture:FuzzJPEGDC \
    ./engine/pattern:FuzzParse \
    ./engine/sudoku:FuzzParse \
    ./export/pdf:FuzzReadFacts; do
    go test -run '^$' -fuzz "^${target#*:}\$" -fuzztime "${FUZZTIME:-8s}" "${target%%:*}" || ok=1
  done
  return $ok
}

step "gofmt" check_gofmt
step "go vet" go vet ./...
step "go test" env PICTDOKU_SMOKE=1 go test -count=1 ./...
step "go test -race (engine, export)" go test -count=1 -short -race ./engine/... ./export/...
step "fuzz every parser of user files (${FUZZTIME:-8s} each)" fuzz_all
step "CGO_ENABLED=0 go build ./cmd/pictdoku-cli" env CGO_ENABLED=0 go build -o /dev/null ./cmd/pictdoku-cli
step "Windows package under Wine" bash scripts/test-windows.sh
if [ ${#failed[@]} -gt 0 ]; then
  printf '== FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "== all checks passed"
