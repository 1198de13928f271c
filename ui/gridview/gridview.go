// Package gridview is the Fyne widget that draws a Sudoku grid: thin cell
// lines, thick box lines, highlighted clue cells, digits, an optional faint
// picture behind the grid, and mouse editing by tap and drag.
package gridview

import (
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/palette"
)

// CellStyle marks a cell for extra highlighting (hints, conflicts, selection).
type CellStyle int

// Cell styles, drawn over the clue highlight.
const (
	StyleNone             CellStyle = iota
	StyleSelected                   // the cell the player works on
	StyleSame                       // holds the same digit as the selected cell
	StyleFocus                      // part of a hint's pattern
	StyleConflict                   // a digit that clashes with a peer
	StyleTarget                     // a hint's placement or elimination
	StyleGhost                      // a cell a suggested fix would add to the pattern
	StyleSelectedConflict           // the selected cell, whose digit clashes
)

// GridView shows a pattern and, once a puzzle exists, its digits.
type GridView struct {
	widget.BaseWidget

	Pattern  pattern.Pattern
	Clues    sudoku.Grid // clue digits (0 = none)
	Entries  sudoku.Grid // digits typed by the player
	Pencil   [81]sudoku.Mask
	Revealed [81]bool // entries the player had revealed, drawn apart
	Styles   [81]CellStyle
	// Removed and Placed colour pencil marks, as a solution path shows a
	// step: the candidates it removes in red, the digits it places in
	// green.
	Removed, Placed [81]sudoku.Mask
	Picture         image.Image // shown faintly behind the grid, or nil
	Highlight       color.Color // clue cell fill; nil for the theme's default
	CellColors      *[81]color.Color

	// OnCellDown is called when a press or drag starts on a cell; OnCellDrag
	// when a drag enters another cell; OnCellUp when it ends.
	OnCellDown func(cell int)
	OnCellDrag func(cell int)
	OnCellUp   func()

	dragging bool
	lastDrag int
}

// New returns an empty grid view.
func New() *GridView {
	g := &GridView{lastDrag: -1}
	g.ExtendBaseWidget(g)
	return g
}

// DefaultHighlight is the clue cell fill of the light theme: the same
// amber as images and print.
var DefaultHighlight = palette.Amber

// darkHighlight is the clue cell fill of the dark theme.
var darkHighlight = color.NRGBA{R: 0x8a, G: 0x5a, B: 0x10, A: 0xff}

// MinSize keeps the grid readable.
func (g *GridView) MinSize() fyne.Size { return fyne.NewSize(320, 320) }

// geometry returns the grid's origin and cell size within size.
func geometry(size fyne.Size) (fyne.Position, float32) {
	side := min(size.Width, size.Height)
	cell := float32(int(side/9*100)) / 100
	side = cell * 9
	return fyne.NewPos((size.Width-side)/2, (size.Height-side)/2), cell
}

// CellAt returns the cell under a position, or -1.
func (g *GridView) CellAt(p fyne.Position) int {
	origin, cell := geometry(g.Size())
	x, y := p.X-origin.X, p.Y-origin.Y
	if x < 0 || y < 0 || x >= cell*9 || y >= cell*9 {
		return -1
	}
	return int(y/cell)*9 + int(x/cell)
}

// CellCenter returns the position of a cell's centre, for tests.
func (g *GridView) CellCenter(c int) fyne.Position {
	origin, cell := geometry(g.Size())
	return fyne.NewPos(origin.X+(float32(c%9)+0.5)*cell, origin.Y+(float32(c/9)+0.5)*cell)
}

// Tapped handles a click: a press and release on one cell.
func (g *GridView) Tapped(ev *fyne.PointEvent) {
	if g.dragging {
		return
	}
	if c := g.CellAt(ev.Position); c >= 0 && g.OnCellDown != nil {
		g.OnCellDown(c)
		if g.OnCellUp != nil {
			g.OnCellUp()
		}
	}
}

// Dragged paints across cells: the first cell starts the stroke.
func (g *GridView) Dragged(ev *fyne.DragEvent) {
	c := g.CellAt(ev.Position)
	if !g.dragging {
		g.dragging = true
		start := g.CellAt(ev.Position.Subtract(ev.Dragged))
		if start < 0 {
			start = c
		}
		g.lastDrag = start
		if start >= 0 && g.OnCellDown != nil {
			g.OnCellDown(start)
		}
	}
	if c >= 0 && c != g.lastDrag {
		g.lastDrag = c
		if g.OnCellDrag != nil {
			g.OnCellDrag(c)
		}
	}
}

