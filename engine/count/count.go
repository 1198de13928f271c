// Package count counts the solutions of a Sudoku grid: exactly up to a
// cap, and beyond it by estimation with an error bar.
package count

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Options tune Estimate.
type Options struct {
	ExactLimit int    // count exactly up to this many solutions (default 10000)
	Probes     int    // random probes for the estimate (default 20000)
	Seed       uint64 // random seed
}

// Result is a solution count: exact, or an estimate with its standard error.
type Result struct {
	Exact    bool
	Count    float64 // the count, or the estimate
	StdError float64 // standard error of the estimate (0 when exact)
	Probes   int
}

// String writes "N" for an exact count or "~N ± E (95%)" for an estimate.
func (r Result) String() string {
	if r.Exact {
		return fmt.Sprintf("%.0f", r.Count)
	}
	return fmt.Sprintf("~%.4g ± %.2g (95%%, %d probes)", r.Count, 1.96*r.StdError, r.Probes)
}

// Estimate counts exactly up to the limit; beyond it, it averages Knuth's
// random-probe estimates over the exact solver's search tree, which are
// unbiased, and reports the standard error of the mean.
func Estimate(g sudoku.Grid, opt Options) Result {
	if opt.ExactLimit <= 0 {
		opt.ExactLimit = 10000
	}
	if opt.Probes <= 0 {
		opt.Probes = 20000
	}
	if n := exact.Count(&g, opt.ExactLimit+1); n <= opt.ExactLimit {
		return Result{Exact: true, Count: float64(n)}
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x9e3779b97f4a7c15))
	var sum, sumSq float64
	for i := 0; i < opt.Probes; i++ {
		x := exact.Probe(&g, rng)
		sum += x
		sumSq += x * x
	}
	n := float64(opt.Probes)
	mean := sum / n
	variance := math.Max(sumSq/n-mean*mean, 0)
	return Result{Count: mean, StdError: math.Sqrt(variance / n), Probes: opt.Probes}
}
