package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"maps"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Reading a PDF back for a print-on-demand check. The reader knows what
// a printer's preflight asks at pdfinfo's level: how many pages, in what
// order, what size, their trim and bleed boxes, which fonts and whether
// each is embedded, and whether the file has annotations or an outline
// (bookmarks). It reads the file's objects as text, uncompressing object
// streams (PDF 1.5) when it meets them. Of the pages' contents it reads
// whether they paint anything, so a blank page is known, and the width of
// every line they stroke (w, scaled by cm, saved by q and Q), entering the
// form XObjects they place (Do), as other programs' PDFs use for anything
// drawn more than once; where words and lines lie it leaves to the
// writer's Record (record.go), which only a book made here has.

// Facts are what a print-on-demand preflight looks at.
type Facts struct {
	Pages       int
	Sizes       map[[2]float64]int // page size in pt (rounded to 0.01) and how many pages have it
	Fonts       map[string]bool    // font name and whether it is embedded
	Annotations bool
	Outlines    bool
	// Each is every page, in reading order.
	Each []PageFacts
}

// PageFacts are one page's boxes, in pt from the lower left corner, and
// whether it is blank.
type PageFacts struct {
	Media, Trim, Bleed [4]float64 // x0, y0, x1, y1
	HasTrim, HasBleed  bool
	// Blank says the page paints nothing: its contents set no text and
	// stroke, fill or place nothing.
	Blank bool
	// Stroked says the page strokes lines, and Thinnest is the width of
	// the thinnest, in pt as printed (its line width scaled by the
	// transformation in force).
	Stroked  bool
	Thinnest float64
}

var (
	objectRe = regexp.MustCompile(`(?s)(\d+)\s+\d+\s+obj\b(.*?)endobj`)
	refRe    = func(key string) *regexp.Regexp { return regexp.MustCompile(`/` + key + `\s*(\d+)\s+\d+\s+R`) }
	parentRe = refRe("Parent")
	descRe   = refRe("FontDescriptor")
	kidsRe   = regexp.MustCompile(`/DescendantFonts\s*\[\s*(\d+)\s+\d+\s+R`)
	boxRe    = func(key string) *regexp.Regexp {
		return regexp.MustCompile(`/` + key + `\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]`)
	}
	mediaRe  = boxRe("MediaBox")
	trimRe   = boxRe("TrimBox")
	bleedRe  = boxRe("BleedBox")
	pagesRe  = refRe("Pages")
	kidsArRe = regexp.MustCompile(`/Kids\s*\[([^\]]*)\]`)
	refsRe   = regexp.MustCompile(`(\d+)\s+\d+\s+R`)
	flateRe  = regexp.MustCompile(`/Filter\s*(?:/FlateDecode|\[\s*/FlateDecode\s*\])`)
	contRe   = regexp.MustCompile(`/Contents\s*(?:(\d+)\s+\d+\s+R|\[([^\]]*)\])`)
	nameRe   = func(key string) *regexp.Regexp { return regexp.MustCompile(`/` + key + `\s*/([^\s/<>\[\]()]+)`) }
	typeRe   = nameRe("Type")
	subRe    = nameRe("Subtype")
	baseRe   = nameRe("BaseFont")
	fileRe   = regexp.MustCompile(`/FontFile[23]?\s`)
	objStmRe = regexp.MustCompile(`/Type\s*/ObjStm`)
	firstRe  = regexp.MustCompile(`/First\s+(\d+)`)
	streamRe = regexp.MustCompile(`(?s)stream\r?\n(.*)endstream`)
	resRe    = refRe("Resources")
	xobjRe   = refRe("XObject")
	xdictRe  = regexp.MustCompile(`/XObject\s*<<([^>]*)>>`)
	namedRe  = regexp.MustCompile(`/([^\s/<>\[\]()]+)\s*(\d+)\s+\d+\s+R`)
	matrixRe = regexp.MustCompile(`/Matrix\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+[-\d.]+\s+[-\d.]+\s*\]`)
)

// maxObjStm bounds an uncompressed object stream, so a crafted file cannot
// make the check take all memory.
const maxObjStm = 64 << 20

