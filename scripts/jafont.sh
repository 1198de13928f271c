#!/usr/bin/env bash
# Remakes assets/fonts/BIZUDGothic-ja.ttf, the Japanese font bundled for
# books, covers, the Japanese interface and golden images: BIZ UDGothic
# (Morisawa's universal-design Gothic, SIL Open Font License 1.1; Debian
# package fonts-morisawa-bizud-gothic), the face whose kana, kanji and
# full-width forms are all one em wide as Japanese typesetting has them
# (in BIZ UDPGothic, its proportional sister, a full-width "１" in a title
# was as narrow as a "1"), with every character it has in
# the Basic Multilingual Plane. That is its whole repertoire but the 314
# rare characters beyond U+FFFF, which the PDF writer cannot address: all
# kana, JIS X 0208 levels 1 and 2 (every one of its 6,879 characters),
# the kanji JIS X 0208 lacks that names and the 2010 jōyō list use (髙 﨑
# 塡 剝 頰), full-width and half-width forms, Latin, Greek and Cyrillic,
# and the common symbols. The font is never cut to the catalogue's
# characters: an author's title or imprint is whatever they write.
#
# Two things make it smaller without losing a character: the TrueType
# hinting instructions are dropped (neither PDF viewers nor Fyne's
# renderer run them), and so are the glyphs only the layout features of
# vertical or traditional forms reach (4.7 MB to 3.3 MB). Its Latin
# letters and digits are BIZ UDPGothic's, proportional (see below). The few symbols
# authors put in titles that it lacks (✔ ✗ ► ◄ ✿ ❀ ☺ ☻) are copied in from
# DejaVu Sans (fonts-dejavu-core, Bitstream Vera licence with DejaVu's
# public-domain changes).
#
# Needs python3-fonttools, fonts-morisawa-bizud-gothic and
# fonts-dejavu-core (apt-get install them).
set -euo pipefail
cd "$(dirname "$0")/.."
src=/usr/share/fonts/truetype/bizud-gothic/BIZUDGothic-Regular.ttf
out=assets/fonts/BIZUDGothic-ja.ttf
chars=$(mktemp)
/usr/bin/python3 - "$src" "$chars" <<'PY'
import sys
from fontTools.ttLib import TTFont
cmap = TTFont(sys.argv[1]).getBestCmap()
open(sys.argv[2], "w").write("".join(chr(c) for c in sorted(cmap) if c <= 0xFFFF))
PY
/usr/bin/python3 -m fontTools.subset "$src" --text-file="$chars" --no-hinting --name-IDs="*" \
  --output-file="$out"
rm -f "$chars"
/usr/bin/python3 - "$out" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

out = sys.argv[1]
ja = TTFont(out)


def copy_glyphs(ja, path, chars, prefix, replace=False):
    """Copies the glyphs of chars from the font at path into ja, under
    names of their own, for every character ja lacks (or, with replace,
    for every one of them)."""
    have = ja.getBestCmap()
    if not replace:
        chars = "".join(c for c in chars if ord(c) not in have)
    if not chars:
        return
    src = TTFont(path)
    if src["head"].unitsPerEm != ja["head"].unitsPerEm:
        scale_upem(src, ja["head"].unitsPerEm)
    options = subset.Options()
    options.notdef_outline = True
    options.hinting = False
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
        if "vmtx" in ja:
            ja["vmtx"].metrics[new] = (ja["head"].unitsPerEm, 0)
        order.append(new)
    ja.setGlyphOrder(order)
    ja["glyf"].glyphOrder = order
    src_cmap = src.getBestCmap()
    for table in ja["cmap"].tables:
        if table.isUnicode():
            for cp, name in src_cmap.items():
                if replace and chr(cp) in chars:
                    table.cmap[cp] = renamed[name]
                else:
                    table.cmap.setdefault(cp, renamed[name])


# Latin letters and digits (half-width) from BIZ UDPGothic, the same
# design set proportionally: in BIZ UDGothic they are all half an em, so
# a Japanese label's "r1c4" or a grid's digits looked typewritten. Kana,
# kanji and the full-width forms stay one em wide.
latin = "".join(map(chr, range(0x20, 0x7F))) + "".join(map(chr, range(0xA0, 0x250)))
copy_glyphs(ja, "/usr/share/fonts/truetype/bizud-gothic/BIZUDPGothic-Regular.ttf", latin, "p.", replace=True)
symbols = "✓✔✗★☆♥♡♦♢♣♠♪♫●○■□◆◇▲△▼▽►◄→←↑↓⇒✿❀☀☁☂☺☻"
copy_glyphs(ja, "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", symbols, "dv.")
ja.save(out)
PY
ls -l "$out"
