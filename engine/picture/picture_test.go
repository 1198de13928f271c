package picture

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// canvas returns a white w x h picture.
func canvas(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	return img
}

// shape paints the pixels where inside(u, v) holds, u and v in [-1, 1].
func shape(w, h int, ink color.Color, inside func(u, v float64) bool) *image.NRGBA {
	img := canvas(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			u, v := 2*float64(x)/float64(w)-1, 1-2*float64(y)/float64(h)
			if inside(u, v) {
				img.Set(x, y, ink)
			}
		}
	}
	return img
}

func heart(u, v float64) bool {
	x, y := u*1.3, v*1.3+0.2
	a := x*x + y*y - 1
	return a*a*a-x*x*y*y*y <= 0
}

func ring(u, v float64) bool { r := math.Hypot(u, v); return r > 0.65 && r < 0.9 }

func diagonalBar(u, v float64) bool { return math.Abs(u+v) < 0.25 }

// letter renders a glyph of Go Bold in black on white.
func letter(t *testing.T, s string, size int) *image.NRGBA {
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(size) * 0.9, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		t.Fatal(err)
	}
	img := canvas(size, size)
	d := &font.Drawer{Dst: img, Src: image.Black, Face: face}
	adv := d.MeasureString(s)
	d.Dot = fixed.Point26_6{X: (fixed.I(size) - adv) / 2, Y: fixed.I(size * 85 / 100)}
	d.DrawString(s)
	return img
}

func encodePNG(t testing.TB, img image.Image) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func fromImage(t *testing.T, img image.Image, opt Options) Result {
	t.Helper()
	src, err := Decode(encodePNG(t, img))
	if err != nil {
		t.Fatal(err)
	}
	return src.Pattern(opt)
}

func TestLetterL(t *testing.T) {
	r := fromImage(t, letter(t, "L", 600), Options{Clues: 20, Plain: true})
	if r.Pattern.Count() != 20 {
		t.Fatalf("%d cells", r.Pattern.Count())
	}
	for _, c := range r.Pattern.Cells() {
		if c%9 > 4 && c/9 < 6 {
			t.Errorf("cell r%dc%d is neither in the left columns nor the bottom rows:\n%s", c/9+1, c%9+1, r.Pattern.Lines())
		}
	}
	if !r.Pattern.Has(7*9+2) && !r.Pattern.Has(8*9+2) {
		t.Errorf("the foot of the L is missing:\n%s", r.Pattern.Lines())
	}
}

// TestFilledHeartLooks: the darkest cells of a filled heart cover its
// centre; with more heart than clues, the look chosen at the count asked
// is its exact silhouette drawn smaller (a solid heart, which people name
// more often than its outline or a halftone of it; see Perceived), and at
// any count its exact outline (named most often of all); Edges asks for
// the outline outright.
func TestFilledHeartLooks(t *testing.T) {
	img := shape(500, 500, color.Black, heart)
	blob := fromImage(t, img, Options{Clues: 25, Plain: true})
	if !blob.Pattern.Has(40) || !blob.Pattern.Has(31) {
		t.Errorf("the darkest cells of a filled heart should cover the centre:\n%s", blob.Pattern.Lines())
	}
	chosen := fromImage(t, img, Options{Clues: 25})
	if rd := chosen.Rendering; !rd.Kept || rd.Kind != Silhouette || rd.Span >= 9 || chosen.Pattern.Count() != 25 || !chosen.Pattern.Has(40) {
		t.Errorf("at 25 clues: %s, span %.1f, %d cells, want the exact silhouette drawn smaller:\n%s", rd.Name(), rd.Span, chosen.Pattern.Count(), chosen.Pattern.Lines())
	}
	free := fromImage(t, img, Options{Clues: 25, FreeCount: true})
	if rd := free.Rendering; !rd.Kept || rd.Kind != Outline || free.Pattern.Has(40) || free.Pattern.Has(31) {
		t.Errorf("at any count: %s, want the exact outline, the centre empty:\n%s", rd.Name(), free.Pattern.Lines())
	}
	outline := fromImage(t, img, Options{Clues: 25, Edges: true})
	if outline.Pattern.Has(40) || outline.Pattern.Has(31) || outline.Rendering.Kind != Outline {
		t.Errorf("edges: filled heart should become its outline (%s), leaving the centre empty:\n%s", outline.Rendering.Kind, outline.Pattern.Lines())
	}
	if outline.Rendering.Resemblance < 0.8 {
		t.Errorf("edges: resemblance %.2f, want at least 0.8", outline.Rendering.Resemblance)
	}
}

