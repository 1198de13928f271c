package designwin

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/looks"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
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
	w.needs(&opt)
	return opt
}

// Generate looks for puzzles on the current pattern in the background,
// with progress and Cancel; the window stays responsive. A pattern still
// as the picture gave it is searched the picture's way (engine/
// designpuzzle: its renderings, most like the picture first, then a
// repair; or, with "Keep the picture exact", helper clues beside it).
// Another pattern is searched as it is, then repaired (or, for a practice
// puzzle, after a third of the time, given helper clues, so the drawing
// stays). A repair is applied as one undoable edit with "Repair the
// pattern automatically", else offered (see ApplyFix). When nothing is
// found, the ways out that work are measured and offered (see ways.go).
//
// Each Generate searches with a new seed, so that a second click gives
// another puzzle (it gave the same one, "already in the book"), unless
// "Same puzzle every time" fixes the seed; Another moves on from the
// seed of the puzzle shown.
func (w *Window) Generate() {
	if w.cancel == nil && !w.w.fixedSeed.Checked {
		w.seed = newSeed()
	}
	w.generate()
}

// newSeed draws the seed of a Generate: never 0, which the engine reads
// as "pick one". Tests draw 1, 2, 3, ... instead (TestMain), so that with
// their searches counted in attempts what a test finds is the same on
// every run.
var newSeed = func() uint64 { return rand.Uint64()>>1 + 1 }

