package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/pictdoku/pictdoku/engine/count"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/hint"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// maxLine bounds one input line; a longer one is reported and skipped.
const maxLine = 64 << 10

// eachLine calls f for every line of r with its number (from 1), its text
// trimmed of surrounding space, and a UTF-8 byte order mark dropped from
// the first. Lines end at LF, CRLF or a lone CR. A line longer than
// maxLine comes with an error instead of its text, and reading goes on at
// the next line. Only a read error stops it, or f returning false.
func eachLine(r io.Reader, f func(n int, line string, err error) bool) error {
	br := bufio.NewReaderSize(r, maxLine)
	for n := 1; ; n++ {
		chunk, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if !f(n, "", fmt.Errorf("line %d is longer than %d KiB", n, maxLine>>10)) {
				return nil
			}
		} else if len(chunk) > 0 {
			if n == 1 {
				chunk = bytes.TrimPrefix(chunk, []byte("\uFEFF"))
			}
			// A lone CR ends a line too (old Mac files); CRLF is one end.
			parts := strings.Split(strings.TrimRight(string(chunk), "\r\n"), "\r")
			for i, part := range parts {
				if i > 0 {
					n++
				}
				if !f(n, strings.TrimSpace(part), nil) {
					return nil
				}
			}
		}
		switch {
		case errors.Is(err, io.EOF):
			return nil
		case err != nil && !errors.Is(err, bufio.ErrBufferFull):
			return err
		}
	}
}

// eachPuzzle calls f for every puzzle line of the input (blank lines and
// lines starting with '#' are skipped) with its line number and the parsed
// grid or the reason it is no puzzle.
func eachPuzzle(args []string, e *env, f func(n int, g sudoku.Grid, err error)) int {
	return eachPuzzleWhile(args, e, func(n int, g sudoku.Grid, err error) bool { f(n, g, err); return true })
}

// eachPuzzleWhile is eachPuzzle that stops reading when f returns false:
// a reader that has what it can use reads no further (an endless stream
// is not read for ever).
func eachPuzzleWhile(args []string, e *env, f func(n int, g sudoku.Grid, err error) bool) int {
	in, err := openInput(args, e)
	if err != nil {
		return e.errorf("%v", err)
	}
	defer in.Close()
	err = eachLine(in, func(n int, line string, err error) bool {
		if err != nil {
			return f(n, sudoku.Grid{}, err)
		}
		if line == "" || strings.HasPrefix(line, "#") {
			return true
		}
		g, err := sudoku.Parse(line)
		return f(n, g, err)
	})
	if err != nil {
		return e.errorf("reading input: %v", err)
	}
	return 0
}

// forEachPuzzle runs f on every puzzle of the input named by fs's
// arguments, writing "ERROR: reason" for lines that do not parse.
func forEachPuzzle(fs *flag.FlagSet, e *env, f func(w io.Writer, g sudoku.Grid)) int {
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	return eachPuzzle(fs.Args(), e, func(_ int, g sudoku.Grid, err error) {
		if err != nil {
			fmt.Fprintf(w, "ERROR: %v\n", err)
			return
		}
		f(w, g)
	})
}

// forEachPuzzleInOrder is forEachPuzzle running f on GOMAXPROCS workers:
// each puzzle's text is still written in input order, as soon as it and
// every puzzle before it are done. A small window of puzzles is read ahead
// of the one being written, so memory stays bounded on long files.
func forEachPuzzleInOrder(fs *flag.FlagSet, e *env, f func(w io.Writer, g sudoku.Grid)) int {
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	type job struct {
		g   sudoku.Grid
		err error
		out chan []byte // the puzzle's text, once written
	}
	workers := runtime.GOMAXPROCS(0)
	jobs := make(chan *job, workers)    // to the workers
	order := make(chan *job, 4*workers) // to the writer, in input order
	for range workers {
		go func() {
			for j := range jobs {
				var buf bytes.Buffer
				if j.err != nil {
					fmt.Fprintf(&buf, "ERROR: %v\n", j.err)
				} else {
					f(&buf, j.g)
				}
				j.out <- buf.Bytes()
			}
		}()
	}
	written := make(chan struct{})
	go func() {
		for j := range order {
			w.Write(<-j.out)
		}
		close(written)
	}()
	code := eachPuzzle(fs.Args(), e, func(_ int, g sudoku.Grid, err error) {
		j := &job{g, err, make(chan []byte, 1)}
		order <- j // first, so the writer never waits for a job not yet queued
		jobs <- j
	})
	close(jobs)
	close(order)
	<-written
	return code
}

// parseArgs parses the options wherever they stand among the arguments
// (after "--" everything is an argument) and refuses more than maxArgs
// arguments, naming the first extra one, so that an option after a stray
// word is never silently dropped. fs.Args() then holds the arguments.
func parseArgs(fs *flag.FlagSet, args []string, maxArgs int, e *env) bool {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return false
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			pos = append(pos, rest...)
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	if len(pos) > maxArgs {
		if maxArgs == 0 {
			e.errorf("%s: unexpected argument %q: this command takes options only (pictdoku-cli help %s)", fs.Name(), pos[0], fs.Name())
		} else {
			e.errorf("%s: unexpected argument %q: at most %d file", fs.Name(), pos[maxArgs], maxArgs)
		}
		return false
	}
	fs.Parse(append([]string{"--"}, pos...))
	return true
}

func runSolve(args []string, e *env) int {
	fs := newFlags("solve", e)
	if !parseArgs(fs, args, 1, e) {
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
	if !parseArgs(fs, args, 1, e) {
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
	if !parseArgs(fs, args, 1, e) {
		return 2
	}
	// Puzzles are rated on all cores, the output kept in input order.
	return forEachPuzzleInOrder(fs, e, func(w io.Writer, g sudoku.Grid) {
		if _, n := exact.Solve(&g); n != 1 {
			fmt.Fprintf(w, "ERROR: %s\n", notUnique(n))
			return
		}
		r := rating.Rate(g, *trial)
		fmt.Fprintf(w, "%s\t%s\t%.2f\t%s\n", g, r.Level, r.Score, r.HardestName())
		if *steps {
			writeSteps(w, r)
		}
	})
}

// notUnique says why a puzzle with n solutions (counted to two, as
// exact.Solve counts) is no puzzle: n is 0 or 2.
func notUnique(n int) string {
	if n == 0 {
		return "no solution"
	}
	return "more than one solution"
}

func writeSteps(w io.Writer, r rating.Rating) {
	for i := range r.Steps {
		fmt.Fprintf(w, "  %3d. %s\n", i+1, r.Steps[i].String())
	}
}

func runHint(args []string, e *env) int {
	fs := newFlags("hint", e)
	if !parseArgs(fs, args, 1, e) {
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
