package playwin

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/gridview"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// The solution path, as HoDoKu and Sudoku Explainer show it: every step
// the logical solver takes from the clues to the solution, one row each,
// beside a grid that shows the candidates as they stand just before the
// picked step (logic.Replay), with the step's pattern cells marked, the
// candidates it removes in red and the digits it places in green. Up and
// Down walk the steps; "Solve up to here" carries the steps up to the
// picked one into the player's game (play.Game.SolveUpTo), as one move
// that Undo takes back. The picked step is the one piece of state
// (pathView.at); the rows, the grid and the buttons are drawn from it.

// solutionPath is the puzzle's rating (given to New): its steps are the
// path.
func (w *Window) solutionPath() *rating.Rating { return &w.rating }

// SolutionPath lists the logical steps from the clues to the solution.
func (w *Window) SolutionPath() []logic.Step { return w.solutionPath().Steps }

// pathView is the open solution path window.
type pathView struct {
	win    fyne.Window
	steps  []logic.Step
	at     int // the picked step, -1 before one is picked
	rows   []*stepRow
	list   *fyne.Container // the rows listed so far
	note   *wraplabel.Label
	scroll *container.Scroll
	grid   *gridview.GridView
	solve  *widget.Button
	closed bool
}

// pathBatch is how many steps the solution path window lists at a time.
// A path has up to about sixty steps, each a wrapping label, and laying
// them all out before the window showed took about 3 s in the real window
// with nothing on screen: the window now shows at once with the first
// steps and lists the rest a batch at a time, saying how far it is.
const pathBatch = 12

// ShowSolutionPath opens the list of steps; it returns its window. The
// window shows at once with the first steps; the others follow a batch at
// a time, off the click (see pathBatch), and the note above the list says
// how many are listed until all are.
func (w *Window) ShowSolutionPath() fyne.Window {
	steps := w.SolutionPath()
	win := fyne.CurrentApp().NewWindow(i18n.T("Solution path"))
	v := &pathView{win: win, steps: steps, at: -1, grid: gridview.New(), list: container.NewVBox()}
	v.grid.Pattern = w.Grid.Pattern
	v.scroll = container.NewVScroll(v.list)
	v.note = wraplabel.New("")
	legend := wraplabel.New(i18n.T("The grid shows the candidates before the picked step: red ones it removes, green digits it places. Up and Down walk the steps."))
	v.solve = widget.NewButtonWithIcon(i18n.T("Solve up to here"), theme.MediaFastForwardIcon(), func() { w.SolveUpToPicked() })
	right := container.NewBorder(nil, container.NewVBox(legend, v.solve), nil, nil, v.grid)
	split := container.NewHSplit(v.scroll, right)
	split.Offset = 0.45
	win.SetContent(container.NewBorder(v.note, nil, nil, nil, split))
	win.Resize(fyne.NewSize(980, 600))
	// Esc and Ctrl+W close it, as they close Play (see keyrule); closing
	// Play closes it. The arrows, Home and End walk the steps.
	keyrule.Install(win, keyrule.Options{Close: win.Close, EscCloses: true, Quit: w.quit, TypedKey: func(k *fyne.KeyEvent) {
		switch k.Name {
		case fyne.KeyDown:
			w.pickStep(v.at + 1)
		case fyne.KeyUp:
			w.pickStep(v.at - 1)
		case fyne.KeyHome:
			w.pickStep(0)
		case fyne.KeyEnd:
			w.pickStep(len(steps) - 1)
		}
	}})
	if w.pathWin != nil {
		w.pathWin.Close()
	}
	w.pathWin, w.path = win, v
	win.SetOnClosed(func() {
		v.closed = true
		if w.pathWin == win {
			w.pathWin, w.path = nil, nil
		}
	})
	w.listSteps(v, min(pathBatch, len(steps)))
	v.show(w.Game.Clues)
	win.Show()
	listRest(func() {
		for n := pathBatch; n < len(steps); n += pathBatch {
			more := true
			fyne.DoAndWait(func() {
				if more = !v.closed; more {
					w.listSteps(v, min(n+pathBatch, len(steps)))
				}
			})
			if !more {
				return
			}
		}
	})
	return win
}

// listRest runs the listing of the steps after the first batch, off the
// UI goroutine (a test runs it when it chooses).
var listRest = func(list func()) { go list() }

// listSteps lists the steps of v up to n, and says how far the list is.
func (w *Window) listSteps(v *pathView, n int) {
	from := len(v.rows)
	for i := from; i < n; i++ {
		row := newStepRow(fmt.Sprintf("%d. %s", i+1, i18n.Msg(v.steps[i].Explain())), func() { w.pickStep(i) })
		v.rows = append(v.rows, row)
		v.list.Add(row)
	}
	if v.at >= from && v.at < n {
		v.show(w.Game.Clues) // the picked step is listed now: mark it
	}
	switch {
	case n < len(v.steps):
		v.note.SetText(i18n.Tf("Listing the steps: %d of %d…", n, len(v.steps)))
	case w.hideLevel.Checked && !w.solved:
		// The hardest technique is the level's secret while the player
		// keeps the level hidden.
		v.note.SetText(i18n.Tf("%d steps.", len(v.steps)))
	default:
		v.note.SetText(i18n.Tf("%d steps; the hardest is %s.", len(v.steps), i18n.T(w.solutionPath().Hardest.String())))
	}
}

