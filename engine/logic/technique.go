package logic

// Technique names a solving technique.
type Technique int

// The techniques, grouped by family; the solver tries them by weight
// (see solvingOrder), with the trial last.
const (
	HiddenSingleBox Technique = iota
	HiddenSingleRow
	HiddenSingleCol
	DirectPointing
	DirectClaiming
	DirectHiddenPair
	NakedSingle
	DirectHiddenTriple
	Pointing
	Claiming
	NakedPair
	XWing
	HiddenPair
	NakedTriple
	Swordfish
	HiddenTriple
	XYWing
	XYZWing
	UniqueRectangle1
	UniqueRectangle2
	UniqueRectangle4
	UniqueRectangle3
	NakedQuad
	Jellyfish
	HiddenQuad
	BUGPlus1
	WXYZWing
	VWXYZWing
	Skyscraper
	TwoStringKite
	TurbotFish
	FinnedXWing
	SashimiXWing
	SimpleColoring
	RemotePairs
	WWing
	FinnedSwordfish
	SashimiSwordfish
	FinnedJellyfish
	SashimiJellyfish
	XChain
	XYChain
	AIC
	ForcingChainContradiction
	CellForcingChain
	UnitForcingChain
	GroupedTurbotFish
	UniqueLoop
	UniqueLoop3
	BUGType2
	BUGType3
	BUGType4
	BidirectionalYCycle
	GroupedStrongLinks
	NishioForcingChain
	DynamicForcingChain
	DynamicForcingChainPlus
	NestedForcingChainFC
	NestedForcingChainMFC
	NestedForcingChainDFC
	Trial
	numTechniques
)

// TechniqueInfo describes a technique.
type TechniqueInfo struct {
	Name   string  // English name, as HoDoKu and Sudoku Explainer users know it
	Key    string  // stable identifier, used in files and translations
	Weight float64 // base difficulty, on Sudoku Explainer's scale
	Chain  bool    // whether the step's length adds to its weight
	Paper  bool    // one of the ten rules of the design's source paper
}

