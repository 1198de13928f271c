package generate

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sort"
	"time"

	"github.com/pictdoku/pictdoku/engine/pattern"
)

// Helper clues. A picture kept exact must stay every clue cell it has,
// and a shape such as a block L, which leaves four boxes empty, seldom
// carries a puzzle on its own cells. Adding a few clue cells outside it
// (helper clues, printed without the highlight) fixes that, and the
// fewest such cells are found backwards: the pattern with MaxAdd helpers
// spread over the emptiest boxes, rows and columns carries a puzzle
// easily, since 28 clues and 8 well placed ones are 36; then each helper
// whose clue the puzzle can do without (still unique, still at its
// level) is taken away again, the ones farthest from the drawing first.
// Measured on the 49 simple shapes of internal/corpus at 28 clues (10 s
// each, bench pictures --keep-picture): the forward repair (one cell per
// empty box, then hitting sets of up to 8) failed on 6 of the first 15;
// this search kept all 49 exact, 27 with no helper and 22 with 3 to 7
// (median 5), in 0.28 s median.

// Helpers finds a puzzle whose clues are every cell of p and at most
// opt.MaxAdd (default 8) more, as few as it finds, whole orbits of
// opt.Symmetry at a time. Aiming at a technique (opt.HasNeeds), it offers
// few helpers first and more in later rounds (see helperLadder).
// Repaired.Added are the helper cells and Repaired.Boxes the boxes p left
// empty that a helper fills. The error is a *NotFoundError when nothing
// worked in time.
func Helpers(ctx context.Context, p pattern.Pattern, opt RepairOptions) (Repaired, error) {
	if p.Empty() {
		return Repaired{}, ErrNoClueCells
	}
	if opt.MaxAdd <= 0 {
		opt.MaxAdd = 8
	}
	start := time.Now()
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	prefer := opt.Prefer
	if prefer == nil {
		prefer = nearness(p)
	}
	o := opt.Options
	o.Count, o.Timeout = 1, 0
	// Without helpers first, briefly (opt.Try, or a tenth of the time up
	// to helperTry; a negative Try skips it), unless p leaves boxes empty
	// (then it is seldom worth the time).
	if opt.Try >= 0 && p.Impossible() == nil && len(p.EmptyBoxes()) < emptyBoxesToFill {
		o.Timeout, o.Attempts = opt.Try, opt.attemptsPart(1, 10)
		if o.Timeout == 0 {
			switch {
			case opt.Timeout > 0:
				o.Timeout = min(helperTry, opt.Timeout/10)
			case opt.Attempts == 0:
				o.Timeout = helperTry
			} // else the try is bounded by count alone
		}
		puzzles, err := Generate(ctx, p, o)
		if err == nil {
			return Repaired{Pattern: p, Puzzle: puzzles[0]}, nil
		}
		if ctx.Err() != nil {
			return Repaired{}, notFound(err, start)
		}
	}
	return spreadRounds(ctx, p, opt, prefer, start)
}

// spreadRounds is Helpers after its try without helpers: rounds of
// helpers spread where p is thinnest (spreadHelpers), each a search on p
// and its helpers, whose puzzle keeps only the helpers it needs
// (fewestHelpers); the puzzle with the fewest wins. Repair aiming at a
// technique adds its cells this way too.
func spreadRounds(ctx context.Context, p pattern.Pattern, opt RepairOptions, prefer *[81]float64, start time.Time) (Repaired, error) {
	o := opt.Options
	o.Count = 1
	var err error
	var best *Repaired
	found := 0
	unusable := 0 // rounds at the most helpers whose spread could not be searched
	failed := 0   // rounds searched in vain
	for round := 0; ctx.Err() == nil && found < helperTries && failed < helperRounds; round++ {
		most := opt.MaxAdd
		if o.HasNeeds {
			most = helperLadder(p, opt.MaxAdd, round)
		}
		h := spreadHelpers(p, prefer, opt.Symmetry, most, rand.New(rand.NewPCG(opt.Seed, uint64(round))), round)
		if proof := p.Union(h).Impossible(); h.Empty() || proof != nil {
			// No orbit of the symmetry fits in most cells, or p with
			// these helpers is still proved impossible (too few clues,
			// say): later rounds spread more helpers, or spread them
			// otherwise; past helperRounds such rounds at the most
			// helpers allowed, nothing will do.
			if most == opt.MaxAdd {
				if proof != nil {
					err = proof
				}
				if unusable++; unusable > helperRounds {
					break
				}
			}
			continue
		}
		o.Timeout, o.Attempts = 0, opt.attemptsPart(1, helperRounds)
		if opt.Timeout > 0 {
			o.Timeout = max(opt.Timeout/helperRounds, 100*time.Millisecond)
		}
		o.Seed = opt.Seed + uint64(round)
		var puzzles []Puzzle
		puzzles, err = Generate(ctx, p.Union(h), o)
		if err != nil {
			var nf *NotFoundError
			if !errors.As(err, &nf) {
				return Repaired{}, err
			}
			failed++ // a time limit fits helperRounds such rounds, and so does a count
			continue
		}
		found++
		res, err := fewestHelpers(p, h, puzzles[0], opt, prefer)
		if err != nil {
			return Repaired{}, err
		}
		if best == nil || len(res.Added) < len(best.Added) {
			best = &res
		}
		// One helper per empty box (aiming at a technique, at least one:
		// p alone was tried, and a puzzle that needs the technique seldom
		// gives up a helper) is as few as it gets.
		enough := len(p.EmptyBoxes())
		if o.HasNeeds {
			enough = max(1, enough)
		}
		if len(best.Added) <= enough {
			break
		}
	}
	if best != nil {
		return *best, nil
	}
	return Repaired{}, notFound(err, start)
}

