// Package playwin is the play window: the player solves the current puzzle
// on screen with the mouse or keyboard, pencil marks, checks and hints.
package playwin

import (
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/play"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/ui/gridview"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// Window is a play window.
type Window struct {
	Win  fyne.Window
	Grid *gridview.GridView
	Game *play.Game

	// OnChange is called after every move, to save the play state.
	OnChange func(*play.Game)
	// OnClosed is called when the window closes.
	OnClosed func()
	// OnQuit is what Ctrl+Q does in this window and its solution path:
	// quit the app (nil: nothing).
	OnQuit func()

	rating    rating.Rating // the puzzle's, shown in the level line (see New)
	level     *wraplabel.Label
	hideLevel *keyrule.Check // the level stays hidden until the puzzle is solved
	selected  int
	pencil    bool // digits go to pencil marks
	shiftDown bool
	hintCells []int
	pathWin   fyne.Window // the solution path's window, while open
	pathStep  *logic.Step // the path step shown on the grid, if any
	path      *pathView   // the open solution path window's state
	// solved is whether the game's grid is the solution, as of the last
	// move (see changed): an Undo after the last digit makes it false
	// again, and the window takes digits and the timer runs on.
	solved bool
	stop   chan struct{} // closed to stop the timer
	ticked chan struct{} // closed once the timer has stopped

	status       *wraplabel.Label
	timer        *widget.Label
	pencilToggle *keyrule.Check
	undo, redo   *widget.Button // enabled while there is a move to take back, or to make again
}

// New opens a play window for game g, whose clue cells are p, and whose
// puzzle r rates: its level line and solution path (r's steps) come from
// r, which the design window works out off the UI goroutine (the
// hardest puzzles take seconds to rate).
func New(a fyne.App, p pattern.Pattern, g *play.Game, r rating.Rating) *Window {
	w := &Window{Win: a.NewWindow(""), Grid: gridview.New(), Game: g, selected: -1, stop: make(chan struct{}), ticked: make(chan struct{}), solved: g.Solved(), rating: r}
	w.Grid.Pattern = p
	w.Grid.OnCellDown = func(c int) { w.Select(c) }
	w.build()
	w.Win.Resize(fyne.NewSize(900, 660))
	if dc, ok := w.Win.Canvas().(desktop.Canvas); ok {
		dc.SetOnKeyDown(w.KeyDown)
		dc.SetOnKeyUp(w.KeyUp)
	}
	// The desktop driver turns Ctrl+Z and Ctrl+Y into its own Undo and
	// Redo shortcuts, never into custom ones.
	w.Win.Canvas().AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { w.Undo() })
	w.Win.Canvas().AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { w.Redo() })
	// Esc and Ctrl+W close it, Ctrl+Q quits, as in every window (see
	// keyrule).
	keyrule.Install(w.Win, keyrule.Options{Close: w.Win.Close, EscCloses: true, Quit: w.quit})
	var once sync.Once // a window may be closed more than once (Esc, then the app)
	w.Win.SetOnClosed(func() {
		once.Do(func() {
			close(w.stop)
			if w.pathWin != nil {
				w.pathWin.Close() // the path belongs to this game
			}
			if w.OnClosed != nil {
				w.OnClosed()
			}
		})
	})
	go w.tick(tickEvery)
	if w.solved { // a solved game reopened
		w.status.SetText(w.solvedText())
	}
	w.refresh()
	return w
}

// instructions is what the status line says while no move has news.
func instructions() string {
	return i18n.T("Select a cell and type a digit. Shift+digit writes a pencil mark.")
}

// solvedText is what the status line says of a solved grid.
func (w *Window) solvedText() string {
	return i18n.Tf("Solved! Well done — %s.", w.timer.Text)
}

// PrefHideLevel is the preference that keeps the level hidden until the
// puzzle is solved.
const PrefHideLevel = "playHideLevel"

// showLevel writes the level line from the rating, the solved state and
// the hide choice.
func (w *Window) showLevel() {
	if w.hideLevel.Checked && !w.solved {
		w.level.SetText(i18n.T("Level hidden until you solve the puzzle."))
		return
	}
	w.level.SetText(levelLine(w.rating))
}

// levelLine says how hard the puzzle is: "Hard · score 4.27 · hardest:
// XY-Wing", in the app's language.
func levelLine(r rating.Rating) string {
	if !r.Solved {
		return ""
	}
	return i18n.Tf("%s · score %.2f · hardest: %s", i18n.T(r.Level.String()), r.Score, i18n.T(r.HardestName()))
}

// Relabel builds the controls again in the current language; the game,
// its time, the selection and the pencil mode stay.
func (w *Window) Relabel() {
	w.build()
	w.showTime()
	if w.solved {
		w.status.SetText(w.solvedText())
	}
	w.refresh()
}

