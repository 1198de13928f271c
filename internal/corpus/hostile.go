package corpus

import "encoding/binary"

// DeepTIFFHeader is the head of an uncompressed 16-bit RGB TIFF of w x h
// pixels with no pixel data: what a decoder reads to set itself up. A
// 5000x5000 one took 777 MB to decode before Pictdoku learnt to count a
// picture's decoding cost from its header; tests hand it to the app and
// the CLI to check that it is refused without that cost.
func DeepTIFFHeader(w, h uint32) []byte {
	b := []byte{'I', 'I', 42, 0, 8, 0, 0, 0} // little-endian; the IFD at 8
	entry := func(tag, typ uint16, count, value uint32) {
		b = binary.LittleEndian.AppendUint16(b, tag)
		b = binary.LittleEndian.AppendUint16(b, typ)
		b = binary.LittleEndian.AppendUint32(b, count)
		b = binary.LittleEndian.AppendUint32(b, value)
	}
	const bitsAt, stripAt = 200, 300
	b = binary.LittleEndian.AppendUint16(b, 8)
	entry(256, 4, 1, w)                        // image width
	entry(257, 4, 1, h)                        // image length
	entry(258, 3, 3, bitsAt)                   // bits per sample: 16,16,16, stored at bitsAt
	entry(259, 3, 1, 1)                        // no compression
	entry(262, 3, 1, 2)                        // RGB
	entry(273, 4, 1, stripAt)                  // strip offset
	entry(277, 3, 1, 3)                        // samples per pixel
	entry(279, 4, 1, w*h*6)                    // strip byte count
	b = binary.LittleEndian.AppendUint32(b, 0) // no next IFD
	b = append(b, make([]byte, bitsAt-len(b))...)
	for range 3 {
		b = binary.LittleEndian.AppendUint16(b, 16)
	}
	return append(b, make([]byte, stripAt-len(b))...)
}
