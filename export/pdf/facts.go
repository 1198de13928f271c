package pdf

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/filter"
	pdfcpu "github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/pictdoku/pictdoku/engine/text"
)

// Reading a PDF back for a print-on-demand check. The reader knows what a
// printer's preflight asks at pdfinfo's level: how many pages, in what
// order, what size, their trim and bleed boxes, which fonts and whether
// each is embedded, and whether the file has annotations or an outline
// (bookmarks). The file's structure (cross-reference tables and streams,
// object streams, incremental updates, linearized files, encryption) is
// read by pdfcpu (github.com/pdfcpu/pdfcpu); this file walks the page tree
// it gives, once, handing each page the MediaBox and resources it inherits.
//
// Of the pages' contents it reads, in contents.go, whether they paint
// anything, so a blank page is known, and the width of every line they
// stroke, entering the form XObjects they place; where words and lines
// lie it leaves to the writer's Record (record.go), which only a book made
// here has.
//
// The books this package writes are read back the same way (CheckMade,
// and the tests), so what the check says of a book made here is what it
// says of the same file sent from elsewhere; pdfcpu reads them faster
// than the hand-written reader it replaced did.
//
// A file from elsewhere may be made to hurt its reader: a stream that
// inflates a thousandfold, listed a hundred times; forms placing forms
// placing forms; hundreds of thousands of pages. Every cost is bounded
// (Limits) and a file that reaches a bound is refused with the bound
// named, never half-read and called ready. So is a file the check cannot
// see into: one protected by a password, or cut short.

