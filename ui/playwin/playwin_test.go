package playwin

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/play"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	_ "github.com/pictdoku/pictdoku/ui/clocale"
	"github.com/pictdoku/pictdoku/ui/gridview"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

const (
	puzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// The solution path lists its steps at once in tests, which read them
// right after opening it (TestSolutionPathOpensAtOnce tests the listing
// a batch at a time).
func init() { listRest = func(list func()) { list() } }

// newGame opens a play window on the test puzzle, in app a.
func newGame(t *testing.T, a fyne.App) *Window {
	p, _ := sudoku.Parse(puzzle)
	s, _ := sudoku.Parse(solution)
	w := New(a, pattern.OfClues(p), play.New(p, s), rating.Rate(p, true))
	t.Cleanup(w.Win.Close)
	return w
}

func newPlay(t *testing.T) *Window { return newGame(t, test.NewTempApp(t)) }

func key(w *Window, name fyne.KeyName) {
	w.KeyDown(&fyne.KeyEvent{Name: name})
	w.KeyUp(&fyne.KeyEvent{Name: name})
}

func TestTypingAndConflicts(t *testing.T) {
	w := newPlay(t)
	test.TapAt(w.Grid, w.Grid.CellCenter(2)) // r1c3
	key(w, fyne.Key4)
	if w.Game.Entries[2] != 4 || w.Grid.Entries[2] != 4 {
		t.Fatal("typing 4 did not enter it")
	}
	key(w, fyne.KeyRight) // r1c4
	key(w, fyne.Key5)     // clashes with the clue 5 in r1c1
	if w.Grid.Styles[3] != gridview.StyleSelectedConflict || w.Grid.Styles[0] != gridview.StyleConflict {
		t.Fatal("the selected clashing cell and the clue it clashes with should both show the clash")
	}
	key(w, fyne.KeyLeft)
	if w.Grid.Styles[3] != gridview.StyleConflict {
		t.Fatalf("conflict not shown on r1c4: %v", w.Grid.Styles[3])
	}
	key(w, fyne.KeyRight)
	key(w, fyne.KeyBackspace)
	if w.Game.Entries[3] != 0 {
		t.Fatal("backspace did not erase")
	}
	sc := w.Win.Canvas().(fyne.Shortcutable)
	sc.TypedShortcut(&fyne.ShortcutUndo{}) // what the desktop driver sends for Ctrl+Z
	if w.Game.Entries[3] != 5 {
		t.Fatal("Ctrl+Z did not undo the erase")
	}
}

// TestUndoButtonsFollowTheMoves: Undo and Redo are enabled only when
// there is a move to take back or to make again (both looked ready
// before the first move).
func TestUndoButtonsFollowTheMoves(t *testing.T) {
	w := newPlay(t)
	check := func(when string, canUndo, canRedo bool) {
		t.Helper()
		undo := uitest.Button(t, w.Win.Content(), i18n.T("Undo"))
		redo := uitest.Button(t, w.Win.Content(), i18n.T("Redo"))
		if undo.Disabled() == canUndo || redo.Disabled() == canRedo {
			t.Errorf("%s: Undo enabled %v, Redo %v; want %v, %v", when, !undo.Disabled(), !redo.Disabled(), canUndo, canRedo)
		}
	}
	check("before a move", false, false)
	test.TapAt(w.Grid, w.Grid.CellCenter(2))
	key(w, fyne.Key4)
	check("after a digit", true, false)
	test.Tap(uitest.Button(t, w.Win.Content(), i18n.T("Undo")))
	check("after Undo", false, true)
	if w.Game.Entries[2] != 0 {
		t.Error("the Undo button did not take the digit back")
	}
}

func TestPencilMarks(t *testing.T) {
	w := newPlay(t)
	w.Select(2)
	w.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	key(w, fyne.Key1)
	key(w, fyne.Key2)
	w.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	if w.Game.Pencil[2] != sudoku.Bit(1)|sudoku.Bit(2) || w.Game.Entries[2] != 0 {
		t.Fatalf("shift+digit: pencil %s entry %d", w.Game.Pencil[2], w.Game.Entries[2])
	}
	w.pencilToggle.SetChecked(true)
	key(w, fyne.Key2)
	if w.Game.Pencil[2] != sudoku.Bit(1) {
		t.Fatal("pencil mode toggle")
	}
	w.pencilToggle.SetChecked(false)
	w.AutoCandidates()
	if w.Grid.Pencil[10] == 0 {
		t.Fatal("auto-candidates shown nothing")
	}
}

func TestHints(t *testing.T) {
	w := newPlay(t)
	w.Hint()
	if !strings.HasPrefix(w.Status(), "Look for a") || len(w.hintCells) != 9 {
		t.Fatalf("nudge: %q %v", w.Status(), w.hintCells)
	}
	w.Hint()
	if !strings.Contains(w.Status(), "fits only") {
		t.Fatalf("step: %q", w.Status())
	}
	filled := w.Game.Current().Clues()
	w.Hint()
	if w.Game.Current().Clues() != filled+1 || !strings.HasPrefix(w.Status(), "Applied") {
		t.Fatalf("apply: %q", w.Status())
	}
	w.Select(3*9 + 6)
	key(w, fyne.Key6) // wrong: the solution has 4
	w.Hint()
	if !strings.Contains(w.Status(), "r4c7") {
		t.Fatalf("wrong entry first: %q", w.Status())
	}
}

func TestSolvedMoment(t *testing.T) {
	w := newPlay(t)
	for c := 0; c < 81; c++ {
		w.Select(c)
		w.Reveal()
	}
	if !strings.HasPrefix(w.Status(), "Solved!") {
		t.Fatalf("status: %q", w.Status())
	}
}

// playSample enters a few digits and pencil marks, and selects a cell.
func playSample(w *Window) {
	w.Select(2)
	w.Digit(4, false)
	w.Select(3)
	w.Digit(5, false)
	w.Select(18)
	w.Digit(1, true)
	w.Digit(2, true)
	w.Select(2)
}

// stopClock stops the play timer and shows no time played, so that a
// golden image does not depend on how long the test took to get there.
func stopClock(w *Window) {
	close(w.stop)
	<-w.ticked
	w.stop = make(chan struct{}) // for the window's own close
	w.Game.Elapsed = 0
	w.showTime()
}

func TestGoldenPlay(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.LightTheme())
	w := newGame(t, a)
	playSample(w)
	stopClock(w)
	uitest.AssertGolden(t, "play_light.png", w.Win.Canvas())
}

