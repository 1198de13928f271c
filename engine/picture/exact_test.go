package picture

import (
	"image/color"
	"math"
	"testing"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// block is a black square on white whose side is share of the picture's.
func block(share float64) func(u, v float64) bool {
	return func(u, v float64) bool { return math.Abs(u) < share && math.Abs(v) < share }
}

// TestExactFindsTheSizeThatFillsWholeCells: a filled square drawn as 25
// cells comes out as a 5x5 block, the drawing sized so that its edges
// fall on cell lines (agreement near 1); as 36 cells, a 6x6 block.
func TestExactFindsTheSizeThatFillsWholeCells(t *testing.T) {
	src, err := Decode(encodePNG(t, shape(400, 400, color.Black, block(0.5))))
	if err != nil {
		t.Fatal(err)
	}
	for _, side := range []int{5, 6} {
		rd, ok := src.Exact(Options{Clues: side * side})
		if !ok || !rd.Kept || rd.Kind != Silhouette {
			t.Fatalf("%d: no exact silhouette (ok %v, kept %v)", side, ok, rd.Kept)
		}
		r0, c0 := rd.Pattern.Cells()[0]/9, rd.Pattern.Cells()[0]%9
		var want pattern.Pattern
		for r := r0; r < r0+side; r++ {
			for c := c0; c < c0+side; c++ {
				want.Set(r*9+c, true)
			}
		}
		if rd.Pattern != want {
			t.Errorf("%d: not a %dx%d block:\n%s", side, side, side, rd.Pattern.Lines())
		}
		if rd.Resemblance < 0.95 || rd.Span >= 9 {
			t.Errorf("%d: agreement %.3f, span %.1f: want near 1, drawn smaller than the grid", side, rd.Resemblance, rd.Span)
		}
	}
}

// TestExactKeepsSymmetryAndCount: with a symmetry the exact silhouette is
// symmetric and has the count asked, where the orbits allow.
func TestExactKeepsSymmetryAndCount(t *testing.T) {
	src, err := Decode(encodePNG(t, shape(400, 400, color.Black, heart)))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []pattern.Symmetry{pattern.None, pattern.Vertical} {
		rd, ok := src.Exact(Options{Clues: 28, Symmetry: s})
		if !ok || rd.Pattern.Count() != 28 || !rd.Pattern.IsSymmetric(s) {
			t.Errorf("%s: %d cells, symmetric %v", s, rd.Pattern.Count(), rd.Pattern.IsSymmetric(s))
		}
	}
	if _, ok := src.Exact(Options{Clues: 28, Edges: true}); ok {
		t.Error("an outline (Edges) has no exact silhouette")
	}
}

// TestAreaCountsCoveredCells: a square covering half the picture's side
// fills, framed with the fit's margin (4 % of its side each way), about
// (9/1.08)^2 = 69 cells; a disc of the same width pi/4 of that, or a
// little more: the frame leaves out the few pixels at the disc's very
// top, bottom and sides (inkTrim), so the disc is drawn a little larger.
func TestAreaCountsCoveredCells(t *testing.T) {
	for name, c := range map[string]struct {
		inside func(u, v float64) bool
		want   float64
	}{
		"square": {block(0.5), 81 / (1.08 * 1.08)},
		"disc":   {func(u, v float64) bool { return math.Hypot(u, v) < 0.5 }, math.Pi / 4 * 81 / (1.08 * 1.08)},
	} {
		src, err := Decode(encodePNG(t, shape(400, 400, color.Black, c.inside)))
		if err != nil {
			t.Fatal(err)
		}
		if got := float64(src.Area(Options{})); got < c.want-1 || got > c.want*1.1 {
			t.Errorf("%s: area %.0f cells, want about %.0f", name, got, c.want)
		}
	}
}

// TestInkTableMeasuresFractionalBoxes: the summed-area table measures a
// box with fractional corners exactly, pixels taken as even squares.
func TestInkTableMeasuresFractionalBoxes(t *testing.T) {
	// A 4x4 table whose every pixel is ink.
	tb := &inkTable{w: 4, h: 4, sum: make([]float64, 25)}
	for y := 1; y <= 4; y++ {
		for x := 1; x <= 4; x++ {
			tb.sum[y*5+x] = float64(x * y)
		}
	}
	area := func(x0, y0, x1, y1 float64) float64 {
		return tb.at(x1, y1) - tb.at(x0, y1) - tb.at(x1, y0) + tb.at(x0, y0)
	}
	for _, c := range []struct{ x0, y0, x1, y1, want float64 }{
		{0, 0, 4, 4, 16},
		{0.5, 0.5, 1.5, 1.5, 1},
		{1.25, 0, 2.75, 2, 3},
		{-3, -3, 1, 1, 1}, // outside the picture is paper
		{3.5, 3.5, 9, 9, 0.25},
	} {
		if got := area(c.x0, c.y0, c.x1, c.y1); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("box (%.2f,%.2f)-(%.2f,%.2f): %.4f, want %.4f", c.x0, c.y0, c.x1, c.y1, got, c.want)
		}
	}
}
