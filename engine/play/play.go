// Package play is a game in progress: the player's digits and pencil
// marks over a puzzle's clues, with conflicts, checking, revealing, undo
// and a three-step hint (nudge, full step, apply).
package play

import (
	"time"

	"github.com/pictdoku/pictdoku/engine/hint"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Game is one puzzle being played.
type Game struct {
	Clues    sudoku.Grid
	Solution sudoku.Grid
	Entries  sudoku.Grid
	Pencil   [81]sudoku.Mask
	// Revealed marks the entries the player asked the solution for, so
	// they can be told from the player's own.
	Revealed [81]bool
	Elapsed  time.Duration
	// Practice, when HasPractice, is the technique the puzzle was made to
	// practise (its hardest step): a hint whose step is that technique
	// says so, so the player knows this is the moment to use it.
	Practice    logic.Technique
	HasPractice bool

	// RuledOut holds the candidates that applied hints (and SolveUpTo)
	// took out. The next hint goes on from them: a step that only removes
	// candidates leaves the digits as they were, and a hint worked out from
	// the digits alone would offer the same step again, for ever. It is
	// saved with the game, so a reopened game goes on where it was.
	RuledOut [81]sudoku.Mask

	undo, redo []state
	hintStage  int
	hint       hint.Hint
}

// state is what undo restores.
type state struct {
	entries  sudoku.Grid
	pencil   [81]sudoku.Mask
	revealed [81]bool
	ruledOut [81]sudoku.Mask
}

// ErrClue is returned when a move touches a clue cell.
var ErrClue = text.Errorf("That cell holds a clue.")

// New starts a game.
func New(clues, solution sudoku.Grid) *Game { return &Game{Clues: clues, Solution: solution} }

// Current returns the clues with the player's digits.
func (g *Game) Current() sudoku.Grid {
	cur := g.Clues
	for c, v := range g.Entries {
		if cur[c] == 0 && v != 0 {
			cur[c] = v
		}
	}
	return cur
}

// change records the state for undo before a move and resets the hint.
func (g *Game) change() {
	g.undo = append(g.undo, state{g.Entries, g.Pencil, g.Revealed, g.RuledOut})
	g.redo = nil
	g.hintStage = 0
}

// Set puts digit d (1-9) in cell c; 0 clears it. Placing a digit removes it
// from the pencil marks of the cell's peers.
func (g *Game) Set(c, d int) error {
	if g.Clues[c] != 0 {
		return ErrClue
	}
	if int(g.Entries[c]) == d {
		return nil
	}
	g.change()
	g.Entries[c] = int8(d)
	g.Revealed[c] = false
	if d != 0 {
		g.Pencil[c] = 0
		for _, p := range sudoku.Peers[c] {
			g.Pencil[p] &^= sudoku.Bit(d)
		}
	}
	return nil
}

// TogglePencil flips pencil mark d in an empty cell.
func (g *Game) TogglePencil(c, d int) error {
	if g.Clues[c] != 0 {
		return ErrClue
	}
	if g.Entries[c] != 0 {
		return nil
	}
	g.change()
	g.Pencil[c] ^= sudoku.Bit(d)
	return nil
}

// AutoCandidates fills every empty cell's pencil marks with the digits its
// peers allow.
func (g *Game) AutoCandidates() {
	g.change()
	cur := g.Current()
	cands := cur.Candidates()
	for c := range g.Pencil {
		if cur[c] == 0 {
			g.Pencil[c] = cands[c]
		} else {
			g.Pencil[c] = 0
		}
	}
}

// Conflicts marks the cells whose digit repeats in one of their units.
func (g *Game) Conflicts() [81]bool {
	var out [81]bool
	cur := g.Current()
	for c, v := range cur {
		if v == 0 {
			continue
		}
		for _, p := range sudoku.Peers[c] {
			if cur[p] == v {
				out[c] = true
			}
		}
	}
	return out
}

// Wrong lists the player's digits that differ from the solution.
func (g *Game) Wrong() []int {
	var out []int
	for c, v := range g.Entries {
		if v != 0 && g.Clues[c] == 0 && v != g.Solution[c] {
			out = append(out, c)
		}
	}
	return out
}

// Reveal puts the solution's digit in cell c.
func (g *Game) Reveal(c int) {
	if g.Clues[c] == 0 && g.Entries[c] != g.Solution[c] {
		g.Set(c, int(g.Solution[c]))
		g.Revealed[c] = true
	}
}

// SolveUpTo sets the grid to where a solution path stands after its first
// n steps, as HoDoKu's "Solve up to here" does: every digit those steps
// place is entered (marked as revealed, unless the player had it already)
// and every empty cell's pencil marks become the candidates the steps
// left, so the player can take the next step from there. The player's
// right digits stay; a wrong digit goes, since the path's candidates
// cannot hold beside it. It is one move: Undo takes it all back. steps
// must be a path taken from the game's clues (a rating's Steps).
func (g *Game) SolveUpTo(steps []logic.Step, n int) {
	g.change()
	b := logic.Replay(g.Clues, steps, n)
	for c := range g.Entries {
		switch {
		case g.Clues[c] != 0:
			continue
		case b.Values[c] != 0:
			if g.Entries[c] != b.Values[c] {
				g.Entries[c], g.Revealed[c] = b.Values[c], true
			}
			g.Pencil[c] = 0
		case g.Entries[c] != 0 && g.Entries[c] == g.Solution[c]:
			g.Pencil[c] = 0
		default:
			g.Entries[c], g.Revealed[c] = 0, false
			g.Pencil[c] = b.Cands[c]
			g.RuledOut[c] = sudoku.AllDigits &^ b.Cands[c]
		}
	}
	for c, v := range g.Entries { // a kept digit rules itself out of its peers' marks
		if v != 0 && b.Values[c] == 0 {
			for _, p := range sudoku.Peers[c] {
				g.Pencil[p] &^= sudoku.Bit(int(v))
			}
		}
	}
}

// Solved reports whether the grid is full and right.
func (g *Game) Solved() bool { return g.Current() == g.Solution }

// Undo takes back the last move.
func (g *Game) Undo() bool { return g.step(&g.undo, &g.redo) }

// Redo replays the last undone move.
func (g *Game) Redo() bool { return g.step(&g.redo, &g.undo) }

// CanUndo reports whether there is a move to take back.
func (g *Game) CanUndo() bool { return len(g.undo) > 0 }

// CanRedo reports whether there is an undone move to make again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// step restores the last state of from, keeping the current one on to.
func (g *Game) step(from, to *[]state) bool {
	if len(*from) == 0 {
		return false
	}
	*to = append(*to, state{g.Entries, g.Pencil, g.Revealed, g.RuledOut})
	s := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	g.Entries, g.Pencil, g.Revealed, g.RuledOut = s.entries, s.pencil, s.revealed, s.ruledOut
	g.hintStage = 0
	return true
}

// HintStage tells what a hint press showed.
type HintStage int

// The stages of the hint button.
const (
	HintNudge   HintStage = iota + 1 // technique and region, no answer
	HintStep                         // the full step, cells and eliminations
	HintApplied                      // the step was applied
	HintNone                         // solved, or no logical step found
)

// HintResult is what a hint press shows.
type HintResult struct {
	Stage HintStage
	Text  text.Message // what to show, translatable
	Step  *logic.Step  // the step (nil for a wrong entry)
	Wrong []int        // wrong entries, pointed out before any logical hint
	Cells []int        // cells to highlight
}

// Hint advances the hint: the first press nudges, the second shows the
// full step, the third applies it. A wrong entry is pointed out first;
// applying that hint clears it.
func (g *Game) Hint() HintResult {
	if g.hintStage == 0 {
		h, _, err := hint.NextAfter(g.Clues, g.Current(), &g.RuledOut)
		if err != nil {
			return HintResult{Stage: HintNone, Text: text.Of(err)}
		}
		g.hint = h
	}
	h := g.hint
	var wrong []int
	for _, w := range h.Wrong {
		wrong = append(wrong, w.Cell)
	}
	if len(wrong) == 0 && h.Step == nil {
		g.hintStage = 0
		if g.Solved() {
			return HintResult{Stage: HintNone, Text: text.Word("The puzzle is solved.")}
		}
		return HintResult{Stage: HintNone, Text: text.Word("No logical step found from here.")}
	}
	g.hintStage++
	switch g.hintStage {
	case 1:
		cells := wrong
		if h.Step != nil {
			cells = regionCells(h.Step)
		}
		return HintResult{Stage: HintNudge, Text: g.practised(h, h.Nudge()), Step: h.Step, Wrong: wrong, Cells: cells}
	case 2:
		cells := wrong
		if h.Step != nil {
			cells = h.Step.Cells
		}
		return HintResult{Stage: HintStep, Text: g.practised(h, h.Text(g.Solution)), Step: h.Step, Wrong: wrong, Cells: cells}
	}
	// Third press: apply.
	msg := h.Text(g.Solution)
	if len(wrong) > 0 {
		// The wrong digit goes, and the right one takes its place, marked
		// as revealed (the hint said which it is).
		g.change()
		for _, c := range wrong {
			g.place(c, int(g.Solution[c]))
			g.Revealed[c] = true
		}
	} else {
		g.change()
		for _, p := range h.Step.Place {
			g.place(p.Cell, p.Digit)
		}
		for _, e := range h.Step.Eliminate {
			g.Pencil[e.Cell] &^= sudoku.Bit(e.Digit)
			g.RuledOut[e.Cell] |= sudoku.Bit(e.Digit)
		}
	}
	g.hintStage = 0
	return HintResult{Stage: HintApplied, Text: text.New("Applied: %s", msg), Step: h.Step, Wrong: wrong}
}

// place writes digit d in cell c, and takes d out of the pencil marks of
// the cell and of its peers, as a player who places a digit does.
func (g *Game) place(c, d int) {
	g.Entries[c] = int8(d)
	g.Pencil[c] = 0
	for _, q := range sudoku.Peers[c] {
		g.Pencil[q] &^= sudoku.Bit(d)
	}
}

// regionCells returns the cells of the step's first unit, or its cells.
func regionCells(s *logic.Step) []int {
	if len(s.Units) > 0 {
		return sudoku.Units[s.Units[0]][:]
	}
	return s.Cells
}

// practised prefixes a hint's message with the technique being practised
// when the hint's step is that technique.
func (g *Game) practised(h hint.Hint, m text.Message) text.Message {
	if !g.HasPractice || len(h.Wrong) > 0 || h.Step == nil || h.Step.Technique != g.Practice {
		return m
	}
	return text.New("Now the %s you are practising. %s", text.Word(g.Practice.String()), m)
}
