package main

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// pictureOutcome is what one picture gave at one clue count.
type pictureOutcome struct {
	found, repaired bool
	elapsed         time.Duration
	changed         int // cells that differ from the plain darkest-cell pattern
	final           pattern.Pattern
	helpers         pattern.Pattern // helper clues (--keep-picture)
	resemblance     float64         // the final pattern's likeness to the picture
	rendering       string          // the rendering drawn: kind and framing
	problem         string          // a puzzle that failed the checks, or the error
}

// benchPictures derives, repairs and generates for every picture in a
// folder, at each clue count, and prints one row per count.
func benchPictures(args []string, e *env) int {
	fs := newFlags("bench pictures", e)
	var gf genFlags
	gf.register(fs, 10*time.Second)
	var pf pictureFlags
	pf.register(fs)
	cluesArg := fs.String("clues", "24,28,32", "clue counts, comma-separated")
	symmetry := fs.String("symmetry", "none", "symmetry `MODE` of the derived patterns")
	sheet := fs.String("sheet", "", "write a contact sheet PNG `FILE`: each picture beside its final patterns")
	noRepair := fs.Bool("no-repair", false, "generate on the derived pattern only")
	keepPicture := fs.Bool("keep-picture", false, "keep each derived pattern exactly, with helper clues beside it where needed")
	verbose := fs.Bool("v", false, "print one line per picture and clue count on standard error")
	withLooks := fs.Bool("looks", false, "work out every look of each picture (as generate --looks) and measure them; the sheet draws each picture beside all its looks")
	if !parseArgs(fs, args, 1, e) {
		return 2
	}
	if *withLooks && (*noRepair || *keepPicture) {
		return e.errorf("bench pictures: --looks measures every look, each kept exact or not as it is: drop --no-repair and --keep-picture")
	}
	if fs.NArg() != 1 {
		return e.errorf("bench pictures: want one folder of pictures")
	}
	var counts []int
	for _, f := range strings.Split(*cluesArg, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 17 || n > 81 {
			return e.errorf("bench pictures: bad clue count %q in --clues (want e.g. 24,28,32, each 17-81)", f)
		}
		counts = append(counts, n)
	}
	opt, err := gf.options()
	if err != nil {
		return e.errorf("bench pictures: %v", err)
	}
	sym, err := pattern.ParseSymmetry(*symmetry)
	if err != nil {
		return e.errorf("bench pictures: %v", err)
	}
	if _, err := pf.options(counts[0], sym); err != nil {
		return e.errorf("bench pictures: %v", err)
	}
	entries, err := os.ReadDir(fs.Arg(0))
	if err != nil {
		return e.errorf("bench pictures: %v", err)
	}
	type loaded struct {
		name string
		src  *picture.Source
	}
	var pics []loaded
	for _, en := range entries {
		if en.IsDir() {
			continue
		}
		src, err := readPicture(filepath.Join(fs.Arg(0), en.Name()), gf.timeout)
		if err != nil {
			fmt.Fprintf(e.stderr, "skipped %s: %v\n", en.Name(), err)
			continue
		}
		pics = append(pics, loaded{en.Name(), src})
	}
	if len(pics) == 0 {
		return e.errorf("bench pictures: no pictures in %s", fs.Arg(0))
	}
	ctx, cancel := interruptible()
	defer cancel()
	fmt.Fprintf(e.stdout, "pictures=%d timeout=%s ceiling=%s level=%s repair=%v keep-picture=%v looks=%v seed=%d\n", len(pics), gf.timeout, orDefault(gf.ceiling, "extreme"), orDefault(gf.level, "-"), !*noRepair, *keepPicture, *withLooks, gf.seed)
	if *withLooks {
		names, srcs := make([]string, len(pics)), make([]*picture.Source, len(pics))
		for i, p := range pics {
			names[i], srcs[i] = p.name, p.src
		}
		return benchLooks(ctx, names, srcs, counts, pf, sym, opt, *sheet, *verbose, e)
	}
	results := make([][]pictureOutcome, len(pics))
	fmt.Fprintf(e.stdout, "clues\tunchanged\trepaired\tnone\tinvalid\tmedian_ms\tmax_ms\tmedian_changed\tmax_changed\tmedian_resemblance\tmedian_helpers\tmax_helpers\n")
	for _, n := range counts {
		var unchanged, repaired, none, invalid int
		var times, likeness []float64
		var changed, helpers []int
		for i, pic := range pics {
			if ctx.Err() != nil {
				break
			}
			popt, _ := pf.options(n, sym)
			o := benchOnePicture(ctx, pic.src, popt, designpuzzle.Options{Options: opt, Symmetry: sym, Repair: true, KeepPicture: *keepPicture}, !*noRepair)
			if ctx.Err() != nil && !o.found {
				break // interrupted: this picture was not measured
			}
			results[i] = append(results[i], o)
			switch {
			case o.problem != "" && o.found:
				invalid++
			case !o.found:
				none++
			case o.repaired:
				repaired++
			default:
				unchanged++
			}
			if o.found && o.problem == "" {
				times = append(times, float64(o.elapsed.Microseconds())/1000)
				changed = append(changed, o.changed)
				likeness = append(likeness, o.resemblance)
				helpers = append(helpers, o.helpers.Count())
			}
			if *verbose {
				fmt.Fprintf(e.stderr, "%d\t%s\tfound=%v repaired=%v changed=%d helpers=%d resemblance=%.2f (%s) %.0fms %s\n", n, pic.name, o.found, o.repaired, o.changed, o.helpers.Count(), o.resemblance, o.rendering, float64(o.elapsed.Microseconds())/1000, o.problem)
			}
		}
		if ctx.Err() != nil && unchanged+repaired+none+invalid == 0 {
			break // nothing measured at this count
		}
		sort.Float64s(times)
		sort.Float64s(likeness)
		sort.Ints(changed)
		sort.Ints(helpers)
		medT, maxT, medC, maxC, medR, medH, maxH := 0.0, 0.0, 0, 0, 0.0, 0, 0
		if len(times) > 0 {
			medT, maxT = times[len(times)/2], times[len(times)-1]
			medC, maxC = changed[len(changed)/2], changed[len(changed)-1]
			medR, medH, maxH = likeness[len(likeness)/2], helpers[len(helpers)/2], helpers[len(helpers)-1]
		}
		fmt.Fprintf(e.stdout, "%d\t%d\t%d\t%d\t%d\t%.1f\t%.1f\t%d\t%d\t%.2f\t%d\t%d\n", n, unchanged, repaired, none, invalid, medT, maxT, medC, maxC, medR, medH, maxH)
	}
	code := 0
	if ctx.Err() != nil {
		fmt.Fprintln(e.stderr, "pictdoku-cli: bench pictures: interrupted: the rows above are what was measured (the last one may cover fewer pictures)")
		code = 1
	}
	if *sheet != "" {
		thumbs := make([]*image.NRGBA, len(pics))
		for i, p := range pics {
			thumbs[i] = p.src.Pattern(picture.Options{Clues: counts[0]}).Thumbnail
		}
		err := atomic.WriteFile(*sheet, func(w atomic.Writer) error { return png.Encode(w, contactSheet(thumbs, results)) })
		if err != nil {
			return e.errorf("bench pictures: %v", err)
		}
	}
	return code
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// benchOnePicture derives the pattern, looks for a puzzle the way the app
// and books do (engine/designpuzzle), or on the derived pattern alone
// without repair, and checks the puzzle: unique by the exact solver and
// exactly on the pattern and helper clues reported.
func benchOnePicture(ctx context.Context, src *picture.Source, popt picture.Options, dopt designpuzzle.Options, repair bool) pictureOutcome {
	start := time.Now()
	popt.Candidates = repair
	r := src.Pattern(popt)
	var o pictureOutcome
	o.final = r.Pattern
	var found designpuzzle.Outcome
	var err error
	if repair {
		found, err = designpuzzle.FindPicture(ctx, r, dopt)
	} else {
		dopt.Repair = false
		found, err = designpuzzle.FindPattern(ctx, r.Pattern, dopt)
		found.Rendering = &r.Rendering
	}
	o.elapsed = time.Since(start)
	if err != nil {
		o.problem = err.Error()
		return o
	}
	o.found, o.final, o.helpers = true, found.Pattern, found.Helpers
	o.repaired = found.Changed() && (found.Rendering == nil || found.Rendering.Pattern != found.Pattern || !found.Helpers.Empty())
	if rd := found.Rendering; rd != nil && rd.Reading != nil {
		o.resemblance = rd.Reading.Likeness.Resemblance(found.Pattern)
		o.rendering = rd.Kind.String() + ", " + rd.Frame
	}
	added, removed := r.Plain.Changes(o.final)
	o.changed = len(added) + len(removed)
	pz := found.Puzzle
	if _, n := exact.Solve(&pz.Clues); n != 1 {
		o.problem = fmt.Sprintf("puzzle %s has %d solutions", pz.Clues, n)
	} else if pattern.OfClues(pz.Clues) != o.final.Union(o.helpers) {
		o.problem = fmt.Sprintf("puzzle %s is not on its pattern %s", pz.Clues, o.final)
	}
	return o
}

// contactSheet lays out one row per picture: its working square, then its
// final pattern at each clue count (orange cells, helper clues blue;
// grey where no puzzle was found).
func contactSheet(thumbs []*image.NRGBA, results [][]pictureOutcome) *image.NRGBA {
	const cell, gap = 8, 6
	grid := 9 * cell
	cols := 1
	for _, r := range results {
		cols = max(cols, 1+len(r))
	}
	perRow := 4 // pictures side by side
	rows := (len(thumbs) + perRow - 1) / perRow
	blockW := cols*(grid+gap) + 2*gap
	out := image.NewNRGBA(image.Rect(0, 0, perRow*blockW, rows*(grid+gap)+gap))
	draw.Draw(out, out.Bounds(), image.White, image.Point{}, draw.Src)
	for i, th := range thumbs {
		x0 := (i%perRow)*blockW + gap
		y0 := (i/perRow)*(grid+gap) + gap
		drawThumb(out, th, x0, y0, grid)
		for j, o := range results[i] {
			on := color.NRGBA{240, 140, 0, 255}
			if !o.found {
				on = color.NRGBA{150, 150, 150, 255}
			}
			drawPatternCells(out, x0+(j+1)*(grid+gap), y0, cell, o.final, o.helpers, on)
		}
	}
	return out
}

// drawThumb draws a picture's working square scaled to side pixels.
func drawThumb(out *image.NRGBA, th *image.NRGBA, x0, y0, side int) {
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			out.Set(x0+x, y0+y, th.At(x*th.Bounds().Dx()/side, y*th.Bounds().Dy()/side))
		}
	}
}

