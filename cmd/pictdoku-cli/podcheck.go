package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/pictdoku/pictdoku/engine/userfile"
	"github.com/pictdoku/pictdoku/export/pdf"
)

// The print-on-demand check: what the chosen printer's preflight would
// refuse. A book this command has just made is checked in full: the file
// (pages, sizes, boxes, fonts, line widths, blank pages) and, from the
// writer's record, where every word and line lies. A PDF from
// elsewhere is checked for what can be read from the file, and the check
// says what it could not see.

// checkPOD prints a PDF's facts and what keeps it from printer's print on
// demand at trim (read from the file when "") on paper.
func checkPOD(path, trim, printer, paper string, extra []string, e *env) int {
	if len(extra) > 0 {
		return e.errorf("book: --check-pod takes one file; unexpected %q", extra[0])
	}
	p, ok := pdf.PrinterNamed(printer)
	if !ok {
		return e.errorf("book: --printer %q: want %s", printer, strings.Join(pdf.Printers(), ", "))
	}
	file, err := userfile.Open(path, maxCheckedPDF)
	if err != nil {
		return e.errorf("book: %v", err)
	}
	defer file.Close()
	facts, err := pdf.ReadFactsWithin(context.Background(), file, pdf.ReadLimits)
	if err != nil {
		return e.errorf("book: %s: %v", path, err)
	}
	fmt.Fprint(e.stdout, facts)
	code := report(e.stdout, p, facts.Problems(p, trim, paper))
	fmt.Fprintln(e.stdout, "not checked: where the words and lines lie, which only the writer knows: the book command checks that in the book it makes")
	return code
}

// checkPrinter refuses --printer and --no-bleed on a book that is not
// for print on demand, where they would change nothing. It returns the
// reason, or "".
func (f *bookFlags) checkPrinter(fs *flag.FlagSet) string {
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	if !f.pod && (set["printer"] || set["no-bleed"]) {
		return "--printer and --no-bleed lay out a print-on-demand book: add --pod"
	}
	return ""
}

// checkMade checks the print-on-demand book just written (data, and the
// writer's record of it) for its printer, and says the outcome on say.
func checkMade(data []byte, rec *pdf.Record, opt pdf.Options, say io.Writer, e *env) int {
	p, _, problems, err := pdf.CheckMade(data, rec, opt)
	if err != nil {
		return e.errorf("book: reading the book back: %v", err)
	}
	return report(say, p, problems)
}

// report prints problems, or that the book is ready for p, and returns
// the exit status: 1 when there are problems.
func report(w io.Writer, p pdf.Printer, problems []pdf.Problem) int {
	if len(problems) == 0 {
		fmt.Fprintf(w, "ready for print on demand at %s\n", p.Name)
		return 0
	}
	for _, pr := range problems {
		fmt.Fprintf(w, "problem: %s\n", pr)
	}
	return 1
}
