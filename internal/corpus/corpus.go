// Package corpus draws the pictures the picture benchmark reads: glyphs
// rendered from fonts (Latin letters and digits from the Go fonts, which
// are always there; kana, kanji and symbols from system fonts, when
// installed) and simple silhouettes drawn from formulas. Each picture is
// given a style in turn: black on white, colour, light on dark, a noisy
// low-quality JPEG, a small or a very large canvas, off centre, not
// square. Nothing copyrighted is stored: the pictures are made on demand.
package corpus

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"os"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Picture is one encoded picture of the corpus.
type Picture struct {
	Name string // file name, with the extension of its format
	Data []byte
}

// Item is a drawing before its style is applied: a mask function on the
// unit square (u, v in [0, 1], v down), true where the drawing is.
type Item struct {
	Name string
	Mask func(u, v float64) bool
}

// Latin returns letters and digits in the Go fonts.
func Latin() []Item {
	var out []Item
	bold, _ := opentype.Parse(gobold.TTF)
	regular, _ := opentype.Parse(goregular.TTF)
	for i, s := range []string{"A", "B", "E", "K", "M", "P", "R", "S", "W", "Z", "g", "k", "2", "5", "7", "8", "&", "?"} {
		f := bold
		if i%3 == 2 {
			f = regular
		}
		name := map[string]string{"&": "amp", "?": "question"}[s]
		if name == "" {
			name = s
		}
		out = append(out, Item{"latin-" + name, glyphMask(f, s)})
	}
	return out
}

// systemFonts are tried in order for the glyphs beyond Latin.
var systemFonts = []string{
	"/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
	"/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
	"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
}

// FromSystemFonts returns kana, kanji and symbols drawn with the first
// installed font that has each glyph, and the glyphs no font had.
func FromSystemFonts() ([]Item, []string) {
	var fonts []*opentype.Font
	for _, path := range systemFonts {
		if data, err := os.ReadFile(path); err == nil {
			if f, err := opentype.Parse(data); err == nil {
				fonts = append(fonts, f)
			}
		}
	}
	groups := []struct{ kind, glyphs string }{
		{"hiragana", "あかさのふゆねを"},
		{"katakana", "アカサネホム"},
		{"kanji", "山川木愛数独夢龍花日"},
		{"symbol", "♥★♪☆◆●▲⚓☂✈♣☀"},
	}
	var out []Item
	var missing []string
	for _, g := range groups {
		for _, r := range g.glyphs {
			s := string(r)
			found := false
			for _, f := range fonts {
				if idx, err := f.GlyphIndex(nil, r); err == nil && idx != 0 {
					out = append(out, Item{g.kind + "-" + fmt.Sprintf("%04x", r), glyphMask(f, s)})
					found = true
					break
				}
			}
			if !found {
				missing = append(missing, s)
			}
		}
	}
	return out, missing
}

// glyphMask renders s at 400 px and returns its ink as a mask.
func glyphMask(f *opentype.Font, s string) func(u, v float64) bool {
	const size = 400
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size * 0.8, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return func(u, v float64) bool { return false }
	}
	img := image.NewGray(image.Rect(0, 0, size, size))
	d := &font.Drawer{Dst: img, Src: image.White, Face: face}
	adv := d.MeasureString(s)
	d.Dot = fixed.Point26_6{X: (fixed.I(size) - adv) / 2, Y: fixed.I(size * 78 / 100)}
	d.DrawString(s)
	return func(u, v float64) bool {
		x, y := int(u*size), int(v*size)
		return x >= 0 && y >= 0 && x < size && y < size && img.Pix[y*size+x] >= 128
	}
}

