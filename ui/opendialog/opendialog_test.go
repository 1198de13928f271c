package opendialog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// newWindow is a window with the keyboard rule, as the app's are.
func newWindow(t *testing.T) (fyne.App, fyne.Window) {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	keyrule.Install(w, keyrule.Options{})
	t.Cleanup(w.Close)
	return a, w
}

// TestTypingReplacesTheFolder: the path field starts with the folder last
// used, selected: a name typed replaces it and is looked for in that
// folder, and a path typed replaces it whole (typing went after the
// folder, and an absolute path typed so was glued to it).
func TestTypingReplacesTheFolder(t *testing.T) {
	a, w := newWindow(t)
	dir, books := t.TempDir(), t.TempDir()
	a.Preferences().SetString(PrefLastFolder, dir)
	var got string
	d := Show(w, Options{Title: "Open"}, func(path string) { got = path })
	if w.Canvas().Focused() != d.Path {
		t.Fatal("the path field does not have the focus")
	}
	test.Type(d.Path, "heart.png")
	if d.Path.Text != "heart.png" {
		t.Fatalf("path field %q: typing did not replace the folder", d.Path.Text)
	}
	d.Submit()
	if want := filepath.Join(dir, "heart.png"); got != want || a.Preferences().String(PrefLastFolder) != dir {
		t.Errorf("opened %q, last folder %q; want %q", got, a.Preferences().String(PrefLastFolder), want)
	}

	two := filepath.Join(books, "two.pictdoku")
	d = Show(w, Options{Title: "Open"}, func(path string) { got = path })
	test.Type(d.Path, two)
	if d.Path.Text != two {
		t.Fatalf("path field %q, want %q", d.Path.Text, two)
	}
	d.Submit()
	if got != two {
		t.Errorf("opened %q, want %q", got, two)
	}

	// A folder chosen is itself the next start.
	sub := filepath.Join(books, "images")
	os.Mkdir(sub, 0o755)
	f := Show(w, Options{Title: "Export", Folder: true, Action: "Export"}, func(path string) { got = path })
	f.Path.SetText(sub)
	f.Submit()
	if got != sub || a.Preferences().String(PrefLastFolder) != sub {
		t.Errorf("folder %q, last folder %q", got, a.Preferences().String(PrefLastFolder))
	}
}

// TestTypedAbsolutePath: an absolute path typed after the folder the field
// starts with (the cursor put at its end) opens that path; one that does
// not exist is named as typed, without the folder, and its folder is not
// remembered; "~/" is the home folder.
func TestTypedAbsolutePath(t *testing.T) {
	a, w := newWindow(t)
	designs, books, home := t.TempDir(), t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	two := filepath.Join(books, "two.pictdoku")
	os.WriteFile(two, []byte("{}"), 0o644)
	a.Preferences().SetString(PrefLastFolder, designs)
	var got string
	open := func(text string) {
		d := Show(w, Options{Title: "Open"}, func(path string) { got = path })
		d.Path.SetText(text)
		d.Submit()
	}
	open(designs + "/" + two)
	if got != two || a.Preferences().String(PrefLastFolder) != books {
		t.Errorf("opened %q, last folder %q; want %q, %q", got, a.Preferences().String(PrefLastFolder), two, books)
	}
	gone := filepath.Join(designs, "gone", "x.pictdoku")
	open(books + "/" + gone)
	if got != gone || a.Preferences().String(PrefLastFolder) != books {
		t.Errorf("opened %q (want it as typed, %q); last folder %q", got, gone, a.Preferences().String(PrefLastFolder))
	}
	open("~/new/x.png")
	if want := filepath.Join(home, "new", "x.png"); got != want {
		t.Errorf("~/: opened %q, want %q", got, want)
	}
}

// TestOpenWithNoFileBrowses: Open pressed with the field emptied shows
// the file browser instead of trying to open "" ("Could not use .: cannot
// read : no such file or directory").
func TestOpenWithNoFileBrowses(t *testing.T) {
	a, w := newWindow(t)
	w.Resize(fyne.NewSize(900, 700))
	dir := t.TempDir()
	a.Preferences().SetString(PrefLastFolder, dir)
	for _, typed := range []string{"", "  "} {
		opened := false
		d := Show(w, Options{Title: "Open"}, func(string) { opened = true })
		d.Path.SetText(typed)
		d.Submit()
		top := w.Canvas().Overlays().Top()
		if opened || top == nil || !strings.Contains(strings.Join(uitest.Texts(top), " "), "Open File") {
			t.Errorf("Open with %q: opened %v, on top %v", typed, opened, top != nil)
		}
		for top := w.Canvas().Overlays().Top(); top != nil; top = w.Canvas().Overlays().Top() {
			w.Canvas().Overlays().Remove(top)
		}
	}
}

// TestEscCancels: Esc in the path field cancels the dialog, as Cancel
// does (the field took the key, and the dialog stayed).
func TestEscCancels(t *testing.T) {
	_, w := newWindow(t)
	opened := false
	d := Show(w, Options{Title: "Open"}, func(string) { opened = true })
	d.Path.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.Canvas().Overlays().Top() != nil || opened {
		t.Errorf("after Esc: dialog shown %v, opened %v", w.Canvas().Overlays().Top() != nil, opened)
	}
}
