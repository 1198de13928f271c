package generate

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/canon"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// checkPuzzle verifies a generated puzzle independently of the generator.
func checkPuzzle(t *testing.T, p pattern.Pattern, pz Puzzle, opt logic.Options, ceiling logic.Level) {
	t.Helper()
	for c := 0; c < 81; c++ {
		if (pz.Clues[c] != 0) != p.Has(c) {
			t.Fatalf("clue at %d does not follow the pattern: %s", c, pz.Clues)
		}
	}
	sol, n := exact.Solve(&pz.Clues)
	if n != 1 || sol != pz.Solution {
		t.Fatalf("%s: %d solutions (solution match %v)", pz.Clues, n, sol == pz.Solution)
	}
	r := rating.RateWith(pz.Clues, opt)
	if !r.Solved {
		t.Fatalf("%s: the logical solver does not finish it", pz.Clues)
	}
	if r.Level > ceiling && r.Level != logic.NeedsTrial {
		t.Fatalf("%s: level %s above ceiling %s", pz.Clues, r.Level, ceiling)
	}
	if r.Level != pz.Rating.Level {
		t.Fatalf("%s: stated level %s, rated %s", pz.Clues, pz.Rating.Level, r.Level)
	}
}

// TestPropertyRandomPatterns: every puzzle returned, for many random
// patterns and every strategy, is unique and solvable within its ceiling.
func TestPropertyRandomPatterns(t *testing.T) {
	if testing.Short() {
		t.Skip("long property test; runs without -short")
	}
	rng := rand.New(rand.NewPCG(42, 1))
	ceilings := []logic.Level{logic.Easy, logic.Medium, logic.Hard, logic.Extreme}
	found := 0
	for i := 0; i < 24; i++ {
		k := 26 + rng.IntN(10)
		p, _ := pattern.Random(k, pattern.Symmetries()[rng.IntN(9)], rng)
		if p.Count() == 0 {
			p, _ = pattern.Random(k, pattern.None, rng)
		}
		if p.Impossible() != nil {
			continue
		}
		ceiling := ceilings[i%len(ceilings)]
		strategy := Strategies()[i%3]
		opt := Options{Strategy: strategy, Ceiling: ceiling, Seed: uint64(i), Attempts: 40}
		ps, err := Generate(context.Background(), p, opt)
		if err != nil {
			var nf *NotFoundError
			if !errors.As(err, &nf) {
				t.Fatalf("pattern %s: unexpected error %v", p, err)
			}
			continue
		}
		found++
		checkPuzzle(t, p, ps[0], logic.Options{MaxWeight: logic.MaxWeight(ceiling)}, ceiling)
	}
	if found < 12 {
		t.Errorf("only %d of 24 easy patterns (26-35 clues) gave a puzzle in 40 attempts", found)
	}
}

// enough is the budget of the searches tests count on to succeed:
// attempts, not time, so that a loaded machine or the race detector only
// makes them slower, never changes what they find (see Options.Attempts).
// The searches below need at most a few dozen.
const enough = 400

