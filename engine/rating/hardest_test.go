package rating

import (
	"testing"

	"github.com/pictdoku/pictdoku/engine/logic"
)

// TestHardestPuzzlesAreRated rates a sample of the forum's hardest puzzles
// (every 25th of HardestDatabase110626, every 4000th of the ph_1905 puzzles
// Explainer rates above 11.0): each gets a level of Extreme or above, a
// puzzle the solver cannot finish ("Unsolvable by logic") scores above
// every puzzle it finishes, and the example, Explainer 10.3, is
// finished by a nested forcing chain. Before the dynamic chains every one
// of these was left unfinished, some scoring 0.00.
func TestHardestPuzzlesAreRated(t *testing.T) {
	if testing.Short() {
		t.Skip("a second a puzzle")
	}
	var sample []Rating
	for _, set := range []struct {
		name  string
		every int
	}{{"forum_hardest_1106.txt", 25}, {"forum_hardest_1905_se11plus.txt", 4000}} {
		gs, _ := ratedSet(t, set.name, -1)
		for i := 0; i < len(gs); i += set.every {
			r := Rate(gs[i], false)
			if r.Level < logic.Extreme {
				t.Errorf("%s line %d: %v (%.2f), below Extreme", set.name, i+1, r.Level, r.Score)
			}
			sample = append(sample, r)
		}
	}
	lowestStuck, highestSolved, stuck := 100.0, 0.0, 0
	for _, r := range sample {
		if r.Solved {
			highestSolved = max(highestSolved, r.Score)
		} else {
			stuck++
			lowestStuck = min(lowestStuck, r.Score)
			if r.Level != logic.Unsolvable {
				t.Errorf("unfinished, level %v", r.Level)
			}
		}
	}
	t.Logf("%d puzzles, %d unfinished; highest finished %.2f, lowest unfinished %.2f", len(sample), stuck, highestSolved, lowestStuck)
	if stuck > 0 && lowestStuck <= highestSolved {
		t.Errorf("an unfinished puzzle scores %.2f, not above the finished ones (up to %.2f)", lowestStuck, highestSolved)
	}
	r := Rate(mustParse(t, "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6."), false)
	if !r.Solved || r.Level != logic.Extreme || r.Hardest != logic.NestedForcingChainFC || r.Score < 10.0 || r.Score > 10.6 {
		t.Errorf("the issue's SE 10.3 puzzle: %v %.2f %s", r.Level, r.Score, r.HardestName())
	}
}
