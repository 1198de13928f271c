package picture

import (
	"errors"
	"image"
	"image/color"
)

// decodeJPEGDC decodes a Huffman-coded JPEG at
// one eighth of its size, from the DC coefficients alone: each 8x8 block
// becomes one pixel, its exact average. It skips the inverse DCT and the
// per-pixel colour conversion, which is most of a full decode's cost, and
// gives the same picture a full decode followed by an 8x8 average would.
//
// It handles sequential and progressive Huffman JPEGs, 8-bit grayscale and
// YCbCr, with any sampling factors, restart intervals and non-interleaved
// scans; of a progressive file it reads only the DC scans. For anything
// else (arithmetic coding, lossless, CMYK, Adobe RGB) it returns
// errJPEGUnsupported and the caller decodes in full with image/jpeg.
func decodeJPEGDC(data []byte) (*image.NRGBA, error) {
	d := dcDecoder{data: data}
	return d.decode()
}

var errJPEGUnsupported = errors.New("jpeg: not a sequential Huffman JPEG this decoder handles")

type dcComponent struct {
	id      byte
	h, v    int // sampling factors
	tq      int // quantisation table
	td, ta  int // Huffman tables for this scan
	bw, bh  int // blocks across and down, padded to whole MCUs
	dc      []int32
	pred    int32
	blocksW int // blocks across the component's own (unpadded) size
	blocksH int
	scanned bool
}

// huffTable decodes one Huffman table: a 9-bit lookup for short codes, the
// canonical code limits for the rest.
type huffTable struct {
	lut     [1 << lutBits]uint16 // symbol<<8 | length, 0 when longer than lutBits
	skip    [1 << lutBits]uint16 // AC: positions advanced<<8 | code and value bits, 0 when the code is longer
	maxCode [17]int32
	valPtr  [17]int32
	minCode [17]int32
	vals    []byte
	ok      bool
}

const lutBits = 9

type dcDecoder struct {
	data    []byte
	pos     int
	width   int
	height  int
	comps   []dcComponent
	hmax    int
	vmax    int
	quant   [4][64]uint16
	dcTabs  [4]huffTable
	acTabs  [4]huffTable
	restart int
	frame   bool
	// progressive: only the DC scans are decoded; AC scans are skipped
	progressive bool
	seenEOI     bool

	// bit reader over the entropy-coded segment
	acc    uint64
	nbits  uint
	marker bool // a marker ended the segment; feed zeros
	eof    bool // the data ended inside a segment: truncated
	zeros  int  // zero bytes fed after the marker
}

func (d *dcDecoder) u16(p int) int { return int(d.data[p])<<8 | int(d.data[p+1]) }

func (d *dcDecoder) decode() (*image.NRGBA, error) {
	if len(d.data) < 4 || d.data[0] != 0xFF || d.data[1] != 0xD8 {
		return nil, errJPEGUnsupported
	}
	d.pos = 2
	for !d.seenEOI {
		// find the next marker
		for d.pos < len(d.data) && d.data[d.pos] != 0xFF {
			d.pos++
		}
		for d.pos < len(d.data) && d.data[d.pos] == 0xFF {
			d.pos++
		}
		if d.pos >= len(d.data) {
			break
		}
		m := d.data[d.pos]
		d.pos++
		if m == 0xD9 {
			d.seenEOI = true
			break
		}
		if m >= 0xD0 && m <= 0xD7 || m == 0x01 {
			continue
		}
		if d.pos+2 > len(d.data) {
			return nil, errJPEGUnsupported
		}
		n := d.u16(d.pos)
		if n < 2 || d.pos+n > len(d.data) {
			return nil, errJPEGUnsupported
		}
		seg := d.data[d.pos+2 : d.pos+n]
		d.pos += n
		var err error
		switch {
		case m == 0xC0 || m == 0xC1:
			err = d.readFrame(seg)
		case m == 0xC2:
			d.progressive = true
			err = d.readFrame(seg)
		case m >= 0xC3 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC:
			return nil, errJPEGUnsupported // lossless or arithmetic
		case m == 0xC4:
			err = d.readHuffman(seg)
		case m == 0xDB:
			err = d.readQuant(seg)
		case m == 0xDD:
			if len(seg) < 2 {
				return nil, errJPEGUnsupported
			}
			d.restart = int(seg[0])<<8 | int(seg[1])
		case m == 0xEE:
			return nil, errJPEGUnsupported // Adobe: may be RGB or CMYK
		case m == 0xDA:
			err = d.readScan(seg)
		}
		if err != nil {
			return nil, err
		}
	}
	if !d.frame || !d.seenEOI || d.eof {
		return nil, errJPEGUnsupported // the full decoder says what is wrong
	}
	return d.image(), nil
}

