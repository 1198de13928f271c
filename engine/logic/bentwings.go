package logic

import (
	"cmp"
	"slices"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// bentSet finds the larger members of the XY-Wing family as Sudoku
// Explainer has them: WXYZ-Wing for n = 4 and VWXYZ-Wing for n = 5
// (SukakuExplainer's WXYZWing.java and VWXYZWing.java). An almost locked
// set of n-1 cells in one unit holds n digits; a bivalue cell outside it
// holds two of them, x and z, and sees every cell of the set that holds x.
// So x is restricted (true in at most one of the n cells), as is every
// digit of the unit's set, and z is the one digit that may be true twice.
// The n-1 restricted digits other than z fill at most n-1 of the n cells,
// so z is true in one of the cells holding it, and goes from every cell
// that sees all of those. When z is restricted too (the bivalue cell sees
// every holder of z as well), the n cells take the n digits one each, and
// every digit goes from the cells that see all its holders.
//
// Some cell of such a set sees all the others (any cell of the unit that
// the bivalue cell sees), so the finder walks pivots and their peers, and
// keeps the sets of that shape. A pivot with wings in three directions is
// a wing in the wider sense, but not in Sudoku Explainer's: it rates that
// pattern as the forcing chain it is, and so does Pictdoku.
//
// Explainer's weight depends on the largest cell of the unit's set (see
// sizeBonus), and among the wings found it takes the lightest, then the
// one that removes most, as this finder does. XY-Wing and XYZ-Wing are
// the case n = 3, with their own finders.
func bentSet(n int, t Technique) finder {
	return func(b *Board, emit visit) bool {
		var found []*Step
		collect := func(s *Step) bool {
			found = append(found, s)
			return true
		}
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
						return bentStep(b, t, set, union, collect)
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
				pick(0, pm)
			}
		}
		slices.SortStableFunc(found, func(a, b *Step) int {
			if a.Bonus != b.Bonus {
				return cmp.Compare(a.Bonus, b.Bonus)
			}
			return len(b.Eliminate) - len(a.Eliminate)
		})
		for _, s := range found {
			if !emit(s) {
				return false
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
	bonus, ok := explainerShape(b, set, union)
	if !ok {
		return true
	}
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
		return emit(&Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), set...), Digits: union, Bonus: bonus})
	}
	elim := b.eliminateSeeing(z, zCells...)
	if len(elim) == 0 {
		return true
	}
	return emit(&Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), set...), Digits: union, Bonus: bonus})
}

// explainerShape reports whether the set is a wing in Sudoku Explainer's
// sense: some bivalue cell of it, taken out, leaves cells in one unit that
// still hold all the set's digits. The restrictions on x and z are left to
// bentStep, which asks the same of every digit. It returns the lightest
// size bonus over the ways the set can be read so.
func explainerShape(b *Board, set []int, union sudoku.Mask) (float64, bool) {
	best, ok := 0.0, false
	rest := make([]int, 0, len(set)-1)
	for i, c := range set {
		if b.Cands[c].Count() != 2 {
			continue
		}
		rest = append(rest[:0], set[:i]...)
		rest = append(rest, set[i+1:]...)
		var restUnion sudoku.Mask
		largest := 0
		for _, r := range rest {
			restUnion |= b.Cands[r]
			largest = max(largest, b.Cands[r].Count())
		}
		if restUnion != union || !inOneUnit(rest) {
			continue
		}
		if bonus := sizeBonus(len(set), largest); !ok || bonus < best {
			best, ok = bonus, true
		}
	}
	return best, ok
}

// sizeBonus is what Sudoku Explainer adds to a wing's base weight for the
// largest cell of its unit's set: a cell of middling size (3 candidates)
// is harder to spot than a small or a full one. WXYZWingHint: 5.5, plus
// 0.1 when the largest cell has 3 candidates; VWXYZWingHint: 6.2, plus
// 0.2 for 3, 0.1 for 2 or 4. The base weights in techniqueInfo are the
// lightest a wing of the size can be (5.5 and 6.2), so this returns the
// rest: (n-3) - |3 - largest| tenths, for n = 4 and 5.
func sizeBonus(n, largest int) float64 {
	a := largest - 3
	if a < 0 {
		a = -a
	}
	return float64(n-3-a) / 10
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
