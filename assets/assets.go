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
