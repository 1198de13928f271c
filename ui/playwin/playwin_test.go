package playwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/play"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	_ "github.com/pictdoku/pictdoku/ui/clocale"
	"github.com/pictdoku/pictdoku/ui/gridview"
)

const (
	puzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// newGame opens a play window on the test puzzle, in app a.
func newGame(t *testing.T, a fyne.App) *Window {
	p, _ := sudoku.Parse(puzzle)
	s, _ := sudoku.Parse(solution)
	var pat pattern.Pattern
	for c, v := range p {
		pat.Set(c, v != 0)
	}
	w := New(a, pat, play.New(p, s))
	t.Cleanup(w.Win.Close)
	return w
}

func newPlay(t *testing.T) *Window { return newGame(t, test.NewTempApp(t)) }

func key(w *Window, name fyne.KeyName) {
	w.KeyDown(&fyne.KeyEvent{Name: name})
	w.KeyUp(&fyne.KeyEvent{Name: name})
}

func TestTypingAndConflicts(t *testing.T) {
	w := newPlay(t)
	test.TapAt(w.Grid, w.Grid.CellCenter(2)) // r1c3
	key(w, fyne.Key4)
	if w.Game.Entries[2] != 4 || w.Grid.Entries[2] != 4 {
		t.Fatal("typing 4 did not enter it")
	}
	key(w, fyne.KeyRight) // r1c4
	key(w, fyne.Key5)     // clashes with the clue 5 in r1c1
	if w.Grid.Styles[3] != gridview.StyleSelected || w.Grid.Styles[0] == gridview.StyleConflict {
		t.Fatal("selection should stay visible; clues are not marked as conflicts")
	}
	key(w, fyne.KeyLeft)
	if w.Grid.Styles[3] != gridview.StyleConflict {
		t.Fatalf("conflict not shown on r1c4: %v", w.Grid.Styles[3])
	}
	key(w, fyne.KeyRight)
	key(w, fyne.KeyBackspace)
	if w.Game.Entries[3] != 0 {
		t.Fatal("backspace did not erase")
	}
	sc := w.Win.Canvas().(fyne.Shortcutable)
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault})
	if w.Game.Entries[3] != 5 {
		t.Fatal("Ctrl+Z did not undo the erase")
	}
}

func TestPencilMarks(t *testing.T) {
	w := newPlay(t)
	w.Select(2)
	w.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	key(w, fyne.Key1)
	key(w, fyne.Key2)
	w.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	if w.Game.Pencil[2] != sudoku.Bit(1)|sudoku.Bit(2) || w.Game.Entries[2] != 0 {
		t.Fatalf("shift+digit: pencil %s entry %d", w.Game.Pencil[2], w.Game.Entries[2])
	}
	w.pencilToggle.SetChecked(true)
	key(w, fyne.Key2)
	if w.Game.Pencil[2] != sudoku.Bit(1) {
		t.Fatal("pencil mode toggle")
	}
	w.pencilToggle.SetChecked(false)
	w.AutoCandidates()
	if w.Grid.Pencil[10] == 0 {
		t.Fatal("auto-candidates shown nothing")
	}
}

func TestHints(t *testing.T) {
	w := newPlay(t)
	w.Hint()
	if !strings.HasPrefix(w.Status(), "Look for a") || len(w.hintCells) != 9 {
		t.Fatalf("nudge: %q %v", w.Status(), w.hintCells)
	}
	w.Hint()
	if !strings.Contains(w.Status(), "fits only") {
		t.Fatalf("step: %q", w.Status())
	}
	filled := w.Game.Current().Clues()
	w.Hint()
	if w.Game.Current().Clues() != filled+1 || !strings.HasPrefix(w.Status(), "Applied") {
		t.Fatalf("apply: %q", w.Status())
	}
	w.Select(3*9 + 6)
	key(w, fyne.Key6) // wrong: the solution has 4
	w.Hint()
	if !strings.Contains(w.Status(), "r4c7") {
		t.Fatalf("wrong entry first: %q", w.Status())
	}
}

func TestSolvedMoment(t *testing.T) {
	w := newPlay(t)
	for c := 0; c < 81; c++ {
		w.Select(c)
		w.Reveal()
	}
	if !strings.HasPrefix(w.Status(), "Solved!") {
		t.Fatalf("status: %q", w.Status())
	}
}

func TestGoldenPlay(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.LightTheme())
	w := newGame(t, a)
	w.Select(2)
	w.Digit(4, false)
	w.Select(3)
	w.Digit(5, false)
	w.Select(18)
	w.Digit(1, true)
	w.Digit(2, true)
	w.Select(2)
	test.AssertRendersToImage(t, "play_light.png", w.Win.Canvas())
}
