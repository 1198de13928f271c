#!/usr/bin/env bash
# package.sh builds a release archive with the fyne packaging tool, taking
# name, ID, version and icon from FyneApp.toml.
#
#   bash scripts/package.sh           Linux: dist/Pictdoku.tar.xz (binary, icon, desktop entry)
#   bash scripts/package.sh windows   Windows, cross-built here: dist/pictdoku-windows-amd64.zip
#                                     (Pictdoku.exe, pictdoku-cli.exe, README.txt, the fonts'
#                                     licences)
#
# Pictdoku.exe is built with cgo by the MinGW-w64 compiler; fyne package
# embeds the icon, the version resource and a manifest (a .syso object) and
# links it as a GUI program (-H=windowsgui: no console window).
# pictdoku-cli.exe is pure Go (no C code; built with the app's settings so
# that it reuses the app's compiled packages). macOS: see README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-linux}
case $target in
linux | windows) ;;
*) echo "usage: package.sh [linux|windows]" >&2; exit 2 ;;
esac

bash scripts/deps.sh
source scripts/progress.sh # with_progress: what is being compiled, and for how long
if [ "$target" = windows ]; then
  bash scripts/deps.sh gcc-mingw-w64-x86-64 zip
fi
command -v fyne >/dev/null 2>&1 || [ -x "$(go env GOPATH)/bin/fyne" ] ||
  with_progress "package.sh: installing the fyne packaging tool" go install fyne.io/fyne/v2/cmd/fyne@v2.7.1
FYNE=$(command -v fyne || echo "$(go env GOPATH)/bin/fyne")

field() { sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*\"\{0,1\}\([^\"]*\)\"\{0,1\}[[:space:]]*$/\1/p" FyneApp.toml | head -1; }
name=$(field Name); id=$(field ID); version=$(field Version); build=$(field Build); icon=$(field Icon)
mkdir -p dist

if [ "$target" = linux ]; then
  (cd cmd/pictdoku && with_progress "package.sh: building Pictdoku for Linux" "$FYNE" package --os linux --release --name "$name" --appID "$id" \
    --appVersion "$version" --appBuild "$build" --icon "../../$icon")
  mv -f "cmd/pictdoku/$name.tar.xz" dist/
  echo "wrote dist/$name.tar.xz"
  tar -tJf "dist/$name.tar.xz"
  exit 0
fi

zip=dist/pictdoku-windows-amd64.zip
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
(cd cmd/pictdoku && CC=x86_64-w64-mingw32-gcc GOARCH=amd64 CGO_ENABLED=1 \
  with_progress "package.sh: building Pictdoku.exe (the first build compiles Fyne's C code for Windows)" \
  "$FYNE" package --os windows --release --name "$name" --appID "$id" \
  --appVersion "$version" --appBuild "$build" --icon "../../$icon")
mv -f "cmd/pictdoku/$name.exe" "$stage/$name.exe"
# The CLI is built with the app's settings (cgo on, -trimpath, -tags
# release: what fyne package --release passes), so it reuses every package
# the app's build compiled (the standard library, engine/, export/)
# instead of compiling them again. It has no C code, so it is still a
# pure-Go program that needs only kernel32.dll, as with CGO_ENABLED=0.
CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 GOOS=windows GOARCH=amd64 with_progress "package.sh: building pictdoku-cli.exe" \
  go build -trimpath -tags release -ldflags "-s -w" -o "$stage/pictdoku-cli.exe" ./cmd/pictdoku-cli
# README.txt in Windows line endings, so Notepad on any Windows shows lines.
sed 's/$/\r/' >"$stage/README.txt" <<EOF
$name $version for Windows (64-bit)

$name.exe        the app: draw a pattern or open a picture, generate a Sudoku
                    whose clues draw it, play it, print it as PDF sheets or books.
pictdoku-cli.exe    the command-line tool (solve, rate, generate, book ...);
                    run "pictdoku-cli.exe" in a Command Prompt for its usage.

Unzip the folder anywhere and double-click $name.exe. Nothing is installed;
settings and the autosaved design live in %APPDATA%\\fyne\\$id.

These programs are not signed. Windows SmartScreen may say "Windows protected
your PC": choose "More info", then "Run anyway". Windows 10 or 11 is needed.

Full guide: $(sed -n 's/^[[:space:]]*Website[[:space:]]*=[[:space:]]*"\(.*\)"/\1/p' FyneApp.toml | head -1)
EOF
# The licences of the fonts both programs embed: the Japanese font's SIL
# Open Font License asks that its text go with every copy.
mkdir -p "$stage/licences"
sed 's/$/\r/' assets/fonts/OFL-BIZUDGothic.txt >"$stage/licences/OFL-BIZUDGothic.txt"
sed 's/$/\r/' assets/fonts/LICENSE >"$stage/licences/Go-fonts-LICENSE.txt"
rm -f "$zip"
(cd "$stage" && zip -q -X "$OLDPWD/$zip" "$name.exe" pictdoku-cli.exe README.txt licences/OFL-BIZUDGothic.txt licences/Go-fonts-LICENSE.txt)
echo "wrote $zip"
unzip -l "$zip"
