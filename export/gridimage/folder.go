package gridimage

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// Formats are the image formats a folder of puzzles can be written in.
func Formats() []string { return []string{"svg", "png"} }

// FolderSize is the side, in pixels, of each PNG of a folder: large enough
// for a page layout at 300 dpi on a 4 in grid.
const FolderSize = 1200

// FileName is the name of puzzle i (0-based) of a folder: puzzle-001.svg,
// numbered as in the book, with as many digits as the largest number needs
// (at least three), so the files sort in book order.
func FileName(i, total int, format string) string {
	width := max(3, len(fmt.Sprint(total)))
	return fmt.Sprintf("puzzle-%0*d.%s", width, i+1, format)
}

// WriteFolder writes one image of each puzzle into dir (made if missing),
// in format "svg" or "png", and returns the paths written. It never
// replaces a file: a folder that already holds one of the names is
// refused before anything is written. progress, if set, is called after
// each file; returning false stops.
func WriteFolder(dir string, grids []Puzzle, format string, fill color.NRGBA, progress func(done, total int) bool) ([]string, error) {
	if format != "svg" && format != "png" {
		return nil, text.Errorf("unknown image format %q (want svg or png)", format)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, text.Wrap(err, "cannot make the folder %s: %s", dir, err.Error())
	}
	paths := make([]string, len(grids))
	for i := range grids {
		paths[i] = filepath.Join(dir, FileName(i, len(grids), format))
		if _, err := os.Lstat(paths[i]); err == nil {
			return nil, text.Errorf("%s already has %s: choose an empty folder, so that no file is replaced", dir, filepath.Base(paths[i]))
		}
	}
	for i, g := range grids {
		err := atomic.WriteFile(paths[i], func(w atomic.Writer) error {
			if format == "svg" {
				return WriteSVG(w, g, fill)
			}
			return WritePNG(w, g, FolderSize, fill)
		})
		if err != nil {
			return paths[:i], err
		}
		if progress != nil && !progress(i+1, len(grids)) {
			return paths[:i+1], nil
		}
	}
	return paths, nil
}
