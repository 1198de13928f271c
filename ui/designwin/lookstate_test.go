package designwin

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/looks"
	"github.com/pictdoku/pictdoku/internal/poppler"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/savedialog"
)

// openWithLooks drops the picture at path on a new window and waits for
// its looks.
func openWithLooks(t *testing.T, path string) *Window {
	t.Helper()
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(path)})
	<-w.pictureRead
	waitLooks(t, w)
	return w
}

// lookAt is the look shown at place k of w's gallery.
func lookAt(w *Window, k int) looks.Look { return w.lookState.looks[w.lookState.order[k]] }

// otherFraming is the place of a found look in another framing than the
// default look's (so its colours and thumbnail differ), or fails.
func otherFraming(t *testing.T, w *Window) int {
	t.Helper()
	def := lookAt(w, 0).Rendering.Reading
	for k, it := range w.w.gallery.Items() {
		if rd := lookAt(w, k).Rendering.Reading; k > 0 && it.Ready && rd.Frame != def.Frame {
			return k
		}
	}
	t.Fatal("no look of the apple in a framing of its own")
	return -1
}

// TestDefaultLookFillsTheGrid: a picture dropped brings its Picture tab
// forward, and its default look's puzzle fills the grid once found,
// checked and framed in the gallery, with no click (the grid showed the
// look's cells without digits until the author clicked the look already
// framed); Undo takes the picture and the puzzle back together.
func TestDefaultLookFillsTheGrid(t *testing.T) {
	w := newWindow(t, "")
	before := w.Pattern()
	w.Dropped([]fyne.URI{storage.NewFileURI(applePicture(t))})
	<-w.pictureRead
	if got := w.w.tabs.SelectedIndex(); got != pictureTabIndex {
		t.Errorf("a picture opened shows tab %d, not the Picture tab", got)
	}
	waitLooks(t, w)
	def := lookAt(w, 0)
	if !w.w.gallery.Items()[0].Default || w.Clues() != def.Outcome.Puzzle.Clues || w.Pattern() != def.Outcome.Pattern {
		t.Fatalf("the default look's puzzle is not in the grid: %d clues, the look's cells %v", w.Clues().Clues(), w.Pattern() == def.Outcome.Pattern)
	}
	if w.w.gallery.Chosen() != 0 {
		t.Errorf("the gallery frames place %d, not the default look", w.w.gallery.Chosen())
	}
	// Each caption counts the puzzle's clues: "26+4 clues" for a look
	// with 4 helper clues beside its 26 cells ("26 clues" left them out).
	withHelpers := 0
	for k, it := range w.w.gallery.Items() {
		if !it.Ready {
			continue
		}
		o := lookAt(w, k).Outcome
		want := fmt.Sprintf("%d clues", o.Pattern.Count())
		if h := o.Helpers.Count(); h > 0 {
			want = fmt.Sprintf("%d+%d clues", o.Pattern.Count(), h)
			withHelpers++
		}
		if it.Count != want {
			t.Errorf("look %d (%s): caption %q, want %q", k, it.Title, it.Count, want)
		}
	}
	if withHelpers == 0 {
		t.Error("no look of the apple has helper clues: the caption of one is not checked")
	}
	filled := w.Clues()
	w.Undo()
	if w.Pattern() != before || w.Clues().Clues() != 0 {
		t.Errorf("Undo: the design before the picture %v, clues %d", w.Pattern() == before, w.Clues().Clues())
	}
	// The picture goes with it: the Picture tab said the apple's name and
	// showed its looks over the heart.
	waitLooks(t, w)
	if w.source != nil || w.pictureRes != nil || len(w.w.gallery.Items()) != 0 || w.w.pictureNote.Text != w.pictureNoteText() || w.pictureNoteText() != i18n.T("Drop a picture on the window, or open one.") {
		t.Errorf("Undo kept the apple: picture %v, %d looks, note %q", w.source != nil, len(w.w.gallery.Items()), w.w.pictureNote.Text)
	}
	w.Redo()
	waitLooks(t, w)
	if w.source == nil || w.Pattern() != def.Outcome.Pattern || w.Clues() != filled || w.w.gallery.Chosen() < 0 {
		t.Errorf("Redo: picture back %v, look back %v, puzzle back %v, a look framed %v", w.source != nil, w.Pattern() == def.Outcome.Pattern, w.Clues() == filled, w.w.gallery.Chosen() >= 0)
	}
}

// TestDefaultLookWaitsForNoEdit: a cell drawn by hand before the default
// look is found keeps the author's pattern: no puzzle fills the grid.
func TestDefaultLookWaitsForNoEdit(t *testing.T) {
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(applePicture(t))})
	<-w.pictureRead
	c := 0
	for w.pattern.Has(c) {
		c++
	}
	tapCell(w, c)
	drawn := w.Pattern()
	waitLooks(t, w)
	if w.Pattern() != drawn || w.Clues().Clues() != 0 {
		t.Errorf("the default look came over a hand edit: pattern kept %v, clues %d", w.Pattern() == drawn, w.Clues().Clues())
	}
}

