package playwin

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/ui/gridview"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// The solution path, as HoDoKu and Sudoku Explainer show it: every step
// the logical solver takes from the clues to the solution (technique,
// cells, placements and eliminations), in a list beside the game. Picking
// a step marks its pattern cells and the cells it changes on the grid and
// explains it in the status line; the player's own entries are untouched.

// solutionPath is the puzzle's rating (made when the window opened): its
// steps are the path.
func (w *Window) solutionPath() *rating.Rating { return &w.rating }

// SolutionPath lists the logical steps from the clues to the solution.
func (w *Window) SolutionPath() []logic.Step { return w.solutionPath().Steps }

// ShowSolutionPath opens the list of steps; it returns its window.
func (w *Window) ShowSolutionPath() fyne.Window {
	steps := w.SolutionPath()
	win := fyne.CurrentApp().NewWindow(i18n.T("Solution path"))
	list := widget.NewList(
		func() int { return len(steps) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, i18n.Msg(steps[i].Explain())))
		})
	list.OnSelected = func(i widget.ListItemID) { w.ShowStep(i) }
	note := widget.NewLabel(i18n.Tf("%d steps; the hardest is %s.", len(steps), i18n.T(w.solutionPath().Hardest.String())))
	win.SetContent(container.NewBorder(note, nil, nil, nil, list))
	win.Resize(fyne.NewSize(640, 480))
	// Esc and Ctrl+W close it, as they close Play; closing Play closes it.
	win.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape {
			win.Close()
		}
	})
	win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { win.Close() })
	if w.pathWin != nil {
		w.pathWin.Close()
	}
	w.pathWin = win
	win.SetOnClosed(func() {
		if w.pathWin == win {
			w.pathWin = nil
		}
	})
	win.Show()
	return win
}

// ShowStep marks step i of the solution path on the grid and explains it.
func (w *Window) ShowStep(i int) {
	steps := w.SolutionPath()
	if i < 0 || i >= len(steps) {
		return
	}
	s := steps[i]
	w.pathStep = &s
	w.hintCells = nil
	w.status.SetText(fmt.Sprintf("%d. %s", i+1, i18n.Msg(s.Explain())))
	w.refresh()
}

// stepStyles marks a path step: its pattern cells, then the cells it
// places in or removes candidates from.
func stepStyles(s *logic.Step, styles *[81]gridview.CellStyle) {
	for _, c := range s.Cells {
		styles[c] = gridview.StyleFocus
	}
	for _, p := range s.Place {
		styles[p.Cell] = gridview.StyleTarget
	}
	for _, e := range s.Eliminate {
		styles[e.Cell] = gridview.StyleTarget
	}
}
