package batch

import (
	"context"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/canon"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

func heart(t *testing.T) pattern.Pattern {
	for _, s := range pattern.Samples() {
		if s.Name == "Heart" {
			return s.Pattern
		}
	}
	t.Fatal("no Heart sample")
	return pattern.Pattern{}
}

// writeDesigns writes one design of each kind: a pattern as text, a saved
// design with picture colours, and a picture (a filled disc).
func writeDesigns(t *testing.T) []string {
	dir := t.TempDir()
	p := heart(t)
	text := filepath.Join(dir, "heart.txt")
	os.WriteFile(text, []byte(p.Lines()), 0o644)

	var colors [81]color.NRGBA
	for i := range colors {
		colors[i] = color.NRGBA{uint8(i * 3), 80, 160, 255}
	}
	data, _ := design.Marshal(design.Document{Pattern: p.String(), Colors: design.FormatColors(colors)})
	doc := filepath.Join(dir, "heart.pictdoku")
	os.WriteFile(doc, data, 0o644)

	img := image.NewNRGBA(image.Rect(0, 0, 180, 180))
	for y := 0; y < 180; y++ {
		for x := 0; x < 180; x++ {
			c := color.NRGBA{255, 255, 255, 255}
			if dx, dy := x-90, y-90; dx*dx+dy*dy < 70*70 && dx*dx+dy*dy > 45*45 {
				c = color.NRGBA{20, 20, 20, 255}
			}
			img.Set(x, y, c)
		}
	}
	pic := filepath.Join(dir, "ring.png")
	f, _ := os.Create(pic)
	png.Encode(f, img)
	f.Close()
	return []string{text, doc, pic}
}

func TestLoad(t *testing.T) {
	paths := writeDesigns(t)
	var ds []Design
	for _, p := range paths {
		d, err := Load(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		ds = append(ds, d)
	}
	if ds[0].Pattern != heart(t) || ds[0].Colors != nil {
		t.Error("the pattern file was misread")
	}
	if ds[1].Pattern != heart(t) || ds[1].Colors == nil || ds[1].Colors[2] != (color.NRGBA{6, 80, 160, 255}) {
		t.Error("the design file was misread")
	}
	// A picture gives the look that reads best at the default count.
	if ds[2].picture == nil || ds[2].Pattern.Count() != picture.DefaultClues || ds[2].Colors == nil {
		t.Errorf("the picture was misread: %d cells", ds[2].Pattern.Count())
	}
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.txt")
	os.WriteFile(junk, []byte("hello"), 0o644)
	badColors := filepath.Join(dir, "bad.pictdoku")
	data, _ := design.Marshal(design.Document{Pattern: heart(t).String(), Colors: append(make([]string, 80), "#12345")})
	os.WriteFile(badColors, data, 0o644)
	for path, want := range map[string]string{
		dir:                            "is a folder",
		junk:                           "neither a design, a pattern nor a picture",
		filepath.Join(dir, "none.png"): "no such file",
		badColors:                      "is not #rrggbb",
	} {
		if _, err := Load(path); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: want %q, got %v", path, want, err)
		}
	}
}

// TestMake: every puzzle is unique, rated at the level it was made for,
// on its design's pattern, and no puzzle comes twice; the levels share
// the puzzles evenly, the easier taking the remainder.
func TestMake(t *testing.T) {
	paths := writeDesigns(t)
	var ds []Design
	for _, p := range paths {
		d, _ := Load(p)
		ds = append(ds, d)
	}
	var reports, handed int
	res, err := Make(context.Background(), ds, Options{PerDesign: 5, Levels: []logic.Level{logic.Easy, logic.Medium}, Seed: 7,
		Attempts: 400, Progress: func(Progress) { reports++ }, OnPuzzle: func(Puzzle) { handed++ }})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Short) > 0 || res.Canceled {
		t.Fatalf("short: %v", res.Short)
	}
	if len(res.Puzzles) != 15 || reports < 15 || handed != 15 {
		t.Fatalf("%d puzzles, %d reports, %d handed over", len(res.Puzzles), reports, handed)
	}
	seen := map[string]bool{}
	perLevel := map[[2]int]int{}
	for _, pz := range res.Puzzles {
		g := pz.Clues
		if _, n := exact.Solve(&g); n != 1 {
			t.Fatalf("a puzzle with %d solutions", n)
		}
		r := rating.Rate(pz.Clues, true)
		if r.Level != pz.Rating.Level {
			t.Errorf("rated %s, labelled %s", r.Level, pz.Rating.Level)
		}
		if pattern.OfClues(pz.Clues) != ds[pz.Design].Pattern {
			t.Error("a puzzle off its design's pattern")
		}
		if seen[pz.Clues.String()] {
			t.Error("a puzzle came twice")
		}
		seen[pz.Clues.String()] = true
		perLevel[[2]int{pz.Design, int(r.Level)}]++
	}
	for d := range ds {
		if perLevel[[2]int{d, int(logic.Easy)}] != 3 || perLevel[[2]int{d, int(logic.Medium)}] != 2 {
			t.Errorf("design %d: %d easy, %d medium; want 3 and 2", d, perLevel[[2]int{d, int(logic.Easy)}], perLevel[[2]int{d, int(logic.Medium)}])
		}
	}
	if ds[2].picture != nil {
		t.Error("the picture's pattern was not settled")
	}
}

