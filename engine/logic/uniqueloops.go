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
//   - type 3 (a technique of its own): two extra cells in one unit, with
//     two extra digits or more between them: one of those is true in one
//     of the two cells, so the extra digits act as one more cell of a
//     naked set with other cells of the unit, whose digits go from the
//     unit's other cells (0.1 more for a pair, 0.2 for a triple, ...); or
//     a and b, with other digits, form a hidden set in the unit once one
//     of the two cells is left out (0.1 more for a triple, ...);
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
	in    cellSet // the loop's cells, and the earlier starts of the pair
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

// uniqueLoops finds Unique Loops of six cells or more of type t (type 1, 2
// and 4 are UniqueLoop, type 3 UniqueLoop3), lightest first. Both
// techniques take their steps from one look for the loops per board
// (view.loops).
func uniqueLoops(t Technique) finder {
	return func(v *view, emit visit) bool {
		if !v.loopsDone {
			v.loops, v.loopsDone = v.validLoops(), true
		}
		var found []*Step
		for _, l := range v.loops {
			found = append(found, loopSteps(v.Board, t, l.cells, l.pair)...)
		}
		sortSteps(found)
		for _, s := range found {
			if !emit(s) {
				return false
			}
		}
		return true
	}
}

// aLoop is a valid loop found on a board, with its two digits.
type aLoop struct {
	cells []int
	pair  sudoku.Mask
}

// holdersOf counts the empty cells holding both digits of pair.
func holdersOf(b *Board, pair sudoku.Mask) int {
	n := 0
	for c, m := range b.Cands {
		if b.Values[c] == 0 && m&pair == pair {
			n++
		}
	}
	return n
}

// validLoops lists the board's valid loops of six cells or more, each
// once. A pair of digits on which none was found is remembered (the
// view's quietPairs) with the cells that hold both digits and their
// candidates, all that the walk reads: on a later board where they are
// the same, the pair is skipped.
func (v *view) validLoops() []aLoop {
	b := v.Board
	var out []aLoop
	seen := map[string]bool{}
	starts := map[sudoku.Mask]cellSet{} // each pair's starts so far: a loop through one is found
	var looked, looped uint64           // the pairs walked, and those with a valid loop, by pairIndex
	for start, m := range b.Cands {
		if b.Values[start] != 0 || m.Count() != 2 {
			continue
		}
		done, ok := starts[m]
		if !ok {
			if v.quietPairs.skip(b, m) || holdersOf(b, m) < 6 {
				starts[m] = allCells // known to have none, or too few cells hold both digits for a loop
				continue
			}
			looked |= 1 << pairIndex(m)
		}
		if done == allCells {
			continue
		}
		s := loopSearch{b: b, pair: m, loop: []int{start}, in: done}
		s.in.add(start)
		s.walk(2, 0, -1)
		done.add(start)
		starts[m] = done
		for _, loop := range s.found {
			if !validLoop(loop) {
				continue
			}
			key := loopKey(loop, m)
			if seen[key] {
				continue
			}
			seen[key] = true
			looped |= 1 << pairIndex(m)
			out = append(out, aLoop{loop, m})
		}
	}
	for m := range starts {
		if looked&(1<<pairIndex(m)) != 0 {
			v.quietPairs.record(b, m, looped&(1<<pairIndex(m)) != 0)
		}
	}
	return out
}

// pairMemo remembers the pairs of digits on which no valid loop was found,
// each with the cells holding both digits and their candidates then.
type pairMemo struct {
	nothing uint64 // bit pairIndex(pair)
	holders [36]cellSet
	cands   [36][]sudoku.Mask // of the holders, in cell order
}

// pairIndex numbers the 36 pairs of digits 0 to 35.
func pairIndex(pair sudoku.Mask) int {
	lo := bits.TrailingZeros16(uint16(pair)) // the digits' bits, lo < hi, 0 to 8
	hi := 15 - bits.LeadingZeros16(uint16(pair))
	return hi*(hi-1)/2 + lo
}

// skip reports whether no loop was found on pair when the cells holding
// both its digits, and their candidates, were as they are on b.
func (p *pairMemo) skip(b *Board, pair sudoku.Mask) bool {
	i := pairIndex(pair)
	if p.nothing&(1<<i) == 0 {
		return false
	}
	var holders cellSet
	k := 0
	for c, m := range b.Cands {
		if b.Values[c] == 0 && m&pair == pair {
			if k >= len(p.cands[i]) || p.cands[i][k] != m {
				return false
			}
			holders.add(c)
			k++
		}
	}
	return holders == p.holders[i]
}