// Facts are what a print-on-demand preflight looks at.
type Facts struct {
	Pages       int
	Sizes       map[[2]float64]int // page size in pt (rounded to 0.01) and how many pages have it
	Fonts       map[string]bool    // font name and whether it is embedded
	Annotations bool
	Outlines    bool
	// Each is every page, in reading order.
	Each []PageFacts
	// Work is what reading the file cost, in counted steps.
	Work Work
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

// Work counts what a read did: the page tree's nodes visited, the
// content bytes inflated and scanned, the content operators read, the
// forms scanned. Each is bounded by Limits; tests use them to see that the
// work grows with the file as it should.
type Work struct {
	Nodes, Bytes, Operators, Forms int64
}

// Limits bound what reading a PDF may cost. A file that reaches one is
// refused, with the limit named.
type Limits struct {
	// StreamBytes bounds one stream inflated (a page's content stream, a
	// form, an object stream), so memory stays a small multiple of it.
	StreamBytes int64
	// ContentBytes bounds the streams inflated in all (content streams,
	// forms, object streams): a stream listed many times, or shared by
	// many pages, counts each time it is read.
	ContentBytes int64
	// Operators bounds the content operators read in all.
	Operators int64
	// FormDepth bounds how deep forms may be placed inside forms.
	FormDepth int
	// Objects bounds the objects in the file. pdfcpu holds every object
	// in memory, about 1.6 KB for a page dictionary of 60 bytes: 1 KB
	// of it is the chunk of the file pdfcpu read the object from, which
	// the names parsed from it keep alive. With the garbage collector's
	// headroom a flat tree of 200,000 pages (20 MB) peaks at about 700 MB,
	// so a file of a few tens of MB could otherwise take many GB. (A
	// one-line change in pdfcpu, cloning the object's text it parses,
	// halves that; see pdfcpu issue #1315, "Memory peak usage".)
	Objects int
	// Time bounds the whole read.
	Time time.Duration
	// InMemory bounds the file copied into memory before it is read
	// (inMemory); a larger one is read where it is.
	InMemory int64
}

// ReadLimits are the limits ReadFacts applies. A print-on-demand interior
// of 800 pages of vector art holds some tens of MB of content; the bounds
// sit well above that and well below what the machine can hold or a user
// would wait for (a crafted file reaching them is refused within seconds).
var ReadLimits = Limits{
	StreamBytes:  64 << 20,
	ContentBytes: 256 << 20,
	Operators:    50_000_000,
	FormDepth:    16,
	Objects:      250_000, // 200,000 flat pages pass (issue 53); an 828-page book (KDP's most) holds a few thousand; about 0.9 GB at the bound
	Time:         60 * time.Second,
	InMemory:     64 << 20, // as much as one stream
}

// ReadFacts reads the facts of a PDF within ReadLimits.
func ReadFacts(data []byte) (Facts, error) {
	return ReadFactsWithin(context.Background(), bytes.NewReader(data), ReadLimits)
}

// ReadFactsWithin reads the facts of the PDF rs within lim, stopping when
// c is done.
func ReadFactsWithin(c context.Context, rs io.ReadSeeker, lim Limits) (Facts, error) {
	c, cancel := context.WithTimeout(c, lim.Time)
	defer cancel()
	size, err := checkFrame(rs)
	if err != nil {
		return Facts{}, err
	}
	if rs, err = inMemory(rs, size, lim); err != nil {
		return Facts{}, err
	}
	if err := countObjects(c, rs, lim.Objects); err != nil {
		return Facts{}, readError(c, lim, err)
	}
	if _, err := rs.Seek(0, io.SeekStart); err != nil {
		return Facts{}, err
	}
	ctx, err := pdfcpu.ReadWithContext(c, rs, configFor(lim))
	if err != nil {
		return Facts{}, readError(c, lim, err)
	}
	if ctx.Encrypt != nil || ctx.E != nil {
		return Facts{}, errEncrypted
	}
	r := &reader{xt: ctx.XRefTable, c: c, lim: lim, forms: map[formKey]marks{}}
	f := Facts{Sizes: map[[2]float64]int{}, Fonts: map[string]bool{}}
	if err := r.objectStreams(ctx.Read.ObjectStreams); err != nil {
		f.Work = r.work
		return f, readError(c, lim, err)
	}
	if err := r.pages(&f); err != nil {
		f.Work = r.work
		return f, readError(c, lim, err)
	}
	r.fonts(&f)
	if cat, err := r.xt.Catalog(); err == nil {
		if o, ok := cat["Outlines"]; ok {
			if d, err := r.xt.DereferenceDict(o); err == nil && d != nil {
				_, f.Outlines = d["First"]
			}
		}
	}
	f.Pages = len(f.Each)
	f.Work = r.work
	if f.Pages == 0 {
		return f, text.Errorf("the PDF has no pages that can be read")
	}
	return f, nil
}

var errEncrypted = text.Errorf("password-protected: printers reject it")

// checkFrame refuses what is no PDF, or a PDF cut short: one that does
// not start with %PDF-, or whose last kilobyte lacks the startxref and
// %%EOF that end every complete PDF (ISO 32000-1, 7.5.5). pdfcpu would
// rebuild such a file's cross-reference table from what is left, and the
// check would call half a book ready. It returns the file's size.
func checkFrame(rs io.ReadSeeker) (int64, error) {
	head := make([]byte, 1024)
	n, _ := io.ReadFull(rs, head)
	if !bytes.HasPrefix(bytes.TrimLeft(head[:n], " \t\r\n"), []byte("%PDF-")) {
		return 0, text.Errorf("not a PDF file (it does not start with %s)", "%PDF-")
	}
	end, err := rs.Seek(0, io.SeekEnd)
	if err != nil {
		return 0, err
	}
	from := max(end-1024, 0)
	if _, err := rs.Seek(from, io.SeekStart); err != nil {
		return 0, err
	}
	tail := make([]byte, end-from)
	if _, err := io.ReadFull(rs, tail); err != nil {
		return 0, err
	}
	i := bytes.LastIndex(tail, []byte("startxref"))
	if i < 0 || !bytes.Contains(tail[i:], []byte("%%EOF")) {
		return 0, text.Errorf("no cross-reference table: the file is cut short")
	}
	return end, nil
}

// inMemory is the file rs, of size bytes, read into memory when it is no
// larger than lim.InMemory; a larger one is read where it is. pdfcpu
// seeks to every object and reads it on its own: from a file, a system
// call or two an object, from memory none. For a flat tree of 200,000
// pages (a 20 MB file) that takes the check's system time from 1.2 to
// 0.7 s, for 20 MB more memory against a peak of 700 MB.
func inMemory(rs io.ReadSeeker, size int64, lim Limits) (io.ReadSeeker, error) {
	if _, ok := rs.(*bytes.Reader); ok || size > lim.InMemory {
		return rs, nil
	}
	if _, err := rs.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	data := make([]byte, size)
	if _, err := io.ReadFull(rs, data); err != nil {
		return nil, err
	}
	return bytes.NewReader(data), nil
}

// countObjects refuses a file that holds more than most objects, before
// pdfcpu reads them: it counts the objects' headers ("12 0 obj"), the
// word obj after white space, which is all it needs to know of the
// syntax (a stream's bytes may hold such a word by chance, and count,
// as an upper bound should). The objects inside object streams are
// bounded by pdfcpu, by the size of the cross-reference stream that
// lists them (configFor).
func countObjects(c context.Context, rs io.ReadSeeker, most int) error {
	if _, err := rs.Seek(0, io.SeekStart); err != nil {
		return err
	}
	word := []byte("obj")
	buf := make([]byte, 1<<20)
	n, carry := 0, 0 // carry: bytes kept from the last chunk, which a header may straddle
	for {
		read, err := io.ReadFull(rs, buf[carry:])
		chunk := buf[:carry+read]
		for i := 1; ; {
			j := bytes.Index(chunk[i:], word)
			if j < 0 {
				break
			}
			at := i + j
			if end := at + len(word); isSpace(chunk[at-1]) && (end == len(chunk) || !isRegular(chunk[end])) {
				if n++; n > most {
					return text.Errorf("the file holds more than %d objects, the most the check reads", most)
				}
			}
			i = at + len(word)
		}
		if err != nil {
			return nil // io.EOF or io.ErrUnexpectedEOF: the end
		}
		if err := c.Err(); err != nil {
			return err
		}
		carry = copy(buf, chunk[len(chunk)-len(word):])
	}
}

// configFor is pdfcpu's configuration for a read within lim: relaxed, as
// readers are (a printer's preflight opens what Acrobat opens), no
// stream decoded that the check does not ask for, and object streams
// bounded as content streams are. pdfcpu's configuration folder is left
// alone: the check writes nothing.
func configFor(lim Limits) *model.Configuration {
	disableConfigDir.Do(func() { model.ConfigPath = "disable" })
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationRelaxed
	conf.DecodeAllStreams = false
	conf.Offline = true
	conf.Limits.MaxDecodeBytes = lim.StreamBytes
	conf.Limits.MaxObjectCount = lim.Objects
	conf.Limits.MaxXRefEntries = lim.Objects
	conf.Limits.MaxObjectStreamFirst = min(conf.Limits.MaxObjectStreamFirst, lim.StreamBytes)
	return conf
}

var disableConfigDir sync.Once

// readError says why a read stopped: a limit reached (named), a password,
// or the damage pdfcpu found, in its words.
func readError(c context.Context, lim Limits, err error) error {
	var m text.Messager
	switch {
	case errors.As(err, &m):
		return err
	case errors.Is(c.Err(), context.DeadlineExceeded):
		return text.Errorf("the check stopped after %d s, the most it spends on one file", int(lim.Time/time.Second))
	case c.Err() != nil:
		return c.Err()
	case errors.Is(err, pdfcpu.ErrWrongPassword) || errors.Is(err, pdfcpu.ErrEncrypted) ||
		strings.HasPrefix(err.Error(), "encryption"):
		// pdfcpu's errors in reading an encryption it does not know (a
		// certificate's, say) are plain ones that start so.
		return errEncrypted
	case errors.Is(err, filter.ErrDecodeLimitExceeded):
		return streamTooLarge(lim)
	}
	return text.Errorf("the PDF is damaged: %s", err.Error())
}

// reader walks one file's pages, keeping count of its work.
type reader struct {
	xt    *model.XRefTable
	c     context.Context
	lim   Limits
	work  Work
	forms map[formKey]marks // each form read once (contents.go)
	last  struct {          // the stream last inflated (contents.go)
		ref  types.IndirectRef
		data []byte
	}
}

// objectStreams counts the object streams (PDF 1.5) numbered streams,
// inflated, against Limits.ContentBytes. pdfcpu inflates one when an
// object in it is first read, and keeps it; the check reads every object
// (for the fonts), so a file of many small streams each inflating a
// thousandfold is refused here, before they are kept.
func (r *reader) objectStreams(streams types.IntSet) error {
	for n := range streams {
		e, ok := r.xt.Table[n]
		if !ok || e == nil {
			continue
		}
		if osd, ok := e.Object.(types.ObjectStreamDict); ok {
			sd := osd.StreamDict
			sd.Content = nil
			if _, err := r.inflate(&sd, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// inherited is what a page takes from its ancestors in the page tree
// when it lacks it: its MediaBox and resources (ISO 32000-1, 7.7.3.4).
type inherited struct {
	media    [4]float64
	hasMedia bool
	res      types.Dict
	resAt    int // the object whose resources res are, for the forms' memo
}

// pages reads every page in reading order: down the page tree from the
// catalogue's /Pages, kid by kid, each node once (a node met again, as in
// a tree that loops, is an error), so the work is linear in the nodes.
// A node's kids share what they inherit from it, and the pages' facts
// are gathered into room made once for the /Count the tree gives (no
// more than the objects in the file), so a flat tree of 200,000 pages
// copies neither as it is read.
func (r *reader) pages(f *Facts) error {
	root, err := r.xt.Pages()
	if err != nil || root == nil {
		return text.Errorf("the PDF has no page tree")
	}
	type todo struct {
		ref   types.IndirectRef
		inh   *inherited
		depth int
	}
	if d, err := r.xt.DereferenceDict(*root); err == nil && d != nil {
		if count, err := r.xt.DereferenceInteger(d["Count"]); err == nil && count != nil && *count > 0 {
			f.Each = make([]PageFacts, 0, min(count.Value(), len(r.xt.Table)))
		}
	}
	seen := map[int]bool{}
	stack := []todo{{ref: *root, inh: &inherited{}}}
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := t.ref.ObjectNumber.Value()
		if seen[n] {
			return text.Errorf("the page tree is damaged at object %d", n)
		}
		seen[n] = true
		if r.work.Nodes++; r.work.Nodes%4096 == 0 && r.c.Err() != nil {
			return r.c.Err()
		}
		d, err := r.xt.DereferenceDict(t.ref)
		if err != nil || d == nil {
			return text.Errorf("the page tree is damaged at object %d", n)
		}
		inh := t.inh
		box, hasBox := r.box(d, "MediaBox")
		var res types.Dict
		if o, ok := d["Resources"]; ok {
			res, _ = r.xt.DereferenceDict(o)
		}
		if hasBox || res != nil {
			own := *inh
			if hasBox {
				own.media, own.hasMedia = box, true
			}
			if res != nil {
				own.res, own.resAt = res, n
			}
			inh = &own
		}
		kids, hasKids := d["Kids"]
		if typ := name(d, "Type"); typ == "Page" || !hasKids && typ != "Pages" {
			if err := r.page(f, len(f.Each)+1, d, inh); err != nil {
				return err
			}
			continue
		}
		if t.depth >= maxTreeDepth {
			return text.Errorf("the page tree is more than %d levels deep", maxTreeDepth)
		}
		arr, err := r.xt.DereferenceArray(kids)
		if err != nil {
			return text.Errorf("the page tree is damaged at object %d", n)
		}
		stack = slices.Grow(stack, len(arr))
		for i := len(arr) - 1; i >= 0; i-- {
			if ref, ok := arr[i].(types.IndirectRef); ok {
				stack = append(stack, todo{ref, inh, t.depth + 1})
			}
		}
	}
	return nil
}

// maxTreeDepth bounds the page tree's depth; real trees are a few levels
// deep.
const maxTreeDepth = 256

// page reads page number no (from 1), dictionary d, with what it inherits.
func (r *reader) page(f *Facts, no int, d types.Dict, inh *inherited) error {
	if !inh.hasMedia {
		return text.Errorf("page %d has no page size (MediaBox)", no)
	}
	pf := PageFacts{Media: inh.media}
	pf.Trim, pf.HasTrim = r.box(d, "TrimBox")
	pf.Bleed, pf.HasBleed = r.box(d, "BleedBox")
	m, err := r.contents(no, d, inh)
	if err != nil {
		return err
	}
	pf.Blank = !m.paints
	pf.Thinnest, pf.Stroked = m.thinnest(1)
	if o, ok := d["Annots"]; ok {
		if a, err := r.xt.DereferenceArray(o); err == nil && len(a) > 0 {
			f.Annotations = true
		}
	}
	f.Each = append(f.Each, pf)
	f.Sizes[sizeOf(pf.Media)]++
	return nil
}

// box reads the rectangle d names key, corners in order, following
// indirect references to the array and to its numbers.
func (r *reader) box(d types.Dict, key string) ([4]float64, bool) {
	o, ok := d[key]
	if !ok {
		return [4]float64{}, false
	}
	a, err := r.xt.DereferenceArray(o)
	if err != nil || len(a) != 4 {
		return [4]float64{}, false
	}
	var v [4]float64
	for i := range v {
		if v[i], err = r.xt.DereferenceNumber(a[i]); err != nil || math.IsNaN(v[i]) || math.IsInf(v[i], 0) {
			return [4]float64{}, false
		}
	}
	return [4]float64{min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]), max(v[1], v[3])}, true
}

// fonts notes every font dictionary in the file and whether its glyphs
// are embedded: a simple font's or a CID font's descriptor holds a
// FontFile, FontFile2 or FontFile3; a Type 0 font's glyphs are in its
// descendant, noted in its own right; a Type 3 font draws its glyphs
// with content operators, so it has nothing to embed.
func (r *reader) fonts(f *Facts) {
	note := func(name string, embedded bool) { f.Fonts[name] = f.Fonts[name] || embedded }
	for n, e := range r.xt.Table {
		if e == nil || e.Free || e.Object == nil {
			continue
		}
		o := e.Object
		if _, lazy := o.(types.LazyObjectStreamObject); lazy {
			// An object of an object stream, parsed when first asked for.
			gen := 0
			if e.Generation != nil {
				gen = *e.Generation
			}
			var err error
			if o, err = r.xt.Dereference(*types.NewIndirectRef(n, gen)); err != nil {
				continue
			}
		}
		d, ok := o.(types.Dict)
		if !ok || name(d, "Type") != "Font" {
			continue
		}
		font := name(d, "BaseFont")
		switch name(d, "Subtype") {
		case "Type3":
		case "Type0":
			if _, ok := d["DescendantFonts"]; !ok {
				note(font, false)
			}
		default:
			embedded := false
			if o, ok := d["FontDescriptor"]; ok {
				if desc, err := r.xt.DereferenceDict(o); err == nil && desc != nil {
					embedded = desc["FontFile"] != nil || desc["FontFile2"] != nil || desc["FontFile3"] != nil
				}
			}
			note(font, embedded)
		}
	}
}

// name is the name d holds at key, or "" when it holds none. pdfcpu
// decodes a name's #xx escapes as it parses it (ISO 32000-1, 7.3.5), so
// the keys and names of the dictionaries it reads are spelled as the
// standard spells them and plain look-ups find them; its Dict.Find
// decodes every key again when the key looked for is missing, which for
// a page's optional entries is most of the time.
func name(d types.Dict, key string) string {
	n, _ := d[key].(types.Name)
	return string(n)
}

// sizeOf is a box's width and height, rounded to 0.01.
func sizeOf(b [4]float64) [2]float64 {
	round := func(x float64) float64 { return math.Round(x*100) / 100 }
	return [2]float64{round(math.Abs(b[2] - b[0])), round(math.Abs(b[3] - b[1]))}
}
