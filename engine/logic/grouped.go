package logic

import (
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

// groupLink is a strong link between two groups of cells in one unit.
type groupLink struct {
	unit int
	a, b []int
}

// groupLinks lists d's strong links between groups, including plain ones
// (two single cells), each once per unit and split.
func (b *Board) groupLinks(d int) []groupLink {
	var out []groupLink
	for u := 0; u < sudoku.NumUnits; u++ {
		cells := cellsOf(u, b.where(u, d))
		if len(cells) < 2 {
			continue
		}
		var splits []func(int) int // how a unit's places group
		switch sudoku.UnitKindOf(u) {
		case sudoku.BoxUnit:
			splits = []func(int) int{func(c int) int { return c / 9 }, func(c int) int { return c % 9 }}
		default:
			splits = []func(int) int{sudoku.Box}
		}
		for _, key := range splits {
			first := key(cells[0])
			var a, g []int
			two := true
			for _, c := range cells {
				switch {
				case key(c) == first:
					a = append(a, c)
				case len(g) == 0 || key(c) == key(g[0]):
					g = append(g, c)
				default:
					two = false
				}
			}
			if two && len(g) > 0 {
				out = append(out, groupLink{u, a, g})
			}
		}
	}
	return out
}

// groupedTurbotFish finds two strong links on one digit, at least one of
// them between groups, joined by near ends that see each other.
func groupedTurbotFish(b *Board, emit visit) bool {
	for d := 1; d <= 9; d++ {
		links := b.groupLinks(d)
		for i, l1 := range links {
			for _, l2 := range links[i+1:] {
				if l1.unit == l2.unit || len(l1.a)+len(l1.b)+len(l2.a)+len(l2.b) == 4 {
					continue // one unit, or no group: a plain pattern
				}
				for _, o1 := range [2][2][]int{{l1.a, l1.b}, {l1.b, l1.a}} {
					for _, o2 := range [2][2][]int{{l2.a, l2.b}, {l2.b, l2.a}} {
						a1, a2, b1, b2 := o1[0], o1[1], o2[0], o2[1]
						if overlap(a1, a2, b1, b2) || !allSee(a2, b2) || allSee(a1, b1) {
							continue
						}
						all := slices.Concat(a1, a2, b2, b1)
						var elim []Candidate
						for _, e := range b.eliminateSeeing(d, slices.Concat(a1, b1)...) {
							if !slices.Contains(all, e.Cell) {
								elim = append(elim, e)
							}
						}
						if len(elim) == 0 {
							continue
						}
						if !emit(&Step{Technique: GroupedTurbotFish, Eliminate: elim, Cells: all, Units: []int{l1.unit, l2.unit}, Digits: sudoku.Bit(d), Length: 3}) {
							return false
						}
					}
				}
			}
		}
	}
	return true
}

// overlap reports whether any two of the groups share a cell.
func overlap(groups ...[]int) bool {
	seen := map[int]bool{}
	for _, g := range groups {
		for _, c := range g {
			if seen[c] {
				return true
			}
			seen[c] = true
		}
	}
	return false
}

// allSee reports whether every cell of x sees every cell of y.
func allSee(x, y []int) bool {
	for _, a := range x {
		for _, c := range y {
			if !sudoku.Sees(a, c) {
				return false
			}
		}
	}
	return true
}