func (d *dcDecoder) readFrame(seg []byte) error {
	if d.frame || len(seg) < 6 || seg[0] != 8 {
		return errJPEGUnsupported
	}
	d.height = int(seg[1])<<8 | int(seg[2])
	d.width = int(seg[3])<<8 | int(seg[4])
	nc := int(seg[5])
	if d.width == 0 || d.height == 0 || d.width*d.height > MaxPixels || (nc != 1 && nc != 3) || len(seg) < 6+3*nc {
		return errJPEGUnsupported
	}
	for i := 0; i < nc; i++ {
		c := seg[6+3*i:]
		h, v := int(c[1]>>4), int(c[1]&15)
		if h < 1 || h > 4 || v < 1 || v > 4 || c[2] > 3 {
			return errJPEGUnsupported
		}
		d.comps = append(d.comps, dcComponent{id: c[0], h: h, v: v, tq: int(c[2])})
		d.hmax, d.vmax = max(d.hmax, h), max(d.vmax, v)
	}
	if nc == 3 && d.comps[0].id == 'R' && d.comps[1].id == 'G' && d.comps[2].id == 'B' {
		return errJPEGUnsupported
	}
	mcuW := (d.width + 8*d.hmax - 1) / (8 * d.hmax)
	mcuH := (d.height + 8*d.vmax - 1) / (8 * d.vmax)
	for i := range d.comps {
		c := &d.comps[i]
		c.bw, c.bh = mcuW*c.h, mcuH*c.v
		cw := (d.width*c.h + d.hmax - 1) / d.hmax
		ch := (d.height*c.v + d.vmax - 1) / d.vmax
		c.blocksW, c.blocksH = (cw+7)/8, (ch+7)/8
		c.dc = make([]int32, c.bw*c.bh)
	}
	d.frame = true
	return nil
}

func (d *dcDecoder) readQuant(seg []byte) error {
	for len(seg) > 0 {
		pq, tq := seg[0]>>4, int(seg[0]&15)
		if tq > 3 {
			return errJPEGUnsupported
		}
		if pq == 0 {
			if len(seg) < 65 {
				return errJPEGUnsupported
			}
			for k := 0; k < 64; k++ {
				d.quant[tq][k] = uint16(seg[1+k])
			}
			seg = seg[65:]
		} else {
			if len(seg) < 129 {
				return errJPEGUnsupported
			}
			for k := 0; k < 64; k++ {
				d.quant[tq][k] = uint16(seg[1+2*k])<<8 | uint16(seg[2+2*k])
			}
			seg = seg[129:]
		}
	}
	return nil
}

