package designwin

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// The result bar stands below the tabs, in sight from every tab and at
// every window height: the result line, the fix and ways-out offers after
// a failure, and the two things done with a finished puzzle (Play this
// puzzle, Add to book). The result line always takes resultLines lines
// and scrolls beyond them, so a message, short or long, never moves a
// control: not the buttons below it out of the window, nor the tabs'
// controls from under the pointer (the notice after an automatic repair
// used to grow the bar and shift them).

// The window's messages (the result line, the picture line, the progress
// note) are each kept as how to say them, not as text: a switch of
// language builds the labels anew and says every message again in the
// new language (the new labels showed their defaults instead: "Drop a
// picture…" beside a loaded picture, and "Puzzle 1 of 1" went blank).
type words struct {
	result, picture, progress func() string
	// notice is what was just done ("Saved …"), said above the result
	// until the next message: the puzzle's level and look stay in sight
	// (a save replaced them).
	notice func() string
}

// say puts msg in the result line, shown from its first line (a long
// message scrolled down left the next one scrolled down too).
func (w *Window) say(msg func() string) {
	w.words.result, w.words.notice = msg, nil
	w.showResult()
}

// sayDone says above the result line what was just done ("Saved …",
// "Copied …", "Added to the book …"), or why a click did nothing, in
// place of the last such notice.
func (w *Window) sayDone(msg func() string) {
	w.words.notice = msg
	w.showResult()
}

// showResult shows the notice and the result, from their first line.
func (w *Window) showResult() {
	var lines []string
	for _, msg := range []func() string{w.words.notice, w.words.result} {
		if msg != nil {
			if s := msg(); s != "" {
				lines = append(lines, s)
			}
		}
	}
	w.w.result.SetText(strings.Join(lines, "\n"))
	if w.w.resultScroll != nil {
		w.w.resultScroll.ScrollToTop()
	}
}

// sayMore adds more to the result line, after sep.
func (w *Window) sayMore(sep string, more func() string) {
	before := w.words.result
	if before == nil {
		before = func() string { return "" }
	}
	w.say(func() string { return before() + sep + more() })
}

// notePicture puts msg in the picture line.
func (w *Window) notePicture(msg func() string) {
	w.words.picture = msg
	w.w.pictureNote.SetText(msg())
}

// noteProgress puts msg beside the progress bar (nil for nothing).
func (w *Window) noteProgress(msg func() string) {
	w.words.progress = msg
	text := ""
	if msg != nil {
		text = msg()
	}
	w.w.progressNote.SetText(text)
}

// sayAgain says every message again, in the labels built last.
func (w *Window) sayAgain() {
	if w.words.result != nil || w.words.notice != nil {
		w.showResult()
	}
	if w.words.picture != nil {
		w.notePicture(w.words.picture)
	}
	w.noteProgress(w.words.progress)
}

// resultLines is how many lines of the result show before it scrolls.
const resultLines = 3

func (w *Window) resultBar() fyne.CanvasObject {
	w.w.resultScroll = container.NewVScroll(w.w.result)
	result := container.New(&cappedHeight{lines: resultLines, label: w.w.result}, w.w.resultScroll)
	return container.NewVBox(widget.NewSeparator(), result, w.w.fix, w.w.ways,
		container.NewGridWithColumns(2, w.w.play, w.w.addToBook))
}

// cappedHeight lays out one object (a scroll holding label) lines of
// label's text tall, whatever the text.
type cappedHeight struct {
	lines int
	label *wraplabel.Label
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
