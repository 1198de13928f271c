package pdf

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/internal/poppler"
)

// leveled returns n puzzles whose levels cycle through Hard, Easy and
// Medium, so that sections have to regroup them.
func leveled(t testing.TB, n int) []Entry {
	es := entries(t, n)
	levels := []string{"Hard", "Easy", "Medium"}
	for i := range es {
		es[i].Level = levels[i%3]
		es[i].Score = float64(i%3) + float64(i)/1000
	}
	return es
}

// podBook is the 6x9 print-on-demand book of the issue: 120 puzzles in
// three sections with the whole front matter.
func podBook(lang string) Options {
	return Options{Title: "Picture Sudoku", PageSize: "6x9", POD: true, Lang: lang, TitlePage: true,
		Imprint: "Copyright 2026 A. Author\nFirst edition", HowToPlay: true, Contents: true,
		Sections: true, Answers: true, AnswersPer: 12, ShowScore: true}
}

func writeBook(t *testing.T, es []Entry, opt Options) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "book.pdf")
	if err := Save(path, es, opt); err != nil {
		t.Fatal(err)
	}
	return path
}

// pageText is one page's text.
func pageText(t *testing.T, path string, page int) string {
	p := strconv.Itoa(page)
	return run(t, "pdftotext", "-layout", "-f", p, "-l", p, path, "-")
}

// pdfFacts checks what a print-on-demand service checks: page size (trim
// plus bleed), page count, every font embedded, no annotations or outlines.
func pdfFacts(t *testing.T, path string, trimW, trimH float64) int {
	t.Helper()
	info := run(t, "pdfinfo", path)
	wantSize := regexp.MustCompile(`Page size:\s+([\d.]+) x ([\d.]+) pts`).FindStringSubmatch(info)
	if wantSize == nil {
		t.Fatalf("no page size:\n%s", info)
	}
	w, _ := strconv.ParseFloat(wantSize[1], 64)
	h, _ := strconv.ParseFloat(wantSize[2], 64)
	if math.Abs(w-(trimW+0.125)*72) > 0.5 || math.Abs(h-(trimH+0.25)*72) > 0.5 {
		t.Errorf("page %gx%g pt, want trim %gx%g in plus bleed = %gx%g pt", w, h, trimW, trimH, (trimW+0.125)*72, (trimH+0.25)*72)
	}
	n := pages(t, path)
	if n < 24 || n > 828 || n%2 != 0 {
		t.Errorf("%d pages: want an even count from 24 to 828", n)
	}
	fonts := strings.Split(strings.TrimSpace(run(t, "pdffonts", path)), "\n")
	for _, l := range fonts[2:] {
		if f := strings.Fields(l); len(f) < 7 || f[len(f)-5] != "yes" {
			t.Errorf("font not embedded: %s", l)
		}
	}
	raw, _ := os.ReadFile(path)
	for _, bad := range []string{"/Annots", "/Outlines", "/Link"} {
		if bytes.Contains(raw, []byte(bad)) {
			t.Errorf("the PDF has %s", bad)
		}
	}
	return n
}

