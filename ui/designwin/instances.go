package designwin

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/export/filelock"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
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
	dir      string // the profile
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
	return &Instance{Autosave: names[i], Number: i + 1, dir: dir, lock: lock}
}

// leftovers lists the autosaves that other windows on the profile left
// when they closed (autosave-2.pictdoku, ...): those that exist and that
// no running Pictdoku holds.
func (in *Instance) leftovers() []string {
	if in.dir == "" {
		return nil
	}
	var found []string
	for _, name := range autosaveNames(in.dir) {
		if name == in.Autosave {
			continue
		}
		if _, err := os.Stat(name); err != nil {
			continue
		}
		lock, err := filelock.TryLock(name + ".lock")
		if err != nil {
			continue // its window is open
		}
		lock.Unlock()
		found = append(found, name)
	}
	return found
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
	case in.Number == 1:
		if left := in.leftovers(); len(left) > 0 {
			w.offerLeftover(left[0])
		}
	case in.Number > 1:
		w.tell(func() string {
			return i18n.Tf("Pictdoku is already open on this profile. This window autosaves its design to %s, so neither window overwrites the other's. The book list is shared: puzzles added in either window are kept.", in.Autosave)
		})
	}
}

// offerLeftover offers the design a second window autosaved to path and
// left when it closed: a single Pictdoku started later never showed it,
// and the work in it stayed out of sight. Opened, it is this window's
// design (the one before stays one Undo away) and the leftover file goes,
// its design now autosaved here; not now, it is offered at the next start.
func (w *Window) offerLeftover(path string) {
	keyrule.ShowConfirm(i18n.T("A design from another window"),
		i18n.Tf("Another Pictdoku window left a design it autosaved (%s). Open it here? The design now in this window stays one Undo away.", filepath.Base(path)),
		func(open bool) {
			if !open {
				return
			}
			if err := w.OpenDesign(path); err != nil {
				w.showError(err)
				return
			}
			w.docName = "" // not "autosave-2": the picture's name, if it has one
			if w.pictureName != "" {
				w.docName = book.DesignName(w.pictureName)
			}
			w.refresh()
			os.Remove(path)
		}, w.Win)
}
