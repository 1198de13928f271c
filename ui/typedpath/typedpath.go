// Package typedpath recovers the path a user meant when a dialog glued a
// typed absolute path onto the folder it was showing. The open dialog's
// field starts with the last folder and its cursor at the end, and Fyne's
// save dialog joins the file name to its folder, so typing
// /home/me/books/two.pictdoku gives /home/me/designs/home/me/books/two.pictdoku
// (or with a doubled slash), and ~/books/x.pdf gives .../Documents/~/books/x.pdf.
//
// Resolve keeps a path that makes sense as it is. Otherwise it looks for
// the typed path inside it: a part after "~" (the home folder), a part
// starting with a drive letter (C:\ on Windows), or the longest tail that
// starts at a separator, lies below a top-level folder and makes sense on
// its own. "Makes sense" is the
// caller's test: the file exists (to open), or its folder does (to save).
package typedpath

import (
	"os"
	"path/filepath"
	"strings"
)

// PrefLastFolder is the preference that keeps the folder of the last file
// opened or saved, in either dialog: the next open or save starts there,
// so Ctrl+O after saving a design shows the folder it went to (each
// dialog kept its own, and Ctrl+O started where the last picture was).
const PrefLastFolder = "lastFolder"

// MaxPath is the longest path Pictdoku takes from its preferences: Linux's
// PATH_MAX (macOS allows 1024, Windows 260 without long paths). A longer
// one is a damaged preferences file, and a path field laid out with
// megabytes of it froze the dialog.
const MaxPath = 4096

// LastFolder is the folder kept in the preference value (see
// PrefLastFolder), or "" when it holds none a system takes.
func LastFolder(value string) string {
	if len(value) > MaxPath {
		return ""
	}
	return value
}

// Resolve returns the path the user meant (see the package comment), or
// path itself when no reading of it makes sense.
func Resolve(path string, sensible func(string) bool) string {
	if path == "" || sensible(path) {
		return path
	}
	sep := string(filepath.Separator)
	raw := filepath.ToSlash(path)
	// "~" typed after the folder: the home folder.
	if i := strings.LastIndex(raw, "/~/"); i >= 0 {
		if home, err := os.UserHomeDir(); err == nil {
			if c := filepath.Join(home, filepath.FromSlash(raw[i+3:])); sensible(c) {
				return c
			}
		}
	}
	// A drive letter after the folder: "...\D:\books\x.pdf".
	for i := len(raw) - 2; i > 0; i-- {
		if raw[i] == ':' && raw[i-1] != '/' && (i < 2 || raw[i-2] == '/') && i+1 < len(raw) && raw[i+1] == '/' {
			if c := filepath.FromSlash(raw[i-1:]); sensible(c) {
				return c
			}
		}
	}
	// The longest tail from a separator that makes sense on its own.
	for i := 1; i < len(raw); i++ {
		if raw[i] != '/' {
			continue
		}
		c := filepath.Clean(sep + filepath.FromSlash(strings.TrimLeft(raw[i:], "/")))
		if filepath.Dir(c) == sep {
			break // a bare /name is more likely a bad path than one typed so
		}
		if sensible(c) {
			return c
		}
	}
	return path
}

// Exists reports whether a file or folder is at path (a test for opening).
func Exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// FolderExists reports whether the folder path would be in exists (a test
// for saving a new file).
func FolderExists(path string) bool {
	fi, err := os.Stat(filepath.Dir(path))
	return err == nil && fi.IsDir()
}
