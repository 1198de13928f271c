package userfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	os.WriteFile(small, []byte("hello"), 0o644)
	if data, err := Read(small, 5); err != nil || string(data) != "hello" {
		t.Fatalf("small file: %q, %v", data, err)
	}
	if _, err := Read(small, 4); err == nil || !strings.Contains(err.Error(), "larger than 0 KB") {
		t.Errorf("over the limit: %v", err)
	}
	if _, err := Read(dir, 100); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "is a folder") {
		t.Errorf("folder: %v", err)
	}
	if _, err := Read(filepath.Join(dir, "missing"), 100); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	// /dev/zero never ends and says its size is 0.
	if _, err := Read("/dev/zero", 1<<20); !errors.Is(err, ErrNotRegular) {
		t.Errorf("/dev/zero: %v", err)
	}
}

// TestNamedPipeRefusedAtOnce: a FIFO nobody writes to would block the
// reader for ever; Read refuses it without opening it.
func TestNamedPipeRefusedAtOnce(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() { _, err := Read(fifo, 1<<20); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("FIFO: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Read blocked on a named pipe")
	}
}

func FuzzRead(f *testing.F) {
	f.Add([]byte("abc"), int64(2))
	f.Fuzz(func(t *testing.T, data []byte, limit int64) {
		if limit < 0 || limit > 1<<20 {
			return
		}
		path := filepath.Join(t.TempDir(), "f")
		os.WriteFile(path, data, 0o644)
		got, err := Read(path, limit)
		if (int64(len(data)) <= limit) != (err == nil) || (err == nil && string(got) != string(data)) {
			t.Fatalf("%d bytes, limit %d: %v", len(data), limit, err)
		}
	})
}

// TestOpen: a file opened in place reads as it was when opened, however
// it grows; what Read refuses, Open refuses.
func TestOpen(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.pdf")
	os.WriteFile(path, []byte("%PDF-1.7"), 0o644)
	f, err := Open(path, 8)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	grow, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	grow.WriteString(" and more")
	grow.Close()
	if data, err := io.ReadAll(f); err != nil || string(data) != "%PDF-1.7" {
		t.Errorf("read %q, %v", data, err)
	}
	if _, err := Open(path, 8); err == nil || !strings.Contains(err.Error(), "larger than 0 KB") {
		t.Errorf("over the limit: %v", err)
	}
	if _, err := Open(dir, 100); !errors.Is(err, ErrNotRegular) {
		t.Errorf("folder: %v", err)
	}
}
