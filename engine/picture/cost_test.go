package picture

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"golang.org/x/image/tiff"
)

// progressiveCMYK is the head of a progressive CMYK JPEG of w x h pixels
// (colour planes sampled 2x2, as ImageMagick writes them), with a scan
// that ends at once: enough for DecodeConfig, and for a decoder to set up
// its coefficient arrays.
func progressiveCMYK(w, h int) []byte {
	var b bytes.Buffer
	b.Write([]byte{0xff, 0xd8})
	// Adobe APP14 segment: transform 0 (CMYK, not YCCK).
	b.Write([]byte{0xff, 0xee, 0, 14, 'A', 'd', 'o', 'b', 'e', 0, 100, 0, 0, 0, 0, 0})
	b.Write([]byte{0xff, 0xdb, 0, 67, 0})
	b.Write(bytes.Repeat([]byte{1}, 64))
	sof := []byte{0xff, 0xc2, 0, 20, 8, byte(h >> 8), byte(h), byte(w >> 8), byte(w), 4,
		1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0, 4, 0x22, 0}
	b.Write(sof)
	b.Write([]byte{0xff, 0xc4, 0, 20, 0x00, 1})
	b.Write(make([]byte, 16))
	b.Write([]byte{0xff, 0xda, 0, 8, 1, 1, 0x00, 0, 0, 0})
	b.Write(make([]byte, 64))
	b.Write([]byte{0xff, 0xd9})
	return b.Bytes()
}

// widened is a 1x1 PNG made by Go's encoder, its header changed to w x h
// (and to Adam7 interlacing when interlaced): DecodeConfig believes it,
// and a decoder allocates for it before it finds the data missing.
func widenedPNG(t *testing.T, img image.Image, w, h int, interlaced bool) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	d := buf.Bytes()
	binary.BigEndian.PutUint32(d[16:], uint32(w))
	binary.BigEndian.PutUint32(d[20:], uint32(h))
	if interlaced {
		d[28] = 1
	}
	binary.BigEndian.PutUint32(d[29:], crc32.ChecksumIEEE(d[12:29]))
	return d
}

// widenedTIFF is a 1x1 16-bit TIFF from Go's encoder with its width and
// height tags changed to w x h.
func widenedTIFF(t *testing.T, w, h int) []byte {
	var buf bytes.Buffer
	if err := tiff.Encode(&buf, image.NewRGBA64(image.Rect(0, 0, 1, 1)), nil); err != nil {
		t.Fatal(err)
	}
	d := buf.Bytes()
	ifd := binary.LittleEndian.Uint32(d[4:])
	n := int(binary.LittleEndian.Uint16(d[ifd:]))
	for i := 0; i < n; i++ {
		e := d[int(ifd)+2+12*i:]
		tag, typ := binary.LittleEndian.Uint16(e), binary.LittleEndian.Uint16(e[2:])
		v := w
		if tag == 257 {
			v = h
		}
		if tag == 256 || tag == 257 {
			if typ == 3 { // SHORT
				binary.LittleEndian.PutUint16(e[8:], uint16(v))
			} else {
				binary.LittleEndian.PutUint32(e[8:], uint32(v))
			}
		}
	}
	return d
}

// TestCostlyVariantsRefusedBeforeDecoding: the pictures the adversarial
// pass found past the memory bound are refused from their headers, with
// the variant and its cost named, and without allocating for them. Before,
// a 538 KB progressive CMYK JPEG took 1 GB and a 16-bit TIFF 777 MB.
func TestCostlyVariantsRefusedBeforeDecoding(t *testing.T) {
	cases := []struct {
		name, data, want string
	}{
		{"progressive CMYK JPEG", string(progressiveCMYK(7000, 7000)), "progressive CMYK JPEG takes 857 MB"},
		{"16-bit TIFF", string(widenedTIFF(t, 5000, 5000)), "16-bit TIFF takes 400 MB"},
		{"interlaced 16-bit PNG", string(widenedPNG(t, image.NewNRGBA64(image.Rect(0, 0, 1, 1)), 4900, 4900, true)), "16-bit interlaced PNG takes 576 MB"},
		{"interlaced 8-bit PNG", string(widenedPNG(t, image.NewNRGBA(image.Rect(0, 0, 1, 1)), 5000, 5000, true)), "interlaced PNG takes 300 MB"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := Decode([]byte(c.data))
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "the limit is 200 MB") {
				t.Fatalf("err %v, want it to say %q", err, c.want)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
				t.Errorf("refusing it allocated %d MB", alloc>>20)
			}
		})
	}
}

// TestOrdinaryPicturesStayUnderTheBound: the estimate does not refuse
// what Pictdoku always took: a 6-megapixel progressive CMYK JPEG, an
// interlaced 8-bit PNG of 4 megapixels and a 16-bit TIFF of 2 megapixels
// are under the bound.
func TestOrdinaryPicturesStayUnderTheBound(t *testing.T) {
	for _, c := range []struct {
		format string
		cfg    image.Config
		data   []byte
	}{
		{"png", image.Config{Width: 2000, Height: 2000, ColorModel: image.NewNRGBA(image.Rect(0, 0, 1, 1)).ColorModel()}, widenedPNG(t, image.NewNRGBA(image.Rect(0, 0, 1, 1)), 2000, 2000, true)},
		{"tiff", image.Config{Width: 1600, Height: 1200, ColorModel: image.NewRGBA64(image.Rect(0, 0, 1, 1)).ColorModel()}, widenedTIFF(t, 1600, 1200)},
		{"jpeg", image.Config{Width: 3000, Height: 2000, ColorModel: image.NewCMYK(image.Rect(0, 0, 1, 1)).ColorModel()}, progressiveCMYK(3000, 2000)},
	} {
		if cost := decodeCost(c.format, c.cfg, c.data); cost > MaxDecodedBytes {
			t.Errorf("%s %dx%d: cost %d MB", c.format, c.cfg.Width, c.cfg.Height, cost/1_000_000)
		}
	}
}

// TestOpenContextGivesUpAtTheTimeLimit: a read that cannot finish (here a
// named pipe nobody writes to would block, but userfile refuses it; a slow
// network share is the real case) ends at the time limit. The read stands
// in through a context that has already ended.
func TestOpenContextGivesUpAtTheTimeLimit(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 0)
	defer cancel()
	path := filepath.Join(t.TempDir(), "big.png")
	os.WriteFile(path, widenedPNG(t, image.NewNRGBA(image.Rect(0, 0, 1, 1)), 2000, 2000, false), 0o644)
	<-ctx.Done()
	if _, err := OpenContext(ctx, path); err == nil || !strings.Contains(err.Error(), "longer than the time limit") || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err %v", err)
	}
	if _, err := OpenContext(context.Background(), "/nonexistent/p.png"); err == nil || errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("a missing file: %v", err)
	}
}
