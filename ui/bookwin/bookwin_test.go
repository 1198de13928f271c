package bookwin

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	_ "github.com/pictdoku/pictdoku/ui/clocale"
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
	w := New(test.NewTempApp(t), filled(t), path)
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
	if reloaded := Load(path); len(reloaded.Items) != 2 || reloaded.Items[0].Score != 1 {
		t.Fatalf("reload: %+v", reloaded.Items)
	}
	// Drag the first row down past the second.
	w.Win.Resize(fyne.NewSize(560, 640))
	first := w.Book.Items[0].Puzzle
	test.Drag(w.Win.Canvas(), fyne.NewPos(200, 30), 0, 90)
	if w.Book.Items[1].Puzzle != first || w.selected != 1 {
		t.Fatalf("drag: the first puzzle is now at %d", indexOf(w.Book, first))
	}
	if Load(path).Items[1].Puzzle != first {
		t.Fatal("reorder not saved")
	}
	w.title.SetText("My book")
	if Load(path).Settings.Title != "My book" {
		t.Fatal("settings not saved")
	}
}

func TestExportAndCancel(t *testing.T) {
	w := New(test.NewTempApp(t), filled(t), "")
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