// PathListed is how many steps the open solution path window lists so
// far (0 for no window), for tests.
func (w *Window) PathListed() int {
	if w.path == nil {
		return 0
	}
	return len(w.path.rows)
}

// pickStep makes step i the picked one in the path window and on the
// play grid; a step outside the path leaves the pick as it is.
func (w *Window) pickStep(i int) {
	if w.path == nil || i < 0 || i >= len(w.path.steps) {
		return
	}
	w.path.at = i
	w.path.show(w.Game.Clues)
	w.ShowStep(i)
}

// PickedStep is the step picked in the solution path window (-1 for none
// or no window).
func (w *Window) PickedStep() int {
	if w.path == nil {
		return -1
	}
	return w.path.at
}

// PathGrid is the solution path window's grid, for tests.
func (w *Window) PathGrid() *gridview.GridView {
	if w.path == nil {
		return nil
	}
	return w.path.grid
}

// SolveUpToPicked carries the path's steps up to and including the picked
// one into the game.
func (w *Window) SolveUpToPicked() {
	if w.path == nil || w.path.at < 0 || w.solved {
		return
	}
	n := w.path.at + 1
	w.Game.SolveUpTo(w.path.steps, n)
	w.hintCells, w.pathStep = nil, nil
	w.changed()
	// What was done, not "Solved! Well done": the path did the work.
	if w.solved {
		w.status.SetText(i18n.Tf("Solved: steps 1 to %d of the solution path are in your grid; Undo takes them back.", n))
		return
	}
	w.status.SetText(i18n.Tf("Steps 1 to %d are in your grid; Undo takes them back.", n))
}

// show draws the path window from the picked step: the row marked and in
// view, the grid as it stands before the step, the button enabled.
func (v *pathView) show(clues sudoku.Grid) {
	for i, r := range v.rows {
		r.setPicked(i == v.at)
	}
	g := v.grid
	g.Clues = clues
	g.Entries, g.Pencil = sudoku.Grid{}, [81]sudoku.Mask{}
	g.Styles, g.Removed, g.Placed = [81]gridview.CellStyle{}, [81]sudoku.Mask{}, [81]sudoku.Mask{}
	if v.at < 0 {
		v.solve.Disable()
		g.Refresh()
		return
	}
	v.solve.Enable()
	s := &v.steps[v.at]
	b := logic.Replay(clues, v.steps, v.at)
	for c := range b.Values {
		if clues[c] == 0 {
			g.Entries[c] = b.Values[c]
			g.Pencil[c] = b.Cands[c]
		}
	}
	for _, c := range s.Cells { // the pattern; what it changes shows in the marks' colours
		g.Styles[c] = gridview.StyleFocus
	}
	for _, e := range s.Eliminate {
		g.Removed[e.Cell] |= sudoku.Bit(e.Digit)
	}
	for _, p := range s.Place {
		g.Placed[p.Cell] |= sudoku.Bit(p.Digit)
		g.Styles[p.Cell] = gridview.StyleNone // a green digit reads on the plain cell, not on the pattern's green
	}
	g.Refresh()
	if v.at < len(v.rows) { // a step not listed yet is marked when it is
		v.scrollTo(v.rows[v.at])
	}
}

// scrollTo brings a row into view, moving the list as little as it can.
func (v *pathView) scrollTo(r *stepRow) {
	top, h := r.Position().Y, r.Size().Height
	view := v.scroll.Size().Height
	switch {
	case top < v.scroll.Offset.Y:
		v.scroll.Offset.Y = top
	case top+h > v.scroll.Offset.Y+view:
		v.scroll.Offset.Y = top + h - view
	default:
		return
	}
	v.scroll.Refresh()
}

// ShowStep marks step i of the solution path on the play grid and
// explains it in the status line.
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

// stepRow is one step of the path: its whole explanation, wrapped, on a
// background that shows whether it is the picked step. A tap picks it.
type stepRow struct {
	widget.BaseWidget
	label *wraplabel.Label
	bg    *canvas.Rectangle
	onTap func()
}

func newStepRow(text string, onTap func()) *stepRow {
	r := &stepRow{label: wraplabel.New(text), bg: canvas.NewRectangle(nil), onTap: onTap}
	r.ExtendBaseWidget(r)
	return r
}

// Text is the row's explanation.
func (r *stepRow) Text() string { return r.label.Text }

func (r *stepRow) setPicked(on bool) {
	r.bg.FillColor = nil
	if on {
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	}
	r.bg.Refresh()
}

// Tapped picks the step.
func (r *stepRow) Tapped(*fyne.PointEvent) { r.onTap() }

func (r *stepRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.bg, r.label))
}
