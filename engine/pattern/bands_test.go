package pattern

import (
	"bufio"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// bandFillings calls visit with every filling of a band (digits 0-8) whose
// first row is 0 1 2 ... 8.
func bandFillings(visit func(b *[27]int8)) {
	var b [27]int8
	var rows [3]uint16
	var cols [9]uint16
	var boxes [3]uint16
	for c := 0; c < 9; c++ {
		b[c] = int8(c)
		rows[0] |= 1 << c
		cols[c] |= 1 << c
		boxes[c/3] |= 1 << c
	}
	var fill func(i int)
	fill = func(i int) {
		if i == 27 {
			visit(&b)
			return
		}
		r, c := i/9, i%9
		for free := ^(rows[r] | cols[c] | boxes[c/3]) & 0x1FF; free != 0; free &= free - 1 {
			d := bits.TrailingZeros16(free)
			bit := uint16(1) << d
			b[i] = int8(d)
			rows[r] |= bit
			cols[c] |= bit
			boxes[c/3] |= bit
			fill(i + 1)
			rows[r] &^= bit
			cols[c] &^= bit
			boxes[c/3] &^= bit
		}
	}
	fill(9)
}

// hasTwinOn reports whether band filling b has a twin that agrees with it
// on layout: another filling with the same three digits in every column
// and the same digits on the layout's cells.
func hasTwinOn(b *[27]int8, layout uint32) bool {
	var used [3]uint16
	var walk func(c int, moved bool) bool
	walk = func(c int, moved bool) bool {
		if c == 9 {
			return moved
		}
		for _, o := range bandOrders {
			if layout>>c&1 != 0 && o[0] != 0 || layout>>(c+9)&1 != 0 && o[1] != 1 || layout>>(c+18)&1 != 0 && o[2] != 2 {
				continue // a clue would change
			}
			x, y, z := b[c+9*o[0]], b[c+9*o[1]], b[c+9*o[2]]
			if used[0]>>x&1 != 0 || used[1]>>y&1 != 0 || used[2]>>z&1 != 0 {
				continue
			}
			used[0] |= 1 << x
			used[1] |= 1 << y
			used[2] |= 1 << z
			found := walk(c+1, moved || o != bandOrders[0])
			used[0] &^= 1 << x
			used[1] &^= 1 << y
			used[2] &^= 1 << z
			if found {
				return true
			}
		}
		return false
	}
	return walk(0, false)
}

// canonicalBand returns the smallest image of a band layout, the form
// twinnedBandLayouts uses.
func canonicalBand(layout uint32) uint32 {
	best := ^uint32(0)
	bandImages(layout, func(m uint32) { best = min(best, m) })
	return best
}

// canonicalLayouts returns every canonical band layout of lo to hi clues.
func canonicalLayouts(lo, hi int) []uint32 {
	seen := map[uint32]bool{}
	var out []uint32
	var add func(start int, layout uint32, n int)
	add = func(start int, layout uint32, n int) {
		if n >= lo {
			if c := canonicalBand(layout); !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
		if n == hi {
			return
		}
		for i := start; i < 27; i++ {
			add(i+1, layout|1<<i, n+1)
		}
	}
	add(0, 0, 0)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func drawLayout(layout uint32) string {
	var sb strings.Builder
	for r := 0; r < 3; r++ {
		for c := 0; c < 9; c++ {
			if layout>>(r*9+c)&1 != 0 {
				sb.WriteByte('X')
			} else {
				sb.WriteByte('.')
			}
		}
		if r < 2 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

// TestBandLayoutsExhaustive proves the table: a layout belongs in it
// exactly when no filling of a band lacks a twin agreeing on the layout.
func TestBandLayoutsExhaustive(t *testing.T) {
	if os.Getenv("PICTDOKU_PROOF") != "1" {
		t.Skip("visits 2,612,736 band fillings for several minutes; set PICTDOKU_PROOF=1")
	}
	open := canonicalLayouts(2, maxBandProof) // layouts not yet shown pinnable
	fillings := 0
	bandFillings(func(b *[27]int8) {
		fillings++
		kept := open[:0]
		for _, layout := range open {
			if hasTwinOn(b, layout) {
				kept = append(kept, layout)
			}
		}
		open = kept
	})
	if fillings != 2612736 {
		t.Fatalf("visited %d band fillings, want 2612736", fillings)
	}
	want := map[uint32]bool{}
	for _, layout := range open {
		want[layout] = true
	}
	if fmt.Sprint(want) != fmt.Sprint(twinnedBandLayouts) {
		var sb strings.Builder
		for _, layout := range open {
			fmt.Fprintf(&sb, "\t%#07x: true, // %s\n", layout, drawLayout(layout))
		}
		t.Fatalf("twinnedBandLayouts should be:\n%s", sb.String())
	}
}

// TestBandLayoutsSampled checks the table's claim on random fillings with
// renamed digits, and that every canonical form is its own canonical form.
func TestBandLayoutsSampled(t *testing.T) {
	var all [][27]int8
	bandFillings(func(b *[27]int8) {
		if len(all) < 200000 {
			all = append(all, *b)
		}
	})
	rng := rand.New(rand.NewPCG(4, 5))
	for layout := range twinnedBandLayouts {
		if canonicalBand(layout) != layout {
			t.Fatalf("%s is not canonical", drawLayout(layout))
		}
		for i := 0; i < 200; i++ {
			b := all[rng.IntN(len(all))]
			if !hasTwinOn(&b, layout) {
				t.Fatalf("%s: filling %v has no twin on the clues", drawLayout(layout), b)
			}
		}
	}
	// A layout outside the table has a filling without such a twin: two
	// clues in different rows and boxes (found by the exhaustive test).
	pinned := uint32(1<<0 | 1<<(9+3))
	if twinnedBandLayouts[canonicalBand(pinned)] {
		t.Fatalf("%s should not be in the table", drawLayout(pinned))
	}
}

func TestCanonicalBand(t *testing.T) {
	// The same shape moved by the band's symmetries has one canonical form.
	a := uint32(1<<0 | 1<<10)         // r1c1, r2c2: one box, two rows
	b := uint32(1<<(18+8) | 1<<(9+6)) // r3c9, r2c7: one box, two rows
	c := uint32(1<<0 | 1<<9)          // one column
	if canonicalBand(a) != canonicalBand(b) {
		t.Errorf("%s and %s differ", drawLayout(a), drawLayout(b))
	}
	if canonicalBand(a) == canonicalBand(c) {
		t.Errorf("%s and %s should differ", drawLayout(a), drawLayout(c))
	}
}

// fullExcept returns the full grid with band or stack k emptied except
// for keep.
func fullExcept(k int, keep ...int) Pattern {
	p := FromCells(nil).Invert()
	_, cells := p.bandLayout(k)
	for _, c := range cells {
		p.Set(c, false)
	}
	for _, c := range keep {
		p.Set(c, true)
	}
	return p
}

func TestImpossibleTwinnedBand(t *testing.T) {
	cell := func(r, c int) int { return (r-1)*9 + c - 1 }
	cases := []struct {
		p    Pattern
		want string // "" for no proof
	}{
		// Two clues in one box of the bottom band.
		{fullExcept(2, cell(7, 1), cell(8, 2)), "the bottom band has only the clues r7c1, r8c2"},
		// Two clues in one column of the middle band.
		{fullExcept(1, cell(4, 5), cell(6, 5)), "the middle band has only the clues r4c5, r6c5"},
		// Three clues in one box of the left stack (read as a band).
		{fullExcept(3, cell(1, 1), cell(2, 2), cell(3, 3)), "the left stack has only the clues r1c1, r2c2, r3c3"},
		// Two clues in different rows and boxes can pin a band down.
		{fullExcept(0, cell(1, 1), cell(2, 5)), ""},
	}
	for _, tc := range cases {
		err := tc.p.Impossible()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: unexpected proof %v", tc.p, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want %q", tc.p, err, tc.want)
		}
	}
}

// TestImpossibleNeverRejectsRealPuzzles runs the proofs on the patterns of
// published proper puzzles, 17-clue ones included: none may be rejected.
func TestImpossibleNeverRejectsRealPuzzles(t *testing.T) {
	for _, name := range []string{"17clue_49158.txt", "top1465.txt"} {
		f, err := os.Open("../../../shared/data/" + name)
		if err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("CI: reference data missing: %v", err)
			}
			t.Skipf("reference data absent: %v", err)
		}
		sc := bufio.NewScanner(f)
		n := 0
		for sc.Scan() {
			g, err := sudoku.Parse(sc.Text())
			if err != nil {
				t.Fatalf("%s line %d: %v", name, n+1, err)
			}
			if err := OfClues(g).Impossible(); err != nil {
				t.Fatalf("%s line %d: %v", name, n+1, err)
			}
			n++
		}
		f.Close()
	}
}

func TestSparsest(t *testing.T) {
	full := FromCells(nil).Invert()
	if name, n := full.Sparsest(); name.String() != "top band" || n != 27 {
		t.Errorf("full grid: %s, %d", name, n)
	}
	p := fullExcept(4, 1*9+4) // middle stack emptied but for r2c5
	if name, n := p.Sparsest(); name.String() != "middle stack" || n != 1 {
		t.Errorf("sparse middle stack: %s, %d", name, n)
	}
}
