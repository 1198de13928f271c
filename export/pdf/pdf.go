// Package pdf prints puzzles: single sheets and whole books, with the clue
// cells highlighted so the design shows on paper, answer keys, embedded
// fonts, and output that is the same byte for byte for the same input.
package pdf

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jung-kurt/gofpdf"
	"golang.org/x/image/font/sfnt"

	"github.com/pictdoku/pictdoku/assets"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/atomic"
)

// Entry is one puzzle to print.
type Entry struct {
	Clues      sudoku.Grid
	Solution   sudoku.Grid      // needed for the answer key
	Level      string           // e.g. "Hard"
	Score      float64          // used to order by difficulty
	ID         string           // short identifier in small print, e.g. a seed or hash
	CellColors *[81]color.NRGBA // per-cell highlight from the design's picture, or nil
}

// Options control the layout of a sheet or book.
type Options struct {
	Title        string
	PageSize     string  // a name of PageSizes ("A4", the default), or a custom trim like "7x10in" or "180x260mm"
	PerPage      int     // puzzles per page: 1 (default), 2, 4 or 6
	Margin       float64 // print margin in mm (default 15)
	TitlePage    bool
	ByDifficulty bool // order puzzles by score, easiest first
	Answers      bool // add an answer key at the end
	AnswersPer   int  // answer grids per page: 6 or 9 (default 9)
	Highlight    color.NRGBA
	CellColors   bool      // use each entry's picture colours, lightened
	FontPath     string    // TrueType font for titles in other scripts
	Created      time.Time // creation date written into the file (default: SOURCE_DATE_EPOCH when set, else now)
	// Progress, if set, is called with the number of pages laid out and the
	// total; returning false cancels the export.
	Progress func(done, total int) bool

	font     []byte // the data of the font at fontPath, read and checked once by Check
	fontPath string
}

// DefaultHighlight is a light amber that keeps black digits readable.
var DefaultHighlight = color.NRGBA{R: 0xff, G: 0xd5, B: 0x80, A: 0xff}

// Highlights are the named clue-cell colours offered to users.
var Highlights = map[string]color.NRGBA{
	"Amber": DefaultHighlight,
	"Sky":   {R: 0xb3, G: 0xdc, B: 0xff, A: 0xff},
	"Mint":  {R: 0xc8, G: 0xf0, B: 0xc8, A: 0xff},
	"Rose":  {R: 0xff, G: 0xc8, B: 0xd8, A: 0xff},
}

// HighlightNames lists the names of Highlights in a fixed order.
func HighlightNames() []string { return []string{"Amber", "Sky", "Mint", "Rose"} }

// ErrCanceled is returned when Progress asks to stop.
var ErrCanceled = errors.New("export canceled")

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
// "WxHin" or "WxHmm" between 2x2 in and 17x17 in.
func pageSize(name string) ([2]float64, bool) {
	if s, ok := pageSizes[name]; ok {
		return s, true
	}
	unit := 0.0
	spec := strings.ToLower(strings.TrimSpace(name))
	switch {
	case strings.HasSuffix(spec, "in"):
		unit, spec = 25.4, strings.TrimSuffix(spec, "in")
	case strings.HasSuffix(spec, "mm"):
		unit, spec = 1, strings.TrimSuffix(spec, "mm")
	default:
		return [2]float64{}, false
	}
	ws, hs, ok := strings.Cut(spec, "x")
	w, err1 := strconv.ParseFloat(strings.TrimSpace(ws), 64)
	h, err2 := strconv.ParseFloat(strings.TrimSpace(hs), 64)
	if !ok || err1 != nil || err2 != nil {
		return [2]float64{}, false
	}
	w, h = w*unit, h*unit
	if w < 50.8 || h < 50.8 || w > 431.8 || h > 431.8 {
		return [2]float64{}, false
	}
	return [2]float64{w, h}, true
}

// Layout is a page's geometry, exported for tests that read PDFs back.
type Layout struct {
	PageW, PageH float64
	Slots        []Slot
}

// Slot is where one grid goes on a page, in mm from the top left.
type Slot struct{ X, Y, Side float64 }

// MaxPages is the most pages a book may have: print-on-demand services
// bind at most 828, and a larger book would only be held in memory to be
// refused at the printer.
const MaxPages = 828

// maxTitle bounds the title's length, so that it fits its page.
const maxTitle = 300

// maxFontBytes bounds a user's font file; real TrueType fonts are far
// smaller, CJK ones included (IPA Gothic is 6 MB).
const maxFontBytes = 64 << 20

