// Package picture turns a picture into a clue pattern, as the Pict-Doku
// design does: fit it into a square, optionally trace its edges, binarise
// it, cut it into 9x9 cells and take the cells with the most dark pixels.
package picture

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"strconv"

	// The decoders Pictdoku accepts.
	_ "image/gif"
	_ "image/jpeg"
	_ "image/png"

	"golang.org/x/image/bmp"
	"golang.org/x/image/tiff"
	_ "golang.org/x/image/webp"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/engine/userfile"
)

const (
	// MaxPixels is the largest picture accepted: 50 megapixels.
	MaxPixels = 50_000_000
	// MaxDecodedBytes bounds the memory decoding a picture may take (see
	// decodeCost): 50 megapixels at 8-bit RGBA. A 16-bit picture (8 bytes
	// a pixel) is therefore held to 25 megapixels, an interlaced 16-bit
	// PNG or 16-bit TIFF to half that, whatever its compressed size.
	MaxDecodedBytes = 4 * MaxPixels
	// MaxFileSize bounds the bytes read from a file.
	MaxFileSize = 200 << 20
	// Side is the working square's side: 32 pixels per cell.
	Side = 9 * 32
)

// ErrNotPicture reports data in no supported picture format.
var ErrNotPicture = text.Errorf("not a picture Pictdoku can read (%s)", FormatNames())

// ErrBlank reports a picture with nothing drawn on it: one colour (or
// transparency) everywhere, so no cell is darker than another.
var ErrBlank = text.Errorf("the picture is blank (one colour everywhere), so there is no drawing to make a pattern from")

// Source is a decoded picture, reduced to the working size. Deriving a
// pattern from it again (another threshold, count or option) is fast.
type Source struct {
	small         *image.NRGBA  // the picture upright, its longer side at most 2*Side
	ink           *image.Gray   // small's distance from the background colour
	background    color.NRGBA   // the colour of most of the picture's border
	inkBoxes      [2][4]float64 // the drawing's box (see inkBox), plain and inverted
	Width, Height int           // the original size, upright
	Format        string
	// LightOnDark is set when the background is dark: the drawing is
	// then the light part, which the ink map already takes as ink.
	LightOnDark bool
}

// Open reads and decodes a picture file.
func Open(path string) (*Source, error) {
	data, err := userfile.Read(path, MaxFileSize)
	if err != nil {
		return nil, err
	}
	return Decode(data)
}

// OpenContext is Open bounded by ctx (a time limit, a Cancel button): when
// ctx ends before the picture is read, it returns at once with an error
// that says so, and the read, left to finish in the background, is
// dropped. Memory stays bounded meanwhile (MaxFileSize, MaxDecodedBytes),
// so an abandoned read costs no more than a finished one.
func OpenContext(ctx context.Context, path string) (*Source, error) {
	type result struct {
		src *Source
		err error
	}
	done := make(chan result, 1)
	if ctx.Err() == nil {
		go func() {
			src, err := Open(path)
			done <- result{src, err}
		}()
	}
	select {
	case r := <-done:
		return r.src, r.err
	case <-ctx.Done():
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, text.Wrap(ctx.Err(), "reading the picture took longer than the time limit")
		}
		return nil, text.Wrap(ctx.Err(), "reading the picture was cancelled")
	}
}

// unsupported reports a decoder's word that the picture is valid but of a
// variant it does not read (an RLE-compressed BMP, a JPEG-compressed or
// grey-and-alpha TIFF), as opposed to a damaged file.
func unsupported(err error) bool {
	var tu tiff.UnsupportedError
	return errors.Is(err, bmp.ErrUnsupported) || errors.As(err, &tu)
}

