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
	Path *widget.Entry // the path field
	form *dialog.FormDialog
}

// Show asks for a file and calls open with its path: typed (Enter or Open)
// or chosen with Browse….
func Show(win fyne.Window, opt Options, open func(path string)) *Dialog {
	d := &Dialog{Path: widget.NewEntry()}
	prefs := fyne.CurrentApp().Preferences()
	if last := typedpath.LastFolder(prefs.String(PrefLastFolder)); last != "" {
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
		if abs, err := filepath.Abs(path); err == nil && path != "" {
			path = abs // a path typed relative to the app's folder
		}
		// An absolute path typed after the folder the field started with.
		path = typedpath.Resolve(path, typedpath.Exists)
		folder := filepath.Dir(path)
		if opt.Folder {
			folder = filepath.Clean(path)
		}
		if fi, err := os.Stat(folder); err == nil && fi.IsDir() {
			prefs.SetString(PrefLastFolder, folder) // only a folder that exists
		}
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
		if dir, err := storage.ListerForURI(storage.NewFileURI(folderOf(d.Path.Text))); err == nil {
			fd.SetLocation(dir)
		}
		fd.Show()
	})
	items := []*widget.FormItem{widget.NewFormItem(field, d.Path), widget.NewFormItem("", browse)}
	d.form = dialog.NewForm(opt.Title, action, i18n.T("Cancel"), items, func(ok bool) {
		if ok {
			chosen(strings.TrimSpace(d.Path.Text))
		}
	}, win)
	d.Path.OnSubmitted = func(string) { d.form.Submit() }
	d.form.Resize(fyne.NewSize(520, 0))
	d.form.Show()
	win.Canvas().Focus(d.Path)
	d.Path.CursorColumn = len([]rune(d.Path.Text)) // typing goes on from the folder
	d.Path.Refresh()
	return d
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
