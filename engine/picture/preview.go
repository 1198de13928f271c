package picture

import (
	"image"
	"image/color"
	"image/draw"
)

// Preview draws the grid over the picture: the working square, faded, with
// the chosen cells tinted and the cell and box lines on top.
func Preview(r Result) *image.NRGBA {
	out := image.NewNRGBA(r.Thumbnail.Bounds())
	draw.Draw(out, out.Bounds(), r.Thumbnail, image.Point{}, draw.Src)
	cell := Side / 9
	tint := color.NRGBA{255, 160, 0, 255}
	for y := 0; y < Side; y++ {
		for x := 0; x < Side; x++ {
			i := out.PixOffset(x, y)
			p := out.Pix[i : i+3]
			c := (y/cell)*9 + x/cell
			for k := 0; k < 3; k++ {
				v := int(p[k])/2 + 128 // fade the picture
				if r.Pattern.Has(c) {
					v = (v + int([]uint8{tint.R, tint.G, tint.B}[k])) / 2
				}
				p[k] = uint8(v)
			}
			thick := x%(3*cell) < 2 || y%(3*cell) < 2 || x >= Side-2 || y >= Side-2
			if x%cell == 0 || y%cell == 0 || thick {
				copy(out.Pix[i:i+3], []uint8{40, 40, 40})
			}
		}
	}
	return out
}
