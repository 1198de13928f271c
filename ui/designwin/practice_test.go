package designwin

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
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
	waitIdle(t, w, 90*time.Second)
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
