// Package pattern holds clue patterns: the set of cells that carry clues,
// which the author designs and the generator fills with digits. It covers
// symmetry, an undo history, text formats and the proofs that a pattern
// cannot carry a proper puzzle.
package pattern

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"

	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Pattern is a set of cells, bit row*9+column.
type Pattern struct{ lo, hi uint64 }

// Has reports whether cell c is in the pattern.
func (p Pattern) Has(c int) bool {
	if c < 64 {
		return p.lo>>c&1 != 0
	}
	return p.hi>>(c-64)&1 != 0
}

// Set puts cell c in the pattern (on) or takes it out.
func (p *Pattern) Set(c int, on bool) {
	if c < 64 {
		if on {
			p.lo |= 1 << c
		} else {
			p.lo &^= 1 << c
		}
		return
	}
	if on {
		p.hi |= 1 << (c - 64)
	} else {
		p.hi &^= 1 << (c - 64)
	}
}

// Toggle flips cell c.
func (p *Pattern) Toggle(c int) { p.Set(c, !p.Has(c)) }

// Count returns the number of cells.
func (p Pattern) Count() int { return bits.OnesCount64(p.lo) + bits.OnesCount64(p.hi) }

// Empty reports whether p has no cell.
func (p Pattern) Empty() bool { return p.lo == 0 && p.hi == 0 }

// Cells lists the cells in increasing order.
func (p Pattern) Cells() []int {
	cells := make([]int, 0, p.Count())
	for c := 0; c < 81; c++ {
		if p.Has(c) {
			cells = append(cells, c)
		}
	}
	return cells
}

// Invert returns the pattern of the cells not in p.
func (p Pattern) Invert() Pattern {
	return Pattern{^p.lo, ^p.hi & (1<<17 - 1)}
}

// FromCells builds a pattern from a list of cells.
func FromCells(cells []int) Pattern {
	var p Pattern
	for _, c := range cells {
		p.Set(c, true)
	}
	return p
}

// OfClues is the pattern of a puzzle: the cells that hold a given.
func OfClues(g sudoku.Grid) Pattern {
	var p Pattern
	for c, v := range g {
		p.Set(c, v != 0)
	}
	return p
}

// Symmetry is a symmetry mode for editing and generating patterns.
type Symmetry int

// The symmetry modes.
const (
	None         Symmetry = iota
	Point                 // 180-degree rotation
	Rotate90              // quarter turns
	Horizontal            // mirror in the horizontal axis (row r and row 8-r)
	Vertical              // mirror in the vertical axis (column c and column 8-c)
	Diagonal              // mirror in the main diagonal
	AntiDiagonal          // mirror in the anti-diagonal
	BothMirrors           // horizontal and vertical mirrors
	Dihedral              // all eight symmetries of the square
	numSymmetries
)

var symmetryKeys = [numSymmetries]string{"none", "point", "rotate90", "horizontal", "vertical", "diagonal", "antidiagonal", "both", "dihedral"}
var symmetryNames = [numSymmetries]string{"None", "Point (180°)", "90° rotation", "Horizontal mirror", "Vertical mirror", "Main diagonal", "Anti-diagonal", "Both mirrors", "All eight"}

// String returns the mode's key, as used on the command line and in files.
func (s Symmetry) String() string { return symmetryKeys[s] }

// Name returns the mode's English name for display.
func (s Symmetry) Name() string { return symmetryNames[s] }

// Symmetries lists all modes.
func Symmetries() []Symmetry {
	out := make([]Symmetry, numSymmetries)
	for i := range out {
		out[i] = Symmetry(i)
	}
	return out
}

// ParseSymmetry reads a mode key ("point", "dihedral", ...).
func ParseSymmetry(s string) (Symmetry, error) {
	for i, k := range symmetryKeys {
		if strings.EqualFold(s, k) {
			return Symmetry(i), nil
		}
	}
	return None, fmt.Errorf("unknown symmetry %s (want one of %s)", text.Quote(s), strings.Join(symmetryKeys[:], ", "))
}

