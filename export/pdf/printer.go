package pdf

import (
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
)

// A Printer is what one print-on-demand service asks of a paperback's
// interior: where the bleed goes, how far everything printed keeps from
// the trim, how many pages it binds, the thinnest line it prints, how
// many blank pages may follow each other, and whether the PDF must name
// its trim and bleed in page boxes. The writer lays a book out to its
// printer's rules (newGeometry), and the checks (Record.Problems,
// Facts.Problems) hold a book to them.
type Printer struct {
	Key  string // the name --printer takes: "kdp", "ingramspark", "lulu"
	Name string // the service's own name, as messages print it

	// BleedAll puts the bleed on all four sides of every page; otherwise
	// it is on the outside, top and bottom, none at the spine.
	BleedAll bool
	// Safety is the least distance, in mm, of anything printed from the
	// trim on the outside, top and bottom; SafetyBleed the same when the
	// pages have bleed.
	Safety, SafetyBleed float64
	// Inside is the least inside margin, in mm, for a book of pages pages.
	Inside func(pages int) float64
	// MinPages is the fewest pages it binds; maxPages the most for a trim
	// (in mm) and paper.
	MinPages int
	maxPages func(trim [2]float64, paper string) int
	// Boxes says the printer's preflight reads the trim and bleed from
	// each page's TrimBox and BleedBox, so both must be there.
	Boxes bool
	// MinLine is the thinnest line, in mm, that prints reliably.
	MinLine float64
	// BlankMid and BlankEnd are the most blank pages in a row it accepts
	// before the last printed page and after it; 0 when it states no
	// rule.
	BlankMid, BlankEnd int
	// spine is the thickness, in inches, of the bound interior of pages
	// pages on paper (white, cream or colour): the width of the wrap
	// cover's spine panel.
	spine func(pages int, paper string) float64
}

// SpineWidth is the spine of a book of pages pages on paper ("" for
// white) printed by p, in mm: the width of its wrap cover's spine panel.
func (p Printer) SpineWidth(pages int, paper string) float64 {
	if paper == "" {
		paper = "white"
	}
	return p.spine(pages, paper) * inch
}

// perPage is a spine that grows by a thickness a page, in inches, by
// paper; thickness[""] serves the papers it does not name.
func perPage(thickness map[string]float64) func(int, string) float64 {
	return func(pages int, paper string) float64 {
		t, ok := thickness[paper]
		if !ok {
			t = thickness[""]
		}
		return float64(pages) * t
	}
}