func TestPODBookEnglish(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext", "pdffonts")
	es := leveled(t, 120)
	opt := podBook("en")
	path := writeBook(t, es, opt)
	n := pdfFacts(t, path, 6, 9)
	// Title, imprint, how to play, contents; 3 sections of 40 at 1 a page
	// with a header page each; 120 answers at 12 a page. Each section and
	// the answers open on a right-hand page: Easy on 5 (to 45), a blank
	// 46, Medium on 47, a blank 88, Hard on 89, a blank 130, the answers
	// on 131 to 140.
	if n != 140 {
		t.Errorf("%d pages, want 140", n)
	}
	text := run(t, "pdftotext", "-layout", path, "-")
	for _, want := range []string{"Picture Sudoku", "120 puzzles", "Copyright 2026 A. Author", "First edition",
		"How to play", "exactly one solution", "An example", "Contents", "Easy (40 puzzles)", "Answers",
		"No. 1 · 1.0", "No. 120 · 0.1", "No. 41 to 80", "No. 1 (page 6)", "No. 120 (page 129)"} {
		if !strings.Contains(text, want) {
			t.Errorf("the book lacks %q", want)
		}
	}
	// The contents give the page each section starts on; that page opens it.
	contents := pageText(t, path, 4)
	for _, level := range []string{"Easy", "Medium", "Hard", "Answers"} {
		m := regexp.MustCompile(level + `.*?\.{3,}\s*(\d+)`).FindStringSubmatch(contents)
		if m == nil {
			t.Fatalf("contents lack %s:\n%s", level, contents)
		}
		p, _ := strconv.Atoi(m[1])
		if p%2 != 1 {
			t.Errorf("contents: %s opens on page %d, a left-hand page", level, p)
		}
		if page := pageText(t, path, p); !strings.Contains(page, level) {
			t.Errorf("contents: %s on page %d, which reads:\n%s", level, p, page)
		}
	}
	if !strings.Contains(pageText(t, path, 5), "Easy") || !strings.Contains(pageText(t, path, 6), "No. 1 · 1.0") {
		t.Error("the first section does not open on page 5 with puzzle 1")
	}
	// The level is said once a page, in its header, not again above each
	// grid; a section's opening page and the imprint carry no number.
	if p6 := pageText(t, path, 6); strings.Count(p6, "Easy") != 1 {
		t.Errorf("page 6 names its level %d times:\n%s", strings.Count(p6, "Easy"), p6)
	}
	for _, page := range []int{2, 5} {
		if strings.Contains(pageText(t, path, page), "page "+strconv.Itoa(page)) {
			t.Errorf("page %d (imprint, section opening) carries a page number", page)
		}
	}
	if strings.Contains(pageText(t, path, 1), "page 1") {
		t.Error("the title page carries a page number")
	}
	// Page numbers sit on the outside corner, inside the safe area: on the
	// right of a right-hand (odd) page, on the left of a left-hand one.
	for _, page := range []int{7, 6} {
		p := strconv.Itoa(page)
		box := run(t, "pdftotext", "-bbox", "-f", p, "-l", p, path, "-")
		m := regexp.MustCompile(`xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="([\d.]+)">page</word>`).FindStringSubmatch(box)
		if m == nil {
			t.Fatalf("page %d has no page number", page)
		}
		x0, _ := strconv.ParseFloat(m[1], 64)
		y1, _ := strconv.ParseFloat(m[3], 64)
		safe := newGeometry(Options{PageSize: "6x9", POD: true, Margin: podOuter}, 140).safe(page)
		if (page%2 == 1) != (x0 > 441/2) {
			t.Errorf("page %d: the number starts at x=%.0f pt, on the wrong side", page, x0)
		}
		if x0 < safe.X0/point-0.5 || y1 > safe.Y1/point+0.5 {
			t.Errorf("page %d: the number at x=%.0f, y=%.0f pt is outside the safe area %+v", page, x0, y1, safe)
		}
		// Its right end too: right-aligned text was set 2.8 pt (gofpdf's
		// cell margin) right of where it was meant, past the safe area.
		n := regexp.MustCompile(`xMax="([\d.]+)" yMax="[\d.]+">` + p + `</word>`).FindStringSubmatch(box)
		if n == nil {
			t.Fatalf("page %d: no number %s", page, p)
		}
		if x1, _ := strconv.ParseFloat(n[1], 64); x1 > safe.X1/point+0.5 {
			t.Errorf("page %d: the number ends at x=%.1f pt, past the safe area's %.1f", page, x1, safe.X1/point)
		}
	}

	// Every grid lies where the mirrored geometry puts it, on a right-hand
	// and a left-hand page, and holds its puzzle's clues: the order is by
	// level (puzzle 1 is the first Easy one of the input).
	o := opt
	o.Check()
	geo := newGeometry(o, n)
	plan := makePlan(Order(es, o), o)
	for _, page := range []int{6, 7} {
		pg := plan.pages[page-1]
		s := slotsIn(geo.safe(page), 1, true, spacingOf(false))[0]
		if got, want := digitsOf(slotText(t, path, page, s)), clueDigits(plan.entries[pg.first].Clues); got != want {
			t.Errorf("page %d: grid digits %q, want %q", page, got, want)
		}
	}
	if plan.entries[0].Clues != es[1].Clues {
		t.Error("puzzle 1 is not the first Easy puzzle of the input")
	}
}

