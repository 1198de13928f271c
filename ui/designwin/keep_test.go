package designwin

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// TestKeepPictureKeepsThePicture: the bold block L at the default 28 clue
// cells is shown as its outline (the rendering that carries a puzzle most
// easily), which has a hole at r7c3 and cells outside the L. With Keep
// the picture exact ticked, Generate keeps the picture itself, its
// darkest cells (as the command line's --keep-picture --plain reads it):
// the puzzle's clues are that L and helper clues beside it, and Undo
// brings the pattern shown before back. The outline was kept instead.
func TestKeepPictureKeepsThePicture(t *testing.T) {
	w := newWindow(t, "")
	w.w.anyCount.SetChecked(false) // the count the slider shows, 28
	<-w.OpenPicture(blockL(t))
	shown, picture := w.Pattern(), pictureItself(w)
	if !picture.Has(56) {
		t.Fatalf("the L kept exact lacks its corner r7c3:\n%s", picture.Lines())
	}
	// The look shown is kept as it is when it is an exact one; else the
	// picture kept is its exact silhouette.
	want := picture
	if w.pictureRes.Rendering.Kept && shown != picture {
		t.Fatal("the exact look shown is not the picture kept")
	}
	test.Tap(w.w.keepPicture)
	test.Tap(w.w.generate)
	waitIdle(t, w)
	if w.Clues().Clues() == 0 {
		t.Fatalf("no puzzle with the picture kept: %q", w.Result())
	}
	if w.Pattern() != want || w.helpers.Intersects(want) {
		t.Errorf("kept pattern (helpers %v):\n%s\nwant the picture:\n%s", w.helpers.Cells(), w.Pattern().Lines(), want.Lines())
	}
	if got := pattern.OfClues(w.Clues()); got != want.Union(w.helpers) {
		t.Errorf("the clues are not the picture and its helpers:\n%s", got.Lines())
	}
	if want != shown {
		w.Undo()
		if w.Pattern() != shown {
			t.Errorf("Undo did not bring back the pattern shown before")
		}
	}
}

// pictureItself is the pattern of w's picture as it lies, the one "Keep
// the picture exact" keeps when the look shown was not kept exact: its
// exact silhouette at the clue count chosen.
func pictureItself(w *Window) pattern.Pattern {
	return w.source.PatternKept(w.pictureOptions()).Pattern
}

// TestKeepPictureOverALookNotExact: with a look that is not exact taken
// from the gallery (the outline, say: a hole at the L's corner r7c3 and
// cells outside it), ticking Keep the picture exact and Generate keep
// the picture itself with helper clues, not the look taken (it kept the
// look as it was, with no helper clue).
func TestKeepPictureOverALookNotExact(t *testing.T) {
	w := newWindow(t, "")
	w.w.anyCount.SetChecked(false)
	<-w.OpenPicture(blockL(t))
	waitLooks(t, w)
	g := w.w.gallery
	taken := -1
	for k, i := range w.lookState.order {
		if l := w.lookState.looks[i]; l.Found() && !l.Kept {
			taken = k
			break
		}
	}
	if taken < 0 {
		t.Fatal("no look that is not exact carries a puzzle")
	}
	test.TapAt(g, g.ItemCenter(taken))
	if l := w.lookShown(); l == nil || l.Kept {
		t.Fatalf("the look taken is not in the grid")
	}
	picture := pictureItself(w)
	test.Tap(w.w.keepPicture)
	test.Tap(w.w.generate)
	waitIdle(t, w)
	if w.Clues().Clues() == 0 {
		t.Fatalf("no puzzle with the picture kept: %q", w.Result())
	}
	if w.Pattern() != picture || w.helpers.Intersects(picture) || pattern.OfClues(w.Clues()) != picture.Union(w.helpers) {
		t.Errorf("kept (helpers %v):\n%s\nwant the picture:\n%s", w.helpers.Cells(), w.Pattern().Lines(), picture.Lines())
	}
}