// generate looks for puzzles with the seed set.
func (w *Window) generate() {
	if w.cancel != nil {
		return // already running
	}
	w.lookState.fillGrid, w.lookState.refill, w.lookState.nameLook = false, lookID{}, false // the author's puzzle, not the default look's nor a look's at new settings
	p := w.pattern
	opt := w.generateOptions()
	auto := w.w.autoRepair.Checked
	dopt := designpuzzle.Options{Options: opt, Symmetry: w.symmetry, Repair: true, KeepPicture: w.w.keepPicture.Checked}
	dopt.Count = 1
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	w.generating.Store(true)
	w.suggestion, w.ways = nil, nil
	w.w.fix.Hide()
	w.w.generate.Disable()
	w.showCancel()
	w.w.another.Disable()
	// The bar measures the whole run, from this click: its searches (a
	// picture's renderings, a fix's rounds) each count their own time, so
	// their Elapsed would send it back.
	start := time.Now()
	w.w.progress.Max = opt.Timeout.Seconds()
	w.w.progress.SetValue(0)
	w.say(func() string { return i18n.T("Generating…") })
	w.showWays()
	progress := func(pr generate.Progress) {
		onUI(func() {
			w.w.progress.SetValue(min(time.Since(start).Seconds(), w.w.progress.Max))
			w.noteProgress(func() string { return i18n.Tf("%d attempts, %d found", pr.Attempts, pr.Found) })
		})
	}
	opt.Progress, dopt.Progress = progress, progress
	// With "Keep the picture exact", the pattern kept is the picture
	// itself: the look shown when it is an exact one, else the exact
	// silhouette at the count chosen (picture.Source.Exact), not the
	// rendering picked because it carries a puzzle easily (the bold block
	// L at 28 clues was kept as its outline: a hole at r7c3 and cells
	// outside the L). Helper clues beside it do that work; so the picture
	// is searched anew even when an earlier search drew it another way or
	// repaired it.
	keep := dopt.KeepPicture
	fromPicture := w.source != nil && w.pictureRes != nil && !w.editedByHand && (w.pictureRes.Pattern == p || keep)
	// A practice puzzle on a drawn pattern: the pattern alone gets a
	// third of the time, then helper clues beside it take over (below),
	// and the bar spans both. A pattern seldom gives a puzzle that needs
	// the technique if it did not soon, and a helper clue usually does:
	// X-Wing on the heart sample alone came within 20 s on 5 of 12 seeds,
	// with helpers (generate --keep-picture) on 12 of 12 within 3.2 s.
	// Variants are puzzles on the pattern itself (the helper search
	// makes one): asked for several, the pattern alone keeps the time.
	alone := opt
	if opt.HasNeeds && opt.Timeout > 0 && !fromPicture && opt.Count <= 1 {
		alone.Timeout = opt.Timeout / 3
		w.w.progress.Max = (alone.Timeout + opt.Timeout).Seconds()
	}
	src, popt := w.source, w.pictureOptions()
	popt.Candidates = true
	asked := w.askedFor(opt)
	// The grid shows a look of the picture: Generate finds another
	// puzzle for that look, as it is. With Keep the picture exact ticked
	// a look that is not exact gives way to the picture kept exact
	// (below), as the box promises.
	var look *looks.Look
	if l := w.lookShown(); l != nil && (!keep || l.Kept) {
		copied := *l
		look = &copied
	}
	lookBase := w.lookState.base
	go func() {
		out := generated{asked: asked}
		// waysOut measures, after a picture's search failed with err,
		// which changes would give a puzzle. The bar starts again for
		// them, as they run side by side for the time limit, and says so
		// (it stood at 100 % while they ran).
		waysOut := func(err error) {
			if ctx.Err() != nil {
				return
			}
			waysStart := time.Now()
			onUI(func() {
				w.say(func() string { return i18n.T("No puzzle yet: measuring which changes would give one…") })
				w.w.progress.Max = opt.Timeout.Seconds()
				w.w.progress.TextFormatter = func() string { return i18n.T("Trying other ways…") }
				w.w.progress.SetValue(0)
				w.noteProgress(nil)
			})
			waysProgress := func(generate.Progress) {
				onUI(func() { w.w.progress.SetValue(min(time.Since(waysStart).Seconds(), w.w.progress.Max)) })
			}
			out.ways, out.fruitless = measureWays(ctx, src, popt, dopt, err, waysProgress)
		}
		if look != nil {
			l := looks.Again(ctx, *look, boundedDesign(dopt))
			out.picture, out.err = lookBase, l.Err
			out.helpersSought = dopt.KeepPicture || look.Kept
			if l.Found() {
				out.fix = &l.Outcome
			} else {
				waysOut(l.Err)
			}
			onUI(func() { w.finishGenerate(p, out, auto) })
			return
		}
		if fromPicture {
			r := src.Pattern(popt) // the renderings are found here, off the UI goroutine
			if keep {
				r = src.PatternKept(popt)
			}
			out.picture = &r
			out.helpersSought = dopt.KeepPicture
			res, err := designpuzzle.FindPicture(ctx, r, boundedDesign(dopt))
			out.err = err
			if err == nil {
				out.fix = &res
			} else {
				waysOut(err)
			}
			onUI(func() { w.finishGenerate(p, out, auto) })
			return
		}
		out.err = p.Impossible()
		if out.err == nil {
			out.puzzles, out.err = generate.Generate(ctx, p, bounded(alone))
		}
		if len(out.puzzles) == 0 && ctx.Err() == nil {
			// A practice puzzle keeps the drawing: helper clues beside
			// it, not cells added to it.
			fix := dopt
			fix.KeepPicture = dopt.KeepPicture || opt.HasNeeds
			looking := func() string { return i18n.T("No puzzle on this pattern yet: looking for the smallest fix…") }
			if out.helpersSought = fix.KeepPicture; out.helpersSought {
				looking = func() string {
					return i18n.T("No puzzle on this pattern alone yet: looking for helper clues beside it…")
				}
			}
			onUI(func() {
				w.say(looking)
				w.w.progress.Max = time.Since(start).Seconds() + opt.Timeout.Seconds() // the fix has a limit of its own
			})
			if res, rerr := designpuzzle.FindPattern(ctx, p, boundedDesign(fix)); rerr == nil {
				out.fix = &res
			} else if ctx.Err() != nil {
				out.err = rerr // canceled while repairing: say so
			}
			if out.fix == nil && ctx.Err() == nil {
				out.ways = levelWays(out.err)
			}
		}
		onUI(func() { w.finishGenerate(p, out, auto) })
	}()
}

