package picture

import (
	"encoding/binary"
	"image"
	"image/color"
)

// decodeCost estimates the most memory, in bytes, that decoding data
// takes with Go's decoders: not only the decoded image but what the
// decoder holds beside it while it works. Decode refuses a picture whose
// cost is over MaxDecodedBytes before decoding a byte of it, so the bound
// holds for every variant, not only for ordinary 8-bit pictures:
//
//   - JPEG: one byte per sample of each component, plus, for a progressive
//     JPEG, the DCT coefficients of the whole picture (64 int32 per 8x8
//     block: 4 bytes per sample) kept until the last scan, plus, for CMYK,
//     the black plane at full size and the 4-byte-a-pixel CMYK image made
//     from the planes. A progressive CMYK 7000x7000 picture with 2x2
//     sampled colour planes is estimated at 857 MB; decoding it allocated
//     966 MB.
//   - PNG: the image; an interlaced (Adam7) one also has its seven passes
//     and their row buffers, about two images more (a 4900x4900 16-bit
//     interlaced PNG allocated 557 MB for a 192 MB image).
//   - TIFF: the image and the strips' uncompressed bytes, read whole first.
//   - Others (GIF, BMP, WebP): the image.
//
// A large baseline JPEG that Decode reads through its DC coefficients
// (see jpegdc.go) costs a few bytes per 8x8 block; Decode checks that case
// apart.
func decodeCost(format string, cfg image.Config, data []byte) int64 {
	px := int64(cfg.Width) * int64(cfg.Height)
	img := px * bytesPerPixel(cfg.ColorModel)
	switch format {
	case "jpeg":
		if f, ok := jpegFrameOf(data); ok {
			cost := f.samples(px)
			if f.progressive {
				cost += 4 * f.samples(px)
			}
			if f.components == 4 {
				cost += 5 * px // the black plane at full size, then the CMYK image
			}
			return cost
		}
	case "png":
		if pngInterlaced(data) {
			return 3 * img
		}
	case "tiff":
		return 2 * img
	}
	return img
}

// jpegFrame is what a JPEG's start-of-frame segment says of its layout.
type jpegFrame struct {
	progressive bool
	components  int
	hv          []int // each component's sampling, h*v
	hvMax       int   // hmax*vmax
}

// samples is how many samples the frame's components hold for px pixels:
// a subsampled component holds fewer than one a pixel.
func (f jpegFrame) samples(px int64) int64 {
	var n int64
	for _, hv := range f.hv {
		n += px * int64(hv) / int64(f.hvMax)
	}
	return n
}

// jpegFrameOf finds the first start-of-frame segment (SOF0 to SOF15,
// except DHT, JPG and DAC) and reads it.
func jpegFrameOf(data []byte) (jpegFrame, bool) {
	i := 2
	for i+4 <= len(data) {
		if data[i] != 0xff {
			return jpegFrame{}, false
		}
		m := data[i+1]
		if m == 0xff {
			i++ // fill byte
			continue
		}
		n := int(binary.BigEndian.Uint16(data[i+2:]))
		if n < 2 || i+2+n > len(data) {
			return jpegFrame{}, false
		}
		seg := data[i+4 : i+2+n]
		if m >= 0xc0 && m <= 0xcf && m != 0xc4 && m != 0xc8 && m != 0xcc {
			if len(seg) < 6 {
				return jpegFrame{}, false
			}
			nc := int(seg[5])
			if nc < 1 || len(seg) < 6+3*nc {
				return jpegFrame{}, false
			}
			f := jpegFrame{progressive: m == 0xc2 || m == 0xc6 || m == 0xca || m == 0xce, components: nc}
			hmax, vmax := 1, 1
			for c := 0; c < nc; c++ {
				s := seg[6+3*c+1]
				h, v := max(int(s>>4), 1), max(int(s&15), 1)
				hmax, vmax = max(hmax, h), max(vmax, v)
				f.hv = append(f.hv, h*v)
			}
			f.hvMax = hmax * vmax
			return f, true
		}
		if m == 0xda { // start of scan before any frame: not a JPEG we know
			return jpegFrame{}, false
		}
		i += 2 + n
	}
	return jpegFrame{}, false
}

// pngInterlaced reads the interlace method from a PNG's IHDR chunk, which
// the format puts first: 8 bytes of signature, 8 of chunk length and type,
// then width, height, depth, colour type, compression, filter, interlace.
func pngInterlaced(data []byte) bool {
	return len(data) > 28 && string(data[12:16]) == "IHDR" && data[28] == 1
}

// variant names a picture's kind for the message that refuses it: "16-bit
// TIFF", "progressive CMYK JPEG", "interlaced PNG".
func variant(format string, cfg image.Config, data []byte) string {
	name := map[string]string{"jpeg": "JPEG", "png": "PNG", "tiff": "TIFF", "gif": "GIF", "bmp": "BMP", "webp": "WebP"}[format]
	if name == "" {
		name = format
	}
	switch format {
	case "jpeg":
		if f, ok := jpegFrameOf(data); ok {
			if f.components == 4 {
				name = "CMYK " + name
			}
			if f.progressive {
				name = "progressive " + name
			}
		}
	case "png":
		if pngInterlaced(data) {
			name = "interlaced " + name
		}
	}
	if bytesPerPixel(cfg.ColorModel) >= 8 || cfg.ColorModel == color.Gray16Model {
		name = "16-bit " + name
	}
	return name
}
