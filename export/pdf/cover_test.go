package pdf

import (
	"image"
	"image/color"
	"math"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/internal/poppler"
)

// coverOpt is a 6x9 print-on-demand book on paper, puzzles one a page
// with answers.
func coverOpt(paper string) Options {
	return Options{Title: "Picture Sudoku", PageSize: "6x9", POD: true, Paper: paper, Answers: true}
}

// entriesForPages returns puzzles that make a book of exactly pages pages
// with opt, found by counting the plan.
func entriesForPages(t *testing.T, opt Options, pages int) []Entry {
	t.Helper()
	if err := opt.Check(); err != nil {
		t.Fatal(err)
	}
	for n := 1; n < 2*pages; n++ {
		es := entries(t, n)
		if PageCountOf(es, opt) == pages {
			return es
		}
	}
	t.Fatalf("no book of %d pages", pages)
	return nil
}

// TestCoverGeometry checks the wrap cover's arithmetic against KDP's
// calculator: a 6x9 book of 120 pages on white paper is 2 × (6 + 0.125) +
// 120 × 0.002252 = 12.52 in wide and 9.25 in high; on cream 12.55 in.
func TestCoverGeometry(t *testing.T) {
	for _, c := range []struct {
		paper string
		pages int
		w     float64 // inches
	}{
		{"", 120, 12.52024}, {"white", 120, 12.52024}, {"cream", 120, 12.55}, {"colour", 120, 12.53164}, {"white", 24, 12.304048},
	} {
		w, h := CoverSize(coverOpt(c.paper), c.pages)
		if math.Abs(w/inch-c.w) > 1e-6 || math.Abs(h/inch-9.25) > 1e-6 {
			t.Errorf("%s, %d pages: %.5f x %.5f in, want %.5f x 9.25", c.paper, c.pages, w/inch, h/inch, c.w)
		}
	}
	opt := coverOpt("white")
	opt.normalise()
	g := newCoverGeometry(opt, 120)
	if math.Abs(g.spine.W()/inch-0.27024) > 1e-6 || math.Abs(g.back.X0/inch-0.125) > 1e-9 || math.Abs(g.front.X1-g.w+Bleed) > 1e-9 {
		t.Errorf("panels: back %v, spine %v, front %v, width %v", g.back, g.spine, g.front, g.w)
	}
	// The barcode area is 2 × 1.2 in, 0.25 in in from the back's lower
	// right corner.
	bc := g.barcode()
	if math.Abs(bc.W()/inch-2) > 1e-9 || math.Abs(bc.H()/inch-1.2) > 1e-9 ||
		math.Abs((g.back.X1-bc.X1)/inch-0.25) > 1e-9 || math.Abs((g.back.Y1-bc.Y1)/inch-0.25) > 1e-9 {
		t.Errorf("barcode area %v on the back %v", bc, g.back)
	}
	// Spine text from 79 pages, and only at 7 pt or more: 118 pages on
	// white paper.
	if g.spineText != true || newCoverGeometry(opt, 78).spineText || newCoverGeometry(opt, 116).spineText || !newCoverGeometry(opt, 118).spineText {
		t.Error("spine text is allowed from 118 pages on white paper")
	}
}

// TestCoverSpineByPrinter: the spine is as thick as the printer's paper
// makes it: IngramSpark's bulks 440 pages an inch on white and 430 on
// cream; Lulu's paperback spine is pages / 444 + 0.06 in on any paper. A
// 6x9 book of 120 pages is 12.25 in of panels and bleed plus that spine.
func TestCoverSpineByPrinter(t *testing.T) {
	for _, c := range []struct {
		printer, paper string
		w              float64 // inches
	}{
		{"kdp", "white", 12.52024},
		{"ingramspark", "white", 12.25 + 120.0/440},
		{"ingramspark", "cream", 12.25 + 120.0/430},
		{"lulu", "white", 12.25 + 120.0/444 + 0.06},
		{"lulu", "cream", 12.25 + 120.0/444 + 0.06},
	} {
		opt := coverOpt(c.paper)
		opt.Printer = c.printer
		w, h := CoverSize(opt, 120)
		if math.Abs(w/inch-c.w) > 1e-6 || math.Abs(h/inch-9.25) > 1e-6 {
			t.Errorf("%s on %s: %.5f x %.5f in, want %.5f x 9.25", c.printer, c.paper, w/inch, h/inch, c.w)
		}
	}
}

