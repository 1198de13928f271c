#!/usr/bin/env bash
# test-windows.sh checks the Windows package under Wine (Debian's wine64).
# It builds dist/pictdoku-windows-amd64.zip with scripts/package.sh windows,
# unzips it and, in a fresh Wine prefix under /tmp:
#   - runs pictdoku-cli.exe on real work (solve, rate, generate on a pattern,
#     generate --image on a PNG, book to a PDF read back with pdfinfo and
#     pdftotext) and compares each output with the Linux build's;
#   - with a puzzle list in CRLF lines, file names with spaces and Japanese
#     characters, and paths typed the Windows way (Z:\tmp\...\file);
#   - writes a PDF over an existing file (atomic replace by rename), and
#     not over one open in another program (scripts/windows/holdopen.c);
#   - starts Pictdoku.exe on Xvfb and checks the grid is drawn
#     (cmd/pictdoku TestWindowsAppUnderWine), then kills it by its pid.
# Where Wine cannot be installed it says so and skips, except under CI=true,
# where that fails. PICTDOKU_WINE_SHOT=FILE.png keeps the app's screenshot.
#
# Wine 8.0 lacks bcryptprimitives.dll, whose ProcessPrng every Go 1.24+
# Windows program calls at start; the prefix gets a stand-in built from
# scripts/windows/bcryptprimitives.c (test harness only, never shipped).
set -euo pipefail
cd "$(dirname "$0")/.."
began=$SECONDS

if ! bash scripts/deps.sh gcc-mingw-w64-x86-64 wine64 zip unzip; then
  if [ "${CI:-}" = true ]; then
    echo "test-windows.sh: Wine or MinGW-w64 could not be installed (CI=true: this is a failure)" >&2
    exit 1
  fi
  echo "test-windows.sh: SKIPPED: Wine (wine64) or MinGW-w64 could not be installed from Debian's packages" >&2
  exit 0
fi
WINE=$(command -v wine64 || echo /usr/lib/wine/wine64)
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver64)

tmp=$(mktemp -d /tmp/pictdoku-windows.XXXXXX)
# No Mono or Gecko prompts, no menu entries or file associations written
# to $HOME (winemenubuilder), no shader cache kept: nothing outside $tmp.
export WINEPREFIX=$tmp/prefix WINEDEBUG=-all WINEARCH=win64 \
  WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d" MESA_SHADER_CACHE_DISABLE=true
