package logic

import (
	"math/bits"
	"sort"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// propagateSingles applies naked and hidden singles until none is left. It
// returns the number of placements made and false on a contradiction.
//
// Each round scans the cells for naked singles, then the units for hidden
// singles. The forcing chains' lengths count the placements made up to a
// contradiction, so the order of the placements is part of the result: the
// cell scan reads the candidates as they were when it began (a cell that
// loses its last candidate during the scan is caught later), and the unit
// scan takes each unit's digits in increasing order on the live board.
// A cell which no placement has changed since the last scan is skipped: it
// would yield nothing again; the units are read off counts (tracking).
func (b *Board) propagateSingles() (int, bool) {
	placed, ok, _ := b.propagateWithin(sudoku.NumCells, b.track(allCells), false)
	return placed, ok
}

// propagateWithin is propagateSingles giving up, with within false, as soon
// as it has made more than limit placements. t tracks b; its first scan of
// the cells looks at t.fresh only: the caller knows the others hold no
// single, nor a cell without a candidate.
//
// When the propagation ends without a contradiction, every empty cell has
// two candidates or more and every digit a place in every unit, so the
// board is broken only if a unit has a digit twice. On a consistent board
// (see consistent) only a naked single read from the scan's start can put
// it there, after its digit went from the cell; with consistent set, that
// is watched for instead of checking the whole board at the end.
func (b *Board) propagateWithin(limit int, t *tracking, consistent bool) (placed int, ok, within bool) {
	type single struct {
		cell  int8 // small, as the array is cleared at every call
		cands sudoku.Mask
	}
	var singles [sudoku.NumCells]single
	twice := false // a digit placed twice in a unit, when consistent
	for {
		progress := false
		// The cells to scan with one candidate or none, as they are
		// when the scan begins, in increasing order.
		n := 0
		for scan := t.fresh; !scan.empty(); {
			if c := scan.pop(); b.Values[c] == 0 && b.Cands[c].Count() <= 1 {
				singles[n] = single{int8(c), b.Cands[c]}
				n++
			}
		}
		t.fresh = cellSet{}
		for _, s := range singles[:n] {
			if s.cands == 0 {
				return placed, false, true
			}
			twice = twice || b.Cands[s.cell]&s.cands == 0
			b.place(int(s.cell), s.cands.Single(), t)
			placed++
			progress = true
			if placed > limit {
				return placed, true, false
			}
		}
		for u := range sudoku.Units {
			for next := sudoku.AllDigits; ; {
				// The digits of u from next on that have one place left,
				// or none (and are not placed), lowest first.
				todo := (t.once[u] | t.none[u]&^t.placed[u]) & next
				if todo == 0 {
					break
				}
				d := bits.TrailingZeros16(uint16(todo)) + 1
				if t.once[u]&sudoku.Bit(d) == 0 {
					return placed, false, true
				}
				b.place(sudoku.Units[u][bits.TrailingZeros16(b.where(u, d))], d, t)
				placed++
				progress = true
				if placed > limit {
					return placed, true, false
				}
				next = sudoku.AllDigits &^ (sudoku.Bit(d)<<1 - 1)
			}
		}
		if !progress {
			if consistent {
				return placed, !twice, true
			}
			return placed, !b.Broken(), true
		}
	}
}

// consistent reports whether b is as Place and Apply leave a board: a
// placed cell has no candidates, no unit has a digit twice, and no cell
// has a candidate placed in one of its peers.
func (b *Board) consistent() bool {
	for c, v := range b.Values {
		if v == 0 {
			continue
		}
		if b.Cands[c] != 0 {
			return false
		}
		for _, p := range sudoku.Peers[c] {
			if b.Values[p] == v || b.Cands[p].Has(int(v)) {
				return false
			}
		}
	}
	return true
}

// hasSingles reports whether singles propagation would act on b: an empty
// cell with one candidate or none, or a unit with a digit that has one
// place left or none (and is not placed).
func (b *Board) hasSingles() bool {
	for c, m := range b.Cands {
		if b.Values[c] == 0 && m.Count() <= 1 {
			return true
		}
	}
	for u := range sudoku.Units {
		if once, more, in := b.unitCensus(u); sudoku.AllDigits&^(once|more|in)|once != 0 {
			return true
		}
	}
	return false
}

// countUnits counts the board's units once, for the placements of
// contradictions to start from a copy of the counts; a board that is
// consistent and has no single (quiet, as Next leaves it) lets the first
// scan of a placement look only at the cells it changed.
func (v *view) countUnits() {
	if v.counted == nil {
		v.counted = v.Board.track(cellSet{})
		v.quiet = v.Board.consistent() && !v.Board.hasSingles()
	}
}

// forcingContradiction: a candidate whose placement leads, by singles, to a
// contradiction is false: Explainer's Dynamic Contradiction Forcing Chain
// (8.5), found by placements rather than by its chains of implications,
// and asked before the dynamic chains (dynamic.go) as they are costly.
// nishioContradiction: a candidate whose digit, followed alone, ends with
// no place in a unit or twice in one is false (Explainer's Nishio, 7.5).
var (
	forcingContradiction = contradictionFinder((*view).contradictions)
	nishioContradiction  = contradictionFinder((*view).nishioContradictions)
)

// contradictionFinder turns a search for contradictions into a finder:
// the steps come shortest first, ties in grid order.
//
// The first search gives up each trial once it is longer than the
// shortest contradiction found before it, so it finds every shortest one
// (and some longer ones): those are the first steps. Only when the caller
// wants more (FindAll) does a second search run every trial to its end.
func contradictionFinder(search func(v *view, shrink bool) (found []*Step, shortest int, cut bool)) finder {
	return func(b *view, emit visit) bool {
		found, shortest, cut := search(b, true)
		if !cut {
			return emitShortest(found, 0, emit) // every trial ran to its end
		}
		first := 0
		for _, s := range found {
			if s.Length == shortest {
				first++
				if !emit(s) {
					return false
				}
			}
		}
		all, _, _ := search(b, false)
		return emitShortest(all, first, emit)
	}
}

// contradictions tries every candidate of the cells with two or more and
// returns, in grid order, a step for each whose placement leads by singles
// to a contradiction, its length the placements made. With shrink set, a
// trial longer than the shortest contradiction found so far is given up;
// cut tells whether any was.
//
// On a consistent board without singles (as Next leaves it) a trial's
// first scan of the cells need only look at those its placement changed.
//
// With shrink set, the candidates whose contradictions were the shortest
// on the board before (the view keeps them, see contradictionHints) are
// tried first: most still lead to one, about as short, so the trials in
// grid order are given up that soon from the start. The steps are the
// same: every trial still runs as far as the shortest contradiction.
func (v *view) contradictions(shrink bool) (found []*Step, shortest int, cut bool) {
	b := v.Board
	shortest = sudoku.NumCells + 1 // longer than any trial
	longest := sudoku.NumCells     // the longest trial run to its end
	v.countUnits()
	// trial places d in c and follows singles, giving up beyond longest
	// placements; it returns the placements made and whether the trial
	// ended, and in a contradiction.
	trial := func(c, d int) (n int, within, contradiction bool) {
		nb, t := *b, *v.counted
		nb.place(c, d, &t)
		if !v.quiet {
			t.fresh = allCells
		}
		n, ok, within := nb.propagateWithin(longest-1, &t, v.quiet) // placements after the first
		return n + 1, within, within && !ok
	}
	if shrink {
		for _, h := range v.contradictionHints {
			if b.Values[h.Cell] == 0 && b.Cands[h.Cell].Count() >= 2 && b.Cands[h.Cell].Has(h.Digit) {
				if n, _, contradiction := trial(h.Cell, h.Digit); contradiction {
					longest = min(longest, n)
				}
			}
		}
	}
	for c := 0; c < sudoku.NumCells; c++ {
		if b.Values[c] != 0 || b.Cands[c].Count() < 2 {
			continue
		}
		for m := uint16(b.Cands[c]); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			n, within, contradiction := trial(c, d)
			if !within {
				cut = true
				continue
			}
			if contradiction {
				found = append(found, &Step{Technique: ForcingChainContradiction, Eliminate: []Candidate{{c, d}}, Cells: []int{c}, Digits: sudoku.Bit(d), Length: n})
				shortest = min(shortest, n)
				if shrink {
					longest = shortest
				}
			}
		}
	}
	if shrink {
		v.contradictionHints = v.contradictionHints[:0]
		for _, s := range found {
			if s.Length == shortest && len(v.contradictionHints) < maxContradictionHints {
				v.contradictionHints = append(v.contradictionHints, s.Eliminate[0])
			}
		}
	}
	return found, shortest, cut
}

