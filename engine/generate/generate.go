// Package generate finds clue digits for a fixed clue pattern: puzzles with
// exactly one solution that the logical solver finishes within a chosen
// ceiling (or at a chosen level). Three strategies can be compared:
//
//   - "zama": Zama and Sasano's (2016) Algorithm 1. Fill the pattern cells one
//     at a time, each time taking (at random among ties) the cell and digit
//     whose placement leaves the fewest candidates on the board, none at
//     zero; restart when stuck; then verify.
//   - "hillclimb": the Pict-Doku method (Ton 2016). Random legal digits in the
//     pattern cells, then change one clue at a time, keeping a change when
//     the logical solver leaves fewer cells open; restart from a new filling
//     at a local optimum.
//   - "best" (the default): local search on clue digits scored by the exact
//     solver: the cells on which a sample of solutions disagree, then the
//     cells the logical solver leaves open, then the level; sideways moves
//     allowed; every core in parallel.
//
// The work is split into numbered attempts, each a bounded search seeded by
// (seed, attempt number), and the lowest-numbered successes are returned,
// so the same seed and options give the same puzzles however the attempts
// are scheduled. A run ends at its time limit or after a number of
// attempts (Options.Attempts), whichever comes first; bounded by attempts
// alone, its outcome does not depend on the machine's speed. Successes count as distinct only when no move of the grid
// (relabelling, row and column swaps, rotation, mirroring) turns one into
// the other: they are told apart by their canonical forms (engine/canon).
package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pictdoku/pictdoku/engine/canon"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Options control a generation run.
type Options struct {
	Ceiling   logic.Level // hardest level allowed (default Extreme)
	Target    logic.Level // when HasTarget, the rated level must equal it
	HasTarget bool
	// Needs, when HasNeeds, is the technique the puzzle must need: the
	// logical solver, simplest techniques first, uses it, and nothing it
	// uses is harder (the rating's hardest technique is Needs). The
	// solver is then given no technique of a higher base weight, and the
	// search climbs toward Needs' weight.
	Needs      logic.Technique
	HasNeeds   bool
	AllowTrial bool // let the logical solver use the one-level trial
	PaperRules bool // restrict the logical solver to the source paper's ten rules
	Strategy   string
	Seed       uint64
	Timeout    time.Duration // 0 means no limit (the context may still end the run)
	// Attempts, when positive, bounds the work by count as well: a run
	// makes at most this many attempts. Repair, Helpers and
	// engine/designpuzzle share the count among the searches they make in
	// turn as they share the time limit (the pattern as it is gets a
	// third of a repair's, a tenth of Helpers', each round of helpers an
	// eighth; see attemptsPart). The attempts are numbered and seeded, so
	// a call bounded by Attempts alone (Timeout 0) gives the same result
	// on any machine, however loaded: tests bound their searches this
	// way, never by the clock.
	Attempts int
	Count    int // distinct puzzles wanted (default 1), no two the same puzzle relabelled, rotated or mirrored
	Workers  int // parallel attempts (default: all cores)
	Progress func(Progress)
	// OnFound, if set, receives each puzzle as soon as it is settled (in
	// the order of the result, under the run's lock: keep it short), so a
	// caller can show or save puzzles before the run ends.
	OnFound func(Puzzle)
	// Avoid holds the canonical forms (canon.Form) of puzzles made before
	// this run, say for the same book: a puzzle with one of them is passed
	// over, and the run makes another. The run only reads it.
	Avoid map[sudoku.Grid]bool
}

// Progress reports a run's state; it is called from worker goroutines.
type Progress struct {
	Attempts int           // attempts finished
	Found    int           // puzzles found so far
	BestOpen int           // fewest open cells of any attempt so far
	Elapsed  time.Duration // time since the start
}

// Puzzle is a generated puzzle.
type Puzzle struct {
	Clues    sudoku.Grid
	Solution sudoku.Grid
	Rating   rating.Rating
	Attempt  int // the attempt that found it
}

// ErrNoClueCells is the answer for a pattern without a cell: there are
// no clue digits to choose (and a repair adds too few cells to help).
var ErrNoClueCells = text.Errorf("the pattern has no clue cells: draw some, or drop a picture")

