package designwin

import (
	"context"
	"errors"
	"image"
	"slices"
	"time"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/looks"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/gridimage"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/lookgallery"
)

// The looks gallery. A picture's looks (engine/looks: its exact
// silhouette, at full size, its outline, ...) are worked out in the
// background whenever the picture is read anew, and shown beside the
// picture as they are found. The grid shows the default look's cells from
// the start (picture.Result's Pattern is the default look); a click (or
// the keyboard) takes any look and its puzzle, as one undoable edit, and
// Generate looks for another puzzle for the look the grid shows.

// lookState is the gallery's state: everything it shows comes from here
// and the window's pattern (see showLooks).
type lookState struct {
	run     int                // searches started, so only the latest one's looks show
	cancel  context.CancelFunc // stops the search under way
	timer   *time.Timer        // a search waiting for the picture controls to settle
	base    *picture.Result    // the picture as the search read it
	looks   []looks.Look       // by index (picture.Looks order, most perceived first)
	order   []int              // the gallery's order: the default look first, then the others
	settled []bool             // the search is over for the look
	area    int                // the cells the drawing fills at full size
	free    bool               // the default look may be at any count (picture.Options.FreeCount)
	done    bool               // every look settled
	// fillGrid has the default look and its puzzle fill the grid as soon
	// as it is known (see fillWithDefault): set when the picture is read
	// anew, dropped when a Generate starts or once it has been decided.
	fillGrid bool
	// refill is the look (by name and clue count) whose puzzle the grid
	// showed when the Generate tab's settings changed, and refillClues
	// that puzzle: the look's puzzle at the new settings takes its place
	// as soon as it is found, unless the grid has moved on meanwhile (see
	// refillLook).
	refill      lookID
	refillClues sudoku.Grid
	// nameLook has the result line name the look in the grid once the
	// search finds it: set when a design is opened with a puzzle on a
	// look of its picture (its line said the level alone).
	nameLook bool
	// finished is closed when this search's looks are all settled (or
	// there is no picture to search).
	finished chan struct{}
}

// lookID names a look across searches of the same picture: the indices
// of two searches may differ, the look's name and count do not.
type lookID struct {
	name  string
	clues int
}

func idOf(l looks.Look) lookID { return lookID{l.Name(), l.Clues} }

// looksDelay lets the picture controls settle (a slider dragged) before
// the looks are worked out again.
var looksDelay = 250 * time.Millisecond

// startLooks works the looks out anew for the picture as the controls
// read it, after looksDelay; a search under way is dropped.
func (w *Window) startLooks() {
	w.stopLooks()
	g := &w.lookState
	g.run++
	run := g.run
	g.looks, g.settled, g.order, g.done, g.base = nil, nil, nil, false, nil
	g.fillGrid = false  // derive sets it: a picture read anew, not one brought back by Undo
	g.refill = lookID{} // puzzleSettingsChanged sets it
	g.nameLook = false  // load sets it
	g.finished = make(chan struct{})
	if w.source == nil {
		close(g.finished)
		w.showLooks()
		return
	}
	src, popt := w.source, w.pictureOptions()
	gopt := w.generateOptions()
	gopt.Count = 1
	ctx, cancel := context.WithCancel(context.Background())
	g.cancel = cancel
	w.showLooks()
	finished := g.finished
	g.timer = time.AfterFunc(looksDelay, func() {
		go w.searchLooks(ctx, run, src, popt, gopt, finished)
	})
}

// puzzleSettingsChanged follows the Generate tab's level, its
// exactness, trial and error, the technique and the time limit: the
// gallery's looks are puzzles made under them, so they are worked out
// again (a look taken afterwards was a Hard puzzle where Extreme had been
// chosen). A look's puzzle in the grid is replaced by that look's puzzle
// at the new settings once it is found, as one undoable edit (see
// refillLook); a picture just opened, whose default look had not yet
// filled the grid, is filled with the default found at the new settings.
// A puzzle from Generate stays until the next Generate, and a look's
// puzzle stays when only the time limit changed (refill false): that
// changes which looks can be found, not what the grid's puzzle is.
func (w *Window) puzzleSettingsChanged(refillGrid bool) {
	if !w.ready || w.source == nil {
		return
	}
	g := &w.lookState
	// What the search this one replaces was to fill or refill, it fills:
	// a level chosen a moment after another, or a technique that sets
	// the level, changes the settings twice before any look is found.
	fill, refill, clues := g.fillGrid, g.refill, g.refillClues
	if l := w.lookShown(); refillGrid && l != nil && w.clues == l.Outcome.Puzzle.Clues {
		refill, clues = idOf(*l), w.clues
	}
	w.startLooks()
	g.fillGrid, g.refill, g.refillClues = fill, refill, clues
}

