package generate

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestNeedsATechnique: puzzles made with Needs are unique, on their
// pattern, and their hardest step (rated afresh, with every technique)
// is the technique asked for.
func TestNeedsATechnique(t *testing.T) {
	p, _ := pattern.Random(26, pattern.None, rand.New(rand.NewPCG(1, 1)))
	for _, tq := range []logic.Technique{logic.XYWing, logic.UniqueRectangle1, logic.XWing} {
		puzzles, err := Generate(context.Background(), p, Options{Needs: tq, HasNeeds: true, Seed: 1, Attempts: enough, Count: 2})
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

// TestNeedsNotFoundMessage: a run held to a technique says which one it
// looked for, not which levels the pattern reached.
func TestNeedsNotFoundMessage(t *testing.T) {
	p, _ := pattern.Random(20, pattern.None, rand.New(rand.NewPCG(5, 5)))
	_, err := Generate(context.Background(), p, Options{Needs: logic.Jellyfish, HasNeeds: true, Seed: 1, Attempts: 1})
	var nf *NotFoundError
	if !errors.As(err, &nf) {
		t.Fatalf("want no 20-clue Jellyfish puzzle in one attempt, got %v", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "no puzzle whose hardest step is Jellyfish turned up") || strings.Contains(msg, "gave puzzles at") {
		t.Errorf("message %q", msg)
	}
}

// TestDynamicChainsRefusedAtOnce: the generator judges its puzzles
// without the dynamic chains, so a run held to one is refused before any
// attempt, saying why, instead of searching until its time is out. With
// no time limit and a million attempts, a search would not end here.
func TestDynamicChainsRefusedAtOnce(t *testing.T) {
	p, _ := pattern.Random(28, pattern.None, rand.New(rand.NewPCG(5, 5)))
	for _, tq := range []logic.Technique{logic.DynamicForcingChain, logic.DynamicForcingChainPlus, logic.NestedForcingChainFC, logic.NestedForcingChainMFC, logic.NestedForcingChainDFC} {
		_, err := Generate(context.Background(), p, Options{Needs: tq, HasNeeds: true, Seed: 1, Attempts: 1_000_000})
		var nf *NotFoundError
		if err == nil || errors.As(err, &nf) || !strings.Contains(err.Error(), "no puzzle the generator makes can need "+tq.String()+": it judges its puzzles without the dynamic chains") {
			t.Errorf("%s: %v", tq, err)
		}
	}
	// A forcing chain the generator does use is not refused.
	if logic.CellForcingChain.Dynamic() || logic.NishioForcingChain.Dynamic() {
		t.Error("the static forcing chains are no dynamic chains")
	}
}

// TestEmptyPatternRefused: a pattern without a cell gets a clear error
// from Generate, Repair and Helpers (the search picked a clue among none
// and panicked).
func TestEmptyPatternRefused(t *testing.T) {
	var empty pattern.Pattern
	if _, err := Generate(context.Background(), empty, Options{Attempts: 1}); err == nil || !strings.Contains(err.Error(), "0 clues") {
		t.Errorf("Generate: %v", err)
	}
	if _, err := Repair(context.Background(), empty, RepairOptions{Options: Options{Attempts: 1}}); !errors.Is(err, ErrNoClueCells) {
		t.Errorf("Repair: %v", err)
	}
	if _, err := Helpers(context.Background(), empty, RepairOptions{Options: Options{Attempts: 1}}); !errors.Is(err, ErrNoClueCells) {
		t.Errorf("Helpers: %v", err)
	}
}

// TestExcursionGoesHome: aiming at a technique, the search takes each
// unique puzzle it stands on as its home, lets a kick's excursion among
// clues with several solutions run excursionMoves moves, and then goes
// back home (and counts afresh from there).
func TestExcursionGoesHome(t *testing.T) {
	var h homeState
	a, b := sudoku.Grid{1}, sudoku.Grid{2}
	if c, s, _ := h.step(b, multiScore+300, nil); c != b || s != multiScore+300 || h.set {
		t.Fatal("clues with several solutions before any unique puzzle are not a home")
	}
	if c, s, _ := h.step(a, easyScore+7, []int{3}); c != a || s != easyScore+7 || !h.set {
		t.Fatal("a unique puzzle becomes the home")
	}
	for i := 0; i < excursionMoves; i++ {
		if c, _, _ := h.step(b, multiScore+200, nil); c != b {
			t.Fatalf("move %d of the excursion went home already", i+1)
		}
	}
	c, s, open := h.step(b, multiScore+200, nil)
	if c != a || s != easyScore+7 || len(open) != 1 || open[0] != 3 {
		t.Fatalf("after %d moves away the search is at score %d, want home (%d)", excursionMoves+1, s, easyScore+7)
	}
	if c, _, _ := h.step(b, multiScore+200, nil); c != b {
		t.Fatal("the next excursion starts with a count of zero")
	}
}
