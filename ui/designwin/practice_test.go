package designwin

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// TestPracticePuzzleInPlayAndBook: with a technique chosen in the Generate
// tab, the puzzle made goes into the book under that technique, and its
// hints in the play window say when the technique is due.
func TestPracticePuzzleInPlayAndBook(t *testing.T) {
	w := newWindow(t, "")
	w.BookPath = filepath.Join(t.TempDir(), "book.json")
	w.w.technique.SetValue("xy-wing")
	w.w.timeLimit.SetValue("60 s")
	w.Generate()
	waitIdle(t, w)
	if w.rating == nil || w.rating.Hardest != "XY-Wing" {
		t.Fatalf("no XY-Wing puzzle: %s", w.Result())
	}
	if !w.AddToBook() || w.book.Items[0].Technique != "XY-Wing" {
		t.Fatalf("the book item: %+v", w.book.Items)
	}
	pw := w.Play()
	defer pw.Win.Close()
	// Three hints a step (where to look, the step, applied); a step places
	// a digit or removes candidates, so a solve has at most 81 + 729 steps.
	for range 3 * (81 + 729) {
		pw.Hint()
		if strings.HasPrefix(pw.Status(), "Now the XY-Wing you are practising.") {
			return
		}
		if strings.Contains(pw.Status(), "solved") {
			break
		}
	}
	t.Fatal("no hint named the practised XY-Wing")
}

// TestPracticeKeepsTheDrawing: X-Wing practice on the heart sample, whose
// empty centre box seldom lets a puzzle need X-Wing on its own cells
// (seed 1 finds none in 40 s): after the pattern alone fails (given a
// third of the time limit), the window gives the puzzle helper clues
// beside the heart instead of adding cells to it, so the highlighted cells
// are still the heart, and says so; the progress bar spans both searches.
func TestPracticeKeepsTheDrawing(t *testing.T) {
	w := newWindow(t, "")
	w.w.technique.SetValue("x-wing") // the time limit stays the default 10 s
	test.Tap(w.w.generate)
	// The heart alone gets a third of the time, the helpers the whole
	// limit after it: the bar spans both from the start.
	var span float64
	fyne.DoAndWait(func() { span = w.w.progress.Max })
	if want := (10*time.Second/3 + 10*time.Second).Seconds(); span != want {
		t.Errorf("the bar spans %.2f s, want %.2f", span, want)
	}
	// The bar measures the whole run: it never goes back, through the
	// search on the heart alone and the helper rounds after it.
	last := 0.0
	for w.Running() {
		var v float64
		fyne.DoAndWait(func() { v = w.w.progress.Value })
		if v < last {
			t.Fatalf("the progress bar went back from %.2f to %.2f (%s)", last, v, w.Result())
		}
		last = v
		time.Sleep(20 * time.Millisecond)
	}
	if w.Pattern() != heart() {
		t.Fatalf("the heart changed:\n%s\n%s", w.Pattern().Lines(), w.Result())
	}
	if w.rating == nil || w.rating.Hardest != "X-Wing" {
		t.Fatalf("no X-Wing puzzle: %s", w.Result())
	}
	clues := pattern.OfClues(w.Clues())
	if clues != heart().Union(w.helpers) || w.helpers.Intersects(heart()) {
		t.Fatalf("clues off the heart and its helpers:\n%s", clues.Lines())
	}
	if !w.helpers.Empty() && !strings.Contains(w.Result(), "Kept the pattern") {
		t.Errorf("%d helpers, result %q", w.helpers.Count(), w.Result())
	}
}

// TestPracticeVariantsKeepTheTime: asked for several variants, which are
// puzzles on the pattern itself, a practice search gives the pattern
// alone the whole time limit (the bar spans just that).
func TestPracticeVariantsKeepTheTime(t *testing.T) {
	w := newWindow(t, "")
	w.w.technique.SetValue("x-wing")
	w.w.variants.SetSelected("2")
	test.Tap(w.w.generate)
	var span float64
	fyne.DoAndWait(func() { span = w.w.progress.Max })
	w.Cancel()
	waitIdle(t, w)
	if span != 10 {
		t.Errorf("the bar spans %.2f s, want the 10 s limit", span)
	}
}
