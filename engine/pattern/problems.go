package pattern

import (
	"strconv"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Problem is one thing in a pattern that stops it carrying a puzzle, or
// makes a puzzle unlikely, in plain words with what to do about it.
type Problem struct {
	Message text.Message
	Proof   bool // no puzzle can exist on the pattern (else: guidance)
	Unit    int  // the band (0-2) or stack (3-5) concerned, or -1
	Add     int  // clue cells to add, at least
}

// Problems lists every problem of p at once, proofs first: fewer than 17
// clues, two or three empty rows in a band (columns in a stack), a band or
// stack whose few clues can always be swapped about, then every band and
// stack with fewer than MinPerBand clues.
func (p Pattern) Problems() []Problem {
	var proofs, hints []Problem
	if n := p.Count(); n < 17 {
		proofs = append(proofs, Problem{text.New("only %d clue cells: a Sudoku needs at least 17, so add %d", n, 17-n), true, -1, 17 - n})
	}
	for k, name := range bandNames {
		layout, _ := p.bandLayout(k)
		empty := p.emptyLines(k)
		n := p.bandCount(k)
		switch {
		case len(empty) >= 2:
			lines := strconv.Itoa(empty[0])
			for i, e := range empty[1:] {
				if i == len(empty)-2 {
					lines += " & " + strconv.Itoa(e)
				} else {
					lines += ", " + strconv.Itoa(e)
				}
			}
			msg := text.New("rows %s are empty, so their digits could be swapped: add a clue to all but one of them", lines)
			if k >= 3 {
				msg = text.New("columns %s are empty, so their digits could be swapped: add a clue to all but one of them", lines)
			}
			proofs = append(proofs, Problem{msg, true, k, len(empty) - 1})
		case twinned()[layout]:
			add := max(1, MinPerBand-n)
			proofs = append(proofs, Problem{text.New("the %s has only %d clues, placed so that its digits could always be swapped: add %d there", name, n, add), true, k, add})
		case n < MinPerBand:
			hints = append(hints, Problem{text.New("the %s has only %d clues: add %d there (5 or more work best)", name, n, MinPerBand-n), false, k, MinPerBand - n})
		}
	}
	return append(proofs, hints...)
}
