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

// Resolve returns the path the user meant (see the package comment). When
// no reading of it makes sense, it returns the part the user evidently
// typed (Typed), so that the error that follows names that path, not the
// folder glued in front of it.
func Resolve(path string, sensible func(string) bool) string {
	if path == "" || sensible(path) {
		return path
	}
	if found := resolve(path, sensible); found != "" {
		return found
	}
	return Typed(path)
}

// Typed returns the part of a glued path that the user typed: from a
// typed "~/" (the home folder put in its place), from a drive letter, or
// from a doubled separator (an absolute path typed after a folder); path
// itself when it shows none of these.
func Typed(path string) string {
	if parts := typedParts(filepath.ToSlash(path)); len(parts) > 0 {
		return parts[0]
	}
	return path
}

// typedParts lists the parts of the glued path raw (with forward slashes)
// that show where the user's typing began, the likeliest first: after
// "/~/" (the home folder put in its place), from a drive letter
// ("...\D:\books\x.pdf"), from a doubled slash.
func typedParts(raw string) []string {
	var parts []string
	if i := strings.LastIndex(raw, "/~/"); i >= 0 {
		parts = append(parts, Home(raw[i+1:]))
	}
	for i := len(raw) - 2; i > 0; i-- {
		if raw[i] == ':' && raw[i-1] != '/' && (i < 2 || raw[i-2] == '/') && i+1 < len(raw) && raw[i+1] == '/' {
			parts = append(parts, filepath.FromSlash(raw[i-1:]))
			break
		}
	}
	if i := strings.LastIndex(raw, "//"); i > 0 {
		parts = append(parts, filepath.FromSlash(raw[i+1:]))
	}
	return parts
}

// Home puts the home folder in place of a leading "~/" (as shells do);
// any other path is returned as it is.
func Home(path string) string {
	rest, ok := strings.CutPrefix(filepath.ToSlash(path), "~/")
	if !ok {
		return path
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return path
	}
	return filepath.Join(home, filepath.FromSlash(rest))
}

// resolve is Resolve's search: the typed parts, then the longest tail
// from a separator that makes sense on its own; "" when nothing does.
func resolve(path string, sensible func(string) bool) string {
	sep := string(filepath.Separator)
	raw := filepath.ToSlash(path)
	for _, c := range typedParts(raw) {
		if sensible(c) {
			return c
		}
	}
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
	return ""
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
