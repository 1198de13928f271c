// Package wraplabel is the label for running text (a status line, a hint,
// an explanation): it wraps its words to its width, in English at the
// spaces and in Japanese where Japanese typesetting lets a line break.
//
// Fyne wraps a label only at white space. English has it between its
// words; Japanese has none, so a Japanese sentence either stayed on one
// line or, wrapped between any two characters (fyne.TextWrapBreak), put
// 。 or 、 at the start of a line and cut cell names in two ("r7" / "c8").
// With the interface in Japanese a Label therefore shows its text with
// engine/linebreak's marks, U+200A HAIR SPACE at every place a line may
// break, which Fyne counts as white space and the app's Japanese font
// draws with no width. The marks live only in the words drawn on the
// screen: Text, what the program reads back, copies or saves, is the text
// as it was set. English text is shown as it is.
package wraplabel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/linebreak"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// Label is a label of running text that wraps to its width. Its fields
// are those of a widget.Label of the same name; call Refresh after
// changing one.
type Label struct {
	widget.BaseWidget
	Text       string
	Alignment  fyne.TextAlign
	TextStyle  fyne.TextStyle
	Importance widget.Importance

	shown *widget.Label // Text as drawn, marked where it may break
}

// New returns a label showing text.
func New(text string) *Label {
	l := &Label{Text: text, shown: widget.NewLabel("")}
	l.shown.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	l.sync()
	return l
}

// SetText shows text in place of what was shown.
func (l *Label) SetText(text string) {
	l.Text = text
	l.Refresh()
}

// Refresh shows the label's fields as they are now.
func (l *Label) Refresh() {
	l.sync()
	l.BaseWidget.Refresh()
}

// CreateRenderer draws the label as a wrapping widget.Label.
func (l *Label) CreateRenderer() fyne.WidgetRenderer {
	l.sync()
	return widget.NewSimpleRenderer(l.shown)
}

// sync copies the fields to the label drawn, marking Japanese text.
func (l *Label) sync() {
	text := l.Text
	if i18n.Current() == "ja" {
		text = linebreak.Insert(text)
	}
	l.shown.Text = text
	l.shown.Alignment = l.Alignment
	l.shown.TextStyle = l.TextStyle
	l.shown.Importance = l.Importance
}
