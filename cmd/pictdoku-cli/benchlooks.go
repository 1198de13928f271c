package main

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"slices"
	"time"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/looks"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// looksOutcome is what one picture's looks gave at one clue count.
type looksOutcome struct {
	set          looks.Set
	first, all   time.Duration // to the first look found, and to the last
	invalid      string        // a look whose puzzle failed the checks
	distinct     int           // looks found
	thumbnail    *image.NRGBA
	defaultIndex int
}

// benchLooks works out every look of each picture at each clue count
// (engine/looks, as generate --looks and the app's gallery) and prints a
// row per count: pictures with at least one look and with at least three,
// looks that failed the checks (each puzzle is checked unique and exactly
// on its look's cells and helper clues), the median and largest number of
// looks, and the median and largest time to the first look and to all.
func benchLooks(ctx context.Context, names []string, srcs []*picture.Source, counts []int, pf pictureFlags, sym pattern.Symmetry, opt generate.Options, sheet string, verbose bool, e *env) int {
	fmt.Fprintf(e.stdout, "clues\tfound\tthree_or_more\tnone\tinvalid\tmedian_looks\tmax_looks\tmedian_first_ms\tmax_first_ms\tmedian_all_ms\tmax_all_ms\n")
	results := make([][]looksOutcome, len(srcs))
	for _, n := range counts {
		var found, three, none, invalid int
		var nLooks []int
		var firsts, alls []float64
		for i, src := range srcs {
			if ctx.Err() != nil {
				break
			}
			popt, _ := pf.options(n, sym)
			o := benchOneLooks(ctx, src, popt, designpuzzle.Options{Options: opt, Symmetry: sym})
			if ctx.Err() != nil {
				break // interrupted: this picture was not measured
			}
			results[i] = append(results[i], o)
			switch {
			case o.invalid != "":
				invalid++
			case o.distinct == 0:
				none++
			default:
				found++
				if o.distinct >= 3 {
					three++
				}
				nLooks = append(nLooks, o.distinct)
				firsts = append(firsts, float64(o.first.Microseconds())/1000)
				alls = append(alls, float64(o.all.Microseconds())/1000)
			}
			if verbose {
				fmt.Fprintf(e.stderr, "%d\t%s\tarea=%d looks=%d first=%.0fms all=%.0fms %s\n", n, names[i], o.set.Area, o.distinct, float64(o.first.Microseconds())/1000, float64(o.all.Microseconds())/1000, o.invalid)
				for j, l := range o.set.Looks {
					if l.Found() {
						fmt.Fprintf(e.stderr, "\t\t%s\n", describeLook(l, j == o.defaultIndex))
					} else {
						fmt.Fprintf(e.stderr, "\t\tno puzzle for the %s: %v\n", describeLook(l, false), l.Err)
					}
				}
			}
		}
		if ctx.Err() != nil && found+none+invalid == 0 {
			break
		}
		medL, maxL := medianMax(intsToFloats(nLooks))
		medF, maxF := medianMax(firsts)
		medA, maxA := medianMax(alls)
		fmt.Fprintf(e.stdout, "%d\t%d\t%d\t%d\t%d\t%.0f\t%.0f\t%.1f\t%.1f\t%.1f\t%.1f\n", n, found, three, none, invalid, medL, maxL, medF, maxF, medA, maxA)
	}
	code := 0
	if ctx.Err() != nil {
		fmt.Fprintln(e.stderr, "pictdoku-cli: bench pictures: interrupted: the rows above are what was measured (the last one may cover fewer pictures)")
		code = 1
	}
	if sheet != "" {
		err := atomic.WriteFile(sheet, func(w atomic.Writer) error { return png.Encode(w, looksSheet(results)) })
		if err != nil {
			return e.errorf("bench pictures: %v", err)
		}
	}
	return code
}

