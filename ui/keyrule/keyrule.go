// Package keyrule is the one keyboard rule of every Pictdoku window and
// dialog, so that a key does the same thing wherever it is pressed:
//
//   - Esc closes the topmost dialog, as its Cancel (or only) button does.
//     With no dialog open it closes the window, unless the window is the
//     app itself (the design window: Ctrl+Q quits it).
//   - Enter presses the dialog's default button: OK of a message or an
//     error, Yes of a question, the confirm button of a form. (A text
//     field's Enter submits its form by itself.)
//   - Ctrl+W closes the window; in the design window that is quitting.
//   - Ctrl+Q quits from every window.
//   - No dialog opens over another: an action that shows one first asks
//     Busy (Ctrl+O over an error dialog used to open a second dialog).
//
// Fyne 2.7 gives none of this: its dialogs take no keys, and a focused
// text field swallows Esc. Windows install the rule (Install); dialogs
// are shown through this package (ShowError, ShowConfirm, ShowForm …) or
// registered with Track, which is how Esc and Enter know what to press;
// text fields that must pass Esc on are made with NewEntry.
package keyrule

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Options are what a window does under the rule.
type Options struct {
	// Close is what Ctrl+W does (nil: nothing).
	Close func()
	// EscCloses lets Esc run Close when no dialog is open: for the
	// windows beside the app's own (Play, Solution path, Book).
	EscCloses bool
	// Quit is what Ctrl+Q does (nil: nothing).
	Quit func()
	// TypedKey receives the keys the rule leaves (nil: none).
	TypedKey func(*fyne.KeyEvent)
}

// open is a dialog shown on a window: what Esc and Enter do to it.
type open struct {
	cancel, confirm func()
}

// rule is one window's rule and the dialogs open on it, topmost last.
type rule struct {
	win     fyne.Window
	opt     Options
	dialogs []*open
}

var (
	mu    sync.Mutex
	rules = map[fyne.Canvas]*rule{}
)

// Install puts the rule on win. It takes the canvas's typed-key handler
// (pass the window's own keys in opt.TypedKey) and adds Ctrl+W and Ctrl+Q.
func Install(win fyne.Window, opt Options) {
	r := &rule{win: win, opt: opt}
	c := win.Canvas()
	mu.Lock()
	rules[c] = r
	mu.Unlock()
	c.SetOnTypedKey(r.typedKey)
	shortcut := func(key fyne.KeyName, do func()) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { do() })
	}
	if opt.Close != nil {
		shortcut(fyne.KeyW, opt.Close)
	}
	if opt.Quit != nil {
		shortcut(fyne.KeyQ, opt.Quit)
	}
}

// ruleOf is the rule of the window showing canvas c (nil for none).
func ruleOf(c fyne.Canvas) *rule {
	mu.Lock()
	defer mu.Unlock()
	return rules[c]
}

// typedKey applies the rule to a key no widget took.
func (r *rule) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		r.escape()
		return
	case fyne.KeyReturn, fyne.KeyEnter:
		if d := r.top(); d != nil {
			if d.confirm != nil {
				d.confirm()
			}
			return
		}
	}
	if r.opt.TypedKey != nil && !Busy(r.win) {
		r.opt.TypedKey(ev)
	}
}

// escape closes the topmost dialog, or the window when the rule allows.
func (r *rule) escape() {
	if d := r.top(); d != nil {
		d.cancel()
		return
	}
	if Busy(r.win) {
		return // something of Fyne's own is on top (a menu): it takes its keys
	}
	if r.opt.EscCloses && r.opt.Close != nil {
		r.opt.Close()
	}
}

// top is the topmost dialog shown through this package, if it is the
// topmost thing over the window.
func (r *rule) top() *open {
	mu.Lock()
	defer mu.Unlock()
	if len(r.dialogs) == 0 {
		return nil
	}
	return r.dialogs[len(r.dialogs)-1]
}

// Escape presses Esc on win, as the rule has it (for a widget that takes
// the key itself, such as a text field).
func Escape(win fyne.Window) {
	if r := ruleOf(win.Canvas()); r != nil {
		r.escape()
	}
}

// Busy reports whether a dialog (or a pop-up of Fyne's own) is open over
// win: an action that would show another dialog does nothing then.
func Busy(win fyne.Window) bool { return win.Canvas().Overlays().Top() != nil }

// Track registers d, shown (or about to be shown) on win: Esc dismisses
// it, and Enter runs confirm (nil: Enter does nothing), until it closes.
func Track(win fyne.Window, d dialog.Dialog, confirm func()) {
	push(win, &open{cancel: d.Dismiss, confirm: confirm}, d.SetOnClosed)
}

// TrackFile registers Fyne's file dialog fd on win: Esc dismisses it (its
// name field passes Esc on: see SwapEntry).
func TrackFile(win fyne.Window, fd *dialog.FileDialog) {
	push(win, &open{cancel: fd.Dismiss}, fd.SetOnClosed)
}

