package pdf

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/jung-kurt/gofpdf"

	"github.com/pictdoku/pictdoku/internal/poppler"
)

// issueBook is the book of issue #36: a 6x9 print-on-demand book of 60
// puzzles with front matter, sections and answers, for printer.
func issueBook(printer string) Options {
	return Options{Title: "Picture Sudoku", PageSize: "6x9", POD: true, Printer: printer, TitlePage: true,
		Imprint: "Copyright 2026 A. Author", HowToPlay: true, Contents: true, Sections: true, Answers: true, ShowScore: true}
}

// saveBook writes the book and returns its path and record.
func saveBook(t *testing.T, es []Entry, opt Options) (string, *Record) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "book.pdf")
	rec, err := SaveBook(path, es, opt)
	if err != nil {
		t.Fatal(err)
	}
	return path, rec
}

// pageWords reads every word of every page with pdftotext -bbox, in pt
// from the top left, by page (1-based).
func pageWords(t *testing.T, path string) map[int][]word {
	out := map[int][]word{}
	pages := strings.Split(run(t, "pdftotext", "-bbox", path, "-"), "<page ")
	for n, pg := range pages[1:] {
		for _, m := range wordRe.FindAllStringSubmatch(pg, -1) {
			var v [4]float64
			for i := range v {
				v[i], _ = strconv.ParseFloat(m[i+1], 64)
			}
			out[n+1] = append(out[n+1], word{v[0], v[1], v[2], v[3], m[5]})
		}
	}
	return out
}

// wordsOutside lists, by page, the words pdftotext finds outside
// printer p's safe area of each page (mirrored, the gutter by page count).
func wordsOutside(t *testing.T, path string, opt Options, p Printer) map[int][]string {
	opt.Check()
	n := pages(t, path)
	geo := newGeometry(opt, n)
	bad := map[int][]string{}
	for page, ws := range pageWords(t, path) {
		s := geo.printerSafe(page, n, p)
		for _, w := range ws {
			// pdftotext gives boxes to 0.001 pt; allow 0.1 pt for rounding.
			if w.x0 < s.X0/point-0.1 || w.y0 < s.Y0/point-0.1 || w.x1 > s.X1/point+0.1 || w.y1 > s.Y1/point+0.1 {
				bad[page] = append(bad[page], w.s)
			}
		}
	}
	return bad
}

// TestKDPBookInsideSafeArea reads a 6x9 KDP book of 60 puzzles back:
// every word pdftotext finds is inside KDP's safe area (0.375 in from
// the trim outside, top and bottom with bleed, the gutter inside, the
// margins mirrored), each page's TrimBox is its trim and its BleedBox the
// page, and both checks find nothing.
func TestKDPBookInsideSafeArea(t *testing.T) {
	poppler.Need(t, "pdftotext", "pdfinfo")
	// In Japanese too: the Japanese font's ascent (1.04 em) took a
	// heading's glyphs past the top of the safe area.
	ja := issueBook("kdp")
	ja.Lang = "ja"
	jaPath, jaRec := saveBook(t, leveled(t, 60), ja)
	if bad := wordsOutside(t, jaPath, ja, printers[0]); len(bad) > 0 {
		t.Errorf("Japanese words outside KDP's safe area: %v", bad)
	}
	if p := jaRec.Problems(printers[0]); len(p) > 0 {
		t.Errorf("the Japanese book's record has problems: %v", p)
	}
	opt := issueBook("kdp")
	path, rec := saveBook(t, leveled(t, 60), opt)
	if bad := wordsOutside(t, path, opt, printers[0]); len(bad) > 0 {
		t.Errorf("words outside KDP's safe area: %v", bad)
	}
	if len(pageWords(t, path)) < 40 {
		t.Fatal("pdftotext found words on too few pages")
	}
	if p := rec.Problems(printers[0]); len(p) > 0 {
		t.Errorf("the record has problems: %v", p)
	}
	data := readFile(t, path)
	f, err := ReadFacts(data)
	if err != nil {
		t.Fatal(err)
	}
	if p := f.Problems(printers[0], "6x9", ""); len(p) > 0 {
		t.Errorf("the file has problems: %v", p)
	}
	// pdfinfo -box: 441 x 666 pt, the trim 432 x 648 pt after the bleed
	// on the outside: on the left of a left-hand page.
	boxes := pageBoxes(t, path, 1, 2)
	want := [][2]string{{"0.00 9.00 432.00 657.00", "0.00 0.00 441.00 666.00"}, {"9.00 9.00 441.00 657.00", "0.00 0.00 441.00 666.00"}}
	for i, b := range boxes {
		if b != want[i] {
			t.Errorf("page %d: TrimBox and BleedBox %v, want %v", i+1, b, want[i])
		}
	}
	// The writer records where each word went: its boxes agree with
	// pdftotext's to a fraction of a point.
	words := pageWords(t, path)
	for _, m := range rec.Marks {
		if m.Page != 1 || m.Text != "Picture" && m.Text != "Picture Sudoku" {
			continue
		}
		w := words[1][0]
		if !within(w.x0, m.X0/point, 0.5) || !within(w.y1, m.Y1/point, 1.5) || !within(w.y0, m.Y0/point, 1.5) {
			t.Errorf("the title's record %+v, pdftotext's box %+v", m, w)
		}
	}
	// The same book is the same file, its boxes in one order.
	var a, b bytes.Buffer
	opt.Created = f0
	Write(&a, leveled(t, 30), opt)
	Write(&b, leveled(t, 30), opt)
	if !bytes.Equal(a.Bytes(), b.Bytes()) || !bytes.Contains(a.Bytes(), []byte("/BleedBox [0.00 0.00 441.00 666.00]\n/TrimBox")) {
		t.Error("the same book gave different files, or its boxes in another order")
	}
}

