// Package assets embeds Pictdoku's data files: the sample designs, the
// application icon and the bundled fonts.
package assets

import (
	"embed"
	"io/fs"
)

//go:embed samples/*.txt
var samples embed.FS

// SampleFiles returns the sample designs as name and 9x9 text, in order.
func SampleFiles() ([]string, [][]byte) {
	entries, _ := fs.ReadDir(samples, "samples")
	var names []string
	var data [][]byte
	for _, e := range entries {
		b, err := samples.ReadFile("samples/" + e.Name())
		if err != nil {
			continue
		}
		names = append(names, e.Name())
		data = append(data, b)
	}
	return names, data
}

//go:embed fonts/Go-Regular.ttf
var goRegular []byte

//go:embed fonts/Go-Bold.ttf
var goBold []byte

//go:embed icon.png
var icon []byte

// FontRegular returns the bundled Go Regular TrueType font.
func FontRegular() []byte { return goRegular }

// FontBold returns the bundled Go Bold TrueType font.
func FontBold() []byte { return goBold }

// Icon returns the application icon (PNG).
func Icon() []byte { return icon }

//go:embed fonts/BIZUDGothic-ja.ttf
var japanese []byte

// FontJapanese returns the bundled Japanese TrueType font: BIZ UDGothic
// (SIL Open Font License 1.1, fonts/OFL-BIZUDGothic.txt) with its whole
// repertoire up to U+FFFF: every kana, JIS X 0208 levels 1 and 2, full-
// width forms one em wide, Latin (proportional, from BIZ UDPGothic) and
// the common symbols (scripts/jafont.sh makes it). A Japanese book and its cover print, and a Japanese screen
// renders, the same on every machine whatever fonts it has installed, and
// an author's own title is set in it, not only the catalogue's words.
func FontJapanese() []byte { return japanese }
