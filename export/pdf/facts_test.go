package pdf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// pageScanner reads content as a page's, with no resources.
func pageScanner() *scanner {
	r := &reader{c: context.Background(), lim: ReadLimits, forms: map[formKey]marks{}}
	return &scanner{r: r, gs: gstate{width: 1, scale: 1}, m: noMarks()}
}

// podBookPDF is a 6x9 KDP book of 30 puzzles with front matter and
// answers, made once for the tests that read it.
func podBookPDF(t testing.TB) []byte {
	t.Helper()
	madeBook.Do(func() {
		var buf bytes.Buffer
		madeBook.err = Write(&buf, leveled(t, 30), podBook("en"))
		madeBook.pdf = buf.Bytes()
	})
	if madeBook.err != nil {
		t.Fatal(madeBook.err)
	}
	return madeBook.pdf
}

var madeBook struct {
	sync.Once
	pdf []byte
	err error
}

// sameFacts compares what two reads found, leaving out their work.
func sameFacts(a, b Facts) bool {
	a.Work, b.Work = Work{}, Work{}
	return reflect.DeepEqual(a, b)
}

// TestIndirectMediaBox: a page whose MediaBox is an indirect object, its
// numbers indirect too, as qpdf --linearize writes it, has its size.
func TestIndirectMediaBox(t *testing.T) {
	var c craft
	box := c.add("null")
	width := c.add("441")
	c.set(box, fmt.Sprintf("[0 0 %d 0 R 666]", width))
	data := craftPages(&c, 2, func(int) string { return fmt.Sprintf("/MediaBox %d 0 R", box) })
	f := readCrafted(t, data)
	if f.Pages != 2 || f.Sizes[[2]float64{441, 666}] != 2 {
		t.Errorf("pages %d, sizes %v", f.Pages, f.Sizes)
	}
}

// TestEscapedNames: names may spell a character as #xx (ISO 32000-1,
// 7.3.5): a page's /Trim#42ox is its TrimBox, a font's /T#79pe /F#6fnt
// is a font, and a content's /F#6fo Do places the form its resources
// name /Fo#6f; the form's 0.25 pt line, drawn at half size, is read.
func TestEscapedNames(t *testing.T) {
	var c craft
	form := c.add(formObject("", "0.25 w 0 0 m 9 9 l S"))
	font := c.add("<< /T#79pe /F#6fnt /Subtype /Type1 /BaseFont /Helvetica >>")
	content := c.stream("", []byte("/F#6fo Do"))
	data := craftPages(&c, 2, func(int) string {
		return fmt.Sprintf("/Trim#42ox [9 9 432 657] /Contents %d 0 R /Resources << /Font << /F1 %d 0 R >> /XObject << /Fo#6f %d 0 R >> >>", content, font, form)
	})
	f := readCrafted(t, data)
	if emb, ok := f.Fonts["Helvetica"]; !ok || emb {
		t.Errorf("fonts %v", f.Fonts)
	}
	for i, pg := range f.Each {
		if !pg.HasTrim || pg.Trim != [4]float64{9, 9, 432, 657} || pg.Blank || !pg.Stroked || pg.Thinnest != 0.125 {
			t.Errorf("page %d: %+v", i+1, pg)
		}
	}
}

