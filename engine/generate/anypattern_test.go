package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

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
	for i, want := range map[int][2]int{0: {0, 0}, 2: {0, 2}, 3: {1, 0}, 5: {1, 2}, 6: {2, 0}, 11: {2, 5},
		12: {3, 0}, 17: {4, 2}, 18: {5, 0}, 23: {5, 5}, 24: {6, 0}, 35: {6, 11}, 36: {7, 0}} {
		if b, k := d.patternOf(i); b != want[0] || k != want[1] {
			t.Errorf("attempt %d is number %d on pattern %d, want number %d on %d", i, k, b, want[1], want[0])
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
	opt := Options{Seed: 3, Count: patternUnit + 4, Attempts: enough}
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
		b, _ := d.patternOf(pz.Attempt)
		p, err := DrawPattern(opt.Seed, b, clues, sym)
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
	var numbers []int        // its number on that pattern
	attempts := 0
	fail := func(view *gen, k int, _ *rand.Rand) (sudoku.Grid, bool, []int) {
		on = append(on, view.pattern)
		numbers = append(numbers, k)
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
	last, _ := d.patternOf(9)
	if want := last + 1; nf.Patterns != want || on[0] != first || on[9] == first {
		t.Fatalf("%d patterns reported, want %d", nf.Patterns, want)
	}
	for i, k := range numbers {
		if _, want := d.patternOf(i); k != want {
			t.Fatalf("attempt %d was told it is number %d on its pattern, want %d", i, k, want)
		}
	}
	msg := nf.Error()
	if !strings.Contains(msg, fmt.Sprintf("canceled on %d random patterns", nf.Patterns)) || !strings.Contains(msg, "these patterns gave puzzles at Easy, but none at Medium") || strings.Contains(msg, "has only") {
		t.Fatalf("message %q", msg)
	}
}

// TestAnyPatternTooFewClues: with too few clues for any puzzle, a run on
// any pattern fails at once with the proof, as a run on one pattern does.
func TestAnyPatternTooFewClues(t *testing.T) {
	_, err := AnyPattern(context.Background(), 16, pattern.None, Options{Attempts: 1})
	if err == nil || !strings.Contains(err.Error(), "no proper Sudoku has fewer than 17") {
		t.Fatalf("got %v", err)
	}
}

// TestDescentMoves: aiming at a technique on any pattern, the k-th attempt
// on a pattern has descentUnit·luby(k+1) moves (up to bestMoves) to reach
// a unique puzzle; on a chosen pattern, or not aiming at a technique, it
// has all of them.
func TestDescentMoves(t *testing.T) {
	aimed := &gen{opt: Options{Needs: logic.Swordfish, HasNeeds: true}, draws: &draws{unit: patternUnit}}
	for k, times := range []int{1, 1, 2, 1, 1, 2, 4, 1} {
		if got, want := aimed.descentMoves(k), times*descentUnit; got != want {
			t.Errorf("attempt %d on its pattern: %d moves to a unique puzzle, want %d", k, got, want)
		}
	}
	if got := aimed.descentMoves(1<<20 - 2); got != bestMoves {
		t.Errorf("attempt 2^20-2: %d moves, want bestMoves (%d)", got, bestMoves)
	}
	onePattern := &gen{opt: aimed.opt}
	plain := &gen{opt: Options{Ceiling: logic.Medium}, draws: aimed.draws}
	for _, g := range []*gen{onePattern, plain} {
		if got := g.descentMoves(0); got != bestMoves {
			t.Errorf("%d moves to a unique puzzle, want bestMoves (%d)", got, bestMoves)
		}
	}
}

// countingContext counts how often its Err is asked: the "best" search
// asks once every 16 moves.
type countingContext struct {
	context.Context
	asked int
}

func (c *countingContext) Err() error {
	c.asked++
	return c.Context.Err()
}

// TestAimedAttemptOnAnyPatternGivesUpEarly: on a pattern with too few
// clues to reach a unique puzzle soon, an attempt aiming at a technique on
// any pattern stops after its descent (16 moves for the first attempt),
// while on a chosen pattern it goes on to bestMoves.
func TestAimedAttemptOnAnyPatternGivesUpEarly(t *testing.T) {
	p, err := DrawPattern(3, 0, 18, pattern.None)
	if err != nil {
		t.Fatal(err)
	}
	moves := func(d *draws) int {
		ctx := &countingContext{Context: context.Background()}
		g, _, stop, err := newGen(ctx, p, Options{Needs: logic.XWing, HasNeeds: true, Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		defer stop()
		g.draws = d
		if _, ok, _ := bestAttempt(g, 0, rand.New(rand.NewPCG(1, 2))); ok {
			t.Fatal("a puzzle on 18 clues within the descent: choose a pattern that gives none")
		}
		return ctx.asked * 16
	}
	if got := moves(&draws{unit: patternUnit}); got > 2*descentUnit {
		t.Errorf("on any pattern the attempt made about %d moves, want at most %d", got, 2*descentUnit)
	}
	if got := moves(nil); got < bestMoves {
		t.Errorf("on its own pattern the attempt made about %d moves, want %d", got, bestMoves)
	}
}
