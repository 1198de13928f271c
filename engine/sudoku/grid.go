// Package sudoku holds the 9x9 grid model shared by every part of Pictdoku:
// cells, units, candidate masks, and the text formats other Sudoku tools use.
package sudoku

import (
	"math/bits"
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Cell indexes run 0..80 in row-major order: cell = row*9 + column.
const (
	// NumCells is the number of cells in a grid.
	NumCells = 81
	// AllDigits is the candidate mask with all nine digits set (bit d-1 for digit d).
	AllDigits Mask = 0x1FF
)

// Mask is a set of digits: bit d-1 stands for digit d.
type Mask uint16

// Has reports whether digit d (1..9) is in the mask.
func (m Mask) Has(d int) bool { return m&(1<<(d-1)) != 0 }

// Count returns the number of digits in the mask.
func (m Mask) Count() int { return bits.OnesCount16(uint16(m)) }

// Single returns the only digit of a one-digit mask, or 0.
func (m Mask) Single() int {
	if m == 0 || m&(m-1) != 0 {
		return 0
	}
	return bits.TrailingZeros16(uint16(m)) + 1
}

// Digits lists the digits in the mask in increasing order.
func (m Mask) Digits() []int {
	ds := make([]int, 0, m.Count())
	for v := uint16(m); v != 0; v &= v - 1 {
		ds = append(ds, bits.TrailingZeros16(v)+1)
	}
	return ds
}

// String writes the digits of the mask, e.g. "279".
func (m Mask) String() string {
	var b strings.Builder
	for _, d := range m.Digits() {
		b.WriteByte(byte('0' + d))
	}
	return b.String()
}

// Bit returns the mask holding only digit d.
func Bit(d int) Mask { return 1 << (d - 1) }

// Row returns the row (0..8) of a cell.
func Row(cell int) int { return cell / 9 }

// Col returns the column (0..8) of a cell.
func Col(cell int) int { return cell % 9 }

// Box returns the box (0..8, row-major) of a cell.
func Box(cell int) int { return cell/27*3 + cell%9/3 }

// CellName names a cell the way players write it, e.g. "r4c7" (1-based).
func CellName(cell int) string {
	return "r" + string(rune('1'+Row(cell))) + "c" + string(rune('1'+Col(cell)))
}

// UnitKind tells rows, columns and boxes apart.
type UnitKind int

// The three kinds of unit.
const (
	RowUnit UnitKind = iota
	ColUnit
	BoxUnit
)

func (k UnitKind) String() string {
	return [...]string{"row", "column", "box"}[k]
}

// Unit indexes run 0..26: rows 0..8, columns 9..17, boxes 18..26.
const NumUnits = 27

// Units lists the nine cells of each unit.
var Units [NumUnits][9]int

// UnitsOf lists, for each cell, its row, column and box unit indexes.
var UnitsOf [NumCells][3]int

// Peers lists, for each cell, the 20 other cells that share a unit with it.
var Peers [NumCells][20]int

// UnitKindOf returns the kind of unit u.
func UnitKindOf(u int) UnitKind { return UnitKind(u / 9) }

// UnitName names a unit the way players write it, e.g. "row 3", "box 5" (1-based).
func UnitName(u int) string { return UnitLabel(u).String() }

// UnitLabel is UnitName as a translatable message.
func UnitLabel(u int) text.Message {
	return text.New([...]string{"row %d", "column %d", "box %d"}[UnitKindOf(u)], u%9+1)
}

// Sees reports whether two different cells share a unit.
func Sees(a, b int) bool {
	return a != b && (Row(a) == Row(b) || Col(a) == Col(b) || Box(a) == Box(b))
}

func init() {
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			Units[i][j] = i*9 + j
			Units[9+i][j] = j*9 + i
			Units[18+i][j] = (i/3*3+j/3)*9 + i%3*3 + j%3
		}
	}
	for c := 0; c < NumCells; c++ {
		UnitsOf[c] = [3]int{Row(c), 9 + Col(c), 18 + Box(c)}
		n := 0
		for o := 0; o < NumCells; o++ {
			if Sees(c, o) {
				Peers[c][n] = o
				n++
			}
		}
	}
}

// Grid is a Sudoku grid: 0 marks an empty cell, 1..9 a digit.
type Grid [NumCells]int8

// Clues returns the number of filled cells.
func (g Grid) Clues() int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}

// IsComplete reports whether every cell is filled.
func (g Grid) IsComplete() bool { return g.Clues() == NumCells }

// Candidates returns, for each empty cell, the digits no peer holds; filled
// cells get the mask of their own digit.
func (g Grid) Candidates() [NumCells]Mask {
	var c [NumCells]Mask
	for i := range c {
		if g[i] != 0 {
			c[i] = Bit(int(g[i]))
			continue
		}
		m := AllDigits
		for _, p := range Peers[i] {
			if g[p] != 0 {
				m &^= Bit(int(g[p]))
			}
		}
		c[i] = m
	}
	return c
}
