package corpus

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
)

// HairlineRing is a PNG of a ring drawn one pixel thin on a white
// 400-pixel square: a drawing so thin that, laid over the grid at full
// size, it covers about one cell in all. Tests hand it to the app and
// the CLI, which say "this picture fills about 1 cell" of it.
func HairlineRing() []byte {
	img := image.NewGray(image.Rect(0, 0, 400, 400))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	for a := 0.0; a < 2*math.Pi; a += 0.001 {
		img.SetGray(200+int(160*math.Cos(a)), 200+int(160*math.Sin(a)), color.Gray{})
	}
	var buf bytes.Buffer
	png.Encode(&buf, img) // writing to memory cannot fail
	return buf.Bytes()
}
