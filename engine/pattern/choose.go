package pattern

import (
	"math"
	"math/bits"
)

// MinPerBand is the fewest clues a band or a stack should hold. It is
// guidance, not a proof: measured on random patterns, nearly every
// pattern of 22 clues or more that found no puzzle in 10 s and had no
// impossibility proof had a band or stack with 4 clues or fewer, while
// patterns with at least 5 in each found one 97-100 % of the time.
const MinPerBand = 5

// Unit masks, so that counting the clues of a row, column, box, band or
// stack is one popcount (Choose counts them for every swap it weighs).
var rowMasks, colMasks, boxMasks, bandMasks = func() (rows, cols, boxes [9]Pattern, bands [6]Pattern) {
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		rows[r].Set(c, true)
		cols[col].Set(c, true)
		boxes[(r/3)*3+col/3].Set(c, true)
		bands[r/3].Set(c, true)
		bands[3+col/3].Set(c, true)
	}
	return
}()

// countIn returns the cells p has in mask.
func (p Pattern) countIn(mask Pattern) int {
	return bits.OnesCount64(p.lo&mask.lo) + bits.OnesCount64(p.hi&mask.hi)
}

// bandCount returns the clues in band k (0-2) or stack k (3-5).
func (p Pattern) bandCount(k int) int { return p.countIn(bandMasks[k]) }

// EmptyBoxes lists the boxes (0-8, left to right, top to bottom) that
// hold no cell of p.
func (p Pattern) EmptyBoxes() []int {
	var out []int
	for b, m := range boxMasks {
		if !p.Intersects(m) {
			out = append(out, b)
		}
	}
	return out
}

// emptyBoxes counts the boxes without a cell of p.
func (p Pattern) emptyBoxes() int {
	n := 0
	for _, m := range boxMasks {
		if !p.Intersects(m) {
			n++
		}
	}
	return n
}

// BoxCells lists the cells of box b (0-8).
func BoxCells(b int) []int { return boxMasks[b].Cells() }

// Shortfall says how far p is from the shape a pattern needs to carry a
// puzzle easily: the clues missing to bring every band and stack up to
// MinPerBand, plus one for each empty box after the first, plus 3 when a
// proof says p is impossible. 0 means no proof applies, every band and
// stack is well filled and at most one box is empty.
//
// Empty boxes count because simple shapes leave them: a plus leaves the
// four corner boxes empty, a block L four boxes of one corner, with every
// band and stack well filled. One empty box is free: rings, frames and
// hearts leave the centre box empty, and puzzles with one empty box are
// common, while each further one makes a unique puzzle rarer. Fewer than
// 17 clues never make a puzzle, so there only bands and stacks count.
// Measured on the 49 simple shapes at 24 clues (10 s each, renderings
// raced, no repair): with empty boxes not counted, 39 gave a puzzle;
// counted (and filled by Strict), 46.
func (p Pattern) Shortfall() int { return p.shortfall(MinPerBand, 1) }

// shortfall is Shortfall with least clues per band and stack and free
// empty boxes.
func (p Pattern) shortfall(least, free int) int {
	v := p.thinness(least, free)
	if p.Count() >= 17 && p.Impossible() != nil {
		v += impossibleShortfall
	}
	return v
}

// thinness is shortfall without its proof of impossibility: the clues
// missing from bands and stacks and the empty boxes beyond free. It is
// cheap, and never more than shortfall, so Choose weighs a swap by it
// first and looks for a proof only for a swap that could still win.
func (p Pattern) thinness(least, free int) int {
	v := 0
	for k := range bandNames {
		if n := p.bandCount(k); n < least {
			v += least - n
		}
	}
	if p.Count() >= 17 {
		v += max(p.emptyBoxes()-free, 0)
	}
	return v
}

// impossibleShortfall is what a proof of impossibility adds to the
// shortfall.
const impossibleShortfall = 3

// touching lists, for each cell, the up to eight cells around it.
var touching = func() (t [81][]int) {
	for c := range t {
		r, col := c/9, c%9
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				if rr, cc := r+dr, col+dc; (dr != 0 || dc != 0) && rr >= 0 && rr < 9 && cc >= 0 && cc < 9 {
					t[c] = append(t[c], rr*9+cc)
				}
			}
		}
	}
	return t
}()

