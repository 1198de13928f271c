#!/usr/bin/env bash
# test.sh installs what is missing and runs the checks.
#
#   bash scripts/test.sh           every check CI runs (.ci/run calls this): gofmt, go vet, the
#                                  whole suite (with the real-window smoke test under Xvfb), the
#                                  race detector where goroutines meet, a short fuzz run of every
#                                  parser of user files (FUZZTIME, default 8s each), a cgo-free
#                                  build of the CLI, and the Windows package under Wine
#                                  (scripts/test-windows.sh). Run it before you push.
#   bash scripts/test.sh --quick   gofmt, go vet and the fast unit tests (go test -short, no
#                                  window, no race detector, no Wine): under 3 minutes with a warm
#                                  build cache. Run it while you work.
#   bash scripts/test.sh --race    the race step alone (to run it many times in a row).
#
# Before it starts it lists its steps with their usual times, so you know
# what you are in for; each step says its time as it ends, and the end
# lists them all. Every step runs even when an earlier one fails, so one
# failure does not hide another; the script fails at the end if any step
# did. All steps share one Go build cache: what go vet compiles, go test
# reuses, and the Windows step reuses the CLI and test builds.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=full
case ${1:-} in
--quick) mode=quick ;;
--race) mode=race ;;
"") ;;
*) echo "usage: bash scripts/test.sh [--quick | --race]" >&2; exit 2 ;;
esac

bash scripts/deps.sh
source scripts/progress.sh # with_progress: what is being compiled or tested, and for how long

# The steps, in order: name, usual time with an empty build cache and
# with a warm one (measured on a 2-core machine; see README.md, "Tests"),
# and the function that runs it.
steps=()
step_cold=()
step_warm=()
step_run=()
add_step() { steps+=("$1"); step_cold+=("$2"); step_warm+=("$3"); step_run+=("$4"); }

check_gofmt() {
  local unformatted; unformatted=$(gofmt -l .)
  [ -z "$unformatted" ] || { echo "gofmt would change:"; echo "$unformatted"; return 1; }
}