func (d *dcDecoder) readHuffman(seg []byte) error {
	for len(seg) > 0 {
		if len(seg) < 17 {
			return errJPEGUnsupported
		}
		class, th := seg[0]>>4, int(seg[0]&15)
		if class > 1 || th > 3 {
			return errJPEGUnsupported
		}
		var counts [17]int
		total := 0
		for i := 1; i <= 16; i++ {
			counts[i] = int(seg[i])
			total += counts[i]
		}
		if total == 0 || total > 256 || len(seg) < 17+total {
			return errJPEGUnsupported
		}
		t := &d.dcTabs[th]
		if class == 1 {
			t = &d.acTabs[th]
		}
		*t = huffTable{vals: append([]byte(nil), seg[17:17+total]...), ok: true}
		code, k := int32(0), int32(0)
		for l := 1; l <= 16; l++ {
			t.valPtr[l] = k
			t.minCode[l] = code
			for i := 0; i < counts[l]; i++ {
				if code >= 1<<l {
					return errJPEGUnsupported // more codes than this length holds
				}
				if l <= lutBits {
					shift := lutBits - l
					sym := t.vals[k]
					adv, bits := int(sym>>4)+1, l+int(sym&15)
					switch sym {
					case 0x00: // end of block
						adv = 64
					case 0xF0: // sixteen zeros
						adv = 16
					}
					for j := int32(0); j < 1<<shift; j++ {
						t.lut[code<<shift|j] = uint16(sym)<<8 | uint16(l)
						t.skip[code<<shift|j] = uint16(adv)<<8 | uint16(bits)
					}
				}
				code++
				k++
			}
			t.maxCode[l] = code - 1
			if counts[l] == 0 {
				t.maxCode[l] = -1
			}
			code <<= 1
		}
		seg = seg[17+total:]
	}
	return nil
}

func (d *dcDecoder) readScan(seg []byte) error {
	if !d.frame || len(seg) < 1 {
		return errJPEGUnsupported
	}
	ns := int(seg[0])
	if ns < 1 || len(seg) < 1+2*ns+3 {
		return errJPEGUnsupported
	}
	ss, se, ah, al := seg[1+2*ns], seg[2+2*ns], seg[3+2*ns]>>4, uint(seg[3+2*ns]&15)
	switch {
	case !d.progressive && (ss != 0 || se != 63 || ah != 0 || al != 0):
		return errJPEGUnsupported
	case d.progressive && ss != 0:
		d.skipEntropy() // an AC scan: the DC image does not need it
		return nil
	case d.progressive && (se != 0 || al > 13):
		return errJPEGUnsupported
	}
	var scan []*dcComponent
	for i := 0; i < ns; i++ {
		id, tables := seg[1+2*i], seg[2+2*i]
		var c *dcComponent
		for j := range d.comps {
			if d.comps[j].id == id {
				c = &d.comps[j]
			}
		}
		// Sequential: each component once; progressive: one first DC scan,
		// then refinements.
		if c == nil || c.scanned == (ah == 0) {
			return errJPEGUnsupported
		}
		c.scanned = true
		c.td, c.ta = int(tables>>4), int(tables&15)
		if c.td > 3 || c.ta > 3 || ah == 0 && !d.dcTabs[c.td].ok || !d.progressive && !d.acTabs[c.ta].ok {
			return errJPEGUnsupported
		}
		c.pred = 0
		scan = append(scan, c)
	}
	d.acc, d.nbits, d.marker, d.zeros = 0, 0, false, 0

	// MCUs and the blocks in each
	var mcusW, mcusH int
	if ns == 1 {
		mcusW, mcusH = scan[0].blocksW, scan[0].blocksH
	} else {
		mcusW = (d.width + 8*d.hmax - 1) / (8 * d.hmax)
		mcusH = (d.height + 8*d.vmax - 1) / (8 * d.vmax)
	}
	left := d.restart
	for my := 0; my < mcusH; my++ {
		for mx := 0; mx < mcusW; mx++ {
			if d.restart > 0 {
				if left == 0 {
					if !d.nextRestart() {
						return errJPEGUnsupported
					}
					for _, c := range scan {
						c.pred = 0
					}
					left = d.restart
				}
				left--
			}
			for _, c := range scan {
				if ns == 1 {
					if err := d.anyBlock(c, mx, my, ah, al); err != nil {
						return err
					}
					continue
				}
				for by := 0; by < c.v; by++ {
					for bx := 0; bx < c.h; bx++ {
						if err := d.anyBlock(c, mx*c.h+bx, my*c.v+by, ah, al); err != nil {
							return err
						}
					}
				}
			}
		}
	}
	d.skipEntropy()
	return nil
}

