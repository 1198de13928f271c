package pdf

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/palette"
	"github.com/pictdoku/pictdoku/internal/poppler"
)

var testPuzzles = []string{
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
	"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
	".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
	"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
	"..6...2..9.......4243...896...591.....2.8.3..4..2.3..13.......7...9.7....1.4.8.2.",
}

func entries(t testing.TB, n int) []Entry {
	var out []Entry
	for i := 0; i < n; i++ {
		g, err := sudoku.Parse(testPuzzles[i%len(testPuzzles)])
		if err != nil {
			t.Fatal(err)
		}
		sol, _ := exact.Solve(&g)
		out = append(out, Entry{Clues: g, Solution: sol, Level: "Hard", Score: float64(n - i), ID: fmt.Sprintf("#%03d", i)})
	}
	return out
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

func pages(t *testing.T, path string) int {
	for _, line := range strings.Split(run(t, "pdfinfo", path), "\n") {
		if strings.HasPrefix(line, "Pages:") {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "Pages:")))
			return n
		}
	}
	t.Fatal("no page count")
	return 0
}

// slotText extracts the text inside a grid's square on a page.
func slotText(t *testing.T, path string, page int, s Slot) string {
	pt := 72 / 25.4
	return run(t, "pdftotext", "-layout", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page),
		"-x", strconv.Itoa(int(s.X*pt)), "-y", strconv.Itoa(int(s.Y*pt)),
		"-W", strconv.Itoa(int(s.Side*pt)+1), "-H", strconv.Itoa(int(s.Side*pt)+1), path, "-")
}

// renderPage renders one page at 72 dpi (a pixel a point) with pdftoppm.
func renderPage(t *testing.T, path string, page int) image.Image {
	t.Helper()
	return poppler.RenderPage(t, path, page, 72)
}

func digitsOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '1' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func clueDigits(g sudoku.Grid) string { return digitsOf(g.String()) }

func TestBookReadBack(t *testing.T) {
	poppler.Need(t, "pdfinfo", "pdftotext", "pdffonts", "pdftoppm")
	dir := t.TempDir()
	path := filepath.Join(dir, "book.pdf")
	es := entries(t, 10)
	opt := Options{PerPage: 4, Answers: true, Title: "Heart Sudoku"}
	if err := Save(path, es, opt); err != nil {
		t.Fatal(err)
	}
	// 10 puzzles at 4 a page, then answers at 9 a page.
	if n := pages(t, path); n != 3+2 {
		t.Fatalf("%d pages, want 5", n)
	}
	layout := PageLayout("A4", 4, 15, true)
	for p := 0; p < 3; p++ {
		for k, s := range layout.Slots {
			i := p*4 + k
			if i >= len(es) {
				break
			}
			if got, want := digitsOf(slotText(t, path, p+1, s)), clueDigits(es[i].Clues); got != want {
				t.Errorf("page %d puzzle %d: digits %q, want %q", p+1, i+1, got, want)
			}
		}
	}
	answers := PageLayout("A4", 9, 15, true)
	if got, want := digitsOf(slotText(t, path, 4, answers.Slots[0])), es[0].Solution.String(); got != want {
		t.Errorf("answer 1: %q, want %q", got, want)
	}
	text := run(t, "pdftotext", "-layout", path, "-")
	for _, want := range []string{"Heart Sudoku", "No. 1 · Hard · #000", "Answers", "page 5"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q", want)
		}
	}
	fonts := run(t, "pdffonts", path)
	lines := strings.Split(strings.TrimSpace(fonts), "\n")
	if len(lines) < 3 {
		t.Fatalf("no fonts listed:\n%s", fonts)
	}
	for _, l := range lines[2:] {
		if f := strings.Fields(l); len(f) < 5 || !strings.Contains(l, " yes ") {
			t.Errorf("font not embedded: %s", l)
		}
	}

	// Rendered: a clue cell has the highlight colour, a blank cell is white.
	img := renderPage(t, path, 1)
	at := func(s Slot, cell int) color.NRGBA {
		pt := 72 / 25.4
		side := s.Side / 9
		x := (s.X + float64(cell%9)*side + side*0.2) * pt
		y := (s.Y + float64(cell/9)*side + side*0.2) * pt
		return color.NRGBAModel.Convert(img.At(int(x), int(y))).(color.NRGBA)
	}
	close := func(a, b color.NRGBA) bool {
		d := func(x, y uint8) int { v := int(x) - int(y); return max(v, -v) }
		return d(a.R, b.R)+d(a.G, b.G)+d(a.B, b.B) < 30
	}
	s := layout.Slots[0]
	if c := at(s, 0); !close(c, palette.Amber) { // r1c1 = 5 is a clue
		t.Errorf("clue cell colour %v, want %v", c, palette.Amber)
	}
	if c := at(s, 2); !close(c, color.NRGBA{255, 255, 255, 255}) { // r1c3 is blank
		t.Errorf("blank cell colour %v, want white", c)
	}
}

