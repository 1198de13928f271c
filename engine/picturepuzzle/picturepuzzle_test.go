package picturepuzzle

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/internal/corpus"
)

// checkFound: the puzzle is unique, lies exactly on the pattern reported,
// and Added and Removed are its difference from the pattern shown.
func checkFound(t *testing.T, r picture.Result, res generate.Repaired) {
	t.Helper()
	if _, n := exact.Solve(&res.Puzzle.Clues); n != 1 {
		t.Fatalf("%d solutions", n)
	}
	if pattern.OfClues(res.Puzzle.Clues) != res.Pattern {
		t.Fatalf("puzzle not on its pattern")
	}
	added, removed := r.Pattern.Changes(res.Pattern)
	if !slices.Equal(added, res.Added) || !slices.Equal(removed, res.Removed) {
		t.Fatalf("reported +%v -%v, real +%v -%v", res.Added, res.Removed, added, removed)
	}
}

func TestFindOnPictures(t *testing.T) {
	items := append(corpus.Latin()[:2], corpus.Silhouettes()[:2]...)
	for _, p := range corpus.Build(items, len(items)) {
		src, err := picture.Decode(p.Data)
		if err != nil {
			t.Fatal(err)
		}
		r := src.Pattern(picture.Options{Clues: 28, Candidates: true})
		if len(r.Candidates) == 0 || !slices.Contains(r.Candidates, r.Pattern) {
			t.Fatalf("%s: candidates %d, the pattern shown among them: %v", p.Name, len(r.Candidates), slices.Contains(r.Candidates, r.Pattern))
		}
		res, err := Find(context.Background(), r, generate.RepairOptions{Options: generate.Options{Seed: 1, Timeout: 30 * time.Second}})
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		checkFound(t, r, res)
	}
}

// TestFindTakesTheFirstCandidateThatWorks: when the picture's own darkest
// cells carry a puzzle, Find keeps them rather than the adjusted pattern.
func TestFindTakesTheFirstCandidateThatWorks(t *testing.T) {
	first := pattern.Samples()[0].Pattern // the heart: carries puzzles at once
	shown, _ := pattern.Random(28, pattern.None, rand.New(rand.NewPCG(1, 2)))
	r := picture.Result{Pattern: shown, Candidates: []pattern.Pattern{first, shown}}
	res, err := Find(context.Background(), r, generate.RepairOptions{Options: generate.Options{Seed: 1, Timeout: 30 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Pattern != first {
		t.Fatalf("took\n%s\nnot the first candidate", res.Pattern.Lines())
	}
	checkFound(t, r, res)
}

// TestFindRepairsTheLastCandidate: when no candidate can carry a puzzle,
// the last (strictest) one is repaired by adding cells.
func TestFindRepairsTheLastCandidate(t *testing.T) {
	cut, _ := pattern.Parse(".XX...XX.X..X.X..XX...X...XX.......XX.......X.X.....X.XX.X.X.XX..................")
	r := picture.Result{Pattern: cut, Candidates: []pattern.Pattern{cut}}
	res, err := Find(context.Background(), r, generate.RepairOptions{Options: generate.Options{Seed: 1, Timeout: 30 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Added) == 0 || len(res.Removed) != 0 || !res.Pattern.Covers(cut) {
		t.Fatalf("want cells added to the pattern: %v", res.Changes())
	}
	checkFound(t, r, res)
}
