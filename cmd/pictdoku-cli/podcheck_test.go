package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jung-kurt/gofpdf"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

// TestBookChecksPOD: a print-on-demand book is checked for its printer
// as soon as it is made; --check-pod checks a PDF for the printer named,
// says what it could not check, and refuses a book made for another
// printer where their rules differ.
func TestBookChecksPOD(t *testing.T) {
	dir := t.TempDir()
	list, err := os.ReadFile(filepath.Join("..", "..", "examples", "puzzles.txt"))
	if err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "p.txt")
	os.WriteFile(in, list, 0o644)
	book := func(name string, extra ...string) string {
		t.Helper()
		path := filepath.Join(dir, name)
		args := append([]string{"book", "--in", in, "--out", path, "--trim", "6x9", "--pod", "--front-matter", "--answers"}, extra...)
		out, errs, code := runCLI(t, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s %s", extra, code, out, errs)
		}
		return out
	}
	for _, c := range []struct {
		name  string
		extra []string
		say   string
	}{
		{"kdp.pdf", nil, "ready for print on demand at KDP"},
		{"lulu.pdf", []string{"--printer", "lulu"}, "ready for print on demand at Lulu"},
		{"ingram.pdf", []string{"--printer", "IngramSpark"}, "ready for print on demand at IngramSpark"},
		{"plain.pdf", []string{"--no-bleed"}, "ready for print on demand at KDP"},
	} {
		if out := book(c.name, c.extra...); !strings.Contains(out, c.say) {
			t.Errorf("%s: %s", c.name, out)
		}
	}
	check := func(want int, args ...string) string {
		t.Helper()
		out, errs, code := runCLI(t, "", append([]string{"book", "--check-pod"}, args...)...)
		if code != want {
			t.Errorf("check-pod %v: exit %d, want %d: %s %s", args, code, want, out, errs)
		}
		return out
	}
	out := check(0, filepath.Join(dir, "kdp.pdf"), "--trim", "6x9")
	for _, want := range []string{"441 x 666 pt", "ready for print on demand at KDP", "not checked: where the words and lines lie"} {
		if !strings.Contains(out, want) {
			t.Errorf("check-pod of the KDP book lacks %q:\n%s", want, out)
		}
	}
	check(0, filepath.Join(dir, "kdp.pdf"), "--printer", "ingramspark")
	if out := check(0, filepath.Join(dir, "lulu.pdf"), "--printer", "lulu", "--trim", "6x9"); !strings.Contains(out, "450 x 666 pt") {
		t.Errorf("the Lulu book:\n%s", out)
	}
	if out := check(0, filepath.Join(dir, "plain.pdf")); !strings.Contains(out, "432 x 648 pt") {
		t.Errorf("the book without bleed:\n%s", out)
	}
	if out := check(1, filepath.Join(dir, "kdp.pdf"), "--printer", "lulu"); !strings.Contains(out, "problem: page 1: the page is 6.125 × 9.25 in; the 6x9 trim is 6 × 9 in, or 6.25 × 9.25 in with Lulu's bleed") {
		t.Errorf("a KDP book checked for Lulu:\n%s", out)
	}
	if _, errs, code := runCLI(t, "", "book", "--in", in, "--out", filepath.Join(dir, "x.pdf"), "--pod", "--printer", "blurb"); code != 2 || !strings.Contains(errs, `printer "blurb": want kdp, ingramspark, lulu`) {
		t.Errorf("an unknown printer: exit %d, %s", code, errs)
	}
	if _, errs, code := runCLI(t, "", "book", "--in", in, "--out", filepath.Join(dir, "x.pdf"), "--printer", "lulu"); code != 2 || !strings.Contains(errs, "add --pod") {
		t.Errorf("--printer without --pod: exit %d, %s", code, errs)
	}
}

// TestCheckPODBlankPages: eleven blank pages in a row in a PDF from
// elsewhere are reported from their first page.
func TestCheckPODBlankPages(t *testing.T) {
	f := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: 441, Ht: 666}})
	f.SetFont("Helvetica", "", 12)
	for p := 1; p <= 24; p++ {
		f.AddPage()
		if p < 3 || p > 13 {
			f.Text(100, 100, "Puzzle")
		}
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "blank.pdf")
	os.WriteFile(path, buf.Bytes(), 0o644)
	out, _, code := runCLI(t, "", "book", "--check-pod", path)
	if code != 1 || !strings.Contains(out, "problem: page 3: pages 3 to 13 are blank, 11 in a row; KDP accepts at most 2 before the end") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestCheckPODRefusesWhatItCannotRead: a PDF protected by a password, one
// cut short, and a file that is no PDF are refused with what is wrong
// (exit status 2), never called ready nor blamed on their fonts.
func TestCheckPODRefusesWhatItCannotRead(t *testing.T) {
	f := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: 441, Ht: 666}})
	f.SetFont("Helvetica", "", 12)
	for p := 1; p <= 24; p++ {
		f.AddPage()
		f.Text(100, 100, "Puzzle")
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		t.Fatal(err)
	}
	book := buf.Bytes()
	var locked bytes.Buffer
	if err := api.Encrypt(bytes.NewReader(book), &locked, model.NewAESConfiguration("open", "owner", 256)); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		data []byte
		say  string
	}{
		{"locked.pdf", locked.Bytes(), "password-protected: printers reject it"},
		{"cut97.pdf", book[:len(book)*97/100], "no cross-reference table: the file is cut short"},
		{"cut90.pdf", book[:len(book)*90/100], "no cross-reference table: the file is cut short"},
		{"picture.png", []byte("\x89PNG\r\n\x1a\n"), "not a PDF file (it does not start with %PDF-)"},
	} {
		path := filepath.Join(dir, c.name)
		os.WriteFile(path, c.data, 0o644)
		out, errs, code := runCLI(t, "", "book", "--check-pod", path)
		if code != 2 || errs != "pictdoku-cli: book: "+path+": "+c.say+"\n" || strings.Contains(out, "ready") {
			t.Errorf("%s: exit %d, %q %q", c.name, code, out, errs)
		}
	}
}
