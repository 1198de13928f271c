#!/usr/bin/env bash
# Remakes assets/fonts/DroidSansFallback-ja-subset.ttf, the Japanese font
# bundled for books, the Japanese interface and golden images, after the
# Japanese catalogue changes: Droid Sans Fallback cut down to the
# characters of ja.json and common imprint words, with ASCII, Latin-1 (©,
# ®, accented names in an imprint) and typographic punctuation taken from
# the bundled Go Regular (Droid Sans Fallback has no Latin letters or
# digits, so without them a Japanese label drew its digits from another
# font, in another weight), and the symbols authors put in titles (✓ ★ ♥
# ♪ ● ■ ◆ ▲ and their outlines, arrows) from DejaVu Sans, which Droid and
# Go lack. Needs python3-fonttools, fonts-droid-fallback and
# fonts-dejavu-core.
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
# Droid's 256 units per em scaled up to Go's 2048 (lossless), then Go's
# Latin glyphs copied in under names of their own for every character
# Droid lacks.
/usr/bin/python3 - <<'PY'
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

out = "assets/fonts/DroidSansFallback-ja-subset.ttf"
ja = TTFont(out)
scale_upem(ja, 2048)
ja.save(out)
ja = TTFont(out)


def copy_glyphs(ja, path, chars, prefix):
    """Copies the glyphs of chars from the font at path into ja, under
    names of their own, for every character ja lacks."""
    src = TTFont(path)
    if src["head"].unitsPerEm != ja["head"].unitsPerEm:
        scale_upem(src, ja["head"].unitsPerEm)
    options = subset.Options()
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(text=chars)
    sub.subset(src)
    renamed = {g: prefix + g for g in src.getGlyphOrder() if g != ".notdef"}
    order = ja.getGlyphOrder()
    for old, new in renamed.items():
        glyph = src["glyf"][old]
        if glyph.isComposite():
            for component in glyph.components:
                component.glyphName = renamed[component.glyphName]
        ja["glyf"].glyphs[new] = glyph
        ja["hmtx"].metrics[new] = src["hmtx"].metrics[old]
        order.append(new)
    ja.setGlyphOrder(order)
    ja["glyf"].glyphOrder = order
    src_cmap = src.getBestCmap()
    for table in ja["cmap"].tables:
        if table.isUnicode():
            for cp, name in src_cmap.items():
                table.cmap.setdefault(cp, renamed[name])


latin = "".join(map(chr, range(0x20, 0x7F))) + "".join(map(chr, range(0xA0, 0x100))) + "–—‘’“”…•·"
copy_glyphs(ja, "assets/fonts/Go-Regular.ttf", latin, "go.")
symbols = "✓✔✗★☆♥♡♦♢♣♠♪♫●○■□◆◇▲△▼▽►◄→←↑↓⇒✿❀☀☁☂☺☻"
copy_glyphs(ja, "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", symbols, "dv.")
ja.save(out)
PY