func TestDeterministic(t *testing.T) {
	p := pattern.Samples()[0].Pattern // the heart, 22 clues
	if testing.Short() {
		p = pattern.Samples()[3].Pattern // the letter A, 38 clues
	}
	opt := Options{Seed: 7, Count: 2, Attempts: enough}
	a, err := Generate(context.Background(), p, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.Workers = 1
	b, err := Generate(context.Background(), p, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != 2 || len(b) != 2 || a[0].Clues != b[0].Clues || a[1].Clues != b[1].Clues {
		t.Fatalf("same seed gave different puzzles:\n%v\n%v", a, b)
	}
	if a[0].Clues == a[1].Clues {
		t.Fatal("variants should differ")
	}
	for _, pz := range a {
		checkPuzzle(t, p, pz, logic.Options{}, logic.Extreme)
	}
}

// TestAvoid: a run told the forms of the puzzles an earlier run with the
// same seed made passes them over and makes others, none equivalent to
// them or to each other.
func TestAvoid(t *testing.T) {
	p := pattern.Samples()[0].Pattern
	if testing.Short() {
		p = pattern.Samples()[3].Pattern
	}
	opt := Options{Seed: 7, Count: 2, Attempts: enough}
	a, err := Generate(context.Background(), p, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.Avoid = map[sudoku.Grid]bool{}
	for _, pz := range a {
		opt.Avoid[canon.Form(pz.Clues)] = true
	}
	b, err := Generate(context.Background(), p, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) != 2 {
		t.Fatalf("%d puzzles, want 2", len(b))
	}
	if reps := canon.Repeats([]sudoku.Grid{a[0].Clues, a[1].Clues, b[0].Clues, b[1].Clues}); len(reps) > 0 {
		t.Errorf("repeats: %v", reps)
	}
	for _, pz := range b {
		checkPuzzle(t, p, pz, logic.Options{}, logic.Extreme)
	}
}

// TestImpossibleAtOnce: a pattern with a proof of impossibility fails
// with the proof before any search starts: even a run whose context has
// already ended (which a search would report as canceled) gives it.
func TestImpossibleAtOnce(t *testing.T) {
	p := pattern.FromCells(nil).Invert()
	for c := 0; c < 9; c++ {
		p.Set(3*9+c, false)
		p.Set(5*9+c, false)
	}
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	attempts := 0
	_, err := Generate(ended, p, Options{Progress: func(pr Progress) { attempts = max(attempts, pr.Attempts) }})
	if err == nil || !strings.Contains(err.Error(), "rows 4 and 6 of the middle band are both empty") {
		t.Fatalf("want the empty-rows proof, got %v", err)
	}
	if attempts > 0 {
		t.Errorf("%d attempts ran before the proof", attempts)
	}
	if _, err := Generate(ended, pattern.FromCells([]int{1, 2, 3}), Options{}); err == nil || !strings.Contains(err.Error(), "17") {
		t.Fatalf("want the 17-clue proof, got %v", err)
	}
}

// TestCancelAndTimeout: a run that finds nothing goes on until it is
// stopped: by its context (a canceled NotFoundError), by its time limit or
// by its count of attempts (not canceled). The cancel comes from the first progress report, so the
// run is surely under way whatever the machine's speed; a cancel that
// did not stop it would leave the test to hang.
func TestCancelAndTimeout(t *testing.T) {
	// 18 random clues: almost never solvable, so the run goes on until stopped.
	rng := rand.New(rand.NewPCG(9, 9))
	var p pattern.Pattern
	for {
		p, _ = pattern.Random(18, pattern.None, rng)
		if p.Impossible() == nil {
			break
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	reports := 0
	_, err := Generate(ctx, p, Options{Progress: func(pr Progress) {
		reports++ // under the run's lock
		cancel()
	}})
	var nf *NotFoundError
	if !errors.As(err, &nf) || !nf.Canceled {
		t.Fatalf("want a canceled NotFoundError, got %v", err)
	}
	if reports == 0 {
		t.Error("no progress reported")
	}
	_, err = Generate(context.Background(), p, Options{Timeout: 400 * time.Millisecond})
	if !errors.As(err, &nf) || nf.Canceled || !strings.Contains(err.Error(), "not found in") {
		t.Fatalf("want a timeout NotFoundError, got %v", err)
	}
	// A dense pattern gives Easy puzzles at once, and no Extreme one: its
	// attempts are quick, and the run ends after exactly as many as it has.
	dense, _ := pattern.Random(45, pattern.None, attemptRand(1, 0))
	finished := 0
	_, err = Generate(context.Background(), dense, Options{Target: logic.Extreme, HasTarget: true, Attempts: 5, Workers: 3,
		Progress: func(pr Progress) { finished = max(finished, pr.Attempts) }})
	if !errors.As(err, &nf) || nf.Canceled || finished != 5 {
		t.Fatalf("want a NotFoundError after 5 attempts, got %v after %d", err, finished)
	}
}

// TestNotFoundPointsAtSparseBand: a failure names the band with few clues.
func TestNotFoundPointsAtSparseBand(t *testing.T) {
	// 21 clues, 4 of them in the bottom band; no attempt found a puzzle
	// for it in 60 s (nor is it proved impossible), nor does the first.
	p, err := pattern.Parse("..XX.X...X...XX...XX.XXX..........XX.........X.....XXX....X....X...........X..X..")
	if err != nil {
		t.Fatal(err)
	}
	if name, n := p.Sparsest(); name.String() != "bottom band" || n != 4 {
		t.Fatalf("sparsest: %s with %d clues", name, n)
	}
	_, err = Generate(context.Background(), p, Options{Attempts: 1, PaperRules: true, AllowTrial: true})
	var nf *NotFoundError
	if !errors.As(err, &nf) || !strings.Contains(err.Error(), "the bottom band has only 4 clues") {
		t.Fatalf("want a failure naming the bottom band, got %v", err)
	}
}

func TestTargetLevel(t *testing.T) {
	p := pattern.Samples()[3].Pattern // the letter A, 38 clues
	for _, target := range []logic.Level{logic.Easy, logic.Medium} {
		ps, err := Generate(context.Background(), p, Options{Target: target, HasTarget: true, Seed: 3, Attempts: enough})
		if err != nil {
			t.Fatalf("target %s: %v", target, err)
		}
		if ps[0].Rating.Level != target {
			t.Fatalf("target %s: got %s", target, ps[0].Rating.Level)
		}
		checkPuzzle(t, p, ps[0], logic.Options{MaxWeight: logic.MaxWeight(target)}, target)
	}
}

func TestUnknownStrategy(t *testing.T) {
	if _, err := Generate(context.Background(), pattern.Samples()[0].Pattern, Options{Strategy: "magic"}); err == nil {
		t.Fatal("want an error")
	}
}

// TestScoreBound: a bounded score is exact when the score is within the
// bound and above the bound otherwise, so the search keeps the same moves.
func TestScoreBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var empty sudoku.Grid
	several := 0
	for trial := 0; trial < 40; trial++ {
		p, err := pattern.Random(22+trial%8, pattern.None, rng)
		if err != nil {
			t.Fatal(err)
		}
		full, _ := exact.Random(&empty, rng)
		var clues sudoku.Grid
		for _, c := range p.Cells() {
			clues[c] = full[c]
		}
		g := &gen{cells: p.Cells(), ctx: context.Background(), reached: new(atomic.Uint32), solve: logic.Options{MaxWeight: logic.MaxWeight(logic.Extreme)}}
		g.opt.Ceiling = logic.Extreme
		exactScore, _ := g.score(&clues, 1<<30)
		if exactScore > multiScore+100 {
			several++
		}
		for _, bound := range []int{0, 1, multiScore, multiScore + 150, exactScore - 1, exactScore, exactScore + 250, 1 << 29} {
			got, _ := g.score(&clues, bound)
			if exactScore <= bound && got != exactScore || exactScore > bound && got <= bound {
				t.Fatalf("%s: bound %d gave %d, exact score %d", clues, bound, got, exactScore)
			}
		}
	}
	if several < 10 {
		t.Fatalf("only %d of 40 clue sets had several solutions", several)
	}
}

// TestSettledRunStopsOtherAttempts: once the wanted puzzles are settled,
// attempts still running are stopped rather than waited for.
func TestSettledRunStopsOtherAttempts(t *testing.T) {
	const known = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	clues, err := sudoku.Parse(known)
	if err != nil {
		t.Fatal(err)
	}
	p := pattern.OfClues(clues)
	cells := p.Cells()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const seed = 5
	first := attemptRand(seed, 0).Uint64() // attempt 0's first draw
	g := &gen{pattern: p, cells: cells, ctx: ctx, reached: new(atomic.Uint32), opt: Options{Seed: seed, Count: 1, Workers: 2, Ceiling: logic.Extreme},
		solve: logic.Options{MaxWeight: logic.MaxWeight(logic.Extreme)}}
	blocked := make(chan bool, 1)
	attempt := func(g *gen, _ int, rng *rand.Rand) (sudoku.Grid, bool, []int) {
		if rng.Uint64() == first {
			<-blocked // attempt 0 succeeds once attempt 1 is under way
			return clues, true, nil
		}
		blocked <- true
		<-g.ctx.Done() // a search that would otherwise run on
		return sudoku.Grid{}, false, cells
	}
	ps, err := g.run(attempt)
	if err != nil || len(ps) != 1 || ps[0].Clues != clues || ps[0].Attempt != 0 {
		t.Fatalf("want attempt 0's puzzle, got %v, %v", ps, err)
	}
	if ctx.Err() != nil {
		t.Fatal("the run waited for the caller's deadline instead of stopping the running attempt")
	}
}

// TestNoProgressAfterReturn: Generate's progress reports all come before
// it returns. A report from its ticker could come after, and a window
// showing progress then overwrote its result with a late count (and the
// race detector caught the two writes in the design window's test).
func TestNoProgressAfterReturn(t *testing.T) {
	p, _ := pattern.Random(30, pattern.None, rand.New(rand.NewPCG(3, 3)))
	for run := range 15 {
		var returned atomic.Bool
		var late atomic.Int32
		progress := func(Progress) {
			time.Sleep(30 * time.Millisecond) // a slow receiver, as a busy UI is
			if returned.Load() {
				late.Add(1)
			}
		}
		_, err := Generate(context.Background(), p, Options{Seed: uint64(run), Count: 3, Attempts: enough, Progress: progress})
		returned.Store(true)
		if err != nil {
			t.Fatal(err)
		}
		time.Sleep(150 * time.Millisecond) // time for a late tick to arrive
		if n := late.Load(); n > 0 {
			t.Fatalf("run %d: %d progress reports after Generate returned", run, n)
		}
	}
}

// TestNotFoundSaysSeconds: the time a search took is said as the app says
// a time limit, "2 s" or "0.4 s" (it said Go's "2s" and "1m0s"), and in
// Japanese with 秒.
func TestNotFoundSaysSeconds(t *testing.T) {
	ja := func(format string) string {
		if format == "not found in %s s" {
			return "%s秒以内に見つかりませんでした"
		}
		return format
	}
	for _, c := range []struct {
		elapsed  time.Duration
		en, want string
	}{
		{2 * time.Second, "not found in 2 s", "2秒以内に見つかりませんでした"},
		{430 * time.Millisecond, "not found in 0.4 s", "0.4秒以内に見つかりませんでした"},
		{time.Minute, "not found in 60 s", "60秒以内に見つかりませんでした"},
	} {
		err := &NotFoundError{Elapsed: c.elapsed}
		if got := err.Error(); got != c.en {
			t.Errorf("%v: %q, want %q", c.elapsed, got, c.en)
		}
		if got := err.TextMessage().In(ja); got != c.want {
			t.Errorf("%v in Japanese: %q, want %q", c.elapsed, got, c.want)
		}
	}
}