// word is a word pdftotext found, in pt from the top left.
type word struct {
	x0, y0, x1, y1 float64
	s              string
}

var wordRe = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)

// words reads every word of a one-page PDF with its box.
func words(t *testing.T, path string) []word {
	var out []word
	for _, m := range wordRe.FindAllStringSubmatch(run(t, "pdftotext", "-bbox", path, "-"), -1) {
		var v [4]float64
		for i := range v {
			v[i], _ = strconv.ParseFloat(m[i+1], 64)
		}
		out = append(out, word{v[0], v[1], v[2], v[3], m[5]})
	}
	return out
}

// pageSizePt reads the size of a PDF's pages from pdfinfo.
func pageSizePt(t *testing.T, path string) (w, h float64) {
	m := regexp.MustCompile(`Page size:\s+([\d.]+) x ([\d.]+) pts`).FindStringSubmatch(run(t, "pdfinfo", path))
	if m == nil {
		t.Fatal("pdfinfo gives no page size")
	}
	w, _ = strconv.ParseFloat(m[1], 64)
	h, _ = strconv.ParseFloat(m[2], 64)
	return w, h
}

// writeCover writes the interior and the cover of the book of es.
func writeCover(t *testing.T, es []Entry, opt Options, c Cover) (interior, cover string) {
	t.Helper()
	dir := t.TempDir()
	interior, cover = filepath.Join(dir, "book.pdf"), filepath.Join(dir, "cover.pdf")
	if err := Save(interior, es, opt); err != nil {
		t.Fatal(err)
	}
	if err := SaveCover(cover, es, opt, c); err != nil {
		t.Fatal(err)
	}
	return interior, cover
}

const backText = "A hundred puzzles whose clues draw pictures. Every puzzle has exactly one solution, and it can be reached by logic alone: you never need to guess."

// TestCoverReadBack writes 6x9 books of 120 pages on white and cream
// paper and reads their covers back: the page is the computed size for
// the interior's real page count, the title is on the front half and up
// the spine between its folds, and no word is in the barcode area.
func TestCoverReadBack(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext")
	for _, paper := range []string{"white", "cream"} {
		opt := coverOpt(paper)
		es := entriesForPages(t, opt, 120)
		// A back text long enough to reach the barcode area if it were
		// not kept above it.
		long := strings.Repeat(backText+"\n\n", 12)
		interior, cover := writeCover(t, es, opt, Cover{BackText: long, Author: "A. Author"})
		n := pages(t, interior)
		if n != 120 {
			t.Fatalf("%s: the interior has %d pages, want 120", paper, n)
		}
		thick := map[string]float64{"white": 0.002252, "cream": 0.0025}[paper]
		wantW, wantH := (2*(6+0.125)+120*thick)*72, 9.25*72
		if w, h := pageSizePt(t, cover); math.Abs(w-wantW) > 0.5 || math.Abs(h-wantH) > 0.5 {
			t.Errorf("%s: cover %.2f x %.2f pt, want %.2f x %.2f", paper, w, h, wantW, wantH)
		}
		if n := pages(t, cover); n != 1 {
			t.Errorf("%s: the cover has %d pages", paper, n)
		}
		pt := 72 / inch
		opt.normalise()
		g := newCoverGeometry(opt, n)
		bc := g.barcode()
		var onFront, onSpine, backWords int
		for _, w := range words(t, cover) {
			mid := (w.x0 + w.x1) / 2
			switch {
			case w.s == "Picture" && w.x0 >= g.front.X0*pt:
				onFront++
			case w.s == "Picture" && w.x0 >= (g.spine.X0+spineSafe)*pt-0.5 && w.x1 <= (g.spine.X1-spineSafe)*pt+0.5:
				onSpine++
			case w.s == "Picture":
				t.Errorf("%s: the title at x %.1f to %.1f pt is neither on the front nor on the spine (%.1f to %.1f pt)", paper, w.x0, w.x1, g.spine.X0*pt, g.spine.X1*pt)
			}
			if mid < g.back.X1*pt {
				backWords++
				safe := g.back.inset(coverSafe)
				if w.x0 < safe.X0*pt || w.x1 > safe.X1*pt || w.y0 < safe.Y0*pt || w.y1 > safe.Y1*pt {
					t.Errorf("%s: %q at %.0f,%.0f pt is outside the back's safe area", paper, w.s, w.x0, w.y0)
				}
			}
			if w.x1 > bc.X0*pt && w.x0 < bc.X1*pt && w.y1 > bc.Y0*pt && w.y0 < bc.Y1*pt {
				t.Errorf("%s: %q at %.0f,%.0f pt is in the barcode area", paper, w.s, w.x0, w.y0)
			}
		}
		if onFront != 1 || onSpine != 1 {
			t.Errorf("%s: the title is %d times on the front and %d on the spine, want once each", paper, onFront, onSpine)
		}
		if backWords < 100 {
			t.Errorf("%s: the back has %d words; the back text is missing", paper, backWords)
		}
	}
}

