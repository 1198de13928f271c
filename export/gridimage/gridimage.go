// Package gridimage draws one puzzle as a PNG or SVG picture for sharing:
// the grid, the highlighted clue cells and the clue digits.
package gridimage

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/pictdoku/pictdoku/assets"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/palette"
)

// Puzzle is one grid to draw: its clues, and the clue cells drawn without
// the highlight (helper clues beside a picture kept exact), so that the
// highlighted cells are the picture and nothing else.
type Puzzle struct {
	Clues   sudoku.Grid
	Helpers pattern.Pattern
}

// highlighted reports whether cell c is drawn in the highlight colour.
func (pz Puzzle) highlighted(c int) bool { return pz.Clues[c] != 0 && !pz.Helpers.Has(c) }

// Render draws the puzzle as a square picture of about size pixels.
func Render(pz Puzzle, size int, fill color.Color) (*image.NRGBA, error) {
	clues := pz.Clues
	if fill == nil {
		fill = palette.Amber
	}
	ink := palette.DigitColor(palette.NRGBA(fill)) // white on a dark highlight, as in print
	img, cell, margin := drawGrid(size, func(int) color.Color { return fill }, pz.highlighted)
	f, err := opentype.Parse(assets.FontBold())
	if err != nil {
		return nil, err
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(cell) * 0.62, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, err
	}
	defer face.Close()
	d := &font.Drawer{Dst: img, Src: image.Black, Face: face}
	for c := 0; c < 81; c++ {
		if clues[c] == 0 {
			continue
		}
		d.Src = image.Black
		if pz.highlighted(c) {
			d.Src = image.NewUniform(ink)
		}
		s := string(rune('0' + clues[c]))
		adv := d.MeasureString(s)
		bounds, _ := font.BoundString(face, s)
		h := bounds.Max.Y - bounds.Min.Y
		x := fixed.I(margin+c%9*cell) + (fixed.I(cell)-adv)/2
		y := fixed.I(margin+c/9*cell) + (fixed.I(cell)+h)/2
		d.Dot = fixed.Point26_6{X: x, Y: y}
		d.DrawString(s)
	}
	return img, nil
}

// drawGrid draws a white square of about size pixels holding the grid:
// the cells lit in their fill, then the cell and box lines. It returns
// the picture, the cell's side and the margin around the grid.
func drawGrid(size int, fill func(c int) color.Color, lit func(c int) bool) (*image.NRGBA, int, int) {
	cell := max(size/9, 8)
	margin := cell / 4
	side := 9*cell + 2*margin
	img := image.NewNRGBA(image.Rect(0, 0, side, side))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	fillRect := func(x0, y0, x1, y1 int, c color.Color) {
		draw.Draw(img, image.Rect(x0, y0, x1, y1), image.NewUniform(c), image.Point{}, draw.Src)
	}
	for c := 0; c < 81; c++ {
		if lit(c) {
			x, y := margin+c%9*cell, margin+c/9*cell
			fillRect(x, y, x+cell, y+cell, fill(c))
		}
	}
	for i := 0; i <= 9; i++ {
		w := max(cell/40, 1)
		if i%3 == 0 {
			w = max(cell/12, 2)
		}
		o := margin + i*cell - w/2
		fillRect(margin-w/2, o, margin+9*cell+w/2+w%2, o+w, color.Black)
		fillRect(o, margin-w/2, o+w, margin+9*cell+w/2+w%2, color.Black)
	}
	return img, cell, margin
}

// Pattern draws a pattern without digits, as a small picture of a look:
// its cells in fill, and each helper clue as a dark dot in an unlit
// cell, so the picture the highlight draws stands out and the helper
// clues can be counted.
func Pattern(p, helpers pattern.Pattern, size int, fill color.Color) *image.NRGBA {
	if fill == nil {
		fill = palette.Amber
	}
	return drawPattern(p, helpers, size, func(int) color.Color { return fill })
}

// PatternInColours draws a pattern as Pattern does, each cell in its
// picture's colour as a sheet printed in the picture's colours has it
// (palette.Lighten of colours[c]).
func PatternInColours(p, helpers pattern.Pattern, size int, colours *[81]color.NRGBA) *image.NRGBA {
	return drawPattern(p, helpers, size, func(c int) color.Color { return palette.Lighten(colours[c]) })
}

// drawPattern draws Pattern's picture with cell c lit in fill(c).
func drawPattern(p, helpers pattern.Pattern, size int, fill func(c int) color.Color) *image.NRGBA {
	img, cell, margin := drawGrid(size, fill, p.Has)
	dot := max(cell/3, 2)
	for _, c := range helpers.Cells() {
		x, y := margin+c%9*cell+(cell-dot)/2, margin+c/9*cell+(cell-dot)/2
		draw.Draw(img, image.Rect(x, y, x+dot, y+dot), image.NewUniform(color.NRGBA{70, 70, 70, 255}), image.Point{}, draw.Src)
	}
	return img
}

// WritePNG renders the puzzle and encodes it as PNG.
func WritePNG(w io.Writer, pz Puzzle, size int, fill color.Color) error {
	img, err := Render(pz, size, fill)
	if err != nil {
		return err
	}
	return png.Encode(w, img)
}

// WriteSVG writes the puzzle as an SVG picture.
func WriteSVG(w io.Writer, pz Puzzle, fill color.NRGBA) error {
	clues := pz.Clues
	if fill.A == 0 {
		fill = palette.Amber
	}
	ink := palette.DigitColor(fill)
	var b strings.Builder
	const cell, m = 40, 10
	side := 9*cell + 2*m
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", side, side, side, side)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", side, side)
	hex := fmt.Sprintf("#%02x%02x%02x", fill.R, fill.G, fill.B)
	for c := 0; c < 81; c++ {
		if pz.highlighted(c) {
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", m+c%9*cell, m+c/9*cell, cell, cell, hex)
		}
	}
	for i := 0; i <= 9; i++ {
		wd := 1
		if i%3 == 0 {
			wd = 3
		}
		o := m + i*cell
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="%d"/>`+"\n", m, o, m+9*cell, o, wd)
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="%d"/>`+"\n", o, m, o, m+9*cell, wd)
	}
	for c := 0; c < 81; c++ {
		if clues[c] != 0 {
			colour := "#000"
			if pz.highlighted(c) {
				colour = fmt.Sprintf("#%02x%02x%02x", ink.R, ink.G, ink.B)
			}
			fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-weight="bold" font-size="26" text-anchor="middle" dominant-baseline="central" fill="%s">%d</text>`+"\n", m+c%9*cell+cell/2, m+c/9*cell+cell/2, colour, clues[c])
		}
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
