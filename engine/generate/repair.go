package generate

import (
	"context"
	"errors"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Repairing a pattern. When a pattern is proved impossible, or no puzzle
// turns up in the time allowed, the smallest change that makes it carry
// one is usually a clue cell or two more. Adding clues never breaks a
// puzzle, so the search looks at clue digits on the pattern as the
// generator does, and whenever the clues are close (a few dozen
// solutions at most) it asks which cells outside the pattern, filled from
// one of those solutions, would rule out all the others: a smallest
// hitting set of the cells where each other solution differs. Clues that
// are unique but too hard for the level get the cells that let the
// logical solver go furthest. Added cells come whole orbits of the
// symmetry mode at a time, and among sets of the same size the cells the
// caller prefers (next to the shape, dark in the picture) win.
//
// Moving a cell is adding one and taking another away, so a move that
// works means the addition alone works too: the search adds, and with
// KeepCount then gives back as many of the pattern's least preferred
// cells as it can while the puzzle stays unique and at its level.
//
// Aiming at a technique, most unique puzzles are too easy, and no added
// cell makes a puzzle harder, so the repair adds its cells the way helper
// clues are found instead (helpers.go): spread where the pattern is
// thinnest, then taken back where the puzzle can do without them.

// RepairOptions control a repair.
type RepairOptions struct {
	Options                   // the generation options; Timeout bounds the whole repair
	Symmetry pattern.Symmetry // added cells keep this symmetry
	Prefer   *[81]float64     // how much each cell belongs to the design (nil: nearness to the pattern)
	MaxAdd   int              // most cells to add (default DefaultMaxAdd; Helpers: 8)
	Try      time.Duration    // time to try the pattern unchanged first (default: a third of Timeout, and of Attempts; negative: no try)
	// KeepCount gives back as many cells as were added, where the
	// puzzle allows, so that the clue count stays the same.
	KeepCount bool
}

// Repaired is the outcome of a repair.
type Repaired struct {
	Pattern pattern.Pattern // the pattern the puzzle lies on
	Puzzle  Puzzle
	Added   []int // cells added to the pattern
	Removed []int // cells taken away (moved, with KeepCount)
	// Boxes are the boxes (1-9) that were empty and got a cell of Added
	// each (see FillEmptyBoxes).
	Boxes []int
}

// emptyBoxesToFill: a pattern with at least this many empty boxes gets a
// cell in each before any other repair (aiming at a technique, the helper
// rounds fill them instead: they spread cells over empty boxes first).
// Measured on simple shapes (a block L leaves boxes 2, 3, 5 and 6 empty at
// 28 clues): a few added cells found by the hitting-set search cannot fill
// four boxes, because the clues are far from unique there, so the search
// never starts.
const emptyBoxesToFill = 2

// FillEmptyBoxes adds to p one cell in each empty box, whole orbits of
// sym at a time, the cell the caller prefers most in each (nearest the
// drawing), and returns the new pattern with the boxes filled (1-9).
func FillEmptyBoxes(p pattern.Pattern, prefer *[81]float64, sym pattern.Symmetry) (pattern.Pattern, []int) {
	var filled []int
	for _, b := range p.EmptyBoxes() {
		if p.Intersects(pattern.FromCells(pattern.BoxCells(b))) {
			continue // an earlier box's orbit reached it
		}
		best := -1
		for _, c := range pattern.BoxCells(b) {
			if best < 0 || prefer[c] > prefer[best] {
				best = c
			}
		}
		for _, c := range sym.Orbit(best) {
			p.Set(c, true)
		}
		filled = append(filled, b+1)
	}
	return p, filled
}

// Changed reports whether the pattern had to change.
func (r Repaired) Changed() bool { return len(r.Added)+len(r.Removed) > 0 }

// Changes describes the change in words: "added r9c4, r9c6", "added
// r2c9, r4c5 (box 3 was empty)" or "moved r1c5 -> r2c5".
func (r Repaired) Changes() text.Message {
	var moves, adds []string
	n := min(len(r.Added), len(r.Removed))
	for i := 0; i < n; i++ {
		moves = append(moves, sudoku.CellName(r.Removed[i])+" -> "+sudoku.CellName(r.Added[i]))
	}
	for _, c := range r.Added[n:] {
		adds = append(adds, sudoku.CellName(c))
	}
	switch {
	case len(moves) > 0 && len(adds) > 0:
		return text.New("added %s; moved %s", strings.Join(adds, ", "), strings.Join(moves, ", "))
	case len(moves) > 0:
		return text.New("moved %s", strings.Join(moves, ", "))
	case len(adds) > 0 && len(r.Boxes) == 1:
		return text.New("added %s (box %d was empty)", strings.Join(adds, ", "), r.Boxes[0])
	case len(adds) > 0 && len(r.Boxes) > 0:
		return text.New("added %s (boxes %s were empty)", strings.Join(adds, ", "), joinInts(r.Boxes))
	case len(adds) > 0:
		return text.New("added %s", strings.Join(adds, ", "))
	}
	return text.Word("no change")
}

// joinInts writes 3, 5 and 6 as "3, 5, 6".
func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}