// TestUndoAHandEditBringsBackTheLook: a look taken, then a cell drawn by
// hand, then Undo: the look is back whole, framed in the gallery, kept
// exact as it was, its colours the sheet's, and the result line names it
// (the hand edit's mark stayed, so the gallery framed nothing, a kept
// look lost its helper clues' badge, and the line said only the level).
func TestUndoAHandEditBringsBackTheLook(t *testing.T) {
	w := openWithLooks(t, applePicture(t))
	k := otherFraming(t, w)
	l := lookAt(w, k)
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(k))
	kept := w.keepsPattern()
	c := 0
	for w.pattern.Has(c) {
		c++
	}
	tapCell(w, c)
	if !w.editedByHand {
		t.Fatal("a cell drawn by hand is not marked as a hand edit")
	}
	w.Undo()
	if w.Pattern() != l.Outcome.Pattern || w.editedByHand {
		t.Fatalf("Undo: pattern back %v, marked edited by hand %v", w.Pattern() == l.Outcome.Pattern, w.editedByHand)
	}
	if got := w.w.gallery.Chosen(); got != k {
		t.Errorf("after Undo the gallery frames place %d, want %d", got, k)
	}
	if w.keepsPattern() != kept {
		t.Errorf("after Undo the look is kept exact: %v, before the edit %v", w.keepsPattern(), kept)
	}
	if got := w.colorsOf(); got == nil || *got != l.Rendering.Reading.Colors {
		t.Error("after Undo the sheet's colours are not the look's")
	}
	if want := lookResult(l.Name(), l.Outcome.Pattern, l.Outcome.Helpers); !strings.Contains(w.Result(), want) {
		t.Errorf("after Undo the result line says %q, not %q", w.Result(), want)
	}
}

// TestLooksStoppedEarlySettle: a search of the looks stopped before it
// has drawn them (Stop pressed at once) still ends: the gallery no longer
// says it is working, its Stop button goes, and LooksFinished closes. It
// returned without a word, and the note said "Working out the looks…"
// for ever.
func TestLooksStoppedEarlySettle(t *testing.T) {
	w := newWindow(t, "")
	<-w.OpenPicture(applePicture(t))
	g := &w.lookState
	if g.timer == nil || !g.timer.Stop() {
		t.Fatal("the looks' search was not waiting to start")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // Stop, pressed as the search begins
	w.searchLooks(ctx, g.run, w.source, w.pictureOptions(), w.generateOptions(), g.finished)
	<-w.LooksFinished()
	if !g.done || !w.w.stopLooks.Hidden {
		t.Errorf("stopped early: done %v, Stop button hidden %v", g.done, w.w.stopLooks.Hidden)
	}
	if note := w.w.looksNote.Text; strings.Contains(note, i18n.T("Working out the looks…")) {
		t.Errorf("stopped early, the note still says %q", note)
	}
}

// TestNoLookTakenWhileGenerating: a click on a look while a puzzle is
// being generated leaves the grid, frames nothing new, and says why.
func TestNoLookTakenWhileGenerating(t *testing.T) {
	w := openWithLooks(t, applePicture(t))
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(0))
	p := w.Pattern()
	w.generating.Store(true) // as from Generate until its outcome shows
	defer w.generating.Store(false)
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(otherFraming(t, w)))
	if w.Pattern() != p || w.w.gallery.Chosen() != 0 {
		t.Errorf("a look clicked while generating: pattern changed %v, gallery frames %d", w.Pattern() != p, w.w.gallery.Chosen())
	}
	if want := i18n.T("A puzzle is being generated: wait for it, or cancel it, to take a look."); !strings.Contains(w.Result(), want) {
		t.Errorf("the result line says %q", w.Result())
	}
}

// TestTakingALookDropsTheFixOffer: the repair a failed Generate offered
// (the Fix button, the cells it adds marked on the grid) is for the
// pattern it failed on, and goes when a look is taken: Fix would have
// put a repair of the old pattern in place of the look.
func TestTakingALookDropsTheFixOffer(t *testing.T) {
	w := openWithLooks(t, applePicture(t))
	fix := lookAt(w, 1).Outcome
	fix.Added = []int{0}
	w.offerFix(w.Pattern(), &fix, nil, nil) // as a failed Generate leaves it
	if w.w.fix.Hidden {
		t.Fatal("no Fix offered")
	}
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(0))
	if !w.w.fix.Hidden || w.suggestion != nil {
		t.Errorf("after taking a look: Fix shown %v, suggestion kept %v", !w.w.fix.Hidden, w.suggestion != nil)
	}
}

