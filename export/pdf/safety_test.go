package pdf

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/internal/poppler"
)

// TestTitleBeyondBMP: an emoji in the title crashed gofpdf (its glyph map
// stops at U+FFFF); it must be refused with a message naming it.
func TestTitleBeyondBMP(t *testing.T) {
	var buf bytes.Buffer
	err := Write(&buf, entries(t, 1), Options{Title: "Hearts 😀"})
	if err == nil || !strings.Contains(err.Error(), "U+1F600") {
		t.Fatalf("want the character named, got %v", err)
	}
	opt := Options{Title: "𠮷野家"}
	if err := opt.Check(); err == nil || !strings.Contains(err.Error(), "U+20BB7") {
		t.Fatalf("Check: %v", err)
	}
}

// TestPanicBecomesError: whatever panics inside the writer (here the
// progress callback) comes back as an error, not a crash.
func TestPanicBecomesError(t *testing.T) {
	var buf bytes.Buffer
	err := Write(&buf, entries(t, 2), Options{Progress: func(int, int) bool { panic("boom") }})
	if err == nil || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("want the panic as an error, got %v", err)
	}
}

func TestFontFilesChecked(t *testing.T) {
	dir := t.TempDir()
	for magic, want := range map[string]string{"OTTO": "(.otf)", "ttcf": "(.ttc)", "GIF8": "not a TrueType font"} {
		path := filepath.Join(dir, magic+".font")
		os.WriteFile(path, []byte(magic+strings.Repeat("\x00", 64)), 0o644)
		opt := Options{Title: "Book", FontPath: path}
		if err := opt.Check(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: want %q, got %v", magic, want, err)
		}
	}
}

func TestPageLimit(t *testing.T) {
	opt := Options{PerPage: 6, Answers: true, TitlePage: true}
	if err := opt.Check(); err != nil {
		t.Fatal(err)
	}
	if n := PageCount(100, opt); n != 17+12+1 {
		t.Fatalf("PageCount(100) = %d, want 30", n)
	}
	if err := CheckSize(2800, opt); err != nil {
		t.Errorf("2800 puzzles, 6 a page with answers, 779 pages: %v", err)
	}
	if err := CheckSize(4000, opt); err == nil || !strings.Contains(err.Error(), "1113 pages; a printed book has at most 828") {
		t.Errorf("4000 puzzles, 1113 pages: %v", err)
	}
	// Past what any layout could hold, the count is refused by arithmetic
	// (a plan of a hundred million entries took gigabytes).
	if err := CheckSize(100_000_000, opt); err == nil || !strings.Contains(err.Error(), "100000000 puzzles need more than 828 pages") {
		t.Errorf("a hundred million puzzles: %v", err)
	}
	if _, err := BookPuzzles(math.MaxInt, 2); err == nil {
		t.Error("MaxInt puzzles from 2 designs wrapped around")
	}
	if n, err := BookPuzzles(100, 3); n != 300 || err != nil {
		t.Errorf("100 from 3 designs: %d, %v", n, err)
	}
	long := Options{Title: strings.Repeat("x", 301)}
	if err := long.Check(); err == nil {
		t.Error("a 301-character title was accepted")
	}
}

// TestBlackHighlightKeepsDigits renders a sheet with black clue cells and
// checks that the clue cells show light digit pixels.
func TestBlackHighlightKeepsDigits(t *testing.T) {
	poppler.Need(t, "pdftoppm")
	dir := t.TempDir()
	path := filepath.Join(dir, "black.pdf")
	es := entries(t, 1)
	if err := Save(path, es, Options{Highlight: color.NRGBA{0, 0, 0, 255}}); err != nil {
		t.Fatal(err)
	}
	img := renderPage(t, path, 1)
	s := PageLayout("A4", 1, 15, false).Slots[0]
	px := 72 / 25.4
	cell := s.Side / 9
	for c := 0; c < 81; c++ {
		if es[0].Clues[c] == 0 {
			continue
		}
		x0, y0 := s.X+float64(c%9)*cell, s.Y+float64(c/9)*cell
		light := 0
		for y := int((y0 + cell*0.2) * px); y < int((y0+cell*0.8)*px); y++ {
			for x := int((x0 + cell*0.2) * px); x < int((x0+cell*0.8)*px); x++ {
				if r, _, _, _ := img.At(x, y).RGBA(); r > 0xc000 {
					light++
				}
			}
		}
		if light < 5 {
			t.Fatalf("clue cell %d: no light digit pixels on the black highlight (%d)", c, light)
		}
	}
}

