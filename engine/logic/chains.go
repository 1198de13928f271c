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

func (b *Board) strongLinks(d int) []strongLink {
	var out []strongLink
	for u := 0; u < sudoku.NumUnits; u++ {
		pos := b.where(u, d)
		if bits.OnesCount16(pos) == 2 {
			cs := cellsOf(u, pos)
			out = append(out, strongLink{u, cs[0], cs[1]})
		}
	}
	return out
}

// singleDigitPatterns finds two strong links on one digit whose ends see
// each other: one of the two far ends holds the digit, so cells seeing both
// lose it. Two parallel lines make a Skyscraper, a row and a column joined
// in a box a 2-String Kite, anything else a Turbot Fish.
func singleDigitPatterns(want Technique) finder {
	return func(b *Board, emit visit) bool {
		for d := 1; d <= 9; d++ {
			links := b.strongLinks(d)
			for i, l1 := range links {
				for _, l2 := range links[i+1:] {
					for _, o1 := range [2][2]int{{l1.a, l1.b}, {l1.b, l1.a}} {
						for _, o2 := range [2][2]int{{l2.a, l2.b}, {l2.b, l2.a}} {
							a1, a2, b1, b2 := o1[0], o1[1], o2[0], o2[1]
							if a1 == b1 || a1 == b2 || a2 == b1 || a2 == b2 || !sudoku.Sees(a2, b2) || sudoku.Sees(a1, b1) {
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
							if t != want {
								continue
							}
							var elim []Candidate
							for _, e := range b.eliminateSeeing(d, a1, b1) {
								if e.Cell != a2 && e.Cell != b2 {
									elim = append(elim, e)
								}
							}
							if len(elim) == 0 {
								continue
							}
							chain := []Candidate{{a1, d}, {a2, d}, {b2, d}, {b1, d}}
							if !emit(&Step{Technique: t, Eliminate: elim, Cells: []int{a1, a2, b2, b1}, Units: []int{l1.unit, l2.unit}, Digits: sudoku.Bit(d), Chain: chain, Length: 3}) {
								return false
							}
						}
					}
				}
			}
		}
		return true
	}
}

// simpleColoring two-colours each cluster of a digit's conjugate pairs.
// Wrap: two cells of one colour see each other, so that colour is false.
// Trap: a cell seeing both colours cannot hold the digit.
func simpleColoring(b *Board, emit visit) bool {
	for d := 1; d <= 9; d++ {
		links := b.strongLinks(d)
		color := map[int]int{}
		for _, start := range links {
			if _, done := color[start.a]; done {
				continue
			}
			color[start.a] = 0
			cluster := []int{start.a}
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
					if _, done := color[y]; !done {
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
					if x < y && color[x] == color[y] && sudoku.Sees(x, y) {
						for _, z := range cluster {
							if color[z] == color[x] {
								elim = append(elim, Candidate{z, d})
							}
						}
						goto found
					}
				}
			}
			for c := 0; c < sudoku.NumCells; c++ {
				if contains(cluster, c) || !b.has(c, d) {
					continue
				}
				var sees [2]bool
				for _, x := range cluster {
					if sudoku.Sees(c, x) {
						sees[color[x]] = true
					}
				}
				if sees[0] && sees[1] {
					elim = append(elim, Candidate{c, d})
				}
			}
		found:
			if len(elim) > 0 {
				if !emit(&Step{Technique: SimpleColoring, Eliminate: elim, Cells: cluster, Digits: sudoku.Bit(d), Length: len(cluster)}) {
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
// board; node = cell*9 + digit-1.
type linkGraph struct {
	strong [729][]int16
	weak   [729][]int16
	nodes  []int16
}

func node(c, d int) int { return c*9 + d - 1 }

func buildLinks(b *Board, mode chainMode, digit int) *linkGraph {
	g := &linkGraph{}
	for c := 0; c < sudoku.NumCells; c++ {
		if b.Values[c] != 0 {
			continue
		}
		for _, d := range b.Cands[c].Digits() {
			if mode == modeX && d != digit {
				continue
			}
			if mode == modeXY && b.Cands[c].Count() != 2 {
				continue
			}
			n := node(c, d)
			g.nodes = append(g.nodes, int16(n))
			if mode != modeX {
				for _, e := range b.Cands[c].Digits() {
					if e == d {
						continue
					}
					if b.Cands[c].Count() == 2 {
						g.strong[n] = append(g.strong[n], int16(node(c, e)))
					}
					if mode == modeAIC {
						g.weak[n] = append(g.weak[n], int16(node(c, e)))
					}
				}
			}
			for _, p := range sudoku.Peers[c] {
				if b.has(p, d) && (mode != modeXY || b.Cands[p].Count() == 2) {
					g.weak[n] = append(g.weak[n], int16(node(p, d)))
				}
			}
			if mode != modeXY {
				for _, u := range sudoku.UnitsOf[c] {
					pos := b.where(u, d)
					if bits.OnesCount16(pos) == 2 {
						for _, p := range cellsOf(u, pos) {
							if p != c && !containsNode(g.strong[n], node(p, d)) {
								g.strong[n] = append(g.strong[n], int16(node(p, d)))
							}
						}
					}
				}
			}
		}
	}
	return g
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
func chains(mode chainMode, t Technique) finder {
	return func(b *Board, emit visit) bool {
		var found []*Step
		seen := map[string]bool{}
		digits := []int{0}
		if mode == modeX {
			digits = []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
		}
		for _, digit := range digits {
			g := buildLinks(b, mode, digit)
			var parent [729 * 2]int16
			var depth [729 * 2]int8
			for _, s := range g.nodes {
				for i := range parent {
					parent[i] = -1
					depth[i] = -1
				}
				start := int(s) * 2 // off
				depth[start] = 0
				queue := []int{start}
				for qi := 0; qi < len(queue); qi++ {
					st := queue[qi]
					n, on := st/2, st%2 == 1
					if int(depth[st]) >= maxChainLinks {
						continue
					}
					next, nextOn := g.strong[n], 1
					if on {
						next, nextOn = g.weak[n], 0
					}
					for _, m := range next {
						ns := int(m)*2 + nextOn
						if depth[ns] >= 0 {
							continue
						}
						depth[ns] = depth[st] + 1
						parent[ns] = int16(st)
						queue = append(queue, ns)
						if nextOn == 1 && depth[ns] >= 3 {
							if step := chainStep(b, t, int(s), int(m), ns, parent[:], int(depth[ns])); step != nil {
								key := candList(step.Eliminate, "")
								if !seen[key] {
									seen[key] = true
									found = append(found, step)
								}
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

// chainStep builds the step for a chain from s (false) to t (true), or nil
// when nothing conflicts with both ends.
func chainStep(b *Board, tech Technique, s, t, state int, parent []int16, length int) *Step {
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
	for _, n := range []int{s, t} {
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
	if len(elim) == 0 {
		return nil
	}
	var chain []Candidate
	var cells []int
	for st := state; st >= 0; st = int(parent[st]) {
		n := st / 2
		chain = append([]Candidate{{n / 9, n%9 + 1}}, chain...)
		if !contains(cells, n/9) {
			cells = append(cells, n/9)
		}
	}
	var digits sudoku.Mask
	for _, n := range chain {
		digits |= sudoku.Bit(n.Digit)
	}
	return &Step{Technique: tech, Eliminate: elim, Cells: cells, Digits: digits, Chain: chain, Length: length}
}