// DefaultMaxAdd is the most cells Repair adds unless told otherwise.
const DefaultMaxAdd = 3

// hitCap: clues with more solutions than this are not patched yet.
const hitCap = 40

// Repair finds a puzzle on p, or on p with the fewest cells added (at most
// opt.MaxAdd) that it finds: the fewest that single out a solution, or,
// aiming at a technique, as few as the helper rounds leave. A pattern
// that generates as it is comes back unchanged. The error is a
// *NotFoundError when nothing worked in time.
func Repair(ctx context.Context, p pattern.Pattern, opt RepairOptions) (Repaired, error) {
	if p.Empty() {
		return Repaired{}, ErrNoClueCells
	}
	if opt.MaxAdd <= 0 {
		opt.MaxAdd = DefaultMaxAdd
	}
	start := time.Now()
	deadline := time.Time{}
	if opt.Timeout > 0 {
		deadline = start.Add(opt.Timeout)
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline)
		defer cancel()
	}
	if p.Impossible() == nil && opt.Try >= 0 {
		o := opt.Options
		o.Count = 1
		o.Timeout, o.Attempts = opt.Try, opt.attemptsPart(1, 3)
		if o.Timeout <= 0 {
			o.Timeout = opt.Timeout / 3
		}
		puzzles, err := Generate(ctx, p, o)
		if err == nil {
			return Repaired{Pattern: p, Puzzle: puzzles[0]}, nil
		}
		var nf *NotFoundError
		if !errors.As(err, &nf) || nf.Canceled || ctx.Err() != nil {
			return Repaired{}, err
		}
	}
	prefer := opt.Prefer
	if prefer == nil {
		prefer = nearness(p)
	}
	if opt.HasNeeds {
		// The helper rounds (see this file's opening comment).
		// Measured aiming at X-Wing on the heart sample (generate
		// --pattern assets/samples/1-heart.txt --needs x-wing --repair
		// --timeout 20s, the seeds 1, 2, 4, 9-12 on which the heart
		// alone gives none in 20 s): the search below repaired 6 of 7,
		// in 10-13 s, adding 1 to 3 cells; these rounds 7 of 7 within
		// 7.7 s (6.7 s of it the try above), each adding r4c4 in the
		// empty centre box.
		res, err := spreadRounds(ctx, p, opt, prefer, start)
		if err == nil && opt.KeepCount {
			res = giveBack(res, p, opt.Options, prefer, opt.Symmetry)
		}
		return res, err
	}
	shown := p
	var boxes []int
	if len(p.EmptyBoxes()) >= emptyBoxesToFill {
		var filled pattern.Pattern
		filled, boxes = FillEmptyBoxes(p, prefer, opt.Symmetry)
		if extra := filled.Count() - p.Count(); extra < opt.MaxAdd {
			opt.MaxAdd -= extra
			p = filled
			o := opt.Options
			o.Count, o.Timeout, o.Attempts = 1, time.Until(deadline)/3, opt.attemptsPart(1, 3)
			if deadline.IsZero() {
				o.Timeout = 0
			}
			if puzzles, err := Generate(ctx, p, o); err == nil {
				added, _ := shown.Changes(p)
				return Repaired{Pattern: p, Puzzle: puzzles[0], Added: added, Boxes: boxes}, nil
			} else if ctx.Err() != nil {
				return Repaired{}, err
			}
		} else {
			boxes = nil
		}
	}
	// First one cell, then up to MaxAdd: a one-cell repair is the one to
	// show when there is one, and the search for it is the fastest.
	var err error
	for _, k := range stages(opt.MaxAdd) {
		o := opt.Options
		o.Count = 1
		o.Timeout = 0
		o.Attempts = opt.attemptsPart(2, 5) // the last stage too: its attempts cost the most
		if k < opt.MaxAdd && !deadline.IsZero() {
			o.Timeout = time.Until(deadline) * 2 / 5
		}
		var res Repaired
		res, err = repairWith(ctx, p, o, opt.Symmetry, prefer, k)
		if err == nil {
			if p != shown {
				res.Added, _ = shown.Changes(res.Pattern)
				res.Boxes = boxes
			}
			if opt.KeepCount {
				res = giveBack(res, shown, o, prefer, opt.Symmetry)
			}
			return res, nil
		}
		if ctx.Err() != nil || k == opt.MaxAdd {
			break
		}
	}
	var nf *NotFoundError
	if errors.As(err, &nf) {
		nf.Elapsed = time.Since(start)
	}
	return Repaired{}, err
}

