package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/fewest"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// TestLongLineGoesOn: a line longer than the reader's buffer is one error
// with its line number, and the lines after it are still read.
func TestLongLineGoesOn(t *testing.T) {
	in := easy + "\n" + strings.Repeat("x", 200<<10) + "\n" + easy + "\n"
	out, _, code := runCLI(t, in, "solve")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 3 || lines[0] != easySolution || lines[1] != "ERROR: line 2 is longer than 64 KiB" || lines[2] != easySolution {
		t.Fatalf("exit %d, output:\n%.300s", code, out)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	os.WriteFile(file, []byte(in), 0o644)
	_, errs, code := runCLI(t, "", "bench", "solve", "--time", "1ms", file)
	if code != 0 || !strings.Contains(errs, "line 2 skipped: line 2 is longer than 64 KiB") {
		t.Fatalf("bench solve: exit %d, %s", code, errs)
	}
}

func TestByteOrderMark(t *testing.T) {
	out, _, _ := runCLI(t, "\uFEFF"+easy+"\n", "solve")
	if strings.TrimSpace(out) != easySolution {
		t.Fatalf("a BOM spoiled the first line: %q", out)
	}
}

// TestOptionsAnywhere: options after an argument are read, and a stray
// argument of a command that takes none is refused, not dropped.
func TestOptionsAnywhere(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.txt")
	os.WriteFile(in, []byte(easy+"\n"), 0o644)
	out, _, code := runCLI(t, "", "rate", in, "--steps")
	if code != 0 || !strings.Contains(out, "  1. ") {
		t.Fatalf("rate FILE --steps: exit %d, %q", code, out)
	}
	book := filepath.Join(dir, "b.pdf")
	_, errs, code := runCLI(t, "", "book", "--in", in, "--out", book, "junk", "--answers")
	if code != 2 || !strings.Contains(errs, `unexpected argument "junk"`) {
		t.Fatalf("book with a stray word: exit %d, %s", code, errs)
	}
	if _, err := os.Stat(book); err == nil {
		t.Error("the book was written anyway")
	}
	_, errs, code = runCLI(t, "", "solve", in, in)
	if code != 2 || !strings.Contains(errs, "unexpected argument") {
		t.Fatalf("two files: exit %d, %s", code, errs)
	}
}

// TestOutputIsNotInput: the book and the preview refuse to overwrite
// their input, also through a symbolic link.
func TestOutputIsNotInput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "same.txt")
	os.WriteFile(in, []byte(easy+"\n"), 0o644)
	link := filepath.Join(dir, "link.txt")
	os.Symlink(in, link)
	for _, out := range []string{in, link} {
		_, errs, code := runCLI(t, "", "book", "--in", in, "--out", out)
		if code != 2 || !strings.Contains(errs, "is the input file") {
			t.Errorf("book --out %s: exit %d, %s", out, code, errs)
		}
	}
	if got, _ := os.ReadFile(in); string(got) != easy+"\n" {
		t.Fatalf("input changed: %q", got)
	}
	pic := filepath.Join(dir, "p.png")
	writeTestPicture(t, pic)
	before, _ := os.ReadFile(pic)
	_, errs, code := runCLI(t, "", "pattern", "--image", pic, "--preview", pic)
	if code != 2 || !strings.Contains(errs, "is the picture itself") {
		t.Errorf("pattern --preview same: exit %d, %s", code, errs)
	}
	if after, _ := os.ReadFile(pic); !bytes.Equal(before, after) {
		t.Error("the picture was overwritten")
	}
}

