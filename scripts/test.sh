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
    ./engine/userfile:FuzzRead \
    ./export/pdf:FuzzReadFacts; do
    # Go spends up to a minute (-fuzzminimizetime's default) shrinking every
    # input that finds new code before it fuzzes on; with seeds of 5-27 KB
    # (JPEGs, PDFs, lists) that took the whole run: FuzzJPEGDC made 8
    # executions in 8 s. A hundred tries a shrink keeps it fuzzing
    # (about 12,000 executions a second).
    fuzz_one "$target" || ok=1
  done
  return $ok
}

# fuzz_one fuzzes one target. Go 1.26's fuzz coordinator can end a run at
# -fuzztime's deadline with a bare "context deadline exceeded" and no
# failing input (golang/go#75804, fixed in Go 1.27): that run is tried
# once more. A failing input (written under testdata/fuzz) always fails.
fuzz_one() {
  local target=$1 log
  log=$(mktemp)
  for try in 1 2; do
    if go test -run '^$' -fuzz "^${target#*:}\$" -fuzztime "${FUZZTIME:-8s}" -fuzzminimizetime 100x "${target%%:*}" 2>&1 | tee "$log"; then
      rm -f "$log"
      return 0
    fi
    if ! grep -q 'context deadline exceeded' "$log" || grep -q 'Failing input written' "$log"; then
      break
    fi
    echo "   ${target#*:}: the fuzz coordinator's deadline race (golang/go#75804), no failing input: once more"
  done
  rm -f "$log"
  return 1
}

step "gofmt" check_gofmt
step "go vet" go vet ./...
# go_test runs the suite verbosely into a log, prints each package's line,
# the output of any failed test, and then every skipped test with its
# reason, so a green run says what it did not check.
go_test() {
  local log rc=0
  log=$(mktemp)
  env PICTDOKU_SMOKE=1 go test -count=1 -v ./... >"$log" 2>&1 || rc=$?
  grep -E '^(ok|FAIL|\?|panic:|# )' "$log" || true
  if [ $rc -ne 0 ]; then
    echo "-- output of the failed tests:"
    awk '/^=== RUN/ { buf = "" } { buf = buf $0 "\n" } /^ *--- FAIL/ { printf "%s", buf; buf = "" }' "$log"
    grep -E '^(# |.*\.go:[0-9]+:[0-9]+: )' "$log" || true # build errors
  fi
  local skipped
  skipped=$(awk '/^=== RUN/ { reason = "" } /^ +[^ ]+\.go:[0-9]+: / { reason = $0; sub(/^ +/, "", reason) } /^ *--- SKIP:/ { print "   " $3 ": " reason }' "$log")
  if [ -n "$skipped" ]; then
    echo "-- skipped ($(printf '%s\n' "$skipped" | wc -l)), with the reason each gave:"
    printf '%s\n' "$skipped"
  else
    echo "-- no test skipped"
  fi
  rm -f "$log"
  return $rc
}

step "go test" go_test
step "go test -race (engine, export)" go test -count=1 -short -race ./engine/... ./export/...
# The app's own goroutines: autosave writes off the UI goroutine and tells
# the result line; a race there shows only with the detector on.
step "go test -race (autosave and quit)" go test -count=1 -race -run 'Autosave|Quit|TwoInstances|PictureRead' ./ui/designwin
step "fuzz every parser of user files (${FUZZTIME:-8s} each)" fuzz_all
step "CGO_ENABLED=0 go build ./cmd/pictdoku-cli" env CGO_ENABLED=0 go build -o /dev/null ./cmd/pictdoku-cli
step "Windows package under Wine" bash scripts/test-windows.sh
if [ ${#failed[@]} -gt 0 ]; then
  printf '== FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "== all checks passed"
