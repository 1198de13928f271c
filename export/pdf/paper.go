package pdf

import (
	"math"
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Papers are the interior papers a print-on-demand book may be printed
// on, as KDP names its print options: black ink on white or on cream
// paper, and premium colour ink on white. The paper sets how many pages
// the printer binds for a trim (cream is thicker, so fewer) and how thick
// the spine is.
func Papers() []string { return []string{"white", "cream", "colour"} }

// PaperName is the paper p names, as Papers spells it: "color" is
// "colour", and case does not matter ("Cream" is "cream"). A name of no
// paper comes back as it is, for Check to refuse.
func PaperName(p string) string {
	switch q := strings.ToLower(strings.TrimSpace(p)); q {
	case "color":
		return "colour"
	case "white", "cream", "colour":
		return q
	}
	return p
}

// validPaper tells whether p names a paper ("" is white).
func validPaper(p string) bool {
	if p == "" {
		return true
	}
	for _, q := range Papers() {
		if p == q {
			return true
		}
	}
	return false
}

// MaxPagesOn is the most pages KDP binds for a paperback of the given
// trim (width and height in mm) on paper ("" for white). KDP's print
// options: black ink on white paper binds 24 to 828 pages, except 800 for
// 8.25x6 and 8.25x8.25 in, 590 for 8.5x8.5 and 8.5x11 in and 780 for
// 8.27x11.69 in (A4); on cream, 776, 750, 550 and 730; premium colour,
// 828, 800, and 590 for the three largest trims. Source: KDP's Print
// Options page (page count limits by trim and paper), as tabulated at
// bookbolt.kb.help/kdp-publishing-what-is-the-minimum-maximum-number-of-
// pages-you-can-use-in-a-book-and-the-royalty-amount/; publishing.co.uk's
// "KDP page-count rules" gives the same 828/776 ceilings and the 590 for
// 8.5x11 on white.
func MaxPagesOn(trim [2]float64, paper string) int {
	in := func(mm float64) float64 { return math.Round(mm/inch*100) / 100 }
	w, h := in(trim[0]), in(trim[1])
	is := func(a, b float64) bool { return w == a && h == b }
	limits := [3]int{828, 776, 828} // white, cream, colour
	switch {
	case is(8.25, 6), is(8.25, 8.25):
		limits = [3]int{800, 750, 800}
	case is(8.5, 8.5), is(8.5, 11):
		limits = [3]int{590, 550, 590}
	case is(8.27, 11.69):
		limits = [3]int{780, 730, 590}
	}
	switch paper {
	case "cream":
		return limits[1]
	case "colour":
		return limits[2]
	}
	return limits[0]
}

// CheckPaperPages refuses a print-on-demand book longer than its printer
// binds at its trim and on its paper, naming the limit and what to
// change.
func CheckPaperPages(pages, puzzles int, opt Options) error {
	if !opt.POD {
		return nil
	}
	size, ok := pageSize(opt.PageSize)
	if !ok {
		return nil // Check refuses the size itself
	}
	paper := opt.Paper
	if paper == "" {
		paper = "white"
	}
	p := opt.printer()
	if max := p.MaxPagesFor(size, opt.Paper); pages > max {
		return text.Errorf("%d puzzles make a book of %d pages; %s binds at most %d pages at %s on %s paper: split them into several books, or choose another trim or paper", puzzles, pages, p.Name, max, opt.PageSize, text.Word(paper))
	}
	return nil
}
