package logic

import (
	"math/bits"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// The Bivalue Universal Grave, as Sudoku Explainer has it
// (BivalueUniversalGrave.java with lkSudoku's fix, which Explainer turns
// on by default; read and re-derived here).
//
// A grid in which every empty cell holds two candidates and every digit
// has two places in every unit it is missing from has at least two
// solutions: the digits can be swapped all around. A puzzle with one
// solution therefore keeps at least one candidate outside such a pattern.
// Explainer looks for the BUG digits: in a unit where a digit has neither
// zero nor two places, the one place of it in a cell of three or more
// candidates is a BUG digit of that cell. Taking the BUG digits out must
// leave a perfect BUG (two candidates in every cell, two places for every
// digit in every unit); then one of the BUG digits is true, and:
//
//   - type 1 (BUG+1): one BUG cell: its other candidates go (5.6);
//   - type 2: one BUG digit x in several cells: x goes from every cell
//     that sees them all (5.7);
//   - type 3: the BUG digits, seen as one cell, make a naked set with
//     other cells of a unit all the BUG cells share: the set's digits go
//     from the unit's other cells (5.7 + 0.1 for a pair, 0.2 for a
//     triple, ...);
//   - type 4: two BUG cells in one unit with one other digit y in common:
//     y has only those two places in the unit, so each cell is its BUG
//     digit or y, and its third digit goes (5.7).
//
// In the type 2 case a digit may also lie in cells of three candidates
// with two or more such places in one unit (no unit then names the BUG
// cell); when every unit's odd digit is the same digit x, lkSudoku's fix
// takes all those cells as BUG cells of x.

// bugPattern is a BUG pattern found on a board.
type bugPattern struct {
	cells  []int                        // the BUG cells, in the order found
	digits [sudoku.NumCells]sudoku.Mask // each BUG cell's BUG digits
	all    sudoku.Mask                  // every BUG digit
	common cellSet                      // the cells that see every BUG cell, none of them
}

// bugUnits lists the units in Explainer's order: boxes, rows, columns.
var bugUnits = func() (us [sudoku.NumUnits]int) {
	for i := range us {
		us[i] = (i + 18) % sudoku.NumUnits
	}
	return us
}()

// addCell records c as a BUG cell with BUG digit d, and reports false when
// the pattern can no longer give a step of type 1, 2 or 3 (two BUG cells
// or more, two BUG digits or more, and no cell seeing them all), where
// Explainer gives up.
func (p *bugPattern) addCell(c, d int, rest *Board) bool {
	if p.digits[c] == 0 {
		if len(p.cells) == 0 {
			p.common = peerSet[c]
		} else {
			p.common = p.common.and(peerSet[c])
		}
		p.cells = append(p.cells, c)
	}
	p.digits[c] |= sudoku.Bit(d)
	p.all |= sudoku.Bit(d)
	rest.Cands[c] &^= sudoku.Bit(d)
	for _, x := range p.cells {
		p.common = p.common.andNot(cellSetOf(x))
	}
	return len(p.cells) < 2 || p.all.Count() < 2 || !p.common.empty()
}

// findBUG looks for a BUG pattern on v, as Explainer does.
func findBUG(v *view) (*bugPattern, bool) {
	p := &bugPattern{}
	rest := *v.Board // the board without the BUG digits
	var extraCells cellSet
	extraDigit, oneDigit, seen := 0, true, false
	for _, u := range bugUnits {
		for d := 1; d <= 9; d++ {
			where := v.where(u, d)
			if n := bits.OnesCount16(where); n == 0 || n == 2 {
				continue
			}
			var crowded cellSet // the places of d in cells of three candidates or more
			first := -1
			for m := where; m != 0; m &= m - 1 {
				if c := sudoku.Units[u][bits.TrailingZeros16(m)]; v.Cands[c].Count() >= 3 {
					crowded.add(c)
					if first < 0 {
						first = c
					}
				}
			}
			switch {
			case !seen:
				extraCells, extraDigit, seen = crowded, d, true
			case oneDigit && d == extraDigit:
				extraCells = extraCells.or(crowded)
			default:
				oneDigit = false
			}
			switch crowded.count() {
			case 0:
				return nil, false // d has the wrong count, and no cell to blame
			case 1:
				if !p.addCell(first, d, &rest) {
					return nil, false
				}
			}
		}
	}
	if oneDigit && seen && extraCells.count() > len(p.cells) {
		for _, c := range p.cells {
			extraCells = extraCells.andNot(cellSetOf(c))
		}
		for s := extraCells; !s.empty(); {
			if !p.addCell(s.pop(), extraDigit, &rest) {
				return nil, false
			}
		}
	}
	if len(p.cells) == 0 {
		return nil, false
	}
	for c, m := range rest.Cands {
		if rest.Values[c] == 0 && m.Count() != 2 {
			return nil, false
		}
	}
	for u := range sudoku.Units {
		for d := 1; d <= 9; d++ {
			if n := bits.OnesCount16(rest.where(u, d)); n != 0 && n != 2 {
				return nil, false
			}
		}
	}
	return p, true
}

// bugFinder finds the steps of one BUG type; the four types share one
// look for the pattern per board (view.bug).
func bugFinder(t Technique) finder {
	return func(v *view, emit visit) bool {
		if !v.bugDone {
			v.bug, _ = findBUG(v)
			v.bugDone = true
		}
		p := v.bug
		if p == nil {
			return true
		}
		for _, s := range p.steps(v.Board, t) {
			if !emit(s) {
				return false
			}
		}
		return true
	}
}

// steps lists the pattern's steps of type t, in Explainer's order.
func (p *bugPattern) steps(b *Board, t Technique) []*Step {
	step := func(elim []Candidate, bonus float64, units ...int) *Step {
		return &Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), p.cells...), Units: units, Digits: p.all, Bonus: bonus}
	}
	switch {
	case t == BUGPlus1 && len(p.cells) == 1:
		c := p.cells[0]
		var elim []Candidate
		for _, d := range (b.Cands[c] &^ p.all).Digits() {
			elim = append(elim, Candidate{c, d})
		}
		return []*Step{step(elim, 0)}
	case len(p.cells) < 2:
		return nil
	case t == BUGType2 && p.all.Count() == 1:
		d := p.all.Single()
		var elim []Candidate
		for s := p.common; !s.empty(); {
			if c := s.pop(); b.has(c, d) {
				elim = append(elim, Candidate{c, d})
			}
		}
		if len(elim) == 0 {
			return nil
		}
		return []*Step{step(elim, 0)}
	case t == BUGType4 && len(p.cells) == 2 && (p.all.Count() == 1 || !p.common.empty()):
		return p.type4(b, step)
	case t == BUGType3 && p.all.Count() > 1 && !p.common.empty():
		return p.type3(b, step)
	}
	return nil
}