// TestHelperCluesUnhighlighted: a helper clue is printed with its digit on
// white paper, and the picture's clues keep the highlight, read back from
// the rendered page.
func TestHelperCluesUnhighlighted(t *testing.T) {
	poppler.Need(t, "pdftoppm")
	path := filepath.Join(t.TempDir(), "helpers.pdf")
	es := entries(t, 1)
	clues := pattern.OfClues(es[0].Clues).Cells()
	helper, picture := clues[0], clues[1]
	es[0].Helpers = pattern.FromCells([]int{helper})
	if err := Save(path, es, Options{}); err != nil {
		t.Fatal(err)
	}
	img := renderPage(t, path, 1)
	s := PageLayout("A4", 1, 15, false).Slots[0]
	px := 72 / 25.4
	cell := s.Side / 9
	corner := func(c int) color.NRGBA { // a point in the cell, clear of its digit
		x, y := s.X+(float64(c%9)+0.12)*cell, s.Y+(float64(c/9)+0.12)*cell
		return color.NRGBAModel.Convert(img.At(int(x*px), int(y*px))).(color.NRGBA)
	}
	if c := corner(helper); c.R < 250 || c.G < 250 || c.B < 250 {
		t.Errorf("helper clue %d is not on white: %v", helper, c)
	}
	if c := corner(picture); c.B > 200 {
		t.Errorf("picture clue %d lost its highlight: %v", picture, c)
	}
}

// TestLongTitleFits: a long title is neither clipped in the page header
// nor on the title page: every word pdftotext finds lies on the page.
func TestLongTitleFits(t *testing.T) {
	poppler.Need(t, "pdftotext")
	title := strings.Repeat("A very long puzzle book title ", 8) + "END"
	dir := t.TempDir()
	for _, opt := range []Options{{Title: title}, {Title: title, TitlePage: true, PageSize: "A5"}} {
		path := filepath.Join(dir, "long.pdf")
		if err := Save(path, entries(t, 2), opt); err != nil {
			t.Fatal(err)
		}
		box := run(t, "pdftotext", "-bbox", "-f", "1", "-l", "1", path, "-")
		pageW, _ := strconv.ParseFloat(regexp.MustCompile(`<page width="([0-9.]+)"`).FindStringSubmatch(box)[1], 64)
		words := regexp.MustCompile(`<word xMin="([0-9.]+)" yMin="[0-9.]+" xMax="([0-9.]+)"[^>]*>([^<]*)</word>`).FindAllStringSubmatch(box, -1)
		seenVery := 0
		for _, w := range words {
			x0, _ := strconv.ParseFloat(w[1], 64)
			x1, _ := strconv.ParseFloat(w[2], 64)
			if x0 < 0 || x1 > pageW {
				t.Errorf("%+v: word %q at %.0f-%.0f runs off the %.0f pt page", opt.PageSize, w[3], x0, x1, pageW)
			}
			if w[3] == "very" {
				seenVery++
			}
		}
		if seenVery == 0 {
			t.Errorf("title not found on page 1:\n%s", box)
		}
		if opt.TitlePage && !strings.Contains(box, ">END<") {
			t.Errorf("the title page lost the title's end")
		}
	}
}

// TestSingleSheetAnswerFullSize: a sheet's answer page holds one
// full-size grid, not one ninth-size grid in a corner.
func TestSingleSheetAnswerFullSize(t *testing.T) {
	poppler.Need(t, "pdftotext", "pdfinfo")
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	es := entries(t, 1)
	if err := Save(path, es, Options{Answers: true}); err != nil {
		t.Fatal(err)
	}
	if n := pages(t, path); n != 2 {
		t.Fatalf("%d pages, want 2", n)
	}
	big := PageLayout("A4", 1, 15, true).Slots[0]
	if got := digitsOf(slotText(t, path, 2, big)); got != digitsOf(es[0].Solution.String()) {
		t.Fatalf("the answer page's full-size slot holds %q", got)
	}
	if n := answersPerPage(7, 9); n != 9 {
		t.Errorf("7 answers: %d a page, want 9", n)
	}
	if n := answersPerPage(3, 6); n != 4 {
		t.Errorf("3 answers: %d a page, want 4", n)
	}
}

