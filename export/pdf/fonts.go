package pdf

import (
	"sync"

	"golang.org/x/image/font/sfnt"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/engine/userfile"
)

// Fonts. The digits are always set in the bundled Go fonts, the words in
// the bundled pair of Go and Japanese fonts (see typeset.go). The user's
// own texts (title, imprint) are set in the user's font when one is named,
// else in the bundled pair when it has all their characters, else in a
// CJK font installed on the system that has them.

// cjkFonts are TrueType fonts looked for when a title needs glyphs the
// bundled fonts lack. (Noto CJK ships .ttc collections, which gofpdf
// cannot read.)
var cjkFonts = []string{
	"/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
	"/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
	"/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf",
	"/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
	"/usr/share/fonts/truetype/wqy/wqy-microhei.ttf",
}

// systemFonts remembers the system's CJK fonts once read (nil for one that
// is missing or unusable): the app checks a book's options on every
// keystroke in its title.
var systemFonts = struct {
	sync.Mutex
	data map[string][]byte
}{data: map[string][]byte{}}

// systemFont returns the data of an installed font, or nil.
func systemFont(path string) []byte {
	systemFonts.Lock()
	defer systemFonts.Unlock()
	data, ok := systemFonts.data[path]
	if !ok {
		data, _ = readFont(path)
		systemFonts.data[path] = data
	}
	return data
}

// fontFor picks the font for the user's text s: nil for the words' font,
// else the data of another font that has every character of s.
func (o *Options) fontFor(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	if o.font != nil {
		return o.font, nil
	}
	if bundledCovers(s) {
		return nil, nil
	}
	for _, path := range cjkFonts {
		if data := systemFont(path); data != nil && covers(data, s) {
			return data, nil
		}
	}
	return nil, text.Errorf("the title %q needs a font with its characters: install fonts-ipafont-gothic or name a TrueType font (.ttf)", o.Title)
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
