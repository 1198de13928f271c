package lookgallery

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/pictdoku/pictdoku/engine/catalogue"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/ui/apptheme"
)

// frames returns where the gallery draws the chosen look's frame and the
// keyboard's frame (-1: not drawn), found by their colours among the
// objects the real renderer draws.
func frames(t *testing.T, g *Gallery) (chosen, cursor int) {
	t.Helper()
	chosen, cursor = -1, -1
	for _, o := range test.WidgetRenderer(g).Objects() {
		r, ok := o.(*canvas.Rectangle)
		if !ok {
			continue
		}
		i := g.indexAt(r.Position().AddXY(r.Size().Width/2, r.Size().Height/2))
		switch r.StrokeColor {
		case theme.Color(theme.ColorNamePrimary):
			chosen = i
		case theme.Color(theme.ColorNameForeground):
			cursor = i
		}
	}
	return chosen, cursor
}

// TestKeyboardFrameShows: with the gallery focused, the keyboard's place
// has a frame of its own in the text's colour, also on the chosen look
// (it was drawn in the theme's focus colour, too faint to see, and not at
// all on the chosen look); it follows the arrow keys while the chosen
// look's frame stays, and goes when the gallery loses the focus.
func TestKeyboardFrameShows(t *testing.T) {
	test.NewTempApp(t)
	g := New(nil)
	g.Columns = 3
	g.SetItems([]Item{{Title: "exact outline", Ready: true}, {Title: "contour", Ready: true}, {Title: "outline", Ready: true}})
	g.SetChosen(0)
	w := test.NewTempWindow(t, g)
	if c, k := frames(t, g); c != 0 || k != -1 {
		t.Fatalf("unfocused: chosen frame on %d, keyboard frame on %d; want 0 and none", c, k)
	}
	w.Canvas().Focus(g)
	if c, k := frames(t, g); c != 0 || k != 0 {
		t.Errorf("focused: chosen frame on %d, keyboard frame on %d; want both on 0", c, k)
	}
	w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if c, k := frames(t, g); c != 0 || k != 1 {
		t.Errorf("after Right: chosen frame on %d, keyboard frame on %d; want 0 and 1", c, k)
	}
	w.Canvas().Unfocus()
	if _, k := frames(t, g); k != -1 {
		t.Errorf("unfocused again: keyboard frame on %d", k)
	}
}

// TestWalkSurvivesARefresh: the window frames the look in its grid on
// every refresh (a look settling, any change), and that no longer sends
// the keyboard back to it: Enter takes the look walked to. A newly chosen
// look still brings the keyboard along.
func TestWalkSurvivesARefresh(t *testing.T) {
	test.NewTempApp(t)
	var taken []int
	g := New(func(i int) { taken = append(taken, i) })
	g.Columns = 4
	g.SetItems([]Item{{Title: "a", Ready: true}, {Title: "b", Ready: true}, {Title: "c", Ready: true}, {Title: "d", Ready: true}})
	g.SetChosen(0)
	w := test.NewTempWindow(t, g)
	w.Canvas().Focus(g)
	w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	g.SetChosen(0) // a refresh of the window, the same look in the grid
	if g.Cursor() != 2 {
		t.Fatalf("a refresh moved the keyboard from look 2 to look %d", g.Cursor())
	}
	w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(taken) != 1 || taken[0] != 2 {
		t.Errorf("Enter took %v, want look 2", taken)
	}
	g.SetChosen(3) // another look reached the grid
	if g.Cursor() != 3 {
		t.Errorf("a newly chosen look left the keyboard on %d", g.Cursor())
	}
}