// ReadFacts reads the facts of a PDF.
func ReadFacts(data []byte) (Facts, error) {
	if !bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("%PDF-")) {
		return Facts{}, text.Errorf("not a PDF file (it does not start with %%PDF-)")
	}
	objs := map[int]string{}
	var add func(body []byte)
	add = func(body []byte) {
		for _, m := range objectRe.FindAllSubmatch(body, -1) {
			n, err := strconv.Atoi(string(m[1]))
			if err != nil {
				continue
			}
			obj := string(m[2])
			objs[n] = obj
			if objStmRe.MatchString(obj) {
				addObjStm(obj, objs)
			}
		}
	}
	add(data)
	f := Facts{Sizes: map[[2]float64]int{}, Fonts: map[string]bool{}}
	pages := map[int]PageFacts{}
	ids := slices.Sorted(maps.Keys(objs)) // object numbers in order, so a check reads the same each time
	for _, n := range ids {
		obj := dict(objs[n])
		typ, sub := first(typeRe, obj), first(subRe, obj)
		if strings.Contains(obj, "/Annots") {
			f.Annotations = true
		}
		if typ == "Catalog" && strings.Contains(obj, "/Outlines") {
			f.Outlines = true
		}
		switch {
		case typ == "Page":
			media, ok := inherited(n, objs, func(d string) ([4]float64, bool) { return boxIn(mediaRe, d) })
			if !ok {
				return f, text.Errorf("page object %d has no page size (MediaBox)", n)
			}
			pf := PageFacts{Media: media}
			pf.Blank, pf.Thinnest, pf.Stroked = readContents(n, objs)
			pf.Trim, pf.HasTrim = boxIn(trimRe, obj)
			pf.Bleed, pf.HasBleed = boxIn(bleedRe, obj)
			pages[n] = pf
		case typ == "Font" && sub != "Type0" && sub != "Type3":
			name := first(baseRe, obj)
			embedded := false
			if m := descRe.FindStringSubmatch(obj); m != nil {
				d, _ := strconv.Atoi(m[1])
				embedded = fileRe.MatchString(dict(objs[d]) + " ")
			}
			f.Fonts[name] = f.Fonts[name] || embedded
		case typ == "Font" && sub == "Type0":
			// Its glyphs live in its descendant, which the case above reads.
			if kidsRe.FindStringSubmatch(obj) == nil {
				f.Fonts[first(baseRe, obj)] = false
			}
		}
	}
	for _, n := range pageOrder(objs, pages) {
		pf := pages[n]
		f.Each = append(f.Each, pf)
		f.Sizes[sizeOf(pf.Media)]++
	}
	f.Pages = len(f.Each)
	if f.Pages == 0 {
		return f, text.Errorf("the PDF has no pages that can be read")
	}
	return f, nil
}

// sizeOf is a box's width and height, rounded to 0.01.
func sizeOf(b [4]float64) [2]float64 {
	round := func(x float64) float64 { return math.Round(x*100) / 100 }
	return [2]float64{round(math.Abs(b[2] - b[0])), round(math.Abs(b[3] - b[1]))}
}

// boxIn reads the box re names from a dictionary, corners in order.
func boxIn(re *regexp.Regexp, obj string) ([4]float64, bool) {
	m := re.FindStringSubmatch(obj)
	if m == nil {
		return [4]float64{}, false
	}
	var v [4]float64
	for i := range v {
		v[i], _ = strconv.ParseFloat(m[i+1], 64)
	}
	return [4]float64{min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]), max(v[1], v[3])}, true
}

