package pdf

// geometry places the pages of a book: their size and, for each page, the
// safe area the content stays in. The writer, the cover and the checks
// share it, so that what is checked is where the writer draws.
type geometry struct {
	pageW, pageH float64 // the PDF page: the trim, plus bleed for print on demand
	trimW, trimH float64
	bleed        float64
	bleedAll     bool    // the bleed is on all four sides (Lulu), not only outside, top and bottom
	margin       float64 // outside, top and bottom
	inside       float64 // the gutter; equal to margin for a loose-leaf book
	mirrored     bool    // odd pages are right-hand pages
}

// newGeometry lays out the pages of a book of pages pages with opt
// (normalised): for print on demand, with the bleed where its printer
// wants it (none with NoBleed), and margins no smaller than the printer's
// least (Printer) nor than KDP's gutter for the page count, which every
// thick book needs whoever prints it.
func newGeometry(opt Options, pages int) geometry {
	size, _ := pageSize(opt.PageSize)
	g := geometry{trimW: size[0], trimH: size[1], margin: opt.Margin, inside: opt.Margin}
	if opt.POD {
		p := opt.printer()
		if !opt.NoBleed {
			g.bleed, g.bleedAll = Bleed, p.BleedAll
		}
		g.mirrored = true
		g.margin = max(opt.Margin, podOuter, p.safety(g.bleed > 0))
		g.inside = max(opt.Margin, Gutter(pages), p.Inside(pages))
	}
	if opt.tightMargin > 0 {
		g.margin, g.inside = opt.tightMargin, opt.tightMargin
	}
	g.pageW, g.pageH = g.trimW+g.bleed, g.trimH+2*g.bleed
	if g.bleedAll {
		g.pageW += g.bleed
	}
	return g
}

// trim returns where the trimmed page lies on PDF page n (1-based): the
// bleed is on the outside, so a left-hand (even) page's trim starts after
// it; with bleed on all four sides, every page's does.
func (g geometry) trim(n int) box {
	x := 0.0
	if g.bleedAll || (g.mirrored && n%2 == 0) {
		x = g.bleed
	}
	return box{x, g.bleed, x + g.trimW, g.bleed + g.trimH}
}

// within returns the part of page n's trim that keeps outer from its
// outside, top and bottom edges and inner from its inside edge (the left
// of a right-hand page, the right of a left-hand one; a loose-leaf page
// has inner on the right).
func (g geometry) within(n int, outer, inner float64) box {
	t := g.trim(n)
	left, right := inner, outer
	if !g.mirrored || n%2 == 0 {
		left, right = outer, inner
	}
	return box{t.X0 + left, t.Y0 + outer, t.X1 - right, t.Y1 - outer}
}

// safe returns the safe area of page n: the trim less the book's margins,
// the gutter on the inside.
func (g geometry) safe(n int) box { return g.within(n, g.margin, g.inside) }

// printerSafe returns the least safe area printer p allows on page n of a
// book of pages pages: where the checks want everything printed.
func (g geometry) printerSafe(n, pages int, p Printer) box {
	return g.within(n, p.safety(g.bleed > 0), p.Inside(pages))
}