// Silhouettes returns simple shapes drawn from formulas.
func Silhouettes() []Item {
	in := func(x, y float64, pts ...[2]float64) bool { return polygon(pts...)(x, y) }
	star := func(u, v float64) bool {
		var pts [][2]float64
		for k := range 10 {
			r := 0.45
			if k%2 == 1 {
				r = 0.19
			}
			a := -math.Pi/2 + float64(k)*math.Pi/5
			pts = append(pts, [2]float64{0.5 + r*math.Cos(a), 0.53 + r*math.Sin(a)})
		}
		return in(u, v, pts...)
	}
	return []Item{
		{"shape-heart", func(u, v float64) bool {
			x, y := (u-0.5)*2.6, (0.5-v)*2.6+0.2
			a := x*x + y*y - 1
			return a*a*a-x*x*y*y*y <= 0
		}},
		{"shape-star", star},
		{"shape-moon", func(u, v float64) bool {
			return math.Hypot(u-0.5, v-0.5) < 0.4 && math.Hypot(u-0.65, v-0.42) > 0.33
		}},
		{"shape-house", func(u, v float64) bool {
			return in(u, v, [2]float64{0.5, 0.1}, [2]float64{0.9, 0.45}, [2]float64{0.1, 0.45}) ||
				(u > 0.2 && u < 0.8 && v >= 0.45 && v < 0.9 && !(u > 0.42 && u < 0.58 && v > 0.65))
		}},
		{"shape-tree", func(u, v float64) bool {
			return in(u, v, [2]float64{0.5, 0.05}, [2]float64{0.85, 0.7}, [2]float64{0.15, 0.7}) || (math.Abs(u-0.5) < 0.07 && v >= 0.7 && v < 0.95)
		}},
		{"shape-cat", func(u, v float64) bool {
			face := math.Hypot((u-0.5)/1.1, v-0.58) < 0.33
			ears := in(u, v, [2]float64{0.2, 0.1}, [2]float64{0.42, 0.35}, [2]float64{0.2, 0.45}) || in(u, v, [2]float64{0.8, 0.1}, [2]float64{0.58, 0.35}, [2]float64{0.8, 0.45})
			eyes := math.Hypot(u-0.38, v-0.52) < 0.05 || math.Hypot(u-0.62, v-0.52) < 0.05
			return (face || ears) && !eyes
		}},
		{"shape-fish", func(u, v float64) bool {
			body := math.Hypot((u-0.42)/1.6, v-0.5) < 0.22
			tail := in(u, v, [2]float64{0.7, 0.5}, [2]float64{0.95, 0.25}, [2]float64{0.95, 0.75})
			return (body || tail) && math.Hypot(u-0.25, v-0.45) > 0.035
		}},
		{"shape-arrow", func(u, v float64) bool {
			return in(u, v, [2]float64{0.1, 0.42}, [2]float64{0.6, 0.42}, [2]float64{0.6, 0.25}, [2]float64{0.92, 0.5}, [2]float64{0.6, 0.75}, [2]float64{0.6, 0.58}, [2]float64{0.1, 0.58})
		}},
		{"shape-drop", func(u, v float64) bool {
			return math.Hypot(u-0.5, v-0.62) < 0.27 || in(u, v, [2]float64{0.5, 0.08}, [2]float64{0.75, 0.55}, [2]float64{0.25, 0.55})
		}},
		{"shape-ring", func(u, v float64) bool { r := math.Hypot(u-0.5, v-0.5); return r > 0.28 && r < 0.42 }},
		{"shape-cross", func(u, v float64) bool {
			return (math.Abs(u-0.5) < 0.12 && v > 0.1 && v < 0.9) || (math.Abs(v-0.4) < 0.12 && u > 0.2 && u < 0.8)
		}},
		{"shape-key", func(u, v float64) bool {
			r := math.Hypot(u-0.25, v-0.5)
			return (r < 0.17 && r > 0.08) || (u > 0.4 && u < 0.9 && math.Abs(v-0.5) < 0.05) || (u > 0.72 && u < 0.8 && v > 0.5 && v < 0.66) || (u > 0.84 && u < 0.9 && v > 0.5 && v < 0.62)
		}},
	}
}

// Style says how an item is put on a canvas.
type Style struct {
	Name          string
	Width, Height int
	Ink, Paper    color.NRGBA
	Scale         float64 // the drawing's share of the canvas's shorter side
	OffX, OffY    float64 // the drawing's centre, as a share of the canvas
	JPEG          int     // JPEG quality, 0 for PNG
	Noise         int     // amplitude of added pixel noise
}

var black, white = color.NRGBA{0, 0, 0, 255}, color.NRGBA{255, 255, 255, 255}

