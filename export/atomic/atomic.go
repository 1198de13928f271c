// Package atomic writes files so that readers see either the old file or
// the complete new one: the data goes to a temporary file in the same
// folder, which is synced and then renamed over the target. On any error
// the temporary file is removed and the old file is left as it was.
//
// The write respects what the user set up around the old file:
//
//   - a symbolic link is followed, and the file it points to is replaced,
//     so the link stays a link;
//   - the new file gets the old one's permission bits (a private 0600 file
//     stays private); a new file gets 0644;
//   - a read-only file (no write bit for anyone) is refused with a clear
//     error, not silently replaced, even when the process could (as root,
//     or through a writable folder).
//
// Temporary files are named ".NAME.tmp-*". A process that is interrupted
// by a signal calls RemoveTemporaries before it exits, so none is left.
//
// Files that belong together, a book and its cover, are written in two
// steps: Prepare writes each to its temporary file, and Commit puts them
// all in place at once, as late as possible: either all are replaced or
// none is, and a signal waits for the moment to pass. LockFor keeps two
// programs from writing the same file at once.
package atomic

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/filelock"
)

// Writer is what the write function receives.
type Writer = io.Writer

// ErrReadOnly reports a target whose permissions forbid writing.
var ErrReadOnly = errors.New("read-only file")

// WriteFile writes path through write, atomically.
func WriteFile(path string, write func(w Writer) error) error {
	p, err := Prepare(path, write)
	if err != nil {
		return err
	}
	return Commit(p)
}

// WriteBytes writes data to path atomically.
func WriteBytes(path string, data []byte) error {
	return WriteFile(path, func(w Writer) error { _, err := w.Write(data); return err })
}

// A Pending file is a new file written in full to its temporary file
// beside the file it is to replace, and not yet put in place: Commit puts
// it there, with others at once if need be; Discard drops it.
type Pending struct {
	path   string // as the caller named it, for messages
	target string // the file it replaces: path with its links followed
	tmp    string // the temporary file holding the new contents
	done   bool   // committed or discarded
	placed bool   // committed: the new contents are in place
}

// Committed tells whether Commit put p in place. A signal handler may ask
// it: Stop has waited for a Commit under way.
func (p *Pending) Committed() bool {
	live.mu.Lock()
	defer live.mu.Unlock()
	return p.placed
}

// Prepare writes path's new contents through write to a temporary file
// beside it, synced and with the old file's permissions, and returns it
// pending: nothing is replaced until Commit. On error nothing is left.
func Prepare(path string, write func(w Writer) error) (_ *Pending, err error) {
	target, mode, tmp, err := createTemp(path)
	if err != nil {
		return nil, err
	}
	p := &Pending{path: path, target: target, tmp: tmp.Name()}
	defer func() {
		if err != nil {
			tmp.Close()
			p.Discard()
		}
	}()
	bw := bufio.NewWriterSize(tmp, 256<<10)
	if err = write(bw); err != nil {
		return nil, text.Wrap(err, "writing %s: %s", path, text.Of(err))
	}
	if err = bw.Flush(); err != nil {
		return nil, failed("writing %s: %s", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return nil, failed("writing %s: %s", path, err)
	}
	if err = tmp.Close(); err != nil {
		return nil, failed("writing %s: %s", path, err)
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return nil, failed("writing %s: %s", path, err)
	}
	return p, nil
}

// Discard removes a pending file's temporary file, leaving the file it
// was to replace as it is. It does nothing once the file is committed.
func (p *Pending) Discard() {
	if p == nil {
		return
	}
	live.mu.Lock()
	defer live.mu.Unlock()
	p.discard()
}

// discard is Discard with live.mu held.
func (p *Pending) discard() {
	if !p.done {
		os.Remove(p.tmp)
		delete(live.names, p.tmp)
		p.done = true
	}
}

// rename is os.Rename; tests replace it to make a rename fail.
var rename = os.Rename

// Commit puts pending files in place together: either every one replaces
// its file, or none does and every old file is as it was (a book and its
// cover are one pair: a new book beside the old cover would have the
// wrong spine). The old files are first copied aside under hidden names;
// then each new file is renamed over its target; if a rename
// fails (on Windows, a file held open by a viewer), those already renamed
// are put back from what was kept. The temporary files are gone after
// Commit whatever happens.
//
// Commit holds the lock that Stop takes, so a signal that comes in the
// middle waits until every file is in place (or every old one back)
// before the program exits: the pair is never split by Ctrl+C.
func Commit(files ...*Pending) (err error) {
	live.mu.Lock()
	defer live.mu.Unlock()
	defer func() {
		for _, p := range files {
			p.discard()
		}
	}()
	for _, p := range files {
		if p.done {
			return text.Errorf("cannot replace %s: its new contents were dropped", p.path)
		}
	}
	if live.stopped {
		return text.Errorf("cannot write %s: the program is stopping", files[0].path)
	}
	kept := make([]string, len(files)) // the old files kept aside; "" where there was none
	defer func() {
		for _, k := range kept {
			if k != "" {
				os.Remove(k)
			}
		}
	}()
	if len(files) > 1 {
		for i, p := range files {
			if kept[i], err = keepAside(p); err != nil {
				return err
			}
		}
	}
	for i, p := range files {
		if err := rename(p.tmp, p.target); err != nil {
			for j := i - 1; j >= 0; j-- {
				putBack(files[j], kept[j])
				files[j].placed = false
			}
			if len(files) > 1 {
				return text.Wrap(err, "cannot replace %s: %s; so no file was replaced: each is as it was", p.path, text.Of(text.Cause(err)))
			}
			return failed("cannot replace %s: %s", p.path, err)
		}
		p.done, p.placed = true, true
		delete(live.names, p.tmp)
	}
	return nil
}

// keepAside copies the file that p replaces to a hidden name beside it,
// so that Commit can put it back; "" when there is no such file yet. A
// copy, not a hard link: on Windows a second name of a file that a viewer
// holds open cannot be removed afterwards, and was left beside the cover.
func keepAside(p *Pending) (string, error) {
	if _, err := os.Lstat(p.target); errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	dir, base := filepath.Dir(p.target), filepath.Base(p.target)
	for i := 0; i < 100; i++ {
		name := filepath.Join(dir, "."+base+".old-"+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i))
		if _, err := os.Lstat(name); err == nil {
			continue
		}
		if err := copyFile(p.target, name); err != nil {
			os.Remove(name)
			return "", failed("cannot keep a copy of %s: %s", p.path, err)
		}
		return name, nil
	}
	return "", text.Errorf("cannot keep a copy of %s: too many copies beside it", p.path)
}

