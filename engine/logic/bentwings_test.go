package logic

import (
	"math"
	"slices"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// boardWith returns an empty board whose named cells hold only the given
// digits; every other cell keeps all nine candidates.
func boardWith(cands map[string]string) *Board {
	b := NewBoard(sudoku.Grid{})
	for name, digits := range cands {
		c := cellByName(name)
		b.Cands[c] = 0
		for _, ch := range digits {
			b.Cands[c] |= sudoku.Bit(int(ch - '0'))
		}
	}
	return b
}

func cellByName(name string) int {
	return int(name[1]-'1')*9 + int(name[3]-'1')
}

func eliminated(s *Step) []string {
	var out []string
	for _, e := range s.Eliminate {
		out = append(out, e.String())
	}
	slices.Sort(out)
	return out
}

func TestWXYZWing(t *testing.T) {
	// Pivot r1c1 {1,2,3} sees r1c5 {1,4}, r1c6 {2,4} and r2c2 {3,4}: one
	// of the three wings is 4, so 4 goes from the cells seeing all three.
	cells := map[string]string{"r1c1": "123", "r1c5": "14", "r1c6": "24", "r2c2": "34"}
	steps := FindAll(boardWith(cells), WXYZWing)
	if len(steps) != 1 {
		t.Fatalf("want one WXYZ-Wing, got %d", len(steps))
	}
	want := []string{"r1c2#4", "r1c3#4", "r2c4#4", "r2c5#4", "r2c6#4"}
	if got := eliminated(steps[0]); !slices.Equal(got, want) {
		t.Errorf("eliminations %v, want %v", got, want)
	}
	if steps[0].Digits != 0b1111 || len(steps[0].Cells) != 4 || steps[0].Cells[0] != cellByName("r1c1") {
		t.Errorf("pattern: digits %v cells %v", steps[0].Digits, steps[0].Cells)
	}
	// Without the third wing the pivot could be 3: nothing follows.
	delete(cells, "r2c2")
	if steps := FindAll(boardWith(cells), WXYZWing); len(steps) != 0 {
		t.Errorf("incomplete wing found: %v", steps[0])
	}
	// A wing that does not see the pivot breaks the pattern too.
	cells["r9c9"] = "34"
	if steps := FindAll(boardWith(cells), WXYZWing); len(steps) != 0 {
		t.Errorf("unseen wing accepted: %v", steps[0])
	}
}

func TestVWXYZWing(t *testing.T) {
	// Sudoku Explainer's shape: four cells of row 1 hold 1-5 between them
	// (r1c1 {1235}, r1c5 {14}, r1c6 {24}, r1c8 {34}); the bivalue r3c3
	// {45} sees r1c1, the row's only holder of 5. So 5 is restricted, and
	// 4 is true in r3c3 or in one of the row's holders: r1c2 and r1c3 see
	// them all.
	cells := map[string]string{"r1c1": "1235", "r1c5": "14", "r1c6": "24", "r1c8": "34", "r3c3": "45"}
	b := boardWith(cells)
	if steps := FindAll(b, WXYZWing); len(steps) != 0 {
		t.Fatalf("a five-digit pattern taken for a WXYZ-Wing: %v", steps[0])
	}
	steps := FindAll(b, VWXYZWing)
	if len(steps) != 1 {
		t.Fatalf("want one VWXYZ-Wing, got %d", len(steps))
	}
	want := []string{"r1c2#4", "r1c3#4"}
	if got := eliminated(steps[0]); !slices.Equal(got, want) {
		t.Errorf("eliminations %v, want %v", got, want)
	}
	// The row's largest cell has four candidates: Explainer's 6.2 + 0.1.
	if w := steps[0].Weight(); math.Abs(w-6.3) > 1e-9 {
		t.Errorf("weight %.2f, want 6.3 (VWXYZWingHint with a 4-candidate cell)", w)
	}
	// A pivot holding 4 as well is one more holder of 4; r1c2 and r1c3
	// see it, so the eliminations stay.
	cells["r1c1"] = "12345"
	steps = FindAll(boardWith(cells), VWXYZWing)
	if len(steps) != 1 || !slices.Equal(eliminated(steps[0]), want) {
		t.Errorf("complete pivot: %v", steps)
	}
	// A sixth digit in the bivalue cell leaves two digits unrestricted.
	cells["r3c3"] = "456"
	if steps := FindAll(boardWith(cells), VWXYZWing); len(steps) != 0 {
		t.Errorf("six digits in five cells accepted: %v", steps[0])
	}
}

// TestBentWingNeedsExplainersShape: a pivot whose four wings point three
// ways (two along its row, one down its column, one in its box) is a
// VWXYZ-Wing in the wide sense, but no bivalue cell of it leaves the rest
// in one unit, so Sudoku Explainer does not see it as a wing; it rates
// such a pattern as a forcing chain (7.1-7.2 on the diabolical sample,
// where the wide reading gave 6.3), and so does Pictdoku now.
func TestBentWingNeedsExplainersShape(t *testing.T) {
	cells := map[string]string{"r1c1": "1235", "r1c5": "14", "r1c6": "24", "r2c2": "34", "r5c1": "45"}
	if steps := FindAll(boardWith(cells), VWXYZWing); len(steps) != 0 {
		t.Errorf("a wing in three directions taken for a VWXYZ-Wing: %v", steps[0])
	}
}

// TestWingSizeBonus follows WXYZWingHint.getDifficulty and
// VWXYZWingHint.getDifficulty: a middling largest cell is hardest.
func TestWingSizeBonus(t *testing.T) {
	for _, c := range []struct {
		n, largest int
		want       float64
	}{{4, 2, 0}, {4, 3, 0.1}, {4, 4, 0}, {5, 2, 0.1}, {5, 3, 0.2}, {5, 4, 0.1}, {5, 5, 0}} {
		if got := sizeBonus(c.n, c.largest); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("sizeBonus(%d, %d) = %.2f, want %.2f", c.n, c.largest, got, c.want)
		}
	}
}

