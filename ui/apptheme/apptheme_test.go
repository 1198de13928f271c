package apptheme

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"
)

// TestJapaneseLabelsOneFont: in Japanese, a bold label and a regular one
// come from the same font, which has both the digits and the kana of
// "1ページあたり" (the digit was Noto Sans Bold, the kana a system font),
// and every character of an author's ordinary title, 「毎日楽しむナンプレ」,
// full-width digits and symbols (the font cut to the catalogue lacked ナ
// and 毎 楽); English keeps Fyne's own fonts.
func TestJapaneseLabelsOneFont(t *testing.T) {
	ja := New(theme.LightTheme(), "ja")
	bold, regular := ja.Font(fyne.TextStyle{Bold: true}), ja.Font(fyne.TextStyle{})
	if bold != regular || regular != JapaneseFont() {
		t.Fatalf("Japanese bold %s, regular %s: want both %s", bold.Name(), regular.Name(), JapaneseFont().Name())
	}
	if ja.Font(fyne.TextStyle{Monospace: true}) == JapaneseFont() {
		t.Error("monospaced text lost its font")
	}
	f, err := sfnt.Parse(JapaneseFont().Content())
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for _, r := range "1ページあたり「毎日楽しむナンプレ」第２集 ★" {
		if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
			t.Errorf("the Japanese font lacks %q", r)
		}
	}
	en := New(theme.LightTheme(), "en")
	if en.Font(fyne.TextStyle{Bold: true}) != theme.LightTheme().Font(fyne.TextStyle{Bold: true}) {
		t.Error("English lost Fyne's bold font")
	}
}