// pageOrder lists the page objects in reading order: down the page tree
// from the catalogue's /Pages, kid by kid. A file whose tree cannot be
// followed gets its pages in object order, and pages the tree misses
// follow it.
func pageOrder(objs map[int]string, pages map[int]PageFacts) []int {
	var order []int
	seen := map[int]bool{}
	var walk func(n, depth int)
	walk = func(n, depth int) {
		if seen[n] || depth > 64 {
			return
		}
		seen[n] = true
		if _, ok := pages[n]; ok {
			order = append(order, n)
			return
		}
		if m := kidsArRe.FindStringSubmatch(dict(objs[n])); m != nil {
			for _, r := range refsRe.FindAllStringSubmatch(m[1], -1) {
				k, _ := strconv.Atoi(r[1])
				walk(k, depth+1)
			}
		}
	}
	ids := slices.Sorted(maps.Keys(objs))
	for _, n := range ids {
		obj := dict(objs[n])
		if first(typeRe, obj) == "Catalog" {
			if m := pagesRe.FindStringSubmatch(obj); m != nil {
				root, _ := strconv.Atoi(m[1])
				walk(root, 0)
			}
			break
		}
	}
	for _, n := range ids {
		if _, ok := pages[n]; ok && !seen[n] {
			order = append(order, n)
		}
	}
	return order
}

// readContents reads the contents of page object n: whether they paint
// nothing (no contents, or operators that set no text, paint no path,
// place no image or form and shade nothing), and the thinnest line they
// stroke, in pt as printed, inside the forms they place too. Contents it
// cannot read (an unknown filter) count as painted, with no line known.
func readContents(n int, objs map[int]string) (blank bool, thinnest float64, stroked bool) {
	page := dict(objs[n])
	m := contRe.FindStringSubmatch(page)
	if m == nil {
		return true, 0, false
	}
	refs := m[1]
	if refs == "" {
		refs = m[2]
	} else {
		refs += " 0 R"
	}
	var all []byte
	for _, r := range refsRe.FindAllStringSubmatch(refs, -1) {
		n, _ := strconv.Atoi(r[1])
		data, ok := streamOf(objs[n])
		if !ok {
			return false, 0, false
		}
		all = append(append(all, data...), '\n') // the streams are one content, split anywhere
	}
	sc := scanner{objs: objs, budget: maxForms, left: maxFormBytes}
	c := sc.scan(all, formsOf(pageResources(n, objs), objs), graphics{width: 1, scale: 1}, 0)
	return !c.paints, c.thinnest, c.stroked
}

// pageResources is the text of page object n's resource dictionary: its
// own, or the nearest of its parents' (resources are inherited).
func pageResources(n int, objs map[int]string) string {
	res, _ := inherited(n, objs, func(d string) (string, bool) { return resourcesIn(d, objs) })
	return res
}

// resourcesIn is the resource dictionary of the dictionary d: the object
// it refers to, or d itself when the resources are written inside it.
func resourcesIn(d string, objs map[int]string) (string, bool) {
	if m := resRe.FindStringSubmatch(d); m != nil {
		r, _ := strconv.Atoi(m[1])
		return dict(objs[r]), true
	}
	return d, strings.Contains(d, "/Resources")
}

// formsOf maps the names that a resource dictionary gives its XObjects
// to their object numbers (the XObjects may be images or forms: scan
// enters only forms).
func formsOf(res string, objs map[int]string) map[string]int {
	var entries string
	if m := xobjRe.FindStringSubmatch(res); m != nil {
		r, _ := strconv.Atoi(m[1])
		entries = dict(objs[r])
	} else if m := xdictRe.FindStringSubmatch(res); m != nil {
		entries = m[1]
	}
	forms := map[string]int{}
	for _, m := range namedRe.FindAllStringSubmatch(entries, -1) {
		forms[m[1]], _ = strconv.Atoi(m[2])
	}
	return forms
}

// maxForms bounds the forms entered for one page, maxFormBytes the bytes
// of them read, and maxFormDepth how deep forms may be placed in forms,
// so that a crafted file (a form that places itself, or a large form
// placed many times) cannot make the check run for ever. A form is
// uncompressed once per page.
const (
	maxForms     = 4096
	maxFormBytes = 4 * maxObjStm
	maxFormDepth = 16
)

