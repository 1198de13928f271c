package picture

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// DefaultClues is the clue count a picture is read with unless the author
// asks for another: in the app, the CLI and books alike.
const DefaultClues = 28

// Options control how a picture becomes a pattern.
type Options struct {
	Clues     int  // cells to take (default DefaultClues)
	Edges     bool // trace edges first (a filled shape becomes its outline)
	Invert    bool // take the paper as the drawing and the drawing as paper (not with Edges)
	Threshold int  // 1-255 for a manual threshold; 0 for Otsu's automatic one
	Crop      bool // fill the grid with the picture's centre square
	Whole     bool // fit the whole picture (else: frame the drawing itself)
	Plain     bool // take the darkest cells, with no regard for feasibility
	// Candidates also lists the renderings a puzzle search should try
	// (Result.Renderings) and the picture's looks (Result.Looks).
	Candidates bool
	Symmetry   pattern.Symmetry
	// FreeCount lets the pattern shown be the look that reads best at
	// any clue count (the drawing's own, or its outline's), not only at
	// Clues: for when the author has not set a count (see Default).
	FreeCount bool
}

// Result is the pattern derived from a picture and what the app shows with it.
type Result struct {
	Pattern pattern.Pattern // the cells chosen: the first rendering's
	Plain   pattern.Pattern // the darkest cells of the plain fit, for comparison
	// Rendering is how Pattern draws the picture: its kind, framing and
	// resemblance.
	Rendering Rendering
	// Renderings are every way of drawing the picture worth trying for a
	// puzzle, in the order a search should try them (see renderings):
	// set only when Options.Candidates is; only Plain with Options.Plain.
	Renderings []Rendering
	// Looks are the picture's looks (see looks.go), most perceived
	// first: Pattern is the first one's. Set only when
	// Options.Candidates is.
	Looks     []Look
	Score     [81]float64     // how much each cell belongs to the drawing, in Pattern's framing
	Dark      [81]float64     // each cell's share of ink pixels, likewise
	Colors    [81]color.NRGBA // each cell's average colour, likewise
	Threshold int             // the threshold used
	Thumbnail *image.NRGBA    // the working square of Pattern's framing, to show behind the grid
}

// Use returns r with rd as its pattern, and the framing, scores, colours
// and thumbnail of rd's reading: what the grid shows when a puzzle search
// settles on another rendering than the first.
func (r Result) Use(rd Rendering) Result {
	r.Pattern, r.Rendering = rd.Pattern, rd
	r.Score, r.Dark, r.Colors = rd.Reading.Score, rd.Reading.Dark, rd.Reading.Colors
	r.Threshold, r.Thumbnail = rd.Reading.Threshold, rd.Reading.Thumbnail
	return r
}

// Pattern derives a pattern with the given options: frame the drawing
// (see fit.go), read ink as distance from the background colour, swap ink
// and paper when asked, binarise and score the cells, then draw the
// picture in every rendering (see render.go) and take the most
// resembling one that can carry a puzzle easily, or the darkest cells
// alone when opt.Plain is set.
func (s *Source) Pattern(opt Options) Result {
	opt = opt.normalized()
	if opt.Plain {
		rd := s.read(s.frame(opt), "fit", opt)
		plain := pattern.Darkest(rd.Score, opt.Clues, opt.Symmetry)
		one := Rendering{Kind: Silhouette, Frame: rd.Frame, Pattern: plain, Reading: rd, Resemblance: rd.Likeness.Resemblance(plain), Span: 9}
		r := Result{Plain: plain}.Use(one)
		if opt.Candidates {
			r.Renderings = []Rendering{one}
		}
		return r
	}
	looks, all, base := s.looks(opt)
	def := Look{Rendering: all[0], Tries: all[:1]}
	if i := Default(looks, opt.FreeCount); i >= 0 {
		def = looks[i]
	}
	r := Result{Plain: pattern.Darkest(base.Score, opt.Clues, opt.Symmetry)}.Use(def.Rendering)
	if opt.Candidates {
		r.Looks = looks
		// A search races the default look's renderings first, then the
		// others at the count asked.
		seen := map[pattern.Pattern]bool{}
		for _, rd := range append(slices.Clone(def.Tries), all...) {
			if !seen[rd.Pattern] {
				seen[rd.Pattern] = true
				r.Renderings = append(r.Renderings, rd)
			}
		}
	}
	return r
}

// normalized is opt with its defaults and bounds applied.
func (opt Options) normalized() Options {
	if opt.Clues <= 0 {
		opt.Clues = DefaultClues
	}
	opt.Clues = min(opt.Clues, 81)
	// An outline is the same whichever side is ink, and tracing an
	// inverted picture would also trace its border: edges ignore Invert.
	opt.Invert = opt.Invert && !opt.Edges
	return opt
}

// CellScores ranks the cells for the pattern: first by their share of ink
// pixels above the threshold; cells that tie (often every paper cell, or
// every cell when the threshold is above all the ink) are then ranked by
// their mean ink, then by the ink around them, then by their nearness to
// the drawing's centre, so that extra cells gather at the drawing rather
// than at the top left.
func CellScores(dark [81]float64, ink *image.Gray) [81]float64 {
	var mean [81]float64
	cell := Side / 9
	for y := 0; y < Side; y++ {
		row := ink.Pix[y*ink.Stride:]
		for x := 0; x < Side; x++ {
			mean[(y/cell)*9+x/cell] += float64(row[x])
		}
	}
	var cx, cy, mass float64
	for c := range mean {
		mean[c] /= float64(cell*cell) * 255
		w := dark[c] + mean[c]
		cx += w * float64(c%9)
		cy += w * float64(c/9)
		mass += w
	}
	if mass > 0 {
		cx, cy = cx/mass, cy/mass
	} else {
		cx, cy = 4, 4
	}
	var score [81]float64
	for c := range score {
		r, col := c/9, c%9
		var near float64
		for _, n := range pattern.Touching(c) {
			near += dark[n] + mean[n]
		}
		score[c] = dark[c] + 0.02*mean[c] + 0.002*near - 0.0001*math.Hypot(float64(col)-cx, float64(r)-cy)
	}
	return score
}