// skipEntropy moves past entropy-coded data (and its restart markers) to
// the next marker.
func (d *dcDecoder) skipEntropy() {
	for d.pos < len(d.data) {
		if d.data[d.pos] == 0xFF && d.pos+1 < len(d.data) && d.data[d.pos+1] != 0 && (d.data[d.pos+1] < 0xD0 || d.data[d.pos+1] > 0xD7) {
			break
		}
		d.pos++
	}
}

// anyBlock decodes one block of a sequential scan, or of a progressive DC
// scan: the first (ah = 0) gives the DC value shifted by al, a refinement
// adds bit al.
func (d *dcDecoder) anyBlock(c *dcComponent, bx, by int, ah byte, al uint) error {
	if d.zeros > 16 {
		// Far past the end of the coded data: corrupt or truncated. Stop
		// now rather than decode the rest of a big picture from zeros.
		return errJPEGUnsupported
	}
	if !d.progressive {
		return d.block(c, bx, by)
	}
	if bx >= c.bw || by >= c.bh {
		return errJPEGUnsupported
	}
	i := by*c.bw + bx
	if ah != 0 {
		if d.receiveBits(1) != 0 {
			c.dc[i] |= 1 << al
		}
		return nil
	}
	if err := d.nextDC(c); err != nil {
		return err
	}
	c.dc[i] = c.pred << al
	return nil
}

// nextDC decodes a block's DC difference and adds it to c's prediction.
func (d *dcDecoder) nextDC(c *dcComponent) error {
	s, err := d.symbol(&d.dcTabs[c.td])
	if err != nil {
		return err
	}
	if s > 11 {
		return errJPEGUnsupported
	}
	c.pred += d.receive(uint(s))
	return nil
}

// receiveBits reads n raw bits.
func (d *dcDecoder) receiveBits(n uint) uint32 {
	if d.nbits < n {
		d.fill()
	}
	v := uint32(d.acc >> (64 - n))
	d.acc <<= n
	d.nbits -= n
	return v
}

// nextRestart drops the bits left before a restart marker and steps over it.
func (d *dcDecoder) nextRestart() bool {
	d.acc, d.nbits, d.marker, d.zeros = 0, 0, false, 0
	for d.pos+1 < len(d.data) {
		if d.data[d.pos] == 0xFF && d.data[d.pos+1] >= 0xD0 && d.data[d.pos+1] <= 0xD7 {
			d.pos += 2
			return true
		}
		d.pos++
	}
	return false
}

// fill tops the bit buffer up to at least 57 bits, undoing byte stuffing
// and feeding zeros after a marker.
func (d *dcDecoder) fill() {
	// Fast path: plain bytes, no 0xFF among them.
	for d.nbits <= 56 && !d.marker && d.pos < len(d.data) && d.data[d.pos] != 0xFF {
		d.acc |= uint64(d.data[d.pos]) << (56 - d.nbits)
		d.pos++
		d.nbits += 8
	}
	for d.nbits <= 56 {
		var b byte
		if !d.marker && d.pos >= len(d.data) {
			d.eof = true
		}
		if d.marker || d.eof {
			d.zeros++
		}
		if !d.marker && d.pos < len(d.data) {
			b = d.data[d.pos]
			if b == 0xFF {
				if d.pos+1 < len(d.data) && d.data[d.pos+1] == 0 {
					d.pos += 2
				} else {
					d.marker = true
					b = 0
				}
			} else {
				d.pos++
			}
		}
		d.acc |= uint64(b) << (56 - d.nbits)
		d.nbits += 8
	}
}