// TestCoverSpineTextReadable: spine text is set from 79 pages (KDP's
// rule) and never under 7 pt: on white paper a book of 78, 80 or 116
// pages has its title only on the front (at 80 pages it was set at
// 2.78 pt), and SpineTextNote says why; one of 118 pages has it on the
// spine too, at 7 pt or more.
func TestCoverSpineTextReadable(t *testing.T) {
	poppler.Need(t, "pdftotext")
	opt := coverOpt("white")
	for _, c := range []struct {
		pages int
		spine bool
		note  string
	}{
		{78, false, "a book of 78 pages may carry none (79 pages at least); from 118 pages"},
		{80, false, "at 0.180 in wide it would be 2.8 pt, under the 7 pt a reader makes out; from 118 pages"},
		{116, false, "it would be 6.9 pt"},
		{118, true, ""},
	} {
		note := SpineTextNote(opt, c.pages)
		switch {
		case c.note == "" && note != nil:
			t.Errorf("%d pages: note %q on a spine with text", c.pages, note.String())
		case c.note != "" && (note == nil || !strings.Contains(note.String(), c.note)):
			t.Errorf("%d pages: note %v, want %q", c.pages, note, c.note)
		}
		if c.pages == 116 {
			continue // as 80 on paper (TestCoverGeometry has its geometry)
		}
		_, cover := writeCover(t, entriesForPages(t, opt, c.pages), opt, Cover{})
		o := opt
		o.normalise()
		g := newCoverGeometry(o, c.pages)
		spine := false
		for _, w := range words(t, cover) {
			if w.x1 > g.back.X1*72/inch && w.x0 < g.spine.X1*72/inch {
				spine = true
				if across := w.x1 - w.x0; across < 7 {
					t.Errorf("%d pages: %q on the spine is %.1f pt across, under 7 pt", c.pages, w.s, across)
				}
			}
		}
		if spine != c.spine {
			t.Errorf("%d pages: text on the spine %v, want %v", c.pages, spine, c.spine)
		}
	}
}

// isGuide tells whether a pixel is a guide's colour rather than the
// cover's pale background.
func isGuide(c color.Color, want [3]int) bool {
	r, g, b, _ := c.RGBA()
	d := math.Abs(float64(r>>8)-float64(want[0])) + math.Abs(float64(g>>8)-float64(want[1])) + math.Abs(float64(b>>8)-float64(want[2]))
	return d < 120
}

// guideAt tells whether a guide of colour want crosses row y near column
// x (in pixels of an image at dpi).
func guideAt(img image.Image, x, y float64, want [3]int) bool {
	for dx := -2; dx <= 2; dx++ {
		if isGuide(img.At(int(math.Round(x))+dx, int(y)), want) {
			return true
		}
	}
	return false
}