// TestRewrittenBooksReadAlike: our own book, rewritten with object
// streams and a cross-reference stream (by pdfcpu, and by qpdf
// --object-streams=generate) or linearized (qpdf --linearize), reads
// exactly as the original.
func TestRewrittenBooksReadAlike(t *testing.T) {
	book := podBookPDF(t)
	want := readCrafted(t, book)
	if p := want.PODProblems("6x9"); len(p) != 0 {
		t.Fatalf("the book has problems: %v", p)
	}
	ctx, err := api.ReadContext(bytes.NewReader(book), configFor(ReadLimits))
	if err != nil {
		t.Fatal(err)
	}
	ctx.WriteObjectStream, ctx.WriteXRefStream = true, true
	var packed bytes.Buffer
	if err := api.WriteContext(ctx, &packed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(packed.Bytes(), []byte("/ObjStm")) {
		t.Fatal("pdfcpu wrote no object stream")
	}
	rewritten := map[string][]byte{"pdfcpu, object streams": packed.Bytes()}
	if qpdf, err := exec.LookPath("qpdf"); err == nil {
		dir := t.TempDir()
		in := filepath.Join(dir, "book.pdf")
		os.WriteFile(in, book, 0o644)
		for _, flag := range []string{"--linearize", "--object-streams=generate"} {
			out := filepath.Join(dir, "out.pdf")
			if msg, err := exec.Command(qpdf, flag, in, out).CombinedOutput(); err != nil {
				t.Fatalf("qpdf %s: %v %s", flag, err, msg)
			}
			rewritten["qpdf "+flag] = readFile(t, out)
		}
	} else if os.Getenv("CI") == "true" {
		t.Fatal("qpdf is missing (scripts/deps.sh installs it)")
	} else {
		t.Log("qpdf is missing: only pdfcpu's rewrite is read")
	}
	for name, data := range rewritten {
		got, err := ReadFacts(data)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !sameFacts(got, want) {
			t.Errorf("%s reads\n%+v\nthe original\n%+v", name, got, want)
		}
	}
}

// TestReadWhereItIs: a PDF handed over as a file (here a section reader
// over it) reads as the same bytes in memory do, both when it is copied
// into memory first (no larger than Limits.InMemory) and when it is read
// where it is (larger).
func TestReadWhereItIs(t *testing.T) {
	data := podBookPDF(t)
	want := readCrafted(t, data)
	for _, most := range []int64{int64(len(data)), int64(len(data)) - 1} {
		lim := ReadLimits
		lim.InMemory = most
		f, err := ReadFactsWithin(context.Background(), io.NewSectionReader(bytes.NewReader(data), 0, int64(len(data))), lim)
		if err != nil || !sameFacts(f, want) || f.Work != want.Work {
			t.Errorf("%d bytes, in memory up to %d: %v, %d pages, work %+v, want %d pages, %+v", len(data), most, err, f.Pages, f.Work, want.Pages, want.Work)
		}
	}
}

// TestPasswordProtectedRefused: a PDF encrypted with a password to open
// it, or only with one to change it, or for a certificate (a security
// handler pdfcpu does not read), is refused: printers reject them all.
func TestPasswordProtectedRefused(t *testing.T) {
	var c craft
	c.trailer = fmt.Sprintf("/Encrypt %d 0 R /ID [<01> <01>]", c.add("<< /Filter /Adobe.PubSec /SubFilter /adbe.pkcs7.s5 /V 4 /Length 128 >>"))
	if _, err := ReadFacts(craftPages(&c, 1, func(int) string { return "" })); err == nil || err.Error() != "password-protected: printers reject it" {
		t.Errorf("a certificate's encryption: %v", err)
	}
	book := podBookPDF(t)
	for _, pw := range [][2]string{{"open", "owner"}, {"", "owner"}} {
		var out bytes.Buffer
		if err := api.Encrypt(bytes.NewReader(book), &out, model.NewAESConfiguration(pw[0], pw[1], 256)); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadFacts(out.Bytes()); err == nil || err.Error() != "password-protected: printers reject it" {
			t.Errorf("passwords %q: %v", pw, err)
		}
	}
}

// TestTruncatedRefused: a book cut short anywhere is refused as cut
// short, not read in part and called ready, nor blamed on its fonts.
func TestTruncatedRefused(t *testing.T) {
	book := podBookPDF(t)
	for _, pc := range []int{99, 97, 90, 50, 10} {
		_, err := ReadFacts(book[:len(book)*pc/100])
		if err == nil || err.Error() != "no cross-reference table: the file is cut short" {
			t.Errorf("cut to %d %%: %v", pc, err)
		}
	}
}

// bomb is a content stream that inflates to size bytes of white space
// from a few tens of KB.
func bomb(c *craft, size int) int {
	return c.flate("", bytes.Repeat([]byte{' '}, size))
}

// bombLimits are the limits and the size of a bomb's stream the bomb
// tests use: ReadLimits and 64 MB, or a sixteenth of them with -short (the
// race detector's run, where reading 256 MB takes minutes).
func bombLimits() (Limits, int) {
	lim, size := ReadLimits, 64_000_000
	if testing.Short() {
		lim.StreamBytes, lim.ContentBytes, size = lim.StreamBytes/16, lim.ContentBytes/16, size/16
	}
	return lim, size
}

// TestContentBombsRefused: a stream inflating to 64 MB, listed 100
// times in one page's /Contents or shared by 200 pages, is refused once
// the content read in all passes ReadLimits.ContentBytes, with the limit
// named; no more than that is read.
func TestContentBombsRefused(t *testing.T) {
	lim, size := bombLimits()
	for _, c := range []struct {
		name  string
		pages int
		page  func(s int) string
	}{
		{"listed 100 times", 1, func(s int) string {
			return "/Contents [" + strings.Repeat(fmt.Sprintf("%d 0 R ", s), 100) + "]"
		}},
		{"shared by 200 pages", 200, func(s int) string { return fmt.Sprintf("/Contents %d 0 R", s) }},
	} {
		var doc craft
		s := bomb(&doc, size)
		data := craftPages(&doc, c.pages, func(int) string { return c.page(s) })
		if len(data) > 200_000 {
			t.Fatalf("%s: the file is %d bytes", c.name, len(data))
		}
		f, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim)
		if want := fmt.Sprintf("the streams inflate to more than %d MB in all, the most the check reads", lim.ContentBytes>>20); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v", c.name, err)
		}
		if f.Work.Bytes > lim.ContentBytes+lim.StreamBytes {
			t.Errorf("%s: read %d bytes", c.name, f.Work.Bytes)
		}
	}
}

