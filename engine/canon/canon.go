// Package canon tells whether two Sudoku puzzles are the same puzzle in
// disguise. Six kinds of move turn a puzzle into another that a solver cannot
// tell apart from it: relabelling the digits, swapping rows within a band,
// swapping bands, swapping columns within a stack, swapping stacks, and
// transposing (mirroring in the main diagonal). Together they make every
// rotation and mirror image too: a quarter turn is a transposition followed
// by reversing the column order. The moves make a group of
// 9! x 2 x 6^8 = 1,218,998,108,160 transformations; two puzzles are
// equivalent when one of them takes the first to the second.
//
// Form returns the canonical form of a puzzle: of all the puzzles
// equivalent to it, the one whose 81 cells, read row by row as a string
// with 0 for an empty cell, are least ("minlex", the form other Sudoku
// tools print). Two puzzles are equivalent exactly when their forms are
// equal, since equivalent puzzles have the same set of equivalents, and so
// the same least one. The digits of the least string are always numbered
// in order of first appearance (the first digit read is 1, the next new
// one 2, and so on): any other numbering of the same arrangement is
// greater. So the search only chooses the arrangement, a transposition
// and the row and column orders, and numbers the digits as it reads.
//
// Trying all 2 x 6^8 = 3,359,232 arrangements takes a fifth of a second
// a puzzle. The search instead builds the form a row at a time. For the
// first row it tries each of the 9 rows of the puzzle and of its
// transpose, under every column order that keeps the stacks whole, and
// keeps only the arrangements that give the least row; for each next row
// it tries the rows the bands allow (the rest of the band, or any row of a
// band not taken) and again keeps only the ties for the least. A later row
// never makes up for a greater earlier one, so everything dropped could
// only give a greater string, and what is kept at the end gives the least.
//
// Column orders are not tried one by one: a column empty in every row read
// so far reads the same wherever it goes, so its place stays open (an
// empty cell is less than any digit, so such columns come first in their
// stack, and whole empty stacks first of all). A row read later settles
// the open columns it has a clue in, trying their orders, and leaves its
// empty ones open. Arrangements that differ only in the order of empty
// rows are merged. A book's puzzle takes about 20 µs, a book of 1000 is
// checked in 20 ms (BenchmarkRepeats1000).
//
// Form works for any grid, valid or not (digits may repeat in a unit), but
// it is meant for grids without clashes, the only ones sudoku.Parse lets
// through (the most symmetric full grid takes under 10 ms): in a grid with
// clashes every row can read alike ("123456789" nine times), so every
// arrangement ties, and the form takes seconds.
package canon

import (
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Transform is one of the moves that keep a puzzle the same puzzle: cell
// (i, j) of the result is cell (Rows[i], Cols[j]) of the puzzle, or of its
// transpose when Transpose is set, with digit d written as Digits[d].
// Rows keeps each band's rows together (and Cols each stack's columns),
// and Digits is a permutation of 1..9 with Digits[0] = 0.
type Transform struct {
	Transpose  bool
	Rows, Cols [9]int8
	Digits     [10]int8
}

// Apply returns the puzzle t makes of p.
func (t Transform) Apply(p sudoku.Grid) sudoku.Grid {
	if t.Transpose {
		p = transpose(p)
	}
	var q sudoku.Grid
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			q[i*9+j] = t.Digits[p[int(t.Rows[i])*9+int(t.Cols[j])]]
		}
	}
	return q
}

// Valid reports whether t is one of the moves: its row and column orders
// keep bands and stacks whole and its digits are a permutation.
func (t Transform) Valid() bool {
	ok := func(order [9]int8) bool {
		seen := 0
		for k, v := range order {
			if v < 0 || v > 8 || int(v)/3 != int(order[k/3*3])/3 {
				return false
			}
			seen |= 1 << v
		}
		return seen == 1<<9-1
	}
	seen := 0
	for _, d := range t.Digits[1:] {
		if d < 1 || d > 9 {
			return false
		}
		seen |= 1 << d
	}
	return t.Digits[0] == 0 && seen == 1<<10-2 && ok(t.Rows) && ok(t.Cols)
}

// transpose mirrors p in its main diagonal.
func transpose(p sudoku.Grid) sudoku.Grid {
	var q sudoku.Grid
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			q[j*9+i] = p[i*9+j]
		}
	}
	return q
}

// open marks a place of the column order not settled yet.
const open = -1

// arrangement is a partly built form: the transposition, the rows taken
// so far, the column order as far as it is settled, and the digits
// numbered so far.
type arrangement struct {
	t     int8     // 1: the transpose
	n     int8     // rows taken
	bands uint8    // bands taken
	band  int8     // the band of the last row taken
	rows  uint8    // rows taken within that band
	next  int8     // the next digit number
	order [9]int8  // the rows taken, in order
	cols  [9]int8  // the column at each place, or open
	label [10]int8 // the number given each digit read, 0 if none
}

