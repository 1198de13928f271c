package palette

import (
	"image/color"
	"testing"
)

// TestDigitsReadOnEveryFill: whatever the fill (the named highlights,
// black, navy, grey, white, and every picture colour Lighten makes from a
// grid of colours), the digit chosen has WCAG's 4.5:1 contrast, and the
// default amber keeps black digits.
func TestDigitsReadOnEveryFill(t *testing.T) {
	fills := []color.NRGBA{{0, 0, 0, 255}, {0, 0, 128, 255}, {128, 128, 128, 255}, {255, 255, 255, 255}}
	for _, name := range Names() {
		fills = append(fills, Highlights[name])
	}
	for r := 0; r < 256; r += 51 {
		for g := 0; g < 256; g += 51 {
			for b := 0; b < 256; b += 51 {
				fills = append(fills, Lighten(color.NRGBA{uint8(r), uint8(g), uint8(b), 255}))
			}
		}
	}
	for _, fill := range fills {
		if c := Contrast(fill, DigitColor(fill)); c < 4.5 {
			t.Errorf("fill %v: digit %v has contrast %.2f", fill, DigitColor(fill), c)
		}
	}
	if DigitColor(Amber) != (color.NRGBA{0, 0, 0, 255}) || DigitColor(color.NRGBA{0, 0, 128, 255}) != (color.NRGBA{255, 255, 255, 255}) {
		t.Error("amber should keep black digits, navy take white ones")
	}
	if len(Names()) != len(Highlights) || Names()[0] != "Amber" {
		t.Errorf("names %v for %d highlights", Names(), len(Highlights))
	}
}
