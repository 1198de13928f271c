package wraplabel

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// TestEnglishIsShownAsItIs: in English a label draws its text unchanged,
// wrapped at its spaces, even a text with Japanese in it (a book's
// title); SetText shows the new text.
func TestEnglishIsShownAsItIs(t *testing.T) {
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	test.NewTempApp(t)
	l := New("Check r1c4: the digit you entered there is wrong.")
	win := test.NewWindow(l)
	defer win.Close()
	win.Resize(fyne.NewSize(150, 400))
	if rows := uitest.Rows(l); len(rows) < 2 || strings.Join(rows, " ") != l.Text || l.shown.Text != l.Text {
		t.Errorf("rows %q, drawn %q, for %q", rows, l.shown.Text, l.Text)
	}
	l.SetText("本の題名 r7c8")
	if l.shown.Text != l.Text {
		t.Errorf("English label drew %q for %q", l.shown.Text, l.Text)
	}
}
