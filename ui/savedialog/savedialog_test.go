package savedialog

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

func TestFileName(t *testing.T) {
	for _, c := range []struct{ title, want string }{
		{"Picture Sudoku Test", "Picture Sudoku Test.pdf"},
		{"  ring  ", "ring.pdf"},
		{"a/b\\c:d*e?f\"g<h>i|j\x01", "abcdefghij.pdf"},
		{"数独の本", "数独の本.pdf"},
		{"", "pictdoku.pdf"},
		{"...", "pictdoku.pdf"},
		{string(make([]rune, 0)) + "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234", "01234567890123456789012345678901234567890123456789012345678901234567890123456789.pdf"},
	} {
		if got := FileName(c.title, "pictdoku", ".pdf"); got != c.want {
			t.Errorf("FileName(%q) = %q, want %q", c.title, got, c.want)
		}
	}
}

// newWindow is a window with the keyboard rule, as the app's are.
func newWindow(t *testing.T) fyne.Window {
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	w.Resize(fyne.NewSize(900, 700))
	keyrule.Install(w, keyrule.Options{})
	t.Cleanup(w.Close)
	return w
}

// TestSaveListsItsKindOfFile: the dialog lists the files of the kind it
// saves (and folders), not every file in the folder.
func TestSaveListsItsKindOfFile(t *testing.T) {
	w := newWindow(t)
	dir := t.TempDir()
	for _, name := range []string{"heart.pictdoku", "heart.png", "run.log"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "older"), 0o755); err != nil {
		t.Fatal(err)
	}
	Show(w, Options{Name: "ring.pictdoku", Ext: []string{".pictdoku", ".json"}, Dir: dir}, func(string) {})
	// Fyne's grid of files draws a name's stem and its extension apart
	// ("heart", ".pict…"), and a text as often as it has objects drawing
	// it: the stem "heart" is drawn as often as the folder's name when one
	// file is listed, twice as often when the picture is too.
	listed := map[string]int{}
	texts := uitest.Texts(uitest.Top(t, w))
	for _, s := range texts {
		listed[s]++
	}
	if listed["older"] == 0 || listed["heart"] != listed["older"] || listed["run"] != 0 {
		t.Errorf("the dialog lists %q, want heart.pictdoku and the folder older only", texts)
	}
}

// TestTypedPathReplacesTheName drives Fyne's save dialog as a user does:
// the name offered has the focus and is selected, so a path typed
// replaces it and the file goes exactly there (typing went in front of
// the name: ringone.pictdokuring.pictdoku, and Saved said nothing of it).
// A path typed with "~/" goes to the home folder.
func TestTypedPathReplacesTheName(t *testing.T) {
	w := newWindow(t)
	shown, other, home := t.TempDir(), t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	for typed, want := range map[string]string{
		filepath.Join(other, "ringone.pictdoku"): filepath.Join(other, "ringone.pictdoku"),
		"~/ringtwo.pictdoku":                     filepath.Join(home, "ringtwo.pictdoku"),
		"ringthree":                              filepath.Join(shown, "ringthree.pictdoku"),
	} {
		var got string
		Show(w, Options{Name: "ring.pictdoku", Ext: []string{".pictdoku"}, Dir: shown}, func(p string) { got = p })
		field, ok := w.Canvas().Focused().(*keyrule.Entry)
		if !ok || field.Text != "ring.pictdoku" {
			t.Fatalf("the focus is on %T, not on the name offered", w.Canvas().Focused())
		}
		test.Type(field, typed)
		test.Tap(uitest.Button(t, uitest.Top(t, w), "Save"))
		if got != want {
			t.Errorf("typed %q: saved to %q, want %q", typed, got, want)
		}
	}
}

// TestKeysInTheSaveDialog: Esc in the name field cancels the dialog;
// Enter in it saves, and Enter answers Yes to "Replace file?".
func TestKeysInTheSaveDialog(t *testing.T) {
	w := newWindow(t)
	dir := t.TempDir()
	saved := ""
	show := func() *keyrule.Entry {
		Show(w, Options{Name: "ring.pictdoku", Ext: []string{".pictdoku"}, Dir: dir}, func(p string) { saved = p })
		return w.Canvas().Focused().(*keyrule.Entry)
	}
	show().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.Canvas().Overlays().Top() != nil || saved != "" {
		t.Fatalf("Esc: dialog open %v, saved %q", w.Canvas().Overlays().Top() != nil, saved)
	}
	existing := filepath.Join(dir, "ring.pictdoku")
	os.WriteFile(existing, []byte("{}"), 0o644)
	show().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if saved != "" || w.Canvas().Overlays().Top() == nil {
		t.Fatal("Enter on an existing name did not ask before replacing it")
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if saved != existing {
		t.Errorf("Enter on Replace file?: saved %q", saved)
	}
}
