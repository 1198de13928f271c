#!/usr/bin/env bash
# Remakes assets/fonts/DroidSansFallback-ja-subset.ttf, the Japanese font
# bundled for books and golden images, after the Japanese catalogue
# changes: Droid Sans Fallback cut down to the characters of ja.json, ASCII,
# Latin-1 (©, ®, accented names in an imprint) and common typographic
# punctuation. Needs python3-fonttools and fonts-droid-fallback.
set -euo pipefail
cd "$(dirname "$0")/.."
chars=$(mktemp)
python3 - "$chars" <<'PY'
import json, sys
j = json.load(open("engine/catalogue/translations/ja.json"))
s = set("".join(j.values()))
s |= {chr(c) for c in range(0x20, 0x7f)} | {chr(c) for c in range(0xa0, 0x100)}
s |= set("–—‘’“”…•·※〜")
open(sys.argv[1], "w").write("".join(sorted(s)))
PY
/usr/bin/python3 -m fontTools.subset /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf \
  --text-file="$chars" --layout-features='*' \
  --output-file=assets/fonts/DroidSansFallback-ja-subset.ttf
rm -f "$chars"
