package atomic

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/export/filelock"
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

// TestCommitPairAllOrNothing: two pending files are put in place
// together; when the second cannot be, the first is put back, so both
// old files stay as they were (a new book beside the old cover had the
// wrong spine); no temporary or kept-aside file is left either way.
func TestCommitPairAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	book, cover := filepath.Join(dir, "book.pdf"), filepath.Join(dir, "cover.pdf")
	os.WriteFile(book, []byte("old book"), 0o600)
	os.WriteFile(cover, []byte("old cover"), 0o644)
	prepare := func() (*Pending, *Pending) {
		b, err := Prepare(book, func(w Writer) error { _, err := io.WriteString(w, "new book"); return err })
		if err != nil {
			t.Fatal(err)
		}
		c, err := Prepare(cover, func(w Writer) error { _, err := io.WriteString(w, "new cover"); return err })
		if err != nil {
			t.Fatal(err)
		}
		return b, c
	}
	leftovers := func() {
		t.Helper()
		entries, _ := os.ReadDir(dir)
		if len(entries) != 2 {
			t.Errorf("files left beside the pair: %v", entries)
		}
	}
	defer func() { rename = os.Rename }()
	busy := errors.New("the file is open in another program")
	rename = func(from, to string) error {
		if to == cover {
			return busy
		}
		return os.Rename(from, to)
	}
	b, c := prepare()
	err := Commit(b, c)
	if !errors.Is(err, busy) || !strings.Contains(err.Error(), "cannot replace "+cover) || !strings.Contains(err.Error(), "no file was replaced") {
		t.Fatalf("a cover that cannot be replaced: %v", err)
	}
	for path, want := range map[string]string{book: "old book", cover: "old cover"} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s became %q, want %q", filepath.Base(path), got, want)
		}
	}
	if fi, _ := os.Stat(book); fi.Mode().Perm() != 0o600 {
		t.Errorf("the book put back is %v", fi.Mode())
	}
	leftovers()

	rename = os.Rename
	b, c = prepare()
	if err := Commit(b, c); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{book: "new book", cover: "new cover"} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s is %q, want %q", filepath.Base(path), got, want)
		}
	}
	if fi, _ := os.Stat(book); fi.Mode().Perm() != 0o600 {
		t.Errorf("the new book lost the old one's mode: %v", fi.Mode())
	}
	leftovers()

	// A new pair where no file was: a failure leaves no file at all.
	os.Remove(book)
	os.Remove(cover)
	rename = func(from, to string) error {
		if to == cover {
			return busy
		}
		return os.Rename(from, to)
	}
	b, c = prepare()
	if err := Commit(b, c); !errors.Is(err, busy) {
		t.Fatal(err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a failed new pair left %v", entries)
	}
}

// TestStopWaitsForCommit: a signal's Stop, arriving while a pair is being
// put in place, waits until both files are there, and Discard after a
// Commit changes nothing.
func TestStopWaitsForCommit(t *testing.T) {
	dir := t.TempDir()
	book, cover := filepath.Join(dir, "book.pdf"), filepath.Join(dir, "cover.pdf")
	b, _ := Prepare(book, func(w Writer) error { _, err := io.WriteString(w, "book"); return err })
	c, _ := Prepare(cover, func(w Writer) error { _, err := io.WriteString(w, "cover"); return err })
	inRename, goOn := make(chan bool), make(chan bool)
	defer func() {
		rename = os.Rename
		live.mu.Lock()
		live.stopped = false
		live.mu.Unlock()
	}()
	rename = func(from, to string) error {
		if to == book {
			inRename <- true
			<-goOn
		}
		return os.Rename(from, to)
	}
	committed := make(chan error)
	go func() { committed <- Commit(b, c) }()
	<-inRename
	stopped := make(chan bool)
	go func() { Stop(); stopped <- true }()
	select {
	case <-stopped:
		t.Fatal("Stop did not wait for the pair")
	case <-time.After(50 * time.Millisecond):
	}
	goOn <- true
	if err := <-committed; err != nil {
		t.Fatal(err)
	}
	<-stopped
	b.Discard()
	for path, want := range map[string]string{book: "book", cover: "cover"} {
		if got, _ := os.ReadFile(path); string(got) != want {
			t.Errorf("%s is %q, want %q", filepath.Base(path), got, want)
		}
	}
}

// TestLockForOneFile: two locks on one file, even through a link, are
// refused; other files have their own; no lock file outlasts its lock.
func TestLockForOneFile(t *testing.T) {
	dir := t.TempDir()
	book := filepath.Join(dir, "book.pdf")
	os.WriteFile(book, nil, 0o644)
	link := filepath.Join(dir, "link.pdf")
	os.Symlink(book, link)
	l, err := LockFor(book)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Unlock()
	if _, err := LockFor(link); !errors.Is(err, filelock.ErrLocked) {
		t.Errorf("a second lock through a link: %v", err)
	}
	other, err := LockFor(filepath.Join(dir, "cover.pdf"))
	if err != nil {
		t.Fatalf("another file: %v", err)
	}
	other.Unlock()
	l.Unlock()
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("lock files left beside the book: %v", entries)
	}
	again, err := LockFor(link)
	if err != nil {
		t.Fatalf("after Unlock: %v", err)
	}
	again.Unlock()
}
