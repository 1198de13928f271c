package uitest

import (
	"encoding/json"
	"os"
	"testing"

	"golang.org/x/image/font/sfnt"
)

// TestJapaneseFontCoversCatalogue: every kana, kanji and full-width sign
// of the Japanese catalogue is in the embedded font, so a golden image
// never falls back to an installed font. When this fails after a new
// translation, remake the subset as fonts/NOTICE says.
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
