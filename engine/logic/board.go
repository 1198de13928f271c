// Package logic is Pictdoku's human-style solver: it applies solving
// techniques simplest first, the way a person does, and records every step
// (technique, cells, units, placements, eliminations) so that steps can be
// rated and shown as hints.
package logic

import (
	"math/bits"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Candidate is one digit in one cell.
type Candidate struct {
	Cell  int
	Digit int
}

// String writes the candidate as "r4c7=6"-style cell and digit.
func (c Candidate) String() string { return sudoku.CellName(c.Cell) + "#" + string(rune('0'+c.Digit)) }

// Board is a grid under solution: placed values and the candidates of the
// empty cells. A placed cell has no candidates (NewBoard, Place and Apply
// keep it so): the finders, and what they remember from board to board
// (view), read a digit's cells as the cells holding it as a candidate.
type Board struct {
	Values [sudoku.NumCells]int8
	Cands  [sudoku.NumCells]sudoku.Mask
}

// NewBoard places the givens of g and computes all candidates.
func NewBoard(g sudoku.Grid) *Board {
	b := &Board{Values: g}
	for c := range b.Cands {
		if g[c] == 0 {
			b.Cands[c] = sudoku.AllDigits
		}
	}
	for c, v := range g {
		if v != 0 {
			for _, p := range sudoku.Peers[c] {
				b.Cands[p] &^= sudoku.Bit(int(v))
			}
		}
	}
	return b
}

// Grid returns the placed values.
func (b *Board) Grid() sudoku.Grid { return b.Values }

// Place puts digit d in cell c and removes d from the peers' candidates.
func (b *Board) Place(c, d int) { b.place(c, d, nil) }

// place is Place, keeping t up to date unless t is nil.
func (b *Board) place(c, d int, t *tracking) {
	old := b.Values[c]
	if t != nil {
		t.lose(c, b.Cands[c])
		t.fresh.add(c)
	}
	b.Values[c] = int8(d)
	b.Cands[c] = 0
	bit := sudoku.Bit(d)
	for _, p := range sudoku.Peers[c] {
		if b.Cands[p]&bit != 0 {
			b.Cands[p] &^= bit
			if t != nil {
				t.loseOne(p, d)
				t.fresh.add(p)
			}
		}
	}
	if t != nil {
		for _, u := range sudoku.UnitsOf[c] {
			if old != 0 { // a digit overwritten: the unit may have lost it
				_, _, t.placed[u] = b.unitCensus(u)
			}
			t.placed[u] |= bit
		}
	}
}

// tracking is what singles propagation keeps up to date as it places
// digits: the cells changed since its last scan of the cells, and for each
// unit how many places each digit has and which digits are placed, so that
// a unit's hidden singles (and digits without a place) are read off masks
// instead of its cells.
type tracking struct {
	fresh  cellSet
	places [sudoku.NumUnits][10]uint8
	placed [sudoku.NumUnits]sudoku.Mask // the digits placed in the unit
	once   [sudoku.NumUnits]sudoku.Mask // the digits with one place
	none   [sudoku.NumUnits]sudoku.Mask // the digits with no place
}

// track counts b's units for propagation, the cells in fresh to be scanned.
func (b *Board) track(fresh cellSet) *tracking {
	t := &tracking{fresh: fresh}
	for u := range sudoku.Units {
		for _, c := range sudoku.Units[u] {
			for m := uint16(b.Cands[c]); m != 0; m &= m - 1 {
				t.places[u][bits.TrailingZeros16(m)+1]++
			}
		}
		_, _, t.placed[u] = b.unitCensus(u)
		for d := 1; d <= 9; d++ {
			switch t.places[u][d] {
			case 0:
				t.none[u] |= sudoku.Bit(d)
			case 1:
				t.once[u] |= sudoku.Bit(d)
			}
		}
	}
	return t
}

// lose records that cell c lost the candidates m.
func (t *tracking) lose(c int, m sudoku.Mask) {
	for v := uint16(m); v != 0; v &= v - 1 {
		t.loseOne(c, bits.TrailingZeros16(v)+1)
	}
}

// loseOne is lose for the one digit d: a placement's peers lose a digit
// each, most of singles propagation's work.
func (t *tracking) loseOne(c, d int) {
	bit := sudoku.Bit(d)
	for _, u := range sudoku.UnitsOf[c] {
		n := &t.places[u][d]
		*n--
		switch *n {
		case 1:
			t.once[u] |= bit
		case 0:
			t.once[u] &^= bit
			t.none[u] |= bit
		}
	}
}

// Apply carries out a step's placements and eliminations.
func (b *Board) Apply(s *Step) {
	for _, e := range s.Eliminate {
		b.Cands[e.Cell] &^= sudoku.Bit(e.Digit)
	}
	for _, p := range s.Place {
		if b.Values[p.Cell] == 0 {
			b.Place(p.Cell, p.Digit)
		}
	}
}

// Solved reports whether every cell holds a digit.
func (b *Board) Solved() bool {
	for _, v := range b.Values {
		if v == 0 {
			return false
		}
	}
	return true
}

// Open returns the number of empty cells.
func (b *Board) Open() int {
	n := 0
	for _, v := range b.Values {
		if v == 0 {
			n++
		}
	}
	return n
}

// Broken reports a contradiction: an empty cell without candidates, a digit
// with no place left in a unit, or a digit placed twice in a unit.
func (b *Board) Broken() bool {
	for c, v := range b.Values {
		if v == 0 && b.Cands[c] == 0 {
			return true
		}
	}
	// Branch-free per unit: every digit placed or possible, and as many
	// distinct digits placed as cells holding one.
	for u := range sudoku.Units {
		var placed, possible sudoku.Mask
		held := 0
		for _, c := range sudoku.Units[u] {
			v := b.Values[c]
			placed |= valueBit[v]
			held += int(min(v, 1))
			possible |= b.Cands[c] & openMask[min(v, 1)]
		}
		if placed|possible != sudoku.AllDigits || bits.OnesCount16(uint16(placed)) != held {
			return true
		}
	}
	return false
}

// valueBit is sudoku.Bit of a cell's value, none for an empty cell.
var valueBit = [10]sudoku.Mask{0, 1, 2, 4, 8, 16, 32, 64, 128, 256}

// openMask keeps the candidates of an empty cell (index 0) and drops those
// of a filled one (index 1).
var openMask = [2]sudoku.Mask{sudoku.AllDigits, 0}

// where returns the positions (bit i = i-th cell of the unit) of the empty
// cells of unit u that hold candidate d.
func (b *Board) where(u, d int) uint16 {
	var m uint16
	bit := sudoku.Bit(d)
	for i, c := range sudoku.Units[u] {
		if b.Cands[c]&bit != 0 {
			m |= 1 << i
		}
	}
	return m
}

// placesTable holds b.where(u, d) for every unit u and digit d.
type placesTable [sudoku.NumUnits][10]uint16

// unitPlaces returns where(u, d) for every digit d, in one pass over u.
func (b *Board) unitPlaces(u int) (where [10]uint16) {
	for i, c := range sudoku.Units[u] {
		for m := uint16(b.Cands[c]); m != 0; m &= m - 1 {
			where[bits.TrailingZeros16(m)+1] |= 1 << i
		}
	}
	return where
}

// view is a board as the finders see it during one search for a step: the
// board, which they leave unchanged, with the places of every digit in
// every unit worked out once for all of them (where, unitPlaces, table).
// A unit's places are worked out when a finder first asks for them: most
// steps of a solve are singles, found in the first unit or two looked at,
// and working out all 27 units for each of them took a third of a solve.
//
// A solve keeps one view from board to board (forget drops what belongs
// to one board): the room of the static chains and of the forcing sets,
// and what the finders remember, each keyed on exactly what it read (the
// Nishio memo, digitMemo, unitMemo, pairMemo, the contradiction hints).
type view struct {
	*Board
	at    placesTable
	known uint32 // bit u set once at[u] is worked out

	bug       *bugPattern // the BUG pattern, once looked for (nil: none)
	bugDone   bool
	loops     []aLoop // the valid unique loops, once looked for
	loopsDone bool
	links     [10][]groupLink // each digit's strong links between groups (linksOf)
	linksDone uint16          // bit d set once links[d] is worked out
	counted   *tracking       // the board's units counted, for contradictions
	quiet     bool            // the board is consistent and has no single

	staticAt   [sudoku.NumCells * 9]int32 // 1 + index in statics of a candidate's static chain, or 0
	statics    []*staticChain             // room for the static chains, kept from board to board, pooled from solve to solve
	staticUsed int                        // the entries of statics in use

	forcingRoom [2]forcingRoom // forcingSets' room for cells and units, kept from board to board

	with      [10]cellSet // the empty cells with each digit as a candidate (cellsWith)
	withKnown bool

	// quietOn is, for each finder that looks at one digit at a time, the
	// digits it found nothing on, kept from board to board (digitMemo).
	quietOn [numDigitMemos]digitMemo
	// quietPairs is the pairs of digits with no unique loop, kept from
	// board to board (pairMemo).
	quietPairs pairMemo
	// quietUnits is, for the naked subsets of 2 to 4 cells and then the
	// hidden ones, the units they found nothing in (unitMemo).
	quietUnits [6]unitMemo

	offs     [sudoku.NumCells * 9]onWhenOff // static implications of each candidate off (offImplications)
	offKnown bool

	nishio [10]nishioMemo // each digit's Nishio chains, kept from board to board
	// contradictionHints are the candidates whose contradictions were the
	// shortest on the board before, kept from board to board: tried
	// first, they bound the others' trials (contradictions).
	contradictionHints []Candidate
}

func newView(b *Board) *view { return &view{Board: b} }

// forget drops the places worked out, after the board changed.
func (v *view) forget() {
	links, statics, sets := v.links, v.statics, v.forcingRoom        // their room is kept for reuse
	nishio, quietOn, quietPairs := v.nishio, v.quietOn, v.quietPairs // still true of what the step left alone
	quietUnits, hints := v.quietUnits, v.contradictionHints
	*v = view{Board: v.Board, links: links, statics: statics, forcingRoom: sets, nishio: nishio, quietOn: quietOn, quietPairs: quietPairs,
		quietUnits: quietUnits, contradictionHints: hints}
}

func (v *view) where(u, d int) uint16 { return v.unitPlaces(u)[d] }

// cellsWith returns the empty cells holding each digit as a candidate,
// worked out once per board.
func (v *view) cellsWith() *[10]cellSet {
	if !v.withKnown {
		v.withKnown = true
		for x, m := range v.Cands {
			if v.Values[x] == 0 {
				for m := uint16(m); m != 0; m &= m - 1 {
					v.with[bits.TrailingZeros16(m)+1].add(x)
				}
			}
		}
	}
	return &v.with
}

// digitMemo serves a finder that looks at one digit at a time and reads
// nothing but the cells holding it (fish, strong links, grouped turbot
// fish): it remembers the digits the finder found nothing on, with
// their cells. On a later board where a digit's cells are the same, the
// finder would find nothing again, and skips it. A step changes the cells
// of one digit or a few, so most digits are skipped in the hard part of a
// solve, where every finder runs at every step.
type digitMemo struct {
	nothing uint16 // bit d: the finder found nothing on digit d's cells[d]
	cells   [10]cellSet
}

// skip reports whether the finder found nothing on digit d's cells before.
func (m *digitMemo) skip(d int, cells cellSet) bool {
	return m.nothing&(1<<d) != 0 && m.cells[d] == cells
}

// record notes whether the finder found anything on digit d's cells.
func (m *digitMemo) record(d int, cells cellSet, found bool) {
	if found {
		m.nothing &^= 1 << d
		return
	}
	m.nothing |= 1 << d
	m.cells[d] = cells
}

// unitMemo serves a finder that looks at one unit at a time and reads
// nothing but its cells' candidates (the naked and hidden subsets): it
// remembers the units the finder found nothing in, with their cells'
// candidates, and the finder skips a unit while they stay the same.
type unitMemo struct {
	nothing uint32 // bit u: the finder found nothing in unit u with cands[u]
	cands   [sudoku.NumUnits][9]sudoku.Mask
}

// skip reports whether the finder found nothing in unit u of b before.
func (m *unitMemo) skip(b *Board, u int) bool {
	if m.nothing&(1<<u) == 0 {
		return false
	}
	for i, c := range sudoku.Units[u] {
		if b.Cands[c] != m.cands[u][i] {
			return false
		}
	}
	return true
}

// record notes whether the finder found anything in unit u of b.
func (m *unitMemo) record(b *Board, u int, found bool) {
	if found {
		m.nothing &^= 1 << u
		return
	}
	m.nothing |= 1 << u
	for i, c := range sudoku.Units[u] {
		m.cands[u][i] = b.Cands[c]
	}
}

// The finders served by a digitMemo: fish by size (2 to 4) and finned or
// not, the grouped strong links, grouped turbot fish, and the patterns of
// two strong links (Skyscraper, 2-String Kite, Turbot Fish).
const (
	fishMemo          = 0 // + (n-2)*2 + 1 if finned
	groupedLinksMemo  = 6
	groupedTurbotMemo = 7
	singleDigitMemo   = 8
	numDigitMemos     = 9
)

func (v *view) unitPlaces(u int) [10]uint16 {
	if v.known&(1<<u) == 0 {
		v.at[u] = v.Board.unitPlaces(u)
		v.known |= 1 << u
	}
	return v.at[u]
}

// table returns the places of every digit in every unit, for the finders
// that read most of them.
func (v *view) table() *placesTable {
	if v.known != 1<<sudoku.NumUnits-1 {
		for u := range sudoku.Units {
			v.unitPlaces(u)
		}
	}
	return &v.at
}

// unitCensus sums up unit u in one pass: the digits that are a candidate in
// exactly one of its cells, those in two or more, and those placed in it.
// once has bit d-1 set exactly when where(u, d) has one bit.
func (b *Board) unitCensus(u int) (once, more, placed sudoku.Mask) {
	var seen sudoku.Mask
	for _, c := range sudoku.Units[u] {
		m := b.Cands[c]
		more |= seen & m
		seen |= m
		if v := b.Values[c]; v != 0 {
			placed |= sudoku.Bit(int(v))
		}
	}
	return seen &^ more, more, placed
}

// has reports whether cell c holds candidate d.
func (b *Board) has(c, d int) bool { return b.Cands[c]&sudoku.Bit(d) != 0 }

// cellsOf returns the cells of unit u selected by the position mask.
func cellsOf(u int, pos uint16) []int {
	var cells []int
	for i := 0; i < 9; i++ {
		if pos&(1<<i) != 0 {
			cells = append(cells, sudoku.Units[u][i])
		}
	}
	return cells
}

// commonPeers returns the cells that see every one of cells.
func commonPeers(cells ...int) []int {
	var out []int
	for s := seenByAll(cells...); !s.empty(); {
		out = append(out, s.pop())
	}
	return out
}

// eliminateSeeing lists candidate d in the cells that see all of cells.
func (b *Board) eliminateSeeing(d int, cells ...int) []Candidate {
	var out []Candidate
	bit := sudoku.Bit(d)
	for s := seenByAll(cells...); !s.empty(); {
		if c := s.pop(); b.Cands[c]&bit != 0 {
			out = append(out, Candidate{c, d})
		}
	}
	return out
}

// Replay returns the board the solver stood on after the first n steps of
// a path it took from grid g: the givens, every digit the steps placed and
// the candidates they left. Replay(g, steps, 0) is NewBoard(g); a solution
// path window shows Replay(g, steps, i) beside step i, which is the grid
// with candidates as they are just before that step, so the step can be
// followed by eye. n is clamped to the path's length.
func Replay(g sudoku.Grid, steps []Step, n int) *Board {
	b := NewBoard(g)
	for i := 0; i < n && i < len(steps); i++ {
		b.Apply(&steps[i])
	}
	return b
}
