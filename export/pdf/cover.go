package pdf

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// The wrap cover of a print-on-demand book: one PDF page that holds, left
// to right, the back cover, the spine and the front cover, with bleed on
// all four outside edges. Laid flat, in inches:
//
//	| bleed | back (trim width) | spine | front (trim width) | bleed |
//
// and trim height plus bleed above and below. The spine is as thick as
// the interior's paper makes it, so the cover is made from the same
// plan as the interior (PageCountOf) and fits that book and no other.
//
// The numbers are KDP's paperback cover rules:
//   - Spine width is the page count times the paper's thickness per page:
//     0.002252 in on white, 0.0025 in on cream, 0.002347 in on colour; the
//     full wrap is 2 × (trim width + 0.125 in bleed) + spine wide and trim
//     height + 0.25 in high (pubscout.app/pages/glossary/spine-width,
//     makemybookcover.com/kdp-cover-size-calculator, which follows KDP's
//     own cover calculator).
//   - Spine text only on books of at least 79 pages; below that KDP
//     rejects the cover ("Your book does not meet the minimum page count
//     required for a spine title"; publishing.co.uk/guides/kdp-error-
//     spine-too-narrow/, print.ymirtool.com/guides/kdp-spine-text-
//     requirements/). Pictdoku also sets it no smaller than 7 pt, the
//     least a reader makes out on a shelf (and the least size of the
//     interior's digits): a spine too thin for that carries no text (an
//     80-page book's title was 2.78 pt), and SpineTextNote says why.
//   - The fold may land 0.0625 in either side of where the file puts it,
//     so spine text keeps 0.0625 in from each fold, and live text stays
//     0.125 in inside the trim on the front and back
//     (thefastfingers.com/specification-requirements-for-a-createspace-
//     book-cover/, KDP's guidelines as CreateSpace published them).
//   - KDP prints the ISBN barcode in a 2 × 1.2 in area at the lower right
//     of the back cover, 0.25 in from the trim edges; nothing may be
//     printed there (kdpprintcover.com/blog/how-to-design-kdp-back-cover).
//
// Other printers' spines grow by their own papers' thickness
// (Printer.SpineWidth, printer.go: IngramSpark 440 or 430 pages an inch,
// Lulu pages / 444 + 0.06 in); the bleed (0.125 in, which they ask too),
// the fold tolerance, the safe areas, the barcode area and the 79 pages
// for spine text are KDP's for every printer, as no other rule was found.
//
// Third-party pages disagree on details (some add 0.06 in to the spine
// for the cover board, older CreateSpace guidance asked for 101 pages
// before spine text); the numbers above are the ones KDP's calculator and
// its rejection message use.

// Cover rules, in mm.
const (
	// SpineTextMinPages is the fewest pages whose spine may carry text.
	SpineTextMinPages = 79
	// spineTextLeast is the smallest spine text, in pt.
	spineTextLeast = 7.0
	// spineSafe is the fold's tolerance: spine text keeps this far from
	// each fold.
	spineSafe = 0.0625 * inch
	// coverSafe is the least distance of text from the trim on the front
	// and back.
	coverSafe = 0.125 * inch
	// barcodeW, barcodeH and barcodeInset place the barcode area on the
	// back: its lower right corner barcodeInset in from the trim's.
	barcodeW, barcodeH = 2 * inch, 1.2 * inch
	barcodeInset       = 0.25 * inch
	// coverMargin is the margin the cover's design keeps inside the trim
	// (more than coverSafe, as the interior's podOuter), so nothing looks
	// crowded against the cut.
	coverMargin = podOuter
	// maxBackText bounds the back cover's text (a blurb of a paragraph
	// or two; the layout refuses what does not fit anyway).
	maxBackText = 2000
)

// Cover is what the wrap cover shows beyond the book's own options (its
// trim, paper, title, language, fonts and highlight come from Options).
type Cover struct {
	Subtitle string // under the title on the front; "" for none
	Author   string // at the foot of the front, and on the spine; "" for none
	BackText string // the back cover's text (a blurb); "" leaves the back empty
	// Puzzle is the puzzle drawn on the front; nil for CoverPuzzle's
	// choice.
	Puzzle *Entry
	// Guides draws the trim, the folds, the safe areas and the barcode
	// area over the cover, for checking it by eye. A cover with guides is
	// a proof: KDP refuses files with trim marks.
	Guides bool
}

// coverGeometry places the panels of a wrap cover, in mm from the top
// left of the PDF page.
type coverGeometry struct {
	w, h               float64 // the PDF page
	back, spine, front box     // the trimmed panels; the spine between the folds
	spineText          bool    // the book is thick enough for spine text
}

