package main

import (
	"fmt"
	"image/png"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// runPattern turns a picture into a clue pattern.
func runPattern(args []string, e *env) int {
	fs := newFlags("pattern", e)
	imagePath := fs.String("image", "", "picture `FILE` (PNG, JPEG, GIF, BMP, TIFF or WebP)")
	clues := fs.Int("clues", 30, "number of clue cells")
	edges := fs.Bool("edges", false, "trace edges first (a filled shape becomes its outline)")
	invert := fs.Bool("invert", false, "light drawing on a dark ground")
	threshold := fs.Int("threshold", 0, "manual threshold 1-255 (default: Otsu's automatic threshold)")
	crop := fs.Bool("crop", false, "fill the grid with the picture's centre instead of fitting it whole")
	symmetry := fs.String("symmetry", "none", "symmetry `MODE` to enforce")
	preview := fs.String("preview", "", "also write the grid over the picture to this PNG `FILE`")
	if fs.Parse(args) != nil {
		return 2
	}
	if *imagePath == "" {
		return e.errorf("pattern: want --image FILE")
	}
	if *clues < 1 || *clues > 81 {
		return e.errorf("pattern: --clues must be 1-81")
	}
	if *threshold < 0 || *threshold > 255 {
		return e.errorf("pattern: --threshold must be 1-255")
	}
	sym, err := pattern.ParseSymmetry(*symmetry)
	if err != nil {
		return e.errorf("pattern: %v", err)
	}
	src, err := picture.Open(*imagePath)
	if err != nil {
		return e.errorf("pattern: %s: %v", *imagePath, err)
	}
	r := src.Pattern(picture.Options{Clues: *clues, Edges: *edges, Invert: *invert, Threshold: *threshold, Crop: *crop, Symmetry: sym})
	fmt.Fprint(e.stdout, r.Pattern.Lines())
	if *preview != "" {
		err := atomic.WriteFile(*preview, func(w atomic.Writer) error { return png.Encode(w, picture.Preview(r)) })
		if err != nil {
			return e.errorf("pattern: %v", err)
		}
	}
	return 0
}