// type4: the two BUG cells share a unit and one digit y besides the BUG
// digits; y's only places in that unit are the two cells, so each cell is
// its BUG digit or y.
func (p *bugPattern) type4(b *Board, step func([]Candidate, float64, ...int) *Step) []*Step {
	c1, c2 := p.cells[0], p.cells[1]
	y := b.Cands[c1] & b.Cands[c2] &^ p.all
	if y.Count() != 1 {
		return nil
	}
	var out []*Step
	for _, k := range []int{2, 0, 1} { // box, row, column
		u := sudoku.UnitsOf[c1][k]
		if u != sudoku.UnitsOf[c2][k] {
			continue
		}
		var elim []Candidate
		for _, c := range []int{c1, c2} {
			for _, d := range (b.Cands[c] &^ p.digits[c] &^ y).Digits() {
				elim = append(elim, Candidate{c, d})
			}
		}
		out = append(out, step(elim, 0, u))
	}
	return out
}

// type3: the BUG digits, one of which is true, act as one more cell of a
// naked set of n digits with n-1 cells of a unit every BUG cell lies in;
// the set's digits go from the unit's other cells that see every BUG cell.
// Explainer tries the sets smallest first, in boxes, rows, then columns.
func (p *bugPattern) type3(b *Board, step func([]Candidate, float64, ...int) *Step) []*Step {
	if p.all.Count() < 2 {
		return nil // Explainer's naked sets have no cell of one candidate
	}
	var out []*Step
	for n := 2; n <= 6; n++ {
		for _, k := range []int{2, 0, 1} {
			u := sudoku.UnitsOf[p.cells[0]][k]
			shared := true
			for _, c := range p.cells[1:] {
				shared = shared && sudoku.UnitsOf[c][k] == u
			}
			if !shared {
				continue
			}
			var others []int // the unit's cells that see every BUG cell
			for _, c := range sudoku.Units[u] {
				if p.common.has(c) {
					others = append(others, c)
				}
			}
			if len(others) < n {
				continue
			}
			combinations(len(others), n-1, func(idx []int) bool {
				union := sudoku.Mask(0)
				for _, i := range idx {
					if b.Cands[others[i]].Count() < 2 {
						return true
					}
					union |= b.Cands[others[i]]
				}
				if union.Count() != n || (union|p.all).Count() != n {
					return true
				}
				var elim []Candidate
				for i, c := range others {
					if contains(idx, i) {
						continue
					}
					for _, d := range (b.Cands[c] & union).Digits() {
						elim = append(elim, Candidate{c, d})
					}
				}
				if len(elim) > 0 {
					out = append(out, step(elim, float64(n-2)/10, u))
				}
				return true
			})
		}
	}
	return out
}
