package logic

import (
	"math"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
)

// firstOf follows the solver's path through puzzle p and returns the first
// step of technique t met on the way (by FindAll on each board), with the
// number of solver steps before it; it checks every step of t on the way
// against the solution.
func firstOf(t *testing.T, p string, tech Technique) (*Step, int) {
	t.Helper()
	b, sol := startOf(t, p)
	for n := 0; !b.Solved(); n++ {
		found := FindAll(b, tech)
		for _, s := range found {
			for _, e := range s.Eliminate {
				if int(sol[e.Cell]) == e.Digit {
					t.Fatalf("%s: %s removes the solution's %v", p, s, e)
				}
			}
		}
		if len(found) > 0 {
			return found[0], n
		}
		s := Next(b, Options{})
		if s == nil {
			break
		}
		b.Apply(s)
	}
	t.Fatalf("%s: no %s on the solver's path", p, tech)
	return nil, 0
}

// TestUniquenessPatterns checks the first step of each BUG type and of the
// Unique Loop Type 3 on the solver's path through a puzzle that has one:
// what it removes, in words, and its weight, Explainer's.
func TestUniquenessPatterns(t *testing.T) {
	for _, c := range []struct {
		tech   Technique
		puzzle string
		want   string
		weight float64
	}{
		// One BUG digit, 6, in two cells: r1c8 and r2c4 see both. Explainer
		// rates the puzzle 5.7 by this step (sudoku-exchange's diabolical
		// bank); the solver needed a W-Wing (7.17) before.
		{BUGType2, "7....58.1..2.84...6......9.12.3.8....8..5..7....4.1.82.6......8...14.3..2.78....5",
			"BUG Type 2: digits 6 in r1c4, r2c8: removes r1c8<>6, r2c4<>6.", 5.7},
		// The BUG digits 5 and 6 of r2c6 and r2c8 make a naked pair with a
		// cell of row 2 (5.8 for a pair). (The puzzle once used here,
		// ...2.4...3..869..1..., no longer meets one: since the cell and
		// unit forcing chains are Explainer's static ones, a cell forcing
		// chain takes another path through it.)
		{BUGType3, "..4.97.....83..7...3.8...493.....97.4...1...3.67.....158...4.9...9..56.....97.5..",
			"BUG Type 3: digits 56 in r2c6, r2c8 (row 2): removes r2c2<>5.", 5.8},
		// r8c5 (BUG digit 4) and r8c6 (BUG digit 6) hold both 4 and 6 and
		// share one more digit, whose only places in box 8 they are: each
		// is its BUG digit or that digit, so r8c5 loses 6 and r8c6 4.
		{BUGType4, "347....696.......8..87..4.1....7.6.....5.3.....4.8....4.3..91..7.......556....942",
			"BUG Type 4: digits 46 in r8c5, r8c6 (box 8): removes r8c5<>6, r8c6<>4.", 5.7},
		// A six-cell loop on 2 and 6 whose two extra cells share row 6:
		// with the hidden pair there, Explainer's 4.5 + 0.1 for six cells.
		{UniqueLoop3, ".4.8.3.9.9.......8..84.61...6..2..8.2.4...3.7.........4..187..56.5...7.1...3.5...",
			"Unique Loop Type 3: digits 26 in r1c7, r1c9, r6c9, r6c8, r7c8, r7c7 (row 6): removes r6c4<>5, r6c4<>7.", 4.6},
	} {
		s, n := firstOf(t, c.puzzle, c.tech)
		if got := s.String(); got != c.want || math.Abs(s.Weight()-c.weight) > 1e-9 {
			t.Errorf("%s after %d steps: %q (%.2f), want %q (%.2f)", c.puzzle, n, got, s.Weight(), c.want, c.weight)
		}
		if !strings.HasPrefix(s.String(), c.tech.String()) {
			t.Errorf("%s: step of %s", c.puzzle, s.Technique)
		}
	}
}

// TestYCycle: the Bidirectional Y-Cycle the solver takes in a diabolical
// puzzle that Explainer rates 6.7 by one (the solver took a 7.19
// Alternating Inference Chain before): its loop, what it removes, and its
// weight, 6.5 plus Explainer's length term for its complexity (two
// candidates a cell).
func TestYCycle(t *testing.T) {
	p := ".78.4.6..6.....59.5..61............9.194.235.2............38..5.65.....3..3.9.48."
	g := parse(t, p)
	sol, _ := exact.First(&g)
	r := Solve(g, Options{})
	for _, s := range r.Steps {
		if s.Technique != BidirectionalYCycle {
			continue
		}
		for _, e := range s.Eliminate {
			if int(sol[e.Cell]) == e.Digit {
				t.Fatalf("%s removes the solution's %v", s.String(), e)
			}
		}
		// Five cells, each link through a digit both hold: 3 in row 1, 1 in
		// column 8, 2 in box 9, 1 in row 7, 2 in column 4.
		want := "Bidirectional Y-Cycle: (2)r1c4 = (3)r1c4 - (3)r1c8 = (1)r1c8 - (1)r8c8 = (2)r8c8 - (2)r7c7 = (1)r7c7 - (1)r7c4 = (2)r7c4 - (2)r1c4: removes r2c4<>2, r6c8<>1."
		if s.String() != want || s.Length != 10 || math.Abs(s.Weight()-6.7) > 1e-9 {
			t.Errorf("%s (complexity %d, %.2f), want %s (complexity 10, 6.70)", s.String(), s.Length, s.Weight(), want)
		}
		return
	}
	t.Errorf("%s: no Y-Cycle in %d steps", p, len(r.Steps))
}