func within(a, b, tol float64) bool { return a > b-tol && a < b+tol }

// pageBoxes reads pages first to last's TrimBox and BleedBox with
// pdfinfo -box.
func pageBoxes(t *testing.T, path string, first, last int) [][2]string {
	info := run(t, "pdfinfo", "-box", "-f", strconv.Itoa(first), "-l", strconv.Itoa(last), path)
	re := regexp.MustCompile(`Page\s+\d+ (TrimBox|BleedBox):\s+([\d. ]+)`)
	var out [][2]string
	for _, m := range re.FindAllStringSubmatch(info, -1) {
		v := strings.Join(strings.Fields(m[2]), " ")
		if m[1] == "BleedBox" {
			out = append(out, [2]string{"", v})
		} else {
			out[len(out)-1][0] = v
		}
	}
	if len(out) != last-first+1 {
		t.Fatalf("pdfinfo -box gave %d pages of boxes:\n%s", len(out), info)
	}
	return out
}

// TestTooSmallMarginReported: a book laid out with 3 mm margins (through
// the test-only tightMargin) is reported page by page, and the pages the
// record names are those where pdftotext finds words outside the safe
// area.
func TestTooSmallMarginReported(t *testing.T) {
	poppler.Need(t, "pdftotext")
	opt := issueBook("kdp")
	opt.tightMargin = 3
	path, rec := saveBook(t, leveled(t, 60), opt)
	problems := rec.Problems(printers[0])
	reported := map[int]bool{}
	for _, p := range problems {
		reported[p.Page] = true
		if !strings.Contains(p.String(), "margin, outside KDP's safe area") {
			t.Errorf("problem %q", p)
		}
	}
	if want := `page 2: "Copyright 2026 A. Author" reaches 0.257 in into the left margin`; !strings.HasPrefix(problems[0].String(), want) {
		t.Errorf("first problem %q, want %q", problems[0], want)
	}
	outside := wordsOutside(t, path, opt, printers[0])
	if len(outside) < 30 {
		t.Fatalf("only %d pages have words outside the safe area", len(outside))
	}
	for page, ws := range outside {
		if !reported[page] {
			t.Errorf("page %d has words outside the safe area (%v), not reported", page, ws)
		}
	}
	// Set with KDP's margins, the same book is not.
	opt.tightMargin = 0
	if _, rec := saveBook(t, leveled(t, 60), opt); len(rec.Problems(printers[0])) > 0 {
		t.Errorf("with KDP's margins: %v", rec.Problems(printers[0]))
	}
}

