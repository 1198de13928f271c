package logic

import (
	"math/bits"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// cellSet is a set of cells as a bitmap: cell c is bit c%64 of word c/64.
// Taking cells out with pop yields them in increasing order, the order in
// which a loop over the grid meets them, so a finder can intersect peer
// sets instead of testing Sees cell by cell and still list the cells as
// before.
type cellSet [2]uint64

// allCells holds every cell of the grid.
var allCells = cellSet{1<<64 - 1, 1<<(sudoku.NumCells-64) - 1}

// peerSet[c] holds the 20 peers of c (not c itself), as sudoku.Peers.
var peerSet = func() (ps [sudoku.NumCells]cellSet) {
	for c := range ps {
		for _, p := range sudoku.Peers[c] {
			ps[c].add(p)
		}
	}
	return ps
}()

// cellSetOf returns the set holding cells.
func cellSetOf(cells ...int) cellSet {
	var s cellSet
	for _, c := range cells {
		s.add(c)
	}
	return s
}

func (s *cellSet) add(c int)               { s[c>>6] |= 1 << (c & 63) }
func (s cellSet) has(c int) bool           { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cellSet) and(t cellSet) cellSet    { return cellSet{s[0] & t[0], s[1] & t[1]} }
func (s cellSet) or(t cellSet) cellSet     { return cellSet{s[0] | t[0], s[1] | t[1]} }
func (s cellSet) andNot(t cellSet) cellSet { return cellSet{s[0] &^ t[0], s[1] &^ t[1]} }
func (s cellSet) empty() bool              { return s[0]|s[1] == 0 }
func (s cellSet) count() int               { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// pop removes the lowest cell of a non-empty set and returns it.
func (s *cellSet) pop() int {
	if s[0] != 0 {
		c := bits.TrailingZeros64(s[0])
		s[0] &= s[0] - 1
		return c
	}
	c := bits.TrailingZeros64(s[1])
	s[1] &= s[1] - 1
	return 64 + c
}

// seenByAll returns the cells that see every one of cells (all cells for
// none), as intersected peer sets.
func seenByAll(cells ...int) cellSet {
	s := allCells
	for _, c := range cells {
		s = s.and(peerSet[c])
	}
	return s
}
