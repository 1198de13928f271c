package designwin

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/export/palette"
	"github.com/pictdoku/pictdoku/ui/apptheme"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// Preference keys, stored with Fyne's preferences API.
const (
	PrefTheme     = "theme"     // "system", "light" or "dark"
	PrefLevel     = "level"     // default level
	PrefClues     = "clues"     // default clue count for random patterns and pictures
	PrefHighlight = "highlight" // highlight colour name
	PrefAutosave  = "autosave"  // bool
	PrefLanguage  = "language"  // "" (the system's), "en" or "ja"
)

// ApplyTheme sets the app's theme from the preference, with the fonts of
// the interface's language (apptheme).
func ApplyTheme(a fyne.App) {
	base := theme.DefaultTheme()
	switch a.Preferences().StringWithFallback(PrefTheme, "system") {
	case "light":
		base = theme.LightTheme()
	case "dark":
		base = theme.DarkTheme()
	}
	a.Settings().SetTheme(apptheme.New(base, i18n.Current()))
}

// screenHighlight is the grid's clue-cell colour for a highlight name: nil
// for Amber, the default, which the grid then matches to the theme (a
// darker amber under the dark theme), else the named colour itself.
func screenHighlight(name string) color.Color {
	if h, ok := palette.Highlights[name]; ok && h != palette.Highlights["Amber"] {
		return h
	}
	return nil
}

// applyPreferences sets the controls' defaults from the preferences.
func (w *Window) applyPreferences() {
	p := w.App.Preferences()
	w.setLevel(p.StringWithFallback(PrefLevel, "Hard"))
	w.w.randomCount.SetSelected(p.StringWithFallback(PrefClues, "28"))
	if !p.BoolWithFallback(PrefAutosave, true) {
		w.AutosavePath = ""
	}
}

func (w *Window) showPreferences() {
	if keyrule.Busy(w.Win) {
		return
	}
	p := w.App.Preferences()
	var codes, names []string
	for _, l := range i18n.Languages() {
		codes = append(codes, l.Code)
		names = append(names, i18n.T(l.Name))
	}
	language := keyrule.NewSelect(names, nil)
	for i, c := range codes {
		if c == p.String(PrefLanguage) {
			language.SetSelectedIndex(i)
		}
	}
	// The values are what the preference stores; the labels are words
	// (it read "Theme: system" beside "Language: System").
	themeSel := i18n.NewLabelledChoice([]string{"system", "light", "dark"}, []string{"System", "Light", "Dark"}, nil)
	themeSel.SetValue(p.StringWithFallback(PrefTheme, "system"))
	level := i18n.NewChoice(levelNames(), nil)
	level.SetValue(p.StringWithFallback(PrefLevel, "Hard"))
	clues := keyrule.NewSelect(w.w.randomCount.Options, nil)
	clues.SetSelected(p.StringWithFallback(PrefClues, "28"))
	highlight := i18n.NewChoice(palette.Names(), nil)
	highlight.SetValue(p.StringWithFallback(PrefHighlight, "Amber"))
	autosave := keyrule.NewCheck(i18n.T("Autosave the design"), nil)
	autosave.SetChecked(p.BoolWithFallback(PrefAutosave, true))
	items := []*widget.FormItem{
		widget.NewFormItem(i18n.T("Language"), language),
		widget.NewFormItem(i18n.T("Theme"), themeSel),
		widget.NewFormItem(i18n.T("Default level"), level),
		widget.NewFormItem(i18n.T("Default clue count"), clues),
		widget.NewFormItem(i18n.T("Highlight colour"), highlight),
		widget.NewFormItem("", autosave),
	}
	keyrule.ShowForm(i18n.T("Preferences"), i18n.T("Save"), i18n.T("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		// A default changed applies to the window too; one left as it was
		// leaves the window's own choice (saving Preferences to switch the
		// language set the level back to the default, and the next
		// Generate made a Hard puzzle where Extreme was chosen).
		if level.Value() != p.StringWithFallback(PrefLevel, "Hard") {
			w.setLevel(level.Value())
		}
		if clues.Selected != p.StringWithFallback(PrefClues, "28") {
			w.w.randomCount.SetSelected(clues.Selected)
		}
		p.SetString(PrefTheme, themeSel.Value())
		p.SetString(PrefLevel, level.Value())
		p.SetString(PrefClues, clues.Selected)
		p.SetString(PrefHighlight, highlight.Value())
		p.SetBool(PrefAutosave, autosave.Checked)
		ApplyTheme(w.App)
		w.Grid.Highlight = screenHighlight(highlight.Value())
		w.refresh()
		if i := language.SelectedIndex(); i >= 0 && codes[i] != p.String(PrefLanguage) {
			p.SetString(PrefLanguage, codes[i])
			w.SwitchLanguage(codes[i])
		}
	}, w.Win)
}
