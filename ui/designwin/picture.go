package designwin

import (
	"bytes"
	"context"
	"image/png"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/opendialog"
)

// Dropped handles files dropped on the window: the first picture becomes
// the design. A file that is not a usable picture leaves the design as it
// was and says why.
func (w *Window) Dropped(uris []fyne.URI) {
	for _, u := range uris {
		if u.Scheme() != "file" {
			continue
		}
		w.Open(u.Path())
		return
	}
}

// Open opens a file the author hands the app (dropped on the window, or
// named on the command line): a saved design by its extension, else a
// picture. A design that cannot be read is reported and the window's
// design stays as it was. The open and save dialogs then start in the
// file's folder, as after a file chosen in them.
func (w *Window) Open(path string) {
	opendialog.RememberFolder(filepath.Dir(path))
	switch strings.ToLower(filepath.Ext(path)) {
	case ".pictdoku", ".json":
		w.showError(w.OpenDesign(path))
	default:
		w.OpenPicture(path)
	}
}

// pictureReadLimit bounds reading a picture in the app: the decoders'
// memory is bounded (picture.MaxDecodedBytes), and a read that takes
// longer than this (a picture on a stalled network share) is given up.
const pictureReadLimit = 30 * time.Second

// OpenPicture reads a picture file and derives the pattern from it. The
// file is read and decoded off the UI goroutine, so a large picture never
// freezes the window; the picture line says "Reading …" meanwhile, and
// Cancel (or a newer picture) drops the read. The channel is closed once
// the picture is shown or refused.
func (w *Window) OpenPicture(path string) <-chan struct{} {
	w.CancelPictureRead()
	w.pictureReads++
	n := w.pictureReads
	ctx, cancel := context.WithTimeout(context.Background(), pictureReadLimit)
	w.cancelRead = cancel
	w.showCancel()
	w.notePicture(func() string { return i18n.Tf("Reading %s…", baseName(path)) })
	done := make(chan struct{})
	w.pictureRead = done
	go func() {
		src, err := w.readPicture(ctx, path)
		onUI(func() {
			defer close(done)
			cancel()
			if n != w.pictureReads {
				return // a newer picture, or Cancel, replaced this read
			}
			w.cancelRead = nil
			w.showCancel()
			w.showPicture(path, src, err)
		})
	}()
	return done
}

// CancelPictureRead drops a picture read under way; the design stays as
// it was.
func (w *Window) CancelPictureRead() {
	if w.cancelRead == nil {
		return
	}
	w.pictureReads++ // the read's result is dropped when it comes (counted before the read hears of it)
	w.cancelRead()
	w.cancelRead = nil
	w.showCancel()
	w.notePicture(w.pictureNoteText)
}

// pictureNoteText is what the picture line says when no read is under way.
func (w *Window) pictureNoteText() string {
	if w.pictureDesc != nil {
		return w.pictureDesc()
	}
	return i18n.T("Drop a picture on the window, or open one.")
}

// showPicture makes a picture that was read the design's, or says why it
// cannot be.
func (w *Window) showPicture(path string, src *picture.Source, err error) {
	if err != nil {
		w.notePicture(func() string { return i18n.Tf("%s: %s. The design is unchanged.", baseName(path), i18n.Err(err)) })
		w.say(func() string { return sentence(i18n.Tf("Could not use %s: %s", baseName(path), i18n.Err(err))) })
		return
	}
	w.record() // the design before, with its picture: Undo brings both back
	w.source = src
	w.docName = book.DesignName(path)
	w.pictureName = baseName(path)
	w.editedByHand = false
	w.w.autoRepair.SetChecked(true) // a picture's pattern is repaired without asking; untick to be asked
	w.pictureDesc = func() string {
		note := i18n.Tf("%s (%dx%d)", baseName(path), src.Width, src.Height)
		if src.LightOnDark {
			note += " · " + i18n.T("a light drawing on a dark ground")
		}
		return note
	}
	w.notePicture(w.pictureNoteText)
	w.derive()
	w.w.tabs.SelectIndex(pictureTabIndex) // where its looks show
	w.refresh()
}

