package logic

import (
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// bentSet finds the larger members of the XY-Wing family: WXYZ-Wing for
// n = 4 and VWXYZ-Wing for n = 5. A pivot cell and n-1 cells it sees
// together hold exactly n digits, and every digit but one, z, is
// restricted: the cells holding it all see each other, so it is true in at
// most one of them. The n-1 restricted digits fill at most n-1 of the n
// cells, so z is true in one of the cells holding it, and goes from every
// cell that sees all of those. XY-Wing and XYZ-Wing are the case n = 3,
// with their own finders.
func bentSet(n int, t Technique) finder {
	return func(b *Board, emit visit) bool {
		for p, pm := range b.Cands {
			if b.Values[p] != 0 || pm.Count() < 2 || pm.Count() > n {
				continue
			}
			for digits := sudoku.Mask(1); digits < 1<<9; digits++ {
				if digits.Count() != n || pm&^digits != 0 {
					continue
				}
				var wings []int
				for _, c := range sudoku.Peers[p] {
					if m := b.Cands[c]; b.Values[c] == 0 && m.Count() >= 2 && m&^digits == 0 {
						wings = append(wings, c)
					}
				}
				set := append(make([]int, 0, n), p)
				var pick func(from int, union sudoku.Mask) bool
				pick = func(from int, union sudoku.Mask) bool {
					if len(set) == n {
						if union != digits || !firstPivot(set) {
							return true
						}
						return bentStep(b, t, set, union, emit)
					}
					for i := from; i <= len(wings)-(n-len(set)); i++ {
						set = append(set, wings[i])
						ok := pick(i+1, union|b.Cands[wings[i]])
						set = set[:len(set)-1]
						if !ok {
							return false
						}
					}
					return true
				}
				if !pick(0, pm) {
					return false
				}
			}
		}
		return true
	}
}

// firstPivot reports whether set[0] is the lowest-numbered cell of set that
// sees all the others, so each set is found once.
func firstPivot(set []int) bool {
	for _, q := range set[1:] {
		if q > set[0] {
			continue
		}
		all := true
		for _, c := range set {
			if c != q && !sudoku.Sees(q, c) {
				all = false
				break
			}
		}
		if all {
			return false
		}
	}
	return true
}

// bentStep checks that exactly one digit of the set is unrestricted and
// emits the eliminations it allows.
func bentStep(b *Board, t Technique, set []int, union sudoku.Mask, emit visit) bool {
	z := 0
	var zCells []int
	for _, d := range union.Digits() {
		var holders []int
		restricted := true
		for _, c := range set {
			if !b.has(c, d) {
				continue
			}
			for _, h := range holders {
				if !sudoku.Sees(h, c) {
					restricted = false
				}
			}
			holders = append(holders, c)
		}
		if !restricted {
			if z != 0 {
				return true // two unrestricted digits: no conclusion
			}
			z, zCells = d, holders
		}
	}
	if z == 0 {
		return true // a locked set in one unit: the subset finders' job
	}
	elim := b.eliminateSeeing(z, zCells...)
	if len(elim) == 0 {
		return true
	}
	return emit(&Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), set...), Digits: union})
}
