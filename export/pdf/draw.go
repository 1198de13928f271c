package pdf

import (
	"image/color"
	"math"
	"strconv"

	"github.com/jung-kurt/gofpdf"

	"github.com/pictdoku/pictdoku/assets"
	"github.com/pictdoku/pictdoku/engine/catalogue"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/palette"
)

// doc wraps a gofpdf document with the book's plan, geometry and fonts.
type doc struct {
	*gofpdf.Fpdf
	opt       Options
	geo       geometry
	plan      plan
	translate func(string) string
	user      string // font family of the title and imprint: familyMix or familyUser

	family      string  // the family and size of the text set next (setText)
	size        float64 //
	scale       float64 // text size against the normal book's: larger in large print
	hasJapanese bool    // the bundled Japanese font is registered
	cover       bool    // the page is a cover, printed in colour on any interior paper
	rec         *Record // where each word and line went, when kept (interiors)
	capsOut     bool    // lines end in square or round caps, past their ends
}

func newDoc(opt Options, geo geometry, p plan) (*doc, error) {
	f := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "mm", Size: gofpdf.SizeType{Wd: geo.pageW, Ht: geo.pageH}})
	f.SetCreationDate(opt.Created)
	f.SetModificationDate(opt.Created)
	f.SetCatalogSort(true)
	f.SetCreator("Pictdoku", true)
	f.SetProducer("Pictdoku", true)
	f.SetAutoPageBreak(false, 0)
	f.AddUTF8FontFromBytes("go", "", assets.FontRegular())
	f.AddUTF8FontFromBytes("go", "B", assets.FontBold())
	d := &doc{Fpdf: f, opt: opt, geo: geo, plan: p, translate: catalogue.Translator(opt.Lang), user: familyMix, scale: 1}
	if opt.LargePrint {
		d.scale = largeText
	}
	if opt.userFont != nil {
		f.AddUTF8FontFromBytes(familyUser, "", opt.userFont)
		d.user = familyUser
	}
	if opt.Title != "" {
		f.SetTitle(opt.Title, true)
	}
	f.SetFooterFunc(d.footer)
	return d, f.Error()
}

// tr gives a message in the book's language.
func (d *doc) tr(m text.Message) string { return m.In(d.translate) }

// safe is the current page's safe area.
func (d *doc) safe() box { return d.geo.safe(d.PageNo()) }

// footer numbers every page but the title, imprint, section and blank
// pages (as books do: a part's opening page carries no folio), inside the
// safe area: on the outside corner of a bound book, centred otherwise.
func (d *doc) footer() {
	n := d.PageNo()
	if k := d.plan.pages[n-1].kind; k == pageTitle || k == pageBlank || k == pageImprint || k == pageSection {
		return
	}
	b := d.safe()
	align := "C"
	if d.geo.mirrored {
		align = map[bool]string{true: "R", false: "L"}[n%2 == 1]
	}
	d.setText(familyMix, 8)
	d.SetTextColor(110, 110, 110)
	// The number's glyphs end at the foot of the safe area at the lowest:
	// a 16 pt Japanese number (large print) is taller than the band.
	s := d.tr(text.New("page %d", n))
	h := max(d.space().footer-3, d.glyphHeight(s))
	d.cell(b.X0, b.Y1-h, b.W(), h, s, align)
}

// draw draws one planned page.
func (d *doc) draw(pg page) {
	switch pg.kind {
	case pageTitle:
		d.titlePage()
	case pageImprint:
		d.imprintPage()
	case pageHowTo:
		d.howToPage()
	case pageContents:
		d.contentsPage()
	case pageSection:
		d.sectionPage(d.plan.sections[pg.section])
	case pagePuzzles:
		d.gridPage(pg, d.puzzleHeader(pg.first), d.opt.PerPage, false)
	case pageAnswers:
		d.gridPage(pg, d.tr(text.New("Answers")), d.plan.answersPer, true)
	case pageBlank: // left empty, with no page number either
	case pageNotes:
		d.notesPage()
	}
}

// puzzleHeader is the header of a page of puzzles: its section's level in
// a book with sections, else the title unless a title page shows it.
func (d *doc) puzzleHeader(first int) string {
	switch {
	case d.opt.Sections && d.plan.entries[first].Technique != "":
		return d.tr(text.Word(d.plan.entries[first].Technique))
	case d.opt.Sections:
		return d.tr(text.Word(levelName(d.plan.entries[first].Level)))
	case !d.opt.TitlePage:
		return d.opt.Title
	}
	return ""
}

