#!/usr/bin/env bash
# package.sh builds the Linux archive (binary, icon, desktop entry) with the
# fyne packaging tool, taking name, ID, version and icon from FyneApp.toml.
# Output: dist/Pictdoku.tar.xz. For Windows and macOS see README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
command -v fyne >/dev/null 2>&1 || [ -x "$(go env GOPATH)/bin/fyne" ] || go install fyne.io/fyne/v2/cmd/fyne@v2.7.1
FYNE=$(command -v fyne || echo "$(go env GOPATH)/bin/fyne")

field() { sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*\"\{0,1\}\([^\"]*\)\"\{0,1\}[[:space:]]*$/\1/p" FyneApp.toml | head -1; }
name=$(field Name); id=$(field ID); version=$(field Version); build=$(field Build); icon=$(field Icon)

mkdir -p dist
(cd cmd/pictdoku && "$FYNE" package --os linux --release --name "$name" --appID "$id" \
  --appVersion "$version" --appBuild "$build" --icon "../../$icon")
mv -f "cmd/pictdoku/$name.tar.xz" dist/
echo "wrote dist/$name.tar.xz"
tar -tJf "dist/$name.tar.xz"
