package rating

import (
	"math"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestExplainerConformance rates puzzles whose Sudoku Explainer rating
// (SukakuExplainer 1.18.1, the published ER of the sudoku-exchange
// diabolical bank) is known, and asks for the same rating to the tenth and
// the technique Explainer takes for the hardest step. Each row is one of
// the rules Pictdoku follows Explainer in:
//   - WXYZ- and VWXYZ-Wings are an almost locked set in one unit plus a
//     bivalue cell (WXYZWing.java, VWXYZWing.java), weighing 5.5-5.6 and
//     6.2-6.4 by the size of the set's largest cell;
//   - a pivot with wings in three directions is no wing for Explainer, who
//     rates the puzzle by the chain it then needs;
//   - the solver takes the lightest step, counting a chain's length, not
//     the first technique by base weight (Solver.java sorts the chaining
//     hints by difficulty);
//   - Explainer has no W-Wing (Solver.java leaves it out): it is a forcing
//     chain mixing a bivalue cell's link and a unit's, 7.0 plus 0.1 for its
//     length (ForcingChainHint.getDifficulty);
//   - an XY-Chain is one too: Explainer looks for forcing chains only with
//     both kinds of link enabled ("Forcing Y-Chains do not exist",
//     Chaining.doUnaryChaining), so they weigh 7.0 plus their length;
//   - the Bivalue Universal Grave has Explainer's four types
//     (BivalueUniversalGrave.java), BUG Type 2 weighing 5.7;
//   - Explainer's Bidirectional Y-Cycle, a loop of bivalue cells, weighs
//     6.5 plus its chains' length term (CycleHint.getDifficulty), below
//     the XY-Chain's 7.0;
//   - its chains of three or four strong links on one digit with a link
//     between groups (StrongLinks.java) weigh 5.4 or 5.8 by the number of
//     links, plus 0.3;
//   - a direct technique (Direct Pointing, Claiming, Hidden Pair, Hidden
//     Triple) makes only its placement and keeps none of the eliminations
//     behind it (DirectHiddenSetHint and DirectLockingHint pass an empty
//     map to IndirectHint), so a later step that needs them is taken and
//     rated on its own.
func TestExplainerConformance(t *testing.T) {
	for _, c := range []struct {
		puzzle  string
		se      float64
		hardest string
		why     string
	}{
		{"9..2....6..3.8......69.532...8...1.2.5..7..3.2.4...6...695.87......4.2..8....3..5", 5.5, "WXYZ-Wing",
			"every digit restricted, the set outside one unit (was 7.18, AIC)"},
		{"...........89126...23...48.5.......4.16.8.39..3.....6.6..8.3..7....2.....714.592.", 5.6, "WXYZ-Wing",
			"a 3-candidate cell in the set: 5.5 + 0.1 (was 7.19, XY-Chain)"},
		{"7.9.4.5.3..........52...67.1..8.6..5..5.7.8......9.....28...75...37291..6...5...9", 6.3, "VWXYZ-Wing",
			"largest cell of 2 or 4 candidates: 6.2 + 0.1"},
		{"...489...7.......5.9.....2...7.3.9..3.......2.6..2..3.93.....54.52...86...4.6.3..", 6.4, "VWXYZ-Wing",
			"largest cell of 3 candidates: 6.2 + 0.2 (was 6.3)"},
		{".....97...67....9.9.127.65.6..4.25....4.5.9....23.7..8.86.341.5.1....34...37.....", 7.1, "W-Wing",
			"a wide-sense VWXYZ-Wing no longer taken (was 6.39), then a W-Wing at 7.1"},
		{"8.4...6.1..16.87..2.......9..3...1...69...35....1.5.....83.12......9.....1..5..6.", 7.1, "W-Wing",
			"W-Wing as Explainer's forcing chain (was 6.68)"},
		{"5..34..826....14...4...5....24.....83.......98.....31....7...2...15....476..18..5", 7.1, "W-Wing",
			"the W-Wing (7.1) taken before a longer XY-Chain (7.2), the lightest step as Explainer takes it (was 7.29)"},
		{"3..1....8.9...831...17...94.....365...........432.....28...41...396...8.1....5..9", 7.1, "Alternating Inference Chain",
			"a short AIC (7.1) taken before a longer XY-Chain (7.2) (was 7.29)"},
		{".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.", 7.2, "Alternating Inference Chain",
			"an XY-Chain weighs as Explainer's forcing chain (7.0 + length), so r5c3<>8 takes the 7-link AIC Explainer finds, not a 9-link XY-Chain at 6.8 + 0.3 (was 7.19)"},
		{"26.7...........4.15........839.........5...6....1......7.....2.....49.......3.8..", 3.4, "Hidden Pair",
			"r2c4,r3c4 are a Direct Hidden Pair in column 4 that keeps its cells' other digits, later removed by a Hidden Pair in box 2 (was 2.30, Naked Single)"},
		{"....8.7......9......9.4...34.8.....2.5..37....7...5.........61.19.........2..3..4", 2.6, "Pointing",
			"the pointings behind the direct steps are needed again as steps of their own (was 2.00, Direct Hidden Pair)"},
		{"......41.9..3.....3...2.....48..7..........52.1.......5..2....6.7....8......9....", 3.6, "Naked Triple",
			"no elimination of the Direct Hidden Pair in column 1 is kept, so a Naked Triple is needed (was 3.09, Naked Pair)"},
		{".6..8.3.......2...4..1..........4.6...7.65.......7.9....3.....4.1.85.7398...9...2", 5.6, "WXYZ-Wing",
			"a six-cell Unique Loop on 7 and 9 (type 1, r2c1) opens the way to a WXYZ-Wing, as in Explainer (was 7.28, XY-Chain)"},
		{"7....58.1..2.84...6......9.12.3.8....8..5..7....4.1.82.6......8...14.3..2.78....5", 5.7, "BUG Type 2",
			"one BUG digit, 6, in two cells, as Explainer's BivalueUniversalGrave finds it (was 7.17, W-Wing)"},
		{"3....75.9..1.82...6.85..21.83....6...4..2..5...5....92.13..89.5...65.1..5.64....8", 5.7, "BUG Type 2",
			"the same in another diabolical puzzle (was 7.19, W-Wing)"},
		{".78.4.6..6.....59.5..61............9.194.235.2............38..5.65.....3..3.9.48.", 6.7, "Bidirectional Y-Cycle",
			"a loop of five bivalue cells, 6.5 + 0.2 for complexity 10 (was 7.19, AIC)"},
		{".76.1...4.2...4...1...7.8.......94.569.....824.78.......3.8...9...3...2.2...9.31.", 6.9, "Bidirectional Y-Cycle",
			"a longer loop, 6.5 + 0.4 (was 7.29, XY-Chain)"},
		{"8.4...7.2.1.7.8.3..5..3..6.1..5.9..6.6.....4.2..6.4..1.2.....5...63.71.....1.2...", 5.7, "Grouped Strong Links",
			"Explainer's Grouped 3-String Kite: three strong links on 8, two of them between groups, 5.4 + 0.3 (was 7.19, W-Wing)"},
		{"2..7..8546..58....1...9...........72.28...16.97...........5...1....38..6863..7..5", 5.7, "Grouped Strong Links",
			"three grouped strong links on 4 (was 6.78, Finned Swordfish)"},
	} {
		r := Rate(mustParse(t, c.puzzle), false)
		got := math.Floor(r.Score*10+1e-9) / 10
		if math.Abs(got-c.se) > 1e-9 || r.Hardest.String() != c.hardest {
			t.Errorf("%s: rated %.2f (%s), want %.1f (%s): %s", c.puzzle, r.Score, r.Hardest, c.se, c.hardest, c.why)
		}
	}
}

func mustParse(t *testing.T, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
