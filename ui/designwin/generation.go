package designwin

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picturepuzzle"
	"github.com/pictdoku/pictdoku/ui/gridview"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// generateOptions reads the generation controls.
func (w *Window) generateOptions() generate.Options {
	level, _ := logic.ParseLevel(w.w.level.Value())
	secs, _ := strconv.Atoi(strings.Fields(w.w.timeLimit.Value())[0])
	n, _ := strconv.Atoi(w.w.variants.Selected)
	opt := generate.Options{Ceiling: level, AllowTrial: w.w.trial.Checked, Strategy: w.w.strategy.Value(),
		Seed: w.seed, Timeout: time.Duration(secs) * time.Second, Count: n}
	if w.w.exact.Checked {
		opt.Target, opt.HasTarget = level, true
	}
	return opt
}

// Generate looks for puzzles on the current pattern in the background,
// with progress and Cancel; the window stays responsive. When the pattern
// is impossible or gives no puzzle in time, it looks for the smallest fix
// (cells to add) and, with "Repair the pattern automatically", applies it
// as one undoable edit; otherwise it offers it (see ApplyFix).
func (w *Window) Generate() {
	if w.cancel != nil {
		return // already running
	}
	p := w.pattern
	opt := w.generateOptions()
	auto := w.w.autoRepair.Checked
	ropt := generate.RepairOptions{Options: opt, Symmetry: w.symmetry, Try: -1}
	ropt.Count = 1
	if w.pictureRes != nil {
		score := w.pictureRes.Score
		ropt.Prefer = &score
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	w.generating.Store(true)
	w.suggestion = nil
	w.w.fix.Hide()
	w.w.generate.Disable()
	w.w.cancel.Enable()
	w.w.another.Disable()
	w.w.progress.Max = opt.Timeout.Seconds()
	w.w.progress.SetValue(0)
	w.w.result.SetText(i18n.T("Generating…"))
	progress := func(pr generate.Progress) {
		fyne.Do(func() {
			w.w.progress.SetValue(pr.Elapsed.Seconds())
			w.w.progressNote.SetText(i18n.Tf("%d attempts, %d found", pr.Attempts, pr.Found))
		})
	}
	opt.Progress, ropt.Progress = progress, progress
	// A pattern still as the picture gave it is searched the picture's
	// way: its candidates, most like the picture first, then a repair.
	fromPicture := w.source != nil && w.pictureRes != nil && !w.editedByHand && w.pictureRes.Pattern == p
	src, popt := w.source, w.pictureOptions()
	popt.Candidates = true
	go func() {
		if fromPicture {
			var puzzles []generate.Puzzle
			var fix *generate.Repaired
			res, err := picturepuzzle.Find(ctx, src.Pattern(popt), ropt) // the candidates are found here, off the UI goroutine
			switch {
			case err == nil && !res.Changed():
				puzzles = []generate.Puzzle{res.Puzzle}
			case err == nil:
				fix = &res
			}
			fyne.Do(func() { w.finishGenerate(p, puzzles, err, fix, auto) })
			return
		}
		var puzzles []generate.Puzzle
		err := p.Impossible()
		if err == nil {
			puzzles, err = generate.Generate(ctx, p, opt)
		}
		var fix *generate.Repaired
		if len(puzzles) == 0 && ctx.Err() == nil {
			fyne.Do(func() { w.w.result.SetText(i18n.T("No puzzle on this pattern yet: looking for the smallest fix…")) })
			if res, rerr := generate.Repair(ctx, p, ropt); rerr == nil {
				fix = &res
			} else if ctx.Err() != nil {
				err = rerr // canceled while repairing: say so
			}
		}
		fyne.Do(func() { w.finishGenerate(p, puzzles, err, fix, auto) })
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

func (w *Window) finishGenerate(p pattern.Pattern, puzzles []generate.Puzzle, err error, fix *generate.Repaired, auto bool) {
	defer w.generating.Store(false)
	w.cancel = nil
	w.w.generate.Enable()
	w.w.cancel.Disable()
	w.w.progress.SetValue(0) // full only when a puzzle is shown (showVariant)
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
	if fix != nil && fix.Changed() {
		if auto {
			w.suggestion = fix
			w.ApplyFix()
			w.w.result.SetText(w.w.result.Text + "\n" + i18n.Tf("The pattern was changed so that it carries a puzzle: %s. Undo takes it back.", i18n.Msg(fix.Changes())))
			return
		}
		w.suggestion = fix
		var styles [81]gridview.CellStyle
		for _, c := range fix.Added {
			styles[c] = gridview.StyleGhost
		}
		for _, c := range fix.Removed {
			styles[c] = gridview.StyleConflict // a move takes these away
		}
		w.Grid.Styles = styles
		w.refresh()
		offer := i18n.Tf("Fix the pattern adds the green cells (%s).", i18n.Msg(fix.Changes()))
		if len(fix.Removed) > 0 {
			offer = i18n.Tf("Fix the pattern adds the green cells and takes away the red ones (%s).", i18n.Msg(fix.Changes()))
		}
		w.w.result.SetText(failureText(p, err) + offer)
		return
	}
	if fix != nil { // the pattern worked after all, given more time
		w.variants, w.variant = []generate.Puzzle{fix.Puzzle}, 0
		w.showVariant()
		return
	}
	var nf *generate.NotFoundError
	msg := failureText(p, err)
	if canceled := errors.As(err, &nf) && nf.Canceled; !canceled {
		msg += i18n.T("No fix of up to 3 added cells turned up either.") + "\n"
	}
	if errors.As(err, &nf) && len(nf.Open) > 0 {
		var styles [81]gridview.CellStyle
		for _, c := range nf.Open {
			styles[c] = gridview.StyleConflict
		}
		w.Grid.Styles = styles
		w.Grid.Refresh()
		msg += i18n.T("Adding a clue cell among the marked cells may help.")
	}
	w.w.result.SetText(msg)
}

// failureText says why no puzzle came on p: every problem of p, one per
// line, after the generator's reason (err, if any) when p has no proof
// against it (a proof is already the first problem, in plain words).
func failureText(p pattern.Pattern, err error) string {
	out := ""
	if err != nil && p.Impossible() == nil {
		out = i18n.Err(err) + ".\n"
	}
	for _, pr := range p.Problems() {
		out += i18n.Msg(pr.Message) + "\n"
	}
	return out
}

// ApplyFix puts the suggested repair in place as one undoable edit, with
// its puzzle. The pattern then counts as edited by hand, so that the
// picture controls do not undo the fix until Re-derive.
func (w *Window) ApplyFix() {
	fix := w.suggestion
	if fix == nil {
		return
	}
	w.record() // drops the suggestion with the old puzzle
	w.pattern = fix.Pattern
	if w.source != nil {
		w.editedByHand = true
	}
	w.variants, w.variant = []generate.Puzzle{fix.Puzzle}, 0
	w.showVariant()
}

// showVariant puts the current variant in the grid.
func (w *Window) showVariant() {
	pz := w.variants[w.variant]
	w.clues, w.solution = pz.Clues, pz.Solution
	w.rating = summary(pz.Rating)
	w.Grid.Styles = [81]gridview.CellStyle{}
	w.w.another.Enable()
	w.w.progress.SetValue(w.w.progress.Max)
	w.w.progressNote.SetText(i18n.Tf("Puzzle %d of %d", w.variant+1, len(w.variants)))
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
