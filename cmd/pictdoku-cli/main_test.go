package main

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

func runCLI(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb})
	return out.String(), errb.String(), code
}

const (
	easy         = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	easySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func TestSolveLines(t *testing.T) {
	in := easy + "\n" +
		"................................................................................." + "\n" +
		"12345678........................................................................9\n" +
		"12x\n" +
		easy + "  trailing comment\n"
	out, _, code := runCLI(t, in, "solve")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{easySolution, "MULTIPLE", "NONE", "ERROR: puzzle has 3 cells, want 81", easySolution}
	if len(lines) != len(want) {
		t.Fatalf("got %q", out)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d: got %q want %q", i+1, lines[i], want[i])
		}
	}
}

func TestCount(t *testing.T) {
	out, _, _ := runCLI(t, easy+"\n"+strings.Repeat(".", 81)+"\n", "count", "--limit", "5")
	if out != "1\n5\n" {
		t.Errorf("count: %q", out)
	}
	out, _, _ = runCLI(t, strings.Repeat(".", 81)+"\n", "count", "--estimate", "--limit", "10")
	if !strings.HasPrefix(out, "~6.6") && !strings.HasPrefix(out, "~6.7") {
		t.Errorf("estimate of the empty grid: %q", out)
	}
	// One puzzle may be the argument itself instead of a file.
	out, _, code := runCLI(t, "", "count", "--limit", "5", easy)
	if code != 0 || out != "1\n" {
		t.Errorf("count of a puzzle argument: exit %d, %q", code, out)
	}
	out, _, code = runCLI(t, "", "solve", easy)
	if code != 0 || out != easySolution+"\n" {
		t.Errorf("solve of a puzzle argument: exit %d, %q", code, out)
	}
}

func TestRateAndHint(t *testing.T) {
	out, _, code := runCLI(t, easy+"\n", "rate", "--steps")
	if code != 0 || !strings.HasPrefix(out, easy+"\tEasy\t") || !strings.Contains(out, "  1. ") {
		t.Errorf("rate: %q", out)
	}
	out, _, _ = runCLI(t, easy+"\n", "hint")
	if !strings.Contains(out, "Hidden Single") && !strings.Contains(out, "Naked Single") {
		t.Errorf("hint: %q", out)
	}
}

// TestRateKeepsOrder rates puzzles on several workers: the output must be
// each puzzle's own, in input order, whatever finishes first.
func TestRateKeepsOrder(t *testing.T) {
	hard := "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........" // top1465 #1
	in := []string{hard, easy, "12x", strings.Repeat(".", 81), hard, easy}
	var want strings.Builder
	for _, p := range in {
		out, _, _ := runCLI(t, p+"\n", "rate", "--steps")
		want.WriteString(out)
	}
	out, _, code := runCLI(t, strings.Join(in, "\n")+"\n", "rate", "--steps")
	if code != 0 || out != want.String() {
		t.Errorf("rate of %d puzzles: exit %d, output differs from rating them one by one:\n%s\nwant:\n%s", len(in), code, out, want.String())
	}
}

func TestUsageErrors(t *testing.T) {
	if _, _, code := runCLI(t, "", "frobnicate"); code != 2 {
		t.Errorf("unknown command: exit %d", code)
	}
	if _, errs, code := runCLI(t, "", "solve", "/nonexistent/file"); code != 2 || !strings.Contains(errs, "no such file") {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
	if _, _, code := runCLI(t, "", "count", "--limit", "0"); code != 2 {
		t.Errorf("bad limit: exit %d", code)
	}
	if _, errs, code := runCLI(t, "", "solve", "12x"); code != 2 || !strings.Contains(errs, "no such file") {
		t.Errorf("neither a file nor a puzzle: exit %d, %q", code, errs)
	}
	if _, errs, code := runCLI(t, "", "solve", easy[1:]); code != 2 || !strings.Contains(errs, "is no file, and as a puzzle: puzzle has 80 cells, want 81") {
		t.Errorf("a puzzle one cell short: exit %d, %q", code, errs)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"generate", "--clues", "24", "--count", "0"}, "--count 0: want at least 1 puzzle"},
		{[]string{"generate", "--clues", "24", "--timeout", "-1s"}, "--timeout -1s is negative"},
		{[]string{"bench", "patterns", "--clues", "24", "--timeout", "-1s"}, "--timeout -1s is negative"},
		{[]string{"fewest", "--clues", "20", "--timeout", "-1s"}, "--timeout -1s is negative"},
		{[]string{"generate", "--clues", "24", "--level", "hard", "--ceiling", "medium"}, "--level hard is harder than --ceiling medium"},
		{[]string{"bench", "patterns", "--clues", "24", "--level", "hard", "--ceiling", "medium"}, "--level hard is harder than --ceiling medium"},
	} {
		if _, errs, code := runCLI(t, "", c.args...); code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 and %q", c.args, code, errs, c.want)
		}
	}
}

