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

// TestPictureColoursShowOnPaper: every picture colour Lighten makes (from
// a grid of colours, white, cream and a banana's yellow among them) stands
// out from white paper at least as much as the default Amber, keeps its
// hue (the order of its red, green and blue), and pale ones are not
// darkened further than that; a white part of a picture prints as a light
// grey (it printed white, invisible on the page).
func TestPictureColoursShowOnPaper(t *testing.T) {
	white := color.NRGBA{255, 255, 255, 255}
	floor := Contrast(Amber, white)
	order := func(c color.NRGBA) [3]bool { return [3]bool{c.R >= c.G, c.G >= c.B, c.R >= c.B} }
	in := []color.NRGBA{white, {255, 248, 220, 255}, {255, 204, 77, 255}, {250, 250, 120, 255}}
	for r := 0; r < 256; r += 51 {
		for g := 0; g < 256; g += 51 {
			for b := 0; b < 256; b += 51 {
				in = append(in, color.NRGBA{uint8(r), uint8(g), uint8(b), 255})
			}
		}
	}
	for _, c := range in {
		out := Lighten(c)
		if got := Contrast(out, white); got < floor-0.01 {
			t.Errorf("%v lightened to %v: contrast with the paper %.2f, Amber's %.2f", c, out, got, floor)
		}
		if mixed := (color.NRGBA{uint8(float64(c.R)*0.4 + 153), uint8(float64(c.G)*0.4 + 153), uint8(float64(c.B)*0.4 + 153), 255}); order(mixed) != order(out) {
			t.Errorf("%v lightened to %v: hue changed", c, out)
		}
	}
	if got := Lighten(white); got.R != got.G || got.G != got.B || got.R > 230 || got.R < 190 {
		t.Errorf("white lightened to %v, want a light grey", got)
	}
	if got, want := Contrast(Lighten(white), white), floor; got > want+0.01 {
		t.Errorf("white lightened to contrast %.2f, darker than needed (%.2f)", got, want)
	}
}
