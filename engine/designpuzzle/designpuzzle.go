// Package designpuzzle is the one way from a design to a puzzle. The
// app's Generate, the CLI's generate and books made from designs all come
// here, so a picture gives the same puzzle wherever it is used.
//
// A pattern is searched as it is, and repaired (generate.Repair: the
// fewest cells to add, a cell in each empty box first) when the caller
// allows it. A picture offers several renderings (picture.Result's
// Renderings: silhouette and outline, in several framings, each scored by
// its resemblance to the picture), in the order a search should try them.
// Find races them (see the timing below), so a resembling rendering that
// carries a puzzle wins; only when none does is the one that came closest
// repaired, with up to MaxAdded cells next to the drawing, found the way
// helper clues are (generate.Helpers): added where the pattern is
// thinnest, then each taken away again that the puzzle can do without.
//
// With KeepPicture the picture's pattern (or a drawn one) stays exactly
// as the author saw it: every one of its cells is a clue, and when it
// cannot carry a puzzle alone the search adds helper clues outside it, as
// few as it can and nearest the drawing first (at most MaxHelpers); for a
// practice puzzle, one at a time (see generate.Helpers). Helper clues are
// shown and printed without the highlight, so the highlighted cells are
// the picture and nothing else.
//
// The answer always says how the puzzle's clue cells differ from the
// pattern the author sees (Outcome.Changes).
package designpuzzle

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// MaxHelpers is the most helper clues KeepPicture adds.
const MaxHelpers = 8

// MaxAdded is the most cells the repair of a picture adds: a block L
// leaves four boxes empty. Measured on the 49 simple shapes at 24 clues
// (10 s each), the hitting-set repair of up to 3 cells found none of the
// 5 shapes no rendering carried; this repair found 4.
const MaxAdded = 4

// The search's timing: a race. A pattern that carries puzzles gives one
// in tens of milliseconds (median 20 ms at 28 clues on the glyph corpus),
// but which rendering carries one is not known before trying, and the
// most resembling ones often do not. So every rendering gets a glance
// (1/glanceShare of the time limit, at least minGlance), most resembling
// first; then the half whose best attempt came closest (fewest cells left
// open) gets twice as long, and so on, for up to raceShare of the limit.
// The first puzzle found wins. The repair takes the rest, on the
// rendering that came closest of all. A search bounded by a count of
// attempts (generate.Options.Attempts, and no time limit) shares the
// count the same way, glances of at least minGlanceAttempts, so that it
// finds the same puzzle on any machine.
const (
	glanceShare       = 200
	minGlance         = 40 * time.Millisecond
	minGlanceAttempts = 2
	raceShare         = 0.75
	maxRunners        = 40
)

// withoutLimit is the time limit the shares are taken of when the search
// has none.
const withoutLimit = 20 * time.Second

// Counted reports whether the search is bounded by attempts alone (no
// time limit): its shares are then counted in attempts, not time.
func (o Options) Counted() bool { return o.Timeout <= 0 && o.Attempts > 0 }

// limit is the search's time limit: withoutLimit when it has none, 0
// (none) when it is counted.
func (o Options) limit() time.Duration {
	switch {
	case o.Counted():
		return 0
	case o.Timeout <= 0:
		return withoutLimit
	}
	return o.Timeout
}

// Options control a search.
type Options struct {
	generate.Options                  // level, strategy, seed, time limit (for the whole search)
	Symmetry         pattern.Symmetry // added cells keep it
	// Repair lets a pattern change (cells added, or moved with
	// KeepCount) when it carries no puzzle as it is. A picture's search
	// always may, unless KeepPicture is set.
	Repair    bool
	KeepCount bool
	// KeepPicture keeps a picture's pattern, or a drawn one, exact and
	// adds helper clues beside it instead (see the package doc).
	KeepPicture bool
	// KeepClosest: when no rendering of a picture carries a puzzle alone,
	// the one that came closest is kept exact with helper clues beside
	// it, instead of repaired with cells added to it (a look of the
	// picture, engine/looks, stays the look the author chose).
	KeepClosest bool
}

// Outcome is a puzzle found for a design.
type Outcome struct {
	Puzzle generate.Puzzle
	// Pattern is the design's pattern the puzzle draws: its highlighted
	// cells. The puzzle's clues are Pattern and Helpers.
	Pattern pattern.Pattern
	Helpers pattern.Pattern // helper clues outside the picture (KeepPicture)
	Shown   pattern.Pattern // the pattern the author saw
	// Added and Removed are the clue cells the puzzle has beyond Shown,
	// and the cells of Shown it left out.
	Added, Removed []int
	Boxes          []int // boxes (1-9) that were empty and got an added cell
	// Rendering is the picture's rendering the puzzle draws (a picture
	// design only).
	Rendering *picture.Rendering
}

// Changed reports whether the clue cells differ from the pattern shown.
func (o Outcome) Changed() bool { return len(o.Added)+len(o.Removed) > 0 }

