package picture

import (
	"image/color"
	"math"
	"testing"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// TestContourKeepsThinPartsAndDropsTheInside works the exact contour out
// by hand: a 5x5 head of full cells with an eye (an empty cell) in it,
// and two ears above its corners that cover a quarter of a cell each,
// under inkCell. The exact outline rings the eye and has no ears; the
// contour has the ears and the head's outer ring, and nothing inside.
func TestContourKeepsThinPartsAndDropsTheInside(t *testing.T) {
	var dark [81]float64
	var head pattern.Pattern
	for r := 2; r <= 6; r++ {
		for c := 2; c <= 6; c++ {
			dark[r*9+c] = 1
			head.Set(r*9+c, true)
		}
	}
	eye, leftEar, rightEar := 4*9+4, 1*9+2, 1*9+6
	dark[eye] = 0
	dark[leftEar], dark[rightEar] = 0.25, 0.25
	rd := &Reading{Dark: dark, Likeness: likenessOf(dark)}
	if rd.Likeness.Edge.Has(leftEar) || !rd.Likeness.Edge.Has(3*9+4) {
		t.Fatalf("the exact outline should ring the eye and miss the ears:\n%s", rd.Likeness.Edge.Lines())
	}
	got, ok := exactContour(rd, pattern.None)
	if !ok {
		t.Fatal("no contour")
	}
	ring := head.Minus(pattern.FromCells([]int{30, 31, 32, 39, 40, 41, 48, 49, 50}))
	want := ring.Union(pattern.FromCells([]int{leftEar, rightEar}))
	if got.Pattern != want {
		t.Errorf("contour\n%s\nwant\n%s", got.Pattern.Lines(), want.Lines())
	}
	if !got.Kept || !got.Contour || got.Kind != Outline || got.Name() != "contour" {
		t.Errorf("contour is %s (kept %v, contour %v), want the kept contour", got.Name(), got.Kept, got.Contour)
	}
	// Under a symmetry the contour takes its mirror cells too.
	dark[rightEar] = 0
	rd = &Reading{Dark: dark, Likeness: likenessOf(dark)}
	if got, _ := exactContour(rd, pattern.Vertical); !got.Pattern.Has(rightEar) || !got.Pattern.IsSymmetric(pattern.Vertical) {
		t.Errorf("with the right ear gone, the mirror symmetry should put it back:\n%s", got.Pattern.Lines())
	}
	// Too few cells for helper clues to make up a puzzle: no contour.
	var speck [81]float64
	speck[40] = 1
	if _, ok := exactContour(&Reading{Dark: speck, Likeness: likenessOf(speck)}, pattern.None); ok {
		t.Error("a one-cell drawing should have no contour")
	}
}

// TestFillHoles: cells cut off from the border are filled, a gap that
// reaches the border (through cell sides) is not.
func TestFillHoles(t *testing.T) {
	box, _ := pattern.Parse("" +
		"........." +
		".XXXXX..." +
		".X...X..." +
		".X...X..." +
		".XXXXX..." +
		"......XXX" +
		"......X.." +
		"......X.X" +
		".........")
	got := fillHoles(box)
	inside := pattern.FromCells([]int{20, 21, 22, 29, 30, 31})
	if got != box.Union(inside) {
		t.Errorf("filled\n%s", got.Lines())
	}
}

// TestFilledCatHeadOffersItsContour draws a cat's head as clipart draws
// it, a filled disc with two thin ears and white eyes: its looks include
// the contour, with the ears above the head and no cell inside it, as
// well as the exact outline.
func TestFilledCatHeadOffersItsContour(t *testing.T) {
	cat := func(u, v float64) bool {
		if math.Hypot(u+0.3, v-0.05) < 0.1 || math.Hypot(u-0.3, v-0.05) < 0.1 {
			return false // the eyes
		}
		if math.Hypot(u, v+0.15) < 0.75 {
			return true
		}
		// thin ears: narrow spikes up from the head's shoulders
		for _, side := range []float64{-1, 1} {
			x := side*u - 0.55
			if v > 0.45 && v < 0.95 && math.Abs(x) < 0.08*(0.95-v)/0.5+0.01 {
				return true
			}
		}
		return false
	}
	src, err := Decode(encodePNG(t, shape(600, 600, color.Black, cat)))
	if err != nil {
		t.Fatal(err)
	}
	var contour, outline *Look
	looks := src.Looks(Options{Clues: 28})
	for i, l := range looks {
		switch l.Name() {
		case "contour":
			contour = &looks[i]
		case "exact outline":
			outline = &looks[i]
		}
	}
	if contour == nil || outline == nil {
		t.Fatalf("looks %v, want a contour and an exact outline", lookNames(looks))
	}
	top := 9
	for _, c := range contour.Pattern.Cells() {
		top = min(top, c/9)
	}
	headTop := 9
	for _, c := range outline.Pattern.Cells() {
		headTop = min(headTop, c/9)
	}
	if top >= headTop {
		t.Errorf("the contour's top row %d should be above the exact outline's %d (the ears):\ncontour\n%s\nexact outline\n%s", top, headTop, contour.Pattern.Lines(), outline.Pattern.Lines())
	}
	if contour.Pattern.Has(40) || contour.Pattern.Has(39) || contour.Pattern.Has(41) {
		t.Errorf("the contour should leave the inside empty:\n%s", contour.Pattern.Lines())
	}
	if looks[0].Contour {
		t.Errorf("the contour should not be the default over the exact outline (perceived %.2f against %.2f)", contour.Perceived, outline.Perceived)
	}
	if !contour.AtArea || contour.Clues != contour.Pattern.Count() {
		t.Errorf("the contour is drawn at its own count: clues %d, %d cells, at area %v", contour.Clues, contour.Pattern.Count(), contour.AtArea)
	}
}

func lookNames(looks []Look) []string {
	var out []string
	for _, l := range looks {
		out = append(out, l.Name())
	}
	return out
}
