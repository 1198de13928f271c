// Package apptheme is the look of Pictdoku's windows: Fyne's light, dark
// or system theme, and the font the words are drawn in.
//
// Fyne draws text with its bundled Noto Sans and takes any character that
// font lacks (kana, kanji, ✓) from whatever fonts the machine has
// installed. For a Japanese interface that is two fonts in one label: a
// form label such as "1ページあたり" had its digit in Noto Sans Bold and
// its kana in a system font's regular weight, and on a machine without a
// Japanese font (a fresh Windows under Wine) the kana were boxes. With
// the interface in Japanese, every text style is therefore drawn with the
// bundled Japanese font (assets.FontJapanese: BIZ UDGothic, every kana,
// JIS X 0208 levels 1 and 2, full-width forms and Latin), one weight for
// the whole line, the same on every machine, whatever a design's or a
// book's name holds. English keeps Fyne's fonts.
package apptheme

import (
	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/assets"
)

// japanese is the bundled Japanese font as a Fyne resource.
var japanese = fyne.NewStaticResource("BIZUDGothic-ja.ttf", assets.FontJapanese())

// New is base as it should look in language ("en" or "ja").
func New(base fyne.Theme, language string) fyne.Theme {
	if language == "ja" {
		return japaneseTheme{base}
	}
	return base
}

// JapaneseFont is the font a Japanese interface draws its words with.
func JapaneseFont() fyne.Resource { return japanese }

type japaneseTheme struct{ fyne.Theme }

// Font draws every style of words with the Japanese font (bold too, which
// the font has no weight for: a bold digit beside regular kana read as two
// typefaces); code and symbols keep the base theme's.
func (t japaneseTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.Theme.Font(s)
	}
	return japanese
}
