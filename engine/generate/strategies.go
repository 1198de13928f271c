package generate

import (
	"math"
	"math/rand/v2"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// countCap: several solutions score by their number, counted up to this
// cap (measured: three times the successes per attempt of scoring by the
// cells a sample of twelve solutions disagree on).
const countCap = 300

// multiScore is the base score of clues with several solutions: n of
// them score multiScore + 100n plus the cells their sample disagrees on.
const multiScore = 100000

// worstWith is the highest score of clues with n solutions (every cell
// disagreed on): a bound that keeps any change to n solutions or fewer.
func worstWith(n int) int { return multiScore + 100*n + 81 }

// stuckScore is the base score of unique clues the logical solver cannot
// finish with the techniques allowed (plus ten a cell left open).
const stuckScore = 1000

// easyScore is the base score, when aiming at a technique, of unique
// clues solved without it (plus ten a tenth of weight short of it). Below
// it lie clues stuck after using the technique (one plus the open cells).
const easyScore = 100

// basicWeight is the weight of the hardest technique that the exact
// solver's propagation covers (claiming; see exact.Basics): clues it solves
// need nothing harder.
var basicWeight = logic.Claiming.Info().Weight

// sampleSize is how many solutions the "best" score compares.
const sampleSize = 12

// score grades clue digits for the local searches; lower is better and 0
// is a finished puzzle. Several solutions score by their number (up to
// countCap) and then by the cells the first few disagree on; a unique
// puzzle by the cells the logical solver leaves open; a logically solved
// one by its distance from the wanted level. A score above bound is not
// needed exactly: score stops counting once it knows the score exceeds
// bound, and then returns some score above it.
func (g *gen) score(clues *sudoku.Grid, bound int) (int, []int) {
	limit := countCap
	if bound < multiScore+100 {
		limit = 2 // only uniqueness matters
	} else if b := (bound-multiScore)/100 + 1; b < limit {
		limit = b
	}
	n, sols := exact.CountKeep(clues, limit, sampleSize)
	switch {
	case n == 0:
		return 1 << 30, nil
	case n == 1:
	case n < countCap && n == limit:
		return worstWith(n), nil // above bound; not needed exactly
	default:
		var open []int
		for c := 0; c < 81; c++ {
			for _, s := range sols[1:] {
				if s[c] != sols[0][c] {
					open = append(open, c)
					break
				}
			}
		}
		return multiScore + 100*n + len(open), open
	}
	opt := g.solve
	opt.Unique = true // just counted: no step can break the board
	var res logic.Result
	past := g.opt.HasNeeds && g.opt.Needs.Info().Weight > basicWeight
	if past {
		// Aiming past the basic steps, which steps came before the first
		// heavier one does not matter, and the exact solver's propagation
		// takes them all at once (forty times faster than the logical
		// solver). Most unique clues fall to them entirely: too easy.
		values, cands, solved, _ := exact.Basics(clues)
		if solved {
			return easyScore + int(10*(g.opt.Needs.Info().Weight-basicWeight)), nil
		}
		res = logic.SolveBoard(&logic.Board{Values: values, Cands: cands}, opt)
	} else {
		res = logic.Solve(*clues, opt)
	}
	if !res.Solved {
		g.reached.Or(1 << harderBit)
		var open []int
		for c, v := range res.Board.Values {
			if v == 0 {
				open = append(open, c)
			}
		}
		if g.opt.HasNeeds && usesTechnique(res.Steps, g.opt.Needs) {
			// The technique is needed already; what is left is to make
			// the rest solvable without anything harder: the fewer cells
			// open, the nearer. Such a puzzle beats one solved without
			// the technique, from which no single change may lead on.
			return 1 + len(open), open
		}
		return stuckScore + 10*len(open), open
	}
	r := rating.FromResult(res)
	if g.levelOK(r) {
		return 0, nil
	}
	g.reached.Or(1 << uint(r.Level))
	if g.opt.HasNeeds {
		// Climb toward the technique's weight: a puzzle whose hardest
		// step is far easier is far from the goal.
		// (Past the basic steps, the hardest of them is not known: it
		// counts as claiming.)
		hardest := r.HardestWeight
		if past {
			hardest = max(hardest, basicWeight)
		}
		return easyScore + int(10*max(0, g.opt.Needs.Info().Weight-hardest)), nil
	}
	if g.opt.HasTarget {
		return 1 + absInt(int(r.Level)-int(g.opt.Target)), nil
	}
	return 1, nil
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// legalDigits returns the digits clue cell c may take without repeating a
// peer clue.
func legalDigits(clues *sudoku.Grid, c int) sudoku.Mask {
	m := sudoku.AllDigits
	for _, p := range sudoku.Peers[c] {
		if v := clues[p]; v != 0 {
			m &^= sudoku.Bit(int(v))
		}
	}
	return m
}

// randomDigit picks a digit of m at random, or 0 for an empty mask.
func randomDigit(m sudoku.Mask, rng *rand.Rand) int {
	ds := m.Digits()
	if len(ds) == 0 {
		return 0
	}
	return ds[rng.IntN(len(ds))]
}

// bestMoves bounds one attempt of the "best" strategy. Measured with the
// paper's rules and trial, 5 s per random pattern, 20 patterns each at
// 19, 20 and 21 clues: 1,500 moves found puzzles for 1, 2 and 12 of them;
// 5,000 for 2, 5 and 14; 15,000 for 2, 4 and 14.
const bestMoves = 5000

// annealTemp is the temperature of the "best" search while several
// solutions remain: a change that adds n solutions (counted up to
// countCap) is still kept with probability exp(-n/annealTemp), so the
// search can leave a local minimum. Measured on random 21- and 22-clue
// patterns with the paper's rules and trial: 0 (plain descent) finished
// 6 and 36 of 160 attempts, 3 to 6 finished 39-47 and 81-85.
const annealTemp = 5.0

// acceptBound returns the worst score a change may reach from score cur
// and still be kept: no worse than cur, or, while several solutions
// remain, worse by n solutions with probability exp(-n/annealTemp).
// Drawing the chance before the change is scored lets score stop counting
// early.
func acceptBound(cur int, rng *rand.Rand) int {
	if cur >= 1<<30 || cur < multiScore {
		return cur // no solution at all, or already unique
	}
	worse := -100 * annealTemp * math.Log(1-rng.Float64())
	return cur + int(math.Min(worse, float64(1<<29)))
}

// kickRate is the share of moves from a unique puzzle that is not yet
// the goal (aiming at a technique) that are kept whatever they lead to, up
// to two solutions: a step of a random walk, after which the search climbs
// back to some unique puzzle nearby (see excursionMoves). The goal is
// rare among unique puzzles and no single change from one too easy
// usually leads to it, so sampling many neighbours beats restarting. (A
// puzzle that already needs the technique is kicked too, and so may be
// left; kicking only the too easy ones was not measured.)
// Measured (bench techniques, 8 random 26-clue patterns, 10 s, seed 31;
// found of 8 and the median over the found): without kicks X-Chain 6,
// 5.5 s; Swordfish 3, 8.2 s; XYZ-Wing 8, 0.77 s. At 0.05: 8, 1.1 s; 4,
// 4.2 s; 8, 0.27 s. At 0.2: X-Chain 8, 0.46 s; Swordfish 4, 3.0 s. At
// 0.5 no better (Swordfish 3).
const kickRate = 0.2

// excursionMoves bounds the excursion a kick starts: aiming at a
// technique, the search keeps the last unique puzzle it stood on (its
// home), and after a kick it climbs among clues with several solutions
// without annealing (a change must not add solutions); when no unique
// puzzle has come within this many moves, it goes home and kicks again.
// With annealing and no way home, as before, the search spent most of its
// time wandering among clues with several solutions (61 % of it counting
// them, aiming at Swordfish on 24 clues) and came on half as many unique
// puzzles. Measured, median time to a puzzle without → with: on 16 random
// 24-clue patterns, one search each, X-Chain 1.08 → 0.30 s, W-Wing 0.14 →
// 0.07 s, X-Wing 0.73 → 0.74 s, XYZ-Wing 0.09 → 0.12 s; on bench
// techniques' eight 24-clue patterns (seed 41), three searches each,
// Swordfish 2.23 → 1.00 s and X-Wing 0.69 → 0.33 s; the heart sample's
// X-Wing within 20 s on 5 → 6 of 10 seeds.
const excursionMoves = 20

// informed is the share of moves that change a clue next to the open cells.
const informed = 0.95

// pickClue chooses the clue to change: usually one that sees a cell on
// which the solutions disagree (changing it can rule some of them out),
// otherwise any clue.
func pickClue(g *gen, open []int, rng *rand.Rand) int {
	if len(open) > 0 && rng.Float64() < informed {
		target := open[rng.IntN(len(open))]
		var near []int
		for _, c := range g.cells {
			if sudoku.Sees(c, target) {
				near = append(near, c)
			}
		}
		if len(near) > 0 {
			return near[rng.IntN(len(near))]
		}
	}
	return g.cells[rng.IntN(len(g.cells))]
}

// bestAttempt starts from the pattern's cells of a random solution grid
// (so the clues always have a solution) and changes one clue at a time,
// keeping changes that do not worsen the score. Aiming at a technique on
// any pattern (AnyPattern), the k-th attempt on a pattern gives up unless
// it reaches a unique puzzle within uniqueWithin(k) moves.
func bestAttempt(g *gen, k int, rng *rand.Rand) (sudoku.Grid, bool, []int) {
	return bestSearch(g, rng, g.descentMoves(k), nil)
}

// descentMoves is how many moves the k-th attempt on g's pattern has to
// reach a unique puzzle: uniqueWithin(k) aiming at a technique on any
// pattern, else all of them.
func (g *gen) descentMoves(k int) int {
	if g.opt.HasNeeds && g.draws != nil {
		return uniqueWithin(k)
	}
	return bestMoves
}

// descentUnit is the fewest moves an attempt aiming at a technique on any
// pattern has to reach its first unique puzzle: the k-th attempt on a
// pattern has uniqueWithin(k) = descentUnit·luby(k+1) of them (up to
// bestMoves).
//
// Aiming at a technique, the goal lies among unique puzzles, and the walk
// there (kicks and excursions) starts at the first one the attempt
// reaches. Most attempts reach it quickly, a few very slowly or never:
// aiming at Swordfish with 24 clues, the first unique puzzle came after a
// median of 98 moves, 90 % within 576, 9 % of attempts never within
// bestMoves, and those descents, which count up to hundreds of solutions
// a move (50 µs a move against 7 µs from a unique puzzle), took 40 % of
// the search's time. When any pattern will do, starting afresh (and soon
// on another pattern) is cheaper than going on. Measured (24 searches
// each, random 24-clue patterns as generate --clues 24 draws them, median
// time to a puzzle): with no limit Swordfish 2.56 s and X-Chain 0.17 s;
// at most 300 moves 1.43 and 0.15 s; at most 80, 0.88 and 0.11 s; at
// most 20, 0.80 and 0.07 s; at most 10, 0.63 and 0.06 s; Luby's schedule
// with this unit 0.65 and 0.07 s.
//
// On a pattern the user chose there is nothing else to try, and there the
// long descents pay: on bench techniques' twelve fixed 24-clue patterns
// (seed 41, 10 s), this schedule lost XY-Wing puzzles on one pattern that
// gave one in 1.2 s without it, and W-Wing on two (0.4 and 4.6 s); aiming
// at X-Wing on the heart sample (20 s, seeds 1-12) it found 2 puzzles
// where the long descents find 5. So a run on one pattern keeps every
// descent to bestMoves.
const descentUnit = 16

// uniqueWithin is the k-th attempt's descent budget (see descentUnit).
func uniqueWithin(k int) int {
	return min(descentUnit*luby(k+1), bestMoves)
}

// bestSearch is the "best" search. When no unique puzzle came within
// descent moves, it gives up. When visit is set, it is shown each state
// that scores better than any before, and ends the search with its clues
// when it reports true (the repair patches states this way).
func bestSearch(g *gen, rng *rand.Rand, descent int, visit func(clues sudoku.Grid, score int) (sudoku.Grid, bool)) (sudoku.Grid, bool, []int) {
	clues, filled := zamaFill(g, rng)
	if !filled {
		var empty sudoku.Grid
		full, _ := exact.Random(&empty, rng)
		clues = sudoku.Grid{}
		for _, c := range g.cells {
			clues[c] = full[c]
		}
	}
	cur, open := g.score(&clues, 1<<30)
	visited := 1 << 31 // the best score shown to visit so far
	// Aiming at a technique: the last unique puzzle the search stood on,
	// and the moves made since a kick left it (see excursionMoves).
	var home homeState
	for move := 0; move < bestMoves && cur > 0; move++ {
		if move%16 == 0 && g.ctx.Err() != nil {
			break
		}
		if move >= descent && cur >= multiScore && !home.set {
			break // no unique puzzle yet: starting afresh is cheaper
		}
		if g.opt.HasNeeds {
			clues, cur, open = home.step(clues, cur, open)
		}
		if visit != nil && cur < visited {
			if out, ok := visit(clues, cur); ok {
				return out, true, nil
			}
			visited = cur
		}
		c := pickClue(g, open, rng)
		old := clues[c]
		d := randomDigit(legalDigits(&clues, c)&^sudoku.Bit(int(old)), rng)
		if d == 0 {
			continue
		}
		clues[c] = int8(d)
		bound := acceptBound(cur, rng)
		if home.set && cur >= multiScore {
			bound = cur // on an excursion: no annealing
		}
		if g.opt.HasNeeds && cur < multiScore && rng.Float64() < kickRate {
			bound = worstWith(2) // a kick: two solutions may do
		}
		if s, o := g.score(&clues, bound); s <= bound {
			cur, open = s, o
		} else {
			clues[c] = old
		}
	}
	return clues, cur == 0, open
}

// homeState is where an excursion of the "best" search, aiming at a
// technique, goes back to: the last unique puzzle it stood on.
type homeState struct {
	clues sudoku.Grid
	score int
	open  []int
	set   bool
	away  int // moves since the search left it
}

// step takes the search's state before a move and returns the state to
// move from: the same, when it is unique (and becomes the new home) or
// the excursion is short enough, or else the home.
func (h *homeState) step(clues sudoku.Grid, score int, open []int) (sudoku.Grid, int, []int) {
	switch {
	case score < multiScore:
		*h = homeState{clues: clues, score: score, open: open, set: true}
	case h.set:
		if h.away++; h.away > excursionMoves {
			h.away = 0
			return h.clues, h.score, h.open
		}
	}
	return clues, score, open
}

// zamaAttempt is Zama and Sasano's Algorithm 1: place digits on the
// pattern one at a time, each time the (cell, digit) whose placement
// leaves the smallest total number of candidates with no cell at zero
// (ties at random).
func zamaAttempt(g *gen, _ int, rng *rand.Rand) (sudoku.Grid, bool, []int) {
	clues, ok := zamaFill(g, rng)
	if !ok {
		return clues, false, g.cells // stuck: the run restarts
	}
	s, open := g.score(&clues, 1<<30)
	return clues, s == 0, open
}

// zamaFill places the digits greedily; it reports false when stuck.
func zamaFill(g *gen, rng *rand.Rand) (sudoku.Grid, bool) {
	b := logic.NewBoard(sudoku.Grid{})
	total := 81 * 9
	for range g.cells {
		bestTotal, ties := 1<<30, 0
		var bestCell, bestDigit int
		for _, c := range g.cells {
			if b.Values[c] != 0 {
				continue
			}
			for _, d := range b.Cands[c].Digits() {
				bit := sudoku.Bit(d)
				after := total - b.Cands[c].Count()
				ok := true
				for _, p := range sudoku.Peers[c] {
					if b.Values[p] == 0 && b.Cands[p]&bit != 0 {
						if b.Cands[p] == bit {
							ok = false
							break
						}
						after--
					}
				}
				if !ok {
					continue
				}
				switch {
				case after < bestTotal:
					bestTotal, ties, bestCell, bestDigit = after, 1, c, d
				case after == bestTotal:
					ties++
					if rng.IntN(ties) == 0 {
						bestCell, bestDigit = c, d
					}
				}
			}
		}
		if ties == 0 {
			return sudoku.Grid{}, false
		}
		b.Place(bestCell, bestDigit)
		total = bestTotal
	}
	var clues sudoku.Grid
	for _, c := range g.cells {
		clues[c] = b.Values[c]
	}
	return clues, true
}

// hillMaxPasses bounds one hill-climbing attempt.
const hillMaxPasses = 60

// hillclimbAttempt is the Pict-Doku method: random legal digits, then
// single-clue changes kept when the logical solver leaves fewer cells
// open, until no single change helps.
func hillclimbAttempt(g *gen, _ int, rng *rand.Rand) (sudoku.Grid, bool, []int) {
	var clues sudoku.Grid
	for _, i := range rng.Perm(len(g.cells)) {
		c := g.cells[i]
		d := randomDigit(legalDigits(&clues, c), rng)
		if d == 0 {
			return clues, false, g.cells
		}
		clues[c] = int8(d)
	}
	open := func() (int, []int) {
		res := logic.Solve(clues, g.solve)
		if res.Broken {
			return 82, g.cells
		}
		var cells []int
		for c, v := range res.Board.Values {
			if v == 0 {
				cells = append(cells, c)
			}
		}
		return len(cells), cells
	}
	cur, cells := open()
	type change struct{ cell, digit int }
	for pass := 0; pass < hillMaxPasses && cur > 0; pass++ {
		var moves []change
		for _, c := range g.cells {
			for _, d := range (legalDigits(&clues, c) &^ sudoku.Bit(int(clues[c]))).Digits() {
				moves = append(moves, change{c, d})
			}
		}
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		improved := false
		for _, m := range moves {
			if g.ctx.Err() != nil {
				return clues, false, cells
			}
			old := clues[m.cell]
			clues[m.cell] = int8(m.digit)
			if n, cs := open(); n < cur {
				cur, cells, improved = n, cs, true
				break
			}
			clues[m.cell] = old
		}
		if !improved {
			break // local optimum: the run starts a new attempt
		}
	}
	if cur != 0 {
		return clues, false, cells
	}
	s, o := g.score(&clues, 1<<30)
	return clues, s == 0, o
}

// usesTechnique reports whether t is among the steps.
func usesTechnique(steps []logic.Step, t logic.Technique) bool {
	for _, s := range steps {
		if s.Technique == t {
			return true
		}
	}
	return false
}
