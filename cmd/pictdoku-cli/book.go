package main

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/pdf"
)

// runBook prints a book of puzzles read one per line.
func runBook(args []string, e *env) int {
	fs := newFlags("book", e)
	in := fs.String("in", "", "puzzles `FILE`, one per line (extra tab-separated fields are ignored)")
	out := fs.String("out", "", "PDF `FILE` to write")
	perPage := fs.Int("per-page", 1, "puzzles per page: 1, 2, 4 or 6")
	page := fs.String("page", "A4", "page size: A4, Letter or A5")
	answers := fs.Bool("answers", false, "add an answer key")
	title := fs.String("title", "", "book title")
	titlePage := fs.Bool("title-page", false, "start with a title page")
	font := fs.String("font", "", "TrueType `FILE` for titles in other scripts")
	order := fs.String("order", "", "\"difficulty\" to order puzzles easiest first")
	highlight := fs.String("highlight", "", "clue cell colour as RRGGBB (default ffd580)")
	if fs.Parse(args) != nil {
		return 2
	}
	if *in == "" || *out == "" {
		return e.errorf("book: want --in FILE and --out FILE")
	}
	if *order != "" && *order != "difficulty" {
		return e.errorf("book: --order takes only \"difficulty\"")
	}
	opt := pdf.Options{Title: *title, PageSize: *page, PerPage: *perPage, Answers: *answers, TitlePage: *titlePage, FontPath: *font, ByDifficulty: *order == "difficulty"}
	if *highlight != "" {
		v, err := strconv.ParseUint(strings.TrimPrefix(*highlight, "#"), 16, 32)
		if err != nil || len(strings.TrimPrefix(*highlight, "#")) != 6 {
			return e.errorf("book: --highlight wants a colour like ffd580")
		}
		opt.Highlight = color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
	}
	var entries []pdf.Entry
	line := 0
	code := eachPuzzle([]string{*in}, e, func(_ string, g sudoku.Grid, err error) {
		line++
		if err != nil {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: puzzle %d skipped: %v\n", line, err)
			return
		}
		sol, n := exact.Solve(&g)
		if n != 1 {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: puzzle %d skipped: %s\n", line, map[int]string{0: "no solution", 2: "more than one solution"}[n])
			return
		}
		r := rating.Rate(g, true)
		entries = append(entries, pdf.Entry{Clues: g, Solution: sol, Level: r.Level.String(), Score: r.Score})
	})
	if code != 0 {
		return code
	}
	if err := pdf.Save(*out, entries, opt); err != nil {
		return e.errorf("book: %v", err)
	}
	fmt.Fprintf(e.stdout, "wrote %s: %d puzzles\n", *out, len(entries))
	return 0
}