// TestMakeNoEquivalents: no two puzzles of a batch are the same puzzle
// relabelled, rotated or mirrored, even from one design given twice; and
// a batch told the forms of a book's puzzles (Avoid) makes none of them
// again, though its seed made them before.
func TestMakeNoEquivalents(t *testing.T) {
	d := Design{Name: "heart", Pattern: heart(t)}
	opt := Options{PerDesign: 3, Levels: []logic.Level{logic.Easy}, Seed: 5, Attempts: 400}
	first, err := Make(context.Background(), []Design{d, d}, opt)
	if err != nil || len(first.Puzzles) != 6 {
		t.Fatalf("%d puzzles, %v, short %v", len(first.Puzzles), err, first.Short)
	}
	opt.Avoid = map[sudoku.Grid]bool{}
	var all []sudoku.Grid
	for _, pz := range first.Puzzles {
		opt.Avoid[canon.Form(pz.Clues)] = true
		all = append(all, pz.Clues)
	}
	avoid := len(opt.Avoid)
	again, err := Make(context.Background(), []Design{d}, opt)
	if err != nil || len(again.Puzzles) != 3 {
		t.Fatalf("%d puzzles, %v, short %v", len(again.Puzzles), err, again.Short)
	}
	if len(opt.Avoid) != avoid {
		t.Error("Make changed Options.Avoid")
	}
	for _, pz := range again.Puzzles {
		all = append(all, pz.Clues)
	}
	if reps := canon.Repeats(all); len(reps) > 0 {
		t.Errorf("repeats: %v", reps)
	}
}

