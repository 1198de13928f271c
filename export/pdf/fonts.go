package pdf

import (
	"strings"

	"golang.org/x/image/font/sfnt"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/engine/userfile"
)

// Fonts. The digits are always set in the bundled Go fonts, the words in
// the bundled pair of Go and Japanese fonts (see typeset.go). The user's
// own texts (title, imprint, the cover's words) are set in the user's font
// when one is named, else in the bundled pair, which has every character
// of the catalogues, the usual imprint words and the symbols authors put
// in titles (✓ ★ ♥ ♪ ● ■ …; scripts/jafont.sh). A text with characters
// beyond them is refused with the characters named, never set in
// whatever font the machine happens to have: the same book must come out
// the same everywhere, and the author learns at once which font to name.

// fontFor picks the font for the user's text s: nil for the bundled pair,
// or the user's font.
func (o *Options) fontFor(s string) ([]byte, error) {
	if s == "" || o.font != nil {
		return o.font, nil
	}
	if missing := bundledLacks(s); missing != "" {
		return nil, text.Errorf("%s: the bundled fonts lack %s; name a TrueType font (.ttf) that has them", text.Quote(s), missing)
	}
	return nil, nil
}

// bundledLacks lists, once each and at most ten, the characters of s that
// the bundled pair of fonts lacks ("" for none).
func bundledLacks(s string) string {
	var out []string
	seen := map[rune]bool{}
	for _, r := range s {
		if seen[r] || bundledCovers(string(r)) {
			continue
		}
		seen[r] = true
		if len(out) < 10 {
			out = append(out, string(r))
		}
	}
	return strings.Join(out, " ")
}

// readFont reads a user's font file and checks that the PDF writer can
// embed it: TrueType outlines, not OpenType CFF (.otf) or a collection
// (.ttc), which gofpdf refuses (printing its complaint to standard output).
func readFont(path string) ([]byte, error) {
	data, err := userfile.Read(path, maxFontBytes)
	if err != nil {
		return nil, text.Wrap(err, "font: %s", text.Of(err))
	}
	if len(data) < 4 {
		return nil, text.Errorf("font %s is not a TrueType font (.ttf)", path)
	}
	switch string(data[:4]) {
	case "\x00\x01\x00\x00", "true":
	case "OTTO":
		return nil, text.Errorf("font %s is an OpenType font with CFF outlines (.otf), which PDF books cannot embed: use a TrueType font (.ttf)", path)
	case "ttcf":
		return nil, text.Errorf("font %s is a font collection (.ttc), which PDF books cannot embed: use a single TrueType font (.ttf)", path)
	default:
		return nil, text.Errorf("font %s is not a TrueType font (.ttf)", path)
	}
	if _, err := sfnt.Parse(data); err != nil {
		return nil, text.Errorf("font %s is damaged: %s", path, err.Error())
	}
	return data, nil
}

// covers reports whether a TrueType font has a glyph for every rune of s
// (spaces and line breaks aside).
func covers(ttf []byte, s string) bool {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return false
	}
	var buf sfnt.Buffer
	for _, r := range s {
		if r == ' ' || r == '\n' || r == '\r' || r == '\t' {
			continue
		}
		if idx, err := f.GlyphIndex(&buf, r); err != nil || idx == 0 {
			return false
		}
	}
	return true
}
