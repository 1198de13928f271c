package main

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestBookCover writes a print-on-demand book and its cover from designs:
// the cover is as wide as KDP's formula gives for the interior's real
// page count on cream paper, carries the back text, and --cover without
// --pod is refused before any work.
func TestBookCover(t *testing.T) {
	dir := t.TempDir()
	book, cover := filepath.Join(dir, "book.pdf"), filepath.Join(dir, "cover.pdf")
	args := append([]string{"book", "--designs"}, writeDesignFiles(t, dir)...)
	args = append(args, "--per-design", "2", "--levels", "easy", "--timeout", "0", "--attempts", "400", "--out", book, "--trim", "6x9", "--pod", "--paper", "cream",
		"--answers", "--title", "Heart Sudoku", "--cover", cover, "--back-text", "Six puzzles that draw pictures.", "--cover-guides")
	out, errs, code := runCLI(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	m := regexp.MustCompile(`wrote .*cover\.pdf: the cover of (\d+) pages, ([\d.]+) x 9\.250 in`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("output %q", out)
	}
	pages, _ := strconv.Atoi(m[1])
	if want := 2*(6+0.125) + float64(pages)*0.0025; m[2] != strconv.FormatFloat(want, 'f', 3, 64) {
		t.Errorf("cover %s in wide for %d pages, want %.3f", m[2], pages, want)
	}
	if _, err := exec.LookPath("pdfinfo"); err == nil {
		info, _ := exec.Command("pdfinfo", book).Output()
		if !regexp.MustCompile(`Pages:\s+` + strconv.Itoa(pages) + `\n`).Match(info) {
			t.Errorf("the cover is for %d pages; the interior:\n%s", pages, info)
		}
		info, _ = exec.Command("pdfinfo", cover).Output()
		sz := regexp.MustCompile(`Page size:\s+([\d.]+) x ([\d.]+) pts`).FindStringSubmatch(string(info))
		if sz == nil {
			t.Fatalf("pdfinfo: %s", info)
		}
		w, _ := strconv.ParseFloat(sz[1], 64)
		if want := (2*(6+0.125) + float64(pages)*0.0025) * 72; math.Abs(w-want) > 0.5 {
			t.Errorf("cover %.2f pt wide, want %.2f", w, want)
		}
		text, _ := exec.Command("pdftotext", cover, "-").Output()
		for _, want := range []string{"Heart Sudoku", "Six puzzles that draw pictures.", "6 puzzles"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("the cover lacks %q:\n%s", want, text)
			}
		}
	}

	// With the book on standard output, the cover's line goes to
	// standard error: nothing follows the PDF.
	in := filepath.Join(dir, "p.txt")
	os.WriteFile(in, []byte(easy+"\n"), 0o644)
	out, errs, code = runCLI(t, "", "book", "--in", in, "--out", "-", "--pod", "--trim", "6x9", "--cover", filepath.Join(dir, "c1.pdf"))
	if code != 0 || !strings.HasSuffix(strings.TrimRight(out, "\n"), "%%EOF") || !strings.Contains(errs, "c1.pdf: the cover of 24 pages") {
		t.Errorf("--out - with --cover: exit %d, standard output ends %q, standard error %q", code, out[max(len(out)-20, 0):], errs)
	}

	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--cover", filepath.Join(dir, "c2.pdf")}, "add --pod"},
		{[]string{"--pod", "--back-text", "x"}, "go with --cover"},
		{[]string{"--pod", "--cover", filepath.Join(dir, "b2.pdf")}, "the same file"},
	} {
		_, errs, code := runCLI(t, "", append([]string{"book", "--in", in, "--out", filepath.Join(dir, "b2.pdf")}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %s", c.args, code, errs)
		}
		if _, err := os.Stat(filepath.Join(dir, "b2.pdf")); err == nil {
			t.Errorf("%v: the book was written before the refusal", c.args)
		}
	}
}
