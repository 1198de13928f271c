package designwin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The result bar stands below the tabs, in sight from every tab and at
// every window height: the result line, the fix and ways-out offers after
// a failure, and the two things done with a finished puzzle (Play this
// puzzle, Add to book). The result line always takes resultLines lines
// and scrolls beyond them, so a message, short or long, never moves a
// control: not the buttons below it out of the window, nor the tabs'
// controls from under the pointer (the notice after an automatic repair
// used to grow the bar and shift them).

// resultLines is how many lines of the result show before it scrolls.
const resultLines = 3

func (w *Window) resultBar() fyne.CanvasObject {
	result := container.New(&cappedHeight{lines: resultLines, label: w.w.result}, container.NewVScroll(w.w.result))
	return container.NewVBox(widget.NewSeparator(), result, w.w.fix, w.w.ways,
		container.NewGridWithColumns(2, w.w.play, w.w.addToBook))
}

// cappedHeight lays out one object (a scroll holding label) lines of
// label's text tall, whatever the text.
type cappedHeight struct {
	lines int
	label *widget.Label
}

func (c *cappedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (c *cappedHeight) MinSize([]fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Mg", c.label.Theme().Size(theme.SizeNameText), fyne.TextStyle{}).Height
	padding := 2 * c.label.Theme().Size(theme.SizeNameInnerPadding)
	return fyne.NewSize(0, float32(c.lines)*line+padding)
}