// levelName names a section; puzzles without a level go under "Puzzles".
func levelName(level string) string {
	if level == "" {
		return "Puzzles"
	}
	return level
}

// space is the room the book's pages keep for words around the grids.
func (d *doc) space() spacing { return spacingOf(d.opt.LargePrint) }

// gridPage draws a page of puzzles or answers, per to a page.
func (d *doc) gridPage(pg page, header string, per int, answers bool) {
	if header != "" {
		d.header(header, header == d.opt.Title)
	}
	slots := slotsIn(d.safe(), per, header != "", d.space())
	for k := 0; k < pg.count; k++ {
		i := pg.first + k
		e := &d.plan.entries[i]
		// An answer says where its puzzle is, so a reader can turn back.
		label := d.tr(text.New("No. %d (page %d)", i+1, d.plan.pageOf(i)))
		if !answers {
			label = d.entryLabel(i, e)
		}
		d.label(slots[k], label, d.opt.TimeBox && !answers)
		d.grid(slots[k], e, answers)
	}
}

// entryLabel is the small print above a puzzle: its number, level, score
// when asked, and identifier.
func (d *doc) entryLabel(i int, e *Entry) string {
	s := d.tr(text.New("No. %d", i+1))
	// In a book with sections by level, the page's header names the
	// level already: once a page is enough.
	byLevel := d.opt.Sections && e.Technique == ""
	if e.Level != "" && !byLevel {
		s += " · " + d.tr(text.Word(e.Level))
	}
	if d.opt.ShowScore && e.Score > 0 {
		s += " · " + strconv.FormatFloat(e.Score, 'f', 1, 64)
	}
	if e.ID != "" {
		s += " · " + e.ID
	}
	return s
}

// label writes the small print above a grid, and at its right, when
// timeBox, a place to write the time taken: "Time ______".
func (d *doc) label(s Slot, words string, timeBox bool) {
	// 11 pt and near black: the puzzle number is what a reader looks
	// for when turning to a puzzle or its answer (it was a 9 pt grey).
	d.setText(familyMix, 11)
	d.SetTextColor(30, 30, 30)
	label := d.space().label
	room := s.Side
	if timeBox {
		box := d.tr(text.New("Time")) + " ________"
		w := min(d.width(box), s.Side/2)
		d.cell(s.X+s.Side-w, s.Y-label+1, w, label-2, d.fit(box, w), "R")
		room = s.Side - w - 2
	}
	d.cell(s.X, s.Y-label+1, room, label-2, d.fit(words, room), "L")
}

// header writes a page's heading at the top of its safe area, on one line:
// smaller when it is long, down to 9 pt, and cut with an ellipsis past
// that. The title is set in the user's font, other headings in the words'.
func (d *doc) header(heading string, isTitle bool) {
	b := d.safe()
	size := 16.0
	family := familyMix
	if isTitle {
		family = d.user
	}
	d.setText(family, size)
	for size > 9 && d.width(heading) > b.W() {
		size--
		d.setText(family, size)
	}
	d.SetTextColor(0, 0, 0)
	d.cell(b.X0, b.Y0, b.W(), d.space().header-4, d.fit(heading, b.W()), "C")
}

// digitSize is the size of the digits in a grid of side mm: 62% of a
// cell, raised to the book's floor.
func (d *doc) digitSize(side float64) float64 {
	return max(side/9/point*0.62, d.opt.digitFloor())
}

// lineWidths are a grid's thin and thick line widths, in mm: in proportion
// to the grid, never below 0.75 pt for print on demand, and heavier in
// large print.
func (d *doc) lineWidths(side float64) (thin, thick float64) {
	thin, thick = max(0.25*side/150, 0.12), max(0.9*side/150, 0.12)
	if d.opt.POD {
		thin = max(thin, podLine)
	}
	if d.opt.LargePrint {
		thin, thick = max(thin, 1*point), max(thick, 3*point)
	}
	return thin, max(thick, 2.5*thin)
}

