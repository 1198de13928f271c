// Package tooltip gives toolbar icons the small label desktop users expect
// when the pointer rests on them (Fyne 2.7 has none): the icon's name and
// its shortcut, shown just below it until the pointer leaves.
package tooltip

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Action is a toolbar icon with a tooltip.
type Action struct {
	Icon    fyne.Resource
	Tip     string // shown on hover, e.g. "Save design (Ctrl+S)"
	OnTap   func()
	button  *button
	Current *widget.PopUp // the tooltip showing, if any (for tests)
}

// NewAction returns a toolbar item for icon, tip and action.
func NewAction(icon fyne.Resource, tip string, tapped func()) *Action {
	return &Action{Icon: icon, Tip: tip, OnTap: tapped}
}

// ToolbarObject makes the icon button.
func (a *Action) ToolbarObject() fyne.CanvasObject {
	b := &button{action: a}
	b.Icon, b.OnTapped, b.Importance = a.Icon, a.OnTap, widget.LowImportance
	b.ExtendBaseWidget(b)
	a.button = b
	return b
}

// button is the icon button that shows its action's tip on hover.
type button struct {
	widget.Button
	action *Action
}

// MouseIn shows the tip below the icon.
func (b *button) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	c := fyne.CurrentApp().Driver().CanvasForObject(b)
	if c == nil || b.action.Tip == "" {
		return
	}
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).Add(fyne.NewPos(0, b.Size().Height+2))
	tip := widget.NewPopUp(widget.NewLabel(b.action.Tip), c)
	tip.ShowAtPosition(pos)
	b.action.Current = tip
}

// MouseOut hides the tip.
func (b *button) MouseOut() {
	b.Button.MouseOut()
	if b.action.Current != nil {
		b.action.Current.Hide()
		b.action.Current = nil
	}
}

// Tapped hides the tip and runs the action.
func (b *button) Tapped(e *fyne.PointEvent) {
	if b.action.Current != nil {
		b.action.Current.Hide()
		b.action.Current = nil
	}
	b.Button.Tapped(e)
}