func TestPODBookJapanese(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext", "pdffonts")
	path := writeBook(t, leveled(t, 120), podBook("ja"))
	pdfFacts(t, path, 6, 9)
	text := run(t, "pdftotext", "-layout", path, "-")
	for _, want := range []string{"Picture Sudoku", "120問", "遊び方", "例題", "目次", "初級（40問）", "中級", "上級", "解答", "第1問", "第41問〜第80問", "ページ"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Japanese book lacks %q", want)
		}
	}
	for _, english := range []string{"Answers", "How to play", "No. 1", "puzzles", "page"} {
		if strings.Contains(text, english) {
			t.Errorf("the Japanese book has English %q", english)
		}
	}
	fonts := run(t, "pdffonts", path)
	if strings.Contains(fonts, "utf8user") || !strings.Contains(fonts, "utf8ja") {
		t.Errorf("want only the bundled fonts:\n%s", fonts)
	}
}

// digitHeights returns the heights, in pt, of the one-digit words
// pdftotext finds on a page inside the grids (not in the labels above).
func digitHeights(t *testing.T, path string, page int, opt Options, per int, header bool) []float64 {
	opt.Check()
	geo := newGeometry(opt, pages(t, path))
	slots := slotsIn(geo.safe(page), per, header, spacingOf(opt.LargePrint))
	p := strconv.Itoa(page)
	out := run(t, "pdftotext", "-bbox", "-f", p, "-l", p, path, "-")
	re := regexp.MustCompile(`xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([1-9])</word>`)
	var hs []float64
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		a, _ := strconv.ParseFloat(m[2], 64)
		b, _ := strconv.ParseFloat(m[3], 64)
		for _, s := range slots {
			if x >= s.X/point-1 && x <= (s.X+s.Side)/point && a >= s.Y/point-1 && b <= (s.Y+s.Side)/point+1 {
				hs = append(hs, b-a)
				break
			}
		}
	}
	return hs
}

// TestDigitSizes reads the digits' sizes back: at least 16 pt in large
// print, at least 7 pt in a print-on-demand answer key of 12 a page.
func TestDigitSizes(t *testing.T) {
	poppler.Need(t, "pdftotext")
	lopt := Options{PageSize: "8.5x11", LargePrint: true, PerPage: 2, Answers: true}
	large := writeBook(t, leveled(t, 4), lopt)
	hs := digitHeights(t, large, 1, lopt, 2, false)
	if len(hs) < 2*17 {
		t.Fatalf("found %d digits on the large-print page", len(hs))
	}
	for _, h := range hs {
		if h < 16 {
			t.Fatalf("large print: a digit of %.1f pt", h)
		}
	}
	// Its words are larger too: the label above each grid is set at
	// 11 pt x 1.35, 14.9 pt, raised to 16 pt (18.5 pt high with the
	// font's ascent and descent; TestLargePrintWords reads every word).
	box := run(t, "pdftotext", "-bbox", "-f", "1", "-l", "1", large, "-")
	m := regexp.MustCompile(`yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">No.</word>`).FindStringSubmatch(box)
	if m == nil {
		t.Fatal("no label on the large-print page")
	}
	y0, _ := strconv.ParseFloat(m[1], 64)
	y1, _ := strconv.ParseFloat(m[2], 64)
	if y1-y0 < largeWord*goEm-0.1 {
		t.Errorf("large print: a label %.1f pt high", y1-y0)
	}
	sopt := Options{PageSize: "5.5x8.5", POD: true, Answers: true, AnswersPer: 12, PerPage: 6}
	small := writeBook(t, leveled(t, 24), sopt)
	hs = digitHeights(t, small, 5, sopt, 12, true)
	if len(hs) < 12*50 {
		t.Fatalf("found %d digits on the answer page", len(hs))
	}
	for _, h := range hs {
		if h < 7 {
			t.Fatalf("print on demand: an answer digit of %.1f pt", h)
		}
	}
}

