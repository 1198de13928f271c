#!/usr/bin/env bash
# deps.sh installs the Debian packages Pictdoku needs to build, run and test:
# a C compiler and the GL/X11 headers Fyne compiles against, plus Xvfb, mesa,
# xdotool, ImageMagick and poppler for the tests that look at real windows
# and PDFs, and qpdf, which rewrites books (linearized, object streams) for
# the print-on-demand check's tests. It runs apt-get update once and installs only what dpkg lacks.
# Extra Debian packages may be named as arguments (package.sh windows and
# test-windows.sh add the MinGW-w64 compiler and Wine this way).
set -euo pipefail

packages=(
  gcc pkg-config
  libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev
  xvfb xauth libgl1-mesa-dri xdotool imagemagick poppler-utils qpdf
  fonts-ipafont-gothic
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done

if ! command -v go >/dev/null 2>&1; then
  echo "deps.sh: Go 1.26 or newer is required (https://go.dev/dl/); put it on PATH and retry" >&2
  exit 1
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "deps.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
