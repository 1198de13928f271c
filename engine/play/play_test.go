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

// TestSolveUpTo: "Solve up to here" enters what the path's first steps
// place, sets every empty cell's marks to the candidates they leave, keeps
// the player's right digit, drops a wrong one, and is undone in one move.
func TestSolveUpTo(t *testing.T) {
	g := game(t)
	steps := logic.Solve(g.Clues, logic.Options{}).Steps
	const n = 10
	placed := map[int]bool{}
	for _, s := range steps[:n] {
		for _, p := range s.Place {
			placed[p.Cell] = true
		}
	}
	right, wrong := -1, -1 // two empty cells the first steps leave alone
	for c := range g.Clues {
		if g.Clues[c] == 0 && !placed[c] {
			if right < 0 {
				right = c
			} else {
				wrong = c
				break
			}
		}
	}
	if err := g.Set(right, int(g.Solution[right])); err != nil {
		t.Fatal(err)
	}
	if err := g.Set(wrong, int(g.Solution[wrong])%9+1); err != nil {
		t.Fatal(err)
	}
	before := *g
	g.SolveUpTo(steps, n)
	for c := range placed {
		if g.Entries[c] != g.Solution[c] || !g.Revealed[c] {
			t.Fatalf("cell %s: entry %d revealed %v, want the solution's %d", sudoku.CellName(c), g.Entries[c], g.Revealed[c], g.Solution[c])
		}
	}
	if g.Entries[right] != g.Solution[right] || g.Revealed[right] {
		t.Error("the player's right digit was not kept as theirs")
	}
	if g.Entries[wrong] != 0 {
		t.Error("the wrong digit stayed")
	}
	b := logic.Replay(g.Clues, steps, n)
	want := b.Cands[wrong]
	if sees(right, wrong) {
		want &^= sudoku.Bit(int(g.Solution[right]))
	}
	if g.Pencil[wrong] != want || g.Pencil[wrong] == 0 {
		t.Errorf("marks of the emptied cell %v, want %v", g.Pencil[wrong], want)
	}
	if g.Wrong() != nil || g.Conflicts() != [81]bool{} {
		t.Errorf("wrong or clashing digits after solving up to step %d: %v", n, g.Wrong())
	}
	if !g.Undo() || g.Entries != before.Entries || g.Pencil != before.Pencil {
		t.Fatal("one Undo does not take the whole step back")
	}
	g.SolveUpTo(steps, len(steps))
	if !g.Solved() {
		t.Error("solving up to the last step does not solve the puzzle")
	}
}

// sees reports whether two cells share a unit.
func sees(a, b int) bool {
	for _, p := range sudoku.Peers[a] {
		if p == b {
			return true
		}
	}
	return false
}

// TestHintsGoOnPastEliminations: pressing Hint again and again solves the
// puzzle, steps that only remove candidates included (their eliminations
// change no digit, and a hint worked out from the digits alone offered the
// same step for ever); Undo takes an applied elimination back, so the
// same step is offered again.
func TestHintsGoOnPastEliminations(t *testing.T) {
	clues, _ := sudoku.Parse(".5..1...6......8.2...3.6...1.94...7....269.8....5..46.8....4.......5.637....279.8")
	solution, _ := exact.Solve(&clues)
	g := New(clues, solution)
	eliminations, undone := 0, false
	for range 3 * (81 + 729) {
		h := g.Hint()
		if h.Stage == HintNone {
			break
		}
		if h.Stage != HintApplied || len(h.Step.Place) > 0 {
			continue
		}
		eliminations++
		if !undone {
			undone = true
			if !g.Undo() {
				t.Fatal("Undo after an applied hint")
			}
			g.Hint()
			again := g.Hint()
			if again.Step == nil || again.Step.Technique != h.Step.Technique || len(again.Step.Eliminate) != len(h.Step.Eliminate) {
				t.Fatalf("after Undo the hint is %v, want the undone %v again", again.Step, h.Step.Technique)
			}
			g.Hint() // apply it again
		}
	}
	if !g.Solved() {
		t.Fatalf("hints stopped short of the solution after %d elimination steps: %s", eliminations, g.Current())
	}
	if eliminations == 0 {
		t.Fatal("the puzzle took no elimination step: the test proves nothing")
	}
}