// Check normalises the options and checks everything about them that can
// be checked before any puzzle is laid out: sizes, counts, the title's
// characters and the font file. Callers run it before long work, so a bad
// option fails at once.
func (o *Options) Check() error {
	if err := o.normalise(); err != nil {
		return err
	}
	if n := utf8.RuneCountInString(o.Title); n > maxTitle {
		return text.Errorf("the title has %d characters; a book title can have at most %d", n, maxTitle)
	}
	if err := checkEncodable(o.Title); err != nil {
		return err
	}
	if o.FontPath != o.fontPath {
		o.font, o.fontPath = nil, ""
		if o.FontPath != "" {
			data, err := readFont(o.FontPath)
			if err != nil {
				return err
			}
			o.font, o.fontPath = data, o.FontPath
		}
	}
	if o.font != nil {
		if o.Title != "" && !covers(o.font, o.Title) {
			return text.Errorf("font %s lacks glyphs for the title %q", o.FontPath, o.Title)
		}
	}
	return nil
}

// checkEncodable refuses characters the PDF writer cannot encode: gofpdf
// maps glyphs only up to U+FFFF, so an emoji or a rare kanji beyond it
// would crash it even with a font that has the glyph.
func checkEncodable(s string) error {
	for _, r := range s {
		if r > 0xFFFF {
			return text.Errorf("the title has %q (U+%04X), a character PDF books cannot hold yet (only up to U+FFFF): remove it", string(r), r)
		}
	}
	return nil
}

// readFont reads a user's font file and checks that the PDF writer can
// embed it: TrueType outlines, not OpenType CFF (.otf) or a collection
// (.ttc), which gofpdf refuses (printing its complaint to standard output).
func readFont(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, text.Wrap(err, "font %s: %s", path, unwrapPathError(err))
	}
	if fi.Size() > maxFontBytes {
		return nil, text.Errorf("font %s is %d MB; a TrueType font is at most %d MB", path, fi.Size()>>20, maxFontBytes>>20)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, text.Wrap(err, "font %s: %s", path, unwrapPathError(err))
	}
	if len(data) < 4 {
		return nil, text.Errorf("font %s is not a TrueType font (.ttf)", path)
	}
	switch string(data[:4]) {
	case "\x00\x01\x00\x00", "true":
	case "OTTO":
		return nil, text.Errorf("font %s is an OpenType font with CFF outlines (.otf), which PDF books cannot embed: use a TrueType font (.ttf)", path)
	case "ttcf":
		return nil, text.Errorf("font %s is a font collection (.ttc), which PDF books cannot embed: use a single TrueType font (.ttf)", path)
	default:
		return nil, text.Errorf("font %s is not a TrueType font (.ttf)", path)
	}
	if _, err := sfnt.Parse(data); err != nil {
		return nil, text.Errorf("font %s is damaged: %s", path, err.Error())
	}
	return data, nil
}

// unwrapPathError gives an os error's cause without the path, which the
// message names already.
func unwrapPathError(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// PageCount returns how many pages a book of n puzzles takes with opt
// (normalised): the title page, the puzzle pages and the answer pages.
func PageCount(n int, opt Options) int {
	pages := (n + opt.PerPage - 1) / opt.PerPage
	if opt.Answers {
		per := answersPerPage(n, opt.AnswersPer)
		pages += (n + per - 1) / per
	}
	if opt.TitlePage {
		pages++
	}
	return pages
}

// answersPerPage is how many answer grids share a page: opt's number, or
// fewer and larger ones when the book has fewer puzzles than that (a
// single sheet's answer is one full-size grid, not one small grid in a
// corner).
func answersPerPage(n, most int) int {
	for _, per := range []int{1, 2, 4, 6, 9} {
		if per >= n || per >= most {
			return min(per, most)
		}
	}
	return most
}

// CheckSize refuses a book of n puzzles that would pass MaxPages, before
// any of it is laid out.
func CheckSize(n int, opt Options) error {
	if pages := PageCount(n, opt); pages > MaxPages {
		return text.Errorf("%d puzzles make a book of %d pages; a printed book has at most %d: split them into several books", n, pages, MaxPages)
	}
	return nil
}

func (o *Options) normalise() error {
	if o.PageSize == "" {
		o.PageSize = "A4"
	}
	if _, ok := pageSize(o.PageSize); !ok {
		return fmt.Errorf("unknown page size %q (want %s, or a custom trim like 7x10in or 180x260mm, 2 to 17 inches a side)", o.PageSize, strings.Join(PageSizes(), ", "))
	}
	if o.PerPage == 0 {
		o.PerPage = 1 // the zero Options print a sheet
	}
	switch o.PerPage {
	case 1, 2, 4, 6:
	default:
		return fmt.Errorf("%d puzzles per page: want 1, 2, 4 or 6", o.PerPage)
	}
	if o.AnswersPer == 0 {
		o.AnswersPer = 9
	}
	if o.AnswersPer != 6 && o.AnswersPer != 9 {
		return fmt.Errorf("%d answers per page: want 6 or 9", o.AnswersPer)
	}
	if o.Margin <= 0 {
		o.Margin = 15
	}
	if o.Highlight.A == 0 {
		o.Highlight = DefaultHighlight
	}
	if o.Created.IsZero() {
		o.Created = time.Now().UTC().Truncate(time.Second)
		if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" { // reproducible builds
			if n, err := strconv.ParseInt(s, 10, 64); err == nil {
				o.Created = time.Unix(n, 0).UTC()
			}
		}
	}
	return nil
}

