package logic

import (
	"math/bits"
	"sort"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// strongLink is a unit in which a digit has exactly two places.
type strongLink struct {
	unit int
	a, b int
}

// strongLinks appends to out d's strong links, unit by unit; where holds
// the board's places.
func strongLinks(where *placesTable, d int, out []strongLink) []strongLink {
	for u := 0; u < sudoku.NumUnits; u++ {
		pos := where[u][d]
		if bits.OnesCount16(pos) == 2 {
			a := sudoku.Units[u][bits.TrailingZeros16(pos)]
			c := sudoku.Units[u][bits.TrailingZeros16(pos&(pos-1))]
			out = append(out, strongLink{u, a, c})
		}
	}
	return out
}

// singleDigitPatterns finds two strong links on one digit whose ends see
// each other: one of the two far ends holds the digit, so cells seeing both
// lose it. Two parallel lines make a Skyscraper, a row and a column joined
// in a box a 2-String Kite, anything else a Turbot Fish.
func singleDigitPatterns(b *view, emit visit) bool {
	var links []strongLink
	memo := &b.quietOn[singleDigitMemo]
	for d := 1; d <= 9; d++ {
		holders := b.cellsWith()[d]
		if memo.skip(d, holders) {
			continue
		}
		emitted := false
		links = strongLinks(b.table(), d, links[:0])
		for i, l1 := range links {
			for _, l2 := range links[i+1:] {
				for _, o1 := range [2][2]int{{l1.a, l1.b}, {l1.b, l1.a}} {
					for _, o2 := range [2][2]int{{l2.a, l2.b}, {l2.b, l2.a}} {
						a1, a2, b1, b2 := o1[0], o1[1], o2[0], o2[1]
						if a1 == b1 || a1 == b2 || a2 == b1 || a2 == b2 || !peerSet[a2].has(b2) || peerSet[a1].has(b1) {
							continue
						}
						// d goes from the cells that see both far ends, but
						// for the near ends.
						gone := peerSet[a1].and(peerSet[b1]).and(holders).andNot(cellSetOf(a2, b2))
						if gone.empty() {
							continue
						}
						k1, k2 := sudoku.UnitKindOf(l1.unit), sudoku.UnitKindOf(l2.unit)
						t := TurbotFish
						switch {
						case k1 == k2 && k1 != sudoku.BoxUnit:
							t = Skyscraper
						case k1 != k2 && k1 != sudoku.BoxUnit && k2 != sudoku.BoxUnit && sudoku.Box(a2) == sudoku.Box(b2):
							t = TwoStringKite
						}
						var elim []Candidate
						for !gone.empty() {
							elim = append(elim, Candidate{gone.pop(), d})
						}
						chain := []Candidate{{a1, d}, {a2, d}, {b2, d}, {b1, d}}
						emitted = true
						if !emit(&Step{Technique: t, Eliminate: elim, Cells: []int{a1, a2, b2, b1}, Units: []int{l1.unit, l2.unit}, Digits: sudoku.Bit(d), Chain: chain, Length: 3}) {
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

// simpleColoring two-colours each cluster of a digit's conjugate pairs.
// Wrap: two cells of one colour see each other, so that colour is false.
// Trap: a cell seeing both colours cannot hold the digit.
func simpleColoring(b *view, emit visit) bool {
	var links []strongLink
	var color [sudoku.NumCells]int8 // 0 or 1 once coloured, -1 before
	var cluster []int
	for d := 1; d <= 9; d++ {
		links = strongLinks(b.table(), d, links[:0])
		holders := b.cellsWith()[d]
		for i := range color {
			color[i] = -1
		}
		for _, start := range links {
			if color[start.a] >= 0 {
				continue
			}
			color[start.a] = 0
			cluster = append(cluster[:0], start.a)
			for i := 0; i < len(cluster); i++ {
				x := cluster[i]
				for _, l := range links {
					var y int
					switch x {
					case l.a:
						y = l.b
					case l.b:
						y = l.a
					default:
						continue
					}
					if color[y] < 0 {
						color[y] = 1 - color[x]
						cluster = append(cluster, y)
					}
				}
			}
			if len(cluster) < 3 {
				continue
			}
			var elim []Candidate
			for _, x := range cluster {
				for _, y := range cluster {
					if x < y && color[x] == color[y] && peerSet[x].has(y) {
						for _, z := range cluster {
							if color[z] == color[x] {
								elim = append(elim, Candidate{z, d})
							}
						}
						goto found
					}
				}
			}
			{
				// The cells outside the cluster that see both colours.
				var sees [2]cellSet
				var in cellSet
				for _, x := range cluster {
					sees[color[x]] = sees[color[x]].or(peerSet[x])
					in.add(x)
				}
				for s := sees[0].and(sees[1]).and(holders).andNot(in); !s.empty(); {
					elim = append(elim, Candidate{s.pop(), d})
				}
			}
		found:
			if len(elim) > 0 {
				if !emit(&Step{Technique: SimpleColoring, Eliminate: elim, Cells: append([]int(nil), cluster...), Digits: sudoku.Bit(d), Length: len(cluster)}) {
					return false
				}
			}
		}
	}
	return true
}

type chainMode int

const (
	modeX   chainMode = iota // one digit, conjugate pairs only
	modeXY                   // bivalue cells only, joined by same-digit weak links
	modeAIC                  // any strong and weak links
)

// linkGraph holds the strong and weak links between the candidates of a
// board; node = cell*9 + digit-1. Each node's links are kept in the order
// buildLinks finds them, which is the order the chain search follows them
// in. A node has at most 4 strong links (the other digit of a bivalue cell
// and one place in each of its three units) and 28 weak ones (8 other
// digits of its cell and 20 peers).
type linkGraph struct {
	strong  [729][4]int16
	weak    [729][28]int16
	nStrong [729]uint8
	nWeak   [729]uint8
	nodes   []int16
}

func node(c, d int) int { return c*9 + d - 1 }

func (g *linkGraph) addStrong(n, m int) {
	g.strong[n][g.nStrong[n]] = int16(m)
	g.nStrong[n]++
}

func (g *linkGraph) addWeak(n, m int) {
	g.weak[n][g.nWeak[n]] = int16(m)
	g.nWeak[n]++
}

// strongOf and weakOf return n's strong and weak links.
func (g *linkGraph) strongOf(n int) []int16 { return g.strong[n][:g.nStrong[n]] }
func (g *linkGraph) weakOf(n int) []int16   { return g.weak[n][:g.nWeak[n]] }

// buildLinks fills g (emptied first) with the links of b for the mode; in
// modeX only digit's candidates take part. where holds b's places, cands[d]
// the cells holding candidate d.
func buildLinks(g *linkGraph, b *Board, where *placesTable, cands *[10]cellSet, mode chainMode, digit int) {
	g.nodes = g.nodes[:0]
	g.nStrong = [729]uint8{}
	g.nWeak = [729]uint8{}
	cells, linked := allCells, allCells // the cells with nodes; those weak links reach
	if mode == modeX {
		cells = cands[digit]
	}
	if mode == modeXY {
		linked = cellSet{}
		for c, m := range b.Cands {
			if m.Count() == 2 {
				linked.add(c)
			}
		}
	}
	for !cells.empty() {
		c := cells.pop()
		if b.Values[c] != 0 {
			continue
		}
		cm := b.Cands[c]
		bivalue := cm.Count() == 2
		for v := uint16(cm); v != 0; v &= v - 1 {
			d := bits.TrailingZeros16(v) + 1
			if mode == modeX && d != digit {
				continue
			}
			if mode == modeXY && !bivalue {
				continue
			}
			n := node(c, d)
			g.nodes = append(g.nodes, int16(n))
			if mode != modeX {
				for w := uint16(cm &^ sudoku.Bit(d)); w != 0; w &= w - 1 {
					e := bits.TrailingZeros16(w) + 1
					if bivalue {
						g.addStrong(n, node(c, e))
					}
					if mode == modeAIC {
						g.addWeak(n, node(c, e))
					}
				}
			}
			for ps := peerSet[c].and(cands[d]).and(linked); !ps.empty(); {
				g.addWeak(n, node(ps.pop(), d)) // in the order of sudoku.Peers
			}
			if mode != modeXY {
				for _, u := range sudoku.UnitsOf[c] {
					pos := where[u][d]
					if bits.OnesCount16(pos) != 2 {
						continue
					}
					for ; pos != 0; pos &= pos - 1 {
						p := sudoku.Units[u][bits.TrailingZeros16(pos)]
						if p != c && !containsNode(g.strongOf(n), node(p, d)) {
							g.addStrong(n, node(p, d))
						}
					}
				}
			}
		}
	}
}

func containsNode(xs []int16, n int) bool {
	for _, x := range xs {
		if int(x) == n {
			return true
		}
	}
	return false
}

// conflicts reports whether candidates m and n cannot both be true.
func conflicts(m, n int) bool {
	cm, cn := m/9, n/9
	if cm == cn {
		return m != n
	}
	return m%9 == n%9 && sudoku.Sees(cm, cn)
}

const maxChainLinks = 20

// chains finds alternating inference chains: starting from a candidate
// assumed false, strong links make the next true and weak links the next
// false. A chain that ends on a true candidate t proves "start or t", so
// any candidate in conflict with both goes.
//
// The search is breadth first from each candidate in turn; visits are
// marked with the start's number (stamp), so nothing is cleared between
// starts, and chainRemoves tells whether a chain's ends remove anything
// before its step is built.
func chains(mode chainMode, t Technique) finder {
	return func(b *view, emit visit) bool {
		var found []*Step
		seen := map[string]bool{}
		digits := []int{0}
		if mode == modeX {
			digits = []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
		}
		g := new(linkGraph)
		var cands [10]cellSet // the cells holding each digit
		for c, m := range b.Cands {
			for v := uint16(m); v != 0; v &= v - 1 {
				cands[bits.TrailingZeros16(v)+1].add(c)
			}
		}
		var parent [729 * 2]int16
		var depth [729 * 2]int8
		var stamp [729 * 2]int32 // which search reached the state; depth and parent are valid for it only
		var queue []int
		search := int32(0)
		for _, digit := range digits {
			buildLinks(g, b.Board, b.table(), &cands, mode, digit)
			for _, s := range g.nodes {
				search++
				start := int(s) * 2 // off
				stamp[start], depth[start], parent[start] = search, 0, -1
				queue = append(queue[:0], start)
				for qi := 0; qi < len(queue); qi++ {
					st := queue[qi]
					n, on := st/2, st%2 == 1
					if int(depth[st]) >= maxChainLinks {
						continue
					}
					next, nextOn := g.strongOf(n), 1
					if on {
						next, nextOn = g.weakOf(n), 0
					}
					for _, m := range next {
						ns := int(m)*2 + nextOn
						if stamp[ns] == search {
							continue
						}
						stamp[ns] = search
						depth[ns] = depth[st] + 1
						parent[ns] = int16(st)
						queue = append(queue, ns)
						if nextOn == 1 && depth[ns] >= 3 && chainRemoves(b.Board, &cands, int(s), int(m)) {
							elim := chainElims(b.Board, int(s), int(m))
							if key := candKey(elim); len(elim) > 0 && !seen[key] {
								seen[key] = true
								found = append(found, chainStep(t, elim, ns, parent[:], int(depth[ns])))
							}
						}
					}
				}
			}
		}
		sort.SliceStable(found, func(i, j int) bool { return found[i].Length < found[j].Length })
		for _, s := range found {
			if !emit(s) {
				return false
			}
		}
		return true
	}
}

// candKey writes a list of candidates as a string, two bytes each, so that
// two lists have the same key exactly when they are equal.
func candKey(cs []Candidate) string {
	key := make([]byte, 0, 2*len(cs))
	for _, c := range cs {
		key = append(key, byte(c.Cell), byte(c.Digit))
	}
	return string(key)
}

// chainRemoves reports whether a candidate other than s and t conflicts
// with both (see conflicts), which is when chainStep finds eliminations.
// cands holds the cells of each digit.
func chainRemoves(b *Board, cands *[10]cellSet, s, t int) bool {
	cs, ds, ct, dt := s/9, s%9+1, t/9, t%9+1
	switch {
	case cs == ct:
		// Another digit of the cell; for s == t also the digit in a peer.
		if b.Cands[cs]&^(sudoku.Bit(ds)|sudoku.Bit(dt)) != 0 {
			return true
		}
		return ds == dt && !peerSet[cs].and(cands[ds]).empty()
	case ds == dt:
		// The digit in a cell that sees both.
		return !peerSet[cs].and(peerSet[ct]).and(cands[ds]).empty()
	}
	// Two cells and two digits: each end's digit in the other end's cell.
	return sudoku.Sees(cs, ct) && (b.has(cs, dt) || b.has(ct, ds))
}

// chainElims lists what a chain from s (false) to t (true) removes: the
// candidates in conflict with both ends.
func chainElims(b *Board, s, t int) []Candidate {
	var elim []Candidate
	if s == t {
		// "s false" led to "s true": s is true, the rest of its cell goes.
		c := s / 9
		for _, d := range b.Cands[c].Digits() {
			if d != s%9+1 {
				elim = append(elim, Candidate{c, d})
			}
		}
	}
	check := func(z int) {
		if z != s && z != t && b.has(z/9, z%9+1) && conflicts(z, s) && conflicts(z, t) {
			for _, e := range elim {
				if node(e.Cell, e.Digit) == z {
					return
				}
			}
			elim = append(elim, Candidate{z / 9, z%9 + 1})
		}
	}
	for _, n := range [2]int{s, t} {
		c := n / 9
		for _, d := range b.Cands[c].Digits() {
			check(node(c, d))
		}
		for _, p := range sudoku.Peers[c] {
			for _, d := range b.Cands[p].Digits() {
				check(node(p, d))
			}
		}
	}
	return elim
}

// chainStep builds the step for the chain that the search reached as state
// (its links followed back through parent), removing elim.
func chainStep(tech Technique, elim []Candidate, state int, parent []int16, length int) *Step {
	n := 0
	for st := state; st >= 0; st = int(parent[st]) {
		n++
	}
	chain := make([]Candidate, n)
	var cells []int // from the chain's end back
	var digits sudoku.Mask
	for st := state; st >= 0; st = int(parent[st]) {
		nd := st / 2
		n--
		chain[n] = Candidate{nd / 9, nd%9 + 1}
		digits |= sudoku.Bit(nd%9 + 1)
		if !contains(cells, nd/9) {
			cells = append(cells, nd/9)
		}
	}
	return &Step{Technique: tech, Eliminate: elim, Cells: cells, Digits: digits, Chain: chain, Length: length}
}
