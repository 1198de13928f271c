package logic

import (
	"math/bits"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Direct techniques
//
// Sudoku Explainer rates some intersections and hidden subsets as
// singles-level steps: when the eliminations of a pointing, a claiming, a
// hidden pair or a hidden triple at once leave a digit a single place in a
// unit, a solver sees the placement "directly", without noting any
// candidate. SE calls these Direct Pointing (1.7), Direct Claiming (1.9),
// Direct Hidden Pair (2.0) and Direct Hidden Triple (2.5), and looks for
// the hidden single only where its own definitions do:
//
//   - after a pointing (a box's digit confined to one line), in the other
//     boxes; after a claiming (a line's digit confined to one box), in the
//     other lines of the same kind, rows for a row and columns for a column;
//   - after a hidden pair or triple, in the same unit: another digit whose
//     places there were all but one inside the subset's cells.
//
// A direct step shows its general step's pattern (same cells and units)
// and makes only the placement it leads to: like Explainer, it keeps none
// of the eliminations that led there (DirectHiddenSetHint and
// DirectLockingHint pass an empty map of removable candidates to their
// superclass). A person who sees the single "directly" has not written the
// eliminations down, so a later step that needs them is a step of its own:
// a plain Hidden Pair (3.4) after a Direct Hidden Pair in the same cells,
// say, and the puzzle rates as Explainer rates it.

// directForm turns the steps of a general finder into their direct form:
// each step whose eliminations leave a hidden single in one of the units
// singleUnits names gets technique t and that placement instead of its
// eliminations; other steps are skipped.
func directForm(general finder, t Technique, singleUnits func(s *Step) []int) finder {
	return func(b *view, emit visit) bool {
		return general(b, func(s *Step) bool {
			single, ok := singleAfter(b, s.Eliminate, singleUnits(s))
			if !ok {
				return true
			}
			direct := *s
			direct.Technique = t
			direct.Place = []Candidate{single}
			direct.Eliminate = nil
			return emit(&direct)
		})
	}
}

// otherUnitsOfKind lists, for an intersection, the units of the same kind
// as the confining unit (Units[0]), other than it: where SE looks for the
// single a Direct Pointing or Direct Claiming leaves.
func otherUnitsOfKind(s *Step) []int {
	kind := sudoku.UnitKindOf(s.Units[0])
	units := make([]int, 0, 8)
	for u := int(kind) * 9; u < int(kind)*9+9; u++ {
		if u != s.Units[0] {
			units = append(units, u)
		}
	}
	return units
}

// sameUnit is where SE looks for the single a direct hidden subset leaves.
func sameUnit(s *Step) []int { return s.Units[:1] }

// singleAfter finds a hidden single that the eliminations create in one of
// units: a digit with two or more places in the unit before, and one after.
func singleAfter(b *view, elim []Candidate, units []int) (Candidate, bool) {
	var digits sudoku.Mask
	for _, e := range elim {
		digits |= sudoku.Bit(e.Digit)
	}
	for _, u := range units {
		for _, d := range digits.Digits() {
			before := b.where(u, d)
			if bits.OnesCount16(before) < 2 {
				continue
			}
			after := before
			for i, c := range sudoku.Units[u] {
				if eliminates(elim, c, d) {
					after &^= 1 << i
				}
			}
			if bits.OnesCount16(after) == 1 {
				return Candidate{sudoku.Units[u][bits.TrailingZeros16(after)], d}, true
			}
		}
	}
	return Candidate{}, false
}

func eliminates(elim []Candidate, c, d int) bool {
	for _, e := range elim {
		if e.Cell == c && e.Digit == d {
			return true
		}
	}
	return false
}
