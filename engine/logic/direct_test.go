package logic

import (
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// cell numbers a cell from 1-based row and column, as the step texts do.
func cell(row, col int) int { return (row-1)*9 + col - 1 }

// openBoard is an empty board with every candidate in every cell.
func openBoard() *Board {
	var b Board
	for c := range b.Cands {
		b.Cands[c] = sudoku.AllDigits
	}
	return &b
}

// keepOnly leaves digit d, within unit u, only in the given cells.
func keepOnly(b *Board, u, d int, cells ...int) {
	for _, c := range sudoku.Units[u] {
		if !contains(cells, c) {
			b.Cands[c] &^= sudoku.Bit(d)
		}
	}
}

const (
	row1, row2 = 0, 1
	box1, box2 = 18, 19
)

// TestDirectTechniques builds, for each direct technique, a board where its
// general form's eliminations leave a hidden single, and checks that the
// solver takes the direct step first, at SE's weight, with that placement
// and, as in Explainer, without the eliminations that led to it.
func TestDirectTechniques(t *testing.T) {
	for _, tc := range []struct {
		name     string
		notFirst bool // a lighter step comes first
		setup    func(b *Board)
		want     Technique
		general  Technique // the technique the direct step is a case of
		weight   float64
		place    Candidate
		elim     Candidate // one of the general step's eliminations, which the direct step leaves
	}{{
		// Box 1's 5s lie in row 1; row 1's other 5s go, and box 2 keeps
		// its 5 only in r2c5.
		name: "pointing",
		setup: func(b *Board) {
			keepOnly(b, box1, 5, cell(1, 1), cell(1, 2))
			keepOnly(b, box2, 5, cell(1, 4), cell(2, 5))
		},
		want: DirectPointing, general: Pointing, weight: 1.7,
		place: Candidate{cell(2, 5), 5}, elim: Candidate{cell(1, 4), 5},
	}, {
		// Row 1's 5s lie in box 1; box 1's other 5s go, and row 2 keeps
		// its 5 only in r2c5. (Within a band this always comes with a
		// lighter step: box 3's 5s are left in row 3, a Direct Pointing
		// onto the same r2c5. So the solver takes that; the claiming is
		// found by FindAll.)
		name: "claiming", notFirst: true,
		setup: func(b *Board) {
			keepOnly(b, row1, 5, cell(1, 1), cell(1, 2))
			keepOnly(b, row2, 5, cell(2, 1), cell(2, 5))
		},
		want: DirectClaiming, general: Claiming, weight: 1.9,
		place: Candidate{cell(2, 5), 5}, elim: Candidate{cell(2, 1), 5},
	}, {
		// Row 1's 1s and 2s lie in r1c1 and r1c2; their 3s go, and row 1
		// keeps its 3 only in r1c9.
		name: "hidden pair",
		setup: func(b *Board) {
			keepOnly(b, row1, 1, cell(1, 1), cell(1, 2))
			keepOnly(b, row1, 2, cell(1, 1), cell(1, 2))
			keepOnly(b, row1, 3, cell(1, 1), cell(1, 2), cell(1, 9))
		},
		want: DirectHiddenPair, general: HiddenPair, weight: 2.0,
		place: Candidate{cell(1, 9), 3}, elim: Candidate{cell(1, 1), 3},
	}, {
		// Row 1's 1s, 2s and 3s lie in r1c1, r1c5 and r1c9; their 4s go,
		// and row 1 keeps its 4 only in r1c8.
		name: "hidden triple",
		setup: func(b *Board) {
			for d := 1; d <= 3; d++ {
				keepOnly(b, row1, d, cell(1, 1), cell(1, 5), cell(1, 9))
			}
			keepOnly(b, row1, 4, cell(1, 1), cell(1, 5), cell(1, 8))
		},
		want: DirectHiddenTriple, general: HiddenTriple, weight: 2.5,
		place: Candidate{cell(1, 8), 4}, elim: Candidate{cell(1, 5), 4},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			b := openBoard()
			tc.setup(b)
			s := Next(b, Options{})
			if s == nil {
				t.Fatal("no step")
			}
			if tc.notFirst {
				if s.Weight() > tc.weight {
					t.Fatalf("first step %s is heavier than %s", s, tc.want)
				}
				found := FindAll(b, tc.want)
				if len(found) == 0 {
					t.Fatalf("no %s found", tc.want)
				}
				s = found[0]
			}
			if s.Technique != tc.want || s.Weight() != tc.weight {
				t.Fatalf("step %s (weight %v), want %s (weight %v)", s, s.Weight(), tc.want, tc.weight)
			}
			if len(s.Place) != 1 || s.Place[0] != tc.place {
				t.Errorf("places %v, want %v", s.Place, tc.place)
			}
			if len(s.Eliminate) != 0 {
				t.Errorf("eliminations %v, want none (Explainer keeps only the placement)", s.Eliminate)
			}
			if text := s.String(); !strings.HasPrefix(text, tc.want.String()+": ") || !strings.Contains(text, "places "+sudoku.CellName(tc.place.Cell)) {
				t.Errorf("explanation %q", text)
			}
			nb, placed := *b, *b
			nb.Apply(s)
			placed.Place(tc.place.Cell, tc.place.Digit)
			if nb != placed {
				t.Errorf("applying the step did more than place %v", tc.place)
			}
			if general := FindAll(b, tc.general); len(general) == 0 || !eliminates(general[0].Eliminate, tc.elim.Cell, tc.elim.Digit) {
				t.Errorf("the general step does not remove %v", tc.elim)
			}
		})
	}
}

// TestNoDirectFormWithoutSingle checks that a pointing whose eliminations
// leave no single stays a plain Pointing at its own weight.
func TestNoDirectFormWithoutSingle(t *testing.T) {
	b := openBoard()
	keepOnly(b, box1, 5, cell(1, 1), cell(1, 2))
	if got := FindAll(b, DirectPointing); len(got) != 0 {
		t.Fatalf("direct pointing with no single: %s", got[0])
	}
	s := Next(b, Options{})
	if s == nil || s.Technique != Pointing || len(s.Place) != 0 || s.Weight() != 2.6 {
		t.Fatalf("step %v, want a plain Pointing", s)
	}
}
