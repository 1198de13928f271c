// Package hint gives the next step for a player: first any wrong entry,
// then the simplest logical step, as a nudge (technique and region) or in
// full.
package hint

import (
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Hint is the advice for one moment of play.
type Hint struct {
	Wrong []logic.Candidate // the player's entries that differ from the solution
	Step  *logic.Step       // the next logical step, when no entry is wrong
}

// Nudge is the first, light hint: what to look for and where.
func (h Hint) Nudge() text.Message {
	if len(h.Wrong) > 0 {
		return text.New("Check %s: the digit you entered there is wrong.", sudoku.CellName(h.Wrong[0].Cell))
	}
	if h.Step == nil {
		return text.Word("The puzzle is solved.")
	}
	return h.Step.NudgeMessage()
}

// Text is the full hint: the wrong entry with the right digit, or the step
// explained.
func (h Hint) Text(solution sudoku.Grid) text.Message {
	if len(h.Wrong) > 0 {
		w := h.Wrong[0]
		return text.New("%s cannot be %d: the solution has %d there.", sudoku.CellName(w.Cell), w.Digit, int(solution[w.Cell]))
	}
	if h.Step == nil {
		return text.Word("The puzzle is solved.")
	}
	return h.Step.Explain()
}

// ErrNoSolution reports a puzzle with no solution; ErrNotUnique one with several.
var (
	ErrNoSolution = text.Errorf("the puzzle has no solution")
	ErrNotUnique  = text.Errorf("the puzzle has more than one solution")
)

// Next returns the hint for a puzzle (its clues) and the player's current
// grid (clues plus entries). Entries that differ from the unique solution
// come first; otherwise the simplest logical step from the current grid,
// trial included when nothing else applies.
func Next(puzzle, current sudoku.Grid) (Hint, sudoku.Grid, error) {
	return NextAfter(puzzle, current, nil)
}

// NextAfter is Next going on from candidates already ruled out, when not
// nil: those earlier hints took out (an elimination changes no digit, so
// from the digits alone the same step would come again). They must be
// sound deductions, which a hint's are.
func NextAfter(puzzle, current sudoku.Grid, ruledOut *[81]sudoku.Mask) (Hint, sudoku.Grid, error) {
	solution, n := exact.Solve(&puzzle)
	switch n {
	case 0:
		return Hint{}, solution, ErrNoSolution
	case 2:
		return Hint{}, solution, ErrNotUnique
	}
	var h Hint
	for c, v := range current {
		if v != 0 && puzzle[c] == 0 && v != solution[c] {
			h.Wrong = append(h.Wrong, logic.Candidate{Cell: c, Digit: int(v)})
		}
	}
	if len(h.Wrong) > 0 || current == solution {
		return h, solution, nil
	}
	b := logic.NewBoard(current)
	if ruledOut != nil {
		for c := range b.Cands {
			if b.Cands[c]&^ruledOut[c] != 0 { // never a cell's last candidates
				b.Cands[c] &^= ruledOut[c]
			}
		}
	}
	h.Step = logic.Next(b, logic.Options{AllowTrial: true})
	return h, solution, nil
}
