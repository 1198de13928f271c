package designwin

import (
	"context"
	"errors"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// Ways out. When no puzzle is found, the window does not leave the author
// guessing: it tries the changes that most often help, all at once, each
// with the whole time limit (tried one after the other with 2 s each,
// none of them ever came through on a loaded machine, where the command
// line found them), and offers only those that gave a puzzle, as
// one-click buttons that put that very puzzle in place; the result line
// names those that were tried and gave nothing. Levels come from the
// search itself (generate.NotFoundError.Reached: the levels whose unique
// puzzles turned up), so "Allow Medium" is offered only when Medium
// puzzles were seen.

// wayOut is one change that was tried and gives a puzzle.
type wayOut struct {
	label func() string // the button's words, in the language of the moment
	// outcome is the puzzle the change gave, with the picture read as the
	// change reads it and the controls it sets; nil for a level, which
	// generates again.
	outcome *designpuzzle.Outcome
	picture *picture.Result
	opt     picture.Options
	keep    bool
	level   logic.Level
}

// moreClues is how many clue cells "Use N clues" adds.
const moreClues = 4

// measureWays tries, after a picture's search failed with err, keeping
// the picture with helper clues, more clue cells, and the outline, side
// by side, each for the search's own time limit, and lists those that
// gave a puzzle (then the easier levels the search saw) and the names of
// those that gave none. progress is told how long they have run.
func measureWays(ctx context.Context, src *picture.Source, popt picture.Options, dopt designpuzzle.Options, err error, progress func(generate.Progress)) (ways []wayOut, fruitless []func() string) {
	type trial struct {
		name func() string // what was tried, for the list of those that gave nothing
		opt  picture.Options
		keep bool
		way  *wayOut
	}
	var trials []*trial
	if !dopt.KeepPicture {
		trials = append(trials, &trial{name: func() string { return i18n.T("keeping the picture with helper clues") }, opt: popt, keep: true})
	}
	if more := popt; more.Clues+moreClues <= maxSliderClues {
		more.Clues += moreClues
		trials = append(trials, &trial{name: func() string { return i18n.Tf("%d clue cells", more.Clues) }, opt: more, keep: dopt.KeepPicture})
	}
	if !popt.Edges {
		outline := popt
		outline.Edges = true
		trials = append(trials, &trial{name: func() string { return i18n.T("the outline instead of the fill") }, opt: outline, keep: dopt.KeepPicture})
	}
	var wg sync.WaitGroup
	for _, tr := range trials {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d := dopt
			d.KeepPicture, d.Progress = tr.keep, progress
			r := src.Pattern(tr.opt)
			if tr.keep {
				r = src.PatternKept(tr.opt) // a kept picture is the picture itself (see Generate)
			}
			res, err := designpuzzle.FindPicture(ctx, r, boundedDesign(d))
			if err != nil {
				return
			}
			label := func() string { return i18n.Tf("Use %d clues", tr.opt.Clues) }
			switch {
			case tr.keep && !dopt.KeepPicture:
				n := res.Helpers.Count()
				label = func() string { return i18n.Tf("Keep the picture and add %d helper clues", n) }
			case tr.opt.Edges != popt.Edges:
				label = func() string { return i18n.T("Outline instead of fill") }
			}
			tr.way = &wayOut{label: label, outcome: &res, picture: &r, opt: tr.opt, keep: tr.keep}
		}()
	}
	wg.Wait()
	for _, tr := range trials {
		if tr.way != nil {
			ways = append(ways, *tr.way)
		} else {
			fruitless = append(fruitless, tr.name)
		}
	}
	return append(ways, levelWays(err)...), fruitless
}

// levelWays offers the levels a failed search saw puzzles at, hardest
// first, when it asked for an exact level.
func levelWays(err error) []wayOut {
	var nf *generate.NotFoundError
	if !errors.As(err, &nf) {
		return nil
	}
	var ways []wayOut
	for i := len(nf.Reached) - 1; i >= 0; i-- {
		l := nf.Reached[i]
		ways = append(ways, wayOut{label: func() string { return i18n.Tf("Allow %s", i18n.T(l.String())) }, level: l})
	}
	return ways
}

// take puts a way out in place: its controls set without reading the
// picture again, then its puzzle; a level is set and generated again.
func (w *Window) take(way wayOut) {
	w.ways = nil
	if way.outcome == nil {
		w.setLevel(way.level.String())
		w.showWays()
		w.Generate()
		return
	}
	ready := w.ready
	w.ready = false
	w.w.clueSlider.SetValue(float64(way.opt.Clues))
	w.w.clueLabel.SetText(i18n.Tf("Clue cells: %d", way.opt.Clues))
	w.w.edges.SetChecked(way.opt.Edges)
	w.w.keepPicture.SetChecked(way.keep)
	w.ready = ready
	w.history.Record(w.current())
	w.showOutcome(way.outcome, way.picture)
	if !way.outcome.Helpers.Empty() {
		w.sayMore("\n", func() string { return sentence(i18n.Msg(way.outcome.Changes())) })
	}
	w.showWays()
}

// showWays lays out one button per way out, from w.ways alone.
func (w *Window) showWays() {
	w.w.ways.RemoveAll()
	for _, way := range w.ways {
		w.w.ways.Add(newWrapButton(way.label(), theme.ConfirmIcon(), func() { w.take(way) }))
	}
	if len(w.ways) == 0 {
		w.w.ways.Hide() // an empty box would still take a padding
	} else {
		w.w.ways.Show()
	}
	w.w.ways.Refresh()
}

// newWaysBox is the container the ways out are shown in, hidden while
// there are none.
func newWaysBox() *fyne.Container {
	box := container.NewVBox()
	box.Hide()
	return box
}