// generated is what a generation run found: variants on the pattern, or
// an outcome (a rendering, a repair or helper clues) and the picture read
// with its renderings, or ways out measured after a failure (and those
// tried that gave nothing), with the settings it ran with.
type generated struct {
	puzzles   []generate.Puzzle
	fix       *designpuzzle.Outcome
	picture   *picture.Result
	ways      []wayOut
	fruitless []func() string
	err       error
	asked     asked
	// helpersSought is set when the fix looked for helper clues beside a
	// drawn pattern (a practice puzzle, or the picture kept) instead of a
	// repair.
	helpersSought bool
}

// Cancel stops a running generation, a picture being read and the
// looks being worked out (the gallery keeps those already found).
func (w *Window) Cancel() {
	if w.cancel != nil {
		w.cancel()
	}
	if w.stopRating() {
		if w.rating == nil {
			w.say(func() string { return i18n.T("Rating stopped: the puzzle has no level. Paste it again to rate it.") })
		} else { // a design file's level, without its steps
			w.showRating()
			w.sayMore(" ", func() string { return i18n.T("(Rating stopped: Play shows no solution path.)") })
		}
		w.refresh()
	}
	w.CancelPictureRead()
	w.stopLooks()
}

// showCancel enables Cancel while something it stops is under way: a
// generation, a picture read or the rating of a pasted or opened puzzle.
func (w *Window) showCancel() {
	setEnabled(w.w.cancel, w.cancel != nil || w.cancelRead != nil || w.cancelRating != nil)
}

// Running reports whether a generation is under way; it turns false only
// once the outcome is shown, and may be called from any goroutine.
func (w *Window) Running() bool { return w.generating.Load() }

func (w *Window) finishGenerate(p pattern.Pattern, out generated, auto bool) {
	defer w.generating.Store(false)
	w.cancel = nil
	w.w.progress.TextFormatter = nil
	w.w.generate.Enable()
	w.showCancel()           // a picture read or a rating may still be under way
	w.w.progress.SetValue(0) // full only when a puzzle is shown (showVariant)
	if w.pattern != p {
		// The author edited the pattern while it ran: the result is stale.
		w.say(func() string { return i18n.T("The pattern changed while generating: generate again.") })
		return
	}
	if len(out.puzzles) > 0 {
		w.variants, w.variant = out.puzzles, 0
		w.showVariant()
		if out.err != nil {
			w.sayMore(" ", func() string { return i18n.Tf("(only %d of the variants: %s)", len(out.puzzles), i18n.Err(out.err)) })
		}
		return
	}
	if fix := out.fix; fix != nil {
		switch {
		case !fix.Changed():
			if fix.Pattern != w.pattern { // the picture read anew (see Generate)
				w.history.Record(w.current())
			}
			w.showOutcome(fix, out.picture)
		case !fix.Helpers.Empty():
			// The picture kept exact, with helper clues beside it (read
			// anew, it may differ from the pattern shown: see Generate).
			if fix.Pattern != w.pattern {
				w.history.Record(w.current())
			}
			w.showOutcome(fix, out.picture)
			w.sayMore("\n", func() string { return sentence(i18n.Msg(fix.Changes())) })
		case fix.Rendering != nil && fix.Rendering.Pattern == fix.Pattern:
			// Another rendering of the picture carries the puzzle: the
			// picture drawn another way, not a repair.
			w.history.Record(w.current())
			w.showOutcome(fix, out.picture)
			w.sayMore("\n", func() string {
				return i18n.Tf("Drawn as its %s (%s, resemblance %.2f): the first way of drawing the picture gave no puzzle. Undo takes it back.", i18n.T(fix.Rendering.Kind.String()), i18n.T(fix.Rendering.Frame), fix.Rendering.Resemblance)
			})
		case auto:
			w.suggestion = fix
			w.applySuggestion(out.picture)
			w.sayMore("\n", func() string {
				return i18n.Tf("The pattern was changed so that it carries a puzzle: %s. Undo takes it back.", i18n.Msg(fix.Changes()))
			})
		default:
			w.offerFix(p, fix, out.picture, out.err)
		}
		return
	}
	w.ways = out.ways
	var nf *generate.NotFoundError
	marked := false
	if errors.As(out.err, &nf) && len(nf.Open) > 0 && len(w.ways) == 0 && !out.asked.keep {
		var styles [81]gridview.CellStyle
		for _, c := range nf.Open {
			styles[c] = gridview.StyleConflict
		}
		w.Grid.Styles = styles
		w.Grid.Refresh()
		marked = true
	}
	// A puzzle found before stays on the grid, marked as the previous one:
	// the result line says so and the buttons say which puzzle they take.
	w.previous = w.clues.Clues() > 0
	previous := w.previous
	w.say(func() string { return failureMessage(p, out, marked, previous) })
	w.noteProgress(nil) // "96 attempts, 1 found" beside a failure only confused
	w.showWays()
	w.refresh()
}