var techniqueInfo = [numTechniques]TechniqueInfo{
	HiddenSingleBox:           {"Hidden Single (box)", "hidden-single-box", 1.2, false, true},
	HiddenSingleRow:           {"Hidden Single (row)", "hidden-single-row", 1.5, false, true},
	HiddenSingleCol:           {"Hidden Single (column)", "hidden-single-col", 1.5, false, true},
	DirectPointing:            {"Direct Pointing", "direct-pointing", 1.7, false, true},
	DirectClaiming:            {"Direct Claiming", "direct-claiming", 1.9, false, true},
	DirectHiddenPair:          {"Direct Hidden Pair", "direct-hidden-pair", 2.0, false, true},
	NakedSingle:               {"Naked Single", "naked-single", 2.3, false, true},
	DirectHiddenTriple:        {"Direct Hidden Triple", "direct-hidden-triple", 2.5, false, true},
	Pointing:                  {"Pointing", "pointing", 2.6, false, true},
	Claiming:                  {"Claiming", "claiming", 2.8, false, true},
	NakedPair:                 {"Naked Pair", "naked-pair", 3.0, false, true},
	XWing:                     {"X-Wing", "x-wing", 3.2, false, true},
	HiddenPair:                {"Hidden Pair", "hidden-pair", 3.4, false, true},
	NakedTriple:               {"Naked Triple", "naked-triple", 3.6, false, true},
	Swordfish:                 {"Swordfish", "swordfish", 3.8, false, true},
	HiddenTriple:              {"Hidden Triple", "hidden-triple", 4.0, false, true},
	XYWing:                    {"XY-Wing", "xy-wing", 4.2, false, false},
	XYZWing:                   {"XYZ-Wing", "xyz-wing", 4.4, false, false},
	UniqueRectangle1:          {"Unique Rectangle Type 1", "ur-1", 4.5, false, false},
	UniqueRectangle2:          {"Unique Rectangle Type 2", "ur-2", 4.5, false, false},
	UniqueRectangle4:          {"Unique Rectangle Type 4", "ur-4", 4.5, false, false},
	UniqueRectangle3:          {"Unique Rectangle Type 3", "ur-3", 4.5, false, false}, // SE 4.5-5.1 by its set (Step.Bonus)
	NakedQuad:                 {"Naked Quad", "naked-quad", 5.0, false, true},
	Jellyfish:                 {"Jellyfish", "jellyfish", 5.2, false, true},
	HiddenQuad:                {"Hidden Quad", "hidden-quad", 5.4, false, true},
	BUGPlus1:                  {"BUG+1", "bug-plus-1", 5.6, false, false},      // Explainer's BUG type 1
	WXYZWing:                  {"WXYZ-Wing", "wxyz-wing", 5.5, false, false},   // SE 5.5-5.6 by size (Step.Bonus)
	VWXYZWing:                 {"VWXYZ-Wing", "vwxyz-wing", 6.2, false, false}, // SE 6.2-6.4 by size (Step.Bonus)
	Skyscraper:                {"Skyscraper", "skyscraper", 4.0, false, false},
	TwoStringKite:             {"2-String Kite", "two-string-kite", 4.1, false, false},
	TurbotFish:                {"Turbot Fish", "turbot-fish", 4.2, false, false},
	FinnedXWing:               {"Finned X-Wing", "finned-x-wing", 6.6, false, false},
	SashimiXWing:              {"Sashimi X-Wing", "sashimi-x-wing", 6.6, false, false},
	SimpleColoring:            {"Simple Coloring", "simple-coloring", 6.6, true, false},
	RemotePairs:               {"Remote Pairs", "remote-pairs", 6.6, true, true},
	WWing:                     {"W-Wing", "w-wing", 7.0, true, true}, // SE has none: a mixed forcing chain, 7.0 + length
	FinnedSwordfish:           {"Finned Swordfish", "finned-swordfish", 6.7, false, false},
	SashimiSwordfish:          {"Sashimi Swordfish", "sashimi-swordfish", 6.7, false, false},
	FinnedJellyfish:           {"Finned Jellyfish", "finned-jellyfish", 6.8, false, false},
	SashimiJellyfish:          {"Sashimi Jellyfish", "sashimi-jellyfish", 6.8, false, false},
	XChain:                    {"X-Chain", "x-chain", 5.4, true, false},
	XYChain:                   {"XY-Chain", "xy-chain", 7.0, true, false}, // SE: a forcing chain, 7.0 + length
	AIC:                       {"Alternating Inference Chain", "aic", 7.0, true, false},
	ForcingChainContradiction: {"Forcing Chain (contradiction)", "forcing-chain-contradiction", 8.5, true, false}, // Explainer's Dynamic Contradiction Forcing Chain
	CellForcingChain:          {"Cell Forcing Chain", "cell-forcing-chain", 8.0, true, false},
	UnitForcingChain:          {"Unit Forcing Chain", "unit-forcing-chain", 8.2, true, false},
	GroupedTurbotFish:         {"Grouped Turbot Fish", "grouped-turbot-fish", 4.3, false, false},
	UniqueLoop:                {"Unique Loop", "unique-loop", 4.6, false, false},          // SE 4.6-5.0 by length (Step.Bonus)
	UniqueLoop3:               {"Unique Loop Type 3", "unique-loop-3", 4.6, false, false}, // SE 4.6-5.6 by length and set (Step.Bonus)
	BUGType2:                  {"BUG Type 2", "bug-type-2", 5.7, false, false},
	BUGType3:                  {"BUG Type 3", "bug-type-3", 5.8, false, false}, // SE 5.8-6.2 by its naked set (Step.Bonus)
	BUGType4:                  {"BUG Type 4", "bug-type-4", 5.7, false, false},
	BidirectionalYCycle:       {"Bidirectional Y-Cycle", "y-cycle", 6.5, false, false},             // plus Explainer's length term (Step.Bonus)
	GroupedStrongLinks:        {"Grouped Strong Links", "grouped-strong-links", 5.7, false, false}, // 3 or 4 links: SE 5.7 or 6.1 (Step.Bonus)
	NishioForcingChain:        {"Nishio Forcing Chain", "nishio-forcing-chain", 7.5, true, false},  // one digit alone (static.go)
	// Explainer's dynamic and nested forcing chains (Chaining.getDifficulty:
	// 8.5, then 0.5 more per level of nesting); a step's length term is
	// Explainer's too, in Step.Bonus (see complexityBonus).
	DynamicForcingChain:     {"Dynamic Forcing Chain", "dynamic-forcing-chain", 8.5, false, false},
	DynamicForcingChainPlus: {"Dynamic Forcing Chain (+)", "dynamic-forcing-chain-plus", 9.0, false, false},
	NestedForcingChainFC:    {"Nested Forcing Chain (+ Forcing Chains)", "nested-forcing-chain", 9.5, false, false},
	NestedForcingChainMFC:   {"Nested Forcing Chain (+ Multiple Forcing Chains)", "nested-forcing-chain-multiple", 10.0, false, false},
	NestedForcingChainDFC:   {"Nested Forcing Chain (+ Dynamic Forcing Chains)", "nested-forcing-chain-dynamic", 10.5, false, false},
	Trial:                   {"One-level Trial", "trial", 10.0, false, true},
}

