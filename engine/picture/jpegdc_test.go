package picture

import (
	"bytes"
	"errors"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"
)

// blockAverages is the reference the DC decoder must match: a full decode
// averaged over 8x8 blocks.
func blockAverages(t *testing.T, data []byte) *image.NRGBA {
	t.Helper()
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	w, h := (b.Dx()+7)/8, (b.Dy()+7)/8
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	for j := 0; j < h; j++ {
		for i := 0; i < w; i++ {
			var sum [3]uint32
			n := uint32(0)
			for y := j * 8; y < min(j*8+8, b.Dy()); y++ {
				for x := i * 8; x < min(i*8+8, b.Dx()); x++ {
					r, g, bl, _ := img.At(x, y).RGBA()
					sum[0] += r >> 8
					sum[1] += g >> 8
					sum[2] += bl >> 8
					n++
				}
			}
			p := out.Pix[out.PixOffset(i, j):]
			p[0], p[1], p[2], p[3] = uint8(sum[0]/n), uint8(sum[1]/n), uint8(sum[2]/n), 255
		}
	}
	return out
}

func TestJPEGDCMatchesFullDecode(t *testing.T) {
	for _, name := range []string{"dc420_restart.jpg", "dc422.jpg", "dc444_restart.jpg", "dc411.jpg", "dcgray.jpg", "dcscans.jpg", "dcprogressive.jpg", "dcprogressive444_restart.jpg"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			got, err := decodeJPEGDC(data)
			if err != nil {
				t.Fatal(err)
			}
			want := blockAverages(t, data)
			if got.Bounds() != want.Bounds() {
				t.Fatalf("size %v, want %v", got.Bounds(), want.Bounds())
			}
			// Luma matches to rounding. Subsampled chroma is one sample per
			// chroma block, so colours may differ more on busy pictures.
			var lumaTotal, lumaWorst, colourTotal int
			for i := 0; i < len(got.Pix); i += 4 {
				g, w := got.Pix[i:i+3], want.Pix[i:i+3]
				d := abs(luma(g) - luma(w))
				lumaTotal += d
				lumaWorst = max(lumaWorst, d)
				for c := range 3 {
					colourTotal += abs(int(g[c]) - int(w[c]))
				}
			}
			n := len(got.Pix) / 4
			lumaMean, colourMean := float64(lumaTotal)/float64(n), float64(colourTotal)/float64(3*n)
			if lumaMean > 1.5 || lumaWorst > 8 || colourMean > 10 {
				t.Errorf("luma: mean difference %.2f, worst %d; colour: mean %.2f", lumaMean, lumaWorst, colourMean)
			}
		})
	}
}

func TestJPEGDCDeclinesWhatItCannotDecode(t *testing.T) {
	arith, err := os.ReadFile("testdata/dcarith.jpg")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := decodeJPEGDC(arith); !errors.Is(err, errJPEGUnsupported) {
		t.Errorf("arithmetic coding: %v", err)
	}
	base, err := os.ReadFile("testdata/dc420_restart.jpg")
	if err != nil {
		t.Fatal(err)
	}
	for _, cut := range []int{10, 200, len(base) / 2, len(base) - 2} {
		if _, err := decodeJPEGDC(base[:cut]); err == nil {
			t.Errorf("truncated at %d of %d bytes: no error", cut, len(base))
		}
	}
}

// A big baseline JPEG goes through the DC decoder and gives the same
// pattern as the full decode.
func TestBigJPEGPatternSameAsFullDecode(t *testing.T) {
	data := bigJPEG(t)
	fast, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	small := shrink(img, 2*Side)
	full, err := newSource(small, 4000, 3000, "jpeg")
	if err != nil {
		t.Fatal(err)
	}
	// The decodes differ by a pixel here and there, and cells about equally
	// dark are chosen by how they spread: one cell may move.
	for _, o := range []Options{{Whole: true, Plain: true}, {Whole: true, Edges: true, Plain: true}, {Crop: true, Clues: 25, Plain: true}, {Plain: true}} {
		a, b := fast.Pattern(o).Pattern, full.Pattern(o).Pattern
		if added, removed := a.Changes(b); len(added) > 1 || len(removed) > 1 {
			t.Errorf("%+v: DC decode gives\n%v\nfull decode gives\n%v", o, a.Lines(), b.Lines())
		}
	}
}

func FuzzJPEGDC(f *testing.F) {
	for _, name := range []string{"dc420_restart.jpg", "dcgray.jpg", "dcprogressive.jpg", "dcarith.jpg"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := decodeJPEGDC(data)
		if err == nil && m.Bounds().Empty() {
			t.Fatal("empty image without an error")
		}
	})
}

func luma(p []uint8) int { return (299*int(p[0]) + 587*int(p[1]) + 114*int(p[2])) / 1000 }

// BenchmarkJPEGDC: decoding the 4000x3000 photo at one eighth size.
func BenchmarkJPEGDC(b *testing.B) {
	data := bigJPEG(b)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := decodeJPEGDC(data); err != nil {
			b.Fatal(err)
		}
	}
}
