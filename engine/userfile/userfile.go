// Package userfile reads the files a user names: designs, pattern files,
// pictures, fonts, imprint texts, PDFs to check. A name typed by mistake
// can point anywhere: at a folder, at a named pipe (FIFO) that blocks the
// reader until some other program writes to it, at /dev/zero, which never
// ends, or at a file far larger than any real one. Read refuses all of
// them before it reads a byte, and it never reads more than its limit,
// even from a file whose size says otherwise (a device reports 0).
//
// The checks run on the path before it is opened, because opening a named
// pipe for reading already blocks; they run again on the opened file, so
// that a file swapped in between is caught too.
package userfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Read returns the contents of the regular file at path, or a clear error
// when path is a folder, not a regular file, or larger than limit bytes.
// Errors from the file system keep their cause for errors.Is (for example
// fs.ErrNotExist).
func Read(path string, limit int64) ([]byte, error) {
	f, err := Open(path, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f.file, limit+1))
	if err != nil {
		return nil, text.Wrap(err, "cannot read %s: %s", path, text.Of(text.Cause(err)))
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(path, limit)
	}
	return data, nil
}

// File is a user's file opened to be read in place, for a reader that
// seeks through a large file rather than hold it all (the print-on-demand
// check reads PDFs of up to a GB so). It reads the bytes the file had
// when it was opened and no more, however it grows.
type File struct {
	*io.SectionReader
	file *os.File
}

// Close closes the file.
func (f *File) Close() error { return f.file.Close() }

// Open opens the regular file at path, with the checks Read makes.
func Open(path string, limit int64) (*File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, text.Wrap(err, "cannot read %s: %s", path, text.Of(text.Cause(err)))
	}
	if err := check(path, fi, limit); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, text.Wrap(err, "cannot read %s: %s", path, text.Of(text.Cause(err)))
	}
	if fi, err = f.Stat(); err != nil {
		f.Close()
		return nil, text.Wrap(err, "cannot read %s: %s", path, text.Of(text.Cause(err)))
	}
	if err := check(path, fi, limit); err != nil {
		f.Close()
		return nil, err
	}
	return &File{io.NewSectionReader(f, 0, fi.Size()), f}, nil
}

// Absent tells whether a read failed because there is no file at all:
// none by that name, or its folder is missing or is itself a file. Such a
// path has nothing to protect, unlike a file that exists but cannot be
// read, which a program must not write over.
func Absent(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)
}

// ErrNotRegular is the cause of the error for a path that names no
// regular file (a folder, device, pipe or socket).
var ErrNotRegular = errors.New("not a regular file")

// check refuses what fi says is no regular file, or is larger than limit.
func check(path string, fi fs.FileInfo, limit int64) error {
	switch {
	case fi.IsDir():
		return text.Wrap(ErrNotRegular, "%s is a folder, not a file", path)
	case !fi.Mode().IsRegular():
		return text.Wrap(ErrNotRegular, "%s is not a regular file (it is a device, pipe or socket)", path)
	case fi.Size() > limit:
		return tooLarge(path, limit)
	}
	return nil
}

func tooLarge(path string, limit int64) error {
	if limit >= 1<<20 {
		return text.Errorf("%s is larger than %d MB, more than such a file ever needs", path, limit>>20)
	}
	return text.Errorf("%s is larger than %d KB, more than such a file ever needs", path, limit>>10)
}
