package designwin

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
)

// SwitchLanguage shows the app in another language ("" for the system's).
// The window's controls, toolbar and menu are built again around the same
// design, picture, puzzle and undo history; an open play window and book
// window are relabelled in place, keeping the game, its time and the list.
func (w *Window) SwitchLanguage(code string) error {
	err := i18n.SetLanguage(code)
	ApplyTheme(w.App) // a Japanese interface draws its words in one font
	doc := w.Document()
	opt := w.pictureOptions()
	count := w.w.randomCount.Selected
	symmetry := w.symmetry
	autoRepair := w.w.autoRepair.Checked
	progress, progressMax := w.w.progress.Value, w.w.progress.Max

	w.ready = false
	w.buildControls()
	w.symmetry = symmetry
	w.layout()
	w.setControls(doc.Generation, opt) // the time limit and variants too
	w.w.keepPicture.SetChecked(doc.KeepsPattern())
	w.w.randomCount.SetSelected(count)
	w.w.autoRepair.SetChecked(autoRepair)
	w.w.another.Disable()
	if len(w.variants) > 0 {
		w.w.another.Enable()
	}
	w.w.progress.Max = progressMax
	w.w.progress.SetValue(progress)
	w.ready = true
	// Every message is said again from what it says, in the new language
	// (see words), and the ways out are laid out again.
	w.sayAgain()
	w.showWays()
	w.showLooks() // the gallery, built again, shows the looks from their state
	if w.pictureRes != nil {
		w.showThreshold()
	}
	w.refresh()

	if w.bookWin != nil {
		w.bookWin.Relabel()
	}
	if w.playWin != nil {
		w.playWin.Relabel()
	}
	return err
}

// setControls shows the symmetry mode, generation settings and picture
// options in the controls (a file's, or the window's own when it is built
// again in another language).
func (w *Window) setControls(g design.Generation, opt picture.Options) {
	w.w.symmetry.SetValue(w.symmetry.Name())
	if g.Level != "" {
		w.setLevel(g.Level)
	}
	if g.Level != "" {
		w.w.exact.SetChecked(g.Exact)
		w.w.trial.SetChecked(g.Trial)
	}
	if g.Strategy != "" {
		w.w.strategy.SetValue(g.Strategy)
	}
	w.w.fixedSeed.SetChecked(g.FixedSeed)
	if g.Technique != "" {
		w.w.technique.SetValue(g.Technique)
	} else {
		w.w.technique.SetValue(techniquechoice.Any)
	}
	if g.Seconds > 0 {
		w.w.timeLimit.SetValue(fmt.Sprintf("%d s", g.Seconds))
	}
	if n := strconv.Itoa(g.Variants); g.Variants > 0 && slices.Contains(w.w.variants.Options, n) {
		w.w.variants.SetSelected(n)
	}
	w.w.clueSlider.SetValue(float64(opt.Clues))
	w.w.clueLabel.SetText(i18n.Tf("Clue cells: %d", opt.Clues))
	w.w.anyCount.SetChecked(opt.FreeCount)
	w.w.edges.SetChecked(opt.Edges)
	w.w.invert.SetChecked(opt.Invert)
	w.w.crop.SetChecked(opt.Crop)
	w.w.auto.SetChecked(opt.Threshold == 0)
	if opt.Threshold != 0 {
		w.w.thresholdSlider.SetValue(float64(opt.Threshold))
	}
}