// PageLayout returns where the grids of a page go for n per page.
func PageLayout(pageName string, n int, margin float64, header bool) Layout {
	size, _ := pageSize(pageName)
	l := Layout{PageW: size[0], PageH: size[1]}
	top := margin
	if header {
		top += 12
	}
	bottom := margin + 8 // footer
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
	}
	w := (l.PageW - 2*margin) / float64(cols)
	h := (l.PageH - top - bottom) / float64(rows)
	label := 8.0 // space for the puzzle's number and level above it
	side := min(w*0.88, h-label-4)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			x := margin + float64(c)*w + (w-side)/2
			y := top + float64(r)*h + label + (h-label-side)/2
			l.Slots = append(l.Slots, Slot{x, y, side})
		}
	}
	return l
}

// doc wraps a gofpdf document with Pictdoku's fonts.
type doc struct {
	*gofpdf.Fpdf
	opt       Options
	titleFont string
}

func newDoc(opt Options) (*doc, error) {
	size, _ := pageSize(opt.PageSize)
	f := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "mm", Size: gofpdf.SizeType{Wd: size[0], Ht: size[1]}})
	f.SetCreationDate(opt.Created)
	f.SetModificationDate(opt.Created)
	f.SetCatalogSort(true)
	f.SetCreator("Pictdoku", true)
	f.SetProducer("Pictdoku", true)
	f.SetAutoPageBreak(false, 0)
	f.AddUTF8FontFromBytes("go", "", assets.FontRegular())
	f.AddUTF8FontFromBytes("go", "B", assets.FontBold())
	d := &doc{Fpdf: f, opt: opt, titleFont: "go"}
	if opt.Title != "" {
		if err := d.setupTitleFont(opt.Title); err != nil {
			return nil, err
		}
		f.SetTitle(opt.Title, true)
	}
	f.SetFooterFunc(func() {
		if opt.TitlePage && f.PageNo() == 1 {
			return // a title page carries no page number
		}
		f.SetY(-opt.Margin)
		f.SetFont("go", "", 8)
		f.SetTextColor(110, 110, 110)
		f.CellFormat(0, 5, fmt.Sprintf("Pictdoku · page %d", f.PageNo()), "", 0, "C", false, 0, "")
	})
	return d, f.Error()
}

// cjkFonts are TrueType fonts looked for when a title needs glyphs the Go
// fonts lack. (Noto CJK ships .ttc collections, which gofpdf cannot read.)
var cjkFonts = []string{
	"/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf",
	"/usr/share/fonts/truetype/fonts-japanese-gothic.ttf",
	"/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf",
	"/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
	"/usr/share/fonts/truetype/wqy/wqy-microhei.ttf",
}

// setupTitleFont picks a font that has every glyph of the title: the Go
// font, the user's font, or a CJK font found on the system.
func (d *doc) setupTitleFont(title string) error {
	if covers(assets.FontRegular(), title) && d.opt.FontPath == "" {
		return nil
	}
	if d.opt.font != nil { // the user's font, read and checked by Check
		d.AddUTF8FontFromBytes("title", "", d.opt.font)
		d.titleFont = "title"
		return d.Error()
	}
	for _, path := range cjkFonts {
		data, err := readFont(path)
		if err != nil || !covers(data, title) {
			continue
		}
		d.AddUTF8FontFromBytes("title", "", data)
		d.titleFont = "title"
		return d.Error()
	}
	return fmt.Errorf("the title %q needs a font with its characters: install fonts-ipafont-gothic or name a TrueType font (.ttf)", title)
}

