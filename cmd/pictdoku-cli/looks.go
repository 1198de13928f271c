package main

import (
	"bufio"
	"context"
	"fmt"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/looks"
	"github.com/pictdoku/pictdoku/engine/picture"
)

// printLooks works out every look of a picture (engine/looks) and prints
// each one found as a block: the puzzle line, the nine pattern lines (X
// for the look's cells, + for helper clues) and a line naming the look,
// the default first, blocks apart by a blank line. The picture's area and
// each look that gave no puzzle (and why) go to standard error.
func printLooks(ctx context.Context, src *picture.Source, popt picture.Options, dopt designpuzzle.Options, e *env) int {
	set := looks.Find(ctx, src, looks.Options{Picture: popt, Search: dopt}, nil)
	if set.Area == 1 { // a thin line drawing
		fmt.Fprintln(e.stderr, "this picture fills about 1 cell")
	} else {
		fmt.Fprintf(e.stderr, "this picture fills about %d cells\n", set.Area)
	}
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	def := set.Default()
	order := make([]int, 0, len(set.Looks))
	if def >= 0 {
		order = append(order, def)
	}
	for i := range set.Looks {
		if i != def {
			order = append(order, i)
		}
	}
	n := 0
	for _, i := range order {
		l := set.Looks[i]
		if !l.Found() {
			fmt.Fprintf(e.stderr, "no puzzle for the %s: %v\n", describeLook(l, false), l.Err)
			continue
		}
		if n > 0 {
			fmt.Fprintln(w)
		}
		n++
		printPuzzle(w, l.Outcome.Puzzle)
		fmt.Fprint(w, helperLines(l.Outcome.Pattern, l.Outcome.Helpers))
		fmt.Fprintf(w, "look: %s\n", describeLook(l, i == def))
	}
	if n == 0 {
		fmt.Fprintln(e.stderr, "pictdoku-cli: generate: no look of the picture gave a puzzle")
		return 1
	}
	return 0
}

// describeLook names a look for the CLI: "exact silhouette, 28 clues,
// drawn 7.5 cells wide, 2 helper clues, named by about 58 % at a glance,
// default" (picture.Perceived: the share of people who name the picture
// from the printed grid).
func describeLook(l looks.Look, isDefault bool) string {
	s := fmt.Sprintf("%s, %d clues", l.Name(), l.Clues)
	if l.AtArea {
		s += " (the picture's own)"
	}
	if l.Span > 0 && l.Span < 9 {
		s += fmt.Sprintf(", drawn %.1f cells wide", l.Span)
	}
	if h := l.Outcome.Helpers.Count(); h == 1 {
		s += ", 1 helper clue"
	} else if h > 1 {
		s += fmt.Sprintf(", %d helper clues", h)
	}
	s += fmt.Sprintf(", named by about %.0f %% at a glance", 100*l.Perceived)
	if isDefault {
		s += ", default"
	}
	return s
}
