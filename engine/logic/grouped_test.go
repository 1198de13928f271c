package logic

import (
	"math"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestGroupedTurbotFish: the two puzzles, which Sudoku Explainer
// rates 4.3 with grouped strong links, are solved here with a Grouped
// Turbot Fish as the hardest step (they needed a Sashimi X-Wing at 6.68
// and a Finned Swordfish at 6.79), and no step of it removes a digit of
// the solution.
func TestGroupedTurbotFish(t *testing.T) {
	for _, s := range []string{
		"..............1..2..3....4......21....5..6....78.4..3.....3........7..8.2.......6",
		"2.6953........2....8.....3......9......3..1...53.4..7.1.2........8.....1...4..65.",
	} {
		g, _ := sudoku.Parse(s)
		sol, n := exact.Solve(&g)
		if n != 1 {
			t.Fatalf("%s: %d solutions", s, n)
		}
		r := Solve(g, Options{})
		found := 0
		for _, st := range r.Steps {
			if st.Technique != GroupedTurbotFish {
				continue
			}
			found++
			for _, e := range st.Eliminate {
				if int(sol[e.Cell]) == e.Digit {
					t.Fatalf("%s: %s removes the solution's digit %d from %s", s, st.String(), e.Digit, sudoku.CellName(e.Cell))
				}
			}
		}
		if !r.Solved || found == 0 {
			t.Errorf("%s: solved %v, %d grouped steps", s, r.Solved, found)
		}
		for _, st := range r.Steps {
			if st.Technique.Info().Weight > GroupedTurbotFish.Info().Weight {
				t.Errorf("%s: needed %s after all", s, st.Technique)
			}
		}
	}
}

// TestCrossLink: a box whose places of a digit lie on one row and one
// column of it, with some off each line, is a strong link between the
// row's places and the column's (Explainer's empty rectangle), the centre
// counting in both when it holds the digit; a box whose places fall in two
// rows is linked row against row, as before, and gets no cross.
func TestCrossLink(t *testing.T) {
	var g sudoku.Grid
	for _, tc := range []struct {
		places []int // cells of box 1 holding 5
		a, b   []int // the link's two groups
	}{
		{[]int{1, 2, 9, 18}, []int{1, 2}, []int{9, 18}},          // r1c2 r1c3 | r2c1 r3c1, centre r1c1 empty
		{[]int{0, 1, 2, 9, 18}, []int{0, 1, 2}, []int{0, 9, 18}}, // the centre holds 5: in both
		{[]int{0, 1, 10, 11}, []int{0, 1}, []int{10, 11}},        // two rows
	} {
		b := NewBoard(g)
		for _, c := range sudoku.Units[18] {
			if !contains(tc.places, c) {
				b.Cands[c] &^= sudoku.Bit(5)
			}
		}
		var box []groupLink
		for _, l := range groupLinks(newView(b).table(), 5, nil) {
			if l.unit == 18 {
				box = append(box, l)
			}
		}
		if len(box) != 1 || box[0].a.set != cellSetOf(tc.a...) || box[0].b.set != cellSetOf(tc.b...) {
			t.Errorf("%v: %d links of box 1 (first %v), want one, %v against %v", tc.places, len(box), box, tc.a, tc.b)
		}
	}
}

// TestGroupedStrongLinks: the two diabolical puzzles Explainer rates 5.7
// by a Grouped 3-String Kite (a row's and a column's places in two boxes,
// joined with a plain link) and a grouped chain of three links: each step
// of the chain is sound, weighs 5.4 + 0.3, and removes what the chain's
// ends both see.
func TestGroupedStrongLinks(t *testing.T) {
	for _, c := range []struct{ puzzle, want string }{
		{"8.4...7.2.1.7.8.3..5..3..6.1..5.9..6.6.....4.2..6.4..1.2.....5...63.71.....1.2...",
			"Grouped Strong Links: digits 8 in r5c4, r5c7, r5c9, r4c8, r6c8, r9c8, r9c3, r4c3 (row 5, column 8, column 3): removes r4c5<>8."},
		{"2..7..8546..58....1...9...........72.28...16.97...........5...1....38..6863..7..5",
			"Grouped Strong Links: digits 4 in r5c1, r5c4, r5c6, r4c5, r6c5, r9c5, r7c4, r7c6, r7c3 (row 5, column 5, row 7): removes r4c3<>4, r6c3<>4, r8c1<>4."},
	} {
		g, _ := sudoku.Parse(c.puzzle)
		sol, _ := exact.First(&g)
		r := Solve(g, Options{})
		var got []string
		for _, s := range r.Steps {
			if s.Technique != GroupedStrongLinks {
				continue
			}
			got = append(got, s.String())
			for _, e := range s.Eliminate {
				if int(sol[e.Cell]) == e.Digit {
					t.Errorf("%s: %s removes the solution's %v", c.puzzle, s.String(), e)
				}
			}
			if math.Abs(s.Weight()-5.7) > 1e-9 || s.Length != 3 {
				t.Errorf("%s: %d links weigh %.2f, want 3 and 5.70", c.puzzle, s.Length, s.Weight())
			}
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: %q, want %q", c.puzzle, got, c.want)
		}
	}
}
