package logic

import (
	"sort"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Bidirectional Y-Cycles, as Sudoku Explainer finds them (Chaining.java's
// doCycles with Y-links only, and createCycleHint; read and re-derived
// here). A Y-cycle is a loop of bivalue cells, each seeing the next and
// sharing a digit with it: assume the first cell's digit a true, and a
// goes from the next cell, which is then its other digit b, which goes
// from the cell after, and so on around to the first cell again. The loop
// holds both ways round: either every digit the walk assumed true is true,
// or every digit it removed is. So a digit d goes from any cell outside the
// loop that sees a loop cell where d is assumed true and one where d is
// removed: one of the two holds d.
//
// Explainer walks from each digit of each bivalue cell breadth first,
// a candidate assumed true only once, and keeps every walk that comes back
// to its start after at least four links; we do the same, so the loops
// found, and the one taken, are Explainer's. A cycle weighs 6.5 plus
// Explainer's length term of its complexity, the number of candidates on
// the walk (two per cell).

// yNode is one candidate on a walk, assumed true (on) or removed (off),
// with the node it follows from (-1 for the start).
type yNode struct {
	cand   Candidate
	on     bool
	parent int32
}

// yWalk is a breadth-first walk from one candidate.
type yWalk struct {
	b     *Board
	nodes []yNode
}

// follows reports whether the walk to node i already passes through
// (c, on): a link may not lead back to where it came from.
func (w *yWalk) follows(i int32, c Candidate, on bool) bool {
	for i = w.nodes[i].parent; i >= 0; i = w.nodes[i].parent {
		if n := w.nodes[i]; n.cand == c && n.on == on {
			return true
		}
	}
	return false
}

// offs lists what candidate c assumed true removes and a cycle can go on
// from, in Explainer's order: c's digit in the bivalue cells of its box,
// row and column. (Explainer also turns off the cell's other digits, and
// the digit in cells of more candidates; no link leads on from those.)
func (w *yWalk) offs(c Candidate, out []Candidate) []Candidate {
	var done cellSet
	done.add(c.Cell)
	for _, k := range [...]int{2, 0, 1} {
		for _, x := range sudoku.Units[sudoku.UnitsOf[c.Cell][k]] {
			if !done.has(x) && w.b.has(x, c.Digit) && w.b.Cands[x].Count() == 2 {
				done.add(x)
				out = append(out, Candidate{x, c.Digit})
			}
		}
	}
	return out
}

// cycles walks from start assumed true and returns the last node (the one
// before start comes back) of each cycle found.
func (w *yWalk) cycles(start Candidate) []int32 {
	w.nodes = append(w.nodes[:0], yNode{start, true, -1})
	var isOn [sudoku.NumCells * 9]bool
	isOn[node(start.Cell, start.Digit)] = true
	pendingOn := []int32{0}
	var pendingOff, ends []int32
	var buf []Candidate
	for length := 0; len(pendingOn) > 0 || len(pendingOff) > 0; {
		length++
		for _, i := range pendingOn {
			buf = w.offs(w.nodes[i].cand, buf[:0])
			for _, c := range buf {
				if !w.follows(i, c, false) {
					w.nodes = append(w.nodes, yNode{c, false, i})
					pendingOff = append(pendingOff, int32(len(w.nodes)-1))
				}
			}
		}
		pendingOn = pendingOn[:0]
		length++
		for _, i := range pendingOff {
			c := w.nodes[i].cand
			m := w.b.Cands[c.Cell]
			if m.Count() != 2 {
				continue
			}
			other := Candidate{c.Cell, (m &^ sudoku.Bit(c.Digit)).Single()}
			if length >= 4 && other == start {
				ends = append(ends, i)
			}
			if k := node(other.Cell, other.Digit); !isOn[k] {
				isOn[k] = true
				w.nodes = append(w.nodes, yNode{other, true, i})
				pendingOn = append(pendingOn, int32(len(w.nodes)-1))
			}
		}
		pendingOff = pendingOff[:0]
	}
	return ends
}

// cycleStep builds the step of the cycle that ends at node end: its
// eliminations, its cells, and its chain written from the start's partner
// digit round to it again.
func (w *yWalk) cycleStep(end int32) (*Step, bool) {
	start := w.nodes[0].cand
	path := []yNode{{start, true, end}} // the start again, closing the loop
	for i := end; i >= 0; i = w.nodes[i].parent {
		path = append(path, w.nodes[i])
	}
	// path runs backwards: start (closing), ..., start (the first node).
	var loop cellSet
	for _, n := range path {
		loop.add(n.cand.Cell)
	}
	if len(path) <= 5 {
		return nil, false // two cells: a naked pair, whose eliminations come first
	}
	var removedBy [2][10]cellSet // [on][d]: the holders of d seen by such a node
	for _, n := range path[:len(path)-1] {
		on := 0
		if n.on {
			on = 1
		}
		d := n.cand.Digit
		removedBy[on][d] = removedBy[on][d].or(peerSet[n.cand.Cell])
	}
	var elim []Candidate
	for d := 1; d <= 9; d++ {
		for s := removedBy[0][d].and(removedBy[1][d]).andNot(loop); !s.empty(); {
			if x := s.pop(); w.b.has(x, d) {
				elim = append(elim, Candidate{x, d})
			}
		}
	}
	if len(elim) == 0 {
		return nil, false
	}
	sort.Slice(elim, func(i, j int) bool { return node(elim[i].Cell, elim[i].Digit) < node(elim[j].Cell, elim[j].Digit) })
	var cells []int
	var chain []Candidate
	seen := cellSet{}
	for i := len(path) - 1; i >= 0; i-- {
		c := path[i].cand
		if !seen.has(c.Cell) {
			seen.add(c.Cell)
			cells = append(cells, c.Cell)
		}
		chain = append(chain, c)
	}
	// Written as an alternating chain: from the start's partner digit
	// (strong link to the start, both in one bivalue cell) round to it.
	chain = append([]Candidate{path[1].cand}, chain[:len(chain)-1]...)
	complexity := len(path) - 1 // the start is counted once
	return &Step{Technique: BidirectionalYCycle, Eliminate: elim, Cells: cells, Digits: digitsOf(chain), Chain: chain,
		Length: complexity, Bonus: complexityBonus(complexity)}, true
}

// digitsOf returns the digits of the candidates.
func digitsOf(cs []Candidate) sudoku.Mask {
	var m sudoku.Mask
	for _, c := range cs {
		m |= sudoku.Bit(c.Digit)
	}
	return m
}

// yCycles finds Bidirectional Y-Cycles, lightest first (by weight, then
// complexity, then in Explainer's order of discovery).
func yCycles(v *view, emit visit) bool {
	var found []*Step
	w := &yWalk{b: v.Board}
	for c, m := range v.Cands {
		if v.Values[c] != 0 || m.Count() != 2 {
			continue
		}
		for _, d := range m.Digits() {
			for _, end := range w.cycles(Candidate{c, d}) {
				if s, ok := w.cycleStep(end); ok {
					found = append(found, s)
				}
			}
		}
	}
	sort.SliceStable(found, func(i, j int) bool {
		if wi, wj := found[i].Weight(), found[j].Weight(); wi != wj {
			return wi < wj
		}
		return found[i].Length < found[j].Length
	})
	for _, s := range found {
		if !emit(s) {
			return false
		}
	}
	return true
}
