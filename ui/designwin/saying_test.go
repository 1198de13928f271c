package designwin

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// TestLanguageSwitchKeepsWhatLabelsSay: with a picture loaded and a
// puzzle generated on it, a switch to Japanese and back says every label
// again from the state: the picture line still names the picture (it
// became "Drop a picture…"), the progress note still says "Puzzle 1 of 1"
// (it went blank), and the result line shows the rating in the language
// of the moment.
func TestLanguageSwitchKeepsWhatLabelsSay(t *testing.T) {
	w := newWindow(t, "")
	<-w.OpenPicture(ringPicture(t))
	test.Tap(w.w.generate)
	waitIdle(t, w)
	if w.Clues().Clues() == 0 {
		t.Fatalf("no puzzle on the ring: %q", w.Result())
	}
	picture, progress, result := w.w.pictureNote.Text, w.w.progressNote.Text, w.Result()
	if !strings.HasPrefix(picture, "ring.png (300x300)") || progress != "Puzzle 1 of 1" {
		t.Fatalf("before: picture %q, progress %q", picture, progress)
	}
	defer i18n.SetLanguage("en")
	if err := w.SwitchLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	if got := w.w.pictureNote.Text; !strings.HasPrefix(got, "ring.png") {
		t.Errorf("in Japanese the picture line says %q", got)
	}
	if got := w.w.progressNote.Text; got != i18n.Tf("Puzzle %d of %d", 1, 1) || got == "" {
		t.Errorf("in Japanese the progress note says %q", got)
	}
	if got := w.Result(); got == result || !strings.Contains(got, "スコア") {
		t.Errorf("in Japanese the result line says %q", got)
	}
	if err := w.SwitchLanguage("en"); err != nil {
		t.Fatal(err)
	}
	if w.w.pictureNote.Text != picture || w.w.progressNote.Text != progress || w.Result() != result {
		t.Errorf("back in English: %q, %q, %q; want %q, %q, %q", w.w.pictureNote.Text, w.w.progressNote.Text, w.Result(), picture, progress, result)
	}
}

// TestFailureMarksThePreviousPuzzle: a generation that finds nothing (here
// cancelled with the Cancel button) leaves the puzzle found before on the
// grid, marked: the result line says it is the previous one, and the two
// buttons say which puzzle they act on. A new puzzle takes the mark away.
func TestFailureMarksThePreviousPuzzle(t *testing.T) {
	w := newWindow(t, "")
	test.Tap(w.w.generate)
	waitIdle(t, w)
	first := w.Clues()
	if first.Clues() == 0 || w.w.play.Text != "Play this puzzle" {
		t.Fatalf("no first puzzle: %q", w.Result())
	}
	w.w.level.SetValue("Extreme")
	w.w.exact.SetChecked(true)
	test.Tap(w.w.generate)
	test.Tap(w.w.cancel)
	waitIdle(t, w)
	if w.Clues() != first {
		t.Skipf("an Extreme puzzle turned up before Cancel: %q", w.Result())
	}
	if !strings.Contains(w.Result(), "The puzzle on the grid is the previous one.") {
		t.Errorf("result %q", w.Result())
	}
	if w.w.play.Text != "Play the previous puzzle" || w.w.addToBook.Text != "Add the previous puzzle" {
		t.Errorf("buttons %q, %q", w.w.play.Text, w.w.addToBook.Text)
	}
	w.w.level.SetValue("Easy")
	w.w.exact.SetChecked(false)
	test.Tap(w.w.generate)
	waitIdle(t, w)
	if w.w.play.Text != "Play this puzzle" || strings.Contains(w.Result(), "previous") {
		t.Errorf("after a new puzzle: %q, %q", w.w.play.Text, w.Result())
	}
}

// TestFailureAdvice: the message after a failure is whole sentences (it
// began "not found in 10.1s; …"), and advises only what the settings in
// the window allow: no easier level while a technique sets it, no added
// cells or more clue cells while the picture is kept exact, no longer
// time at the longest limit.
func TestFailureAdvice(t *testing.T) {
	w := newWindow(t, "")
	nf := &generate.NotFoundError{Elapsed: 10100 * time.Millisecond, Open: []int{3, 4}}
	say := func() string {
		return failureMessage(w.Pattern(), generated{err: nf, asked: w.askedFor(w.generateOptions())}, false, false)
	}
	msg := say()
	if !strings.HasPrefix(msg, "No puzzle turned up in 10.1s.\nThe best attempt left 2 cells open (r1c4, r1c5).") {
		t.Errorf("the message begins %q", msg)
	}
	if !strings.HasSuffix(msg, "Try more clue cells, an easier level or a longer time limit.") {
		t.Errorf("with the defaults the advice is %q", msg)
	}
	for _, line := range strings.Split(msg, "\n") {
		if first := line[:1]; first != strings.ToUpper(first) || !strings.ContainsAny(line[len(line)-1:], ".:") {
			t.Errorf("not a sentence: %q", line)
		}
	}
	w.w.technique.SetValue("x-wing")
	w.w.keepPicture.SetChecked(true)
	w.w.timeLimit.SetValue("60 s")
	msg = say()
	for _, ruledOut := range []string{"easier level", "added cells", "more clue cells", "longer time"} {
		if strings.Contains(msg, ruledOut) {
			t.Errorf("advises %q, which the settings rule out:\n%s", ruledOut, msg)
		}
	}
	if !strings.HasSuffix(msg, "Try another technique.") {
		t.Errorf("with a technique, the picture kept and 60 s: %q", msg)
	}
}

