package pattern

import (
	"math/bits"
	"strings"
	"sync"

	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// A band layout is the set of clue cells inside one band (three rows of
// boxes), bit row*9+column with rows and columns counted inside the band.
// A stack is read as a band by swapping rows and columns.
//
// The band meets the rest of the grid only through the three digits each
// of its columns holds. So if every way of filling a band has a twin,
// another filling with the same three digits in each column and the same
// digits on the clue cells, then every solution of a puzzle on the
// pattern has a second one (swap the band for its twin), whatever the
// digits and the other clues are.

// maxBandProof is the largest clue count inside one band for which the
// table below is complete.
const maxBandProof = 5

// twinnedBandLayouts lists, one per set of images (see bandImages), every
// band layout of 2 to maxBandProof clues whose every filling has a twin.
// Apart from the layouts inside one row (which leave two rows empty), they
// all lie inside one box. TestBandLayoutsExhaustive rebuilds the table
// from all 2,612,736 fillings of a band with a fixed first row (every
// filling is one of those with its digits renamed) and prints it when it
// differs; it takes two to three minutes, so it runs when PICTDOKU_PROOF=1.
var twinnedBandLayouts = map[uint32]bool{
	0x0000003: true, // XX......./........./.........
	0x0000007: true, // XXX....../........./.........
	0x0000009: true, // X..X...../........./.........
	0x000000b: true, // XX.X...../........./.........
	0x000000f: true, // XXXX...../........./.........
	0x000001b: true, // XX.XX..../........./.........
	0x000001f: true, // XXXXX..../........./.........
	0x0000049: true, // X..X..X../........./.........
	0x000004b: true, // XX.X..X../........./.........
	0x000004f: true, // XXXX..X../........./.........
	0x000005b: true, // XX.XX.X../........./.........
	0x0000201: true, // X......../X......../.........
	0x0000202: true, // .X......./X......../.........
	0x0000203: true, // XX......./X......../.........
	0x0000206: true, // .XX....../X......../.........
	0x0000207: true, // XXX....../X......../.........
	0x0040201: true, // X......../X......../X........
	0x0040202: true, // .X......./X......../X........
	0x0040203: true, // XX......./X......../X........
	0x0040206: true, // .XX....../X......../X........
	0x0040207: true, // XXX....../X......../X........
	0x0040404: true, // ..X....../.X......./X........
}

// bandOrders are the six orders of three things.
var bandOrders = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// bandImages calls visit with every image of a band layout under the
// moves that map band fillings to band fillings and columns to columns:
// reordering the rows, the boxes, and the columns inside each box. None of
// them changes whether the layout's fillings all have twins.
func bandImages(layout uint32, visit func(uint32)) {
	var cells [27]int
	n := 0
	for l := layout; l != 0; l &= l - 1 {
		cells[n] = bits.TrailingZeros32(l)
		n++
	}
	for _, rows := range bandOrders {
		for _, boxes := range bandOrders {
			for _, c0 := range bandOrders {
				for _, c1 := range bandOrders {
					for _, c2 := range bandOrders {
						inBox := [3][3]int{c0, c1, c2}
						var m uint32
						for _, p := range cells[:n] {
							r, c := p/9, p%9
							m |= 1 << (rows[r]*9 + boxes[c/3]*3 + inBox[c/3][c%3])
						}
						visit(m)
					}
				}
			}
		}
	}
}

// twinned holds every image of the layouts of twinnedBandLayouts.
var twinned = sync.OnceValue(func() map[uint32]bool {
	all := map[uint32]bool{}
	for layout := range twinnedBandLayouts {
		bandImages(layout, func(m uint32) { all[m] = true })
	}
	return all
})

// bandCell is the grid cell at bit r*9+c of band k's layout.
func bandCell(k, r, c int) int {
	if k >= 3 {
		return c*9 + 3*(k-3) + r
	}
	return (3*k+r)*9 + c
}

// bandBits returns the layout of band k (0-2 for bands, 3-5 for stacks,
// read transposed).
func (p Pattern) bandBits(k int) uint32 {
	var layout uint32
	for r := 0; r < 3; r++ {
		for c := 0; c < 9; c++ {
			if p.Has(bandCell(k, r, c)) {
				layout |= 1 << (r*9 + c)
			}
		}
	}
	return layout
}

// bandLayout returns the clue cells of band k (0-2 for bands, 3-5 for
// stacks, read transposed) and the grid cells they stand for.
func (p Pattern) bandLayout(k int) (uint32, []int) {
	layout := p.bandBits(k)
	var cells []int
	for l := layout; l != 0; l &= l - 1 {
		b := bits.TrailingZeros32(l)
		cells = append(cells, bandCell(k, b/9, b%9))
	}
	return layout, cells
}

// twinnedBand returns the proof that a band or stack holds too few clues
// to pin it down, or nil.
func (p Pattern) twinnedBand() error {
	for k, name := range bandNames {
		if p.bandCount(k) > maxBandProof || !twinned()[p.bandBits(k)] {
			continue
		}
		_, cells := p.bandLayout(k)
		at := make([]string, len(cells))
		for i, c := range cells {
			at[i] = sudoku.CellName(c)
		}
		if k < 3 {
			return text.Errorf("impossible: the %s has only the clues %s, and every filling of a band with clues there has a twin with the same digits in each column and on those clues, so any solution has a second one", name, strings.Join(at, ", "))
		}
		return text.Errorf("impossible: the %s has only the clues %s, and every filling of a stack with clues there has a twin with the same digits in each row and on those clues, so any solution has a second one", name, strings.Join(at, ", "))
	}
	return nil
}

// Sparsest returns the name of the band or stack with the fewest clues (the
// first of them on a tie) and its clue count. Few clues in one band or
// stack are what random patterns that find no puzzle have in common.
func (p Pattern) Sparsest() (text.Message, int) {
	best, fewest := 0, 28
	for k := range bandNames {
		if n := p.bandCount(k); n < fewest {
			best, fewest = k, n
		}
	}
	return bandNames[best], fewest
}
