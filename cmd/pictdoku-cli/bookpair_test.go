package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/pictdoku/pictdoku/export/atomic"
)

// TestOutputsNeverNameInputs: --out and --cover naming the --font file,
// the --imprint-file or the list, as they are, through a symbolic link or
// through a hard link, are refused before any work, and the input is
// left as it was (the font and the imprint used to be overwritten, exit
// 0); --images naming a file is refused too.
func TestOutputsNeverNameInputs(t *testing.T) {
	dir := t.TempDir()
	list, imprint := filepath.Join(dir, "p.txt"), filepath.Join(dir, "imprint.txt")
	os.WriteFile(list, []byte(easy+"\n"), 0o644)
	os.WriteFile(imprint, []byte("© 2026 Me\n"), 0o644)
	fontData, err := os.ReadFile("../../assets/fonts/Go-Regular.ttf")
	if err != nil {
		t.Fatal(err)
	}
	font := filepath.Join(dir, "font.ttf")
	os.WriteFile(font, fontData, 0o644)
	hard, soft := filepath.Join(dir, "hard.ttf"), filepath.Join(dir, "soft.txt")
	if err := os.Link(font, hard); err != nil {
		t.Fatal(err)
	}
	os.Symlink(imprint, soft)
	base := []string{"book", "--in", list, "--pod", "--trim", "6x9", "--title", "Sudoku", "--font", font, "--imprint-file", imprint}
	for _, target := range []string{font, imprint, list, hard, soft} {
		for _, flag := range []string{"--out", "--cover"} {
			args := append(append([]string{}, base...), "--out", filepath.Join(dir, "b.pdf"))
			if flag == "--cover" {
				args = append(args, "--cover", target)
			} else {
				args = append(base, "--out", target, "--cover", filepath.Join(dir, "c.pdf"))
			}
			_, errs, code := runCLI(t, "", args...)
			if code != 2 || !strings.Contains(errs, "writing there would destroy it") {
				t.Errorf("%s %s: exit %d, %s", flag, filepath.Base(target), code, errs)
			}
		}
	}
	if got, _ := os.ReadFile(font); !bytes.Equal(got, fontData) {
		t.Error("the font was overwritten")
	}
	if got, _ := os.ReadFile(imprint); string(got) != "© 2026 Me\n" {
		t.Error("the imprint was overwritten")
	}
	_, errs, code := runCLI(t, "", append(base, "--out", filepath.Join(dir, "b.pdf"), "--images", font)...)
	if code != 2 || !strings.Contains(errs, "is a file, not a folder") {
		t.Errorf("--images at the font: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "b.pdf")); err == nil {
		t.Error("a book was written")
	}
}

// TestEverythingCheckedBeforeWork: every option a book is refused for is
// refused before the first puzzle is made (no progress line, no file):
// the cover's back text with characters the fonts lack or too long for
// the back, an imprint taller than its page (saying how many lines fit),
// --images at a folder holding files, --paper without --pod; and --paper
// color is colour, --trim 5x8 a trim.
func TestEverythingCheckedBeforeWork(t *testing.T) {
	dir := t.TempDir()
	designs := writeDesignFiles(t, dir)[:1]
	book, cover := filepath.Join(dir, "b.pdf"), filepath.Join(dir, "c.pdf")
	full := filepath.Join(dir, "full")
	os.Mkdir(full, 0o755)
	os.WriteFile(filepath.Join(full, "notes.txt"), nil, 0o644)
	tall := filepath.Join(dir, "imprint.txt")
	os.WriteFile(tall, []byte(strings.Repeat("Printed in Japan\n", 61)), 0o644)
	base := []string{"book", "--designs", designs[0], "--per-design", "400", "--levels", "easy", "--out", book, "--trim", "6x9"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--pod", "--cover", cover, "--back-text", "ספר סודוקו"}, "the bundled fonts lack 6 characters: ס פ ר ו ד ק"},
		{[]string{"--pod", "--cover", cover, "--back-text", strings.Repeat("A long blurb. ", 150)}, "the back text has 2100 characters"},
		{[]string{"--pod", "--cover", cover, "--back-text", strings.Repeat("A line.\n", 60)}, "above the barcode area: shorten it"},
		{[]string{"--pod", "--title-page", "--imprint-file", tall}, "the imprint takes 61 lines and its page holds 42 at 6x9: shorten it"},
		{[]string{"--images", full}, "already holds 1 file (notes.txt first): name a new or empty folder"},
		{[]string{"--paper", "cream"}, "--paper chooses the paper of a print-on-demand book: add --pod"},
		{[]string{"--pod", "--paper", "glossy"}, "want white, cream or colour"},
	} {
		_, errs, code := runCLI(t, "", append(append([]string{}, base...), c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Contains(errs, "/400 puzzles") {
			t.Errorf("%.60q: exit %d, %s (want %q)", c.args, code, errs, c.want)
		}
		for _, f := range []string{book, cover} {
			if _, err := os.Stat(f); err == nil {
				t.Fatalf("%.60q: %s was written", c.args, filepath.Base(f))
			}
		}
	}
	list := filepath.Join(dir, "p.txt")
	os.WriteFile(list, []byte(easy+"\n"), 0o644)
	out, errs, code := runCLI(t, "", "book", "--in", list, "--out", book, "--pod", "--trim", "5x8", "--paper", "color", "--cover", cover)
	w := 2*(5+0.125) + 24*0.002347
	if code != 0 || !strings.Contains(out, fmt.Sprintf("the cover of 24 pages, %.3f x 8.250 in", w)) {
		t.Errorf("--trim 5x8 --paper color: exit %d, %s %s", code, out, errs)
	}
}

// TestRepeatsAfterThePageLimit: a list too long for a book is refused
// for its length before any repeat is listed (a 200k-line list printed
// 150k repeat lines, then advised --allow-duplicates, which would fail on
// pages anyway); a list of many repeats names the first 20 and counts
// the rest.
func TestRepeatsAfterThePageLimit(t *testing.T) {
	dir := t.TempDir()
	in, book := filepath.Join(dir, "p.txt"), filepath.Join(dir, "b.pdf")
	os.WriteFile(in, []byte(strings.Repeat(easy+"\n", 1000)), 0o644)
	_, errs, code := runCLI(t, "", "book", "--in", in, "--out", book)
	if code != 2 || !strings.Contains(errs, "a printed book has at most 828") || strings.Contains(errs, "repeats") {
		t.Errorf("1000 copies: exit %d, %.500s", code, errs)
	}
	os.WriteFile(in, []byte(relabelledCopies(61)), 0o644)
	_, errs, code = runCLI(t, "", "book", "--in", in, "--out", book)
	if n := strings.Count(errs, " repeats puzzle 1 "); code != 2 || n != 20 || !strings.Contains(errs, "book: and 40 more repeats\n") ||
		!strings.Contains(errs, "the list repeats 60 puzzles, so no book was written") {
		t.Errorf("60 repeats: exit %d, %d named, %s", code, n, errs)
	}
}

// endless is standard input that never ends: the same puzzle line for
// ever, counting the bytes read.
type endless struct{ read int }

func (r *endless) Read(p []byte) (int, error) {
	line := easy + "\n"
	for i := range p {
		p[i] = line[(r.read+i)%len(line)]
	}
	r.read += len(p)
	return len(p), nil
}

// TestEndlessStandardInput: `book --in -` stops reading once the puzzles
// can no longer fit a book (it read a 3M-line stream whole, 2.09 GB,
// before refusing it, and an endless one for ever): it reads a bounded
// number of bytes and says why.
func TestEndlessStandardInput(t *testing.T) {
	in := &endless{}
	var out, errs bytes.Buffer
	code := run([]string{"book", "--in", "-", "--out", filepath.Join(t.TempDir(), "b.pdf"), "--per-page", "6", "--allow-duplicates"}, &env{stdin: in, stdout: &out, stderr: &errs})
	if code != 2 || !strings.Contains(errs.String(), "the list holds more than 4968 puzzles (reading stopped at line 4969): 4969 puzzles need more than 828 pages") {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if limit := 4969*82 + 128<<10; in.read > limit {
		t.Errorf("read %d bytes of an endless stream, more than %d", in.read, limit)
	}
}

// TestOutputLocked: a book whose --out or --cover another run is writing
// is refused at once, before any work, saying so.
func TestOutputLocked(t *testing.T) {
	dir := t.TempDir()
	in, book, cover := filepath.Join(dir, "p.txt"), filepath.Join(dir, "b.pdf"), filepath.Join(dir, "c.pdf")
	os.WriteFile(in, []byte(easy+"\n"), 0o644)
	for _, held := range []string{book, cover} {
		l, err := atomic.LockFor(held)
		if err != nil {
			t.Fatal(err)
		}
		_, errs, code := runCLI(t, "", "book", "--in", in, "--out", book, "--pod", "--cover", cover)
		l.Unlock()
		if code != 2 || !strings.Contains(errs, held+" is being written by another pictdoku-cli") {
			t.Errorf("%s held: exit %d, %s", filepath.Base(held), code, errs)
		}
	}
	out, errs, code := runCLI(t, "", "book", "--in", in, "--out", book, "--pod", "--cover", cover)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 4 || !strings.HasPrefix(lines[0], "wrote "+book) || !strings.HasPrefix(lines[1], "wrote "+cover) ||
		!strings.HasPrefix(lines[2], cover+": no text on the spine") || lines[3] != "ready for print on demand at KDP" {
		t.Errorf("after the lock is let go: exit %d, %q %s", code, lines, errs)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
		t.Errorf("files left beside the book: %v", left)
	}
}

// TestSignalsKeepThePair runs the real binary. SIGHUP (a closed terminal)
// acts as SIGTERM: while a book and cover are written, it leaves both old
// files as they were and no temporary file, exit 129, and says so; in a
// book from designs it keeps the puzzles made; while --images writes, it
// leaves no temporary file in the folder and says how many images were
// written (the book and cover are complete by then).
func TestSignalsKeepThePair(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := buildCLI(t)
	in := filepath.Join(dir, "many.txt")
	os.WriteFile(in, []byte(relabelledCopies(600)), 0o644)
	book, cover := filepath.Join(dir, "book.pdf"), filepath.Join(dir, "cover.pdf")

	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGTERM} {
		t.Run("pair "+sig.String(), func(t *testing.T) {
			for attempt := 0; attempt < 5; attempt++ {
				os.WriteFile(book, []byte("the old book"), 0o644)
				os.WriteFile(cover, []byte("the old cover"), 0o644)
				cmd := exec.Command(bin, "book", "--in", in, "--out", book, "--answers", "--allow-duplicates", "--pod", "--cover", cover)
				var errs syncBuffer
				cmd.Stderr = &errs
				if !stopMidWrite(t, cmd, filepath.Join(dir, ".book.pdf.tmp-*"), sig) {
					continue
				}
				got, _ := os.ReadFile(book)
				gotCover, _ := os.ReadFile(cover)
				if string(got) != "the old book" || string(gotCover) != "the old cover" {
					t.Fatalf("the pair became %.20q and %.20q", got, gotCover)
				}
				if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*")); len(left) > 0 {
					t.Fatalf("temporary files left after %v: %v", sig, left)
				}
				if code := cmd.ProcessState.ExitCode(); code != 128+int(sig) || !strings.Contains(errs.String(), "stopped: no file was written: "+book+" and "+cover+" are as they were") {
					t.Fatalf("exit %d, %s", code, errs.String())
				}
				return
			}
			t.Skip("the book was always written before the signal could catch it")
		})
	}

	t.Run("designs SIGHUP", func(t *testing.T) { interruptBatch(t, bin, dir, syscall.SIGHUP) })

	t.Run("images SIGHUP", func(t *testing.T) {
		images := filepath.Join(dir, "images")
		os.Remove(book)
		os.Remove(cover)
		cmd := exec.Command(bin, "book", "--in", in, "--out", book, "--allow-duplicates", "--per-page", "6", "--pod", "--cover", cover, "--images", images, "--image-format", "png")
		var errs syncBuffer
		cmd.Stderr = &errs
		if !stopMidWrite(t, cmd, filepath.Join(images, "puzzle-*.png"), syscall.SIGHUP) {
			t.Skip("the images were written before the signal could catch them")
		}
		if left, _ := filepath.Glob(filepath.Join(images, ".*")); len(left) > 0 {
			t.Errorf("temporary files left in the folder: %v", left)
		}
		files, _ := filepath.Glob(filepath.Join(images, "puzzle-*.png"))
		m := regexp.MustCompile(`stopped: (\d+) of 600 PNG images had been written into ` + regexp.QuoteMeta(images) + ` \(puzzle-001\.png to puzzle-\d+\.png\); ` +
			regexp.QuoteMeta(book+" and "+cover) + ` had been written in full`).FindStringSubmatch(errs.String())
		if m == nil || m[1] != fmt.Sprint(len(files)) || cmd.ProcessState.ExitCode() != 129 {
			t.Errorf("exit %d, %d files, stderr %s", cmd.ProcessState.ExitCode(), len(files), errs.String())
		}
		for _, f := range []string{book, cover} {
			if data, err := os.ReadFile(f); err != nil || !bytes.HasPrefix(data, []byte("%PDF")) {
				t.Errorf("%s: %v (%d bytes)", filepath.Base(f), err, len(data))
			}
		}
	})
}
