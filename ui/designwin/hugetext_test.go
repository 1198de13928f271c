package designwin

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/opendialog"
)

// huge is the value a damaged or crafted file holds in one field: 10 MB,
// as in the autosave that kept the app from starting (its picture name
// was measured whole by the picture line).
var huge = strings.Repeat("z", 10<<20)

// mostShown is the most characters a window may show of a one-line value
// from a file, with the words around it.
const mostShown = text.MaxShownLine + 200

// jsonLeaf is one string of a JSON document, and how to put another value
// in its place.
type jsonLeaf struct {
	path string
	set  func(string) []byte
}

// stringLeaves lists every string of the JSON document data (the first
// element of each list), so that a field added to a file format later is
// tested too.
func stringLeaves(t *testing.T, data []byte) []jsonLeaf {
	t.Helper()
	var leaves []jsonLeaf
	var walk func(path string, v any, put func(any))
	walk = func(path string, v any, put func(any)) {
		switch v := v.(type) {
		case string:
			leaves = append(leaves, jsonLeaf{path: path, set: func(s string) []byte {
				put(s)
				defer put(v)
				out, err := json.Marshal(rootOf(data, t))
				if err != nil {
					t.Fatal(err)
				}
				return out
			}})
		case map[string]any:
			for k, e := range v {
				walk(path+"."+k, e, func(x any) { v[k] = x })
			}
		case []any:
			if len(v) > 0 {
				walk(path+"[0]", v[0], func(x any) { v[0] = x })
			}
		}
	}
	walk("", rootOf(data, t), nil)
	return leaves
}

// roots keeps the decoded document each leaf's setter edits in place.
var roots = map[string]any{}

func rootOf(data []byte, t *testing.T) any {
	if r, ok := roots[string(data)]; ok {
		return r
	}
	var r any
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	roots[string(data)] = r
	return r
}

// fullDesign is a design that carries every field: a picture with its
// name, settings, a puzzle with its solution, rating, helpers, play state
// and cell colours.
func fullDesign(t *testing.T) []byte {
	w := newWindow(t, "")
	<-w.OpenPicture(ringPicture(t))
	d := w.Document()
	g, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	sol, _ := exact.Solve(&g)
	clues := pattern.OfClues(g)
	helper := clues.Cells()[0]
	var p, h pattern.Pattern
	for _, c := range clues.Cells() {
		if c == helper {
			h.Set(c, true)
		} else {
			p.Set(c, true)
		}
	}
	d.Pattern, d.Helpers, d.Puzzle, d.Solution = p.String(), h.String(), g.String(), sol.String()
	d.Generation.Technique = logic.XWing.Info().Key
	d.Rating = &design.Rating{Level: "Easy", Score: 1.5, Hardest: "Naked Single"}
	d.Play = &design.PlayState{Entries: strings.Repeat(".", 81), Pencil: make([]uint16, 81), Seconds: 3}
	data, err := design.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := design.Unmarshal(data); err != nil {
		t.Fatalf("the full design does not read back: %v", err)
	}
	return data
}

// checkShown fails the test when win shows more than most characters of
// any text.
func checkShown(t *testing.T, what string, win fyne.Window, most int) {
	t.Helper()
	if n, text := uitest.LongestText(win); n > most {
		t.Errorf("%s shows a text of %d characters: %q", what, n, text)
	}
}

// TestHugeDesignValuesShortened: a design or autosave with 10 MB in any
// one of its strings (each string of the format in turn) starts the app:
// no label, field, button or title of the design window, its Picture
// tab, the save dialog, the play window or the book builder shows more
// than a line of it, and the autosave is left as it was at start. The
// picture name used to be laid out whole: no window after minutes, then
// out of memory in the Picture tab.
func TestHugeDesignValuesShortened(t *testing.T) {
	base := fullDesign(t)
	leaves := stringLeaves(t, base)
	if len(leaves) < 12 {
		t.Fatalf("only %d strings found in the design", len(leaves))
	}
	for _, leaf := range leaves {
		t.Run(leaf.path, func(t *testing.T) {
			data := leaf.set(huge)
			dir := t.TempDir()
			autosave := filepath.Join(dir, "autosave.pictdoku")
			os.WriteFile(autosave, data, 0o644)
			w := newWindow(t, autosave)
			w.BookPath = filepath.Join(dir, "book.json")
			checkShown(t, "the design window", w.Win, mostShown)
			w.w.tabs.SelectIndex(1) // the Picture tab
			checkShown(t, "the Picture tab", w.Win, mostShown)
			w.FlushAutosave()
			if _, err := os.Stat(autosave + ".bak"); err != nil { // read, not refused
				if now, _ := os.ReadFile(autosave); !bytes.Equal(now, data) {
					t.Error("the autosave was written over at start")
				}
			}
			if w.Clues().Clues() > 0 {
				pw := w.Play()
				checkShown(t, "the play window", pw.Win, mostShown)
				pw.Win.Close()
				w.AddToBook()
				checkShown(t, "the design window after Add to book", w.Win, mostShown)
			}
			bw := w.ShowBook()
			checkShown(t, "the book builder", bw.Win, mostShown)
			bw.Win.Close()
			w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault})
			checkShown(t, "the save dialog", w.Win, mostShown)
		})
	}
}

