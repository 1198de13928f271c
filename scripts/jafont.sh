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
# What authors put in a Japanese imprint and title: rights, publisher,
# edition and printing words. (Droid Sans Fallback has no ✓ ★ ♥ → ※:
# those still need a font of the system or the user's.)
s |= set("無断転載複写複製禁止を禁じます著作権所有発行者所人印刷製本初版第刷版権出版社乱丁落丁本はお取替え致いたしま年月日定価税込価格編集著者訳監修表紙装丁協力株式会社有限合同本書全部一部利用許諾電子化スキャンデジタル問題集解答答え練習初級中級上級超難入門数独パズル")
s |= set("〒々〆ー・「」『』【】（）〔〕〈〉《》―")
open(sys.argv[1], "w").write("".join(sorted(s)))
PY
/usr/bin/python3 -m fontTools.subset /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf \
  --text-file="$chars" --layout-features='*' \
  --output-file=assets/fonts/DroidSansFallback-ja-subset.ttf
rm -f "$chars"
