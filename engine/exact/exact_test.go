package exact

import (
	"bufio"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// A well-known puzzle and its published solution.
const (
	easyPuzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	easySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	// Arto Inkala's "world's hardest Sudoku" (2012) and its solution.
	inkala         = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	inkalaSolution = "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
)

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestSolveKnownPuzzles(t *testing.T) {
	for _, tc := range []struct{ puzzle, solution string }{
		{easyPuzzle, easySolution},
		{inkala, inkalaSolution},
	} {
		g := mustParse(t, tc.puzzle)
		sol, n := Solve(&g)
		if n != 1 {
			t.Fatalf("%s: %d solutions, want 1", tc.puzzle, n)
		}
		if sol.String() != tc.solution {
			t.Errorf("%s: got %s want %s", tc.puzzle, sol, tc.solution)
		}
	}
}

func TestCountMultipleAndNone(t *testing.T) {
	var empty sudoku.Grid
	if n := Count(&empty, 2); n != 2 {
		t.Errorf("empty grid: count to 2 = %d", n)
	}
	if n := Count(&empty, 1000); n != 1000 {
		t.Errorf("empty grid: count to 1000 = %d", n)
	}
	// A cell with no candidate: row 1 holds 1..8 and column 9 holds the 9.
	g := mustParse(t, "12345678........................................................................9")
	if n := Count(&g, 2); n != 0 {
		t.Errorf("cell without candidate: %d solutions, want 0", n)
	}
	sols := Solutions(&empty, 5)
	seen := map[string]bool{}
	for _, s := range sols {
		if !validSolution(s) {
			t.Errorf("invalid solution %s", s)
		}
		seen[s.String()] = true
	}
	if len(seen) != 5 {
		t.Errorf("want 5 distinct solutions, got %d", len(seen))
	}
}

// TestCountKeep: one search gives Count's number and Solutions' first few.
func TestCountKeep(t *testing.T) {
	var empty sudoku.Grid
	g := Solutions(&empty, 1)[0]
	for c := 0; c < 81; c += 2 {
		g[c] = 0 // leave a puzzle with several solutions
	}
	want := Count(&g, 1000)
	if want < 2 {
		t.Fatalf("fixture has %d solutions, want several", want)
	}
	for _, limit := range []int{1, 2, want, want + 5} {
		n, first := CountKeep(&g, limit, 3)
		if n != min(limit, want) {
			t.Errorf("limit %d: counted %d, want %d", limit, n, min(limit, want))
		}
		all := Solutions(&g, 3)
		if len(first) != min(n, 3) {
			t.Fatalf("limit %d: kept %d solutions", limit, len(first))
		}
		for i := range first {
			if first[i] != all[i] {
				t.Errorf("limit %d: solution %d differs from Solutions'", limit, i)
			}
		}
	}
}

func validSolution(g sudoku.Grid) bool {
	if !g.IsComplete() {
		return false
	}
	return g.CheckConflicts() == nil
}

// bruteCount counts solutions by plain backtracking, as a reference.
func bruteCount(g sudoku.Grid, limit int) int {
	best, bestN := -1, 10
	cands := g.Candidates()
	for c := range g {
		if g[c] == 0 {
			if n := cands[c].Count(); n < bestN {
				best, bestN = c, n
			}
		}
	}
	if best < 0 {
		return 1
	}
	total := 0
	for _, d := range cands[best].Digits() {
		g[best] = int8(d)
		total += bruteCount(g, limit-total)
		if total >= limit {
			return total
		}
	}
	return total
}

// TestAgainstBruteForce blanks random cells of random solutions and checks
// the counts against plain backtracking.
func TestAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var empty sudoku.Grid
	for trial := 0; trial < 300; trial++ {
		sol, ok := Random(&empty, rng)
		if !ok || !validSolution(sol) {
			t.Fatalf("random solution invalid: %s", sol)
		}
		g := sol
		blanks := 30 + rng.IntN(35)
		for _, c := range rng.Perm(81)[:blanks] {
			g[c] = 0
		}
		want := bruteCount(g, 50)
		if got := Count(&g, 50); got != want {
			t.Fatalf("%s: count %d, brute force %d", g, got, want)
		}
		if all := Solutions(&g, 50); len(all) != want {
			t.Fatalf("%s: %d solutions returned, want %d", g, len(all), want)
		} else {
			for _, s := range all {
				for c := range g {
					if g[c] != 0 && s[c] != g[c] {
						t.Fatalf("solution %s does not keep clue at %d", s, c)
					}
				}
				if !validSolution(s) {
					t.Fatalf("invalid solution %s", s)
				}
			}
		}
	}
}

