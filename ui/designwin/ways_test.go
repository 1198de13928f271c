package designwin

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// blockLAt18 is a window with the bold block L dropped on it at 18 clue
// cells, exactly Extreme and 5 s (25 attempts, TestMain), Generate pressed
// before the looks come (they would come after an hour): the picture
// itself gives no puzzle, so the ways out are tried.
func blockLAt18(t *testing.T) *Window {
	d := looksDelay
	looksDelay = time.Hour
	t.Cleanup(func() { looksDelay = d })
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(blockL(t))})
	settlePicture(t, w)
	w.w.clueSlider.SetValue(18)
	w.w.timeLimit.SetValue("5 s")
	w.w.exact.SetChecked(true)
	w.w.level.SetValue("Extreme")
	return w
}

// blockL writes the corpus's bold block L to a PNG and returns its path.
func blockL(t *testing.T) string {
	t.Helper()
	for _, it := range corpus.Shapes() {
		if it.Name == "block-L-bold" {
			path := filepath.Join(t.TempDir(), "L.png")
			if err := os.WriteFile(path, corpus.Render(it, corpus.ShapeStyles[0], 1).Data, 0o644); err != nil {
				t.Fatal(err)
			}
			return path
		}
	}
	t.Fatal("no block-L-bold in the shape corpus")
	return ""
}

// TestWaysOutAfterAFailure: a block L at 18 clues gives no Extreme puzzle
// in 5 s; the window then offers buttons for the changes that were tried and
// work, "Keep the picture and add N helper clues" among them. Tapping it
// shows that very puzzle: every picture cell a clue, N helper clues
// beside it, unique, and the picture controls still recompute live.
func TestWaysOutAfterAFailure(t *testing.T) {
	w := blockLAt18(t)
	shown := pictureItself(w) // what keeping the picture keeps (see TestKeepPictureKeepsThePicture)
	w.Generate()
	waitIdle(t, w)
	if w.Clues() != (sudoku.Grid{}) {
		t.Fatalf("a puzzle turned up after all: %q", w.Result())
	}
	if !w.w.ways.Visible() || len(w.w.ways.Objects) != len(w.ways) || len(w.ways) == 0 {
		t.Fatalf("ways out: %d buttons, visible %v, %d ways; result %q", len(w.w.ways.Objects), w.w.ways.Visible(), len(w.ways), w.Result())
	}
	if !strings.Contains(w.Result(), "These changes do give a puzzle") {
		t.Errorf("result %q", w.Result())
	}
	var keep *wrapButton
	for _, o := range w.w.ways.Objects {
		if b := o.(*wrapButton); strings.HasPrefix(b.Text, "Keep the picture and add") {
			keep = b
		}
	}
	if keep == nil {
		t.Fatalf("no keep-the-picture way among %d", len(w.ways))
	}
	test.Tap(keep)
	clues := w.Clues()
	if w.Pattern() != shown || !w.w.keepPicture.Checked || w.helpers.Empty() {
		t.Fatalf("after the way out: picture kept %v, box checked %v, %d helpers", w.Pattern() == shown, w.w.keepPicture.Checked, w.helpers.Count())
	}
	if pattern.OfClues(clues) != shown.Union(w.helpers) || exact.Count(&clues, 2) != 1 {
		t.Fatalf("the puzzle is not unique on the picture and its helpers")
	}
	if !strings.Contains(keep.Text, " "+strconv.Itoa(w.helpers.Count())+" helper") {
		t.Errorf("button %q, %d helpers", keep.Text, w.helpers.Count())
	}
	if w.w.ways.Visible() || len(w.ways) != 0 {
		t.Error("the ways out stay after one was taken")
	}
	w.w.clueSlider.SetValue(26)
	if w.Pattern().Count() != 26 || !w.helpers.Empty() {
		t.Errorf("the clue slider no longer recomputes: %d cells, %d helpers", w.Pattern().Count(), w.helpers.Count())
	}
}

// TestKeepPictureCheckbox: with "Keep the picture exact" checked, Generate
// keeps every cell of the dropped L (read as it lies: pictureItself) and
// adds helper clues outside it; the
// design saved and opened again has the same puzzle, picture and helpers
// (export/pdf's TestHelperCluesUnhighlighted covers their printing).
func TestKeepPictureCheckbox(t *testing.T) {
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(blockL(t))})
	settlePicture(t, w)
	shown := pictureItself(w)
	test.Tap(w.w.keepPicture)
	if !w.w.keepPicture.Checked {
		t.Fatal("the box did not check")
	}
	onUIWait(func() { w.w.timeLimit.SetValue("30 s") }) // it works the looks out again: between two of their reports
	clues := generatedPuzzle(t, w)
	if w.Pattern() != shown || pattern.OfClues(clues) != shown.Union(w.helpers) || shown.Intersects(w.helpers) || exact.Count(&clues, 2) != 1 {
		t.Fatalf("picture kept %v, clues on picture and helpers %v", w.Pattern() == shown, pattern.OfClues(clues) == shown.Union(w.helpers))
	}
	if n := w.helpers.Count(); n > 8 || (n > 0 && !strings.Contains(w.Result(), "Kept the picture")) {
		t.Errorf("%d helpers, result %q", n, w.Result())
	}
	w2 := reopened(t, w)
	if w2.Pattern() != shown || w2.helpers != w.helpers || w2.Clues() != clues || !w2.w.keepPicture.Checked {
		t.Errorf("reopened: picture %v, helpers %v, puzzle %v, box %v", w2.Pattern() == shown, w2.helpers == w.helpers, w2.Clues() == clues, w2.w.keepPicture.Checked)
	}
}

