package play

import (
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

const (
	puzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func game(t *testing.T) *Game {
	p, _ := sudoku.Parse(puzzle)
	s, _ := sudoku.Parse(solution)
	return New(p, s)
}

func TestMovesUndoConflicts(t *testing.T) {
	g := game(t)
	if g.Set(0, 1) != ErrClue {
		t.Fatal("clue cell accepted a digit")
	}
	g.Set(2, 5) // r1c3 = 5 clashes with the clue 5 in r1c1
	if c := g.Conflicts(); !c[2] || !c[0] {
		t.Fatal("conflict not shown")
	}
	if w := g.Wrong(); len(w) != 1 || w[0] != 2 {
		t.Fatalf("wrong: %v", w)
	}
	g.Undo()
	if g.Entries[2] != 0 || g.Conflicts()[0] {
		t.Fatal("undo")
	}
	g.Redo()
	if g.Entries[2] != 5 {
		t.Fatal("redo")
	}
	g.Set(2, 0)
	g.TogglePencil(2, 4)
	g.TogglePencil(2, 1)
	if g.Pencil[2] != sudoku.Bit(4)|sudoku.Bit(1) {
		t.Fatalf("pencil %s", g.Pencil[2])
	}
	g.Set(11, 4) // r2c3 = 4... removes 4 from the peers' pencil marks
	if g.Pencil[2].Has(4) {
		t.Fatal("placing did not clear the peer's pencil mark")
	}
	g.AutoCandidates()
	if g.Pencil[2] != g.Current().Candidates()[2] {
		t.Fatal("auto candidates")
	}
}

func TestHintThreePresses(t *testing.T) {
	g := game(t)
	h1 := g.Hint()
	if h1.Stage != HintNudge || !strings.HasPrefix(h1.Text.String(), "Look for a") || len(h1.Cells) == 0 {
		t.Fatalf("first press: %+v", h1)
	}
	h2 := g.Hint()
	if h2.Stage != HintStep || h2.Step == nil || !strings.Contains(h2.Text.String(), "fits only") {
		t.Fatalf("second press: %+v", h2)
	}
	before := g.Current().Clues()
	h3 := g.Hint()
	if h3.Stage != HintApplied || g.Current().Clues() != before+1 {
		t.Fatalf("third press: %+v", h3)
	}
	// A wrong entry comes first, and applying that hint clears it.
	g.Set(3*9+6, 6)
	w := g.Hint()
	if len(w.Wrong) != 1 || !strings.Contains(w.Text.String(), "r4c7") {
		t.Fatalf("wrong-entry hint: %+v", w)
	}
	g.Hint()
	g.Hint()
	if c := 3*9 + 6; g.Entries[c] != g.Solution[c] || !g.Revealed[c] {
		t.Fatalf("applying the wrong-entry hint left %d in r4c7 (the solution has %d), revealed %v", g.Entries[c], g.Solution[c], g.Revealed[c])
	}
}

func TestRevealAndSolve(t *testing.T) {
	g := game(t)
	for c := 0; c < 81; c++ {
		g.Reveal(c)
	}
	if !g.Solved() {
		t.Fatal("revealing every cell should solve")
	}
	if h := g.Hint(); h.Stage != HintNone || h.Text.String() != "The puzzle is solved." {
		t.Fatalf("hint when solved: %+v", h)
	}
}

// TestHintNamesThePractisedTechnique: in a puzzle made to practise the
// XY-Wing, hints say so when the XY-Wing is the step due, and only then.
func TestHintNamesThePractisedTechnique(t *testing.T) {
	clues, _ := sudoku.Parse(".5..1...6......8.2...3.6...1.94...7....269.8....5..46.8....4.......5.637....279.8")
	solution, _ := exact.Solve(&clues)
	g := New(clues, solution)
	g.Practice, g.HasPractice = logic.XYWing, true
	seen := false
	for range 81 * 3 {
		h := g.Hint()
		if h.Stage == HintNone {
			break
		}
		practised := strings.HasPrefix(h.Text.String(), "Now the XY-Wing you are practising.")
		if h.Stage == HintApplied {
			continue
		}
		if due := h.Step != nil && h.Step.Technique == logic.XYWing; due != practised {
			t.Fatalf("step %v, hint %q", h.Step.Technique, h.Text)
		}
		if practised && h.Stage == HintStep && strings.Contains(h.Text.String(), "XY-Wing:") {
			seen = true
		}
	}
	if !seen {
		t.Fatal("the XY-Wing never came up in the hints")
	}
}