// TestThinLineReported: the writer draws no line under 0.75 pt in a
// print-on-demand book, not even the rules of its Notes pages (0.2 mm,
// 0.57 pt, before), as its record and the file read back say; a file
// with a thinner line, drawn at a scale, is reported with its page.
func TestThinLineReported(t *testing.T) {
	opt := issueBook("kdp")
	opt.Sections = false // 10 pages: the book ends with 14 Notes pages
	var buf bytes.Buffer
	rec, err := WriteBook(&buf, leveled(t, 6), opt)
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, m := range rec.Marks {
		if m.Line > 0 {
			lines++
			if m.Line < podLine-1e-9 {
				t.Fatalf("the writer drew a line of %.2f pt on page %d", m.Line/point, m.Page)
			}
		}
	}
	if lines < 100 {
		t.Fatalf("%d lines recorded", lines)
	}
	f, _ := ReadFacts(buf.Bytes())
	if p := f.Problems(printers[0], "6x9", ""); len(p) > 0 {
		t.Errorf("the book read back: %v", p)
	}
	thin := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: 441, Ht: 666}})
	for n := 1; n <= 24; n++ {
		thin.AddPage()
		thin.SetLineWidth(2)
		if n == 7 {
			// 2 pt at a quarter of the size: 0.5 pt.
			thin.TransformBegin()
			thin.TransformScale(25, 25, 0, 0)
		}
		thin.Line(50, 50, 100, 50)
		if n == 7 {
			thin.TransformEnd()
		}
	}
	buf.Reset()
	thin.Output(&buf)
	f, _ = ReadFacts(buf.Bytes())
	if p := f.Problems(printers[0], "6x9", ""); len(p) != 1 || p[0].String() != "page 7: a line 0.5 pt wide; KDP prints lines of at least 0.75 pt" {
		t.Errorf("problems %v", p)
	}
}

// TestPrinterProfiles: Lulu's pages have the bleed on all four sides and
// IngramSpark's on the outside, top and bottom, each page's TrimBox where
// the trim is; each book passes its own printer's check, and a book made
// for one printer is refused by another where their rules differ.
func TestPrinterProfiles(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext")
	for _, c := range []struct {
		printer string
		size    string // pdfinfo's page size
		boxes   [][2]string
	}{
		{"lulu", "450 x 666 pts", [][2]string{{"9.00 9.00 441.00 657.00", "0.00 0.00 450.00 666.00"}, {"9.00 9.00 441.00 657.00", "0.00 0.00 450.00 666.00"}}},
		{"ingramspark", "441 x 666 pts", [][2]string{{"0.00 9.00 432.00 657.00", "0.00 0.00 441.00 666.00"}, {"9.00 9.00 441.00 657.00", "0.00 0.00 441.00 666.00"}}},
	} {
		opt := issueBook(c.printer)
		p, _ := PrinterNamed(c.printer)
		path, rec := saveBook(t, leveled(t, 60), opt)
		if info := run(t, "pdfinfo", path); !strings.Contains(info, "Page size:       "+c.size) {
			t.Errorf("%s: pdfinfo:\n%s", c.printer, info)
		}
		if got := pageBoxes(t, path, 1, 2); got[0] != c.boxes[0] || got[1] != c.boxes[1] {
			t.Errorf("%s: boxes %v, want %v", c.printer, got, c.boxes)
		}
		if bad := wordsOutside(t, path, opt, p); len(bad) > 0 {
			t.Errorf("%s: words outside its 0.5 in safe area: %v", c.printer, bad)
		}
		f, err := ReadFacts(readFile(t, path))
		if err != nil {
			t.Fatal(err)
		}
		if probs := append(f.Problems(p, "6x9", ""), rec.Problems(p)...); len(probs) > 0 {
			t.Errorf("%s: problems %v", c.printer, probs)
		}
	}
	// A KDP book at IngramSpark: its margins are KDP's 0.375 in, under
	// IngramSpark's 0.5 in, on every page with words near the edge; at
	// Lulu its pages lack the bleed at the spine.
	opt := issueBook("kdp")
	path, rec := saveBook(t, leveled(t, 60), opt)
	ingram, _ := PrinterNamed("ingramspark")
	if p := rec.Problems(ingram); len(p) < 30 || !strings.Contains(p[0].String(), "outside IngramSpark's safe area") {
		t.Errorf("a KDP book at IngramSpark: %v", p)
	}
	lulu, _ := PrinterNamed("Lulu")
	f, _ := ReadFacts(readFile(t, path))
	if p := f.Problems(lulu, "6x9", ""); len(p) == 0 || !strings.Contains(p[0].String(), "page 1: the page is 6.125 × 9.25 in; the 6x9 trim is 6 × 9 in, or 6.25 × 9.25 in with Lulu's bleed") {
		t.Errorf("a KDP book at Lulu: %v", p)
	}
	// IngramSpark reads the trim from the page boxes: a book without them
	// is refused there, and not at KDP.
	noBoxes := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: 441, Ht: 666}})
	for range 24 {
		noBoxes.AddPage()
	}
	var buf bytes.Buffer
	noBoxes.Output(&buf)
	f, _ = ReadFacts(buf.Bytes())
	if p := f.Problems(ingram, "6x9", ""); len(p) != 1 || p[0].String() != "page 1: no TrimBox and BleedBox (24 pages lack them): IngramSpark reads the trim and bleed from them" {
		t.Errorf("a PDF without boxes at IngramSpark: %v", p)
	}
	if p := f.Problems(printers[0], "6x9", ""); len(p) != 1 || !strings.Contains(p[0].String(), "pages 1 to 24 are blank") {
		t.Errorf("a PDF without boxes at KDP: %v", p)
	}
	if _, ok := PrinterNamed("blurb"); ok {
		t.Error("an unknown printer was found")
	}
	if o := (Options{Printer: "blurb"}); o.Check() == nil {
		t.Error("an unknown printer was accepted")
	}
}

