package fewest

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// isMinimal checks uniqueness and that every clue is needed.
func isMinimal(t *testing.T, g sudoku.Grid) {
	t.Helper()
	if exact.Count(&g, 2) != 1 {
		t.Fatalf("%s is not unique", g)
	}
	for c := range g {
		if g[c] == 0 {
			continue
		}
		h := g
		h[c] = 0
		if exact.Count(&h, 2) == 1 {
			t.Fatalf("%s: clue at %s is not needed", g, sudoku.CellName(c))
		}
	}
}

func TestMinimize(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var empty sudoku.Grid
	for i := 0; i < 5; i++ {
		sol, _ := exact.Random(&empty, rng)
		m := Minimize(sol, pattern.None)
		isMinimal(t, m)
		ms := Minimize(sol, pattern.Point)
		if exact.Count(&ms, 2) != 1 || !pattern.FromCells(cells(ms)).IsSymmetric(pattern.Point) {
			t.Fatalf("symmetric minimise: %s", ms)
		}
		for c := range ms {
			if ms[c] != 0 && ms[c] != sol[c] {
				t.Fatal("minimise changed a digit")
			}
		}
	}
}

func TestBuild(t *testing.T) {
	// No time limit: the search runs until it has a 23-clue puzzle, which
	// each worker's seeded walk reaches within a few rounds, so a slow
	// machine only takes longer.
	r := Build(context.Background(), 23, 0, 4)
	if !r.Achieved || r.Clues > 23 {
		t.Fatalf("no 23-clue puzzle in %v (best %d)", r.Elapsed, r.Clues)
	}
	isMinimal(t, r.Puzzle)
	if r.Puzzle.Clues() != r.Clues {
		t.Fatal("clue count mismatch")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := Build(ctx, 17, 0, 1); r.Achieved {
		t.Fatal("canceled build claims success")
	}
}
