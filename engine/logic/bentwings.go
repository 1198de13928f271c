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
// the bivalue cell sees), so the finder walks pivots and their peers, and
// keeps the sets of that shape. A pivot with wings in three directions is
// a wing in the wider sense, but not in Sudoku Explainer's: it rates that
// pattern as the forcing chain it is, and so does Pictdoku.
//
// Explainer's weight depends on the largest cell of the unit's set (see
// sizeBonus), and among the wings found it takes the lightest, then the
// one that removes most, as this finder does. XY-Wing and XYZ-Wing are
// the case n = 3, with their own finders.
//
// The sets are tried pivot by pivot, then by digit set in increasing mask
// order, then by wing cells in the order of the pivot's peers. A pivot's
// sets are gathered by a depth-first pick of its wings (bentSearch) that
// drops a set as soon as it cannot conclude, then sorted by digit set.
func bentSet(n int, t Technique) finder {
	return func(b *view, emit visit) bool {
		s := bentSearch{b: b.Board, n: n}
		var found []*Step
		collect := func(s *Step) bool {
			found = append(found, s)
			return true
		}
		for p, pm := range b.Cands {
			if b.Values[p] != 0 || pm.Count() < 2 || pm.Count() > n {
				continue
			}
			s.near = s.near[:0]
			for _, c := range sudoku.Peers[p] {
				if m := b.Cands[c]; b.Values[c] == 0 && m.Count() >= 2 && (m|pm).Count() <= n {
					s.near = append(s.near, c)
				}
			}
			s.sets = s.sets[:0]
			s.set[0] = p
			s.pick(0, 1, pm, 0)
			// By digit set, keeping the wings' order within one (a stable
			// insertion sort: the sets are few and mostly in order).
			for i := 1; i < len(s.sets); i++ {
				for j := i; j > 0 && s.sets[j-1].digits > s.sets[j].digits; j-- {
					s.sets[j-1], s.sets[j] = s.sets[j], s.sets[j-1]
				}
			}
			for _, w := range s.sets {
				set := w.cells[:n]
				sees := seesWithin(set)
				if firstPivot(set, sees) {
					bentStep(b.Board, t, set, sees, w.digits, collect)
				}
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

// bentCells is a pivot and its wings (the first n cells) holding n digits.
type bentCells struct {
	cells  [5]int
	digits sudoku.Mask
}

// bentSearch collects, for one pivot, the sets of n-1 of its possible
// wings (near, in peer order) that hold n digits with it.
type bentSearch struct {
	b    *Board
	n    int
	near []int
	set  [5]int // the pivot and the wings picked so far
	sets []bentCells
}

// pick adds to set, at index k, each wing from near[from:] in turn that
// keeps the set within n digits (union so far) and with at most one
// unrestricted digit (unres so far: adding cells never restricts a digit
// again, and bentStep concludes nothing from two), and records the full
// sets of exactly n digits, in lexicographic order of their wings.
func (s *bentSearch) pick(from, k int, union, unres sudoku.Mask) {
	if k == s.n {
		if union.Count() == s.n {
			s.sets = append(s.sets, bentCells{s.set, union})
		}
		return
	}
	for i := from; i <= len(s.near)-(s.n-k); i++ {
		c := s.near[i]
		m := s.b.Cands[c]
		u := union | m
		if u.Count() > s.n {
			continue
		}
		un := unres
		for _, w := range s.set[1:k] { // the pivot sees every wing
			if !peerSet[c].has(w) {
				un |= s.b.Cands[w] & m
			}
		}
		if un.Count() > 1 {
			continue
		}
		s.set[k] = c
		s.pick(i+1, k+1, u, un)
	}
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

// firstPivot reports whether set[0] is the lowest-numbered cell of set that
// sees all the others, so each set is found once. sees is seesWithin(set).
func firstPivot(set []int, sees [5]uint8) bool {
	all := uint8(1)<<len(set) - 1
	for j, q := range set[1:] {
		if q < set[0] && sees[j+1] == all&^(1<<(j+1)) {
			return false
		}
	}
	return true
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