func TestLargePrintBook(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext")
	path := writeBook(t, leveled(t, 30), Options{Title: "Big Sudoku", PageSize: "8.5x11", LargePrint: true, PerPage: 2, POD: true, TitlePage: true, Sections: true, Answers: true, AnswersPer: 6})
	pdfFacts(t, path, 8.5, 11)
	var o Options = Options{LargePrint: true, POD: true}
	o.Check()
	d := &doc{opt: o}
	thin, thick := d.lineWidths(100)
	if thin < 1*point || thick < 3*point {
		t.Errorf("large print lines %.2f/%.2f mm, want at least 1 pt and 3 pt", thin, thick)
	}
}

func TestPODGeometry(t *testing.T) {
	for _, c := range []struct {
		pages  int
		gutter float64
	}{{24, 0.375}, {150, 0.375}, {151, 0.5}, {300, 0.5}, {301, 0.625}, {500, 0.625}, {501, 0.75}, {700, 0.75}, {701, 0.875}, {828, 0.875}} {
		if g := Gutter(c.pages); math.Abs(g-c.gutter*inch) > 1e-9 {
			t.Errorf("Gutter(%d) = %.3f in, want %.3f", c.pages, g/inch, c.gutter)
		}
	}
	opt := Options{PageSize: "6x9", POD: true}
	opt.Check()
	g := newGeometry(opt, 320)
	odd, even := g.safe(1), g.safe(2)
	// A right-hand page: the gutter on the left, the bleed on the right.
	if math.Abs(odd.X0-0.625*inch) > 1e-9 || math.Abs(g.pageW-odd.X1-(0.375+0.125)*inch) > 1e-9 {
		t.Errorf("odd page safe area %+v", odd)
	}
	// A left-hand page: the bleed and the outside margin on the left.
	if math.Abs(even.X0-(0.125+0.375)*inch) > 1e-9 || math.Abs(g.pageW-even.X1-0.625*inch) > 1e-9 {
		t.Errorf("even page safe area %+v", even)
	}
	if math.Abs(odd.Y0-(0.125+0.375)*inch) > 1e-9 || math.Abs(g.pageH-odd.Y1-(0.125+0.375)*inch) > 1e-9 {
		t.Errorf("top and bottom: %+v", odd)
	}
	d := &doc{opt: opt}
	if thin, _ := d.lineWidths(20); thin < podLine {
		t.Errorf("print on demand: a %.3f mm line", thin)
	}
}

func TestPODPadding(t *testing.T) {
	opt := Options{POD: true}
	opt.Check()
	if n := PageCount(3, opt); n != 24 {
		t.Errorf("3 puzzles: %d pages, want 24", n)
	}
	opt.Answers, opt.PerPage = true, 1
	for n := 20; n < 40; n++ {
		if p := PageCount(n, opt); p%2 != 0 || p < 24 {
			t.Errorf("%d puzzles: %d pages", n, p)
		}
	}
	loose := Options{}
	loose.Check()
	if n := PageCount(3, loose); n != 3 {
		t.Errorf("a loose book of 3 puzzles: %d pages", n)
	}
}

func TestBookOptionErrors(t *testing.T) {
	for _, c := range []struct {
		opt  Options
		want string
	}{
		{Options{LargePrint: true, PerPage: 4}, "large print has 1 or 2"},
		{Options{Lang: "fr"}, `unknown book language "fr"`},
		{Options{Imprint: strings.Repeat("x", 2001)}, "the imprint has 2001 characters"},
		{Options{Imprint: "Made with 😀"}, "the imprint has \"😀\" (U+1F600)"},
		{Options{FontPath: "../../assets/fonts/Go-Regular.ttf", Title: "Sudoku", Imprint: "発行"}, "lacks glyphs for the imprint's 2 characters: 発 行"},
		{Options{FontPath: "../../assets/fonts/Go-Regular.ttf", Title: "数独"}, `lacks glyphs for the title "数独": 2 characters: 数 独`},
	} {
		if err := c.opt.Check(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: want %q, got %v", c.opt, c.want, err)
		}
	}
	var buf bytes.Buffer
	err := Write(&buf, leveled(t, 12), Options{PageSize: "3x3in", POD: true, Answers: true, AnswersPer: 12})
	if err == nil || !strings.Contains(err.Error(), "too small for 7 pt digits") {
		t.Errorf("a 3x3 in book of 12 answers a page: %v", err)
	}
}

