package main

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/pictdoku/pictdoku/engine/catalogue"
	"github.com/pictdoku/pictdoku/engine/logic"
)

// runTechniques prints one line per technique, simplest first: its key
// (what --needs takes), English name (as rate prints it), Japanese name
// and base weight, tab-separated.
func runTechniques(args []string, e *env) int {
	fs := newFlags("techniques", e)
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return e.errorf("techniques takes no arguments")
	}
	ja := catalogue.Translator("ja")
	ts := logic.Techniques()
	slices.SortStableFunc(ts, func(a, b logic.Technique) int { return cmp.Compare(a.Info().Weight, b.Info().Weight) })
	for _, t := range ts {
		info := t.Info()
		fmt.Fprintf(e.stdout, "%s\t%s\t%s\t%.1f\n", info.Key, info.Name, ja(info.Name), info.Weight)
	}
	return 0
}
