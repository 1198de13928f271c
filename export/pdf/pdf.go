// Package pdf prints puzzles: single sheets and whole books, with the clue
// cells highlighted so the design shows on paper, answer keys, embedded
// fonts, and output that is the same byte for byte for the same input.
//
// A book is laid out in two passes. The first plans it page by page (see
// plan.go): front matter (title page, imprint, how to play, contents),
// sections of puzzles by level, each opened by a header page, the answer
// key numbered to match, and, for print on demand, the blank pages that
// bring it to its printer's least page count (KDP 24, Lulu 32) and an
// even count. Only then is the
// geometry known (geometry in page.go: trim, bleed on the outside, a
// gutter that grows with the page count, margins mirrored on facing
// pages), and the second pass draws each page in its safe area. The wrap
// cover of a print-on-demand book (cover.go) is planned from the same
// plan, so its spine is as thick as the interior's real page count.
//
// A print-on-demand book is made for one printer (printer.go: KDP,
// IngramSpark or Lulu), whose bleed, least margins and page limits the
// geometry (geometry.go) follows. As it draws, the writer records where
// every word and line went (record.go), so that the book can be held to
// its printer's safe area without reading its content streams back; the
// file itself is read back for what a printer's preflight reads
// (check.go): pages, sizes, page boxes, fonts and blank pages.
//
// Every word printed comes from the catalogues (engine/catalogue) in the
// book's language, English or Japanese; Japanese is set in a font bundled
// with the program, so a book prints the same on every machine.
package pdf

import (
	"errors"
	"fmt"
	"image/color"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pictdoku/pictdoku/engine/catalogue"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/atomic"
	"github.com/pictdoku/pictdoku/export/palette"
)

// Entry is one puzzle to print.
type Entry struct {
	Clues      sudoku.Grid
	Solution   sudoku.Grid      // needed for the answer key
	Level      string           // e.g. "Hard": the section it goes in, and its label
	Score      float64          // used to order by difficulty, and printed when asked
	ID         string           // short identifier in small print, e.g. a seed or hash
	CellColors *[81]color.NRGBA // per-cell highlight from the design's picture, or nil
	// Helpers are clue cells printed without the highlight: helper clues
	// outside a picture kept exact, so that the highlighted cells are the
	// picture and nothing else.
	Helpers pattern.Pattern
	// Technique, in a themed book (practice of one technique a section),
	// is the English name of the technique the puzzle needs: with
	// Sections, the puzzles are grouped by it, easiest technique first,
	// and each section's opening page works an example of it.
	Technique string
}

