package designwin

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The side panel keeps its width whatever it says, so the grid keeps its
// size: a way out or a fix names its cells ("Fix the pattern (added r2c9,
// r4c5, r5c9 (box 3 was empty))"), and a Fyne button is as wide as its
// words, so one such button widened the panel and shrank the grid from
// 615 to 510 pixels. The panel is laid out at sideWidth (fixedWidth), and
// the buttons that carry such words wrap them onto more lines
// (wrapButton).

// sideWidth is the side panel's width.
const sideWidth = 320

// fixedWidth lays out its objects at the width it is given and asks for
// width, whatever they would like.
type fixedWidth struct{ width float32 }

func (f fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (f fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var h float32
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.width, h)
}

// wrapButton is a button whose words wrap to its width. It is a
// widget.Button (its Text, Icon, Importance, OnTapped and state are
// those of one) drawn as a button's face in the theme's colours, with the
// icon and a wrapping label over it.
type wrapButton struct {
	widget.Button
	hovered bool
}

// newWrapButton returns a wrapButton.
func newWrapButton(text string, icon fyne.Resource, tapped func()) *wrapButton {
	b := &wrapButton{}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer draws the face, then the icon and the words over it.
func (b *wrapButton) CreateRenderer() fyne.WidgetRenderer {
	r := &wrapRenderer{b: b, face: canvas.NewRectangle(color.Transparent), words: widget.NewLabel(""), icon: widget.NewIcon(nil)}
	r.words.Wrapping = fyne.TextWrapWord
	r.words.Alignment = fyne.TextAlignCenter
	r.words.TextStyle = fyne.TextStyle{Bold: true}
	r.content = container.NewBorder(nil, nil, r.icon, nil, r.words)
	r.Refresh()
	return r
}

// Tapped runs OnTapped.
func (b *wrapButton) Tapped(*fyne.PointEvent) {
	if !b.Disabled() && b.OnTapped != nil {
		b.OnTapped()
	}
}

// MouseIn shades the face as the pointer comes over it.
func (b *wrapButton) MouseIn(*desktop.MouseEvent) {
	b.hovered = true
	b.Refresh()
}

// MouseMoved is part of the pointer's hover.
func (b *wrapButton) MouseMoved(*desktop.MouseEvent) {}

// MouseOut takes the hover shade away.
func (b *wrapButton) MouseOut() {
	b.hovered = false
	b.Refresh()
}

type wrapRenderer struct {
	b       *wrapButton
	face    *canvas.Rectangle
	words   *widget.Label
	icon    *widget.Icon
	content *fyne.Container
}

func (r *wrapRenderer) Layout(size fyne.Size) {
	r.face.Resize(size)
	pad := theme.InnerPadding() / 2
	r.content.Move(fyne.NewPos(pad, 0))
	r.content.Resize(fyne.NewSize(size.Width-2*pad, size.Height))
}

func (r *wrapRenderer) MinSize() fyne.Size {
	m := r.content.MinSize()
	return fyne.NewSize(m.Width+theme.InnerPadding(), max(m.Height, theme.IconInlineSize()+2*theme.InnerPadding()))
}

func (r *wrapRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.face, r.content} }

func (r *wrapRenderer) Destroy() {}

// Refresh shows the button's state: its words, icon, importance, hover
// and whether it is enabled.
func (r *wrapRenderer) Refresh() {
	b := r.b
	th := b.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	name := theme.ColorNameButton
	switch {
	case b.Disabled():
		name = theme.ColorNameDisabledButton
	case b.Importance == widget.HighImportance:
		name = theme.ColorNamePrimary
	case b.Importance == widget.WarningImportance:
		name = theme.ColorNameWarning
	}
	r.face.FillColor = th.Color(name, v)
	if b.hovered && !b.Disabled() {
		r.face.FillColor = blend(th.Color(theme.ColorNameHover, v), r.face.FillColor)
	}
	r.face.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.face.Refresh()
	r.words.Importance = widget.MediumImportance
	if b.Disabled() {
		r.words.Importance = widget.LowImportance
	}
	r.words.SetText(b.Text)
	r.icon.SetResource(b.Icon)
	if b.Disabled() && b.Icon != nil {
		r.icon.SetResource(theme.NewDisabledResource(b.Icon))
	}
	if b.Icon == nil {
		r.icon.Hide()
	} else {
		r.icon.Show()
	}
	r.content.Refresh()
}

// blend lays the translucent colour over over under.
func blend(over, under color.Color) color.Color {
	or, og, ob, oa := over.RGBA()
	ur, ug, ub, ua := under.RGBA()
	mix := func(o, u uint32) uint8 { return uint8((o + u*(0xffff-oa)/0xffff) >> 8) }
	return color.RGBA{mix(or, ur), mix(og, ug), mix(ob, ub), uint8((oa + ua*(0xffff-oa)/0xffff) >> 8)}
}