// benchOneLooks finds the looks of one picture and checks each puzzle.
func benchOneLooks(ctx context.Context, src *picture.Source, popt picture.Options, dopt designpuzzle.Options) looksOutcome {
	var o looksOutcome
	start := time.Now()
	o.set = looks.Find(ctx, src, looks.Options{Picture: popt, Search: dopt}, func(l looks.Look) {
		if l.Found() && o.first == 0 {
			o.first = time.Since(start)
		}
	})
	o.all = time.Since(start)
	o.defaultIndex = o.set.Default()
	o.thumbnail = src.Pattern(picture.Options{Clues: popt.Clues, Invert: popt.Invert, Crop: popt.Crop, Whole: popt.Whole}).Thumbnail
	for _, l := range o.set.Looks {
		if !l.Found() {
			continue
		}
		o.distinct++
		pz := l.Outcome.Puzzle
		if _, n := exact.Solve(&pz.Clues); n != 1 {
			o.invalid = fmt.Sprintf("the %s: puzzle %s has %d solutions", l.Name(), pz.Clues, n)
		} else if pattern.OfClues(pz.Clues) != l.Outcome.Pattern.Union(l.Outcome.Helpers) || l.Outcome.Pattern.Intersects(l.Outcome.Helpers) {
			o.invalid = fmt.Sprintf("the %s: puzzle %s is not on its cells and helper clues", l.Name(), pz.Clues)
		}
	}
	return o
}

func intsToFloats(xs []int) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = float64(x)
	}
	return out
}

// medianMax returns the median and the largest of xs (0, 0 for none).
func medianMax(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	xs = slices.Clone(xs)
	slices.Sort(xs)
	return xs[len(xs)/2], xs[len(xs)-1]
}

// looksSheet lays out one row per picture: its working square, then, for
// each clue count, every look found, the default first and framed in
// green (the look's cells orange, helper clues blue), the looks that gave
// no puzzle grey; rows fill columns of at most sheetRows.
func looksSheet(results [][]looksOutcome) *image.NRGBA {
	const cell, gap = 8, 8
	grid := 9 * cell
	looksPer, counts := 1, 1
	for _, r := range results {
		counts = max(counts, len(r))
		for _, o := range r {
			looksPer = max(looksPer, len(o.set.Looks))
		}
	}
	rowW := gap + (grid + gap) + counts*(looksPer*(grid+gap)+gap)
	columns := (len(results) + sheetRows - 1) / sheetRows
	rows := min(len(results), sheetRows)
	out := image.NewNRGBA(image.Rect(0, 0, max(columns, 1)*rowW, rows*(grid+gap)+gap))
	draw.Draw(out, out.Bounds(), image.White, image.Point{}, draw.Src)
	for i, r := range results {
		if len(r) == 0 {
			continue
		}
		x0, y0 := (i/sheetRows)*rowW+gap, (i%sheetRows)*(grid+gap)+gap
		drawThumb(out, r[0].thumbnail, x0, y0, grid)
		for k, o := range r {
			for j, l := range o.order() {
				x := x0 + (grid + gap) + k*(looksPer*(grid+gap)+gap) + j*(grid+gap)
				on := color.NRGBA{240, 140, 0, 255}
				p, h := l.Outcome.Pattern, l.Outcome.Helpers
				if !l.Found() {
					on, p, h = color.NRGBA{170, 170, 170, 255}, l.Pattern, pattern.Pattern{}
				}
				if j == 0 && o.defaultIndex >= 0 {
					draw.Draw(out, image.Rect(x-3, y0-3, x+grid+3, y0+grid+3), &image.Uniform{color.NRGBA{30, 160, 60, 255}}, image.Point{}, draw.Src)
				}
				drawPatternCells(out, x, y0, cell, p, h, on)
			}
		}
	}
	return out
}

// sheetRows is the most pictures a column of the looks sheet holds.
const sheetRows = 40

// order is the looks as the sheet shows them: the default first.
func (o looksOutcome) order() []looks.Look {
	out := make([]looks.Look, 0, len(o.set.Looks))
	if o.defaultIndex >= 0 {
		out = append(out, o.set.Looks[o.defaultIndex])
	}
	for i, l := range o.set.Looks {
		if i != o.defaultIndex {
			out = append(out, l)
		}
	}
	return out
}
