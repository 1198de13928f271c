package pdf

import (
	"strings"
	"unicode"

	"golang.org/x/image/font/sfnt"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/engine/userfile"
)

// Fonts. The digits are always set in the bundled Go fonts, the words in
// the bundled pair of Go and Japanese fonts (see typeset.go). The user's
// own texts (title, imprint, the cover's words) are set in the user's font
// when one is named, else in the bundled pair, which has Latin, Greek and
// Cyrillic, every kana, JIS X 0208 levels 1 and 2, full-width forms and the
// symbols authors put in titles (✓ ★ ♥ ♪ ● ■ …; scripts/jafont.sh). A text
// with characters beyond them (Hebrew, Thai, Hangul, …) is refused with
// every such character named, never set in whatever font the machine
// happens to have: the same book must come out the same everywhere, and
// the author learns at once, and in full, which font to name.

// fontFor picks the font for the user's text s: nil for the bundled pair,
// or the user's font.
func (o *Options) fontFor(s string) ([]byte, error) {
	if s == "" || o.font != nil {
		return o.font, nil
	}
	if missing := lacking(s, bundledCovers); len(missing) > 0 {
		return nil, text.Errorf("%s: the bundled fonts lack %s; name a TrueType font (.ttf) that has them", text.Quote(s), characters(missing))
	}
	return nil, nil
}

// lacking lists, once each and in the order they come, the characters of
// s that has refuses (spaces aside).
func lacking(s string, has func(string) bool) []rune {
	var out []rune
	seen := map[rune]bool{}
	for _, r := range s {
		if seen[r] || unicode.IsSpace(r) || has(string(r)) {
			continue
		}
		seen[r] = true
		out = append(out, r)
	}
	return out
}

// characters names missing characters for a message: all of them, with
// their count ("2 characters: 浮 ナ"), so the author can fix every one
// in one go.
func characters(missing []rune) text.Message {
	var names []string
	for _, r := range missing {
		names = append(names, string(r))
	}
	if len(missing) == 1 {
		return text.New("1 character: %s", names[0])
	}
	return text.New("%d characters: %s", len(missing), strings.Join(names, " "))
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

// fontLacks lists the characters of s a TrueType font has no glyph for
// (see lacking); every character, when the font cannot be read.
func fontLacks(ttf []byte, s string) []rune {
	f, err := sfnt.Parse(ttf)
	var buf sfnt.Buffer
	return lacking(s, func(c string) bool {
		if err != nil {
			return false
		}
		idx, gerr := f.GlyphIndex(&buf, []rune(c)[0])
		return gerr == nil && idx != 0
	})
}
