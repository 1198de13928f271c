package logic

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestUniqueSolvesTheSame: telling SolveBoard that the grid has one
// solution only skips the contradiction checks; on unique puzzles the
// steps and the end are the same, with the trial too (whose guesses may
// break the board, so it must not inherit the promise).
func TestUniqueSolvesTheSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	puzzles := []sudoku.Grid{parse(t, "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")}
	for range 12 {
		g, _ := minimalPuzzle(rng)
		puzzles = append(puzzles, g)
	}
	for _, g := range puzzles {
		for _, opt := range []Options{{}, {MaxWeight: 3.8}, {PaperRules: true, AllowTrial: true}, {MaxWeight: 2.8, AllowTrial: true}} {
			want := Solve(g, opt)
			opt.Unique = true
			got := Solve(g, opt)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s %+v: Unique changes the solve: %d steps, solved %v; without it %d steps, solved %v",
					g, opt, len(got.Steps), got.Solved, len(want.Steps), want.Solved)
			}
		}
	}
}

// TestBrokenFindsEachContradiction checks Broken against boards with one
// kind of contradiction each, and a consistent board.
func TestBrokenFindsEachContradiction(t *testing.T) {
	g := parse(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if NewBoard(g).Broken() {
		t.Fatal("a consistent board is broken")
	}
	empty := NewBoard(g)
	empty.Cands[2] = 0 // r1c3: no value, no candidate
	twice := NewBoard(g)
	twice.Values[2] = 5 // r1c1 holds 5 already
	twice.Cands[2] = 0
	missing := NewBoard(g)
	for _, c := range sudoku.Units[0] { // row 1 loses every place for 4
		missing.Cands[c] &^= sudoku.Bit(4)
	}
	for name, b := range map[string]*Board{"empty cell": empty, "digit twice": twice, "digit without a place": missing} {
		if !b.Broken() {
			t.Errorf("%s: not broken", name)
		}
	}
	// A placed cell's stray candidates are no places: a digit held only
	// there is missing from the unit.
	stray := NewBoard(g)
	for _, c := range sudoku.Units[0] {
		stray.Cands[c] &^= sudoku.Bit(4)
	}
	stray.Cands[0] = sudoku.Bit(4) // r1c1 holds 5
	if !stray.Broken() {
		t.Error("a candidate of a placed cell counted as a place")
	}
}

// TestBasicsIsWhereTheSolverGoesPast: the generator starts the logical
// solver where the exact solver's propagation stops (exact.Basics). That
// is sound because propagation only does what singles, pointing and
// claiming do, and the solver, taking the lightest step first, does all of
// those before anything heavier. So from there it takes the same steps
// heavier than claiming and ends on the same board; and a grid propagation
// solves, the solver solves with nothing heavier than claiming.
func TestBasicsIsWhereTheSolverGoesPast(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	claiming := Claiming.Info().Weight
	heavy := func(steps []Step) []Step {
		var out []Step
		for _, s := range steps {
			if s.Technique.Info().Weight > claiming {
				out = append(out, s)
			}
		}
		return out
	}
	solvedByBasics, past := 0, 0
	for range 40 {
		g, sol := minimalPuzzle(rng)
		values, cands, solved, ok := exact.Basics(&g)
		if !ok {
			t.Fatalf("%s: propagation finds a contradiction in a unique puzzle", g)
		}
		for c := range values {
			if values[c] != 0 && values[c] != sol[c] || values[c] == 0 && cands[c]&sudoku.Bit(int(sol[c])) == 0 {
				t.Fatalf("%s: propagation loses the solution at %s", g, sudoku.CellName(c))
			}
		}
		if solved {
			solvedByBasics++
			if values != sol {
				t.Fatalf("%s: solved by propagation, but not to the solution", g)
			}
			if r := Solve(g, Options{MaxWeight: claiming}); !r.Solved {
				t.Fatalf("%s: propagation solves it, the solver with nothing heavier than claiming does not", g)
			}
			continue
		}
		past++
		for _, opt := range []Options{{}, {MaxWeight: 3.8}} {
			full := Solve(g, opt)
			from := SolveBoard(&Board{Values: values, Cands: cands}, opt)
			if from.Solved != full.Solved || from.Board != full.Board {
				t.Fatalf("%s %+v: from propagation's board the solver ends elsewhere (solved %v, want %v)", g, opt, from.Solved, full.Solved)
			}
			if !reflect.DeepEqual(heavy(from.Steps), heavy(full.Steps)) {
				t.Fatalf("%s %+v: from propagation's board the heavier steps differ:\n%v\nwant\n%v", g, opt, heavy(from.Steps), heavy(full.Steps))
			}
		}
	}
	if solvedByBasics == 0 || past == 0 {
		t.Errorf("the puzzles do not cover both cases: %d solved by propagation, %d not", solvedByBasics, past)
	}
}