// TestBookChecksFirst: bad options and outputs fail before any puzzle is
// read (the input does not even exist here), with usage exit codes.
func TestBookChecksFirst(t *testing.T) {
	dir := t.TempDir()
	ro := filepath.Join(dir, "final.pdf")
	os.WriteFile(ro, []byte("old book"), 0o444)
	os.Chmod(ro, 0o444)
	missing := filepath.Join(dir, "none.txt")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--per-page", "3"}, "3 puzzles per page"},
		{[]string{"--per-page", "0"}, "--per-page 0"},
		{[]string{"--page", "B9"}, `unknown page size "B9"`},
		{[]string{"--title", "Book 😀"}, "U+1F600"},
		{[]string{"--out", ro}, "final.pdf is read-only"},
		{[]string{"--out", filepath.Join(dir, "no", "b.pdf")}, "cannot write"},
	} {
		args := append([]string{"book", "--in", missing, "--out", filepath.Join(dir, "b.pdf")}, tc.args...)
		_, errs, code := runCLI(t, "", args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, %q (want %q)", tc.args, code, errs, tc.want)
		}
	}
	if got, _ := os.ReadFile(ro); string(got) != "old book" {
		t.Error("read-only book replaced")
	}
	// Too many puzzles for one printed book: refused before rating.
	many := filepath.Join(dir, "many.txt")
	os.WriteFile(many, []byte(relabelledCopies(900)), 0o644)
	_, errs, code := runCLI(t, "", "book", "--in", many, "--out", filepath.Join(dir, "b.pdf"), "--allow-duplicates")
	if code != 2 || !strings.Contains(errs, "the list holds more than 828 puzzles (reading stopped at line 829): 829 puzzles make a book of 829 pages; a printed book has at most 828") {
		t.Errorf("900 pages: exit %d, %s", code, errs)
	}
}

func TestBookToStandardOutput(t *testing.T) {
	out, errs, code := runCLI(t, easy+"\n", "book", "--in", "-", "--out", "-")
	if code != 0 || !strings.HasPrefix(out, "%PDF-") || !strings.Contains(errs, "1 puzzle") {
		t.Fatalf("exit %d, %d bytes, %s", code, len(out), errs)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Fatal("a file named - was written")
	}
}

func TestUsageExitCodes(t *testing.T) {
	for _, args := range [][]string{
		{"generate", "--clues", "28", "--strategy", "bogus"},
		{"bench", "patterns", "--patterns", "-3"},
		{"fewest", "--clues", "20", "stray"},
	} {
		if _, errs, code := runCLI(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d (%s), want 2", args, code, errs)
		}
	}
	// A search with no round finished (how fast one finishes depends on
	// the machine, so the result is made here) prints no empty grid.
	var out, errs bytes.Buffer
	code := reportFewest(fewest.Result{Elapsed: time.Millisecond}, 20, &env{stdout: &out, stderr: &errs})
	if code != 1 || out.Len() != 0 || !strings.Contains(errs.String(), "no puzzle finished") {
		t.Errorf("fewest with no round: exit %d, %q, %s", code, out.String(), errs.String())
	}
}

// buildCLI builds the real binary once for the tests that run it.
func buildCLI(t *testing.T) string {
	t.Helper()
	cliOnce.Do(func() {
		dir, err := os.MkdirTemp("", "pictdoku-cli-test")
		if err != nil {
			cliErr = err
			return
		}
		cliPath = filepath.Join(dir, "pictdoku-cli")
		if out, err := exec.Command("go", "build", "-o", cliPath, ".").CombinedOutput(); err != nil {
			cliErr = fmt.Errorf("build: %v\n%s", err, out)
		}
	})
	if cliErr != nil {
		t.Fatal(cliErr)
	}
	return cliPath
}

var (
	cliOnce sync.Once
	cliPath string
	cliErr  error
)

