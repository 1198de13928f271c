// Package batch makes the puzzles of a whole book from designs: for each
// design (a saved .pictdoku file, a pattern, or a picture), a number of
// puzzles spread over the levels asked for, every one unique and rated at
// its level, on every core.
//
// The work is a list of jobs, one per design and level, each asking the
// generator (engine/generate) for n distinct puzzles on the design's
// pattern, rated exactly at the level. Variants of one pattern are distinct
// puzzles: the same clue cells with other digits. No two puzzles of a batch
// are the same puzzle relabelled, rotated or mirrored either: each job
// gives the generator the canonical forms (engine/canon) of the puzzles
// made before it (generate.Options.Avoid), and the generator passes over a
// puzzle with one of them and makes another, deterministically as ever.
// Jobs run one after the
// other, and each spreads its attempts over every core, so a long batch
// reports steady progress (puzzles made of those wanted, time spent, an
// estimate of the time left) and a cancelled one keeps every puzzle made
// so far.
//
// A picture is read as the picture-to-pattern pipeline reads it for the
// app (engine/picture, with candidates), and its pattern is settled once,
// by engine/picturepuzzle, at the easiest level asked for: the puzzles of
// every level then lie on that one pattern, so the whole book draws the
// same picture.
package batch

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"maps"
	"path/filepath"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/canon"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/engine/userfile"
)

// Design is one source of puzzles.
type Design struct {
	Name    string
	Pattern pattern.Pattern  // the picture's cells (for a picture: its first reading, settled by Make)
	Helpers pattern.Pattern  // clue cells beside the picture or pattern (with Options.KeepPicture), settled by Make
	Colors  *[81]color.NRGBA // the picture's cell colours, or nil
	picture *picture.Result  // set when the design is a picture
}

// MaxDesignBytes bounds a design file: the largest picture a design may
// be (a saved design or a pattern as text is a few KB).
const MaxDesignBytes = picture.MaxFileSize

// Load reads a design file: a Pictdoku design (.pictdoku), a pattern as
// text (81 characters of X and ., or 9 such lines), or a picture (any of
// picture.Formats), told apart by their contents.
func Load(path string) (Design, error) {
	name := filepath.Base(path)
	data, err := userfile.Read(path, MaxDesignBytes)
	if err != nil {
		return Design{}, err
	}
	switch {
	case picture.Sniff(data) != "":
		src, err := picture.Decode(data)
		if err != nil {
			return Design{}, text.Wrap(err, "%s: %s", path, text.Of(err))
		}
		// A book takes each picture's look that reads best at the
		// default count, not at any count (picture.Options.FreeCount):
		// its levels go up to Expert, and a look of 40 clues seldom
		// carries a puzzle harder than Easy.
		r := src.Pattern(picture.Options{Clues: picture.DefaultClues, Candidates: true})
		colors := r.Colors
		return Design{Name: name, Pattern: r.Pattern, Colors: &colors, picture: &r}, nil
	case strings.HasPrefix(strings.TrimSpace(string(data)), "{"):
		doc, err := design.Unmarshal(data)
		if err != nil {
			return Design{}, text.Wrap(err, "%s: %s", path, text.Of(err))
		}
		p, _ := pattern.Parse(doc.Pattern) // Unmarshal checked it
		colors, err := design.ParseColors(doc.Colors)
		if err != nil {
			return Design{}, text.Wrap(err, "%s: %s", path, text.Of(err))
		}
		return Design{Name: name, Pattern: p, Colors: colors}, nil
	}
	p, err := pattern.Parse(string(data))
	if err != nil {
		return Design{}, text.Errorf("%s is neither a design, a pattern nor a picture: %s", path, text.Of(err))
	}
	return Design{Name: name, Pattern: p}, nil
}