// push adds d to win's dialogs, and has onClosed take it away.
func push(win fyne.Window, d *open, onClosed func(func())) {
	r := ruleOf(win.Canvas())
	if r == nil {
		return // a window without the rule (a test's)
	}
	mu.Lock()
	r.dialogs = append(r.dialogs, d)
	mu.Unlock()
	onClosed(func() {
		mu.Lock()
		defer mu.Unlock()
		for i, o := range r.dialogs {
			if o == d {
				r.dialogs = append(r.dialogs[:i], r.dialogs[i+1:]...)
				return
			}
		}
	})
}

// ShowError shows err in a dialog: Enter and Esc close it, as OK does.
func ShowError(err error, win fyne.Window) {
	d := dialog.NewError(err, win)
	Track(win, d, d.Hide)
	d.Show()
}

// ShowInformation shows a message: Enter and Esc close it, as OK does.
func ShowInformation(title, message string, win fyne.Window) {
	d := dialog.NewInformation(title, message, win)
	Track(win, d, d.Hide)
	d.Show()
}

// ShowConfirm asks a question: Enter answers Yes, Esc No.
func ShowConfirm(title, message string, callback func(bool), win fyne.Window) {
	d := dialog.NewConfirm(title, message, callback, win)
	Track(win, d, d.Confirm)
	d.Show()
}

// ShowCustomConfirm is ShowConfirm around content, with its own labels.
func ShowCustomConfirm(title, confirm, dismiss string, content fyne.CanvasObject, callback func(bool), win fyne.Window) *dialog.ConfirmDialog {
	d := dialog.NewCustomConfirm(title, confirm, dismiss, content, callback, win)
	Track(win, d, d.Confirm)
	d.Show()
	return d
}

// ShowForm shows a form: Enter submits it (when its fields are valid),
// Esc cancels it.
func ShowForm(title, confirm, dismiss string, items []*widget.FormItem, callback func(bool), win fyne.Window) *dialog.FormDialog {
	d := dialog.NewForm(title, confirm, dismiss, items, callback, win)
	Track(win, d, d.Submit)
	d.Show()
	return d
}

// ShowCustom shows content with one button, dismiss: Enter and Esc press
// it.
func ShowCustom(title, dismiss string, content fyne.CanvasObject, win fyne.Window) {
	d := dialog.NewCustom(title, dismiss, content, win)
	Track(win, d, d.Hide)
	d.Show()
}

// Entry is a text field that passes Esc on to the rule of its window (a
// focused field takes every key, so Esc never reached the window and
// could not cancel the dialog the field was in).
type Entry struct {
	widget.Entry
}

// NewEntry returns an empty one-line Entry.
func NewEntry() *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey passes Esc to the window's rule, and every other key to the
// field.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if !PassEscape(e, ev) {
		e.Entry.TypedKey(ev)
	}
}

// PassEscape hands Esc, typed on o while o has the focus, to the rule of
// o's window, and reports whether it did: the window then never hears of
// a key its focused widget receives (glfw gives it to the widget alone),
// so every focusable widget of the app passes Esc on through this (Entry,
// Check, Select, i18n.Choice).
func PassEscape(o fyne.CanvasObject, ev *fyne.KeyEvent) bool {
	if ev.Name != fyne.KeyEscape {
		return false
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil {
		if r := ruleOf(c); r != nil {
			r.escape()
			return true
		}
	}
	return false
}

// Check is a check box that passes Esc on to the rule of its window: a
// check box clicked keeps the focus, and took Esc, so the dialog it was
// in no longer closed on Esc.
type Check struct {
	widget.Check
}

// NewCheck returns a Check labelled label; changed (nil: none) gets its
// state when it changes.
func NewCheck(label string, changed func(bool)) *Check {
	c := &Check{}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

// TypedKey passes Esc to the window's rule, and every other key to the
// check box.
func (c *Check) TypedKey(ev *fyne.KeyEvent) {
	if !PassEscape(c, ev) {
		c.Check.TypedKey(ev)
	}
}

// Select is a drop-down choice that passes Esc on to the rule of its
// window, as Check does.
type Select struct {
	widget.Select
}

// NewSelect returns a Select of options; changed (nil: none) gets the
// option chosen.
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey passes Esc to the window's rule, and every other key to the
// choice.
func (s *Select) TypedKey(ev *fyne.KeyEvent) {
	if !PassEscape(s, ev) {
		s.Select.TypedKey(ev)
	}
}

// SelectAll selects the field's whole text, so that typing replaces it
// (a path or name offered in a dialog: typing a path of one's own used to
// go in front of it or after it).
func SelectAll(e *widget.Entry) { e.TypedShortcut(&fyne.ShortcutSelectAll{}) }