// inJapanese switches the app's language to Japanese for one test.
func inJapanese(t *testing.T) {
	t.Helper()
	if err := i18n.SetLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if i18n.Current() != "ja" {
		t.Fatalf("language is %q after switching to Japanese", i18n.Current())
	}
}

func TestGoldenPlayJapanese(t *testing.T) {
	inJapanese(t)
	a := test.NewTempApp(t)
	a.Settings().SetTheme(uitest.JapaneseTheme(theme.LightTheme()))
	w := newGame(t, a)
	playSample(w)
	w.Hint()
	if !strings.Contains(w.Status(), "を確認してください") {
		t.Fatalf("nudge in Japanese: %q", w.Status())
	}
	stopClock(w)
	uitest.AssertGolden(t, "play_ja.png", w.Win.Canvas())
}

func TestHintsInJapanese(t *testing.T) {
	inJapanese(t)
	w := newPlay(t)
	w.Hint()
	w.Hint()
	// "Hidden Single (row): in row 5, ..." in Japanese: technique, unit and sentence.
	if s := w.Status(); !strings.Contains(s, "ヒドゥンシングル") && !strings.Contains(s, "ネイキッドシングル") || !strings.Contains(s, "入る") {
		t.Fatalf("step in Japanese: %q", s)
	}
	w.Select(3*9 + 6)
	key(w, fyne.Key6)
	w.Hint()
	w.Hint()
	if s := w.Status(); !strings.Contains(s, "r4c7は6ではありません。正解は4です。") {
		t.Fatalf("wrong entry in Japanese: %q", s)
	}
}

// TestClueCellSaysSoInJapanese: a digit typed on a clue cell is refused
// with a message in the player's language (it said "That cell holds a
// clue." in English in the Japanese window).
func TestClueCellSaysSoInJapanese(t *testing.T) {
	inJapanese(t)
	w := newPlay(t)
	test.TapAt(w.Grid, w.Grid.CellCenter(0)) // r1c1, the clue 5
	key(w, fyne.Key4)
	if s := w.Status(); s != i18n.T("That cell holds a clue.") || s == "That cell holds a clue." {
		t.Fatalf("typing on a clue: %q", s)
	}
}

