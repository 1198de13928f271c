package atomic

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.pdf")
	for _, content := range []string{"first", "second"} {
		if err := WriteFile(path, func(w Writer) error { _, err := io.WriteString(w, content); return err }); err != nil {
			t.Fatal(err)
		}
		got, _ := os.ReadFile(path)
		if string(got) != content {
			t.Fatalf("got %q want %q", got, content)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("left-over files: %v", entries)
	}
}

func TestFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sheet.pdf")
	os.WriteFile(path, []byte("old"), 0o644)
	boom := errors.New("disk full")
	err := WriteFile(path, func(w Writer) error {
		io.WriteString(w, "partial")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("want the write error, got %v", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "old" {
		t.Fatalf("old file changed: %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("partial file left behind: %v", entries)
	}
}

func TestUnwritablePath(t *testing.T) {
	err := WriteFile("/nonexistent-dir/x.pdf", func(w Writer) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "cannot write /nonexistent-dir/x.pdf") || !strings.Contains(err.Error(), "no such file or directory") {
		t.Fatalf("got %v", err)
	}
	if os.Getuid() != 0 { // root can write anywhere
		dir := t.TempDir()
		os.Chmod(dir, 0o500)
		defer os.Chmod(dir, 0o700)
		err := WriteFile(filepath.Join(dir, "x.pdf"), func(w Writer) error { return nil })
		if err == nil || !strings.Contains(err.Error(), "permission denied") {
			t.Fatalf("read-only folder: %v", err)
		}
	}
}

func writeString(path, s string) error {
	return WriteFile(path, func(w Writer) error { _, err := io.WriteString(w, s); return err })
}

func TestKeepsMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "private.pictdoku")
	os.WriteFile(path, []byte("old"), 0o600)
	os.Chmod(path, 0o600) // past the umask
	if err := writeString(path, "new"); err != nil {
		t.Fatal(err)
	}
	fi, _ := os.Stat(path)
	if fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, want 0600", fi.Mode().Perm())
	}
	fresh := filepath.Join(filepath.Dir(path), "fresh.pdf")
	if err := writeString(fresh, "x"); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(fresh); fi.Mode().Perm() != 0o644 {
		t.Fatalf("new file mode %v, want 0644", fi.Mode().Perm())
	}
}

func TestRefusesReadOnly(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "final.pdf")
	os.WriteFile(path, []byte("keep me"), 0o644)
	os.Chmod(path, 0o444)
	err := writeString(path, "new")
	if !errors.Is(err, ErrReadOnly) || !strings.Contains(err.Error(), "final.pdf is read-only") {
		t.Fatalf("want a read-only error, got %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != "keep me" {
		t.Fatalf("read-only file changed: %q", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("files left: %v", entries)
	}
}

func TestWritesThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "real"), 0o755)
	target := filepath.Join(dir, "real", "book.pdf")
	os.WriteFile(target, []byte("old"), 0o600)
	os.Chmod(target, 0o600)
	link := filepath.Join(dir, "book.pdf")
	if err := os.Symlink(filepath.Join("real", "book.pdf"), link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if err := writeString(link, "new"); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced by a file: %v %v", fi.Mode(), err)
	}
	got, _ := os.ReadFile(target)
	fi, _ := os.Stat(target)
	if string(got) != "new" || fi.Mode().Perm() != 0o600 {
		t.Fatalf("target %q mode %v", got, fi.Mode().Perm())
	}
	// A link to a file not yet there creates the file it names.
	dangling := filepath.Join(dir, "later.pdf")
	os.Symlink(filepath.Join("real", "later.pdf"), dangling)
	if err := writeString(dangling, "first"); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "real", "later.pdf")); string(got) != "first" {
		t.Fatalf("dangling link target %q", got)
	}
	if !SameFile(link, target) || SameFile(link, dangling) || SameFile(link, filepath.Join(dir, "none")) {
		t.Error("SameFile does not see through links")
	}
}

// TestRemoveTemporaries stops a write half-way, as a signal handler does,
// and checks that the old file stays and no temporary file is left.
func TestRemoveTemporaries(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.pdf")
	os.WriteFile(path, []byte("old"), 0o644)
	started, release := make(chan bool), make(chan bool)
	done := make(chan error)
	go func() {
		done <- WriteFile(path, func(w Writer) error {
			io.WriteString(w, "partial")
			started <- true
			<-release
			_, err := io.WriteString(w, "rest")
			return err
		})
	}()
	<-started
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Fatalf("no temporary file while writing: %v", entries)
	}
	RemoveTemporaries()
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("temporary file left: %v", entries)
	}
	close(release)
	if err := <-done; err == nil {
		t.Fatal("the interrupted write reported success")
	}
	if got, _ := os.ReadFile(path); string(got) != "old" {
		t.Fatalf("old file changed: %q", got)
	}
}

// TestFullDisk fills a small tmpfs: the write fails with "no space left"
// and the old file stays whole. Mounting needs root (CI runs as root).
func TestFullDisk(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("mounting a tmpfs needs root; CI runs this test as root")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v %s", err, out)
	}
	defer exec.Command("umount", dir).Run()
	path := filepath.Join(dir, "book.pdf")
	old := strings.Repeat("o", 20<<10)
	os.WriteFile(path, []byte(old), 0o644)
	err := writeString(path, strings.Repeat("n", 100<<10))
	if err == nil || !strings.Contains(err.Error(), "no space left") {
		t.Fatalf("want no space left, got %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != old {
		t.Fatal("old file changed")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("files left: %v", entries)
	}
}
