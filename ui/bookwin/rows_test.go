package bookwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestListRowsNameTheirDesign: each row of the puzzle list names the
// design the puzzle came from and shows it large enough to tell a heart
// from a star (it was "No. 1 · Hard · …" beside a 64-pixel grid).
func TestListRowsNameTheirDesign(t *testing.T) {
	b := filled(t)
	b.Items[0].Design = "heart"
	w := New(test.NewTempApp(t), b, nil)
	defer w.Win.Close()
	w.Win.Resize(fyne.NewSize(900, 700))
	var labels []string
	var thumb *canvas.Image
	for _, o := range test.LaidOutObjects(w.list) {
		switch o := o.(type) {
		case *widget.Label:
			labels = append(labels, o.Text)
		case *canvas.Image:
			if thumb == nil && o.Image != nil {
				thumb = o
			}
		}
	}
	if len(labels) < 2 || !strings.HasPrefix(labels[0], "No. 1 · heart\nHard · ") || !strings.HasPrefix(labels[1], "No. 2\nHard · ") {
		t.Fatalf("rows: %q", labels)
	}
	if thumb == nil || thumb.Size().Height < 100 {
		t.Fatalf("the thumbnail is %v", thumb)
	}
}
