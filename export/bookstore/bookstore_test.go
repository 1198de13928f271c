package bookstore

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/book"
)

var puzzles = []string{
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
	"..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
	"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
}

var solutions = []string{
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179",
	"519748632783652419426139875357986241264317598198524367975863124832491756641275983",
	"162857493534129678789643521475312986913586742628794135356478219241935867897261354",
}

func item(i int) book.Item {
	return book.Item{Puzzle: puzzles[i], Solution: solutions[i], Level: "Easy"}
}

// TestTwoStoresKeepEachOthersPuzzles plays two Pictdoku instances on one
// book list: each adds, one removes, and neither drops what the other did.
func TestTwoStoresKeepEachOthersPuzzles(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.json")
	a, sa, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	b, sb, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	a.Add(item(0))
	if err := sa.Save(a); err != nil {
		t.Fatal(err)
	}
	b.Add(item(1))
	if err := sb.Save(b); err != nil {
		t.Fatal(err)
	}
	if len(b.Items) != 2 {
		t.Fatalf("the second instance's list after saving: %d puzzles, want the first's too", len(b.Items))
	}
	// The first removes nothing and adds one: the second's puzzle stays.
	a.Add(item(2))
	if err := sa.Save(a); err != nil {
		t.Fatal(err)
	}
	disk, _, _ := Open(path)
	if got := len(disk.Items); got != 3 {
		t.Fatalf("on disk: %d puzzles, want 3", got)
	}
	// The second removes the first's first puzzle; the first, saving a
	// setting, does not bring it back.
	if err := sb.Save(b); err != nil { // catch up
		t.Fatal(err)
	}
	b.Remove(0)
	if err := sb.Save(b); err != nil {
		t.Fatal(err)
	}
	a.Settings.Title = "Shared"
	if err := sa.Save(a); err != nil {
		t.Fatal(err)
	}
	disk, _, _ = Open(path)
	if len(disk.Items) != 2 || disk.Items[0].Puzzle == puzzles[0] || disk.Items[1].Puzzle == puzzles[0] || disk.Settings.Title != "Shared" {
		t.Fatalf("on disk: %+v", disk)
	}
}

// TestSaveWritesOnlyWhatChanged: a save that changes nothing leaves the
// file as it is (a catch-up with the other instances is a read).
func TestSaveWritesOnlyWhatChanged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.json")
	b, s, _ := Open(path)
	b.Add(item(0))
	if err := s.Save(b); err != nil {
		t.Fatal(err)
	}
	before, _ := os.Stat(path)
	os.Chmod(path, 0o400) // a write now would be refused
	if err := s.Save(b); err != nil {
		t.Fatalf("a save with nothing to write: %v", err)
	}
	after, _ := os.Stat(path)
	if !after.ModTime().Equal(before.ModTime()) {
		t.Error("the file was written again")
	}
}

// TestSaveKeepsAListDamagedMeanwhile: a list damaged on disk after it was
// read (by hand, or by an older Pictdoku) is copied aside before the merge
// is written.
func TestSaveKeepsAListDamagedMeanwhile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.json")
	b, s, _ := Open(path)
	b.Add(item(0))
	s.Save(b)
	os.WriteFile(path, []byte("{damaged"), 0o644)
	b.Add(item(1))
	if err := s.Save(b); err != nil {
		t.Fatal(err)
	}
	if kept, _ := os.ReadFile(path + ".bak"); string(kept) != "{damaged" {
		t.Fatalf("the damaged list was not kept: %q", kept)
	}
	disk, _, err := Open(path)
	if err != nil || len(disk.Items) != 2 {
		t.Fatalf("on disk: %d puzzles, %v", len(disk.Items), err)
	}
}

// TestUnreadableListIsNotWrittenOver: a list that cannot be read and not
// copied aside is never saved over.
func TestUnreadableListIsNotWrittenOver(t *testing.T) {
	if os.Getuid() == 0 {
		t.Skip("root reads every file")
	}
	path := filepath.Join(t.TempDir(), "book.json")
	os.WriteFile(path, []byte(`{"items": []}`), 0o000)
	b, s, notice := Open(path)
	if notice == nil || s.Path() != "" {
		t.Fatalf("open: %v, path %q", notice, s.Path())
	}
	b.Add(item(0))
	if err := s.Save(b); !errors.Is(err, ErrNotSaved) {
		t.Fatalf("save: %v", err)
	}
}

// TestSameDamagedListKeptOnce: opening the same damaged list again (a
// start after a start) keeps one copy, not one per start.
func TestSameDamagedListKeptOnce(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "book.json")
	os.WriteFile(path, []byte("{damaged"), 0o644)
	for range 3 {
		if _, _, notice := Open(path); notice == nil || !strings.Contains(notice.Error(), "book.json.bak.") {
			t.Fatalf("notice: %v", notice)
		}
	}
	if names, _ := filepath.Glob(filepath.Join(dir, "book.json.bak*")); len(names) != 1 {
		t.Fatalf("copies: %v", names)
	}
}

// TestUnsaved: a change whose save failed is unsaved, with the reason,
// until a save works; a list with nothing new is never unsaved.
func TestUnsaved(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "profile")
	os.Mkdir(dir, 0o755)
	b, s, _ := Open(filepath.Join(dir, "book.json"))
	if err := s.Unsaved(b); err != nil {
		t.Fatalf("a new list: %v", err)
	}
	os.Remove(dir)
	os.WriteFile(dir, nil, 0o644) // the folder's name is a plain file now
	b.Add(item(0))
	saveErr := s.Save(b)
	if saveErr == nil {
		t.Fatal("the save worked without a folder")
	}
	if err := s.Unsaved(b); err == nil || err.Error() != saveErr.Error() {
		t.Fatalf("after the failed save: %v", err)
	}
	os.Remove(dir)
	os.Mkdir(dir, 0o755)
	if err := s.Save(b); err != nil {
		t.Fatal(err)
	}
	if err := s.Unsaved(b); err != nil {
		t.Fatalf("after the save that worked: %v", err)
	}
}