// Changes says in plain words how the clue cells differ from the pattern
// shown: "no change", "added r9c4, r9c6", "added r2c7, r5c8 (boxes 3, 6
// were empty)", "moved r1c5 -> r2c5", or "kept the picture; 3 helper
// clues: r1c9, r5c5, r9c1" ("kept the pattern" for a drawn one).
func (o Outcome) Changes() text.Message {
	if !o.Helpers.Empty() {
		names := make([]string, 0, o.Helpers.Count())
		for _, c := range o.Helpers.Cells() {
			names = append(names, sudoku.CellName(c))
		}
		if o.Rendering == nil { // a drawn pattern, kept
			if o.Helpers.Count() == 1 {
				return text.New("kept the pattern; 1 helper clue: %s", names[0])
			}
			return text.New("kept the pattern; %d helper clues: %s", o.Helpers.Count(), strings.Join(names, ", "))
		}
		if o.Helpers.Count() == 1 {
			return text.New("kept the picture; 1 helper clue: %s", names[0])
		}
		return text.New("kept the picture; %d helper clues: %s", o.Helpers.Count(), strings.Join(names, ", "))
	}
	return generate.Repaired{Added: o.Added, Removed: o.Removed, Boxes: o.Boxes}.Changes()
}

// fromRepair turns a repair of shown into an outcome.
func fromRepair(res generate.Repaired, shown pattern.Pattern) Outcome {
	o := Outcome{Puzzle: res.Puzzle, Pattern: res.Pattern, Shown: shown, Boxes: res.Boxes}
	o.Added, o.Removed = shown.Changes(res.Pattern)
	return o
}

// FindPattern returns a puzzle on p, or with opt.Repair on p repaired, or
// with opt.KeepPicture on p with helper clues beside it, within
// opt.Timeout.
func FindPattern(ctx context.Context, p pattern.Pattern, opt Options) (Outcome, error) {
	o := opt.Options
	o.Count = 1
	if opt.KeepPicture {
		return withHelpers(ctx, p, nil, opt, opt.limit()) // the helper rounds share a limit
	}
	if !opt.Repair {
		if err := p.Impossible(); err != nil {
			return Outcome{}, err
		}
		puzzles, err := generate.Generate(ctx, p, o)
		if err != nil {
			return Outcome{}, err
		}
		return Outcome{Puzzle: puzzles[0], Pattern: p, Shown: p}, nil
	}
	res, err := generate.Repair(ctx, p, generate.RepairOptions{Options: o, Symmetry: opt.Symmetry, KeepCount: opt.KeepCount})
	if err != nil {
		return Outcome{}, err
	}
	return fromRepair(res, p), nil
}

