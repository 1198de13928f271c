package logic

import (
	"math/bits"

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
//
// The sets are tried pivot by pivot, then by digit set in increasing mask
// order, then by wing cells in the order of the pivot's peers; each is
// judged on bitmaps (cellSet) before a step is built.
func bentSet(n int, t Technique) finder {
	return func(b *Board, emit visit) bool {
		var near, wings [20]int // the pivot's possible wings; those inside the digit set
		var idx [4]int
		for p, pm := range b.Cands {
			if b.Values[p] != 0 || pm.Count() < 2 || pm.Count() > n {
				continue
			}
			nn := 0
			for _, c := range sudoku.Peers[p] {
				if k := b.Cands[c].Count(); b.Values[c] == 0 && k >= 2 && k <= n {
					near[nn] = c
					nn++
				}
			}
			for _, digits := range digitSets[n] {
				if pm&^digits != 0 {
					continue
				}
				nw := 0
				reach := pm
				for _, c := range near[:nn] {
					if m := b.Cands[c]; m&^digits == 0 {
						wings[nw] = c
						nw++
						reach |= m
					}
				}
				if reach != digits {
					continue // no choice of wings holds every digit
				}
				k := n - 1
				for more := firstCombination(idx[:k], nw); more; more = nextCombination(idx[:k], nw) {
					union := pm
					set := [5]int{p}
					for j, i := range idx[:k] {
						union |= b.Cands[wings[i]]
						set[j+1] = wings[i]
					}
					if union != digits || !firstPivot(set[:n]) {
						continue
					}
					if !bentStep(b, t, set[:n], union, emit) {
						return false
					}
				}
			}
		}
		return true
	}
}

// digitSets[n] lists the digit masks of n digits in increasing order.
var digitSets = func() (sets [10][]sudoku.Mask) {
	for m := sudoku.Mask(1); m < 1<<9; m++ {
		sets[m.Count()] = append(sets[m.Count()], m)
	}
	return sets
}()

// firstPivot reports whether set[0] is the lowest-numbered cell of set that
// sees all the others, so each set is found once.
func firstPivot(set []int) bool {
	all := cellSetOf(set...)
	for _, q := range set[1:] {
		if q < set[0] && all.andNot(peerSet[q]) == cellSetOf(q) {
			return false
		}
	}
	return true
}

// bentStep checks that at most one digit of the set is unrestricted and
// emits the eliminations it allows.
func bentStep(b *Board, t Technique, set []int, union sudoku.Mask, emit visit) bool {
	z := 0
	var holdersOf [10]cellSet
	for v := uint16(union); v != 0; v &= v - 1 {
		d := bits.TrailingZeros16(v) + 1
		var holders cellSet
		restricted := true
		for _, c := range set {
			if !b.has(c, d) {
				continue
			}
			restricted = restricted && holders.andNot(peerSet[c]).empty()
			holders.add(c)
		}
		holdersOf[d] = holders
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
			elim = b.appendSeeingAll(elim, d, holdersOf[d], set)
		}
	} else {
		elim = b.appendSeeingAll(nil, z, holdersOf[z], nil)
	}
	if len(elim) == 0 {
		return true
	}
	return emit(&Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), set...), Digits: union})
}

// appendSeeingAll appends candidate d in the cells outside skip that see
// every cell of holders, in increasing cell order, as eliminateSeeing lists
// them.
func (b *Board) appendSeeingAll(elim []Candidate, d int, holders cellSet, skip []int) []Candidate {
	see := allCells
	for h := holders; !h.empty(); {
		see = see.and(peerSet[h.pop()])
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