// record notes whether a loop was found on pair, on b.
func (p *pairMemo) record(b *Board, pair sudoku.Mask, found bool) {
	i := pairIndex(pair)
	if found {
		p.nothing &^= 1 << i
		return
	}
	p.nothing |= 1 << i
	p.holders[i], p.cands[i] = cellSet{}, p.cands[i][:0]
	for c, m := range b.Cands {
		if b.Values[c] == 0 && m&pair == pair {
			p.holders[i].add(c)
			p.cands[i] = append(p.cands[i], m)
		}
	}
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

// loopSteps lists the steps of technique t of one valid loop on the digits
// pair.
func loopSteps(b *Board, t Technique, loop []int, pair sudoku.Mask) []*Step {
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
	if t == UniqueLoop3 {
		if len(extra) != 2 || extraDigits.Count() < 2 {
			return nil
		}
		return loopType3(b, UniqueLoop3, loop, pair, extra[0], extra[1], loopBonus(len(loop)))
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

// loopType3 lists the type 3 steps of a loop (or a unique rectangle) whose
// only extra cells are c1 and c2, as Explainer's createType3Hints finds
// them: by size from 2 to 7, in each unit c1 and c2 share (boxes, rows,
// then columns), first a naked set in which c1 stands for the extra
// digits, then a hidden set of a, b and others once c2 is left out. A
// naked set of n digits weighs 0.1 × (n-1) more than the loop, a hidden
// one 0.1 × (n-2).
func loopType3(b *Board, t Technique, loop []int, pair sudoku.Mask, c1, c2 int, bonus float64) []*Step {
	extra := (b.Cands[c1] | b.Cands[c2]) &^ pair
	step := func(elim []Candidate, size float64, u int) *Step {
		return &Step{Technique: t, Eliminate: elim, Cells: append([]int(nil), loop...), Units: []int{u}, Digits: pair, Bonus: bonus + size/10}
	}
	var out []*Step
	for n := 2; n <= 7; n++ {
		for _, k := range []int{2, 0, 1} {
			u := sudoku.UnitsOf[c1][k]
			if u != sudoku.UnitsOf[c2][k] {
				continue
			}
			var others []int // the unit's cells other than c1 and c2
			empty := 0
			for _, c := range sudoku.Units[u] {
				if b.Values[c] == 0 {
					empty++
				}
				if c != c1 && c != c2 {
					others = append(others, c)
				}
			}
			if 2*n <= empty && n >= extra.Count() {
				out = append(out, nakedLoopSets(b, others, n, extra, c1, c2, func(elim []Candidate) *Step { return step(elim, float64(n-1), u) })...)
			}
			if 2*n < empty {
				out = append(out, hiddenLoopSets(b, u, n, pair, extra, c1, c2, func(elim []Candidate) *Step { return step(elim, float64(n-2), u) })...)
			}
		}
	}
	return out
}

// nakedLoopSets finds the naked sets of n digits made of the extra digits
// (in place of c1) and n-1 of the others, each of two candidates or more,
// every digit of the set in one of those cells or in both c1 and c2.
func nakedLoopSets(b *Board, others []int, n int, extra sudoku.Mask, c1, c2 int, step func([]Candidate) *Step) []*Step {
	var out []*Step
	combinations(len(others), n-1, func(idx []int) bool {
		union := extra & b.Cands[c1] & b.Cands[c2]
		set := extra
		for _, i := range idx {
			m := b.Cands[others[i]]
			if m.Count() < 2 {
				return true
			}
			union |= m
			set |= m
		}
		if union.Count() != n || set.Count() != n {
			return true
		}
		var elim []Candidate
		for i, c := range others {
			if !contains(idx, i) {
				for _, d := range (b.Cands[c] & set).Digits() {
					elim = append(elim, Candidate{c, d})
				}
			}
		}
		if len(elim) > 0 {
			out = append(out, step(elim))
		}
		return true
	})
	return out
}

// hiddenLoopSets finds the hidden sets of n digits of unit u, a and b and
// n-2 digits that are neither extra digits nor a or b, once c2 is left
// out: each digit has a place, and the n digits n places between them;
// the other digits of those places, c1 and c2 aside, go.
func hiddenLoopSets(b *Board, u, n int, pair, extra sudoku.Mask, c1, c2 int, step func([]Candidate) *Step) []*Step {
	rest := (sudoku.AllDigits &^ pair &^ extra).Digits()
	if n-2 > len(rest) {
		return nil
	}
	var skip uint16
	for i, c := range sudoku.Units[u] {
		if c == c2 {
			skip = 1 << i
		}
	}
	var out []*Step
	combinations(len(rest), n-2, func(idx []int) bool {
		set := pair
		for _, i := range idx {
			set |= sudoku.Bit(rest[i])
		}
		var places uint16
		for _, d := range set.Digits() {
			w := b.where(u, d) &^ skip
			if w == 0 {
				return true
			}
			places |= w
		}
		if bits.OnesCount16(places) != n {
			return true
		}
		var elim []Candidate
		for _, c := range cellsOf(u, places) {
			if c == c1 {
				continue
			}
			for _, d := range (b.Cands[c] &^ set).Digits() {
				elim = append(elim, Candidate{c, d})
			}
		}
		if len(elim) > 0 {
			out = append(out, step(elim))
		}
		return true
	})
	return out
}