// Touching returns the cells around c: its eight neighbours, fewer at the
// grid's edge.
func Touching(c int) []int { return touching[c] }

// orbitSet lists the orbits of a symmetry mode with a score each.
type orbitSet struct {
	cells [][]int
	mask  []Pattern
	score []float64
}

func orbitsScored(score [81]float64, sym Symmetry) orbitSet {
	var o orbitSet
	for c := 0; c < 81; c++ {
		orb := sym.Orbit(c)
		if minInt(orb) != c {
			continue
		}
		var s float64
		for _, x := range orb {
			s += score[x]
		}
		o.cells = append(o.cells, orb)
		o.mask = append(o.mask, FromCells(orb))
		o.score = append(o.score, s)
	}
	return o
}

// tieScore: orbits whose mean scores differ by less than this are equally
// dark for Darkest (a cell's score is its share of ink, about 1 when full).
const tieScore = 0.05

// Darkest returns the n cells of highest score, whole orbits of sym at a
// time (ranked by their mean score): the plain choice, with no regard for
// whether the pattern can carry a puzzle. Among orbits about equally dark
// (a filled shape has more full cells than there are clues) it takes the
// one that crowds the clues least (see clumping), then the higher score.
// With a symmetry mode the count may fall short of n when the orbit sizes
// cannot make it exactly.
func Darkest(score [81]float64, n int, sym Symmetry) Pattern {
	o := orbitsScored(score, sym)
	mean := func(i int) float64 { return o.score[i] / float64(len(o.cells[i])) }
	var p Pattern
	count := 0
	taken := make([]bool, len(o.cells))
	for count < n {
		top := math.Inf(-1)
		for i := range o.cells {
			if !taken[i] && count+len(o.cells[i]) <= n {
				top = max(top, mean(i))
			}
		}
		if math.IsInf(top, -1) {
			break
		}
		best, bestClump := -1, 0.0
		for i := range o.cells {
			if taken[i] || count+len(o.cells[i]) > n || mean(i) < top-tieScore {
				continue
			}
			c := p.Union(o.mask[i]).clumping(crowded)
			if best < 0 || c < bestClump-1e-9 || (c < bestClump+1e-9 && mean(i) > mean(best)) {
				best, bestClump = i, c
			}
		}
		taken[best] = true
		p = p.Union(o.mask[best])
		count += len(o.cells[best])
	}
	return p
}

// shortfallWeight makes one missing clue cost more than any cell's score
// can gain (scores are shares of a cell, at most about 1).
const shortfallWeight = 10

// Strictness says how hard Choose pushes a pattern toward the shape that
// carries puzzles, at the cost of likeness.
type Strictness int

const (
	// Least asks for MinPerBand clues in every band and stack and for no
	// proof of impossibility, nothing about crowding: the fewest changes.
	Least Strictness = iota
	// Loose asks for MinPerBand clues in every band and stack and no
	// more than crowded clues in a box, row or column.
	Loose
	// Strict asks for one clue more in every band and stack, one fewer
	// at most in a box, row or column, and a clue in every box (the
	// others leave one box empty, as a ring leaves the centre). Measured on the 80-picture
	// corpus at 24 clues (1.5 s each, no repair): Loose found puzzles for
	// 47 pictures, Strict for 72, moving more cells.
	Strict
)

// limits returns the least clues per band and stack, the most per box,
// row and column (0: crowding does not count), and how many boxes may be
// empty without a shortfall, that s asks for.
func (s Strictness) limits() (least, most, free int) {
	switch s {
	case Least:
		return MinPerBand, 0, 1
	case Strict:
		return MinPerBand + 1, crowded - 1, 0
	}
	return MinPerBand, crowded, 1
}

