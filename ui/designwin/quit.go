package designwin

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// Quit ends the app the way every way out does (Ctrl+Q, File › Quit, the
// window's close button): the play and book windows close with the design
// window, and the app ends (closing the design window alone left the
// process running with the book builder open). The design is autosaved soon after every change,
// so quitting only writes what the last half second changed. But when the last autosave failed (a full
// disk, a folder made read-only), quitting would lose the changes since
// the last one that worked: Quit first tries the autosave again, and if
// it still fails asks the author whether to save the design elsewhere,
// quit anyway, or stay.
//
// The book list is treated alike: changes the list on disk lacks (a save
// that failed) are saved again, and Quit asks while that still fails.
func (w *Window) Quit() { w.quitFrom(w.Win) }

// quitFrom is Quit asked for in window from (the design, book or play
// window: Ctrl+Q works in each), where the question, if any, shows:
// without a window manager to raise the design window, a question shown
// there stayed hidden under the window the author was looking at.
func (w *Window) quitFrom(from fyne.Window) {
	if w.autosaveFailed() != nil {
		w.autosave() // the disk may have room again
	}
	w.FlushAutosave()
	if w.bookUnsaved() != nil {
		w.saveBook()
	}
	if w.autosaveFailed() == nil && w.bookUnsaved() == nil {
		w.end()
		return
	}
	w.askBeforeQuit(from)
}

// bookUnsaved tells why changes to the book list are not on disk (nil
// when there are none).
func (w *Window) bookUnsaved() error {
	if w.book == nil {
		return nil
	}
	return w.bookStore.Unsaved(w.book)
}

// end closes every window of the app and ends it. A book export under
// way is cancelled: its temporary file goes, and the old book stays.
func (w *Window) end() {
	if w.playWin != nil {
		w.playWin.Win.Close()
	}
	if w.bookWin != nil {
		w.bookWin.Cancel()
		w.bookWin.Win.Close()
	}
	w.Win.Close()
	w.App.Quit()
}

// askBeforeQuit shows, on window on, the choice Quit offers after a
// failed autosave or book save: save the design elsewhere (when its
// autosave failed; the design window comes forward for it), quit anyway,
// or stay.
func (w *Window) askBeforeQuit(on fyne.Window) {
	if w.quitDialog != nil && keyrule.Busy(w.quitOn) {
		return // asked already
	}
	var d dialog.Dialog
	quit := widget.NewButton(i18n.T("Quit without saving"), func() { d.Hide(); w.end() })
	stay := widget.NewButton(i18n.T("Cancel"), func() { d.Hide() })
	buttons := container.NewHBox(stay, quit)
	var lines []string
	if err := w.autosaveFailed(); err != nil {
		lines = append(lines, i18n.Tf("The design could not be autosaved (%s), so your latest changes are not on disk. Save the design elsewhere before quitting?", i18n.Err(err)))
		saveAs := widget.NewButton(i18n.T("Save design…"), func() {
			d.Hide()
			w.Win.RequestFocus()
			w.saveDesignThen(w.end)
		})
		saveAs.Importance = widget.HighImportance
		buttons.Add(saveAs)
	}
	if err := w.bookUnsaved(); err != nil {
		lines = append(lines, i18n.Tf("The book list could not be saved (%s), so your latest changes to the book are not on disk.", i18n.Err(err)))
	}
	message := wraplabel.New(strings.Join(lines, "\n\n"))
	d = dialog.NewCustomWithoutButtons(i18n.T("Your latest changes are not saved"),
		container.NewBorder(nil, buttons, nil, nil, message), on)
	d.Resize(fyne.NewSize(520, 220))
	w.quitDialog, w.quitOn = d, on
	keyrule.Track(on, d, nil) // Esc stays, as Cancel does
	d.Show()
}