// refillLook puts the puzzle found at the new settings for the look the
// grid showed when they changed (lookState.refill) in the grid, once it
// is settled; if the grid shows another puzzle by then (a Generate, a
// look taken, an edit), or the look gave none, the grid stays as it is.
func (w *Window) refillLook() {
	g := &w.lookState
	if g.refill == (lookID{}) {
		return
	}
	for i, l := range g.looks {
		if idOf(l) != g.refill || !g.settled[i] {
			continue
		}
		g.refill = lookID{}
		if l.Found() && w.clues == g.refillClues && !w.editedByHand && !w.Running() {
			w.history.Record(w.current())
			w.putLook(i)
		}
		return
	}
	if g.done {
		g.refill = lookID{} // the look is not among the new ones
	}
}

// LooksFinished returns a channel closed once the looks of the picture as
// last read are all settled.
func (w *Window) LooksFinished() <-chan struct{} { return w.lookState.finished }

// stopLooks drops the search under way, if any: the looks found stay.
func (w *Window) stopLooks() {
	g := &w.lookState
	if g.timer != nil && g.timer.Stop() {
		// Stopped before it started: nothing else will settle it.
		g.done = true
		close(g.finished)
		w.showLooks()
	}
	if g.cancel != nil {
		g.cancel()
	}
	g.timer, g.cancel = nil, nil
}

// searchLooks draws the looks and finds their puzzles, off the UI
// goroutine, reporting each as it is settled.
func (w *Window) searchLooks(ctx context.Context, run int, src *picture.Source, popt picture.Options, gopt generate.Options, finished chan struct{}) {
	// However the search ends, even stopped before a look was drawn, the
	// gallery hears that it is over: no "Working out…" left for ever.
	defer onUI(func() {
		if g := &w.lookState; run == g.run {
			g.done = true
			w.showLooks()
			close(finished)
		}
	})
	popt.Candidates = true
	base := src.Pattern(popt) // the looks are drawn here, with the readings the grid's picture comes from
	cands, area := base.Looks, src.Area(popt)
	if ctx.Err() != nil {
		return
	}
	onUI(func() {
		g := &w.lookState
		if run != g.run {
			return
		}
		g.looks, g.settled, g.area, g.base = make([]looks.Look, len(cands)), make([]bool, len(cands)), area, &base
		for i, c := range cands {
			g.looks[i] = looks.Look{Look: c, Index: i}
		}
		g.order = galleryOrder(len(cands), picture.Default(cands, popt.FreeCount))
		g.free = popt.FreeCount
		w.showLooks()
	})
	opt := looks.Options{Picture: popt, Search: boundedDesign(designpuzzle.Options{Options: gopt})}
	looks.Search(ctx, cands, area, opt, func(l looks.Look) {
		onUI(func() { w.lookSettled(run, l) })
	})
}

// lookSettled takes in a look the search settled.
func (w *Window) lookSettled(run int, l looks.Look) {
	g := &w.lookState
	if run != g.run || l.Index >= len(g.looks) {
		return
	}
	g.looks[l.Index], g.settled[l.Index] = l, true
	if errors.Is(l.Err, looks.ErrSame) {
		// The same cells as a look already shown: not shown twice.
		g.order = slices.DeleteFunc(g.order, func(i int) bool { return i == l.Index })
	}
	w.showLooks()
}

// defaultLook is the index of the default look once it is known (as
// looks.Set.Default): the most perceived look (at the count asked,
// unless the count is free) that carries a puzzle, once every one before
// it is settled; failing that, once all are settled, the most perceived
// found; -1 before.
func (w *Window) defaultLook() int {
	g := &w.lookState
	for i, l := range g.looks {
		if l.AtArea && !g.free {
			continue
		}
		if !g.settled[i] {
			return -1
		}
		if l.Found() {
			return i
		}
	}
	if !g.done {
		return -1
	}
	for i, l := range g.looks {
		if l.Found() {
			return i
		}
	}
	return -1
}

// clueCount is a found look's count in the gallery: its cells, and the
// helper clues beside them when it has some ("26+4 clues": the puzzle
// gives 30 digits, which "26 clues" left unsaid).
func clueCount(cells, helpers pattern.Pattern) string {
	if h := helpers.Count(); h > 0 {
		return i18n.Tf("%d+%d clues", cells.Count(), h)
	}
	return i18n.Tf("%d clues", cells.Count())
}