func TestGenerate(t *testing.T) {
	heart := ".XX...XX.X..X.X..XX...X...XX.......XX.......X.X.....X...X...X.....X.X.......X...."
	out, errs, code := runCLI(t, "", "generate", "--pattern", heart, "--count", "2", "--seed", "5", "--ceiling", "hard", "--timeout", "0", "--attempts", "400")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 puzzles, got %q", out)
	}
	for _, l := range lines {
		f := strings.Split(l, "\t")
		if len(f) != 4 || len(f[0]) != 81 {
			t.Fatalf("bad line %q", l)
		}
		for c := 0; c < 81; c++ {
			if (f[0][c] != '.') != (heart[c] == 'X') {
				t.Fatalf("puzzle %s does not follow the pattern", f[0])
			}
		}
		if f[1] != "Easy" && f[1] != "Medium" && f[1] != "Hard" {
			t.Errorf("level %q above the ceiling", f[1])
		}
		solved, _, _ := runCLI(t, f[0]+"\n", "solve")
		if len(strings.TrimSpace(solved)) != 81 {
			t.Errorf("generated puzzle not unique: %q", solved)
		}
	}
	again, _, _ := runCLI(t, "", "generate", "--pattern", heart, "--count", "2", "--seed", "5", "--ceiling", "hard", "--timeout", "0", "--attempts", "400")
	if again != out {
		t.Error("same seed gave different output")
	}
	bad := strings.Repeat(".", 81)
	if _, errs, code := runCLI(t, "", "generate", "--pattern", bad); code != 1 || !strings.Contains(errs, "impossible") {
		t.Errorf("empty pattern: exit %d, %q", code, errs)
	}
}

