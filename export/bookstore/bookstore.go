// Package bookstore keeps the book list (book.json) that the design
// window adds to and the book builder edits, safely shared by every
// Pictdoku running on one profile.
//
// Two instances of the app on one profile both hold the list in memory.
// If each simply wrote its own copy, the last writer would drop the
// puzzles the other added. So a save is a read-modify-write under a lock
// (filelock.Wait on book.json.lock): the list on disk is read, the changes
// this instance made since it last read or wrote the list are merged into
// it (book.Merge: additions on both sides kept, removals on both sides
// kept), the result is written atomically, and the instance's list becomes
// the merged one, so it now shows the other's puzzles too.
//
// A list that cannot be read is never written over: Open copies a damaged
// file aside (book.json.bak) and says what was skipped, and when no copy
// can be kept the store saves nothing at all.
package bookstore

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/engine/userfile"
	"github.com/pictdoku/pictdoku/export/atomic"
	"github.com/pictdoku/pictdoku/export/filelock"
)

// Defaults are the settings of a new book.
var Defaults = book.Settings{PageSize: "A4", PerPage: 4, Answers: true, Highlight: "Amber"}

// lockWait is how long a save waits for another instance's save, which
// takes milliseconds; past it the other instance is stuck.
const lockWait = 5 * time.Second

// Store is one instance's handle on the book list file.
type Store struct {
	path string    // "" when the file could not be read: nothing is written
	base book.Book // the list as this instance last read or wrote it
	// failed is why the last save failed (nil after one that worked).
	failed error
}

// At returns a store for path with nothing read yet: the first Save
// merges whatever is on disk with the whole list it is given. Open is the
// usual way in; At serves a list made in memory.
func At(path string) *Store { return &Store{path: path} }

// Path is where the list is saved ("" when it is not: see Open).
func (s *Store) Path() string {
	if s == nil {
		return ""
	}
	return s.path
}

// Open reads the saved book, or gives an empty one. A damaged file is
// never lost: what can be read is loaded, the file is first copied aside
// (book.json.bak), and notice says what was skipped and where the copy is.
// When no copy can be kept, the store saves nothing (Path is ""), so that
// nothing overwrites the damaged file.
func Open(path string) (b *book.Book, s *Store, notice error) {
	b = &book.Book{Settings: Defaults}
	s = &Store{path: path}
	defer func() { s.base = clone(*b) }()
	data, err := os.ReadFile(path)
	if path == "" || userfile.Absent(err) {
		return b, s, nil
	}
	if err != nil {
		s.path = ""
		return b, s, text.Wrap(err, "The book list could not be read (%s); it will not be saved over.", err.Error())
	}
	saved, skipped, err := book.Read(data)
	if err == nil && len(skipped) == 0 {
		*b = saved
		return b, s, nil
	}
	backup, berr := atomic.Backup(path)
	if berr != nil {
		s.path = ""
		return b, s, text.Wrap(berr, "The book list is damaged, and no copy of it could be kept (%s): it will not be saved over.", berr.Error())
	}
	if err != nil {
		return b, s, text.Errorf("The book list could not be read (%s); the file was kept as %s.", err.Error(), backup)
	}
	*b = saved
	if b.Settings.PerPage == 0 { // the settings were the damaged part
		b.Settings = Defaults
	}
	var reasons []string
	for _, sk := range skipped {
		if sk.Number == 0 {
			reasons = append(reasons, sk.Reason)
		} else {
			reasons = append(reasons, fmt.Sprintf("No. %d: %s", sk.Number, sk.Reason))
		}
	}
	return b, s, text.Errorf("The book list was damaged: %d puzzles loaded, %d entries skipped (%s); the file was kept as %s.", len(b.Items), len(skipped), strings.Join(reasons, "; "), backup)
}

// ErrNotSaved reports a store that does not write (see Open).
var ErrNotSaved = text.Errorf("the book list on disk could not be read, so it is not written over")

// Save merges b with the list on disk and writes the result, under the
// lock; b becomes the merged list (it may gain puzzles another instance
// added, and lose ones it removed). When the merge gives what is on disk
// already, nothing is written, so Save also serves to catch up with the
// other instances. On error b and the file are as they were. A nil
// store keeps the list in memory only and saves nothing.
func (s *Store) Save(b *book.Book) (err error) {
	if s == nil {
		return nil
	}
	if s.path == "" {
		return ErrNotSaved
	}
	defer func() { s.failed = err }()
	lock, err := filelock.Wait(s.path+".lock", lockWait)
	if err != nil {
		return err
	}
	defer lock.Unlock()
	theirs, write := s.base, true
	if data, err := os.ReadFile(s.path); err == nil {
		if disk, skipped, err := book.Read(data); err == nil && len(skipped) == 0 {
			theirs, write = disk, false
		} else if _, err := atomic.Backup(s.path); err != nil {
			// Damaged since Open (by hand, or by an older Pictdoku):
			// written over only once a copy is kept.
			return text.Wrap(err, "The book list is damaged, and no copy of it could be kept (%s): it will not be saved over.", err.Error())
		}
	} else if !userfile.Absent(err) {
		return text.Wrap(err, "The book list could not be read (%s); it will not be saved over.", err.Error())
	}
	merged := book.Merge(s.base, *b, theirs)
	if write || !book.SamePuzzles(merged, theirs) {
		data, err := book.Marshal(merged)
		if err != nil {
			return err
		}
		if err := atomic.WriteBytes(s.path, data); err != nil {
			return err
		}
	}
	s.base = clone(merged)
	*b = merged
	return nil
}

// Unsaved tells whether b holds changes the file lacks: b differs from
// the list as this store last read or wrote it (a save failed since, or
// the store saves nothing; see Open), and why they are not on disk. It
// is what Quit asks before the app ends. A nil store keeps nothing on
// disk and has nothing unsaved.
func (s *Store) Unsaved(b *book.Book) error {
	if s == nil || book.SamePuzzles(s.base, *b) {
		return nil
	}
	if s.path == "" {
		return ErrNotSaved
	}
	return s.failed
}

// clone copies a book so that later edits of one leave the other alone.
func clone(b book.Book) book.Book {
	b.Items = slices.Clone(b.Items)
	return b
}