// Options control the layout of a sheet or book.
type Options struct {
	Title        string
	PageSize     string  // a name of PageSizes ("A4", the default), or a custom trim like "7x10in" or "180x260mm"
	PerPage      int     // puzzles per page: 1 (default), 2, 4 or 6; 1 or 2 in large print
	Margin       float64 // print margin in mm (default 15; at least 3/8 in for print on demand)
	TitlePage    bool
	ByDifficulty bool // order puzzles by score, easiest first (within each section, with Sections)
	Answers      bool // add an answer key at the end
	AnswersPer   int  // answer grids per page: 6, 9 or 12; 2, 4 or 6 in large print; 0 for the default (AnswerChoices)
	Highlight    color.NRGBA
	CellColors   bool      // use each entry's picture colours, lightened
	FontPath     string    // TrueType font for a title or imprint in other scripts
	Created      time.Time // creation date written into the file (default: SOURCE_DATE_EPOCH when set, else now)

	Lang      string // language of every word printed: "en" (default) or "ja"
	Imprint   string // text of a copyright/imprint page after the title page; "" for none
	HowToPlay bool   // a page with the rules and a worked example
	// Plain says the puzzles come from a list, not from designs: the
	// clues draw no picture, and the rules do not say they do.
	Plain     bool
	Contents  bool // a table of contents
	Sections  bool // group the puzzles by level, Easy to Extreme, each after a header page
	ShowScore bool // print each puzzle's score beside its level
	// TimeBox prints "Time ______" at the right of each puzzle's label,
	// for the solver to write down how long it took.
	TimeBox    bool
	LargePrint bool // digits and words of at least 16 pt (words a third larger), heavier lines, 1 or 2 puzzles and 2, 4 or 6 answers a page
	// POD makes the book ready for print on demand at Printer: bleed where
	// the printer wants it (unless NoBleed), its least margins and a
	// gutter by page count, mirrored margins, page numbers on the
	// outside, each page's TrimBox and BleedBox, lines of at least 0.75 pt
	// and digits of at least 7 pt, and at least the printer's least page
	// count (KDP 24, Lulu 32, IngramSpark 18), an even number (blank or
	// Notes pages are added at the end).
	POD bool
	// Paper is the interior paper of a print-on-demand book: "white" (the
	// default, ""), "cream" or "colour". It sets the most pages the book
	// may have at its trim (MaxPagesOn).
	Paper string
	// Printer is the print-on-demand service the book is for: "kdp" (the
	// default, ""), "ingramspark" or "lulu" (Printers). It sets where the
	// bleed goes, the least margins, the page limits and the page boxes.
	Printer string
	// NoBleed makes a print-on-demand book's pages the trim itself: no
	// interior page prints to its edge, so the bleed is only room, and
	// every printer takes a book without it (with the smaller least
	// margin of a book without bleed).
	NoBleed bool

	// Progress, if set, is called with the number of pages laid out and the
	// total; returning false cancels the export.
	Progress func(done, total int) bool

	// tightMargin, set by tests only, is a margin in mm that the
	// geometry takes as it is, below the printer's least margins, so
	// that the checks have a bad book to find.
	tightMargin float64
	// record, when set (by WriteBook), receives where every word and line
	// of the book went.
	record *Record

	font     []byte // the data of the font at fontPath, read and checked once by Check
	fontPath string
	userFont []byte // the font the title and imprint are set in; nil for the words' font
}

// ErrCanceled is returned when Progress asks to stop.
var ErrCanceled = errors.New("export canceled")

// MaxPages is the most pages a book may have: print-on-demand services
// bind at most 828, and a larger book would only be held in memory to be
// refused at the printer.
const MaxPages = 828

// maxTitle and maxImprint bound the user's texts, so that they fit their
// pages.
const (
	maxTitle   = 300
	maxImprint = 2000
)

// maxFontBytes bounds a user's font file; real TrueType fonts are far
// smaller, CJK ones included (IPA Gothic is 6 MB).
const maxFontBytes = 64 << 20

