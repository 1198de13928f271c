package designwin

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/pictdoku/pictdoku/export/filelock"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// autosaveSlots is how many Pictdoku windows on one profile each keep an
// autosave of their own; a tenth instance runs without autosave.
const autosaveSlots = 9

// autosaveNames are the autosave files of the instances on a profile, in
// the order they are claimed: autosave.pictdoku, autosave-2.pictdoku, ...
func autosaveNames(dir string) []string {
	names := []string{filepath.Join(dir, "autosave.pictdoku")}
	for i := 2; i <= autosaveSlots; i++ {
		names = append(names, filepath.Join(dir, fmt.Sprintf("autosave-%d.pictdoku", i)))
	}
	return names
}

// Instance is this program's claim on its profile: which autosave it
// writes, held by a lock for as long as the program runs (the system lets
// the lock go when the program ends, however it ends).
type Instance struct {
	Autosave string // "" when every slot is taken or none could be locked
	Number   int    // 1 for the first instance on the profile, 2 for a second, ...
	lock     *filelock.Lock
	err      error
}

// ClaimInstance claims the first autosave in dir that no running Pictdoku
// holds. Two instances on one profile never write the same autosave, so
// neither overwrites the other's design; the book list they share is
// merged on every save (export/bookstore). The Instance must be kept
// until the program ends: its lock is the claim.
func ClaimInstance(dir string) *Instance {
	if err := os.MkdirAll(dir, 0o700); err != nil { // a first start: the profile is new
		return &Instance{err: err}
	}
	names := autosaveNames(dir)
	locks := make([]string, len(names))
	for i, n := range names {
		locks[i] = n + ".lock"
	}
	i, lock, err := filelock.Claim(locks)
	if err != nil {
		return &Instance{err: err}
	}
	return &Instance{Autosave: names[i], Number: i + 1, lock: lock}
}

// Release lets the claim go (when the program ends; tests call it to play
// an instance that quit).
func (in *Instance) Release() { in.lock.Unlock() }

// Announce tells the author, once at start, what a second instance or a
// failed claim means for their work.
func (w *Window) Announce(in *Instance) {
	switch {
	case in.err != nil:
		w.tell(func() string {
			return i18n.Tf("Autosave is off in this window: %s. Save the design with Ctrl+S to keep it.", i18n.Err(in.err))
		})
	case in.Number > 1:
		w.tell(func() string {
			return i18n.Tf("Pictdoku is already open on this profile. This window autosaves its design to %s, so neither window overwrites the other's. The book list is shared: puzzles added in either window are kept.", in.Autosave)
		})
	}
}
