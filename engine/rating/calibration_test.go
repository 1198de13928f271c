package rating

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

const dataDir = "../../../shared/data/"

// ratedSet reads puzzles with a reference SE rating from column col
// (0-based after the puzzle), taking the first number of "7.2/1.2/1.2".
// A negative col reads the puzzles only (a file without ratings, such as
// top1465.txt) and returns no ratings.
func ratedSet(t testing.TB, name string, col int) ([]sudoku.Grid, []float64) {
	f, err := os.Open(dataDir + name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI: reference data missing: %v", err)
		}
		t.Skipf("reference data absent: %v", err)
	}
	defer f.Close()
	var gs []sudoku.Grid
	var ref []float64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		g, err := sudoku.Parse(fields[0])
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
		if col < 0 {
			continue
		}
		v, err := strconv.ParseFloat(strings.SplitN(fields[col+1], "/", 2)[0], 64)
		if err != nil {
			t.Fatal(err)
		}
		ref = append(ref, v)
	}
	return gs, ref
}

// TestCalibration measures the Spearman rank correlation between Pictdoku's
// score and Sudoku Explainer's rating on the reference sets.
func TestCalibration(t *testing.T) {
	for _, set := range []struct {
		name string
		col  int
		min  float64
	}{
		{"17clue_sample100_ratings.txt", 0, 0.99},
		{"sudoku_exchange_diabolical_se_sample320.txt", 0, 0.95},
		{"top1465_every15_se.txt", 0, 0.96},
	} {
		gs, ref := ratedSet(t, set.name, set.col)
		var scores []float64
		start := time.Now()
		for _, g := range gs {
			scores = append(scores, Rate(g, false).Score)
		}
		rho := Spearman(scores, ref)
		t.Logf("%s: %d puzzles, Spearman %.3f, %v", set.name, len(gs), rho, time.Since(start).Round(time.Millisecond))
		if rho < set.min {
			t.Errorf("%s: Spearman %.3f below %.2f", set.name, rho, set.min)
		}
	}
}

// TestDiabolicalBands: on the sudoku-exchange diabolical sample, the level
// of at least 315 of the 320 puzzles (issue 56's goal) is the one Sudoku
// Explainer's published rating falls in (LevelOf of it: Expert up to 6.9,
// Extreme above). Before the wings and the W-Wing followed Explainer, 280
// were; before Unique Loops, the BUG types, Y-Cycles and grouped strong
// links, 303; with them all 320 are.
func TestDiabolicalBands(t *testing.T) {
	gs, ref := ratedSet(t, "sudoku_exchange_diabolical_se_sample320.txt", 0)
	in := map[logic.Level]int{}
	total := map[logic.Level]int{}
	hits := 0
	for i, g := range gs {
		want := logic.LevelOf(ref[i])
		total[want]++
		if Rate(g, false).Level == want {
			in[want]++
			hits++
		}
	}
	for _, l := range []logic.Level{logic.Expert, logic.Extreme} {
		t.Logf("%v: %d of %d in Explainer's band", l, in[l], total[l])
	}
	if hits < 315 {
		t.Errorf("%d of %d levels in Explainer's band, want at least 315", hits, len(gs))
	}
}

// TestSEBands checks that the level agrees with Sudoku Explainer's bands on
// the 17-clue sample: a puzzle SE rates at most 2.3 (singles, with its
// direct intersections and direct hidden pair) is Easy, and one in (2.3,
// 3.4] is Medium. The issue that brought the direct techniques asked for
// 48 of 52 and 25 of 28; the test allows the same few misses, by count.
func TestSEBands(t *testing.T) {
	gs, ref := ratedSet(t, "17clue_sample100_ratings.txt", 0)
	bands := []struct {
		lo, hi float64
		want   logic.Level
		misses int
	}{{0, 2.3, logic.Easy, 4}, {2.3, 3.4, logic.Medium, 3}}
	for _, b := range bands {
		in, hit := 0, 0
		got := map[logic.Level]int{}
		for i, g := range gs {
			if ref[i] <= b.lo || ref[i] > b.hi {
				continue
			}
			in++
			l := Rate(g, false).Level
			got[l]++
			if l == b.want {
				hit++
			}
		}
		t.Logf("SE in (%.1f, %.1f]: %d puzzles, levels %v", b.lo, b.hi, in, got)
		if in < 20 {
			t.Fatalf("SE in (%.1f, %.1f]: only %d puzzles in the sample", b.lo, b.hi, in)
		}
		if hit < in-b.misses {
			t.Errorf("SE in (%.1f, %.1f]: %d of %d rated %v, want at least %d", b.lo, b.hi, hit, in, b.want, in-b.misses)
		}
	}
}

// TestExtremeSpread: the puzzles of top1465's SE-rated sample that Sudoku
// Explainer puts above 6.9 (plain chains 7.x, Nishio 7.5+, static cell and
// region forcing chains 8.0+, dynamic chains 8.5+) keep its order: a
// Spearman correlation of at least 0.85 among them. When Pictdoku's
// forcing chains followed singles on the grid (Explainer's dynamic chains)
// at Nishio's and the static chains' weights, it was 0.70: puzzles
// Explainer rates 8.9-9.3 scored 7.8-8.3 (issue 56 item 4).
func TestExtremeSpread(t *testing.T) {
	gs, ref := ratedSet(t, "top1465_every15_se.txt", 0)
	var ours, theirs []float64
	for i, g := range gs {
		if ref[i] > 6.9 {
			ours = append(ours, Rate(g, false).Score)
			theirs = append(theirs, ref[i])
		}
	}
	rho := Spearman(ours, theirs)
	t.Logf("%d puzzles above 6.9, Spearman %.3f", len(ours), rho)
	if rho < 0.85 {
		t.Errorf("Spearman %.3f among the puzzles Explainer rates above 6.9, want at least 0.85", rho)
	}
	for _, c := range []struct {
		puzzle   string
		hardest  logic.Technique
		low, top float64
		why      string
	}{
		{"39....1.............648....5.8.....1.7..2..562..7....3...9.3.6.......2......57..8", logic.NishioForcingChain, 7.5, 8.0,
			"Explainer 7.9 by Nishio Forcing Chains: one digit followed alone"},
		{"..2..6..........31.7.28.5..5...7........1...3..8..26...5...47..3......9.4.7......", logic.CellForcingChain, 8.0, 8.7,
			"Explainer 8.3 by static Cell Forcing Chains"},
		{"..2...9..9....6..18..4...3.....6..5..3...82........3.7.2.9..1..6.1.5.....7...4...", logic.ForcingChainContradiction, 8.5, 9.5,
			"Explainer 9.0 by Dynamic Contradiction Forcing Chains (was 7.99: singles on the grid were rated as a Nishio)"},
	} {
		r := Rate(mustParse(t, c.puzzle), false)
		if r.Hardest != c.hardest || r.Score < c.low || r.Score >= c.top {
			t.Errorf("%s: %.2f %s, want %s in [%.1f, %.1f): %s", c.puzzle, r.Score, r.Hardest, c.hardest, c.low, c.top, c.why)
		}
	}
}
