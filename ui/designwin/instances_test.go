package designwin

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// Two puzzles for the two instances to add (each unique).
const (
	puzzleA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	puzzleB = "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
)

// TestTwoInstancesOnOneProfile plays two Pictdoku programs on one profile,
// as two windows opened from the desktop would be: before, both autosaved
// to the same file, so whichever changed last won, and each wrote its own
// book list over the other's.
func TestTwoInstancesOnOneProfile(t *testing.T) {
	profile := t.TempDir()
	first := ClaimInstance(profile)
	second := ClaimInstance(profile)
	defer first.Release()
	defer second.Release()
	if first.Number != 1 || second.Number != 2 || first.Autosave == second.Autosave || filepath.Base(second.Autosave) != "autosave-2.pictdoku" {
		t.Fatalf("claims: %+v and %+v", first, second)
	}

	open := func(in *Instance) *Window {
		w := New(test.NewTempApp(t), heart(), in.Autosave)
		w.BookPath = filepath.Join(profile, "book.json")
		w.Announce(in)
		t.Cleanup(func() { w.Win.Close() })
		return w
	}
	a, b := open(first), open(second)
	if a.Result() == b.Result() || !strings.Contains(b.Result(), "already open") || !strings.Contains(b.Result(), "autosave-2.pictdoku") {
		t.Fatalf("the second window does not say it is the second: %q", b.Result())
	}

	// Each edits its own design; each autosave keeps its own.
	tapCell(a, 0)
	tapCell(b, 80)
	a.FlushAutosave()
	b.FlushAutosave()
	for path, w := range map[string]*Window{first.Autosave: a, second.Autosave: b} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := design.Unmarshal(data)
		if err != nil || d.Pattern != w.Pattern().String() {
			t.Fatalf("%s holds %q, its window shows %q (%v)", filepath.Base(path), d.Pattern, w.Pattern(), err)
		}
	}

	// Each adds a puzzle to the book: the list on disk keeps both, and the
	// book builder of the first shows the second's puzzle too.
	for w, p := range map[*Window]string{a: puzzleA, b: puzzleB} {
		paste(t, w, p)
	}
	if !a.AddToBook() || !b.AddToBook() {
		t.Fatalf("adds: %q / %q", a.Result(), b.Result())
	}
	if !strings.HasPrefix(b.Result(), "Added to the book (2 puzzles).") {
		t.Errorf("second add: %q", b.Result())
	}
	saved, _, err := bookstore.Open(filepath.Join(profile, "book.json"))
	if err != nil || len(saved.Items) != 2 {
		t.Fatalf("book.json holds %d puzzles (%v), want both", len(saved.Items), err)
	}
	if bw := a.ShowBook(); len(bw.Book.Items) != 2 {
		t.Errorf("the first window's book builder shows %d puzzles, want the second's too", len(bw.Book.Items))
	}

	// The second quits; a third program on the profile takes its slot and
	// finds its design.
	b.FlushAutosave() // as its Quit does
	second.Release()
	third := ClaimInstance(profile)
	defer third.Release()
	if third.Autosave != second.Autosave {
		t.Fatalf("a new instance took %s, want the free %s", third.Autosave, second.Autosave)
	}
	if c := open(third); c.Pattern() != b.Pattern() {
		t.Errorf("the second's autosaved design did not come back")
	}
}

// TestLeftoverAutosaveOffered: a second window closed with its design in
// autosave-2.pictdoku; a later single Pictdoku offers it (it was never
// shown again), opens it on Yes with the design before one Undo away,
// and removes the leftover file. While the second window still runs, its
// autosave is not offered.
func TestLeftoverAutosaveOffered(t *testing.T) {
	profile := t.TempDir()
	star := pattern.Samples()[1].Pattern
	data, _ := design.Marshal(design.Document{Pattern: star.String()})
	left := filepath.Join(profile, "autosave-2.pictdoku")
	os.WriteFile(left, data, 0o644)

	running := ClaimInstance(profile)
	second := ClaimInstance(profile) // the second window, still open
	w := New(test.NewTempApp(t), heart(), running.Autosave)
	defer w.Win.Close()
	w.Announce(running)
	if w.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("the autosave of a window still open was offered")
	}
	second.Release()
	running.Release()

	in := ClaimInstance(profile)
	defer in.Release()
	w2 := New(test.NewTempApp(t), heart(), in.Autosave)
	defer w2.Win.Close()
	w2.Announce(in)
	dlg := uitest.Top(t, w2.Win)
	if texts := strings.Join(uitest.Texts(dlg), " "); !strings.Contains(texts, "autosave-2.pictdoku") {
		t.Fatalf("the offer: %s", texts)
	}
	test.Tap(uitest.Button(t, dlg, "Yes"))
	if w2.Pattern() != star {
		t.Fatalf("the leftover design was not opened:\n%s", w2.Pattern().Lines())
	}
	if _, err := os.Stat(left); err == nil {
		t.Error("the leftover file is still there")
	}
	w2.Undo()
	if w2.Pattern() != heart() {
		t.Error("Undo does not bring back the design before")
	}
}