// Styles is the cycle of styles the corpus applies, one per item in turn.
var Styles = []Style{
	{"plain", 400, 400, black, white, 0.8, 0.5, 0.5, 0, 0},
	{"colour", 600, 450, color.NRGBA{200, 30, 40, 255}, color.NRGBA{250, 245, 225, 255}, 0.75, 0.5, 0.5, 0, 0},
	{"inverted", 500, 360, white, color.NRGBA{20, 20, 30, 255}, 0.7, 0.5, 0.5, 0, 0},
	{"jpeg-noisy", 640, 640, black, white, 0.7, 0.5, 0.5, 25, 30},
	{"tiny", 64, 64, black, white, 0.85, 0.5, 0.5, 0, 0},
	{"large", 3000, 2000, color.NRGBA{20, 60, 160, 255}, white, 0.6, 0.5, 0.5, 85, 8},
	{"off-centre", 800, 800, black, white, 0.4, 0.3, 0.7, 0, 0},
	{"small-margin", 300, 500, color.NRGBA{30, 110, 40, 255}, color.NRGBA{240, 240, 240, 255}, 0.95, 0.5, 0.5, 0, 0},
}

// Render draws item in style and encodes it.
func Render(item Item, st Style, seed uint64) Picture {
	img := image.NewNRGBA(image.Rect(0, 0, st.Width, st.Height))
	draw.Draw(img, img.Bounds(), &image.Uniform{st.Paper}, image.Point{}, draw.Src)
	size := st.Scale * float64(min(st.Width, st.Height))
	cx, cy := st.OffX*float64(st.Width), st.OffY*float64(st.Height)
	rng := rand.New(rand.NewPCG(seed, 7))
	for y := 0; y < st.Height; y++ {
		for x := 0; x < st.Width; x++ {
			u := (float64(x)+0.5-cx)/size + 0.5
			v := (float64(y)+0.5-cy)/size + 0.5
			c := st.Paper
			if u >= 0 && u < 1 && v >= 0 && v < 1 && item.Mask(u, v) {
				c = st.Ink
			}
			if st.Noise > 0 {
				n := rng.IntN(2*st.Noise+1) - st.Noise
				c = color.NRGBA{clamp(int(c.R) + n), clamp(int(c.G) + n), clamp(int(c.B) + n), 255}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	name := fmt.Sprintf("%s-%s", item.Name, st.Name)
	if st.JPEG > 0 {
		jpeg.Encode(&buf, img, &jpeg.Options{Quality: st.JPEG})
		return Picture{name + ".jpg", buf.Bytes()}
	}
	png.Encode(&buf, img)
	return Picture{name + ".png", buf.Bytes()}
}

func clamp(v int) uint8 { return uint8(min(max(v, 0), 255)) }

// Build renders n pictures: picture i is item i mod len(items), in the
// style i mod len(Styles), shifted by 3 on each pass over the items so a
// drawing seen twice is seen in another style.
func Build(items []Item, n int) []Picture {
	out := make([]Picture, n)
	for i := range out {
		st := Styles[(i+3*(i/len(items)))%len(Styles)]
		out[i] = Render(items[i%len(items)], st, uint64(i))
	}
	return out
}

// The simple shapes. A new user's first pictures are seldom glyphs: a
// block letter, a plus, a frame, a disc. They are harder than glyphs for a
// Sudoku pattern, because a simple shape leaves whole boxes empty or fills
// them solid, so the corpus draws them from formulas in several kinds:
// block letters bold and thin, bars, frames, rings, discs, triangles,
// diamonds, arrows, hearts, filled and outlined, at several sizes and
// aspect ratios.

// rect is an axis-aligned box of the unit square.
type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) has(u, v float64) bool { return u >= r.x0 && u < r.x1 && v >= r.y0 && v < r.y1 }

// boxes returns the mask of a union of boxes.
func boxes(rs ...rect) func(u, v float64) bool {
	return func(u, v float64) bool {
		for _, r := range rs {
			if r.has(u, v) {
				return true
			}
		}
		return false
	}
}

// polygon returns the mask of a polygon (even-odd rule).
func polygon(pts ...[2]float64) func(u, v float64) bool {
	return func(x, y float64) bool {
		odd := false
		for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
			a, b := pts[i], pts[j]
			if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
				odd = !odd
			}
		}
		return odd
	}
}

// Outline returns the band of width w just inside a shape's edge: the
// outlined form of a filled shape.
func Outline(mask func(u, v float64) bool, w float64) func(u, v float64) bool {
	return func(u, v float64) bool {
		if !mask(u, v) {
			return false
		}
		for k := range 16 {
			a := float64(k) * math.Pi / 8
			if !mask(u+w*math.Cos(a), v+w*math.Sin(a)) {
				return true
			}
		}
		return false
	}
}