// stages are the most cells a repair adds in turn: one first (the repair
// to show when there is one, and the fastest search), then three, then
// up to most; each later stage searches a wider tree.
func stages(most int) []int {
	out := []int{1}
	for _, k := range []int{3, most} {
		if k > out[len(out)-1] && k <= most {
			out = append(out, k)
		}
	}
	return out
}

// repairWith runs the repair search allowing at most k added cells.
func repairWith(ctx context.Context, p pattern.Pattern, opt Options, sym pattern.Symmetry, prefer *[81]float64, k int) (Repaired, error) {
	g, _, cancel, err := newGen(ctx, p, opt)
	if err != nil {
		return Repaired{}, err
	}
	defer cancel()
	g.repair = &repairer{maxAdd: k, orbits: addableOrbits(p, sym, prefer)}
	puzzles, err := g.run(repairAttempt)
	if err != nil {
		return Repaired{}, err
	}
	q := pattern.OfClues(puzzles[0].Clues)
	added, _ := p.Changes(q)
	return Repaired{Pattern: q, Puzzle: puzzles[0], Added: added}, nil
}

// repairer holds what a repair's attempts share.
type repairer struct {
	maxAdd int
	orbits []orbitChoice // the orbits that can be added
}

// orbitChoice is one orbit of cells outside the pattern.
type orbitChoice struct {
	cells  []int
	mask   pattern.Pattern
	prefer float64 // the sum of its cells' preferences
}

// addableOrbits lists the parts outside p of the symmetry orbits, each
// with the sum of its cells' preferences.
func addableOrbits(p pattern.Pattern, sym pattern.Symmetry, prefer *[81]float64) []orbitChoice {
	var out []orbitChoice
	seen := pattern.Pattern{}
	for c := 0; c < 81; c++ {
		if p.Has(c) || seen.Has(c) {
			continue
		}
		var cells []int
		for _, o := range sym.Orbit(c) {
			seen.Set(o, true)
			if !p.Has(o) {
				cells = append(cells, o)
			}
		}
		sort.Ints(cells)
		var sum float64
		for _, c := range cells {
			sum += prefer[c]
		}
		out = append(out, orbitChoice{cells: cells, mask: pattern.FromCells(cells), prefer: sum})
	}
	return out
}

// nearness prefers cells next to many cells of p, so that added cells
// join the shape.
func nearness(p pattern.Pattern) *[81]float64 {
	var out [81]float64
	for c := range out {
		for _, n := range pattern.Touching(c) {
			if p.Has(n) {
				out[c] += 1.0 / 8
			}
		}
	}
	return &out
}

// repairAttempt runs the "best" search on the pattern's digits and tries
// to patch each state better than the ones before with at most maxAdd
// cells.
func repairAttempt(g *gen, _ int, rng *rand.Rand) (sudoku.Grid, bool, []int) {
	return bestSearch(g, rng, bestMoves, g.patch)
}

// patch tries to finish clues (with score cur) by adding at most maxAdd
// cells: a hitting set when a few solutions remain, the most helpful
// cells for the logical solver when the clues are unique but too hard.
// (Repair never runs it aiming at a technique: see Repair.)
func (g *gen) patch(clues sudoku.Grid, cur int) (sudoku.Grid, bool) {
	switch {
	case cur == 0:
		return clues, true
	case cur >= 1<<30:
		return clues, false
	case cur >= multiScore:
		if (cur-multiScore)/100 > hitCap {
			return clues, false
		}
		return g.patchSolutions(clues)
	case cur >= stuckScore:
		sol, n := exact.Solve(&clues)
		if n != 1 {
			return clues, false
		}
		return g.patchLogic(clues, sol, g.repair.maxAdd)
	}
	return clues, false // unique and solved, at the wrong level: adding cannot make it harder
}

