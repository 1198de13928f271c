// Package exact is Pictdoku's fast exact Sudoku solver. It counts solutions
// up to a limit and returns them, and is what every uniqueness check uses.
//
// The board is kept as bitboards: for each digit and each band of three rows,
// a 27-bit mask of the cells where the digit may still go (bit row*9+column
// within the band). Propagation works a digit-band at a time: the digit must
// take exactly one cell in each of the band's three rows and three boxes, so
// only (row, box) pairs that belong to some row-to-box permutation survive
// (this covers hidden singles in boxes, pointing and claiming within the
// band); a row left with one cell is a placement, which clears the cell for
// the other digits (done without a branch: whether a pass places anything
// is too hard for the CPU to predict, and the branch-free form is 15-20%
// faster on top1465), and a box whose cells for the digit share one column
// takes that column from the other bands. Only the digit-bands that changed
// since the last pass are worked again. Naked singles come from
// counting digits per cell with bitwise adders. When stuck, the solver
// guesses on a two-candidate cell (the one with the most open peers), else
// a three-candidate cell, copying its 240-byte state.
//
// The functions are safe for concurrent use: all state lives on the stack.
package exact

import (
	"math/bits"
	"math/rand/v2"
	"unsafe"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

const bandMask = 1<<27 - 1

var (
	// rowBoxes maps a 9-bit row to the 3-bit set of boxes it touches.
	rowBoxes [512]uint32
	// permMask maps a 9-bit row-by-box occupancy (bit row*3+box) to the
	// cells of the band whose (row, box) pair lies on a full permutation.
	permMask [512]uint32
	// colMask is the three cells of column c within a band.
	colMask [9]uint32
	// oneOrNone is 1 for a 9-bit row with at most one bit set.
	oneOrNone [512]uint32
	// rowsMask spreads a 3-bit set of rows to their 27 cells.
	rowsMask [8]uint32
	// boxMask is the nine cells of box k within a band.
	boxMask = [3]uint32{0x7 * 0x40201, 0x38 * 0x40201, 0x1C0 * 0x40201}
	// lockedCols maps a band's 9-bit column occupancy to the columns of
	// the boxes where the digit is down to one column, spread over the
	// band's three rows: the other two bands cannot use those columns.
	lockedCols [512]uint32
)

func init() {
	for r := 0; r < 512; r++ {
		for k := 0; k < 3; k++ {
			if r>>(3*k)&7 != 0 {
				rowBoxes[r] |= 1 << k
			}
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for shape := 0; shape < 512; shape++ {
		var m uint32
		for _, p := range perms {
			ok := true
			for r := 0; r < 3; r++ {
				if shape>>(r*3+p[r])&1 == 0 {
					ok = false
				}
			}
			if ok {
				for r := 0; r < 3; r++ {
					m |= 7 << (r*9 + p[r]*3)
				}
			}
		}
		permMask[shape] = m
	}
	for r := 0; r < 512; r++ {
		if r&(r-1) == 0 {
			oneOrNone[r] = 1
		}
	}
	for r := 0; r < 8; r++ {
		for k := 0; k < 3; k++ {
			if r>>k&1 != 0 {
				rowsMask[r] |= 0x1FF << (9 * k)
			}
		}
	}
	for c := 0; c < 9; c++ {
		colMask[c] = 1<<c | 1<<(c+9) | 1<<(c+18)
	}
	for cols := 0; cols < 512; cols++ {
		var m uint32
		for k := 0; k < 3; k++ {
			if g := uint32(cols>>(3*k)) & 7; g&(g-1) == 0 {
				m |= g << (3 * k)
			}
		}
		lockedCols[cols] = m | m<<9 | m<<18
	}
}

// state is the whole board during a search.
type state struct {
	_     [0]uint64  // align f and prev for changed's 64-bit reads
	f     [28]uint32 // f[d*3+b]: cells of band b where digit d+1 may go; f[27] is always 0
	prev  [28]uint32 // f as last propagated
	cells [3]uint32  // unsolved cells per band
	rows  [3]uint32  // rows not yet solved per band: bit d*3+r
}

func newState() state {
	var s state
	for i := range 27 {
		s.f[i] = bandMask
	}
	s.cells = [3]uint32{bandMask, bandMask, bandMask}
	s.rows = [3]uint32{bandMask, bandMask, bandMask}
	return s
}

// assign restricts digit d (0-based) in band b to cell bit within its row
// and removes the cell from every other digit. Propagation finishes the job.
func (s *state) assign(d, b int, bit uint32) {
	row := uint32(0x1FF) << (bits.TrailingZeros32(bit) / 9 * 9)
	own := s.f[d*3+b] & (^row | bit)
	for o := b; o < 27; o += 3 {
		s.f[o] &^= bit
	}
	s.f[d*3+b] = own
}

// propagate applies the band rules and singles until nothing changes.
// It returns false on a contradiction.
func (s *state) propagate() bool {
	for {
		for dirty := s.changed(); dirty != 0; dirty = s.changed() {
			for ; dirty != 0; dirty &= dirty - 1 {
				i := uint(bits.TrailingZeros32(dirty))
				f := s.f[i]
				f &= permMask[(rowBoxes[f&0x1FF]|rowBoxes[f>>9&0x1FF]<<3|rowBoxes[f>>18&0x1FF]<<6)&0x1FF]
				if f == 0 {
					return false
				}
				d, b := i/3, i%3
				lone := oneOrNone[f&0x1FF] | oneOrNone[f>>9&0x1FF]<<1 | oneOrNone[f>>18&0x1FF]<<2
				// Rows of this digit-band down to one cell are placements;
				// done without a branch, as the outcome is hard to predict,
				// and unrolled (measured faster than the loop in every pair).
				solved := lone & (s.rows[b] >> (d * 3)) & 7
				cells := f & rowsMask[solved]
				s.rows[b] &^= solved << (d * 3)
				s.cells[b] &^= cells
				keep := ^cells
				s.f[b] &= keep
				s.f[b+3] &= keep
				s.f[b+6] &= keep
				s.f[b+9] &= keep
				s.f[b+12] &= keep
				s.f[b+15] &= keep
				s.f[b+18] &= keep
				s.f[b+21] &= keep
				s.f[b+24] &= keep
				// A box of the band where the digit is down to one column
				// (which includes every placed cell) takes that column from
				// the other bands; the band's own cells are restored below.
				lock := lockedCols[(f|f>>9|f>>18)&0x1FF]
				s.f[d*3] &^= lock
				s.f[d*3+1] &^= lock
				s.f[d*3+2] &^= lock
				s.f[i] = f
				s.prev[i] = f
			}
		}
		placed := false
		for b := 0; b < 3; b++ {
			u := s.cells[b]
			if u == 0 {
				continue
			}
			var once, twice uint32
			for d := b; d < 27; d += 3 {
				x := s.f[d]
				twice |= once & x
				once |= x
			}
			if u&^once != 0 {
				return false // a cell with no candidate left
			}
			for single := u &^ twice; single != 0; single &= single - 1 {
				bit := single & -single
				for d := 0; d < 9; d++ {
					if s.f[d*3+b]&bit != 0 {
						s.assign(d, b, bit)
						break
					}
				}
				placed = true
			}
		}
		if placed {
			continue
		}
		switch s.columnSingles() {
		case -1:
			return false
		case 0:
			return true
		}
	}
}

// lowShift and highShift move the changes of f[2k] and f[2k+1] from bits 2k
// and 32+2k of changed's 64-bit words to bits 2k and 2k+1: f[2k] is the
// low half of its word on little-endian machines, the high half otherwise.
var lowShift, highShift = func() (uint, uint) {
	var w = [2]uint32{1, 0}
	if *(*uint64)(unsafe.Pointer(&w)) == 1 {
		return 0, 1
	}
	return 1, 0
}()

// changed returns the digit-bands whose cells changed since they were last
// propagated, bit i for f[i]. It reads f and prev two words at a time: the
// cell masks have 27 bits, so adding 2^31-1 to a nonzero 32-bit difference
// sets its top bit without carrying into the next one.
func (s *state) changed() uint32 {
	f := (*[14]uint64)(unsafe.Pointer(&s.f))
	p := (*[14]uint64)(unsafe.Pointer(&s.prev))
	const add, top = 0x7FFFFFFF7FFFFFFF, 0x8000000080000000
	a := (f[0]^p[0]+add)&top>>31 | (f[1]^p[1]+add)&top>>29 | (f[2]^p[2]+add)&top>>27 |
		(f[3]^p[3]+add)&top>>25 | (f[4]^p[4]+add)&top>>23 | (f[5]^p[5]+add)&top>>21 |
		(f[6]^p[6]+add)&top>>19
	b := (f[7]^p[7]+add)&top>>17 | (f[8]^p[8]+add)&top>>15 | (f[9]^p[9]+add)&top>>13 |
		(f[10]^p[10]+add)&top>>11 | (f[11]^p[11]+add)&top>>9 | (f[12]^p[12]+add)&top>>7 |
		(f[13]^p[13]+add)&top>>5
	m := a | b
	return uint32(m)<<lowShift | uint32(m>>32)<<highShift
}

// columnSingles places every digit that has one cell left in a column. It
// returns -1 when some column has no cell left for a digit, else the number
// of placements.
func (s *state) columnSingles() int {
	placed := 0
	open := s.rows[0] | s.rows[1] | s.rows[2]
	for d := 0; d < 9; d++ {
		if open>>(d*3)&7 == 0 {
			continue // digit placed everywhere
		}
		var once, twice, done uint32
		for b := 0; b < 3; b++ {
			f := s.f[d*3+b]
			r0, r1, r2 := f&0x1FF, f>>9&0x1FF, f>>18
			o := r0 | r1 | r2
			twice |= once&o | r0&r1 | r0&r2 | r1&r2
			once |= o
			p := f &^ s.cells[b]
			done |= p | p>>9 | p>>18
		}
		if once != 0x1FF {
			return -1
		}
		for single := once &^ twice &^ done & 0x1FF; single != 0; single &= single - 1 {
			c := bits.TrailingZeros32(single)
			for b := 0; b < 3; b++ {
				if bit := s.f[d*3+b] & colMask[c]; bit != 0 {
					s.assign(d, b, bit)
					placed++
					break
				}
			}
		}
	}
	return placed
}

// solved reports whether every cell has been placed.
func (s *state) solved() bool { return s.cells[0]|s.cells[1]|s.cells[2] == 0 }

// grid writes a solved state out as a grid.
func (s *state) grid() sudoku.Grid {
	var g sudoku.Grid
	for i, f := range s.f {
		d, b := i/3, i%3
		for ; f != 0; f &= f - 1 {
			p := bits.TrailingZeros32(f)
			g[b*27+p] = int8(d + 1)
		}
	}
	return g
}

// pickCell chooses the cell to guess on and returns its band, bit and
// candidate digits: of the two-candidate cells, the one with the most
// unsolved peers, whose guess settles the most (26 nodes per top1465
// puzzle instead of 34); failing that the first three-candidate cell, else
// the first unsolved cell.
func (s *state) pickCell() (b int, bit uint32, cands uint32) {
	bestScore := -1
	var triple, tripleBand, anyCell, anyBand uint32
	for bb := 0; bb < 3; bb++ {
		u := s.cells[bb]
		if u == 0 {
			continue
		}
		var once, twice, thrice, four uint32
		for d := 0; d < 9; d++ {
			x := s.f[d*3+bb]
			four |= thrice & x
			thrice |= twice & x
			twice |= once & x
			once |= x
		}
		for pair := u & twice &^ thrice; pair != 0; pair &= pair - 1 {
			p := bits.TrailingZeros32(pair)
			r, c := p/9, p%9
			col := colMask[c]
			score := bits.OnesCount32(u>>(r*9)&0x1FF) + bits.OnesCount32(u&boxMask[c/3]) +
				bits.OnesCount32(s.cells[0]&col) + bits.OnesCount32(s.cells[1]&col) + bits.OnesCount32(s.cells[2]&col)
			if score > bestScore {
				b, bit, bestScore = bb, 1<<p, score
			}
		}
		if t := u & thrice &^ four; triple == 0 && t != 0 {
			triple, tripleBand = t&-t, uint32(bb)
		}
		if anyCell == 0 {
			anyCell, anyBand = u&-u, uint32(bb)
		}
	}
	switch {
	case bestScore >= 0:
	case triple != 0:
		b, bit = int(tripleBand), triple
	default:
		b, bit = int(anyBand), anyCell
	}
	for d := 0; d < 9; d++ {
		if s.f[d*3+b]&bit != 0 {
			cands |= 1 << d
		}
	}
	return b, bit, cands
}

// searcher carries the limit and results of one search.
type searcher struct {
	limit int
	count int
	out   []sudoku.Grid
	keep  int
	rng   *rand.Rand
}

// search explores s and reports whether the limit has been reached.

func (x *searcher) search(s state) bool {

	if !s.propagate() {
		return false
	}
	if s.solved() {
		if len(x.out) < x.keep {
			x.out = append(x.out, s.grid())
		}
		x.count++
		return x.count >= x.limit
	}
	b, bit, cands := s.pickCell()
	if x.rng != nil {
		var order [9]int
		n := 0
		for c := cands; c != 0; c &= c - 1 {
			order[n] = bits.TrailingZeros32(c)
			n++
		}
		for i := n - 1; i > 0; i-- {
			j := x.rng.IntN(i + 1)
			order[i], order[j] = order[j], order[i]
		}
		for _, d := range order[:n] {
			next := s
			next.assign(d, b, bit)
			if x.search(next) {
				return true
			}
		}
		return false
	}
	for ; cands != 0; cands &= cands - 1 {
		d := bits.TrailingZeros32(cands)
		if cands&(cands-1) == 0 {
			// Last candidate: no copy needed.
			s.assign(d, b, bit)
			return x.search(s)
		}
		next := s
		next.assign(d, b, bit)
		if x.search(next) {
			return true
		}
		s.f[d*3+b] &^= bit
	}
	return false
}

// load puts the givens of g on a fresh state.
func load(g *sudoku.Grid) state {
	s := newState()
	for c, v := range g {
		if v != 0 {
			s.assign(int(v)-1, c/27, 1<<(c%27))
		}
	}
	return s
}

// Basics applies propagation alone to g, without a guess: hidden and naked
// singles, pointing and claiming (see the package doc), the steps a person
// takes first. It returns the digits placed and the candidates left in the
// empty cells, and whether that solved g; ok is false on a contradiction.
// A grid it solves needs nothing harder of a person.
func Basics(g *sudoku.Grid) (values sudoku.Grid, cands [81]sudoku.Mask, solved, ok bool) {
	s := load(g)
	if !s.propagate() {
		return values, cands, false, false
	}
	for i, f := range s.f[:27] {
		d, b := i/3, i%3
		for ; f != 0; f &= f - 1 {
			c := b*27 + bits.TrailingZeros32(f)
			cands[c] |= sudoku.Bit(d + 1)
		}
	}
	for c := range cands {
		if s.cells[c/27]&(1<<(c%27)) == 0 { // solved: one digit left
			values[c] = int8(bits.TrailingZeros16(uint16(cands[c])) + 1)
			cands[c] = 0
		}
	}
	return values, cands, s.solved(), true
}

// Count returns the number of solutions of g, stopping once limit is reached.
func Count(g *sudoku.Grid, limit int) int {
	if limit <= 0 {
		return 0
	}
	x := searcher{limit: limit}
	x.search(load(g))
	return x.count
}

// Solutions returns up to limit solutions of g, in a fixed order.
func Solutions(g *sudoku.Grid, limit int) []sudoku.Grid {
	_, out := CountKeep(g, limit, limit)
	return out
}

// CountKeep counts the solutions of g up to limit, as Count does, and
// returns the first keep of them, in the order Solutions gives: one
// search for both.
func CountKeep(g *sudoku.Grid, limit, keep int) (int, []sudoku.Grid) {
	if limit <= 0 {
		return 0, nil
	}
	x := searcher{limit: limit, keep: keep}
	x.search(load(g))
	return x.count, x.out
}

// Solve returns the first solution of g and the number of solutions found
// up to two: 0 means none, 1 a unique solution, 2 more than one.
func Solve(g *sudoku.Grid) (sudoku.Grid, int) {
	x := searcher{limit: 2, keep: 1}
	x.search(load(g))
	if x.count == 0 {
		return sudoku.Grid{}, 0
	}
	return x.out[0], x.count
}

// First returns the first solution of g, if any, without checking uniqueness.
func First(g *sudoku.Grid) (sudoku.Grid, bool) {
	x := searcher{limit: 1, keep: 1}
	x.search(load(g))
	if x.count == 0 {
		return sudoku.Grid{}, false
	}
	return x.out[0], true
}

// Random returns a solution of g drawn by guessing digits in random order
// (every solution is reachable; the draw is not exactly uniform).
func Random(g *sudoku.Grid, rng *rand.Rand) (sudoku.Grid, bool) {
	x := searcher{limit: 1, keep: 1, rng: rng}
	x.search(load(g))
	if x.count == 0 {
		return sudoku.Grid{}, false
	}
	return x.out[0], true
}

// Probe walks one random path down the solver's search tree, choosing a
// random digit at each guess, and returns the product of the branching
// factors it met, or 0 at a dead end: Knuth's (1975) estimator, whose mean
// over many probes is the number of solutions.
func Probe(g *sudoku.Grid, rng *rand.Rand) float64 {
	s := load(g)
	weight := 1.0
	for {
		if !s.propagate() {
			return 0
		}
		if s.solved() {
			return weight
		}
		b, bit, cands := s.pickCell()
		n := bits.OnesCount32(cands)
		k := rng.IntN(n)
		for ; k > 0; k-- {
			cands &= cands - 1
		}
		s.assign(bits.TrailingZeros32(cands), b, bit)
		weight *= float64(n)
	}
}
