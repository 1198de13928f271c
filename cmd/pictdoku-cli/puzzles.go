package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/pictdoku/pictdoku/engine/count"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/hint"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// eachPuzzle calls f for every non-blank line of the input, with the
// parsed grid or the parse error.
func eachPuzzle(args []string, e *env, f func(line string, g sudoku.Grid, err error)) int {
	in, err := openInput(args, e)
	if err != nil {
		return e.errorf("%v", err)
	}
	defer in.Close()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := sudoku.Parse(line)
		f(line, g, err)
	}
	if err := sc.Err(); err != nil {
		return e.errorf("reading input: %v", err)
	}
	return 0
}

// forEachPuzzle runs f on every puzzle of the input named by fs's
// arguments, writing "ERROR: reason" for lines that do not parse.
func forEachPuzzle(fs *flag.FlagSet, e *env, f func(w io.Writer, g sudoku.Grid)) int {
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	return eachPuzzle(fs.Args(), e, func(_ string, g sudoku.Grid, err error) {
		if err != nil {
			fmt.Fprintf(w, "ERROR: %v\n", err)
			return
		}
		f(w, g)
	})
}

func newFlags(name string, e *env) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	return fs
}

func runSolve(args []string, e *env) int {
	fs := newFlags("solve", e)
	if fs.Parse(args) != nil {
		return 2
	}
	return forEachPuzzle(fs, e, func(w io.Writer, g sudoku.Grid) {
		sol, n := exact.Solve(&g)
		switch n {
		case 0:
			fmt.Fprintln(w, "NONE")
		case 1:
			fmt.Fprintln(w, sol.String())
		default:
			fmt.Fprintln(w, "MULTIPLE")
		}
	})
}

func runCount(args []string, e *env) int {
	fs := newFlags("count", e)
	limit := fs.Int("limit", 2, "stop counting at `N` solutions")
	estimate := fs.Bool("estimate", false, "beyond the limit, estimate the count with an error bar")
	seed := fs.Uint64("seed", 1, "random seed for --estimate")
	if fs.Parse(args) != nil {
		return 2
	}
	if *limit < 1 {
		return e.errorf("--limit must be at least 1")
	}
	return forEachPuzzle(fs, e, func(w io.Writer, g sudoku.Grid) {
		if *estimate {
			est := count.Estimate(g, count.Options{ExactLimit: *limit, Seed: *seed})
			fmt.Fprintln(w, est.String())
			return
		}
		fmt.Fprintln(w, exact.Count(&g, *limit))
	})
}

func runRate(args []string, e *env) int {
	fs := newFlags("rate", e)
	steps := fs.Bool("steps", false, "print the whole step log after each puzzle")
	trial := fs.Bool("trial", false, "allow the one-level trial")
	if fs.Parse(args) != nil {
		return 2
	}
	return forEachPuzzle(fs, e, func(w io.Writer, g sudoku.Grid) {
		if _, n := exact.Solve(&g); n != 1 {
			fmt.Fprintf(w, "ERROR: %s\n", map[int]string{0: "no solution", 2: "more than one solution"}[n])
			return
		}
		r := rating.Rate(g, *trial)
		fmt.Fprintf(w, "%s\t%s\t%.2f\t%s\n", g, r.Level, r.Score, r.Hardest)
		if *steps {
			writeSteps(w, r)
		}
	})
}

func writeSteps(w io.Writer, r rating.Rating) {
	for i := range r.Steps {
		fmt.Fprintf(w, "  %3d. %s\n", i+1, r.Steps[i].String())
	}
}

func runHint(args []string, e *env) int {
	fs := newFlags("hint", e)
	if fs.Parse(args) != nil {
		return 2
	}
	return forEachPuzzle(fs, e, func(w io.Writer, g sudoku.Grid) {
		h, sol, err := hint.Next(g, g)
		if err != nil {
			fmt.Fprintf(w, "ERROR: %v\n", err)
			return
		}
		fmt.Fprintln(w, h.Text(sol))
	})
}