func TestSolvingOrderFollowsWeights(t *testing.T) {
	for i := 1; i < len(solvingOrder); i++ {
		if solvingOrder[i-1].Info().Weight > solvingOrder[i].Info().Weight {
			t.Fatalf("%s (%.1f) tried before %s (%.1f)", solvingOrder[i-1], solvingOrder[i-1].Info().Weight, solvingOrder[i], solvingOrder[i].Info().Weight)
		}
	}
	if len(solvingOrder) != int(Trial) {
		t.Fatalf("solving order has %d techniques, want %d", len(solvingOrder), Trial)
	}
}

// TestWXYZWingAllRestricted: when every digit of the set is restricted,
// the four cells take the four digits one each although they share no
// unit, and each digit goes from the cells that see all its holders. The
// set and eliminations are the ones Sudoku Explainer finds (at 5.5) after
// step 10 of this puzzle; without them it needed an AIC (7.18).
func TestWXYZWingAllRestricted(t *testing.T) {
	g, _ := sudoku.Parse("9..2....6..3.8......69.532...8...1.2.5..7..3.2.4...6...695.87......4.2..8....3..5")
	r := Solve(g, Options{})
	var step *Step
	for i := range r.Steps {
		if r.Steps[i].Technique == WXYZWing {
			step = &r.Steps[i]
			break
		}
	}
	if step == nil {
		t.Fatal("no WXYZ-Wing in the solution path")
	}
	want := []string{"r1c8#1", "r2c8#1", "r7c9#1", "r7c9#4", "r8c8#1", "r8c9#1", "r9c4#6"}
	if got := eliminated(step); !slices.Equal(got, want) {
		t.Errorf("eliminations %v, want %v", got, want)
	}
	// The same cells gathered in one box are a naked quad: left to the
	// subset finders, not taken for a wing.
	cells := map[string]string{"r1c1": "1469", "r1c2": "14", "r2c1": "49", "r2c2": "69"}
	if steps := FindAll(boardWith(cells), WXYZWing); len(steps) != 0 {
		t.Errorf("a naked quad in one box taken for a WXYZ-Wing: %v", steps[0])
	}
}
