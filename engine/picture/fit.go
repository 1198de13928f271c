package picture

import (
	"image"
	"image/color"
	"math"
	"sort"
)

// Fitting a picture to the grid. A glyph drawn with wide margins, or off
// centre, would leave the outer rows and columns of the grid blank, and
// two empty rows in a band make a pattern impossible. So by default the
// grid frames the drawing itself: the box around its ink, with a small
// margin, widened to a square about its centre (the aspect ratio stays),
// the rest padded with paper. "Ink" is distance from the background
// colour, the colour of most of the border, so dark-on-light and
// light-on-dark pictures, and colour on colour, all read the same way.

// blankInk: a picture none of whose pixels differs from the background by
// this much has nothing drawn on it (JPEG noise stays well below).
const blankInk = 24

// fitMargin is the margin around the drawing, as a share of its longer
// side.
const fitMargin = 0.04

// inkTrim is the share of ink pixels ignored at each side when framing the
// drawing, so that a speck of dust or noise does not widen the frame.
const inkTrim = 0.004

func newSource(small *image.NRGBA, w, h int, format string) (*Source, error) {
	bg := borderColor(small)
	ink := inkMap(small, bg)
	peak := uint8(0)
	for _, v := range ink.Pix {
		peak = max(peak, v)
	}
	if peak < blankInk {
		return nil, ErrBlank
	}
	luma := (299*int(bg.R) + 587*int(bg.G) + 114*int(bg.B)) / 1000
	s := &Source{small: small, ink: ink, background: bg, Width: w, Height: h, Format: format, LightOnDark: luma < 128}
	// The boxes depend on the picture alone: found once here, not on
	// every new pattern (the app derives one per slider step).
	s.inkBoxes[0] = s.inkBox(false)
	s.inkBoxes[1] = s.inkBox(true)
	return s, nil
}

// borderColor returns the per-channel median of the outermost pixels.
func borderColor(img *image.NRGBA) color.NRGBA {
	b := img.Bounds()
	var ch [3][]int
	add := func(x, y int) {
		p := img.Pix[img.PixOffset(x, y):]
		for k := range 3 {
			ch[k] = append(ch[k], int(p[k]))
		}
	}
	for x := b.Min.X; x < b.Max.X; x++ {
		add(x, b.Min.Y)
		add(x, b.Max.Y-1)
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		add(b.Min.X, y)
		add(b.Max.X-1, y)
	}
	var out [3]uint8
	for k := range 3 {
		sort.Ints(ch[k])
		out[k] = uint8(ch[k][len(ch[k])/2])
	}
	return color.NRGBA{out[0], out[1], out[2], 255}
}

// inkMap returns each pixel's colour distance from bg, scaled to 0-255
// (black on white is 255).
func inkMap(img *image.NRGBA, bg color.NRGBA) *image.Gray {
	b := img.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			p := img.Pix[img.PixOffset(b.Min.X+x, b.Min.Y+y):]
			dr, dg, db := float64(int(p[0])-int(bg.R)), float64(int(p[1])-int(bg.G)), float64(int(p[2])-int(bg.B))
			out.Pix[y*out.Stride+x] = uint8(min(255, math.Sqrt((dr*dr+dg*dg+db*db)/3)))
		}
	}
	return out
}

// window is a square of the small picture, in its pixel coordinates;
// stretch > 0 makes it a rectangle side wide and side*stretch high, drawn
// into the square grid (a wide drawing stretched to fill it).
type window struct{ x0, y0, side, stretch float64 }

// height is the window's height in pixels.
func (w window) height() float64 {
	if w.stretch > 0 {
		return w.side * w.stretch
	}
	return w.side
}