// TestSignals runs the real binary: SIGTERM during a generate run keeps
// every puzzle found so far on standard output, and SIGTERM while a book
// is written leaves neither a temporary file nor a changed old book.
func TestSignals(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := buildCLI(t)

	gen := exec.Command(bin, "generate", "--clues", "30", "--count", "1000000", "--timeout", "0")
	var out, errs syncBuffer
	gen.Stdout, gen.Stderr = &out, &errs
	done := start(t, gen)
	waitFor(t, done, "three puzzles", func() bool { return strings.Count(out.String(), "\n") >= 3 })
	gen.Process.Signal(syscall.SIGTERM)
	<-done
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 3 || !strings.Contains(errs.String(), "(interrupted)") {
		t.Fatalf("generate after SIGTERM: %d lines, stderr %s", len(lines), errs.String())
	}
	for _, l := range lines {
		if len(strings.Fields(l)) < 3 || len(strings.Fields(l)[0]) != 81 {
			t.Fatalf("a half-printed puzzle line: %q", l)
		}
	}

	// An interrupted benchmark says so and exits 1, with no rows of zeros
	// for the counts it never reached.
	bench := exec.Command(bin, "bench", "patterns", "--clues", "26-32", "--patterns", "50", "--timeout", "10s")
	var pout, perrs syncBuffer
	bench.Stdout, bench.Stderr = &pout, &perrs
	done = start(t, bench)
	waitFor(t, done, "the table's heading", func() bool { return strings.Contains(pout.String(), "median_ms") })
	time.Sleep(300 * time.Millisecond)
	bench.Process.Signal(os.Interrupt)
	berr := <-done
	var exit *exec.ExitError
	if !errors.As(berr, &exit) || exit.ExitCode() != 1 || !strings.Contains(perrs.String(), "interrupted") {
		t.Fatalf("bench after Ctrl+C: %v, stderr %q", berr, perrs.String())
	}
	if rows := strings.Split(strings.TrimSpace(pout.String()), "\n")[2:]; len(rows) > 1 {
		t.Errorf("rows for counts never reached: %q", rows)
	}

	// Ctrl+C in a batch from designs keeps the puzzles made: the book is
	// written with them.
	interruptBatch(t, bin, dir, os.Interrupt)

	in := filepath.Join(dir, "many.txt")
	os.WriteFile(in, []byte(relabelledCopies(600)), 0o644)
	book := filepath.Join(dir, "book.pdf")
	// SIGTERM removes the temporary file; SIGKILL cannot be caught, and
	// still the old book stays whole (the rename never happened).
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGKILL} {
		t.Run(sig.String(), func(t *testing.T) {
			for attempt := 0; attempt < 5; attempt++ {
				os.WriteFile(book, []byte("the old book"), 0o644)
				if stopMidWrite(t, exec.Command(bin, "book", "--in", in, "--out", book, "--answers", "--allow-duplicates"), filepath.Join(dir, ".book.pdf.tmp-*"), sig) {
					if got, _ := os.ReadFile(book); string(got) != "the old book" {
						t.Fatalf("the old book became %.20q", got)
					}
					left, _ := filepath.Glob(filepath.Join(dir, ".book.pdf.tmp-*"))
					if sig == syscall.SIGTERM && len(left) > 0 {
						t.Fatalf("temporary files left after SIGTERM: %v", left)
					}
					for _, f := range left {
						os.Remove(f)
					}
					return
				}
			}
			t.Skip("the book was always written before the signal could catch it")
		})
	}
}

