package main

import (
	"fmt"
	"time"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// benchSolve measures single-goroutine throughput of the exact solver on a
// puzzle file, both for finding a solution and for the uniqueness check
// (counting to two).
func benchSolve(args []string, e *env) int {
	fs := newFlags("bench solve", e)
	minTime := fs.Duration("time", 2*time.Second, "run each measurement at least this long")
	if !parseArgs(fs, args, 1, e) {
		return 2
	}
	if fs.NArg() != 1 {
		return e.errorf("bench solve: want one puzzle file")
	}
	var puzzles []sudoku.Grid
	bad := 0
	if code := eachPuzzle(fs.Args(), e, func(n int, g sudoku.Grid, err error) {
		if err != nil {
			bad++
			fmt.Fprintf(e.stderr, "pictdoku-cli: bench solve: line %d skipped: %v\n", n, err)
			return
		}
		puzzles = append(puzzles, g)
	}); code != 0 {
		return code
	}
	if len(puzzles) == 0 {
		return e.errorf("bench solve: no puzzles in %s", fs.Arg(0))
	}
	measure := func(f func(g *sudoku.Grid)) (float64, int) {
		start := time.Now()
		n := 0
		for time.Since(start) < *minTime || n < len(puzzles) {
			for i := range puzzles {
				f(&puzzles[i])
			}
			n += len(puzzles)
		}
		return float64(n) / time.Since(start).Seconds(), n
	}
	solved := 0
	for i := range puzzles {
		if _, ok := exact.First(&puzzles[i]); ok {
			solved++
		}
	}
	solveRate, n1 := measure(func(g *sudoku.Grid) { exact.First(g) })
	countRate, n2 := measure(func(g *sudoku.Grid) { exact.Count(g, 2) })
	fmt.Fprintf(e.stdout, "file\t%s\npuzzles\t%d (%d with a solution, %d bad lines skipped)\n", fs.Arg(0), len(puzzles), solved, bad)
	fmt.Fprintf(e.stdout, "solve\t%.0f puzzles/s\t(%d solves)\n", solveRate, n1)
	fmt.Fprintf(e.stdout, "count to 2\t%.0f puzzles/s\t(%d counts)\n", countRate, n2)
	return 0
}
