package designwin

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/savedialog"
)

// TestSaveDialogTakesATypedAbsolutePath drives Fyne's save dialog: a name
// typed as an absolute path saves there (Fyne glued it to the folder it
// showed: "cannot write /home/me/home/me/books/book.pdf").
func TestSaveDialogTakesATypedAbsolutePath(t *testing.T) {
	w := newWindow(t, "")
	shown, books := t.TempDir(), t.TempDir()
	var got string
	savedialog.Show(w.Win, savedialog.Options{Name: "design.pictdoku", Ext: []string{".pictdoku"}, Dir: shown}, func(p string) { got = p })
	want := filepath.Join(books, "mine.pictdoku")
	uitest.SaveAs(t, w.Win, "design.pictdoku", want, false)
	if got != want {
		t.Errorf("saved to %q, want %q", got, want)
	}
}

// TestOfferedNamesFollowTheWork: the save dialog offers the picture's or
// the design's name, not "design.pictdoku".
func TestOfferedNamesFollowTheWork(t *testing.T) {
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(ringPicture(t))})
	w.showSaveDesign()
	uitest.EntryWithText(t, uitest.Top(t, w.Win), "ring.pictdoku") // fails when the name is not offered
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Cancel"))
	saved := filepath.Join(t.TempDir(), "My heart.pictdoku")
	if err := w.SaveDesign(saved); err != nil {
		t.Fatal(err)
	}
	w.showSaveDesign()
	uitest.EntryWithText(t, uitest.Top(t, w.Win), "My heart.pictdoku")
}
