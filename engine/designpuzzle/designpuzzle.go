// Package designpuzzle is the one way from a design to a puzzle. The
// app's Generate, the CLI's generate and books made from designs all come
// here, so a picture gives the same puzzle wherever it is used.
//
// A pattern is searched as it is, and repaired (generate.Repair: the
// fewest cells to add, a cell in each empty box first) when the caller
// allows it. A picture offers several renderings (picture.Result's
// Renderings: silhouette and outline, in several framings, each scored by
// its resemblance to the picture), in the order a search should try them.
// Find gives each a short time, so the most resembling rendering that
// carries a puzzle wins; only when none does is the first repaired.
//
// With KeepPicture the picture's pattern stays exactly as the author saw
// it: every one of its cells is a clue, and when it cannot carry a puzzle
// alone the search adds helper clues outside it, as few as it can and
// nearest the drawing first (at most MaxHelpers). Helper clues are shown
// and printed without the highlight, so the highlighted cells are the
// picture and nothing else.
//
// The answer always says how the puzzle's clue cells differ from the
// pattern the author sees (Outcome.Changes).
package designpuzzle

import (
	"context"
	"errors"
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

// tryShare: each rendering gets 1/tryShare of the time limit before the
// next is tried. Puzzles on a pattern that carries them come in tens of
// milliseconds (median 20 ms at 28 clues on the glyph corpus), so 0.5 s
// of 10 s is plenty.
const tryShare = 20

// tryWithoutLimit is each rendering's time when the run has no limit.
const tryWithoutLimit = time.Second

// searchShare is the share of the time limit the renderings get before
// the repair takes the rest; tries beyond maxTries are not made.
const (
	searchShare = 0.5
	maxTries    = 12
)

// Options control a search.
type Options struct {
	generate.Options                  // level, strategy, seed, time limit (for the whole search)
	Symmetry         pattern.Symmetry // added cells keep it
	// Repair lets a pattern change (cells added, or moved with
	// KeepCount) when it carries no puzzle as it is. A picture's search
	// always may, unless KeepPicture is set.
	Repair    bool
	KeepCount bool
	// KeepPicture keeps a picture's pattern exact and adds helper clues
	// beside it instead (see the package doc).
	KeepPicture bool
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
// clues: r1c9, r5c5, r9c1".
func (o Outcome) Changes() text.Message {
	if !o.Helpers.Empty() {
		names := make([]string, 0, o.Helpers.Count())
		for _, c := range o.Helpers.Cells() {
			names = append(names, sudoku.CellName(c))
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

// FindPattern returns a puzzle on p, or with opt.Repair on p repaired,
// within opt.Timeout.
func FindPattern(ctx context.Context, p pattern.Pattern, opt Options) (Outcome, error) {
	o := opt.Options
	o.Count = 1
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
// one, else on the first repaired; with opt.KeepPicture, on r.Pattern
// exactly with helper clues.
func FindPicture(ctx context.Context, r picture.Result, opt Options) (Outcome, error) {
	if len(r.Renderings) == 0 {
		r.Renderings = []picture.Rendering{r.Rendering}
	}
	start := time.Now()
	step := tryWithoutLimit
	var deadline time.Time
	if opt.Timeout > 0 {
		deadline = start.Add(opt.Timeout)
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline)
		defer cancel()
		step = opt.Timeout / tryShare
	}
	left := func() time.Duration {
		if deadline.IsZero() {
			return 0
		}
		return time.Until(deadline)
	}
	if opt.KeepPicture {
		return keepPicture(ctx, r, opt, left)
	}
	o := opt.Options
	o.Count, o.Timeout = 1, step
	tries := 0
	for i := range r.Renderings {
		rd := &r.Renderings[i]
		if tries == maxTries || (!deadline.IsZero() && time.Since(start) > time.Duration(float64(opt.Timeout)*searchShare)) {
			break
		}
		if rd.Pattern.Impossible() != nil {
			continue
		}
		tries++
		puzzles, err := generate.Generate(ctx, rd.Pattern, o)
		if err == nil {
			out := Outcome{Puzzle: puzzles[0], Pattern: rd.Pattern, Shown: r.Pattern, Rendering: rd}
			out.Added, out.Removed = r.Pattern.Changes(rd.Pattern)
			return out, nil
		}
		var nf *generate.NotFoundError
		if !errors.As(err, &nf) || ctx.Err() != nil {
			return Outcome{}, err
		}
	}
	// No rendering carried a puzzle as it was: repair the most resembling
	// one, its cells added nearest the drawing.
	rd := &r.Renderings[0]
	ropt := generate.RepairOptions{Options: opt.Options, Symmetry: opt.Symmetry, Prefer: nearness(*rd), KeepCount: opt.KeepCount, Try: -1}
	ropt.Count, ropt.Timeout = 1, left()
	res, err := generate.Repair(ctx, rd.Pattern, ropt)
	if err != nil {
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
	p := r.Pattern
	ropt := generate.RepairOptions{Options: opt.Options, Symmetry: opt.Symmetry, MaxAdd: MaxHelpers, Prefer: nearness(rd)}
	ropt.Count, ropt.Timeout = 1, left()
	res, err := generate.Repair(ctx, p, ropt)
	if err != nil {
		return Outcome{}, err
	}
	out := Outcome{Puzzle: res.Puzzle, Pattern: p, Shown: p, Boxes: res.Boxes, Rendering: &rd}
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