// covers reports whether a TrueType font has a glyph for every rune of s.
func covers(ttf []byte, s string) bool {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return false
	}
	var buf sfnt.Buffer
	for _, r := range s {
		if r == ' ' {
			continue
		}
		if idx, err := f.GlyphIndex(&buf, r); err != nil || idx == 0 {
			return false
		}
	}
	return true
}

// grid draws one puzzle at a slot.
func (d *doc) grid(s Slot, e *Entry, answers bool) {
	cell := s.Side / 9
	for c := 0; c < 81; c++ {
		x, y := s.X+float64(c%9)*cell, s.Y+float64(c/9)*cell
		if e.Clues[c] != 0 {
			fill := d.fillOf(e, c)
			d.SetFillColor(int(fill.R), int(fill.G), int(fill.B))
			d.Rect(x, y, cell, cell, "F")
		}
	}
	d.SetDrawColor(0, 0, 0)
	for i := 0; i <= 9; i++ {
		w := 0.25 * s.Side / 150
		if i%3 == 0 {
			w = 0.9 * s.Side / 150
		}
		d.SetLineWidth(max(w, 0.12))
		off := float64(i) * cell
		d.Line(s.X, s.Y+off, s.X+s.Side, s.Y+off)
		d.Line(s.X+off, s.Y, s.X+off, s.Y+s.Side)
	}
	pt := cell / 0.3528 * 0.62 // font size in points: ~62% of the cell
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
			ink := DigitColor(d.fillOf(e, c))
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

// fillOf returns the highlight of clue cell c.
func (d *doc) fillOf(e *Entry, c int) color.NRGBA {
	if d.opt.CellColors && e.CellColors != nil {
		return lighten(e.CellColors[c])
	}
	return d.opt.Highlight
}

// DigitColor returns the digit colour for a clue cell of colour fill:
// black, or white when the cell is so dark that white reads better. The
// one chosen always has a contrast ratio of at least 4.5:1 (WCAG's level
// for text), so no highlight, not even black, can hide the clues.
func DigitColor(fill color.NRGBA) color.NRGBA {
	black, white := color.NRGBA{0, 0, 0, 255}, color.NRGBA{255, 255, 255, 255}
	if Contrast(fill, black) >= Contrast(fill, white) {
		return black
	}
	return white
}

// Contrast is the WCAG contrast ratio of two colours, from 1 to 21.
func Contrast(a, b color.NRGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// luminance is a colour's relative luminance (WCAG 2).
func luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// lighten mixes a picture colour with white so that black digits stay
// readable on it (at least 60% white, and lighter still for dark colours).
func lighten(c color.NRGBA) color.NRGBA {
	luma := (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000
	keep := 0.4
	if luma < 100 {
		keep = 0.3
	}
	mix := func(v uint8) uint8 { return uint8(float64(v)*keep + 255*(1-keep)) }
	return color.NRGBA{mix(c.R), mix(c.G), mix(c.B), 255}
}

// label writes the small print above a grid.
func (d *doc) label(s Slot, text string) {
	d.SetFont("go", "", 9)
	d.SetTextColor(60, 60, 60)
	d.SetXY(s.X, s.Y-6)
	d.CellFormat(s.Side, 5, text, "", 0, "L", false, 0, "")
}

// header writes the title at the top of a page, on one line: smaller
// when it is long, down to 9 pt, and cut with an ellipsis past that.
func (d *doc) header(title string) {
	width := d.pageWidth() - 2*d.opt.Margin
	size := 16.0
	d.SetFont(d.titleFont, "", size)
	for size > 9 && d.GetStringWidth(title) > width {
		size--
		d.SetFontSize(size)
	}
	d.SetTextColor(0, 0, 0)
	d.SetXY(d.opt.Margin, d.opt.Margin)
	d.CellFormat(width, 8, d.fitWidth(title, width), "", 0, "C", false, 0, "")
}

// fitWidth cuts s with an ellipsis so that it fits width in the current font.
func (d *doc) fitWidth(s string, width float64) string {
	if d.GetStringWidth(s) <= width {
		return s
	}
	runes := []rune(s)
	for len(runes) > 0 && d.GetStringWidth(string(runes)+"…") > width {
		runes = runes[:len(runes)-1]
	}
	return string(runes) + "…"
}

func (d *doc) pageWidth() float64 {
	w, _ := d.GetPageSize()
	return w
}

// titlePage writes the book's title large, made smaller (down to 14 pt)
// until it wraps on three lines at most, and wrapped on as many as it needs
// past that, with the puzzle count below.
func (d *doc) titlePage(title string, puzzles int) {
	d.AddPage()
	width := d.pageWidth() - 2*d.opt.Margin
	size := 28.0
	d.SetFont(d.titleFont, "", size)
	lines := d.SplitText(title, width)
	for size > 14 && len(lines) > 3 {
		size -= 2
		d.SetFontSize(size)
		lines = d.SplitText(title, width)
	}
	_, pageH := d.GetPageSize()
	lineH := size * 0.3528 * 1.4
	top := min(pageH/3, pageH-d.opt.Margin-30-float64(len(lines))*lineH)
	d.SetXY(d.opt.Margin, max(top, d.opt.Margin))
	for _, l := range lines {
		d.CellFormat(width, lineH, l, "", 2, "C", false, 0, "")
	}
	d.SetFont("go", "", 12)
	d.CellFormat(width, 10, fmt.Sprintf("%d puzzles", puzzles), "", 1, "C", false, 0, "")
}

func entryLabel(i int, e *Entry) string {
	s := fmt.Sprintf("No. %d", i+1)
	if e.Level != "" {
		s += " · " + e.Level
	}
	if e.ID != "" {
		s += " · " + e.ID
	}
	return s
}

// Write lays out the book (a sheet is a book of one) and writes the PDF.
// A failure inside the PDF library comes back as an error, never as a
// crash of the program that asked for the book.
func Write(w io.Writer, entries []Entry, opt Options) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = text.Errorf("the PDF writer failed: %v", fmt.Sprint(p))
		}
	}()
	if err := opt.Check(); err != nil {
		return err
	}
	if len(entries) == 0 {
		return errors.New("nothing to print: no puzzles")
	}
	if err := CheckSize(len(entries), opt); err != nil {
		return err
	}
	list := append([]Entry(nil), entries...)
	if opt.ByDifficulty {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Score < list[j].Score })
	}
	if opt.Answers {
		for i := range list {
			if !list[i].Solution.IsComplete() {
				return fmt.Errorf("puzzle %d has no solution to print in the answer key", i+1)
			}
		}
	}
	d, err := newDoc(opt)
	if err != nil {
		return err
	}
	pages := (len(list) + opt.PerPage - 1) / opt.PerPage
	answerPages, answersPer := 0, answersPerPage(len(list), opt.AnswersPer)
	if opt.Answers {
		answerPages = (len(list) + answersPer - 1) / answersPer
	}
	total := PageCount(len(list), opt)
	if opt.TitlePage {
		title := opt.Title
		if title == "" {
			title = "Pictdoku"
		}
		d.titlePage(title, len(list))
	}
	done := 0
	step := func() error {
		done++
		if opt.Progress != nil && !opt.Progress(done, total) {
			return ErrCanceled
		}
		return nil
	}
	hasHeader := opt.Title != "" && !opt.TitlePage
	layout := PageLayout(opt.PageSize, opt.PerPage, opt.Margin, hasHeader)
	for p := 0; p < pages; p++ {
		d.AddPage()
		if hasHeader {
			d.header(opt.Title)
		}
		for k, s := range layout.Slots {
			i := p*opt.PerPage + k
			if i >= len(list) {
				break
			}
			d.label(s, entryLabel(i, &list[i]))
			d.grid(s, &list[i], false)
		}
		if err := step(); err != nil {
			return err
		}
	}
	if opt.Answers {
		al := PageLayout(opt.PageSize, answersPer, opt.Margin, true)
		for p := 0; p < answerPages; p++ {
			d.AddPage()
			d.header("Answers")
			for k, s := range al.Slots {
				i := p*answersPer + k
				if i >= len(list) {
					break
				}
				d.label(s, fmt.Sprintf("No. %d", i+1))
				d.grid(s, &list[i], true)
			}
			if err := step(); err != nil {
				return err
			}
		}
	}
	if err := d.Error(); err != nil {
		return err
	}
	return d.Output(w)
}

// Save writes the PDF to path atomically.
func Save(path string, entries []Entry, opt Options) error {
	return atomic.WriteFile(path, func(w atomic.Writer) error { return Write(w, entries, opt) })
}
