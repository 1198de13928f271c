package logic

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Dynamic and nested forcing chains
//
// Above 8.5 Sudoku Explainer rates a puzzle by the forcing chains it needs
// (diuf.sudoku.solver.rules.chaining.Chaining, read and re-derived here).
// A chain starts from an assumption, a candidate taken as true ("on") or
// false ("off"), and follows what it implies:
//
//   - a candidate on turns off the other candidates of its cell and the
//     same digit in its row, column and box;
//   - a candidate off turns on the other candidate of its cell when only
//     one is left, and the other place of its digit in a unit when only
//     one is left there.
//
// A chain is dynamic when each candidate it turns off is taken out of the
// grid it reasons on, so that later singles see the grid as the chain has
// made it. When the singles run dry, a nested chain (level 1 and up) asks
// simpler techniques for more eliminations on that grid: level 1
// intersections, hidden and naked pairs and X-Wings (Explainer's default
// set), level 2 forcing chains as well, level 3 multiple forcing chains
// too, level 4 dynamic forcing chains instead of those two (they find all
// that the other two find). Conclusions:
//
//   - contradiction: an assumption turns some candidate both on and off, so
//     the assumption is false;
//   - double forcing: a candidate on and the same candidate off both turn
//     some candidate on (or both off), which is then true (false);
//   - cell and unit forcing: every candidate of a cell, or every place of a
//     digit in a unit, turns the same candidate on (or off).
//
// Each conclusion weighs the level's base (8.5 + 0.5 per level of nesting:
// Chaining.getDifficulty, 8.5 for level 0 to 10.5 for level 4)
// plus Explainer's length term, 0.1 for each time the chain's complexity
// outgrows a ceiling growing geometrically (complexityBonus). The
// complexity counts the implications the conclusion rests on: for each
// chain of the conclusion, its target and all its ancestors, each once,
// where an implication's parents are the candidate that caused it and
// every candidate the chain took out of the cell or unit before (what made
// it a single), plus the complexity of each nested step it used. Among the
// conclusions of a level the step is the lightest, then the one with the
// lowest complexity, then Explainer's order of kinds (double forcing,
// cell, unit, contradiction).

// dynamicLevels lists the dynamic techniques by level of nesting.
// Explainer's Solver asks a level only when the lighter ones have no step
// (getSingleHint takes the lightest hint of the first producer that has
// one), and so does Next. Its last ("experimental") producers go on at
// level 4 with Dynamic Forcing Chains (+), and nested ones, inside; plain
// level 4 finishes every puzzle of the forum's HardestDatabase110626, so
// those are left out.
var dynamicLevels = [...]Technique{DynamicForcingChain, DynamicForcingChainPlus, NestedForcingChainFC, NestedForcingChainMFC, NestedForcingChainDFC}

// dynamicLevel returns the level of nesting of a dynamic technique, or -1.
func dynamicLevel(t Technique) int { return slices.Index(dynamicLevels[:], t) }

// Dynamic reports whether t is one of the dynamic chains (the nested ones
// too), which the solver uses only with Options.Dynamic.
func (t Technique) Dynamic() bool { return dynamicLevel(t) >= 0 }

// implication is one step of a chain: a candidate turned on or off.
type implication struct {
	node    int16 // cell*9 + digit-1
	on      bool
	first   int32 // its parents are run.parents[first : first+count]
	count   int32
	nestedI int32 // 1 + index in run.nested of the nested step that made it, or 0
}

// run is the outcome of one assumption: every implication it reached, in
// the order they were found, and the grid as the chain left it.
type run struct {
	imps    []implication
	parents []int32
	nested  []int // the complexity of each nested step used
	onAt    [729]int32
	offAt   [729]int32 // 1 + index in imps of the node's implication, or 0
	cands   [sudoku.NumCells]sudoku.Mask
	absurd  [2]int32 // 1 + the indexes of a node both on and off (on, off), or 0
	queueOn []int32
	queueOf []int32
}

// reset readies r for a new assumption on b.
func (r *run) reset(b *Board) {
	r.imps = r.imps[:0]
	r.parents = r.parents[:0]
	r.nested = r.nested[:0]
	r.onAt = [729]int32{}
	r.offAt = [729]int32{}
	r.cands = b.Cands
	for c, v := range b.Values {
		if v != 0 {
			r.cands[c] = 0
		}
	}
	r.absurd = [2]int32{}
	r.queueOn = r.queueOn[:0]
	r.queueOf = r.queueOf[:0]
}

