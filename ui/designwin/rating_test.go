package designwin

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// forumHard is issue 56's puzzle from the forum's hardest list (Sudoku
// Explainer 10.3): rating it takes a nested forcing chain.
const forumHard = "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6."

// holdRatings makes the window's ratings wait, once they have reported
// some progress, until the returned function is called (or they are
// stopped), so that a test sees the window while a rating is under way
// whatever the machine's speed.
func holdRatings(t *testing.T) (release func()) {
	held := make(chan struct{})
	rateWith = func(ctx context.Context, g sudoku.Grid, trial bool, progress func(filled, open int)) (rating.Rating, error) {
		select {
		case <-held:
		case <-ctx.Done():
			return rating.Rating{}, ctx.Err()
		}
		return rating.RateContext(ctx, g, trial, progress)
	}
	t.Cleanup(func() { rateWith = rating.RateContext })
	return func() { close(held) }
}

// TestPastedPuzzleIsRatedInTheBackground: Ctrl+V of one of the hardest
// puzzles returns at once; while it is rated the result line says so,
// Cancel is offered, and Play, Add to book and Export wait for the level
// (buttons and menu items disabled, the actions say why). Then the level
// shows and they come back. Pasted again and stopped, the puzzle stays,
// without a level, and can be added to the book.
func TestPastedPuzzleIsRatedInTheBackground(t *testing.T) {
	w := newWindow(t, "")
	w.BookPath = filepath.Join(t.TempDir(), "book.json")
	release := holdRatings(t)
	w.App.Clipboard().SetContent(forumHard)
	w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutPaste{Clipboard: w.App.Clipboard()})
	if w.Clues().String() != forumHard || !w.RatingUnderWay() {
		t.Fatalf("after Ctrl+V: clues %s, rating under way %v", w.Clues(), w.RatingUnderWay())
	}
	if w.Result() != "Rating the puzzle…" || w.w.cancel.Disabled() || !w.w.play.Disabled() || !w.w.addToBook.Disabled() {
		t.Errorf("while rating: result %q, Cancel disabled %v, Play disabled %v, Add disabled %v", w.Result(), w.w.cancel.Disabled(), w.w.play.Disabled(), w.w.addToBook.Disabled())
	}
	for _, m := range w.Win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Add puzzle to book" && !it.Disabled {
				t.Errorf("menu item %q enabled while rating", it.Label)
			}
		}
	}
	if w.AddToBook() || !strings.Contains(w.Result(), "still being rated") {
		t.Errorf("Add to book while rating: %q", w.Result())
	}
	if err := w.ExportSheet(t.TempDir()+"/sheet.pdf", "Amber", false, false); err == nil || !strings.Contains(err.Error(), "still being rated") {
		t.Errorf("Export while rating: %v", err)
	}
	if w.Play() != nil {
		t.Error("Play opened while rating")
	}
	release()
	waitRated(w)
	if !strings.HasPrefix(w.Result(), "Extreme · score 10.") || !w.w.cancel.Disabled() || w.w.play.Disabled() || w.w.addToBook.Disabled() {
		t.Errorf("rated: result %q, Cancel disabled %v, Play disabled %v, Add disabled %v", w.Result(), w.w.cancel.Disabled(), w.w.play.Disabled(), w.w.addToBook.Disabled())
	}

	// Play shows that rating, its level and its steps as the path, without
	// rating the puzzle again.
	pw := w.Play()
	if pw == nil {
		t.Fatalf("Play: %q", w.Result())
	}
	texts := strings.Join(uitest.Texts(pw.Win.Content()), " ")
	if !strings.Contains(texts, "Extreme · score 10.") || len(pw.SolutionPath()) == 0 || len(pw.SolutionPath()) != len(w.full.Steps) {
		t.Errorf("play window: %d steps (design %d), texts %q", len(pw.SolutionPath()), len(w.full.Steps), texts)
	}
	pw.Win.Close()

	// Pasted anew (after another puzzle) and stopped.
	rateWith = rating.RateContext
	paste(t, w, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	holdRatings(t)
	if err := w.PastePuzzle(forumHard); err != nil || !w.RatingUnderWay() {
		t.Fatalf("pasted again: %v, under way %v", err, w.RatingUnderWay())
	}
	test.Tap(w.w.cancel)
	if w.RatingUnderWay() || !strings.HasPrefix(w.Result(), "Rating stopped") || !w.w.cancel.Disabled() {
		t.Errorf("stopped: under way %v, result %q, Cancel disabled %v", w.RatingUnderWay(), w.Result(), w.w.cancel.Disabled())
	}
	if w.Clues().String() != forumHard || w.w.addToBook.Disabled() || !w.AddToBook() {
		t.Errorf("after the stop: clues %s, Add disabled %v, result %q", w.Clues(), w.w.addToBook.Disabled(), w.Result())
	}
	if it := w.book.Items[len(w.book.Items)-1]; it.Puzzle != forumHard || it.Level != "" {
		t.Errorf("added after the stop: %+v, want the puzzle without a level", it)
	}
}

