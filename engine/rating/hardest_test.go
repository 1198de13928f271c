package rating

import (
	"testing"

	"github.com/pictdoku/pictdoku/engine/logic"
)

// TestHardestPuzzlesAreRated rates a sample of the forum's hardest puzzles
// (every 25th of HardestDatabase110626, every 4000th of the ph_1905 puzzles
// Explainer rates above 11.0): each is finished, by Explainer's nested
// chains at worst, and rated Extreme; and the example, Explainer
// 10.3, is finished by a nested forcing chain of level 2. Before the
// dynamic chains every one of these was left unfinished, some scoring
// 0.00; before the nested chains of levels 3 and 4, most still were.
func TestHardestPuzzlesAreRated(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds a puzzle")
	}
	n, deepest := 0, 0.0
	for _, set := range []struct {
		name  string
		every int
	}{{"forum_hardest_1106.txt", 25}, {"forum_hardest_1905_se11plus.txt", 4000}} {
		gs, _ := ratedSet(t, set.name, -1)
		for i := 0; i < len(gs); i += set.every {
			r := Rate(gs[i], false)
			if !r.Solved || r.Level != logic.Extreme {
				t.Errorf("%s line %d: %v (%.2f, %d cells open), want finished and Extreme", set.name, i+1, r.Level, r.Score, r.Open)
			}
			n++
			deepest = max(deepest, r.HardestWeight)
		}
	}
	t.Logf("%d puzzles, the heaviest step %.2f", n, deepest)
	r := Rate(mustParse(t, "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6."), false)
	if !r.Solved || r.Level != logic.Extreme || r.Hardest != logic.NestedForcingChainFC || r.Score < 10.0 || r.Score > 10.6 {
		t.Errorf("the issue's SE 10.3 puzzle: %v %.2f %s", r.Level, r.Score, r.HardestName())
	}
}