// fillWithDefault puts the default look and its puzzle in the grid as
// soon as the default is known, while the grid still shows the picture as
// it was read (its cells, no puzzle, nothing drawn or generated since):
// the author sees a puzzle without a click, and the gallery's check and
// frame are on the same look. It belongs to the edit that brought the
// picture in, so Undo takes both back together.
func (w *Window) fillWithDefault() {
	g := &w.lookState
	if !g.fillGrid {
		return
	}
	def := w.defaultLook()
	if def < 0 {
		return
	}
	g.fillGrid = false
	if w.showsDrawing() && !w.Running() && w.clues.Clues() == 0 && w.suggestion == nil {
		w.putLook(def)
	}
}

// nameLookShown adds the look's line to the result line of a design
// just opened, once the look its grid shows is found among the picture's
// (see lookState.nameLook).
func (w *Window) nameLookShown() {
	g := &w.lookState
	if !g.nameLook {
		return
	}
	if l := w.lookShown(); l != nil {
		g.nameLook = false
		name, cells, helpers := l.Name(), w.pattern, w.helpers
		w.sayMore("\n", func() string { return lookResult(name, cells, helpers) })
	} else if g.done {
		g.nameLook = false
	}
}

// galleryOrder is the order the gallery shows n looks in: the default
// one (the one the grid shows) first, then the others, most perceived
// first.
func galleryOrder(n, def int) []int {
	order := make([]int, 0, n)
	if def >= 0 {
		order = append(order, def)
	}
	for i := range n {
		if i != def {
			order = append(order, i)
		}
	}
	return order
}

// takeShown takes the look shown at place k of the gallery.
func (w *Window) takeShown(k int) {
	if k >= 0 && k < len(w.lookState.order) {
		w.TakeLook(w.lookState.order[k])
	}
}

// shownAt is the gallery place of look i, or -1.
func (w *Window) shownAt(i int) int {
	for k, j := range w.lookState.order {
		if j == i {
			return k
		}
	}
	return -1
}

// TakeLook puts look i and its puzzle in the grid, as one undoable edit;
// for a look that gave no puzzle, the result line says why.
func (w *Window) TakeLook(i int) {
	g := &w.lookState
	if i < 0 || i >= len(g.looks) {
		return
	}
	if w.Running() {
		w.sayDone(func() string {
			return i18n.T("A puzzle is being generated: wait for it, or cancel it, to take a look.")
		})
		return
	}
	if l := g.looks[i]; !l.Found() {
		if g.settled[i] && l.Err != nil {
			w.sayDone(func() string {
				return i18n.Tf("The %s at %d clues gave no puzzle: %s.", i18n.T(l.Name()), l.Clues, i18n.Err(l.Err))
			})
		}
		return
	}
	w.history.Record(w.current())
	w.putLook(i)
}

// readInLook makes the picture's reading (its colours, the thumbnail
// behind the grid) look i's framing: what a sheet in the picture's colours
// prints and the grid shows for that look's cells.
func (w *Window) readInLook(i int) {
	if base := w.lookState.base; base != nil {
		r := base.Use(w.lookState.looks[i].Rendering)
		r.Renderings = nil
		w.pictureRes = &r
		w.thumbPNG = nil
	}
}

// putLook shows look i: its cells and helper clues, its puzzle, and the
// picture read in its framing behind the grid.
func (w *Window) putLook(i int) {
	l := w.lookState.looks[i]
	w.dropPuzzle() // and what was offered for it: a repair, ways out
	w.readInLook(i)
	o := l.Outcome
	w.editedByHand = false
	w.pattern = o.Pattern
	w.variants, w.variant = []generate.Puzzle{o.Puzzle}, 0
	w.showVariant()
	w.helpers = o.Helpers
	w.sayMore("\n", func() string { return lookResult(l.Name(), o.Pattern, o.Helpers) })
	w.refresh()
}

// lookResult says which look the grid shows, the look named name drawn
// in cells with helpers: "Exact silhouette, 28 clues, 3 helper clues
// (printed without the highlight)."
func lookResult(name string, cells, helpers pattern.Pattern) string {
	s := i18n.Tf("Look: %s, %d clues", i18n.T(name), cells.Count())
	switch h := helpers.Count(); h {
	case 0:
		return sentence(s) // "ヒント26個。" in Japanese, not "ヒント26個."
	case 1:
		return s + i18n.T(", 1 helper clue (printed without the highlight).")
	default:
		return s + i18n.Tf(", %d helper clues (printed without the highlight).", h)
	}
}