// putBack undoes the rename of p: the old file kept aside goes back, or,
// where there was none, the new file goes.
func putBack(p *Pending, kept string) {
	if kept == "" {
		os.Remove(p.target)
		return
	}
	if os.Rename(kept, p.target) == nil {
		return
	}
	copyFile(kept, p.target) // the last resort: the old bytes over the new
}

// copyFile copies the file at from to a new file to, with its mode.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	fi, err := os.Stat(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, fi.Mode().Perm())
}

// WriteLock is a held lock on writing one file (LockFor).
type WriteLock struct {
	lock *filelock.Lock
	path string // the lock file
}

// LockFor takes the lock on writing the file at path: a hidden lock file
// (".NAME.lock") beside the file path resolves to, so that two spellings
// or a link name one lock. A second program asking for it, or a second
// lock in this one, gets filelock.ErrLocked. Unlock removes the lock
// file: nothing is left beside the file written.
func LockFor(path string) (*WriteLock, error) {
	target, _, err := resolve(path)
	if err != nil {
		return nil, err
	}
	if abs, err := filepath.Abs(target); err == nil {
		target = abs
	}
	name := filepath.Join(filepath.Dir(target), "."+filepath.Base(target)+".lock")
	for range 100 {
		l, err := filelock.TryLock(name)
		if err != nil {
			return nil, err
		}
		if l.Names(name) {
			return &WriteLock{l, name}, nil
		}
		l.Unlock() // its holder removed it as we took it: take the new one
	}
	return nil, text.Errorf("cannot lock %s: its lock file keeps changing", path)
}

// Unlock lets the lock go and removes its file.
func (w *WriteLock) Unlock() error {
	if w == nil {
		return nil
	}
	return w.lock.Remove(w.path)
}

// CheckWritable tells, before any long work, whether WriteFile could
// write path: the file is not read-only or a folder, and its folder takes
// new files (it creates and removes a temporary file there).
func CheckWritable(path string) error {
	_, _, tmp, err := createTemp(path)
	if err != nil {
		return err
	}
	defer live.remove(tmp.Name())
	tmp.Close()
	return os.Remove(tmp.Name())
}

