package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// TestLuby: the schedule's sequence and the attempts each pattern gets.
func TestLuby(t *testing.T) {
	want := []int{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1}
	for j, w := range want {
		if got := luby(j + 1); got != w {
			t.Fatalf("luby(%d) = %d, want %d", j+1, got, w)
		}
	}
	d := draws{unit: 3}
	// Blocks of 3, 3, 6, 3, 3, 6, 12 attempts.
	for i, b := range map[int]int{0: 0, 2: 0, 3: 1, 5: 1, 6: 2, 11: 2, 12: 3, 17: 4, 18: 5, 23: 5, 24: 6, 35: 6, 36: 7} {
		if got := d.patternOf(i); got != b {
			t.Errorf("attempt %d is on pattern %d, want %d", i, got, b)
		}
	}
}

// TestAnyPatternDrawsAgain: a run on any pattern finds its puzzles on
// several patterns, each one the pattern its attempt's number schedules
// (so the same seed gives the same puzzles on one worker or two), each
// unique, of the clue count and symmetry asked, and rated as stated.
func TestAnyPatternDrawsAgain(t *testing.T) {
	const clues = 30
	sym, err := pattern.ParseSymmetry("point")
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Seed: 3, Count: patternUnit + 4, Timeout: slow()}
	a, err := AnyPattern(context.Background(), clues, sym, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.Workers = 1
	b, err := AnyPattern(context.Background(), clues, sym, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.EqualFunc(a, b, func(x, y Puzzle) bool { return x.Clues == y.Clues }) {
		t.Fatal("the same seed gave other puzzles on one worker")
	}
	d := draws{unit: patternUnit}
	patterns := map[pattern.Pattern]bool{}
	for _, pz := range a {
		p, err := DrawPattern(opt.Seed, d.patternOf(pz.Attempt), clues, sym)
		if err != nil {
			t.Fatal(err)
		}
		if !p.IsSymmetric(sym) || p.Count() != clues {
			t.Fatalf("pattern %s: %d cells, point-symmetric %v", p, p.Count(), p.IsSymmetric(sym))
		}
		checkPuzzle(t, p, pz, logic.Options{}, logic.Extreme)
		patterns[p] = true
	}
	if len(patterns) < 2 {
		t.Fatalf("%d puzzles on %d pattern; attempts past the first %d go to other patterns", len(a), len(patterns), patternUnit)
	}
	first, _ := DrawPattern(opt.Seed, 0, clues, sym)
	if pattern.OfClues(a[0].Clues) != first {
		t.Fatalf("the first puzzle (attempt %d) is not on the first pattern", a[0].Attempt)
	}
}

// TestAnyPatternNotFoundSaysHowManyPatterns: a run on any pattern that
// ends without a puzzle says how many patterns it tried, and speaks of
// them in the plural.
func TestAnyPatternNotFoundSaysHowManyPatterns(t *testing.T) {
	first, err := DrawPattern(1, 0, 24, pattern.None)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	g, _, stop, err := newGen(ctx, first, Options{Seed: 1, Ceiling: logic.Medium, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	g.draws = &draws{unit: patternUnit, clues: 24, views: map[int]*gen{}}
	var on []pattern.Pattern // the pattern of each attempt
	attempts := 0
	fail := func(view *gen, _ *rand.Rand) (sudoku.Grid, bool, []int) {
		on = append(on, view.pattern)
		if attempts++; attempts == 10 {
			cancel()
		}
		view.reached.Or(1 << uint(logic.Easy))
		return sudoku.Grid{}, false, nil
	}
	_, err = g.run(fail)
	var nf *NotFoundError
	if !errors.As(err, &nf) {
		t.Fatalf("want NotFoundError, got %v", err)
	}
	d := draws{unit: patternUnit}
	if want := d.patternOf(9) + 1; nf.Patterns != want || on[0] != first || on[9] == first {
		t.Fatalf("%d patterns reported, want %d", nf.Patterns, want)
	}
	msg := nf.Error()
	if !strings.Contains(msg, fmt.Sprintf("canceled on %d random patterns", nf.Patterns)) || !strings.Contains(msg, "these patterns gave puzzles at Easy, but none at Medium") || strings.Contains(msg, "has only") {
		t.Fatalf("message %q", msg)
	}
}

// TestAnyPatternTooFewClues: with too few clues for any puzzle, a run on
// any pattern fails at once with the proof, as a run on one pattern does.
func TestAnyPatternTooFewClues(t *testing.T) {
	_, err := AnyPattern(context.Background(), 16, pattern.None, Options{Timeout: time.Second})
	if err == nil || !strings.Contains(err.Error(), "no proper Sudoku has fewer than 17") {
		t.Fatalf("got %v", err)
	}
}
