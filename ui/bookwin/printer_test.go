package bookwin

import (
	"math"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrinterChoiceLaysOutTheBook: the Layout tab's Printer choice (open
// only for print on demand) lays the book out for that service, as the
// command line's --printer does: Lulu puts the bleed on all four sides,
// so a 6x9 book's pages are 6.25 x 9.25 in, and the export checks the
// book against Lulu's rules. The choice is kept with the book.
func TestPrinterChoiceLaysOutTheBook(t *testing.T) {
	w := sixByNine(t)
	f := &w.form
	if !f.printer.Disabled() {
		t.Error("a printer is offered for a book that is not for print on demand")
	}
	f.pod.SetChecked(true)
	if f.printer.Disabled() || f.printer.Value() != "kdp" || f.printer.Selected != "KDP" {
		t.Fatalf("printer choice: disabled %v, %q shown as %q", f.printer.Disabled(), f.printer.Value(), f.printer.Selected)
	}
	f.printer.SetValue("lulu")
	if w.Book.Settings.Printer != "lulu" {
		t.Fatalf("settings %+v", w.Book.Settings)
	}
	out := filepath.Join(t.TempDir(), "lulu.pdf")
	exportPOD(t, w, out)
	if !strings.Contains(w.status.Text, "Lulu") {
		t.Errorf("status %q does not name Lulu", w.status.Text)
	}
	for size := range readFacts(t, out).Sizes {
		if math.Abs(size[0]-6.25*72) > 0.5 || math.Abs(size[1]-9.25*72) > 0.5 {
			t.Errorf("page %v pt, want 450 x 666 (6x9 with Lulu's bleed on all sides)", size)
		}
	}
}
