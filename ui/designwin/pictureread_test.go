package designwin

import (
	"bytes"
	"context"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// TestPictureReadOffTheUIGoroutine: a picture is read and decoded off the
// UI goroutine (a 7000x7000 progressive CMYK JPEG took 7.3 s on it, the
// window frozen), shows "Reading …" meanwhile, and Cancel drops it with the
// design unchanged. The read is held open here by a stand-in reader, as a
// slow disk would hold it.
func TestPictureReadOffTheUIGoroutine(t *testing.T) {
	w := newWindow(t, "")
	release := make(chan struct{})
	w.readPicture = func(ctx context.Context, path string) (*picture.Source, error) {
		<-release
		return picture.OpenContext(ctx, path)
	}
	before := w.Pattern()
	done := w.OpenPicture(ringPicture(t)) // returns at once: the UI goroutine is free
	if !strings.HasPrefix(w.w.pictureNote.Text, "Reading ") || w.w.cancel.Disabled() {
		t.Fatalf("while reading: note %q, Cancel enabled %v", w.w.pictureNote.Text, !w.w.cancel.Disabled())
	}
	w.Cancel()
	if w.w.pictureNote.Text != "Drop a picture on the window, or open one." || !w.w.cancel.Disabled() {
		t.Errorf("after Cancel: note %q, Cancel enabled %v", w.w.pictureNote.Text, !w.w.cancel.Disabled())
	}
	close(release)
	<-done
	if w.Pattern() != before || w.source != nil {
		t.Fatal("a cancelled picture became the design")
	}

	// Read to the end, it becomes the design.
	w.readPicture = picture.OpenContext
	<-w.OpenPicture(ringPicture(t))
	if w.source == nil || w.Pattern() == before || !strings.Contains(w.w.pictureNote.Text, "ring") {
		t.Fatalf("the picture read to the end was not shown: %q", w.w.pictureNote.Text)
	}
}

// TestCostlyPictureRefusedInTheApp: the app refuses a picture that would
// take more memory to decode than the bound, says why, and keeps the design.
func TestCostlyPictureRefusedInTheApp(t *testing.T) {
	w := newWindow(t, "")
	path := filepath.Join(t.TempDir(), "scan.tiff")
	os.WriteFile(path, corpus.DeepTIFFHeader(5000, 5000), 0o644)
	before := w.Pattern()
	<-w.OpenPicture(path)
	if w.Pattern() != before || !strings.Contains(w.Result(), "takes 400 MB of memory") {
		t.Fatalf("result %q", w.Result())
	}
}

// TestBlankPictureSaysWhyInASentence: a blank picture is refused in one
// sentence, with its full stop and no second colon (it read "Could not use
// blank.png: the picture is blank (one colour everywhere): there is no
// drawing to make a pattern from"), and the design stays as it was.
func TestBlankPictureSaysWhyInASentence(t *testing.T) {
	w := newWindow(t, "")
	before := w.Pattern()
	path := filepath.Join(t.TempDir(), "blank.png")
	img := image.NewGray(image.Rect(0, 0, 10, 10))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	<-w.OpenPicture(path)
	want := "Could not use blank.png: the picture is blank (one colour everywhere), so there is no drawing to make a pattern from."
	if got := w.Result(); got != want {
		t.Errorf("result line %q, want %q", got, want)
	}
	if w.Pattern() != before || w.source != nil {
		t.Error("the blank picture changed the design")
	}
}
