package pattern

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// discScores scores a filled disc in the middle of the grid: more full
// cells than clues, all crowded into the centre.
func discScores() [81]float64 {
	var s [81]float64
	for c := range s {
		if math.Hypot(float64(c/9)-4, float64(c%9)-4) < 3.2 {
			s[c] = 1
		}
	}
	return s
}

func TestDarkestTakesTheDarkest(t *testing.T) {
	var s [81]float64
	for c := range s {
		s[c] = float64(c) // strictly ordered: no ties
	}
	p := Darkest(s, 20, None)
	for c := 61; c < 81; c++ {
		if !p.Has(c) {
			t.Fatalf("cell %d missing from\n%s", c, p.Lines())
		}
	}
}

func TestChooseFixesShortfallAndKeepsTheShape(t *testing.T) {
	s := discScores()
	for _, n := range []int{24, 28, 32} {
		for _, sym := range []Symmetry{None, Point, Vertical} {
			plain := Darkest(s, n, sym)
			p := Choose(s, n, sym, Loose)
			if p.Count() != plain.Count() {
				t.Errorf("n=%d %s: %d cells, plain has %d", n, sym, p.Count(), plain.Count())
			}
			if p.Shortfall() != 0 || p.Impossible() != nil {
				t.Errorf("n=%d %s: shortfall %d, %v:\n%s", n, sym, p.Shortfall(), p.Impossible(), p.Lines())
			}
			if !p.IsSymmetric(sym) {
				t.Errorf("n=%d %s: not symmetric:\n%s", n, sym, p.Lines())
			}
			// Most cells stay on the disc.
			on := 0
			for _, c := range p.Cells() {
				if s[c] > 0 {
					on++
				}
			}
			if on < p.Count()*2/3 {
				t.Errorf("n=%d %s: only %d of %d cells on the disc:\n%s", n, sym, on, p.Count(), p.Lines())
			}
		}
	}
}

func TestProblemsListsEverything(t *testing.T) {
	p, err := Parse(`
XXXXXXX..
XXXXXXX..
XXXXXX...
X........
.........
.X.......
X........
.........
.........`)
	if err != nil {
		t.Fatal(err)
	}
	probs := p.Problems()
	var all []string
	proofs := 0
	for _, pr := range probs {
		all = append(all, pr.Message.String())
		if pr.Proof {
			proofs++
		}
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{"rows 8 & 9 are empty", "columns 8 & 9 are empty", "the middle band has only 2 clues"} {
		if !strings.Contains(text, want) {
			t.Errorf("problems lack %q:\n%s", want, text)
		}
	}
	if proofs == 0 || !probs[0].Proof {
		t.Errorf("the proofs should come first:\n%s", text)
	}
	if q, _ := Parse(strings.Repeat("X", 16) + strings.Repeat(".", 65)); len(q.Problems()) == 0 || q.Problems()[0].Add != 1 {
		t.Errorf("16 clues: %+v", q.Problems())
	}
}

func TestStrictnessLadder(t *testing.T) {
	s := discScores()
	plain := Darkest(s, 28, None)
	changed := func(p Pattern) int { a, r := plain.Changes(p); return len(a) + len(r) }
	least, loose, strict := Choose(s, 28, None, Least), Choose(s, 28, None, Loose), Choose(s, 28, None, Strict)
	for name, p := range map[string]Pattern{"least": least, "loose": loose, "strict": strict} {
		if p.Count() != 28 || p.Shortfall() != 0 {
			t.Errorf("%s: %d cells, shortfall %d:\n%s", name, p.Count(), p.Shortfall(), p.Lines())
		}
	}
	if strict.shortfall(MinPerBand+1, 0) != 0 {
		t.Errorf("strict has a band or stack under %d clues:\n%s", MinPerBand+1, strict.Lines())
	}
	if changed(least) > changed(loose) || changed(loose) > changed(strict) {
		t.Errorf("cells changed: least %d, loose %d, strict %d; want rising", changed(least), changed(loose), changed(strict))
	}
}

// TestEmptyBoxesShortfall: one empty box is free (a ring leaves the
// centre), each further one costs a clue; Strict fills every box, the
// others keep one empty where the drawing leaves it so.
func TestEmptyBoxesShortfall(t *testing.T) {
	// A 7x7 square frame, 24 cells: bands and stacks well filled, the
	// centre box empty.
	frame, _ := Parse(".........\n.XXXXXXX.\n.X.....X.\n.X.....X.\n.X.....X.\n.X.....X.\n.X.....X.\n.XXXXXXX.\n.........")
	if frame.Count() != 24 || frame.Shortfall() != 0 || !slices.Equal(frame.EmptyBoxes(), []int{4}) {
		t.Fatalf("frame: %d cells, shortfall %d, empty boxes %v", frame.Count(), frame.Shortfall(), frame.EmptyBoxes())
	}
	// A block L, 32 cells: boxes 2, 3, 5 and 6 empty, three past the free one.
	l, _ := Parse("XX.......\nXX.......\nXX.......\nXX.......\nXX.......\nXX.......\nXXXXXXXXX\nXXXXXXXXX\nXX.......")
	if l.Count() != 32 || l.Shortfall() != 3 {
		t.Errorf("L: %d cells, shortfall %d, want 3", l.Count(), l.Shortfall())
	}
	var score [81]float64
	for _, c := range frame.Cells() {
		score[c] = 1
	}
	if p := Choose(score, 24, None, Loose); p.Has(40) || len(p.EmptyBoxes()) != 1 {
		t.Errorf("loose choice on the frame fills the centre:\n%s", p.Lines())
	}
	if p := Choose(score, 24, None, Strict); len(p.EmptyBoxes()) != 0 {
		t.Errorf("strict choice leaves boxes %v empty:\n%s", p.EmptyBoxes(), p.Lines())
	}
	// Below 17 clues no puzzle is possible: empty boxes do not count.
	if q := FromCells([]int{0, 10, 20, 30, 40, 50, 60, 70, 80}); q.Shortfall() != q.shortfall(MinPerBand, 9) {
		t.Errorf("9 on the diagonal: shortfall %d", q.Shortfall())
	}
}
