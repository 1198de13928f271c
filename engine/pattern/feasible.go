package pattern

import "github.com/pictdoku/pictdoku/engine/text"

// bandNames names the three bands, then the three stacks.
var bandNames = [6]text.Message{text.Word("top band"), text.Word("middle band"), text.Word("bottom band"),
	text.Word("left stack"), text.Word("middle stack"), text.Word("right stack")}

// Impossible explains why no proper puzzle (one with exactly one solution)
// can have its clues on this pattern, or returns nil when none of the
// known proofs applies. The proofs:
//   - fewer than 17 clues: no 16-clue puzzle exists (McGuire, Tugemann and
//     Civario, 2012, by exhaustive search);
//   - two empty rows in one band (or two empty columns in one stack):
//     swapping them in any solution gives another solution with the same
//     clues;
//   - a band or stack with 2 to 5 clues laid out so that every filling of
//     it has a twin agreeing on its column (or row) contents and clues;
//     the layouts were found by visiting every band filling (see bands.go);
//   - a clue count above 81 cannot occur; 81 is trivially fine.
func (p Pattern) Impossible() error {
	if n := p.Count(); n < 17 {
		return text.Errorf("impossible: %d clues, and no proper Sudoku has fewer than 17", n)
	}
	// A band's rows are a stack's columns: bandLayout reads stacks
	// transposed, so one loop covers both.
	for k, name := range bandNames {
		empty := p.emptyLines(k)
		if len(empty) < 2 {
			continue
		}
		if k < 3 {
			return text.Errorf("impossible: rows %d and %d of the %s are both empty, so swapping them gives a second solution", empty[0], empty[1], name)
		}
		return text.Errorf("impossible: columns %d and %d of the %s are both empty, so swapping them gives a second solution", empty[0], empty[1], name)
	}
	return p.twinnedBand()
}

// emptyLines returns the numbers (1-9) of the empty rows of band k, or of
// the empty columns of stack k-3.
func (p Pattern) emptyLines(k int) []int {
	lines := rowMasks
	if k >= 3 {
		lines = colMasks
	}
	var empty []int
	for r := 0; r < 3; r++ {
		if !p.Intersects(lines[3*(k%3)+r]) {
			empty = append(empty, 3*(k%3)+r+1)
		}
	}
	return empty
}