// Check normalises the options and checks everything about them that can
// be checked before any puzzle is laid out: sizes, counts, the language,
// the title's and imprint's characters and the fonts they need. Callers
// run it before long work, so a bad option fails at once.
func (o *Options) Check() error {
	if err := o.normalise(); err != nil {
		return err
	}
	o.Paper = PaperName(o.Paper)
	if !validPaper(o.Paper) {
		return text.Errorf("paper %s: want white, cream or colour", text.Quote(o.Paper))
	}
	if _, ok := PrinterNamed(o.Printer); !ok {
		return errPrinter(o.Printer)
	}
	if n := utf8.RuneCountInString(o.Title); n > maxTitle {
		return text.Errorf("the title has %d characters; a book title can have at most %d", n, maxTitle)
	}
	if n := utf8.RuneCountInString(o.Imprint); n > maxImprint {
		return text.Errorf("the imprint has %d characters; it can have at most %d", n, maxImprint)
	}
	if r, ok := beyondBMP(o.Title); ok {
		return text.Errorf("the title has %q (U+%04X), a character PDF books cannot hold yet (only up to U+FFFF): remove it", string(r), r)
	}
	if r, ok := beyondBMP(o.Imprint); ok {
		return text.Errorf("the imprint has %q (U+%04X), a character PDF books cannot hold yet (only up to U+FFFF): remove it", string(r), r)
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
	userText := o.Title + o.Imprint
	if o.font != nil {
		if missing := fontLacks(o.font, o.Title); len(missing) > 0 {
			return text.Errorf("font %s lacks glyphs for the title %s: %s", o.FontPath, text.Quote(o.Title), characters(missing))
		}
		if missing := fontLacks(o.font, o.Imprint); len(missing) > 0 {
			return text.Errorf("font %s lacks glyphs for the imprint's %s", o.FontPath, characters(missing))
		}
	}
	font, err := o.fontFor(userText)
	if err != nil {
		return err
	}
	o.userFont = font
	return nil
}

// beyondBMP finds a character the PDF writer cannot encode: gofpdf maps
// glyphs only up to U+FFFF, so an emoji or a rare kanji beyond it would
// crash it even with a font that has the glyph.
func beyondBMP(s string) (rune, bool) {
	for _, r := range s {
		if r > 0xFFFF {
			return r, true
		}
	}
	return 0, false
}

// answersPerPage is how many answer grids share a page: opt's number, or
// fewer and larger ones when the book has fewer puzzles than that (a
// single sheet's answer is one full-size grid, not one small grid in a
// corner).
func answersPerPage(n, most int) int {
	for _, per := range []int{1, 2, 4, 6, 9, 12} {
		if per >= n || per >= most {
			return min(per, most)
		}
	}
	return most
}

// MaxPuzzles is the most puzzles a book can hold: MaxPages pages of the
// most puzzles a page takes (6), answers and front matter aside. More are
// refused by arithmetic, before anything is allocated for them.
const MaxPuzzles = MaxPages * 6

// CheckSize refuses a book of n puzzles that could not be printed (see
// CheckBook), before any of it is laid out.
func CheckSize(n int, opt Options) error {
	if n > MaxPuzzles {
		return text.Errorf("%d puzzles need more than %d pages; a printed book has at most %d: split them into several books", n, MaxPages, MaxPages)
	}
	return CheckBook(PageCount(n, opt), n, opt)
}

// Preflight checks, before any puzzle is made, what a book of puzzles
// puzzles with opt, and its wrap cover when cover is not nil, would
// refuse once the work is done: the page count (CheckSize), an imprint
// longer than its page at that page count's gutter, and the cover's texts
// (their characters and lengths, and a back text that does not fit above
// the barcode area). The book command runs it before the puzzles are
// made, so nothing is refused after the waiting.
func Preflight(puzzles int, opt Options, cover *Cover) error {
	if err := opt.Check(); err != nil {
		return err
	}
	if err := CheckSize(puzzles, opt); err != nil {
		return err
	}
	p := makePlan(make([]Entry, puzzles), opt)
	pages := len(p.pages)
	d, err := newDoc(opt, newGeometry(opt, pages), p)
	if err != nil {
		return err
	}
	if err := d.fitImprint(); err != nil {
		return err
	}
	if cover == nil {
		return nil
	}
	if !opt.POD {
		return errCoverNotPOD
	}
	if err := cover.check(&opt); err != nil {
		return err
	}
	if strings.TrimSpace(cover.BackText) == "" {
		return nil
	}
	cg := newCoverGeometry(opt, pages)
	d, err = newDoc(opt, geometry{pageW: cg.w, pageH: cg.h}, p) // with the font cover.check chose
	if err != nil {
		return err
	}
	d.cover = true
	_, _, _, err = d.backLines(cg, *cover)
	return err
}

// MostPuzzles is the most puzzles a book with opt can hold: the largest
// count CheckSize passes (0 when not even one fits). A reader of a list
// stops there: past it the book is refused whatever follows, so an
// endless stream need not be read for ever.
func MostPuzzles(opt Options) int {
	if opt.normalise() != nil {
		return 0
	}
	// More puzzles never take fewer pages, nor a narrower gutter.
	lo, hi := 0, MaxPuzzles // CheckSize(lo) passes (or lo is 0), CheckSize(hi+1) fails
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if CheckSize(mid, opt) == nil {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// CheckBook refuses a book of pages pages holding puzzles puzzles, laid
// out with opt (normalised), that could not be printed: more pages than a
// printer binds (CheckPages), than its trim and paper allow
// (CheckPaperPages), or a gutter so wide at that page count that the
// grids no longer hold the book's digits.
func CheckBook(pages, puzzles int, opt Options) error {
	if err := CheckPages(pages, puzzles); err != nil {
		return err
	}
	if err := CheckPaperPages(pages, puzzles, opt); err != nil {
		return err
	}
	return opt.checkLayout(pages)
}

// BookPuzzles is perDesign puzzles from each of designs designs, or an
// error when that is more than a book can hold (checked without
// overflow, so no typo can make it wrap around to a small number).
func BookPuzzles(perDesign, designs int) (int, error) {
	if perDesign > MaxPuzzles || (designs > 0 && perDesign > MaxPuzzles/designs) {
		return 0, text.Errorf("%d puzzles from each of %d designs are more than a book can hold (%d at most): split them into several books", perDesign, designs, MaxPuzzles)
	}
	return perDesign * designs, nil
}

// CheckPages refuses a book of pages pages (of puzzles puzzles) that a
// printer would not bind.
func CheckPages(pages, puzzles int) error {
	if pages > MaxPages {
		return text.Errorf("%d puzzles make a book of %d pages; a printed book has at most %d: split them into several books", puzzles, pages, MaxPages)
	}
	return nil
}

// pageDefaults fills in the page size (A4) and the margin (15 mm, or 3/8
// in for print on demand) when they are unset.
func (o *Options) pageDefaults() {
	if o.PageSize == "" {
		o.PageSize = "A4"
	}
	if o.Margin <= 0 {
		o.Margin = 15
		if o.POD {
			o.Margin = podOuter
		}
	}
}

func (o *Options) normalise() error {
	o.pageDefaults()
	if _, ok := pageSize(o.PageSize); !ok {
		return fmt.Errorf("unknown page size %q (want %s, or a custom trim like 5x8, 7x10in or 180x260mm, 2 to 17 inches a side)", o.PageSize, strings.Join(PageSizes(), ", "))
	}
	if o.Lang == "" {
		o.Lang = "en"
	}
	if !catalogue.Known(o.Lang) {
		return fmt.Errorf("unknown book language %q (want %s)", o.Lang, strings.Join(catalogue.Languages(), " or "))
	}
	if o.PerPage == 0 {
		o.PerPage = 1 // the zero Options print a sheet
	}
	switch {
	case o.LargePrint && o.PerPage > 2:
		return fmt.Errorf("%d puzzles per page: large print has 1 or 2", o.PerPage)
	case o.PerPage == 1, o.PerPage == 2, o.PerPage == 4, o.PerPage == 6:
	default:
		return fmt.Errorf("%d puzzles per page: want 1, 2, 4 or 6", o.PerPage)
	}
	if o.AnswersPer == 0 {
		o.AnswersPer = defaultAnswers(o.LargePrint, o.answerChoices(0))
	}
	if o.Highlight.A == 0 {
		o.Highlight = palette.Amber
	}
	if o.Created.IsZero() {
		o.Created = time.Now().UTC().Truncate(time.Second)
		if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" { // reproducible builds
			if n, err := strconv.ParseInt(s, 10, 64); err == nil {
				o.Created = time.Unix(n, 0).UTC()
			}
		}
	}
	// The grids must hold the book's digits: checked here at the thinnest
	// gutter, and again by CheckSize and Write at the book's page count.
	return o.checkLayout(0)
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
	if opt.Answers {
		for i := range entries {
			if !entries[i].Solution.IsComplete() {
				return fmt.Errorf("puzzle %d has no solution to print in the answer key", i+1)
			}
		}
	}
	p := makePlan(Order(entries, opt), opt)
	if err := CheckBook(len(p.pages), len(entries), opt); err != nil {
		return err
	}
	d, err := newDoc(opt, newGeometry(opt, len(p.pages)), p)
	if err != nil {
		return err
	}
	if err := d.fitImprint(); err != nil {
		return err
	}
	d.keepRecord(opt.record, len(p.pages))
	for n, pg := range p.pages {
		d.AddPage()
		d.pageBoxes()
		d.draw(pg)
		if opt.Progress != nil && !opt.Progress(n+1, len(p.pages)) {
			return ErrCanceled
		}
	}
	if err := d.Error(); err != nil {
		return err
	}
	return d.output(w)
}

// Save writes the PDF to path atomically.
func Save(path string, entries []Entry, opt Options) error {
	return atomic.WriteFile(path, func(w atomic.Writer) error { return Write(w, entries, opt) })
}