// TestSharedDataUnique checks every 17-clue puzzle of a sample is unique,
// and that the multi-solution benchmark lines are reported as multiple.
func TestSharedDataUnique(t *testing.T) {
	check := func(name string, want int, max int) {
		path := "../../../shared/data/" + name
		f, err := os.Open(path)
		if err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("CI: reference data missing: %v", err)
			}
			t.Skipf("reference data absent: %v", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() && n < max {
			g := mustParse(t, sc.Text())
			sol, count := Solve(&g)
			if count != want {
				t.Fatalf("%s line %d: %d solutions, want %d", name, n+1, count, want)
			}
			if !validSolution(sol) {
				t.Fatalf("%s line %d: bad solution", name, n+1)
			}
			n++
		}
	}
	check("17clue_49158.txt", 1, 5000)
	check("top1465.txt", 1, 1465)
	check("serg_benchmark_multisolution.txt", 2, 2000)
}

// TestChangedMatchesCompare checks the two-masks-at-a-time scan against a
// plain comparison of every mask.
func TestChangedMatchesCompare(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 2000; trial++ {
		var s state
		var want uint32
		for i := 0; i < 27; i++ {
			s.f[i] = rng.Uint32() & bandMask
			s.prev[i] = s.f[i]
			if rng.IntN(4) == 0 {
				s.prev[i] ^= 1 << rng.IntN(27)
				want |= 1 << i
			}
		}
		if got := s.changed(); got != want {
			t.Fatalf("trial %d: changed() = %027b, want %027b", trial, got, want)
		}
	}
}

// TestBasics: propagation alone solves the well-known easy puzzle (singles
// do) and stops early on Inkala's, keeping the solution's digit among the
// candidates of every cell it leaves open; a contradiction is reported.
func TestBasics(t *testing.T) {
	g := mustParse(t, easyPuzzle)
	values, cands, solved, ok := Basics(&g)
	if !ok || !solved || values.String() != easySolution {
		t.Fatalf("easy puzzle: solved %v ok %v values %s", solved, ok, values)
	}
	if cands != [81]sudoku.Mask{} {
		t.Error("easy puzzle: solved cells keep candidates")
	}
	g = mustParse(t, inkala)
	sol := mustParse(t, inkalaSolution)
	values, cands, solved, ok = Basics(&g)
	if !ok || solved {
		t.Fatalf("Inkala's puzzle: solved %v ok %v by propagation alone", solved, ok)
	}
	open := 0
	for c := range values {
		switch {
		case values[c] != 0 && (values[c] != sol[c] || cands[c] != 0):
			t.Fatalf("Inkala's puzzle: %d at cell %d with candidates %v, solution %d", values[c], c, cands[c], sol[c])
		case values[c] == 0 && cands[c]&sudoku.Bit(int(sol[c])) == 0:
			t.Fatalf("Inkala's puzzle: cell %d lost the solution's %d", c, sol[c])
		case values[c] == 0:
			open++
		}
	}
	if open == 0 {
		t.Error("Inkala's puzzle: no cell open after propagation")
	}
	g = mustParse(t, "12345678........................................................................9")
	if _, _, _, ok := Basics(&g); ok {
		t.Error("a cell without candidate: no contradiction reported")
	}
}