// TestNoBleedInterior: a print-on-demand book without bleed has pages of
// the trim itself, and passes every printer's check (it used to be
// refused for lacking bleed).
func TestNoBleedInterior(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext")
	for _, printer := range Printers() {
		opt := issueBook(printer)
		opt.NoBleed = true
		p, _ := PrinterNamed(printer)
		path, rec := saveBook(t, leveled(t, 60), opt)
		if info := run(t, "pdfinfo", path); !strings.Contains(info, "Page size:       432 x 648 pts") {
			t.Errorf("%s: pdfinfo:\n%s", printer, info)
		}
		if got := pageBoxes(t, path, 1, 1)[0]; got != [2]string{"0.00 0.00 432.00 648.00", "0.00 0.00 432.00 648.00"} {
			t.Errorf("%s: boxes %v", printer, got)
		}
		if bad := wordsOutside(t, path, opt, p); len(bad) > 0 {
			t.Errorf("%s: words outside the safe area: %v", printer, bad)
		}
		f, _ := ReadFacts(readFile(t, path))
		for _, trim := range []string{"6x9", ""} {
			if probs := append(f.Problems(p, trim, ""), rec.Problems(p)...); len(probs) > 0 {
				t.Errorf("%s, trim %q: problems %v", printer, trim, probs)
			}
		}
	}
}

