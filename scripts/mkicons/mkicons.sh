#!/usr/bin/env bash
# mkicons.sh writes the picture benchmark's icon corpora: real clipart
# from public icon sets in the npm registry (Material Design Icons for the
# development set, Font Awesome Free solid and Tabler outline for the
# held-out set, both for the fresh set of a second blind test, and
# Phosphor fill and regular for the third set, a third blind test's icons,
# never tuned on, and Remix Icon fill and line for the fourth set, a
# fourth blind test's icons, never tuned on either, and Twemoji's
# full-colour emoji for the emoji set, drawn in their own colours; see icons.tsv beside
# this script for each icon, its subject and its style), rendered with
# rsvg-convert. Nothing is stored in the repository but this script and
# the list: the packages are fetched from the npm registry (pinned
# versions) into a temporary folder.
#
# Each icon is given one of five styles in turn, as clipart comes: black
# on white at 512 px, red at 200 px, dark blue on cream at 96 px, black on
# a transparent background at 256 px, and black on white with a wide
# margin (the drawing a third of a 600 px canvas). Emoji keep their own
# colours and take the backgrounds and sizes alone.
#
# Usage: bash scripts/mkicons/mkicons.sh [--set dev|held|fresh|third|fourth|emoji|all] DIR
# Then:  pictdoku-cli bench pictures --looks --clues 24,28,32 --sheet sheet.png DIR
# Needs: npm, rsvg-convert (librsvg2-bin), convert (imagemagick).
set -euo pipefail
set_name=all
if [ "${1:-}" = "--set" ]; then set_name=$2; shift 2; fi
if [ $# -ne 1 ]; then
  echo "usage: mkicons.sh [--set dev|held|fresh|third|fourth|emoji|all] DIR" >&2
  exit 2
fi
out=$1
case $set_name in dev|held|fresh|third|fourth|emoji|all) ;; *) echo "mkicons.sh: --set is dev, held, fresh, third, fourth, emoji or all" >&2; exit 2 ;; esac
for tool in npm rsvg-convert convert; do
  command -v $tool >/dev/null || { echo "mkicons.sh: $tool is missing (bash scripts/deps.sh librsvg2-bin npm)" >&2; exit 1; }
done
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(
  cd "$work"
  npm pack --silent @mdi/svg@7.4.47 @fortawesome/fontawesome-free@7.3.1 @tabler/icons@3.52.0 @phosphor-icons/core@2.1.1 \
    remixicon@4.9.1 @twemoji/svg@15.0.0 >/dev/null
  for f in *.tgz; do mkdir -p "${f%.tgz}"; tar xzf "$f" -C "${f%.tgz}"; done
)
mdi="$work/mdi-svg-7.4.47/package/svg"
fa="$work/fortawesome-fontawesome-free-7.3.1/package/svgs/solid"
tabler="$work/tabler-icons-3.52.0/package/icons/outline"
phosphor="$work/phosphor-icons-core-2.1.1/package/assets"
# Remix Icon keeps its svgs in category folders, some with spaces in their
# names (ri:Game & Sports/dice-line): the tsv is split on tabs alone.
remix="$work/remixicon-4.9.1/package/icons"
twemoji="$work/twemoji-svg-15.0.0/package"
i=0
n=0
while IFS=$'\t' read -r set file subject style; do
  case $set in ''|'#'*) continue ;; esac
  [ "$set_name" = all ] || [ "$set_name" = "$set" ] || continue
  case $set:$file in
    *:mdi:*) svg="$mdi/${file#mdi:}.svg" ;;
    *:fa:*) svg="$fa/${file#fa:}.svg" ;;
    *:tabler:*) svg="$tabler/${file#tabler:}.svg" ;;
    *:ph:*) svg="$phosphor/${file#ph:}.svg" ;;
    *:ri:*) svg="$remix/${file#ri:}.svg" ;;
    *:tw:*) svg="$twemoji/${file#tw:}.svg" ;;
    dev:*) svg="$mdi/$file.svg" ;;
    held:*) svg="$fa/$file.svg" ;;
  esac
  [ -f "$svg" ] || { echo "mkicons.sh: $svg is missing" >&2; exit 1; }
  png="$out/$set-${subject// /-}-$style.png"
  # Two icons of one subject and style (a skull from two sets) get -2.
  [ -e "$png" ] && png="${png%.png}-2.png"
  colour=black
  case $((i % 5)) in
    1) colour='#c0392b' ;;
    2) colour='#1f4e79' ;;
  esac
  # Paths take the root's fill and Tabler's strokes its currentColor:
  # setting both on the root colours every icon of the five sets.
  # Phosphor's and Remix Icon's roots already name fill="currentColor": it
  # is dropped first, so the root does not name fill twice.
  if [ "${file#tw:}" != "$file" ]; then
    cp "$svg" "$work/icon.svg"
  else
    sed -e '0,/<svg[^>]* fill="currentColor"/s/\(<svg[^>]*\) fill="currentColor"/\1/' "$svg" |
      sed -e "0,/<svg/s//<svg fill=\"$colour\" color=\"$colour\"/" >"$work/icon.svg"
  fi
  # Tabler names fill="none" on its root: the stroke alone is drawn.
  if [ "${file#*tabler:}" != "$file" ]; then
    sed -i -e "0,/fill=\"$colour\"/s///" "$work/icon.svg"
  fi
  case $((i % 5)) in
    0) rsvg-convert -b white -w 512 -h 512 -a "$work/icon.svg" -o "$png" ;;
    1) rsvg-convert -b white -w 200 -h 200 -a "$work/icon.svg" -o "$png" ;;
    2) rsvg-convert -b '#fff8dc' -w 96 -h 96 -a "$work/icon.svg" -o "$png" ;;
    3) rsvg-convert -w 256 -h 256 -a "$work/icon.svg" -o "$png" ;;
    4) rsvg-convert -b white -w 200 -h 200 -a "$work/icon.svg" -o "$work/small.png"
       convert "$work/small.png" -background white -gravity center -extent 600x600 "$png" ;;
  esac
  i=$((i + 1))
  n=$((n + 1))
done <"$here/icons.tsv"
echo "wrote $n icons to $out"
