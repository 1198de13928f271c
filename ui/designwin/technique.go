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
