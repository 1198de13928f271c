package logic

import (
	"math/bits"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Unique loops, as Sudoku Explainer has them (UniqueLoops.java, read and
// re-derived here). A unique rectangle grown longer: six, eight or more
// cells, all holding the digits {a, b}, each seeing the next in a row, a
// column or a box (never two steps in a row through the same kind of
// unit), such that every unit the loop passes through holds exactly two of
// its cells, one at an odd and one at an even place. If each cell held only
// a and b, the two digits could be swapped all around the loop and the
// puzzle would have two solutions; a puzzle with one solution therefore
// has a digit other than a and b in one of the loop's extra cells (those
// with more candidates):
//
//   - type 1: one extra cell: it loses a and b;
//   - type 2: the extra cells have one extra digit x between them: one of
//     them is x, so x goes from every cell that sees them all;
//   - type 4: two extra cells in one unit where a lies only in them: one of
//     them is a, so neither can be b (that would leave the rest of the
//     loop to swap).
//
// The four-cell loops are the unique rectangles, found by their own
// finders. Explainer weighs a loop 4.5, plus 0.1 for six cells, 0.2 for
// eight and 0.5 for ten or more (UniqueLoopHint.getDifficulty).

// maxLoopCells bounds the loops the search follows, and loopBudget the
// cells it tries from one start cell: Explainer has neither bound, but
// early in a solve many cells hold both digits among others, and the paths
// through them grow exponentially with no loop among them.
const (
	maxLoopCells = 14
	loopBudget   = 1000
)

// loopBonus is Explainer's weight for a loop of n cells above the 4.6 of a
// six-cell loop.
func loopBonus(n int) float64 {
	switch {
	case n >= 10:
		return 0.4
	case n >= 8:
		return 0.1
	}
	return 0
}

// loopSearch walks the loops of one pair of digits from one start cell.
type loopSearch struct {
	b     *Board
	pair  sudoku.Mask
	loop  []int
	in    cellSet
	found [][]int
	tried int // cells tried, up to loopBudget
}

// walk extends the loop from its last cell through a unit of a kind other
// than last, with at most allowed more extra cells, the extra digits so
// far being extra.
func (s *loopSearch) walk(allowed int, extra sudoku.Mask, last int) {
	cell := s.loop[len(s.loop)-1]
	for k := 0; k < 3; k++ {
		if k == last {
			continue
		}
		for _, next := range sudoku.Units[sudoku.UnitsOf[cell][k]] {
			if next == s.loop[0] && len(s.loop) >= 6 && len(s.loop)%2 == 0 {
				s.found = append(s.found, append([]int(nil), s.loop...))
				continue
			}
			m := s.b.Cands[next]
			if s.in.has(next) || s.b.Values[next] != 0 || m&s.pair != s.pair || len(s.loop) >= maxLoopCells {
				continue
			}
			more := extra | m&^s.pair
			if m.Count() > 2 && more.Count() != 1 && allowed == 0 || s.tried >= loopBudget {
				continue
			}
			s.tried++
			left := allowed
			if m.Count() > 2 {
				left--
			}
			s.loop = append(s.loop, next)
			s.in.add(next)
			s.walk(left, more, k)
			s.loop = s.loop[:len(s.loop)-1]
			s.in = s.in.andNot(cellSetOf(next))
		}
	}
}

// validLoop reports whether every unit the loop passes through holds two
// of its cells, one at an odd place and one at an even one.
func validLoop(loop []int) bool {
	var odd, even [sudoku.NumUnits]bool
	for i, c := range loop {
		for _, u := range sudoku.UnitsOf[c] {
			seen := &even
			if i%2 == 1 {
				seen = &odd
			}
			if seen[u] {
				return false
			}
			seen[u] = true
		}
	}
	return odd == even
}

// uniqueLoops finds Unique Loops of six cells or more, types 1, 2 and 4,
// lightest first.
func uniqueLoops(v *view, emit visit) bool {
	b := v.Board
	var found []*Step
	seen := map[string]bool{}
	for start, m := range b.Cands {
		if b.Values[start] != 0 || m.Count() != 2 {
			continue
		}
		s := loopSearch{b: b, pair: m, loop: []int{start}}
		s.in.add(start)
		s.walk(2, 0, -1)
		for _, loop := range s.found {
			if !validLoop(loop) {
				continue
			}
			key := loopKey(loop, m)
			if seen[key] {
				continue
			}
			seen[key] = true
			found = append(found, loopSteps(b, loop, m)...)
		}
	}
	sortSteps(found)
	for _, s := range found {
		if !emit(s) {
			return false
		}
	}
	return true
}

// loopKey names a loop by its cells and digits, whatever its start and
// direction.
func loopKey(loop []int, pair sudoku.Mask) string {
	set := cellSetOf(loop...)
	key := make([]byte, 0, 18)
	for _, w := range set {
		for i := 0; i < 8; i++ {
			key = append(key, byte(w>>(8*i)))
		}
	}
	return string(append(key, byte(pair), byte(pair>>8)))
}

// loopSteps lists the eliminations of one valid loop on the digits pair.
func loopSteps(b *Board, loop []int, pair sudoku.Mask) []*Step {
	var extra []int
	var extraDigits sudoku.Mask
	for _, c := range loop {
		if b.Cands[c] != pair {
			extra = append(extra, c)
			extraDigits |= b.Cands[c] &^ pair
		}
	}
	step := func(elim []Candidate, units ...int) *Step {
		return &Step{Technique: UniqueLoop, Eliminate: elim, Cells: append([]int(nil), loop...), Units: units, Digits: pair, Bonus: loopBonus(len(loop))}
	}
	var out []*Step
	switch {
	case len(extra) == 1:
		var elim []Candidate
		for _, d := range pair.Digits() {
			elim = append(elim, Candidate{extra[0], d})
		}
		out = append(out, step(elim))
	case len(extra) >= 2 && extraDigits.Count() == 1:
		var elim []Candidate
		for _, e := range b.eliminateSeeing(extraDigits.Single(), extra...) {
			if !contains(loop, e.Cell) {
				elim = append(elim, e)
			}
		}
		if len(elim) > 0 {
			out = append(out, step(elim))
		}
	}
	if len(extra) == 2 {
		for _, u := range sharedUnits(extra[0], extra[1]) {
			for _, d := range pair.Digits() {
				if bits.OnesCount16(b.where(u, d)) != 2 {
					continue
				}
				other := (pair &^ sudoku.Bit(d)).Single()
				out = append(out, step([]Candidate{{extra[0], other}, {extra[1], other}}, u))
			}
		}
	}
	return out
}

// sortSteps orders steps by weight, keeping the order found among equals.
func sortSteps(steps []*Step) {
	for i := 1; i < len(steps); i++ {
		for j := i; j > 0 && steps[j].Weight() < steps[j-1].Weight(); j-- {
			steps[j-1], steps[j] = steps[j], steps[j-1]
		}
	}
}
