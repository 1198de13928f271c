package designwin

import (
	"errors"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// ctrl presses Ctrl (Cmd on a Mac) with key on win, as the desktop driver
// hands it.
func ctrl(win fyne.Window, key fyne.KeyName) {
	win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault})
}

// typed presses a key on win that no widget takes.
func typed(win fyne.Window, key fyne.KeyName) {
	win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: key})
}

// TestOneKeyboardRule drives the keys the issue found broken, each in the
// real window or dialog: Esc and Ctrl+W close the book builder (it
// ignored both); Esc cancels Open and Save, typed in their focused fields
// (the fields swallowed it); Enter dismisses an error dialog; Ctrl+O over
// an open error opens nothing more (it stacked a second dialog).
func TestOneKeyboardRule(t *testing.T) {
	w := newWindow(t, "")
	w.BookPath = filepath.Join(t.TempDir(), "book.json")
	for _, close := range []func(fyne.Window){
		func(win fyne.Window) { typed(win, fyne.KeyEscape) },
		func(win fyne.Window) { ctrl(win, fyne.KeyW) },
	} {
		bw := w.ShowBook()
		close(bw.Win)
		if w.bookWin != nil {
			t.Error("the book builder stayed open")
			bw.Win.Close()
		}
	}

	overlays := func() int { return len(w.Win.Canvas().Overlays().List()) }
	for name, key := range map[string]fyne.KeyName{"Open": fyne.KeyO, "Save": fyne.KeyS} {
		ctrl(w.Win, key)
		field, ok := w.Win.Canvas().Focused().(*keyrule.Entry)
		if overlays() != 1 || !ok {
			t.Fatalf("%s: %d dialogs, focus on %T", name, overlays(), w.Win.Canvas().Focused())
		}
		field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if overlays() != 0 {
			t.Errorf("Esc did not cancel %s", name)
			w.Win.Canvas().Overlays().Top().Hide()
		}
	}

	w.showError(errors.New("the design could not be read"))
	ctrl(w.Win, fyne.KeyO)
	if overlays() != 1 {
		t.Errorf("Ctrl+O over an error: %d dialogs", overlays())
	}
	typed(w.Win, fyne.KeyReturn)
	if overlays() != 0 {
		t.Error("Enter did not dismiss the error")
	}
	ctrl(w.Win, fyne.KeyO)
	if overlays() != 1 {
		t.Errorf("Ctrl+O after the error: %d dialogs", overlays())
	}
	typed(w.Win, fyne.KeyEscape) // as the window hands it when no field takes it
	if overlays() != 0 {
		t.Error("Esc did not cancel Open")
	}
}
