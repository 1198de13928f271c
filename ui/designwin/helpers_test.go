package designwin

import (
	"image"
	"image/jpeg"
	"os"
	"testing"
	"time"
)

func newRGBA(n int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	return img
}

// writePhoto writes a 4000x3000 photo-like JPEG.
func writePhoto(b testing.TB, path string) {
	img := image.NewYCbCr(image.Rect(0, 0, 4000, 3000), image.YCbCrSubsampleRatio420)
	for y := 0; y < 3000; y++ {
		for x := 0; x < 4000; x++ {
			v := uint8((x*7 + y*3) / 97)
			if (x-2000)*(x-2000)+(y-1500)*(y-1500) < 900*900 {
				v = 20
			}
			img.Y[img.YOffset(x, y)] = v
		}
	}
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	if err := jpeg.Encode(f, img, &jpeg.Options{Quality: 90}); err != nil {
		b.Fatal(err)
	}
}

// settlePicture waits until the picture read that w started last is shown
// (or refused): pictures are read off the UI goroutine.
func settlePicture(t testing.TB, w *Window) {
	t.Helper()
	if w.pictureRead == nil {
		return
	}
	<-w.pictureRead // no time limit, which would fail a busy machine: go test's -timeout stops a hang
}

// paste pastes puzzle p into w, as Ctrl+V does, and waits until it is
// rated: the rating runs off the UI goroutine (see rateShown).
func paste(t testing.TB, w *Window, p string) {
	t.Helper()
	if err := w.PastePuzzle(p); err != nil {
		t.Fatal(err)
	}
	waitRated(w)
}

// waitRated waits until the rating of the puzzle on w's grid, if one is
// under way, has shown. No time limit, which would fail a busy machine:
// go test's -timeout stops a hang.
func waitRated(w *Window) {
	for w.RatingUnderWay() {
		time.Sleep(5 * time.Millisecond)
	}
}