// DragEnd finishes a stroke.
func (g *GridView) DragEnd() {
	if g.dragging && g.OnCellUp != nil {
		g.OnCellUp()
	}
	g.dragging = false
	g.lastDrag = -1
}

// CreateRenderer builds the canvas objects.
func (g *GridView) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{g: g}
	r.background = canvas.NewRectangle(color.White)
	r.picture = canvas.NewImageFromImage(nil)
	r.picture.FillMode = canvas.ImageFillStretch
	r.picture.Translucency = 0.8
	r.objects = append(r.objects, r.background)
	for i := range r.cells {
		r.cells[i] = canvas.NewRectangle(color.Transparent)
		r.objects = append(r.objects, r.cells[i])
	}
	r.objects = append(r.objects, r.picture)
	for i := range r.digits {
		r.digits[i] = canvas.NewText("", color.Black)
		r.digits[i].Alignment = fyne.TextAlignCenter
		r.objects = append(r.objects, r.digits[i])
		for d := range r.pencil[i] {
			r.pencil[i][d] = canvas.NewText("", color.Black)
			r.pencil[i][d].Alignment = fyne.TextAlignCenter
			r.objects = append(r.objects, r.pencil[i][d])
		}
	}
	for i := range r.lines {
		r.lines[i] = canvas.NewLine(color.Black)
		r.objects = append(r.objects, r.lines[i])
	}
	r.Refresh()
	return r
}

type renderer struct {
	g          *GridView
	background *canvas.Rectangle
	picture    *canvas.Image
	cells      [81]*canvas.Rectangle
	digits     [81]*canvas.Text
	pencil     [81][9]*canvas.Text // digit d+1's mark, at its place in a 3x3 layout
	lines      [20]*canvas.Line
	objects    []fyne.CanvasObject
}

func (r *renderer) Destroy()                     {}
func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *renderer) MinSize() fyne.Size           { return r.g.MinSize() }

func (r *renderer) Layout(size fyne.Size) {
	origin, cell := geometry(size)
	side := cell * 9
	r.background.Move(origin)
	r.background.Resize(fyne.NewSize(side, side))
	r.picture.Move(origin)
	r.picture.Resize(fyne.NewSize(side, side))
	for i := 0; i < 81; i++ {
		pos := origin.Add(fyne.NewPos(float32(i%9)*cell, float32(i/9)*cell))
		r.cells[i].Move(pos)
		r.cells[i].Resize(fyne.NewSize(cell, cell))
		r.digits[i].TextSize = cell * 0.62
		r.digits[i].Move(pos)
		r.digits[i].Resize(fyne.NewSize(cell, cell))
		third := cell / 3
		for d, t := range r.pencil[i] {
			t.TextSize = cell * 0.24
			t.Move(pos.Add(fyne.NewPos(float32(d%3)*third, float32(d/3)*third)))
			t.Resize(fyne.NewSize(third, third))
		}
	}
	for i := 0; i < 10; i++ {
		off := float32(i) * cell
		h, v := r.lines[i], r.lines[10+i]
		h.Position1, h.Position2 = origin.Add(fyne.NewPos(0, off)), origin.Add(fyne.NewPos(side, off))
		v.Position1, v.Position2 = origin.Add(fyne.NewPos(off, 0)), origin.Add(fyne.NewPos(off, side))
		width := float32(1)
		if i%3 == 0 {
			width = 3
		}
		h.StrokeWidth, v.StrokeWidth = width, width
	}
}

// styleColors are drawn over a cell's base fill.
var styleColors = map[CellStyle]color.NRGBA{
	StyleSelected: {R: 0x64, G: 0xb5, B: 0xf6, A: 0xc0},
	StyleSame:     {R: 0x90, G: 0xca, B: 0xf9, A: 0x90},
	StyleFocus:    {R: 0xa5, G: 0xd6, B: 0xa7, A: 0xc0},
	StyleConflict: {R: 0xef, G: 0x53, B: 0x50, A: 0xb0},
	StyleTarget:   {R: 0xff, G: 0x8a, B: 0x65, A: 0xd0},
	StyleGhost:    {R: 0x43, G: 0xa0, B: 0x47, A: 0x80},
	// Selected and clashing: the conflict's red, shifted toward the
	// selection's blue, so both facts show.
	StyleSelectedConflict: {R: 0xc0, G: 0x40, B: 0xb0, A: 0xd0},
}

