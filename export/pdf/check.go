package pdf

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
)

// PODProblems lists what keeps a book from KDP (see Problems), each
// problem with its page.
func (f Facts) PODProblems(trim string) []text.Message {
	var out []text.Message
	for _, p := range f.Problems(printers[0], trim, "") {
		out = append(out, p.Text())
	}
	return out
}

// Problems lists what printer p would refuse in the PDF, each with the
// page it is on (0 for the whole file): a page count outside what p binds
// at the trim on paper ("" for white), or odd; pages of different sizes;
// a page that is neither the trim nor the trim with p's bleed; a TrimBox
// or BleedBox missing where p needs them, or not where the page puts its
// trim and bleed; a line thinner than p prints; a font not embedded;
// annotations or bookmarks; more blank pages in a row than p accepts.
// trim, when given ("6x9", a page size name or a custom size), is the
// trim the pages must have; else it is read from the TrimBox, or found
// among the named sizes. Where words and lines lie is not in the Facts:
// Record.Problems checks that.
func (f Facts) Problems(p Printer, trim, paper string) []Problem {
	var out []Problem
	add := func(page int, m text.Message) { out = append(out, Problem{page, m}) }
	if len(f.Sizes) > 1 {
		add(0, text.New("the pages have %d different sizes; a book has one", len(f.Sizes)))
	}
	size, named := f.trimSize(p, trim)
	if trim != "" && !named {
		add(0, text.New("unknown trim %s", text.Quote(trim)))
	}
	most := p.MaxPagesFor(size, paper)
	if f.Pages < p.MinPages || f.Pages > most {
		add(0, text.New("%d pages: %s binds %d to %d at this trim", f.Pages, p.Name, p.MinPages, most))
	} else if f.Pages%2 != 0 {
		add(0, text.New("%d pages: a bound book has an even number", f.Pages))
	}
	bleedW, bleedH := p.bleedSize()
	w, h := size[0], size[1]
	seen := map[[2]float64]bool{}
	for i, pg := range f.Each {
		s := sizeOf(pg.Media)
		if seen[s] {
			continue
		}
		seen[s] = true
		pw, ph := s[0]*point, s[1]*point // mm
		plain := near(pw, w) && near(ph, h)
		bled := near(pw, w+bleedW) && near(ph, h+bleedH)
		switch {
		case w == 0:
			add(i+1, text.New("the page is %s × %s in, which is no trim size, with or without %s's bleed (name a custom trim to check against it)", fmtIn(pw/inch), fmtIn(ph/inch), p.Name))
		case !plain && !bled:
			add(i+1, text.New("the page is %s × %s in; the %s trim is %s × %s in, or %s × %s in with %s's bleed", fmtIn(pw/inch), fmtIn(ph/inch), trimName(trim, size), fmtIn(w/inch), fmtIn(h/inch), fmtIn((w+bleedW)/inch), fmtIn((h+bleedH)/inch), p.Name))
		}
	}
	if w > 0 {
		out = append(out, f.boxProblems(p, size)...)
	}
	for i, pg := range f.Each {
		if pg.Stroked && pg.Thinnest < p.MinLine/point-0.005 {
			add(i+1, text.New("a line %s pt wide; %s prints lines of at least %s pt", fmtIn(pg.Thinnest), p.Name, fmtIn(p.MinLine/point)))
		}
	}
	var names []string
	for name := range f.Fonts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !f.Fonts[name] {
			add(0, text.New("font %s is not embedded", name))
		}
	}
	if f.Annotations {
		add(0, text.New("the PDF has annotations or links, which printers refuse"))
	}
	if f.Outlines {
		add(0, text.New("the PDF has bookmarks (an outline), which printers refuse"))
	}
	return append(out, f.blankProblems(p)...)
}

// bleedSize is how much the bleed adds to a page's width and height, in mm.
func (p Printer) bleedSize() (w, h float64) {
	if p.BleedAll {
		return 2 * Bleed, 2 * Bleed
	}
	return Bleed, 2 * Bleed
}

// near tells whether two lengths in mm are the same to 0.01 in.
func near(a, b float64) bool { return math.Abs(a-b) < 0.01*inch }

// trimSize is the trim the pages should have, in mm: the named trim,
// else the first page's TrimBox, else the named size the first page is
// with or without p's bleed; zero when none is. named tells whether a
// trim given was known.
func (f Facts) trimSize(p Printer, trim string) (size [2]float64, named bool) {
	if trim != "" {
		s, ok := pageSize(trim)
		return s, ok
	}
	if len(f.Each) == 0 {
		return size, true
	}
	first := f.Each[0]
	if first.HasTrim {
		t := sizeOf(first.Trim)
		return [2]float64{t[0] * point, t[1] * point}, true
	}
	m := sizeOf(first.Media)
	bw, bh := p.bleedSize()
	for _, name := range PageSizes() {
		s, _ := pageSize(name)
		if near(m[0]*point, s[0]) && near(m[1]*point, s[1]) || near(m[0]*point, s[0]+bw) && near(m[1]*point, s[1]+bh) {
			return s, true
		}
	}
	return size, true
}

// trimName names a trim for a message: as given, else by the page size
// of that size, else by its size.
func trimName(trim string, size [2]float64) string {
	if trim != "" {
		return trim
	}
	for _, name := range PageSizes() {
		if s, _ := pageSize(name); near(s[0], size[0]) && near(s[1], size[1]) {
			return name
		}
	}
	return fmtIn(size[0]/inch) + "x" + fmtIn(size[1]/inch) + "in"
}

