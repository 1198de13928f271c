package pdf

import (
	"strconv"
	"strings"
)

// mm per inch and per point: the PDF is laid out in mm, print-on-demand
// rules are stated in inches and type sizes in points.
const (
	inch  = 25.4
	point = 25.4 / 72
)

// sizes in mm.
var pageSizes = map[string][2]float64{
	"A4": {210, 297}, "Letter": {215.9, 279.4}, "A5": {148, 210},
	// Print-on-demand trims, in inches as the services name them.
	"6x9": {152.4, 228.6}, "8.5x11": {215.9, 279.4}, "8x10": {203.2, 254}, "5.5x8.5": {139.7, 215.9},
	"B5": {176, 250}, "B5 JIS": {182, 257},
}

// PageSizes lists the named page sizes, in the order offered to users.
func PageSizes() []string {
	return []string{"A4", "Letter", "A5", "6x9", "8.5x11", "8x10", "5.5x8.5", "B5", "B5 JIS"}
}

// pageSize returns a page size in mm: a named one, or a custom trim
// "WxHin" or "WxHmm" between 2x2 in and 17x17 in. A trim without a unit
// is in inches, as printers name their trims ("5x8", like "6x9").
func pageSize(name string) ([2]float64, bool) {
	if s, ok := pageSizes[name]; ok {
		return s, true
	}
	unit := inch
	spec := strings.ToLower(strings.TrimSpace(name))
	switch {
	case strings.HasSuffix(spec, "in"):
		spec = strings.TrimSuffix(spec, "in")
	case strings.HasSuffix(spec, "mm"):
		unit, spec = 1, strings.TrimSuffix(spec, "mm")
	}
	ws, hs, ok := strings.Cut(spec, "x")
	w, err1 := strconv.ParseFloat(strings.TrimSpace(ws), 64)
	h, err2 := strconv.ParseFloat(strings.TrimSpace(hs), 64)
	if !ok || err1 != nil || err2 != nil {
		return [2]float64{}, false
	}
	w, h = w*unit, h*unit
	if w < 2*inch || h < 2*inch || w > 17*inch || h > 17*inch {
		return [2]float64{}, false
	}
	return [2]float64{w, h}, true
}

// Print-on-demand rules (the common ground of KDP's and IngramSpark's
// paperback specifications), in mm.
const (
	// Bleed is added on the outside, top and bottom of every page (on all
	// four sides for a printer that wants it there: Printer.BleedAll).
	Bleed = 0.125 * inch
	// PODMinPages is the fewest pages KDP binds (each printer's own
	// least is its Printer.MinPages).
	PODMinPages = 24
	// podOuter is the least margin outside, top and bottom when the book
	// has bleed (0.25 in without).
	podOuter = 0.375 * inch
	// podLine and podDigit are the thinnest line and the smallest digit a
	// printer reproduces reliably.
	podLine  = 0.75 * point
	podDigit = 7.0 // pt
	// largeDigit is the least digit size of a large-print book, in pt,
	// largeText how much larger its words are set, and largeWord the
	// least size of any of them, in pt (the common floor of large-print
	// guidelines: 16 pt, 18 pt preferred).
	largeDigit = 16.0
	largeText  = 1.35
	largeWord  = 16.0
)

// Gutter returns the inside margin print-on-demand services ask of a book
// of pages pages: the thicker the book, the more of the page disappears
// into the binding.
func Gutter(pages int) float64 {
	switch {
	case pages <= 150:
		return 0.375 * inch
	case pages <= 300:
		return 0.5 * inch
	case pages <= 500:
		return 0.625 * inch
	case pages <= 700:
		return 0.75 * inch
	}
	return 0.875 * inch
}

// box is a rectangle on the page, in mm from the top left.
type box struct{ X0, Y0, X1, Y1 float64 }

func (b box) W() float64 { return b.X1 - b.X0 }
func (b box) H() float64 { return b.Y1 - b.Y0 }

// spacing is the room a page keeps in its safe area, in mm: at the top
// for its header (set in the upper header-4 mm of it), above each grid for
// its label, and at the bottom for its footer (the page number, set in the
// lower footer-3 mm of it). Large print sets these words at 16 pt (5.6 mm)
// and more, so it keeps more room for them: a 16 pt page number in the
// normal 5 mm reached below the safe area, and a 21.6 pt header in the
// normal 8 mm above it.
type spacing struct{ header, label, footer float64 }

// spacingOf is the spacing of a book in large print or not.
func spacingOf(large bool) spacing {
	if large {
		return spacing{header: 14, label: 10, footer: 10}
	}
	return spacing{header: 12, label: 8, footer: 8}
}

// slotsIn places n grids (1, 2, 4, 6, 9 or 12) in the safe area b, below a
// header when there is one, above the footer, each with room for its label,
// as sp keeps them.
func slotsIn(b box, n int, header bool, sp spacing) []Slot {
	top := b.Y0
	if header {
		top += sp.header
	}
	bottom := b.Y1 - sp.footer
	cols, rows := 1, 1
	switch n {
	case 2:
		rows = 2
	case 4:
		cols, rows = 2, 2
	case 6:
		cols, rows = 2, 3
	case 9:
		cols, rows = 3, 3
	case 12:
		cols, rows = 3, 4
	}
	w := b.W() / float64(cols)
	h := (bottom - top) / float64(rows)
	// Grids side by side keep a gap between them; a page's one grid takes
	// nearly the safe area's width and stands right under the header, not
	// halfway down the page with 1.8 in of nothing above it (on a 6x9
	// page): the room that is left is below it, where a solver writes.
	width := 0.88
	if n == 1 {
		width = 0.97
	}
	side := min(w*width, h-sp.label-4)
	var slots []Slot
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			x := b.X0 + float64(c)*w + (w-side)/2
			y := top + float64(r)*h + sp.label + (h-sp.label-side)/2
			if n == 1 {
				y = top + sp.label
			}
			slots = append(slots, Slot{x, y, side})
		}
	}
	return slots
}

// Layout is a page's geometry, exported for tests that read PDFs back.
type Layout struct {
	PageW, PageH float64
	Slots        []Slot
}

// Slot is where one grid goes on a page, in mm from the top left.
type Slot struct{ X, Y, Side float64 }

// PageLayout returns where the grids of a page of a loose-leaf book (no
// print-on-demand) go for n per page.
func PageLayout(pageName string, n int, margin float64, header bool) Layout {
	size, _ := pageSize(pageName)
	b := box{margin, margin, size[0] - margin, size[1] - margin}
	return Layout{PageW: size[0], PageH: size[1], Slots: slotsIn(b, n, header, spacingOf(false))}
}

// SmallGrid is the narrowest puzzle grid a book should print, in mm:
// 2.5 in, cells of 7 mm, about the least in which a solver can pencil
// three rows of candidates. With 4 to a 6x9 page the grids are 2.3 in
// wide, with 6 about 2.0 in.
const SmallGrid = 2.5 * inch

// GridSide is the side of the puzzle grids of a book of pages pages with
// opt (normalised), in mm: what the reader gets to write in.
func GridSide(opt Options, pages int) float64 { return opt.gridSide(pages, opt.PerPage) }

// gridSide is the side of the grids, in mm, at per a page in a book of
// pages pages with o (normalised): the largest that fits the safe area
// of a page with a header, with the book's spacing.
func (o Options) gridSide(pages, per int) float64 {
	slots := slotsIn(newGeometry(o, pages).safe(1), per, true, spacingOf(o.LargePrint))
	if len(slots) == 0 {
		return 0
	}
	return slots[0].Side
}