// drawPatternCells draws a 9x9 grid of cell-pixel cells: the pattern's
// cells in on, helper clues blue, the rest white, with cell and box
// lines.
func drawPatternCells(out *image.NRGBA, x0, y0, cell int, p, helpers pattern.Pattern, on color.NRGBA) {
	grid := 9 * cell
	for c := 0; c < 81; c++ {
		fill := color.NRGBA{255, 255, 255, 255}
		switch {
		case p.Has(c):
			fill = on
		case helpers.Has(c):
			fill = color.NRGBA{60, 120, 230, 255}
		}
		draw.Draw(out, image.Rect(x0+(c%9)*cell, y0+(c/9)*cell, x0+(c%9+1)*cell, y0+(c/9+1)*cell), &image.Uniform{fill}, image.Point{}, draw.Src)
	}
	line := color.NRGBA{60, 60, 60, 255}
	for k := 0; k <= 9; k++ {
		w := 1
		if k%3 == 0 {
			w = 2
		}
		draw.Draw(out, image.Rect(x0+k*cell, y0, x0+k*cell+w, y0+grid), &image.Uniform{line}, image.Point{}, draw.Src)
		draw.Draw(out, image.Rect(x0, y0+k*cell, x0+grid, y0+k*cell+w), &image.Uniform{line}, image.Point{}, draw.Src)
	}
}