// newCoverGeometry lays out the cover of a book of pages pages with opt
// (normalised): the interior's trim and the shared Bleed.
func newCoverGeometry(opt Options, pages int) coverGeometry {
	trim, _ := pageSize(opt.PageSize)
	spine := opt.printer().SpineWidth(pages, opt.Paper)
	top, bottom := Bleed, Bleed+trim[1]
	g := coverGeometry{w: 2*(trim[0]+Bleed) + spine, h: trim[1] + 2*Bleed,
		spineText: pages >= SpineTextMinPages && spineTextSize(spine) >= spineTextLeast}
	g.back = box{Bleed, top, Bleed + trim[0], bottom}
	g.spine = box{g.back.X1, top, g.back.X1 + spine, bottom}
	g.front = box{g.spine.X1, top, g.spine.X1 + trim[0], bottom}
	return g
}

// spineTextSize is the size, in pt, of text on a spine spine mm wide:
// 70 % of the room between the fold margins, at most 14 pt.
func spineTextSize(spine float64) float64 {
	return min(14, (spine-2*spineSafe)*0.7/point)
}

// SpineTextNote says why the cover of a book of pages pages with opt
// carries no text on its spine (nil when it does): too few pages for the
// printer, or a spine too thin for 7 pt, with the page count from which
// it would.
func SpineTextNote(opt Options, pages int) *text.Message {
	o := opt
	if err := o.normalise(); err != nil {
		return nil
	}
	p := o.printer()
	from := 0
	for n := max(pages, SpineTextMinPages+1); n <= MaxPages; n += 2 { // a bound book's count is even
		if spineTextSize(p.SpineWidth(n, o.Paper)) >= spineTextLeast {
			from = n
			break
		}
	}
	var m text.Message
	switch spine := p.SpineWidth(pages, o.Paper); {
	case pages >= SpineTextMinPages && spineTextSize(spine) >= spineTextLeast:
		return nil
	case pages < SpineTextMinPages:
		m = text.New("no text on the spine: a book of %d pages may carry none (%d pages at least); from %d pages on this paper it would be 7 pt or more", pages, SpineTextMinPages, from)
	default:
		m = text.New("no text on the spine: at %.3f in wide it would be %.1f pt, under the 7 pt a reader makes out; from %d pages on this paper it is 7 pt or more", spine/inch, spineTextSize(spine), from)
	}
	return &m
}

// CoverSize is the size of the wrap cover of a book of pages pages with
// opt, in mm: what the PDF page measures, and what KDP's calculator gives
// (0 by 0 for options naming no known page size).
func CoverSize(opt Options, pages int) (w, h float64) {
	o := opt
	if err := o.normalise(); err != nil {
		return 0, 0
	}
	g := newCoverGeometry(o, pages)
	return g.w, g.h
}

// barcode is the area KDP keeps for the barcode, at the lower right of
// the back cover.
func (g coverGeometry) barcode() box {
	return box{g.back.X1 - barcodeInset - barcodeW, g.back.Y1 - barcodeInset - barcodeH, g.back.X1 - barcodeInset, g.back.Y1 - barcodeInset}
}

// inset is b shrunk by m on every side.
func (b box) inset(m float64) box { return box{b.X0 + m, b.Y0 + m, b.X1 - m, b.Y1 - m} }

// CoverPuzzle chooses the puzzle for the front of the book of entries:
// the first, in book order, whose clues draw a picture in its colours,
// else the first.
func CoverPuzzle(entries []Entry, opt Options) Entry {
	list := Order(entries, opt)
	for _, e := range list {
		if e.CellColors != nil {
			return e
		}
	}
	if len(list) == 0 {
		return Entry{}
	}
	return list[0]
}

// check refuses cover texts that cannot be printed, and picks the font of
// the user's texts so that it has the characters of all of them.
func (c Cover) check(o *Options) error {
	if n := utf8.RuneCountInString(c.BackText); n > maxBackText {
		return text.Errorf("the back text has %d characters; it can have at most %d", n, maxBackText)
	}
	if utf8.RuneCountInString(c.Subtitle) > maxTitle || utf8.RuneCountInString(c.Author) > maxTitle {
		return text.Errorf("the subtitle and the author can have at most %d characters each", maxTitle)
	}
	all := c.Subtitle + c.Author + c.BackText
	if r, ok := beyondBMP(all); ok {
		return text.Errorf("the cover's text has %q (U+%04X), a character PDF books cannot hold yet (only up to U+FFFF): remove it", string(r), r)
	}
	if all == "" {
		return nil
	}
	if o.font != nil {
		if missing := fontLacks(o.font, all); len(missing) > 0 {
			return text.Errorf("font %s lacks glyphs for the cover's %s", o.FontPath, characters(missing))
		}
	}
	font, err := o.fontFor(all) // the title's and imprint's characters: Check
	if err != nil {
		return text.Wrap(err, "the cover's text: %s", text.Of(err))
	}
	o.userFont = font
	return nil
}