// Choose returns a pattern of n cells, symmetric under sym, that scores as
// high as it can while it has no shortfall (see Shortfall; Strict asks for
// one clue more per band and stack), where n allows that, and crowds its
// clues as little as it can (see clumping). It starts from Darkest and
// swaps one orbit in for one of the same size out, taking the best swap
// each time, until no swap improves the score less shortfallWeight times
// the shortfall and less the clumping. Each swap that removes a shortfall
// costs the least likeness it can, so the pattern keeps the picture's look
// and gives up only its least dark cells.
func Choose(score [81]float64, n int, sym Symmetry, s Strictness) Pattern {
	least, most, free := s.limits()
	p := Darkest(score, n, sym)
	o := orbitsScored(score, sym)
	sum := func(q Pattern) float64 {
		var v float64
		for i, m := range o.mask {
			if q.Covers(m) {
				v += o.score[i]
			}
		}
		return v
	}
	// penalty is what the pattern's shape costs beside its cells' scores;
	// a swap changes the sum of scores by the two orbits' difference.
	cheap := func(q Pattern) float64 {
		v := shortfallWeight * float64(q.thinness(least, free))
		if most > 0 {
			v += q.clumping(most)
		}
		return v
	}
	penalty := func(q Pattern) float64 {
		v := cheap(q)
		if q.Count() >= 17 && q.Impossible() != nil {
			v += shortfallWeight * impossibleShortfall
		}
		return v
	}
	total := sum(p)
	cur := total - penalty(p)
	for range 81 { // each swap gains at least a little; 81 bounds the loop
		best, bestP, bestTotal := cur, p, total
		for i, in := range o.mask {
			if !p.Covers(in) {
				continue
			}
			without := p.Minus(in)
			for j, out := range o.mask {
				if p.Intersects(out) || len(o.cells[j]) != len(o.cells[i]) {
					continue
				}
				t := total - o.score[i] + o.score[j]
				q := without.Union(out)
				// The proof is looked for only when the swap could win
				// without it (the cheap part never exceeds the penalty).
				if t-cheap(q) <= best+1e-9 || t-penalty(q) <= best+1e-9 {
					continue
				}
				best, bestP, bestTotal = t-penalty(q), q, t
			}
		}
		if bestP == p {
			break
		}
		p, cur, total = bestP, best, bestTotal
	}
	return p
}

// Union returns the cells in p or q.
func (p Pattern) Union(q Pattern) Pattern { return Pattern{p.lo | q.lo, p.hi | q.hi} }

// Intersect returns the cells in both p and q.
func (p Pattern) Intersect(q Pattern) Pattern { return Pattern{p.lo & q.lo, p.hi & q.hi} }

// Minus returns the cells of p that are not in q.
func (p Pattern) Minus(q Pattern) Pattern { return Pattern{p.lo &^ q.lo, p.hi &^ q.hi} }

// Intersects reports whether p and q share a cell.
func (p Pattern) Intersects(q Pattern) bool { return p.lo&q.lo != 0 || p.hi&q.hi != 0 }

// Covers reports whether every cell of q is in p.
func (p Pattern) Covers(q Pattern) bool { return p.lo&q.lo == q.lo && p.hi&q.hi == q.hi }

// Changes lists the cells that q adds to p and the cells it takes away.
func (p Pattern) Changes(q Pattern) (added, removed []int) {
	return q.Minus(p).Cells(), p.Minus(q).Cells()
}

// The clumping penalty, in shares of a cell's ink: a glyph or a filled
// shape crowds its darkest cells into a few boxes and lines, and such
// patterns seldom carry a puzzle. Measured on the 80-picture corpus at 28
// clues (1.5 s each, no repair): no penalty found puzzles for 35, these
// weights for 74; halving them gave 51 with fewer cells moved.
const (
	boxWeight   = 0.5 // per clue beyond crowded in one box
	lineWeight  = 0.1 // per clue beyond crowded in one row or column
	emptyWeight = 0.2 // per empty row or column
	crowded     = 4
)

// clumping penalises clues crowded into a few boxes, rows and columns:
// more than most in one of them, or none in a row or column.
func (p Pattern) clumping(most int) float64 {
	v := 0.0
	for i := range 9 {
		rows, cols := p.countIn(rowMasks[i]), p.countIn(colMasks[i])
		v += boxWeight * float64(max(0, p.countIn(boxMasks[i])-most))
		v += lineWeight * float64(max(0, rows-most)+max(0, cols-most))
		if rows == 0 {
			v += emptyWeight
		}
		if cols == 0 {
			v += emptyWeight
		}
	}
	return v
}