// NotFoundError reports a run that ended without enough puzzles.
type NotFoundError struct {
	Elapsed  time.Duration
	Canceled bool
	Open     []int // the open cells of the best attempt
	// Sparse names the band or stack that holds at most sparseClues
	// clues, if one does, and SparseClues says how many.
	Sparse      text.Message
	SparseClues int
	// Reached lists the levels of the unique puzzles that turned up but
	// were not wanted (easier than the level asked for); Harder is set
	// when unique puzzles turned up that need techniques beyond the
	// ceiling. Both say which levels this pattern can reach.
	Reached []logic.Level
	Harder  bool
	Wanted  logic.Level // the level asked for, or the ceiling
	// Needs is the technique asked for (Options.Needs), when HasNeeds.
	Needs    logic.Technique
	HasNeeds bool
	// Patterns is how many random patterns the run tried (AnyPattern;
	// 0 for a run on one given pattern).
	Patterns int
}

// sparseClues: a band or stack with this few clues is pointed out when no
// puzzle is found. Every random pattern of 21 to 24 clues that failed
// without a proof in the measurements had one with at most 5, most with
// at most 4.
const sparseClues = 4

func (e *NotFoundError) Error() string { return e.TextMessage().String() }

// TextMessage is the error as a translatable message.
func (e *NotFoundError) TextMessage() text.Message {
	// "not found in 2 s", as the app writes a time limit ("5 s"), not Go's
	// "2s"; the unit is the message's, so Japanese says 2秒.
	why := text.New("not found in %s s", strconv.FormatFloat(e.Elapsed.Round(100*time.Millisecond).Seconds(), 'f', -1, 64))
	if e.Canceled {
		why = text.Word("canceled")
	}
	if e.Patterns > 0 {
		why = text.New("%s on %d random patterns", why, e.Patterns)
	}
	msg := why
	if len(e.Open) > 0 {
		names := make([]string, 0, len(e.Open))
		for i, c := range e.Open {
			if i == 8 {
				names = append(names, "...")
				break
			}
			names = append(names, sudoku.CellName(c))
		}
		msg = text.New("%s; best attempt left %d cells open (%s)", why, len(e.Open), strings.Join(names, ", "))
	}
	if e.Sparse.Format != "" {
		msg = text.New("%s; the %s has only %d clues, and patterns that sparse there seldom have a proper puzzle", msg, e.Sparse, e.SparseClues)
	}
	if len(e.Reached) > 0 {
		var names []text.Message
		for _, l := range e.Reached {
			names = append(names, text.Word(l.String()))
		}
		if e.Patterns > 1 {
			msg = text.New("%s; these patterns gave puzzles at %s, but none at %s", msg, names, text.Word(e.Wanted.String()))
		} else {
			msg = text.New("%s; this pattern gave puzzles at %s, but none at %s", msg, names, text.Word(e.Wanted.String()))
		}
	}
	if e.Harder {
		if e.Patterns > 1 {
			msg = text.New("%s; these patterns gave unique puzzles that need techniques harder than %s", msg, text.Word(e.Wanted.String()))
		} else {
			msg = text.New("%s; this pattern gave unique puzzles that need techniques harder than %s", msg, text.Word(e.Wanted.String()))
		}
	}
	if e.HasNeeds {
		msg = text.New("%s; no puzzle whose hardest step is %s turned up", msg, text.Word(e.Needs.String()))
	}
	return msg
}

// Strategies lists the strategy names.
func Strategies() []string { return []string{"best", "zama", "hillclimb"} }

// CheckStrategy refuses a name that is not one of Strategies. (Options
// take "" for "best".)
func CheckStrategy(name string) error {
	if !slices.Contains(Strategies(), name) {
		return fmt.Errorf("unknown strategy %q (want %s)", name, strings.Join(Strategies(), ", "))
	}
	return nil
}

// attemptFunc runs an attempt, the k-th on g's pattern (0 for the first),
// and returns a puzzle or the open cells of its best state.
type attemptFunc func(g *gen, k int, rng *rand.Rand) (sudoku.Grid, bool, []int)

// gen holds what the attempts of one run share.
type gen struct {
	pattern pattern.Pattern
	cells   []int // the pattern's cells
	opt     Options
	solve   logic.Options
	ctx     context.Context
	repair  *repairer // set when the attempts may add cells (see repair.go)
	// reached has bit l set once a unique puzzle of level l turned up that
	// the options did not want, and bit harderBit once one turned up that
	// needs techniques beyond the ceiling. The run's views on other
	// patterns (see AnyPattern) share it.
	reached *atomic.Uint32
	draws   *draws // set by AnyPattern: the run's patterns
}

const harderBit = 31

// Generate finds opt.Count puzzles whose clues lie exactly on pattern p.
// Provably impossible patterns fail at once with the proof.
func Generate(ctx context.Context, p pattern.Pattern, opt Options) ([]Puzzle, error) {
	return generateOn(ctx, p, opt, nil)
}

