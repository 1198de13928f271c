package logic

import (
	"math/bits"
	"slices"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// visit receives each step a finder discovers; returning false stops the search.
type visit func(s *Step) bool

// finder enumerates the instances of one technique on a board, seen
// through a view that Next (or FindAll) makes once for all the finders.
type finder func(b *view, emit visit) bool

// hiddenSingles finds digits with one place left in a unit of the given kind.
func hiddenSingles(kind sudoku.UnitKind, t Technique) finder {
	return func(b *view, emit visit) bool {
		for u := int(kind) * 9; u < int(kind)*9+9; u++ {
			where := b.unitPlaces(u)
			for d := 1; d <= 9; d++ {
				pos := where[d]
				if pos == 0 || pos&(pos-1) != 0 {
					continue
				}
				c := sudoku.Units[u][bits.TrailingZeros16(pos)]
				if !emit(&Step{Technique: t, Place: []Candidate{{c, d}}, Cells: []int{c}, Units: []int{u}, Digits: sudoku.Bit(d)}) {
					return false
				}
			}
		}
		return true
	}
}

func nakedSingles(b *view, emit visit) bool {
	for c, m := range b.Cands {
		if b.Values[c] == 0 && m.Count() == 1 {
			d := m.Single()
			if !emit(&Step{Technique: NakedSingle, Place: []Candidate{{c, d}}, Cells: []int{c}, Digits: m}) {
				return false
			}
		}
	}
	return true
}

// lineOfPos returns the unit of the given kind that holds every cell of
// unit u that pos selects, or -1.
func lineOfPos(u int, pos uint16, kind sudoku.UnitKind) int {
	line := sudoku.UnitsOf[sudoku.Units[u][bits.TrailingZeros16(pos)]][kind]
	for m := pos & (pos - 1); m != 0; m &= m - 1 {
		if sudoku.UnitsOf[sudoku.Units[u][bits.TrailingZeros16(m)]][kind] != line {
			return -1
		}
	}
	return line
}

// The lines a box's places may share, and the box a line's places may.
var (
	boxLines = []sudoku.UnitKind{sudoku.RowUnit, sudoku.ColUnit}
	lineBox  = []sudoku.UnitKind{sudoku.BoxUnit}
)

// intersections finds pointing (a box's digit confined to one line) and
// claiming (a line's digit confined to one box) eliminations.
func intersections(pointing bool) finder {
	return func(b *view, emit visit) bool {
		first, last, kinds := 18, 27, boxLines
		t := Pointing
		if !pointing {
			first, last, kinds, t = 0, 18, lineBox, Claiming
		}
		for u := first; u < last; u++ {
			where := b.unitPlaces(u)
			for d := 1; d <= 9; d++ {
				pos := where[d]
				if bits.OnesCount16(pos) < 2 {
					continue
				}
				for _, k := range kinds {
					other := lineOfPos(u, pos, k)
					if other < 0 {
						continue
					}
					var elim []Candidate
					for _, c := range sudoku.Units[other] {
						if b.has(c, d) && sudoku.UnitsOf[c][sudoku.UnitKindOf(u)] != u {
							elim = append(elim, Candidate{c, d})
						}
					}
					if len(elim) > 0 && !emit(&Step{Technique: t, Eliminate: elim, Cells: cellsOf(u, pos), Units: []int{u, other}, Digits: sudoku.Bit(d)}) {
						return false
					}
				}
			}
		}
		return true
	}
}

// combinations calls f with every n-element subset of items (as indexes
// into items), in lexicographic order, stopping when f returns false.
func combinations(count, n int, f func(idx []int) bool) bool {
	var buf [9]int
	idx := buf[:n]
	for more := firstCombination(idx, count); more; more = nextCombination(idx, count) {
		if !f(idx) {
			return false
		}
	}
	return true
}

// nakedSubset finds n cells of a unit holding only n digits between them.
func nakedSubset(n int, t Technique) finder {
	return func(b *view, emit visit) bool {
		var cells [9]int
		var idx [4]int
		memo := &b.quietUnits[n-2]
		for u := 0; u < sudoku.NumUnits; u++ {
			if memo.skip(b.Board, u) {
				continue
			}
			emitted := false
			nc := 0
			for _, c := range sudoku.Units[u] {
				if k := b.Cands[c].Count(); b.Values[c] == 0 && k >= 2 && k <= n {
					cells[nc] = c
					nc++
				}
			}
			for more := firstCombination(idx[:n], nc); more; more = nextCombination(idx[:n], nc) {
				var union sudoku.Mask
				var in uint16 // the chosen cells, by index in cells
				for _, i := range idx[:n] {
					union |= b.Cands[cells[i]]
					in |= 1 << i
				}
				if union.Count() != n {
					continue
				}
				// Anything to remove: one of the digits in another empty cell.
				var rest sudoku.Mask
				for _, c := range sudoku.Units[u] {
					if b.Values[c] == 0 && !chosenCell(cells[:nc], in, c) {
						rest |= b.Cands[c]
					}
				}
				if rest&union == 0 {
					continue
				}
				chosen := make([]int, n)
				for j, i := range idx[:n] {
					chosen[j] = cells[i]
				}
				var elim []Candidate
				for _, c := range sudoku.Units[u] {
					if b.Values[c] != 0 || contains(chosen, c) {
						continue
					}
					for _, d := range (b.Cands[c] & union).Digits() {
						elim = append(elim, Candidate{c, d})
					}
				}
				emitted = true
				if !emit(&Step{Technique: t, Eliminate: elim, Cells: chosen, Units: []int{u}, Digits: union}) {
					return false
				}
			}
			memo.record(b.Board, u, emitted)
		}
		return true
	}
}

// chosenCell reports whether c is one of cells that in selects (bit i for
// cells[i]).
func chosenCell(cells []int, in uint16, c int) bool {
	for i, x := range cells {
		if x == c {
			return in&(1<<i) != 0
		}
	}
	return false
}

// hiddenSubset finds n digits of a unit confined to the same n cells.
func hiddenSubset(n int, t Technique) finder {
	return func(b *view, emit visit) bool {
		var digits [9]int
		var idx [4]int
		memo := &b.quietUnits[3+n-2]
		for u := 0; u < sudoku.NumUnits; u++ {
			if memo.skip(b.Board, u) {
				continue
			}
			emitted := false
			where := b.unitPlaces(u)
			nd := 0
			for d := 1; d <= 9; d++ {
				if k := bits.OnesCount16(where[d]); k >= 1 && k <= n {
					digits[nd] = d
					nd++
				}
			}
			for more := firstCombination(idx[:n], nd); more; more = nextCombination(idx[:n], nd) {
				var pos uint16
				var set sudoku.Mask
				for _, i := range idx[:n] {
					pos |= where[digits[i]]
					set |= sudoku.Bit(digits[i])
				}
				if bits.OnesCount16(pos) != n {
					continue
				}
				var other sudoku.Mask // the other digits of the cells
				for m := pos; m != 0; m &= m - 1 {
					other |= b.Cands[sudoku.Units[u][bits.TrailingZeros16(m)]] &^ set
				}
				if other == 0 {
					continue
				}
				cells := cellsOf(u, pos)
				var elim []Candidate
				for _, c := range cells {
					for _, d := range (b.Cands[c] &^ set).Digits() {
						elim = append(elim, Candidate{c, d})
					}
				}
				emitted = true
				if !emit(&Step{Technique: t, Eliminate: elim, Cells: cells, Units: []int{u}, Digits: set}) {
					return false
				}
			}
			memo.record(b.Board, u, emitted)
		}
		return true
	}
}

func contains(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// fish finds basic fish of size n (X-Wing, Swordfish, Jellyfish) and, when
// finned is set, their finned and sashimi forms: n base lines whose
// candidates for a digit lie in n cover lines (plus fins inside one box).
//
// The search runs on position masks only: where[i] holds the places of the
// digit in base line i (bit j = cover line j), across[j] those in cover
// line j (bit i = base line i), so a candidate pattern is judged, and its
// eliminations found empty, without building a step. Base lines are chosen
// in increasing order, as combinations would (see lineSets), and a set
// whose places already span more cover lines than the fish may have is
// not grown further.
func fish(n int, finned bool, basic, fin, sashimi Technique) finder {
	return func(b *view, emit visit) bool {
		at := b.table()
		maxPos := n
		if finned {
			maxPos = n + 3
		}
		memo := &b.quietOn[fishMemo+(n-2)*2+btoi(finned)]
		emitted := false
		emitOne := func(s *Step) bool {
			emitted = true
			return emit(s)
		}
		for d := 1; d <= 9; d++ {
			cells := b.cellsWith()[d]
			if memo.skip(d, cells) {
				continue
			}
			emitted = false
			for _, rows := range [2]bool{true, false} {
				base0, cover0 := 0, 9
				if !rows {
					base0, cover0 = 9, 0
				}
				var where, across [9]uint16
				var lines [9]int
				nl := 0
				for i := 0; i < 9; i++ {
					where[i] = at[base0+i][d]
					for m := where[i]; m != 0; m &= m - 1 {
						across[bits.TrailingZeros16(m)] |= 1 << i
					}
					if k := bits.OnesCount16(where[i]); k >= 1 && k <= maxPos {
						lines[nl] = i
						nl++
					}
				}
				for sets := (lineSets{where: where, lines: lines, nl: nl, n: n, maxUnion: maxPos}); sets.next(); {
					baseSet, union, baseMask := sets.set[:n], sets.unions[n], sets.masks[n]
					if !finned {
						if bits.OnesCount16(union) != n || !fishRemoves(across, union, baseMask, -1, rows) {
							continue
						}
						thin := false
						for _, i := range baseSet {
							thin = thin || bits.OnesCount16(where[i]) < 2
						}
						if !thin && !emitFish(b.Board, emitOne, basic, d, base0, cover0, baseSet, union, 0, -1) {
							return false
						}
						continue
					}
					k := bits.OnesCount16(union)
					if k <= n {
						continue
					}
					// Choose n cover lines among the union; the rest are
					// fins. They lie in one band of cover lines (finCovers),
					// so they lie in one box when the base lines holding
					// them lie in one band too.
				nextCover:
					for _, cover := range finCovers[k-n-1][union] {
						fins := union &^ cover
						finBand := -1
						sash := false
						for _, i := range baseSet {
							w := where[i]
							if w&cover == 0 {
								continue nextCover
							}
							if bits.OnesCount16(w&cover) < 2 {
								sash = true
							}
							if w&fins != 0 {
								if finBand >= 0 && finBand != i/3 {
									continue nextCover
								}
								finBand = i / 3
							}
						}
						if finBand < 0 {
							continue
						}
						finBox := finBand*3 + bits.TrailingZeros16(fins)/3
						if !rows {
							finBox = bits.TrailingZeros16(fins)/3*3 + finBand
						}
						if !fishRemoves(across, cover, baseMask, finBox, rows) {
							continue
						}
						t := fin
						if sash {
							t = sashimi
						}
						if !emitFish(b.Board, emitOne, t, d, base0, cover0, baseSet, cover, fins, finBox) {
							return false
						}
					}
				}
			}
			memo.record(d, cells, emitted)
		}
		return true
	}
}

// lineSets walks the sets of n of the lines (lines[:nl], indices into
// where, in increasing order) whose places, together, lie in at most
// maxUnion cover lines, in the order of combinations (lexicographic): each call of next
// moves to the next set, found in set[:n] with its union of places
// unions[n] and its mask masks[n]. It walks depth first and does not grow
// a set whose union is already too wide, as no larger set can narrow it.
type lineSets struct {
	where         [9]uint16 // copies, so that nothing of the caller's escapes
	lines         [9]int
	nl            int
	n, maxUnion   int
	set           [4]int
	unions, masks [5]uint16 // of set[:depth], by depth
	pos           [4]int    // the index in lines tried at each depth
	started       bool
}

// next moves to the next set and reports false when there is none.
func (w *lineSets) next() bool {
	d := 0
	if w.started {
		d = w.n - 1
		w.pos[d]++
	} else {
		w.started, w.pos[0] = true, 0
	}
	for d >= 0 {
		if w.pos[d] > w.nl-(w.n-d) {
			if d--; d >= 0 {
				w.pos[d]++
			}
			continue
		}
		i := w.lines[w.pos[d]]
		u := w.unions[d] | w.where[i]
		if bits.OnesCount16(u) > w.maxUnion {
			w.pos[d]++
			continue
		}
		w.set[d], w.unions[d+1], w.masks[d+1] = i, u, w.masks[d]|1<<i
		if d+1 == w.n {
			return true
		}
		d++
		w.pos[d] = w.pos[d-1] + 1
	}
	return false
}

// finCovers[f-1][union] lists the ways to leave f of the lines in union
// out as fins, all in one band of three lines (else the fins lie in two
// boxes), each way as the mask of the cover lines, in the order in which
// a choice of the cover lines by combinations would meet them: cover A
// comes before cover B when the lowest line in one but not both is A's.
var finCovers = func() (t [3][512][]uint16) {
	for f := 1; f <= 3; f++ {
		for union := uint16(0); union < 512; union++ {
			var covers []uint16
			for band := uint16(0007); band <= 0700; band <<= 3 {
				in := union & band
				for fins := in; fins != 0; fins = (fins - 1) & in {
					if bits.OnesCount16(fins) == f {
						covers = append(covers, union&^fins)
					}
				}
			}
			slices.SortFunc(covers, func(a, b uint16) int {
				if coverBefore(a, b) {
					return -1
				}
				return 1
			})
			t[f-1][union] = covers
		}
	}
	return t
}()

// coverBefore reports whether the lines of a, listed in increasing order,
// come before those of b (as many) in lexicographic order.
func coverBefore(a, b uint16) bool {
	diff := a ^ b
	return a&diff&-diff != 0
}

// fishRemoves reports whether a fish removes anything, which is when
// emitFish would find eliminations: a place of the digit in a cover line
// outside the base lines (and, for a finned fish, inside finBox). across
// holds each cover line's places by base line; rows tells whether the base
// lines are rows.
func fishRemoves(across [9]uint16, cover, baseMask uint16, finBox int, rows bool) bool {
	inBox := uint16(0x1ff) // the base lines a cover line may lose the digit in
	boxCovers := uint16(0x1ff)
	if finBox >= 0 {
		baseBand, coverBand := finBox/3, finBox%3 // base rows cross the box's band of rows
		if !rows {
			baseBand, coverBand = coverBand, baseBand
		}
		inBox = 7 << (3 * baseBand)
		boxCovers = 7 << (3 * coverBand)
	}
	for m := cover & boxCovers; m != 0; m &= m - 1 {
		if across[bits.TrailingZeros16(m)]&^baseMask&inBox != 0 {
			return true
		}
	}
	return false
}

// firstCombination sets idx to the first len(idx)-element subset of
// 0..count-1, {0, 1, ...}, and reports whether there is one.
func firstCombination(idx []int, count int) bool {
	for i := range idx {
		idx[i] = i
	}
	return len(idx) <= count
}

// nextCombination moves idx to the next subset in lexicographic order (the
// order of combinations) and reports false after the last one.
func nextCombination(idx []int, count int) bool {
	k := len(idx)
	i := k - 1
	for i >= 0 && idx[i] == count-k+i {
		i--
	}
	if i < 0 {
		return false
	}
	idx[i]++
	for j := i + 1; j < k; j++ {
		idx[j] = idx[j-1] + 1
	}
	return true
}

func positions(m uint16) []int {
	var ps []int
	for ; m != 0; m &= m - 1 {
		ps = append(ps, bits.TrailingZeros16(m))
	}
	return ps
}

// emitFish removes d from the cover lines outside the base lines (only in
// finBox, when there are fins).
func emitFish(b *Board, emit visit, t Technique, d, base0, cover0 int, baseSet []int, cover, fins uint16, finBox int) bool {
	var elim []Candidate
	var cells []int
	var units []int
	isBase := func(c int) bool {
		line := c / 9
		if base0 == 9 {
			line = c % 9
		}
		return contains(baseSet, line)
	}
	for _, i := range baseSet {
		units = append(units, base0+i)
		for _, c := range sudoku.Units[base0+i] {
			if b.has(c, d) {
				cells = append(cells, c)
			}
		}
	}
	for _, ci := range positions(cover) {
		units = append(units, cover0+ci)
		for _, c := range sudoku.Units[cover0+ci] {
			if !b.has(c, d) || isBase(c) {
				continue
			}
			if finBox >= 0 && sudoku.Box(c) != finBox {
				continue
			}
			elim = append(elim, Candidate{c, d})
		}
	}
	if len(elim) == 0 {
		return true
	}
	return emit(&Step{Technique: t, Eliminate: elim, Cells: cells, Units: units, Digits: sudoku.Bit(d)})
}
