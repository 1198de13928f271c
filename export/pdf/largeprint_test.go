package pdf

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/internal/poppler"
)

// goEm is the height pdftotext gives a word set in the Go fonts, per pt
// of font size: its box runs from the font's ascent to its descent, 1.156
// em, so a 16 pt word is 18.5 pt high whatever its letters.
const goEm = 1.156

// pageWord is a word pdftotext found, with its page and box in pt from
// the top left.
type pageWord struct {
	page int
	word
}

var pageRe = regexp.MustCompile(`<page width`)

// bookWords reads every word of every page of a PDF.
func bookWords(t *testing.T, path string) []pageWord {
	var out []pageWord
	pages := pageRe.Split(run(t, "pdftotext", "-bbox", path, "-"), -1)
	for n, body := range pages[1:] {
		for _, m := range wordRe.FindAllStringSubmatch(body, -1) {
			var v [4]float64
			for i := range v {
				v[i], _ = strconv.ParseFloat(m[i+1], 64)
			}
			out = append(out, pageWord{n + 1, word{v[0], v[1], v[2], v[3], m[5]}})
		}
	}
	return out
}

// TestLargePrintWords reads large-print books back, at 8.5x11 and 6x9,
// with the front matter, an imprint, sections and answers, and no other
// setting: every word on every page (headings, labels, the rules, the
// contents, page numbers, the answers' labels, the imprint) is set at
// 16 pt or more and lies inside its page's safe area, and the answers
// are 4 a page at 8.5x11 and 2 at 6x9. The same book in normal print has
// words under 16 pt, so the measure can tell.
func TestLargePrintWords(t *testing.T) {
	poppler.Need(t, "pdftotext")
	for _, c := range []struct {
		trim    string
		answers int
	}{{"8.5x11", 4}, {"6x9", 2}} {
		opt := Options{Title: "Big Sudoku", PageSize: c.trim, POD: true, LargePrint: true, TitlePage: true,
			Imprint: "Copyright 2026 A. Author\nFirst edition", HowToPlay: true, Contents: true, Sections: true, Answers: true}
		es := leveled(t, 12)
		path := writeBook(t, es, opt)
		words := bookWords(t, path)
		if len(words) < 500 {
			t.Fatalf("%s: only %d words read", c.trim, len(words))
		}
		if err := opt.Check(); err != nil {
			t.Fatal(err)
		}
		geo := newGeometry(opt, pages(t, path))
		kinds := map[string]bool{}
		for _, w := range words {
			if size := (w.y1 - w.y0) / goEm; size < largeWord-0.1 {
				t.Errorf("%s page %d: %q at %.1f pt", c.trim, w.page, w.s, size)
			}
			safe := geo.safe(w.page)
			if w.x0 < safe.X0/point-0.5 || w.x1 > safe.X1/point+0.5 || w.y0 < safe.Y0/point-0.5 || w.y1 > safe.Y1/point+0.5 {
				t.Errorf("%s page %d: %q at %.1f,%.1f-%.1f,%.1f pt, outside the safe area", c.trim, w.page, w.s, w.x0, w.y0, w.x1, w.y1)
			}
			kinds[w.s] = true
		}
		for _, want := range []string{"Copyright", "How", "Contents", "Easy", "No.", "Answers", "page", "puzzles"} {
			if !kinds[want] {
				t.Errorf("%s: no %q in the book: the check missed a kind of page", c.trim, want)
			}
		}
		p := makePlan(Order(es, opt), opt)
		// "An example" heads a worked example, never an empty space: at
		// 6x9 the rules leave no room for one, and the heading stood alone.
		heading, digits := false, 0
		for _, w := range words {
			if w.page == p.howToPage {
				heading = heading || w.s == "example"
				if len(w.s) == 1 && w.s[0] >= '1' && w.s[0] <= '9' {
					digits++
				}
			}
		}
		if heading != (digits >= 17) || (c.trim == "8.5x11" && !heading) {
			t.Errorf("%s: how to play: heading %v over %d digits", c.trim, heading, digits)
		}
		first := pageText(t, path, p.answersPage)
		if n := strings.Count(first, "(page "); n != c.answers {
			t.Errorf("%s: %d answers on the first page of answers, want %d", c.trim, n, c.answers)
		}
	}
	normal := writeBook(t, leveled(t, 12), Options{PageSize: "6x9", POD: true, HowToPlay: true, Answers: true})
	smallest := 100.0
	for _, w := range bookWords(t, normal) {
		smallest = min(smallest, (w.y1-w.y0)/goEm)
	}
	if smallest >= largeWord {
		t.Errorf("the smallest word of a book in normal print is %.1f pt: the measure finds nothing", smallest)
	}
}

