package pdf

import (
	"bytes"
	"image/color"
	"io"
	"math"
	"regexp"
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// Where everything printed lies. A printer wants every word and every
// line inside its safe area, and reading that back from a PDF means
// interpreting its content streams: fonts, glyph widths, text matrices.
// The writer knows it already, so it keeps a Record as it draws: every
// run of text and every line or shape, with its box on the page. The
// book command and the book builder check the Record of the book just
// made (Record.Problems) beside what the file says (Facts.Problems); a
// PDF from elsewhere has no Record, and book --check-pod says that where
// its words and lines lie went unchecked.

// Mark is one thing the writer put on a page: a run of text or a drawing.
type Mark struct {
	Page           int     // 1-based
	X0, Y0, X1, Y1 float64 // its extent in mm from the top left of the PDF page, stroke and glyphs included
	Text           string  // the text set, or "" for a drawing
	Line           float64 // the width of a stroked line or outline in mm; 0 for text and fills
	// Fill is the colour a filled rectangle was painted in (as the page's
	// ink prints it); zero for everything else.
	Fill color.NRGBA
}

// Record is what the writer placed on the pages of a book.
type Record struct {
	Marks []Mark
	Pages int
	geo   geometry
	pod   bool
}

// mark records m on the current page, when the book keeps a record.
func (d *doc) mark(m Mark) {
	if d.rec == nil {
		return
	}
	m.Page = d.PageNo()
	d.rec.Marks = append(d.rec.Marks, m)
}

// CellFormat sets text as gofpdf does, and records the box its glyphs
// take: from the start gofpdf gives the text (its cell margin in from the
// left, centred, or its cell margin in from the right) for the text's
// width, and from the font's ascent above the baseline to its descent
// below (gofpdf puts the baseline 0.3 em below the middle of the cell for
// vertical centring).
func (d *doc) CellFormat(w, h float64, s, border string, ln int, align string, fill bool, link int, linkStr string) {
	if d.rec != nil && strings.TrimSpace(s) != "" {
		x, y := d.GetXY()
		tw := d.GetStringWidth(s)
		m := d.GetCellMargin()
		dx := m
		switch {
		case strings.Contains(align, "R"):
			dx = w - m - tw
		case strings.Contains(align, "C"):
			dx = (w - tw) / 2
		}
		_, size := d.GetFontSize()
		desc := d.GetFontDesc("", "")
		ascent, descent := 0.8, -0.2
		if desc.Ascent != 0 {
			ascent, descent = float64(desc.Ascent)/1000, float64(desc.Descent)/1000
		}
		base := y + h/2 + 0.3*size
		d.mark(Mark{X0: x + dx, Y0: base - ascent*size, X1: x + dx + tw, Y1: base - descent*size, Text: s})
	}
	d.Fpdf.CellFormat(w, h, s, border, ln, align, fill, link, linkStr)
}

// SetLineWidth sets the width of the lines drawn next, never under the
// thinnest line a printer reproduces in a print-on-demand interior.
func (d *doc) SetLineWidth(w float64) {
	if d.opt.POD && !d.cover {
		w = max(w, podLine)
	}
	d.Fpdf.SetLineWidth(w)
}

// SetLineCapStyle sets how lines end, "butt", "square" or "round", and
// remembers it for the record: all but butt caps carry a line half its
// width past its ends.
func (d *doc) SetLineCapStyle(style string) {
	d.capsOut = style == "square" || style == "round"
	d.Fpdf.SetLineCapStyle(style)
}

// Line draws a line and records it: half its width to either side, and
// past its ends too when its caps reach out. A slanted line is recorded
// as the box of its ends grown by half its width every way.
func (d *doc) Line(x1, y1, x2, y2 float64) {
	w := d.GetLineWidth()
	across, along := w/2, 0.0
	if d.capsOut {
		along = w / 2
	}
	m := Mark{X0: min(x1, x2), Y0: min(y1, y2), X1: max(x1, x2), Y1: max(y1, y2), Line: w}
	switch {
	case y1 == y2:
		m.X0, m.X1, m.Y0, m.Y1 = m.X0-along, m.X1+along, m.Y0-across, m.Y1+across
	case x1 == x2:
		m.X0, m.X1, m.Y0, m.Y1 = m.X0-across, m.X1+across, m.Y0-along, m.Y1+along
	default:
		m.X0, m.X1, m.Y0, m.Y1 = m.X0-across, m.X1+across, m.Y0-across, m.Y1+across
	}
	d.mark(m)
	d.Fpdf.Line(x1, y1, x2, y2)
}

// glyphExtent is the highest ascent and the deepest descent (negative)
// of the fonts the runs of s use in the current family, in em.
func (d *doc) glyphExtent(s string) (ascent, descent float64) {
	for _, r := range d.runs(s) {
		desc := d.GetFontDesc(r.font, "")
		ascent, descent = max(ascent, float64(desc.Ascent)/1000), min(descent, float64(desc.Descent)/1000)
	}
	return ascent, descent
}

// glyphHeight is the height, in mm, that text s takes in the current
// family and size, from its fonts' ascent to their descent.
func (d *doc) glyphHeight(s string) float64 {
	ascent, descent := d.glyphExtent(s)
	return (ascent - descent) * d.size * point
}

// baselineShift is how far, in mm, text s in the current family and size
// is set below gofpdf's place for it, so that its glyphs, from the
// highest ascent to the deepest descent of the fonts its runs use, are
// centred in their cell (gofpdf puts the baseline 0.3 em below the
// cell's middle, which lets the Japanese font's ascent of 1.04 em reach
// above a heading's cell, past the safe area).
func (d *doc) baselineShift(s string) float64 {
	ascent, descent := d.glyphExtent(s)
	if ascent == 0 {
		return 0
	}
	return ((ascent+descent)/2 - 0.3) * d.size * point
}

// Rect draws a rectangle and records it: its outline half the line's
// width out when stroked ("D", "FD", "DF"), the rectangle itself when
// only filled.
func (d *doc) Rect(x, y, w, h float64, style string) {
	m := Mark{X0: x, Y0: y, X1: x + w, Y1: y + h}
	if stroked(style) {
		lw := d.GetLineWidth()
		m = Mark{X0: x - lw/2, Y0: y - lw/2, X1: x + w + lw/2, Y1: y + h + lw/2, Line: lw}
	} else {
		r, g, b := d.GetFillColor()
		m.Fill = color.NRGBA{uint8(r), uint8(g), uint8(b), 255}
	}
	d.mark(m)
	d.Fpdf.Rect(x, y, w, h, style)
}

// stroked tells whether a gofpdf shape style draws the outline: all but
// "F" (fill only) do.
func stroked(style string) bool { return !strings.EqualFold(style, "F") }

// Circle draws a circle and records its square.
func (d *doc) Circle(x, y, r float64, style string) {
	m := Mark{X0: x - r, Y0: y - r, X1: x + r, Y1: y + r}
	if stroked(style) {
		lw := d.GetLineWidth()
		m = Mark{X0: x - r - lw/2, Y0: y - r - lw/2, X1: x + r + lw/2, Y1: y + r + lw/2, Line: lw}
	}
	d.mark(m)
	d.Fpdf.Circle(x, y, r, style)
}

// Problem is one thing that keeps a book from its printer, on a page (0
// for the whole book).
type Problem struct {
	Page    int
	Message text.Message
}

// Text is the problem as a message, its page first.
func (p Problem) Text() text.Message {
	if p.Page == 0 {
		return p.Message
	}
	return text.New("page %d: %s", p.Page, p.Message)
}

func (p Problem) String() string { return p.Text().String() }

// slack is how far, in mm, a mark may pass a limit before it counts:
// coordinates are written to the PDF to 0.01 pt.
const slack = 0.01

// Problems lists what the printer would refuse in where the writer
// placed things: each page whose words or lines reach outside the
// printer's safe area (the trim less its least margins, and the gutter it
// asks for the page count), once a page, with the first such mark. How
// thin the lines are is read from the file (Facts.Problems). A book not
// made for print on demand has no safe area to keep and no problems here.
func (r *Record) Problems(p Printer) []Problem {
	if r == nil || !r.pod {
		return nil
	}
	var out []Problem
	reported := map[int]bool{}
	for _, m := range r.Marks {
		if reported[m.Page] {
			continue
		}
		safe := r.geo.printerSafe(m.Page, r.Pages, p)
		side, by := outside(m, safe)
		if by <= slack {
			continue
		}
		reported[m.Page] = true
		msg := text.New("a line reaches %s in into the %s margin, outside %s's safe area", fmtIn(by/inch), side, p.Name)
		if m.Text != "" {
			msg = text.New("%s reaches %s in into the %s margin, outside %s's safe area", text.Quote(m.Text), fmtIn(by/inch), side, p.Name)
		}
		out = append(out, Problem{m.Page, msg})
	}
	return out
}

// outside tells how far mark m reaches outside box b, in mm, and on which
// side (the farthest).
func outside(m Mark, b box) (text.Message, float64) {
	side, by := text.Word("top"), b.Y0-m.Y0
	for _, c := range []struct {
		side text.Message
		by   float64
	}{{text.Word("bottom"), m.Y1 - b.Y1}, {text.Word("left"), b.X0 - m.X0}, {text.Word("right"), m.X1 - b.X1}} {
		if c.by > by {
			side, by = c.side, c.by
		}
	}
	return side, math.Max(by, 0)
}

// WriteBook writes the book as Write does, and returns the Record of
// where everything on its pages went, for Record.Problems.
func WriteBook(w io.Writer, entries []Entry, opt Options) (*Record, error) {
	opt.record = &Record{}
	if err := Write(w, entries, opt); err != nil {
		return nil, err
	}
	return opt.record, nil
}

// SaveBook writes the book to path atomically, as Save does, and returns
// its Record.
func SaveBook(path string, entries []Entry, opt Options) (*Record, error) {
	var rec *Record
	err := atomic.WriteFile(path, func(w atomic.Writer) error {
		var err error
		rec, err = WriteBook(w, entries, opt)
		return err
	})
	return rec, err
}

// keepRecord makes the document record its marks into rec (when not nil)
// for a book of pages pages.
func (d *doc) keepRecord(rec *Record, pages int) {
	if rec == nil {
		return
	}
	*rec = Record{Pages: pages, geo: d.geo, pod: d.opt.POD}
	d.rec = rec
}

// pageBoxes names the current page's trim and bleed in its TrimBox and
// BleedBox, for a print-on-demand interior: the trim as the geometry
// places it, the bleed the whole page (the trim itself when the book has
// no bleed). gofpdf takes a box as its lower left corner in mm from the
// page's lower left, and its size.
func (d *doc) pageBoxes() {
	if !d.opt.POD {
		return
	}
	t := d.geo.trim(d.PageNo())
	d.SetPageBox("TrimBox", t.X0, d.geo.pageH-t.Y1, t.W(), t.H())
	d.SetPageBox("BleedBox", 0, 0, d.geo.pageW, d.geo.pageH)
}

// boxPairRe matches the two page boxes gofpdf writes, one a line, in
// the order of its map: random.
var boxPairRe = regexp.MustCompile(`/(?:TrimBox|BleedBox) \[[^\]\n]*\]\n/(?:TrimBox|BleedBox) \[[^\]\n]*\]\n`)

// output writes the PDF with each page's boxes in one order, BleedBox
// first, so that the same book is the same file byte for byte. Swapping
// two lines of a page object keeps its length, so the cross-reference
// table stays right.
func (d *doc) output(w io.Writer) error {
	var buf bytes.Buffer
	if err := d.Output(&buf); err != nil {
		return err
	}
	out := boxPairRe.ReplaceAllFunc(buf.Bytes(), func(pair []byte) []byte {
		if bytes.HasPrefix(pair, []byte("/TrimBox")) {
			i := bytes.IndexByte(pair, '\n') + 1
			return append(append([]byte(nil), pair[i:]...), pair[:i]...)
		}
		return pair
	})
	_, err := w.Write(out)
	return err
}

// CheckMade checks a book this package has just written (data, with the
// writer's record rec) as its printer's preflight would: what the file
// shows (Facts.Problems) and where its words and lines lie
// (Record.Problems). The command line and the book builder both check an
// export this way; it returns the facts read, for a summary.
func CheckMade(data []byte, rec *Record, opt Options) (Printer, Facts, []Problem, error) {
	p, _ := PrinterNamed(opt.Printer)
	facts, err := ReadFacts(data)
	if err != nil {
		return p, facts, nil, err
	}
	return p, facts, append(facts.Problems(p, opt.PageSize, opt.Paper), rec.Problems(p)...), nil
}