func TestShapes(t *testing.T) {
	cases := map[string]*image.NRGBA{
		"heart":    shape(400, 400, color.Black, heart),
		"ring":     shape(400, 300, color.NRGBA{200, 0, 0, 255}, ring),
		"bar":      shape(300, 500, color.Black, diagonalBar),
		"L":        letter(t, "L", 300),
		"gradient": gradient(640, 480),
	}
	for name, img := range cases {
		for _, n := range []int{17, 30, 45} {
			for _, opt := range []Options{{Clues: n}, {Clues: n, Edges: true}, {Clues: n, Invert: true}, {Clues: n, Crop: true}, {Clues: n, Threshold: 100}} {
				if got := fromImage(t, img, opt).Pattern.Count(); got != n {
					t.Errorf("%s %+v: %d cells, want %d", name, opt, got, n)
				}
			}
		}
	}
	ringPattern := fromImage(t, cases["ring"], Options{Clues: 24}).Pattern
	if ringPattern.Has(40) {
		t.Errorf("ring: the centre should stay empty:\n%s", ringPattern.Lines())
	}
	// |u+v| small is the line from top left to bottom right: the main diagonal.
	bar := fromImage(t, shape(400, 400, color.Black, diagonalBar), Options{Clues: 9}).Pattern
	for _, c := range bar.Cells() {
		if d := c/9 - c%9; d < -1 || d > 1 {
			t.Errorf("bar: cell r%dc%d is off the diagonal:\n%s", c/9+1, c%9+1, bar.Lines())
		}
	}
}

// gradient is a photo-like picture: a smooth gradient with a dark disc.
func gradient(w, h int) *image.NRGBA {
	img := canvas(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := uint8(120 + 100*x/w)
			if math.Hypot(float64(x-w/3), float64(y-h/2)) < float64(h)/5 {
				v = 30
			}
			img.Set(x, y, color.NRGBA{v, v / 2, 255 - v, 255})
		}
	}
	return img
}

func TestSymmetryEnforced(t *testing.T) {
	img := shape(400, 400, color.Black, heart)
	for _, s := range []pattern.Symmetry{pattern.Vertical, pattern.Point, pattern.Dihedral} {
		p := fromImage(t, img, Options{Clues: 30, Symmetry: s}).Pattern
		if !p.IsSymmetric(s) || p.Count() > 30 || p.Count() < 23 {
			t.Errorf("%s: %d cells, symmetric %v", s, p.Count(), p.IsSymmetric(s))
		}
	}
}

func TestTransparentIsWhite(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 90, 90)) // all transparent black
	for y := 0; y < 30; y++ {
		for x := 0; x < 30; x++ {
			img.Set(x, y, color.NRGBA{0, 0, 0, 255})
		}
	}
	p := fromImage(t, img, Options{Clues: 9, Whole: true, Plain: true}).Pattern
	for _, c := range p.Cells() {
		if c/9 > 2 || c%9 > 2 {
			t.Fatalf("transparent area read as dark:\n%s", p.Lines())
		}
	}
}

// withOrientation inserts an EXIF APP1 segment with the given orientation.
func withOrientation(jpg []byte, o uint16) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00")
	binary.BigEndian.PutUint16(tiff[18:], o)
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

