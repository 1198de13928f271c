package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Reading a PDF back for a print-on-demand check. The reader knows only
// what a printer's preflight asks at pdfinfo's level: how many pages, what
// size, which fonts and whether each is embedded, and whether the file has
// annotations or an outline (bookmarks). It reads the file's objects as
// text, uncompressing object streams (PDF 1.5) when it meets them; page
// contents are never read.

// Facts are what a print-on-demand preflight looks at.
type Facts struct {
	Pages       int
	Sizes       map[[2]float64]int // page size in pt (rounded to 0.01) and how many pages have it
	Fonts       map[string]bool    // font name and whether it is embedded
	Annotations bool
	Outlines    bool
}

var (
	objectRe = regexp.MustCompile(`(?s)(\d+)\s+\d+\s+obj\b(.*?)endobj`)
	refRe    = func(key string) *regexp.Regexp { return regexp.MustCompile(`/` + key + `\s*(\d+)\s+\d+\s+R`) }
	parentRe = refRe("Parent")
	descRe   = refRe("FontDescriptor")
	kidsRe   = regexp.MustCompile(`/DescendantFonts\s*\[\s*(\d+)\s+\d+\s+R`)
	mediaRe  = regexp.MustCompile(`/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]`)
	nameRe   = func(key string) *regexp.Regexp { return regexp.MustCompile(`/` + key + `\s*/([^\s/<>\[\]()]+)`) }
	typeRe   = nameRe("Type")
	subRe    = nameRe("Subtype")
	baseRe   = nameRe("BaseFont")
	fileRe   = regexp.MustCompile(`/FontFile[23]?\s`)
	objStmRe = regexp.MustCompile(`/Type\s*/ObjStm`)
	firstRe  = regexp.MustCompile(`/First\s+(\d+)`)
	streamRe = regexp.MustCompile(`(?s)stream\r?\n(.*)endstream`)
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
	var ids []int
	for n := range objs {
		ids = append(ids, n)
	}
	sort.Ints(ids)
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
			box, ok := inherited(n, objs)
			if !ok {
				return f, text.Errorf("page object %d has no page size (MediaBox)", n)
			}
			f.Pages++
			f.Sizes[box]++
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
	if f.Pages == 0 {
		return f, text.Errorf("the PDF has no pages that can be read")
	}
	return f, nil
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

// inherited finds a page's size, on the page or up its parents.
func inherited(n int, objs map[int]string) ([2]float64, bool) {
	for depth := 0; depth < 64; depth++ {
		obj := dict(objs[n])
		if m := mediaRe.FindStringSubmatch(obj); m != nil {
			var v [4]float64
			for i := range v {
				v[i], _ = strconv.ParseFloat(m[i+1], 64)
			}
			round := func(x float64) float64 { return math.Round(x*100) / 100 }
			return [2]float64{round(math.Abs(v[2] - v[0])), round(math.Abs(v[3] - v[1]))}, true
		}
		p := parentRe.FindStringSubmatch(obj)
		if p == nil {
			return [2]float64{}, false
		}
		n, _ = strconv.Atoi(p[1])
	}
	return [2]float64{}, false
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

// PODProblems lists what keeps a book from print on demand: a page count
// outside 24 to 828 or odd, pages of different sizes, a size that is no
// trim plus bleed, a font not embedded, annotations or bookmarks. trim,
// when given ("6x9", a page size name or a custom size), is the trim the
// pages must have.
func (f Facts) PODProblems(trim string) []text.Message {
	var out []text.Message
	if f.Pages < PODMinPages || f.Pages > MaxPages {
		out = append(out, text.New("%d pages: print on demand binds %d to %d", f.Pages, PODMinPages, MaxPages))
	} else if f.Pages%2 != 0 {
		out = append(out, text.New("%d pages: a bound book has an even number", f.Pages))
	}
	if len(f.Sizes) > 1 {
		out = append(out, text.New("the pages have %d different sizes; a book has one", len(f.Sizes)))
	}
	for size := range f.Sizes {
		w, h := size[0]/72, size[1]/72
		if trim != "" {
			if t, ok := pageSize(trim); !ok || math.Abs(t[0]/inch+Bleed/inch-w) > 0.01 || math.Abs(t[1]/inch+2*Bleed/inch-h) > 0.01 {
				out = append(out, text.New("the page is %s × %s in, not the %s trim plus 0.125 in of bleed", fmtIn(w), fmtIn(h), trim))
			}
		} else if _, ok := trimOf(w, h); !ok {
			out = append(out, text.New("the page is %s × %s in, which is no trim size plus 0.125 in of bleed (name a custom trim to check against it)", fmtIn(w), fmtIn(h)))
		}
	}
	var names []string
	for name := range f.Fonts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !f.Fonts[name] {
			out = append(out, text.New("font %s is not embedded", name))
		}
	}
	if f.Annotations {
		out = append(out, text.New("the PDF has annotations or links, which printers refuse"))
	}
	if f.Outlines {
		out = append(out, text.New("the PDF has bookmarks (an outline), which printers refuse"))
	}
	return out
}

// trimOf names the trim of a page of w by h inches that has bleed.
func trimOf(w, h float64) (string, bool) {
	tw, th := w-Bleed/inch, h-2*Bleed/inch
	for _, name := range PageSizes() {
		s, _ := pageSize(name)
		if math.Abs(s[0]/inch-tw) < 0.01 && math.Abs(s[1]/inch-th) < 0.01 {
			return name, true
		}
	}
	return "", false
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