// TestWaysTriedTogether: the bold block L at 18 clues gives no Extreme
// puzzle in 5 s. The ways out then run side by side for the time limit,
// with "Trying other ways…" on the progress bar (it stood at 100 %), and
// every one of them is either offered as a button or named among those
// tried without a puzzle (only "Allow Easy" used to come out).
func TestWaysTriedTogether(t *testing.T) {
	w := blockLAt18(t)
	w.w.exact.SetChecked(true)
	test.Tap(w.w.generate)
	seen := ""
	for ; w.Running(); time.Sleep(20 * time.Millisecond) {
		fyne.DoAndWait(func() {
			if f := w.w.progress.TextFormatter; f != nil && seen == "" {
				seen = f()
				if w.w.progress.Value >= w.w.progress.Max {
					t.Errorf("the bar is full while trying other ways: %v of %v", w.w.progress.Value, w.w.progress.Max)
				}
			}
		})
	}
	waitIdle(t, w)
	if w.Clues() != (sudoku.Grid{}) {
		t.Fatalf("a puzzle turned up after all: %q", w.Result())
	}
	if seen != "Trying other ways…" {
		t.Errorf("the progress bar said %q while the ways ran", seen)
	}
	if w.w.progress.TextFormatter != nil {
		t.Error("the bar still says it is trying other ways")
	}
	offered := map[string]bool{}
	for _, way := range w.ways {
		offered[way.label()] = true
	}
	result := w.Result()
	for _, way := range []struct{ button, tried string }{
		{"Keep the picture and add", "keeping the picture with helper clues"},
		{"Use 22 clues", "22 clue cells"},
		{"Outline instead of fill", "the outline instead of the fill"},
	} {
		found := strings.Contains(result, way.tried)
		for label := range offered {
			found = found || strings.HasPrefix(label, way.button)
		}
		if !found {
			t.Errorf("%q is neither offered nor named as tried:\n%s", way.button, result)
		}
	}
}

// TestLongLabelsKeepTheGrid: a way out and a fix whose labels name many
// cells wrap inside the side panel: the window's minimum width and the
// grid keep their size (the panel widened and the grid shrank from 615 to
// 510 pixels).
func TestLongLabelsKeepTheGrid(t *testing.T) {
	w := newWindow(t, "")
	grid, least := w.Grid.Size(), w.Win.Content().MinSize()
	long := "Fix the pattern (added r2c9, r4c5, r5c9, r6c1, r7c3 (boxes 3, 6 were empty))"
	w.ways = []wayOut{{label: func() string { return long }}}
	w.showWays()
	w.w.fix.SetText(long)
	w.w.fix.Show()
	w.w.play.SetText("Play the previous puzzle")
	w.Win.Content().Refresh()
	w.Win.Resize(fyne.NewSize(1000, 701)) // lay the window out again
	w.Win.Resize(fyne.NewSize(1000, 700))
	if now := w.Win.Content().MinSize(); now.Width != least.Width {
		t.Errorf("the window's least width went from %v to %v", least.Width, now.Width)
	}
	if now := w.Grid.Size(); now.Width != grid.Width {
		t.Errorf("the grid went from %v to %v wide", grid.Width, now.Width)
	}
}

// TestWaysOutFromALook: Generate on a look of the gallery (the default,
// in the grid with its puzzle once the looks are found) that gives no
// puzzle (the look's own stays, as the previous one) tries the
// ways out too, and says which gave nothing: the block L at 18 clues has
// no Naked Quad puzzle within 1 s, kept exact with helper clues or not
// (no way was tried from a look).
func TestWaysOutFromALook(t *testing.T) {
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(blockL(t))})
	settlePicture(t, w)
	w.w.clueSlider.SetValue(18)
	waitLooks(t, w)
	if w.lookShown() == nil {
		t.Fatal("no look in the grid")
	}
	filled := w.Clues() // the default look's puzzle, in the grid once found
	w.w.timeLimit.SetValue("1 s")
	w.w.technique.SetValue("naked-quad")
	test.Tap(w.w.generate)
	waitIdle(t, w)
	if w.Clues() != filled || !w.previous && filled != (sudoku.Grid{}) {
		t.Fatalf("a puzzle turned up after all: %q", w.Result())
	}
	if res := w.Result(); !strings.Contains(res, "Also tried, without a puzzle: keeping the picture with helper clues, 22 clue cells, the outline instead of the fill.") {
		t.Errorf("the ways out were not tried from the look: %q", res)
	}
}

// TestJapaneseSettingsFit: in Japanese the Generate tab's settings fit
// the side panel at the default window size: no check box's label is
// wider than the panel (two ran past its edge and were cut off, with
// the choices' arrows beside them).
func TestJapaneseSettingsFit(t *testing.T) {
	if err := i18n.SetLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i18n.SetLanguage("en") })
	w := newWindow(t, "")
	w.w.tabs.SelectIndex(2)
	w.Win.Resize(fyne.NewSize(1000, 701))
	w.Win.Resize(fyne.NewSize(1000, 700))
	panel := w.w.tabs.Items[2].Content.Size().Width
	for _, c := range []*keyrule.Check{w.w.exact, w.w.trial, w.w.autoRepair, w.w.fixedSeed} {
		if c.MinSize().Width > panel {
			t.Errorf("%q is %v wide, the panel %v", c.Text, c.MinSize().Width, panel)
		}
	}
}