// TestJapaneseStatusWraps: the status line of a wrong entry's hints, in
// Japanese, wraps at every width up to the play window's narrowest onto
// lines none of which starts with 。 or 、, and the cell it names stays
// whole on one line.
func TestJapaneseStatusWraps(t *testing.T) {
	inJapanese(t)
	a := test.NewTempApp(t)
	a.Settings().SetTheme(uitest.JapaneseTheme(theme.LightTheme()))
	w := newGame(t, a)
	w.Select(3*9 + 6) // r4c7, whose answer is 4
	key(w, fyne.Key6)
	w.Win.Resize(w.Win.Canvas().Content().MinSize())
	narrowest := w.status.Size().Width
	for _, want := range []string{"r4c7を確認してください。そこに記入した数字が間違っています。", "r4c7は6ではありません。正解は4です。"} {
		w.Hint()
		if w.Status() != want {
			t.Fatalf("status %q, want %q", w.Status(), want)
		}
		for width := float32(80); width <= narrowest; width += 5 {
			w.status.Resize(fyne.NewSize(width, w.status.MinSize().Height))
			rows := uitest.Rows(w.status)
			if len(rows) < 2 || strings.Join(rows, "") != want {
				t.Fatalf("%v wide, status drawn as %q, want %q wrapped", width, rows, want)
			}
			for i, row := range rows {
				if strings.HasPrefix(row, "。") || strings.HasPrefix(row, "、") {
					t.Errorf("%v wide, row %d of %q starts with closing punctuation", width, i, rows)
				}
			}
			if !slices.ContainsFunc(rows, func(row string) bool { return strings.Contains(row, "r4c7") }) {
				t.Errorf("%v wide, r4c7 cut in two: %q", width, rows)
			}
		}
	}
}

// TestPlayDetails: a clashing clue is marked too and the selected cell
// keeps its clash colour; revealed digits are told apart from entries;
// the solution path lists every step and shows one on the grid; Esc and
// Ctrl+W close the window.
func TestPlayDetails(t *testing.T) {
	a := test.NewTempApp(t)
	w := unclosedGame(a) // closed by Esc below (the test driver must not close it twice)
	w.Select(2)          // r1c3; r1c1 holds the clue 5
	w.Digit(5, false)
	if w.Grid.Styles[0] != gridview.StyleConflict || w.Grid.Styles[2] != gridview.StyleSelectedConflict {
		t.Fatalf("styles: clue %v, selected entry %v", w.Grid.Styles[0], w.Grid.Styles[2])
	}
	w.Select(2)
	w.Reveal()
	if !w.Grid.Revealed[2] || w.Game.Entries[2] != w.Game.Solution[2] {
		t.Fatal("a revealed digit is not marked as revealed")
	}
	w.Digit(0, false)
	w.Digit(int(w.Game.Solution[2]), false)
	if w.Grid.Revealed[2] {
		t.Fatal("the player's own digit is marked as revealed")
	}

	steps := w.SolutionPath()
	pathWin := w.ShowSolutionPath() // closed with the play window below
	if len(steps) == 0 || !strings.Contains(strings.Join(uitest.Texts(pathWin.Content()), " "), "steps; the hardest is") {
		t.Fatalf("path: %d steps, %q", len(steps), uitest.Texts(pathWin.Content()))
	}
	w.ShowStep(0)
	first := steps[0].Place[0].Cell
	if w.Grid.Styles[first] != gridview.StyleTarget || !strings.HasPrefix(w.Status(), "1. ") {
		t.Fatalf("step 1 on the grid: style %v, status %q", w.Grid.Styles[first], w.Status())
	}

	closed := false
	w.OnClosed = func() { closed = true }
	w.Win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape}) // as the driver hands a typed key
	if !closed {
		t.Fatal("Esc did not close the play window")
	}
	w2 := unclosedGame(a)
	closed = false
	w2.OnClosed = func() { closed = true }
	w2.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault})
	if !closed {
		t.Fatal("Ctrl+W did not close the play window")
	}
}

