package design

import (
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/play"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestResumeGoesOnPastEliminations: a game saved after a hint applied an
// elimination (a step that places no digit) and reopened from the file
// offers the step that comes next, not the applied one again; entries,
// pencil marks, revealed cells and time come back as they were.
func TestResumeGoesOnPastEliminations(t *testing.T) {
	clues, _ := sudoku.Parse(".5..1...6......8.2...3.6...1.94...7....269.8....5..46.8....4.......5.637....279.8")
	solution, _ := exact.Solve(&clues)
	g := play.New(clues, solution)
	g.Pencil[0] = sudoku.Bit(2) | sudoku.Bit(7)
	applied := false
	for range 3 * (81 + 729) {
		h := g.Hint()
		if h.Stage == play.HintNone {
			break
		}
		if h.Stage == play.HintApplied && len(h.Step.Place) == 0 {
			applied = true
			break
		}
	}
	if !applied {
		t.Fatal("no elimination step was applied: the test proves nothing")
	}
	g.Reveal(80)

	doc := Document{Pattern: patternOf(clues), Puzzle: clues.String(), Solution: solution.String(), Play: SaveGame(g)}
	data, err := Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	r := Resume(clues, solution, back.Play)
	if r.Entries != g.Entries || r.Pencil != g.Pencil || r.Revealed != g.Revealed || r.RuledOut != g.RuledOut || r.Elapsed != g.Elapsed {
		t.Fatalf("resumed game differs from the saved one")
	}
	want, got := g.Hint(), r.Hint()
	if want.Stage != got.Stage || want.Step == nil || got.Step == nil || want.Step.Technique != got.Step.Technique || want.Step.String() != got.Step.String() {
		t.Fatalf("after reopening the hint is %v, want %v", got.Step, want.Step)
	}
}

// TestResumeKeepsSolutionDigits: a damaged file that rules out a cell's
// solution digit cannot lead the hints astray; masks beyond nine digits
// are cut to them.
func TestResumeKeepsSolutionDigits(t *testing.T) {
	g := sudoku.Grid{}
	solution, _ := exact.Solve(&g)
	s := &PlayState{Entries: g.String(), RuledOut: make([]uint16, 81), Pencil: make([]uint16, 81)}
	for c := range s.RuledOut {
		s.RuledOut[c] = 0xFFFF
		s.Pencil[c] = 0xFFFF
	}
	r := Resume(g, solution, s)
	for c := 0; c < 81; c++ {
		if r.RuledOut[c] != sudoku.AllDigits&^sudoku.Bit(int(solution[c])) || r.Pencil[c] != sudoku.AllDigits {
			t.Fatalf("cell %d: ruled out %v, pencil %v", c, r.RuledOut[c], r.Pencil[c])
		}
	}
	if old := Resume(g, solution, &PlayState{Entries: g.String()}); old.RuledOut != ([81]sudoku.Mask{}) {
		t.Fatal("a file without ruled-out candidates resumes with some")
	}
}

func patternOf(g sudoku.Grid) string {
	b := []byte(g.String())
	for i, ch := range b {
		if ch != '.' {
			b[i] = 'X'
		}
	}
	return string(b)
}
