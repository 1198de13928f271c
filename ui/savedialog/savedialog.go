// Package savedialog asks where to save a file, and only that.
//
// Fyne's save dialog hands its callback a writer it has already opened
// with os.Create, which empties the chosen file at once: if the export
// that follows fails, is cancelled or crashes, the user's old book, sheet
// or design is left as 0 bytes. Pictdoku writes its files atomically
// instead (export/atomic), so it needs the dialog for the path alone.
//
// Install wraps the "file" storage repository so that its writers open
// the file lazily, on the first Write: a writer that is closed unwritten,
// as the dialog's is here, leaves the file exactly as it was. Every other
// repository call passes through unchanged. Show then asks for a path,
// confirms the replacement of an existing file in the app's language
// (Fyne's own question is English only; see Exists), and calls back with
// the path.
package savedialog

import (
	"os"
	"path/filepath"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/storage/repository"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/typedpath"
)

// fileRepository is what Fyne's own file repository implements.
type fileRepository interface {
	repository.Repository
	repository.WritableRepository
	repository.AppendableRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// lazyRepository is Fyne's file repository with lazy writers.
type lazyRepository struct{ fileRepository }

// Exists reports folders as Fyne's repository does, but no plain file: the
// only caller in the app is Fyne's save dialog, which would otherwise ask
// "Overwrite?" in English words of its own; Chosen asks instead, in the
// app's language. (Pictdoku itself checks files with os.Stat.)
func (r lazyRepository) Exists(u fyne.URI) (bool, error) {
	fi, err := os.Stat(u.Path())
	if err != nil {
		return r.fileRepository.Exists(u)
	}
	return fi.IsDir(), nil
}

// Writer returns a writer that creates the file on its first Write.
func (r lazyRepository) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &lazyWriter{uri: u}, nil
}

type lazyWriter struct {
	uri fyne.URI
	f   *os.File
}

func (w *lazyWriter) URI() fyne.URI { return w.uri }

func (w *lazyWriter) Write(p []byte) (int, error) {
	if w.f == nil {
		f, err := os.Create(w.uri.Path())
		if err != nil {
			return 0, err
		}
		w.f = f
	}
	return w.f.Write(p)
}

func (w *lazyWriter) Close() error {
	if w.f == nil {
		return nil
	}
	return w.f.Close()
}

var installMu sync.Mutex

// Install puts the lazy writers in place of the file repository's; it is
// idempotent, and must follow the creation of the Fyne app (whose driver
// registers the file repository).
func Install() {
	installMu.Lock()
	defer installMu.Unlock()
	current, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := current.(lazyRepository); done {
		return
	}
	if fr, ok := current.(fileRepository); ok {
		repository.Register("file", lazyRepository{fr})
	}
}

// PrefLastFolder is the preference that keeps the folder of the last save
// or open, where the next one starts (one for both dialogs; see
// typedpath.PrefLastFolder).
const PrefLastFolder = typedpath.PrefLastFolder

// Options describe a save.
type Options struct {
	Name string   // the file name offered
	Ext  []string // accepted extensions, the first added when none is typed
	Dir  string   // the folder to start in ("" for the last save's folder, at first Documents)
}

// Show asks where to save and calls save with the path. The file itself
// is not touched: save writes it (atomically) or leaves it. The name
// offered is selected in its field, so that typing replaces it; a typed
// absolute, "~/" or drive-letter path stands alone (it was glued to the
// folder shown, or went in front of the name: "ringone.pictdokuring.pictdoku").
// Esc cancels, as everywhere (see keyrule).
func Show(win fyne.Window, opt Options, save func(path string)) {
	Install()
	var name *keyrule.Entry
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			return
		}
		path := meant(wc.URI().Path(), name)
		wc.Close() // unwritten: the file stays as it was
		if app := fyne.CurrentApp(); app != nil {
			app.Preferences().SetString(PrefLastFolder, filepath.Dir(path))
		}
		Chosen(win, path, opt, save)
	}, win)
	d.SetFileName(opt.Name)
	if len(opt.Ext) > 0 {
		// The folder lists what is saved there (and its folders), not
		// every file: a PDF export showed the pictures and logs beside.
		d.SetFilter(storage.NewExtensionFileFilter(opt.Ext))
	}
	folder := opt.Dir
	if app := fyne.CurrentApp(); folder == "" && app != nil {
		folder = typedpath.LastFolder(app.Preferences().String(PrefLastFolder))
	}
	if folder == "" {
		folder = documentsFolder()
	}
	if folder != "" {
		if dir, err := storage.ListerForURI(storage.NewFileURI(folder)); err == nil {
			d.SetLocation(dir)
		}
	}
	keyrule.TrackFile(win, d)
	d.Show()
	name = nameField(win)
}

