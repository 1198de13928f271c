package logic

import (
	"math/bits"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// bivalueCells lists the empty cells with exactly two candidates.
func (b *Board) bivalueCells() []int {
	var out []int
	for c, m := range b.Cands {
		if b.Values[c] == 0 && m.Count() == 2 {
			out = append(out, c)
		}
	}
	return out
}

// xyWing: a pivot {x,y} sees pincers {x,z} and {y,z}; whichever value the
// pivot takes, one pincer is z, so z goes from cells seeing both pincers.
func xyWing(b *view, emit visit) bool {
	bv := b.bivalueCells()
	var near []int // the bivalue cells the pivot sees, in order
	for _, p := range bv {
		near = near[:0]
		for _, a := range bv {
			if peerSet[p].has(a) {
				near = append(near, a)
			}
		}
		for i, a := range near {
			for _, c := range near[i+1:] {
				pm, am, cm := b.Cands[p], b.Cands[a], b.Cands[c]
				if am == cm || am == pm || cm == pm || (am|cm|pm).Count() != 3 || (am&cm).Count() != 1 || (am&cm&pm) != 0 {
					continue
				}
				z := (am & cm).Single()
				if elim := b.eliminateSeeing(z, a, c); len(elim) > 0 {
					if !emit(&Step{Technique: XYWing, Eliminate: elim, Cells: []int{p, a, c}, Digits: pm | am | cm}) {
						return false
					}
				}
			}
		}
	}
	return true
}

// xyzWing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; z goes from cells
// that see all three.
func xyzWing(b *view, emit visit) bool {
	bv := b.bivalueCells()
	var near []int // the bivalue cells the pivot sees, within its digits, in order
	for p, pm := range b.Cands {
		if b.Values[p] != 0 || pm.Count() != 3 {
			continue
		}
		near = near[:0]
		for _, a := range bv {
			if peerSet[p].has(a) && b.Cands[a]&^pm == 0 {
				near = append(near, a)
			}
		}
		for i, a := range near {
			for _, c := range near[i+1:] {
				am, cm := b.Cands[a], b.Cands[c]
				if am == cm || am|cm != pm {
					continue
				}
				z := (am & cm).Single()
				if z == 0 {
					continue
				}
				if elim := b.eliminateSeeing(z, p, a, c); len(elim) > 0 {
					if !emit(&Step{Technique: XYZWing, Eliminate: elim, Cells: []int{p, a, c}, Digits: pm}) {
						return false
					}
				}
			}
		}
	}
	return true
}

// wWing: two cells {a,b} that do not see each other, joined by a unit in
// which b lies only in a cell seeing the first and a cell seeing the
// second: one of the two cells is a, so a goes from cells seeing both.
func wWing(b *view, emit visit) bool {
	bv := b.bivalueCells()
	for i, x := range bv {
		for _, y := range bv[i+1:] {
			if b.Cands[x] != b.Cands[y] || sudoku.Sees(x, y) {
				continue
			}
			ds := b.Cands[x].Digits()
			for k, link := range ds {
				other := ds[1-k]
				elim := b.eliminateSeeing(other, x, y)
				if len(elim) == 0 {
					continue
				}
				for u := 0; u < sudoku.NumUnits; u++ {
					pos := b.where(u, link)
					if bits.OnesCount16(pos) != 2 {
						continue
					}
					ends := cellsOf(u, pos)
					p, q := ends[0], ends[1]
					if p == x || p == y || q == x || q == y {
						continue
					}
					if sudoku.Sees(p, x) && sudoku.Sees(q, y) || sudoku.Sees(p, y) && sudoku.Sees(q, x) {
						if sudoku.Sees(q, x) && !sudoku.Sees(p, x) {
							p, q = q, p
						}
						chain := []Candidate{{x, other}, {x, link}, {p, link}, {q, link}, {y, link}, {y, other}}
						if !emit(&Step{Technique: WWing, Eliminate: elim, Cells: []int{x, y, p, q}, Units: []int{u}, Digits: b.Cands[x], Chain: chain, Length: 5}) {
							return false
						}
						break
					}
				}
			}
		}
	}
	return true
}

// remotePairs: a chain of cells holding the same two candidates, each seeing
// the next, alternates between the two digits; a cell that sees two chain
// cells an odd number of links apart (three or more) sees both digits.
//
// Remote Pairs and W-Wing together cover the design source's "Hamada
// logic": its linked bivalue cells with the same pair are a remote-pair
// chain, and its closing unit, in which one of the digits lies only in
// cells that see the chain's ends, is the strong link of a W-Wing.
func remotePairs(b *view, emit visit) bool {
	bv := b.bivalueCells()
	for _, start := range bv {
		pair := b.Cands[start]
		dist := map[int]int{start: 0}
		order := []int{start}
		for i := 0; i < len(order); i++ {
			for _, c := range bv {
				if _, seen := dist[c]; !seen && b.Cands[c] == pair && sudoku.Sees(order[i], c) {
					dist[c] = dist[order[i]] + 1
					order = append(order, c)
				}
			}
		}
		for _, end := range order {
			d := dist[end]
			if d < 3 || d%2 == 0 || end < start {
				continue
			}
			var elim []Candidate
			for _, c := range commonPeers(start, end) {
				if _, in := dist[c]; in {
					continue
				}
				for _, digit := range (b.Cands[c] & pair).Digits() {
					elim = append(elim, Candidate{c, digit})
				}
			}
			if len(elim) > 0 {
				if !emit(&Step{Technique: RemotePairs, Eliminate: elim, Cells: pathTo(b.Board, bv, pair, start, end), Digits: pair, Length: d}) {
					return false
				}
			}
		}
	}
	return true
}

// pathTo finds a shortest chain of same-pair cells from start to end.
func pathTo(b *Board, bv []int, pair sudoku.Mask, start, end int) []int {
	prev := map[int]int{start: -1}
	queue := []int{start}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if x == end {
			break
		}
		for _, c := range bv {
			if _, seen := prev[c]; !seen && b.Cands[c] == pair && sudoku.Sees(x, c) {
				prev[c] = x
				queue = append(queue, c)
			}
		}
	}
	var path []int
	for c := end; c >= 0; c = prev[c] {
		path = append([]int{c}, path...)
	}
	return path
}