// TestJapaneseWrap: Japanese text breaks between characters, never before
// a closing mark; Latin text breaks between words.
func TestJapaneseWrap(t *testing.T) {
	toks := tokens("どの問題も、答えは一つ。Every puzzle has")
	want := []string{"ど", "の", "問", "題", "も、", "答", "え", "は", "一", "つ。", "Every", " puzzle", " has"}
	if strings.Join(toks, "|") != strings.Join(want, "|") {
		t.Errorf("tokens %q, want %q", toks, want)
	}
}

// TestEveryTrimAndLayout: every trim, with and without print on demand,
// at every number a page, gives a book whose pages are all there and, for
// print on demand, pass the preflight; or it is refused for digits too
// small, never anything else.
func TestEveryTrimAndLayout(t *testing.T) {
	es := leveled(t, 13)
	written, refused := 0, 0
	defer func() {
		t.Logf("%d books written, %d refused for small digits", written, refused)
		if written < 100 {
			t.Errorf("only %d books written", written)
		}
	}()
	for _, trim := range append(PageSizes(), "5x8in") {
		for _, pod := range []bool{false, true} {
			for _, per := range []int{1, 2, 6} {
				for _, answers := range []int{6, 12} {
					opt := Options{PageSize: trim, POD: pod, PerPage: per, Answers: true, AnswersPer: answers,
						Sections: true, HowToPlay: true, Contents: true, TitlePage: true, Title: "Book"}
					var buf bytes.Buffer
					err := Write(&buf, es, opt)
					name := fmt.Sprintf("%s pod=%v %d/page answers %d/page", trim, pod, per, answers)
					if err != nil {
						if !strings.Contains(err.Error(), "too small for") {
							t.Errorf("%s: %v", name, err)
						}
						refused++
						continue
					}
					written++
					facts, err := ReadFacts(buf.Bytes())
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					opt.Check()
					if want := PageCountOf(es, opt); facts.Pages != want {
						t.Errorf("%s: %d pages, planned %d", name, facts.Pages, want)
					}
					if pod {
						if p := facts.PODProblems(trim); len(p) > 0 {
							t.Errorf("%s: %v", name, p)
						}
					}
				}
			}
		}
	}
}

// TestNoLongBlankRuns: a short print-on-demand book is padded to KDP's
// 24 pages with ruled Notes pages, not with a run of blank pages (5
// puzzles with answers ended on 17 blank pages; KDP allows 10 at the end
// and 2 elsewhere), and every page has text on it but the few blanks left.
func TestNoLongBlankRuns(t *testing.T) {
	for _, n := range []int{1, 5, 30} {
		opt := Options{Title: "Short", PageSize: "6x9", POD: true, Answers: true, PerPage: 6}
		path := writeBook(t, entries(t, n), opt)
		pages := pdfFacts(t, path, 6, 9)
		run, longest, notes := 0, 0, 0
		for p := 1; p <= pages; p++ {
			txt := strings.TrimSpace(pageText(t, path, p))
			if txt == "" {
				run++
				longest = max(longest, run)
				continue
			}
			run = 0
			if strings.HasPrefix(txt, "Notes") {
				notes++
			}
		}
		if longest > 2 {
			t.Errorf("%d puzzles: %d blank pages in a row", n, longest)
		}
		if n == 5 && notes == 0 {
			t.Errorf("%d puzzles: no Notes page in the padding", n)
		}
	}
}

