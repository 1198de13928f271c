package logic

import (
	"math/bits"
	"slices"
	"sort"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Chains of grouped strong links, as Sudoku Explainer's StrongLinks finds
// them (StrongLinks.java and StrongLinksHint.java, read and re-derived
// here), of three and four links (Explainer goes to six: maxStrongLinks). On one digit, strong links in distinct units
// (see groupLinks; their places apart) are put end to end, the far end of
// each and the near end of the next lying in one row, column or box: if
// the first link's near end lacks the digit its far end has it, so the
// next link's near end lacks it, and so on; either the chain's first end
// or its last holds the digit, which goes from every cell that sees both
// (but for the cells of the links' units and of the units joining them).
// When the two ends lie in one unit as well, the chain closes into a loop
// and each joining unit loses the digit outside the loop too. (The search
// gives up a chain once no holder outside its links' units sees its first
// end, so a loop that removes the digit only at its joins goes unseen.)
//
// Explainer weighs n strong links 5.4, 5.8, 6.2 or 6.6 for n = 3 to 6,
// plus 0.3 when a link is between groups. The plain chains are the
// X-Chains (chains.go); this finder keeps the chains with a grouped link,
// which Explainer calls Grouped 3-String Kites, Grouped 3 Skyscrapers or
// Grouped n Strong Links by the units' kinds.

// strongLinkBase is Explainer's weight of n strong links (baseRatings).
var strongLinkBase = [...]float64{3: 5.4, 4: 5.8, 5: 6.2, 6: 6.6}

// maxStrongLinks is the longest chain looked for: Explainer goes to six,
// but chains of five and six grouped links (6.5 and 6.9) took a tenth of
// the rating time of the hardest lists and decide almost no puzzle; an
// alternating inference chain (7.0 and up) takes their place.
const maxStrongLinks = 4

// groupedBonus is what a grouped link adds.
const groupedBonus = 0.3

// chainBudget bounds the links one digit's search tries, counted, so that
// a board with many links costs the same on every machine.
const chainBudget = 5000

// linkEnd is a strong link taken one way: from its near end to its far end.
type linkEnd struct {
	link      *groupLink
	near, far *group
}

// slSearch walks chains of strong links on one digit.
type slSearch struct {
	b       *Board
	d       int
	holders cellSet
	links   []groupLink
	ends    []linkEnd // each link taken both ways
	inUnit  [][]int32 // [u]: the indexes in ends of those whose near end lies in unit u
	path    []linkEnd
	joins   []int // the unit joining path[i].far and path[i+1].near
	used    cellSet
	hope    cellSet // the holders that the chain may still remove the digit from
	tried   int
	found   []*Step
}

// joinUnit returns the unit (column, row, then box, Explainer's order)
// holding every cell of g and h, or -1.
func joinUnit(g, h *group) int {
	both := g.units & h.units
	for _, kind := range [...]uint32{0x1ff << 9, 0x1ff, 0x1ff << 18} {
		if m := both & kind; m != 0 {
			return bits.TrailingZeros32(m)
		}
	}
	return -1
}

// unitSet holds the cells of each unit.
var unitSet = func() (us [sudoku.NumUnits]cellSet) {
	for u := range us {
		us[u] = cellSetOf(sudoku.Units[u][:]...)
	}
	return us
}()

// extend tries every link that can follow the path, up to n links,
// concluding at three links and more.
func (s *slSearch) extend(n int) {
	if len(s.path) >= 3 {
		s.conclude()
	}
	if len(s.path) == n {
		return
	}
	if len(s.path) == 0 {
		for i := range s.ends {
			s.try(n, &s.ends[i])
		}
		return
	}
	// The next link's near end shares a unit with the last far end: look
	// only at the links with an end in one of its units, each once.
	far := s.path[len(s.path)-1].far
	var met [2]uint64 // ends already tried from here (at most 128 per digit)
	for us := far.units; us != 0; us &= us - 1 {
		for _, i := range s.inUnit[bits.TrailingZeros32(us)] {
			if met[i>>6]&(1<<(i&63)) != 0 {
				continue
			}
			met[i>>6] |= 1 << (i & 63)
			s.try(n, &s.ends[i])
		}
	}
}

// try extends the path with link end e, if it may follow.
func (s *slSearch) try(n int, e *linkEnd) {
	l := e.link
	if s.tried >= chainBudget || !l.cells.and(s.used).empty() {
		return
	}
	join := -1
	if len(s.path) > 0 {
		if join = joinUnit(s.path[len(s.path)-1].far, e.near); join < 0 {
			return
		}
	}
	hope := s.hope
	if len(s.path) == 0 {
		hope = e.near.seen.and(s.holders)
	}
	hope = hope.andNot(unitSet[l.unit]).andNot(l.cells)
	if hope.empty() {
		return // no cell left that sees the first end, outside the links
	}
	s.tried++
	s.path = append(s.path, *e)
	s.joins = append(s.joins, join)
	used, before := s.used, s.hope
	s.used, s.hope = s.used.or(l.cells), hope
	s.extend(n)
	s.used, s.hope = used, before
	s.path = s.path[:len(s.path)-1]
	s.joins = s.joins[:len(s.joins)-1]
}

// conclude records the step of the chain in s.path, if it removes a digit.
func (s *slSearch) conclude() {
	first, last := s.path[0].near, s.path[len(s.path)-1].far
	victims := s.hope.and(last.seen) // hope: the holders seeing the first end, outside the links
	ring := joinUnit(last, first)
	if victims.empty() && ring < 0 {
		return
	}
	grouped := false
	var units, pattern cellSet
	for _, e := range s.path {
		grouped = grouped || !e.link.plain
		units = units.or(unitSet[e.link.unit])
		pattern = pattern.or(e.link.cells)
	}
	if !grouped {
		return // an X-Chain
	}
	if ring >= 0 {
		// A loop: every join, and the ring's own unit, is a weak link
		// whose two sides see the cells between them.
		for i := range s.path[1:] {
			a, b := s.path[i].far, s.path[i+1].near
			victims = victims.or(a.seen.and(b.seen).and(s.holders).andNot(units).andNot(pattern))
		}
	} else {
		for _, j := range s.joins[1:] {
			victims = victims.andNot(unitSet[j])
		}
	}
	if victims.empty() {
		return
	}
	var elim []Candidate
	for v := victims; !v.empty(); {
		elim = append(elim, Candidate{v.pop(), s.d})
	}
	n := len(s.path)
	var cells []int
	linkUnits := make([]int, 0, n)
	for _, e := range s.path {
		cells = slices.Concat(cells, e.near.cells(), e.far.cells())
		linkUnits = append(linkUnits, e.link.unit)
	}
	s.found = append(s.found, &Step{Technique: GroupedStrongLinks, Eliminate: elim, Cells: cells, Units: linkUnits,
		Digits: sudoku.Bit(s.d), Length: n, Bonus: strongLinkBase[n] + groupedBonus - GroupedStrongLinks.Info().Weight})
}

// groupedStrongLinks finds chains of three or four strong links on one
// digit, one of them at least between groups, lightest first (then most
// eliminations first, as Explainer sorts them).
func groupedStrongLinks(v *view, emit visit) bool {
	var found []*Step
	var links []groupLink
	s := &slSearch{b: v.Board, inUnit: make([][]int32, sudoku.NumUnits)}
	memo := &v.quietOn[groupedLinksMemo]
	for d := 1; d <= 9; d++ {
		cells := v.cellsWith()[d]
		if memo.skip(d, cells) {
			continue
		}
		links = keepLinks(append(links[:0], v.linksOf(d)...))
		if !slices.ContainsFunc(links, func(l groupLink) bool { return !l.plain }) {
			memo.record(d, cells, false)
			continue // no link between groups: X-Chains only
		}
		if len(links) > 64 {
			links = links[:64] // the marks hold 128 ends; never met (a unit gives two links at most)
		}
		s.d, s.links, s.ends, s.holders, s.tried, s.found = d, links, s.ends[:0], cells, 0, s.found[:0]
		for u := range s.inUnit {
			s.inUnit[u] = s.inUnit[u][:0]
		}
		for i := range links {
			l := &links[i]
			s.ends = append(s.ends, linkEnd{l, &l.a, &l.b}, linkEnd{l, &l.b, &l.a})
		}
		for i, e := range s.ends {
			for us := e.near.units; us != 0; us &= us - 1 {
				u := bits.TrailingZeros32(us)
				s.inUnit[u] = append(s.inUnit[u], int32(i))
			}
		}
		s.extend(maxStrongLinks)
		memo.record(d, cells, len(s.found) > 0)
		found = append(found, s.found...)
	}
	sort.SliceStable(found, func(i, j int) bool {
		if wi, wj := found[i].Weight(), found[j].Weight(); wi != wj {
			return wi < wj
		}
		return len(found[i].Eliminate) > len(found[j].Eliminate)
	})
	for _, s := range found {
		if !emit(s) {
			return false
		}
	}
	return true
}

// keepLinks drops the plain links of a box whose two places share a row or
// a column (the line's link, Explainer takes that one), and a link met
// twice (two single cells split both by rows and by columns).
func keepLinks(links []groupLink) []groupLink {
	out := links[:0]
	for _, l := range links {
		if l.plain && sudoku.UnitKindOf(l.unit) == sudoku.BoxUnit && joinUnit(&l.a, &l.b) >= 0 && joinUnit(&l.a, &l.b) != l.unit {
			continue
		}
		if len(out) > 0 && out[len(out)-1].unit == l.unit && out[len(out)-1].cells == l.cells {
			continue
		}
		out = append(out, l)
	}
	return out
}
