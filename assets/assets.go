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

//go:embed fonts/DroidSansFallback-ja-subset.ttf
var japanese []byte

// FontJapanese returns the bundled Japanese TrueType font: Droid Sans
// Fallback cut down to the characters of the Japanese catalogue (and
// ASCII), so a Japanese book prints, and a Japanese screen renders, the
// same on every machine whatever fonts it has installed.
func FontJapanese() []byte { return japanese }
