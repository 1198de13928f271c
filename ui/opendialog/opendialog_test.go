package opendialog

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestTypingGoesOnFromTheFolder: the path field starts with the folder
// last used, and what the user types follows it (it went before it).
func TestTypingGoesOnFromTheFolder(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	defer w.Close()
	dir := t.TempDir()
	a.Preferences().SetString(PrefLastFolder, dir)
	var got string
	d := Show(w, Options{Title: "Open"}, func(path string) { got = path })
	test.Type(d.Path, "heart.png")
	want := dir + string(filepath.Separator) + "heart.png"
	if d.Path.Text != want {
		t.Fatalf("path field %q, want %q", d.Path.Text, want)
	}
	d.Submit()
	if got != want || a.Preferences().String(PrefLastFolder) != dir {
		t.Errorf("opened %q, last folder %q", got, a.Preferences().String(PrefLastFolder))
	}

	// A folder chosen is itself the next start.
	sub := filepath.Join(dir, "images")
	os.Mkdir(sub, 0o755)
	f := Show(w, Options{Title: "Export", Folder: true, Action: "Export"}, func(path string) { got = path })
	f.Path.SetText(sub)
	f.Submit()
	if got != sub || a.Preferences().String(PrefLastFolder) != sub {
		t.Errorf("folder %q, last folder %q", got, a.Preferences().String(PrefLastFolder))
	}
}

// TestTypedAbsolutePath: an absolute path typed after the folder the field
// starts with opens that path (it was appended: "no such file"), and a
// folder that does not exist is not remembered.
func TestTypedAbsolutePath(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	defer w.Close()
	designs, books := t.TempDir(), t.TempDir()
	two := filepath.Join(books, "two.pictdoku")
	os.WriteFile(two, []byte("{}"), 0o644)
	a.Preferences().SetString(PrefLastFolder, designs)
	var got string
	d := Show(w, Options{Title: "Open"}, func(path string) { got = path })
	test.Type(d.Path, two)
	d.Submit()
	if got != two || a.Preferences().String(PrefLastFolder) != books {
		t.Errorf("opened %q, last folder %q; want %q, %q", got, a.Preferences().String(PrefLastFolder), two, books)
	}
	f := Show(w, Options{Title: "Open"}, func(path string) { got = path })
	f.Path.SetText(filepath.Join(designs, "gone", "x.pictdoku"))
	f.Submit()
	if a.Preferences().String(PrefLastFolder) != books {
		t.Errorf("a folder that does not exist was remembered: %q", a.Preferences().String(PrefLastFolder))
	}
}