// add records an implication with the given parents and queues it; it
// reports false when it contradicts an implication made before (then
// r.absurd holds both).
func (r *run) add(n int, on bool, nested int32, parents ...int32) bool {
	i := int32(len(r.imps))
	r.imps = append(r.imps, implication{node: int16(n), on: on, first: int32(len(r.parents)), count: int32(len(parents)), nestedI: nested})
	r.parents = append(r.parents, parents...)
	if on {
		r.onAt[n] = i + 1
		r.queueOn = append(r.queueOn, i)
		if r.offAt[n] != 0 {
			r.absurd = [2]int32{i + 1, r.offAt[n]}
			return false
		}
	} else {
		r.offAt[n] = i + 1
		r.queueOf = append(r.queueOf, i)
		if r.onAt[n] != 0 {
			r.absurd = [2]int32{r.onAt[n], i + 1}
			return false
		}
	}
	return true
}

// reached reports whether node n is implied on (or off) in r.
func (r *run) reached(n int, on bool) int32 {
	if on {
		return r.onAt[n]
	}
	return r.offAt[n]
}

// chainer follows assumptions on one board at one level of nesting.
type chainer struct {
	b      *Board // the board the assumptions are made on
	level  int
	hidden []int32 // scratch: the parents of an implication
	inner  *Board  // scratch: the grid a nested step is looked for on
	view   *view   // scratch: the view of inner
}

// follow makes the assumption that node n is on (or off) and follows it
// to its end or to a contradiction; r receives the outcome.
func (ch *chainer) follow(r *run, n int, on bool) {
	r.reset(ch.b)
	r.add(n, on, 0)
	for {
		switch {
		case len(r.queueOn) > 0:
			i := r.queueOn[0]
			r.queueOn = r.queueOn[1:]
			if !ch.turnOn(r, i) {
				return
			}
		case len(r.queueOf) > 0:
			i := r.queueOf[0]
			r.queueOf = r.queueOf[1:]
			if !ch.turnOff(r, i) {
				return
			}
		default:
			if ch.level == 0 || !ch.nestedStep(r) {
				return
			}
			if r.absurd[0] != 0 {
				return
			}
		}
	}
}

// unitOrder is the order in which Explainer looks at a cell's units: box,
// row, column.
var unitOrder = [3]sudoku.UnitKind{sudoku.BoxUnit, sudoku.RowUnit, sudoku.ColUnit}

// turnOn follows implication i, a candidate on: the rest of its cell and
// its digit in its units go off.
func (ch *chainer) turnOn(r *run, i int32) bool {
	n := int(r.imps[i].node)
	c, d := n/9, n%9+1
	for m := uint16(r.cands[c] &^ sudoku.Bit(d)); m != 0; m &= m - 1 {
		if e := node(c, bits.TrailingZeros16(m)+1); r.offAt[e] == 0 && !r.add(e, false, 0, i) {
			return false
		}
	}
	bit := sudoku.Bit(d)
	for _, k := range unitOrder {
		for _, q := range sudoku.Units[sudoku.UnitsOf[c][k]] {
			if q == c || r.cands[q]&bit == 0 {
				continue
			}
			if e := node(q, d); r.offAt[e] == 0 && !r.add(e, false, 0, i) {
				return false
			}
		}
	}
	return true
}

// turnOff follows implication i, a candidate off: a cell or a unit left
// with one place turns it on; then the candidate leaves the grid.
func (ch *chainer) turnOff(r *run, i int32) bool {
	n := int(r.imps[i].node)
	c, d := n/9, n%9+1
	defer func() { r.cands[c] &^= sudoku.Bit(d) }()
	if m := r.cands[c]; m.Count() == 2 && m.Has(d) {
		e := node(c, (m &^ sudoku.Bit(d)).Single())
		if r.onAt[e] == 0 {
			ch.hidden = append(ch.hidden[:0], i)
			for gone := uint16(ch.b.Cands[c] &^ r.cands[c]); gone != 0; gone &= gone - 1 {
				ch.hidden = append(ch.hidden, r.offAt[node(c, bits.TrailingZeros16(gone)+1)]-1)
			}
			if !r.add(e, true, 0, ch.hidden...) {
				return false
			}
		}
	}
	bit := sudoku.Bit(d)
	for _, k := range unitOrder {
		u := sudoku.UnitsOf[c][k]
		other := -1
		for _, q := range sudoku.Units[u] {
			if q != c && r.cands[q]&bit != 0 {
				if other >= 0 {
					other = -2
					break
				}
				other = q
			}
		}
		if other < 0 {
			continue
		}
		e := node(other, d)
		if r.onAt[e] != 0 {
			continue
		}
		ch.hidden = append(ch.hidden[:0], i)
		for _, q := range sudoku.Units[u] {
			if ch.b.Cands[q]&bit != 0 && r.cands[q]&bit == 0 {
				ch.hidden = append(ch.hidden, r.offAt[node(q, d)]-1)
			}
		}
		if !r.add(e, true, 0, ch.hidden...) {
			return false
		}
	}
	return true
}

