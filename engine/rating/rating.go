// Package rating grades a puzzle from the steps of the logical solver: the
// hardest technique needed sets the level, and the score adds how long the
// solver had to work between placements, as the design's source on
// inference rules (Matsubara 2006) proposes: difficulty by rule hardness
// and by the number of steps.
package rating

import (
	"context"
	"math"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// BeyondScore is the score of a puzzle the solver cannot finish, plus a
// term below 0.1 for the cells it left open: above every puzzle it
// finishes. The heaviest finished step, a nested forcing chain of level 4,
// weighs 10.5 plus a length term: 1.4 at most on the forum's hardest
// puzzles (Explainer's ratings there stop at 11.9), but unbounded in
// principle, so a finished puzzle's score is held just below BeyondScore
// (its HardestWeight is not).
const BeyondScore = 12.0

// Rating is the difficulty of a puzzle.
type Rating struct {
	Level         logic.Level
	Score         float64 // hardest step's weight plus a step-count term below 0.1 (held below BeyondScore when finished), or BeyondScore and up when not
	Hardest       logic.Technique
	HardestWeight float64
	Counts        map[logic.Technique]int
	Steps         []logic.Step
	Solved        bool // solved by the allowed techniques
	Open          int  // cells left open when the solver stopped
}

// Rate solves g with every technique (and, when allowTrial is set, the
// one-level trial) and grades it.
func Rate(g sudoku.Grid, allowTrial bool) Rating { return RateWith(g, rateOptions(allowTrial)) }

// rateOptions are the solver's options for Rate: every technique,
// Explainer's dynamic chains included.
func rateOptions(allowTrial bool) logic.Options {
	return logic.Options{AllowTrial: allowTrial, Dynamic: true}
}

// RateWith grades g using only the techniques opt allows.
func RateWith(g sudoku.Grid, opt logic.Options) Rating {
	res := logic.Solve(g, opt)
	return FromResult(res)
}

// RateContext is Rate for a caller that may stop it or show how far it
// is (the app, rating a pasted puzzle: the hardest take seconds). After
// each step it calls progress, when not nil, with the cells filled so far
// and the cells the puzzle left open; once ctx is done it stops between
// two steps and returns ctx's error, and no rating.
func RateContext(ctx context.Context, g sudoku.Grid, allowTrial bool, progress func(filled, open int)) (Rating, error) {
	open := sudoku.NumCells - g.Clues()
	var onStep func(*logic.Board)
	if progress != nil {
		onStep = func(b *logic.Board) { progress(open-b.Open(), open) }
	}
	res := logic.SolveContext(ctx, logic.NewBoard(g), rateOptions(allowTrial), onStep)
	if res.Stopped {
		return Rating{}, ctx.Err()
	}
	return FromResult(res), nil
}

// FromResult grades a finished logical solve.
func FromResult(res logic.Result) Rating {
	r := Rating{Counts: map[logic.Technique]int{}, Steps: res.Steps, Solved: res.Solved, Open: res.Board.Open()}
	run, maxRun := 0, 0
	for i := range res.Steps {
		s := &res.Steps[i]
		r.Counts[s.Technique]++
		if w := s.Weight(); w > r.HardestWeight {
			r.HardestWeight, r.Hardest = w, s.Technique
		}
		if len(s.Place) > 0 {
			run = 0
		} else {
			run++
			maxRun = max(maxRun, run)
		}
	}
	// The step term grows with the longest stretch of eliminations before
	// a placement, and stays below 0.1 so it orders puzzles within a
	// hardest-technique class without crossing into the next.
	r.Score = min(math.Round((r.HardestWeight+0.099*(1-1/float64(1+maxRun)))*1000)/1000, BeyondScore-0.001)
	switch {
	case !res.Solved:
		// Stuck: harder than anything the solver finishes, and the more
		// cells it left open, the harder.
		r.Level = logic.Unsolvable
		r.Score = math.Round((BeyondScore+0.099*float64(r.Open)/sudoku.NumCells)*1000) / 1000
	case r.Counts[logic.Trial] > 0:
		r.Level = logic.NeedsTrial
	default:
		// A nested forcing chain can weigh more than the trial (10.0
		// and up): it is still logic, so Extreme.
		r.Level = logic.LevelOf(min(r.HardestWeight, logic.MaxWeight(logic.Extreme)))
	}
	return r
}

// HardestName names the hardest technique, or "none" for a grid that needs
// no step (every cell given): its Hardest is the zero technique, which
// would read as Hidden Single.
func (r Rating) HardestName() string {
	if len(r.Steps) == 0 {
		return "none"
	}
	return r.Hardest.String()
}