// helperLadder is the most helpers round may add when the puzzle must
// need a technique: as many as p has empty boxes (at least one) in the
// first rounds, then twice as many every ladderRounds rounds, up to
// maxAdd. A puzzle aimed at a technique is tight, so a helper it was given
// can seldom be taken away again: measured on the heart sample aiming at
// X-Wing (8 seeds, 20 s), eight helpers at once found a puzzle in 2.0-2.1 s
// but kept five or six of them. With the ladder (generate --pattern
// assets/samples/1-heart.txt --needs x-wing --keep-picture --timeout 20s,
// seeds 1-12): 12 of 12 in 1.9-3.2 s, eleven with the one helper r4c4 in
// the empty centre box and one (seed 3) with none; without helpers the
// heart gives one within 20 s on 5 of 12 seeds.
func helperLadder(p pattern.Pattern, maxAdd, round int) int {
	most := max(1, len(p.EmptyBoxes()))
	for r := ladderRounds; r <= round && most < maxAdd; r += ladderRounds {
		most *= 2
	}
	return min(most, maxAdd)
}

// ladderRounds is how many rounds each step of helperLadder gets.
const ladderRounds = 2

// fewestHelpers takes from pz, a puzzle on p and helpers h, every helper
// orbit it can do without, farthest from the drawing first.
func fewestHelpers(p, h pattern.Pattern, pz Puzzle, opt RepairOptions, prefer *[81]float64) (Repaired, error) {
	g, _, cancel, err := newGen(context.Background(), p.Union(h), opt.Options)
	if err != nil {
		return Repaired{}, err
	}
	defer cancel()
	orbits := addableOrbits(p, opt.Symmetry, prefer)
	orbits = slices.DeleteFunc(orbits, func(oc orbitChoice) bool { return !h.Covers(oc.mask) })
	sort.SliceStable(orbits, func(a, b int) bool { return orbits[a].prefer < orbits[b].prefer })
	res := Repaired{}
	res.Puzzle, _ = dropClues(g, pz, orbits, h.Count())
	res.Pattern = pattern.OfClues(res.Puzzle.Clues)
	res.Added, _ = p.Changes(res.Pattern)
	for _, b := range p.EmptyBoxes() {
		if res.Pattern.Intersects(pattern.FromCells(pattern.BoxCells(b))) {
			res.Boxes = append(res.Boxes, b+1) // empty, and filled by a helper
		}
	}
	return res, nil
}

// helperTry is the most time Helpers gives p without helpers,
// helperRounds how many spreads of helpers share the time and the count
// of attempts (and how many that give no puzzle end the rounds), and
// helperTries how many puzzles it thins out before it keeps the one with
// the fewest helpers.
const (
	helperTry    = 2 * time.Second
	helperRounds = 8
	helperTries  = 3
)

// notFound is err as a *NotFoundError with the time spent, or a new one
// when the run ended before any search did.
func notFound(err error, start time.Time) error {
	var nf *NotFoundError
	if errors.As(err, &nf) {
		nf.Elapsed = time.Since(start)
		return nf
	}
	if err == nil || errors.Is(err, context.DeadlineExceeded) {
		return &NotFoundError{Elapsed: time.Since(start)}
	}
	return err
}

// spreadHelpers chooses most cells outside p (whole orbits of sym) that
// go where p is thinnest: each cell in turn is the one whose box, row and
// column hold the fewest clues of p and the cells chosen so far, boxes
// counting double, ties to the cell the caller prefers. Later rounds add
// some noise, so each round spreads its helpers a little differently.
func spreadHelpers(p pattern.Pattern, prefer *[81]float64, sym pattern.Symmetry, most int, rng *rand.Rand, round int) pattern.Pattern {
	var h pattern.Pattern
	noise := 0.5 * float64(round)
	for h.Count() < most {
		q := p.Union(h)
		best, bestScore := -1, 0.0
		for c := 0; c < 81; c++ {
			if q.Has(c) {
				continue
			}
			orbit := sym.Orbit(c)
			if h.Count()+len(orbit) > most {
				continue
			}
			r, col := c/9, c%9
			var row, column, box int
			for _, d := range q.Cells() {
				if d/9 == r {
					row++
				}
				if d%9 == col {
					column++
				}
				if d/27 == c/27 && d%9/3 == col/3 {
					box++
				}
			}
			score := -float64(row+column+2*box) + 2*prefer[c] + noise*rng.Float64()
			if best < 0 || score > bestScore {
				best, bestScore = c, score
			}
		}
		if best < 0 {
			break
		}
		for _, c := range sym.Orbit(best) {
			h.Set(c, true)
		}
	}
	return h
}

// dropClues takes away from pz the clues of each orbit in turn, keeping a
// removal when the puzzle stays unique and at g's level, until at most
// limit cells are gone; it returns the puzzle and the cells taken away.
func dropClues(g *gen, pz Puzzle, orbits []orbitChoice, limit int) (Puzzle, []int) {
	var removed []int
	for _, o := range orbits {
		if len(removed)+len(o.cells) > limit {
			continue
		}
		try := pz.Clues
		for _, c := range o.cells {
			try[c] = 0
		}
		if sol, r, ok := g.verify(try); ok {
			pz.Clues, pz.Solution, pz.Rating = try, sol, r
			removed = append(removed, o.cells...)
		}
		if len(removed) == limit {
			break
		}
	}
	sort.Ints(removed)
	return pz, removed
}