// TestGenerateOnAnyPattern: with --clues, a run that needs many attempts
// moves on to new random patterns; each one is printed (to standard
// error) before the first puzzle on it, every puzzle lies on the pattern
// printed last, and the same seed gives the same output. With
// --keep-picture the one pattern drawn is printed first and kept.
func TestGenerateOnAnyPattern(t *testing.T) {
	args := []string{"generate", "--clues", "30", "--count", "20", "--seed", "3", "--timeout", "0", "--attempts", "2000"}
	out, errs, code := runCLI(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var printed []string // the patterns on standard error, as 81 characters
	for _, block := range strings.Split(errs, "pattern:\n")[1:] {
		p, err := pattern.Parse(strings.Join(strings.Fields(block)[:9], ""))
		if err != nil {
			t.Fatalf("pattern block %q: %v", block, err)
		}
		printed = append(printed, p.String())
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 20 || len(printed) < 2 {
		t.Fatalf("want 20 puzzles on at least 2 patterns, got %d on %d:\n%s\n%s", len(lines), len(printed), out, errs)
	}
	on := map[string]bool{}
	for _, l := range lines {
		clues, err := sudoku.Parse(strings.Split(l, "\t")[0])
		if err != nil {
			t.Fatal(err)
		}
		p := pattern.OfClues(clues)
		if p.Count() != 30 || !slices.Contains(printed, p.String()) {
			t.Fatalf("puzzle %s: %d clues, its pattern printed %v", clues, p.Count(), slices.Contains(printed, p.String()))
		}
		if solved, _, _ := runCLI(t, l+"\n", "solve"); len(strings.TrimSpace(solved)) != 81 {
			t.Fatalf("puzzle %s not unique: %q", clues, solved)
		}
		on[p.String()] = true
	}
	if len(on) != len(printed) {
		t.Errorf("%d patterns printed, puzzles on %d", len(printed), len(on))
	}
	if again, _, _ := runCLI(t, "", args...); again != out {
		t.Error("the same seed gave other puzzles")
	}
	out, errs, code = runCLI(t, "", "generate", "--clues", "30", "--seed", "3", "--keep-picture", "--timeout", "0", "--attempts", "400")
	first, _ := generate.DrawPattern(3, 0, 30, pattern.None)
	if code != 0 || !strings.HasPrefix(errs, "pattern:\n"+first.Lines()) || !strings.Contains(out, first.Lines()) {
		t.Fatalf("--keep-picture: exit %d: %s %s", code, out, errs)
	}
}

func TestBenchPatternsQuick(t *testing.T) {
	out, errs, code := runCLI(t, "", "bench", "patterns", "--clues", "30-31", "--patterns", "3", "--timeout", "3s")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := strings.Split(strings.TrimSpace(out), "\n")
	if len(rows) != 4 || !strings.HasPrefix(rows[2], "30\t") || !strings.HasPrefix(rows[3], "31\t") {
		t.Fatalf("table: %q", out)
	}
}

// TestBenchPatternsFailures checks that --failures lists exactly the
// patterns counted as failed, each with a pattern of the row's clue count
// that generate can be rerun on.
func TestBenchPatternsFailures(t *testing.T) {
	out, errs, code := runCLI(t, "", "bench", "patterns", "--clues", "19", "--patterns", "4", "--timeout", "0", "--attempts", "2", "--failures")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rows := strings.Split(strings.TrimSpace(out), "\n")
	cols := strings.Split(rows[len(rows)-1], "\t")
	failed, err := strconv.Atoi(cols[3])
	if err != nil || failed == 0 {
		t.Fatalf("want some failures in 2 attempts at 19 clues: %q", out)
	}
	var listed int
	for _, line := range strings.Split(strings.TrimSpace(errs), "\n") {
		if !strings.HasPrefix(line, "failed: clues=19 seed=") {
			continue
		}
		listed++
		_, rest, _ := strings.Cut(line, "pattern=")
		text, _, _ := strings.Cut(rest, ":")
		p, err := pattern.Parse(text)
		if err != nil || p.Count() != 19 {
			t.Errorf("listed pattern %q: %v", text, err)
		}
	}
	if listed != failed {
		t.Errorf("%d failures counted, %d listed:\n%s", failed, listed, errs)
	}
}

func TestFewestAndPattern(t *testing.T) {
	out, errs, code := runCLI(t, "", "fewest", "--clues", "24", "--timeout", "0")
	if code != 0 || !strings.Contains(out, "\t") {
		t.Fatalf("fewest: exit %d %q %q", code, out, errs)
	}
	puzzle := strings.Split(out, "\t")[0]
	solved, _, _ := runCLI(t, puzzle+"\n", "solve")
	if len(strings.TrimSpace(solved)) != 81 {
		t.Errorf("fewest puzzle not unique: %q", solved)
	}
	if _, _, code := runCLI(t, "", "fewest", "--clues", "16"); code != 2 {
		t.Errorf("16 clues: exit %d", code)
	}
	if _, errs, code := runCLI(t, "", "pattern", "--image", "main.go"); code != 2 || !strings.Contains(errs, "not a picture") {
		t.Errorf("pattern of a non-picture: exit %d %q", code, errs)
	}
}

// relabelledCopies returns n different grids, each the easy puzzle with
// its digits relabelled, one a line: big books for the tests. They are
// one puzzle in disguise, so a book of them needs --allow-duplicates.
func relabelledCopies(n int) string {
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	var b strings.Builder
	for len(seen) < n {
		perm := rng.Perm(9)
		p := []byte(easy)
		for i, ch := range p {
			if ch != '.' {
				p[i] = byte('1' + perm[ch-'1'])
			}
		}
		if !seen[string(p)] {
			seen[string(p)] = true
			b.Write(p)
			b.WriteByte('\n')
		}
	}
	return b.String()
}
