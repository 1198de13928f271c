package main

import (
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// smallCorpus writes a few corpus pictures (Go-font letters and drawn
// shapes only, so no installed font matters) to a folder.
func smallCorpus(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	items := append(corpus.Latin()[:3], corpus.Silhouettes()[:3]...)
	for _, p := range corpus.Build(items, n) {
		if err := os.WriteFile(filepath.Join(dir, p.Name), p.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestGenerateFromImage: derive, repair if needed, and print the puzzle,
// its pattern, the change and the rendering drawn; the puzzle is unique
// and on that pattern.
func TestGenerateFromImage(t *testing.T) {
	dir := smallCorpus(t, 6)
	entries, _ := os.ReadDir(dir)
	for _, en := range entries[:3] {
		out, errOut, code := runCLI(t, "", "generate", "--image", filepath.Join(dir, en.Name()), "--clues", "28", "--timeout", "0", "--attempts", "400")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", en.Name(), code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != 12 {
			t.Fatalf("%s: want puzzle, 9 pattern lines, change, rendering; got %q", en.Name(), out)
		}
		g, err := sudoku.Parse(strings.Fields(lines[0])[0])
		if err != nil {
			t.Fatal(err)
		}
		// X for the picture's cells, + for helper clues beside a look
		// kept exact: the puzzle's clues are both.
		p, err := pattern.Parse(strings.ReplaceAll(strings.Join(lines[1:10], "\n"), "+", "X"))
		if err != nil {
			t.Fatal(err)
		}
		if _, n := exact.Solve(&g); n != 1 || pattern.OfClues(g) != p {
			t.Fatalf("%s: %d solutions, on its pattern %v", en.Name(), n, pattern.OfClues(g) == p)
		}
		if c := lines[10]; c != "no change" && !strings.HasPrefix(c, "added ") && !strings.HasPrefix(c, "moved ") && !strings.HasPrefix(c, "kept the picture") {
			t.Errorf("%s: change line %q", en.Name(), c)
		}
		if !regexp.MustCompile(`^rendering: (silhouette|outline|exact silhouette|exact outline), [a-z ,]+, resemblance (0\.\d\d|1\.00)$`).MatchString(lines[11]) {
			t.Errorf("%s: rendering line %q", en.Name(), lines[11])
		}
	}
}

func TestGenerateRepairsAPattern(t *testing.T) {
	bad := strings.Repeat("X", 9) + strings.Repeat("XX.XX.XX.", 6) + strings.Repeat(".", 18)
	out, errOut, code := runCLI(t, "", "generate", "--pattern", bad, "--repair", "--timeout", "0", "--attempts", "400")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if lines := strings.Split(strings.TrimSpace(out), "\n"); !strings.HasPrefix(lines[len(lines)-1], "added r") {
		t.Errorf("want an added cell: %q", out)
	}
	if _, _, code := runCLI(t, "", "generate", "--pattern", bad, "--timeout", "1s"); code != 1 {
		t.Errorf("without --repair the impossible pattern should fail, exit %d", code)
	}
}

func TestBenchPicturesQuick(t *testing.T) {
	dir := smallCorpus(t, 4)
	sheet := filepath.Join(t.TempDir(), "sheet.png")
	out, errOut, code := runCLI(t, "", "bench", "pictures", "--clues", "28", "--timeout", "0", "--attempts", "400", "--sheet", sheet, dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	const header = "clues\tunchanged\trepaired\tnone\tinvalid\tmedian_ms\tmax_ms\tmedian_changed\tmax_changed\tmedian_resemblance\tmedian_helpers\tmax_helpers"
	if len(lines) != 3 || lines[1] != header {
		t.Fatalf("got %q", out)
	}
	f := strings.Split(lines[2], "\t")
	if f[0] != "28" || f[4] != "0" || len(f) != 12 {
		t.Errorf("row %q: want clues 28 and no invalid puzzle", lines[2])
	}
	if r, err := strconv.ParseFloat(f[9], 64); err != nil || r < 0.5 || r > 1 {
		t.Errorf("median resemblance %q", f[9])
	}
	// Helper clues come only beside a look kept exact (the default look
	// may be one), never more than designpuzzle allows.
	if most, err := strconv.Atoi(f[11]); err != nil || most > designpuzzle.MaxHelpers {
		t.Errorf("helper clues: median %s, most %s", f[10], f[11])
	}
	file, err := os.Open(sheet)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	if img, err := png.Decode(file); err != nil || img.Bounds().Dx() < 100 {
		t.Errorf("contact sheet: %v", err)
	}
}

func TestPatternPlainAndBlank(t *testing.T) {
	dir := smallCorpus(t, 1)
	entries, _ := os.ReadDir(dir)
	path := filepath.Join(dir, entries[0].Name())
	plain, _, code1 := runCLI(t, "", "pattern", "--image", path, "--clues", "28", "--plain")
	chosen, how, code2 := runCLI(t, "", "pattern", "--image", path, "--clues", "28")
	if code1 != 0 || code2 != 0 {
		t.Fatal("exit codes", code1, code2)
	}
	p1, _ := pattern.Parse(plain)
	p2, _ := pattern.Parse(chosen)
	// The look chosen is kept exact (helper clues make up for what it
	// lacks) or carries a puzzle alone, and then has no shortfall.
	kept := strings.HasPrefix(how, "rendering: exact ")
	if p1.Count() != 28 || p2.Count() != 28 || (!kept && p2.Shortfall() != 0) {
		t.Errorf("plain %d cells, chosen %d with shortfall %d (%s)", p1.Count(), p2.Count(), p2.Shortfall(), how)
	}
	blank := filepath.Join(t.TempDir(), "white.png")
	os.WriteFile(blank, corpus.Render(corpus.Item{Name: "none", Mask: func(u, v float64) bool { return false }}, corpus.Styles[0], 1).Data, 0o644)
	if _, errOut, code := runCLI(t, "", "pattern", "--image", blank); code == 0 || !strings.Contains(errOut, "blank") {
		t.Errorf("blank picture: exit %d, %q", code, errOut)
	}
}

// TestGenerateKeepPicture: with --keep-picture the X cells of the printed
// pattern are exactly what `pattern --image` prints for the same picture
// and clue count, the + cells are the helper clues (at most 8), and the
// puzzle is unique with its clues on X and + together.
func TestGenerateKeepPicture(t *testing.T) {
	var l corpus.Item
	for _, it := range corpus.Shapes() {
		if it.Name == "block-L-bold" {
			l = it
		}
	}
	path := filepath.Join(t.TempDir(), "L.png")
	if err := os.WriteFile(path, corpus.Render(l, corpus.ShapeStyles[0], 1).Data, 0o644); err != nil {
		t.Fatal(err)
	}
	shown, errOut, code := runCLI(t, "", "pattern", "--image", path, "--clues", "28")
	if code != 0 {
		t.Fatalf("pattern: exit %d: %s", code, errOut)
	}
	out, errOut, code := runCLI(t, "", "generate", "--image", path, "--clues", "28", "--keep-picture", "--timeout", "0", "--attempts", "400")
	if code != 0 {
		t.Fatalf("generate: exit %d: %s", code, errOut)
	}
	lines, _, helpers := checkKept(t, out, strings.TrimSpace(shown), "kept the picture")
	if len(lines) != 12 {
		t.Fatalf("want puzzle, 9 pattern lines, change, rendering; got %q", out)
	}
	if helpers > 8 {
		t.Errorf("%d helper clues", helpers)
	}
}

// checkKept reads generate's answer with helper clues (the puzzle line,
// nine pattern lines with X for the design and + for helpers, the change
// line, and maybe more): the X cells must be shown (nine lines), the puzzle
// unique with its clues on X and + together, and the change line say
// kept when there are helpers. It returns the lines, the puzzle line's
// fields and the number of helpers.
func checkKept(t *testing.T, out, shown, kept string) (lines, fields []string, helpers int) {
	t.Helper()
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 11 {
		t.Fatalf("want puzzle, 9 pattern lines, change; got %q", out)
	}
	drawn := strings.Join(lines[1:10], "\n")
	if got := strings.ReplaceAll(drawn, "+", "."); got != shown {
		t.Fatalf("X cells\n%s\nare not the design\n%s", got, shown)
	}
	fields = strings.Split(lines[0], "\t")
	g, err := sudoku.Parse(fields[0])
	if err != nil {
		t.Fatal(err)
	}
	both, err := pattern.Parse(strings.ReplaceAll(drawn, "+", "X"))
	if err != nil {
		t.Fatal(err)
	}
	if _, n := exact.Solve(&g); n != 1 || pattern.OfClues(g) != both {
		t.Fatalf("%d solutions, clues on X and +: %v", n, pattern.OfClues(g) == both)
	}
	helpers = strings.Count(drawn, "+")
	if helpers > 0 && !strings.HasPrefix(lines[10], kept) {
		t.Errorf("%d helpers, change line %q", helpers, lines[10])
	}
	return lines, fields, helpers
}
