package main

import (
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// shapePicture writes one of the corpus's drawn shapes to a file.
func shapePicture(t *testing.T, name string) string {
	t.Helper()
	for i, it := range corpus.Shapes() {
		if it.Name == name {
			path := filepath.Join(t.TempDir(), name+".png")
			if err := os.WriteFile(path, corpus.Render(it, corpus.ShapeStyles[0], uint64(i)).Data, 0o644); err != nil {
				t.Fatal(err)
			}
			return path
		}
	}
	t.Fatalf("no shape %q", name)
	return ""
}

// lookLine is the line naming a look.
var lookLine = regexp.MustCompile(`^look: (exact silhouette|full silhouette|bold silhouette|exact outline|contour|outline), (\d+) clues( \(the picture's own\))?(, drawn \d\.\d cells wide)?(, 1 helper clue|, \d+ helper clues)?, named by about \d+ % at a glance(, default)?$`)

// TestGenerateLooks: generate --image --looks prints each look as a block
// (the puzzle line, nine pattern lines of X for the look and + for helper
// clues, the look's line), blocks apart by a blank line, the default
// first; every puzzle is unique with its clues on X and + together, the
// X cells are the count the line says, no two looks have the same X
// cells, and the picture's area is said on standard error.
func TestGenerateLooks(t *testing.T) {
	path := shapePicture(t, "filled-heart")
	out, errOut, code := runCLI(t, "", "generate", "--image", path, "--clues", "28", "--looks", "--timeout", "0", "--attempts", "200")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !regexp.MustCompile(`this picture fills about \d+ cells`).MatchString(errOut) {
		t.Errorf("standard error %q: no area", errOut)
	}
	blocks := strings.Split(strings.TrimSpace(out), "\n\n")
	if len(blocks) < 3 {
		t.Fatalf("%d looks, want at least 3:\n%s", len(blocks), out)
	}
	seen := map[pattern.Pattern]bool{}
	for i, b := range blocks {
		lines := strings.Split(b, "\n")
		if len(lines) != 11 {
			t.Fatalf("block %d: want puzzle, 9 pattern lines, look line; got %q", i, b)
		}
		m := lookLine.FindStringSubmatch(lines[10])
		if m == nil {
			t.Fatalf("block %d: look line %q", i, lines[10])
		}
		if (m[6] != "") != (i == 0) {
			t.Errorf("block %d: default %q: the default is first and only first", i, m[6])
		}
		g, err := sudoku.Parse(strings.Fields(lines[0])[0])
		if err != nil {
			t.Fatal(err)
		}
		drawn := strings.Join(lines[1:10], "\n")
		both, _ := pattern.Parse(strings.ReplaceAll(drawn, "+", "X"))
		look, _ := pattern.Parse(strings.ReplaceAll(drawn, "+", "."))
		if _, n := exact.Solve(&g); n != 1 || pattern.OfClues(g) != both {
			t.Fatalf("block %d: %d solutions, clues on X and +: %v", i, n, pattern.OfClues(g) == both)
		}
		if n, _ := strconv.Atoi(m[2]); m[3] == "" && look.Count() != n {
			t.Errorf("block %d: %d X cells, line says %s clues", i, look.Count(), m[2])
		}
		if seen[look] {
			t.Errorf("block %d repeats a look's cells", i)
		}
		seen[look] = true
		if h := strings.Count(drawn, "+"); (h > 0) != (m[5] != "") {
			t.Errorf("block %d: %d + cells, line %q", i, h, lines[10])
		}
	}
}

// TestGenerateLooksRefusesOtherModes: --looks goes with --image alone.
func TestGenerateLooksRefusesOtherModes(t *testing.T) {
	path := shapePicture(t, "filled-heart")
	for _, args := range [][]string{
		{"--pattern", strings.Repeat("X.", 40) + "X", "--looks"},
		{"--image", path, "--looks", "--keep-picture"},
		{"--image", path, "--looks", "--count", "2"},
	} {
		if _, errOut, code := runCLI(t, "", append([]string{"generate"}, args...)...); code != 2 || !strings.Contains(errOut, "--looks goes with --image") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}

// TestBenchPicturesLooks: bench pictures --looks prints a row per clue
// count (pictures with a look, with three or more, none, invalid,
// looks, times) and draws the sheet.
func TestBenchPicturesLooks(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"filled-heart", "ring-bold"} {
		data, _ := os.ReadFile(shapePicture(t, name))
		os.WriteFile(filepath.Join(dir, name+".png"), data, 0o644)
	}
	sheet := filepath.Join(t.TempDir(), "sheet.png")
	out, errOut, code := runCLI(t, "", "bench", "pictures", "--looks", "--clues", "28", "--timeout", "0", "--attempts", "200", "--sheet", sheet, dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	const header = "clues\tfound\tthree_or_more\tnone\tinvalid\tmedian_looks\tmax_looks\tmedian_first_ms\tmax_first_ms\tmedian_all_ms\tmax_all_ms"
	if len(lines) != 3 || lines[1] != header || !strings.Contains(lines[0], "looks=true") {
		t.Fatalf("got %q", out)
	}
	f := strings.Split(lines[2], "\t")
	if len(f) != 11 || f[0] != "28" || f[1] != "2" || f[3] != "0" || f[4] != "0" {
		t.Errorf("row %q: want both pictures found, none invalid", lines[2])
	}
	file, err := os.Open(sheet)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	img, err := png.Decode(file)
	if err != nil || img.Bounds().Dy() < 2*72 {
		t.Errorf("sheet: %v", err)
	}
}

// TestThinDrawingFillsOneCell: a ring drawn one pixel thin on a 400-pixel
// picture covers about one cell of the grid in all, and the area line
// says so in the singular ("1 cells" before).
func TestThinDrawingFillsOneCell(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ring.png")
	if err := os.WriteFile(path, corpus.HairlineRing(), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errOut, code := runCLI(t, "", "generate", "--image", path, "--clues", "28", "--looks", "--timeout", "0", "--attempts", "100")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "this picture fills about 1 cell\n") {
		t.Errorf("standard error %q, want the area as 1 cell", errOut)
	}
}
