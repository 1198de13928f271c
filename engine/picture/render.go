package picture

import (
	"cmp"
	"image"
	"image/color"
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// Renderings. A picture can be drawn on the grid in more than one way,
// and the plain one, its darkest cells, is often not the best: a filled
// disc has more dark cells than there are clues, so any choice among them
// is a scattered halftone, while its outline reads as a disc at once; a
// thin I has fewer dark cells than clues, and the extra cells read best
// as a bolder stroke beside it, not as noise over the grid; a block L
// leaves a corner of the grid empty, and a framing a cell smaller or one
// cell over can give every band and stack some of the drawing.
//
// So a picture is read in several framings (the drawing fitted to the
// grid, and a cell smaller in nine placements), and in each it is drawn
// as a silhouette (the drawing's cells, extra cells beside it) and as an
// outline (the cells along its edge first, then the cells just inside
// and outside it), each with the feasibility-aware choice of
// pattern.Choose at three strictnesses. Each rendering gets a resemblance
// score against the picture (see Likeness), and the pattern the author
// sees is the most resembling one that has no shortfall (see
// pattern.Shortfall). A puzzle search tries them in that order.

// Kind is how a rendering draws the picture.
type Kind int

const (
	// Silhouette takes the drawing's own cells (a thin stroke made
	// bolder by cells beside it when there are clues to spare).
	Silhouette Kind = iota
	// Outline takes the cells along the drawing's edge first.
	Outline
)

// String names the kind for reports.
func (k Kind) String() string {
	if k == Outline {
		return "outline"
	}
	return "silhouette"
}

// inkCell is the share of a cell the drawing must cover for the cell to
// belong to it at grid resolution.
const inkCell = 0.35

// Likeness is a picture at grid resolution: the cells the drawing covers
// (its silhouette) and the ones along its edge (its outline).
type Likeness struct {
	Fill, Edge pattern.Pattern
}

// likenessOf reads the silhouette and outline from each cell's ink share.
// A drawing too faint for any cell to reach inkCell takes the cells at
// least half as dark as the darkest.
func likenessOf(dark [81]float64) Likeness {
	cut := inkCell
	if top := slices.Max(dark[:]); top < cut {
		cut = top / 2
	}
	var l Likeness
	for c, d := range dark {
		l.Fill.Set(c, d >= cut && d > 0)
	}
	l.Edge = edgeOf(l.Fill)
	return l
}

// edgeOf returns the cells of fill that border a cell outside it (or the
// grid's side): its outline at grid resolution.
func edgeOf(fill pattern.Pattern) pattern.Pattern {
	var edge pattern.Pattern
	for _, c := range fill.Cells() {
		r, col := c/9, c%9
		for _, n := range [4][2]int{{r - 1, col}, {r + 1, col}, {r, col - 1}, {r, col + 1}} {
			if n[0] < 0 || n[0] > 8 || n[1] < 0 || n[1] > 8 || !fill.Has(n[0]*9+n[1]) {
				edge.Set(c, true)
				break
			}
		}
	}
	return edge
}

// nearWeight is what a cell of a pattern is worth against a target set of
// cells, by its distance to the set (Chebyshev, in cells): 1 on it, 0.5
// beside it, 0.2 one cell further, nothing beyond. A cell beside the
// drawing reads as part of a bolder stroke; a far one as noise.
var nearWeight = [3]float64{1, 0.5, 0.2}

// weights returns each cell's nearWeight against target.
func weights(target pattern.Pattern) [81]float64 {
	var w [81]float64
	cells := target.Cells()
	for c := range w {
		r, col := c/9, c%9
		d := 99
		for _, t := range cells {
			d = min(d, max(abs(t/9-r), abs(t%9-col)))
		}
		if d < len(nearWeight) {
			w[c] = nearWeight[d]
		}
	}
	return w
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// resemblance of p to target with weights w: the worth of p's cells over
// the cells of p and of the target together, 1 when p is the target, less
// for each target cell p misses and for each cell of p off the target
// (less still the further off).
func resemblance(p, target pattern.Pattern, w *[81]float64) float64 {
	union := p.Union(target).Count()
	if union == 0 {
		return 0
	}
	var sum float64
	for _, c := range p.Cells() {
		sum += w[c]
	}
	return sum / float64(union)
}

// Resemblance scores a pattern against the picture at grid resolution,
// from 0 to 1: the better of its likeness to the silhouette and to the
// outline, where likeness to a set of cells T is
//
//	sum over the pattern's cells of their weight / |pattern ∪ T|
//
// with weight 1 on T, 0.5 beside it, 0.2 one cell further and 0 beyond.
// A pattern that is exactly the silhouette or exactly the outline scores
// 1; a halftone of a filled shape scores its share of the shape; a thin
// stroke with the spare cells beside it scores about 0.75, with them far
// away about 0.5.
func (l Likeness) Resemblance(p pattern.Pattern) float64 {
	wf, we := weights(l.Fill), weights(l.Edge)
	return math.Max(resemblance(p, l.Fill, &wf), resemblance(p, l.Edge, &we))
}

// Rendering is one way of drawing the picture on the grid.
type Rendering struct {
	Kind        Kind
	Frame       string          // the framing: "fit", or "smaller" and where
	Pattern     pattern.Pattern // the cells chosen
	Resemblance float64         // Likeness.Resemblance of the pattern, less a little for another framing
	Reading     *Reading        // the picture as this framing reads it
	// Kept is set for an exact rendering (see exact.go): the cells the
	// drawing covers, with no regard for whether they carry a puzzle
	// alone, so a search keeps them and adds helper clues beside them.
	Kept bool
	// Span is how many cells wide the drawing's fit frame is drawn: 9,
	// or fewer for an exact silhouette sized to its clue count.
	Span float64
	// Contour is set for the exact contour (see exactContour): the
	// drawing's outer edge, its thin parts kept and its inside left out.
	Contour bool
}

// LookNames lists every look's name (Rendering.Name and Look.Name), for
// the translation catalogue.
func LookNames() []string {
	return []string{"exact silhouette", "full silhouette", "bold silhouette", "exact outline", "contour", "outline"}
}

// Name names the rendering's look: "exact silhouette", "bold
// silhouette" (a silhouette whose cells were chosen to carry a puzzle, a
// thin stroke made bolder), "exact outline", "contour" (see exactContour)
// or "outline".
func (r Rendering) Name() string {
	switch {
	case r.Contour:
		return "contour"
	case r.Kept && r.Kind == Outline:
		return "exact outline"
	case r.Kept:
		return "exact silhouette"
	case r.Kind == Outline:
		return "outline"
	}
	return "bold silhouette"
}

// Reading is the picture in one framing, at grid resolution.
type Reading struct {
	Frame     string
	Score     [81]float64     // how much each cell belongs to the drawing
	Dark      [81]float64     // each cell's share of ink pixels
	Colors    [81]color.NRGBA // each cell's average colour
	Threshold int
	Thumbnail *image.NRGBA // the working square, to show behind the grid
	Likeness  Likeness
}

// otherFramePenalty is taken off the resemblance of a rendering in a
// framing other than the plain fit: moved or shrunk, the drawing is a
// little less the author's, so it wins only by more than this.
const otherFramePenalty = 0.03

// stretchPenalty is taken off a stretched rendering's resemblance for each
// unit of the log of its stretch: stretched, a drawing is less itself.
const stretchPenalty = 0.1

// read frames the picture in win and reads its cells.
func (s *Source) read(win window, name string, opt Options) *Reading {
	sq, ink := s.fitted(win, opt.Invert)
	t := opt.Threshold
	if t <= 0 || t > 255 {
		t = Otsu(ink)
	}
	dark := CellDarkness(Binarize(ink, t))
	return &Reading{Frame: name, Score: CellScores(dark, ink), Dark: dark, Colors: CellColors(sq),
		Threshold: t, Thumbnail: sq, Likeness: likenessOf(dark)}
}

// framings returns the windows a picture is read in: the fit opt asks
// for, then (when the grid frames the drawing) the drawing a cell smaller,
// centred and flush with each side and corner.
func (s *Source) framings(opt Options) ([]window, []string) {
	base := s.frame(opt)
	wins, names := []window{base}, []string{"fit"}
	if opt.Crop || opt.Whole {
		return wins, names
	}
	side := base.side * 9 / 8 // the drawing's frame becomes 8 cells of 9
	cell := side / 9
	cx, cy := base.x0+base.side/2, base.y0+base.side/2
	for _, dy := range []float64{0, -0.5, 0.5} {
		for _, dx := range []float64{0, -0.5, 0.5} {
			wins = append(wins, window{cx - side/2 + dx*cell, cy - side/2 + dy*cell, side, 0})
			names = append(names, smallerNames[[2]float64{dx, dy}])
		}
	}
	// A drawing much wider than high (or higher than wide) leaves whole
	// bands (or stacks) empty when fitted whole: stretched to fill the
	// grid, or halfway, it gives every band some of it.
	box := s.inkBoxes[0]
	if opt.Invert {
		box = s.inkBoxes[1]
	}
	bw, bh := (box[1]-box[0])*(1+2*fitMargin), (box[3]-box[2])*(1+2*fitMargin)
	if aspect := bw / max(bh, 1); aspect > minStretch || aspect < 1/minStretch {
		for _, k := range []float64{1, 0.5} {
			// The window keeps the drawing's longer side; its other
			// side shrinks toward the drawing's by the share k.
			if aspect > 1 {
				h := bw * math.Pow(bh/bw, k)
				wins = append(wins, window{cx - bw/2, cy - h/2, bw, h / bw})
			} else {
				wd := bh * math.Pow(bw/bh, k)
				wins = append(wins, window{cx - wd/2, cy - bh/2, wd, bh / wd})
			}
			names = append(names, stretchedNames[k])
		}
	}
	return wins, names
}

// minStretch is the aspect ratio beyond which a drawing is also read
// stretched to fill the grid.
const minStretch = 1.4

// smallerNames name the placements of the drawing a cell smaller (a
// window moved left shows the drawing further right).
var smallerNames = map[[2]float64]string{
	{0, 0}: "smaller", {-0.5, 0}: "smaller, right", {0.5, 0}: "smaller, left",
	{0, -0.5}: "smaller, low", {0, 0.5}: "smaller, high",
	{-0.5, -0.5}: "smaller, low right", {0.5, -0.5}: "smaller, low left",
	{-0.5, 0.5}: "smaller, high right", {0.5, 0.5}: "smaller, high left",
}

// stretchedNames name the stretched framings by their share of stretch.
var stretchedNames = map[float64]string{1: "stretched", 0.5: "half stretched"}

// FrameNames lists every framing's name (Rendering.Frame), for the
// translation catalogue.
func FrameNames() []string {
	names := []string{"fit", exactFrame}
	for _, n := range smallerNames {
		names = append(names, n)
	}
	for _, n := range stretchedNames {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Kinds lists the kinds of rendering.
func Kinds() []Kind { return []Kind{Silhouette, Outline} }

// kindScore is the cell score pattern.Choose maximises for a kind: the
// nearWeight against the kind's target, then the cell's ink, then
// nearness to the drawing's centre (CellScores, scaled down), so that
// spare cells join the drawing.
func kindScore(rd *Reading, k Kind) [81]float64 {
	target := rd.Likeness.Fill
	if k == Outline {
		target = rd.Likeness.Edge
	}
	w := weights(target)
	var out [81]float64
	for c := range out {
		out[c] = w[c] + 0.1*rd.Dark[c] + 0.01*rd.Score[c]
	}
	return out
}

// choice is one way of choosing cells: the kind it draws, the scores it
// maximises and how strictly it makes room for a puzzle.
type choice struct {
	kind   Kind
	score  [81]float64
	strict pattern.Strictness
}

// renderings lists every rendering of the picture for opt, most
// resembling first among those without a shortfall, then the others by
// shortfall and resemblance; the same pattern is listed once.
func (s *Source) renderings(opt Options) ([]Rendering, *Reading) {
	rs := s.readings(opt)
	return rs.renderings(opt), rs.reads[0]
}

// readings is the picture read in each of its framings (see framings):
// what renderings are chosen from, whatever the clue count.
type readings struct {
	wins  []window
	reads []*Reading
}

// readings reads the picture in every framing for opt, on every core.
func (s *Source) readings(opt Options) readings {
	wins, names := s.framings(opt)
	rs := readings{wins: wins, reads: make([]*Reading, len(wins))}
	eachOnCores(len(wins), func(i int) { rs.reads[i] = s.read(wins[i], names[i], opt) })
	return rs
}

// eachOnCores calls f(0) to f(n-1), as many at once as there are cores.
func eachOnCores(n int, f func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.NumCPU(), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				f(i)
			}
		}()
	}
	wg.Wait()
}

// renderings chooses the renderings of opt.Clues cells in every framing.
func (rs readings) renderings(opt Options) []Rendering {
	wins, names := rs.wins, make([]string, len(rs.reads))
	for i, rd := range rs.reads {
		names[i] = rd.Frame
	}
	kinds := Kinds()
	if opt.Edges {
		kinds = []Kind{Outline}
	}
	// Each framing's choices are made on a core of their own, then
	// gathered in framing order.
	per := make([][]Rendering, len(wins))
	eachOnCores(len(wins), func(i int) {
		rd := rs.reads[i]
		choices := []choice{}
		for _, k := range kinds {
			score := kindScore(rd, k)
			for _, strict := range []pattern.Strictness{pattern.Loose, pattern.Strict, pattern.Least} {
				choices = append(choices, choice{k, score, strict})
			}
		}
		if !opt.Edges {
			// The drawing's own cell scores, which give spare cells no
			// pull toward the drawing: spread over the grid, they read
			// less as the picture but carry puzzles on shapes whose every
			// nearby choice fails (a thin L at 24 clues).
			choices = append(choices, choice{Silhouette, rd.Score, pattern.Strict}, choice{Silhouette, rd.Score, pattern.Loose})
		}
		for _, ch := range choices {
			p := pattern.Choose(ch.score, opt.Clues, opt.Symmetry, ch.strict)
			r := Rendering{Kind: ch.kind, Frame: names[i], Pattern: p, Reading: rd, Resemblance: rd.Likeness.Resemblance(p)}
			if i > 0 {
				r.Resemblance -= otherFramePenalty
			}
			if wins[i].stretch > 0 {
				r.Resemblance -= stretchPenalty * math.Abs(math.Log(wins[i].stretch))
			}
			per[i] = append(per[i], r)
		}
	})
	var out []Rendering
	seen := map[pattern.Pattern]bool{}
	for _, rds := range per {
		for _, r := range rds {
			if !seen[r.Pattern] {
				seen[r.Pattern] = true
				out = append(out, r)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Rendering) int {
		if c := cmp.Compare(a.Pattern.Shortfall(), b.Pattern.Shortfall()); c != 0 {
			return c
		}
		return cmp.Compare(b.Resemblance, a.Resemblance)
	})
	return out
}

// Nearness ranks every cell by its distance to the drawing's silhouette:
// 1 on it, 1/2 beside it, 1/3 one cell further and so on, plus a little
// of the cell's own ink, so that cells a repair adds join the drawing
// and the nearest of them come first.
func (rd *Reading) Nearness() *[81]float64 {
	var out [81]float64
	cells := rd.Likeness.Fill.Cells()
	for c := range out {
		d := 9
		for _, t := range cells {
			d = min(d, max(abs(t/9-c/9), abs(t%9-c%9)))
		}
		out[c] = 1/float64(1+d) + 0.01*rd.Score[c]
	}
	return &out
}
