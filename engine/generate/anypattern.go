package generate

import (
	"context"
	"math/rand/v2"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// patternUnit is the fewest attempts a drawn pattern gets before AnyPattern
// moves on: pattern b of a run gets patternUnit·luby(b+1) attempts.
// Random patterns differ widely in what they hold: aiming at Swordfish
// on 16 random 24-clue patterns (20 s each), the ones that gave a puzzle
// took 7, 12, 32, 38, 42, 54, 113, 188, 198, 379 and 470 attempts (about
// 20 ms each on two cores), and five gave none. A simulation over 37
// patterns' recorded attempts (150 each) put the median time to a puzzle
// at 0.93, 0.99, 1.01 and 1.07 s for units 2, 4, 8 and 16, against 2.56 s
// staying on the first pattern; on the machine, 40 searches each, units
// 2, 4 and 8 found 38, 33 and 33 in 8 s, medians 1.4, 3.0 and 2.4 s.
const patternUnit = 2

// AnyPattern finds opt.Count puzzles on random patterns of k clue cells
// with symmetry sym, for a caller to whom any such pattern will do
// (`generate --clues K`). A pattern drawn at random may be barren for what
// is asked, or nearly: aiming at Swordfish with 24 clues, five patterns in
// sixteen gave no puzzle in 20 s, while others gave one in a dozen
// attempts; a plain search at 20 clues found a puzzle within 15 s on 2
// of 6 patterns. So the run does not stay on its first pattern: its attempts
// go to DrawPattern(opt.Seed, b, k, sym) for b = 0, 1, 2, … in blocks of
// patternUnit times the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, … attempts
// (Luby, Sinclair and Zuckerman 1993: restarting on this schedule takes
// at most a logarithmic factor more than the best fixed restart length,
// without knowing it), so a good pattern is met early and a run where
// every pattern needs many attempts still gives them many. Which pattern
// an attempt works on depends only on its number, so the same seed and
// options still give the same puzzles.
func AnyPattern(ctx context.Context, k int, sym pattern.Symmetry, opt Options) ([]Puzzle, error) {
	first, err := DrawPattern(opt.Seed, 0, k, sym)
	if err != nil {
		return nil, err
	}
	// A first pattern still impossible after every draw (too few clues,
	// say) fails at once with its proof.
	return generateOn(ctx, first, opt, &draws{unit: patternUnit, clues: k, sym: sym, views: map[int]*gen{}})
}

// DrawPattern returns pattern b of AnyPattern's run with this seed: the
// first pattern of k cells with symmetry sym that pattern.Random draws from
// the random source (seed, b) and that is not provably impossible (or
// the last of drawsPerPattern draws, should every one be).
func DrawPattern(seed uint64, b, k int, sym pattern.Symmetry) (pattern.Pattern, error) {
	rng := rand.New(rand.NewPCG(seed, uint64(b)))
	var p pattern.Pattern
	for range drawsPerPattern {
		var err error
		if p, err = pattern.Random(k, sym, rng); err != nil {
			return p, err
		}
		if p.Impossible() == nil {
			break
		}
	}
	return p, nil
}

// drawsPerPattern bounds DrawPattern's draws: at very few clues every
// pattern may be impossible, and the attempts then fail as on one.
const drawsPerPattern = 100

// draws is AnyPattern's share of a run: the schedule of patterns and the
// run's view of each (a copy of the run's gen on that pattern), made when
// its first attempt starts. Guarded by the run's lock.
type draws struct {
	unit  int
	clues int
	sym   pattern.Symmetry
	views map[int]*gen
}

// patternOf returns the index b of the pattern that attempt i works on,
// and the attempt's number k among those on pattern b (0 for the first).
func (d *draws) patternOf(i int) (b, k int) {
	start, end := 0, d.unit*luby(1)
	for i >= end {
		b++
		start, end = end, end+d.unit*luby(b+1)
	}
	return b, i - start
}

// luby returns the j-th term (j >= 1) of the Luby sequence 1, 1, 2, 1, 1,
// 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, …: 2^(m-1) when j = 2^m - 1, and otherwise
// the term j - (2^(m-1) - 1) for the m with 2^(m-1) <= j < 2^m - 1.
func luby(j int) int {
	for {
		m := 1
		for 1<<m-1 < j {
			m++
		}
		if j == 1<<m-1 {
			return 1 << (m - 1)
		}
		j -= 1<<(m-1) - 1
	}
}

// forAttempt returns the gen attempt i works with: the run's own, or with
// AnyPattern, its view on the attempt's pattern; and the attempt's number
// among those on that pattern. Call it under the run's lock.
func (g *gen) forAttempt(i int) (*gen, int) {
	if g.draws == nil {
		return g, i
	}
	b, k := g.draws.patternOf(i)
	if v, ok := g.draws.views[b]; ok {
		return v, k
	}
	v := *g
	if b > 0 {
		p, _ := DrawPattern(g.opt.Seed, b, g.draws.clues, g.draws.sym) // pattern 0 drew without error
		v.pattern, v.cells = p, p.Cells()
	}
	g.draws.views[b] = &v
	return &v, k
}
