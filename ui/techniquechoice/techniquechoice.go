// Package techniquechoice is the "Technique" choice of practice puzzles,
// shared by the Generate tab and the book builder's "Fill from designs":
// "Any technique", or one technique to practise (every one but the
// trial, which is no logic to learn). The values are the techniques' keys
// (x-wing, swordfish, ...), which design files and preferences store;
// the user reads the names in their language.
package techniquechoice

import (
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// Any is the choice's value for no particular technique.
const Any = "any"

// New returns the choice, set to Any; changed gets the key chosen.
func New(changed func(key string)) *i18n.Choice {
	values, labels := []string{Any}, []string{"Any technique"}
	for _, t := range logic.Techniques() {
		if t != logic.Trial {
			values, labels = append(values, t.Info().Key), append(labels, t.String())
		}
	}
	c := i18n.NewLabelledChoice(values, labels, changed)
	c.SetValue(Any)
	return c
}

// Chosen returns the technique c names, if it names one.
func Chosen(c *i18n.Choice) (logic.Technique, bool) {
	return logic.TechniqueByKey(c.Value())
}