// key identifies what an arrangement can still become: two that share it
// have the same futures. The order of the rows taken is left out: it
// matters for the transformation, not for the form.
func (a *arrangement) key() [2]uint64 {
	k := [2]uint64{uint64(a.t) | uint64(a.bands)<<1 | uint64(a.band)<<4 | uint64(a.rows)<<6}
	for i, c := range a.cols {
		k[0] |= uint64(c&15) << (9 + 4*i)
	}
	for d := 1; d <= 9; d++ {
		k[1] |= uint64(a.label[d]) << (4 * (d - 1))
	}
	return k
}

// search holds the best row of the current step and the arrangements
// that give it.
type search struct {
	grids [2]*sudoku.Grid
	best  [9]int8
	kept  []arrangement
}

// extend tries every row that may follow a's: the rest of its band, or
// any row of a band not taken.
func (s *search) extend(a *arrangement) {
	for r := 0; r < 9; r++ {
		if a.n%3 == 0 {
			if a.bands&(1<<(r/3)) != 0 {
				continue
			}
		} else if int8(r/3) != a.band || a.rows&(1<<(r%3)) != 0 {
			continue
		}
		row := (*[9]int8)(s.grids[a.t][r*9 : r*9+9])
		s.read(a, r, row, reading{cols: a.cols, label: a.label, next: a.next})
	}
}

// reading is the state of reading one row under an arrangement: the
// places filled, the column order as it settles, the digits numbered,
// the stacks still to place in the open places, and the columns of the
// current stack still to place.
type reading struct {
	i       int
	cols    [9]int8
	label   [10]int8
	next    int8
	todo    uint8 // stacks
	pending uint16
}

// read reads row r (its cells row) of a's grid from place st.i on,
// trying every column order a leaves open, and keeps each arrangement
// whose row is no greater than the best, dropping a partial one as soon
// as it reads greater.
//
// The open places are a prefix of the stacks (the stacks with no clue in
// the rows read) and, within the other stacks, a prefix of the stack
// (the columns with no clue in the rows read): an empty cell is less than
// any digit. Reading a row keeps that so: an open column empty in this
// row stays open, and its place comes first; the others are tried in
// every order, and settle.
func (s *search) read(a *arrangement, r int, row *[9]int8, st reading) {
	i := st.i
	switch {
	case i == 9:
		s.keep(a, r, &st)
		return
	case st.pending != 0:
		for c := 0; c < 9; c++ {
			if st.pending&(1<<c) == 0 {
				continue
			}
			t := st
			t.pending &^= 1 << c
			t.cols[i] = int8(c)
			if s.digit(row[c], &t) {
				s.read(a, r, row, t)
			}
		}
		return
	case i%3 == 0 && st.todo != 0:
		todo := st.todo
		for k := 0; k < 3; k++ {
			if todo&(1<<k) != 0 {
				st.todo = todo &^ (1 << k)
				s.openStack(a, r, row, st, k)
			}
		}
		return
	case i == 0 && a.cols[2] == open:
		// The open stacks: those without a clue in this row stay open
		// and come first; the others are placed in every order.
		var taken uint8
		for _, c := range a.cols {
			if c != open {
				taken |= 1 << (c / 3)
			}
		}
		for k := 0; k < 3; k++ {
			if taken&(1<<k) != 0 {
				continue
			}
			if row[3*k] == 0 && row[3*k+1] == 0 && row[3*k+2] == 0 {
				st.i += 3
			} else {
				st.todo |= 1 << k
			}
		}
		s.zeros(i, st.i)
		s.read(a, r, row, st)
		return
	case i%3 == 0 && st.cols[i] == open:
		// A settled stack with open columns (the prefix of places
		// before its first settled column).
		k := int(st.cols[i+1]) / 3
		if st.cols[i+1] == open {
			k = int(st.cols[i+2]) / 3
		}
		for c := 3 * k; c < 3*k+3; c++ {
			if c != int(st.cols[i+1]) && c != int(st.cols[i+2]) {
				st.pending |= 1 << c
			}
		}
		s.openColumns(a, r, row, st)
		return
	}
	if s.digit(row[st.cols[i]], &st) {
		s.read(a, r, row, st)
	}
}

// openStack places stack k at the open stack starting at place st.i.
func (s *search) openStack(a *arrangement, r int, row *[9]int8, st reading, k int) {
	st.pending = 7 << (3 * k)
	s.openColumns(a, r, row, st)
}

// openColumns fills the places from st.i with the pending columns of a
// stack: those empty in this row first, staying open, then the others in
// every order.
func (s *search) openColumns(a *arrangement, r int, row *[9]int8, st reading) {
	from := st.i
	for c := 0; c < 9; c++ {
		if st.pending&(1<<c) != 0 && row[c] == 0 {
			st.pending &^= 1 << c
			st.cols[st.i] = open
			st.i++
		}
	}
	s.zeros(from, st.i)
	s.read(a, r, row, st)
}

// zeros reads empty cells into places from to to.
func (s *search) zeros(from, to int) {
	for i := from; i < to; i++ {
		if s.best[i] != 0 {
			s.lower(i, 0)
		}
	}
}