// meant is the path the user meant: the dialog's (its folder joined with
// the name field), unless the name was typed as a path of its own.
func meant(dialogPath string, name *keyrule.Entry) string {
	if name != nil {
		typed := typedpath.Home(strings.TrimSpace(name.Text))
		if filepath.IsAbs(typed) {
			return typed
		}
	}
	// A name typed as an absolute path comes glued to the folder.
	return typedpath.Resolve(dialogPath, typedpath.FolderExists)
}

// nameField puts a keyrule.Entry in the place of the name field of the
// file dialog on top of win, focused and with its text selected, and
// returns it (nil when there is none). Fyne's field takes every key, Esc
// too, so the dialog could not be cancelled from the keyboard; and it
// left its cursor in front of the name. Fyne's own field stays the
// dialog's (it reads the name from it), in step with the new one both
// ways: a file clicked in the list puts its name in both.
func nameField(win fyne.Window) *keyrule.Entry {
	scroll := findNameScroll(win.Canvas().Overlays().Top())
	if scroll == nil {
		return nil
	}
	fyneName := scroll.Content.(*widget.Entry)
	name := keyrule.NewEntry()
	name.SetPlaceHolder(fyneName.PlaceHolder)
	name.SetText(fyneName.Text)
	name.OnSubmitted = fyneName.OnSubmitted
	name.OnChanged = func(s string) {
		if fyneName.Text != s {
			fyneName.SetText(s)
		}
	}
	changed := fyneName.OnChanged
	fyneName.OnChanged = func(s string) {
		if changed != nil {
			changed(s)
		}
		if name.Text != s {
			name.SetText(s)
		}
	}
	scroll.Content = name
	scroll.Refresh()
	win.Canvas().Focus(name)
	keyrule.SelectAll(&name.Entry)
	return name
}

// findNameScroll finds, under o, the scroll that holds a text field: the
// file dialog's name field.
func findNameScroll(o fyne.CanvasObject) *container.Scroll {
	switch v := o.(type) {
	case *container.Scroll:
		if _, ok := v.Content.(*widget.Entry); ok {
			return v
		}
		return findNameScroll(v.Content)
	case *widget.PopUp:
		return findNameScroll(v.Content)
	case *fyne.Container:
		for _, c := range v.Objects {
			if s := findNameScroll(c); s != nil {
				return s
			}
		}
	case *container.Split:
		if s := findNameScroll(v.Leading); s != nil {
			return s
		}
		return findNameScroll(v.Trailing)
	}
	return nil
}

// documentsFolder is where a first save starts: the user's Documents
// folder when there is one, else the home folder.
func documentsFolder() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	if fi, err := os.Stat(filepath.Join(home, "Documents")); err == nil && fi.IsDir() {
		return filepath.Join(home, "Documents")
	}
	return home
}

// Chosen finishes a save once the dialog gave path: it adds the extension
// when none of opt.Ext was typed, asks before replacing an existing file,
// and calls save.
func Chosen(win fyne.Window, path string, opt Options, save func(path string)) {
	if len(opt.Ext) > 0 && !hasExt(path, opt.Ext) {
		path += opt.Ext[0]
	}
	if _, err := os.Stat(path); err != nil {
		save(path)
		return
	}
	keyrule.ShowConfirm(i18n.T("Replace file?"), i18n.Tf("%s already exists. Replace it?", filepath.Base(path)), func(ok bool) {
		if ok {
			save(path)
		}
	}, win)
}

func hasExt(path string, exts []string) bool {
	for _, e := range exts {
		if strings.EqualFold(filepath.Ext(path), e) {
			return true
		}
	}
	return false
}

// FileName is the file name to offer for a document called title (a
// picture's or design's name, a book's title): the title with the
// characters no file system takes (/ \ : * ? " < > | and control
// characters) left out and at most 80 characters long, plus ext; fallback
// plus ext when nothing is left.
func FileName(title, fallback, ext string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(title) {
		if r < 0x20 || r == 0x7f || strings.ContainsRune(`/\:*?"<>|`, r) {
			continue
		}
		if n == 80 {
			break
		}
		b.WriteRune(r)
		n++
	}
	name := strings.Trim(strings.TrimSpace(b.String()), ".")
	if name == "" {
		name = fallback
	}
	return name + ext
}
