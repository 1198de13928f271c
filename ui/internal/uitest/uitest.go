// Package uitest drives Fyne windows in tests the way a user does: it
// finds the buttons and entries of the dialogs on top of a window (Fyne's
// own file dialog included) so a test can type a name and press Save.
package uitest

import (
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/linebreak"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// Top returns the topmost overlay (dialog) of win, failing the test when
// there is none.
func Top(t testing.TB, win fyne.Window) fyne.CanvasObject {
	t.Helper()
	top := win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog is showing")
	}
	return top
}

// Button finds the button labelled label under o.
func Button(t testing.TB, o fyne.CanvasObject, label string) *widget.Button {
	t.Helper()
	return labelled(t, o, label, "buttons", func(b *widget.Button) string { return b.Text })
}

// Check finds the check box labelled label under o: Fyne's, or the
// keyboard rule's (tapping the one returned taps the widget shown).
func Check(t testing.TB, o fyne.CanvasObject, label string) *widget.Check {
	t.Helper()
	for _, obj := range test.LaidOutObjects(o) {
		if c, ok := obj.(*keyrule.Check); ok && c.Text == label {
			return &c.Check
		}
	}
	return labelled(t, o, label, "check boxes", func(c *widget.Check) string { return c.Text })
}

// Choice finds the choice under o that shows selected, the word drawn
// (in the app's language), so a test can choose another value as the
// author does.
func Choice(t testing.TB, o fyne.CanvasObject, selected string) *i18n.Choice {
	t.Helper()
	return labelled(t, o, selected, "choices", func(c *i18n.Choice) string { return c.Selected })
}

// labelled finds the widget of type W whose text is label under o,
// failing the test with the texts of every W there (kinds names them).
func labelled[W fyne.CanvasObject](t testing.TB, o fyne.CanvasObject, label, kinds string, text func(W) string) W {
	t.Helper()
	var labels []string
	for _, obj := range test.LaidOutObjects(o) {
		if w, ok := obj.(W); ok {
			if text(w) == label {
				return w
			}
			labels = append(labels, text(w))
		}
	}
	t.Fatalf("no %q among the %s %q", label, kinds, labels)
	var none W
	return none
}

// EntryWithText finds the entry under o that holds text.
func EntryWithText(t testing.TB, o fyne.CanvasObject, text string) *widget.Entry {
	t.Helper()
	for _, obj := range test.LaidOutObjects(o) {
		if e := asEntry(obj); e != nil && e.Text == text {
			return e
		}
	}
	t.Fatalf("no entry holds %q", text)
	return nil
}

// asEntry is o as a text field: Fyne's, or the keyboard rule's.
func asEntry(o fyne.CanvasObject) *widget.Entry {
	switch e := o.(type) {
	case *widget.Entry:
		return e
	case *keyrule.Entry:
		return &e.Entry
	}
	return nil
}

// SaveAs fills Fyne's save dialog on top of win with name and presses
// Save, then Yes when the app asks whether to replace an existing file.
func SaveAs(t testing.TB, win fyne.Window, offered, name string, overwrite bool) {
	t.Helper()
	dlg := Top(t, win)
	EntryWithText(t, dlg, offered).SetText(name)
	test.Tap(Button(t, dlg, "Save"))
	if overwrite {
		test.Tap(Button(t, Top(t, win), "Yes"))
	}
}

// Texts returns the texts of the labels, rich texts and plain texts under
// o, without the line-break marks of a Japanese wraplabel.
func Texts(o fyne.CanvasObject) []string {
	var out []string
	for _, obj := range test.LaidOutObjects(o) {
		switch v := obj.(type) {
		case *widget.Label:
			out = append(out, linebreak.Strip(v.Text))
		case *widget.RichText:
			out = append(out, linebreak.Strip(v.String()))
		case *canvas.Text:
			out = append(out, linebreak.Strip(v.Text))
		}
	}
	return out
}

// Rows returns the lines of text drawn under o, in order, as they read:
// a wrapped label's rows one by one, without the line-break marks of a
// Japanese wraplabel (they have no width).
func Rows(o fyne.CanvasObject) []string {
	var out []string
	for _, obj := range test.LaidOutObjects(o) {
		if v, ok := obj.(*canvas.Text); ok && v.Text != "" {
			out = append(out, linebreak.Strip(v.Text))
		}
	}
	return out
}

// LongestText returns the longest text win shows, in characters: its
// title, and every label, entry, button, check, select and rich text of
// its content and of the dialogs over it. A test of a damaged file holds
// it against the most a window may show of a value.
func LongestText(win fyne.Window) (longest int, where string) {
	consider := func(s string) {
		s = linebreak.Strip(s) // a Japanese wraplabel's marks are no characters
		if n := utf8.RuneCountInString(s); n > longest {
			longest, where = n, s
		}
	}
	consider(win.Title())
	objects := []fyne.CanvasObject{win.Canvas().Content()}
	objects = append(objects, win.Canvas().Overlays().List()...)
	for _, o := range objects {
		for _, obj := range test.LaidOutObjects(o) {
			switch v := obj.(type) {
			case *widget.Label:
				consider(v.Text)
			case *widget.Entry:
				consider(v.Text)
			case *keyrule.Entry:
				consider(v.Text)
			case *widget.Button:
				consider(v.Text)
			case *widget.Check:
				consider(v.Text)
			case *widget.Select:
				consider(v.Selected)
			case *widget.RichText:
				consider(v.String())
			case *canvas.Text:
				consider(v.Text)
			}
		}
	}
	if len(where) > 60 {
		where = string([]rune(where)[:60]) + "…"
	}
	return longest, where
}
