package pdf

import (
	"slices"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Whether a layout can be printed. A book promises digits of a least size
// (digitFloor), and a grid holds them only if each digit fits in 80% of
// its cell; how large the grids are depends on the trim, the margins, the
// spacing of the words around them, how many share a page and, for print
// on demand, the gutter, which widens with the page count. So the options
// are checked once before any puzzle is made, at the thinnest gutter
// (Options.Check), and again once the page count is known (CheckBook):
// a layout that cannot be printed is refused in a fraction of a second,
// not after every puzzle has been generated.

// digitFloor is the least digit size the book allows, in pt: 16 in large
// print, 7 for print on demand, else none.
func (o Options) digitFloor() float64 {
	switch {
	case o.LargePrint:
		return largeDigit
	case o.POD:
		return podDigit
	}
	return 0
}

// holds tells whether a grid of side mm holds the book's digits: each
// digit of the floor size in at most 80% of its cell.
func (o Options) holds(side float64) bool {
	return side > 0 && o.digitFloor()*point <= side/9*0.8
}

// answerSet is how many answer grids a page may hold, fewest first: 2, 4
// or 6 in large print, whose grids must be large enough for 16 pt digits
// (9 a page would leave cells of 6 mm on a 8.5x11 page), else 6, 9 or 12;
// and how many a page the print prefers when the page allows it (4 in
// large print: cells of 9 mm at 8.5x11, so that the digits are set at
// their natural size, not squeezed to the floor).
func answerSet(large bool) (set []int, preferred int) {
	if large {
		return []int{2, 4, 6}, 4
	}
	return []int{6, 9, 12}, 9
}

// answerChoices are the values of answerSet whose grids hold the book's
// digits in a book of pages pages (0 for the thinnest gutter) with o
// (normalised). Fewer grids a page are larger, so the choices are always
// the first of the set.
func (o Options) answerChoices(pages int) []int {
	set, _ := answerSet(o.LargePrint)
	var out []int
	for _, n := range set {
		if o.holds(o.gridSide(pages, n)) {
			out = append(out, n)
		}
	}
	return out
}

// defaultAnswers is how many answer grids a page holds when the options
// do not say: the print's preferred number, or the most of choices below
// it (2 at 6x9 in large print), or the preferred number when none fit, for
// checkLayout to refuse if the book has answers.
func defaultAnswers(large bool, choices []int) int {
	_, preferred := answerSet(large)
	best := 0
	for _, n := range choices {
		if n <= preferred {
			best = n
		}
	}
	if best == 0 {
		return preferred
	}
	return best
}

// AnswerChoices lists the answers a page that opt's print and page allow,
// fewest first (the values a book builder offers), and the default among
// them: 6, 9 or 12 (default 9), and in large print 2, 4 or 6 (default 4),
// less those too many for the page, e.g. only 2 in large print at 6x9.
// An unknown page size, refused elsewhere, offers the whole set.
func AnswerChoices(opt Options) (choices []int, def int) {
	o := opt
	o.pageDefaults()
	if _, ok := pageSize(o.PageSize); !ok {
		choices, _ = answerSet(o.LargePrint)
	} else {
		choices = o.answerChoices(0)
	}
	return choices, defaultAnswers(o.LargePrint, choices)
}

// checkLayout refuses a layout of o (normalised) whose grids cannot hold
// the book's digits in a book of pages pages (0 for the thinnest gutter),
// or whose answers per page are not of its print's set, naming what the
// page allows.
func (o Options) checkLayout(pages int) error {
	if side := o.gridSide(pages, o.PerPage); !o.holds(side) {
		return text.Errorf("%s at %d a page on a %s page leave %.0f mm grids, too small for %.0f pt digits: put fewer on a page, or choose a larger page",
			text.Word("Puzzles"), o.PerPage, o.PageSize, max(side, 0), max(o.digitFloor(), 5))
	}
	set, _ := answerSet(o.LargePrint)
	choices := o.answerChoices(pages)
	if slices.Contains(choices, o.AnswersPer) || (!o.Answers && slices.Contains(set, o.AnswersPer)) {
		return nil // a book without answers may keep any value of the set
	}
	if len(choices) == 0 {
		if !o.Answers {
			choices = set
		} else {
			side := o.gridSide(pages, set[0])
			return text.Errorf("%s at %d a page on a %s page leave %.0f mm grids, too small for %.0f pt digits: choose a larger page",
				text.Word("Answers"), set[0], o.PageSize, max(side, 0), max(o.digitFloor(), 5))
		}
	}
	var allowed any
	switch len(choices) {
	case 1:
		allowed = choices[0]
	case 2:
		allowed = text.New("%d or %d", choices[0], choices[1])
	default:
		allowed = text.New("%d, %d or %d", choices[0], choices[1], choices[2])
	}
	if o.LargePrint {
		return text.Errorf("%d answers per page: large print on %s pages takes %v", o.AnswersPer, o.PageSize, allowed)
	}
	return text.Errorf("%d answers per page: %s pages take %v", o.AnswersPer, o.PageSize, allowed)
}