// errCoverNotPOD refuses a cover for a book that is not for print on
// demand.
var errCoverNotPOD = text.Errorf("a wrap cover is for a print-on-demand book: its spine follows the paper and the page count")

// WriteCover writes the wrap cover of the print-on-demand book of entries
// with opt, the same entries and options that made the interior: its page
// count, and so the spine, is the interior's.
func WriteCover(w io.Writer, entries []Entry, opt Options, c Cover) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = text.Errorf("the PDF writer failed: %v", fmt.Sprint(p))
		}
	}()
	if err := opt.Check(); err != nil {
		return err
	}
	if !opt.POD {
		return errCoverNotPOD
	}
	if err := c.check(&opt); err != nil {
		return err
	}
	if len(entries) == 0 {
		return errors.New("nothing to print: no puzzles")
	}
	pages := PageCountOf(entries, opt)
	if err := CheckPages(pages, len(entries)); err != nil {
		return err
	}
	if err := CheckPaperPages(pages, len(entries), opt); err != nil {
		return err
	}
	if c.Puzzle == nil {
		p := CoverPuzzle(entries, opt)
		c.Puzzle = &p
	}
	cg := newCoverGeometry(opt, pages)
	// The cover is one page: a plan of one blank page keeps the footer
	// (page numbers) off it.
	d, err := newDoc(opt, geometry{pageW: cg.w, pageH: cg.h}, plan{entries: entries, pages: []page{{kind: pageBlank}}})
	if err != nil {
		return err
	}
	d.cover = true
	d.AddPage()
	// The trim of the whole wrap and its bleed, for a preflight that
	// reads them from the page boxes (IngramSpark's).
	d.SetPageBox("TrimBox", cg.back.X0, Bleed, cg.front.X1-cg.back.X0, cg.back.H())
	d.SetPageBox("BleedBox", 0, 0, cg.w, cg.h)
	// The background runs into the bleed on every side, as printers ask
	// of anything that reaches the edge.
	bg := coverTint(opt.Highlight)
	d.SetFillColor(int(bg.R), int(bg.G), int(bg.B))
	d.Rect(0, 0, cg.w, cg.h, "F")
	d.coverFront(cg, c)
	if cg.spineText {
		d.coverSpine(cg, c)
	}
	if err := d.coverBack(cg, c); err != nil {
		return err
	}
	if c.Guides {
		d.coverGuides(cg)
	}
	if err := d.Error(); err != nil {
		return err
	}
	return d.output(w)
}

// SaveCover writes the cover to path atomically.
func SaveCover(path string, entries []Entry, opt Options, c Cover) error {
	return atomic.WriteFile(path, func(w atomic.Writer) error { return WriteCover(w, entries, opt, c) })
}

// coverFront draws the front: the title (and subtitle) at the top, the
// puzzle large in its colours, the puzzle count and the author below.
func (d *doc) coverFront(g coverGeometry, c Cover) {
	b := g.front.inset(coverMargin)
	title, family := d.bookTitle()
	lines := d.titleLines(title, family, 40, 22, b.W(), 3)
	lineH := d.size * point * 1.3
	y := b.Y0
	d.SetTextColor(0, 0, 0)
	for _, l := range lines {
		d.cell(b.X0, y, b.W(), lineH, l, "C")
		y += lineH
	}
	if c.Subtitle != "" {
		d.setText(d.user, 16)
		sh := d.size * point * 1.4
		for _, l := range d.wrap(c.Subtitle, b.W()) {
			d.cell(b.X0, y, b.W(), sh, l, "C")
			y += sh
		}
	}
	y += 6
	bottom := b.Y1 - 10 // the puzzle count
	if c.Author != "" {
		bottom -= 12
	}
	side := min(b.W()*0.9, bottom-y-6)
	if side > 20 && c.Puzzle != nil {
		s := Slot{X: b.X0 + (b.W()-side)/2, Y: y + (bottom-6-y-side)/2, Side: side}
		d.SetFillColor(255, 255, 255) // the empty cells white on the tinted cover
		d.Rect(s.X, s.Y, s.Side, s.Side, "F")
		d.grid(s, c.Puzzle, false)
	}
	d.setText(familyMix, 14)
	d.SetTextColor(60, 60, 60)
	d.cell(b.X0, bottom, b.W(), 8, d.tr(text.New("%d puzzles", len(d.plan.entries))), "C")
	if c.Author != "" {
		d.setText(d.user, 16)
		d.SetTextColor(0, 0, 0)
		d.cell(b.X0, b.Y1-10, b.W(), 10, d.fit(c.Author, b.W()), "C")
	}
}

