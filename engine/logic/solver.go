package logic

import (
	"context"
	"sort"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

var finders = [numTechniques]finder{
	HiddenSingleBox:           hiddenSingles(sudoku.BoxUnit, HiddenSingleBox),
	HiddenSingleRow:           hiddenSingles(sudoku.RowUnit, HiddenSingleRow),
	HiddenSingleCol:           hiddenSingles(sudoku.ColUnit, HiddenSingleCol),
	DirectPointing:            directForm(intersections(true), DirectPointing, otherUnitsOfKind),
	DirectClaiming:            directForm(intersections(false), DirectClaiming, otherUnitsOfKind),
	DirectHiddenPair:          directForm(hiddenSubset(2, HiddenPair), DirectHiddenPair, sameUnit),
	NakedSingle:               nakedSingles,
	DirectHiddenTriple:        directForm(hiddenSubset(3, HiddenTriple), DirectHiddenTriple, sameUnit),
	Pointing:                  intersections(true),
	Claiming:                  intersections(false),
	NakedPair:                 nakedSubset(2, NakedPair),
	XWing:                     fish(2, false, XWing, 0, 0),
	HiddenPair:                hiddenSubset(2, HiddenPair),
	NakedTriple:               nakedSubset(3, NakedTriple),
	Swordfish:                 fish(3, false, Swordfish, 0, 0),
	HiddenTriple:              hiddenSubset(3, HiddenTriple),
	XYWing:                    xyWing,
	XYZWing:                   xyzWing,
	UniqueRectangle1:          uniqueRectangles(UniqueRectangle1),
	UniqueRectangle2:          uniqueRectangles(UniqueRectangle2),
	UniqueRectangle4:          uniqueRectangles(UniqueRectangle4),
	UniqueRectangle3:          uniqueRectangles(UniqueRectangle3),
	NakedQuad:                 nakedSubset(4, NakedQuad),
	Jellyfish:                 fish(4, false, Jellyfish, 0, 0),
	HiddenQuad:                hiddenSubset(4, HiddenQuad),
	BUGPlus1:                  bugFinder(BUGPlus1),
	WXYZWing:                  bentSet(4, WXYZWing),
	VWXYZWing:                 bentSet(5, VWXYZWing),
	Skyscraper:                only(singleDigitPatterns, Skyscraper),
	TwoStringKite:             only(singleDigitPatterns, TwoStringKite),
	TurbotFish:                only(singleDigitPatterns, TurbotFish),
	FinnedXWing:               only(finnedXWings, FinnedXWing),
	SashimiXWing:              only(finnedXWings, SashimiXWing),
	SimpleColoring:            simpleColoring,
	RemotePairs:               remotePairs,
	WWing:                     wWing,
	FinnedSwordfish:           only(finnedSwordfish, FinnedSwordfish),
	SashimiSwordfish:          only(finnedSwordfish, SashimiSwordfish),
	FinnedJellyfish:           only(finnedJellyfish, FinnedJellyfish),
	SashimiJellyfish:          only(finnedJellyfish, SashimiJellyfish),
	XChain:                    chains(modeX, XChain),
	XYChain:                   chains(modeXY, XYChain),
	AIC:                       chains(modeAIC, AIC),
	ForcingChainContradiction: forcingContradiction,
	CellForcingChain:          staticForcing(false, CellForcingChain),
	UnitForcingChain:          staticForcing(true, UnitForcingChain),
	GroupedTurbotFish:         groupedTurbotFish,
	UniqueLoop:                uniqueLoops(UniqueLoop),
	UniqueLoop3:               uniqueLoops(UniqueLoop3),
	BUGType2:                  bugFinder(BUGType2),
	BUGType3:                  bugFinder(BUGType3),
	BUGType4:                  bugFinder(BUGType4),
	BidirectionalYCycle:       yCycles,
	GroupedStrongLinks:        groupedStrongLinks,
	NishioForcingChain:        nishioContradiction,
	DynamicForcingChain:       dynamicChains(0, DynamicForcingChain),
	DynamicForcingChainPlus:   dynamicChains(1, DynamicForcingChainPlus),
	NestedForcingChainFC:      dynamicChains(2, NestedForcingChainFC),
	NestedForcingChainMFC:     dynamicChains(3, NestedForcingChainMFC),
	NestedForcingChainDFC:     dynamicChains(4, NestedForcingChainDFC),
}

// solvingOrder lists the techniques (all but the trial) by base weight,
// lightest first, as Sudoku Explainer chooses its next step; ties keep the
// order of the constants.
var solvingOrder = func() []Technique {
	ts := Techniques()[:Trial]
	sort.SliceStable(ts, func(i, j int) bool { return ts[i].Info().Weight < ts[j].Info().Weight })
	return ts
}()

// The searches that find the steps of several techniques at once.
var (
	finnedXWings    = fish(2, true, 0, FinnedXWing, SashimiXWing)
	finnedSwordfish = fish(3, true, 0, FinnedSwordfish, SashimiSwordfish)
	finnedJellyfish = fish(4, true, 0, FinnedJellyfish, SashimiJellyfish)
)

// sharedSearches lists the searches whose steps several techniques share,
// finned and sashimi fish, and the three single-digit patterns of two
// strong links, so that Next runs each once per board (see Next).
var sharedSearches = [...]struct {
	search     finder
	techniques []Technique
}{
	{singleDigitPatterns, []Technique{Skyscraper, TwoStringKite, TurbotFish}},
	{finnedXWings, []Technique{FinnedXWing, SashimiXWing}},
	{finnedSwordfish, []Technique{FinnedSwordfish, SashimiSwordfish}},
	{finnedJellyfish, []Technique{FinnedJellyfish, SashimiJellyfish}},
}

// sharedSearchOf[t] is 1 + the index in sharedSearches of the search t's
// steps come from, or 0 when t has a search of its own.
var sharedSearchOf = func() (of [numTechniques]int) {
	for i, s := range sharedSearches {
		for _, t := range s.techniques {
			of[t] = i + 1
		}
	}
	return of
}()

// only keeps the steps of one technique from a finder that finds several.
func only(f finder, t Technique) finder {
	return func(b *view, emit visit) bool {
		return f(b, func(s *Step) bool {
			if s.Technique != t {
				return true
			}
			return emit(s)
		})
	}
}

// Options choose which techniques the solver may use.
type Options struct {
	// MaxWeight leaves out techniques whose base weight is above it; 0 means no limit.
	MaxWeight float64
	// PaperRules restricts the solver to the ten rules of the design's
	// source paper (singles, intersections, subsets, basic fish, and Hamada
	// logic as Remote Pairs and W-Wing).
	PaperRules bool
	// AllowTrial lets the solver use the one-level trial when stuck.
	AllowTrial bool
	// Unique says the caller knows the grid has exactly one solution. Its
	// deductions then never break the board, and SolveBoard does not look
	// for a contradiction after each step (a third of the time of a solve
	// that is mostly singles; the generator sets it for the puzzles it has
	// just counted).
	Unique bool
	// Dynamic lets the solver use Explainer's dynamic and nested forcing
	// chains (8.5 and up) when nothing lighter has a step. They rate the
	// hardest puzzles, at a cost: a step of a nested chain can take
	// seconds (level 4, on the forum's hardest puzzles). The rater sets
	// it; the generator, which judges many puzzles and has no use for ones
	// that hard, does not.
	Dynamic bool
}

// allows reports whether the options let the solver use t.
func (o Options) allows(t Technique) bool {
	if t == Trial {
		return o.AllowTrial
	}
	if t.Dynamic() && !o.Dynamic {
		return false
	}
	info := t.Info()
	if o.PaperRules && !info.Paper {
		return false
	}
	return o.MaxWeight == 0 || info.Weight <= o.MaxWeight
}

// Next returns the simplest step the options allow on b, or nil when the
// solver is stuck. A step can weigh more than its technique's base weight
// (a chain by its length, a wing by its cells); then a technique tried
// later, with a lower base weight than that step, may still offer a
// lighter step, and Next takes the lightest: after a 9-link X-Chain (5.4
// + 0.3) a WXYZ-Wing (5.5) is still asked, and after a W-Wing (7.1) a
// 5-link AIC (7.1) is not but a shorter XY-Chain would be. Sudoku
// Explainer sorts its chaining hints by difficulty the same way (its
// other techniques weigh their base weight, where the first found is the
// lightest anyway). The first step a finder emits must be its lightest:
// chains and wings sort theirs.
//
// A technique whose steps come from a shared search (sharedSearches) takes
// the first step of its own in that search, as its finder would. The
// search stops there; when it runs to its end instead, it has met every
// step it can find, so the first step of each of its other techniques is
// kept for their turn on this board and the search is not run again. (The
// shared techniques' steps weigh their base weight, so a step one of them
// finds ends Next, and a search stopped early is never needed again.)
func Next(b *Board, opt Options) *Step { return next(newView(b), opt) }

// next is Next on the board v views, whose places it has not yet looked at.
func next(v *view, opt Options) *Step {
	b := v.Board
	var best *Step                         // the lightest step so far
	var step *Step                         // the step a finder found
	var want Technique                     // the technique being tried
	var firstOf [numTechniques]*Step       // first steps met by finished shared searches
	var finished [len(sharedSearches)]bool // shared searches run to their end on b
	take := func(s *Step) bool {
		step = s
		return false
	}
	meet := func(s *Step) bool {
		if firstOf[s.Technique] == nil {
			firstOf[s.Technique] = s
		}
		return s.Technique != want
	}
	for _, t := range solvingOrder {
		if !opt.allows(t) {
			continue
		}
		if best != nil && (t.Info().Weight >= best.Weight() || t.Dynamic()) {
			break // Explainer asks its dynamic chains only when nothing else has a step
		}
		step = nil
		if i := sharedSearchOf[t] - 1; i >= 0 {
			if !finished[i] {
				want = t
				sharedSearches[i].search(v, meet)
				finished[i] = true // or it found t's step, which ends Next
			}
			step = firstOf[t]
		} else {
			finders[t](v, take)
		}
		if step != nil && (best == nil || step.Weight() < best.Weight()) {
			best = step
		}
		if best != nil && best.Weight() <= best.Technique.Info().Weight {
			break
		}
	}
	if best != nil {
		return best
	}
	if opt.AllowTrial {
		return trial(b, opt)
	}
	return nil
}

// FindAll returns every instance of technique t on b.
func FindAll(b *Board, t Technique) []*Step {
	var out []*Step
	if t == Trial {
		if s := trial(b, Options{AllowTrial: true}); s != nil {
			out = append(out, s)
		}
		return out
	}
	finders[t](newView(b), func(s *Step) bool {
		out = append(out, s)
		return true
	})
	return out
}

// Result is the outcome of a logical solve.
type Result struct {
	Steps  []Step
	Board  Board // the board when the solver stopped
	Solved bool
	Broken bool // the puzzle (or a wrong entry) leads to a contradiction
	// Stopped says the caller stopped the solve (SolveContext) before the
	// solver was done: Solved is false, and not because it was stuck.
	Stopped bool
}

// Solve solves g by logic with the given options, recording every step.
func Solve(g sudoku.Grid, opt Options) Result {
	return SolveBoard(NewBoard(g), opt)
}

// SolveBoard continues solving from a board.
func SolveBoard(start *Board, opt Options) Result {
	return SolveContext(context.Background(), start, opt, nil)
}

// SolveContext is SolveBoard for a caller that may stop it or show how
// far it is, such as the app rating a pasted puzzle (the hardest puzzles
// take seconds): it looks at ctx between steps and, once it is done,
// returns what it has with Stopped set; after each step it calls
// onStep, when not nil, with the board as the step left it.
func SolveContext(ctx context.Context, start *Board, opt Options, onStep func(b *Board)) Result {
	b := *start
	var r Result
	v := newView(&b) // one view, looked at anew for each step
	for !b.Solved() {
		if ctx.Err() != nil {
			r.Stopped = true
			break
		}
		if !opt.Unique && b.Broken() {
			r.Broken = true
			break
		}
		v.forget()
		s := next(v, opt)
		if s == nil {
			break
		}
		b.Apply(s)
		r.Steps = append(r.Steps, *s)
		if onStep != nil {
			onStep(&b)
		}
	}
	v.release()
	r.Board = b
	r.Broken = b.Broken()
	r.Solved = b.Solved() && !r.Broken
	return r
}

// trial is the design source's one-level trial: for each cell with two
// candidates, place one, solve on with the allowed rules, and remove the
// digit if that leads to a contradiction.
func trial(b *Board, opt Options) *Step {
	inner := opt
	inner.AllowTrial = false
	inner.Unique = false  // a guess may well break the board
	inner.Dynamic = false // each guess is followed by the cheaper techniques only
	for _, c := range b.bivalueCells() {
		for _, d := range b.Cands[c].Digits() {
			nb := *b
			nb.Place(c, d)
			r := SolveBoard(&nb, inner)
			if r.Broken {
				return &Step{Technique: Trial, Eliminate: []Candidate{{c, d}}, Cells: []int{c}, Digits: b.Cands[c], Length: len(r.Steps)}
			}
		}
	}
	return nil
}