// streamOf is the data of a stream object, uncompressed (up to
// maxObjStm); false when it has a filter other than FlateDecode.
func streamOf(obj string) ([]byte, bool) {
	m := streamRe.FindStringSubmatch(obj)
	if m == nil {
		return nil, true // no stream: nothing painted
	}
	d := dict(obj)
	if !strings.Contains(d, "/Filter") {
		return []byte(m[1]), true
	}
	if !flateRe.MatchString(d) {
		return nil, false
	}
	r, err := zlib.NewReader(strings.NewReader(m[1]))
	if err != nil {
		return nil, false
	}
	body, _ := io.ReadAll(io.LimitReader(r, maxObjStm))
	return body, true
}

// painting are the content operators that put marks on a page: text
// shown, paths stroked or filled, images and forms placed, shadings,
// inline images.
var painting = map[string]bool{"Tj": true, "TJ": true, "'": true, `"`: true, "S": true, "s": true,
	"f": true, "F": true, "f*": true, "B": true, "B*": true, "b": true, "b*": true, "Do": true, "sh": true, "BI": true}

// content is what a page's content operators do: whether they paint
// anything, and the thinnest line they stroke.
type content struct {
	paints, stroked bool
	thinnest        float64 // pt
}

// stroke notes a line of width w (pt as printed).
func (c *content) stroke(w float64) {
	if !c.stroked || w < c.thinnest {
		c.thinnest = w
	}
	c.stroked = true
}

// graphics is the part of the graphics state a line's printed width
// depends on: the line width and the scale of the transformation.
type graphics struct{ width, scale float64 }

// scanner reads content streams and the forms they place.
type scanner struct {
	objs   map[int]string
	budget int // forms still to enter (see maxForms)
	left   int // bytes of forms still to read (see maxFormBytes)
	forms  map[int][]byte
}

// scan runs through content operators, skipping strings, hex strings,
// names and comments (whose bytes may look like operators), and keeping
// the line width (w) and the scale of the transformation (cm, saved and
// restored by q and Q) that each stroke is drawn with. A form placed by
// Do (named in forms) is read with the graphics state of that moment,
// scaled by the form's /Matrix, as a PDF reader draws it.
func (sc *scanner) scan(data []byte, forms map[string]int, start graphics, depth int) content {
	gs := start
	var saved []graphics
	var nums []float64
	var name string // the last name operand, which Do places
	var c content
	for i := 0; i < len(data); {
		ch := data[i]
		switch {
		case ch == '(':
			i = endOfString(data, i)
			nums = nums[:0]
		case ch == '<' && i+1 < len(data) && data[i+1] != '<':
			for i < len(data) && data[i] != '>' {
				i++
			}
			i++
		case ch == '%':
			for i < len(data) && data[i] != '\n' && data[i] != '\r' {
				i++
			}
		case ch == '/' || isRegular(ch):
			j := i + 1
			for j < len(data) && isRegular(data[j]) {
				j++
			}
			tok := string(data[i:j])
			i = j
			if ch == '/' {
				name = tok[1:]
				continue
			}
			if v, err := strconv.ParseFloat(tok, 64); err == nil {
				nums = append(nums, v)
				continue
			}
			switch tok {
			case "q":
				if len(saved) < 1<<10 {
					saved = append(saved, gs)
				}
			case "Q":
				if n := len(saved); n > 0 {
					gs, saved = saved[n-1], saved[:n-1]
				}
			case "w":
				if n := len(nums); n > 0 {
					gs.width = math.Abs(nums[n-1])
				}
			case "cm":
				if n := len(nums); n >= 6 {
					gs.scale *= widthScale(nums[n-6], nums[n-5], nums[n-4], nums[n-3])
				}
			case "S", "s", "B", "B*", "b", "b*":
				c.stroke(gs.width * gs.scale)
			case "Do":
				if inner, ok := sc.enter(forms[name], forms, gs, depth); ok && inner.stroked {
					c.stroke(inner.thinnest)
				}
			}
			c.paints = c.paints || painting[tok]
			nums = nums[:0]
			name = ""
		default:
			i++
		}
	}
	return c
}

