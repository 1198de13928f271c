package generate

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
)

// TestEveryTechniqueIsClassified: every technique but the trial is either
// aimed at by Needs or listed by Unaimable with its reason; a new
// technique must be put in one group or the other (and measured with
// pictdoku-cli bench techniques).
func TestEveryTechniqueIsClassified(t *testing.T) {
	aimed := 0
	for _, tq := range logic.Techniques() {
		why, seldom := Unaimable(tq)
		switch {
		case tq == logic.Trial && !seldom:
			t.Error("the trial is no technique to practise")
		case seldom && why == "":
			t.Errorf("%s: unaimable without a reason", tq)
		case !seldom:
			aimed++
		}
	}
	if aimed != 40 {
		t.Errorf("%d techniques aimed at, want 40: classify the new one", aimed)
	}
}

// TestEveryTechniqueCanBeAimedAt: for each technique but the trial, either
// generation on random 28-clue patterns finds a puzzle whose hardest step
// it is, unique and rated so afresh, or the technique is listed above with
// the reason it cannot be aimed at. A new technique must be put in one
// group or the other.
func TestEveryTechniqueCanBeAimedAt(t *testing.T) {
	if os.Getenv("PICTDOKU_LONG") != "1" {
		t.Skip("a search per technique, minutes in all: set PICTDOKU_LONG=1 (pictdoku-cli bench techniques measures the same)")
	}
	rng := rand.New(rand.NewPCG(2, 2))
	for _, tq := range logic.Techniques() {
		if tq == logic.Trial {
			continue
		}
		if why, seldom := Unaimable(tq); seldom {
			t.Logf("%s: not aimed at: %s", tq, why)
			continue
		}
		t.Run(tq.Info().Key, func(t *testing.T) {
			var err error
			for try := range 3 { // a few patterns: one may lack the room
				p, _ := pattern.Random(28, pattern.None, rng)
				var puzzles []Puzzle
				start := time.Now()
				puzzles, err = Generate(context.Background(), p, Options{Needs: tq, HasNeeds: true, Seed: uint64(try + 1), Attempts: 1500})
				if err != nil {
					continue
				}
				pz := puzzles[0]
				if _, n := exact.Solve(&pz.Clues); n != 1 || pattern.OfClues(pz.Clues) != p {
					t.Fatalf("%d solutions, on its pattern %v", n, pattern.OfClues(pz.Clues) == p)
				}
				if r := rating.Rate(pz.Clues, false); r.Hardest != tq {
					t.Fatalf("rated hardest %s", r.Hardest)
				}
				t.Logf("found in %v", time.Since(start).Round(time.Millisecond))
				return
			}
			t.Fatalf("no puzzle on 3 patterns: %v", err)
		})
	}
}