// TestMakeCanceled: a batch cancelled after its first puzzles keeps them.
func TestMakeCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d := Design{Name: "heart", Pattern: heart(t)}
	res, err := Make(ctx, []Design{d, d}, Options{PerDesign: 100000, Levels: []logic.Level{logic.Easy}, Progress: func(p Progress) {
		if p.Done >= 3 {
			cancel()
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Canceled || len(res.Puzzles) < 3 {
		t.Fatalf("canceled %v with %d puzzles", res.Canceled, len(res.Puzzles))
	}
}

func TestProgressLine(t *testing.T) {
	p := Progress{Done: 120, Total: 300, Elapsed: 65 * time.Second, Left: 90 * time.Second, Design: "heart.pictdoku"}
	if got, want := p.String(), "120/300 puzzles, 1m5s, about 1m30s left (heart.pictdoku)"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if err := (Options{PerDesign: 0, Levels: []logic.Level{logic.Easy}}).Check(); err == nil {
		t.Error("0 puzzles per design accepted")
	}
	if err := (Options{PerDesign: 3}).Check(); err == nil {
		t.Error("no levels accepted")
	}
}

// TestMakeThemed: with Needs, each design's puzzles are spread over the
// techniques, and each puzzle's rated hardest step is its technique.
// (Pointing and Claiming are found in milliseconds on any design, so the
// test holds under the race detector's slowdown; the searches for harder
// techniques are measured by pictdoku-cli bench techniques.)
func TestMakeThemed(t *testing.T) {
	paths := writeDesigns(t)
	var ds []Design
	for _, p := range paths[:2] {
		d, _ := Load(p)
		ds = append(ds, d)
	}
	needs := []logic.Technique{logic.Pointing, logic.Claiming}
	res, err := Make(context.Background(), ds, Options{PerDesign: 2, Needs: needs, Seed: 3, Attempts: 400})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Short) > 0 || len(res.Puzzles) != 4 {
		t.Fatalf("%d puzzles, short: %v", len(res.Puzzles), res.Short)
	}
	count := map[logic.Technique]int{}
	for _, pz := range res.Puzzles {
		r := rating.Rate(pz.Clues, true)
		if r.Hardest != pz.Rating.Hardest || (r.Hardest != logic.Pointing && r.Hardest != logic.Claiming) {
			t.Errorf("hardest step %s, labelled %s", r.Hardest, pz.Rating.Hardest)
		}
		if pattern.OfClues(pz.Clues) != ds[pz.Design].Pattern {
			t.Error("a puzzle off its design's pattern")
		}
		count[r.Hardest]++
	}
	if count[logic.Pointing] != 2 || count[logic.Claiming] != 2 {
		t.Errorf("per technique: %v", count)
	}
	short := Shortfall{Design: "heart", Needs: logic.XYWing, HasNeeds: true, Made: 1, Wanted: 2, Err: context.DeadlineExceeded}
	if got := short.Message().String(); got != "heart: 1 of 2 XY-Wing puzzles (context deadline exceeded)" {
		t.Errorf("shortfall: %q", got)
	}
}

// TestMakeThemedKeepsADrawnPattern: with KeepPicture a drawn pattern that
// seldom carries the technique alone (X-Wing on the heart, whose centre
// box is empty) gets helper clues beside it for that aim: every puzzle
// lies on the heart and the design's helpers, needs X-Wing, and the
// helpers stay off the heart.
func TestMakeThemedKeepsADrawnPattern(t *testing.T) {
	d, err := Load(writeDesigns(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	ds := []Design{d}
	res, err := Make(context.Background(), ds, Options{PerDesign: 2, Needs: []logic.Technique{logic.XWing}, Seed: 1, Attempts: 400, KeepPicture: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Short) > 0 || len(res.Puzzles) != 2 {
		t.Fatalf("%d puzzles, short: %v", len(res.Puzzles), res.Short)
	}
	if ds[0].Pattern != heart(t) || ds[0].Helpers.Intersects(heart(t)) || ds[0].Helpers.Count() > 8 {
		t.Fatalf("the heart changed or its helpers lie on it:\n%s\n%s", ds[0].Pattern.Lines(), ds[0].Helpers.Lines())
	}
	for _, pz := range res.Puzzles {
		if r := rating.Rate(pz.Clues, true); r.Hardest != logic.XWing {
			t.Errorf("hardest step %s", r.Hardest)
		}
		if clues := pattern.OfClues(pz.Clues); !clues.Covers(heart(t)) || !ds[0].Pattern.Union(ds[0].Helpers).Covers(clues) {
			t.Errorf("a puzzle off the heart and its helpers:\n%s", clues.Lines())
		}
	}
}