// enter reads the form XObject of object n, placed with the graphics
// state gs by a content stream whose resources name outer, and the forms
// it places; false when n is no form (an image, or no XObject) or the
// file's forms are too many or too deep to enter.
func (sc *scanner) enter(n int, outer map[string]int, gs graphics, depth int) (content, bool) {
	obj := sc.objs[n]
	d := dict(obj)
	if n == 0 || first(subRe, d) != "Form" || depth >= maxFormDepth || sc.budget <= 0 {
		return content{}, false
	}
	sc.budget--
	data, seen := sc.forms[n]
	if !seen {
		var ok bool
		if data, ok = streamOf(obj); !ok {
			return content{}, false
		}
		if sc.forms == nil {
			sc.forms = map[int][]byte{}
		}
		sc.forms[n] = data
	}
	if sc.left -= len(data); sc.left < 0 {
		return content{}, false
	}
	if m := matrixRe.FindStringSubmatch(d); m != nil {
		var v [4]float64
		for k := range v {
			v[k], _ = strconv.ParseFloat(m[k+1], 64)
		}
		gs.scale *= widthScale(v[0], v[1], v[2], v[3])
	}
	// A form without resources of its own uses those of the stream that
	// places it (allowed up to PDF 1.1).
	forms := outer
	if res, ok := resourcesIn(d, sc.objs); ok {
		forms = formsOf(res, sc.objs)
	}
	return sc.scan(data, forms, gs, depth+1), true
}

// widthScale is how much the transformation [a b c d e f] (of cm, or a
// form's /Matrix) scales a line's width: the square root of the size of
// its determinant, exact for a uniform scale and a rotation.
func widthScale(a, b, c, d float64) float64 { return math.Sqrt(math.Abs(a*d - b*c)) }

// endOfString is the index just past the literal string that opens at
// content[i], its parentheses balanced and its escapes skipped.
func endOfString(content []byte, i int) int {
	depth := 0
	for ; i < len(content); i++ {
		switch content[i] {
		case '\\':
			i++
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return i + 1
			}
		}
	}
	return i
}

// isRegular tells whether c is a PDF regular character: neither white
// space nor a delimiter.
func isRegular(c byte) bool {
	return !strings.ContainsRune(" \t\r\n\f\x00()<>[]{}/%", rune(c))
}

// dict is an object without its stream, whose bytes may look like keys.
func dict(obj string) string {
	if i := strings.Index(obj, "stream"); i >= 0 {
		return obj[:i]
	}
	return obj
}

func first(re *regexp.Regexp, s string) string {
	if m := re.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return ""
}

// inherited finds what find reads of a page's dictionary (object n), on
// the page or up its parents, as a page inherits its MediaBox and its
// resources.
func inherited[T any](n int, objs map[int]string, find func(dict string) (T, bool)) (T, bool) {
	var none T
	for depth := 0; depth < 64; depth++ {
		obj := dict(objs[n])
		if v, ok := find(obj); ok {
			return v, true
		}
		p := parentRe.FindStringSubmatch(obj)
		if p == nil {
			return none, false
		}
		n, _ = strconv.Atoi(p[1])
	}
	return none, false
}

// addObjStm reads the objects of a compressed object stream.
func addObjStm(obj string, objs map[int]string) {
	m := streamRe.FindStringSubmatch(obj)
	firstOff, err := strconv.Atoi(first(firstRe, obj))
	if m == nil || err != nil || !strings.Contains(dict(obj), "/FlateDecode") {
		return
	}
	r, err := zlib.NewReader(strings.NewReader(m[1]))
	if err != nil {
		return
	}
	body, _ := io.ReadAll(io.LimitReader(r, maxObjStm))
	if firstOff < 0 || firstOff > len(body) {
		return
	}
	head := strings.Fields(string(body[:firstOff]))
	for i := 0; i+1 < len(head); i += 2 {
		num, err1 := strconv.Atoi(head[i])
		off, err2 := strconv.Atoi(head[i+1])
		if err1 != nil || err2 != nil || off < 0 || firstOff+off > len(body) {
			continue
		}
		end := len(body)
		if i+3 < len(head) {
			if next, err := strconv.Atoi(head[i+3]); err == nil && firstOff+next <= len(body) && next >= off {
				end = firstOff + next
			}
		}
		if _, seen := objs[num]; !seen {
			objs[num] = string(body[firstOff+off : end])
		}
	}
}

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
