package designwin

import (
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/rating"
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
	w.history.Record(w.current())
	w.dropPuzzle()
}

func (w *Window) dropPuzzle() {
	if !w.Running() {
		// The result line spoke of the old pattern (its puzzle's rating, or
		// why it failed): it goes with it.
		w.say(func() string { return i18n.T("Draw a design, then Generate (Ctrl+G).") })
	}
	w.stopRating() // of the puzzle that goes
	w.clues, w.solution, w.rating, w.full, w.variants, w.playState = sudoku.Grid{}, sudoku.Grid{}, nil, nil, nil, nil
	w.previous = false
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
	if s, ok := w.history.Undo(w.current()); ok {
		w.restoreState(s)
	}
}

// Redo goes forward one undone edit.
func (w *Window) Redo() {
	if s, ok := w.history.Redo(w.current()); ok {
		w.restoreState(s)
	}
}

// Clear empties the pattern and takes the picture away.
func (w *Window) Clear() { w.replaceDesign(pattern.Pattern{}) }

// replaceDesign takes the picture away and puts p in place of the pattern
// (an undoable edit, which Undo takes back with the picture), refreshing
// once.
func (w *Window) replaceDesign(p pattern.Pattern) {
	w.docName = "" // no longer the design of a file or picture
	if p == w.pattern && w.source == nil && w.pictureRes == nil {
		return
	}
	w.record()
	w.dropPicture()
	w.pattern = p
	w.refresh()
}

// Invert swaps clue and empty cells.
func (w *Window) Invert() { w.setPattern(w.pattern.Invert()) }

// RandomPattern draws a pattern with the chosen count and symmetry.
func (w *Window) RandomPattern() {
	k, _ := strconv.Atoi(w.w.randomCount.Selected)
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))
	p, err := pattern.Random(k, w.symmetry, rng)
	if err != nil {
		w.say(func() string { return i18n.Err(err) })
		return
	}
	w.setPattern(p)
}

// state is what undo and redo put back: the pattern and the puzzle made
// on it (with its rating, variants and game), so that redo after undo
// brings back a generated or repaired puzzle, not only its cells; and the
// picture the cells were drawn from with its reading (framing, colours and
// thumbnail), so that a look taken back prints in its own colours and
// Undo after a picture opened brings back the picture before.
type state struct {
	pattern, helpers pattern.Pattern
	clues, solution  sudoku.Grid
	rating           *design.Rating
	full             *rating.Rating
	variants         []generate.Puzzle
	variant          int
	playState        *design.PlayState

	source       *picture.Source // the picture the reading below is of
	pictureName  string
	pictureDesc  func() string
	pictureRes   *picture.Result // never changed in place: a new reading is a new Result
	thumbPNG     []byte
	editedByHand bool
}

// current is the window's state, for the undo history.
func (w *Window) current() state {
	return state{pattern: w.pattern, helpers: w.helpers, clues: w.clues, solution: w.solution, rating: w.rating,
		full: w.full, variants: w.variants, variant: w.variant, playState: w.playState,
		source: w.source, pictureName: w.pictureName, pictureDesc: w.pictureDesc,
		pictureRes: w.pictureRes, thumbPNG: w.thumbPNG, editedByHand: w.editedByHand}
}

// restoreState puts s back: the pattern, the picture and its reading, and
// the puzzle when s had one. The design's name stays: it is the file's.
func (w *Window) restoreState(s state) {
	w.pattern = s.pattern
	otherPicture := s.source != w.source
	w.source, w.pictureName, w.pictureDesc = s.source, s.pictureName, s.pictureDesc
	w.pictureRes, w.thumbPNG, w.editedByHand = s.pictureRes, s.thumbPNG, s.editedByHand
	if otherPicture {
		// The gallery and the picture line follow the picture back.
		w.CancelPictureRead()
		w.notePicture(w.pictureNoteText)
		w.startLooks()
	}
	w.dropPuzzle()
	if s.clues.Clues() > 0 {
		w.helpers, w.clues, w.solution, w.rating, w.full = s.helpers, s.clues, s.solution, s.rating, s.full
		w.variants, w.variant, w.playState = s.variants, s.variant, s.playState
		if len(w.variants) > 0 {
			w.w.another.Enable()
		}
		w.showRating()
		if l := w.lookShown(); l != nil {
			name, cells, helpers := l.Name(), w.pattern, w.helpers
			w.sayMore("\n", func() string { return lookResult(name, cells, helpers) })
		}
	}
	w.refresh()
	w.rateIfNeeded() // recorded while it was being rated
}