// RemovePicture takes the picture away from the design, as an undoable
// edit: the grid no longer shows it, the picture controls no longer change
// the pattern, and the pattern and its puzzle stay as they are.
func (w *Window) RemovePicture() {
	if w.source == nil && w.pictureRes == nil {
		return
	}
	w.history.Record(w.current()) // Undo brings the picture back; the puzzle stays
	w.dropPicture()
	w.refresh()
}

// dropPicture forgets the picture, if there is one, without redrawing.
func (w *Window) dropPicture() {
	if w.source == nil && w.pictureRes == nil {
		return
	}
	w.source, w.pictureRes, w.thumbPNG, w.pictureDesc, w.pictureName = nil, nil, nil, nil, ""
	w.editedByHand = false
	w.startLooks() // no picture: the gallery empties
	w.notePicture(w.pictureNoteText)
}

// sampleNamed finds a built-in design.
func sampleNamed(name string) (pattern.Sample, bool) {
	for _, s := range pattern.Samples() {
		if s.Name == name {
			return s, true
		}
	}
	return pattern.Sample{}, false
}

// pictureOptions reads the picture controls.
func (w *Window) pictureOptions() picture.Options {
	opt := picture.Options{
		Clues:     int(w.w.clueSlider.Value),
		Edges:     w.w.edges.Checked,
		Invert:    w.w.invert.Checked,
		Crop:      w.w.crop.Checked,
		Symmetry:  w.symmetry,
		FreeCount: w.w.anyCount.Checked,
	}
	if !w.w.auto.Checked {
		opt.Threshold = int(w.w.thresholdSlider.Value)
	}
	return opt
}

// derive recomputes the pattern from the picture.
func (w *Window) derive() {
	r := w.source.Pattern(w.pictureOptions())
	w.pictureRes = &r
	w.pattern = r.Pattern
	w.thumbPNG = nil
	w.showThreshold()
	w.startLooks()
	w.lookState.fillGrid = true
}

// showThreshold shows the threshold the picture was read with.
func (w *Window) showThreshold() {
	if w.w.auto.Checked {
		w.w.thresholdLabel.SetText(i18n.Tf("Threshold: automatic (%d)", w.pictureRes.Threshold))
		// The slider shows the threshold in use, not an old manual one.
		ready := w.ready
		w.ready = false
		w.w.thresholdSlider.SetValue(float64(w.pictureRes.Threshold))
		w.ready = ready
	} else {
		w.w.thresholdLabel.SetText(i18n.Tf("Threshold: %d", w.pictureRes.Threshold))
	}
}

// pictureChanged follows the picture controls live, unless the author has
// edited the pattern by hand since: those edits stay until Re-derive.
func (w *Window) pictureChanged() {
	if !w.ready {
		return
	}
	if w.source == nil {
		w.refresh()
		return
	}
	if w.editedByHand {
		w.notePicture(func() string { return i18n.T("Your edits are kept: press Re-derive to apply the picture settings.") })
		w.refresh()
		return
	}
	before := w.current()
	w.derive()
	if w.pattern != before.pattern {
		w.history.Record(before)
		w.dropPuzzle()
	}
	w.refresh()
}

// thumbnailPNG encodes the picture's thumbnail for saving.
func (w *Window) thumbnailPNG() []byte {
	if w.pictureRes == nil {
		return nil
	}
	if w.thumbPNG == nil {
		var buf bytes.Buffer
		png.Encode(&buf, w.pictureRes.Thumbnail)
		w.thumbPNG = buf.Bytes()
	}
	return w.thumbPNG
}

func (w *Window) showOpenPicture() {
	if keyrule.Busy(w.Win) {
		return
	}
	opendialog.Show(w.Win, opendialog.Options{Title: i18n.T("Open picture"), Ext: []string{".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tif", ".tiff", ".webp"}}, func(path string) { w.OpenPicture(path) })
}
