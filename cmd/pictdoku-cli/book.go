package main

import (
	"bufio"
	"fmt"
	"image/color"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/atomic"
	"github.com/pictdoku/pictdoku/export/pdf"
)

// runBook prints a book of puzzles read one per line. Everything that can
// be checked before the work is checked first (options, the output path,
// the page count), so a mistake costs no waiting; then the puzzles are
// solved and rated on every core.
func runBook(args []string, e *env) int {
	fs := newFlags("book", e)
	in := fs.String("in", "", "puzzles `FILE`, one per line (extra tab-separated fields are ignored)")
	out := fs.String("out", "", "PDF `FILE` to write (- for standard output)")
	perPage := fs.Int("per-page", 1, "puzzles per page: 1, 2, 4 or 6")
	page := fs.String("page", "A4", "page size: "+strings.Join(pdf.PageSizes(), ", ")+", or a custom trim like 7x10in or 180x260mm")
	answers := fs.Bool("answers", false, "add an answer key")
	title := fs.String("title", "", "book title")
	titlePage := fs.Bool("title-page", false, "start with a title page")
	font := fs.String("font", "", "TrueType `FILE` for titles in other scripts")
	order := fs.String("order", "", "\"difficulty\" to order puzzles easiest first")
	highlight := fs.String("highlight", "", "clue cell colour as RRGGBB (default ffd580); digits turn white on dark colours")
	if !parseArgs(fs, args, 0, e) {
		return 2
	}
	if *in == "" || *out == "" {
		return e.errorf("book: want --in FILE and --out FILE")
	}
	if *order != "" && *order != "difficulty" {
		return e.errorf("book: --order takes only \"difficulty\"")
	}
	if *perPage < 1 {
		return e.errorf("book: --per-page %d: want 1, 2, 4 or 6", *perPage)
	}
	opt := pdf.Options{Title: *title, PageSize: *page, PerPage: *perPage, Answers: *answers, TitlePage: *titlePage, FontPath: *font, ByDifficulty: *order == "difficulty"}
	if *highlight != "" {
		hex := strings.TrimPrefix(*highlight, "#")
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil || len(hex) != 6 {
			return e.errorf("book: --highlight wants a colour like ffd580")
		}
		opt.Highlight = color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
	}
	if err := opt.Check(); err != nil {
		return e.errorf("book: %v", err)
	}
	if *out != "-" {
		if atomic.SameFile(*in, *out) {
			return e.errorf("book: --out %s is the input file; writing the book there would destroy the puzzles", *out)
		}
		if err := atomic.CheckWritable(*out); err != nil {
			return e.errorf("book: %v", err)
		}
	}

	type line struct {
		n int
		g sudoku.Grid
	}
	var lines []line
	code := eachPuzzle([]string{*in}, e, func(n int, g sudoku.Grid, err error) {
		if err != nil {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: line %d skipped: %v\n", n, err)
			return
		}
		lines = append(lines, line{n, g})
	})
	if code != 0 {
		return code
	}
	if err := pdf.CheckSize(len(lines), opt); err != nil {
		return e.errorf("book: %v", err)
	}

	// Solve and rate on every core; the book keeps the input's order.
	entries := make([]pdf.Entry, len(lines))
	problems := make([]string, len(lines))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				g := lines[i].g
				sol, n := exact.Solve(&g)
				if n != 1 {
					problems[i] = map[int]string{0: "no solution", 2: "more than one solution"}[n]
					continue
				}
				r := rating.Rate(g, true)
				entries[i] = pdf.Entry{Clues: g, Solution: sol, Level: r.Level.String(), Score: r.Score}
			}
		}()
	}
	for i := range lines {
		next <- i
	}
	close(next)
	wg.Wait()
	kept := entries[:0]
	for i, en := range entries {
		if problems[i] != "" {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: line %d skipped: %s\n", lines[i].n, problems[i])
			continue
		}
		kept = append(kept, en)
	}

	if *out == "-" {
		w := bufio.NewWriter(e.stdout)
		if err := pdf.Write(w, kept, opt); err != nil {
			return e.errorf("book: %v", err)
		}
		if err := w.Flush(); err != nil {
			return e.errorf("book: writing standard output: %v", err)
		}
		fmt.Fprintf(e.stderr, "wrote the book to standard output: %s\n", plural(len(kept), "puzzle"))
		return 0
	}
	if err := pdf.Save(*out, kept, opt); err != nil {
		return e.errorf("book: %v", err)
	}
	fmt.Fprintf(e.stdout, "wrote %s: %s\n", *out, plural(len(kept), "puzzle"))
	return 0
}

// plural writes "1 puzzle", "2 puzzles".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