func (r *renderer) Refresh() {
	g := r.g
	dark := isDark(theme.Color(theme.ColorNameBackground))
	bg := color.Color(color.White)
	ink := color.Color(color.Black)
	entryInk := color.Color(color.NRGBA{R: 0x15, G: 0x65, B: 0xc0, A: 0xff})
	revealedInk := color.Color(color.NRGBA{R: 0x8e, G: 0x24, B: 0xaa, A: 0xff})
	highlight := g.Highlight
	if dark {
		bg = color.NRGBA{R: 0x20, G: 0x22, B: 0x26, A: 0xff}
		ink = color.NRGBA{R: 0xee, G: 0xee, B: 0xee, A: 0xff}
		entryInk = color.NRGBA{R: 0x90, G: 0xca, B: 0xf9, A: 0xff}
		revealedInk = color.NRGBA{R: 0xce, G: 0x93, B: 0xd8, A: 0xff}
		if highlight == nil {
			highlight = darkHighlight
		}
	}
	if highlight == nil {
		highlight = DefaultHighlight
	}
	r.background.FillColor = bg
	if r.picture.Image != g.Picture {
		// A new picture must replace the old one's texture at once.
		r.picture.Image = g.Picture
		r.picture.Refresh()
	}
	r.picture.Hidden = g.Picture == nil
	for i := 0; i < 81; i++ {
		fill := color.Color(color.Transparent)
		if g.Pattern.Has(i) {
			fill = highlight
			if g.CellColors != nil && g.CellColors[i] != nil {
				fill = g.CellColors[i]
			}
		}
		if sc, ok := styleColors[g.Styles[i]]; ok {
			fill = blend(fill, bg, sc)
		}
		r.cells[i].FillColor = fill
		d := g.Clues[i]
		r.digits[i].Color = inkOn(fill, ink)
		r.digits[i].TextStyle = fyne.TextStyle{Bold: true}
		if d == 0 && g.Entries[i] != 0 {
			d = g.Entries[i]
			r.digits[i].Color = entryInk
			r.digits[i].TextStyle = fyne.TextStyle{}
			if g.Revealed[i] {
				r.digits[i].Color = revealedInk
				r.digits[i].TextStyle = fyne.TextStyle{Italic: true}
			}
		}
		r.digits[i].Text = ""
		if d != 0 {
			r.digits[i].Text = strconv.Itoa(int(d))
		}
		for k, t := range r.pencil[i] {
			t.Text = ""
			if d == 0 && g.Pencil[i].Has(k+1) {
				t.Text = strconv.Itoa(k + 1)
			}
			t.Color, t.TextStyle = ink, fyne.TextStyle{}
			switch {
			case g.Placed[i].Has(k + 1):
				t.Color, t.TextStyle = placedInk(dark), fyne.TextStyle{Bold: true}
			case g.Removed[i].Has(k + 1):
				t.Color, t.TextStyle = removedInk(dark), fyne.TextStyle{Bold: true}
			}
		}
	}
	for _, l := range r.lines {
		l.StrokeColor = ink
	}
	canvas.Refresh(g)
}

// placedInk and removedInk draw a solution step's placed and removed
// candidates: a green and a red that read on white and on the dark theme.
func placedInk(dark bool) color.Color {
	if dark {
		return color.NRGBA{R: 0x81, G: 0xc7, B: 0x84, A: 0xff}
	}
	return color.NRGBA{R: 0x1b, G: 0x7f, B: 0x2a, A: 0xff}
}

func removedInk(dark bool) color.Color {
	if dark {
		return color.NRGBA{R: 0xff, G: 0x8a, B: 0x80, A: 0xff}
	}
	return color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}
}

// inkOn returns the digit colour for a cell of colour fill: the theme's
// ink, unless it reads poorly there (a pale highlight under the dark
// theme's light digits), then black or white, whichever reads best.
func inkOn(fill, ink color.Color) color.Color {
	f := palette.NRGBA(fill)
	if f.A < 0x80 {
		return ink
	}
	f.A = 0xff
	if palette.Contrast(f, palette.NRGBA(ink)) >= 4.5 {
		return ink
	}
	return palette.DigitColor(f)
}

// blend lays the overlay colour over a base fill (or the background when
// the base is transparent).
func blend(base, bg color.Color, over color.NRGBA) color.Color {
	if _, _, _, a := base.RGBA(); a == 0 {
		base = bg
	}
	br, bgc, bb, _ := base.RGBA()
	a := uint32(over.A)
	mix := func(b uint32, o uint8) uint8 { return uint8((b>>8*(255-a) + uint32(o)*a) / 255) }
	return color.NRGBA{R: mix(br, over.R), G: mix(bgc, over.G), B: mix(bb, over.B), A: 0xff}
}

// isDark reports whether the theme's background is dark.
func isDark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return (299*r+587*g+114*b)/1000 < 0x8000
}
