// Package palette is how Pictdoku colours a puzzle wherever it draws one:
// in the app's grid, in PNG and SVG images, on PDF sheets and in books.
// One place holds the colour facts, so the screen, an exported image and
// the printed page agree:
//
//   - the clue-cell highlights an author may choose (Highlights, Names),
//     Amber first, the default;
//   - the digit on a coloured cell: black, or white when the cell is so
//     dark that white reads better (DigitColor), judged by WCAG's contrast
//     ratio (Contrast), so no highlight can hide the clues;
//   - a picture's own colours softened for clue cells (Lighten), so black
//     digits stay readable on them.
//
// How a colour becomes ink on a black-and-white printer (a grey floor for
// pale tints) is a fact of printing and lives in export/pdf.
package palette

import (
	"image/color"
	"math"
)

// Amber is the default clue-cell colour: a light amber that keeps black
// digits readable and still shows as a tint in a black-ink print.
var Amber = color.NRGBA{R: 0xff, G: 0xd5, B: 0x80, A: 0xff}

// Highlights are the named clue-cell colours offered to authors.
var Highlights = map[string]color.NRGBA{
	"Amber": Amber,
	"Sky":   {R: 0xb3, G: 0xdc, B: 0xff, A: 0xff},
	"Mint":  {R: 0xc8, G: 0xf0, B: 0xc8, A: 0xff},
	"Rose":  {R: 0xff, G: 0xc8, B: 0xd8, A: 0xff},
}

// Names lists the names of Highlights in the order they are offered.
func Names() []string { return []string{"Amber", "Sky", "Mint", "Rose"} }

// DigitColor returns the digit colour for a cell of colour fill: black,
// or white when the cell is so dark that white reads better. The one
// chosen always has a contrast ratio of at least 4.5:1 (WCAG's level for
// text), so no highlight, not even black, can hide the clues.
func DigitColor(fill color.NRGBA) color.NRGBA {
	black, white := color.NRGBA{0, 0, 0, 255}, color.NRGBA{255, 255, 255, 255}
	if Contrast(fill, black) >= Contrast(fill, white) {
		return black
	}
	return white
}

// Contrast is the WCAG contrast ratio of two colours, from 1 to 21.
func Contrast(a, b color.NRGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Luminance is a colour's relative luminance (WCAG 2), 0 for black to 1
// for white.
func Luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Lighten mixes a picture colour with white so that black digits stay
// readable on it (at least 60% white, and lighter still for dark colours).
func Lighten(c color.NRGBA) color.NRGBA {
	luma := (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000
	keep := 0.4
	if luma < 100 {
		keep = 0.3
	}
	mix := func(v uint8) uint8 { return uint8(float64(v)*keep + 255*(1-keep)) }
	return color.NRGBA{mix(c.R), mix(c.G), mix(c.B), 255}
}

// NRGBA converts any colour to the non-premultiplied form the functions
// here take.
func NRGBA(c color.Color) color.NRGBA { return color.NRGBAModel.Convert(c).(color.NRGBA) }
