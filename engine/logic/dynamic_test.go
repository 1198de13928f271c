package logic

import "testing"

// TestComplexityBonus checks Explainer's length term
// (ChainingHint.getLengthDifficulty): 0.1 each time complexity-2 passes a
// ceiling of 4, 6, 8, 12, 16, 24, 32, ...
func TestComplexityBonus(t *testing.T) {
	for _, tc := range []struct {
		complexity int
		want       float64
	}{{2, 0}, {6, 0}, {7, 0.1}, {8, 0.1}, {9, 0.2}, {10, 0.2}, {11, 0.3}, {14, 0.3}, {15, 0.4}, {18, 0.4}, {19, 0.5}, {26, 0.5}, {27, 0.6}, {34, 0.6}, {35, 0.7}, {100, 1.0}} {
		if got := complexityBonus(tc.complexity); got != tc.want {
			t.Errorf("complexityBonus(%d) = %v, want %v", tc.complexity, got, tc.want)
		}
	}
}

// The hardest puzzles the dynamic chains are tested on: the issue's
// example, which Explainer rates 10.3 and the older solver left stuck after
// one hidden single, and a puzzle of the forum's hardest list that needs a
// dozen Dynamic Forcing Chains (+).
var dynamicPuzzles = []string{
	"........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.",
	"....6...9..6..35...4..5..7......2......8.......2.1.8....5...3...9..3..1.71......4",
}

// TestDynamicChainsAreSound solves the hardest puzzles with the dynamic
// chains and checks every elimination and placement of every step against
// the solution, and that the chains finish what the older techniques
// could not.
func TestDynamicChainsAreSound(t *testing.T) {
	for _, p := range dynamicPuzzles {
		used := solveSoundly(t, p)
		if used[DynamicForcingChainPlus]+used[NestedForcingChainFC] == 0 {
			t.Errorf("%s: solved without a nested chain: %v", p, used)
		}
		if r := Solve(parse(t, p), Options{}); r.Solved {
			t.Errorf("%s: solved without the dynamic chains", p)
		}
	}
}

// TestDeepNestedChainsAreSound does the same on two of the forum's
// hardest puzzles, which need the nested chains of level 3 (asking
// multiple forcing chains) and level 4 (asking dynamic forcing chains);
// Explainer rates them 11.3 and 11.8.
func TestDeepNestedChainsAreSound(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds a puzzle")
	}
	for p, deepest := range map[string]Technique{
		"9.......5.4.3...6...2...1...8.74........2.......8.6.7.1.....9...3...7.4...5.....2": NestedForcingChainMFC,
		"12.3.....4...5......6..17..5..2......3..1..4...1..68....9....7....1..9.......9.68": NestedForcingChainDFC,
	} {
		if used := solveSoundly(t, p); used[deepest] == 0 {
			t.Errorf("%s: solved without a %s: %v", p, deepest, used)
		}
	}
}

// solveSoundly solves p with the dynamic chains step by step, checking
// each step against the solution and each chain's length term, and
// returns how often each technique was used.
func solveSoundly(t *testing.T, p string) map[Technique]int {
	t.Helper()
	b, sol := startOf(t, p)
	used := map[Technique]int{}
	for !b.Solved() {
		s := Next(b, Options{Dynamic: true})
		if s == nil {
			t.Fatalf("%s: stuck with %d cells open", p, b.Open())
		}
		used[s.Technique]++
		for _, e := range s.Eliminate {
			if int(sol[e.Cell]) == e.Digit {
				t.Fatalf("%s: %s eliminates the solution's %v", p, s.Technique, e)
			}
		}
		for _, c := range s.Place {
			if int(sol[c.Cell]) != c.Digit {
				t.Fatalf("%s: %s places %v, solution has %d", p, s.Technique, c, sol[c.Cell])
			}
		}
		if dynamicLevel(s.Technique) >= 0 && (s.Length < 2 || s.Bonus != complexityBonus(s.Length)) {
			t.Errorf("%s: %s of complexity %d with bonus %v", p, s.Technique, s.Length, s.Bonus)
		}
		b.Apply(s)
	}
	return used
}