// lookShown is the look whose cells the grid shows (whatever its puzzle),
// or nil: Generate then looks for another puzzle for that look.
func (w *Window) lookShown() *looks.Look {
	if i := w.lookShownIndex(); i >= 0 {
		return &w.lookState.looks[i]
	}
	return nil
}

// lookShownIndex is the index of the look whose cells the grid shows, or
// -1: the gallery frames it.
func (w *Window) lookShownIndex() int {
	if w.source == nil || w.editedByHand {
		return -1
	}
	for i, l := range w.lookState.looks {
		if l.Found() && l.Outcome.Pattern == w.pattern {
			return i
		}
	}
	return -1
}

// showLooks shows the gallery and its note from the state.
func (w *Window) showLooks() {
	g := &w.lookState
	def := w.defaultLook()
	items := make([]lookgallery.Item, len(g.looks))
	for k, i := range g.order {
		l := g.looks[i]
		it := lookgallery.Item{Title: i18n.T(l.Name()), Default: i == def, Ready: l.Found()}
		switch {
		case l.Found():
			it.Picture = w.lookPicture(l, l.Outcome.Pattern, l.Outcome.Helpers)
			it.Count = clueCount(l.Outcome.Pattern, l.Outcome.Helpers)
			it.Detail = i18n.T(l.Outcome.Puzzle.Rating.Level.String())
		case g.settled[i]:
			it.Picture = w.lookPicture(l, l.Pattern, pattern.Pattern{})
			// Its count tells it from a look of the same name (the exact
			// silhouette at the count asked and at the picture's own): the
			// cells it has, as while it was worked out.
			it.Count = i18n.Tf("%d clues", l.Pattern.Count())
			it.Detail = i18n.T("no puzzle")
			it.Failed = true
		default:
			it.Picture = w.lookPicture(l, l.Pattern, pattern.Pattern{})
			it.Count = i18n.Tf("%d clues", l.Pattern.Count())
			it.Detail = i18n.T("working…")
		}
		items[k] = it
	}
	w.w.gallery.SetItems(items)
	w.fillWithDefault()
	w.refillLook()
	w.nameLookShown()
	w.w.gallery.SetChosen(w.shownAt(w.lookShownIndex()))
	w.w.looksNote.SetText(w.looksNoteText())
	if w.source != nil && !g.done {
		w.w.stopLooks.Show()
	} else {
		w.w.stopLooks.Hide()
	}
}

// lookPicture is the gallery's small picture of look l's cells (and
// helper clues): in the highlight, or, for a look whose cells are in
// colour, in the picture's colours, as the sheet of a picture in colour
// prints it (see picture.InColour and showExport).
func (w *Window) lookPicture(l looks.Look, cells, helpers pattern.Pattern) image.Image {
	if rd := l.Rendering.Reading; rd != nil && picture.InColour(&rd.Colors, cells) {
		return gridimage.PatternInColours(cells, helpers, 90, &rd.Colors)
	}
	return gridimage.Pattern(cells, helpers, 90, w.Grid.Highlight)
}

// looksNoteText is the line above the gallery.
func (w *Window) looksNoteText() string {
	g := &w.lookState
	if w.source == nil {
		return ""
	}
	if g.looks == nil && g.done {
		return "" // stopped before any look was drawn
	}
	if g.looks == nil {
		return i18n.T("Working out the looks…")
	}
	found, settled := 0, 0
	for i, l := range g.looks {
		if l.Found() {
			found++
		}
		if g.settled[i] {
			settled++
		}
	}
	s := i18n.Tf("This picture fills about %d cells.", g.area)
	if g.area == 1 { // a thin line drawing
		s = i18n.T("This picture fills about 1 cell.")
	}
	if !g.done {
		return sentences(s, i18n.Tf("Working out the looks: %d of %d…", settled, len(g.looks)))
	}
	if found < len(g.looks) {
		return sentences(s, i18n.Tf("%d looks, %d of them a puzzle: click one to use it (the one marked with a check is the default; arrow keys and Enter work too).", len(g.looks), found))
	}
	return sentences(s, i18n.Tf("%d looks, each a puzzle: click one to use it (the one marked with a check is the default; arrow keys and Enter work too).", found))
}
