package designwin

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestPuzzleButtonsInReachAt800x600: at 800x600 a long result message
// moves no control of the Generate tab, and on the Design tab Play this
// puzzle and Add to book are wholly in the window, and a click where Add
// to book is drawn adds the puzzle.
// They sat at the foot of the Generate tab's scroll, below the fold at
// this size, and a long result pushed them further away.
func TestPuzzleButtonsInReachAt800x600(t *testing.T) {
	w := newWindow(t, "")
	w.BookPath = filepath.Join(t.TempDir(), "book.json")
	paste(t, w, puzzleA)
	w.Win.Resize(fyne.NewSize(800, 600))
	w.w.tabs.SelectIndex(2)
	d := fyne.CurrentApp().Driver()
	generateAt := d.AbsolutePositionForObject(w.w.generate)
	minSize := w.Win.Content().MinSize()
	w.w.result.SetText(strings.Repeat("A long message about what happened and what to try next. ", 20))
	w.Win.Content().Refresh()
	if now := d.AbsolutePositionForObject(w.w.generate); now != generateAt || w.w.generate.Size().Height == 0 {
		t.Errorf("a long result moved Generate from %v to %v", generateAt, now)
	}
	// A taller minimum would make the window grow, and the grid and the
	// controls move, under the pointer.
	if now := w.Win.Content().MinSize(); now != minSize {
		t.Errorf("a long result changed the window's minimum size from %v to %v", minSize, now)
	}
	w.w.tabs.SelectIndex(0)
	w.Win.Content().Refresh()
	size := w.Win.Canvas().Size()
	for _, b := range []*wrapButton{w.w.play, w.w.addToBook} {
		at := d.AbsolutePositionForObject(b)
		if !b.Visible() || at.X < 0 || at.Y < 0 || at.X+b.Size().Width > size.Width || at.Y+b.Size().Height > size.Height || b.Size().Height == 0 {
			t.Fatalf("%q is at %v, %v in a %v window", b.Text, at, b.Size(), size)
		}
	}
	at := d.AbsolutePositionForObject(w.w.addToBook).Add(fyne.NewPos(w.w.addToBook.Size().Width/2, w.w.addToBook.Size().Height/2))
	test.TapCanvas(w.Win.Canvas(), at)
	if len(w.book.Items) != 1 {
		t.Fatalf("a click on Add to book added %d puzzles; result %q", len(w.book.Items), w.Result())
	}
}

// TestAddToBookNamesTheDesign: a puzzle added to the book carries the
// name of its design, which the book builder's list shows: the file's, or
// a sample's (it kept the last file's name after a sample or Clear).
func TestAddToBookNamesTheDesign(t *testing.T) {
	w := newWindow(t, "")
	dir := t.TempDir()
	w.BookPath = filepath.Join(dir, "book.json")
	paste(t, w, puzzleA)
	if err := w.SaveDesign(filepath.Join(dir, "ring.pictdoku")); err != nil {
		t.Fatal(err)
	}
	if !w.AddToBook() || w.book.Items[0].Design != "ring" {
		t.Fatalf("the book item: %+v", w.book.Items)
	}
	// A sample is a new design, named after the sample; Clear leaves it
	// unnamed.
	w.w.samples.SetValue("Star")
	paste(t, w, puzzleB) // pasted into the document "Star"
	if !w.AddToBook() || w.book.Items[1].Design != "Star" {
		t.Fatalf("the item made after choosing a sample: %+v", w.book.Items[1])
	}
	w.Clear()
	if w.docName != "" {
		t.Errorf("after Clear the design is still called %q", w.docName)
	}
}

// TestNewResultShowsFromItsStart: a long result scrolled down to its end,
// the next message (here Ctrl+V of text that is no puzzle) shows from its
// first line; it was left scrolled down, its start out of sight.
func TestNewResultShowsFromItsStart(t *testing.T) {
	w := newWindow(t, "")
	w.say(func() string { return strings.Repeat("A long message about what happened and what to try next. ", 20) })
	w.w.resultScroll.ScrollToBottom()
	if w.w.resultScroll.Offset.Y == 0 {
		t.Fatal("the long message does not scroll")
	}
	w.App.Clipboard().SetContent("not a puzzle")
	w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutPaste{Clipboard: w.App.Clipboard()})
	if !strings.HasPrefix(w.Result(), "Paste: ") || w.w.resultScroll.Offset.Y != 0 {
		t.Errorf("the next message %q shows from %v down", w.Result(), w.w.resultScroll.Offset.Y)
	}
}