func TestEXIFOrientation(t *testing.T) {
	// Stored: a dark bar along the top of a landscape picture.
	img := shape(600, 400, color.Black, func(u, v float64) bool { return v > 0.6 })
	var buf bytes.Buffer
	jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90})
	for _, tc := range []struct {
		o       uint16
		w, h    int
		inCells func(c int) bool
	}{
		{1, 600, 400, func(c int) bool { return c/9 <= 3 }},
		{6, 400, 600, func(c int) bool { return c%9 >= 5 }}, // turned clockwise: the top goes right
		{8, 400, 600, func(c int) bool { return c%9 <= 3 }},
		{3, 600, 400, func(c int) bool { return c/9 >= 5 }},
	} {
		src, err := Decode(withOrientation(buf.Bytes(), tc.o))
		if err != nil {
			t.Fatal(err)
		}
		if src.Width != tc.w || src.Height != tc.h {
			t.Errorf("orientation %d: size %dx%d, want %dx%d", tc.o, src.Width, src.Height, tc.w, tc.h)
		}
		p := src.Pattern(Options{Clues: 9, Whole: true, Plain: true}).Pattern
		for _, c := range p.Cells() {
			if !tc.inCells(c) {
				t.Errorf("orientation %d: cell r%dc%d out of place:\n%s", tc.o, c/9+1, c%9+1, p.Lines())
				break
			}
		}
	}
}

func TestRefusals(t *testing.T) {
	if _, err := Decode([]byte("hello, not a picture")); err != ErrNotPicture {
		t.Errorf("text: %v", err)
	}
	good := encodePNG(t, shape(100, 100, color.Black, heart))
	if _, err := Decode(good[:len(good)/2]); err == nil || !strings.Contains(err.Error(), "corrupt or truncated") {
		t.Errorf("truncated PNG: %v", err)
	}
	// A GIF whose header claims 65535 x 65535 pixels is refused before decoding.
	var buf bytes.Buffer
	gif.Encode(&buf, image.NewPaletted(image.Rect(0, 0, 1, 1), color.Palette{color.White, color.Black}), nil)
	huge := buf.Bytes()
	binary.LittleEndian.PutUint16(huge[6:], 65535)
	binary.LittleEndian.PutUint16(huge[8:], 65535)
	if _, err := Decode(huge); err == nil || !strings.Contains(err.Error(), "4,294,836,225 pixels; the limit is 50,000,000") {
		t.Errorf("huge GIF: %v", err)
	}
	// A 16-bit PNG claiming 6000 x 6000 pixels is under the pixel limit
	// but would take 288 MB decoded: refused by its memory, from the header.
	buf.Reset()
	png.Encode(&buf, image.NewNRGBA64(image.Rect(0, 0, 1, 1)))
	deep := buf.Bytes()
	binary.BigEndian.PutUint32(deep[16:], 6000) // IHDR width
	binary.BigEndian.PutUint32(deep[20:], 6000) // IHDR height
	binary.BigEndian.PutUint32(deep[29:], crc32.ChecksumIEEE(deep[12:29]))
	if _, err := Decode(deep); err == nil || !strings.Contains(err.Error(), "decoding this 16-bit PNG takes 288 MB of memory; the limit is 200 MB") {
		t.Errorf("16-bit PNG: %v", err)
	}
	if _, err := Open("/nonexistent/picture.png"); err == nil {
		t.Error("missing file: want an error")
	}
}

