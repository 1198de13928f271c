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
	for band := 0; band < 3; band++ {
		var empty []int
		for r := band * 3; r < band*3+3; r++ {
			if p.rowEmpty(r) {
				empty = append(empty, r)
			}
		}
		if len(empty) >= 2 {
			return text.Errorf("impossible: rows %d and %d of the %s are both empty, so swapping them gives a second solution", empty[0]+1, empty[1]+1, bandNames[band])
		}
	}
	for stack := 0; stack < 3; stack++ {
		var empty []int
		for c := stack * 3; c < stack*3+3; c++ {
			if p.colEmpty(c) {
				empty = append(empty, c)
			}
		}
		if len(empty) >= 2 {
			return text.Errorf("impossible: columns %d and %d of the %s are both empty, so swapping them gives a second solution", empty[0]+1, empty[1]+1, bandNames[3+stack])
		}
	}
	return p.twinnedBand()
}

func (p Pattern) rowEmpty(r int) bool {
	for c := 0; c < 9; c++ {
		if p.Has(r*9 + c) {
			return false
		}
	}
	return true
}

func (p Pattern) colEmpty(c int) bool {
	for r := 0; r < 9; r++ {
		if p.Has(r*9 + c) {
			return false
		}
	}
	return true
}