// interruptBatch starts a book from a design of 3000 puzzles, sends sig
// once the first are made, and checks that the book is written with the
// puzzles made, and no temporary file left.
func interruptBatch(t *testing.T, bin, dir string, sig os.Signal) {
	t.Helper()
	designs := writeDesignFiles(t, dir)[:1]
	batchBook := filepath.Join(dir, "batch.pdf")
	bb := exec.Command(bin, "book", "--designs", designs[0], "--per-design", "3000", "--per-page", "6", "--levels", "easy", "--timeout", "0", "--out", batchBook)
	var bout, berrs syncBuffer
	bb.Stdout, bb.Stderr = &bout, &berrs
	done := start(t, bb)
	waitFor(t, done, "a puzzle made", func() bool { return regexp.MustCompile(`book: [1-9]\d*/3000 puzzles`).MatchString(berrs.String()) })
	bb.Process.Signal(sig)
	<-done
	if !strings.Contains(berrs.String(), "interrupted: the book keeps the") || !strings.Contains(bout.String(), "batch.pdf: ") {
		t.Fatalf("batch after %v: stdout %s, stderr %s", sig, bout.String(), berrs.String())
	}
	if data, err := os.ReadFile(batchBook); err != nil || !bytes.HasPrefix(data, []byte("%PDF")) {
		t.Fatalf("no book after %v: %v", sig, err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*")); len(left) > 0 {
		t.Fatalf("temporary files left after %v: %v", sig, left)
	}
}

// start starts cmd and returns the channel its end (cmd.Wait's error)
// comes on.
func start(t *testing.T, cmd *exec.Cmd) <-chan error {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	return done
}

// waitFor polls until cond holds. It has no time limit, which would fail a
// slow or busy machine (go test's -timeout stops a hang); a command that
// ends before cond holds fails the test.
func waitFor(t *testing.T, done <-chan error, what string, cond func() bool) {
	t.Helper()
	for !cond() {
		select {
		case err := <-done:
			t.Fatalf("the command ended (%v) before %s", err, what)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// stopMidWrite starts cmd, sends sig as soon as a file matching tmpGlob
// appears, and waits for the end; it reports whether the signal was sent
// while the write was under way.
func stopMidWrite(t *testing.T, cmd *exec.Cmd, tmpGlob string, sig syscall.Signal) bool {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	for {
		select {
		case <-exited:
			return false
		default:
		}
		if matches, _ := filepath.Glob(tmpGlob); len(matches) > 0 {
			cmd.Process.Signal(sig)
			if err := <-exited; err == nil {
				t.Fatalf("the command ended well after %v", sig)
			}
			return true
		}
		time.Sleep(time.Millisecond)
	}
}

// writeTestPicture writes one corpus picture (a drawn shape) to path.
func writeTestPicture(t *testing.T, path string) {
	t.Helper()
	p := corpus.Build(corpus.Silhouettes()[:1], 1)[0]
	if err := os.WriteFile(path, p.Data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// FuzzPuzzleList: the puzzle-list reader takes any bytes without a panic,
// numbers lines in order, and passes on only puzzles that parse.
func FuzzPuzzleList(f *testing.F) {
	f.Add([]byte(easy + "\n\n# comment\n12x\r\n" + easy))
	f.Add([]byte("\uFEFF" + strings.Repeat(".", 81)))
	f.Add([]byte(strings.Repeat("9", 70000) + "\n" + easy))
	f.Add([]byte(easy + "\r" + easy + "\r\r# x\r" + easy))
	f.Fuzz(func(t *testing.T, data []byte) {
		last := 0
		e := &env{stdin: bytes.NewReader(data), stdout: io.Discard, stderr: io.Discard}
		code := eachPuzzle(nil, e, func(n int, g sudoku.Grid, err error) {
			if n <= last {
				t.Fatalf("line %d after line %d", n, last)
			}
			last = n
			if err == nil {
				if _, perr := sudoku.Parse(g.String()); perr != nil {
					t.Fatalf("a parsed grid does not parse again: %v", perr)
				}
			}
		})
		if code != 0 {
			t.Fatalf("exit %d on an in-memory input", code)
		}
	})
}

// TestOldMacLineEnds: puzzles separated by a lone CR (old Mac files) are
// read one a line, and numbered so.
func TestOldMacLineEnds(t *testing.T) {
	out, errOut, code := runCLI(t, easy+"\r"+easy+"\r\rnot a puzzle\r"+easy+"\r\n"+easy, "solve")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 5 || !strings.HasPrefix(lines[2], "ERROR: ") {
		t.Fatalf("got %q", out)
	}
	var numbers []int
	eachLine(strings.NewReader("a\rb\r\nc\n\rd"), func(n int, line string, err error) bool {
		if line != "" {
			numbers = append(numbers, n)
		}
		return true
	})
	if fmt.Sprint(numbers) != "[1 2 3 5]" {
		t.Errorf("line numbers %v, want [1 2 3 5]", numbers)
	}
}

// syncBuffer is a bytes.Buffer a test may read while a process writes it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestMain removes the binary buildCLI built.
func TestMain(m *testing.M) {
	code := m.Run()
	if cliPath != "" {
		os.RemoveAll(filepath.Dir(cliPath))
	}
	os.Exit(code)
}