// Backup copies the file at path to a new file beside it, named path plus
// ".bak" (or ".bak-2", ".bak-3", ... when that exists: an older backup is
// never replaced), and returns the copy's name. A backup beside it that
// holds the same bytes already is the copy: backing up the same damaged
// file again and again keeps it once. Programs call it before
// they replace a file they could not fully read, so the user keeps it.
func Backup(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", failed("cannot keep a copy of %s: %s", path, err)
	}
	for i := 1; i < 1000; i++ {
		name := path + ".bak"
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			if old, rerr := os.ReadFile(name); rerr == nil && bytes.Equal(old, data) {
				return name, nil // kept already: a damaged file read at every start is kept once
			}
			continue
		}
		if err != nil {
			return "", failed("cannot keep a copy of %s: %s", path, err)
		}
		_, err = f.Write(data)
		if err == nil {
			err = f.Sync()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(name)
			return "", failed("cannot keep a copy of %s: %s", path, err)
		}
		return name, nil
	}
	return "", text.Errorf("cannot keep a copy of %s: too many backups beside it", path)
}

// createTemp resolves path (see resolve) and creates the temporary file
// beside the file it is to replace, recording it for RemoveTemporaries in
// the same step, so a signal can never fall between the two.
func createTemp(path string) (target string, mode fs.FileMode, tmp *os.File, err error) {
	if target, mode, err = resolve(path); err != nil {
		return "", 0, nil, err
	}
	live.mu.Lock()
	defer live.mu.Unlock()
	if live.stopped {
		return "", 0, nil, text.Errorf("cannot write %s: the program is stopping", path)
	}
	tmp, err = os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+".tmp-*")
	if err != nil {
		return "", 0, nil, failed("cannot write %s: %s", path, err)
	}
	live.names[tmp.Name()] = true
	return target, mode, tmp, nil
}

// newFileMode is the permission of a file that did not exist before.
const newFileMode fs.FileMode = 0o644

// resolve follows symbolic links from path to the file to replace, and
// returns it with the permission bits the new file is to have. A link to
// a file that does not exist yet resolves to where that file would be.
func resolve(path string) (string, fs.FileMode, error) {
	target := path
	for hops := 0; ; hops++ {
		fi, err := os.Lstat(target)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return target, newFileMode, nil
		case err != nil:
			return "", 0, failed("cannot write %s: %s", path, err)
		case fi.Mode()&fs.ModeSymlink != 0:
			if hops == 40 {
				return "", 0, text.Errorf("cannot write %s: too many levels of symbolic links", path)
			}
			link, err := os.Readlink(target)
			if err != nil {
				return "", 0, failed("cannot write %s: %s", path, err)
			}
			if !filepath.IsAbs(link) {
				link = filepath.Join(filepath.Dir(target), link)
			}
			target = link
		case !fi.Mode().IsRegular():
			return "", 0, text.Errorf("cannot write %s: it is not a regular file", path)
		case fi.Mode().Perm()&0o222 == 0:
			return "", 0, text.Wrap(ErrReadOnly, "%s is read-only, so it was left as it is: make it writable, or choose another name", path)
		default:
			return target, fi.Mode().Perm(), nil
		}
	}
}

// live holds the temporary files being written, for RemoveTemporaries.
var live = temporaries{names: map[string]bool{}}

type temporaries struct {
	mu      sync.Mutex
	names   map[string]bool
	stopped bool // set by Stop: no new temporary file
}

func (t *temporaries) remove(name string) {
	t.mu.Lock()
	delete(t.names, name)
	t.mu.Unlock()
}

// RemoveTemporaries deletes the temporary files of the writes in progress,
// leaving every target as it was. A program calls it when a signal stops
// it; the interrupted writes then fail, and nothing is half-written.
func RemoveTemporaries() {
	live.mu.Lock()
	defer live.mu.Unlock()
	for name := range live.names {
		os.Remove(name)
		delete(live.names, name)
	}
}

// Stop is RemoveTemporaries for a program about to exit: it also refuses
// every later write, so none can start between it and the exit.
func Stop() {
	live.mu.Lock()
	live.stopped = true
	live.mu.Unlock()
	RemoveTemporaries()
}

// SameFile reports whether two paths name the same existing file, through
// links and different spellings; a path that does not exist is the same as
// no other.
func SameFile(a, b string) bool {
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	if err != nil {
		return false
	}
	return os.SameFile(fa, fb)
}

// failed is a file system error as a translatable message: format names
// the step and path, and the system's reason (see text.SystemWords) is
// translated too; errors.Is still finds the cause.
func failed(format, path string, err error) error {
	return text.Wrap(err, format, path, text.Of(text.Cause(err)))
}