// TestStreamLimit: one stream inflating past ReadLimits.StreamBytes is
// refused with that limit named, as is a content of too many operators.
func TestStreamLimit(t *testing.T) {
	lim, _ := bombLimits()
	var doc craft
	s := bomb(&doc, int(lim.StreamBytes)+1)
	data := craftPages(&doc, 1, func(int) string { return fmt.Sprintf("/Contents %d 0 R", s) })
	_, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim)
	if want := fmt.Sprintf("page 1: a stream inflates to more than %d MB, the most the check reads of one", lim.StreamBytes>>20); err == nil || err.Error() != want {
		t.Errorf("a stream of the limit and a byte: %v", err)
	}
	var ops craft
	s = ops.flate("", bytes.Repeat([]byte("q Q "), 1000))
	data = craftPages(&ops, 1, func(int) string { return fmt.Sprintf("/Contents %d 0 R", s) })
	lim = ReadLimits
	lim.Operators = 1999
	if _, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim); err == nil || !strings.Contains(err.Error(), "page 1: the contents hold more than 1999 operators, the most the check reads") {
		t.Errorf("2000 operators: %v", err)
	}
	lim.Operators = 2000
	if _, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim); err != nil {
		t.Errorf("2000 operators, as many as allowed: %v", err)
	}
	lim.Time = 0 // out of time from the start
	if _, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim); err == nil || err.Error() != "the check stopped after 0 s, the most it spends on one file" {
		t.Errorf("out of time: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ReadFactsWithin(ctx, bytes.NewReader(data), ReadLimits); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}

// nestedForms is pages pages placing form 1, which places form 2 places
// times, and so on to form depth, which strokes a 2 pt line; each form is
// drawn at half its size: places^depth placements a page in a file of a
// few tens of KB.
func nestedForms(pages, depth, places int) []byte {
	var c craft
	forms := make([]int, depth)
	for d := range forms {
		forms[d] = c.add("null")
	}
	for d, n := range forms {
		res, body := "", "2 w 0 0 m 9 9 l S"
		if d+1 < depth {
			res, body = fmt.Sprintf("/XObject << /F %d 0 R >>", forms[d+1]), strings.Repeat("/F Do\n", places)
		}
		c.set(n, formObject(res, body))
	}
	content := c.stream("", []byte("/F Do"))
	return craftPages(&c, pages, func(int) string {
		return fmt.Sprintf("/Contents %d 0 R /Resources << /XObject << /F %d 0 R >> >>", content, forms[0])
	})
}

// TestNestedFormsReadOnce: forms placing forms a thousand times each, 16
// deep (10^45 placements a page), placed on 200 pages (120 KB), are each
// read once for the file, and the line the deepest strokes is read at the
// width it prints; forms 17 deep, or a form that places itself, are
// refused with the limit named.
func TestNestedFormsReadOnce(t *testing.T) {
	data := nestedForms(200, ReadLimits.FormDepth, 1000)
	f := readCrafted(t, data)
	if f.Work.Forms != int64(ReadLimits.FormDepth) || f.Work.Operators != int64((ReadLimits.FormDepth-1)*1000+4+200) {
		t.Errorf("%d bytes: work %+v, want each of %d forms read once", len(data), f.Work, ReadLimits.FormDepth)
	}
	// 2 pt halved 16 times.
	for i, pg := range f.Each {
		if pg.Blank || !pg.Stroked || pg.Thinnest != 2/float64(1<<16) {
			t.Fatalf("page %d: %+v", i+1, pg)
		}
	}
	deep := "forms are placed inside forms more than 16 deep, the most the check follows"
	if _, err := ReadFacts(nestedForms(1, ReadLimits.FormDepth+1, 2)); err == nil || err.Error() != "page 1: "+deep {
		t.Errorf("17 deep: %v", err)
	}
	var c craft
	self := craftPages(&c, 1, func(int) string {
		form := c.add("null")
		c.set(form, formObject(fmt.Sprintf("/XObject << /F %d 0 R >>", form), "/F Do"))
		return fmt.Sprintf("/Contents %d 0 R /Resources << /XObject << /F %d 0 R >> >>", c.stream("", []byte("/F Do")), form)
	})
	if _, err := ReadFacts(self); err == nil || err.Error() != "page 1: "+deep {
		t.Errorf("a form placing itself: %v", err)
	}
}

// flatPages is a document of n pages, each with a little content, all
// kids of one page tree node.
func flatPages(n int) []byte {
	var c craft
	content := c.stream("", []byte("BT (Puzzle) Tj ET"))
	return craftPages(&c, n, func(int) string { return fmt.Sprintf("/Contents %d 0 R", content) })
}

// TestFlatPageTreeLinear: a flat page tree is read with work linear in
// its pages: every node visited once, every page's content read once.
func TestFlatPageTreeLinear(t *testing.T) {
	n := 10_000
	if testing.Short() {
		n = 1_000 // the race detector's run
	}
	a, b := readCrafted(t, flatPages(n)), readCrafted(t, flatPages(2*n))
	if a.Pages != n || b.Pages != 2*n {
		t.Fatalf("pages %d, %d", a.Pages, b.Pages)
	}
	if a.Work.Nodes != int64(n+1) || b.Work.Nodes != int64(2*n+1) || b.Work.Operators != 2*a.Work.Operators || b.Work.Bytes != 2*a.Work.Bytes {
		t.Errorf("work %+v for %d pages, %+v for twice as many", a.Work, n, b.Work)
	}
}

// BenchmarkReadFlatPages reads flat page trees of 50,000, 100,000 and
// 200,000 pages, as --check-pod reads a file: from a file handle, not
// from bytes already in memory. Time and memory grow with the pages
// (issue 53: linear, 200,000 pages under 10 s); compare ns/op and B/op
// across the sizes.
func BenchmarkReadFlatPages(b *testing.B) {
	for _, n := range []int{50_000, 100_000, 200_000} {
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			data := flatPages(n)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				file := io.NewSectionReader(bytes.NewReader(data), 0, int64(len(data)))
				f, err := ReadFactsWithin(context.Background(), file, ReadLimits)
				if err != nil || f.Pages != n {
					b.Fatal(f.Pages, err)
				}
			}
		})
	}
}