// TestReopenedLookIsTheLook: a design saved with any look of a picture
// opens with that look: not marked as edited by hand, kept exact as it
// was, and framed in the gallery when the picture, read again from the
// design's thumbnail, draws that look again (the exact silhouette at the
// picture's own count may come out at another count). Every look but the
// default opened marked as a hand edit: no frame, no helper clues'
// badge, and the picture's sliders said "Your edits are kept". Its
// result line names the look once the look is found again.
func TestReopenedLookIsTheLook(t *testing.T) {
	w := openWithLooks(t, applePicture(t))
	dir := t.TempDir()
	framed := 0
	// Three looks other than the default (which opened right before):
	// those kept exact and at the picture's own count first, where a
	// reading again differs most.
	var places []int
	for k, it := range w.w.gallery.Items() {
		if k > 0 && it.Ready {
			places = append(places, k)
		}
	}
	rank := func(k int) int {
		l := lookAt(w, k)
		return btoi(!l.AtArea) + btoi(!l.Rendering.Kept)
	}
	slices.SortStableFunc(places, func(a, b int) int { return rank(a) - rank(b) })
	for _, k := range places[:min(3, len(places))] {
		test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(k))
		l, kept := lookAt(w, k), w.keepsPattern()
		path := filepath.Join(dir, l.Name()+".pictdoku")
		if err := w.SaveDesign(path); err != nil {
			t.Fatal(err)
		}
		r := newWindow(t, "")
		if err := r.OpenDesign(path); err != nil {
			t.Fatal(err)
		}
		waitRated(r)
		waitLooks(t, r)
		if r.Pattern() != l.Outcome.Pattern || r.editedByHand || r.keepsPattern() != kept {
			t.Errorf("the %s at %d clues reopened: same cells %v, marked edited by hand %v, kept exact %v (was %v)",
				l.Name(), l.Outcome.Pattern.Count(), r.Pattern() == l.Outcome.Pattern, r.editedByHand, r.keepsPattern(), kept)
			continue
		}
		drawn := false // the picture read again from the design's thumbnail draws the look as before
		for _, o := range r.lookState.looks {
			drawn = drawn || (o.Found() && o.Outcome.Pattern == l.Outcome.Pattern)
		}
		if drawn && r.w.gallery.Chosen() < 0 {
			t.Errorf("the %s at %d clues reopened: the gallery frames no look", l.Name(), l.Outcome.Pattern.Count())
		}
		// Its result line names the look again, as when it was taken (it
		// said the level alone).
		if want := lookResult(l.Name(), l.Outcome.Pattern, l.Outcome.Helpers); drawn && !strings.HasSuffix(r.Result(), "\n"+want) {
			t.Errorf("the %s at %d clues reopened: result line %q, want it to end with %q", l.Name(), l.Outcome.Pattern.Count(), r.Result(), want)
		}
		if drawn {
			framed++
		}
	}
	if framed == 0 {
		t.Error("no look of the apple is drawn again when its design is opened: nothing was framed")
	}
}

// TestExportTakesThePuzzleWhenConfirmed: the sheet is the puzzle shown
// when "Choose file…" was pressed, with the dialog's choices for it; a
// look that reaches the grid while the file is chosen does not slip in.
func TestExportTakesThePuzzleWhenConfirmed(t *testing.T) {
	poppler.Need(t, "pdftotext")
	w := openWithLooks(t, applePicture(t))
	w.App.Preferences().SetString(savedialog.PrefLastFolder, t.TempDir())
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(0))
	dir := t.TempDir()
	want := filepath.Join(dir, "want.pdf")
	if err := w.ExportSheet(want, "Amber", true, false); err != nil {
		t.Fatal(err)
	}
	w.showExport()
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), i18n.T("Choose file…")))
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(otherFraming(t, w))) // as a Generate ending now puts a look in the grid
	uitest.SaveAs(t, w.Win, "apple.pdf", "got.pdf", false)
	got := filepath.Join(w.App.Preferences().String(savedialog.PrefLastFolder), "got.pdf")
	if a, b := poppler.Text(t, want), poppler.Text(t, got); a != b {
		t.Errorf("the sheet is not the puzzle shown when the export was confirmed:\n%s\nwant\n%s", b, a)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestUndoBringsThePictureBack: Remove picture and Clear are undone with
// the picture: its name on the Picture tab, its looks, the look and the
// puzzle in the grid (the picture stayed gone, or stayed while the design
// before it came back).
func TestUndoBringsThePictureBack(t *testing.T) {
	w := openWithLooks(t, applePicture(t))
	src, p, clues := w.source, w.Pattern(), w.Clues()
	for _, remove := range []struct {
		name string
		do   func()
	}{{"Remove picture", w.RemovePicture}, {"Clear", w.Clear}} {
		remove.do()
		if w.source != nil {
			t.Fatalf("%s kept the picture", remove.name)
		}
		w.Undo()
		waitLooks(t, w)
		if w.source != src || w.Pattern() != p || w.Clues() != clues || w.w.gallery.Chosen() < 0 || !strings.HasPrefix(w.w.pictureNote.Text, "apple.png") {
			t.Errorf("%s undone: picture back %v, look back %v, puzzle back %v, framed %d, note %q",
				remove.name, w.source == src, w.Pattern() == p, w.Clues() == clues, w.w.gallery.Chosen(), w.w.pictureNote.Text)
		}
	}
}
