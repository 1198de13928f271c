// Package designwin is the design window: the grid editor, the picture
// drop zone, the generation controls and the file commands. It only wires
// widgets to the engine; every decision lives in engine/ and export/.
package designwin

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/ui/gridview"
)

// Window is the design window's state and widgets.
type Window struct {
	Win  fyne.Window
	Grid *gridview.GridView

	pattern  pattern.Pattern
	history  pattern.History
	symmetry pattern.Symmetry
	paintOn  bool
	stroke   bool

	status      *widget.Label
	feasibility *widget.Label
	symSelect   *widget.Select
}

// New builds the design window on app a, showing the pattern p.
func New(a fyne.App, p pattern.Pattern) *Window {
	w := &Window{Win: a.NewWindow("Pictdoku"), Grid: gridview.New(), pattern: p}
	w.Grid.OnCellDown = w.cellDown
	w.Grid.OnCellDrag = w.cellDrag
	w.Grid.OnCellUp = func() { w.stroke = false }

	w.status = widget.NewLabel("")
	w.feasibility = widget.NewLabel("")
	w.feasibility.Wrapping = fyne.TextWrapWord
	var names []string
	for _, s := range pattern.Symmetries() {
		names = append(names, s.Name())
	}
	w.symSelect = widget.NewSelect(names, func(name string) {
		for _, s := range pattern.Symmetries() {
			if s.Name() == name {
				w.symmetry = s
			}
		}
		w.refresh()
	})
	w.symSelect.SetSelected(pattern.None.Name())

	side := container.NewVBox(
		widget.NewLabelWithStyle("Design", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		w.status,
		widget.NewLabel("Symmetry"), w.symSelect,
		w.feasibility,
	)
	w.Win.SetContent(container.NewBorder(nil, nil, nil, container.NewPadded(side), w.Grid))
	w.Win.Resize(fyne.NewSize(960, 680))
	w.Win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) {
		w.Win.Close()
	})
	w.refresh()
	return w
}

// Pattern returns the current design.
func (w *Window) Pattern() pattern.Pattern { return w.pattern }

// cellDown starts an edit: the first cell's new state decides whether the
// stroke paints or erases.
func (w *Window) cellDown(c int) {
	w.history.Record(w.pattern)
	w.paintOn = !w.pattern.Has(c)
	w.stroke = true
	w.pattern.Apply(c, w.paintOn, w.symmetry)
	w.refresh()
}

func (w *Window) cellDrag(c int) {
	if !w.stroke {
		w.cellDown(c)
		return
	}
	w.pattern.Apply(c, w.paintOn, w.symmetry)
	w.refresh()
}

func (w *Window) refresh() {
	w.Grid.Pattern = w.pattern
	w.Grid.Refresh()
	w.status.SetText(fmt.Sprintf("%d clue cells", w.pattern.Count()))
	if err := w.pattern.Impossible(); err != nil {
		w.feasibility.SetText("✗ " + err.Error())
	} else {
		w.feasibility.SetText("✓ No proof of impossibility")
	}
}
