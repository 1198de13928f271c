package generate

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
)

// TestNeedsATechnique: puzzles made with Needs are unique, on their
// pattern, and their hardest step (rated afresh, with every technique)
// is the technique asked for.
func TestNeedsATechnique(t *testing.T) {
	p, _ := pattern.Random(26, pattern.None, rand.New(rand.NewPCG(1, 1)))
	for _, tq := range []logic.Technique{logic.XYWing, logic.UniqueRectangle1, logic.XWing} {
		puzzles, err := Generate(context.Background(), p, Options{Needs: tq, HasNeeds: true, Seed: 1, Timeout: 60 * time.Second, Count: 2})
		if err != nil {
			t.Fatalf("%s: %v", tq, err)
		}
		for _, pz := range puzzles {
			if _, n := exact.Solve(&pz.Clues); n != 1 || pattern.OfClues(pz.Clues) != p {
				t.Fatalf("%s: %d solutions, on the pattern %v", tq, n, pattern.OfClues(pz.Clues) == p)
			}
			if r := rating.Rate(pz.Clues, false); r.Hardest != tq || pz.Rating.Hardest != tq {
				t.Errorf("%s: rated hardest %s (the generator said %s)", tq, r.Hardest, pz.Rating.Hardest)
			}
		}
	}
}
