package pdf

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/jung-kurt/gofpdf"
)

func TestReadFactsOfBooks(t *testing.T) {
	var pod, loose bytes.Buffer
	if err := Write(&pod, leveled(t, 30), Options{PageSize: "6x9", POD: true, Title: "ハート", TitlePage: true, Lang: "ja", Answers: true}); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFacts(pod.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if f.Pages != PageCount(30, Options{PageSize: "6x9", POD: true, TitlePage: true, Answers: true, PerPage: 1, AnswersPer: 9}) {
		t.Errorf("%d pages", f.Pages)
	}
	if n := f.Sizes[[2]float64{441, 666}]; n != f.Pages || len(f.Sizes) != 1 {
		t.Errorf("sizes %v, want all 441 x 666 pt", f.Sizes)
	}
	if len(f.Fonts) != 3 {
		t.Errorf("fonts %v, want Go, Go Bold and the Japanese font", f.Fonts)
	}
	if p := f.PODProblems(""); len(p) != 0 {
		t.Errorf("a print-on-demand book has problems: %v", p)
	}
	if p := f.PODProblems("6x9"); len(p) != 0 {
		t.Errorf("checked against its trim: %v", p)
	}
	if p := f.PODProblems("8.5x11"); len(p) != 2 || !strings.Contains(p[0].String(), "page 1: the page is 6.125 × 9.25 in; the 8.5x11 trim is 8.5 × 11 in, or 8.625 × 11.25 in with KDP's bleed") ||
		!strings.Contains(p[1].String(), "page 1: the TrimBox is 6 × 9 in, not the trim") {
		t.Errorf("checked against another trim: %v", p)
	}

	if err := Write(&loose, leveled(t, 3), Options{}); err != nil {
		t.Fatal(err)
	}
	f, err = ReadFacts(loose.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range f.PODProblems("") {
		got = append(got, p.String())
	}
	all := strings.Join(got, "\n")
	// A4 pages are the A4 trim without bleed, which is fine; 3 pages are
	// not, nor is a 3.5 in square.
	for _, want := range []string{"3 pages: KDP binds 24 to 780 at this trim"} {
		if !strings.Contains(all, want) {
			t.Errorf("an A4 sheet of 3 pages: problems %q lack %q", all, want)
		}
	}
}

// TestReadFactsOfOtherPDFs: a page tree with an inherited size, a font
// that is not embedded, an annotation, an outline.
func TestReadFactsOfOtherPDFs(t *testing.T) {
	var c craft
	c.add("<< /Type /Catalog /Pages 2 0 R /Outlines 5 0 R >>")
	c.add("<< /Type /Pages /MediaBox [0 0 612 792] /Kids [3 0 R 4 0 R] /Count 2 >>")
	c.add("<< /Type /Page /Parent 2 0 R /Annots [7 0 R] >>")
	c.add("<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 8 0 R >> >> >>")
	c.add("<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>")
	c.add("<< /Title (Puzzles) /Parent 5 0 R /Dest [3 0 R /Fit] >>")
	c.add("<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] >>")
	c.add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
	f := readCrafted(t, c.bytes())
	if f.Pages != 2 || f.Sizes[[2]float64{612, 792}] != 2 {
		t.Errorf("pages %d, sizes %v", f.Pages, f.Sizes)
	}
	if emb, ok := f.Fonts["Helvetica"]; !ok || emb {
		t.Errorf("fonts %v: want Helvetica, not embedded", f.Fonts)
	}
	if !f.Annotations || !f.Outlines {
		t.Errorf("annotations %v, outlines %v", f.Annotations, f.Outlines)
	}
	if !f.Each[0].Blank || !f.Each[1].Blank {
		t.Errorf("pages without contents are not blank: %+v", f.Each)
	}
	// An empty outline and an empty list of annotations are none.
	c.set(3, "<< /Type /Page /Parent 2 0 R /Annots [] >>")
	c.set(5, "<< /Type /Outlines /Count 0 >>")
	if f := readCrafted(t, c.bytes()); f.Annotations || f.Outlines {
		t.Errorf("empty: annotations %v, outlines %v", f.Annotations, f.Outlines)
	}
	if _, err := ReadFacts([]byte("GIF89a")); err == nil || err.Error() != "not a PDF file (it does not start with %PDF-)" {
		t.Errorf("a GIF: %v", err)
	}
	var empty craft
	empty.add("<< /Type /Catalog /Pages 2 0 R >>")
	empty.add("<< /Type /Pages /Kids [] /Count 0 >>")
	if _, err := ReadFacts(empty.bytes()); err == nil || !strings.Contains(err.Error(), "no pages") {
		t.Errorf("a PDF without pages: %v", err)
	}
}

// FuzzReadFacts: no file makes the check crash or hang.
func FuzzReadFacts(f *testing.F) {
	var buf bytes.Buffer
	Write(&buf, entries(f, 1), Options{PageSize: "6x9", POD: true})
	f.Add(buf.Bytes())
	var loop craft // a page tree that holds itself
	loop.add("<< /Type /Catalog /Pages 2 0 R >>")
	loop.add("<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>")
	loop.add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 9 9] >>")
	f.Add(loop.bytes())
	// A form that places itself twice: 2^16 placements unless the check
	// bounds them.
	var forms craft
	f.Add(craftPages(&forms, 1, func(int) string {
		content := forms.stream("", []byte("/F Do"))
		form := forms.add("null")
		forms.set(form, formObject(fmt.Sprintf("/XObject << /F %d 0 R >>", form), "0.1 w 0 0 m 1 1 l S /F Do /F Do"))
		return fmt.Sprintf("/Contents %d 0 R /Resources << /XObject << /F %d 0 R >> >>", content, form)
	}))
	f.Fuzz(func(t *testing.T, data []byte) {
		facts, err := ReadFacts(data)
		if err == nil {
			facts.PODProblems("")
			_ = facts.String()
		}
	})
}

// TestThinLineInsideForm: a line drawn in a form XObject (here a gofpdf
// template, placed at a quarter of its size, and again inside another
// template) is read at the width it prints, and a page that only places
// a form is not blank.
func TestThinLineInsideForm(t *testing.T) {
	doc := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: 441, Ht: 666}})
	line := doc.CreateTemplateCustom(gofpdf.PointType{}, gofpdf.SizeType{Wd: 200, Ht: 200}, func(tpl *gofpdf.Tpl) {
		tpl.SetLineWidth(2)
		tpl.Line(10, 10, 190, 10)
	})
	outer := doc.CreateTemplateCustom(gofpdf.PointType{}, gofpdf.SizeType{Wd: 400, Ht: 400}, func(tpl *gofpdf.Tpl) {
		tpl.UseTemplateScaled(line, gofpdf.PointType{X: 0, Y: 0}, gofpdf.SizeType{Wd: 100, Ht: 100})
	})
	for n := 1; n <= 24; n++ {
		doc.AddPage()
		switch n {
		case 7: // 2 pt at a quarter of the size: 0.5 pt
			doc.UseTemplateScaled(line, gofpdf.PointType{X: 50, Y: 50}, gofpdf.SizeType{Wd: 50, Ht: 50})
		case 9: // a half inside a half: 0.5 pt
			doc.UseTemplateScaled(outer, gofpdf.PointType{X: 20, Y: 20}, gofpdf.SizeType{Wd: 200, Ht: 200})
		default: // the same form at its size: 2 pt
			doc.UseTemplate(line)
		}
	}
	var buf bytes.Buffer
	if err := doc.Output(&buf); err != nil {
		t.Fatal(err)
	}
	f, err := ReadFacts(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for i, pg := range f.Each {
		want := 2.0
		if i+1 == 7 || i+1 == 9 {
			want = 0.5
		}
		if pg.Blank || !pg.Stroked || math.Abs(pg.Thinnest-want) > 1e-6 {
			t.Errorf("page %d: blank %v, stroked %v, thinnest %g pt; want %g", i+1, pg.Blank, pg.Stroked, pg.Thinnest, want)
		}
	}
	want := []string{"page 7: a line 0.5 pt wide; KDP prints lines of at least 0.75 pt", "page 9: a line 0.5 pt wide; KDP prints lines of at least 0.75 pt"}
	var got []string
	for _, p := range f.Problems(printers[0], "6x9", "") {
		got = append(got, p.String())
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems %q, want %q", got, want)
	}
}
