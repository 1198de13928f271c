package logic

import (
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestReplayStandsBeforeEachStep: on the board Replay gives for step i,
// every candidate step i removes or places is still there, every cell it
// places in is empty, and the whole path ends on the solved grid. A board
// one step late (Replay of i+1) has lost step i's eliminations, so the
// test fails on an off-by-one.
func TestReplayStandsBeforeEachStep(t *testing.T) {
	g, _ := sudoku.Parse("9..2....6..3.8......69.532...8...1.2.5..7..3.2.4...6...695.87......4.2..8....3..5")
	r := Solve(g, Options{})
	if !r.Solved {
		t.Fatal("the test puzzle is not solved by logic")
	}
	if b := Replay(g, r.Steps, 0); *b != *NewBoard(g) {
		t.Fatal("Replay of no steps is not the starting board")
	}
	eliminating := 0
	for i, s := range r.Steps {
		b := Replay(g, r.Steps, i)
		for _, e := range s.Eliminate {
			if !b.has(e.Cell, e.Digit) {
				t.Fatalf("step %d (%s) removes %v, which is not a candidate before it", i+1, s.Technique, e)
			}
		}
		for _, p := range s.Place {
			if b.Values[p.Cell] != 0 || !b.has(p.Cell, p.Digit) {
				t.Fatalf("step %d (%s) places %v on a cell that is filled or lacks it", i+1, s.Technique, p)
			}
		}
		if len(s.Eliminate) > 0 {
			eliminating++
			after := Replay(g, r.Steps, i+1)
			if after.has(s.Eliminate[0].Cell, s.Eliminate[0].Digit) {
				t.Fatalf("step %d's elimination is still there after it", i+1)
			}
		}
	}
	if eliminating == 0 {
		t.Fatal("the path has no eliminations to check")
	}
	if end := Replay(g, r.Steps, len(r.Steps)+5); end.Grid() != r.Board.Grid() || !end.Solved() {
		t.Fatal("the replayed path does not end on the solved grid")
	}
}