// innerFinders are the techniques a nested chain asks, by level, in
// Explainer's order (Chaining.getAdvancedPotentials with its default
// settings): intersections, hidden pairs, naked pairs and X-Wings from
// level 1; forcing chains at levels 2 and 3 and multiple forcing chains at
// level 3; dynamic forcing chains (not nested) alone at level 4, where
// Explainer drops the other two as they find nothing the dynamic ones
// miss.
// (Set in init: the last one is a dynamic chain, which asks innerFinders.)
var innerFinders []innerFinder

// An innerFinder is asked by the nested chains of levels from to upTo.
type innerFinder struct {
	from, upTo int
	find       finder
	chain      bool // a chain: its complexity adds to the outer chain's
}

func init() {
	const deepest = len(dynamicLevels) - 1
	innerFinders = []innerFinder{
		{1, deepest, intersections(true), false},
		{1, deepest, intersections(false), false},
		{1, deepest, hiddenSubset(2, HiddenPair), false},
		{1, deepest, nakedSubset(2, NakedPair), false},
		{1, deepest, fish(2, false, XWing, 0, 0), false},
		{2, 3, chains(modeAIC, AIC), true},
		{3, 3, staticForcing(false, CellForcingChain), true},
		{3, 3, staticForcing(true, UnitForcingChain), true},
		{4, 4, dynamicChains(0, DynamicForcingChain), true},
	}
}

// nestedStep asks the inner techniques of the chainer's level for
// eliminations on the grid as r has left it, and turns off what the first
// technique that has some removes, every step of it that rests on
// something the chain took out of the grid (its parents: a step that
// stands without the chain is no part of it). It reports whether anything
// new was turned off.
func (ch *chainer) nestedStep(r *run) bool {
	if ch.inner == nil {
		ch.inner = new(Board)
	}
	in := ch.inner
	in.Values = ch.b.Values
	in.Cands = r.cands
	if ch.view == nil {
		ch.view = newView(in)
	}
	v := ch.view
	v.forget() // in changed since it was last looked at
	added := false
	for _, f := range innerFinders {
		if f.from > ch.level {
			break
		}
		if f.upTo < ch.level {
			continue
		}
		ok := true
		f.find(v, func(s *Step) bool {
			ch.hidden = ch.stepParents(r, s, ch.hidden[:0])
			if len(ch.hidden) == 0 {
				return true
			}
			var nested int32
			if f.chain {
				r.nested = append(r.nested, s.Length+1)
				nested = int32(len(r.nested))
			}
			// A step that places a digit (a static forcing chain's "on"
			// conclusion) removes the cell's other candidates, as
			// Explainer's cell reduction hint does.
			elims := s.Eliminate
			if len(s.Place) > 0 {
				elims = slices.Clone(elims) // the step's own list stays as it is
				for _, p := range s.Place {
					for _, d := range (r.cands[p.Cell] &^ sudoku.Bit(p.Digit)).Digits() {
						elims = append(elims, Candidate{p.Cell, d})
					}
				}
			}
			for _, e := range elims {
				n := node(e.Cell, e.Digit)
				if r.offAt[n] != 0 {
					continue
				}
				added = true
				if !r.add(n, false, nested, ch.hidden...) {
					ok = false
					return false
				}
			}
			return true
		})
		if added || !ok {
			return true
		}
	}
	return false
}

// stepParents lists the implications a nested step rests on: the
// candidates the chain took out of the step's cells, and of the step's
// digits in its units.
func (ch *chainer) stepParents(r *run, s *Step, out []int32) []int32 {
	var seen cellSet
	for _, c := range s.Cells {
		seen.add(c)
	}
	for _, u := range s.Units {
		for _, c := range sudoku.Units[u] {
			seen.add(c)
		}
	}
	for _, e := range s.Chain {
		seen.add(e.Cell)
	}
	for set := seen; !set.empty(); {
		c := set.pop()
		gone := ch.b.Cands[c] &^ r.cands[c]
		if !inCells(s.Cells, c) && len(s.Chain) == 0 {
			gone &= s.Digits
		}
		for m := uint16(gone); m != 0; m &= m - 1 {
			if i := r.offAt[node(c, bits.TrailingZeros16(m)+1)]; i != 0 {
				out = append(out, i-1)
			}
		}
	}
	return out
}

