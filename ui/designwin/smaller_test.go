package designwin

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// menuItem finds the item labelled label in w's menu bar.
func menuItem(t *testing.T, w *Window, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.Win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// TestMenuAndPreferencesWords: Copy and Paste show their shortcuts as
// every other item does, not in their labels ("Copy puzzle (Ctrl+C)"),
// and still copy a text field's selection when one has the focus; the
// theme choice reads "System" like the language beside it ("system").
func TestMenuAndPreferencesWords(t *testing.T) {
	w := newWindow(t, "")
	copyItem, pasteItem := menuItem(t, w, "Copy puzzle"), menuItem(t, w, "Paste puzzle")
	if copyItem.Shortcut == nil || pasteItem.Shortcut == nil {
		t.Fatal("Copy and Paste show no shortcut")
	}
	copyItem.Action()
	if got := w.App.Clipboard().Content(); got != w.Pattern().String() {
		t.Errorf("Copy puzzle copied %q", got)
	}
	w.App.Preferences().SetString("lastFolder", "/tmp")
	w.showOpenDesign() // its path field has the focus, its text selected
	copyItem.Action()
	if got := w.App.Clipboard().Content(); got != "/tmp/" {
		t.Errorf("Copy with the path field focused copied %q", got)
	}
	w.Win.Canvas().Overlays().Top().Hide()

	w.showPreferences()
	var theme *widget.Select
	for _, o := range test.LaidOutObjects(uitest.Top(t, w.Win)) {
		if c, ok := o.(*i18n.Choice); ok && len(c.Options) == 3 && strings.EqualFold(c.Options[1], "light") {
			theme = &c.Select
		}
	}
	if theme == nil || theme.Selected != "System" || theme.Options[1] != "Light" {
		t.Errorf("the theme choice: %+v", theme)
	}
}

// TestGenerateTwiceGivesAnother: Generate pressed twice on the same
// design gives two puzzles (it gave the same one, which the book then
// refused as "already in the book"); with "Same puzzle every time" ticked
// it gives the same one, and the design file keeps the choice.
func TestGenerateTwiceGivesAnother(t *testing.T) {
	w := newWindow(t, "")
	test.Tap(w.w.fixedSeed) // untick
	generate := func() sudoku.Grid {
		test.Tap(w.w.generate)
		waitIdle(t, w)
		if w.Clues().Clues() == 0 {
			t.Fatalf("no puzzle: %q", w.Result())
		}
		return w.Clues()
	}
	if first, second := generate(), generate(); first == second {
		t.Error("two Generates gave the same puzzle")
	}
	test.Tap(w.w.fixedSeed)
	if first, second := generate(), generate(); first != second {
		t.Error("with a fixed seed, two Generates gave different puzzles")
	}
	if !w.Document().Generation.FixedSeed || !reopened(t, w).w.fixedSeed.Checked {
		t.Error("the fixed seed is not kept in the design")
	}
}

// TestTitleNamesTheDesign: the window's title names the design, with a *
// while it has changes not saved to its file (it said "Pictdoku" always).
func TestTitleNamesTheDesign(t *testing.T) {
	w := newWindow(t, "")
	if got := w.Win.Title(); got != "Pictdoku" {
		t.Errorf("at start: %q", got)
	}
	tapCell(w, 0)
	if got := w.Win.Title(); got != "*Pictdoku" {
		t.Errorf("after an edit: %q", got)
	}
	path := filepath.Join(t.TempDir(), "ring.pictdoku")
	w.showSaveDesign()
	uitest.SaveAs(t, w.Win, "design.pictdoku", path, false)
	if got := w.Win.Title(); got != "ring — Pictdoku" {
		t.Errorf("saved: %q", got)
	}
	tapCell(w, 1)
	if got := w.Win.Title(); got != "*ring — Pictdoku" {
		t.Errorf("edited again: %q", got)
	}
	w.Undo()
	if got := w.Win.Title(); got != "ring — Pictdoku" {
		t.Errorf("the edit undone: %q", got)
	}
	if err := w.OpenDesign(path); err != nil {
		t.Fatal(err)
	}
	waitRated(w)
	if got := w.Win.Title(); got != "ring — Pictdoku" {
		t.Errorf("opened: %q", got)
	}
}

// TestGenerateTabButtonsInSight: at the default 1000x700 the Generate
// tab's Another puzzle and Book… buttons are whole and in sight, above the
// result bar (they were cut in half at the foot of the scroll).
func TestGenerateTabButtonsInSight(t *testing.T) {
	w := newWindow(t, "")
	w.w.tabs.SelectIndex(2)
	w.Win.Content().Refresh()
	d := fyne.CurrentApp().Driver()
	bar := d.AbsolutePositionForObject(w.w.result).Y
	book := uitest.Button(t, w.w.tabs.Items[2].Content, "Book…")
	for _, b := range []*widget.Button{w.w.another, book} {
		at := d.AbsolutePositionForObject(b)
		if b.Size().Height < b.MinSize().Height || at.Y < 0 || at.Y+b.Size().Height > bar {
			t.Errorf("%q is at %v, %v tall; the result bar begins at %v", b.Text, at, b.Size().Height, bar)
		}
	}
}

// TestLevelBoxFollowsTheTechnique: choosing X-Wing greys the Level box
// and shows Medium, the level of X-Wing puzzles (it read "Hard"); the
// design keeps the author's level, and Any technique gives it back.
func TestLevelBoxFollowsTheTechnique(t *testing.T) {
	w := newWindow(t, "")
	w.w.level.SetValue("Hard")
	w.w.technique.SetValue("x-wing")
	if w.w.level.Value() != "Medium" || !w.w.level.Disabled() {
		t.Errorf("with X-Wing the Level box reads %q (disabled %v)", w.w.level.Value(), w.w.level.Disabled())
	}
	if got := w.Document().Generation.Level; got != "Hard" {
		t.Errorf("the design keeps level %q", got)
	}
	w.w.technique.SetValue("any")
	if w.w.level.Value() != "Hard" || w.w.level.Disabled() {
		t.Errorf("back to any technique: %q (disabled %v)", w.w.level.Value(), w.w.level.Disabled())
	}
}