// unclosedGame opens a play window that the test itself closes.
func unclosedGame(a fyne.App) *Window {
	p, _ := sudoku.Parse(puzzle)
	s, _ := sudoku.Parse(solution)
	return New(a, pattern.OfClues(p), play.New(p, s), rating.Rate(p, true))
}

// TestPlayShowsTheLevel: the play window says the puzzle's level, score
// and hardest technique, as rated afresh from its clues.
func TestPlayShowsTheLevel(t *testing.T) {
	w := unclosedGame(test.NewTempApp(t))
	defer w.Win.Close()
	if got := w.level.Text; got != "Easy · score 1.20 · hardest: Hidden Single (box)" {
		t.Errorf("level line %q", got)
	}
}

// TestSolutionPathWindowCloses: Esc and Ctrl+W close the solution path
// window, and closing Play closes it too (it stayed open on its own).
func TestSolutionPathWindowCloses(t *testing.T) {
	a := test.NewTempApp(t)
	w := unclosedGame(a)
	open := func() (fyne.Window, *bool) {
		closed := false
		pw := w.ShowSolutionPath()
		pw.SetOnClosed(func() { closed = true; w.pathWin = nil }) // the window's own handler, and a witness
		return pw, &closed
	}
	pw, closed := open()
	pw.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape}) // as the driver hands a typed key
	if !*closed {
		t.Error("Esc did not close the solution path")
	}
	pw, closed = open()
	pw.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault})
	if !*closed {
		t.Error("Ctrl+W did not close the solution path")
	}
	_, closed = open()
	w.Win.Close()
	if !*closed {
		t.Error("closing Play left the solution path open")
	}
}

// TestThirdHintPlacesTheRightDigit: a wrong digit, then the Hint button
// three times: the hint names the cell, then the right digit, and the
// third press puts the right digit in (it used to erase the wrong one and
// leave the cell empty).
func TestThirdHintPlacesTheRightDigit(t *testing.T) {
	w := newPlay(t)
	c := -1
	for i := 0; i < 81; i++ {
		if w.Game.Clues[i] == 0 {
			c = i
			break
		}
	}
	wrong := w.Game.Solution[c]%9 + 1
	w.Select(c)
	w.Digit(int(wrong), false)
	hint := uitest.Button(t, w.Win.Content(), "Hint")
	for range 3 {
		test.Tap(hint)
	}
	if w.Game.Entries[c] != w.Game.Solution[c] || w.Grid.Entries[c] != w.Game.Solution[c] {
		t.Fatalf("after three hints the cell holds %d, the solution %d", w.Game.Entries[c], w.Game.Solution[c])
	}
	if !strings.HasPrefix(w.Status(), "Applied:") {
		t.Errorf("status %q", w.Status())
	}
}

