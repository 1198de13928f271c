// Package lookgallery is the Fyne widget that shows a picture's looks side
// by side: a small picture of each look's cells with a caption, filled in
// as the looks are worked out, the default marked, the look in the grid
// framed. A click takes a look; so does the keyboard: the arrow keys (and
// Home and End) walk the looks, Enter or Space takes the one walked to.
//
// The widget only shows what it is given (SetItems) and reports what the
// author takes (OnChosen): the looks and their puzzles come from
// engine/looks, their pictures from export/gridimage.
package lookgallery

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Item is one look as the gallery shows it.
type Item struct {
	Picture image.Image // the look's cells; nil while it has none to show
	Title   string      // the look's name: "exact silhouette"
	Count   string      // its clue count: "28 clues"
	Detail  string      // its puzzle's level ("Needs trial"), "no puzzle" or "working…"
	Default bool        // the look used when the author has not chosen
	Ready   bool        // its puzzle is found: the look can be taken
	Failed  bool        // it gave no puzzle: taking it says why
}

// Gallery shows looks in rows of Columns.
type Gallery struct {
	widget.BaseWidget

	// OnChosen is called with the index of the look the author takes (or,
	// for a look that gave no puzzle, asks about).
	OnChosen func(i int)
	// Columns is how many looks stand side by side (default 3).
	Columns int

	items   []Item
	chosen  int // the look in the grid, or -1
	cursor  int // the look the keyboard is on
	focused bool
}

// New returns an empty gallery.
func New(onChosen func(i int)) *Gallery {
	g := &Gallery{OnChosen: onChosen, Columns: 3, chosen: -1}
	g.ExtendBaseWidget(g)
	return g
}

// SetItems shows items, keeping the look in the grid and the keyboard's
// place where they still exist.
func (g *Gallery) SetItems(items []Item) {
	g.items = items
	if g.chosen >= len(items) {
		g.chosen = -1
	}
	g.cursor = min(g.cursor, max(len(items)-1, 0))
	g.Refresh()
}

// Items returns the looks shown.
func (g *Gallery) Items() []Item { return g.items }

// SetChosen frames look i as the one in the grid (-1: none). The keyboard
// moves to a newly chosen look, and stays where it walked to while the
// same look is chosen again (the window frames its look on every refresh).
func (g *Gallery) SetChosen(i int) {
	if i >= 0 && i != g.chosen {
		g.cursor = i
	}
	g.chosen = i
	g.Refresh()
}

// Chosen returns the look framed as the one in the grid, or -1.
func (g *Gallery) Chosen() int { return g.chosen }

// Cursor returns the look the keyboard is on.
func (g *Gallery) Cursor() int { return g.cursor }

// take chooses look i, if its puzzle is ready, or asks why it has none.
// It does not frame the look: OnChosen's owner does, with SetChosen, once
// the look is in the grid (it may refuse, as while a puzzle is generated).
func (g *Gallery) take(i int) {
	if i < 0 || i >= len(g.items) || !(g.items[i].Ready || g.items[i].Failed) {
		return
	}
	g.cursor = i
	g.Refresh()
	if g.OnChosen != nil {
		g.OnChosen(i)
	}
}

// Tapped takes the look under the pointer.
func (g *Gallery) Tapped(ev *fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(g); c != nil {
		c.Focus(g)
	}
	if i := g.indexAt(ev.Position); i >= 0 {
		g.take(i)
	}
}

// ItemCenter returns the centre of look i's picture, in the gallery's
// coordinates (where a tap takes it).
func (g *Gallery) ItemCenter(i int) fyne.Position {
	w, h := g.cellSize()
	return fyne.NewPos(float32(i%g.columns())*w+w/2, float32(i/g.columns())*h+thumbSide/2)
}

// indexAt returns the look at pos, or -1.
func (g *Gallery) indexAt(pos fyne.Position) int {
	w, h := g.cellSize()
	col, row := int(pos.X/w), int(pos.Y/h)
	if col < 0 || col >= g.columns() || row < 0 {
		return -1
	}
	if i := row*g.columns() + col; i < len(g.items) {
		return i
	}
	return -1
}

// FocusGained, FocusLost, TypedRune and TypedKey make the gallery walkable
// by keyboard (Tab reaches it as any other control).
func (g *Gallery) FocusGained() { g.focused = true; g.Refresh() }

// FocusLost hides the keyboard's frame.
func (g *Gallery) FocusLost() { g.focused = false; g.Refresh() }

// TypedRune takes the look walked to on a space.
func (g *Gallery) TypedRune(r rune) {
	if r == ' ' {
		g.take(g.cursor)
	}
}

// TypedKey walks the looks (arrows, Home, End) and takes one (Enter).
func (g *Gallery) TypedKey(ev *fyne.KeyEvent) {
	n := len(g.items)
	if n == 0 {
		return
	}
	switch ev.Name {
	case fyne.KeyLeft:
		g.cursor = max(g.cursor-1, 0)
	case fyne.KeyRight:
		g.cursor = min(g.cursor+1, n-1)
	case fyne.KeyUp:
		g.cursor = max(g.cursor-g.columns(), 0)
	case fyne.KeyDown:
		g.cursor = min(g.cursor+g.columns(), n-1)
	case fyne.KeyHome:
		g.cursor = 0
	case fyne.KeyEnd:
		g.cursor = n - 1
	case fyne.KeyReturn, fyne.KeyEnter:
		g.take(g.cursor)
		return
	default:
		return
	}
	g.Refresh()
}

func (g *Gallery) columns() int { return max(g.Columns, 1) }