// TestAnswerChoices: the answers a page a print and trim allow, the
// default, and the refusals, which Check gives before anything is laid
// out (the command line calls it before making a single puzzle).
func TestAnswerChoices(t *testing.T) {
	for _, c := range []struct {
		opt     Options
		choices []int
		def     int
	}{
		{Options{PageSize: "8.5x11", POD: true, LargePrint: true}, []int{2, 4, 6}, 4},
		{Options{PageSize: "8.5x11", LargePrint: true}, []int{2, 4}, 4}, // 15 mm margins leave no room for 6
		{Options{PageSize: "6x9", POD: true, LargePrint: true}, []int{2}, 2},
		{Options{PageSize: "6x9", LargePrint: true}, []int{2}, 2},
		{Options{PageSize: "5x7in", POD: true, LargePrint: true}, nil, 4},
		{Options{PageSize: "6x9", POD: true}, []int{6, 9, 12}, 9},
		{Options{}, []int{6, 9, 12}, 9},
		{Options{PageSize: "B9", LargePrint: true}, []int{2, 4, 6}, 4}, // refused elsewhere
	} {
		choices, def := AnswerChoices(c.opt)
		if !slices.Equal(choices, c.choices) || def != c.def {
			t.Errorf("%s large=%v pod=%v: %v, default %d; want %v, %d", c.opt.PageSize, c.opt.LargePrint, c.opt.POD, choices, def, c.choices, c.def)
		}
		o := c.opt
		if o.Check(); o.PageSize != "B9" && o.AnswersPer != c.def {
			t.Errorf("%s: Check sets %d answers a page, want %d", c.opt.PageSize, o.AnswersPer, c.def)
		}
	}

	for _, c := range []struct {
		opt  Options
		want string
	}{
		{Options{PageSize: "6x9", POD: true, LargePrint: true, Answers: true, AnswersPer: 6}, "6 answers per page: large print on 6x9 pages takes 2"},
		{Options{PageSize: "6x9", LargePrint: true, Answers: true, AnswersPer: 4}, "4 answers per page: large print on 6x9 pages takes 2"},
		{Options{PageSize: "8.5x11", LargePrint: true, Answers: true, AnswersPer: 9}, "9 answers per page: large print on 8.5x11 pages takes 2 or 4"},
		{Options{PageSize: "8.5x11", POD: true, LargePrint: true, AnswersPer: 9}, "large print on 8.5x11 pages takes 2, 4 or 6"},
		{Options{PageSize: "6x9", Answers: true, AnswersPer: 4}, "4 answers per page: 6x9 pages take 6, 9 or 12"},
		{Options{AnswersPer: 8}, "8 answers per page: A4 pages take 6, 9 or 12"},
		{Options{PageSize: "5x7in", POD: true, LargePrint: true, Answers: true}, "too small for 16 pt digits: choose a larger page"},
		{Options{PageSize: "3x4in", LargePrint: true}, "Puzzles at 1 a page on a 3x4in page leave"},
	} {
		o := c.opt
		if err := o.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.opt, err, c.want)
		}
	}
	// A book without answers may keep any value of its print's set, even
	// one its page could not hold.
	if err := (&Options{PageSize: "6x9", LargePrint: true, AnswersPer: 6}).Check(); err != nil {
		t.Errorf("no answers, 6 a page: %v", err)
	}
	// Large print at 6x9 with answers works with no other setting.
	var buf bytes.Buffer
	if err := Write(&buf, leveled(t, 5), Options{PageSize: "6x9", POD: true, LargePrint: true, Answers: true}); err != nil {
		t.Errorf("6x9 in large print with answers: %v", err)
	}
}

// TestLayoutCheckedAtThePageCount: a print-on-demand gutter widens with the
// page count, so a layout that fits a thin book may not fit a thick one;
// CheckSize finds it from the puzzle count alone, as Write would.
func TestLayoutCheckedAtThePageCount(t *testing.T) {
	// A trim where 6 answers a page in large print fit beside the
	// thinnest gutter (3/8 in) but not beside the thickest (7/8 in).
	trim := ""
	for w := 5.0; w <= 9 && trim == ""; w += 0.05 {
		o := Options{PageSize: fmt.Sprintf("%.2fx11in", w), POD: true, LargePrint: true, Answers: true, AnswersPer: 6}
		if o.Check() == nil && o.checkLayout(MaxPages) != nil {
			trim = o.PageSize
		}
	}
	if trim == "" {
		t.Fatal("no trim fits 6 answers a page at 24 pages and not at 828")
	}
	opt := Options{PageSize: trim, POD: true, LargePrint: true, Answers: true, AnswersPer: 6, PerPage: 2}
	if err := opt.Check(); err != nil {
		t.Fatal(err)
	}
	if err := CheckSize(20, opt); err != nil {
		t.Errorf("%s, 20 puzzles: %v", trim, err)
	}
	if n := PageCount(1100, opt); n <= 700 || n > MaxPages {
		t.Fatalf("1100 puzzles make %d pages, want a book past 700 pages (the widest gutter)", n)
	}
	if err := CheckSize(1100, opt); err == nil || !strings.Contains(err.Error(), "6 answers per page: large print on "+trim+" pages takes 2") {
		t.Errorf("%s, 1100 puzzles: %v", trim, err)
	}
}
