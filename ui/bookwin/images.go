package bookwin

import (
	"context"

	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/export/gridimage"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/opendialog"
)

// showImages asks for a folder and writes the book's puzzles into it.
func (w *Window) showImages() {
	if len(w.Book.Items) == 0 {
		w.say(func() string { return i18n.T("Add puzzles from the design window first.") })
		return
	}
	if keyrule.Busy(w.Win) {
		return // no dialog over another (see keyrule)
	}
	opendialog.Show(w.Win, opendialog.Options{Title: i18n.T("Export images into a folder"), Folder: true, Action: i18n.T("Export")},
		func(dir string) { w.ExportImages(dir) })
}

// ExportImages writes each puzzle of the book as an image (the format of
// the book's settings) into dir, numbered as in the book, in the
// background; the channel gets the outcome. A folder that already holds
// one of the names is refused, so no file is ever replaced.
func (w *Window) ExportImages(dir string) <-chan error {
	result := make(chan error, 1)
	opt := pdfOptions(w.Book.Settings, i18n.Current())
	if err := opt.Check(); err != nil {
		w.say(func() string { return i18n.Tf("Export: %s", i18n.Err(err)) })
		result <- err
		return result
	}
	var grids []gridimage.Puzzle
	for _, e := range pdf.Order(entries(w.Book), opt) {
		grids = append(grids, gridimage.Puzzle{Clues: e.Clues, Helpers: e.Helpers})
	}
	format := orDefault(w.Book.Settings.ImageFormat, "svg")
	ctx, cancel := context.WithCancel(context.Background())
	w.begin(cancel)
	go func() {
		paths, err := gridimage.WriteFolder(dir, grids, format, opt.Highlight, func(done, total int) bool {
			fyne.Do(func() { w.progress.SetValue(float64(done) / float64(total)) })
			return ctx.Err() == nil
		})
		msg := func() string {
			if err != nil {
				return i18n.Tf("Export: %s", i18n.Err(err))
			}
			return i18n.Tf("Wrote %d images into %s", len(paths), dir)
		}
		fyne.Do(func() { w.end(msg) })
		result <- err
	}()
	return result
}