// Decode checks the picture's size from its header before decoding it,
// honours the JPEG EXIF orientation, and reduces it to the working square.
func Decode(data []byte) (*Source, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		if errors.Is(err, image.ErrFormat) {
			return nil, ErrNotPicture
		}
		if unsupported(err) {
			return nil, text.Wrap(err, "this %s picture is valid but uses a variant Pictdoku cannot read (%v): save it as PNG", Sniff(data), err.Error())
		}
		return nil, text.Wrap(err, "corrupt or truncated picture: %v", err.Error())
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, text.Errorf("picture has no pixels (%dx%d)", cfg.Width, cfg.Height)
	}
	px := int64(cfg.Width) * int64(cfg.Height)
	if px > MaxPixels {
		return nil, text.Errorf("picture is %dx%d, %s pixels; the limit is %s", cfg.Width, cfg.Height, thousands(px), thousands(MaxPixels))
	}
	jpegDC := format == "jpeg" && min(cfg.Width, cfg.Height)/8 >= Side
	need := decodeCost(format, cfg, data)
	tooCostly := text.Errorf("picture is %dx%d, and decoding this %s takes %d MB of memory; the limit is %d MB: save it smaller, or as an 8-bit PNG or a baseline (not progressive) RGB JPEG", cfg.Width, cfg.Height, variant(format, cfg, data), need/1_000_000, MaxDecodedBytes/1_000_000)
	if need > MaxDecodedBytes && !jpegDC {
		return nil, tooCostly
	}
	orient := 1
	if format == "jpeg" {
		orient = exifOrientation(data)
	}
	// Downscale early: one pass over the pixels into a small image that
	// keeps the aspect ratio, then turn it upright. A big JPEG is decoded
	// straight at one eighth of its size when that still covers the
	// working square.
	var small *image.NRGBA
	if jpegDC {
		if dc, err := decodeJPEGDC(data); err == nil {
			small = shrink(dc, 2*Side)
		}
	}
	if small == nil {
		if need > MaxDecodedBytes { // the DC decoder could not take it
			return nil, tooCostly
		}
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			if unsupported(err) {
				return nil, text.Wrap(err, "this %s picture is valid but uses a variant Pictdoku cannot read (%v): save it as PNG", format, err.Error())
			}
			return nil, text.Wrap(err, "corrupt or truncated %s picture: %v", format, err.Error())
		}
		small = shrink(img, 2*Side)
	}
	if small.Bounds().Empty() {
		// The header promised pixels, but the image holds none (a GIF's
		// frame may be empty inside a non-empty screen).
		return nil, text.Errorf("picture has no pixels (%dx%d)", small.Bounds().Dx(), small.Bounds().Dy())
	}
	small = orientImage(small, orient)
	w, h := cfg.Width, cfg.Height
	if orient >= 5 {
		w, h = h, w
	}
	return newSource(small, w, h, format)
}

// bytesPerPixel is what a decoder allocates a pixel for a colour model.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	case color.YCbCrModel, color.NYCbCrAModel:
		return 3 // at most: 4:4:4 and 4:4:4 with alpha
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4
}

