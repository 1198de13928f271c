#!/usr/bin/env bash
# test.sh installs what is missing and runs every check CI runs: gofmt,
# go vet, the whole test suite (with the real-window smoke test under
# Xvfb), the race detector on engine/ and export/, a short fuzz run of every
# parser of user files (FUZZTIME, default 8s each), and a cgo-free build of
# the CLI.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh

echo "== gofmt"
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi
echo "== go vet"
go vet ./...
echo "== go test"
PICTDOKU_SMOKE=1 go test -count=1 ./...
echo "== go test -race (engine, export)"
go test -count=1 -short -race ./engine/... ./export/...
echo "== fuzz every parser of user files (${FUZZTIME:=8s} each)"
# puzzle lists, design files, book lists, pictures, pattern and grid text
for target in \
  ./cmd/pictdoku-cli:FuzzPuzzleList \
  ./engine/design:FuzzUnmarshal \
  ./engine/book:FuzzRead \
  ./engine/picture:FuzzDecode \
  ./engine/picture:FuzzJPEGDC \
  ./engine/pattern:FuzzParse \
  ./engine/sudoku:FuzzParse; do
  go test -run '^$' -fuzz "^${target#*:}\$" -fuzztime "$FUZZTIME" "${target%%:*}"
done
echo "== CGO_ENABLED=0 go build ./cmd/pictdoku-cli"
CGO_ENABLED=0 go build -o /dev/null ./cmd/pictdoku-cli
echo "== all checks passed"
