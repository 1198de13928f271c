package designwin

import (
	"context"
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// Ways out. When no puzzle is found, the window does not leave the author
// guessing: it tries the changes that most often help, each for a short
// time, and offers only those that gave a puzzle, as one-click buttons
// that put that very puzzle in place. Levels come from the search itself
// (generate.NotFoundError.Reached: the levels whose unique puzzles turned
// up), so "Allow Medium" is offered only when Medium puzzles were seen.

// wayOut is one change that was tried and gives a puzzle.
type wayOut struct {
	label string
	// outcome is the puzzle the change gave, with the picture read as the
	// change reads it and the controls it sets; nil for a level, which
	// generates again.
	outcome *designpuzzle.Outcome
	picture *picture.Result
	opt     picture.Options
	keep    bool
	level   logic.Level
}

// wayTime is each tried change's share of time: a pattern that carries
// puzzles gives one in well under a second.
const wayTime = 2 * time.Second

// moreClues is how many clue cells "Use N clues" adds.
const moreClues = 4

// measureWays tries, after a picture's search failed with err, keeping
// the picture with helper clues, more clue cells, and the outline, and
// lists those that gave a puzzle, then the easier levels the search saw.
func measureWays(ctx context.Context, src *picture.Source, popt picture.Options, dopt designpuzzle.Options, err error) []wayOut {
	var ways []wayOut
	try := func(label string, o picture.Options, keep bool) {
		if ctx.Err() != nil {
			return
		}
		d := dopt
		d.Timeout, d.KeepPicture, d.Progress = wayTime, keep, nil
		r := src.Pattern(o)
		if res, err := designpuzzle.FindPicture(ctx, r, boundedDesign(d)); err == nil {
			if keep {
				label = i18n.Tf("Keep the picture and add %d helper clues", res.Helpers.Count())
			}
			ways = append(ways, wayOut{label: label, outcome: &res, picture: &r, opt: o, keep: keep})
		}
	}
	if !dopt.KeepPicture {
		try("", popt, true)
	}
	if more := popt; more.Clues+moreClues <= maxSliderClues {
		more.Clues += moreClues
		try(i18n.Tf("Use %d clues", more.Clues), more, dopt.KeepPicture)
	}
	if !popt.Edges {
		outline := popt
		outline.Edges = true
		try(i18n.T("Outline instead of fill"), outline, dopt.KeepPicture)
	}
	return append(ways, levelWays(err)...)
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
		ways = append(ways, wayOut{label: i18n.Tf("Allow %s", i18n.T(l.String())), level: l})
	}
	return ways
}

// take puts a way out in place: its controls set without reading the
// picture again, then its puzzle; a level is set and generated again.
func (w *Window) take(way wayOut) {
	w.ways = nil
	if way.outcome == nil {
		w.w.level.SetValue(way.level.String())
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
		w.w.result.SetText(w.w.result.Text + "\n" + i18n.Msg(way.outcome.Changes()) + ".")
	}
	w.showWays()
}

// showWays lays out one button per way out, from w.ways alone.
func (w *Window) showWays() {
	w.w.ways.RemoveAll()
	for _, way := range w.ways {
		w.w.ways.Add(widget.NewButtonWithIcon(way.label, theme.ConfirmIcon(), func() { w.take(way) }))
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
