package pdf

import (
	"bytes"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Practice puzzles made with generate --needs: their hardest step is the
// technique named.
var practice = []struct{ puzzle, technique string }{
	{".5..1...6......8.2...3.6...1.94...7....269.8....5..46.8....4.......5.637....279.8", "XY-Wing"},
	{".5..3...2......3.6...1.6...1.86...4....874.1....5..72.3....5.......8.537....174.9", "Naked Pair"},
}

// TestThemedBook: a book whose puzzles name the technique they practise
// has a section per technique, simplest first, each opened by a worked
// example from its first puzzle (the step in words, the candidates it
// removes), and its pages are headed by the technique.
func TestThemedBook(t *testing.T) {
	var es []Entry
	for _, p := range practice {
		g, err := sudoku.Parse(p.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		r := rating.Rate(g, true)
		if r.Hardest.String() != p.technique {
			t.Fatalf("%s: hardest step %s, want %s", p.puzzle, r.Hardest, p.technique)
		}
		sol, n := exact.Solve(&g)
		if n != 1 {
			t.Fatal("not unique")
		}
		es = append(es, Entry{Clues: g, Solution: sol, Level: r.Level.String(), Score: r.Score, Technique: p.technique})
	}
	opt := Options{Title: "Practice", PageSize: "A4", HowToPlay: true, Contents: true, Sections: true, Answers: true}
	path := writeBook(t, es, opt)
	all := run(t, "pdftotext", "-layout", path, "-")
	for _, want := range []string{"Each section practises one technique", "Naked Pair (1 puzzle)", "XY-Wing (1 puzzle)"} {
		if !strings.Contains(all, want) {
			t.Errorf("the book lacks %q", want)
		}
	}
	if strings.Index(all, "Naked Pair (1 puzzle)") > strings.Index(all, "XY-Wing (1 puzzle)") {
		t.Error("the simpler technique's section should come first")
	}
	// Pages: how to play, contents, then Naked Pair's opener and puzzle.
	opener := pageText(t, path, 3)
	for _, want := range []string{"Naked Pair", "An example", "Naked Pair: digits", "removes"} {
		if !strings.Contains(opener, want) {
			t.Errorf("the section opener lacks %q:\n%s", want, opener)
		}
	}
	if page := pageText(t, path, 4); !strings.Contains(strings.SplitN(strings.TrimSpace(page), "\n", 2)[0], "Naked Pair") {
		t.Errorf("the puzzle page is not headed by its technique:\n%s", page)
	}
	if opener := pageText(t, path, 5); !strings.Contains(opener, "XY-Wing:") {
		t.Errorf("the XY-Wing opener does not explain the step:\n%s", opener)
	}
}

// TestBundledFontsCoverImprintWords: a Japanese imprint's usual words are
// set in the bundled fonts, so a book does not depend on which fonts the
// machine has (「無断転載を禁じます」 needed a system font, or was refused
// where none was installed).
func TestBundledFontsCoverImprintWords(t *testing.T) {
	for _, s := range []string{"無断転載を禁じます", "© 2026 数独出版 初版第1刷発行", "乱丁・落丁本はお取り替えいたします"} {
		if !bundledCovers(s) {
			t.Errorf("%q needs a font from the system", s)
		}
	}
}

// TestBlackInkInteriorTintsShow: a print-on-demand book on white or cream
// paper prints in black ink, where the default amber highlight became a
// 14 % grey the picture hardly showed in. Its tints are now at least 25 %
// grey (they were 23.9 %, 194/255, under a rule of 24 %); on premium
// colour paper the amber stays.
func TestBlackInkInteriorTintsShow(t *testing.T) {
	for _, paper := range []string{"white", "cream", "colour"} {
		opt := Options{PageSize: "6x9", POD: true, Paper: paper, PerPage: 1}
		path := writeBook(t, entries(t, 1), opt)
		img := renderPage(t, path, 1)
		counts, coloured := map[int]int{}, false
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				r, g, bl = r>>8, g>>8, bl>>8
				if r > 250 && g > 250 && bl > 250 {
					continue // paper
				}
				if int(r)-int(bl) > 60 {
					coloured = true
				}
				if r == g && g == bl && r > 60 {
					counts[int(r)]++
				}
			}
		}
		// The tint is the grey most pixels have (edges of lines and digits
		// are greys too, but few).
		tint := 0
		for v, n := range counts {
			if n > counts[tint] {
				tint = v
			}
		}
		switch paper {
		case "colour":
			if !coloured {
				t.Errorf("premium colour: the amber highlight is gone")
			}
		default:
			if coloured {
				t.Errorf("%s paper: colour in a black-ink interior", paper)
			}
			if ink := 1 - float64(tint)/255; ink < 0.25 || tint == 0 {
				t.Errorf("%s paper: the highlight prints at %d/255, %.1f %% ink: less than 25 %%", paper, tint, ink*100)
			}
		}
	}
}

// TestHowToShadesDistinct: on the how-to page of a black-ink book, the
// clues' shade differs from every other shade on the page by at least 10
// points of ink. The example's tinted unit (pale blue in colour) and the
// amber clues both printed as grey 194, so the empty cells of the unit
// looked like clues under "The shaded cells are the clues". In colour the
// two stay distinct too.
func TestHowToShadesDistinct(t *testing.T) {
	for _, paper := range []string{"white", "cream", "colour"} {
		for _, highlight := range []color.NRGBA{{}, {0xff, 0xd5, 0x80, 255}, {0xc0, 0xe0, 0xff, 255}, {0x60, 0x60, 0x60, 255}} {
			opt := Options{PageSize: "6x9", POD: true, Paper: paper, HowToPlay: true, Highlight: highlight}
			var buf bytes.Buffer
			rec, err := WriteBook(&buf, entries(t, 3), opt)
			if err != nil {
				t.Fatal(err)
			}
			shades := map[color.NRGBA]bool{}
			for _, m := range rec.Marks {
				if m.Page == 1 && m.Fill.A != 0 && m.Fill != (color.NRGBA{255, 255, 255, 255}) {
					shades[m.Fill] = true
				}
			}
			if len(shades) < 2 {
				t.Errorf("%s paper, highlight %v: the how-to page has one shade, %v, for the clues and the example's unit", paper, highlight, shades)
				continue
			}
			var list []color.NRGBA
			for c := range shades {
				list = append(list, c)
			}
			for i := range list {
				for j := i + 1; j < len(list); j++ {
					a, b := list[i], list[j]
					if paper != "colour" && math.Abs(float64(a.R)-float64(b.R)) < 0.1*255 {
						t.Errorf("%s paper, highlight %v: shades %v and %v differ by less than 10 %% ink", paper, highlight, a, b)
					}
					if a == b {
						t.Errorf("%s paper: one shade twice", paper)
					}
				}
			}
		}
	}
}