// TestSolutionPathWalk walks the solution path as a player does: Down
// picks the steps one by one, the path grid shows the candidates before
// the picked step with its removals and placements marked, long steps
// wrap instead of being cut, and "Solve up to here" puts the steps up to
// the picked one into the game, which Ctrl+Z takes back in one move.
func TestSolutionPathWalk(t *testing.T) {
	a := test.NewTempApp(t)
	p, _ := sudoku.Parse("9..2....6..3.8......69.532...8...1.2.5..7..3.2.4...6...695.87......4.2..8....3..5")
	s, _ := exact.Solve(&p)
	w := New(a, pattern.OfClues(p), play.New(p, s), rating.Rate(p, true))
	t.Cleanup(w.Win.Close)
	steps := w.SolutionPath()
	k := -1 // the first step that removes candidates
	for i, st := range steps {
		if len(st.Eliminate) > 0 {
			k = i
			break
		}
	}
	if k < 1 {
		t.Fatalf("the test puzzle's path has no elimination after its first step (%d)", k)
	}
	pw := w.ShowSolutionPath()
	typed := pw.Canvas().OnTypedKey()
	if w.PickedStep() != -1 || uitest.Button(t, pw.Content(), "Solve up to here").Disabled() == false {
		t.Fatal("a step is picked, or Solve up to here is enabled, before the player picked one")
	}
	for range k + 1 {
		typed(&fyne.KeyEvent{Name: fyne.KeyDown})
	}
	typed(&fyne.KeyEvent{Name: fyne.KeyUp})
	typed(&fyne.KeyEvent{Name: fyne.KeyDown})
	if w.PickedStep() != k {
		t.Fatalf("Down %d times, Up, Down: step %d picked, want %d", k+1, w.PickedStep(), k)
	}
	g, before := w.PathGrid(), logic.Replay(p, steps, k)
	for _, e := range steps[k].Eliminate {
		if !g.Pencil[e.Cell].Has(e.Digit) || !g.Removed[e.Cell].Has(e.Digit) {
			t.Fatalf("step %d removes %v: shown %v, marked red %v", k+1, e, g.Pencil[e.Cell], g.Removed[e.Cell])
		}
	}
	for c := range g.Pencil {
		if p[c] == 0 && (g.Pencil[c] != before.Cands[c] || g.Entries[c] != before.Values[c]) {
			t.Fatalf("cell %s shows %d %v, the path before step %d has %d %v", sudoku.CellName(c), g.Entries[c], g.Pencil[c], k+1, before.Values[c], before.Cands[c])
		}
	}

	pw.Resize(fyne.NewSize(980, 600))
	rows := w.path.rows
	short, long := rows[0], rows[0]
	for _, r := range rows {
		if len(r.Text()) > len(long.Text()) {
			long = r
		}
	}
	if !strings.HasSuffix(long.Text(), i18n.Msg(steps[slices.Index(rows, long)].Explain())) || long.MinSize().Height <= short.MinSize().Height {
		t.Errorf("the longest step (%d characters) is cut or not wrapped: height %v, a short one %v", len(long.Text()), long.MinSize().Height, short.MinSize().Height)
	}

	test.Tap(uitest.Button(t, pw.Content(), "Solve up to here"))
	after := logic.Replay(p, steps, k+1)
	for c := range after.Values {
		if p[c] == 0 && w.Game.Entries[c] != after.Values[c] {
			t.Fatalf("after Solve up to here, %s holds %d, the path %d", sudoku.CellName(c), w.Game.Entries[c], after.Values[c])
		}
		if after.Values[c] == 0 && w.Grid.Pencil[c] != after.Cands[c] {
			t.Fatalf("after Solve up to here, %s's marks are %v, the path's candidates %v", sudoku.CellName(c), w.Grid.Pencil[c], after.Cands[c])
		}
	}
	w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{})
	if w.Game.Entries != (sudoku.Grid{}) || w.Grid.Entries != (sudoku.Grid{}) {
		t.Error("Ctrl+Z did not take Solve up to here back")
	}
}

// TestHideLevelUntilSolved: with "Hide the level until solved" ticked the
// level line gives nothing away until the last digit is in, then shows
// the level; the choice holds for the next game.
func TestHideLevelUntilSolved(t *testing.T) {
	a := test.NewTempApp(t)
	w := newGame(t, a)
	test.Tap(w.hideLevel)
	if strings.Contains(w.level.Text, "Easy") || !strings.Contains(w.level.Text, "hidden") {
		t.Fatalf("level line with the level hidden: %q", w.level.Text)
	}
	next := newGame(t, a)
	if !next.hideLevel.Checked || strings.Contains(next.level.Text, "Easy") {
		t.Fatalf("the next game forgot the choice: %v %q", next.hideLevel.Checked, next.level.Text)
	}
	// The solution path's note does not give the hardest technique away.
	if texts := strings.Join(uitest.Texts(w.ShowSolutionPath().Content()), " "); strings.Contains(texts, "hardest") || !strings.Contains(texts, "steps.") {
		t.Errorf("the path's note with the level hidden: %q", texts[:min(len(texts), 120)])
	}
	for c := range w.Game.Clues {
		if w.Game.Clues[c] == 0 {
			w.Select(c)
			w.Digit(int(w.Game.Solution[c]), false)
		}
	}
	if !strings.HasPrefix(w.level.Text, "Easy · score") {
		t.Fatalf("solved, the level line says %q", w.level.Text)
	}
}

