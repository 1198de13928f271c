package designwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestUndoRestoresThePuzzle: undo and redo put back the whole state, the
// pattern with the puzzle made on it. Before, Ctrl+Y after Ctrl+Z brought
// back a repaired pattern without the puzzle generated on it, and undoing
// an edit lost the puzzle of the pattern it went back to.
func TestUndoRestoresThePuzzle(t *testing.T) {
	w := newWindow(t, "")
	w.w.timeLimit.SetValue("30 s")
	w.Generate()
	waitIdle(t, w)
	made, pat := w.Clues(), w.Pattern()
	if made.Clues() == 0 {
		t.Fatalf("no puzzle: %s", w.Result())
	}
	sc := w.Win.Canvas().(fyne.Shortcutable)
	tapCell(w, 0) // an edit drops the puzzle
	if w.Clues().Clues() != 0 {
		t.Fatal("the edit kept a puzzle that no longer fits")
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{}) // Ctrl+Z as the driver sends it
	if w.Pattern() != pat || w.Clues() != made || !strings.Contains(w.Result(), "score") || w.w.play.Disabled() {
		t.Fatalf("undo: pattern back %v, puzzle back %v, result %q", w.Pattern() == pat, w.Clues() == made, w.Result())
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{}) // Ctrl+Y
	if w.Pattern() == pat || w.Clues().Clues() != 0 {
		t.Fatal("redo did not bring the edit back")
	}
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if w.Clues() != made {
		t.Fatal("the puzzle did not come back a second time")
	}
}