func TestSheetAndDeterminism(t *testing.T) {
	es := entries(t, 1)
	opt := Options{Title: "Sheet", Created: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	var a, b bytes.Buffer
	if err := Write(&a, es, opt); err != nil {
		t.Fatal(err)
	}
	if err := Write(&b, es, opt); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("same input gave different PDFs")
	}
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	var c bytes.Buffer
	Write(&c, es, Options{})
	if !bytes.Contains(c.Bytes(), []byte("D:20231114")) {
		t.Error("SOURCE_DATE_EPOCH not honoured")
	}
	for _, size := range []string{"A4", "Letter", "A5"} {
		for _, per := range []int{1, 2, 4, 6} {
			var buf bytes.Buffer
			if err := Write(&buf, entries(t, 7), Options{PageSize: size, PerPage: per, Answers: true, AnswersPer: 6, TitlePage: true, ByDifficulty: true}); err != nil {
				t.Fatalf("%s %d: %v", size, per, err)
			}
		}
	}
}

// TestJapaneseTitle: a Japanese author's ordinary title and imprint, in
// kana, level 1 and 2 kanji and full-width digits, print with the bundled
// fonts alone (no installed font asked); a text with characters they lack
// is refused naming every one of them, on every machine.
func TestJapaneseTitle(t *testing.T) {
	poppler.Need(t, "pdftotext", "pdffonts")
	for _, title := range []string{"ハートの問題 2026", "「毎日楽しむナンプレ」", "憂鬱な日の数独　第２集"} {
		var buf bytes.Buffer
		imprint := "©２０２６ ナンプレ工房\n定価１，２００円（税込）　浮世絵シリーズ\n無断転載・複製を禁じます。"
		if err := Write(&buf, entries(t, 1), Options{Title: title, Imprint: imprint, TitlePage: true, Lang: "ja"}); err != nil {
			t.Fatalf("%s: %v", title, err)
		}
		path := filepath.Join(t.TempDir(), "ja.pdf")
		os.WriteFile(path, buf.Bytes(), 0o644)
		text := run(t, "pdftotext", "-raw", path, "-") // in the order set: a wide space reads as a column break otherwise
		// pdftotext reads the ideographic space (set as wide as it is) as " ".
		for _, want := range []string{strings.ReplaceAll(title, "\u3000", " "), "定価１，２００円（税込）", "無断転載・複製を禁じます。"} {
			if !strings.Contains(text, want) {
				t.Errorf("%q not found in text:\n%s", want, text)
			}
		}
		if fonts := run(t, "pdffonts", path); strings.Contains(fonts, "utf8user") || !strings.Contains(fonts, "utf8ja") {
			t.Errorf("want the bundled fonts only:\n%s", fonts)
		}
	}

	// Characters beyond the bundled fonts are named, all of them and
	// their count, on every machine, whatever fonts it has (a system font
	// used to stand in silently; then only the first ten were named).
	rare := "ספר סודוקו גדול ויפה 数独"
	var buf bytes.Buffer
	err := Write(&buf, entries(t, 1), Options{Title: rare})
	if err == nil || !strings.Contains(err.Error(), "the bundled fonts lack 10 characters: ס פ ר ו ד ק ג ל י ה;") {
		t.Fatalf("a Hebrew title: want its 10 letters named, got %v", err)
	}
	if _, named, _ := strings.Cut(err.Error(), "lack"); strings.Contains(named, "数") {
		t.Errorf("a character the fonts have was named: %v", err)
	}
	// The symbols authors put in titles are in the bundled fonts.
	symbols := "✓ Sudoku ★ ♥ ♪"
	path := filepath.Join(t.TempDir(), "symbols.pdf")
	buf.Reset()
	if err := Write(&buf, entries(t, 1), Options{Title: symbols}); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, buf.Bytes(), 0o644)
	if text := run(t, "pdftotext", path, "-"); !strings.Contains(text, symbols) {
		t.Errorf("the title %q not found in:\n%s", symbols, text)
	}
	if fonts := run(t, "pdffonts", path); strings.Contains(fonts, "utf8user") {
		t.Errorf("the symbols took another font:\n%s", fonts)
	}
	if err := Write(&buf, entries(t, 1), Options{Title: "数独", FontPath: "/nonexistent/font.ttf"}); err == nil || !strings.Contains(err.Error(), "/nonexistent/font.ttf") {
		t.Errorf("missing named font: %v", err)
	}
}

func TestBadOptionsAndPaths(t *testing.T) {
	es := entries(t, 2)
	var buf bytes.Buffer
	for _, opt := range []Options{{PerPage: 3}, {PageSize: "B9"}, {PageSize: "1x1in"}, {AnswersPer: 4, Answers: true}} {
		if err := Write(&buf, es, opt); err == nil {
			t.Errorf("%+v: want an error", opt)
		}
	}
	if err := Write(&buf, nil, Options{}); err == nil {
		t.Error("no puzzles: want an error")
	}
	noSol := es
	noSol[0].Solution = sudoku.Grid{}
	if err := Write(&buf, noSol, Options{Answers: true}); err == nil {
		t.Error("answers without solution: want an error")
	}
	if err := Save("/nonexistent-dir/book.pdf", entries(t, 1), Options{}); err == nil || !strings.Contains(err.Error(), "cannot write") {
		t.Errorf("unwritable path: %v", err)
	}
	calls := 0
	err := Write(&buf, entries(t, 8), Options{Progress: func(done, total int) bool { calls++; return done < 2 }})
	if err != ErrCanceled || calls != 2 {
		t.Errorf("cancel: %v after %d calls", err, calls)
	}
}

// BenchmarkBook100: a 100-puzzle book with answers.
func BenchmarkBook100(b *testing.B) {
	es := entries(b, 100)
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		if err := Write(&buf, es, Options{PerPage: 4, Answers: true, Title: "Book"}); err != nil {
			b.Fatal(err)
		}
	}
}