func inCells(cells []int, c int) bool { return contains(cells, c) }

// complexity counts the implications behind the targets (indexes into r's
// implications), each once, plus the complexity of each nested step among
// them; stamp is scratch of at least len(r.imps) entries, all below mark.
type counter struct {
	stamp []int32
	mark  int32
	stack []int32
	seenN []bool
}

func (k *counter) count(r *run, targets ...int32) int {
	k.mark++
	if len(k.stamp) < len(r.imps) {
		k.stamp = make([]int32, len(r.imps)+729)
		k.mark = 1
	}
	if cap(k.seenN) < len(r.nested) {
		k.seenN = make([]bool, len(r.nested))
	}
	k.seenN = k.seenN[:len(r.nested)]
	clear(k.seenN)
	n := 0
	k.stack = append(k.stack[:0], targets...)
	for len(k.stack) > 0 {
		i := k.stack[len(k.stack)-1]
		k.stack = k.stack[:len(k.stack)-1]
		if k.stamp[i] == k.mark {
			continue
		}
		k.stamp[i] = k.mark
		n++
		imp := &r.imps[i]
		if imp.nestedI > 0 && !k.seenN[imp.nestedI-1] {
			k.seenN[imp.nestedI-1] = true
			n += r.nested[imp.nestedI-1]
		}
		k.stack = append(k.stack, r.parents[imp.first:imp.first+imp.count]...)
	}
	return n
}

// agreements calls f with each implication (a node on or off) that every
// run reaches, but those skip leaves out, and the complexity of the
// conclusion: the sum of its complexity in each run.
func (k *counter) agreements(runs []*run, skip func(n int) bool, f func(n int, on bool, total int)) {
	first := runs[0]
	for i := range first.imps {
		imp := &first.imps[i]
		n, on := int(imp.node), imp.on
		if skip(n) {
			continue
		}
		all := true
		for _, r := range runs[1:] {
			if r.reached(n, on) == 0 {
				all = false
				break
			}
		}
		if !all {
			continue // most implications: counted only when every run agrees
		}
		total := k.count(first, int32(i))
		for _, r := range runs[1:] {
			total += k.count(r, r.reached(n, on)-1)
		}
		f(n, on, total)
	}
}

// complexityBonus is Explainer's length term for a chain of the given
// complexity (ChainingHint.getLengthDifficulty): 0.1 each time
// complexity-2 outgrows a ceiling that starts at 4 and grows by 3/2 and
// 4/3 in turn (4, 6, 8, 12, 16, 24, 32, ...).
func complexityBonus(complexity int) float64 {
	added, ceil, odd := 0, 4, false
	for length := complexity - 2; length > ceil; odd = !odd {
		added++
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
	}
	return float64(added) / 10
}

// The kinds of conclusion, in Explainer's order among steps of equal
// weight and complexity (the hints' getSortKey).
const (
	kindDouble = iota
	kindCell
	kindUnit
	kindContradiction
)

// conclusion is a step found with its complexity and kind, for sorting.
type conclusion struct {
	step       *Step
	complexity int
	kind       int
}

// dynamicChains finds the dynamic forcing chains of one level of nesting.
func dynamicChains(level int, t Technique) finder {
	return func(v *view, emit visit) bool {
		found := dynamicConclusions(v.Board, level, t)
		slices.SortStableFunc(found, func(a, b conclusion) int {
			if a.complexity != b.complexity {
				return a.complexity - b.complexity
			}
			return a.kind - b.kind
		})
		for _, c := range found {
			if !emit(c.step) {
				return false
			}
		}
		return true
	}
}

// runPool keeps the runs of a search for the next one: a run holds two
// tables of 729 entries and grows its lists as it goes, and allocating
// 400 of them afresh was a large part of a search.
type runPool struct {
	runs []*run
	used int
}

var runPools = sync.Pool{New: func() any { return new(runPool) }}

// get returns a run for the search to use, one it has not used yet.
func (p *runPool) get() *run {
	if p.used == len(p.runs) {
		p.runs = append(p.runs, new(run))
	}
	p.used++
	return p.runs[p.used-1]
}

