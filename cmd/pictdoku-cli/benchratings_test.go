package main

import (
	"bytes"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
)

// The three puzzles rate 1.2 (Hidden Single), 3.4 (Hidden Pair) and 4.0
// (Skyscraper) by their hardest step.
const (
	hiddenPairPuzzle = "8.5.....2...9.1...3.........6.7..4..2...5...........6....38.....1....7...4.....9."
	skyscraper       = "....1...78....562...5..7....58.7..1...26...........7.6........14....38....3.9..5."
)

func TestBenchRatings(t *testing.T) {
	in := easy + "\t1.5\n" +
		hiddenPairPuzzle + "\t3.4/1.2/1.2\tHidden Pair\n" +
		"# a comment\n\n" +
		skyscraper + "\t4.0\n" +
		"12345678........................................................................9\t5.0\n" +
		easy + "\n" +
		easy + "\tER\n" +
		strings.Repeat(".", 81) + "\t2.0\n"
	out, errs, code := runCLI(t, in, "bench", "ratings", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(out, "\n")
	for i, want := range []string{
		easy + "\t1.50\t1.20\t1.20\tEasy\tHidden Single (box)",
		hiddenPairPuzzle + "\t3.40\t3.49\t3.40\tMedium\tHidden Pair",
		skyscraper + "\t4.00\t4.09\t4.00\tHard\tSkyscraper",
	} {
		if lines[i] != want {
			t.Errorf("line %d:\n%q, want\n%q", i+1, lines[i], want)
		}
	}
	for _, want := range []string{
		"\npuzzles\t3\n", "\nunfinished\t0 ", "\nSpearman, score\t1.000\n", "\nSpearman, hardest step\t1.000\n",
		// 1.2 against 1.5 is off by 0.3; the other two agree.
		"\nhardest step within 0.1\t2 (67%)\n", "\nhardest step within 0.2\t2 (67%)\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	for _, want := range []string{
		"line 6 skipped: no solution", "line 7 skipped: no reference rating", `line 8 skipped: the reference rating "ER" is no number`,
		"line 9 skipped: more than one solution",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("no %q in standard error:\n%s", want, errs)
		}
	}

	// The reference in the opposite order.
	out, _, _ = runCLI(t, easy+"\t9\n"+hiddenPairPuzzle+"\t5\n"+skyscraper+"\t1\n", "bench", "ratings", "-")
	if !strings.Contains(out, "\nSpearman, score\t-1.000\n") {
		t.Errorf("reversed reference:\n%s", out)
	}
	if _, errs, code := runCLI(t, "# nothing\n", "bench", "ratings", "-"); code == 0 || !strings.Contains(errs, "no rated puzzles") {
		t.Errorf("no puzzles: exit %d, %q", code, errs)
	}
}

// FuzzReferencePuzzles: the reader of puzzles with reference ratings takes
// any bytes without a panic, and passes on only puzzles with one solution
// and a finite rating.
func FuzzReferencePuzzles(f *testing.F) {
	f.Add([]byte(easy + "\t1.5\n" + hiddenPairPuzzle + "\t3.4/1.2/1.2\tHidden Pair\n# x\n\n" + easy + "\tNaN\n" + easy + "\t+Inf"))
	f.Add([]byte(easy + "\t\t\n" + easy + "\t/\n" + easy + "\t 2e308\r\n" + strings.Repeat(".", 81) + "\t1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		e := &env{stdin: bytes.NewReader(data), stdout: io.Discard, stderr: io.Discard}
		puzzles, code := readReferencePuzzles(nil, e)
		if code != 0 {
			t.Fatalf("exit %d on an in-memory input", code)
		}
		for _, p := range puzzles {
			if math.IsNaN(p.reference) || math.IsInf(p.reference, 0) {
				t.Fatalf("rating %v passed on", p.reference)
			}
			if g := p.grid; exact.Count(&g, 2) != 1 {
				t.Fatalf("%s passed on without one solution", p.grid)
			}
		}
	})
}