// transforms lists, for each mode, the maps of (row, col) that generate it.
func (s Symmetry) transforms() []func(r, c int) (int, int) {
	rot180 := func(r, c int) (int, int) { return 8 - r, 8 - c }
	rot90 := func(r, c int) (int, int) { return c, 8 - r }
	hmirror := func(r, c int) (int, int) { return 8 - r, c }
	vmirror := func(r, c int) (int, int) { return r, 8 - c }
	diag := func(r, c int) (int, int) { return c, r }
	anti := func(r, c int) (int, int) { return 8 - c, 8 - r }
	switch s {
	case Point:
		return []func(int, int) (int, int){rot180}
	case Rotate90:
		return []func(int, int) (int, int){rot90}
	case Horizontal:
		return []func(int, int) (int, int){hmirror}
	case Vertical:
		return []func(int, int) (int, int){vmirror}
	case Diagonal:
		return []func(int, int) (int, int){diag}
	case AntiDiagonal:
		return []func(int, int) (int, int){anti}
	case BothMirrors:
		return []func(int, int) (int, int){hmirror, vmirror}
	case Dihedral:
		return []func(int, int) (int, int){rot90, diag}
	}
	return nil
}

var orbits [numSymmetries][81][]int

func init() {
	for s := Symmetry(0); s < numSymmetries; s++ {
		ts := s.transforms()
		for c := 0; c < 81; c++ {
			orbit := []int{c}
			for i := 0; i < len(orbit); i++ {
				r, col := orbit[i]/9, orbit[i]%9
				for _, t := range ts {
					nr, nc := t(r, col)
					if n := nr*9 + nc; !containsInt(orbit, n) {
						orbit = append(orbit, n)
					}
				}
			}
			orbits[s][c] = orbit
		}
	}
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// Orbit returns cell c and all its images under the mode.
func (s Symmetry) Orbit(c int) []int { return orbits[s][c] }

// Apply sets (on) or clears cell c together with its images under s.
func (p *Pattern) Apply(c int, on bool, s Symmetry) {
	for _, o := range s.Orbit(c) {
		p.Set(o, on)
	}
}

// Symmetrize returns p with every cell's images added.
func (p Pattern) Symmetrize(s Symmetry) Pattern {
	q := p
	for _, c := range p.Cells() {
		q.Apply(c, true, s)
	}
	return q
}

// IsSymmetric reports whether p equals its images under s.
func (p Pattern) IsSymmetric(s Symmetry) bool { return p.Symmetrize(s) == p }

// Random draws a pattern of exactly k cells that is symmetric under s,
// choosing whole orbits at random. It fails when no such pattern exists
// (e.g. an odd count under a mode without a one-cell orbit).
func Random(k int, s Symmetry, rng *rand.Rand) (Pattern, error) {
	if k < 0 || k > 81 {
		return Pattern{}, fmt.Errorf("clue count %d out of range 0-81", k)
	}
	bySize := map[int][]int{}
	for c := 0; c < 81; c++ {
		if o := s.Orbit(c); minInt(o) == c {
			bySize[len(o)] = append(bySize[len(o)], c)
		}
	}
	sizes := []int{8, 4, 2, 1}
	// reachable reports whether orbits of the sizes after index i can make n.
	reachable := func(n, i int) bool {
		for _, size := range sizes[i:] {
			n -= min(len(bySize[size]), n/size) * size
		}
		return n == 0
	}
	if !reachable(k, 0) {
		return Pattern{}, fmt.Errorf("no pattern of %d cells has %s symmetry", k, s.Name())
	}
	var p Pattern
	remaining := k
	for i, size := range sizes {
		var options []int
		for n := 0; n <= len(bySize[size]) && n*size <= remaining; n++ {
			if reachable(remaining-n*size, i+1) {
				options = append(options, n)
			}
		}
		n := options[rng.IntN(len(options))]
		reps := bySize[size]
		for _, j := range rng.Perm(len(reps))[:n] {
			p.Apply(reps[j], true, s)
		}
		remaining -= n * size
	}
	return p, nil
}

func minInt(xs []int) int {
	m := xs[0]
	for _, x := range xs[1:] {
		m = min(m, x)
	}
	return m
}
