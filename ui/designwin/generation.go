package designwin

import (
	"context"
	"errors"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/ui/gridview"
)

// generateOptions reads the generation controls.
func (w *Window) generateOptions() generate.Options {
	level, _ := logic.ParseLevel(w.w.level.Value())
	secs, _ := strconv.Atoi(strings.Fields(w.w.timeLimit.Value())[0])
	n, _ := strconv.Atoi(w.w.variants.Selected)
	opt := generate.Options{Ceiling: level, AllowTrial: w.w.trial.Checked, Strategy: w.w.strategy.Selected,
		Seed: w.seed, Timeout: time.Duration(secs) * time.Second, Count: n}
	if w.w.exact.Checked {
		opt.Target, opt.HasTarget = level, true
	}
	return opt
}

// Generate looks for puzzles on the current pattern in the background,
// with progress and Cancel; the window stays responsive.
func (w *Window) Generate() {
	if w.cancel != nil {
		return // already running
	}
	if err := w.pattern.Impossible(); err != nil {
		w.w.result.SetText(i18n.Tf("%s. Add clue cells or change the pattern.", i18n.Err(err)))
		return
	}
	p := w.pattern
	opt := w.generateOptions()
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	w.generating.Store(true)
	w.w.generate.Disable()
	w.w.cancel.Enable()
	w.w.another.Disable()
	w.w.progress.Max = opt.Timeout.Seconds()
	w.w.progress.SetValue(0)
	w.w.result.SetText(i18n.T("Generating…"))
	opt.Progress = func(pr generate.Progress) {
		fyne.Do(func() {
			w.w.progress.SetValue(pr.Elapsed.Seconds())
			w.w.progressNote.SetText(i18n.Tf("%d attempts, %d found", pr.Attempts, pr.Found))
		})
	}
	go func() {
		puzzles, err := generate.Generate(ctx, p, opt)
		fyne.Do(func() { w.finishGenerate(p, puzzles, err) })
	}()
}

// Cancel stops a running generation.
func (w *Window) Cancel() {
	if w.cancel != nil {
		w.cancel()
	}
}

// Running reports whether a generation is under way; it turns false only
// once the outcome is shown, and may be called from any goroutine.
func (w *Window) Running() bool { return w.generating.Load() }

func (w *Window) finishGenerate(p pattern.Pattern, puzzles []generate.Puzzle, err error) {
	defer w.generating.Store(false)
	w.cancel = nil
	w.w.generate.Enable()
	w.w.cancel.Disable()
	w.w.progress.SetValue(w.w.progress.Max)
	if w.pattern != p {
		// The author edited the pattern while it ran: the result is stale.
		w.w.result.SetText(i18n.T("The pattern changed while generating: generate again."))
		return
	}
	if len(puzzles) > 0 {
		w.variants, w.variant = puzzles, 0
		w.showVariant()
		if err != nil {
			w.w.result.SetText(w.w.result.Text + i18n.Tf(" (only %d of the variants: %s)", len(puzzles), i18n.Err(err)))
		}
		return
	}
	var nf *generate.NotFoundError
	msg := i18n.Err(err)
	if errors.As(err, &nf) && len(nf.Open) > 0 {
		var styles [81]gridview.CellStyle
		for _, c := range nf.Open {
			styles[c] = gridview.StyleConflict
		}
		w.Grid.Styles = styles
		w.Grid.Refresh()
		msg = i18n.Tf("%s. Adding a clue cell among the marked cells may help.", msg)
	}
	w.w.result.SetText(msg)
}

// showVariant puts the current variant in the grid.
func (w *Window) showVariant() {
	pz := w.variants[w.variant]
	w.clues, w.solution = pz.Clues, pz.Solution
	w.rating = summary(pz.Rating)
	w.Grid.Styles = [81]gridview.CellStyle{}
	w.w.another.Enable()
	w.showRating()
	w.refresh()
}

func (w *Window) showRating() {
	if w.rating == nil {
		return
	}
	w.w.result.SetText(i18n.Tf("%s · score %.2f · hardest: %s", i18n.T(w.rating.Level), w.rating.Score, i18n.T(w.rating.Hardest)))
}

// Another shows the next variant, or generates a new puzzle for the same
// pattern with the next seed.
func (w *Window) Another() {
	if w.variant+1 < len(w.variants) {
		w.variant++
		w.showVariant()
		return
	}
	w.seed++
	w.Generate()
}