// thumbSide is the side of a look's picture; the caption's three lines
// (name, count, level) go below it.
const thumbSide = 88

// cellSize is the size each look takes.
func (g *Gallery) cellSize() (float32, float32) {
	pad := theme.Padding()
	text := theme.CaptionTextSize()
	return thumbSide + 2*inset, thumbSide + captionLines*text*1.4 + 3*pad + frameStroke
}

// frameStroke is the width of the chosen look's frame and of the
// keyboard's, which is drawn cursorInset inside its tile.
const frameStroke, cursorInset = 2, 4

// inset is where a look's picture and caption start in its tile: clear of
// the keyboard's frame, which drew over the first column of a caption's
// letters.
const inset = cursorInset + frameStroke + 2

// MinSize fits every row.
func (g *Gallery) MinSize() fyne.Size {
	w, h := g.cellSize()
	rows := (len(g.items) + g.columns() - 1) / g.columns()
	return fyne.NewSize(w*float32(g.columns()), h*float32(rows))
}

// CreateRenderer draws the looks.
func (g *Gallery) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{g: g}
	r.Refresh()
	return r
}

type renderer struct {
	g       *Gallery
	objects []fyne.CanvasObject
}

func (r *renderer) Destroy()                     {}
func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *renderer) MinSize() fyne.Size           { return r.g.MinSize() }
func (r *renderer) Layout(fyne.Size)             { r.Refresh() }

// Refresh rebuilds the looks' objects: few enough (a dozen looks at most)
// that placing them anew is simpler than keeping them.
func (r *renderer) Refresh() {
	g := r.g
	w, h := g.cellSize()
	pad := theme.Padding()
	fg := theme.Color(theme.ColorNameForeground)
	r.objects = r.objects[:0]
	for i, it := range g.items {
		x, y := float32(i%g.columns())*w, float32(i/g.columns())*h
		if i == g.chosen {
			frame := canvas.NewRectangle(theme.Color(theme.ColorNameSelection))
			frame.StrokeWidth = frameStroke
			frame.StrokeColor = theme.Color(theme.ColorNamePrimary)
			frame.Move(fyne.NewPos(x+1, y+1))
			frame.Resize(fyne.NewSize(w-2, h-2))
			r.objects = append(r.objects, frame)
		}
		if g.focused && i == g.cursor {
			// The keyboard's place: a frame in the text's colour, inside
			// the chosen look's frame when it is on that look, so that
			// both show (the theme's focus colour is too faint to see).
			cursor := canvas.NewRectangle(color.Transparent)
			cursor.StrokeWidth = frameStroke
			cursor.StrokeColor = fg
			cursor.Move(fyne.NewPos(x+cursorInset, y+cursorInset))
			cursor.Resize(fyne.NewSize(w-2*cursorInset, h-2*cursorInset))
			r.objects = append(r.objects, cursor)
		}
		if it.Picture != nil {
			img := canvas.NewImageFromImage(it.Picture)
			img.FillMode = canvas.ImageFillContain
			img.ScaleMode = canvas.ImageScaleFastest
			if !it.Ready {
				img.Translucency = 0.6
			}
			img.Move(fyne.NewPos(x+inset, y+pad))
			img.Resize(fyne.NewSize(thumbSide, thumbSide))
			r.objects = append(r.objects, img)
		}
		if it.Default {
			// The default's mark sits on its picture's corner, so that
			// its caption keeps the room every other caption has.
			badge := canvas.NewCircle(theme.Color(theme.ColorNamePrimary))
			side := theme.TextSize() * 1.3
			badge.Move(fyne.NewPos(x+pad/2, y+pad/2))
			badge.Resize(fyne.NewSize(side, side))
			// A drawn mark: Fyne's bundled font has no star, so a
			// typed one would depend on the machine's fonts.
			mark := canvas.NewImageFromResource(theme.NewColoredResource(theme.ConfirmIcon(), theme.ColorNameForegroundOnPrimary))
			mark.FillMode = canvas.ImageFillContain
			mark.Move(fyne.NewPos(x+pad/2+side*0.15, y+pad/2+side*0.15))
			mark.Resize(fyne.NewSize(side*0.7, side*0.7))
			r.objects = append(r.objects, badge, mark)
		}
		for k, line := range [captionLines]string{it.Title, it.Count, it.Detail} {
			// A line of its own for the count and for the level: "28
			// clues · Needs trial" was cut in one, and the Japanese longer
			// still. A caption may reach half a padding into the gap
			// before the next tile's picture.
			t := canvas.NewText(fitText(line, captionWidth(w)), fg)
			t.TextSize = theme.CaptionTextSize()
			if !it.Ready {
				t.Color = theme.Color(theme.ColorNameDisabled)
			}
			t.Move(fyne.NewPos(x+inset, y+2*pad+thumbSide+float32(k)*t.TextSize*1.4))
			r.objects = append(r.objects, t)
		}
	}
	canvas.Refresh(g)
}

// captionLines is the number of lines under a look's picture.
const captionLines = 3

// captionWidth is the room a caption has in a tile w wide: from inset to
// the keyboard's frame ("正確なシルエット" ran across it and the chosen
// look's frame when a caption could reach into the gap between tiles).
func captionWidth(w float32) float32 { return w - inset - (cursorInset + frameStroke) }

// fitText shortens s with "…" until it fits width at caption size.
func fitText(s string, width float32) string {
	size := theme.CaptionTextSize()
	if fyne.MeasureText(s, size, fyne.TextStyle{}).Width <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if fyne.MeasureText(string(r)+"…", size, fyne.TextStyle{}).Width <= width {
			return string(r) + "…"
		}
	}
	return s
}