cleanup() {
  "$WINESERVER" -k >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "-- package"
# What package.sh compiles, and for how long, shows on standard error.
bash scripts/package.sh windows >"$tmp/package.log" || { cat "$tmp/package.log"; exit 1; }
unzip -q dist/pictdoku-windows-amd64.zip -d "$tmp/zip"
for f in Pictdoku.exe pictdoku-cli.exe README.txt licences/OFL-BIZUDGothic.txt; do
  [ -s "$tmp/zip/$f" ] || { echo "the zip lacks $f" >&2; exit 1; }
done
CGO_ENABLED=0 go build -o "$tmp/pictdoku-cli" ./cmd/pictdoku-cli
echo "   built in $((SECONDS - began)) s"

echo "-- Wine prefix"
"$WINE" wineboot -i >"$tmp/wineboot.log" 2>&1 || { cat "$tmp/wineboot.log"; exit 1; }
x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  scripts/windows/bcryptprimitives.c -ladvapi32

failed=()
check() { # check NAME COMMAND...: run one comparison, remember a failure
  local name=$1; shift
  if "$@"; then echo "ok   $name"; else echo "FAIL $name"; failed+=("$name"); fi
}
winpath() { # winpath /tmp/a/b: the same file as Wine's Z: drive names it, Z:\tmp\a\b
  local p=${1//\//\\}
  echo "Z:$p"
}
wincli() { "$WINE" "$tmp/zip/pictdoku-cli.exe" "$@"; }
linuxcli() { "$tmp/pictdoku-cli" "$@"; }
same() { # same NAME: compare $tmp/NAME.linux and $tmp/NAME.windows
  cmp -s "$tmp/$1.linux" "$tmp/$1.windows" && return 0
  echo "   $1: Windows output differs from Linux:"
  diff "$tmp/$1.linux" "$tmp/$1.windows" | head -20
  return 1
}

# The work lives in a folder whose name has spaces and Japanese characters.
work="$tmp/my puzzles 日本語"
mkdir -p "$work"
wwork=$(winpath "$work")

# A puzzle list: three generated puzzles, a classic one and a bad line,
# in LF lines for Linux and CRLF lines (Notepad's) for Windows.
linuxcli generate --pattern assets/samples/1-heart.txt --seed 11 --count 3 >"$tmp/list.txt"
{
  echo "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
  echo "12345"
} >>"$tmp/list.txt"
sed 's/$/\r/' "$tmp/list.txt" >"$work/puzzles 一覧.txt"

linuxcli solve "$tmp/list.txt" >"$tmp/solve.linux" 2>&1 || true
wincli solve "$wwork\\puzzles 一覧.txt" >"$tmp/solve.windows" 2>&1 || true
check "solve (CRLF list, Z:\\ path, spaces, 日本語)" same solve
check "solve printed four solutions and an error" \
  test "$(grep -c '^[1-9]\{81\}$' "$tmp/solve.linux")" -eq 4 -a "$(grep -c ERROR "$tmp/solve.linux")" -eq 1

linuxcli rate "$tmp/list.txt" >"$tmp/rate.linux" 2>&1 || true
wincli rate "$wwork\\puzzles 一覧.txt" >"$tmp/rate.windows" 2>&1 || true
check "rate" same rate

linuxcli generate --pattern assets/samples/2-star.txt --seed 5 --count 2 >"$tmp/pattern.linux" 2>&1
wincli generate --pattern "$(winpath "$PWD/assets/samples/2-star.txt")" --seed 5 --count 2 >"$tmp/pattern.windows" 2>&1
check "generate --pattern" same pattern

convert -size 180x180 xc:white -fill black -draw "circle 90,90 90,25" "$work/円 picture.png"
linuxcli generate --image "$work/円 picture.png" --clues 28 --seed 3 >"$tmp/image.linux" 2>&1
wincli generate --image "$wwork\\円 picture.png" --clues 28 --seed 3 >"$tmp/image.windows" 2>&1
check "generate --image (PNG named 円 picture.png)" same image

# A book: the PDF read back; pages and text the same as Linux's.
book() { # book CLI OUT: a two-per-page book with answers of the list
  "$1" book --in "$2" --out "$3" --per-page 2 --answers --title "数独 Book" --lang en
}
head -4 "$tmp/list.txt" >"$tmp/list-ok.txt"
sed 's/$/\r/' "$tmp/list-ok.txt" >"$work/book list.txt"
book linuxcli "$tmp/list-ok.txt" "$tmp/book.pdf" >/dev/null 2>&1
echo "not a PDF: the old file" >"$work/本 book.pdf" # exists: the book replaces it
book wincli "$wwork\\book list.txt" "$wwork\\本 book.pdf" >"$tmp/book.log" 2>&1 || cat "$tmp/book.log"
pdfinfo "$tmp/book.pdf" | grep -E '^(Pages|Page size):' >"$tmp/pdfinfo.linux"
pdfinfo "$work/本 book.pdf" | grep -E '^(Pages|Page size):' >"$tmp/pdfinfo.windows" 2>&1 || true
check "book: pdfinfo pages and size" same pdfinfo
pdftotext -layout "$tmp/book.pdf" "$tmp/pdftext.linux"
pdftotext -layout "$work/本 book.pdf" "$tmp/pdftext.windows" 2>/dev/null || true
check "book: text read back" same pdftext
check "book: replaced the existing file, no temporary left" \
  test "$(head -c 5 "$work/本 book.pdf")" = "%PDF-" -a "$(ls -A "$work" | wc -l)" -eq 4

# A bad list leaves an existing output intact, with a clear error.
cp "$work/本 book.pdf" "$tmp/kept.pdf"
printf 'not a puzzle\r\n' >"$work/bad.txt"
if wincli book --in "$wwork\\bad.txt" --out "$wwork\\本 book.pdf" >"$tmp/bad.log" 2>&1; then
  echo "   book of a bad list succeeded"; failed+=("bad list")
else
  check "bad list: clear error, the old PDF kept" \
    sh -c 'grep -q "line 1" "$1" && cmp -s "$2" "$3"' _ "$tmp/bad.log" "$tmp/kept.pdf" "$work/本 book.pdf"
fi
# A PDF open in another program (shared for reading only, as viewers
# open files) cannot be replaced: a clear error, the file as it was and no
# temporary left beside it.
x86_64-w64-mingw32-gcc -municode -O2 -o "$tmp/holdopen.exe" scripts/windows/holdopen.c
"$WINE" "$tmp/holdopen.exe" "$wwork\\本 book.pdf" 60 >"$tmp/hold.out" 2>&1 &
holder=$!
for _ in $(seq 100); do grep -q open "$tmp/hold.out" && break; sleep 0.2; done
wincli book --in "$wwork\\book list.txt" --out "$wwork\\本 book.pdf" >"$tmp/held.log" 2>&1 && echo "   book over an open file succeeded"
check "a PDF open in another program: clear error, the file kept, no temporary left" \
  sh -c 'grep -q "^open" "$1" && grep -q "cannot replace" "$2" && cmp -s "$3" "$4" && [ "$(ls -A "$5" | wc -l)" -eq 5 ]' \
  _ "$tmp/hold.out" "$tmp/held.log" "$tmp/kept.pdf" "$work/本 book.pdf" "$work"
kill "$holder" 2>/dev/null || true
wait "$holder" 2>/dev/null || true
# A book and its cover are one pair: with the old cover open in a viewer,
# neither is replaced (the new book stood beside the old cover), and
# nothing is left beside them.
echo "the old cover" >"$work/cover.pdf"
"$WINE" "$tmp/holdopen.exe" "$wwork\\cover.pdf" 60 >"$tmp/hold2.out" 2>&1 &
holder=$!
for _ in $(seq 100); do grep -q open "$tmp/hold2.out" && break; sleep 0.2; done
wincli book --in "$wwork\\book list.txt" --out "$wwork\\本 book.pdf" --pod --trim 6x9 --cover "$wwork\\cover.pdf" >"$tmp/pair.log" 2>&1 &&
  echo "   book and cover over an open cover succeeded"
check "a cover open in another program: neither the book nor the cover replaced" \
  sh -c 'grep -q "no file was replaced" "$1" && cmp -s "$2" "$3" && [ "$(cat "$4")" = "the old cover" ] && [ "$(ls -A "$5" | wc -l)" -eq 6 ]' \
  _ "$tmp/pair.log" "$tmp/kept.pdf" "$work/本 book.pdf" "$work/cover.pdf" "$work"
kill "$holder" 2>/dev/null || true
wait "$holder" 2>/dev/null || true
# An output naming an input in another case names the same file on
# Windows: refused, the input kept.
cp "$work/book list.txt" "$tmp/list-kept.txt"
wincli book --in "$wwork\\book list.txt" --out "$wwork\\BOOK LIST.TXT" >"$tmp/case.log" 2>&1 &&
  echo "   --out naming the list in capitals succeeded"
check "--out naming the list in capitals: refused, the list kept" \
  sh -c 'grep -q "writing there would destroy it" "$1" && cmp -s "$2" "$3"' _ "$tmp/case.log" "$tmp/list-kept.txt" "$work/book list.txt"
echo "   CLI checks done at $((SECONDS - began)) s"

echo "-- the app on Xvfb"
check "Pictdoku.exe draws its grid under Wine" \
  env PICTDOKU_WINE_APP="$tmp/zip/Pictdoku.exe" WINE="$WINE" \
  go test -count=1 -run '^TestWindowsAppUnderWine$' -v ./cmd/pictdoku

echo "-- Windows checks took $((SECONDS - began)) s"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED under Wine: %s\n' "${failed[@]}"
  exit 1
fi
