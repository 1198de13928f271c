package count

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Known counts: all Sudoku grids (Felgenhauer and Jarvis, 2005), and the
// grids with a fixed first row (that number divided by 9!).
const allGrids = 6670903752021072936960.0

func within(t *testing.T, name string, r Result, want float64, sigmas float64) {
	t.Helper()
	if r.Exact {
		t.Fatalf("%s: expected an estimate, got exact %v", name, r.Count)
	}
	if diff := math.Abs(r.Count - want); diff > sigmas*r.StdError || r.StdError > 0.1*want {
		t.Errorf("%s: estimate %.4g ± %.2g, want %.4g (off by %.1f sigma)", name, r.Count, r.StdError, want, diff/r.StdError)
	}
}

func TestEstimateEmptyGrid(t *testing.T) {
	var g sudoku.Grid
	r := Estimate(g, Options{ExactLimit: 100, Probes: 20000, Seed: 7})
	within(t, "empty grid", r, allGrids, 4)
}

func TestEstimateFirstRowFixed(t *testing.T) {
	g, _ := sudoku.Parse("123456789" + string(make([]byte, 0)) + "........................................................................")
	r := Estimate(g, Options{ExactLimit: 100, Probes: 20000, Seed: 8})
	within(t, "first row fixed", r, allGrids/362880, 4)
}

// TestEstimateAgainstExact compares estimates with exact enumeration on
// grids with a few thousand to tens of thousands of solutions.
func TestEstimateAgainstExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var empty sudoku.Grid
	tested := 0
	for tested < 4 {
		sol, _ := exact.Random(&empty, rng)
		g := sol
		for _, c := range rng.Perm(81)[:58] {
			g[c] = 0
		}
		n := exact.Count(&g, 200001)
		if n < 2000 || n > 200000 {
			continue
		}
		tested++
		r := Estimate(g, Options{ExactLimit: 1000, Probes: 20000, Seed: uint64(tested)})
		within(t, g.String(), r, float64(n), 4)
		if exact := Estimate(g, Options{ExactLimit: 300000}); !exact.Exact || int(exact.Count) != n {
			t.Errorf("%s: exact count %v, want %d", g, exact.Count, n)
		}
	}
}
