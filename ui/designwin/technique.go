package designwin

import (
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
)

// Practice puzzles. The Technique choice of the Generate tab aims the
// search at puzzles whose hardest step is one technique (an X-Wing book,
// a Swordfish lesson): generate.Options.Needs. The level then follows from
// the technique, so the Level choice does not apply.

// techniqueChosen follows the Technique choice: a technique sets the
// level itself, so the Level box, greyed, shows the level its puzzles
// have (it went on reading the level chosen before, "Hard" beside an
// X-Wing whose puzzles are Medium), and Any technique gives the author's
// level back.
func (w *Window) techniqueChosen(key string) {
	defer w.puzzleSettingsChanged(true)
	t, ok := logic.TechniqueByKey(key)
	if !ok {
		if w.authorLevel != "" {
			w.w.level.SetValue(w.authorLevel)
			w.authorLevel = ""
		}
		w.w.level.Enable()
		w.w.exact.Enable()
		return
	}
	if w.authorLevel == "" {
		w.authorLevel = w.w.level.Value()
	}
	w.w.level.SetValue(t.Level().String())
	w.w.level.Disable()
	w.w.exact.Disable()
}

// levelChosen is the level the author chose, which a technique's level
// stands in for in the Level box while one is chosen.
func (w *Window) levelChosen() string {
	if w.authorLevel != "" {
		return w.authorLevel
	}
	return w.w.level.Value()
}

// setLevel chooses level as the author's: in the Level box, or kept for
// when the technique chosen gives the box back.
func (w *Window) setLevel(level string) {
	if w.authorLevel != "" {
		w.authorLevel = level
		return
	}
	w.w.level.SetValue(level)
}

// needs sets opt to ask for the chosen technique, if one is chosen.
func (w *Window) needs(opt *generate.Options) {
	t, ok := techniquechoice.Chosen(w.w.technique)
	if !ok {
		return
	}
	opt.Needs, opt.HasNeeds = t, true
	opt.HasTarget, opt.Ceiling = false, logic.Extreme
}

// techniqueKey is the chosen technique's key for the design file, "" for
// any.
func (w *Window) techniqueKey() string {
	if v := w.w.technique.Value(); v != techniquechoice.Any {
		return v
	}
	return ""
}