// The printers' rules, each beside the page it was read from: the
// service's own help pages where a copy was at hand, else guides that
// quote the service. Where no page gave a figure, the comment says so and
// KDP's is used.
var printers = []Printer{
	{
		Key: "kdp", Name: "KDP",
		// Bleed 0.125 in on the top, bottom and outside edges, not the
		// spine; outside, top and bottom margins of at least 0.25 in
		// without bleed and 0.375 in with it; the gutter by page count
		// (Gutter): kdpbuilder.com/guides/kdp-bleed-and-margins,
		// minjeegan.com/kdp-page-formatting-guide-tool (KDP's gutter
		// table), kdp.amazon.com/help/topic/GYEKAVKMSE23PFTM.
		Safety: 0.25 * inch, SafetyBleed: 0.375 * inch, Inside: Gutter,
		// 24 pages at least (30daypivot.com/kdp_spoke_creation), at most
		// MaxPagesOn's limit for the trim and paper.
		MinPages: PODMinPages, maxPages: MaxPagesOn,
		// "Lines ... should have a minimum thickness of 0.75" pt
		// (authorityagency.com/courses/book-publishing-printing-guides/
		// hardcover-publishing-with-kdp/kdp-hardcover-interior-formatting-
		// requirements/, KDP's interior specification).
		MinLine: podLine,
		// "no more than two consecutive blank pages at the beginning or
		// middle of your manuscript file and/or 10 consecutive blank pages
		// at the end" (kdp.amazon.com/en_US/help/topic/GYEKAVKMSE23PFTM,
		// Paperback Manual Review Checklist).
		BlankMid: maxBlankRun, BlankEnd: 10,
		// 0.002252 in a page on white, 0.0025 in on cream, 0.002347 in on
		// colour (pubscout.app/pages/glossary/spine-width,
		// makemybookcover.com/kdp-cover-size-calculator, after KDP's own
		// cover calculator; see cover.go).
		spine: perPage(map[string]float64{"white": 0.002252, "cream": 0.0025, "colour": 0.002347, "": 0.002252}),
	},
	{
		Key: "ingramspark", Name: "IngramSpark",
		// "Margins must be a minimum of 0.5” (13mm) from final trim size
		// on all sides. This includes page numbers"
		// (ingramspark.com/blog/file-requirements-for-print-books); bleed
		// 0.125 in (doukat.com/blog/2019/7/30/bleed-lines-and-trim-lines-
		// for-my-childrens-picture-book, after IngramSpark's File Creation
		// Guide), laid out as KDP's.
		Safety: 0.5 * inch, SafetyBleed: 0.5 * inch, Inside: func(int) float64 { return 0.5 * inch },
		// 18 pages at least, 1200 at most on white paper
		// (docs.rs/kernsetzer-model, INGRAM_MIN_PAGES, after
		// IngramSpark's trim size matrix); MaxPages caps every book.
		MinPages: 18, maxPages: func([2]float64, string) int { return MaxPages },
		// PDF/X-1a is its preferred format (help.ingramspark.com/hc/en-us/
		// articles/6443532453901), whose preflight reads the trim from
		// the TrimBox and the bleed from the BleedBox.
		Boxes: true,
		// No line weight found: KDP's.
		MinLine: podLine,
		// Its papers bulk 440 pages an inch on white and 430 on cream
		// (erelisdesign.com/post/book-spine-width-explained, "Ingram White
		// – 440 PPI", "Ingram Cream – 430 PPI"); blurbbio.com's
		// calculator puts its colour stock "within a hair" of KDP's, so
		// colour takes KDP's 0.002347 in.
		spine: perPage(map[string]float64{"white": 1.0 / 440, "cream": 1.0 / 430, "colour": 0.002347, "": 1.0 / 440}),
	},
	{
		Key: "lulu", Name: "Lulu",
		// "All files uploaded and printed on Lulu are created to bleed
		// specifications ... 0.125 in (3.18 mm) past the trim edge on
		// every side", and "Text and other important elements should be
		// placed within the Safety Margin which is 0.5 in (12.7 mm)
		// inside the Trim Edge" (help.lulu.com/en/support/solutions/
		// articles/64000255584); "Leave at least 0.5 in margins on all
		// your pages" (help.lulu.com/en/support/solutions/articles/
		// 64000255583).
		BleedAll: true, Safety: 0.5 * inch, SafetyBleed: 0.5 * inch, Inside: func(int) float64 { return 0.5 * inch },
		// A paperback needs 32 pages at least: "Paperback covers use a
		// formula and require a minimum of 32 pages to create" (Lulu's
		// Spine Width Calculator, scribd.com/document/513281500/lulu-spine-
		// width-calculator; hardcovers 24). No most pages or line weight
		// found: MaxPages and KDP's 0.75 pt.
		MinPages: 32, maxPages: func([2]float64, string) int { return MaxPages },
		MinLine: podLine,
		// A paperback's spine by Lulu's formula, pages / 444 + 0.06 in
		// for the cover board, on every paper (Lulu's Spine Width
		// Calculator, scribd.com/document/513281500/lulu-spine-width-
		// calculator: "Paperback covers use a formula and require a
		// minimum of 32 pages"; the figures 444 and 0.06 in as that
		// calculator and cal23.calculator.city/lulu-spine-width-calculator
		// quote them).
		spine: func(pages int, _ string) float64 { return float64(pages)/444 + 0.06 },
	},
}

// Printers lists the keys of the print-on-demand services, the default
// (KDP) first.
func Printers() []string {
	var out []string
	for _, p := range printers {
		out = append(out, p.Key)
	}
	return out
}

// PrinterNamed returns the printer of key ("" for KDP), in any case.
func PrinterNamed(key string) (Printer, bool) {
	if key == "" {
		return printers[0], true
	}
	for _, p := range printers {
		if strings.EqualFold(p.Key, key) || strings.EqualFold(p.Name, key) {
			return p, true
		}
	}
	return Printer{}, false
}

// errPrinter refuses a printer no profile has.
func errPrinter(key string) error {
	return text.Errorf("printer %s: want %s", text.Quote(key), strings.Join(Printers(), ", "))
}

// MaxPagesFor is the most pages the printer binds at a trim (in mm) on
// paper ("" for white).
func (p Printer) MaxPagesFor(trim [2]float64, paper string) int {
	return min(p.maxPages(trim, paper), MaxPages)
}

// safety is the least margin outside, top and bottom, for pages with or
// without bleed.
func (p Printer) safety(bleed bool) float64 {
	if bleed {
		return p.SafetyBleed
	}
	return p.Safety
}

// printer is the options' printer: KDP unless they name another (Check
// refuses an unknown name; until then it stands for KDP).
// PrinterName is the name of the service the book is laid out for, as
// messages print it ("KDP", "IngramSpark", "Lulu").
func (o *Options) PrinterName() string { return o.printer().Name }

func (o *Options) printer() Printer {
	if p, ok := PrinterNamed(o.Printer); ok {
		return p
	}
	return printers[0]
}
