package filelock

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

func TestTryLockRefusesSecondHolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.json.lock")
	first, err := TryLock(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := TryLock(path); !errors.Is(err, ErrLocked) {
		t.Fatalf("second lock: %v, want ErrLocked", err)
	}
	if err := first.Unlock(); err != nil {
		t.Fatal(err)
	}
	again, err := TryLock(path)
	if err != nil {
		t.Fatalf("after Unlock: %v", err)
	}
	again.Unlock()
}

func TestWaitGetsTheLockWhenItIsLetGo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	first, err := TryLock(path)
	if err != nil {
		t.Fatal(err)
	}
	go func() { time.Sleep(100 * time.Millisecond); first.Unlock() }()
	l, err := Wait(path, 10*time.Minute) // far beyond the unlock, however busy the machine
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	l.Unlock()
}

func TestWaitGivesUpWithAClearError(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	first, err := TryLock(path)
	if err != nil {
		t.Fatal(err)
	}
	defer first.Unlock()
	_, err = Wait(path, 50*time.Millisecond)
	if !errors.Is(err, ErrLocked) || err.Error() != path+" stayed locked by another Pictdoku for 50ms" {
		t.Fatalf("Wait on a held lock: %v", err)
	}
}

func TestClaimGivesEachHolderItsOwnSlot(t *testing.T) {
	dir := t.TempDir()
	paths := []string{filepath.Join(dir, "a.lock"), filepath.Join(dir, "b.lock")}
	i, l1, err := Claim(paths)
	if err != nil || i != 0 {
		t.Fatalf("first claim: %d %v", i, err)
	}
	j, l2, err := Claim(paths)
	if err != nil || j != 1 {
		t.Fatalf("second claim: %d %v", j, err)
	}
	if _, _, err := Claim(paths); !errors.Is(err, ErrLocked) {
		t.Fatalf("third claim: %v, want ErrLocked", err)
	}
	l1.Unlock()
	k, l3, err := Claim(paths)
	if err != nil || k != 0 {
		t.Fatalf("claim after the first let go: %d %v", k, err)
	}
	l2.Unlock()
	l3.Unlock()
}

func TestTryLockInAFolderThatCannotBeWritten(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, nil, 0o600)
	_, err := TryLock(filepath.Join(blocker, "x.lock"))
	if err == nil || errors.Is(err, ErrLocked) {
		t.Fatalf("lock under a file: %v", err)
	}
}

// TestLockEndsWithTheProcess shows why no lock is ever stale: a process
// that holds the lock and is killed lets it go with its life.
func TestLockEndsWithTheProcess(t *testing.T) {
	if os.Getenv("FILELOCK_HOLD") != "" {
		if _, err := TryLock(os.Getenv("FILELOCK_HOLD")); err != nil {
			os.Exit(3)
		}
		os.Stdout.WriteString("held\n")
		time.Sleep(time.Minute)
		return
	}
	path := filepath.Join(t.TempDir(), "x.lock")
	cmd := exec.Command(os.Args[0], "-test.run=^TestLockEndsWithTheProcess$")
	cmd.Env = append(os.Environ(), "FILELOCK_HOLD="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 5)
	if _, err := out.Read(buf); err != nil || string(buf) != "held\n" {
		cmd.Process.Kill()
		t.Fatalf("child: %q %v", buf, err)
	}
	if _, err := TryLock(path); !errors.Is(err, ErrLocked) {
		t.Fatalf("lock held by another process: %v, want ErrLocked", err)
	}
	cmd.Process.Kill()
	cmd.Wait()
	l, err := TryLock(path)
	if err != nil {
		t.Fatalf("after the holder was killed: %v", err)
	}
	l.Unlock()
}

// TestRemoveLeavesNothing: Remove lets the lock go and its file with it;
// a lock taken on the removed file names it no more, and the next one is
// on a new file.
func TestRemoveLeavesNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.lock")
	first, err := TryLock(path)
	if err != nil || !first.Names(path) {
		t.Fatalf("first lock: %v", err)
	}
	if err := first.Remove(path); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err == nil {
		t.Fatal("the lock file outlasted Remove")
	}
	if first.Names(path) {
		t.Error("a removed lock still names its path")
	}
	second, err := TryLock(path)
	if err != nil || !second.Names(path) {
		t.Fatalf("after Remove: %v", err)
	}
	second.Remove(path)
}
