package logic

import (
	"math/bits"
	"slices"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Grouped strong links. In a unit where a digit's places fall into exactly
// two groups, each group lying in one box-line intersection (a row's
// places in two boxes, a box's in two rows or two columns), one of the two
// groups holds the digit: a strong link between groups. Two strong links
// whose near ends see each other, cell for cell, make the same argument as
// a Skyscraper, 2-String Kite or Turbot Fish: the near ends cannot both
// hold the digit, so one of the far ends does, and every cell that sees
// all of both far ends loses it. Sudoku Explainer rates these "Grouped 2
// Strong links" and "Grouped 2-String Kite" at about 4.3, where without
// them a finned fish or a chain (6.6 and up) does the work.

// group is a set of cells of a strong link's end, with the cells that see
// every one of them and the units that hold them all.
type group struct {
	set   cellSet
	seen  cellSet // the cells that see all of set
	units uint32  // bit u set when unit u holds every cell of set
}

func newGroup(set cellSet) group {
	seen := allCells
	units := uint32(1)<<sudoku.NumUnits - 1
	for s := set; !s.empty(); {
		c := s.pop()
		seen = seen.and(peerSet[c])
		var of uint32
		for _, u := range sudoku.UnitsOf[c] {
			of |= 1 << u
		}
		units &= of
	}
	return group{set, seen, units}
}

// cells lists the group's cells in increasing order, which is their order
// in any unit.
func (g *group) cells() []int {
	out := make([]int, 0, g.set.count())
	for s := g.set; !s.empty(); {
		out = append(out, s.pop())
	}
	return out
}

// sees reports whether every cell of g sees every cell of h.
func (g *group) sees(h *group) bool { return h.set.andNot(g.seen).empty() }

// groupLink is a strong link between two groups of cells in one unit.
type groupLink struct {
	unit  int
	a, b  group
	cells cellSet // both groups
	plain bool    // two single cells
}

// groupKey tells which group a unit's place of a digit falls in: for a
// box its row or its column, for a row or column its box.
func groupKey(c int, key sudoku.UnitKind) int {
	switch key {
	case sudoku.RowUnit:
		return c / 9
	case sudoku.ColUnit:
		return c % 9
	}
	return sudoku.Box(c)
}

// boxSplits and lineSplits are how the places of a box and of a line group.
var (
	boxSplits  = []sudoku.UnitKind{sudoku.RowUnit, sudoku.ColUnit}
	lineSplits = []sudoku.UnitKind{sudoku.BoxUnit}
)

// groupLinks appends to out d's strong links between groups, including
// plain ones (two single cells), each once per unit and split; where holds
// the board's places. A box's places also form a strong link when they lie
// on a cross, one row and one column of the box, with some off each line
// (Explainer's "empty rectangle"): the row's places or the column's hold
// the digit, the cross's centre counting in both.
func groupLinks(where *placesTable, d int, out []groupLink) []groupLink {
	for u := 0; u < sudoku.NumUnits; u++ {
		pos := where[u][d]
		if bits.OnesCount16(pos) < 2 {
			continue
		}
		splits := lineSplits
		if sudoku.UnitKindOf(u) == sudoku.BoxUnit {
			splits = boxSplits
		}
		split := false
		for _, key := range splits {
			var a, g cellSet
			first, second := -1, -1
			two := true
			for m := pos; m != 0; m &= m - 1 {
				c := sudoku.Units[u][bits.TrailingZeros16(m)]
				switch k := groupKey(c, key); {
				case first < 0 || k == first:
					first = k
					a.add(c)
				case second < 0 || k == second:
					second = k
					g.add(c)
				default:
					two = false
				}
			}
			if two && second >= 0 {
				all := a.or(g)
				out = append(out, groupLink{u, newGroup(a), newGroup(g), all, all.count() == 2})
				split = true
			}
		}
		if !split && sudoku.UnitKindOf(u) == sudoku.BoxUnit {
			out = appendCross(out, u, pos)
		}
	}
	return out
}

// appendCross appends the strong link of box u whose places pos lie on a
// cross: the first centre (in the box's order) whose row and column hold
// them all.
func appendCross(out []groupLink, u int, pos uint16) []groupLink {
	for h := 0; h < 9; h++ {
		row, col := uint16(7)<<(h/3*3), uint16(0o111)<<(h%3)
		if pos&^(row|col) != 0 {
			continue
		}
		centre := pos & (1 << h)
		if pos&row == centre || pos&col == centre {
			return out // all on one line of the box: no cross
		}
		a, g := cellSetOf(cellsOf(u, pos&row)...), cellSetOf(cellsOf(u, pos&col)...)
		return append(out, groupLink{u, newGroup(a), newGroup(g), a.or(g), false})
	}
	return out
}

// linksOf returns d's strong links between groups (groupLinks), worked out
// once per board for the finders that use them.
func (v *view) linksOf(d int) []groupLink {
	if v.linksDone&(1<<d) == 0 {
		v.links[d] = groupLinks(v.table(), d, v.links[d][:0])
		v.linksDone |= 1 << d
	}
	return v.links[d]
}

// groupedTurbotFish finds two strong links on one digit, at least one of
// them between groups, joined by near ends that see each other.
func groupedTurbotFish(b *view, emit visit) bool {
	memo := &b.quietOn[groupedTurbotMemo]
	for d := 1; d <= 9; d++ {
		holders := b.cellsWith()[d] // the cells holding d
		if memo.skip(d, holders) {
			continue
		}
		emitted := false
		links := b.linksOf(d)
		for i := range links {
			l1 := &links[i]
			for j := i + 1; j < len(links); j++ {
				l2 := &links[j]
				if l1.unit == l2.unit || l1.plain && l2.plain {
					continue // one unit, or no group: a plain pattern
				}
				if !l1.cells.and(l2.cells).empty() {
					continue // the links share a cell
				}
				ends1 := [2][2]*group{{&l1.a, &l1.b}, {&l1.b, &l1.a}}
				ends2 := [2][2]*group{{&l2.a, &l2.b}, {&l2.b, &l2.a}}
				for _, o1 := range ends1 {
					for _, o2 := range ends2 {
						a1, a2, b1, b2 := o1[0], o1[1], o2[0], o2[1]
						if !a2.sees(b2) || a1.sees(b1) {
							continue
						}
						// d goes from the cells that see all of both far ends,
						// but for the pattern's own cells.
						pattern := a1.set.or(a2.set).or(b1.set).or(b2.set)
						var elim []Candidate
						for s := a1.seen.and(b1.seen).and(holders).andNot(pattern); !s.empty(); {
							elim = append(elim, Candidate{s.pop(), d})
						}
						if len(elim) == 0 {
							continue
						}
						all := slices.Concat(a1.cells(), a2.cells(), b2.cells(), b1.cells())
						emitted = true
						if !emit(&Step{Technique: GroupedTurbotFish, Eliminate: elim, Cells: all, Units: []int{l1.unit, l2.unit}, Digits: sudoku.Bit(d), Length: 3}) {
							return false
						}
					}
				}
			}
		}
		memo.record(d, holders, emitted)
	}
	return true
}