// TestUndoAfterSolvingByPath: Solution path, End, Solve up to here (the
// grid is solved, and the status says so), Esc, then Ctrl+Z in Play: the
// window lives on. The number pad writes, Solve up to here carries steps
// again, the timer counts, and the status tells of the Undo. The solved
// state used to stay set after the Undo, and the window ignored all of it
// until Play was opened again.
func TestUndoAfterSolvingByPath(t *testing.T) {
	w := newPlay(t)
	path := w.ShowSolutionPath()
	typed := path.Canvas().OnTypedKey()
	typed(&fyne.KeyEvent{Name: fyne.KeyEnd})
	test.Tap(uitest.Button(t, path.Canvas().Content(), "Solve up to here"))
	if !w.Game.Solved() || !strings.HasPrefix(w.Status(), "Solved") {
		t.Fatalf("after the last step: solved %v, status %q", w.Game.Solved(), w.Status())
	}
	typed(&fyne.KeyEvent{Name: fyne.KeyEscape})
	w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{}) // Ctrl+Z
	if w.Game.Solved() || w.Game.Entries[2] != 0 {
		t.Fatal("Ctrl+Z did not take the steps back")
	}
	if w.Status() != "The last move is taken back." {
		t.Errorf("the status after Undo: %q", w.Status())
	}
	test.TapAt(w.Grid, w.Grid.CellCenter(2)) // r1c3
	test.Tap(uitest.Button(t, w.Win.Canvas().Content(), "4"))
	if w.Game.Entries[2] != 4 {
		t.Fatal("the number pad does nothing after the Undo")
	}
	if w.Status() != instructions() {
		t.Errorf("the status after a new digit still tells of the Undo: %q", w.Status())
	}
	before := w.Game.Elapsed
	w.second(time.Second)
	if w.Game.Elapsed == before {
		t.Error("the timer stands still after the Undo")
	}
	path = w.ShowSolutionPath()
	typed = path.Canvas().OnTypedKey()
	for range 3 {
		typed(&fyne.KeyEvent{Name: fyne.KeyDown})
	}
	test.Tap(uitest.Button(t, path.Canvas().Content(), "Solve up to here"))
	if !strings.HasPrefix(w.Status(), "Steps 1 to 3 ") {
		t.Errorf("Solve up to here after the Undo: %q", w.Status())
	}
}

// TestReopenedSolvedGame: a game saved solved opens saying so, with the
// timer stopped (it opened with the first-move instructions).
func TestReopenedSolvedGame(t *testing.T) {
	p, _ := sudoku.Parse(puzzle)
	s, _ := sudoku.Parse(solution)
	g := play.New(p, s)
	for c := range 81 {
		g.Reveal(c)
	}
	w := New(test.NewTempApp(t), pattern.OfClues(p), g, rating.Rate(p, true))
	defer w.Win.Close()
	if !strings.HasPrefix(w.Status(), "Solved!") {
		t.Errorf("status %q", w.Status())
	}
	before := g.Elapsed
	w.second(time.Second)
	if g.Elapsed != before {
		t.Error("the timer runs on a solved game")
	}
}

// TestSolutionPathOpensAtOnce: the solution path window shows at once
// with the first steps and says it is listing the rest (it took about 3 s
// to appear, with no sign of work); a step picked before it is listed
// (End at once) is marked once it is; at the end the note gives the
// count and the hardest technique.
func TestSolutionPathOpensAtOnce(t *testing.T) {
	var rest func()
	listRest = func(list func()) { rest = list }
	defer func() { listRest = func(list func()) { list() } }()
	w := newPlay(t)
	steps := len(w.SolutionPath())
	if steps <= pathBatch {
		t.Fatalf("the test puzzle has %d steps, no more than a batch", steps)
	}
	w.ShowSolutionPath()
	path := w.pathWin
	note := func() string { return w.path.note.Text }
	if w.PathListed() != pathBatch || !strings.HasPrefix(note(), "Listing the steps: 12 of ") {
		t.Fatalf("at once: %d steps listed, note %q", w.PathListed(), note())
	}
	path.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if w.PickedStep() != steps-1 {
		t.Fatalf("End before the last step is listed: step %d picked", w.PickedStep())
	}
	rest()
	if w.PathListed() != steps || !strings.Contains(note(), "steps; the hardest is") {
		t.Fatalf("after listing: %d of %d steps, note %q", w.PathListed(), steps, note())
	}
	if w.path.rows[steps-1].bg.FillColor == nil {
		t.Error("the step picked before it was listed is not marked")
	}
}