// blankPDF writes a 6x9 PDF with bleed of n pages, those in blank left
// empty and the others carrying a line of text.
func blankPDF(t *testing.T, n int, blank func(page int) bool) []byte {
	f := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: 441, Ht: 666}})
	f.SetFont("Helvetica", "", 12)
	for p := 1; p <= n; p++ {
		f.AddPage()
		if !blank(p) {
			f.Text(100, 100, "A (page) with Tj in it")
		}
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestBlankRuns: KDP takes two blank pages in a row within a book and ten
// at its end; more are reported from their first page.
func TestBlankRuns(t *testing.T) {
	kdp := printers[0]
	check := func(blank func(int) bool) []string {
		f, err := ReadFacts(blankPDF(t, 30, blank))
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range f.Problems(kdp, "6x9", "") {
			if !strings.Contains(p.String(), "font Helvetica") { // the standard font is not embedded
				out = append(out, p.String())
			}
		}
		return out
	}
	if p := check(func(n int) bool { return n >= 5 && n <= 15 }); len(p) != 1 || p[0] != "page 5: pages 5 to 15 are blank, 11 in a row; KDP accepts at most 2 before the end" {
		t.Errorf("11 blank pages mid-book: %v", p)
	}
	if p := check(func(n int) bool { return n >= 20 }); len(p) != 1 || p[0] != "page 20: pages 20 to 30 are blank, 11 at the end; KDP accepts at most 10 there" {
		t.Errorf("11 blank pages at the end: %v", p)
	}
	if p := check(func(n int) bool { return n >= 21 || n == 3 || n == 4 }); len(p) != 0 {
		t.Errorf("10 at the end and 2 mid-book: %v", p)
	}
	// The writer's own blank pages are seen as blank, and its pages with
	// anything on them as not.
	opt := issueBook("kdp")
	var buf bytes.Buffer
	if err := Write(&buf, leveled(t, 60), opt); err != nil {
		t.Fatal(err)
	}
	f, _ := ReadFacts(buf.Bytes())
	opt.Check()
	plan := makePlan(Order(leveled(t, 60), opt), opt)
	for i, pg := range plan.pages {
		if f.Each[i].Blank != (pg.kind == pageBlank) {
			t.Errorf("page %d (kind %d): blank %v", i+1, pg.kind, f.Each[i].Blank)
		}
	}
}

// TestPaints: text in strings, names and comments is no operator.
func TestPaints(t *testing.T) {
	for content, want := range map[string]bool{
		"0.57 w 0 G":                              false,
		"BT /F1 12 Tf 10 10 Td (Hi)Tj ET":         true,
		"q (a (nested) Tj \\) f) % S f\n/Tj gs Q": false,
		"0 0 10 10 re f":                          true,
		"1 0 0 1 0 0 cm /Im1 Do":                  true,
		"<54 6a> pop":                             false,
	} {
		sc := pageScanner() // no forms: a Do places nothing it can enter
		if err := sc.run([]byte(content)); err != nil || sc.m.paints != want {
			t.Errorf("paints(%q) = %v, %v", content, sc.m.paints, err)
		}
	}
}

// f0 is a fixed creation date, for files compared byte for byte.
var f0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestLargePrintJapaneseInSafeArea: in large print, a Japanese page
// number (16 pt, taller than the footer's band) still ends inside the
// safe area, as does every other word and line.
func TestLargePrintJapaneseInSafeArea(t *testing.T) {
	opt := issueBook("kdp")
	opt.Lang, opt.LargePrint, opt.PageSize = "ja", true, "7x10in"
	var buf bytes.Buffer
	rec, err := WriteBook(&buf, leveled(t, 12), opt)
	if err != nil {
		t.Fatal(err)
	}
	if p := rec.Problems(printers[0]); len(p) > 0 {
		t.Errorf("problems: %v", p)
	}
}

// TestCoverBoxes: the wrap cover names the trim of back, spine and front
// in its TrimBox, and its whole page as the BleedBox.
func TestCoverBoxes(t *testing.T) {
	opt := issueBook("ingramspark")
	if err := opt.Check(); err != nil {
		t.Fatal(err)
	}
	es := leveled(t, 60)
	var buf bytes.Buffer
	if err := WriteCover(&buf, es, opt, Cover{}); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFacts(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	w, h := CoverSize(opt, PageCountOf(es, opt))
	pg := f.Each[0]
	trim := sizeOf(pg.Trim)
	if !pg.HasTrim || !pg.HasBleed || !near(trim[0]*point, w-2*Bleed) || !near(trim[1]*point, h-2*Bleed) || pg.Bleed != pg.Media {
		t.Errorf("cover %gx%g mm: boxes %+v", w, h, pg)
	}
}

// TestEachPrintersLeastPages: a print-on-demand book is brought to its
// own printer's least page count: 24 for KDP, 32 for a Lulu paperback (a
// 24-page Lulu book and cover were called ready), 18 for IngramSpark; the
// check after writing finds nothing to say against it.
func TestEachPrintersLeastPages(t *testing.T) {
	for _, c := range []struct {
		printer string
		least   int
	}{{"kdp", 24}, {"lulu", 32}, {"ingramspark", 18}} {
		opt := Options{PageSize: "6x9", POD: true, Printer: c.printer}
		if err := opt.Check(); err != nil {
			t.Fatal(err)
		}
		if n := PageCount(1, opt); n != c.least {
			t.Errorf("%s: a book of 1 puzzle has %d pages, want %d", c.printer, n, c.least)
		}
		var buf bytes.Buffer
		rec, err := WriteBook(&buf, entries(t, 1), opt)
		if err != nil {
			t.Fatal(err)
		}
		if _, facts, problems, err := CheckMade(buf.Bytes(), rec, opt); err != nil || facts.Pages != c.least || len(problems) > 0 {
			t.Errorf("%s: %d pages, problems %v, %v", c.printer, facts.Pages, problems, err)
		}
	}
}
