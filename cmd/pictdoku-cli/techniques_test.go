package main

import (
	"os"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestTechniquesList: one line per technique, simplest first, with its
// key, English name, Japanese name and weight.
func TestTechniquesList(t *testing.T) {
	out, errOut, code := runCLI(t, "", "techniques")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(logic.Techniques()) {
		t.Fatalf("%d lines for %d techniques", len(lines), len(logic.Techniques()))
	}
	if lines[0] != "hidden-single-box\tHidden Single (box)\tヒドゥンシングル（ブロック）\t1.2" {
		t.Errorf("first line %q", lines[0])
	}
	found := false
	for _, l := range lines {
		if l == "x-wing\tX-Wing\tXウィング\t3.2" {
			found = true
		}
	}
	if !found {
		t.Error("no X-Wing line")
	}
}

// TestGenerateNeeds: --needs gives puzzles whose hardest technique (the
// fourth column, as rate prints it) is the one asked for; a name works
// as well as a key; impossible combinations are refused at once.
func TestGenerateNeeds(t *testing.T) {
	for _, needs := range []string{"xy-wing", "Unique Rectangle Type 1"} {
		out, errOut, code := runCLI(t, "", "generate", "--clues", "26", "--needs", needs, "--count", "2", "--timeout", "0", "--attempts", "400")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", needs, code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		puzzles := 0
		for _, l := range lines {
			f := strings.Split(l, "\t")
			if len(f) != 4 {
				continue // the pattern lines
			}
			puzzles++
			g, err := sudoku.Parse(f[0])
			if err != nil {
				t.Fatal(err)
			}
			tq, _ := techniqueNamed(needs)
			if _, n := exact.Solve(&g); n != 1 || f[3] != tq.String() {
				t.Errorf("%s: %d solutions, hardest %q", needs, n, f[3])
			}
		}
		if puzzles != 2 {
			t.Errorf("%s: %d puzzles in %q", needs, puzzles, out)
		}
	}
	for _, bad := range [][]string{
		{"--needs", "x-wong"},
		{"--needs", "x-wing", "--level", "hard"},
		{"--needs", "x-chain", "--ceiling", "medium"},
		{"--needs", "trial"},
	} {
		_, errOut, code := runCLI(t, "", append([]string{"generate", "--clues", "26"}, bad...)...)
		if code != 2 || !strings.Contains(errOut, "--needs") {
			t.Errorf("%v: exit %d, %q", bad, code, errOut)
		}
	}
}

// TestGenerateNeedsKeepsThePattern: practice puzzles on a drawn pattern
// with --keep-picture lie on every cell of the pattern (the X lines are
// the file's own) and on the helper clues printed as +, and need the
// technique; without it, a failure points to it; --keep-picture and
// --repair together are refused.
func TestGenerateNeedsKeepsThePattern(t *testing.T) {
	const heart = "../../assets/samples/1-heart.txt"
	data, err := os.ReadFile(heart)
	if err != nil {
		t.Fatal(err)
	}
	want, err := pattern.Parse(string(data)) // the file has a comment line too
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, code := runCLI(t, "", "generate", "--pattern", heart, "--needs", "x-wing", "--keep-picture", "--timeout", "0", "--attempts", "400")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines, f, _ := checkKept(t, out, strings.TrimSpace(want.Lines()), "kept the pattern")
	if len(lines) != 11 || len(f) != 4 || f[3] != "X-Wing" {
		t.Fatalf("want the puzzle (hardest X-Wing), 9 pattern lines, change; got %q", out)
	}
	// Seed 1 finds no X-Wing puzzle on the heart alone in 40 s (nor in
	// 20 attempts): the failure points to --keep-picture.
	if _, errOut, code := runCLI(t, "", "generate", "--pattern", heart, "--needs", "x-wing", "--timeout", "0", "--attempts", "20"); code != 1 || !strings.Contains(errOut, "--keep-picture keeps the pattern") {
		t.Errorf("without --keep-picture: exit %d, %q", code, errOut)
	}
	if _, errOut, code := runCLI(t, "", "generate", "--pattern", heart, "--keep-picture", "--repair"); code != 2 || !strings.Contains(errOut, "--keep-picture") {
		t.Errorf("--keep-picture --repair: exit %d, %q", code, errOut)
	}
}

// TestRateAFullGrid: a grid with every cell given needs no step: its
// hardest technique is "none", not Hidden Single.
func TestRateAFullGrid(t *testing.T) {
	const full = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	out, _, code := runCLI(t, "", "rate", full)
	if code != 0 || strings.TrimSpace(out) != full+"\tEasy\t0.00\tnone" {
		t.Errorf("exit %d, %q", code, out)
	}
}

// TestBenchTechniques: bench techniques measures the techniques asked
// for, one row each, and names an unknown one.
func TestBenchTechniques(t *testing.T) {
	out, errs, code := runCLI(t, "", "bench", "techniques", "--techniques", "naked-pair", "--patterns", "1", "--timeout", "0", "--attempts", "400")
	if code != 0 || !strings.Contains(out, "technique\tfound\tasked\tmedian_ms\tmax_ms\tnote") || !strings.Contains(out, "\nnaked-pair\t1\t1\t") {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	if _, errs, code := runCLI(t, "", "bench", "techniques", "--techniques", "x-wong"); code != 2 || !strings.Contains(errs, "no such technique") {
		t.Errorf("unknown technique: exit %d: %s", code, errs)
	}
	// With repeats, each pattern is searched that many times, each search
	// counted.
	out, errs, code = runCLI(t, "", "bench", "techniques", "--techniques", "naked-pair", "--patterns", "1", "--repeats", "2", "--timeout", "0", "--attempts", "400")
	if code != 0 || !strings.Contains(out, "repeats=2") || !strings.Contains(out, "\nnaked-pair\t2\t2\t") {
		t.Fatalf("repeats: exit %d: %s %s", code, out, errs)
	}
	// On any pattern, each search draws its own patterns.
	out, errs, code = runCLI(t, "", "bench", "techniques", "--techniques", "naked-pair", "--patterns", "2", "--clues", "26", "--any-pattern", "--timeout", "0", "--attempts", "400")
	if code != 0 || !strings.Contains(out, "any-pattern=true") || !strings.Contains(out, "\nnaked-pair\t2\t2\t") {
		t.Fatalf("any pattern: exit %d: %s %s", code, out, errs)
	}
	if _, errs, code := runCLI(t, "", "bench", "techniques", "--repeats", "0"); code != 2 || !strings.Contains(errs, "--repeats 0") {
		t.Errorf("no repeats: exit %d: %s", code, errs)
	}
}
