package designpuzzle

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// checkFound: the puzzle is unique, its clues lie exactly on the pattern
// and helper clues reported, helpers stay off the pattern, and Added and
// Removed are its difference from the pattern shown.
func checkFound(t *testing.T, name string, shown pattern.Pattern, o Outcome) {
	t.Helper()
	if _, n := exact.Solve(&o.Puzzle.Clues); n != 1 {
		t.Fatalf("%s: %d solutions", name, n)
	}
	if pattern.OfClues(o.Puzzle.Clues) != o.Pattern.Union(o.Helpers) || o.Pattern.Intersects(o.Helpers) {
		t.Fatalf("%s: puzzle not on its pattern and helpers", name)
	}
	added, removed := shown.Changes(pattern.OfClues(o.Puzzle.Clues))
	if !slices.Equal(added, o.Added) || !slices.Equal(removed, o.Removed) || o.Shown != shown {
		t.Fatalf("%s: reported +%v -%v, real +%v -%v", name, o.Added, o.Removed, added, removed)
	}
}

// options bound a search by a count of attempts, not by time, so that
// it finds the same puzzle however loaded the machine (see
// generate.Options.Attempts).
func options(attempts int) Options {
	return Options{Options: generate.Options{Seed: 1, Attempts: attempts}}
}

// TestFindOnPictures: glyphs, silhouettes and simple shapes all give a
// unique puzzle, on the pattern and helpers reported.
func TestFindOnPictures(t *testing.T) {
	items := append(append(corpus.Latin()[:2], corpus.Silhouettes()[:2]...), corpus.Shapes()[:3]...)
	for _, p := range corpus.Build(items, len(items)) {
		src, err := picture.Decode(p.Data)
		if err != nil {
			t.Fatal(err)
		}
		r := src.Pattern(picture.Options{Clues: 28, Candidates: true})
		// The pattern shown is the default look: kept exact (with helper
		// clues), or raced first among the renderings.
		if len(r.Renderings) == 0 || (!r.Rendering.Kept && r.Renderings[0].Pattern != r.Pattern) {
			t.Fatalf("%s: %d renderings, the pattern shown first: %v", p.Name, len(r.Renderings), r.Renderings[0].Pattern == r.Pattern)
		}
		o, err := FindPicture(context.Background(), r, options(400))
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		checkFound(t, p.Name, r.Pattern, o)
		if o.Rendering == nil || (!o.Changed() && o.Rendering.Pattern != o.Pattern) {
			t.Fatalf("%s: the rendering drawn is not reported", p.Name)
		}
	}
}

// TestFindTakesTheFirstRenderingThatWorks: when the first rendering
// carries a puzzle within its glance, Find keeps it rather than a later
// one. (40 clues give a puzzle in the first attempt; a harder first
// rendering may lose the race, by design.) Bounded by attempts, the race
// ends the same on one worker as on two.
func TestFindTakesTheFirstRenderingThatWorks(t *testing.T) {
	first, _ := pattern.Random(40, pattern.None, rand.New(rand.NewPCG(3, 4)))
	later, _ := pattern.Random(28, pattern.None, rand.New(rand.NewPCG(1, 2)))
	r := picture.Result{Pattern: first, Renderings: []picture.Rendering{{Pattern: first}, {Pattern: later}}}
	o, err := FindPicture(context.Background(), r, options(400))
	if err != nil {
		t.Fatal(err)
	}
	if o.Pattern != first || o.Changed() {
		t.Fatalf("took\n%s\nnot the first rendering", o.Pattern.Lines())
	}
	checkFound(t, "first", first, o)
	one := options(400)
	one.Workers = 1
	if again, err := FindPicture(context.Background(), r, one); err != nil || again.Puzzle.Clues != o.Puzzle.Clues {
		t.Fatalf("on one worker: %v, another puzzle %v", err, again.Puzzle.Clues != o.Puzzle.Clues)
	}
}

