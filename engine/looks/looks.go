// Package looks offers a picture's looks as verified puzzles, so that the
// author can compare them side by side and choose.
//
// A picture can be drawn on a 9x9 grid in several ways that each read as
// the picture (engine/picture's Looks): its exact silhouette, sized so
// that it fills the clue count asked; the same at the drawing's full size,
// as many clues as it fills cells; its exact outline; its contour (the
// outer edge, thin parts kept and the inside left out); and the bold
// silhouette and outline that carry a puzzle on their own cells. Which
// one a person names at a glance depends on the picture, so none is
// right for every picture: Find works out a puzzle for each, and the
// default is the one that looks most like the picture (picture.Perceived)
// among those that carry a puzzle.
//
// Every look's puzzle is a real one: unique, at the level asked, its clues
// the look's cells and, for a look kept exact, helper clues beside them
// (printed without the highlight). A look that gives none within its
// time says why (Look.Err).
//
// The looks are searched in the background on every core, each search on
// one core, the quickest kinds first (a look chosen to carry a puzzle on
// its own cells usually gives one in a few tens of milliseconds; a look
// kept exact needs its helper clues found), and each is reported as soon
// as it is settled, so the first shows at once.
package looks

import (
	"cmp"
	"context"
	"errors"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Look is one look of a picture and its puzzle.
type Look struct {
	picture.Look
	// Index is the look's place among the picture's looks (picture.Looks,
	// most perceived first): it names the look while the search runs.
	Index int
	// Outcome is the puzzle: its highlighted cells (Outcome.Pattern, the
	// look's) and helper clues (Outcome.Helpers). Unset when Err is.
	Outcome designpuzzle.Outcome
	// Err says why the look has no puzzle.
	Err     error
	Elapsed time.Duration
}

// Found reports whether the look carries a puzzle.
func (l Look) Found() bool { return l.Err == nil && l.Outcome.Puzzle.Clues.Clues() > 0 }

// Options control a search for looks.
type Options struct {
	// Picture reads the picture: Clues is the count asked (the looks are
	// drawn at it and at the drawing's own area).
	Picture picture.Options
	// Search is the puzzle's level, technique, seed and time limit: the
	// limit is for the whole set, and each look gets its share. With no
	// time limit and Search.Attempts set, the attempts are shared
	// instead, and the looks found are the same on any machine.
	Search designpuzzle.Options
	// Workers is how many looks are searched at once (default: every
	// core).
	Workers int
}

// Set is a picture's looks: every one found first, most perceived first,
// then those that gave no puzzle.
type Set struct {
	Looks []Look
	// Area is the cells the drawing fills at full size (picture.Area):
	// "this picture fills about 31 cells".
	Area int
	free bool // the default may be at any count (picture.Options.FreeCount)
}

// Default returns the index of the look to use when the author has not
// chosen: the most perceived look that carries a puzzle, drawn at the
// clue count asked unless the count is free (as picture.Default), else
// the most perceived that carries one, or -1.
func (s Set) Default() int {
	first := -1
	for i, l := range s.Looks {
		if !l.Found() {
			continue
		}
		if s.free || !l.AtArea {
			return i
		}
		if first < 0 {
			first = i
		}
	}
	return first
}

// withoutLimit is the time the set is given when the search has no limit.
const withoutLimit = 20 * time.Second

// minShare is the least time a look gets, so a picture with many looks
// still gives each a fair try.
const minShare = 2 * time.Second

// Find works out a puzzle for every look of the picture (src read with
// opt.Picture) and returns them, found looks first in perceived order.
// found, if set, is called with each look as it is settled (from the
// search's goroutines; keep it short). A look whose puzzle comes out on
// another's cells (a bold rendering that raced to them) is reported with
// ErrSame and left out of the set.
func Find(ctx context.Context, src *picture.Source, opt Options, found func(Look)) Set {
	return Search(ctx, src.Looks(opt.Picture), src.Area(opt.Picture), opt, found)
}

// Search is Find on looks already drawn (picture.Source.Looks, most
// perceived first) of a picture that fills area cells: a caller can show
// the looks before their puzzles come.
func Search(ctx context.Context, candidates []picture.Look, area int, opt Options, found func(Look)) Set {
	set := Set{Area: area, Looks: make([]Look, len(candidates)), free: opt.Picture.FreeCount}
	for i, c := range candidates {
		set.Looks[i] = Look{Look: c, Index: i}
	}
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	opt.Search.Symmetry = opt.Picture.Symmetry
	// Each look's search has its share of the cores, and of the time:
	// the set's time limit spread over the looks, as many at once as
	// there are workers. Counted (no time limit, Attempts set), each
	// look has its share of the attempts instead, whatever the cores, so
	// that what it finds is the same on any machine.
	opt.Search.Workers = max(1, runtime.NumCPU()/workers)
	if opt.Search.Counted() {
		opt.Search.Attempts = max(opt.Search.Attempts/max(len(candidates), 1), 1)
	} else {
		limit := opt.Search.Timeout
		if limit <= 0 {
			limit = withoutLimit
		}
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, limit)
		defer cancel()
		opt.Search.Timeout = max(limit*time.Duration(workers)/time.Duration(max(len(candidates), 1)), minShare)
	}
	order := searchOrder(candidates)
	var mu sync.Mutex
	seen := map[pattern.Pattern]bool{}
	next := 0
	var wg sync.WaitGroup
	for range min(workers, len(order)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				if next == len(order) || ctx.Err() != nil {
					mu.Unlock()
					return
				}
				i := order[next]
				next++
				mu.Unlock()
				l := search(ctx, &set.Looks[i], opt.Search)
				mu.Lock()
				if l.Found() && seen[l.Outcome.Pattern] {
					l.Err = ErrSame
				} else if l.Found() {
					seen[l.Outcome.Pattern] = true
				}
				set.Looks[i] = l
				mu.Unlock()
				if found != nil {
					found(l)
				}
			}
		}()
	}
	wg.Wait()
	for i := range set.Looks {
		if set.Looks[i].Err == nil && !set.Looks[i].Found() {
			set.Looks[i].Err = errNotReached(ctx.Err())
		}
	}
	set.Looks = slices.DeleteFunc(set.Looks, func(l Look) bool { return l.Err == ErrSame })
	slices.SortStableFunc(set.Looks, func(a, b Look) int {
		if a.Found() != b.Found() {
			if a.Found() {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Perceived, a.Perceived)
	})
	return set
}

