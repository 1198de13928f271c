// Package filelock lets two programs that share a folder take turns: a
// lock is held on a small file beside what they share ("book.json.lock"
// beside book.json), and only one process at a time holds it.
//
// The lock belongs to the open file, not to the file's existence, so it
// can never be left behind: when a process ends, however it ends (a
// crash, kill -9, a power cut), the system lets go of its locks. A lock
// file that stays on disk after that is harmless; the next TryLock takes
// it. This is why the package does not create "pid files" that say who
// holds what: a stale one would need guessing.
//
// On Unix the lock is flock(2) with LOCK_EX|LOCK_NB; on Windows the file
// is opened with no sharing, so a second open fails with a sharing
// violation until the first handle is closed. Both refuse a second lock
// from the same process as well, through a second open file, so a test
// can play two programs in one.
//
// Pictdoku uses it for the two things the instances on one profile share:
//
//   - each instance claims its own autosave (Claim over autosave.pictdoku,
//     autosave-2.pictdoku, ...), so two windows never overwrite each
//     other's design;
//   - the book list is read, merged and written under Wait, so no
//     instance drops the puzzles another added.
package filelock

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/pictdoku/pictdoku/engine/text"
)

// ErrLocked reports a lock held by another process (or another open file
// of this one).
var ErrLocked = errors.New("held by another Pictdoku")

// Lock is a held lock; Unlock lets it go.
type Lock struct {
	f *os.File
}

// TryLock takes the lock on path (creating the file if need be) without
// waiting: ErrLocked when another holder has it.
func TryLock(path string) (*Lock, error) {
	f, err := lockFile(path)
	if err != nil {
		if errors.Is(err, ErrLocked) {
			return nil, ErrLocked
		}
		return nil, text.Wrap(err, "cannot lock %s: %s", path, text.Cause(err).Error())
	}
	return &Lock{f: f}, nil
}

// pollEvery is how often Wait tries again.
const pollEvery = 20 * time.Millisecond

// Wait takes the lock on path, trying again until it is free or timeout
// has passed. Holders keep a lock for the few milliseconds a small file
// takes to read and write, so a timeout of seconds means the other
// process is stuck, and the error says so.
func Wait(path string, timeout time.Duration) (*Lock, error) {
	deadline := time.Now().Add(timeout)
	for {
		l, err := TryLock(path)
		if !errors.Is(err, ErrLocked) || time.Now().After(deadline) {
			if errors.Is(err, ErrLocked) {
				return nil, text.Wrap(err, "%s stayed locked by another Pictdoku for %s", path, timeout.String())
			}
			return l, err
		}
		time.Sleep(pollEvery)
	}
}

// Unlock lets the lock go. The lock file stays (see the package doc).
func (l *Lock) Unlock() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.f.Close() // closing the file releases the lock on every system
	l.f = nil
	return err
}

// Names reports whether path still names the file the lock is held on:
// a lock taken on a lock file that its last holder removed at that very
// moment (Remove) holds nothing, and is to be taken again.
func (l *Lock) Names(path string) bool {
	if l == nil || l.f == nil {
		return false
	}
	held, err := l.f.Stat()
	if err != nil {
		return false
	}
	now, err := os.Stat(path)
	return err == nil && os.SameFile(held, now)
}

// Remove lets the lock go and removes its file, for a lock that guards
// one piece of work and should leave nothing behind. On Unix the file is
// removed first, while the lock is held, so a process that opened it a
// moment before gets a lock on a file no longer there, which Names tells
// it; on Windows, where an open file cannot be removed, the lock is let
// go first, and a file another process opened meanwhile stays, held.
func (l *Lock) Remove(path string) error {
	if l == nil || l.f == nil {
		return nil
	}
	if runtime.GOOS == "windows" {
		err := l.Unlock()
		os.Remove(path)
		return err
	}
	if l.Names(path) {
		os.Remove(path)
	}
	return l.Unlock()
}

// Claim takes the first free lock among paths and returns its index: the
// first instance of a program gets slot 0, a second one slot 1, and so
// on. ErrLocked means every slot is held.
func Claim(paths []string) (int, *Lock, error) {
	for i, p := range paths {
		l, err := TryLock(p)
		if err == nil {
			return i, l, nil
		}
		if !errors.Is(err, ErrLocked) {
			return -1, nil, err
		}
	}
	return -1, nil, fmt.Errorf("all %d slots are %w", len(paths), ErrLocked)
}