// TestCoverGuides renders a cover with and without guides: with them,
// the folds are blue lines down the spine's edges and the trim a red
// line; without them neither is there, and the cover keeps its colours
// on white paper (the interior's black ink does not grey it).
func TestCoverGuides(t *testing.T) {
	poppler.Need(t, "pdftoppm")
	opt := coverOpt("white")
	es := entriesForPages(t, opt, 120)
	o := opt
	o.normalise()
	g := newCoverGeometry(o, 120)
	const dpi = 144
	px := func(mm float64) float64 { return mm / inch * dpi }
	for _, guides := range []bool{true, false} {
		_, cover := writeCover(t, es, opt, Cover{Guides: guides})
		img := poppler.RenderPage(t, cover, 1, dpi)
		// In the bleed above the trim nothing but the background and the
		// folds' lines is drawn; the trim line runs along the top.
		y := px(Bleed / 2)
		for _, x := range []float64{g.spine.X0, g.spine.X1} {
			if got := guideAt(img, px(x), y, guideFold); got != guides {
				t.Errorf("guides %v: a fold line at x %.0f px: %v", guides, px(x), got)
			}
		}
		if got := guideAt(img, px(g.front.X0+20), px(Bleed), guideTrim) || isGuide(img.At(int(px(g.front.X0+20)), int(px(Bleed))+1), guideTrim); got != guides {
			t.Errorf("guides %v: the trim line: %v", guides, got)
		}
		if !guides {
			r, _, b, _ := img.At(2, 2).RGBA()
			if r>>8 < b>>8+10 {
				t.Errorf("the cover's background is grey (%v): a cover prints in colour", img.At(2, 2))
			}
		}
	}
}

// TestCoverRefusals: a cover needs a print-on-demand book, and a back
// text that fits.
func TestCoverRefusals(t *testing.T) {
	es := entries(t, 3)
	var sink strings.Builder
	if err := WriteCover(&sink, es, Options{PageSize: "6x9"}, Cover{}); err == nil || !strings.Contains(err.Error(), "print-on-demand") {
		t.Errorf("a cover without print on demand: %v", err)
	}
	if err := WriteCover(&sink, es, coverOpt("white"), Cover{BackText: strings.Repeat("A line.\n", 60)}); err == nil || !strings.Contains(err.Error(), "shorten it") {
		t.Errorf("a back text too long for the back: %v", err)
	}
	if err := WriteCover(&sink, es, coverOpt("white"), Cover{BackText: strings.Repeat("x", maxBackText+1)}); err == nil {
		t.Error("a back text over the limit is taken")
	}
	if err := WriteCover(&sink, es, coverOpt("white"), Cover{Author: "😀"}); err == nil {
		t.Error("an author beyond U+FFFF is taken")
	}
	if err := WriteCover(&sink, nil, coverOpt("white"), Cover{}); err == nil {
		t.Error("a cover of no puzzles")
	}
}

// TestCoverPuzzleChoice: the front shows the first puzzle, in book
// order, whose clues carry a picture's colours.
func TestCoverPuzzleChoice(t *testing.T) {
	es := leveled(t, 6)
	opt := coverOpt("white")
	opt.Sections = true
	if got := CoverPuzzle(es, opt); got.Clues != Order(es, opt)[0].Clues {
		t.Error("without pictures the cover does not show the book's first puzzle")
	}
	var colours [81]color.NRGBA
	es[4].CellColors = &colours
	if got := CoverPuzzle(es, opt); got.Clues != es[4].Clues {
		t.Error("the cover does not show the puzzle made from a picture")
	}
}

// TestPreflightRefusesCoverTexts: Preflight finds, before any puzzle is
// made, the cover texts WriteCover would refuse once the interior is
// written: characters the fonts lack (Hebrew; 浮 is in the bundled font
// now), a back text past its length or past the barcode area, and a cover
// for a book that is not for print on demand.
func TestPreflightRefusesCoverTexts(t *testing.T) {
	opt := coverOpt("white")
	for _, c := range []struct {
		cover Cover
		opt   Options
		want  string
	}{
		{Cover{BackText: "ספר סודוקו"}, opt, "the cover's text: \"ספר סודוקו\": the bundled fonts lack 6 characters: ס פ ר ו ד ק;"},
		{Cover{BackText: strings.Repeat("x", 2001)}, opt, "the back text has 2001 characters"},
		{Cover{BackText: strings.Repeat(backText+"\n\n", 12)}, Options{PageSize: "5x8", POD: true}, "the back cover holds"},
		{Cover{BackText: "浮世絵"}, Options{PageSize: "6x9"}, "a wrap cover is for a print-on-demand book"},
	} {
		err := Preflight(100, c.opt, &c.cover)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.20q: %v, want %q", c.cover.BackText, err, c.want)
		}
	}
	if err := Preflight(100, opt, &Cover{BackText: "浮世絵の数独、百問。"}); err != nil {
		t.Errorf("a Japanese back text: %v", err)
	}
}