// generateOn runs a generation whose attempts start on pattern p: all of
// them, or with d (AnyPattern), those d schedules on it.
func generateOn(ctx context.Context, p pattern.Pattern, opt Options, d *draws) ([]Puzzle, error) {
	if err := p.Impossible(); err != nil {
		return nil, err
	}
	g, attempt, cancel, err := newGen(ctx, p, opt)
	if err != nil {
		return nil, err
	}
	defer cancel()
	g.draws = d
	return g.run(attempt)
}

// newGen fills in opt's defaults and returns the run's shared state, the
// strategy's attempt, and the function that ends the run's time limit.
func newGen(ctx context.Context, p pattern.Pattern, opt Options) (*gen, attemptFunc, context.CancelFunc, error) {
	if p.Empty() {
		return nil, nil, nil, ErrNoClueCells
	}
	if opt.Count <= 0 {
		opt.Count = 1
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	if opt.Ceiling == 0 && !opt.HasTarget {
		opt.Ceiling = logic.Extreme
	}
	if opt.HasTarget && (opt.Ceiling < opt.Target || opt.Ceiling > logic.Extreme) {
		opt.Ceiling = opt.Target
	}
	if opt.Ceiling > logic.Extreme {
		opt.Ceiling = logic.Extreme
	}
	if opt.Strategy != "" {
		if err := CheckStrategy(opt.Strategy); err != nil {
			return nil, nil, nil, err
		}
	}
	var attempt attemptFunc
	switch opt.Strategy {
	case "", "best":
		attempt = bestAttempt
	case "zama":
		attempt = zamaAttempt
	case "hillclimb":
		attempt = hillclimbAttempt
	}
	cancel := context.CancelFunc(func() {})
	if opt.Timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
	}
	g := &gen{pattern: p, cells: p.Cells(), opt: opt, ctx: ctx, reached: new(atomic.Uint32),
		solve: logic.Options{MaxWeight: logic.MaxWeight(opt.Ceiling), PaperRules: opt.PaperRules, AllowTrial: opt.AllowTrial}}
	if opt.HasNeeds {
		if w := opt.Needs.Info().Weight; g.solve.MaxWeight == 0 || w < g.solve.MaxWeight {
			g.solve.MaxWeight = w
		}
		g.solve.AllowTrial = g.solve.AllowTrial && opt.Needs == logic.Trial
		if opt.Needs.Dynamic() && !g.solve.Dynamic {
			// The puzzles are judged without the dynamic chains: none
			// could be accepted, and the search would only run out its
			// time.
			cancel()
			return nil, nil, nil, text.Errorf("no puzzle the generator makes can need %s: it judges its puzzles without the dynamic chains (up to seconds a step)", text.Word(opt.Needs.String()))
		}
	}
	return g, attempt, cancel, nil
}

type outcome struct {
	index  int
	clues  sudoku.Grid
	ok     bool
	open   []int
	rating rating.Rating
	sol    sudoku.Grid
	form   sudoku.Grid // canon.Form(clues), when ok
}

