package designwin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// Shortcuts lists the keyboard shortcuts shown in Help.
var Shortcuts = [][2]string{
	{"Ctrl+Z", "Undo"},
	{"Ctrl+Shift+Z, Ctrl+Y", "Redo"},
	{"Ctrl+G", "Generate"},
	{"Ctrl+S / Ctrl+O", "Save / open a design"},
	{"Ctrl+C / Ctrl+V", "Copy / paste a puzzle as 81 characters"},
	{"Ctrl+E", "Export a PDF sheet"},
	{"Ctrl+Q", "Quit"},
	{"Play: arrows, 1-9", "Move, enter a digit"},
	{"Play: Shift+1-9", "Pencil mark"},
	{"Play: Delete, Backspace", "Erase"},
	{"Esc", "Close the dialog; with none, the play, solution path or book window"},
	{"Enter", "Press the dialog's default button (OK, Yes, Save)"},
	{"Ctrl+W", "Close the window (the design window: quit)"},
}

// withShortcut shows a menu item's keyboard shortcut beside it. (The
// desktop driver then runs the item for that key; the same keys are also
// on the canvas, for windows without a menu bar and for tests.)
func withShortcut(item *fyne.MenuItem, key fyne.KeyName) *fyne.MenuItem {
	item.Shortcut = &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
	return item
}

// enableItems enables or disables items (nil ones are left out) and
// reports whether any changed.
func enableItems(items []*fyne.MenuItem, enabled bool) bool {
	changed := false
	for _, it := range items {
		if it != nil && it.Disabled == enabled {
			it.Disabled = !enabled
			changed = true
		}
	}
	return changed
}

// mainMenu builds the window's menu bar. Undo, Redo, Copy puzzle and
// Paste puzzle show Fyne's own shortcuts beside them, as every item with
// a key does (Copy and Paste had "(Ctrl+C)" in their labels instead); the
// driver runs a menu item's shortcut before a focused text field sees it,
// so Copy and Paste hand it to the field when one has the focus
// (textShortcut).
func (w *Window) mainMenu() *fyne.MainMenu {
	undo := fyne.NewMenuItem(i18n.T("Undo"), w.Undo)
	undo.Shortcut = &fyne.ShortcutUndo{}
	redo := fyne.NewMenuItem(i18n.T("Redo"), w.Redo)
	redo.Shortcut = &fyne.ShortcutRedo{}
	undo.Disabled, redo.Disabled = !w.history.CanUndo(), !w.history.CanRedo()
	w.undoItems = [2]*fyne.MenuItem{undo, redo}
	// The items that need a puzzle; refresh enables them with the buttons.
	w.puzzleItems = []*fyne.MenuItem{
		withShortcut(fyne.NewMenuItem(i18n.T("Export PDF sheet…"), w.showExport), fyne.KeyE),
		fyne.NewMenuItem(i18n.T("Another puzzle"), w.Another),
		fyne.NewMenuItem(i18n.T("Play"), func() { w.Play() }),
		fyne.NewMenuItem(i18n.T("Add puzzle to book"), func() { w.AddToBook() }),
	}
	for _, it := range w.puzzleItems {
		it.Disabled = w.clues.Clues() == 0
	}
	export, another, play, add := w.puzzleItems[0], w.puzzleItems[1], w.puzzleItems[2], w.puzzleItems[3]
	copyItem := fyne.NewMenuItem(i18n.T("Copy puzzle"), func() {
		if !w.textShortcut(&fyne.ShortcutCopy{Clipboard: w.App.Clipboard()}) {
			w.CopyPuzzle()
		}
	})
	copyItem.Shortcut = &fyne.ShortcutCopy{}
	pasteItem := fyne.NewMenuItem(i18n.T("Paste puzzle"), func() {
		if !w.textShortcut(&fyne.ShortcutPaste{Clipboard: w.App.Clipboard()}) {
			w.PastePuzzle(w.App.Clipboard().Content())
		}
	})
	pasteItem.Shortcut = &fyne.ShortcutPaste{}
	// Quit is ours, not the driver's (which would end the app at once):
	// it checks that the design is on disk first.
	quit := withShortcut(fyne.NewMenuItem(i18n.T("Quit"), w.Quit), fyne.KeyQ)
	quit.IsQuit = true
	return fyne.NewMainMenu(
		fyne.NewMenu(i18n.T("File"),
			withShortcut(fyne.NewMenuItem(i18n.T("Open design…"), w.showOpenDesign), fyne.KeyO),
			withShortcut(fyne.NewMenuItem(i18n.T("Save design…"), w.showSaveDesign), fyne.KeyS),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(i18n.T("Open picture…"), w.showOpenPicture),
			export,
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(i18n.T("Preferences…"), w.showPreferences),
			fyne.NewMenuItemSeparator(),
			quit,
		),
		fyne.NewMenu(i18n.T("Edit"),
			undo,
			redo,
			fyne.NewMenuItemSeparator(),
			copyItem,
			pasteItem,
		),
		fyne.NewMenu(i18n.T("Puzzle"),
			withShortcut(fyne.NewMenuItem(i18n.T("Generate"), w.Generate), fyne.KeyG),
			another,
			play,
		),
		fyne.NewMenu(i18n.T("Book"),
			add,
			fyne.NewMenuItem(i18n.T("Book builder…"), func() { w.ShowBook() }),
		),
		fyne.NewMenu(i18n.T("Help"),
			fyne.NewMenuItem(i18n.T("Keyboard shortcuts"), w.showShortcuts),
			fyne.NewMenuItem(i18n.T("About Pictdoku"), w.showAbout),
		),
	)
}

// textShortcut hands s to the text field that has the focus, if one has;
// it reports whether one had.
func (w *Window) textShortcut(s fyne.Shortcut) bool {
	type textField interface {
		fyne.Shortcutable
		SelectedText() string
	}
	f, ok := w.Win.Canvas().Focused().(textField)
	if ok {
		f.TypedShortcut(s)
	}
	return ok
}

// AboutText is the About dialog's text.
func AboutText() string {
	return i18n.Tf("Pictdoku %s\n\nTurn a design into a real Sudoku: draw or drop a picture,\nand get a unique puzzle a person can solve by logic.", pictdoku.Version())
}

func (w *Window) showAbout() {
	if keyrule.Busy(w.Win) {
		return
	}
	keyrule.ShowInformation(i18n.T("About Pictdoku"), AboutText(), w.Win)
}

func (w *Window) showShortcuts() {
	if keyrule.Busy(w.Win) {
		return
	}
	grid := container.NewGridWithColumns(2)
	for _, s := range Shortcuts {
		grid.Add(widget.NewLabelWithStyle(i18n.T(s[0]), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(i18n.T(s[1])))
	}
	keyrule.ShowCustom(i18n.T("Keyboard shortcuts"), i18n.T("Close"), grid, w.Win)
}
