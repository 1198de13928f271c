package designwin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/ui/i18n"
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
func (w *Window) Quit() {
	if w.autosaveFailed() != nil {
		w.autosave() // the disk may have room again
	}
	w.FlushAutosave()
	if w.autosaveFailed() == nil {
		w.end()
		return
	}
	w.askBeforeQuit()
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

// askBeforeQuit shows the choice Quit offers after a failed autosave.
func (w *Window) askBeforeQuit() {
	var d dialog.Dialog
	saveAs := widget.NewButton(i18n.T("Save design…"), func() {
		d.Hide()
		w.saveDesignThen(w.end)
	})
	saveAs.Importance = widget.HighImportance
	quit := widget.NewButton(i18n.T("Quit without saving"), func() { d.Hide(); w.end() })
	stay := widget.NewButton(i18n.T("Cancel"), func() { d.Hide() })
	message := widget.NewLabel(i18n.Tf("The design could not be autosaved (%s), so your latest changes are not on disk. Save the design elsewhere before quitting?", i18n.Err(w.autosaveFailed())))
	message.Wrapping = fyne.TextWrapWord
	d = dialog.NewCustomWithoutButtons(i18n.T("Your latest changes are not saved"),
		container.NewBorder(nil, container.NewHBox(stay, quit, saveAs), nil, nil, message), w.Win)
	d.Resize(fyne.NewSize(520, 220))
	w.quitDialog = d
	d.Show()
}
