package designwin

import (
	"errors"

	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/ui/bookwin"
)

// AddToBook adds the current puzzle to the book.
func (w *Window) AddToBook() bool {
	if w.clues.Clues() == 0 {
		w.say(func() string { return i18n.T("Generate or paste a puzzle first, then add it to the book.") })
		return false
	}
	if w.waitForRating() {
		return false
	}
	b := w.openBook()
	it := book.Item{Puzzle: w.clues.String(), Solution: w.solution.String(), Design: w.docName}
	if !w.helpers.Empty() {
		it.Helpers = w.helpers.String()
	}
	if w.rating != nil {
		it.Level, it.Score = w.rating.Level, w.rating.Score
		// A practice puzzle goes into its technique's section.
		if t, ok := techniquechoice.Chosen(w.w.technique); ok && w.rating.Hardest == t.String() {
			it.Technique = t.String()
		}
	}
	if c := w.colorsOf(); c != nil {
		it.Colors = design.FormatColors(*c) // for books printed in the picture's colours
	}
	if !b.Add(it) {
		w.sayDone(func() string { return i18n.T("This puzzle is already in the book.") })
		return false
	}
	if err := w.saveBook(); err != nil {
		// A puzzle is in the book only once the list that holds it is on
		// disk: it leaves the list again, so that Add to book tries anew
		// once the folder takes files (it was kept in memory, and the
		// next Add said "already in the book" of a list that lacked it).
		b.Remove(len(b.Items) - 1)
		if w.bookWin != nil {
			w.bookWin.Reload(b)
		}
		w.say(func() string {
			return i18n.Tf("The puzzle was not added: the book list could not be saved (%s). Add it again once the folder takes files.", i18n.Err(err))
		})
		return false
	}
	if len(b.Items) == 1 {
		w.sayDone(func() string { return i18n.T("Added to the book (1 puzzle).") })
	} else {
		n := len(b.Items)
		w.sayDone(func() string { return i18n.Tf("Added to the book (%d puzzles).", n) })
	}
	return true
}

// openBook returns the book, loading it from the app's data once.
func (w *Window) openBook() *book.Book {
	if w.book == nil {
		b, store, notice := bookstore.Open(w.BookPath)
		w.book, w.bookStore = b, store
		if notice != nil {
			keyrule.ShowInformation(i18n.T("Book list"), i18n.Err(notice), w.Win)
		}
	}
	return w.book
}

// saveBook writes the book list, merged with what other Pictdoku
// instances on the profile added meanwhile, and refreshes the book window;
// the error says why the list could not be written.
func (w *Window) saveBook() error {
	err := w.bookStore.Save(w.book)
	if w.bookWin != nil {
		w.bookWin.Reload(w.book)
	}
	return err
}

// ShowBook opens the book builder.
func (w *Window) ShowBook() *bookwin.Window {
	if w.bookWin == nil {
		b := w.openBook()
		// Catch up with what other instances saved since the list was read.
		if err := w.bookStore.Save(b); err != nil && !errors.Is(err, bookstore.ErrNotSaved) {
			keyrule.ShowInformation(i18n.T("Book list"), i18n.Err(err), w.Win)
		}
		bw := bookwin.New(w.App, b, w.bookStore)
		bw.OnQuit = func() { w.quitFrom(bw.Win) }
		w.bookWin = bw
		w.bookWin.Win.SetOnClosed(func() { w.bookWin = nil })
	}
	w.bookWin.Win.Show()
	return w.bookWin
}
