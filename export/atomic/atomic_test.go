package atomic

import (
	"errors"
	"io"
	"os"
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
