package designwin

import (
	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
)

// attemptsPerSecond, when positive, bounds every search by a count of
// attempts instead of the clock: a time limit of S seconds becomes S
// times this many attempts (generate.Options.Attempts). Tests set it, so
// that what a search finds does not depend on the machine's speed; the
// window itself always runs by the time limit the author picks, and the
// progress bar measures that time either way.
var attemptsPerSecond = 0

// bounded returns opt as the search runs it: by its time limit, or with
// attemptsPerSecond set, by the same limit counted in attempts.
func bounded(opt generate.Options) generate.Options {
	if attemptsPerSecond > 0 && opt.Timeout > 0 {
		opt.Attempts = max(1, int(opt.Timeout.Seconds()*float64(attemptsPerSecond)))
		opt.Timeout = 0
	}
	return opt
}

// boundedDesign is bounded for a design's search.
func boundedDesign(opt designpuzzle.Options) designpuzzle.Options {
	opt.Options = bounded(opt.Options)
	return opt
}