// maxContradictionHints is how many of a board's shortest contradictions
// the view keeps to try first on the next board (contradictions).
const maxContradictionHints = 4

// nishioContradictions is contradictions with each candidate's digit
// followed alone (Board.nishio) instead of by singles.
func (v *view) nishioContradictions(shrink bool) (found []*Step, shortest int, cut bool) {
	b := v.Board
	shortest = sudoku.NumCells + 1 // longer than any trial
	var fails [10]*[sudoku.NumCells]uint8
	for d := 1; d <= 9; d++ {
		fails[d] = v.nishioFails(d)
	}
	for c := 0; c < sudoku.NumCells; c++ {
		if b.Values[c] != 0 || b.Cands[c].Count() < 2 {
			continue
		}
		for m := uint16(b.Cands[c]); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			if n := int(fails[d][c]); n > 0 {
				if shrink && n > shortest {
					cut = true
					continue
				}
				found = append(found, &Step{Technique: NishioForcingChain, Eliminate: []Candidate{{c, d}}, Cells: []int{c}, Digits: sudoku.Bit(d), Length: n})
				shortest = min(shortest, n)
			}
		}
	}
	return found, shortest, cut
}

// emitShortest emits the steps shortest first (ties in the order found),
// leaving out the first skip of that order.
func emitShortest(found []*Step, skip int, emit visit) bool {
	sort.SliceStable(found, func(i, j int) bool { return found[i].Length < found[j].Length })
	for _, s := range found[skip:] {
		if !emit(s) {
			return false
		}
	}
	return true
}

