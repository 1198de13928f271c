package gridimage

import (
	"bytes"
	"encoding/xml"
	"image/color"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/palette"
)

const puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func TestRenderColours(t *testing.T) {
	g, _ := sudoku.Parse(puzzle)
	img, err := Render(Puzzle{Clues: g}, 450, nil)
	if err != nil {
		t.Fatal(err)
	}
	cell := 450 / 9
	margin := cell / 4
	at := func(c int) color.NRGBA {
		x, y := margin+c%9*cell+cell/5, margin+c/9*cell+cell/5
		return img.NRGBAAt(x, y)
	}
	if at(0) != palette.Amber {
		t.Errorf("clue cell r1c1: %v", at(0))
	}
	if at(2) != (color.NRGBA{255, 255, 255, 255}) {
		t.Errorf("blank cell r1c3: %v", at(2))
	}
	// A helper clue keeps its digit but not the highlight.
	helped, err := Render(Puzzle{Clues: g, Helpers: pattern.FromCells([]int{0})}, 450, nil)
	if err != nil {
		t.Fatal(err)
	}
	if c := helped.NRGBAAt(margin+cell/5, margin+cell/5); c != (color.NRGBA{255, 255, 255, 255}) {
		t.Errorf("helper clue r1c1 is highlighted: %v", c)
	}
	if c := helped.NRGBAAt(margin+cell+cell/5, margin+cell/5); c != palette.Amber {
		t.Errorf("picture clue r1c2 lost its highlight beside a helper: %v", c)
	}
	// The digit is drawn: the clue cell holds dark pixels.
	dark := 0
	for y := margin; y < margin+cell; y++ {
		for x := margin; x < margin+cell; x++ {
			if c := img.NRGBAAt(x, y); c.R < 80 && c.G < 80 {
				dark++
			}
		}
	}
	if dark < cell*cell/30 {
		t.Errorf("digit 5 not visible in r1c1 (%d dark pixels)", dark)
	}
	var buf bytes.Buffer
	if err := WritePNG(&buf, Puzzle{Clues: g}, 300, nil); err != nil || buf.Len() == 0 {
		t.Fatal(err)
	}
}

func TestSVG(t *testing.T) {
	g, _ := sudoku.Parse(puzzle)
	var buf bytes.Buffer
	if err := WriteSVG(&buf, Puzzle{Clues: g}, color.NRGBA{}); err != nil {
		t.Fatal(err)
	}
	if err := xml.Unmarshal(buf.Bytes(), new(struct{})); err != nil {
		t.Fatalf("not well-formed: %v", err)
	}
	if n := strings.Count(buf.String(), "<text"); n != g.Clues() {
		t.Errorf("%d digits, want %d", n, g.Clues())
	}
	buf.Reset()
	if err := WriteSVG(&buf, Puzzle{Clues: g, Helpers: pattern.FromCells([]int{0, 1})}, color.NRGBA{}); err != nil {
		t.Fatal(err)
	}
	if n, d := strings.Count(buf.String(), `fill="#ffd580"`), strings.Count(buf.String(), "<text"); n != g.Clues()-2 || d != g.Clues() {
		t.Errorf("with two helper clues: %d highlighted cells and %d digits, want %d and %d", n, d, g.Clues()-2, g.Clues())
	}
}

// TestDarkHighlightTakesWhiteDigits: on a dark highlight the clue digits
// are white, in PNG and SVG alike, as the PDF draws them (images drew
// black digits on navy, where they could not be read).
func TestDarkHighlightTakesWhiteDigits(t *testing.T) {
	g, _ := sudoku.Parse(puzzle)
	navy := color.NRGBA{0, 0, 128, 255}
	img, err := Render(Puzzle{Clues: g}, 450, navy)
	if err != nil {
		t.Fatal(err)
	}
	cell := 450 / 9
	margin := cell / 4
	light, dark := 0, 0
	for y := margin + cell/4; y < margin+3*cell/4; y++ { // inside r1c1, the clue 5
		for x := margin + cell/4; x < margin+3*cell/4; x++ {
			switch c := img.NRGBAAt(x, y); {
			case c.R > 200 && c.G > 200 && c.B > 200:
				light++
			case c.R < 60 && c.G < 60 && c.B < 60:
				dark++
			}
		}
	}
	if light < 20 || dark > 0 {
		t.Errorf("the digit on navy: %d white pixels, %d black", light, dark)
	}
	var svg bytes.Buffer
	if err := WriteSVG(&svg, Puzzle{Clues: g}, navy); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg.String(), `fill="#ffffff">5</text>`) {
		t.Error("the SVG's clue digit on navy is not white")
	}
}

// TestPatternInColours: each cell of the pattern is drawn in its own
// colour as a sheet in the picture's colours prints it (palette.Lighten),
// cells outside it stay white, and a helper clue is a dark dot.
func TestPatternInColours(t *testing.T) {
	var p, helpers pattern.Pattern
	p.Set(0, true)
	p.Set(40, true)
	helpers.Set(80, true)
	var colours [81]color.NRGBA
	for c := range colours {
		colours[c] = color.NRGBA{uint8(c * 3), 200, uint8(255 - c*3), 255}
	}
	img := PatternInColours(p, helpers, 90, &colours)
	cell, margin := 10, 2 // drawGrid's for 90 pixels
	at := func(c int) color.NRGBA {
		return img.NRGBAAt(margin+c%9*cell+cell/2, margin+c/9*cell+cell/2)
	}
	for _, c := range []int{0, 40} {
		if got, want := at(c), palette.Lighten(colours[c]); got != want {
			t.Errorf("cell %d: %v, want %v", c, got, want)
		}
	}
	if got := at(1); got != (color.NRGBA{255, 255, 255, 255}) {
		t.Errorf("cell 1, outside the pattern: %v", got)
	}
	if got := img.NRGBAAt(margin+8*cell+cell/2, margin+8*cell+cell/2); got.R > 100 {
		t.Errorf("helper clue's dot: %v", got)
	}
}
