package main

import (
	"fmt"
	"time"

	"github.com/pictdoku/pictdoku/engine/fewest"
)

// runFewest searches for a minimal puzzle with few clues and no pattern.
func runFewest(args []string, e *env) int {
	fs := newFlags("fewest", e)
	clues := fs.Int("clues", 20, "find a minimal puzzle with at most `K` clues (17 or more)")
	timeout := fs.Duration("timeout", time.Minute, "give up after this long (0: no limit) and print the best found")
	seed := fs.Uint64("seed", 1, "random seed")
	if !parseArgs(fs, args, 0, e) {
		return 2
	}
	if *clues < 17 || *clues > 81 {
		return e.errorf("fewest: --clues must be 17-81 (no proper puzzle has fewer than 17)")
	}
	if err := checkTimeout(*timeout); err != nil {
		return e.errorf("fewest: %v", err)
	}
	ctx, cancel := interruptible()
	defer cancel()
	return reportFewest(fewest.Build(ctx, *clues, *timeout, *seed), *clues, e)
}

// reportFewest prints the search's result: the puzzle, or, when no round
// finished in time, that there is none (never an empty grid).
func reportFewest(r fewest.Result, clues int, e *env) int {
	if r.Rounds == 0 || r.Puzzle.Clues() == 0 {
		fmt.Fprintf(e.stderr, "pictdoku-cli: fewest: no puzzle finished in %s; give it more time\n", r.Elapsed.Round(time.Millisecond))
		return 1
	}
	fmt.Fprintf(e.stdout, "%s\t%d clues\t%s\t%d rounds\n", r.Puzzle, r.Clues, r.Elapsed.Round(time.Millisecond), r.Rounds)
	if !r.Achieved {
		fmt.Fprintf(e.stderr, "pictdoku-cli: fewest: no %d-clue puzzle in %s; best has %d\n", clues, r.Elapsed.Round(time.Millisecond), r.Clues)
		return 1
	}
	return 0
}