// blockLetters draws H, I, L, T, U, X, E, C and F with strokes of width w.
func blockLetters(w float64) map[string]func(u, v float64) bool {
	const lo, hi = 0.1, 0.9
	diag := func(u, v float64) bool { // both diagonals of the box, as strokes
		if u < lo || u >= hi || v < lo || v >= hi {
			return false
		}
		return math.Abs(u-v) < w*0.75 || math.Abs(u+v-1) < w*0.75
	}
	return map[string]func(u, v float64) bool{
		"H": boxes(rect{0.15, lo, 0.15 + w, hi}, rect{0.85 - w, lo, 0.85, hi}, rect{0.15, 0.5 - w/2, 0.85, 0.5 + w/2}),
		"I": boxes(rect{0.5 - w/2, lo, 0.5 + w/2, hi}, rect{0.3, lo, 0.7, lo + w}, rect{0.3, hi - w, 0.7, hi}),
		"L": boxes(rect{0.2, lo, 0.2 + w, hi}, rect{0.2, hi - w, 0.8, hi}),
		"T": boxes(rect{0.15, lo, 0.85, lo + w}, rect{0.5 - w/2, lo, 0.5 + w/2, hi}),
		"U": boxes(rect{0.15, lo, 0.15 + w, hi}, rect{0.85 - w, lo, 0.85, hi}, rect{0.15, hi - w, 0.85, hi}),
		"X": diag,
		"E": boxes(rect{0.2, lo, 0.2 + w, hi}, rect{0.2, lo, 0.8, lo + w}, rect{0.2, 0.5 - w/2, 0.7, 0.5 + w/2}, rect{0.2, hi - w, 0.8, hi}),
		"C": boxes(rect{0.15, lo, 0.15 + w, hi}, rect{0.15, lo, 0.85, lo + w}, rect{0.15, hi - w, 0.85, hi}),
		"F": boxes(rect{0.2, lo, 0.2 + w, hi}, rect{0.2, lo, 0.8, lo + w}, rect{0.2, 0.5 - w/2, 0.7, 0.5 + w/2}),
	}
}

