package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// writeDesignFiles writes a pattern file, a saved design and a picture.
func writeDesignFiles(t *testing.T, dir string) []string {
	t.Helper()
	p := pattern.Samples()[0].Pattern
	txt := filepath.Join(dir, "heart.txt")
	os.WriteFile(txt, []byte(p.Lines()), 0o644)
	data, _ := design.Marshal(design.Document{Pattern: p.String()})
	doc := filepath.Join(dir, "heart.pictdoku")
	os.WriteFile(doc, data, 0o644)
	pic := filepath.Join(dir, "shape.png")
	writeTestPicture(t, pic)
	return []string{txt, doc, pic}
}

// TestBookFromDesigns makes a Japanese print-on-demand book from three
// designs of the three kinds, with a folder of images, then checks it as a
// printer would.
func TestBookFromDesigns(t *testing.T) {
	dir := t.TempDir()
	book, images := filepath.Join(dir, "book.pdf"), filepath.Join(dir, "images")
	args := append([]string{"book", "--designs"}, writeDesignFiles(t, dir)...)
	args = append(args, "--per-design", "2", "--levels", "easy,medium", "--timeout", "0", "--attempts", "400", "--out", book, "--trim", "6x9", "--pod",
		"--front-matter", "--sections", "--answers", "--lang", "ja", "--title", "数独", "--images", images)
	out, errs, code := runCLI(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "book.pdf: 6 puzzles") || !strings.Contains(out, "wrote 6 SVG images") {
		t.Errorf("output %q", out)
	}
	if !strings.Contains(errs, "6/6 puzzles") {
		t.Errorf("no final progress line: %s", errs)
	}
	files, _ := filepath.Glob(filepath.Join(images, "puzzle-*.svg"))
	if len(files) != 6 || filepath.Base(files[0]) != "puzzle-001.svg" {
		t.Errorf("images %v", files)
	}
	out, errs, code = runCLI(t, "", "book", "--check-pod", book, "--trim", "6x9")
	if code != 0 || !strings.Contains(out, "ready for print on demand") || !strings.Contains(out, "441 x 666 pt") {
		t.Errorf("check-pod: exit %d, %s %s", code, out, errs)
	}
	// Writing the images again would replace them: refused before any
	// puzzle is made, so no book is written either.
	_, errs, code = runCLI(t, "", append(args[:len(args)-2], "--images", images, "--out", filepath.Join(dir, "again.pdf"))...)
	if code != 2 || !strings.Contains(errs, "already holds 6 files (puzzle-001.svg first): name a new or empty folder") || strings.Contains(errs, "puzzles") {
		t.Errorf("images into a full folder: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "again.pdf")); err == nil {
		t.Error("a book was written before the folder was refused")
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, _ := exec.Command("pdftotext", book, "-").Output()
		for _, want := range []string{"数独", "遊び方", "目次", "初級", "中級", "解答", "第6問"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("the book lacks %q", want)
			}
		}
	}
}

func TestCheckPODFindsProblems(t *testing.T) {
	dir := t.TempDir()
	in, book := filepath.Join(dir, "p.txt"), filepath.Join(dir, "a4.pdf")
	os.WriteFile(in, []byte(easy+"\n"), 0o644)
	if _, errs, code := runCLI(t, "", "book", "--in", in, "--out", book); code != 0 {
		t.Fatal(errs)
	}
	out, _, code := runCLI(t, "", "book", "--check-pod", book)
	if code != 1 || !strings.Contains(out, "problem: 1 pages: KDP binds 24 to 780 at this trim") || !strings.Contains(out, "not checked: where the words and lines lie") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	_, errs, code := runCLI(t, "", "book", "--check-pod", in)
	if code != 2 || !strings.Contains(errs, "not a PDF") {
		t.Errorf("a text file: exit %d, %s", code, errs)
	}
}