// TestPageCapsByTrimAndPaper: KDP binds fewer pages at 8.5x11 (590 on
// white, 550 on cream) than at small trims (828 on white, 776 on cream).
// 640 puzzles at 8.5x11 made 640 pages and were "ready".
func TestPageCapsByTrimAndPaper(t *testing.T) {
	cases := []struct {
		trim, paper string
		puzzles     int
		refused     string
	}{
		{"8.5x11", "", 640, "at most 590 pages at 8.5x11 on white paper"},
		{"8.5x11", "cream", 560, "at most 550 pages at 8.5x11 on cream paper"},
		{"8.5x11", "white", 560, ""},
		{"6x9", "cream", 790, "at most 776 pages at 6x9 on cream paper"},
		{"6x9", "white", 790, ""},
	}
	for _, c := range cases {
		opt := Options{PageSize: c.trim, POD: true, Paper: c.paper, PerPage: 1}
		if err := opt.Check(); err != nil {
			t.Fatal(err)
		}
		err := CheckSize(c.puzzles, opt)
		if c.refused == "" && err != nil {
			t.Errorf("%d puzzles at %s on %q: %v", c.puzzles, c.trim, c.paper, err)
		}
		if c.refused != "" && (err == nil || !strings.Contains(err.Error(), c.refused)) {
			t.Errorf("%d puzzles at %s on %q: %v, want %q", c.puzzles, c.trim, c.paper, err, c.refused)
		}
	}
	if MaxPagesOn([2]float64{210, 297}, "colour") != 590 {
		t.Error("A4 premium colour: want 590")
	}
	if err := (&Options{Paper: "glossy"}).Check(); err == nil || !strings.Contains(err.Error(), "want white, cream or colour") {
		t.Errorf("unknown paper: %v", err)
	}
}

// TestBareTrims: a trim is accepted bare, in inches, as printers name
// them ("5x8" was an unknown page size while "6x9" worked), and with "in"
// for the named ones; both give the same page.
func TestBareTrims(t *testing.T) {
	for _, c := range []struct {
		bare string
		w, h float64 // inches
	}{{"5x8", 5, 8}, {"6x9", 6, 9}, {"5.5x8.5", 5.5, 8.5}, {"8.5x11", 8.5, 11}, {"8x10", 8, 10}, {"7x10", 7, 10}, {"5.25x8", 5.25, 8}, {"8.25x8.25", 8.25, 8.25}} {
		for _, name := range []string{c.bare, c.bare + "in", strings.ToUpper(c.bare)} {
			size, ok := pageSize(name)
			if !ok || math.Abs(size[0]-c.w*inch) > 1e-9 || math.Abs(size[1]-c.h*inch) > 1e-9 {
				t.Errorf("%s: %v %v, want %v x %v in", name, size, ok, c.w, c.h)
			}
		}
		var buf bytes.Buffer
		if err := Write(&buf, entries(t, 1), Options{PageSize: c.bare, POD: true}); err != nil {
			t.Errorf("--trim %s: %v", c.bare, err)
		}
	}
	for _, bad := range []string{"1x1", "20x30", "5x", "x8", "5by8"} {
		if _, ok := pageSize(bad); ok {
			t.Errorf("%s: accepted", bad)
		}
	}
}

// TestImprintThatDoesNotFitIsRefused: an imprint under the 2,000
// characters that takes more lines than its page holds is refused, by
// Preflight before any work and by Write, saying how many lines fit (a
// 61-line imprint printed its first 42 lines at 6x9, 36 at 5x8, and the
// book was called ready); one that fits prints every line.
func TestImprintThatDoesNotFitIsRefused(t *testing.T) {
	long := strings.Repeat("Printed in Japan\n", 61)
	for _, c := range []struct{ trim, holds string }{{"6x9", "holds 42 at 6x9"}, {"5x8", "holds 36 at 5x8"}} {
		opt := Options{PageSize: c.trim, POD: true, TitlePage: true, Imprint: long}
		want := "the imprint takes 61 lines and its page " + c.holds + ": shorten it"
		if err := Preflight(10, opt, nil); err == nil || err.Error() != want {
			t.Errorf("%s: Preflight: %v, want %q", c.trim, err, want)
		}
		var buf bytes.Buffer
		if err := Write(&buf, entries(t, 1), opt); err == nil || err.Error() != want {
			t.Errorf("%s: Write: %v, want %q", c.trim, err, want)
		}
	}
	poppler.Need(t, "pdftotext")
	fits := strings.Repeat("Printed in Japan\n", 35) + "The last line"
	path := writeBook(t, entries(t, 1), Options{PageSize: "5x8", POD: true, TitlePage: true, Imprint: fits})
	if got := run(t, "pdftotext", "-f", "2", "-l", "2", path, "-"); strings.Count(got, "Printed in Japan") != 35 || !strings.Contains(got, "The last line") {
		t.Errorf("a 36-line imprint at 5x8 lost lines:\n%s", got)
	}
}