// frame returns the square the grid shows, for the options' fit.
func (s *Source) frame(opt Options) window {
	w, h := float64(s.small.Bounds().Dx()), float64(s.small.Bounds().Dy())
	switch {
	case opt.Crop:
		side := min(w, h)
		return window{(w - side) / 2, (h - side) / 2, side, 0}
	case opt.Whole:
		side := max(w, h)
		return window{(w - side) / 2, (h - side) / 2, side, 0}
	}
	box := s.inkBoxes[0]
	if opt.Invert {
		box = s.inkBoxes[1]
	}
	x0, x1, y0, y1 := box[0], box[1], box[2], box[3]
	bw, bh := x1-x0, y1-y0
	side := max(bw, bh) * (1 + 2*fitMargin)
	side = max(side, 4) // a dot still gets a few pixels of frame
	return window{(x0+x1)/2 - side/2, (y0+y1)/2 - side/2, side, 0}
}

// inkBox returns the box around the drawing's ink (the paper's, when
// inverted), less inkTrim of it on each side, as x0, x1, y0, y1.
func (s *Source) inkBox(invert bool) [4]float64 {
	g := s.ink
	w, h := g.Bounds().Dx(), g.Bounds().Dy()
	work := g
	if invert {
		work = Invert(g)
	}
	t := Otsu(work)
	if !invert {
		t = max(t, blankInk)
	}
	cols, rows := make([]int, w), make([]int, h)
	total := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if int(work.Pix[y*work.Stride+x]) >= t {
				cols[x]++
				rows[y]++
				total++
			}
		}
	}
	if total == 0 {
		return [4]float64{0, float64(w), 0, float64(h)}
	}
	trim := int(float64(total) * inkTrim)
	x0, x1 := trimmed(cols, trim)
	y0, y1 := trimmed(rows, trim)
	return [4]float64{float64(x0), float64(x1 + 1), float64(y0), float64(y1 + 1)}
}

// trimmed returns the first and last index of counts once trim counts are
// dropped from each end.
func trimmed(counts []int, trim int) (int, int) {
	lo, sum := 0, 0
	for lo < len(counts)-1 {
		sum += counts[lo]
		if sum > trim {
			break
		}
		lo++
	}
	hi := len(counts) - 1
	sum = 0
	for hi > lo {
		sum += counts[hi]
		if sum > trim {
			break
		}
		hi--
	}
	return lo, hi
}

// fitted samples the window into a Side x Side colour square (padded with
// the background colour) and the matching ink map (padded with paper,
// also when invert swaps ink and paper inside the picture). Each output
// pixel averages 2x2 samples of the small picture.
func (s *Source) fitted(win window, invert bool) (*image.NRGBA, *image.Gray) {
	sq := image.NewNRGBA(image.Rect(0, 0, Side, Side))
	ink := image.NewGray(image.Rect(0, 0, Side, Side))
	w, h := s.small.Bounds().Dx(), s.small.Bounds().Dy()
	step, stepY := win.side/Side, win.height()/Side
	for y := 0; y < Side; y++ {
		for x := 0; x < Side; x++ {
			var sum [4]int
			for _, d := range [4][2]float64{{0.25, 0.25}, {0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}} {
				sx := int(math.Floor(win.x0 + (float64(x)+d[0])*step))
				sy := int(math.Floor(win.y0 + (float64(y)+d[1])*stepY))
				if sx < 0 || sy < 0 || sx >= w || sy >= h {
					sum[0] += int(s.background.R)
					sum[1] += int(s.background.G)
					sum[2] += int(s.background.B)
					continue
				}
				p := s.small.Pix[s.small.PixOffset(sx, sy):]
				sum[0] += int(p[0])
				sum[1] += int(p[1])
				sum[2] += int(p[2])
				v := int(s.ink.Pix[sy*s.ink.Stride+sx])
				if invert {
					v = 255 - v
				}
				sum[3] += v
			}
			i := sq.PixOffset(x, y)
			sq.Pix[i], sq.Pix[i+1], sq.Pix[i+2], sq.Pix[i+3] = uint8(sum[0]/4), uint8(sum[1]/4), uint8(sum[2]/4), 255
			ink.Pix[y*Side+x] = uint8(sum[3] / 4)
		}
	}
	return sq, ink
}
