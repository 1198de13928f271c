package looks

import (
	"context"
	"testing"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// shapes decodes a few of the corpus's drawn shapes (no installed font
// matters): filled and outlined.
func shapes(t *testing.T, n int) map[string]*picture.Source {
	t.Helper()
	out := map[string]*picture.Source{}
	for _, p := range corpus.BuildShapes()[:n] {
		src, err := picture.Decode(p.Data)
		if err != nil {
			t.Fatal(err)
		}
		out[p.Name] = src
	}
	return out
}

// options bounds each set by a count of attempts (200, 40 a look), not
// the clock, so that the looks found are the same on any machine, however
// loaded; what a test checks below holds for whatever looks are found.
func options(clues int) Options {
	return Options{Picture: picture.Options{Clues: clues}, Search: designpuzzle.Options{Options: generate.Options{Seed: 1, Attempts: 200}}}
}

// checkLook: a found look's puzzle is unique, its clues are exactly the
// look's cells and helper clues, helpers stay off the look, and a look
// kept exact keeps every cell it was drawn with.
func checkLook(t *testing.T, name string, l Look) {
	t.Helper()
	o := l.Outcome
	pz := o.Puzzle
	if _, n := exact.Solve(&pz.Clues); n != 1 {
		t.Fatalf("%s, %s: %d solutions", name, l.Name(), n)
	}
	if pattern.OfClues(pz.Clues) != o.Pattern.Union(o.Helpers) || o.Pattern.Intersects(o.Helpers) {
		t.Fatalf("%s, %s: puzzle not on the look's cells and helpers", name, l.Name())
	}
	if l.Kept && o.Pattern != l.Pattern {
		t.Fatalf("%s, %s: a look kept exact lost cells:\n%s\nwas\n%s", name, l.Name(), o.Pattern.Lines(), l.Pattern.Lines())
	}
	if !l.Kept && !o.Helpers.Empty() && o.Pattern != l.Pattern {
		t.Fatalf("%s, %s: helper clues beside a rendering that is not the look's", name, l.Name())
	}
}

// TestFindGivesDistinctVerifiedLooks: every look found is a real puzzle on
// its cells; no two looks have the same cells; found looks come first,
// most perceived first; the default is the first found at the count
// asked; every look not found says why; the report came once per look.
func TestFindGivesDistinctVerifiedLooks(t *testing.T) {
	for name, src := range shapes(t, 4) {
		reported := map[int]int{}
		set := Find(context.Background(), src, options(28), func(l Look) { reported[l.Index]++ })
		if set.Area != src.Area(picture.Options{Clues: 28}) || set.Area <= 0 {
			t.Errorf("%s: area %d", name, set.Area)
		}
		seen := map[pattern.Pattern]bool{}
		found := 0
		for i, l := range set.Looks {
			if reported[l.Index] != 1 {
				t.Errorf("%s: look %d reported %d times", name, l.Index, reported[l.Index])
			}
			if !l.Found() {
				if l.Err == nil {
					t.Errorf("%s: look %s has neither a puzzle nor a reason", name, l.Name())
				}
				continue
			}
			found++
			if i != found-1 {
				t.Errorf("%s: a found look after one without a puzzle", name)
			}
			if i > 0 && set.Looks[i-1].Perceived < l.Perceived {
				t.Errorf("%s: looks out of perceived order", name)
			}
			checkLook(t, name, l)
			if seen[l.Outcome.Pattern] {
				t.Errorf("%s: two looks on the same cells", name)
			}
			seen[l.Outcome.Pattern] = true
		}
		if found == 0 {
			t.Fatalf("%s: no look found", name)
		}
		d := set.Default()
		if d < 0 || !set.Looks[d].Found() {
			t.Fatalf("%s: default %d", name, d)
		}
		for _, l := range set.Looks[:d] {
			if l.Found() && !l.AtArea {
				t.Errorf("%s: the default passes over a found look at the count asked", name)
			}
		}
		if set.Looks[d].AtArea {
			for _, l := range set.Looks {
				if l.Found() && !l.AtArea {
					t.Errorf("%s: default at the picture's own count while one at 28 was found", name)
				}
			}
		}
	}
}

// TestLooksCoverTheKinds: a filled heart offers its exact silhouette at
// the count asked and at its own (named apart: "full silhouette"),
// and its outline, each a puzzle.
func TestLooksCoverTheKinds(t *testing.T) {
	var heart *picture.Source
	for _, p := range corpus.BuildShapes() {
		if p.Name == "filled-heart-small.png" {
			heart, _ = picture.Decode(p.Data)
		}
	}
	if heart == nil {
		t.Fatal("no filled heart in the shape corpus")
	}
	set := Find(context.Background(), heart, options(28), nil)
	names := map[string]bool{}
	for _, l := range set.Looks {
		if l.Found() {
			names[l.Name()] = true
			checkLook(t, "heart", l)
		}
		if l.Kept && l.Kind == picture.Silhouette && !l.Contour && (l.Name() == "full silhouette") != l.AtArea {
			t.Errorf("an exact silhouette at %d clues (the picture's own: %v) is named %q", l.Clues, l.AtArea, l.Name())
		}
	}
	for _, want := range []string{"exact silhouette", "full silhouette", "exact outline"} {
		if !names[want] {
			t.Errorf("no %s among %v", want, names)
		}
	}
	if len(names) < 3 {
		t.Errorf("only %d kinds of look: %v", len(names), names)
	}
}

// TestAgainGivesAnotherPuzzleOnTheLook: another seed gives another puzzle
// on the same cells.
func TestAgainGivesAnotherPuzzleOnTheLook(t *testing.T) {
	for name, src := range shapes(t, 1) {
		set := Find(context.Background(), src, options(28), nil)
		l := set.Looks[set.Default()]
		opt := options(28).Search
		opt.Seed = 2
		m := Again(context.Background(), l, opt)
		if !m.Found() {
			t.Fatalf("%s: %v", name, m.Err)
		}
		checkLook(t, name, m)
		if m.Outcome.Pattern != l.Outcome.Pattern && l.Kept {
			t.Errorf("%s: another puzzle left the look", name)
		}
		if m.Outcome.Puzzle.Clues == l.Outcome.Puzzle.Clues {
			t.Errorf("%s: seed 2 gave the same puzzle as seed 1", name)
		}
	}
}

// TestCancelSaysWhy: a search cancelled before it starts settles every
// look with the reason.
func TestCancelSaysWhy(t *testing.T) {
	for name, src := range shapes(t, 1) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		set := Find(ctx, src, options(28), nil)
		if len(set.Looks) == 0 {
			t.Fatalf("%s: no looks drawn", name)
		}
		for _, l := range set.Looks {
			if l.Found() || l.Err == nil {
				t.Errorf("%s: %s found %v, err %v", name, l.Name(), l.Found(), l.Err)
			}
		}
		if set.Default() != -1 {
			t.Errorf("%s: a default with no puzzle", name)
		}
	}
}