// offerFix shows a repair without applying it: the cells it adds as
// ghosts, the cells it takes away as conflicts, and the Fix button.
func (w *Window) offerFix(p pattern.Pattern, fix *designpuzzle.Outcome, res *picture.Result, err error) {
	w.suggestion, w.suggestionPicture = fix, res
	var styles [81]gridview.CellStyle
	for _, c := range fix.Added {
		styles[c] = gridview.StyleGhost
	}
	for _, c := range fix.Removed {
		styles[c] = gridview.StyleConflict // a move takes these away
	}
	w.Grid.Styles = styles
	w.refresh()
	w.say(func() string {
		offer := i18n.Tf("Fix the pattern adds the green cells (%s).", i18n.Msg(fix.Changes()))
		if len(fix.Removed) > 0 {
			offer = i18n.Tf("Fix the pattern adds the green cells and takes away the red ones (%s).", i18n.Msg(fix.Changes()))
		}
		return strings.Join(append(failureSentences(p, err), offer), "\n")
	})
}

// showOutcome puts a found puzzle in place: its pattern and helper clues,
// and, for a picture, the reading of the rendering it draws (framing,
// colours, thumbnail), so that the picture behind the grid lines up with
// the cells. The pattern stays the picture's: the picture controls keep
// following the picture.
func (w *Window) showOutcome(o *designpuzzle.Outcome, res *picture.Result) {
	if res != nil && o.Rendering != nil && o.Rendering.Reading != nil {
		r := res.Use(*o.Rendering)
		r.Renderings = nil
		w.pictureRes = &r
		w.thumbPNG = nil
	}
	w.pattern = o.Pattern
	w.variants, w.variant = []generate.Puzzle{o.Puzzle}, 0
	w.showVariant()
	w.helpers = o.Helpers
	w.refresh()
}

// ApplyFix puts the suggested repair in place as one undoable edit, with
// its puzzle. A repair of a picture's pattern is no hand edit: the picture
// controls still follow the picture (moving one reads it again, without
// the repair).
func (w *Window) ApplyFix() { w.applySuggestion(w.suggestionPicture) }

// applySuggestion applies the suggestion, with the picture read with its
// renderings when the repair drew on one.
func (w *Window) applySuggestion(res *picture.Result) {
	fix := w.suggestion
	if fix == nil {
		return
	}
	w.history.Record(w.current())
	w.suggestion, w.suggestionPicture = nil, nil
	w.Grid.Styles = [81]gridview.CellStyle{}
	w.showOutcome(fix, res)
}

// showVariant puts the current variant in the grid.
func (w *Window) showVariant() {
	w.stopRating() // of a pasted puzzle this one replaces
	pz := w.variants[w.variant]
	w.clues, w.solution = pz.Clues, pz.Solution
	w.previous = false
	w.helpers = pattern.Pattern{}
	w.rating = summary(pz.Rating)
	w.full = &pz.Rating
	w.Grid.Styles = [81]gridview.CellStyle{}
	w.w.another.Enable()
	w.w.progress.SetValue(w.w.progress.Max)
	at, of := w.variant+1, len(w.variants)
	w.noteProgress(func() string { return i18n.Tf("Puzzle %d of %d", at, of) })
	w.showRating()
	w.refresh()
}

func (w *Window) showRating() {
	if w.rating == nil {
		return
	}
	r := *w.rating
	w.say(func() string {
		return i18n.Tf("%s · score %.2f · hardest: %s", i18n.T(r.Level), r.Score, i18n.T(r.Hardest))
	})
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
	w.generate()
}
