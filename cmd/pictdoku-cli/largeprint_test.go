package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// writePattern writes a sample pattern file and returns its path.
func writePattern(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "heart.txt")
	if err := os.WriteFile(path, []byte(pattern.Samples()[0].Pattern.Lines()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestLargePrintDefaults: --large-print with --answers and the front
// matter makes a book at 8.5x11 and at 6x9 with no other setting (the
// answers a page follow the trim: 4 and 2). Before, 6x9 refused the
// default 9 answers a page, and did so only after making every puzzle.
func TestLargePrintDefaults(t *testing.T) {
	dir := t.TempDir()
	design := writePattern(t, dir)
	for trim, answers := range map[string]int{"8.5x11": 4, "6x9": 2} {
		out := filepath.Join(dir, trim+".pdf")
		_, errs, code := runCLI(t, "", "book", "--designs", "--per-design", "3", "--levels", "easy", "--timeout", "0", "--attempts", "400", "--large-print", "--trim", trim,
			"--pod", "--answers", "--front-matter", "--lang", "en", "--out", out, design)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", trim, code, errs)
		}
		if _, err := exec.LookPath("pdftotext"); err != nil {
			continue
		}
		// The answers are the book's last grids: the page before the
		// Notes (or blank) pages that pad a print-on-demand book holds
		// answers to puzzles 3, or 3 and (with 2 a page) nothing else.
		text, err := exec.Command("pdftotext", "-layout", out, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		pages := strings.Split(string(text), "\f")
		for _, p := range pages {
			if strings.Contains(p, "Answers") && strings.Contains(p, "No. 1 (page") {
				if n := strings.Count(p, "(page "); n != min(answers, 3) {
					t.Errorf("%s: %d answers on the first page of answers, want %d", trim, n, min(answers, 3))
				}
			}
		}
	}
}

// TestLayoutRefusedBeforeMaking: a layout the page cannot hold is refused
// with exit 2 and the values the page allows, before a single puzzle is
// made: standard error holds the one message and no progress line.
func TestLayoutRefusedBeforeMaking(t *testing.T) {
	dir := t.TempDir()
	design := writePattern(t, dir)
	out := filepath.Join(dir, "book.pdf")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--large-print", "--trim", "6x9", "--pod", "--answers", "--answers-per-page", "6"}, "6 answers per page: large print on 6x9 pages takes 2"},
		{[]string{"--large-print", "--trim", "8.5x11", "--answers", "--answers-per-page", "9"}, "9 answers per page: large print on 8.5x11 pages takes 2 or 4"},
		{[]string{"--trim", "6x9", "--answers", "--answers-per-page", "4"}, "4 answers per page: 6x9 pages take 6, 9 or 12"},
		{[]string{"--large-print", "--trim", "5x7in", "--pod", "--answers"}, "too small for 16 pt digits: choose a larger page"},
		{[]string{"--large-print", "--per-page", "4"}, "large print has 1 or 2"},
	} {
		args := append([]string{"book", "--designs", "--per-design", "200", "--out", out}, c.args...)
		_, errs, code := runCLI(t, "", append(args, design)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 and %q", c.args, code, errs, c.want)
		}
		if lines := strings.Split(strings.TrimSpace(errs), "\n"); len(lines) != 1 {
			t.Errorf("%v: puzzles were being made before the refusal:\n%s", c.args, errs)
		}
	}
}