// patchSolutions adds the fewest cells that single out one of the clues'
// solutions, then checks the level (patching it further if cells remain).
func (g *gen) patchSolutions(clues sudoku.Grid) (sudoku.Grid, bool) {
	n, sols := exact.CountKeep(&clues, hitCap+1, hitCap)
	if n < 2 || n > hitCap {
		return clues, false
	}
	type option struct {
		ref    int
		set    []int // orbit indices
		cells  int
		prefer float64
	}
	var options []option
	bestCells := g.repair.maxAdd + 1
	for ref := range sols {
		diffs := make([]pattern.Pattern, 0, n-1)
		for j, s := range sols {
			if j == ref {
				continue
			}
			var d pattern.Pattern
			for c := 0; c < 81; c++ {
				if s[c] != sols[ref][c] {
					d.Set(c, true)
				}
			}
			diffs = append(diffs, d)
		}
		g.repair.hittingSets(diffs, bestCells, func(set []int, cells int, prefer float64) {
			if cells < bestCells {
				bestCells, options = cells, options[:0]
			}
			options = append(options, option{ref, append([]int(nil), set...), cells, prefer})
		})
	}
	sort.SliceStable(options, func(a, b int) bool {
		if options[a].cells != options[b].cells {
			return options[a].cells < options[b].cells
		}
		return options[a].prefer > options[b].prefer
	})
	for i, o := range options {
		if i == 8 || g.ctx.Err() != nil {
			break
		}
		out := clues
		for _, k := range o.set {
			for _, c := range g.repair.orbits[k].cells {
				out[c] = sols[o.ref][c]
			}
		}
		r := rating.RateWith(out, g.solve)
		if g.levelOK(r) {
			return out, true
		}
		if left := g.repair.maxAdd - o.cells; left > 0 && !r.Solved {
			if done, ok := g.patchLogic(out, sols[o.ref], left); ok {
				return done, true
			}
		}
	}
	return clues, false
}

// hittingSets calls found with every set of orbits of fewer than bound
// cells in all that meets every diff (none of whose orbits is needless),
// trying the orbits of the first diff not yet met, most preferred first.
func (r *repairer) hittingSets(diffs []pattern.Pattern, bound int, found func(set []int, cells int, prefer float64)) {
	var set []int
	var walk func(covered pattern.Pattern, cells int, prefer float64)
	walk = func(covered pattern.Pattern, cells int, prefer float64) {
		first := -1
		for i, d := range diffs {
			if !d.Intersects(covered) {
				first = i
				break
			}
		}
		if first < 0 {
			found(set, cells, prefer)
			bound = min(bound, cells+1)
			return
		}
		for k, o := range r.orbits {
			if cells+len(o.cells) >= bound || !o.mask.Intersects(diffs[first]) {
				continue
			}
			set = append(set, k)
			walk(covered.Union(o.mask), cells+len(o.cells), prefer+o.prefer)
			set = set[:len(set)-1]
		}
	}
	walk(pattern.Pattern{}, 0, 0)
}

// patchLogic adds, up to left orbits of cells, the orbit whose clues (from
// the solution) let the logical solver go furthest, until the level fits.
func (g *gen) patchLogic(clues, sol sudoku.Grid, left int) (sudoku.Grid, bool) {
	if g.opt.HasTarget {
		if r := rating.RateWith(clues, g.solve); r.Solved && r.Level < g.opt.Target {
			return clues, false
		}
	}
	for used := 0; used < left; {
		bestOpen, best := 82, -1
		for k, o := range g.repair.orbits {
			if clues[o.cells[0]] != 0 || used+len(o.cells) > left {
				continue
			}
			try := clues
			for _, c := range o.cells {
				try[c] = sol[c]
			}
			res := logic.Solve(try, g.solve)
			if res.Solved {
				if g.levelOK(rating.FromResult(res)) {
					return try, true
				}
				continue
			}
			if open := res.Board.Open(); open < bestOpen {
				bestOpen, best = open, k
			}
		}
		if best < 0 || g.ctx.Err() != nil {
			return clues, false
		}
		for _, c := range g.repair.orbits[best].cells {
			clues[c] = sol[c]
		}
		used += len(g.repair.orbits[best].cells)
	}
	return clues, false
}

// giveBack takes away, one orbit at a time and least preferred first, as
// many of p's cells as were added, while the puzzle stays unique and at
// its level; it keeps the result only when it gave back all of them.
func giveBack(res Repaired, p pattern.Pattern, opt Options, prefer *[81]float64, sym pattern.Symmetry) Repaired {
	g, _, cancel, err := newGen(context.Background(), res.Pattern, opt)
	if err != nil {
		return res
	}
	defer cancel()
	orbits := addableOrbits(p.Invert(), sym, prefer) // the orbits inside p
	sort.SliceStable(orbits, func(a, b int) bool {
		return orbits[a].prefer/float64(len(orbits[a].cells)) < orbits[b].prefer/float64(len(orbits[b].cells))
	})
	want := len(res.Added)
	pz, removed := dropClues(g, res.Puzzle, orbits, want)
	if len(removed) != want {
		return res
	}
	res.Puzzle = pz
	res.Pattern = pattern.OfClues(pz.Clues)
	res.Removed = removed
	return res
}
