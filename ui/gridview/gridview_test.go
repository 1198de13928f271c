package gridview

import (
	"image/color"
	"testing"

	"github.com/pictdoku/pictdoku/export/palette"
)

// TestInkOnEveryHighlight: the dark theme's light digits on a pale
// highlight were unreadable; every highlight now gets digits with a
// contrast of at least 4.5:1, under both themes' inks.
func TestInkOnEveryHighlight(t *testing.T) {
	light, dark := color.NRGBA{0, 0, 0, 255}, color.NRGBA{0xee, 0xee, 0xee, 0xff}
	fills := []color.NRGBA{DefaultHighlight, darkHighlight}
	for _, name := range palette.Names() {
		fills = append(fills, palette.Highlights[name])
	}
	for _, ink := range []color.NRGBA{light, dark} {
		for _, fill := range fills {
			got := color.NRGBAModel.Convert(inkOn(fill, ink)).(color.NRGBA)
			if c := palette.Contrast(fill, got); c < 4.5 {
				t.Errorf("ink %v on %v: %v, contrast %.2f", ink, fill, got, c)
			}
		}
	}
	if inkOn(color.Transparent, dark) != color.Color(dark) {
		t.Error("an empty cell should keep the theme's ink")
	}
}
