package main

import (
	"flag"
	"fmt"
	"image/png"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// runPattern turns a picture into a clue pattern.
func runPattern(args []string, e *env) int {
	fs := newFlags("pattern", e)
	imagePath := fs.String("image", "", "picture `FILE` ("+picture.FormatNames()+")")
	clues := fs.Int("clues", picture.DefaultClues, "number of clue cells (not given: the look that reads best, at any count; see generate --looks)")
	var pf pictureFlags
	pf.register(fs)
	symmetry := fs.String("symmetry", "none", "symmetry `MODE` to enforce")
	preview := fs.String("preview", "", "also write the grid over the picture to this PNG `FILE`")
	if !parseArgs(fs, args, 0, e) {
		return 2
	}
	if *imagePath == "" {
		return e.errorf("pattern: want --image FILE")
	}
	if *preview != "" && atomic.SameFile(*imagePath, *preview) {
		return e.errorf("pattern: --preview %s is the picture itself; writing the preview there would destroy it", *preview)
	}
	sym, err := pattern.ParseSymmetry(*symmetry)
	if err != nil {
		return e.errorf("pattern: %v", err)
	}
	opt, err := pf.options(*clues, sym)
	if err != nil {
		return e.errorf("pattern: %v", err)
	}
	opt.FreeCount = !flagGiven(fs, "clues")
	src, err := picture.Open(*imagePath)
	if err != nil {
		return e.errorf("pattern: %s: %v", *imagePath, err)
	}
	r := src.Pattern(opt)
	fmt.Fprint(e.stdout, r.Pattern.Lines())
	fmt.Fprintf(e.stderr, "rendering: %s\n", describeRendering(r.Rendering))
	if *preview != "" {
		if err := atomic.CheckWritable(*preview); err != nil {
			return e.errorf("pattern: %v", err)
		}
	}
	if *preview != "" {
		err := atomic.WriteFile(*preview, func(w atomic.Writer) error { return png.Encode(w, picture.Preview(r)) })
		if err != nil {
			return e.errorf("pattern: %v", err)
		}
	}
	return 0
}

// flagGiven reports whether the command line set the flag name.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(fl *flag.Flag) { given = given || fl.Name == name })
	return given
}