// ErrSame marks a look whose puzzle came out on another look's cells: it
// is reported as settled, and left out of the set.
var ErrSame = text.Errorf("its puzzle came out on the cells of another look")

// errNotReached says why a look was never searched: the search was
// cancelled, or its time limit came first.
func errNotReached(err error) error {
	if errors.Is(err, context.Canceled) {
		return text.Errorf("stopped before this look was searched")
	}
	return text.Errorf("the time limit came before this look was searched")
}

// searchOrder is the order the looks are searched in: those that may
// carry a puzzle on their own cells first (a race of renderings that
// usually ends in tens of milliseconds), then those kept exact, each group
// most perceived first.
func searchOrder(looks []picture.Look) []int {
	order := make([]int, len(looks))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ka, kb := looks[a].Kept, looks[b].Kept
		switch {
		case ka == kb:
			return 0
		case kb:
			return -1
		}
		return 1
	})
	return order
}

// Again finds another puzzle for a look (another seed, say, or another
// level) within opt.Timeout (or opt.Attempts, when it has no time
// limit), the look searched as Find searches it.
func Again(ctx context.Context, l Look, opt designpuzzle.Options) Look {
	if opt.Timeout <= 0 && !opt.Counted() {
		opt.Timeout = withoutLimit
	}
	l.Outcome, l.Err = designpuzzle.Outcome{}, nil
	return search(ctx, &l, opt)
}

// search finds l's puzzle within opt's limit: a look kept exact gets
// helper clues beside it; another races its renderings, and the closest
// is kept with helper clues if none carries a puzzle alone.
func search(ctx context.Context, l *Look, opt designpuzzle.Options) Look {
	out := *l
	start := time.Now()
	r := picture.Result{}.Use(out.Rendering)
	if out.Kept {
		opt.KeepPicture = true
	} else {
		opt.KeepClosest = true
		r.Renderings = out.Tries
	}
	o, err := designpuzzle.FindPicture(ctx, r, opt)
	out.Elapsed = time.Since(start)
	if err != nil {
		out.Err = err
		return out
	}
	out.Outcome = o
	if rd := o.Rendering; rd != nil && rd.Pattern != out.Pattern {
		// Another rendering of the same look won the race.
		out.Rendering = *rd
		out.Perceived = picture.Perceived(*rd, out.AtArea)
	}
	return out
}