// grid draws one puzzle at a slot.
func (d *doc) grid(s Slot, e *Entry, answers bool) {
	cell := s.Side / 9
	for c := 0; c < 81; c++ {
		x, y := s.X+float64(c%9)*cell, s.Y+float64(c/9)*cell
		if e.Clues[c] != 0 && !e.Helpers.Has(c) {
			fill := d.fillOf(e, c)
			d.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
			d.Rect(x, y, cell, cell, "F")
		}
	}
	d.SetDrawColor(0, 0, 0)
	thin, thick := d.lineWidths(s.Side)
	// Square caps carry each line half its width past its ends, so the
	// thick border closes at the corners (butt caps left a notch of half
	// the border's width there); inner lines end under the border.
	d.SetLineCapStyle("square")
	defer d.SetLineCapStyle("butt")
	for i := 0; i <= 9; i++ {
		w := thin
		if i%3 == 0 {
			w = thick
		}
		d.SetLineWidth(w)
		off := float64(i) * cell
		d.Line(s.X, s.Y+off, s.X+s.Side, s.Y+off)
		d.Line(s.X+off, s.Y, s.X+off, s.Y+s.Side)
	}
	pt := d.digitSize(s.Side)
	for c := 0; c < 81; c++ {
		v := e.Clues[c]
		bold := true
		if v == 0 && answers {
			v, bold = e.Solution[c], false
		}
		if v == 0 {
			continue
		}
		if bold {
			d.SetFont("go", "B", pt)
			ink := palette.DigitColor(d.fillOf(e, c))
			if e.Helpers.Has(c) {
				ink = color.NRGBA{0, 0, 0, 255} // a helper clue sits on white paper
			}
			d.SetTextColor(int(ink.R), int(ink.G), int(ink.B))
		} else {
			d.SetFont("go", "", pt)
			d.SetTextColor(90, 90, 90)
		}
		x, y := s.X+float64(c%9)*cell, s.Y+float64(c/9)*cell
		d.SetXY(x, y)
		d.CellFormat(cell, cell, strconv.Itoa(int(v)), "", 0, "CM", false, 0, "")
	}
}

// fillOf returns the highlight of clue cell c, as the book's ink prints
// it (see tone).
func (d *doc) fillOf(e *Entry, c int) color.NRGBA {
	if d.opt.CellColors && e.CellColors != nil {
		return d.tone(palette.Lighten(e.CellColors[c]))
	}
	return d.tone(d.opt.Highlight)
}

// blackInk tells whether the book prints in black ink only: a print on
// demand interior on white or cream paper (KDP's and IngramSpark's
// "black and white" interiors; "colour" paper is premium colour). Its
// cover is printed in colour all the same.
func (d *doc) blackInk() bool { return d.opt.POD && d.opt.Paper != "colour" && !d.cover }

// minInk is the least ink a tint gets in a black-ink interior. The
// default highlight #ffd580 is 86 % light, which black ink prints as a
// 14 % grey that hardly shows; at 25 % ink the picture shows on the page
// and black digits on it keep a contrast far above WCAG's 4.5:1. The
// grey is rounded towards more ink, so that no tint prints lighter than
// minInk (rounded to the nearest level, 24 % became 23.9 %).
const minInk = 0.25

// exampleInk is the grey of the cells a worked example tints (the unit a
// step happens in, the cells of a pattern) in a black-ink interior: in
// colour they are pale blue, which black ink printed as the same 24 %
// grey as the clues, so that empty cells looked like clues under "The
// shaded cells are the clues". At 12 % they stay visible and lie at least
// 13 points of ink below every clue's shade (minInk).
const exampleInk = 0.12

// tone is colour c as the book prints it: c itself in colour, and in a
// black-ink interior the grey of c's luminance, darkened to at least
// minInk of ink, so that what was a pale tint stays visible in grey.
func (d *doc) tone(c color.NRGBA) color.NRGBA {
	if !d.blackInk() {
		return c
	}
	v := uint8(min(math.Round(luminanceSRGB(c)*255), math.Floor((1-minInk)*255)))
	return color.NRGBA{v, v, v, 255}
}

// exampleTint sets the fill of a worked example's tinted cells: pale blue
// in colour, and in black ink a light grey (exampleInk) that no clue's
// shade can be mistaken for.
func (d *doc) exampleTint() {
	if d.blackInk() {
		v := int(math.Round((1 - exampleInk) * 255))
		d.SetFillColor(v, v, v)
		return
	}
	d.SetFillColor(220, 235, 255)
}

// luminanceSRGB is c's perceived lightness from 0 to 1 (Rec. 601 weights
// on the sRGB values, as greyscale conversion in printing does).
func luminanceSRGB(c color.NRGBA) float64 {
	return (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 255
}

// setTextColour and setDraw set the PDF colours through tone.
func (d *doc) setTextColour(r, g, b uint8) {
	c := d.tone(color.NRGBA{r, g, b, 255})
	d.SetTextColor(int(c.R), int(c.G), int(c.B))
}

func (d *doc) setDraw(r, g, b uint8) {
	c := d.tone(color.NRGBA{r, g, b, 255})
	d.SetDrawColor(int(c.R), int(c.G), int(c.B))
}