// Info returns the technique's description.
func (t Technique) Info() TechniqueInfo { return techniqueInfo[t] }

// String returns the technique's English name.
func (t Technique) String() string { return techniqueInfo[t].Name }

// Techniques lists every technique in declaration order.
func Techniques() []Technique {
	ts := make([]Technique, numTechniques)
	for i := range ts {
		ts[i] = Technique(i)
	}
	return ts
}

// TechniqueByKey finds a technique by its stable key.
func TechniqueByKey(key string) (Technique, bool) {
	for i, info := range techniqueInfo {
		if info.Key == key {
			return Technique(i), true
		}
	}
	return 0, false
}

// TechniqueByName finds a technique by its English name, as Info().Name
// and String give it ("X-Wing", "Naked Pair").
func TechniqueByName(name string) (Technique, bool) {
	for i, info := range techniqueInfo {
		if info.Name == name {
			return Technique(i), true
		}
	}
	return 0, false
}

// Level is a difficulty class shown to users.
type Level int

// The levels, easiest first. NeedsTrial and Unsolvable are not reached by
// logic alone.
const (
	Easy Level = iota + 1 // the zero Level means "not set"
	Medium
	Hard
	Expert
	Extreme
	NeedsTrial
	Unsolvable
)

var levelNames = [...]string{"", "Easy", "Medium", "Hard", "Expert", "Extreme", "Needs trial", "Unsolvable by logic"}

func (l Level) String() string { return levelNames[l] }

// Levels lists the five logical levels.
func Levels() []Level { return []Level{Easy, Medium, Hard, Expert, Extreme} }

// ParseLevel reads a level name, case-insensitively ("easy", "Extreme", "trial").
func ParseLevel(s string) (Level, bool) {
	for i, n := range levelNames {
		if i > 0 && equalFold(s, n) {
			return Level(i), true
		}
	}
	switch {
	case equalFold(s, "trial"):
		return NeedsTrial, true
	case equalFold(s, "unsolvable"):
		return Unsolvable, true
	}
	return 0, false
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}

// LevelOf returns the level of a puzzle whose hardest step has the given
// weight: Easy uses singles only (with the direct intersections and the
// direct hidden pair, whose eliminations at once give a single), Medium adds intersections and pairs, Hard
// triples, swordfish, wings and unique rectangles, Expert quads, jellyfish,
// BUG, single-digit patterns, finned fish and short chains, and Extreme
// long chains and forcing chains.
func LevelOf(weight float64) Level {
	switch {
	case weight <= 2.3:
		return Easy
	case weight <= 3.4:
		return Medium
	case weight <= 4.6:
		return Hard
	case weight <= 6.9:
		return Expert
	case weight < techniqueInfo[Trial].Weight:
		return Extreme
	}
	return NeedsTrial
}

// Level is the level of a puzzle whose hardest step is t: LevelOf t's base
// weight, but Extreme for Explainer's forcing chains, which are logic
// however much they weigh (the nested ones 10.0 and up); only the trial
// is Needs trial.
func (t Technique) Level() Level {
	if t == Trial {
		return NeedsTrial
	}
	return min(LevelOf(t.Info().Weight), Extreme)
}

// MaxWeight returns the largest step weight that still rates at level l.
func MaxWeight(l Level) float64 {
	switch l {
	case Easy:
		return 2.3
	case Medium:
		return 3.4
	case Hard:
		return 4.6
	case Expert:
		return 6.9
	case Extreme:
		return 9.99
	}
	return techniqueInfo[Trial].Weight
}