// Options control a batch.
type Options struct {
	PerDesign int           // puzzles wanted from each design, spread over Levels (or Needs)
	Levels    []logic.Level // the levels, easiest first
	// Needs, when set, replaces Levels for a themed book: the puzzles of
	// each design are spread over these techniques, and each puzzle needs
	// its technique and nothing harder (generate.Options.Needs), so its
	// rated hardest step is that technique.
	Needs   []logic.Technique
	Timeout time.Duration // the most time for one design at one level (0: no limit)
	// Attempts bounds each search by count as well (see
	// generate.Options.Attempts): with Timeout 0, the same seed makes the
	// same puzzles on any machine.
	Attempts int
	Seed     uint64
	Workers  int // parallel attempts (default: all cores)
	// KeepPicture keeps each picture's pattern exact, with helper clues
	// beside it where it needs them (see engine/designpuzzle); and gives a
	// drawn pattern helper clues where an aim needs them.
	KeepPicture bool
	// Progress, if set, is called after each puzzle and each job.
	Progress func(Progress)
	// Avoid holds the canonical forms (canon.Form) of puzzles the book
	// already has: the batch makes none of them again. Make does not
	// change it.
	Avoid map[sudoku.Grid]bool
	// OnPuzzle, if set, receives each puzzle as soon as it is made (before
	// its Progress call), so a caller can keep it even if the batch is
	// stopped. Keep it short: the generator waits for it.
	OnPuzzle func(Puzzle)
}

// Progress reports a batch's state.
type Progress struct {
	Done, Total int           // puzzles made and wanted
	Elapsed     time.Duration // since the start
	Left        time.Duration // an estimate of the time left (0 until a puzzle is made)
	Design      string        // the design being worked on
}

// String is the progress line: "120/300 puzzles, 1m05s, about 1m30s left (heart.pictdoku)".
func (p Progress) String() string {
	s := fmt.Sprintf("%d/%d puzzles, %s", p.Done, p.Total, p.Elapsed.Round(time.Second))
	if p.Done > 0 && p.Done < p.Total {
		s += fmt.Sprintf(", about %s left", p.Left.Round(time.Second))
	}
	if p.Design != "" {
		s += " (" + p.Design + ")"
	}
	return s
}

// Puzzle is one puzzle made, with the design it came from.
type Puzzle struct {
	generate.Puzzle
	Design int // index into the designs
}

// Shortfall is a design and level (or technique) that gave fewer puzzles
// than wanted.
type Shortfall struct {
	Design       string
	Level        logic.Level
	Needs        logic.Technique // with HasNeeds: the technique the puzzles were to need
	HasNeeds     bool
	Made, Wanted int
	Err          error
}

// Message says what fell short, and why.
func (s Shortfall) Message() text.Message {
	kind := text.Word(s.Level.String())
	if s.HasNeeds {
		kind = text.Word(s.Needs.String())
	}
	return text.New("%s: %d of %d %s puzzles (%s)", s.Design, s.Made, s.Wanted, kind, text.Of(s.Err))
}

// aim is what one job of a batch asks for: a level, or a technique to
// need.
type aim struct {
	level    logic.Level
	needs    logic.Technique
	hasNeeds bool
}

// aims are the jobs' targets for each design: the techniques of Needs
// when set, else the levels.
func (o Options) aims() []aim {
	var out []aim
	if len(o.Needs) > 0 {
		for _, t := range o.Needs {
			out = append(out, aim{level: t.Level(), needs: t, hasNeeds: true})
		}
		return out
	}
	for _, l := range o.Levels {
		out = append(out, aim{level: l})
	}
	return out
}

// options are the generator's options for one job aiming at a.
func (a aim) options(o Options) generate.Options {
	g := generate.Options{Target: a.level, HasTarget: !a.hasNeeds, Timeout: o.Timeout, Attempts: o.Attempts, Workers: o.Workers}
	if a.hasNeeds {
		g.Needs, g.HasNeeds = a.needs, true
		g.AllowTrial = a.needs == logic.Trial
	}
	return g
}

// Result is what a batch made.
type Result struct {
	Puzzles  []Puzzle // by design, then level, then as found
	Short    []Shortfall
	Canceled bool // ctx ended before the batch did
}

// share is how many of perDesign puzzles level k of n gets: an even split,
// the easier levels taking the remainder.
func share(perDesign, k, n int) int {
	s := perDesign / n
	if k < perDesign%n {
		s++
	}
	return s
}

// Check refuses options that cannot make a batch.
func (o Options) Check() error {
	if o.PerDesign < 1 {
		return text.Errorf("want at least 1 puzzle per design, not %d", o.PerDesign)
	}
	if len(o.Levels) == 0 && len(o.Needs) == 0 {
		return text.Errorf("want at least one level")
	}
	return nil
}