# go_test runs packages verbosely into a log, prints each package's line,
# the output of any failed test, and then every skipped test with its
# reason, so a green run says what it did not check.
go_test() {
  local log rc=0
  log=$(mktemp)
  progress_log=$log with_progress "   go test" go test "$@" -v || rc=$?
  grep -E '^(ok|FAIL|\?|panic:|fatal error:|signal: |# )' "$log" || true
  if [ $rc -ne 0 ]; then
    echo "-- output of the failed tests:"
    awk '/^=== RUN/ { buf = "" } { buf = buf $0 "\n" } /^ *--- FAIL/ { printf "%s", buf; buf = "" }' "$log"
    grep -E '^(# |.*\.go:[0-9]+:[0-9]+: )' "$log" || true # build errors
    # A test binary that crashed (a runtime fatal error, a signal) fails
    # no test by name: show where it stopped.
    if ! grep -qE '^ *--- FAIL' "$log"; then
      echo "-- no test failed by name: the log's last 60 lines"
      tail -60 "$log"
    fi
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

# go test's own limit (10 min a package) is a hang guard; on a busy 2-core
# machine a big package takes longer than that and is no hang.
gotimeout=60m

whole_suite() { PICTDOKU_SMOKE=1 go_test -count=1 -timeout $gotimeout ./...; }

# quick_suite: the unit tests in -short mode, without the app's window
# tests (cmd/pictdoku, which builds the app for Xvfb and Wine).
quick_suite() { go_test -count=1 -short -timeout $gotimeout $(go list ./... | grep -v '/cmd/pictdoku$'); }

# race runs the race detector where goroutines meet: the generator's
# workers (engine/generate, and engine/batch, whose callbacks they call),
# engine/fewest's workers, the picture read that can be abandoned
# (engine/picture), the catalogue's lock, a read raced by a goroutine
# (engine/userfile), atomic writes stopped by a signal, the shared book
# list and its file lock, the CLI's workers that keep the input's order,
# and the app's autosave, quit, and the rating of a pasted or opened
# puzzle (off the UI goroutine). Packages with no goroutine of their own
# (the solvers, the rating, designpuzzle, the PDF and image writers) gain
# nothing from it and cost minutes: under -race on a busy machine
# engine/picture and export/pdf ran past go test's 10 minutes.
race() {
  local rc=0
  # engine/generate: the tests of a run's scheduling (numbered attempts
  # over the workers, settling, progress, cancel, the patterns AnyPattern
  # draws, a repair's attempts sharing its orbits); the searches its other
  # tests make run the same code in the same way, only longer.
  go test -count=1 -timeout $gotimeout -short -race \
    -run 'Deterministic|Avoid|Settled|NoProgress|CancelAndTimeout|AnyPatternDrawsAgain|AnyPatternNotFound|RepairImpossible' \
    ./engine/generate || rc=1
  go test -count=1 -timeout $gotimeout -short -race ./engine/fewest \
    ./engine/catalogue ./engine/userfile ./export/atomic ./export/bookstore ./export/filelock || rc=1
  go test -count=1 -timeout $gotimeout -short -race -run 'TestMake$|NoEquivalents|Canceled' ./engine/batch || rc=1
  go test -count=1 -timeout $gotimeout -short -race -run 'OpenContext' ./engine/picture || rc=1
  go test -count=1 -timeout $gotimeout -short -race -run 'RateKeepsOrder|BenchRatings' ./cmd/pictdoku-cli || rc=1
  go test -count=1 -timeout $gotimeout -race -run 'Autosave|Quit|TwoInstances|PictureRead|RatedInTheBackground' ./ui/designwin || rc=1
  return $rc
}

fuzz_all() { # puzzle lists, design files, book lists, pictures, pattern and grid text, PDFs to check
  local target ok=0
  for target in \
    ./cmd/pictdoku-cli:FuzzPuzzleList \
    ./cmd/pictdoku-cli:FuzzReferencePuzzles \
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

vet() { with_progress "   go vet" go vet ./...; }

cli_without_cgo() { CGO_ENABLED=0 go build -o /dev/null ./cmd/pictdoku-cli; }

# Usual times (cold / warm), measured on a loaded 2-core machine; the
# README's "Tests" section gives the figures and the command.
if [ $mode != race ]; then
  add_step "gofmt" "1 s" "1 s" check_gofmt
  add_step "go vet" "4 min" "15 s" vet
fi
case $mode in
quick)
  add_step "go test -short (unit tests)" "5 min" "2 min" quick_suite
  ;;
race)
  add_step "go test -race (where goroutines meet)" "3 min" "2 min" race
  ;;
full)
  add_step "go test (whole suite, real window under Xvfb)" "6 min" "4 min" whole_suite
  add_step "go test -race (where goroutines meet)" "3 min" "2 min" race
  add_step "fuzz every parser of user files (${FUZZTIME:-8s} each)" "3 min" "2 min" fuzz_all
  add_step "CGO_ENABLED=0 go build ./cmd/pictdoku-cli" "20 s" "1 s" cli_without_cgo
  add_step "Windows package under Wine" "6 min" "1 min" "bash scripts/test-windows.sh"
  ;;
esac

echo "== test.sh${1:+ $1}: ${#steps[@]} steps; usual time on 2 cores (empty build cache / warm):"
for i in "${!steps[@]}"; do
  printf '   %-60s %7s / %s\n' "${steps[$i]}" "${step_cold[$i]}" "${step_warm[$i]}"
done
if [ $mode = full ]; then
  echo "   in all about 20 min cold, 10 min warm (a busy machine takes longer)"
else
  echo "   (the whole run, bash scripts/test.sh, takes about 20 min cold, 10 min warm)"
fi

failed=()
took=()
began=$SECONDS
for i in "${!steps[@]}"; do
  echo "== ${steps[$i]} (usually ${step_cold[$i]} cold, ${step_warm[$i]} warm)"
  start=$SECONDS
  if ${step_run[$i]}; then result=ok; else result=FAILED; failed+=("${steps[$i]}"); fi
  took+=("$result in $(_fmt $((SECONDS - start)))")
  echo "== ${steps[$i]}: ${took[$i]}"
done

echo "== times:"
for i in "${!steps[@]}"; do
  printf '   %-60s %s\n' "${steps[$i]}" "${took[$i]}"
done
printf '   %-60s %s (load now: %s)\n' "in all" "$(_fmt $((SECONDS - began)))" "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo ?)"
if [ ${#failed[@]} -gt 0 ]; then
  printf '== FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "== all checks passed"