// digit reads cell value v into place st.i, numbering it if new, and
// reports whether the row is still no greater than the best.
func (s *search) digit(v int8, st *reading) bool {
	if v != 0 {
		if st.label[v] == 0 {
			st.label[v] = st.next
			st.next++
		}
		v = st.label[v]
	}
	i := st.i
	st.i++
	if v > s.best[i] {
		return false
	}
	if v < s.best[i] {
		s.lower(i, v)
	}
	return true
}

// lower makes the best row's place i v: every row kept is now greater, and
// the places after i are open again.
func (s *search) lower(i int, v int8) {
	s.best[i] = v
	for k := i + 1; k < 9; k++ {
		s.best[k] = 10
	}
	s.kept = s.kept[:0]
}

// keep keeps a with row r taken as st read it.
func (s *search) keep(a *arrangement, r int, st *reading) {
	b := *a
	b.label, b.next, b.cols = st.label, st.next, st.cols
	b.order[b.n] = int8(r)
	b.n++
	if a.n%3 == 0 {
		b.band, b.rows = int8(r/3), 0
		b.bands |= 1 << (r / 3)
	}
	b.rows |= 1 << (r % 3)
	s.kept = append(s.kept, b)
}

// Form returns p's canonical form: the least of the puzzles equivalent to
// p, read row by row (see the package comment). Equivalent puzzles, and
// only they, have equal forms.
func Form(p sudoku.Grid) sudoku.Grid {
	f, _ := Of(p)
	return f
}

// Of returns p's canonical form and a transformation that takes p to it.
func Of(p sudoku.Grid) (sudoku.Grid, Transform) {
	tp := transpose(p)
	s := search{grids: [2]*sudoku.Grid{&p, &tp}}
	allOpen := [9]int8{open, open, open, open, open, open, open, open, open}
	level := []arrangement{{t: 0, cols: allOpen, next: 1}, {t: 1, cols: allOpen, next: 1}}
	var form sudoku.Grid
	for step := 0; step < 9; step++ {
		s.best = [9]int8{10, 10, 10, 10, 10, 10, 10, 10, 10}
		s.kept = make([]arrangement, 0, 2*len(level))
		for i := range level {
			s.extend(&level[i])
		}
		if s.best == [9]int8{} {
			s.kept = merge(s.kept)
		}
		copy(form[step*9:], s.best[:])
		level = s.kept
	}
	return form, level[0].transform()
}

// transform settles what a left open, in increasing order: the stacks
// without a clue, the columns without a clue, the digits the puzzle lacks.
func (a arrangement) transform() Transform {
	t := Transform{Transpose: a.t == 1, Rows: a.order, Cols: a.cols}
	var used uint16
	for _, c := range a.cols {
		if c != open {
			used |= 1 << c
		}
	}
	for k := 0; k < 3; k++ {
		if a.cols[3*k+2] != open {
			continue // a settled stack: open columns come first
		}
		// A whole open stack takes the first stack not used.
		for st := 0; st < 3; st++ {
			if used&(7<<(3*st)) == 0 {
				used |= 7 << (3 * st)
				for m := 0; m < 3; m++ {
					t.Cols[3*k+m] = int8(3*st + m)
				}
				break
			}
		}
	}
	for i, c := range t.Cols {
		if c != open {
			continue
		}
		st := int(t.Cols[i/3*3+2]) / 3
		for m := 3 * st; m < 3*st+3; m++ {
			if used&(1<<m) == 0 {
				used |= 1 << m
				t.Cols[i] = int8(m)
				break
			}
		}
	}
	next := a.next
	for d := 1; d <= 9; d++ {
		if a.label[d] == 0 {
			a.label[d] = next
			next++
		}
	}
	t.Digits = a.label
	return t
}

// merge drops the arrangements whose futures an earlier one shares.
func merge(as []arrangement) []arrangement {
	seen := make(map[[2]uint64]bool, len(as))
	out := as[:0]
	for _, a := range as {
		if k := a.key(); !seen[k] {
			seen[k] = true
			out = append(out, a)
		}
	}
	return out
}

// Repeat is a puzzle of a list that repeats an earlier one: Index repeats
// Of (both 0-based), identically when Identical is set, else relabelled,
// rotated or mirrored.
type Repeat struct {
	Index, Of int
	Identical bool
}

// Message says which puzzle repeats which, numbering them from 1.
func (r Repeat) Message() text.Message {
	if r.Identical {
		return text.New("puzzle %d repeats puzzle %d", r.Index+1, r.Of+1)
	}
	return text.New("puzzle %d repeats puzzle %d (relabelled, rotated or mirrored)", r.Index+1, r.Of+1)
}

// Repeats lists the puzzles of ps that are equivalent to an earlier one,
// in order, each with the first puzzle it repeats.
func Repeats(ps []sudoku.Grid) []Repeat {
	var out []Repeat
	first := make(map[sudoku.Grid]int, len(ps))
	for i, p := range ps {
		if p.Clues() == 0 {
			continue // no puzzle (a damaged entry read as an empty grid): nothing to repeat
		}
		f := Form(p)
		if j, ok := first[f]; ok {
			out = append(out, Repeat{Index: i, Of: j, Identical: p == ps[j]})
			continue
		}
		first[f] = i
	}
	return out
}