func TestBookOptionMistakes(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "p.txt"), filepath.Join(dir, "b.pdf")
	os.WriteFile(in, []byte(easy+"\n"), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--designs", "--out", out}, "--designs wants design files"},
		{[]string{"--in", in, "--out", out, "heart.txt"}, "design files need --designs"},
		{[]string{"--designs", in, "--out", out, "--levels", "easy,tough"}, "--levels"},
		{[]string{"--in", in, "--out", out, "--lang", "fr"}, `unknown book language "fr"`},
		{[]string{"--in", in, "--out", out, "--large-print", "--per-page", "4"}, "large print has 1 or 2"},
		{[]string{"--in", in, "--out", out, "--answers-per-page", "8"}, "A4 pages take 6, 9 or 12"},
		{[]string{"--in", in, "--out", out, "--images", dir, "--image-format", "gif"}, "want svg or png"},
		{[]string{"--designs", in, "--out", out, "--per-design", "0"}, "at least 1 puzzle per design"},
		// A typo in the count is refused at once, by arithmetic: no memory
		// is taken for the book, and no product wraps around.
		{[]string{"--designs", in, "--out", out, "--per-design", "100000000"}, "more than a book can hold (4968 at most)"},
		{[]string{"--designs", in, in, "--out", out, "--per-design", "9223372036854775807"}, "more than a book can hold"},
		{[]string{"--designs", in, in, "--out", out, "--per-design", "2485"}, "more than a book can hold"},
	} {
		_, errs, code := runCLI(t, "", append([]string{"book"}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %s (want %q)", c.args, code, errs, c.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a book was written")
	}
}

// TestBookLanguageFollowsTheSystem: without --lang, a Japanese locale
// prints the words in Japanese; LANGUAGE outranks LANG, as for gettext.
func TestBookLanguageFollowsTheSystem(t *testing.T) {
	for _, c := range []struct{ language, lang, want string }{
		{"", "ja_JP.UTF-8", "ja"}, {"", "en_US.UTF-8", "en"}, {"en", "ja_JP.UTF-8", "en"}, {"ja:en", "C", "ja"}, {"", "", "en"},
	} {
		t.Setenv("LANGUAGE", c.language)
		t.Setenv("LC_ALL", "")
		t.Setenv("LC_MESSAGES", "")
		t.Setenv("LANG", c.lang)
		if got := systemLang(); got != c.want {
			t.Errorf("LANGUAGE=%q LANG=%q: %s, want %s", c.language, c.lang, got, c.want)
		}
	}
}

// TestNamedPipesAndDevicesRefused: a FIFO or /dev/zero named as a design,
// a pattern, a picture, an imprint or a PDF to check is refused at once
// (they blocked or read without end).
func TestNamedPipesAndDevicesRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	out := filepath.Join(dir, "b.pdf")
	for _, name := range []string{fifo, "/dev/zero"} {
		for _, args := range [][]string{
			{"book", "--designs", name, "--out", out},
			{"book", "--in", easy, "--out", out, "--imprint-file", name},
			{"book", "--check-pod", name},
			{"generate", "--pattern", name},
			{"generate", "--image", name},
			{"pattern", "--image", name},
		} {
			_, errOut, code := runCLI(t, "", args...)
			if code == 0 || !strings.Contains(errOut, "not a regular file") {
				t.Errorf("%v: exit %d, %q", args, code, errOut)
			}
		}
	}
}

