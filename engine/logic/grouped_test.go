package logic

import (
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