// symbol decodes one Huffman symbol.
func (d *dcDecoder) symbol(t *huffTable) (byte, error) {
	if d.nbits < 16 {
		d.fill()
	}
	if e := t.lut[d.acc>>(64-lutBits)]; e != 0 {
		l := uint(e & 0xFF)
		d.acc <<= l
		d.nbits -= l
		return byte(e >> 8), nil
	}
	code := int32(d.acc >> (64 - lutBits))
	for l := lutBits + 1; l <= 16; l++ {
		code = int32(d.acc >> (64 - uint(l)))
		if code <= t.maxCode[l] {
			d.acc <<= uint(l)
			d.nbits -= uint(l)
			return t.vals[t.valPtr[l]+code-t.minCode[l]], nil
		}
	}
	return 0, errJPEGUnsupported
}

// receive reads s bits and extends them to a signed value.
func (d *dcDecoder) receive(s uint) int32 {
	if s == 0 {
		return 0
	}
	if d.nbits < s {
		d.fill()
	}
	v := int32(d.acc >> (64 - s))
	d.acc <<= s
	d.nbits -= s
	if v < 1<<(s-1) {
		v += -1<<s + 1
	}
	return v
}

// block decodes one block, keeping its DC coefficient and skipping the AC ones.
func (d *dcDecoder) block(c *dcComponent, bx, by int) error {
	if err := d.nextDC(c); err != nil {
		return err
	}
	if bx < c.bw && by < c.bh {
		c.dc[by*c.bw+bx] = c.pred
	}
	// The AC coefficients are only skipped: keep the bit buffer in locals
	// for this hottest loop.
	ac := &d.acTabs[c.ta]
	acc, nbits := d.acc, d.nbits
	for k := 1; k < 64; {
		if nbits < 32 {
			d.acc, d.nbits = acc, nbits
			d.fill()
			acc, nbits = d.acc, d.nbits
		}
		if e := ac.skip[acc>>(64-lutBits)]; e != 0 {
			// A short code: skip it and its value bits in one step.
			acc <<= e & 0xFF
			nbits -= uint(e & 0xFF)
			k += int(e >> 8)
			continue
		}
		d.acc, d.nbits = acc, nbits
		rs, err := d.symbol(ac)
		if err != nil {
			return err
		}
		acc, nbits = d.acc, d.nbits
		r, s := int(rs>>4), uint(rs&15)
		switch {
		case s == 0 && r != 15:
			k = 64 // end of block
			continue
		case s == 0:
			k += 16
			continue
		}
		k += r + 1
		acc <<= s
		nbits -= s
	}
	d.acc, d.nbits = acc, nbits
	return nil
}

// image turns the DC planes into one pixel per luma block.
func (d *dcDecoder) image() *image.NRGBA {
	y := &d.comps[0]
	w, h := (d.width+7)/8, (d.height+7)/8
	if y.h != d.hmax || y.v != d.vmax {
		// Luma not at full resolution: size the image by the densest plane.
		w = (d.width*y.h/d.hmax + 7) / 8
		h = (d.height*y.v/d.vmax + 7) / 8
	}
	level := func(c *dcComponent, x, y int) uint8 {
		// block average = DC * q0 / 8, then the level shift
		v := (c.dc[y*c.bw+x]*int32(d.quant[c.tq][0]) + 4) >> 3
		v += 128
		return uint8(min(max(v, 0), 255))
	}
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	for j := 0; j < h; j++ {
		for i := 0; i < w; i++ {
			p := out.Pix[j*out.Stride+i*4:]
			yy := level(y, i, j)
			if len(d.comps) == 1 {
				p[0], p[1], p[2], p[3] = yy, yy, yy, 255
				continue
			}
			cb, cr := &d.comps[1], &d.comps[2]
			cbv := level(cb, i*cb.h/y.h, j*cb.v/y.v)
			crv := level(cr, i*cr.h/y.h, j*cr.v/y.v)
			p[0], p[1], p[2] = color.YCbCrToRGB(yy, cbv, crv)
			p[3] = 255
		}
	}
	return out
}