// TestKeepBoxSavedWithADrawing: "Keep the picture exact" keeps a drawn
// pattern too, and a drawn design saved with the box ticked opens with
// it ticked (the file used to record it with a picture only, so the
// reopened drawing lost it).
func TestKeepBoxSavedWithADrawing(t *testing.T) {
	w := newWindow(t, "")
	if w.pictureRes != nil || w.Pattern().Empty() {
		t.Fatal("want a drawn pattern and no picture")
	}
	test.Tap(w.w.keepPicture)
	if !w.w.keepPicture.Checked || !reopened(t, w).w.keepPicture.Checked {
		t.Fatal("the ticked box did not come back with the drawing")
	}
	test.Tap(w.w.keepPicture)
	if w.w.keepPicture.Checked || reopened(t, w).w.keepPicture.Checked {
		t.Fatal("the box came back ticked after it was cleared")
	}
}

// TestDropDesignFile: a saved design dropped on the window opens as a
// design (it used to be read as a picture and refused).
func TestDropDesignFile(t *testing.T) {
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(blockL(t))})
	settlePicture(t, w)
	path := filepath.Join(t.TempDir(), "L.pictdoku")
	if err := w.SaveDesign(path); err != nil {
		t.Fatal(err)
	}
	w2 := newWindow(t, "")
	w2.Dropped([]fyne.URI{storage.NewFileURI(path)})
	settlePicture(t, w2)
	if w2.Pattern() != w.Pattern() || w2.Grid.Picture == nil {
		t.Fatalf("dropped design: same pattern %v, picture %v", w2.Pattern() == w.Pattern(), w2.Grid.Picture != nil)
	}
}

// TestAddToBookSaysWhenTheListIsNotSaved: when the book list cannot be
// written, Add to book says so (it used to say "Added to the book"), and
// the puzzle is not in the book: only a list on disk holds puzzles (see
// TestBookSaveRetried). The next add that can be saved writes its own.
func TestAddToBookSaysWhenTheListIsNotSaved(t *testing.T) {
	w := newWindow(t, "")
	w.w.timeLimit.SetValue("30 s")
	w.Generate()
	waitIdle(t, w)
	dir := t.TempDir()
	blocker := filepath.Join(dir, "not-a-folder")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.BookPath = filepath.Join(blocker, "book.json") // its folder is a file: no write can work
	if w.AddToBook() || !strings.Contains(w.Result(), "could not be saved") || strings.Contains(w.Result(), "Added to the book") {
		t.Fatalf("result %q", w.Result())
	}
	if len(w.book.Items) != 0 {
		t.Fatalf("%d puzzles in the list held in memory", len(w.book.Items))
	}
	// The folder comes back (the disk was full, the folder read-only).
	os.Remove(blocker)
	if err := os.Mkdir(blocker, 0o755); err != nil {
		t.Fatal(err)
	}
	paste(t, w, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if !w.AddToBook() || !strings.HasPrefix(w.Result(), "Added to the book (1 puzzle).") {
		t.Fatalf("second add: %q", w.Result())
	}
	data, err := os.ReadFile(w.BookPath)
	if err != nil || strings.Count(string(data), `"puzzle"`) != 1 {
		t.Errorf("saved list: %v, %d puzzles", err, strings.Count(string(data), `"puzzle"`))
	}
}

// reopened saves w's design to a new file and opens it in a new window,
// as a user who quits and comes back would.
func reopened(t *testing.T, w *Window) *Window {
	t.Helper()
	path := filepath.Join(t.TempDir(), "saved.pictdoku")
	if err := w.SaveDesign(path); err != nil {
		t.Fatal(err)
	}
	w2 := newWindow(t, "")
	if err := w2.OpenDesign(path); err != nil {
		t.Fatal(err)
	}
	waitRated(w2) // its steps
	return w2
}

// generatedPuzzle runs Generate to its end and returns the puzzle shown, failing
// when there is none.
func generatedPuzzle(t *testing.T, w *Window) sudoku.Grid {
	t.Helper()
	w.Generate()
	waitIdle(t, w)
	clues := w.Clues()
	if clues == (sudoku.Grid{}) {
		t.Fatalf("no puzzle: %q", w.Result())
	}
	return clues
}