// FindPicture returns a puzzle for a picture read with its renderings
// (picture.Options.Candidates; without them r's own rendering is the only
// one), within opt.Timeout in all: on the first rendering that carries
// one, else on the rendering that came closest, repaired; with
// opt.KeepPicture, on r.Pattern exactly with helper clues. When r's
// rendering is an exact look (picture.Rendering.Kept), that comes first,
// for half the time, and the renderings race for the rest.
func FindPicture(ctx context.Context, r picture.Result, opt Options) (Outcome, error) {
	others := len(r.Renderings) > 0 && r.Rendering.Kept // renderings to fall back on
	if len(r.Renderings) == 0 {
		r.Renderings = []picture.Rendering{r.Rendering}
	}
	limit := opt.limit()
	deadline := time.Now().Add(limit)
	if limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline)
		defer cancel()
	}
	left := func() time.Duration {
		if limit == 0 {
			return 0 // counted: no time limit
		}
		return time.Until(deadline)
	}
	if opt.KeepPicture || (r.Rendering.Kept && !others) {
		return keepPicture(ctx, r, opt, left)
	}
	if r.Rendering.Kept {
		// An exact look (picture.Rendering.Kept) is kept as the picture
		// is with KeepPicture, for half the time: a look at many clues
		// may not reach a hard level, and then the renderings that carry
		// a puzzle alone race for the rest. Counted, it has half the
		// attempts.
		kopt, kctx, kcancel := opt, ctx, context.CancelFunc(func() {})
		half := time.Now().Add(limit / 2)
		keepLeft := func() time.Duration { return time.Until(half) }
		if opt.Counted() {
			kopt.Attempts = max(1, opt.Attempts/2)
			keepLeft = left
		} else {
			kctx, kcancel = context.WithDeadline(ctx, half)
		}
		out, err := keepPicture(kctx, r, kopt, keepLeft)
		kcancel()
		var nf *generate.NotFoundError
		if err == nil || ctx.Err() != nil || !errors.As(err, &nf) {
			return out, err
		}
		if opt.Counted() {
			opt.Attempts = max(1, opt.Attempts-kopt.Attempts)
		} else {
			limit = left()
		}
	}
	o := opt.Options
	o.Count = 1
	// closeness ranks the renderings tried by how close their best
	// attempt came: cells left open, fewest first.
	type tried struct{ index, open int }
	var close []tried
	try := func(i int, d time.Duration, attempts int) (Outcome, bool, error) {
		rd := &r.Renderings[i]
		o.Timeout, o.Attempts = d, attempts
		puzzles, err := generate.Generate(ctx, rd.Pattern, o)
		if err == nil {
			out := Outcome{Puzzle: puzzles[0], Pattern: rd.Pattern, Shown: r.Pattern, Rendering: rd}
			out.Added, out.Removed = r.Pattern.Changes(rd.Pattern)
			return out, true, nil
		}
		var nf *generate.NotFoundError
		if !errors.As(err, &nf) || ctx.Err() != nil {
			return Outcome{}, false, err
		}
		close = append(close, tried{i, len(nf.Open)})
		return Outcome{}, false, nil
	}
	// The race's clock: time, or when counted, attempts spent.
	raceEnd := time.Now().Add(time.Duration(float64(limit) * raceShare))
	raceAttempts, spent := int(float64(opt.Attempts)*raceShare), 0
	raceOver := func() bool {
		if opt.Counted() {
			return spent >= raceAttempts
		}
		return time.Now().After(raceEnd)
	}
	var runners []int
	for i := range r.Renderings {
		if len(runners) < maxRunners && r.Renderings[i].Pattern.Impossible() == nil {
			runners = append(runners, i)
		}
	}
	glance := max(limit/glanceShare, minGlance)
	glanceAttempts := max(opt.Attempts/glanceShare, minGlanceAttempts)
	for len(runners) > 0 && !raceOver() {
		close = close[:0]
		for _, i := range runners {
			if raceOver() {
				break
			}
			d, n := min(glance, time.Until(raceEnd)), opt.Attempts
			if opt.Counted() {
				d, n = 0, min(glanceAttempts, raceAttempts-spent)
				spent += n
			}
			if out, ok, err := try(i, d, n); ok || err != nil {
				return out, err
			}
		}
		// The closer half runs on, in the order they came (most
		// resembling first among equals), for twice as long.
		slices.SortStableFunc(close, func(a, b tried) int { return cmp.Compare(a.open, b.open) })
		runners = runners[:0]
		for _, t := range close[:(len(close)+1)/2] {
			runners = append(runners, t.index)
		}
		slices.Sort(runners)
		glance *= 2
		glanceAttempts *= 2
	}
	// No rendering carried a puzzle: repair the one that came closest,
	// its cells added nearest the drawing.
	best := 0
	if len(close) > 0 {
		best = close[0].index
	}
	rd := &r.Renderings[best]
	if opt.KeepClosest {
		if opt.Counted() {
			opt.Attempts = max(1, opt.Attempts-spent)
		}
		return keepPicture(ctx, r.Use(*rd), opt, left)
	}
	ropt := generate.RepairOptions{Options: opt.Options, Symmetry: opt.Symmetry, Prefer: nearness(*rd), KeepCount: opt.KeepCount, Try: -1}
	ropt.Count, ropt.Timeout = 1, left()
	if opt.Counted() {
		ropt.Attempts = max(1, opt.Attempts-spent) // the race's count spent, as its time would be
	}
	var res generate.Repaired
	var err error
	if opt.KeepCount {
		res, err = generate.Repair(ctx, rd.Pattern, ropt)
	} else {
		ropt.MaxAdd = MaxAdded
		res, err = generate.Helpers(ctx, rd.Pattern, ropt)
	}
	if err != nil {
		var nf *generate.NotFoundError
		if errors.As(err, &nf) {
			nf.Elapsed = time.Since(deadline.Add(-limit)) // the whole search's time, not the repair's
		}
		return Outcome{}, err
	}
	out := fromRepair(res, r.Pattern)
	out.Rendering = rd
	return out, nil
}

// keepPicture searches r.Pattern as it is, then with helper clues added
// beside it: a cell in each empty box first, then the fewest more.
func keepPicture(ctx context.Context, r picture.Result, opt Options, left func() time.Duration) (Outcome, error) {
	rd := r.Rendering
	out, err := withHelpers(ctx, r.Pattern, nearness(rd), opt, left())
	if err != nil {
		return Outcome{}, err
	}
	out.Rendering = &rd
	return out, nil
}

// withHelpers searches p as it is, then with helper clues beside it (the
// cells prefer ranks highest first, or nil for next to p), within
// timeout.
func withHelpers(ctx context.Context, p pattern.Pattern, prefer *[81]float64, opt Options, timeout time.Duration) (Outcome, error) {
	ropt := generate.RepairOptions{Options: opt.Options, Symmetry: opt.Symmetry, MaxAdd: MaxHelpers, Prefer: prefer}
	ropt.Count, ropt.Timeout = 1, timeout
	res, err := generate.Helpers(ctx, p, ropt)
	if err != nil {
		return Outcome{}, err
	}
	out := Outcome{Puzzle: res.Puzzle, Pattern: p, Shown: p, Boxes: res.Boxes}
	out.Helpers = res.Pattern.Minus(p)
	out.Added = out.Helpers.Cells()
	return out, nil
}

// nearness is the cells a repair of rd prefers: nearest its drawing
// (picture.Reading.Nearness), or nil (next to the pattern) for a
// rendering with no reading.
func nearness(rd picture.Rendering) *[81]float64 {
	if rd.Reading == nil {
		return nil
	}
	return rd.Reading.Nearness()
}
