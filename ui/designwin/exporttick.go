package designwin

import (
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// coloursTick is the open export dialog's "Use the picture's colours".
// Until the author ticks or unticks it, it follows the look in the grid:
// ticked for a picture in colour, whose cells are named far more often
// printed in its colours (picture.InColour), unticked for one in black or
// grey, disabled with no picture. So a look that arrives while
// the dialog is open (a Generate that ends in another rendering of the
// picture, see showOutcome) prints as the dialog then says. Once the
// author has chosen, the choice stands.
type coloursTick struct {
	check     *keyrule.Check
	highlight *i18n.Choice // does nothing while the box is ticked: every clue cell prints in its own colour
	chosen    bool         // the author ticked or unticked the box
	following bool         // follow is setting the box, not the author
}

// newColoursTick makes the check box and has it follow w.
func newColoursTick(w *Window, highlight *i18n.Choice) *coloursTick {
	t := &coloursTick{highlight: highlight}
	t.check = keyrule.NewCheck(i18n.T("Use the picture's colours"), func(on bool) {
		if on {
			t.highlight.Disable()
		} else {
			t.highlight.Enable()
		}
		if !t.following {
			t.chosen = true
		}
	})
	t.follow(w)
	return t
}

// follow sets the box from the look in w's grid, unless the author chose.
func (t *coloursTick) follow(w *Window) {
	t.following = true
	defer func() { t.following = false }()
	if w.pictureRes == nil {
		t.check.SetChecked(false)
		t.check.Disable()
		return
	}
	t.check.Enable()
	if !t.chosen {
		t.check.SetChecked(picture.InColour(&w.pictureRes.Colors, w.pattern))
	}
}