// build makes the side panel in the current language.
func (w *Window) build() {
	w.Win.SetTitle(i18n.T("Pictdoku — Play"))
	w.status = wraplabel.New(instructions())
	w.timer = widget.NewLabel("")
	w.level = wraplabel.New("")
	// Some players like to find out how hard a puzzle was only once it is
	// done; the choice is kept for the next game (PrefHideLevel).
	prefs := fyne.CurrentApp().Preferences()
	w.hideLevel = keyrule.NewCheck(i18n.T("Hide the level until solved"), func(on bool) {
		prefs.SetBool(PrefHideLevel, on)
		w.showLevel()
	})
	w.hideLevel.SetChecked(prefs.Bool(PrefHideLevel))
	w.showLevel()
	w.pencilToggle = keyrule.NewCheck(i18n.T("Pencil marks"), func(on bool) { w.pencil = on })
	w.pencilToggle.SetChecked(w.pencil)
	w.undo = widget.NewButtonWithIcon(i18n.T("Undo"), theme.ContentUndoIcon(), w.Undo)
	w.redo = widget.NewButtonWithIcon(i18n.T("Redo"), theme.ContentRedoIcon(), w.Redo)
	w.showUndo()

	pad := container.NewGridWithColumns(3)
	for d := 1; d <= 9; d++ {
		pad.Add(widget.NewButton(strconv.Itoa(d), func() { w.Digit(d, w.pencil) }))
	}
	side := container.NewVBox(
		w.level,
		w.hideLevel,
		w.timer,
		w.pencilToggle,
		pad,
		widget.NewButtonWithIcon(i18n.T("Erase"), theme.ContentClearIcon(), func() { w.Digit(0, false) }),
		widget.NewSeparator(),
		widget.NewButtonWithIcon(i18n.T("Hint"), theme.HelpIcon(), w.Hint),
		widget.NewButtonWithIcon(i18n.T("Check"), theme.ConfirmIcon(), w.Check),
		widget.NewButtonWithIcon(i18n.T("Reveal cell"), theme.VisibilityIcon(), w.Reveal),
		widget.NewButton(i18n.T("Auto-candidates"), w.AutoCandidates),
		widget.NewButtonWithIcon(i18n.T("Solution path…"), theme.ListIcon(), func() { w.ShowSolutionPath() }),
		container.NewGridWithColumns(2, w.undo, w.redo),
		widget.NewSeparator(),
		w.status,
	)
	w.Win.SetContent(container.NewBorder(nil, nil, nil, container.NewPadded(container.NewGridWrap(fyne.NewSize(240, 620), side)), container.NewPadded(w.Grid)))
}

// tickEvery is how often the timer advances. Tests that compare the
// window with a golden image make it rare: on a busy machine a second can
// pass before the picture is taken, and "Time 0:01" is not "Time 0:00".
var tickEvery = time.Second

// tick advances the timer every second (every) while the puzzle is
// unsolved.
func (w *Window) tick(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	defer close(w.ticked)
	for {
		select {
		case <-w.stop:
			return
		case <-t.C:
			fyne.Do(func() { w.second(every) })
		}
	}
}

// second counts a second of play, unless the puzzle is solved.
// second counts a tick of the clock, every long, unless the game is
// solved.
func (w *Window) second(every time.Duration) {
	if !w.solved {
		w.Game.Elapsed += every
		w.showTime()
	}
}

func (w *Window) showTime() {
	s := int(w.Game.Elapsed.Seconds())
	w.timer.SetText(i18n.Tf("Time %d:%02d", s/60, s%60))
}

// Select makes c the current cell.
func (w *Window) Select(c int) {
	w.selected = c
	w.hintCells, w.pathStep = nil, nil
	w.refresh()
}

// quit runs OnQuit, if there is one.
func (w *Window) quit() {
	if w.OnQuit != nil {
		w.OnQuit()
	}
}

// KeyDown handles arrows, digits (Shift for pencil marks) and erasing.
// (Esc, which closes the window, is the keyboard rule's: see New.)
func (w *Window) KeyDown(ev *fyne.KeyEvent) {
	switch ev.Name {
	case desktop.KeyShiftLeft, desktop.KeyShiftRight:
		w.shiftDown = true
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight:
		w.move(ev.Name)
	case fyne.KeyDelete, fyne.KeyBackspace, fyne.Key0:
		w.Digit(0, false)
	default:
		if d, err := strconv.Atoi(string(ev.Name)); err == nil && d >= 1 && d <= 9 {
			w.Digit(d, w.pencil || w.shiftDown)
		}
	}
}

// KeyUp tracks the Shift key.
func (w *Window) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		w.shiftDown = false
	}
}

func (w *Window) move(k fyne.KeyName) {
	if w.selected < 0 {
		w.Select(0)
		return
	}
	r, c := w.selected/9, w.selected%9
	switch k {
	case fyne.KeyUp:
		r = (r + 8) % 9
	case fyne.KeyDown:
		r = (r + 1) % 9
	case fyne.KeyLeft:
		c = (c + 8) % 9
	case fyne.KeyRight:
		c = (c + 1) % 9
	}
	w.Select(r*9 + c)
}

