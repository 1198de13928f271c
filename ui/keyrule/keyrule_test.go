package keyrule

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
)

// TestRule: in a window with the rule, Esc closes the dialog on top, then
// (no dialog left) the window; Enter presses a question's Yes; Ctrl+W
// closes and Ctrl+Q quits; Busy tells whether a dialog is open.
func TestRule(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("")
	closed, quit := 0, 0
	Install(win, Options{Close: func() { closed++ }, EscCloses: true, Quit: func() { quit++ }})
	typed := func(k fyne.KeyName) { win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }

	ShowError(errors.New("no"), win)
	answer := ""
	ShowConfirm("Replace?", "Replace it?", func(ok bool) { answer = map[bool]string{true: "yes", false: "no"}[ok] }, win)
	if !Busy(win) {
		t.Fatal("two dialogs open, and not busy")
	}
	typed(fyne.KeyReturn)
	if answer != "yes" {
		t.Errorf("Enter on the question answered %q", answer)
	}
	typed(fyne.KeyEscape)
	if Busy(win) || closed != 0 {
		t.Fatalf("Esc on the error: busy %v, window closed %d times", Busy(win), closed)
	}
	typed(fyne.KeyEscape)
	if closed != 1 {
		t.Errorf("Esc with no dialog closed the window %d times", closed)
	}
	sc := win.Canvas().(fyne.Shortcutable)
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault})
	sc.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	if closed != 2 || quit != 1 {
		t.Errorf("Ctrl+W closed %d times, Ctrl+Q quit %d times", closed, quit)
	}
}

// TestEntryPassesEsc: Esc typed in a focused Entry reaches the rule and
// cancels the form it is in; other keys stay the field's.
func TestEntryPassesEsc(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("")
	Install(win, Options{})
	e := NewEntry()
	confirmed := -1
	ShowCustomConfirm("Name", "OK", "Cancel", e, func(ok bool) {
		confirmed = map[bool]int{true: 1, false: 0}[ok]
	}, win)
	win.Canvas().Focus(e)
	test.Type(e, "ab")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if e.Text != "a" {
		t.Errorf("the field's own keys: %q", e.Text)
	}
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if confirmed != 0 || Busy(win) {
		t.Errorf("Esc in the field: answered %d, busy %v", confirmed, Busy(win))
	}
}

// TestFocusedControlsPassEsc: a check box or a drop-down clicked in a
// dialog keeps the focus, and the window hears no key it receives: Esc
// still cancels the dialog (it did nothing once a box was ticked), and
// the controls' own keys still work.
func TestFocusedControlsPassEsc(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("")
	Install(win, Options{})
	for _, tc := range []struct {
		name    string
		control fyne.Focusable
	}{
		{"check box", NewCheck("Add the solution page", nil)},
		{"drop-down", NewSelect([]string{"Amber", "Sky"}, nil)},
	} {
		confirmed := -1
		ShowCustomConfirm("Export", "OK", "Cancel", tc.control.(fyne.CanvasObject), func(ok bool) {
			confirmed = map[bool]int{true: 1, false: 0}[ok]
		}, win)
		win.Canvas().Focus(tc.control)
		if c, ok := tc.control.(*Check); ok {
			c.TypedRune(' ')
			if !c.Checked {
				t.Errorf("%s: Space did not tick it", tc.name)
			}
		}
		tc.control.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if confirmed != 0 || Busy(win) {
			t.Errorf("Esc on a focused %s: answered %d, busy %v", tc.name, confirmed, Busy(win))
			for Busy(win) {
				win.Canvas().Overlays().Top().Hide()
			}
		}
	}
}
