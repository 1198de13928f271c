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
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/savedialog"
)

// TestRepeatsNamedAndConfirmed: a book that holds a puzzle twice, the
// second time turned a quarter, names the repeat under the tabs, and
// Export asks before it writes: No writes nothing, Yes goes on to the
// save dialog.
func TestRepeatsNamedAndConfirmed(t *testing.T) {
	a := test.NewTempApp(t)
	b := filled(t)
	var turned [81]byte
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			turned[j*9+8-i] = puzzles[0][i*9+j]
		}
	}
	g, _ := sudoku.Parse(string(turned[:]))
	s, _ := exact.Solve(&g)
	b.Add(book.Item{Puzzle: string(turned[:]), Solution: s.String(), Level: "Easy", Score: 1})
	w := New(a, b, nil)
	defer w.Win.Close()
	w.Win.Resize(fyne.NewSize(900, 700))
	const want = "puzzle 4 repeats puzzle 1 (relabelled, rotated or mirrored)"
	if !strings.Contains(w.summary.Text, want) {
		t.Fatalf("summary %q lacks %q", w.summary.Text, want)
	}
	dir := t.TempDir()
	a.Preferences().SetString(savedialog.PrefLastFolder, dir)

	test.Tap(w.export)
	dlg := uitest.Top(t, w.Win)
	if texts := strings.Join(uitest.Texts(dlg), "\n"); !strings.Contains(texts, want) || !strings.Contains(texts, "Export the book anyway?") {
		t.Fatalf("the dialog says %q", texts)
	}
	test.Tap(uitest.Button(t, dlg, "No"))
	if top := w.Win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("a dialog is still showing after No: %q", uitest.Texts(top))
	}

	test.Tap(w.export)
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Yes"))
	uitest.SaveAs(t, w.Win, "pictdoku-book.pdf", "book.pdf", false)
	waitIdle(t, w)
	if data, _ := os.ReadFile(filepath.Join(dir, "book.pdf")); !strings.HasPrefix(string(data), "%PDF") {
		t.Fatalf("no book after Yes: %q", w.status.Text)
	}

	// The repeat gone, the line goes too.
	w.list.Select(3)
	w.RemoveSelected()
	if strings.Contains(w.summary.Text, "repeats") {
		t.Errorf("summary after the repeat was removed: %q", w.summary.Text)
	}
}
