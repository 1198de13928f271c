package picture

import (
	"image"
	"image/color"
	"math"
	"sort"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// Options control how a picture becomes a pattern.
type Options struct {
	Clues     int  // cells to take (default 30)
	Edges     bool // trace edges first (a filled shape becomes its outline)
	Invert    bool // light drawing on a dark ground
	Threshold int  // 1-255 for a manual threshold; 0 for Otsu's automatic one
	Crop      bool // fill the square with the picture's centre instead of fitting it whole
	Symmetry  pattern.Symmetry
}

// Result is the pattern derived from a picture and what the app shows with it.
type Result struct {
	Pattern   pattern.Pattern
	Dark      [81]float64     // each cell's share of dark pixels
	Colors    [81]color.NRGBA // each cell's average colour
	Threshold int             // the threshold used
	Thumbnail *image.NRGBA    // the working square, to show behind the grid
}

// Pattern derives a pattern with the given options.
func (s *Source) Pattern(opt Options) Result {
	if opt.Clues <= 0 {
		opt.Clues = 30
	}
	opt.Clues = min(opt.Clues, 81)
	sq := s.contain
	if opt.Crop {
		sq = s.crop
	}
	ink := Ink(Grayscale(sq))
	if opt.Edges {
		ink = Sobel(ink)
	}
	if opt.Invert {
		ink = Invert(ink)
	}
	t := opt.Threshold
	if t <= 0 || t > 255 {
		t = Otsu(ink)
	}
	dark := CellDarkness(Binarize(ink, t))
	return Result{Pattern: PickCells(dark, opt.Clues, opt.Symmetry), Dark: dark, Colors: CellColors(sq), Threshold: t, Thumbnail: sq}
}

// Grayscale returns the luma of an image (ITU-R 601 weights).
func Grayscale(img *image.NRGBA) *image.Gray {
	b := img.Bounds()
	g := image.NewGray(b)
	for i := 0; i < b.Dx()*b.Dy(); i++ {
		p := img.Pix[i*4 : i*4+3]
		g.Pix[i] = uint8((299*uint32(p[0]) + 587*uint32(p[1]) + 114*uint32(p[2]) + 500) / 1000)
	}
	return g
}

// Ink turns gray levels into ink amounts: 255 for black, 0 for white.
func Ink(g *image.Gray) *image.Gray {
	out := image.NewGray(g.Bounds())
	for i, v := range g.Pix {
		out.Pix[i] = 255 - v
	}
	return out
}

// Invert swaps ink and paper.
func Invert(g *image.Gray) *image.Gray { return Ink(g) }

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

// PickCells takes the n darkest cells, ties broken by cell order. With a
// symmetry mode, whole orbits are scored by their mean darkness and taken
// darkest first while they fit, so the count may fall short of n when the
// orbit sizes cannot make it exactly.
func PickCells(dark [81]float64, n int, sym pattern.Symmetry) pattern.Pattern {
	type orbit struct {
		cells []int
		score float64
	}
	var orbits []orbit
	for c := 0; c < 81; c++ {
		o := sym.Orbit(c)
		if minOf(o) != c {
			continue
		}
		var sum float64
		for _, x := range o {
			sum += dark[x]
		}
		orbits = append(orbits, orbit{o, sum / float64(len(o))})
	}
	sort.SliceStable(orbits, func(i, j int) bool { return orbits[i].score > orbits[j].score })
	var p pattern.Pattern
	count := 0
	for _, o := range orbits {
		if count+len(o.cells) <= n {
			for _, c := range o.cells {
				p.Set(c, true)
			}
			count += len(o.cells)
		}
		if count == n {
			break
		}
	}
	return p
}

func minOf(xs []int) int {
	m := xs[0]
	for _, x := range xs {
		m = min(m, x)
	}
	return m
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
