package logic

import (
	"math/bits"

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

// nishio follows digit d alone from placing it in cell c and returns the
// placements made, the first included, and false when d ends with no
// place in a unit or twice in one.
func (b *Board) nishio(c, d int) (placed int, ok bool) {
	bit := sudoku.Bit(d)
	var can, on [sudoku.NumCells]bool
	for x := range can {
		can[x] = b.Values[x] == 0 && b.Cands[x]&bit != 0
	}
	var done [sudoku.NumUnits]bool // d placed in the unit, given or by the chain
	for u, cells := range sudoku.Units {
		for _, x := range cells {
			done[u] = done[u] || int(b.Values[x]) == d
		}
	}
	queue := []int{c}
	for len(queue) > 0 {
		for _, x := range queue {
			if on[x] {
				continue // the last place in two of its units
			}
			if !can[x] {
				return placed, false // a placement before took it out: twice in a unit
			}
			placed++
			on[x], can[x] = true, false
			for _, u := range sudoku.UnitsOf[x] {
				done[u] = true
			}
			for _, p := range sudoku.Peers[x] {
				can[p] = false
			}
		}
		queue = queue[:0]
		for u, cells := range sudoku.Units {
			if done[u] {
				continue
			}
			last, n := -1, 0
			for _, x := range cells {
				if can[x] {
					last, n = x, n+1
				}
			}
			switch n {
			case 0:
				return placed, false
			case 1:
				queue = append(queue, last)
				done[u] = true
			}
		}
	}
	return placed, true
}

// staticChain is where one assumption leads by static implications: for
// each candidate (node), 1 + the number of implications from the
// assumption to it being on (or off), or 0 where it is not reached; and
// what it reached, in order, as node*2 + 1 for on (node*2 for off).
type staticChain struct {
	on, off [729]int16
	reached []int32
}

// staticFrom returns where candidate (c, d) being on leads by static
// implications, worked out once per candidate and board; the chains' room
// is kept from board to board (forget). It stops at a contradiction (a
// candidate both on and off), as Explainer's doChaining does, keeping what
// it reached.
func (v *view) staticFrom(c, d int) *staticChain {
	start := node(c, d)
	if v.staticAt[start] != 0 {
		return &v.statics[v.staticAt[start]-1]
	}
	if v.staticUsed == len(v.statics) {
		v.statics = append(v.statics, staticChain{})
	}
	v.staticUsed++
	v.staticAt[start] = int32(v.staticUsed)
	s := &v.statics[v.staticUsed-1]
	s.on, s.off, s.reached = [729]int16{}, [729]int16{}, s.reached[:0]
	b := v.Board
	s.on[start] = 1
	s.reached = append(s.reached, int32(start*2+1))
	// reach marks node n on (or off) at depth and reports false on a
	// contradiction.
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
		return other == 0
	}
	for i := 0; i < len(s.reached); i++ {
		n, on := int(s.reached[i]/2), s.reached[i]%2 == 1
		x, e := n/9, n%9+1
		depth := s.on[n]
		if !on {
			depth = s.off[n]
		}
		depth++
		if on {
			for m := uint16(b.Cands[x] &^ sudoku.Bit(e)); m != 0; m &= m - 1 {
				if !reach(node(x, bits.TrailingZeros16(m)+1), false, depth) {
					return s
				}
			}
			for _, p := range sudoku.Peers[x] {
				if b.Values[p] == 0 && b.Cands[p].Has(e) && !reach(node(p, e), false, depth) {
					return s
				}
			}
			continue
		}
		if b.Cands[x].Count() == 2 && !reach(node(x, (b.Cands[x]&^sudoku.Bit(e)).Single()), true, depth) {
			return s
		}
		for _, u := range sudoku.UnitsOf[x] {
			if pos := v.where(u, e); bits.OnesCount16(pos) == 2 {
				for m := pos; m != 0; m &= m - 1 {
					if y := sudoku.Units[u][bits.TrailingZeros16(m)]; y != x && !reach(node(y, e), true, depth) {
						return s
					}
				}
			}
		}
	}
	return s
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
			for _, r := range chains[0].reached {
				n, on := int(r/2), r%2 == 1
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
