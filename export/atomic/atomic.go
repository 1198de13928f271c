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
)

// Writer is what the write function receives.
type Writer = io.Writer

// ErrReadOnly reports a target whose permissions forbid writing.
var ErrReadOnly = errors.New("read-only file")

// WriteFile writes path through write, atomically.
func WriteFile(path string, write func(w Writer) error) (err error) {
	target, mode, tmp, err := createTemp(path)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
		live.remove(tmp.Name())
	}()
	bw := bufio.NewWriterSize(tmp, 256<<10)
	if err = write(bw); err != nil {
		return text.Wrap(err, "writing %s: %s", path, text.Of(err))
	}
	if err = bw.Flush(); err != nil {
		return failed("writing %s: %s", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return failed("writing %s: %s", path, err)
	}
	if err = tmp.Close(); err != nil {
		return failed("writing %s: %s", path, err)
	}
	if err = os.Chmod(tmp.Name(), mode); err != nil {
		return failed("writing %s: %s", path, err)
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return failed("cannot replace %s: %s", path, err)
	}
	return nil
}

// WriteBytes writes data to path atomically.
func WriteBytes(path string, data []byte) error {
	return WriteFile(path, func(w Writer) error { _, err := w.Write(data); return err })
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
