package bookwin

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/export/pdf"
)

// TestExportWritesTheCover: "Also write the cover" is offered only for a
// print-on-demand book; with it, the export writes NAME-cover.pdf beside
// the book, sized for the book's pages, and says so. The choice and the
// back text are kept with the book.
func TestExportWritesTheCover(t *testing.T) {
	w := sixByNine(t)
	f := &w.form
	if !f.cover.Disabled() || !f.backText.Disabled() {
		t.Error("the cover is offered for a book that is not for print on demand")
	}
	f.pod.SetChecked(true)
	if f.cover.Disabled() || f.backText.Disabled() {
		t.Fatal("the cover is not offered for a print-on-demand book")
	}
	f.cover.SetChecked(true)
	f.backText.SetText("Three puzzles to try.")
	if s := w.Book.Settings; !s.Cover || s.BackText != "Three puzzles to try." {
		t.Fatalf("settings %+v", s)
	}
	out := filepath.Join(t.TempDir(), "mine.pdf")
	exportPOD(t, w, out)
	cover := filepath.Join(filepath.Dir(out), "mine-cover.pdf")
	if !strings.Contains(w.status.Text, "Wrote the cover "+cover) {
		t.Errorf("status %q", w.status.Text)
	}
	facts := readFacts(t, cover)
	opt := pdfOptions(w.Book.Settings, "en")
	wantW, wantH := pdf.CoverSize(opt, 24) // 3 puzzles and their answers, brought to 24 pages
	for size := range facts.Sizes {
		if math.Abs(size[0]-wantW/25.4*72) > 0.5 || math.Abs(size[1]-wantH/25.4*72) > 0.5 {
			t.Errorf("cover %v pt, want %.2f x %.2f", size, wantW/25.4*72, wantH/25.4*72)
		}
	}
	if b, _, _ := bookstore.Open(w.Store.Path()); !b.Settings.Cover || b.Settings.BackText != "Three puzzles to try." {
		t.Errorf("reloaded settings %+v", b.Settings)
	}
}

// sixByNine opens the book builder on a filled book with 6x9 pages.
func sixByNine(t *testing.T) *Window {
	t.Helper()
	w := New(test.NewTempApp(t), filled(t), bookstore.At(filepath.Join(t.TempDir(), "book.json")))
	t.Cleanup(w.Win.Close)
	w.form.page.SetValue("6x9")
	return w
}

// exportPOD exports the book to out as the Export button does and
// checks that the builder calls it ready for print on demand.
func exportPOD(t *testing.T, w *Window, out string) {
	t.Helper()
	if err := <-w.Export(out); err != nil {
		t.Fatal(err)
	}
	waitIdle(t, w)
	if !strings.Contains(w.status.Text, "ready for print on demand") {
		t.Errorf("status %q", w.status.Text)
	}
}

// readFacts reads back what a written PDF says of its pages.
func readFacts(t *testing.T, path string) pdf.Facts {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	facts, err := pdf.ReadFacts(data)
	if err != nil {
		t.Fatal(err)
	}
	return facts
}
