// Package tooltip gives toolbar icons the small label desktop users expect
// when the pointer rests on them (Fyne 2.7 has none): the icon's name and
// its shortcut, shown just below it until the pointer leaves. An action
// may also carry a label beside its icon, for the toolbar's main actions.
//
// The tip is drawn in a layer above the window's content (Host), not in a
// pop-up: Fyne's pop-ups are overlays, and an overlay takes every pointer
// event of the window while it shows. With pop-up tips, a pointer that
// jumped from one icon straight onto the next never reached the second
// (its tip did not appear, and the first stayed). The layer holds only a
// label and a rectangle, which take no events, so the icons under and
// beside it keep getting theirs.
package tooltip

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Action is a toolbar icon with a tooltip, and a label beside the icon
// where the toolbar has room for one.
type Action struct {
	Icon    fyne.Resource
	Tip     string // shown on hover, e.g. "Save design (Ctrl+S)"
	Label   string // shown beside the icon, e.g. "Generate" ("" for the icon alone)
	OnTap   func()
	button  *button
	Current fyne.CanvasObject // the tooltip showing, if any (for tests)
	off     bool              // greyed: nothing to do (SetEnabled)
}

// SetEnabled greys the icon out (false) or brings it back (true), in the
// button shown and in any made later.
func (a *Action) SetEnabled(on bool) {
	a.off = !on
	if a.button == nil {
		return
	}
	if on {
		a.button.Enable()
	} else {
		a.button.Disable()
	}
}

// NewAction returns a toolbar item for icon, tip and action.
func NewAction(icon fyne.Resource, tip string, tapped func()) *Action {
	return &Action{Icon: icon, Tip: tip, OnTap: tapped}
}

// Labelled sets the label shown beside the icon and returns the action.
func (a *Action) Labelled(label string) *Action {
	a.Label = label
	return a
}

// layers maps each Host to its tip layer.
var (
	mu     sync.Mutex
	layers = map[fyne.CanvasObject]*fyne.Container{}
)

// Host returns content with a layer above it for the tips of the actions
// inside it; set it as the window's content.
func Host(content fyne.CanvasObject) fyne.CanvasObject {
	layer := container.NewWithoutLayout()
	host := container.NewStack(content, layer)
	mu.Lock()
	layers[host] = layer
	mu.Unlock()
	return host
}

// layerOf finds the tip layer of the window showing o.
func layerOf(o fyne.CanvasObject) *fyne.Container {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if c == nil {
		return nil
	}
	mu.Lock()
	defer mu.Unlock()
	return layers[c.Content()]
}

// ToolbarObject makes the icon button.
func (a *Action) ToolbarObject() fyne.CanvasObject {
	b := &button{action: a}
	b.Icon, b.Text, b.OnTapped, b.Importance = a.Icon, a.Label, a.OnTap, widget.LowImportance
	b.ExtendBaseWidget(b)
	if a.off {
		b.Disable()
	}
	a.button = b
	return b
}

// ToolbarObjectShown is the icon button last made by ToolbarObject (the
// one the toolbar shows), or nil.
func (a *Action) ToolbarObjectShown() fyne.CanvasObject {
	if a.button == nil {
		return nil
	}
	return a.button
}

// button is the icon button that shows its action's tip on hover.
type button struct {
	widget.Button
	action *Action
}

// MouseIn shows the tip below the icon, and hides any other tip of the
// window (the pointer may have jumped here without leaving the other).
func (b *button) MouseIn(e *desktop.MouseEvent) {
	b.Button.MouseIn(e)
	layer := layerOf(b)
	if layer == nil || b.action.Tip == "" {
		return
	}
	layer.RemoveAll()
	label := canvas.NewText(b.action.Tip, theme.Color(theme.ColorNameForeground))
	label.TextSize = theme.CaptionTextSize()
	pad := theme.Padding()
	size := label.MinSize().Add(fyne.NewSize(2*pad, pad))
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor, bg.StrokeWidth, bg.CornerRadius = theme.Color(theme.ColorNameShadow), 1, pad/2
	d := fyne.CurrentApp().Driver()
	pos := d.AbsolutePositionForObject(b).Subtract(d.AbsolutePositionForObject(layer)).Add(fyne.NewPos(0, b.Size().Height+2))
	if max := layer.Size().Width - size.Width; pos.X > max && max > 0 {
		pos.X = max // keep the tip inside the window
	}
	bg.Move(pos)
	bg.Resize(size)
	label.Move(pos.Add(fyne.NewPos(pad, pad/2)))
	label.Resize(label.MinSize())
	tip := container.NewWithoutLayout(bg, label)
	layer.Add(tip)
	b.action.Current = tip
}

// MouseOut hides the tip.
func (b *button) MouseOut() {
	b.Button.MouseOut()
	b.hideTip()
}

// Tapped hides the tip and runs the action.
func (b *button) Tapped(e *fyne.PointEvent) {
	b.hideTip()
	b.Button.Tapped(e)
}

func (b *button) hideTip() {
	if b.action.Current == nil {
		return
	}
	if layer := layerOf(b); layer != nil {
		layer.Remove(b.action.Current)
	}
	b.action.Current = nil
}
