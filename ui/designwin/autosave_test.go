package designwin

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/engine/design"
)

// TestAutosaveOncePerStroke: a drag across a row of the grid, as the
// driver sends it (one Dragged event per cell, then DragEnd), used to
// write the design file, with an fsync, on the UI goroutine once for each
// cell it crossed. Now the cells it crosses write nothing and the end of
// the stroke writes once, the whole stroke.
func TestAutosaveOncePerStroke(t *testing.T) {
	defer func(d time.Duration) { autosaveDelay = d }(autosaveDelay)
	autosaveDelay = time.Hour // only the stroke's end may write
	path := filepath.Join(t.TempDir(), "autosave.pictdoku")
	w := newWindow(t, path)
	w.FlushAutosave() // the design as it opened
	start := w.autosaveWrites()
	before, _ := os.ReadFile(path)

	from := w.Grid.CellCenter(9) // row 2
	for c := 9; c < 18; c++ {
		at := w.Grid.CellCenter(c)
		w.Grid.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: at}, Dragged: fyne.NewDelta(at.X-from.X, 0)})
		from = at
	}
	if n := w.autosaveWrites() - start; n != 0 {
		t.Fatalf("a stroke across 9 cells wrote the autosave %d times before it ended", n)
	}
	if now, _ := os.ReadFile(path); string(now) != string(before) {
		t.Fatal("the autosave changed in the middle of a stroke")
	}
	w.Grid.DragEnd()
	w.FlushAutosave() // waits for the write the stroke's end started
	if n := w.autosaveWrites() - start; n != 1 {
		t.Fatalf("the stroke wrote the autosave %d times, want once", n)
	}
	data, _ := os.ReadFile(path)
	d, err := design.Unmarshal(data)
	if err != nil || d.Pattern != w.Pattern().String() {
		t.Fatalf("the autosave holds %q, the window %q (%v)", d.Pattern, w.Pattern(), err)
	}
}

// TestAutosaveAfterAPause: a change that is not a stroke (a setting, a
// key) is written autosaveDelay after the last one, by itself.
func TestAutosaveAfterAPause(t *testing.T) {
	defer func(d time.Duration) { autosaveDelay = d }(autosaveDelay)
	autosaveDelay = 20 * time.Millisecond
	path := filepath.Join(t.TempDir(), "autosave.pictdoku")
	w := newWindow(t, path)
	w.FlushAutosave()
	w.Clear()
	for { // no time limit, which would fail a busy machine: go test's -timeout stops a hang
		data, _ := os.ReadFile(path)
		if d, err := design.Unmarshal(data); err == nil && d.Pattern == w.Pattern().String() {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}
