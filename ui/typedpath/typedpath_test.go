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
		{"nothing makes sense, typed absolute", designs + "//nowhere/x.png", "/nowhere/x.png", Exists},
		{"nothing makes sense, typed ~", designs + "/~/new/x.png", filepath.Join(home, "new", "x.png"), Exists},
	}
	for _, c := range cases {
		if got := Resolve(c.path, c.test); got != c.want {
			t.Errorf("%s: Resolve(%q) = %q, want %q", c.name, c.path, got, c.want)
		}
	}
}

// TestHome: "~/" stands for the home folder; anything else stays.
func TestHome(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	for in, want := range map[string]string{"~/pics/x.png": filepath.Join(home, "pics", "x.png"), "/abs/x.png": "/abs/x.png", "pics/~/x": "pics/~/x"} {
		if got := Home(in); got != want {
			t.Errorf("Home(%q) = %q, want %q", in, got, want)
		}
	}
}