// dynamicConclusions follows every candidate of b on and off and lists
// what the runs conclude.
func dynamicConclusions(b *Board, level int, t Technique) []conclusion {
	ch := &chainer{b: b, level: level}
	defer func() {
		if ch.view != nil {
			ch.view.release() // the static chains its nested steps took
		}
	}()
	var k counter
	runsOn := make([]*run, 729)
	pool := runPools.Get().(*runPool)
	defer runPools.Put(pool)
	pool.used = 0
	get := pool.get
	var off run // the off run of the candidate being looked at
	var found []conclusion
	at := map[string]int{} // the index in found of the step removing the same
	emit := func(kind int, complexity int, s *Step) {
		s.Technique = t
		s.Length = complexity
		s.Bonus = complexityBonus(complexity)
		key := candKey(s.Eliminate)
		if i, ok := at[key]; ok {
			if old := found[i]; old.complexity > complexity || old.complexity == complexity && old.kind > kind {
				found[i] = conclusion{s, complexity, kind}
			}
			return
		}
		at[key] = len(found)
		found = append(found, conclusion{s, complexity, kind})
	}
	// removes lists what a node's being on (or off) removes from b.
	removes := func(n int, on bool) []Candidate {
		c, d := n/9, n%9+1
		if b.Values[c] != 0 || !b.has(c, d) {
			return nil
		}
		if !on {
			return []Candidate{{c, d}}
		}
		var out []Candidate
		for _, e := range (b.Cands[c] &^ sudoku.Bit(d)).Digits() {
			out = append(out, Candidate{c, e})
		}
		return out
	}
	for c := 0; c < sudoku.NumCells; c++ {
		if b.Values[c] != 0 || b.Cands[c].Count() < 2 {
			continue
		}
		for _, d := range b.Cands[c].Digits() {
			n := node(c, d)
			on := get()
			ch.follow(on, n, true)
			runsOn[n] = on
			if on.absurd[0] != 0 {
				emit(kindContradiction, k.count(on, on.absurd[0]-1)+k.count(on, on.absurd[1]-1),
					&Step{Eliminate: []Candidate{{c, d}}, Cells: []int{c}, Digits: sudoku.Bit(d)})
			}
			ch.follow(&off, n, false)
			if off.absurd[0] != 0 {
				if elim := removes(n, true); len(elim) > 0 {
					emit(kindContradiction, k.count(&off, off.absurd[0]-1)+k.count(&off, off.absurd[1]-1),
						&Step{Eliminate: elim, Cells: []int{c}, Digits: sudoku.Bit(d)})
				}
			}
			if b.Cands[c].Count() >= 3 {
				// Double forcing: on and off agree.
				k.agreements([]*run{on, &off}, func(int) bool { return false }, func(tn int, ton bool, total int) {
					if elim := removes(tn, ton); len(elim) > 0 {
						emit(kindDouble, total, &Step{Eliminate: elim, Cells: []int{c}, Digits: sudoku.Bit(d)})
					}
				})
			}
		}
		// Cell forcing: every candidate of c agrees.
		var runs []*run
		for _, d := range b.Cands[c].Digits() {
			runs = append(runs, runsOn[node(c, d)])
		}
		k.agreements(runs, func(n int) bool { return n/9 == c }, func(n int, on bool, total int) {
			if elim := removes(n, on); len(elim) > 0 {
				emit(kindCell, total, &Step{Eliminate: elim, Cells: []int{c}, Digits: b.Cands[c]})
			}
		})
	}
	// Unit forcing: every place of a digit in a unit agrees.
	where := newView(b).table()
	for u := 0; u < sudoku.NumUnits; u++ {
		for d := 1; d <= 9; d++ {
			pos := where[u][d]
			if bits.OnesCount16(pos) < 2 {
				continue
			}
			cells := cellsOf(u, pos)
			runs := make([]*run, len(cells))
			for i, q := range cells {
				runs[i] = runsOn[node(q, d)]
			}
			if slices.Contains(runs, nil) {
				continue
			}
			k.agreements(runs, func(n int) bool { return n%9+1 == d && contains(cells, n/9) }, func(n int, on bool, total int) {
				if elim := removes(n, on); len(elim) > 0 {
					emit(kindUnit, total, &Step{Eliminate: elim, Cells: cells, Units: []int{u}, Digits: sudoku.Bit(d)})
				}
			})
		}
	}
	return found
}