// coverTint is the cover's background: the book's highlight mixed with
// four parts of white, light enough that black text reads on it and the
// white grid stands out.
func coverTint(c color.NRGBA) color.NRGBA {
	mix := func(v uint8) uint8 { return uint8((int(v) + 4*255) / 5) }
	return color.NRGBA{mix(c.R), mix(c.G), mix(c.B), 255}
}

// coverSpine sets the title (and author) along the spine, reading top to
// bottom as English and Japanese paperbacks do on a Western-bound book,
// no larger than the spine leaves room for between its fold margins.
func (d *doc) coverSpine(g coverGeometry, c Cover) {
	room := g.spine.W() - 2*spineSafe // the text's height across the spine
	if room <= 0 {
		return
	}
	title, family := d.bookTitle()
	s := title
	if c.Author != "" {
		s += "  ·  " + c.Author
	}
	d.setText(family, 0)
	d.size = spineTextSize(g.spine.W()) // as it is: large print's scale would not fit the spine
	length := g.spine.H() - 2*coverMargin
	cx, cy := (g.spine.X0+g.spine.X1)/2, (g.spine.Y0+g.spine.Y1)/2
	d.TransformBegin()
	d.TransformRotate(-90, cx, cy) // clockwise: the text's top faces the front cover
	d.SetTextColor(0, 0, 0)
	d.cell(cx-length/2, cy-room/2, length, room, d.fit(s, length), "C")
	d.TransformEnd()
}

// coverBack sets the back text in the back's safe area above the barcode
// area, from 12 pt down to 9 pt until it fits; text that does not fit at
// 9 pt is refused rather than cut.
func (d *doc) coverBack(g coverGeometry, c Cover) error {
	if strings.TrimSpace(c.BackText) == "" {
		return nil
	}
	b, lines, lineH, err := d.backLines(g, c)
	if err != nil {
		return err
	}
	d.SetTextColor(0, 0, 0)
	y := b.Y0
	for _, l := range lines {
		d.cell(b.X0, y, b.W(), lineH, l, "L")
		y += lineH
	}
	return nil
}

// backLines wraps the back text for the back's safe area above the
// barcode area (b), at the largest size from 12 pt down to 9 pt at which
// it fits, and leaves the text set at that size; an error when it does
// not fit at 9 pt.
func (d *doc) backLines(g coverGeometry, c Cover) (b box, lines []string, lineH float64, err error) {
	b = g.back.inset(coverMargin)
	b.Y1 = g.barcode().Y0 - coverSafe
	for size := 12.0; size >= 9; size-- {
		d.setText(d.user, size)
		lineH = d.size * point * 1.45
		lines = lines[:0]
		for _, para := range strings.Split(strings.ReplaceAll(c.BackText, "\r\n", "\n"), "\n") {
			if para == "" {
				lines = append(lines, "")
				continue
			}
			lines = append(lines, d.wrap(para, b.W())...)
		}
		if float64(len(lines))*lineH <= b.H() {
			break
		}
	}
	if most := int(b.H() / lineH); len(lines) > most {
		return b, nil, 0, text.Errorf("the back text needs %d lines and the back cover holds %d above the barcode area: shorten it", len(lines), most)
	}
	return b, lines, lineH, nil
}

// Guide colours: the trim red, the folds blue, the safe areas green and
// the barcode area orange, as cover templates draw them.
var (
	guideTrim    = [3]int{230, 0, 0}
	guideFold    = [3]int{0, 90, 230}
	guideSafe    = [3]int{0, 160, 60}
	guideBarcode = [3]int{240, 140, 0}
)

// coverGuides draws the guides over the cover: the trim, the two folds,
// the safe areas (dashed) of the front, back and spine, and the barcode
// area.
func (d *doc) coverGuides(g coverGeometry) {
	d.SetLineWidth(1 * point)
	rect := func(b box, c [3]int) {
		d.SetDrawColor(c[0], c[1], c[2])
		d.Rect(b.X0, b.Y0, b.W(), b.H(), "D")
	}
	rect(box{g.back.X0, g.back.Y0, g.front.X1, g.front.Y1}, guideTrim)
	d.SetDrawColor(guideFold[0], guideFold[1], guideFold[2])
	for _, x := range []float64{g.spine.X0, g.spine.X1} {
		d.Line(x, 0, x, g.h)
	}
	d.SetDashPattern([]float64{2, 1}, 0)
	rect(g.back.inset(coverSafe), guideSafe)
	rect(g.front.inset(coverSafe), guideSafe)
	if g.spine.W() > 2*spineSafe {
		rect(box{g.spine.X0 + spineSafe, g.spine.Y0 + coverSafe, g.spine.X1 - spineSafe, g.spine.Y1 - coverSafe}, guideSafe)
	}
	d.SetDashPattern(nil, 0)
	rect(g.barcode(), guideBarcode)
}