// Digit writes d (0 erases) in the selected cell, as a pencil mark when asked.
func (w *Window) Digit(d int, pencil bool) {
	if w.selected < 0 || w.solved {
		return
	}
	var err error
	switch {
	case pencil && d != 0:
		err = w.Game.TogglePencil(w.selected, d)
	default:
		err = w.Game.Set(w.selected, d)
	}
	if err != nil {
		w.status.SetText(i18n.Err(err))
		return
	}
	w.hintCells = nil
	w.changed()
}

// Hint presses the hint button: nudge, full step, apply.
func (w *Window) Hint() {
	h := w.Game.Hint()
	w.hintCells = h.Cells
	if h.Stage == play.HintApplied {
		w.hintCells = nil
		w.changed()
		if w.solved {
			return // the applied hint finished the puzzle: that is the news
		}
	}
	w.status.SetText(i18n.Msg(h.Text))
	w.refresh()
}

// Check points out wrong digits.
func (w *Window) Check() {
	wrong := w.Game.Wrong()
	if len(wrong) == 0 {
		w.status.SetText(i18n.T("No mistakes so far."))
	} else if len(wrong) == 1 {
		w.status.SetText(i18n.T("1 digit is wrong: it is marked."))
	} else {
		w.status.SetText(i18n.Tf("%d digits are wrong: they are marked.", len(wrong)))
	}
	w.hintCells = wrong
	w.refresh()
}

// Reveal shows the solution's digit in the selected cell.
func (w *Window) Reveal() {
	if w.selected >= 0 {
		w.Game.Reveal(w.selected)
		w.changed()
	}
}

// AutoCandidates fills in all pencil marks.
func (w *Window) AutoCandidates() {
	w.Game.AutoCandidates()
	w.changed()
}

// Undo takes back a move; the status line says so (it told of the move).
func (w *Window) Undo() {
	if w.Game.Undo() {
		w.hintCells, w.pathStep = nil, nil
		w.changed()
		if !w.solved {
			w.status.SetText(i18n.T("The last move is taken back."))
		}
	}
}

// Redo replays a move; the status line says so.
func (w *Window) Redo() {
	if w.Game.Redo() {
		w.hintCells, w.pathStep = nil, nil
		w.changed()
		if !w.solved {
			w.status.SetText(i18n.T("The move is made again."))
		}
	}
}

// Status returns the status line, for tests.
func (w *Window) Status() string { return w.status.Text }

// changed follows a move: the solved state is read from the game again
// (it was set once and never cleared, so an Undo after the solution
// path's last step left a dead window: no digit, no step, no timer).
func (w *Window) changed() {
	was := w.solved
	w.solved = w.Game.Solved()
	switch {
	case w.solved && !was:
		w.status.SetText(w.solvedText())
	case !w.solved:
		// The status told of the move before: a new move makes it old.
		// (Undo, Redo, a hint and the path's steps say what they did
		// after this.)
		w.status.SetText(instructions())
	}
	if w.solved != was {
		w.showLevel()
	}
	if w.OnChange != nil {
		w.OnChange(w.Game)
	}
	w.refresh()
}

// refresh shows the game in the grid with its highlights.
func (w *Window) refresh() {
	g := w.Game
	w.Grid.Clues = g.Clues
	w.Grid.Entries = g.Entries
	w.Grid.Pencil = g.Pencil
	var styles [81]gridview.CellStyle
	cur := g.Current()
	if w.selected >= 0 {
		if v := cur[w.selected]; v != 0 {
			for c := range cur {
				if cur[c] == v {
					styles[c] = gridview.StyleSame
				}
			}
		}
	}
	if w.pathStep != nil {
		stepStyles(w.pathStep, &styles)
	}
	for _, c := range w.hintCells {
		styles[c] = gridview.StyleFocus
	}
	conflicts := g.Conflicts()
	for c, bad := range conflicts { // a clashing clue is marked too: it is half the clash
		if bad {
			styles[c] = gridview.StyleConflict
		}
	}
	if w.selected >= 0 {
		styles[w.selected] = gridview.StyleSelected
		if conflicts[w.selected] {
			styles[w.selected] = gridview.StyleSelectedConflict
		}
	}
	w.Grid.Revealed = g.Revealed
	w.Grid.Styles = styles
	w.Grid.Refresh()
	w.showTime()
	w.showUndo()
}

// showUndo enables Undo and Redo as the game's moves allow (they looked
// ready before the first move).
func (w *Window) showUndo() {
	enable(w.undo, w.Game.CanUndo())
	enable(w.redo, w.Game.CanRedo())
}

// enable enables b when on, else disables it.
func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}
