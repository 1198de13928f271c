package designwin

import (
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/gridview"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// cellDown starts an edit: the first cell's new state decides whether the
// stroke paints or erases; the symmetry mode mirrors it at once.
func (w *Window) cellDown(c int) {
	w.record()
	w.paintOn = !w.pattern.Has(c)
	w.stroke = true
	w.pattern.Apply(c, w.paintOn, w.symmetry)
	w.editedByHand = true
	w.refresh()
}

func (w *Window) cellDrag(c int) {
	if !w.stroke {
		w.cellDown(c)
		return
	}
	w.pattern.Apply(c, w.paintOn, w.symmetry)
	w.refresh()
}

// record notes the pattern before a change, and drops the puzzle, whose
// clues no longer match.
func (w *Window) record() {
	w.history.Record(w.pattern)
	w.dropPuzzle()
}

func (w *Window) dropPuzzle() {
	if !w.Running() {
		// The result line spoke of the old pattern (its puzzle's rating, or
		// why it failed): it goes with it.
		w.w.result.SetText(i18n.T("Draw a design, then Generate (Ctrl+G)."))
	}
	w.clues, w.solution, w.rating, w.variants, w.playState = sudoku.Grid{}, sudoku.Grid{}, nil, nil, nil
	w.helpers = pattern.Pattern{}
	w.suggestion, w.suggestionPicture = nil, nil
	if len(w.ways) > 0 {
		w.ways = nil
		w.showWays()
	}
	w.Grid.Styles = [81]gridview.CellStyle{}
	w.w.another.Disable()
}

// setPattern replaces the pattern as one undoable edit.
func (w *Window) setPattern(p pattern.Pattern) {
	if p == w.pattern {
		return
	}
	w.record()
	w.pattern = p
	w.refresh()
}

// Undo goes back one edit.
func (w *Window) Undo() {
	if p, ok := w.history.Undo(w.pattern); ok {
		w.pattern = p
		w.dropPuzzle()
		w.refresh()
	}
}

// Redo goes forward one undone edit.
func (w *Window) Redo() {
	if p, ok := w.history.Redo(w.pattern); ok {
		w.pattern = p
		w.dropPuzzle()
		w.refresh()
	}
}

// Clear empties the pattern and takes the picture away.
func (w *Window) Clear() { w.replaceDesign(pattern.Pattern{}) }

// replaceDesign takes the picture away and puts p in place of the pattern
// (an undoable edit), refreshing once.
func (w *Window) replaceDesign(p pattern.Pattern) {
	dropped := w.dropPicture()
	if p != w.pattern {
		w.setPattern(p)
	} else if dropped {
		w.refresh()
	}
}

// Invert swaps clue and empty cells.
func (w *Window) Invert() { w.setPattern(w.pattern.Invert()) }

// RandomPattern draws a pattern with the chosen count and symmetry.
func (w *Window) RandomPattern() {
	k, _ := strconv.Atoi(w.w.randomCount.Selected)
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))
	p, err := pattern.Random(k, w.symmetry, rng)
	if err != nil {
		w.w.result.SetText(i18n.Err(err))
		return
	}
	w.setPattern(p)
}