// BenchmarkReadContentBomb reads the 100-times-listed 64 MB stream to its
// refusal (issue 53: within 10 s and 500 MB).
func BenchmarkReadContentBomb(b *testing.B) {
	var doc craft
	s := bomb(&doc, 64_000_000)
	data := craftPages(&doc, 1, func(int) string { return "/Contents [" + strings.Repeat(fmt.Sprintf("%d 0 R ", s), 100) + "]" })
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ReadFacts(data); err == nil {
			b.Fatal("read")
		}
	}
}

// BenchmarkReadBook reads our own 30-puzzle book back.
func BenchmarkReadBook(b *testing.B) {
	data := podBookPDF(b)
	b.ReportAllocs()
	for b.Loop() {
		readCrafted(b, data)
	}
}

// TestObjectStreamBombsRefused: object streams count against the streams
// inflated in all, before pdfcpu inflates and keeps them.
func TestObjectStreamBombsRefused(t *testing.T) {
	data := objStmBombs(10, 1<<20)
	f := readCrafted(t, data)
	if emb, ok := f.Fonts["Helvetica"]; !ok || emb || f.Work.Bytes < 10<<20 {
		t.Errorf("fonts %v, work %+v", f.Fonts, f.Work)
	}
	lim := ReadLimits
	lim.ContentBytes = 5 << 20
	if _, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim); err == nil || err.Error() != "the streams inflate to more than 5 MB in all, the most the check reads" {
		t.Errorf("10 MB of object streams read within 5 MB: %v", err)
	}
}

// TestObjectLimit: a file of more objects than Limits.Objects is refused
// before pdfcpu reads them, its headers counted even across the chunks
// the count reads.
func TestObjectLimit(t *testing.T) {
	n := 20_000 // 20,003 objects, 1.6 MB: two of the count's chunks
	if testing.Short() {
		n = 2_000 // the race detector's run
	}
	data := flatPages(n)
	lim := ReadLimits
	lim.Objects = n + 2
	if _, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim); err == nil || err.Error() != fmt.Sprintf("the file holds more than %d objects, the most the check reads", n+2) {
		t.Errorf("%d objects: %v", n+3, err)
	}
	lim.Objects = n + 3
	if _, err := ReadFactsWithin(context.Background(), bytes.NewReader(data), lim); err != nil {
		t.Errorf("as many objects as allowed: %v", err)
	}
	// A header whose word obj straddles the count's 1 MB chunks, then the
	// word inside endobj and a name, which are no headers.
	for cut := 1; cut <= 3; cut++ {
		data := append(bytes.Repeat([]byte{'x'}, 1<<20-cut), " obj endobj /obj"...)
		if err := countObjects(context.Background(), bytes.NewReader(data), 0); err == nil {
			t.Errorf("cut %d: the header is not counted", cut)
		}
		if err := countObjects(context.Background(), bytes.NewReader(data), 1); err != nil {
			t.Errorf("cut %d: %v", cut, err)
		}
	}
}
