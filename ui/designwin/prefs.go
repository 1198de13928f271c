package designwin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/export/pdf"
)

// Preference keys, stored with Fyne's preferences API.
const (
	PrefTheme     = "theme"     // "system", "light" or "dark"
	PrefLevel     = "level"     // default level
	PrefClues     = "clues"     // default clue count for random patterns and pictures
	PrefHighlight = "highlight" // highlight colour name
	PrefAutosave  = "autosave"  // bool
)

// ApplyTheme sets the app's theme from the preference.
func ApplyTheme(a fyne.App) {
	switch a.Preferences().StringWithFallback(PrefTheme, "system") {
	case "light":
		a.Settings().SetTheme(theme.LightTheme())
	case "dark":
		a.Settings().SetTheme(theme.DarkTheme())
	default:
		a.Settings().SetTheme(theme.DefaultTheme())
	}
}

// applyPreferences sets the controls' defaults from the preferences.
func (w *Window) applyPreferences() {
	p := w.App.Preferences()
	w.w.level.SetSelected(p.StringWithFallback(PrefLevel, "Hard"))
	w.w.randomCount.SetSelected(p.StringWithFallback(PrefClues, "28"))
	if !p.BoolWithFallback(PrefAutosave, true) {
		w.AutosavePath = ""
	}
}

func (w *Window) showPreferences() {
	p := w.App.Preferences()
	themeSel := widget.NewSelect([]string{"system", "light", "dark"}, nil)
	themeSel.SetSelected(p.StringWithFallback(PrefTheme, "system"))
	level := widget.NewSelect([]string{"Easy", "Medium", "Hard", "Expert", "Extreme"}, nil)
	level.SetSelected(p.StringWithFallback(PrefLevel, "Hard"))
	clues := widget.NewSelect(w.w.randomCount.Options, nil)
	clues.SetSelected(p.StringWithFallback(PrefClues, "28"))
	highlight := widget.NewSelect([]string{"Amber", "Sky", "Mint", "Rose"}, nil)
	highlight.SetSelected(p.StringWithFallback(PrefHighlight, "Amber"))
	autosave := widget.NewCheck("Autosave the design", nil)
	autosave.SetChecked(p.BoolWithFallback(PrefAutosave, true))
	items := []*widget.FormItem{
		widget.NewFormItem("Theme", themeSel),
		widget.NewFormItem("Default level", level),
		widget.NewFormItem("Default clue count", clues),
		widget.NewFormItem("Highlight colour", highlight),
		widget.NewFormItem("", autosave),
	}
	dialog.ShowForm("Preferences", "Save", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		p.SetString(PrefTheme, themeSel.Selected)
		p.SetString(PrefLevel, level.Selected)
		p.SetString(PrefClues, clues.Selected)
		p.SetString(PrefHighlight, highlight.Selected)
		p.SetBool(PrefAutosave, autosave.Checked)
		ApplyTheme(w.App)
		w.w.level.SetSelected(level.Selected)
		w.w.randomCount.SetSelected(clues.Selected)
		w.Grid.Highlight = pdf.Highlights[highlight.Selected]
		w.refresh()
	}, w.Win)
}