// forcingSets returns, for cell forcing, each cell's candidates, and for
// unit forcing, each unit's places for a digit: sets of which exactly one
// is true. The sets share one backing array, kept in the view from board
// to board (they were a fifth, then an eighth, of the rating's
// allocations), so they hold until the next call.
func forcingSets(v *view, units bool) [][]Candidate {
	room := &v.forcingRoom[btoi(units)]
	sets, all := room.sets[:0], room.all[:0]
	defer func() { room.sets, room.all = sets, all }()
	if !units {
		for c := 0; c < sudoku.NumCells; c++ {
			if k := v.Cands[c].Count(); v.Values[c] == 0 && k >= 2 && k <= 4 {
				from := len(all)
				for m := uint16(v.Cands[c]); m != 0; m &= m - 1 {
					all = append(all, Candidate{c, bits.TrailingZeros16(m) + 1})
				}
				sets = append(sets, all[from:len(all):len(all)])
			}
		}
		return sets
	}
	for u := 0; u < sudoku.NumUnits; u++ {
		for d := 1; d <= 9; d++ {
			pos := v.where(u, d)
			if k := bits.OnesCount16(pos); k >= 2 && k <= 4 {
				from := len(all)
				for m := pos; m != 0; m &= m - 1 {
					all = append(all, Candidate{sudoku.Units[u][bits.TrailingZeros16(m)], d})
				}
				sets = append(sets, all[from:len(all):len(all)])
			}
		}
	}
	return sets
}

// forcingRoom is the room forcingSets keeps for its sets.
type forcingRoom struct {
	sets [][]Candidate
	all  []Candidate
}

func setDigits(set []Candidate) sudoku.Mask {
	var m sudoku.Mask
	for _, c := range set {
		m |= sudoku.Bit(c.Digit)
	}
	return m
}

// unitOf returns a unit holding all the set's cells.
func unitOf(set []Candidate) int {
	for _, u := range sudoku.UnitsOf[set[0].Cell] {
		all := true
		for _, c := range set {
			if !contains(sudoku.Units[u][:], c.Cell) {
				all = false
			}
		}
		if all {
			return u
		}
	}
	return sudoku.UnitsOf[set[0].Cell][0]
}