// run schedules numbered attempts over the workers and gathers the
// lowest-numbered distinct successes.
func (g *gen) run(attempt attemptFunc) ([]Puzzle, error) {
	start := time.Now()
	// Once the result is settled, the attempts still running are stopped:
	// their outcome could not change it.
	ctx, settle := context.WithCancel(g.ctx)
	defer settle()
	g.ctx = ctx
	var (
		mu       sync.Mutex
		next     int
		done     = map[int]outcome{}
		bestOpen []int
		finished int
		wg       sync.WaitGroup
	)
	// settled lists the successes that can no longer change: distinct
	// ones, in attempt order, up to the first attempt still running, at
	// most opt.Count. enough reports whether there are opt.Count of them.
	settled := func() []Puzzle {
		var found []Puzzle
		seen := map[sudoku.Grid]bool{}
		for i := 0; i < next && len(found) < g.opt.Count; i++ {
			o, ok := done[i]
			if !ok {
				break
			}
			if o.ok && !seen[o.form] && !g.opt.Avoid[o.form] {
				seen[o.form] = true
				found = append(found, Puzzle{Clues: o.clues, Solution: o.sol, Rating: o.rating, Attempt: i})
			}
		}
		return found
	}
	announced := 0
	announce := func(found []Puzzle) {
		for ; announced < len(found); announced++ {
			if g.opt.OnFound != nil {
				g.opt.OnFound(found[announced])
			}
		}
	}
	enough := func() ([]Puzzle, bool) {
		found := settled()
		return found, len(found) == g.opt.Count
	}
	report := func() {
		if g.opt.Progress == nil {
			return
		}
		found, _ := enough()
		g.opt.Progress(Progress{Attempts: finished, Found: len(found), BestOpen: len(bestOpen), Elapsed: time.Since(start)})
	}
	// The ticker reports progress between attempts. run waits for it to
	// end, so that no report comes after run returns: a caller showing the
	// progress would otherwise see a late report overwrite its result.
	stopTicker, tickerDone := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(tickerDone)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stopTicker:
				return
			case <-tick.C:
				mu.Lock()
				report()
				mu.Unlock()
			}
		}
	}()
	defer func() {
		close(stopTicker)
		<-tickerDone
	}()
	for w := 0; w < g.opt.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				if g.ctx.Err() != nil || g.opt.Attempts > 0 && i >= g.opt.Attempts { // out of time or attempts, canceled or settled
					mu.Unlock()
					return
				}
				next++
				on, k := g.forAttempt(i)
				mu.Unlock()

				rng := attemptRand(g.opt.Seed, i)
				clues, ok, open := attempt(on, k, rng)
				o := outcome{index: i, clues: clues, open: open}
				if ok {
					// Every puzzle is checked before it is returned.
					o.sol, o.rating, o.ok = g.verify(clues)
					o.form = canon.Form(clues)
				}
				if g.ctx.Err() != nil && !ok {
					return
				}
				mu.Lock()
				done[i] = o
				finished++
				if !o.ok && (bestOpen == nil || len(open) < len(bestOpen)) {
					bestOpen = open
				}
				found, ok := enough()
				announce(found)
				if ok {
					settle()
				}
				report()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	if found, ok := enough(); ok {
		announce(found)
		return found, nil
	}
	// Out of time: return the settled successes, if any, with the error.
	var found []Puzzle
	var idx []int
	for i, o := range done {
		if o.ok {
			idx = append(idx, i)
		}
	}
	sort.Ints(idx)
	seen := map[sudoku.Grid]bool{}
	for _, i := range idx {
		o := done[i]
		if !seen[o.form] && !g.opt.Avoid[o.form] && len(found) < g.opt.Count {
			seen[o.form] = true
			found = append(found, Puzzle{Clues: o.clues, Solution: o.sol, Rating: o.rating, Attempt: i})
		}
	}
	err := &NotFoundError{Elapsed: time.Since(start), Canceled: errors.Is(g.ctx.Err(), context.Canceled), Open: bestOpen, Wanted: g.opt.Ceiling}
	if g.opt.HasTarget {
		err.Wanted = g.opt.Target
	}
	if g.draws != nil {
		// The best attempt's open cells were on one of many patterns,
		// none of them shown: they would say nothing.
		err.Patterns, err.Open = len(g.draws.views), nil
	}
	if g.opt.HasNeeds {
		// Levels say nothing here: the solver was held to the technique.
		err.Needs, err.HasNeeds = g.opt.Needs, true
		return found, err
	}
	bits := g.reached.Load()
	err.Harder = bits&(1<<harderBit) != 0
	for _, l := range logic.Levels() {
		if bits&(1<<uint(l)) != 0 {
			err.Reached = append(err.Reached, l)
		}
	}
	if g.draws == nil {
		if name, n := g.pattern.Sparsest(); n <= sparseClues {
			err.Sparse, err.SparseClues = name, n
		}
	}
	return found, err
}

// attemptsPart is num/den of o's count of attempts, at least one (0, no
// count, when o has none): the count of a step that gets that part of the
// search's time.
func (o Options) attemptsPart(num, den int) int {
	if o.Attempts <= 0 {
		return 0
	}
	return max(1, o.Attempts*num/den)
}

// attemptRand is the random source of attempt i of a run with this seed.
func attemptRand(seed uint64, i int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(i)*0x9e3779b97f4a7c15+1))
}

// verify checks uniqueness with the exact solver and the level with the
// logical solver.
func (g *gen) verify(clues sudoku.Grid) (sudoku.Grid, rating.Rating, bool) {
	sol, n := exact.Solve(&clues)
	if n != 1 {
		return sol, rating.Rating{}, false
	}
	r := rating.RateWith(clues, g.solve)
	return sol, r, g.levelOK(r)
}

// levelOK reports whether a rating meets the ceiling and target.
func (g *gen) levelOK(r rating.Rating) bool {
	if !r.Solved {
		return false
	}
	if g.opt.HasNeeds && r.Hardest != g.opt.Needs {
		return false
	}
	if r.Level == logic.NeedsTrial {
		return g.opt.AllowTrial && (!g.opt.HasTarget || g.opt.Target == logic.NeedsTrial)
	}
	if g.opt.HasTarget {
		return r.Level == g.opt.Target
	}
	return r.Level <= g.opt.Ceiling
}