// TestTrimSizesDateAndTitlePage: print-on-demand trims and custom sizes
// make pages of that size; the creation date is today's unless
// SOURCE_DATE_EPOCH says otherwise; the title page has no page number.
func TestTrimSizesDateAndTitlePage(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext")
	t.Setenv("SOURCE_DATE_EPOCH", "")
	dir := t.TempDir()
	for size, want := range map[string]string{"6x9": "432 x 648 pts", "8.5x11": "612 x 792 pts", "5.5x8.5": "396 x 612 pts", "7x10in": "504 x 720 pts", "B5 JIS": "515.91 x 728.5 pts"} {
		path := filepath.Join(dir, "b.pdf")
		if err := Save(path, entries(t, 3), Options{PageSize: size, TitlePage: true, Title: "Trim", PerPage: 2}); err != nil {
			t.Fatalf("%s: %v", size, err)
		}
		info := run(t, "pdfinfo", path)
		if !strings.Contains(info, want) {
			t.Errorf("%s: %s", size, info)
		}
		if !strings.Contains(info, fmt.Sprint(time.Now().Year())) {
			t.Errorf("%s: the creation date is not this year:\n%s", size, info)
		}
		if first := run(t, "pdftotext", "-f", "1", "-l", "1", path, "-"); strings.Contains(first, "page 1") {
			t.Errorf("%s: the title page is numbered: %q", size, first)
		}
	}
}

// TestGridCornersClosed: the thick border's corners are closed: a point
// just outside the corner of the lines' axes, within half the border's
// width, is black at 600 dpi (butt caps left it white: a notch).
func TestGridCornersClosed(t *testing.T) {
	poppler.Need(t, "pdftoppm")
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := Save(path, entries(t, 1), Options{}); err != nil {
		t.Fatal(err)
	}
	img := poppler.RenderPage(t, path, 1, 600)
	s := PageLayout("A4", 1, 15, false).Slots[0]
	d := &doc{}
	_, thick := d.lineWidths(s.Side)
	px := 600 / 25.4
	in := thick / 4 // outside both axes, inside the border's width
	for _, c := range [][2]float64{{s.X - in, s.Y - in}, {s.X + s.Side + in, s.Y - in}, {s.X - in, s.Y + s.Side + in}, {s.X + s.Side + in, s.Y + s.Side + in}} {
		if r, _, _, _ := img.At(int(c[0]*px), int(c[1]*px)).RGBA(); r > 0x8000 {
			t.Errorf("the border's corner at (%.2f, %.2f) mm is open", c[0], c[1])
		}
	}
}

// TestHowToPlayTellsTheTruth: a book of plain puzzles does not say the
// clues draw a picture, and one with a Needs trial puzzle does not promise
// that no guess is needed.
func TestHowToPlayTellsTheTruth(t *testing.T) {
	poppler.Need(t, "pdftotext")
	es := entries(t, 2)
	es[1].Level = "Needs trial"
	for _, c := range []struct {
		plain            bool
		picture, noGuess bool
	}{{false, true, false}, {true, false, false}} {
		path := filepath.Join(t.TempDir(), "book.pdf")
		if err := Save(path, es, Options{HowToPlay: true, Plain: c.plain, PerPage: 1}); err != nil {
			t.Fatal(err)
		}
		all := strings.Join(strings.Fields(run(t, "pdftotext", path, "-")), " ")
		if got := strings.Contains(all, "draw the puzzle's picture"); got != c.picture {
			t.Errorf("plain %v: picture sentence %v", c.plain, got)
		}
		if strings.Contains(all, "never need to guess") || !strings.Contains(all, "marked Needs trial need one guess") {
			t.Errorf("plain %v: the rules promise no guessing in a book with a Needs trial puzzle", c.plain)
		}
	}
	es[1].Level = "Hard"
	path := filepath.Join(t.TempDir(), "book.pdf")
	if err := Save(path, es, Options{HowToPlay: true, PerPage: 1}); err != nil {
		t.Fatal(err)
	}
	if all := strings.Join(strings.Fields(run(t, "pdftotext", path, "-")), " "); !strings.Contains(all, "never need to guess") {
		t.Error("a book without trial puzzles no longer says no guess is needed")
	}
}
