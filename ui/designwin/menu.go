package designwin

import (
	"github.com/pictdoku/pictdoku/ui/i18n"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku"
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
}

// mainMenu builds the window's menu bar.
func (w *Window) mainMenu() *fyne.MainMenu {
	return fyne.NewMainMenu(
		fyne.NewMenu(i18n.T("File"),
			fyne.NewMenuItem(i18n.T("Open design…"), w.showOpenDesign),
			fyne.NewMenuItem(i18n.T("Save design…"), w.showSaveDesign),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(i18n.T("Open picture…"), w.showOpenPicture),
			fyne.NewMenuItem(i18n.T("Export PDF sheet…"), w.showExport),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(i18n.T("Preferences…"), w.showPreferences),
		),
		fyne.NewMenu(i18n.T("Edit"),
			fyne.NewMenuItem(i18n.T("Undo"), w.Undo),
			fyne.NewMenuItem(i18n.T("Redo"), w.Redo),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem(i18n.T("Copy puzzle"), func() { w.CopyPuzzle() }),
			fyne.NewMenuItem(i18n.T("Paste puzzle"), func() { w.PastePuzzle(w.App.Clipboard().Content()) }),
		),
		fyne.NewMenu(i18n.T("Puzzle"),
			fyne.NewMenuItem(i18n.T("Generate"), w.Generate),
			fyne.NewMenuItem(i18n.T("Another puzzle"), w.Another),
			fyne.NewMenuItem(i18n.T("Play"), func() { w.Play() }),
		),
		fyne.NewMenu(i18n.T("Book"),
			fyne.NewMenuItem(i18n.T("Add puzzle to book"), func() { w.AddToBook() }),
			fyne.NewMenuItem(i18n.T("Book builder…"), func() { w.ShowBook() }),
		),
		fyne.NewMenu(i18n.T("Help"),
			fyne.NewMenuItem(i18n.T("Keyboard shortcuts"), w.showShortcuts),
			fyne.NewMenuItem(i18n.T("About Pictdoku"), w.showAbout),
		),
	)
}

// AboutText is the About dialog's text.
func AboutText() string {
	return i18n.Tf("Pictdoku %s\n\nTurn a design into a real Sudoku: draw or drop a picture,\nand get a unique puzzle a person can solve by logic.", pictdoku.Version())
}

func (w *Window) showAbout() {
	dialog.ShowInformation(i18n.T("About Pictdoku"), AboutText(), w.Win)
}

func (w *Window) showShortcuts() {
	grid := container.NewGridWithColumns(2)
	for _, s := range Shortcuts {
		grid.Add(widget.NewLabelWithStyle(i18n.T(s[0]), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(i18n.T(s[1])))
	}
	dialog.ShowCustom(i18n.T("Keyboard shortcuts"), i18n.T("Close"), grid, w.Win)
}