// TestTakeLeavesTheFrameToTheWindow: a click asks the window for the look
// and frames nothing itself, so a look the window refuses (while a
// puzzle is being generated) is not framed as if it were in the grid.
func TestTakeLeavesTheFrameToTheWindow(t *testing.T) {
	test.NewTempApp(t)
	var g *Gallery
	refuse := true
	g = New(func(i int) {
		if !refuse {
			g.SetChosen(i)
		}
	})
	g.Columns = 3
	g.SetItems([]Item{{Title: "a", Ready: true}, {Title: "b", Ready: true}, {Title: "c", Ready: true}})
	g.SetChosen(0)
	test.NewTempWindow(t, g)
	test.TapAt(g, g.ItemCenter(2))
	if c, _ := frames(t, g); c != 0 || g.Chosen() != 0 {
		t.Errorf("a refused look: frame on %d (chosen %d), want it left on 0", c, g.Chosen())
	}
	refuse = false
	test.TapAt(g, g.ItemCenter(2))
	if c, _ := frames(t, g); c != 2 {
		t.Errorf("a taken look: frame on %d, want 2", c)
	}
}

// TestCaptionsClearTheKeyboardFrame: a caption's letters stand inside the
// keyboard's frame (it drew over their first column, the last line touched
// its bottom, and a long name ran across its right side).
func TestCaptionsClearTheKeyboardFrame(t *testing.T) {
	for _, lang := range catalogue.Languages() {
		tr := catalogue.Translator(lang)
		test.NewTempApp(t).Settings().SetTheme(apptheme.New(theme.DefaultTheme(), lang))
		g := New(nil)
		g.Columns = 2
		g.SetItems([]Item{
			{Title: tr("exact silhouette"), Count: fmt.Sprintf(tr("%d+%d clues"), 26, 4), Detail: tr("Needs trial"), Ready: true},
			{Title: tr("outline"), Ready: true}})
		g.SetChosen(0)
		w := test.NewTempWindow(t, g)
		w.Canvas().Focus(g)
		var frame *canvas.Rectangle
		var texts []*canvas.Text
		for _, o := range test.WidgetRenderer(g).Objects() {
			switch o := o.(type) {
			case *canvas.Rectangle:
				if o.StrokeColor == theme.Color(theme.ColorNameForeground) {
					frame = o
				}
			case *canvas.Text:
				if g.indexAt(o.Position()) == 0 {
					texts = append(texts, o)
				}
			}
		}
		if frame == nil || len(texts) != captionLines {
			t.Fatalf("%s: the keyboard's frame: %v; the first look's caption lines: %d", lang, frame != nil, len(texts))
		}
		left, right := frame.Position().X+frame.StrokeWidth, frame.Position().X+frame.Size().Width-frame.StrokeWidth
		bottom := frame.Position().Y + frame.Size().Height - frame.StrokeWidth
		for _, c := range texts {
			x0, x1, y1 := c.Position().X, c.Position().X+c.MinSize().Width, c.Position().Y+c.MinSize().Height
			if x0 < left || x1 > right || y1 > bottom {
				t.Errorf("%s: %q from x %.1f to %.1f, down to y %.1f: inside the frame is x %.1f to %.1f, y to %.1f", lang, c.Text, x0, x1, y1, left, right, bottom)
			}
		}
	}
}

// TestCaptionsFitTheirTile: the longest caption lines the design window
// gives a look (its name, a two-digit count, every level's name, "no
// puzzle", "working…") are drawn whole in English and in Japanese, in the
// theme the app draws each with, not cut with "…" as "45 clues · no
// puzzle" and "28 clues · Needs trial" were when the count and the level
// shared a line.
func TestCaptionsFitTheirTile(t *testing.T) {
	keys := append(picture.LookNames(), "no puzzle", "working…")
	for _, l := range append(logic.Levels(), logic.NeedsTrial) {
		keys = append(keys, l.String())
	}
	for _, lang := range catalogue.Languages() {
		tr := catalogue.Translator(lang)
		test.NewTempApp(t).Settings().SetTheme(apptheme.New(theme.DefaultTheme(), lang))
		w, _ := New(nil).cellSize()
		lines := []string{fmt.Sprintf(tr("%d clues"), 45), fmt.Sprintf(tr("%d+%d clues"), 45, 12)}
		for _, k := range keys {
			lines = append(lines, tr(k))
		}
		for _, s := range lines {
			if got := fitText(s, captionWidth(w)); got != s {
				t.Errorf("%s: %q is drawn as %q", lang, s, got)
			}
		}
	}
}