// boxProblems checks each page's TrimBox and BleedBox against the trim
// of size (mm): present when p needs them, the TrimBox the trim's size and
// placed where p's bleed puts it (none at the spine unless p bleeds on
// all sides), the BleedBox holding the TrimBox inside the page. Each kind
// of problem is told once, on its first page, with how many pages have it.
func (f Facts) boxProblems(p Printer, size [2]float64) []Problem {
	type kind struct {
		first, count int
		msg          func(count int) text.Message
	}
	kinds := map[string]*kind{}
	var order []string
	note := func(key string, page int, msg func(count int) text.Message) {
		k := kinds[key]
		if k == nil {
			k = &kind{first: page, msg: msg}
			kinds[key] = k
			order = append(order, key)
		}
		k.count++
	}
	for i, pg := range f.Each {
		n := i + 1
		if !pg.HasTrim || !pg.HasBleed {
			if p.Boxes {
				note("missing", n, func(count int) text.Message {
					return text.New("no TrimBox and BleedBox (%d pages lack them): %s reads the trim and bleed from them", count, p.Name)
				})
			}
			if !pg.HasTrim {
				continue
			}
		}
		t, m := pg.Trim, pg.Media
		if !near(t[2]-t[0], size[0]/point) || !near(t[3]-t[1], size[1]/point) {
			w, h := (t[2]-t[0])/72, (t[3]-t[1])/72
			note("trim size", n, func(count int) text.Message {
				return text.New("the TrimBox is %s × %s in, not the trim (%d pages)", fmtIn(w), fmtIn(h), count)
			})
			continue
		}
		bled := !near((m[2]-m[0])*point, size[0]) || !near((m[3]-m[1])*point, size[1])
		left, right := t[0]-m[0], m[2]-t[2]
		inside, outside := left, right
		if n%2 == 0 {
			inside, outside = right, left
		}
		want := 0.0
		if bled {
			want = Bleed / point
		}
		wantInside := 0.0
		if p.BleedAll {
			wantInside = want
		}
		if !nearPt(t[1]-m[1], want) || !nearPt(m[3]-t[3], want) || !nearPt(outside, want) || !nearPt(inside, wantInside) {
			note("trim place", n, func(count int) text.Message {
				return text.New("the TrimBox is not where %s's bleed puts the trim (%d pages)", p.Name, count)
			})
		}
		if pg.HasBleed {
			b := pg.Bleed
			if b[0] > t[0]+0.01 || b[1] > t[1]+0.01 || b[2] < t[2]-0.01 || b[3] < t[3]-0.01 ||
				b[0] < m[0]-0.01 || b[1] < m[1]-0.01 || b[2] > m[2]+0.01 || b[3] > m[3]+0.01 {
				note("bleed", n, func(count int) text.Message {
					return text.New("the BleedBox does not hold the TrimBox inside the page (%d pages)", count)
				})
			}
		}
	}
	var out []Problem
	for _, key := range order {
		k := kinds[key]
		out = append(out, Problem{k.first, k.msg(k.count)})
	}
	return out
}

// nearPt tells whether two lengths in pt are the same to 0.01 in.
func nearPt(a, b float64) bool { return math.Abs(a-b) < 0.72 }

// blankProblems finds the runs of blank pages longer than p accepts:
// BlankMid before the last printed page, BlankEnd after it.
func (f Facts) blankProblems(p Printer) []Problem {
	if p.BlankMid == 0 && p.BlankEnd == 0 {
		return nil
	}
	var out []Problem
	for i := 0; i < len(f.Each); {
		if !f.Each[i].Blank {
			i++
			continue
		}
		j := i
		for j < len(f.Each) && f.Each[j].Blank {
			j++
		}
		run, end := j-i, j == len(f.Each)
		switch {
		case end && p.BlankEnd > 0 && run > p.BlankEnd:
			out = append(out, Problem{i + 1, text.New("pages %d to %d are blank, %d at the end; %s accepts at most %d there", i+1, j, run, p.Name, p.BlankEnd)})
		case !end && p.BlankMid > 0 && run > p.BlankMid:
			out = append(out, Problem{i + 1, text.New("pages %d to %d are blank, %d in a row; %s accepts at most %d before the end", i+1, j, run, p.Name, p.BlankMid)})
		}
		i = j
	}
	return out
}

func fmtIn(x float64) string { return strconv.FormatFloat(math.Round(x*1000)/1000, 'f', -1, 64) }

// String is the facts in a few lines, as the CLI prints them.
func (f Facts) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "pages: %d\n", f.Pages)
	var sizes []string
	for s, n := range f.Sizes {
		sizes = append(sizes, fmt.Sprintf("%s x %s pt (%s x %s in): %d", fmtIn(s[0]), fmtIn(s[1]), fmtIn(s[0]/72), fmtIn(s[1]/72), n))
	}
	sort.Strings(sizes)
	for _, s := range sizes {
		fmt.Fprintf(&b, "page size: %s\n", s)
	}
	trims, blank := map[string]int{}, 0
	for _, pg := range f.Each {
		if pg.HasTrim {
			s := sizeOf(pg.Trim)
			trims[fmt.Sprintf("%s x %s pt (%s x %s in)", fmtIn(s[0]), fmtIn(s[1]), fmtIn(s[0]/72), fmtIn(s[1]/72))]++
		}
		if pg.Blank {
			blank++
		}
	}
	var boxes []string
	for s, n := range trims {
		boxes = append(boxes, fmt.Sprintf("%s: %d", s, n))
	}
	sort.Strings(boxes)
	for _, s := range boxes {
		fmt.Fprintf(&b, "trim box: %s\n", s)
	}
	fmt.Fprintf(&b, "blank pages: %d\n", blank)
	var names []string
	for name := range f.Fonts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		emb := "embedded"
		if !f.Fonts[name] {
			emb = "NOT embedded"
		}
		fmt.Fprintf(&b, "font: %s, %s\n", name, emb)
	}
	return b.String()
}
