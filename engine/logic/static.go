package logic

import (
	"math/bits"
	"sync"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Explainer's forcing chains below the dynamic ones
//
// Sudoku Explainer (diuf.sudoku.solver.rules.chaining.Chaining) has two
// kinds of forcing chain between its plain chains (7.0) and its dynamic
// ones (8.5, dynamic.go):
//
//   - Nishio Forcing Chains (7.5): one digit followed alone. The digit
//     assumed in a cell turns it off in the cell's row, column and box
//     (Chaining.getOnToOff without its cell rule), and a unit left with one
//     place for it turns that place on (getOffToOn without its cell rule);
//     the grid is updated as the chain goes. If the digit ends with no
//     place in a unit, or twice in one, the assumption is false.
//   - Cell and Region Forcing Chains (8.0, "multiple" chains): every
//     candidate of a cell, or every place of a digit in a unit, is assumed
//     in turn and followed by static implications, read on the grid as it
//     stands: a candidate on turns off the other candidates of its cell and
//     its digit in its units; a candidate off turns on the other candidate
//     of a cell that has two and the other place of a digit that has two
//     in a unit. A candidate every branch turns on is true, one every
//     branch turns off is false. Static chains never update the grid, so
//     a single that only appears once a chain has taken candidates out is
//     the dynamic chains' business.
//
// Pictdoku once followed singles on the updated grid for both, which is
// what Explainer calls dynamic (8.5): puzzles Explainer rates 8.9-9.3 came
// out 7.8-8.3 and the Extreme level bunched (issue 56 item 4).

// digitPattern is where one digit stands on a board: the empty cells that
// have it as a candidate, and the units (bit u) where it is placed. A
// Nishio chain reads nothing else, so two boards whose patterns of a digit
// are the same give that digit's chains the same outcomes (nishioMemo).
type digitPattern struct {
	can  cellSet
	done uint32
}

// digitPattern returns the pattern of digit d on b.
func (b *Board) digitPattern(d int) digitPattern {
	var p digitPattern
	bit := sudoku.Bit(d)
	for x := range b.Values {
		switch {
		case int(b.Values[x]) == d:
			p.done |= unitBitsOf[x]
		case b.Values[x] == 0 && b.Cands[x]&bit != 0:
			p.can.add(x)
		}
	}
	return p
}

// unitBitsOf[c] has bit u set for each of the three units of cell c.
var unitBitsOf = func() (of [sudoku.NumCells]uint32) {
	for c := range of {
		for _, u := range sudoku.UnitsOf[c] {
			of[c] |= 1 << u
		}
	}
	return of
}()

// nishio follows the pattern's digit from placing it in cell c, which must
// be one of p.can: each round places the digit in the cells found last
// round (in the order found), taking it out of their peers, then looks at
// the units in order for one left with no place for it (a contradiction)
// or with one, which the next round fills. It returns the placements made,
// the first included, and false on a contradiction: a unit with no place
// left, or a cell to fill that an earlier placement of the round took out
// (the digit twice in a unit).
func (p digitPattern) nishio(c int) (placed int, ok bool) {
	const allUnits = 1<<sudoku.NumUnits - 1
	can, done := p.can, p.done
	var on cellSet
	var queue [sudoku.NumUnits]int8 // a round's cells, never more than one per unit
	queue[0] = int8(c)
	for n := 1; n > 0; {
		for _, q := range queue[:n] {
			x := int(q)
			if on.has(x) {
				continue // the last place in two of its units
			}
			if !can.has(x) {
				return placed, false
			}
			placed++
			on.add(x)
			can = can.andNot(peerSet[x])
			can[x>>6] &^= 1 << (x & 63)
			done |= unitBitsOf[x]
		}
		n = 0
		for rest := uint32(allUnits) &^ done; rest != 0; rest &= rest - 1 {
			u := bits.TrailingZeros32(rest)
			switch in := can.and(unitSet[u]); in.count() {
			case 0:
				return placed, false
			case 1:
				queue[n] = int8(in.pop())
				n++
				done |= 1 << u
			}
		}
	}
	return placed, true
}

// nishioMemo keeps, for each digit, the outcome of its Nishio chains on
// the last pattern they were followed on: fail[c] is the placements made
// before the contradiction the chain from c ran into, 0 when it ran into
// none. The view keeps it from board to board; a step changes the pattern
// of one digit or a few, and the chains of the others are not followed
// again (they were two thirds of Nishio's time).
type nishioMemo struct {
	pattern digitPattern
	known   bool
	fail    [sudoku.NumCells]uint8
}

// nishioFails returns the outcomes of digit d's Nishio chains on the view's
// board (see nishioMemo).
func (v *view) nishioFails(d int) *[sudoku.NumCells]uint8 {
	m := &v.nishio[d]
	p := v.Board.digitPattern(d)
	if m.known && m.pattern == p {
		return &m.fail
	}
	m.pattern, m.known, m.fail = p, true, [sudoku.NumCells]uint8{}
	for cells := p.can; !cells.empty(); {
		c := cells.pop()
		if n, ok := p.nishio(c); !ok {
			m.fail[c] = uint8(n)
		}
	}
	return &m.fail
}

// staticChain is where one assumption leads by static implications: for
// each candidate (node), 1 + the number of implications from the
// assumption to it being on (or off), or 0 where it is not reached; and
// what it reached, in order, as node*2 + 1 for on (node*2 for off).
type staticChain struct {
	on, off [729]int16
	reached []int32
	offAt   [10]cellSet // the cells where each digit is reached off
	// onSet and offSet are on and off as sets of nodes: a forcing step
	// meets its branches' chains in them before it reads the depths.
	onSet, offSet nodeSet
}

// nodeSet is a set of candidates (nodes, cell*9 + digit-1), a bit each.
type nodeSet [(729 + 63) / 64]uint64

func (s *nodeSet) add(n int)      { s[n/64] |= 1 << (n % 64) }
func (s *nodeSet) has(n int) bool { return s[n/64]&(1<<(n%64)) != 0 }
func (s *nodeSet) and(o *nodeSet) {
	for i := range s {
		s[i] &= o[i]
	}
}
func (s *nodeSet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// staticFrom returns where candidate (c, d) being on leads by static
// implications, worked out once per candidate and board; the chains' room
// is kept from board to board (forget), and from one solve to the next
// (staticRooms, release). It stops at a contradiction (a
// candidate both on and off), as Explainer's doChaining does, keeping what
// it reached.
func (v *view) staticFrom(c, d int) *staticChain {
	start := node(c, d)
	if v.staticAt[start] != 0 {
		return v.statics[v.staticAt[start]-1]
	}
	if v.staticUsed == len(v.statics) {
		v.statics = append(v.statics, staticRooms.Get().(*staticChain))
	}
	v.staticUsed++
	v.staticAt[start] = int32(v.staticUsed)
	s := v.statics[v.staticUsed-1]
	for _, r := range s.reached { // what the room's last chain marked, the rest being 0
		s.on[r/2], s.off[r/2] = 0, 0
	}
	s.reached, s.offAt, s.onSet, s.offSet = s.reached[:0], [10]cellSet{}, nodeSet{}, nodeSet{}
	if cap(s.reached) == 0 {
		s.reached = make([]int32, 0, 2*len(s.on))
	}
	b := v.Board
	onWhenOff := v.offImplications()
	s.on[start] = 1
	s.onSet.add(start)
	s.reached = append(s.reached, int32(start*2+1))
	// reach marks node n on (or off) at depth, unless it is already, and
	// reports false on a contradiction.
	reach := func(n int, on bool, depth int16) bool {
		mine, other := &s.off[n], s.on[n]
		if on {
			mine, other = &s.on[n], s.off[n]
		}
		if *mine != 0 {
			return true
		}
		*mine = depth
		s.reached = append(s.reached, int32(n*2+btoi(on)))
		if on {
			s.onSet.add(n)
		} else {
			s.offSet.add(n)
			s.offAt[n%9+1].add(n / 9)
		}
		return other == 0
	}
	for i := 0; i < len(s.reached); i++ {
		n, on := int(s.reached[i]/2), s.reached[i]%2 == 1
		x, e := n/9, n%9+1
		if on {
			depth := s.on[n] + 1
			for m := uint16(b.Cands[x] &^ sudoku.Bit(e)); m != 0; m &= m - 1 {
				if !reach(node(x, bits.TrailingZeros16(m)+1), false, depth) {
					return s
				}
			}
			for peers := v.with[e].and(peerSet[x]).andNot(s.offAt[e]); !peers.empty(); {
				if !reach(node(peers.pop(), e), false, depth) {
					return s
				}
			}
			continue
		}
		depth := s.off[n] + 1
		for _, k := range onWhenOff[n].nodes[:onWhenOff[n].n] {
			if !reach(int(k), true, depth) {
				return s
			}
		}
	}
	return s
}

// staticRooms keeps the room of static chains from one solve to the next
// (release): a puzzle's chains were half of the rating's allocations. A
// chain taken from it clears what it marked before (staticFrom).
var staticRooms = sync.Pool{New: func() any { return new(staticChain) }}

// release gives the view's static chains back to staticRooms, when its
// solve is over.
func (v *view) release() {
	for _, s := range v.statics {
		staticRooms.Put(s)
	}
	v.statics, v.staticUsed, v.staticAt = nil, 0, [sudoku.NumCells * 9]int32{}
}

// onWhenOff is what a candidate being off turns on by static implications:
// the other candidate of its cell when the cell has two, then, in the
// order of the cell's units (row, column, box), the other place of its
// digit in each unit where it has two.
type onWhenOff struct {
	nodes [4]int16
	n     uint8
}

// offImplications returns onWhenOff for every candidate of the view's
// board, worked out once per board: every static chain follows them. It
// works out v.with (cellsWith), which the chains read as well.
func (v *view) offImplications() *[sudoku.NumCells * 9]onWhenOff {
	if v.offKnown {
		return &v.offs
	}
	v.offKnown = true
	v.cellsWith() // static chains read it too
	b := v.Board
	for x := range b.Cands {
		if b.Values[x] != 0 {
			continue
		}
		for m := uint16(b.Cands[x]); m != 0; m &= m - 1 {
			e := bits.TrailingZeros16(m) + 1
			o := &v.offs[node(x, e)]
			*o = onWhenOff{}
			if b.Cands[x].Count() == 2 {
				o.nodes[o.n] = int16(node(x, (b.Cands[x] &^ sudoku.Bit(e)).Single()))
				o.n++
			}
			for _, u := range sudoku.UnitsOf[x] {
				if pos := v.where(u, e); bits.OnesCount16(pos) == 2 {
					y := sudoku.Units[u][bits.TrailingZeros16(pos)]
					if y == x {
						y = sudoku.Units[u][bits.TrailingZeros16(pos&(pos-1))]
					}
					o.nodes[o.n] = int16(node(y, e))
					o.n++
				}
			}
		}
	}
	return &v.offs
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// staticForcing: whichever candidate of a cell (or place of a digit in a
// unit) is true, static implications turn the same candidate on or off.
// Explainer's static cell forcing starts from cells of three candidates or
// more (a cell of two makes a plain chain); its region forcing from any
// unit. The length is the sum over the branches of the implications each
// took to reach the conclusion.
func staticForcing(units bool, t Technique) finder {
	return func(v *view, emit visit) bool {
		b := v.Board
		var found []*Step
		chains := make([]*staticChain, 0, 4)
		for _, set := range forcingSets(v, units) {
			if !units && len(set) < 3 {
				continue
			}
			chains = chains[:0]
			for _, c := range set {
				chains = append(chains, v.staticFrom(c.Cell, c.Digit))
			}
			// What every branch reaches, on or off: mostly nothing.
			onAll, offAll := chains[0].onSet, chains[0].offSet
			for _, ch := range chains[1:] {
				onAll.and(&ch.onSet)
				offAll.and(&ch.offSet)
			}
			if onAll.empty() && offAll.empty() {
				continue
			}
			for _, r := range chains[0].reached {
				n, on := int(r/2), r%2 == 1
				if (on && !onAll.has(n)) || (!on && !offAll.has(n)) {
					continue
				}
				x, e := n/9, n%9+1
				if b.Values[x] != 0 || !b.Cands[x].Has(e) || (on && setHas(set, x, e)) {
					continue
				}
				length := 0
				for _, ch := range chains {
					depth := ch.off[n]
					if on {
						depth = ch.on[n]
					}
					if depth == 0 {
						length = -1
						break
					}
					length += int(depth)
				}
				if length < 0 {
					continue
				}
				var cells []int
				for _, c := range set {
					cells = append(cells, c.Cell)
				}
				s := &Step{Technique: t, Cells: cells, Digits: setDigits(set), Length: length}
				if on {
					s.Place = []Candidate{{x, e}}
				} else {
					s.Eliminate = []Candidate{{x, e}}
				}
				if units {
					s.Units = []int{unitOf(set)}
				}
				found = append(found, s)
			}
		}
		return emitShortest(found, 0, emit)
	}
}

// setHas reports whether (c, d) is one of the set's candidates.
func setHas(set []Candidate, c, d int) bool {
	for _, x := range set {
		if x.Cell == c && x.Digit == d {
			return true
		}
	}
	return false
}
