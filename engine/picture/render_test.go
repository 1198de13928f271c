package picture

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// TestResemblanceKnownAnswers works Likeness.Resemblance out by hand on a
// 3x3 block: exactly the fill or the outline scores 1; a pattern half on
// the block scores its share; cells beside the drawing count half and far
// ones nothing.
func TestResemblanceKnownAnswers(t *testing.T) {
	block, _ := pattern.Parse(strings.Repeat(".", 30) + "XXX......XXX......XXX" + strings.Repeat(".", 30))
	var dark [81]float64
	for _, c := range block.Cells() {
		dark[c] = 1
	}
	l := likenessOf(dark)
	ring := block.Minus(pattern.FromCells([]int{40}))
	if l.Fill != block || l.Edge != ring {
		t.Fatalf("fill\n%s\nedge\n%s", l.Fill.Lines(), l.Edge.Lines())
	}
	cases := []struct {
		name  string
		cells []int
		want  float64
	}{
		{"the fill", block.Cells(), 1},
		{"the outline", ring.Cells(), 1},
		// Five cells of the fill: 5/9 against it; against the edge, four
		// ring cells and the centre beside it: (4+0.5)/9.
		{"half the fill", []int{30, 32, 40, 48, 50}, 5.0 / 9},
		// The fill and one cell beside it: (9+0.5)/10.
		{"the fill and a cell beside", append(block.Cells(), 33), 9.5 / 10},
		// One cell two away (weight 0.2) and one far (0): 9.2/11.
		{"the fill, one near and one far", append(block.Cells(), 34, 0), 9.2 / 11},
	}
	for _, c := range cases {
		if got := l.Resemblance(pattern.FromCells(c.cells)); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("%s: resemblance %.4f, want %.4f", c.name, got, c.want)
		}
	}
	if got := l.Resemblance(pattern.Pattern{}); got != 0 {
		t.Errorf("empty pattern: %.3f", got)
	}
}

// TestWideDrawingsAreAlsoStretched: a bar three times wider than high is
// read in its own proportions and stretched (fully and halfway), so a
// rendering reaches every band; a square drawing is never stretched.
func TestWideDrawingsAreAlsoStretched(t *testing.T) {
	bar := image.NewNRGBA(image.Rect(0, 0, 600, 600))
	for y := 0; y < 600; y++ {
		for x := 0; x < 600; x++ {
			c := color.NRGBA{255, 255, 255, 255}
			if x >= 30 && x < 570 && y >= 210 && y < 390 {
				c = color.NRGBA{0, 0, 0, 255}
			}
			bar.SetNRGBA(x, y, c)
		}
	}
	r := fromImage(t, bar, Options{Clues: 28, Candidates: true})
	frames := map[string]bool{}
	bands := map[string]int{}
	for _, rd := range r.Renderings {
		frames[rd.Frame] = true
		n := 0
		for b := 0; b < 3; b++ {
			for _, c := range rd.Reading.Likeness.Fill.Cells() {
				if c/27 == b {
					n++
					break
				}
			}
		}
		bands[rd.Frame] = n
	}
	if !frames["stretched"] || !frames["half stretched"] {
		t.Fatalf("frames %v: no stretched framing of a wide bar", frames)
	}
	if bands["fit"] >= 3 || bands["stretched"] != 3 {
		t.Errorf("bands the drawing reaches: fit %d, stretched %d", bands["fit"], bands["stretched"])
	}
	for _, rd := range fromImage(t, shape(400, 400, color.Black, heart), Options{Clues: 28, Candidates: true}).Renderings {
		if strings.Contains(rd.Frame, "stretched") {
			t.Fatalf("a heart as wide as high was stretched")
		}
	}
}

// TestFrameNamesCoverEveryRendering: every framing a rendering names is in
// FrameNames, which the translation catalogue lists.
func TestFrameNamesCoverEveryRendering(t *testing.T) {
	names := FrameNames()
	for _, img := range []*image.NRGBA{shape(600, 200, color.Black, heart), letter(t, "L", 300)} {
		for _, rd := range fromImage(t, img, Options{Clues: 28, Candidates: true}).Renderings {
			if !slices.Contains(names, rd.Frame) {
				t.Errorf("frame %q is not in FrameNames %v", rd.Frame, names)
			}
		}
	}
}

// TestWhiteLogoOnTransparency: a white drawing on a transparent background
// (as logos often are) is read as the drawing; laid over white it was
// "blank". A dark drawing on transparency still reads over white.
func TestWhiteLogoOnTransparency(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 300, 300)) // all transparent
	for y := 0; y < 300; y++ {
		for x := 0; x < 300; x++ {
			if (x-150)*(x-150)+(y-150)*(y-150) < 100*100 {
				img.SetNRGBA(x, y, color.NRGBA{255, 255, 255, 255})
			}
		}
	}
	r := fromImage(t, img, Options{Clues: 24})
	if !r.Pattern.Has(40) && r.Rendering.Kind != Outline {
		t.Errorf("the white disc is not drawn:\n%s", r.Pattern.Lines())
	}
	if r.Pattern.Has(0) || r.Pattern.Has(80) {
		t.Errorf("the transparent corners read as the drawing:\n%s", r.Pattern.Lines())
	}
}

// TestUnsupportedVariantSaysSo: a valid BMP in a variant the decoder does
// not read (RLE8) is named as such, not as corrupt.
func TestUnsupportedVariantSaysSo(t *testing.T) {
	var b bytes.Buffer
	pixels := []byte{4, 1, 4, 1, 4, 1, 4, 1, 0, 1}
	le := func(v ...any) {
		for _, x := range v {
			binary.Write(&b, binary.LittleEndian, x)
		}
	}
	b.WriteString("BM")
	le(uint32(14+40+8+len(pixels)), uint16(0), uint16(0), uint32(14+40+8))
	le(uint32(40), int32(4), int32(4), uint16(1), uint16(8), uint32(1), uint32(len(pixels)), int32(2835), int32(2835), uint32(2), uint32(0))
	b.Write([]byte{0, 0, 0, 0, 255, 255, 255, 0})
	b.Write(pixels)
	_, err := Decode(b.Bytes())
	if err == nil || !strings.Contains(err.Error(), "valid but uses a variant Pictdoku cannot read") || strings.Contains(err.Error(), "corrupt") {
		t.Errorf("RLE BMP: %v", err)
	}
}
