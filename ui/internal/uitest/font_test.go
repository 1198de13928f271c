package uitest

import (
	"encoding/json"
	"os"
	"testing"

	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"
)

// TestJapaneseFontCoversCatalogue: every kana, kanji and full-width sign
// of the Japanese catalogue is in the embedded font, so a golden image
// never falls back to an installed font. The font has all of JIS X 0208
// (assets/fonts_test.go), so only a rare character can fail this.
func TestJapaneseFontCoversCatalogue(t *testing.T) {
	data, err := os.ReadFile("../../../engine/catalogue/translations/ja.json")
	if err != nil {
		t.Fatal(err)
	}
	var cat map[string]string
	if err := json.Unmarshal(data, &cat); err != nil {
		t.Fatal(err)
	}
	f, err := sfnt.Parse(japaneseFont)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	missing := map[rune]bool{}
	for _, v := range cat {
		for _, r := range v {
			if r < 0x3000 {
				continue // Latin and punctuation: Fyne's own Noto Sans
			}
			if idx, err := f.GlyphIndex(&buf, r); err != nil || idx == 0 {
				missing[r] = true
			}
		}
	}
	if len(missing) > 0 {
		var s string
		for r := range missing {
			s += string(r)
		}
		t.Fatalf("the embedded Japanese font lacks %q", s)
	}
}

// TestLatinFontCoversCatalogues: every character below U+3000 of both
// catalogues (letters, punctuation, signs) is in Fyne's bundled Noto Sans,
// the font the app draws them in. A character it lacks is taken from
// whatever the system has installed, or drawn as � where nothing has it:
// the badge's check mark (U+2713) showed so on Windows. Marks such as
// ✓ ✗ ⚠ are drawn as theme icons instead (ui/designwin/badge.go).
func TestLatinFontCoversCatalogues(t *testing.T) {
	f, err := sfnt.Parse(theme.DefaultTextFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for _, lang := range []string{"en", "ja"} {
		data, err := os.ReadFile("../../../engine/catalogue/translations/" + lang + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var cat map[string]string
		if err := json.Unmarshal(data, &cat); err != nil {
			t.Fatal(err)
		}
		missing := map[rune]string{}
		for k, v := range cat {
			for _, r := range k + v {
				if r < 0x20 || r >= 0x3000 {
					continue // control characters; kana, kanji and full-width signs: the test above
				}
				if idx, err := f.GlyphIndex(&buf, r); err != nil || idx == 0 {
					missing[r] = k
				}
			}
		}
		for r, k := range missing {
			t.Errorf("%s.json: %q (U+%04X, in %q) is not in Fyne's Noto Sans", lang, r, r, k)
		}
	}
}