// TestHugeBookValuesShortened: the book list with 10 MB in any one of its
// strings opens in the book builder (both tabs) with no text longer than
// the most it shows: a line, or the imprint's and cover's paragraphs.
func TestHugeBookValuesShortened(t *testing.T) {
	g, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	sol, _ := exact.Solve(&g)
	var h pattern.Pattern
	h.Set(0, true)
	b := book.Book{Items: []book.Item{{Puzzle: g.String(), Solution: sol.String(), Level: "Easy", Score: 1.5,
		Colors: []string{"#ffffff"}, Helpers: h.String(), Technique: "X-Wing", Design: "heart"}},
		Settings: book.Settings{Title: "Hearts", PageSize: "A4", PerPage: 4, Highlight: "Amber", Font: "font.ttf", Lang: "en",
			Imprint: "© me", ImageFormat: "svg", Paper: "white", Printer: "kdp", BackText: "Forty hearts."}}
	base, err := book.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	leaves := stringLeaves(t, base)
	if len(leaves) < 15 {
		t.Fatalf("only %d strings found in the book", len(leaves))
	}
	for _, leaf := range leaves {
		t.Run(leaf.path, func(t *testing.T) {
			dir := t.TempDir()
			w := newWindow(t, "")
			w.BookPath = filepath.Join(dir, "book.json")
			os.WriteFile(w.BookPath, leaf.set(huge), 0o644)
			bw := w.ShowBook()
			defer bw.Win.Close()
			most := mostShown
			if strings.HasSuffix(leaf.path, "imprint") || strings.HasSuffix(leaf.path, "backText") {
				most = text.MaxShownText + 1
			}
			checkShown(t, "the book builder", bw.Win, most)
			checkShown(t, "the design window", w.Win, mostShown)
			for i := range 2 {
				tabsOf(t, bw.Win).SelectIndex(i)
				checkShown(t, fmt.Sprintf("the book builder's tab %d", i+1), bw.Win, most)
			}
		})
	}
}

// TestHugePreferencesShortened: a preferences file with 10 MB in any one
// of the app's preferences starts the app, and neither the Open and
// Preferences dialogs nor the language show more than a line of it.
func TestHugePreferencesShortened(t *testing.T) {
	for _, key := range []string{PrefTheme, PrefLevel, PrefClues, PrefHighlight, PrefLanguage, opendialog.PrefLastFolder,
		"bookwin.fillLevels", "bookwin.fillTechnique"} {
		t.Run(key, func(t *testing.T) {
			w := newWindow(t, "")
			w.App.Preferences().SetString(key, huge)
			err := i18n.SetLanguage(w.App.Preferences().String(PrefLanguage)) // as main does at start
			defer i18n.SetLanguage("en")
			if err != nil && len(err.Error()) > mostShown {
				t.Errorf("the language's error has %d bytes", len(err.Error()))
			}
			if i18n.Current() != "en" {
				t.Errorf("language %q", i18n.Current())
			}
			w = New(w.App, heart(), "")
			defer w.Win.Close()
			checkShown(t, "the design window", w.Win, mostShown)
			w.showOpenDesign()
			checkShown(t, "the open dialog", w.Win, mostShown)
			w.Win.Canvas().Overlays().Top().Hide()
			w.showPreferences()
			checkShown(t, "the preferences", w.Win, mostShown)
			w.Win.Canvas().Overlays().Top().Hide()
			bw := w.ShowBook()
			defer bw.Win.Close()
			test.Tap(uitest.Button(t, bw.Win.Canvas().Content(), "Fill from designs…"))
			checkShown(t, "the fill dialog", bw.Win, mostShown)
		})
	}
}

// tabsOf finds the tabs of win.
func tabsOf(t *testing.T, win fyne.Window) *container.AppTabs {
	t.Helper()
	for _, o := range test.LaidOutObjects(win.Canvas().Content()) {
		if tabs, ok := o.(*container.AppTabs); ok {
			return tabs
		}
	}
	t.Fatal("no tabs")
	return nil
}
