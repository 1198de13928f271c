package logic

import (
	"slices"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// bentSet finds the larger members of the XY-Wing family: WXYZ-Wing for
// n = 4 and VWXYZ-Wing for n = 5. A pivot cell and n-1 cells it sees
// together hold exactly n digits, and every digit but one, z, is
// restricted: the cells holding it all see each other, so it is true in at
// most one of them. The n-1 restricted digits fill at most n-1 of the n
// cells, so z is true in one of the cells holding it, and goes from every
// cell that sees all of those. When every digit is restricted, the n cells
// take the n digits one each (as a naked subset would, though the cells
// need not share a unit), so every digit is true in one of its holders and
// goes from every cell that sees all of them; this is Sudoku Explainer's
// reading too. XY-Wing and XYZ-Wing are the case n = 3, with their own
// finders.
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

// bentStep checks that at most one digit of the set is unrestricted and
// emits the eliminations it allows.
func bentStep(b *Board, t Technique, set []int, union sudoku.Mask, emit visit) bool {
	z := 0
	var zCells []int
	holdersOf := map[int][]int{}
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
		holdersOf[d] = holders
		if !restricted {
			if z != 0 {
				return true // two unrestricted digits: no conclusion
			}
			z, zCells = d, holders
		}
	}
	if z == 0 {
		if inOneUnit(set) {
			return true // a locked set in one unit: the subset finders' job
		}
		var elim []Candidate
		for _, d := range union.Digits() {
			for _, e := range b.eliminateSeeing(d, holdersOf[d]...) {
				if !slices.Contains(set, e.Cell) {
					elim = append(elim, e)
				}
			}
		}
		if len(elim) == 0 {
			return true
		}
		return emit(&Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), set...), Digits: union})
	}
	elim := b.eliminateSeeing(z, zCells...)
	if len(elim) == 0 {
		return true
	}
	return emit(&Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), set...), Digits: union})
}

// inOneUnit reports whether all the cells share a row, a column or a box.
func inOneUnit(cells []int) bool {
	row, col, box := true, true, true
	for _, c := range cells[1:] {
		row = row && c/9 == cells[0]/9
		col = col && c%9 == cells[0]%9
		box = box && c/27 == cells[0]/27 && c%9/3 == cells[0]%9/3
	}
	return row || col || box
}