// Make makes the puzzles. It returns what it made even when ctx ends
// early (Canceled is then set).
func Make(ctx context.Context, designs []Design, opt Options) (Result, error) {
	if err := opt.Check(); err != nil {
		return Result{}, err
	}
	var res Result
	total := opt.PerDesign * len(designs)
	start := time.Now()
	report := func(name string) {
		if opt.Progress == nil {
			return
		}
		p := Progress{Done: len(res.Puzzles), Total: total, Elapsed: time.Since(start), Design: name}
		if p.Done > 0 {
			p.Left = time.Duration(float64(p.Elapsed) / float64(p.Done) * float64(total-p.Done))
		}
		opt.Progress(p)
	}
	forms := maps.Clone(opt.Avoid) // and of the puzzles made
	if forms == nil {
		forms = map[sudoku.Grid]bool{}
	}
	for di := range designs {
		d := &designs[di]
		report(d.Name)
		aims := opt.aims()
		for k, a := range aims {
			want := share(opt.PerDesign, k, len(aims))
			if want == 0 {
				continue
			}
			if ctx.Err() != nil {
				res.Canceled = true
				return res, nil
			}
			gopt := a.options(opt)
			gopt.Count, gopt.Seed = want, opt.Seed+uint64(di)*1000+uint64(k)
			short := func(made, wanted int, err error) Shortfall {
				return Shortfall{Design: d.Name, Level: a.level, Needs: a.needs, HasNeeds: a.hasNeeds, Made: made, Wanted: wanted, Err: err}
			}
			if d.picture != nil {
				if err := settlePicture(ctx, d, gopt, opt.KeepPicture); err != nil {
					res.Short = append(res.Short, short(0, opt.PerDesign, err))
					break // no pattern: no level of this design can be made
				}
			} else if opt.KeepPicture {
				if err := settleHelpers(ctx, d, gopt); err != nil {
					res.Short = append(res.Short, short(0, want, err))
					continue
				}
			}
			made := 0
			gopt.Avoid = forms // only read during the run
			gopt.OnFound = func(pz generate.Puzzle) {
				res.Puzzles = append(res.Puzzles, Puzzle{pz, di})
				made++
				if opt.OnPuzzle != nil {
					opt.OnPuzzle(res.Puzzles[len(res.Puzzles)-1])
				}
				report(d.Name)
			}
			_, err := generate.Generate(ctx, d.Pattern.Union(d.Helpers), gopt)
			for _, pz := range res.Puzzles[len(res.Puzzles)-made:] {
				forms[canon.Form(pz.Clues)] = true
			}
			if made < want {
				if err == nil {
					err = errors.New("repeated puzzles")
				}
				res.Short = append(res.Short, short(made, want, err))
			}
		}
	}
	res.Canceled = ctx.Err() != nil
	report("")
	return res, nil
}

// settleHelpers gives a drawn pattern, kept exact, the helper clues (if
// any) beside it that a puzzle of gopt's aim needs, added to those an
// earlier aim needed. (A puzzle that does not need a helper has no clue
// there, and the cell prints as any other.)
func settleHelpers(ctx context.Context, d *Design, gopt generate.Options) error {
	gopt.Count, gopt.OnFound = 1, nil
	found, err := designpuzzle.FindPattern(ctx, d.Pattern.Union(d.Helpers), designpuzzle.Options{Options: gopt, KeepPicture: true})
	if err != nil {
		return err
	}
	d.Helpers = d.Helpers.Union(found.Helpers)
	return nil
}

// settlePicture fixes a picture design's pattern (and helper clues, with
// keep): the rendering, or the
// repair, on which a puzzle of gopt's level exists.
func settlePicture(ctx context.Context, d *Design, gopt generate.Options, keep bool) error {
	gopt.Count, gopt.OnFound = 1, nil
	found, err := designpuzzle.FindPicture(ctx, *d.picture, designpuzzle.Options{Options: gopt, KeepPicture: keep})
	if err != nil {
		return err
	}
	d.Pattern, d.Helpers, d.picture = found.Pattern, found.Helpers, nil
	if found.Rendering != nil {
		colors := found.Rendering.Reading.Colors
		d.Colors = &colors
	}
	return nil
}
