// Package fewest makes puzzles with few clues and no fixed pattern, and
// reduces puzzles to minimal ones.
//
// Build adds clues one at a time, each time the (cell, digit) that appears
// least often among the solutions still possible: found by enumeration
// when there are few, by random sampling when there are many (the seeds'
// method). Once unique, the puzzle is minimised, then a few clues are taken
// out at random and the building starts again from there, keeping the best
// puzzle: an iterated local search that runs on every core.
package fewest

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Minimize drops every clue not needed for uniqueness, trying them in
// order; with a symmetry mode, a clue goes only together with its images.
// g must have exactly one solution; the result is minimal: removing any
// further clue (or orbit) gives a second solution.
func Minimize(g sudoku.Grid, sym pattern.Symmetry) sudoku.Grid {
	for c := 0; c < 81; c++ {
		if g[c] == 0 {
			continue
		}
		trial := g
		for _, o := range sym.Orbit(c) {
			trial[o] = 0
		}
		if exact.Count(&trial, 2) == 1 {
			g = trial
		}
	}
	return g
}

// minimizeRandom is Minimize trying the clues in random order.
func minimizeRandom(g sudoku.Grid, rng *rand.Rand) sudoku.Grid {
	for _, c := range rng.Perm(81) {
		if g[c] == 0 {
			continue
		}
		v := g[c]
		g[c] = 0
		if exact.Count(&g, 2) != 1 {
			g[c] = v
		}
	}
	return g
}

const (
	enumerateBelow = 64 // enumerate the solutions when there are at most this many
	samples        = 48 // otherwise draw this many at random
)

// rarestClue returns the (cell, digit) seen least often, but at least
// once, among the solutions of g in empty cells.
func rarestClue(g *sudoku.Grid, rng *rand.Rand) (int, int8, bool) {
	sols := exact.Solutions(g, enumerateBelow+1)
	if len(sols) > enumerateBelow {
		sols = sols[:0]
		for i := 0; i < samples; i++ {
			if s, ok := exact.Random(g, rng); ok {
				sols = append(sols, s)
			}
		}
	}
	if len(sols) < 2 {
		return 0, 0, false
	}
	var freq [81][10]int
	for _, s := range sols {
		for c, v := range s {
			freq[c][v]++
		}
	}
	best, ties := len(sols)+1, 0
	var cell int
	var digit int8
	for c := 0; c < 81; c++ {
		if g[c] != 0 {
			continue
		}
		for d := 1; d <= 9; d++ {
			f := freq[c][d]
			if f == 0 || f == len(sols) {
				continue
			}
			switch {
			case f < best:
				best, ties, cell, digit = f, 1, c, int8(d)
			case f == best:
				ties++
				if rng.IntN(ties) == 0 {
					cell, digit = c, int8(d)
				}
			}
		}
	}
	return cell, digit, ties > 0
}

// complete adds rarest clues until g is unique (g must have a solution).
func complete(g sudoku.Grid, rng *rand.Rand) sudoku.Grid {
	for exact.Count(&g, 2) > 1 {
		c, d, ok := rarestClue(&g, rng)
		if !ok {
			break
		}
		g[c] = d
	}
	return g
}

// Result is the outcome of Build.
type Result struct {
	Puzzle   sudoku.Grid
	Clues    int
	Rounds   int // puzzles built and minimised
	Elapsed  time.Duration
	Achieved bool // reached the wanted count
}

// Build searches for a minimal unique puzzle with at most target clues
// until it finds one, the timeout passes or ctx ends, and returns the best
// found.
func Build(ctx context.Context, target int, timeout time.Duration, seed uint64) Result {
	start := time.Now()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	var (
		mu     sync.Mutex
		best   sudoku.Grid
		bestN  = 82
		rounds int
		wg     sync.WaitGroup
	)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seed, uint64(w)+1))
			cur := minimizeRandom(complete(sudoku.Grid{}, rng), rng)
			for ctx.Err() == nil {
				mu.Lock()
				rounds++
				if n := cur.Clues(); n < bestN {
					best, bestN = cur, n
					if n <= target {
						stop()
					}
				}
				mu.Unlock()
				// Perturb: take out a few clues, rebuild, minimise; keep the
				// result if it is no worse (sideways moves help).
				next := cur
				clues := cells(next)
				for k := 0; k < 2+rng.IntN(4) && len(clues) > 0; k++ {
					i := rng.IntN(len(clues))
					next[clues[i]] = 0
					clues = append(clues[:i], clues[i+1:]...)
				}
				next = minimizeRandom(complete(next, rng), rng)
				if next.Clues() <= cur.Clues() {
					cur = next
				}
			}
		}(w)
	}
	wg.Wait()
	return Result{Puzzle: best, Clues: bestN, Rounds: rounds, Elapsed: time.Since(start), Achieved: bestN <= target}
}

func cells(g sudoku.Grid) []int {
	var out []int
	for c, v := range g {
		if v != 0 {
			out = append(out, c)
		}
	}
	return out
}
