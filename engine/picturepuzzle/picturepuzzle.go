// Package picturepuzzle finds a puzzle for a design derived from a
// picture. The picture offers several patterns (picture.Result's
// Candidates), most like the picture first: its darkest cells, the
// feasibility-aware choice the author sees, and a stricter choice that
// carries puzzles more often. Find tries each for a short time, so a
// picture whose own look carries a puzzle keeps it, and only when none
// gives one does it repair the strictest (generate.Repair: the fewest
// cells to add). The answer always says how the puzzle's pattern differs
// from the one the author sees.
package picturepuzzle

import (
	"context"
	"errors"
	"time"

	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
)

// tryShare: each candidate gets 1/tryShare of the time limit before the
// next is tried. Puzzles on a pattern that carries them come in tens of
// milliseconds (median 20 ms at 28 clues on the corpus), so 0.5 s of 10 s
// is plenty, and the repair keeps most of the time. Measured on the corpus
// at 24 clues, 10 s: a tenth gave the same 78 of 80 puzzles as a
// twentieth, in a median 1.07 s against 0.57 s.
const tryShare = 20

// tryWithoutLimit is each candidate's time when the run has no limit.
const tryWithoutLimit = time.Second

// Find returns a puzzle on one of r's candidates (derive r with
// picture.Options.Candidates; without them r.Pattern is the only one), or
// on the last candidate repaired, within opt.Timeout in all. Added and
// Removed are counted against r.Pattern. opt.Prefer defaults to the
// picture's cell scores.
func Find(ctx context.Context, r picture.Result, opt generate.RepairOptions) (generate.Repaired, error) {
	if len(r.Candidates) == 0 {
		r.Candidates = []pattern.Pattern{r.Pattern}
	}
	if opt.Prefer == nil {
		score := r.Score
		opt.Prefer = &score
	}
	step := tryWithoutLimit
	var deadline time.Time
	if opt.Timeout > 0 {
		deadline = time.Now().Add(opt.Timeout)
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline)
		defer cancel()
		step = opt.Timeout / tryShare
	}
	o := opt.Options
	o.Count, o.Timeout = 1, step
	for _, p := range r.Candidates {
		if p.Impossible() != nil {
			continue
		}
		puzzles, err := generate.Generate(ctx, p, o)
		if err == nil {
			res := generate.Repaired{Pattern: p, Puzzle: puzzles[0]}
			res.Added, res.Removed = r.Pattern.Changes(p)
			return res, nil
		}
		var nf *generate.NotFoundError
		if !errors.As(err, &nf) || ctx.Err() != nil {
			return generate.Repaired{}, err
		}
	}
	opt.Try = -1 // every candidate was tried
	if !deadline.IsZero() {
		opt.Timeout = time.Until(deadline)
	}
	res, err := generate.Repair(ctx, r.Candidates[len(r.Candidates)-1], opt)
	if err != nil {
		return generate.Repaired{}, err
	}
	res.Added, res.Removed = r.Pattern.Changes(res.Pattern)
	return res, nil
}