// Shapes returns the simple shapes, filled and outlined, bold and thin.
func Shapes() []Item {
	var out []Item
	for _, k := range []struct {
		name string
		w    float64
	}{{"bold", 0.22}, {"thin", 0.09}} {
		letters := blockLetters(k.w)
		for _, l := range []string{"H", "I", "L", "T", "U", "X", "E", "C", "F"} {
			out = append(out, Item{"block-" + l + "-" + k.name, letters[l]})
		}
	}
	disc := func(u, v float64) bool { return math.Hypot(u-0.5, v-0.5) < 0.42 }
	ellipse := func(u, v float64) bool { return math.Hypot((u-0.5)/0.45, (v-0.5)/0.28) < 1 }
	heart := func(u, v float64) bool {
		x, y := (u-0.5)*2.6, (0.5-v)*2.6+0.2
		a := x*x + y*y - 1
		return a*a*a-x*x*y*y*y <= 0
	}
	triangle := polygon([2]float64{0.5, 0.08}, [2]float64{0.93, 0.88}, [2]float64{0.07, 0.88})
	diamond := polygon([2]float64{0.5, 0.05}, [2]float64{0.95, 0.5}, [2]float64{0.5, 0.95}, [2]float64{0.05, 0.5})
	square := boxes(rect{0.1, 0.1, 0.9, 0.9})
	wide := boxes(rect{0.05, 0.3, 0.95, 0.7})
	hexagon := polygon([2]float64{0.27, 0.1}, [2]float64{0.73, 0.1}, [2]float64{0.96, 0.5}, [2]float64{0.73, 0.9}, [2]float64{0.27, 0.9}, [2]float64{0.04, 0.5})
	filled := []Item{
		{"disc", disc}, {"ellipse", ellipse}, {"heart", heart}, {"triangle", triangle},
		{"diamond", diamond}, {"square", square}, {"wide-rect", wide}, {"hexagon", hexagon},
		{"semicircle", func(u, v float64) bool { return v > 0.3 && math.Hypot(u-0.5, v-0.3) < 0.45 }},
	}
	for _, f := range filled {
		out = append(out, Item{"filled-" + f.Name, f.Mask}, Item{"outlined-" + f.Name, Outline(f.Mask, 0.08)})
	}
	out = append(out,
		Item{"plus-bold", boxes(rect{0.38, 0.08, 0.62, 0.92}, rect{0.08, 0.38, 0.92, 0.62})},
		Item{"plus-thin", boxes(rect{0.45, 0.1, 0.55, 0.9}, rect{0.1, 0.45, 0.9, 0.55})},
		Item{"bars-three", boxes(rect{0.1, 0.12, 0.9, 0.28}, rect{0.1, 0.42, 0.9, 0.58}, rect{0.1, 0.72, 0.9, 0.88})},
		Item{"bars-vertical", boxes(rect{0.12, 0.1, 0.28, 0.9}, rect{0.42, 0.1, 0.58, 0.9}, rect{0.72, 0.1, 0.88, 0.9})},
		Item{"bars-two", boxes(rect{0.1, 0.25, 0.9, 0.4}, rect{0.1, 0.6, 0.9, 0.75})},
		Item{"arrow-right", polygon([2]float64{0.08, 0.4}, [2]float64{0.55, 0.4}, [2]float64{0.55, 0.18}, [2]float64{0.94, 0.5}, [2]float64{0.55, 0.82}, [2]float64{0.55, 0.6}, [2]float64{0.08, 0.6})},
		Item{"arrow-up", polygon([2]float64{0.4, 0.92}, [2]float64{0.4, 0.45}, [2]float64{0.18, 0.45}, [2]float64{0.5, 0.06}, [2]float64{0.82, 0.45}, [2]float64{0.6, 0.45}, [2]float64{0.6, 0.92})},
		Item{"ring-bold", func(u, v float64) bool { r := math.Hypot(u-0.5, v-0.5); return r > 0.25 && r < 0.45 }},
		Item{"ring-thin", func(u, v float64) bool { r := math.Hypot(u-0.5, v-0.5); return r > 0.36 && r < 0.44 }},
		Item{"frame-bold", boxes(rect{0.1, 0.1, 0.9, 0.3}, rect{0.1, 0.7, 0.9, 0.9}, rect{0.1, 0.1, 0.3, 0.9}, rect{0.7, 0.1, 0.9, 0.9})},
		Item{"chevron", polygon([2]float64{0.1, 0.2}, [2]float64{0.5, 0.6}, [2]float64{0.9, 0.2}, [2]float64{0.9, 0.45}, [2]float64{0.5, 0.85}, [2]float64{0.1, 0.45})},
		Item{"target", func(u, v float64) bool {
			r := math.Hypot(u-0.5, v-0.5)
			return r < 0.12 || (r > 0.3 && r < 0.44)
		}},
		Item{"light-triangle", triangle}, // drawn light on dark by ShapeStyles' cycle
	)
	return out
}

// ShapeStyles is the cycle of styles for the simple shapes: mostly black
// on white at 600 px, as a new user draws them, with other sizes, aspect
// ratios, placements and light on dark.
var ShapeStyles = []Style{
	{"plain", 600, 600, black, white, 0.8, 0.5, 0.5, 0, 0},
	{"small", 600, 600, black, white, 0.45, 0.5, 0.5, 0, 0},
	{"wide", 900, 500, black, white, 0.85, 0.5, 0.5, 0, 0},
	{"light-on-dark", 600, 600, white, color.NRGBA{25, 25, 35, 255}, 0.75, 0.5, 0.5, 0, 0},
	{"plain", 600, 600, black, white, 0.9, 0.5, 0.5, 0, 0},
	{"tall", 400, 700, color.NRGBA{30, 60, 150, 255}, white, 0.8, 0.5, 0.45, 0, 0},
	{"jpeg", 600, 600, black, white, 0.8, 0.45, 0.55, 80, 6},
}

// BuildShapes renders every shape once, in ShapeStyles' styles in turn
// (the light-triangle always light on dark).
func BuildShapes() []Picture {
	items := Shapes()
	out := make([]Picture, len(items))
	for i, it := range items {
		st := ShapeStyles[i%len(ShapeStyles)]
		if it.Name == "light-triangle" {
			st = ShapeStyles[3]
		}
		out[i] = Render(it, st, uint64(i))
	}
	return out
}