// TestOpenedPuzzleIsRatedInTheBackground: a design file's puzzle keeps
// the level its file gives, while its steps (which Play shows) are worked
// out off the UI goroutine, Play waiting for them; a file without a level
// says it is rating the puzzle, then shows it. Undo brings a rated puzzle
// back with its rating, without rating it again.
func TestOpenedPuzzleIsRatedInTheBackground(t *testing.T) {
	dir := t.TempDir()
	w := newWindow(t, "")
	paste(t, w, forumHard)
	level := w.Result()
	withLevel := filepath.Join(dir, "rated.pictdoku")
	if err := w.SaveDesign(withLevel); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(withLevel)
	var d map[string]any
	if err := json.Unmarshal(data, &d); err != nil || d["rating"] == nil {
		t.Fatalf("saved design: %v, rating %v", err, d["rating"])
	}
	delete(d, "rating")
	data, _ = json.Marshal(d)
	withoutLevel := filepath.Join(dir, "unrated.pictdoku")
	os.WriteFile(withoutLevel, data, 0o644)

	release := holdRatings(t)
	w2 := newWindow(t, "")
	if err := w2.OpenDesign(withLevel); err != nil {
		t.Fatal(err)
	}
	if !w2.RatingUnderWay() || w2.Result() != level || !w2.w.play.Disabled() {
		t.Errorf("opened with its level: under way %v, result %q (want %q), Play disabled %v", w2.RatingUnderWay(), w2.Result(), level, w2.w.play.Disabled())
	}
	w3 := newWindow(t, "")
	if err := w3.OpenDesign(withoutLevel); err != nil {
		t.Fatal(err)
	}
	if w3.Result() != "Rating the puzzle…" {
		t.Errorf("opened without a level: result %q", w3.Result())
	}
	w4 := newWindow(t, "")
	if err := w4.OpenDesign(withLevel); err != nil {
		t.Fatal(err)
	}
	test.Tap(w4.w.cancel)
	if w4.RatingUnderWay() || w4.Result() != level+" (Rating stopped: Play shows no solution path.)" || w4.w.play.Disabled() {
		t.Errorf("stopped with its level: under way %v, result %q, Play disabled %v", w4.RatingUnderWay(), w4.Result(), w4.w.play.Disabled())
	}
	release()
	waitRated(w2)
	waitRated(w3)
	for _, o := range []*Window{w2, w3} {
		if o.Result() != level || o.w.play.Disabled() || o.full == nil || len(o.full.Steps) == 0 {
			t.Errorf("rated: result %q (want %q), Play disabled %v", o.Result(), level, o.w.play.Disabled())
		}
	}

	full := w3.full
	tapCell(w3, 0) // an edit drops the puzzle
	w3.Undo()
	if w3.Clues().String() != forumHard || w3.full != full || w3.RatingUnderWay() || w3.Result() != level {
		t.Errorf("undone: clues %s, same rating %v, under way %v, result %q", w3.Clues(), w3.full == full, w3.RatingUnderWay(), w3.Result())
	}
}

// TestCancelStaysWhileRatedInTheBackground: Cancel stays enabled as long as
// anything it stops is under way. A picture read dropped while a pasted
// puzzle was being rated used to disable it, leaving the rating without a
// way to stop it.
func TestCancelStaysWhileRatedInTheBackground(t *testing.T) {
	w := newWindow(t, "")
	release := holdRatings(t)
	if err := w.PastePuzzle(forumHard); err != nil {
		t.Fatal(err)
	}
	// A read that lasts until it is dropped.
	w.readPicture = func(ctx context.Context, path string) (*picture.Source, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	w.OpenPicture(filepath.Join(t.TempDir(), "slow.png"))
	w.CancelPictureRead()
	settlePicture(t, w)
	if w.w.cancel.Disabled() || !w.RatingUnderWay() {
		t.Errorf("picture read dropped while rating: Cancel disabled %v, rating under way %v", w.w.cancel.Disabled(), w.RatingUnderWay())
	}
	release()
	waitRated(w)
	if !w.w.cancel.Disabled() {
		t.Error("Cancel enabled after the rating ended")
	}
}
