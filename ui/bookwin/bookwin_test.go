package bookwin

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/bookstore"
	_ "github.com/pictdoku/pictdoku/ui/clocale"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/savedialog"
)

var puzzles = []string{
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
	".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
	"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
}

func filled(t *testing.T) *book.Book {
	b := &book.Book{Settings: book.Settings{PageSize: "A4", PerPage: 2, Answers: true}}
	for i, p := range puzzles {
		g, _ := sudoku.Parse(p)
		s, _ := exact.Solve(&g)
		b.Add(book.Item{Puzzle: p, Solution: s.String(), Level: "Hard", Score: float64(3 - i)})
	}
	return b
}

func TestBookList(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.json")
	w := New(test.NewTempApp(t), filled(t), bookstore.At(path))
	defer w.Win.Close()
	w.list.Select(0)
	w.MoveSelected(1)
	if w.Book.Items[1].Puzzle != puzzles[0] {
		t.Fatal("move down")
	}
	w.Sort()
	if w.Book.Items[0].Score != 1 {
		t.Fatal("sort")
	}
	w.list.Select(2)
	w.RemoveSelected()
	if len(w.Book.Items) != 2 {
		t.Fatal("remove")
	}
	// Saved with the app's data.
	if reloaded, _, _ := bookstore.Open(path); len(reloaded.Items) != 2 || reloaded.Items[0].Score != 1 {
		t.Fatalf("reload: %+v", reloaded.Items)
	}
	// Drag the first row down past the second.
	w.Win.Resize(fyne.NewSize(560, 640))
	first := w.Book.Items[0].Puzzle
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(w.list)
	test.Drag(w.Win.Canvas(), at.AddXY(200, 30), 0, 90)
	if w.Book.Items[1].Puzzle != first || w.selected != 1 {
		t.Fatalf("drag: the first puzzle is now at %d", indexOf(w.Book, first))
	}
	if reloaded, _, _ := bookstore.Open(path); reloaded.Items[1].Puzzle != first {
		t.Fatal("reorder not saved")
	}
	w.form.title.SetText("My book")
	if reloaded, _, _ := bookstore.Open(path); reloaded.Settings.Title != "My book" {
		t.Fatal("settings not saved")
	}
}

func TestExportAndCancel(t *testing.T) {
	w := New(test.NewTempApp(t), filled(t), nil)
	defer w.Win.Close()
	out := filepath.Join(t.TempDir(), "book.pdf")
	if err := <-w.Export(out); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(out)
	if !strings.HasPrefix(string(data), "%PDF") || w.progress.Value != 1 {
		t.Fatalf("export: %d bytes, progress %v", len(data), w.progress.Value)
	}
	// Cancel before the first page is done: no file is left.
	for i := 0; i < 40; i++ {
		w.Book.Items = append(w.Book.Items, w.Book.Items[0])
	}
	canceled := filepath.Join(t.TempDir(), "canceled.pdf")
	ch := w.Export(canceled)
	w.Cancel()
	if err := <-ch; err == nil {
		t.Fatal("cancel did not stop the export")
	}
	if _, err := os.Stat(canceled); err == nil {
		t.Fatal("a canceled export left a file")
	}
}

func indexOf(b *book.Book, puzzle string) int {
	for i, it := range b.Items {
		if it.Puzzle == puzzle {
			return i
		}
	}
	return -1
}

// TestExportThroughDialogKeepsOldBook drives Fyne's real save dialog onto
// an existing book. Fyne's dialog used to empty the file before the export
// began; now a failed or cancelled export leaves it byte for byte.
func TestExportThroughDialogKeepsOldBook(t *testing.T) {
	a := test.NewTempApp(t)
	w := New(a, filled(t), nil)
	defer w.Win.Close()
	w.Win.Resize(fyne.NewSize(900, 700))
	dir := t.TempDir()
	a.Preferences().SetString(savedialog.PrefLastFolder, dir)
	old := filepath.Join(dir, "book.pdf")
	os.WriteFile(old, []byte("the old book"), 0o644)

	// An export that fails (a title the PDF cannot hold).
	w.form.title.SetText("Book 😀")
	test.Tap(w.export)
	uitest.SaveAs(t, w.Win, "Book 😀.pdf", "book.pdf", true) // named after the title
	waitIdle(t, w)
	if got, _ := os.ReadFile(old); string(got) != "the old book" {
		t.Fatalf("a failed export changed the old book to %q", got)
	}
	if !strings.Contains(w.status.Text, "U+1F600") {
		t.Errorf("status: %q", w.status.Text)
	}

	// A good export replaces it with the whole new book.
	w.form.title.SetText("Book")
	test.Tap(w.export)
	uitest.SaveAs(t, w.Win, "Book.pdf", "book.pdf", true)
	waitIdle(t, w)
	if got, _ := os.ReadFile(old); !strings.HasPrefix(string(got), "%PDF") {
		t.Fatalf("the export did not replace the book: %.20q", got)
	}
}

// waitIdle waits for a background export or fill to finish. It has no
// time limit, which would fail a busy machine (go test's -timeout stops
// a hang): fills are bounded by attempts (TestMain).
func waitIdle(t *testing.T, w *Window) {
	t.Helper()
	for {
		busy := true
		fyne.DoAndWait(func() { busy = w.cancel != nil })
		if !busy {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestMain makes fills the same on any machine: a fixed seed, and each
// search bounded by a count of attempts instead of a minute.
func TestMain(m *testing.M) {
	fillSeed = func() uint64 { return 1 }
	fillAttempts = 400
	os.Exit(m.Run())
}

// TestDamagedBookListKept: one damaged item no longer drops the whole
// list (and then the next "Add to book" overwrote it with one item): the
// good items and the settings load, the file is kept aside, and the
// notice says what was skipped.
func TestDamagedBookListKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.json")
	b := filled(t)
	b.Settings.Title = "Winter puzzles"
	data, _ := book.Marshal(*b)
	damaged := strings.Replace(string(data), puzzles[1], puzzles[1][:40], 1)
	os.WriteFile(path, []byte(damaged), 0o644)

	got, savePath, notice := bookstore.Open(path)
	if len(got.Items) != 2 || got.Settings.Title != "Winter puzzles" || savePath.Path() != path {
		t.Fatalf("loaded %d items, title %q, save path %q", len(got.Items), got.Settings.Title, savePath.Path())
	}
	if notice == nil || !strings.Contains(notice.Error(), "No. 2: puzzle has 40 cells") || !strings.Contains(notice.Error(), "book.json.bak") {
		t.Fatalf("notice: %v", notice)
	}
	if kept, _ := os.ReadFile(path + ".bak"); string(kept) != damaged {
		t.Fatal("the damaged file was not kept")
	}
	// Not JSON at all: an empty book, the file kept, a second backup beside the first.
	os.WriteFile(path, []byte("{not json"), 0o644)
	got, _, notice = bookstore.Open(path)
	if len(got.Items) != 0 || notice == nil || !strings.Contains(notice.Error(), "book.json.bak-2") {
		t.Fatalf("broken file: %d items, %v", len(got.Items), notice)
	}
	// When no copy can be kept, the book is not to be saved over the file.
	if os.Getuid() != 0 {
		os.WriteFile(path, []byte("{not json"), 0o644)
		os.Chmod(dir, 0o500)
		defer os.Chmod(dir, 0o700)
		if _, savePath, notice := bookstore.Open(path); savePath.Path() != "" || notice == nil {
			t.Fatalf("no backup possible: save path %q, %v", savePath.Path(), notice)
		}
	}
}
