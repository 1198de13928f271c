package designwin

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReopenedDesignKnowsItsPicture: a design made from ring.png, saved
// by autosave and restored at the next start, still says it is ring.png
// and offers "ring" as the name to save under (it said "the design's own
// picture" and offered "design").
func TestReopenedDesignKnowsItsPicture(t *testing.T) {
	autosave := filepath.Join(t.TempDir(), "autosave.pictdoku")
	w := newWindow(t, autosave)
	<-w.OpenPicture(ringPicture(t))
	if d := w.Document(); d.Picture == nil || d.Picture.Name != "ring.png" {
		t.Fatalf("the design file's picture: %+v", d.Picture)
	}
	w.FlushAutosave()

	again := newWindow(t, autosave)
	if note := again.w.pictureNote.Text; !strings.HasPrefix(note, "ring.png") {
		t.Errorf("picture line %q", note)
	}
	if again.docName != "ring" {
		t.Errorf("offered name %q, want ring", again.docName)
	}
	if d := again.Document(); d.Picture == nil || d.Picture.Name != "ring.png" {
		t.Errorf("the restored design forgot the name again: %+v", d.Picture)
	}
}