// uniqueRectangles finds types 1 to 4: four empty cells in two rows, two
// columns and two boxes that all hold the digits {a,b} would allow the two
// digits to swap, so the puzzle (having one solution) rules it out.
func uniqueRectangles(t Technique) finder {
	return func(b *view, emit visit) bool {
		// Every type needs two cells holding the pair alone (urCheck): the
		// rectangles are walked in order, but only on columns empty in
		// both rows, and only those with two bivalue cells are read.
		var empty, bivalue [9]uint16 // by row, bit c for column c
		for c, m := range b.Cands {
			if b.Values[c] == 0 {
				empty[c/9] |= 1 << (c % 9)
				if m.Count() == 2 {
					bivalue[c/9] |= 1 << (c % 9)
				}
			}
		}
		for r1 := 0; r1 < 9; r1++ {
			for r2 := r1 + 1; r2 < 9; r2++ {
				both := empty[r1] & empty[r2]
				for m1 := both; m1 != 0; m1 &= m1 - 1 {
					c1 := bits.TrailingZeros16(m1)
					for m2 := m1 & (m1 - 1); m2 != 0; m2 &= m2 - 1 {
						c2 := bits.TrailingZeros16(m2)
						if (r1/3 == r2/3) == (c1/3 == c2/3) {
							continue // must span exactly two boxes
						}
						cols := uint16(1)<<c1 | uint16(1)<<c2
						if bits.OnesCount16(bivalue[r1]&cols)+bits.OnesCount16(bivalue[r2]&cols) < 2 {
							continue
						}
						cells := [4]int{r1*9 + c1, r1*9 + c2, r2*9 + c1, r2*9 + c2}
						common := sudoku.AllDigits
						for _, c := range cells {
							common &= b.Cands[c]
						}
						if common.Count() < 2 {
							continue
						}
						for v := uint16(common); v != 0; v &= v - 1 {
							for w := v & (v - 1); w != 0; w &= w - 1 {
								pair := sudoku.Mask(v&-v | w&-w)
								if !urCheck(b, t, cells, pair, emit) {
									return false
								}
							}
						}
					}
				}
			}
		}
		return true
	}
}

// urCheck looks for a unique rectangle of type t on the four cells with
// the digits pair: the floor cells hold only the pair, the roof cells more.
func urCheck(b *view, t Technique, cells [4]int, pair sudoku.Mask, emit visit) bool {
	floors := 0
	var roofs [4]int
	roof := roofs[:0]
	for _, c := range cells {
		if b.Cands[c] == pair {
			floors++
		} else {
			roof = append(roof, c)
		}
	}
	if floors < 2 {
		return true // every type needs two floor cells or three
	}
	step := func(elim []Candidate, units ...int) bool {
		if len(elim) == 0 {
			return true
		}
		return emit(&Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), cells[:]...), Units: units, Digits: pair})
	}
	switch t {
	case UniqueRectangle1:
		if floors != 3 {
			return true
		}
		var elim []Candidate
		for _, d := range pair.Digits() {
			elim = append(elim, Candidate{roof[0], d})
		}
		return step(elim)
	case UniqueRectangle2:
		if floors != 2 || !sudoku.Sees(roof[0], roof[1]) || b.Cands[roof[0]] != b.Cands[roof[1]] || b.Cands[roof[0]].Count() != 3 {
			return true
		}
		x := (b.Cands[roof[0]] &^ pair).Single()
		var elim []Candidate
		for _, e := range b.eliminateSeeing(x, roof[0], roof[1]) {
			if !contains(cells[:], e.Cell) {
				elim = append(elim, e)
			}
		}
		return step(elim)
	case UniqueRectangle4:
		if floors != 2 || !sudoku.Sees(roof[0], roof[1]) {
			return true
		}
		for _, u := range sharedUnits(roof[0], roof[1]) {
			for _, d := range pair.Digits() {
				if bits.OnesCount16(b.where(u, d)) != 2 {
					continue
				}
				other := (pair &^ sudoku.Bit(d)).Single()
				if !step([]Candidate{{roof[0], other}, {roof[1], other}}, u) {
					return false
				}
			}
		}
	case UniqueRectangle3:
		if floors != 2 || !sudoku.Sees(roof[0], roof[1]) || ((b.Cands[roof[0]]|b.Cands[roof[1]])&^pair).Count() < 2 {
			return true
		}
		for _, s := range loopType3(b.Board, UniqueRectangle3, cells[:], pair, roof[0], roof[1], 0) {
			if !emit(s) {
				return false
			}
		}
	}
	return true
}

// sharedUnits lists the units two cells have in common.
func sharedUnits(a, c int) []int {
	var us []int
	for k := 0; k < 3; k++ {
		if sudoku.UnitsOf[a][k] == sudoku.UnitsOf[c][k] {
			us = append(us, sudoku.UnitsOf[a][k])
		}
	}
	return us
}
