package rating

import (
	"math"
	"testing"

	"github.com/pictdoku/pictdoku/engine/logic"
)

// TestDeepestNestedChainsMatchExplainer rates two of the forum's hardest
// puzzles that need Explainer's deepest chains, nested forcing chains
// asking multiple forcing chains (level 3, 10.0 and up) and dynamic
// forcing chains (level 4, 10.5 and up), and checks the hardest step
// against Explainer's rating of each, published with the forum's
// HardestDatabase110626 (ER 11.3 and 11.8, "First Peak"). Before these
// levels both were left unfinished.
func TestDeepestNestedChainsMatchExplainer(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds a puzzle")
	}
	for _, c := range []struct {
		puzzle  string
		hardest logic.Technique
		se      float64
	}{
		{"9.......5.4.3...6...2...1...8.74........2.......8.6.7.1.....9...3...7.4...5.....2", logic.NestedForcingChainMFC, 11.3},
		{"12.3.....4...5......6..17..5..2......3..1..4...1..68....9....7....1..9.......9.68", logic.NestedForcingChainDFC, 11.8},
	} {
		r := Rate(mustParse(t, c.puzzle), false)
		if !r.Solved || r.Level != logic.Extreme || r.Hardest != c.hardest || math.Abs(r.HardestWeight-c.se) > 1e-9 {
			t.Errorf("%s: %v, solved %v, hardest %s at %.2f; want Extreme, %s at %.1f as Explainer",
				c.puzzle, r.Level, r.Solved, r.HardestName(), r.HardestWeight, c.hardest, c.se)
		}
	}
}

// TestUnfinishedRanksAboveFinished stops the solver short of the
// dynamic chains on a puzzle that needs them: it is "Unsolvable by
// logic" and scores from BeyondScore up. A finished solve whose hardest
// step weighs more than that (a level 4 nested chain of great length;
// none is known) still scores below it, and keeps its step's weight.
func TestUnfinishedRanksAboveFinished(t *testing.T) {
	g := mustParse(t, "12.3.....4...5......6..17..5..2......3..1..4...1..68....9....7....1..9.......9.68")
	r := RateWith(g, logic.Options{})
	if r.Solved || r.Level != logic.Unsolvable || r.Open == 0 {
		t.Fatalf("without dynamic chains: %v, solved %v, %d open; want Unsolvable", r.Level, r.Solved, r.Open)
	}
	if r.Score < BeyondScore || r.Score >= BeyondScore+0.1 {
		t.Errorf("unfinished scores %.3f, want in [%.1f, %.1f)", r.Score, BeyondScore, BeyondScore+0.1)
	}
	heavy := logic.Step{Technique: logic.NestedForcingChainDFC, Bonus: 2.3, Place: []logic.Candidate{{Cell: 0, Digit: 1}}}
	f := FromResult(logic.Result{Steps: []logic.Step{heavy}, Solved: true})
	if f.Score >= BeyondScore || f.HardestWeight != heavy.Weight() || f.Level != logic.Extreme {
		t.Errorf("finished with a step of %.1f: score %.3f, hardest %.1f, %v; want below %.1f, %.1f, Extreme",
			heavy.Weight(), f.Score, f.HardestWeight, f.Level, BeyondScore, heavy.Weight())
	}
}