// TestBookRefusesRepeats: a list that repeats puzzles, as they are or
// turned and relabelled, is refused before any file is written, naming
// each repeat; --allow-duplicates prints every puzzle.
func TestBookRefusesRepeats(t *testing.T) {
	dir := t.TempDir()
	other := "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
	// other turned a quarter clockwise, its 1s and 2s swapped.
	var turned [81]byte
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			turned[j*9+8-i] = map[byte]byte{'1': '2', '2': '1'}[other[i*9+j]]
			if turned[j*9+8-i] == 0 {
				turned[j*9+8-i] = other[i*9+j]
			}
		}
	}
	in, book := filepath.Join(dir, "p.txt"), filepath.Join(dir, "b.pdf")
	os.WriteFile(in, []byte(easy+"\n"+other+"\n"+easy+"\n\n"+string(turned[:])+"\n"+easy+"\n"), 0o644)
	out, errs, code := runCLI(t, "", "book", "--in", in, "--out", book)
	if code != 2 {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	for _, want := range []string{
		"book: puzzle 3 repeats puzzle 1; lines 3 and 1\n",
		"book: puzzle 4 repeats puzzle 2 (relabelled, rotated or mirrored); lines 5 and 2\n",
		"book: puzzle 5 repeats puzzle 1; lines 6 and 1\n",
		"the list repeats 3 puzzles, so no book was written",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	if _, err := os.Stat(book); !os.IsNotExist(err) {
		t.Errorf("a refused book left a file: %v", err)
	}
	out, errs, code = runCLI(t, "", "book", "--in", in, "--out", book, "--allow-duplicates")
	if code != 0 || !strings.Contains(out, "5 puzzles") || !strings.Contains(errs, "puzzle 5 repeats puzzle 1") {
		t.Fatalf("--allow-duplicates: exit %d: %s %s", code, out, errs)
	}
}

// TestCostlyPictureRefused: a picture whose decoding would take more than
// the memory bound (a 5000x5000 16-bit TIFF took 777 MB) is refused from
// its header by every command that reads pictures, naming the cost.
func TestCostlyPictureRefused(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "scan.tiff")
	os.WriteFile(name, corpus.DeepTIFFHeader(5000, 5000), 0o644)
	for _, args := range [][]string{
		{"generate", "--image", name, "--timeout", "1s"},
		{"pattern", "--image", name},
		{"bench", "pictures", "--clues", "28", "--timeout", "1s", dir},
	} {
		_, errOut, code := runCLI(t, "", args...)
		if code == 0 || !strings.Contains(errOut, "decoding this 16-bit TIFF takes 400 MB of memory; the limit is 200 MB") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
	if testing.Short() {
		return
	}
	// The real binary, as a batch user runs it.
	var errs bytes.Buffer
	cmd := exec.Command(buildCLI(t), "generate", "--image", name, "--timeout", "1s")
	cmd.Stderr = &errs
	err := cmd.Run()
	if code := cmd.ProcessState.ExitCode(); err == nil || code != 2 || !strings.Contains(errs.String(), "takes 400 MB of memory") {
		t.Errorf("real binary: exit %d, %q", code, errs.String())
	}
}

// TestThemedBookFromDesigns: book --designs --needs makes a practice book,
// a section per technique with its worked example, and refuses what
// cannot make one.
func TestThemedBookFromDesigns(t *testing.T) {
	dir := t.TempDir()
	design := filepath.Join(dir, "heart.txt")
	os.WriteFile(design, []byte(pattern.Samples()[0].Pattern.String()), 0o644)
	out := filepath.Join(dir, "practice.pdf")
	_, errs, code := runCLI(t, "", "book", "--designs", "--needs", "xy-wing,pointing", "--per-design", "2", "--timeout", "0", "--attempts", "400", "--front-matter",
		"--title", "Practice", "--out", out, design)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, _ := exec.Command("pdftotext", out, "-").Output()
		for _, want := range []string{"Pointing (1 puzzle)", "XY-Wing (1 puzzle)", "An example", "Pointing:", "XY-Wing:"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("the book lacks %q", want)
			}
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--needs", "x-wing", "--levels", "hard"}, "give --needs or --levels, not both"},
		{[]string{"--needs", "trial"}, "the trial is no technique to practise"},
		{[]string{"--needs", "x-wong"}, `--needs "x-wong": no such technique`},
	} {
		args := append([]string{"book", "--designs", "--out", out}, append(c.args, design)...)
		if _, errs, code := runCLI(t, "", args...); code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q", c.args, code, errs)
		}
	}
	if _, errs, code := runCLI(t, "", "book", "--in", design, "--needs", "x-wing", "--out", out); code != 2 || !strings.Contains(errs, "wants --designs") {
		t.Errorf("--needs with --in: exit %d, %q", code, errs)
	}
}

// TestPaperPageCap: book --pod refuses, before any work, a list longer
// than the trim binds on the chosen paper.
func TestPaperPageCap(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "many.txt")
	os.WriteFile(in, []byte(strings.Repeat(easy+"\n", 1)), 0o644)
	out := filepath.Join(dir, "b.pdf")
	_, errs, code := runCLI(t, "", "book", "--designs", "--per-design", "560", "--per-page", "1", "--pod", "--trim", "8.5x11", "--paper", "cream", "--out", out, in)
	if code != 2 || !strings.Contains(errs, "at most 550 pages at 8.5x11 on cream paper") {
		t.Errorf("exit %d: %s", code, errs)
	}
	if _, errs, code := runCLI(t, "", "book", "--in", in, "--pod", "--paper", "glossy", "--out", out); code != 2 || !strings.Contains(errs, "want white, cream or colour") {
		t.Errorf("--paper glossy: exit %d: %s", code, errs)
	}
}