// Invert swaps ink and paper.
func Invert(g *image.Gray) *image.Gray {
	out := image.NewGray(g.Bounds())
	for i, v := range g.Pix {
		out.Pix[i] = 255 - v
	}
	return out
}

// Sobel returns the gradient magnitude of an ink map, scaled to 0-255, so
// that edges become ink and flat areas (filled or empty) paper.
func Sobel(g *image.Gray) *image.Gray {
	b := g.Bounds()
	w, h := b.Dx(), b.Dy()
	out := image.NewGray(b)
	at := func(x, y int) int {
		x = min(max(x, 0), w-1)
		y = min(max(y, 0), h-1)
		return int(g.Pix[y*g.Stride+x])
	}
	mag := make([]float64, w*h)
	peak := 1.0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			gx := at(x+1, y-1) + 2*at(x+1, y) + at(x+1, y+1) - at(x-1, y-1) - 2*at(x-1, y) - at(x-1, y+1)
			gy := at(x-1, y+1) + 2*at(x, y+1) + at(x+1, y+1) - at(x-1, y-1) - 2*at(x, y-1) - at(x+1, y-1)
			m := math.Hypot(float64(gx), float64(gy))
			mag[y*w+x] = m
			peak = math.Max(peak, m)
		}
	}
	for i, m := range mag {
		out.Pix[i] = uint8(m / peak * 255)
	}
	return out
}

// Otsu returns the threshold that best separates ink from paper
// (maximal between-class variance); pixels at or above it are ink.
func Otsu(g *image.Gray) int {
	var hist [256]int
	for _, v := range g.Pix {
		hist[v]++
	}
	total := len(g.Pix)
	var sum float64
	for i, n := range hist {
		sum += float64(i * n)
	}
	var sumB float64
	wB, best, bestVar := 0, 128, -1.0
	for t := 0; t < 256; t++ {
		wB += hist[t]
		if wB == 0 {
			continue
		}
		wF := total - wB
		if wF == 0 {
			break
		}
		sumB += float64(t * hist[t])
		mB := sumB / float64(wB)
		mF := (sum - sumB) / float64(wF)
		v := float64(wB) * float64(wF) * (mB - mF) * (mB - mF)
		if v > bestVar {
			bestVar, best = v, t+1
		}
	}
	return min(max(best, 1), 255)
}

// Binarize marks the pixels whose ink is at least t.
func Binarize(g *image.Gray, t int) []bool {
	out := make([]bool, len(g.Pix))
	for i, v := range g.Pix {
		out[i] = int(v) >= t
	}
	return out
}

// CellDarkness returns each of the 81 cells' share of ink pixels in a
// Side x Side binary map.
func CellDarkness(bin []bool) [81]float64 {
	var counts [81]int
	cell := Side / 9
	for i, on := range bin {
		if on {
			x, y := i%Side, i/Side
			counts[(y/cell)*9+x/cell]++
		}
	}
	var dark [81]float64
	for c, n := range counts {
		dark[c] = float64(n) / float64(cell*cell)
	}
	return dark
}

// CellColors returns each cell's average colour.
func CellColors(img *image.NRGBA) [81]color.NRGBA {
	var sums [81][3]int
	cell := Side / 9
	for y := 0; y < Side; y++ {
		for x := 0; x < Side; x++ {
			p := img.Pix[img.PixOffset(x, y):]
			c := (y/cell)*9 + x/cell
			sums[c][0] += int(p[0])
			sums[c][1] += int(p[1])
			sums[c][2] += int(p[2])
		}
	}
	var out [81]color.NRGBA
	n := cell * cell
	for c, s := range sums {
		out[c] = color.NRGBA{uint8(s[0] / n), uint8(s[1] / n), uint8(s[2] / n), 255}
	}
	return out
}

// InColour reports whether a picture is drawn in colour where it shows:
// whether at least a quarter of the given cells (a look's clue cells) are
// of a clear colour (HSV saturation 0.3 or more, not near black), not
// black, grey or white. Printed in their own colours, such cells name the
// picture far more often than in one highlight (a blind test of 60
// full-colour emoji: the default look named for 41 % in amber, 62 % in the
// picture's colours), so the app offers a picture in colour its colours
// first. A drawing in black, or a scan in greys, is not in colour; a
// one-colour icon (a red heart) is, and prints in a tint of its colour,
// which reads as well as amber (the fourth test's red and dark blue
// icons printed so: 50 % of 262 answers right, 45 % in amber).
func InColour(colors *[81]color.NRGBA, cells pattern.Pattern) bool {
	n, coloured := 0, 0
	for c := 0; c < 81; c++ {
		if !cells.Has(c) {
			continue
		}
		n++
		k := colors[c]
		hi := max(k.R, k.G, k.B)
		lo := min(k.R, k.G, k.B)
		if hi >= 64 && float64(hi-lo) >= 0.3*float64(hi) {
			coloured++
		}
	}
	return n > 0 && 4*coloured >= n
}
