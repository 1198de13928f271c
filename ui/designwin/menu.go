package designwin

import (
	"fmt"

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
		fyne.NewMenu("File",
			fyne.NewMenuItem("Open design…", w.showOpenDesign),
			fyne.NewMenuItem("Save design…", w.showSaveDesign),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem("Open picture…", w.showOpenPicture),
			fyne.NewMenuItem("Export PDF sheet…", w.showExport),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem("Preferences…", w.showPreferences),
		),
		fyne.NewMenu("Edit",
			fyne.NewMenuItem("Undo", w.Undo),
			fyne.NewMenuItem("Redo", w.Redo),
			fyne.NewMenuItemSeparator(),
			fyne.NewMenuItem("Copy puzzle", func() { w.CopyPuzzle() }),
			fyne.NewMenuItem("Paste puzzle", func() { w.PastePuzzle(w.App.Clipboard().Content()) }),
		),
		fyne.NewMenu("Puzzle",
			fyne.NewMenuItem("Generate", w.Generate),
			fyne.NewMenuItem("Another puzzle", w.Another),
			fyne.NewMenuItem("Play", func() { w.Play() }),
		),
		fyne.NewMenu("Book",
			fyne.NewMenuItem("Add puzzle to book", func() { w.AddToBook() }),
			fyne.NewMenuItem("Book builder…", func() { w.ShowBook() }),
		),
		fyne.NewMenu("Help",
			fyne.NewMenuItem("Keyboard shortcuts", w.showShortcuts),
			fyne.NewMenuItem("About Pictdoku", w.showAbout),
		),
	)
}

// AboutText is the About dialog's text.
func AboutText() string {
	return fmt.Sprintf("Pictdoku %s\n\nTurn a design into a real Sudoku: draw or drop a picture,\nand get a unique puzzle a person can solve by logic.", pictdoku.Version())
}

func (w *Window) showAbout() {
	dialog.ShowInformation("About Pictdoku", AboutText(), w.Win)
}

func (w *Window) showShortcuts() {
	grid := container.NewGridWithColumns(2)
	for _, s := range Shortcuts {
		grid.Add(widget.NewLabelWithStyle(s[0], fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		grid.Add(widget.NewLabel(s[1]))
	}
	dialog.ShowCustom("Keyboard shortcuts", "Close", grid, w.Win)
}
