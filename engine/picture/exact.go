package picture

import (
	"math"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// The exact silhouette. The renderings of render.go choose cells so that
// the pattern carries a puzzle on its own, and give up some likeness for
// it; the exact silhouette gives up none: it is the cells the drawing
// covers, and the puzzle gets helper clues beside it instead (printed
// without the highlight, see engine/designpuzzle). At a given clue count
// the drawing is drawn at the size whose cells it fills best: a filled
// heart that covers 45 cells of the grid covers about 28 when drawn 7
// cells wide, and those 28 cells read as a heart at once, where 28 of its
// 45 cells, or its outline, read as a scatter or a ring.
//
// Which cells a drawing covers depends on where the cell lines fall, so
// each size is tried in several placements (a quarter of a cell apart),
// and the pattern is the n cells each framing covers most. A framing is
// as good as its n cells agree with how much of each cell the drawing
// covers (see exactness). Coverage is read off a summed-area table of the
// binarised picture, a few lookups a cell, so the hundreds of framings
// tried take a few milliseconds.

// inkTable is the summed-area table of a binary ink map: sum[y*(w+1)+x] is
// the count of ink pixels above and left of (x, y).
type inkTable struct {
	w, h int
	sum  []float64
}

// newInkTable binarises s's ink map (Otsu's threshold unless opt sets one;
// the paper when inverted) and sums it.
func (s *Source) newInkTable(opt Options) *inkTable {
	g := s.ink
	if opt.Invert {
		g = Invert(g)
	}
	t := opt.Threshold
	if t <= 0 || t > 255 {
		t = Otsu(g)
		if !opt.Invert {
			t = max(t, blankInk)
		}
	}
	w, h := g.Bounds().Dx(), g.Bounds().Dy()
	tb := &inkTable{w: w, h: h, sum: make([]float64, (w+1)*(h+1))}
	for y := 0; y < h; y++ {
		row := 0.0
		for x := 0; x < w; x++ {
			if int(g.Pix[y*g.Stride+x]) >= t {
				row++
			}
			tb.sum[(y+1)*(w+1)+x+1] = tb.sum[y*(w+1)+x+1] + row
		}
	}
	return tb
}

// at is the ink above and left of the point (x, y), the pixels taken as
// squares of even ink, so that a box with fractional corners is measured
// exactly: within a pixel the sum is bilinear.
func (t *inkTable) at(x, y float64) float64 {
	x = min(max(x, 0), float64(t.w))
	y = min(max(y, 0), float64(t.h))
	x0, y0 := min(int(x), t.w-1), min(int(y), t.h-1)
	fx, fy := x-float64(x0), y-float64(y0)
	s := func(i, j int) float64 { return t.sum[j*(t.w+1)+i] }
	top := s(x0, y0)*(1-fx) + s(x0+1, y0)*fx
	bottom := s(x0, y0+1)*(1-fx) + s(x0+1, y0+1)*fx
	return top*(1-fy) + bottom*fy
}

// coverage returns the share of each cell of win that the drawing covers
// (outside the picture is paper).
func (t *inkTable) coverage(win window) [81]float64 {
	var out [81]float64
	step, stepY := win.side/9, win.height()/9
	for r := 0; r < 9; r++ {
		y0, y1 := win.y0+float64(r)*stepY, win.y0+float64(r+1)*stepY
		for c := 0; c < 9; c++ {
			x0, x1 := win.x0+float64(c)*step, win.x0+float64(c+1)*step
			ink := t.at(x1, y1) - t.at(x0, y1) - t.at(x1, y0) + t.at(x0, y0)
			out[r*9+c] = min(max(ink/(step*stepY), 0), 1)
		}
	}
	return out
}

// exactness says how well a pattern draws a coverage map, from 0 to 1:
// one less the cells' disagreement (a pattern cell the drawing covers by
// a share f disagrees by 1-f, an empty cell by f) over the pattern's cells
// and the drawing's covered area together. A drawing that fills whole
// cells exactly, drawn as those cells, scores 1.
func exactness(p pattern.Pattern, cov *[81]float64) float64 {
	var miss, area float64
	for c, f := range cov {
		area += f
		if p.Has(c) {
			miss += 1 - f
		} else {
			miss += f
		}
	}
	if total := float64(p.Count()) + area; total > 0 {
		return 1 - miss/total
	}
	return 0
}

// Exact sizes. A drawing is drawn from as wide as the grid (the fit) down
// to minExactSpan of it, exactSteps sizes a cell, each in placements
// exactShift of a cell apart, up to half a cell off centre either way.
const (
	minExactSpan = 0.45
	exactSteps   = 4
	exactShift   = 0.25
)

// Exact returns the exact silhouette of opt.Clues cells (see the top of
// this file): the framing, among every size and placement, whose
// opt.Clues most covered cells agree best with the drawing, its
// resemblance being that agreement. ok is false when the picture was read
// with edges (an outline has no silhouette) or no framing places enough
// of the drawing.
func (s *Source) Exact(opt Options) (rd Rendering, ok bool) {
	if opt.Clues <= 0 {
		opt.Clues = DefaultClues
	}
	if opt.Edges || opt.Plain {
		return Rendering{}, false
	}
	opt.Clues = min(opt.Clues, 81)
	base := s.frame(opt)
	tb := s.newInkTable(opt)
	best, bestWin, bestSpan := -1.0, window{}, 0.0
	var bestP pattern.Pattern
	cx, cy := base.x0+base.side/2, base.y0+base.side/2
	steps := int(math.Floor((1 - minExactSpan) * 9 * exactSteps))
	for i := 0; i <= steps; i++ {
		span := 1 - float64(i)/(9*exactSteps) // the share of the grid the fit frame takes
		side := base.side / span
		cell := side / 9
		for dy := -0.5; dy <= 0.5+1e-9; dy += exactShift {
			for dx := -0.5; dx <= 0.5+1e-9; dx += exactShift {
				win := window{cx - side/2 + dx*cell, cy - side/2 + dy*cell, side, 0}
				cov := tb.coverage(win)
				p := pattern.Darkest(cov, opt.Clues, opt.Symmetry)
				// A smaller drawing must do better by a little: at equal
				// agreement, the larger one shows more of it.
				if e := exactness(p, &cov) - 0.02*float64(i)/(9*exactSteps); e > best+1e-9 {
					best, bestWin, bestP, bestSpan = e, win, p, span
				}
			}
		}
	}
	if best <= 0 {
		return Rendering{}, false
	}
	read := s.read(bestWin, exactFrame, opt)
	cov := tb.coverage(bestWin)
	return Rendering{Kind: Silhouette, Kept: true, Frame: exactFrame, Pattern: bestP, Reading: read,
		Resemblance: exactness(bestP, &cov), Span: math.Round(bestSpan*9*10) / 10}, true
}

// exactFrame names the framing of an exact silhouette: the drawing sized
// to its clue count (Rendering.Span says how wide).
const exactFrame = "sized to fit"

// Area is how many cells the drawing fills when it fits the grid: its
// covered share of each cell, added up and rounded ("this picture fills
// about 31 cells"). It is the clue count at which the exact silhouette is
// the drawing at its full size.
func (s *Source) Area(opt Options) int {
	if opt.Edges {
		opt.Edges = false // the area of the drawing itself
	}
	cov := s.newInkTable(opt).coverage(s.frame(opt))
	var a float64
	for _, f := range cov {
		a += f
	}
	return int(math.Round(a))
}
