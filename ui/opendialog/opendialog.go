// Package opendialog asks for a file to open the way desktop users expect:
// a path field to type or paste a path into (Fyne's file dialog has none),
// with Browse… for Fyne's dialog, starting in the folder last opened from.
package opendialog

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/typedpath"
)

// PrefLastFolder keeps the folder of the last file opened or saved (one
// for both dialogs; see typedpath.PrefLastFolder).
const PrefLastFolder = typedpath.PrefLastFolder

// Options describe an open.
type Options struct {
	Title  string   // the dialog's title
	Ext    []string // the extensions Browse… shows, e.g. ".png"
	Folder bool     // ask for a folder, not a file
	Action string   // the confirm button's label, translated (default "Open")
}

// Dialog is the open dialog on screen.
type Dialog struct {
	Path *keyrule.Entry // the path field
	form *dialog.FormDialog
}

// RememberFolder makes folder the one the next open or save starts in,
// if it is a folder that exists: the dialogs call it for the file chosen,
// and the app for a file handed to it (named on the command line, or
// dropped), so Ctrl+O then starts beside that file. A relative folder (a
// file named on the command line) is kept as an absolute one, as the
// working folder means nothing to the next session.
func RememberFolder(folder string) {
	if abs, err := filepath.Abs(folder); err == nil {
		folder = abs
	}
	if fi, err := os.Stat(folder); err == nil && fi.IsDir() {
		fyne.CurrentApp().Preferences().SetString(PrefLastFolder, folder)
	}
}

// Show asks for a file and calls open with its path: typed (Enter or Open)
// or chosen with Browse…. The field starts with the folder last used,
// selected, so that typing replaces it: a typed absolute, "~/" or
// drive-letter path stands alone, and a name alone is looked for in that
// folder. Esc cancels, as everywhere (see keyrule).
func Show(win fyne.Window, opt Options, open func(path string)) *Dialog {
	d := &Dialog{Path: keyrule.NewEntry()}
	prefs := fyne.CurrentApp().Preferences()
	last := typedpath.LastFolder(prefs.String(PrefLastFolder))
	if last != "" {
		d.Path.SetText(last + string(filepath.Separator))
	}
	d.Path.SetPlaceHolder(i18n.T("Path of the file, or Browse…"))
	field, action := i18n.T("File"), i18n.T("Open")
	if opt.Folder {
		d.Path.SetPlaceHolder(i18n.T("Path of the folder, or Browse…"))
		field = i18n.T("Folder")
	}
	if opt.Action != "" {
		action = opt.Action
	}
	chosen := func(path string) {
		path = Meant(path, last)
		folder := filepath.Dir(path)
		if opt.Folder {
			folder = filepath.Clean(path)
		}
		RememberFolder(folder)
		open(path)
	}
	browse := widget.NewButton(i18n.T("Browse…"), func() {
		d.form.Hide()
		var fd *dialog.FileDialog
		if opt.Folder {
			fd = dialog.NewFolderOpen(func(u fyne.ListableURI, err error) {
				if err == nil && u != nil {
					chosen(u.Path())
				}
			}, win)
		} else {
			fd = dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
				if err != nil || r == nil {
					return
				}
				r.Close()
				chosen(r.URI().Path())
			}, win)
		}
		if len(opt.Ext) > 0 {
			fd.SetFilter(storage.NewExtensionFileFilter(opt.Ext))
		}
		if dir, err := storage.ListerForURI(storage.NewFileURI(folderOf(Meant(d.Path.Text, last)))); err == nil {
			fd.SetLocation(dir)
		}
		keyrule.TrackFile(win, fd)
		fd.Show()
	})
	items := []*widget.FormItem{widget.NewFormItem(field, d.Path), widget.NewFormItem("", browse)}
	d.form = keyrule.ShowForm(opt.Title, action, i18n.T("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		// Open with the field emptied browses: it tried to open "" and
		// said "Could not use .: cannot read : no such file or directory".
		// (A folder typed is refused with its reason by the caller.)
		if !opt.Folder && strings.TrimSpace(d.Path.Text) == "" {
			browse.OnTapped()
			return
		}
		chosen(strings.TrimSpace(d.Path.Text))
	}, win)
	d.Path.OnSubmitted = func(string) { d.form.Submit() }
	d.form.Resize(fyne.NewSize(520, 0))
	win.Canvas().Focus(d.Path)
	keyrule.SelectAll(&d.Path.Entry)
	return d
}

// Meant is the path the user meant by typed, in a field that started
// with folder: "~/" is the home folder, a relative path lies in folder
// (or the app's folder when there is none), and an absolute path typed
// after the folder stands alone (typedpath.Resolve).
func Meant(typed, folder string) string {
	path := typedpath.Home(strings.TrimSpace(typed))
	if path == "" {
		return ""
	}
	if !filepath.IsAbs(path) { // (an absolute one is not cleaned: a doubled slash shows where typing began)
		if folder != "" {
			path = filepath.Join(folder, path)
		}
		if abs, err := filepath.Abs(path); err == nil {
			path = abs
		}
	}
	return typedpath.Resolve(path, typedpath.Exists)
}

// Submit presses Open, as Enter in the path field does.
func (d *Dialog) Submit() { d.form.Submit() }

// folderOf is the folder a typed path names or lies in, or "" when it
// names none.
func folderOf(path string) string {
	path = strings.TrimSpace(path)
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return path
	}
	if dir := filepath.Dir(path); dir != "." {
		if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
			return dir
		}
	}
	return ""
}