// TestFindRepairsTheFirstRendering: when no rendering carries a puzzle,
// the first is repaired by adding cells.
func TestFindRepairsTheFirstRendering(t *testing.T) {
	cut, _ := pattern.Parse(".XX...XX.X..X.X..XX...X...XX.......XX.......X.X.....X.XX.X.X.XX..................")
	r := picture.Result{Pattern: cut, Renderings: []picture.Rendering{{Pattern: cut}}}
	o, err := FindPicture(context.Background(), r, options(400))
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Added) == 0 || len(o.Removed) != 0 || !o.Pattern.Covers(cut) {
		t.Fatalf("want cells added to the pattern: %v", o.Changes())
	}
	checkFound(t, "cut", cut, o)
}

// TestKeepPictureOnABlockL: the bold L leaves four boxes empty and no
// rendering of its own carries a puzzle easily; kept exact, it gets a few
// helper clues beside it, and every picture cell stays a clue.
func TestKeepPictureOnABlockL(t *testing.T) {
	var l corpus.Item
	for _, it := range corpus.Shapes() {
		if it.Name == "block-L-bold" {
			l = it
		}
	}
	src, err := picture.Decode(corpus.Render(l, corpus.ShapeStyles[0], 1).Data)
	if err != nil {
		t.Fatal(err)
	}
	r := src.Pattern(picture.Options{Clues: 28, Candidates: true})
	opt := options(400)
	opt.KeepPicture = true
	o, err := FindPicture(context.Background(), r, opt)
	if err != nil {
		t.Fatal(err)
	}
	checkFound(t, "L", r.Pattern, o)
	if o.Pattern != r.Pattern || o.Helpers.Count() > MaxHelpers || len(o.Removed) != 0 {
		t.Fatalf("the picture changed or too many helpers (%d):\n%s", o.Helpers.Count(), o.Pattern.Lines())
	}
	if !o.Helpers.Empty() && !strings.HasPrefix(o.Changes().String(), "kept the picture") {
		t.Errorf("changes: %s", o.Changes())
	}
}

// TestFindPatternKeepsThePattern: asked to keep a drawn pattern, the
// search never changes it: practice puzzles for X-Wing on the heart
// sample (whose empty centre box seldom lets a puzzle need X-Wing without
// help) lie on the heart's every cell and at most a few helper clues
// beside it, need X-Wing, and say "kept the pattern".
func TestFindPatternKeepsThePattern(t *testing.T) {
	heart := pattern.Samples()[0].Pattern
	opt := options(400)
	opt.Needs, opt.HasNeeds = logic.XWing, true
	opt.Repair, opt.KeepPicture = true, true // as the app asks: keeping wins
	o, err := FindPattern(context.Background(), heart, opt)
	if err != nil {
		t.Fatal(err)
	}
	checkFound(t, "heart", heart, o)
	if o.Pattern != heart || o.Helpers.Count() > MaxHelpers || len(o.Removed) != 0 {
		t.Fatalf("the pattern changed or too many helpers (%d):\n%s", o.Helpers.Count(), o.Pattern.Lines())
	}
	if o.Puzzle.Rating.Hardest != logic.XWing {
		t.Fatalf("hardest step %s, want X-Wing", o.Puzzle.Rating.HardestName())
	}
	if !o.Helpers.Empty() && !strings.HasPrefix(o.Changes().String(), "kept the pattern") {
		t.Errorf("changes: %s", o.Changes())
	}
}

// TestFindPattern: a pattern is searched as it is, or repaired when the
// caller allows it; a proof of impossibility comes back as the error.
func TestFindPattern(t *testing.T) {
	heart := pattern.Samples()[0].Pattern
	o, err := FindPattern(context.Background(), heart, options(400))
	if err != nil || o.Changed() {
		t.Fatalf("heart: %v %v", err, o.Changes())
	}
	checkFound(t, "heart", heart, o)
	twoEmptyRows, _ := pattern.Parse(strings.Repeat("X", 9) + strings.Repeat(".", 18) + strings.Repeat("X........", 6))
	if _, err := FindPattern(context.Background(), twoEmptyRows, options(10)); err == nil || !strings.Contains(err.Error(), "impossible") {
		t.Fatalf("impossible pattern: %v", err)
	}
}
