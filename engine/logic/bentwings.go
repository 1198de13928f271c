package logic

import (
	"cmp"
	"math/bits"
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
// the bivalue cell sees): Explainer's finder walks pivots and their peers,
// and keeps the sets of that shape. A pivot with wings in three directions
// is a wing in the wider sense, but not in Sudoku Explainer's: it rates
// that pattern as the forcing chain it is, and so does Pictdoku.
//
// Explainer's weight depends on the largest cell of the unit's set (see
// sizeBonus), and among the wings found it takes the lightest, then the
// one that removes most, as this finder does. XY-Wing and XYZ-Wing are
// the case n = 3, with their own finders.
//
// The sets are tried pivot by pivot (the lowest cell of the set that sees
// all the others), then by digit set in increasing mask order, then by
// wing cells in increasing order. They are found from their shape
// (bentSets): n-1 cells of a unit holding n digits, and a bivalue cell
// holding two of them, which is far fewer sets to look at than every
// pivot's peers.
func bentSet(n int, t Technique) finder {
	return func(b *view, emit visit) bool {
		var found []*Step
		collect := func(s *Step) bool {
			found = append(found, s)
			return true
		}
		for _, w := range bentSets(b.Board, n) {
			set := w.cells[:n]
			bentStep(b.Board, t, set, seesWithin(set), w.digits, collect)
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

// bentCells is a pivot and its wings (the first n cells, the wings in
// increasing order) holding n digits.
type bentCells struct {
	cells  [5]int
	digits sudoku.Mask
}

// bentSets returns the sets of n cells of Explainer's shape (see
// explainerShape: n-1 cells of one unit holding n digits, and a bivalue
// cell holding two of them) that a wing can be made of: every cell with
// two to n candidates, a pivot that sees all the others (the lowest
// such cell), and at most one digit held by two wings that do not see
// each other (bentStep concludes nothing from two). They come once each,
// by pivot, then digit set, then wings.
func bentSets(b *Board, n int) []bentCells {
	var bivalue []int
	for c, m := range b.Cands {
		if b.Values[c] == 0 && m.Count() == 2 {
			bivalue = append(bivalue, c)
		}
	}
	var out []bentCells
	for u := range sudoku.Units {
		var cells [9]int
		k := 0
		for _, c := range sudoku.Units[u] {
			if cnt := b.Cands[c].Count(); b.Values[c] == 0 && cnt >= 2 && cnt <= n {
				cells[k] = c
				k++
			}
		}
		// The sets of n-1 of the unit's cells holding n digits, depth first.
		var set [4]int
		var pick func(from, depth int, union sudoku.Mask)
		pick = func(from, depth int, union sudoku.Mask) {
			if depth == n-1 {
				if union.Count() != n {
					return
				}
				for _, z := range bivalue {
					if b.Cands[z]&^union == 0 && !slices.Contains(set[:depth], z) {
						if w, ok := bentPivot(b, set[:depth], z, union); ok {
							out = append(out, w)
						}
					}
				}
				return
			}
			for i := from; i <= k-(n-1-depth); i++ {
				if un := union | b.Cands[cells[i]]; un.Count() <= n {
					set[depth] = cells[i]
					pick(i+1, depth+1, un)
				}
			}
		}
		pick(0, 0, 0)
	}
	slices.SortFunc(out, func(a, c bentCells) int {
		if a.cells[0] != c.cells[0] {
			return a.cells[0] - c.cells[0]
		}
		if a.digits != c.digits {
			return int(a.digits) - int(c.digits)
		}
		return slices.Compare(a.cells[1:n], c.cells[1:n])
	})
	return slices.CompactFunc(out, func(a, c bentCells) bool { return a.cells == c.cells })
}

// bentPivot orders the set of the unit's cells a (in increasing order)
// and the bivalue cell z as bentSets returns it, its pivot first, and
// reports whether it has one and at most one digit held by two wings that
// do not see each other. The cells of a see each other, so the cells that
// see all the others are those of a that z sees, and z if it sees them all.
func bentPivot(b *Board, a []int, z int, union sudoku.Mask) (bentCells, bool) {
	w := bentCells{digits: union}
	pivot, seesAll := -1, true
	for _, c := range a {
		if peerSet[z].has(c) {
			if pivot < 0 {
				pivot = c
			}
		} else {
			seesAll = false
		}
	}
	if seesAll && z < pivot {
		pivot = z
	}
	if pivot < 0 {
		return w, false
	}
	if pivot != z { // the wings that do not see each other are z and a cell of a
		var unres sudoku.Mask
		for _, c := range a {
			if c != pivot && !peerSet[z].has(c) {
				unres |= b.Cands[z] & b.Cands[c]
			}
		}
		if unres.Count() > 1 {
			return w, false
		}
	}
	// The wings in increasing order: those of a, z in its place.
	w.cells[0] = pivot
	k, placed := 1, z == pivot
	for _, c := range a {
		if !placed && z < c {
			w.cells[k], k, placed = z, k+1, true
		}
		if c != pivot {
			w.cells[k], k = c, k+1
		}
	}
	if !placed {
		w.cells[k] = z
	}
	return w, true
}

// seesWithin returns, for each cell of set, the cells of set it sees, as
// bits by index in set.
func seesWithin(set []int) (sees [5]uint8) {
	for i, a := range set {
		for j, c := range set[:i] {
			if peerSet[a].has(c) {
				sees[i] |= 1 << j
				sees[j] |= 1 << i
			}
		}
	}
	return sees
}

// bentStep checks that at most one digit of the set is unrestricted and
// emits the eliminations it allows. sees is seesWithin(set).
func bentStep(b *Board, t Technique, set []int, sees [5]uint8, union sudoku.Mask, emit visit) bool {
	bonus, ok := explainerShape(b, set, union)
	if !ok {
		return true
	}
	z := 0
	var holdersOf [10]uint8 // the cells of set holding each digit, by index
	for v := uint16(union); v != 0; v &= v - 1 {
		d := bits.TrailingZeros16(v) + 1
		var holders uint8
		for i, c := range set {
			if b.has(c, d) {
				holders |= 1 << i
			}
		}
		holdersOf[d] = holders
		restricted := true
		for h := holders; h != 0; h &= h - 1 {
			i := bits.TrailingZeros8(h)
			restricted = restricted && holders&^(1<<i)&^sees[i] == 0
		}
		if !restricted {
			if z != 0 {
				return true // two unrestricted digits: no conclusion
			}
			z = d
		}
	}
	var elim []Candidate
	if z == 0 {
		if inOneUnit(set) {
			return true // a locked set in one unit: the subset finders' job
		}
		for v := uint16(union); v != 0; v &= v - 1 {
			d := bits.TrailingZeros16(v) + 1
			elim = b.appendSeeingAll(elim, d, set, holdersOf[d], set)
		}
	} else {
		elim = b.appendSeeingAll(nil, z, set, holdersOf[z], nil)
	}
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
	var restCells [4]int
	rest := restCells[:0]
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
// 0.2 for 3, 0.1 for 2 or 4, nothing for 5. The base weights in
// techniqueInfo are the lightest a wing of the size can be (5.5 and 6.2),
// so this returns the rest: (n-3) - |3 - largest| tenths, for n = 4 and 5.
func sizeBonus(n, largest int) float64 {
	a := largest - 3
	if a < 0 {
		a = -a
	}
	return float64(n-3-a) / 10
}

// appendSeeingAll appends candidate d in the cells outside skip that see
// every cell of set chosen by holders (bits by index), in increasing cell
// order, as eliminateSeeing lists them.
func (b *Board) appendSeeingAll(elim []Candidate, d int, set []int, holders uint8, skip []int) []Candidate {
	see := allCells
	for h := holders; h != 0; h &= h - 1 {
		see = see.and(peerSet[set[bits.TrailingZeros8(h)]])
	}
	see = see.andNot(cellSetOf(skip...))
	bit := sudoku.Bit(d)
	for !see.empty() {
		if c := see.pop(); b.Cands[c]&bit != 0 {
			elim = append(elim, Candidate{c, d})
		}
	}
	return elim
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
