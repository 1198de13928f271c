package designwin

import (
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// Practice puzzles. The Technique choice of the Generate tab aims the
// search at puzzles whose hardest step is one technique (an X-Wing book,
// a Swordfish lesson): generate.Options.Needs. The level then follows from
// the technique, so the Level choice does not apply.

// anyTechnique is the Technique choice's value for no particular one.
const anyTechnique = "any"

// newTechniqueChoice lists "Any technique" and every technique but the
// trial, by name; the values are the techniques' keys. changed gets the
// key chosen (anyTechnique for none).
func newTechniqueChoice(changed func(key string)) *i18n.Choice {
	values, labels := []string{anyTechnique}, []string{"Any technique"}
	for _, t := range logic.Techniques() {
		if t != logic.Trial {
			values, labels = append(values, t.Info().Key), append(labels, t.String())
		}
	}
	c := i18n.NewLabelledChoice(values, labels, changed)
	c.SetValue(anyTechnique)
	return c
}

// needs sets opt to ask for the chosen technique, if one is chosen.
func (w *Window) needs(opt *generate.Options) {
	t, ok := logic.TechniqueByKey(w.w.technique.Value())
	if !ok {
		return
	}
	opt.Needs, opt.HasNeeds = t, true
	opt.HasTarget, opt.Ceiling = false, logic.Extreme
}

// techniqueKey is the chosen technique's key for the design file, "" for
// any.
func (w *Window) techniqueKey() string {
	if v := w.w.technique.Value(); v != anyTechnique {
		return v
	}
	return ""
}
