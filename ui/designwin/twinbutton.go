package designwin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// twinButton is a button shown in two places, such as Generate on the
// Generate tab and on the Design tab: its twins take their text, icon,
// importance and action from it, and enabling or disabling it does the
// same to them, so no twin can show a stale state.
type twinButton struct {
	widget.Button
	twins []*widget.Button
}

func newTwinButton(label string, icon fyne.Resource, tapped func()) *twinButton {
	b := &twinButton{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// twin returns a new button that mirrors b.
func (b *twinButton) twin() *widget.Button {
	t := widget.NewButtonWithIcon(b.Text, b.Icon, b.OnTapped)
	t.Importance = b.Importance
	if b.Disabled() {
		t.Disable()
	}
	b.twins = append(b.twins, t)
	return t
}

// Enable enables the button and its twins.
func (b *twinButton) Enable() {
	b.Button.Enable()
	for _, t := range b.twins {
		t.Enable()
	}
}

// Disable disables the button and its twins.
func (b *twinButton) Disable() {
	b.Button.Disable()
	for _, t := range b.twins {
		t.Disable()
	}
}