func TestOtsuSeparates(t *testing.T) {
	g := image.NewGray(image.Rect(0, 0, 10, 10))
	for i := range g.Pix {
		g.Pix[i] = 40
		if i%2 == 0 {
			g.Pix[i] = 200
		}
	}
	if th := Otsu(g); th <= 40 || th > 200 {
		t.Errorf("threshold %d does not separate 40 from 200", th)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(encodePNG(f, shape(20, 20, color.Black, heart)))
	var buf bytes.Buffer
	gif.Encode(&buf, image.NewPaletted(image.Rect(0, 0, 3, 3), color.Palette{color.White, color.Black}), nil)
	f.Add(buf.Bytes())
	buf.Reset()
	jpeg.Encode(&buf, shape(16, 16, color.Black, ring), nil)
	f.Add(withOrientation(buf.Bytes(), 6))
	f.Fuzz(func(t *testing.T, data []byte) {
		src, err := Decode(data)
		if err != nil {
			return
		}
		if n := src.Pattern(Options{Clues: 30}).Pattern.Count(); n != 30 {
			t.Fatalf("%d cells", n)
		}
	})
}

// bigJPEG is a 4000x3000 photo-like JPEG: a dark disc on a gradient, with
// sensor-like noise and coloured texture so that, as in a real photo, most
// blocks carry many AC coefficients (about 6 MB at quality 90).
func bigJPEG(b testing.TB) []byte {
	img := image.NewYCbCr(image.Rect(0, 0, 4000, 3000), image.YCbCrSubsampleRatio420)
	rng := rand.New(rand.NewPCG(1, 2))
	for y := 0; y < 3000; y++ {
		for x := 0; x < 4000; x++ {
			v := (x*7 + y*3) / 97
			if math.Hypot(float64(x-2000), float64(y-1500)) < 900 {
				v = 20
			}
			v += rng.IntN(24) - 12
			img.Y[img.YOffset(x, y)] = uint8(min(max(v, 0), 255))
		}
	}
	for i := range img.Cb {
		img.Cb[i] = uint8(118 + rng.IntN(20))
		img.Cr[i] = uint8(118 + rng.IntN(20))
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

// BenchmarkPhotoToPattern: a 4000x3000 JPEG to a pattern.
func BenchmarkPhotoToPattern(b *testing.B) {
	data := bigJPEG(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		src, err := Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		src.Pattern(Options{})
	}
}

// BenchmarkRethreshold: a new pattern from an already decoded picture.
func BenchmarkRethreshold(b *testing.B) {
	src, err := Decode(bigJPEG(b))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		src.Pattern(Options{Threshold: 60 + i%100, Edges: i%2 == 0})
	}
}

func TestRenderingsInSearchOrder(t *testing.T) {
	img := letter(t, "K", 400)
	if r := fromImage(t, img, Options{Clues: 28}); r.Renderings != nil {
		t.Error("renderings listed unasked")
	}
	r := fromImage(t, img, Options{Clues: 28, Candidates: true})
	def := Default(r.Looks, false)
	if def < 0 || r.Looks[def].Pattern != r.Pattern || r.Rendering.Pattern != r.Pattern {
		t.Fatal("the pattern shown is not the default look's")
	}
	// A search races the default look's renderings first (unless it is
	// kept exact: then it keeps it), then the others in order.
	tries := len(r.Looks[def].Tries)
	if !r.Rendering.Kept && (r.Renderings[0].Pattern != r.Pattern || r.Pattern.Shortfall() != 0) {
		t.Errorf("the default look carries a puzzle alone, but it is not the first rendering, or it has a shortfall:\n%s", r.Pattern.Lines())
	}
	seen := map[pattern.Pattern]bool{}
	for i, rd := range r.Renderings {
		if rd.Pattern.Count() != 28 || seen[rd.Pattern] {
			t.Errorf("rendering %d: %d cells, repeated %v", i, rd.Pattern.Count(), seen[rd.Pattern])
		}
		seen[rd.Pattern] = true
		if i > tries {
			prev := r.Renderings[i-1]
			if a, b := prev.Pattern.Shortfall(), rd.Pattern.Shortfall(); a > b || (a == b && prev.Resemblance < rd.Resemblance) {
				t.Errorf("rendering %d is out of order: shortfall %d after %d, resemblance %.3f after %.3f", i, b, a, rd.Resemblance, prev.Resemblance)
			}
		}
	}
	plain := fromImage(t, img, Options{Clues: 28, Plain: true, Candidates: true})
	if len(plain.Renderings) != 1 || plain.Renderings[0].Pattern != plain.Pattern || plain.Pattern != r.Plain {
		t.Errorf("--plain: %d renderings", len(plain.Renderings))
	}
}

func TestBlankPicturesRefused(t *testing.T) {
	white, black := canvas(50, 40), canvas(50, 40)
	draw.Draw(black, black.Bounds(), image.Black, image.Point{}, draw.Src)
	for name, img := range map[string]image.Image{
		"white": white, "black": black,
		"transparent": image.NewNRGBA(image.Rect(0, 0, 30, 30)),
		"1x1":         canvas(1, 1),
	} {
		if _, err := Decode(encodePNG(t, img)); err != ErrBlank {
			t.Errorf("%s: %v, want ErrBlank", name, err)
		}
	}
}

// TestLightOnDarkReadsAsTheDrawing: a white glyph on black, on a canvas
// that is not square, gives the pattern of the same glyph black on white:
// no frame rows from padding, no need for Invert.
func TestLightOnDarkReadsAsTheDrawing(t *testing.T) {
	dark := letter(t, "K", 400)
	light := canvas(600, 400)
	draw.Draw(light, light.Bounds(), image.Black, image.Point{}, draw.Src)
	for y := 0; y < 400; y++ {
		for x := 0; x < 400; x++ {
			if dark.NRGBAAt(x, y).R < 128 {
				light.Set(x+100, y, color.White)
			}
		}
	}
	src, err := Decode(encodePNG(t, light))
	if err != nil || !src.LightOnDark {
		t.Fatalf("light on dark not detected: %v", err)
	}
	a := fromImage(t, dark, Options{Clues: 28, Plain: true}).Pattern
	b := src.Pattern(Options{Clues: 28, Plain: true}).Pattern
	if added, removed := a.Changes(b); len(added)+len(removed) > 2 {
		t.Errorf("black on white:\n%s\nwhite on black:\n%s", a.Lines(), b.Lines())
	}
}

// TestSettingsFollowThePicture: edges with invert trace the same outline
// as edges alone, and a threshold above all the ink still takes the cells
// of the drawing (by their ink), not the top left.
func TestSettingsFollowThePicture(t *testing.T) {
	img := shape(300, 300, color.Black, ring)
	edges := fromImage(t, img, Options{Clues: 24, Edges: true, Plain: true}).Pattern
	both := fromImage(t, img, Options{Clues: 24, Edges: true, Invert: true, Plain: true}).Pattern
	if edges != both {
		t.Errorf("edges:\n%s\nedges and invert:\n%s", edges.Lines(), both.Lines())
	}
	grey := shape(300, 300, color.NRGBA{110, 110, 110, 255}, ring)
	high := fromImage(t, grey, Options{Clues: 24, Threshold: 250, Plain: true}).Pattern
	for _, c := range []int{0, 8, 40, 72, 80} { // corners and centre lie off the ring
		if high.Has(c) {
			t.Errorf("threshold 250: cell %d is off the ring:\n%s", c, high.Lines())
		}
	}
}

// TestInColour: a look's cells of a red-and-green apple are in colour,
// and so are a one-colour red icon's; black, grey, white and near-black
// navy cells are not, nor a picture with colour in fewer than a quarter
// of the cells; cells outside the look do not count.
func TestInColour(t *testing.T) {
	cells := pattern.Pattern{}
	for c := 0; c < 20; c++ {
		cells.Set(c, true)
	}
	fill := func(k ...color.NRGBA) *[81]color.NRGBA {
		var cs [81]color.NRGBA
		for c := range cs {
			cs[c] = k[c%len(k)]
		}
		return &cs
	}
	red, green := color.NRGBA{200, 30, 30, 255}, color.NRGBA{60, 160, 60, 255}
	black, grey, white := color.NRGBA{0, 0, 0, 255}, color.NRGBA{128, 128, 128, 255}, color.NRGBA{255, 255, 255, 255}
	navy := color.NRGBA{10, 10, 40, 255}
	for _, tc := range []struct {
		name   string
		colors *[81]color.NRGBA
		want   bool
	}{
		{"apple", fill(red, green), true},
		{"red icon", fill(red, white), true},
		{"black", fill(black), false},
		{"greys", fill(black, grey, white), false},
		{"near-black navy", fill(navy, black), false},
		{"one cell in five", fill(red, black, black, black, black), false},
	} {
		if got := InColour(tc.colors, cells); got != tc.want {
			t.Errorf("%s: InColour %v, want %v", tc.name, got, tc.want)
		}
	}
	outside := fill(black)
	for c := 20; c < 81; c++ {
		outside[c] = red
	}
	if InColour(outside, cells) {
		t.Error("colour outside the look's cells counted")
	}
	if InColour(fill(red), pattern.Pattern{}) {
		t.Error("no cells, yet in colour")
	}
}