// thousands writes n with commas between groups of three digits.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// shrink averages src down so that its longer side is at most max pixels,
// compositing transparency over white, or over black when what is drawn
// is light (see backdrop).
func shrink(src image.Image, max int) *image.NRGBA {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	scale := 1
	for (w+scale-1)/scale > max || (h+scale-1)/scale > max {
		scale++
	}
	dw, dh := (w+scale-1)/scale, (h+scale-1)/scale
	sums := make([]uint32, dw*dh*4)
	bg := backdrop(src)
	add := func(x, y int, r, g, bl, a uint32) {
		// premultiplied 8-bit values, composited over the backdrop
		i := ((y/scale)*dw + x/scale) * 4
		cover := bg * (255 - a) / 255
		sums[i] += r + cover
		sums[i+1] += g + cover
		sums[i+2] += bl + cover
		sums[i+3]++
	}
	switch m := src.(type) {
	case *image.YCbCr:
		return shrinkYCbCr(m, scale, dw, dh)
	case *image.Gray:
		for y := 0; y < h; y++ {
			row := m.Pix[y*m.Stride:]
			for x := 0; x < w; x++ {
				v := uint32(row[x])
				add(x, y, v, v, v, 255)
			}
		}
	case *image.NRGBA:
		for y := 0; y < h; y++ {
			row := m.Pix[y*m.Stride:]
			for x := 0; x < w; x++ {
				p := row[x*4 : x*4+4]
				a := uint32(p[3])
				add(x, y, uint32(p[0])*a/255, uint32(p[1])*a/255, uint32(p[2])*a/255, a)
			}
		}
	case *image.RGBA:
		for y := 0; y < h; y++ {
			row := m.Pix[y*m.Stride:]
			for x := 0; x < w; x++ {
				p := row[x*4 : x*4+4]
				add(x, y, uint32(p[0]), uint32(p[1]), uint32(p[2]), uint32(p[3]))
			}
		}
	default:
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				r, g, bl, a := src.At(b.Min.X+x, b.Min.Y+y).RGBA()
				add(x, y, r>>8, g>>8, bl>>8, a>>8)
			}
		}
	}
	out := image.NewNRGBA(image.Rect(0, 0, dw, dh))
	for i := 0; i < dw*dh; i++ {
		n := sums[i*4+3]
		if n == 0 {
			n = 1
		}
		out.Pix[i*4] = uint8(sums[i*4] / n)
		out.Pix[i*4+1] = uint8(sums[i*4+1] / n)
		out.Pix[i*4+2] = uint8(sums[i*4+2] / n)
		out.Pix[i*4+3] = 255
	}
	return out
}

// backdrop is the grey level (0 or 255) transparency is laid over: white,
// unless the picture has transparent parts and what it draws is light (a
// white logo on a transparent background, common for logos), which over
// white would vanish and read as blank. It looks at up to 256x256 pixels
// spread over the picture.
func backdrop(src image.Image) uint32 {
	if o, ok := src.(interface{ Opaque() bool }); ok && o.Opaque() {
		return 255
	}
	b := src.Bounds()
	stepX, stepY := max(b.Dx()/256, 1), max(b.Dy()/256, 1)
	var light, alpha uint64
	transparent := false
	for y := b.Min.Y; y < b.Max.Y; y += stepY {
		for x := b.Min.X; x < b.Max.X; x += stepX {
			r, g, bl, a := src.At(x, y).RGBA() // premultiplied, 16 bits
			if a < 0x8000 {
				transparent = true
			}
			light += uint64(299*r+587*g+114*bl) / 1000
			alpha += uint64(a)
		}
	}
	if !transparent || alpha == 0 || light*10 < alpha*6 {
		return 255 // opaque, empty, or drawn darker than 60 % grey
	}
	return 0
}

// shrinkYCbCr averages the luma and chroma planes separately (no colour
// conversion per pixel) and converts only the small result to RGB.
func shrinkYCbCr(m *image.YCbCr, scale, dw, dh int) *image.NRGBA {
	b := m.Bounds()
	w, h := b.Dx(), b.Dy()
	ys := make([]uint32, dw*dh)
	yn := make([]uint32, dw*dh)
	for y := 0; y < h; y++ {
		row := m.Y[m.YOffset(b.Min.X, b.Min.Y+y):]
		base := (y / scale) * dw
		for x := 0; x < w; x++ {
			ys[base+x/scale] += uint32(row[x])
			yn[base+x/scale]++
		}
	}
	// Chroma: sample each output block's centre.
	out := image.NewNRGBA(image.Rect(0, 0, dw, dh))
	for j := 0; j < dh; j++ {
		for i := 0; i < dw; i++ {
			k := j*dw + i
			cx, cy := min(i*scale+scale/2, w-1), min(j*scale+scale/2, h-1)
			ci := m.COffset(b.Min.X+cx, b.Min.Y+cy)
			r, g, bl := color.YCbCrToRGB(uint8(ys[k]/max(yn[k], 1)), m.Cb[ci], m.Cr[ci])
			copy(out.Pix[k*4:k*4+4], []uint8{r, g, bl, 255})
		}
	}
	return out
}
