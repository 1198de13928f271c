// Package atomic writes files so that readers see either the old file or
// the complete new one: the data goes to a temporary file in the same
// folder, which is synced and then renamed over the target. On any error
// the temporary file is removed and the old file is left as it was.
package atomic

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Writer is what the write function receives.
type Writer = io.Writer

// WriteFile writes path through write, atomically.
func WriteFile(path string, write func(w Writer) error) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, unwrapPath(err))
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 256<<10)
	if err = write(bw); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err = bw.Flush(); err != nil {
		return fmt.Errorf("writing %s: %w", path, unwrapPath(err))
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, unwrapPath(err))
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, unwrapPath(err))
	}
	if err = os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("writing %s: %w", path, unwrapPath(err))
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("cannot replace %s: %w", path, unwrapPath(err))
	}
	return nil
}

// unwrapPath drops the temporary file's name from an error, so messages
// name the user's file and the cause ("permission denied", "no space
// left on device").
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}
