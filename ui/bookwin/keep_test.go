package bookwin

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/internal/corpus"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// TestFillKeepsPicturesExact: with "Keep each picture exact" ticked, the
// puzzles made from a block L picture have every cell of the picture's
// pattern as a clue and their other clues recorded as helper clues; the
// setting is saved with the book.
func TestFillKeepsPicturesExact(t *testing.T) {
	w, dir, path := emptyBook(t)
	w.Win.Resize(fyne.NewSize(700, 800))
	var l corpus.Item
	for _, it := range corpus.Shapes() {
		if it.Name == "block-L-bold" {
			l = it
		}
	}
	data := corpus.Render(l, corpus.ShapeStyles[0], 1).Data
	png := filepath.Join(dir, "L.png")
	if err := os.WriteFile(png, data, 0o644); err != nil {
		t.Fatal(err)
	}
	src, err := picture.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	shown := src.Pattern(picture.Options{Clues: picture.DefaultClues}).Pattern

	test.Tap(w.fill)
	f := w.fillDialog
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Add design…"))
	chooseInOpenDialog(t, w.Win, png, "Open")
	test.Tap(f.keep)
	f.perDesign.SetText("2")
	for _, lv := range logic.Levels() {
		f.levels[lv].SetChecked(lv == logic.Easy)
	}
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Make puzzles"))
	waitIdle(t, w)
	if len(w.Book.Items) != 2 || !w.Book.Settings.KeepPicture {
		t.Fatalf("%d puzzles, keep picture %v: %s", len(w.Book.Items), w.Book.Settings.KeepPicture, w.status.Text)
	}
	for i, it := range w.Book.Items {
		g, _ := sudoku.Parse(it.Puzzle)
		helpers := it.HelperCells()
		if _, n := exact.Solve(&g); n != 1 || pattern.OfClues(g) != shown.Union(helpers) || shown.Intersects(helpers) || helpers.Count() > 8 {
			t.Errorf("item %d: %d solutions, clues on the picture and %d helpers %v", i, n, helpers.Count(), pattern.OfClues(g) == shown.Union(helpers))
		}
	}
	if saved, _, _ := bookstore.Open(path); !saved.Settings.KeepPicture || len(saved.Items) != 2 || saved.Items[0].Helpers != w.Book.Items[0].Helpers {
		t.Error("the setting or the helper clues were not saved")
	}
}
