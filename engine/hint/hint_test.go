package hint

import (
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

const (
	puzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func TestWrongEntryFirst(t *testing.T) {
	p, _ := sudoku.Parse(puzzle)
	cur := p
	cur[3*9+6] = 6 // r4c7: the solution has 4
	h, sol, err := Next(p, cur)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Wrong) != 1 || h.Step != nil {
		t.Fatalf("want the wrong entry, got %+v", h)
	}
	if got := h.Text(sol).String(); got != "r4c7 cannot be 6: the solution has 4 there." {
		t.Errorf("text: %q", got)
	}
	if !strings.Contains(h.Nudge().String(), "r4c7") {
		t.Errorf("nudge: %q", h.Nudge().String())
	}
}

func TestNextStep(t *testing.T) {
	p, _ := sudoku.Parse(puzzle)
	h, sol, err := Next(p, p)
	if err != nil || h.Step == nil {
		t.Fatalf("%v %+v", err, h)
	}
	if strings.Contains(h.Nudge().String(), "=") || !strings.Contains(h.Nudge().String(), "Look for a") {
		t.Errorf("the nudge should not give the answer: %q", h.Nudge().String())
	}
	pl := h.Step.Place[0]
	if int(sol[pl.Cell]) != pl.Digit {
		t.Errorf("hint places a wrong digit")
	}
	full, _ := sudoku.Parse(solution)
	if h, _, _ := Next(p, full); h.Step != nil || h.Text(full).String() != "The puzzle is solved." {
		t.Errorf("solved grid: %+v", h)
	}
}

func TestBadPuzzles(t *testing.T) {
	var empty sudoku.Grid
	if _, _, err := Next(empty, empty); err != ErrNotUnique {
		t.Errorf("empty: %v", err)
	}
	g, _ := sudoku.Parse("12345678........................................................................9")
	if _, _, err := Next(g, g); err != ErrNoSolution {
		t.Errorf("no solution: %v", err)
	}
}
