package typedpath

import (
	"os"
	"path/filepath"
	"testing"
)

func TestResolve(t *testing.T) {
	designs, books := t.TempDir(), t.TempDir()
	two := filepath.Join(books, "two.pictdoku")
	os.WriteFile(two, []byte("{}"), 0o644)
	home := t.TempDir()
	t.Setenv("HOME", home)
	os.Mkdir(filepath.Join(home, "books"), 0o755)
	cases := []struct {
		name, path, want string
		test             func(string) bool
	}{
		{"as given", two, two, Exists},
		{"typed after the folder", designs + two, two, Exists},
		{"with a doubled slash", designs + "/" + two, two, Exists},
		{"relative to the folder, kept", filepath.Join(designs, "new.pictdoku"), filepath.Join(designs, "new.pictdoku"), FolderExists},
		{"save name typed absolute", designs + filepath.Join(books, "book6x9.pdf"), filepath.Join(books, "book6x9.pdf"), FolderExists},
		{"tilde", filepath.Join(designs, "~", "books", "x.pdf"), filepath.Join(home, "books", "x.pdf"), FolderExists},
		{"nothing makes sense", designs + "/nowhere/x.pdf", designs + "/nowhere/x.pdf", FolderExists},
	}
	for _, c := range cases {
		if got := Resolve(c.path, c.test); got != c.want {
			t.Errorf("%s: Resolve(%q) = %q, want %q", c.name, c.path, got, c.want)
		}
	}
}
