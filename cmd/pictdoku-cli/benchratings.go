package main

import (
	"bufio"
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// referencePuzzle is a puzzle with another rater's rating of it.
type referencePuzzle struct {
	grid      sudoku.Grid
	reference float64
}

// benchRatings rates puzzles that another rater (Sudoku Explainer, most
// often) has rated, and says how far the two agree: each puzzle's line
// with both ratings, in input order as they are done, then the rank
// correlation of Pictdoku's score and of its hardest step's weight with
// the reference, and how many hardest steps weigh what the reference
// says, within 0.1 and 0.2. The input has a puzzle and the reference
// rating on each line, separated by a tab; a rating written
// "11.3/11.3/10.4" (Explainer's ER/EP/ED) counts by its first number, and
// columns after the rating are ignored. Ctrl+C stops it: the summary then
// covers the puzzles rated so far.
func benchRatings(args []string, e *env) int {
	fs := newFlags("bench ratings", e)
	if !parseArgs(fs, args, 1, e) {
		return 2
	}
	if fs.NArg() != 1 {
		return e.errorf("bench ratings: want one file of puzzles with reference ratings")
	}
	puzzles, code := readReferencePuzzles(fs.Args(), e)
	if code != 0 {
		return code
	}
	if len(puzzles) == 0 {
		return e.errorf("bench ratings: no rated puzzles in %s", fs.Arg(0))
	}
	ctx, cancel := interruptible()
	defer cancel()
	type done struct {
		i int
		r rating.Rating
		// err is set when the rating was stopped (Ctrl+C).
		err error
	}
	jobs := make(chan int)
	results := make(chan done, len(puzzles)) // a worker never waits to hand one back
	for range runtime.GOMAXPROCS(0) {
		go func() {
			for i := range jobs {
				r, err := rating.RateContext(ctx, puzzles[i].grid, false, nil)
				results <- done{i, r, err}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range puzzles {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	rated := make([]*rating.Rating, len(puzzles))
	next, finished := 0, 0 // the next puzzle to print; puzzles back from the workers
	var ours, hardest, theirs []float64
	within1, within2, unfinished := 0, 0, 0
	for received := 0; received < len(puzzles); received++ {
		var d done
		select {
		case d = <-results:
		case <-ctx.Done():
			received = len(puzzles) // the workers stop between two steps
			continue
		}
		if d.err != nil {
			continue
		}
		finished++
		rated[d.i] = &d.r
		for next < len(puzzles) && rated[next] != nil {
			p, r := puzzles[next], rated[next]
			fmt.Fprintf(w, "%s\t%.2f\t%.2f\t%.2f\t%s\t%s\n", p.grid, p.reference, r.Score, r.HardestWeight, r.Level, r.HardestName())
			w.Flush()
			ours = append(ours, r.Score)
			hardest = append(hardest, r.HardestWeight)
			theirs = append(theirs, p.reference)
			if !r.Solved {
				unfinished++
			} else if gap := math.Abs(r.HardestWeight - p.reference); gap < 0.1+1e-9 {
				within1++
				within2++
			} else if gap < 0.2+1e-9 {
				within2++
			}
			next++
		}
	}
	n := len(ours)
	if ctx.Err() != nil {
		fmt.Fprintf(e.stderr, "pictdoku-cli: bench ratings: interrupted after %d of %d puzzles; the summary covers the first %d\n", finished, len(puzzles), n)
	}
	if n == 0 {
		return 130
	}
	fmt.Fprintf(w, "\npuzzles\t%d\n", n)
	fmt.Fprintf(w, "unfinished\t%d (Unsolvable by logic)\n", unfinished)
	fmt.Fprintf(w, "Spearman, score\t%.3f\n", rating.Spearman(ours, theirs))
	fmt.Fprintf(w, "Spearman, hardest step\t%.3f\n", rating.Spearman(hardest, theirs))
	fmt.Fprintf(w, "hardest step within 0.1\t%d (%.0f%%)\n", within1, 100*float64(within1)/float64(n))
	fmt.Fprintf(w, "hardest step within 0.2\t%d (%.0f%%)\n", within2, 100*float64(within2)/float64(n))
	if ctx.Err() != nil {
		return 130
	}
	return 0
}

// readReferencePuzzles reads the puzzles and their reference ratings;
// a line that is no puzzle with one solution, or has no rating, is
// reported on standard error and skipped.
func readReferencePuzzles(args []string, e *env) ([]referencePuzzle, int) {
	in, err := openInput(args, e)
	if err != nil {
		return nil, e.errorf("%v", err)
	}
	defer in.Close()
	var out []referencePuzzle
	skip := func(n int, why string) {
		fmt.Fprintf(e.stderr, "pictdoku-cli: bench ratings: line %d skipped: %s\n", n, why)
	}
	err = eachLine(in, func(n int, line string, err error) bool {
		if err != nil {
			skip(n, err.Error())
			return true
		}
		if line == "" || strings.HasPrefix(line, "#") {
			return true
		}
		fields := strings.Split(line, "\t")
		g, err := sudoku.Parse(fields[0])
		if err != nil {
			skip(n, err.Error())
			return true
		}
		if len(fields) < 2 {
			skip(n, "no reference rating after the puzzle (puzzle, a tab, the rating)")
			return true
		}
		ref, err := strconv.ParseFloat(strings.TrimSpace(strings.SplitN(fields[1], "/", 2)[0]), 64)
		if err != nil || math.IsNaN(ref) || math.IsInf(ref, 0) {
			skip(n, fmt.Sprintf("the reference rating %q is no number", fields[1]))
			return true
		}
		if _, count := exact.Solve(&g); count != 1 {
			skip(n, notUnique(count))
			return true
		}
		out = append(out, referencePuzzle{g, ref})
		return true
	})
	if err != nil {
		return nil, e.errorf("reading input: %v", err)
	}
	return out, 0
}
