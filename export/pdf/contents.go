package pdf

import (
	"bytes"
	"errors"
	"math"

	"github.com/pdfcpu/pdfcpu/pkg/filter"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Reading what the pages' contents draw, which no PDF library reports: a
// page is blank when its content operators set no text and stroke, fill,
// shade or place nothing, and each stroke prints a line as wide as the
// line width in force (w) scaled by the transformation in force (cm, saved
// and restored by q and Q, and a placed form's /Matrix). pdfcpu gives the
// streams, inflated; its own content parser is internal and gathers only
// the resource names a page uses, so this file reads the operators.
//
// A form XObject may be placed thousands of times, and forms may place
// forms. Each form is read once: what it draws is summed up (marks)
// relative to the state it is placed in, and every placement scales that
// summary, so the work is the bytes of the distinct forms, not of their
// placements. Page contents are read as they come, every stream each time
// it is listed; the bytes and operators read in all are bounded (Limits).

// marks sums up what content draws, relative to the graphics state it
// starts in.
type marks struct {
	paints bool
	// own is the thinnest line stroked with a width the content sets
	// itself (w), scaled by the transformation relative to its start;
	// +Inf when none.
	own float64
	// rel is the least scale, relative to its start, of a line stroked
	// with the width the content starts with; +Inf when none. A form
	// placed with width w strokes those lines w × rel wide.
	rel float64
}

func noMarks() marks { return marks{own: math.Inf(1), rel: math.Inf(1)} }

// thinnest is the thinnest line the content strokes when it starts with
// line width w, and whether it strokes any.
func (m marks) thinnest(w float64) (float64, bool) {
	t := min(m.own, times(w, m.rel))
	return t, !math.IsInf(t, 1)
}

// stroke notes a line stroked in state g.
func (m *marks) stroke(g gstate) {
	if g.inherits {
		m.rel = min(m.rel, g.scale)
	} else {
		m.own = min(m.own, times(g.width, g.scale))
	}
}

// place notes a form, whose content draws inner, placed in state g.
func (m *marks) place(inner marks, g gstate) {
	m.paints = m.paints || inner.paints
	m.own = min(m.own, times(g.scale, inner.own))
	if g.inherits {
		m.rel = min(m.rel, times(g.scale, inner.rel))
	} else {
		m.own = min(m.own, times(times(g.width, g.scale), inner.rel))
	}
}

// times multiplies two scales or widths; +Inf (none) stays none, and an
// overflow or a NaN from a degenerate transformation counts as none too.
func times(a, b float64) float64 {
	p := a * b
	if math.IsInf(a, 1) || math.IsInf(b, 1) || math.IsNaN(p) {
		return math.Inf(1)
	}
	return p
}

// gstate is the part of the graphics state a line's printed width depends
// on: the line width (or, inside a form, that the width is still the one
// it was placed with) and the scale of the transformation.
type gstate struct {
	width    float64
	inherits bool
	scale    float64
}

// resources are the XObjects a content stream may place, by name, and the
// object that holds them (so a form read with other resources is read
// again).
type resources struct {
	xobjects types.Dict
	at       int
}

// resourcesOf reads the XObject names of a resource dictionary.
func (r *reader) resourcesOf(res types.Dict, at int) resources {
	out := resources{at: at}
	if res == nil {
		return out
	}
	if o, ok := res["XObject"]; ok {
		out.xobjects, _ = r.xt.DereferenceDict(o)
	}
	return out
}

// contents reads page number no (dictionary d): its content streams in
// order, as one content (ISO 32000-1, 7.8.2: the streams are split only
// between tokens, so the operands and the graphics state run on from one
// to the next).
func (r *reader) contents(no int, d types.Dict, inh *inherited) (marks, error) {
	ref, ok := d["Contents"]
	if !ok {
		return noMarks(), nil
	}
	o, err := r.xt.Dereference(ref)
	if err != nil {
		return marks{}, pageDamaged(no, err)
	}
	list := types.Array{ref} // one stream, by its reference
	switch v := o.(type) {
	case types.Array:
		list = v
	case types.StreamDict:
	case nil:
		return noMarks(), nil
	default:
		return marks{}, pageDamaged(no, errors.New("its /Contents is no stream"))
	}
	sc := scanner{r: r, res: r.resourcesOf(inh.res, inh.resAt), gs: gstate{width: 1, scale: 1}, m: noMarks()}
	for _, o := range list {
		sd, _, err := r.xt.DereferenceStreamDict(o)
		if err != nil {
			return marks{}, pageDamaged(no, err)
		}
		if sd == nil {
			continue
		}
		data, err := r.inflate(sd, o)
		if errors.Is(err, filter.ErrUnsupportedFilter) {
			// Contents the check cannot read count as painted, with no
			// line known.
			sc.m.paints = true
			continue
		}
		if err != nil {
			return marks{}, onPage(no, err)
		}
		if err := sc.run(data); err != nil {
			return marks{}, onPage(no, err)
		}
		sc.endStream()
	}
	return sc.m, nil
}

// inflate is the data of the stream sd (object o), inflated, counted
// against the limits. The stream last inflated is kept, so one listed
// again and again is inflated once (and still counted each time).
func (r *reader) inflate(sd *types.StreamDict, o types.Object) ([]byte, error) {
	ref, isRef := o.(types.IndirectRef)
	var data []byte
	var err error
	if isRef && r.last.data != nil && r.last.ref == ref {
		data = r.last.data
	} else {
		r.last.data = nil
		data, err = sd.DecodeLengthWithLimit(-1, r.lim.StreamBytes)
		if err == nil && isRef {
			r.last.ref, r.last.data = ref, data
		}
	}
	switch {
	case errors.Is(err, filter.ErrDecodeLimitExceeded):
		return nil, streamTooLarge(r.lim)
	case errors.Is(err, filter.ErrUnsupportedFilter):
		return nil, err
	case err != nil:
		return nil, text.Errorf("a stream cannot be read: %s", err.Error())
	case int64(len(data)) > r.lim.StreamBytes:
		return nil, streamTooLarge(r.lim)
	}
	if r.work.Bytes += int64(len(data)); r.work.Bytes > r.lim.ContentBytes {
		return nil, text.Errorf("the streams inflate to more than %d MB in all, the most the check reads", r.lim.ContentBytes>>20)
	}
	if err := r.c.Err(); err != nil {
		return nil, err
	}
	return data, nil
}

func streamTooLarge(lim Limits) error {
	return text.Errorf("a stream inflates to more than %d MB, the most the check reads of one", lim.StreamBytes>>20)
}

func pageDamaged(no int, err error) error {
	return text.Errorf("page %d is damaged: %s", no, err.Error())
}

// onPage says on which page err (a text.Error) was met, unless it is the
// time running out.
func onPage(no int, err error) error {
	var m text.Messager
	if errors.As(err, &m) {
		return text.Errorf("page %d: %s", no, m.TextMessage())
	}
	return err
}

// formKey names a form read with given resources.
type formKey struct{ obj, res int }

// form sums up the form XObject ref (stream sd), placed by content whose
// resources are outer, at depth forms deep: read once for the file, then
// from memory.
func (r *reader) form(ref types.IndirectRef, sd *types.StreamDict, outer resources, depth int) (marks, error) {
	n := ref.ObjectNumber.Value()
	res := outer
	if o, ok := sd.Dict["Resources"]; ok {
		d, _ := r.xt.DereferenceDict(o)
		res = r.resourcesOf(d, n)
	}
	key := formKey{n, res.at}
	if m, ok := r.forms[key]; ok {
		return m, nil
	}
	if depth > r.lim.FormDepth {
		return marks{}, text.Errorf("forms are placed inside forms more than %d deep, the most the check follows", r.lim.FormDepth)
	}
	data, err := r.inflate(sd, ref)
	if errors.Is(err, filter.ErrUnsupportedFilter) {
		return marks{paints: true, own: math.Inf(1), rel: math.Inf(1)}, nil
	}
	if err != nil {
		return marks{}, err
	}
	r.work.Forms++
	scale := 1.0
	if o, ok := sd.Dict["Matrix"]; ok {
		if a, err := r.xt.DereferenceArray(o); err == nil && len(a) == 6 {
			var v [4]float64
			for i := range v {
				v[i], _ = r.xt.DereferenceNumber(a[i])
			}
			scale = widthScale(v[0], v[1], v[2], v[3])
		}
	}
	sc := scanner{r: r, res: res, gs: gstate{inherits: true, scale: scale}, m: noMarks(), depth: depth}
	if err := sc.run(data); err != nil {
		return marks{}, err
	}
	r.forms[key] = sc.m
	return sc.m, nil
}

// widthScale is how much the transformation [a b c d e f] (of cm, or a
// form's /Matrix) scales a line's width: the square root of the size of
// its determinant, exact for a uniform scale and a rotation.
func widthScale(a, b, c, d float64) float64 { return math.Sqrt(math.Abs(a*d - b*c)) }

// scanner reads content operators, keeping the state lines are stroked
// with.
type scanner struct {
	r     *reader
	res   resources
	gs    gstate
	saved []gstate
	nums  [6]float64 // the last numeric operands, the latest last
	n     int        // how many of nums are set
	name  []byte     // the last name operand, which Do places
	m     marks
	depth int // how deep in forms this content is
}

// maxSaved bounds the graphics states saved (q) and not restored; real
// content nests a few dozen.
const maxSaved = 1 << 10

// painting are the content operators that put marks on a page: text
// shown, paths stroked or filled, shadings, inline images (Do is read on
// its own: an image paints, a form paints what it draws).
var painting = map[string]bool{"Tj": true, "TJ": true, "'": true, `"`: true, "S": true, "s": true,
	"f": true, "F": true, "f*": true, "B": true, "B*": true, "b": true, "b*": true, "sh": true, "BI": true}

// run reads one stream of content, skipping strings, hex strings,
// dictionaries, names and comments (whose bytes may look like operators)
// and inline images' data.
func (sc *scanner) run(data []byte) error {
	r := sc.r
	for i := 0; i < len(data); {
		ch := data[i]
		switch {
		case isSpace(ch):
			i++
		case ch == '(':
			i = endOfString(data, i)
			sc.n = 0
		case ch == '<' && i+1 < len(data) && data[i+1] != '<':
			if j := bytes.IndexByte(data[i:], '>'); j >= 0 {
				i += j + 1
			} else {
				i = len(data)
			}
			sc.n = 0
		case ch == '%':
			for i < len(data) && data[i] != '\n' && data[i] != '\r' {
				i++
			}
		case ch == '/' || isRegular(ch):
			j := i + 1
			for j < len(data) && isRegular(data[j]) {
				j++
			}
			tok := data[i:j]
			i = j
			if ch == '/' {
				sc.name = tok[1:]
				continue
			}
			if v, ok := number(tok); ok {
				if sc.n == len(sc.nums) {
					copy(sc.nums[:], sc.nums[1:])
					sc.n--
				}
				sc.nums[sc.n] = v
				sc.n++
				continue
			}
			if r.work.Operators++; r.work.Operators > r.lim.Operators {
				return text.Errorf("the contents hold more than %d operators, the most the check reads", r.lim.Operators)
			}
			if r.work.Operators%(1<<16) == 0 {
				if err := r.c.Err(); err != nil {
					return err
				}
			}
			var err error
			if i, err = sc.operator(tok, data, i); err != nil {
				return err
			}
			sc.n = 0
			sc.name = nil
		default:
			i++
		}
	}
	return nil
}

// operator carries out the operator tok, which ends at data[i], and
// returns where reading goes on.
func (sc *scanner) operator(tok, data []byte, i int) (int, error) {
	switch string(tok) {
	case "q":
		if len(sc.saved) < maxSaved {
			sc.saved = append(sc.saved, sc.gs)
		}
	case "Q":
		if n := len(sc.saved); n > 0 {
			sc.gs, sc.saved = sc.saved[n-1], sc.saved[:n-1]
		}
	case "w":
		if sc.n > 0 {
			sc.gs.width, sc.gs.inherits = math.Abs(sc.nums[sc.n-1]), false
		}
	case "cm":
		if sc.n == 6 {
			sc.gs.scale = times(sc.gs.scale, widthScale(sc.nums[0], sc.nums[1], sc.nums[2], sc.nums[3]))
		}
	case "S", "s", "B", "B*", "b", "b*":
		sc.m.stroke(sc.gs)
	case "Do":
		if err := sc.place(); err != nil {
			return i, err
		}
	case "ID":
		// An inline image's data runs to the EI after white space.
		return endOfInlineImage(data, i), nil
	}
	sc.m.paints = sc.m.paints || painting[string(tok)]
	return i, nil
}

// place reads the XObject that Do places, by the last name operand: a
// form draws what it draws, scaled by the state now in force; anything
// else (an image, or an XObject the check cannot find) counts as
// painting.
func (sc *scanner) place() error {
	var o types.Object
	if sc.res.xobjects != nil && sc.name != nil {
		o = sc.res.xobjects[xobjectName(sc.name)]
	}
	ref, isRef := o.(types.IndirectRef)
	var sd *types.StreamDict
	if isRef {
		sd, _, _ = sc.r.xt.DereferenceStreamDict(ref)
	}
	if sd == nil || name(sd.Dict, "Subtype") != "Form" {
		sc.m.paints = true
		return nil
	}
	inner, err := sc.r.form(ref, sd, sc.res, sc.depth+1)
	if err != nil {
		return err
	}
	sc.m.place(inner, sc.gs)
	return nil
}

// xobjectName is the key of the resources' XObject dictionary that the
// name operand raw (as written in the content, after the slash) names:
// its #xx escapes decoded, as pdfcpu decoded the keys (ISO 32000-1,
// 7.3.5); a name that cannot be decoded names nothing.
func xobjectName(raw []byte) string {
	if bytes.IndexByte(raw, '#') < 0 {
		return string(raw)
	}
	n, err := types.DecodeName(string(raw))
	if err != nil {
		return ""
	}
	return n
}

// endStream ends one of a page's content streams: the operands read are
// kept for the next one, the name copied out of this one's data.
func (sc *scanner) endStream() {
	if sc.name != nil {
		sc.name = bytes.Clone(sc.name)
	}
}

// number reads a PDF number (ISO 32000-1, 7.3.3: an optional sign,
// digits, at most one point; no exponent).
func number(tok []byte) (float64, bool) {
	v, frac, neg, point, digits := 0.0, 0.1, false, false, 0
	for k, c := range tok {
		switch {
		case c >= '0' && c <= '9':
			digits++
			if point {
				v += float64(c-'0') * frac
				frac /= 10
			} else {
				v = v*10 + float64(c-'0')
			}
		case c == '.' && !point:
			point = true
		case (c == '-' || c == '+') && k == 0:
			neg = c == '-'
		default:
			return 0, false
		}
	}
	if digits == 0 {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

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
	return len(content)
}

// endOfInlineImage is the index just past the EI that ends the inline
// image whose data starts after the ID operator ending at data[i]: the
// first EI with white space before it and white space or the end after.
func endOfInlineImage(data []byte, i int) int {
	for {
		j := bytes.Index(data[i:], []byte("EI"))
		if j < 0 {
			return len(data)
		}
		at := i + j
		i = at + 2
		if at > 0 && isSpace(data[at-1]) && (i == len(data) || isSpace(data[i])) {
			return i
		}
	}
}

// isRegular tells whether c is a PDF regular character: neither white
// space nor a delimiter.
func isRegular(c byte) bool { return !isSpace(c) && !isDelimiter(c) }

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == 0
}

func isDelimiter(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}
