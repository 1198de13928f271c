package generate

import "github.com/pictdoku/pictdoku/engine/logic"

// unaimable are the techniques Needs cannot aim at in reasonable time,
// each with the reason. Measured: generate --needs KEY --clues 24
// --timeout 30s (and --clues 28 --timeout 6s) found none of them, while
// every other technique came in under 2.5 s at 28 clues.
var unaimable = map[logic.Technique]string{
	// Set theory: in a unit with k open cells, a hidden quad leaves a
	// naked subset of k-4 cells, which the solver meets first (naked
	// single, pair, triple or quad, all lighter than 5.4) unless k = 9.
	logic.HiddenQuad: "its complementary naked subset (at most a quad) is always found first",
	// The same for fish: a Jellyfish on a digit whose candidates lie in n
	// columns leaves a fish of n-4 rows in the other direction, lighter
	// (X-Wing, Swordfish) unless the digit spreads over 8 or 9 columns.
	logic.Jellyfish: "its complementary X-Wing or Swordfish is found first unless the digit is almost unplaced",
	// A finned or sashimi X-Wing is a grouped Turbot Fish through its fin
	// (4.3), which the solver meets first. Larger finned fish were not
	// found either: their eliminations usually fall to a single-digit
	// chain (Turbot Fish, X-Chain) before them.
	logic.FinnedXWing:      "it is a grouped Turbot Fish through its fin, found first",
	logic.SashimiXWing:     "it is a grouped Turbot Fish through its fin, found first",
	logic.FinnedSwordfish:  "not found in 30 s: single-digit chains usually take its eliminations first",
	logic.SashimiSwordfish: "not found in 30 s: single-digit chains usually take its eliminations first",
	logic.FinnedJellyfish:  "not found in 30 s: single-digit chains usually take its eliminations first",
	logic.SashimiJellyfish: "not found in 30 s: single-digit chains usually take its eliminations first",
	// Simple Coloring's traps and wraps are single-digit alternating
	// chains, which X-Chain (5.4) finds first.
	logic.SimpleColoring: "its traps and wraps are X-Chains, found first",
	// Not found in 30 s, without a proof that they cannot be hardest:
	// each needs a narrow arrangement that lighter steps usually pre-empt.
	logic.DirectClaiming:   "not found in 30 s: a direct pointing or hidden single usually comes first",
	logic.UniqueRectangle3: "not found in 30 s: pairs and triples usually take its naked subset first",
	logic.RemotePairs:      "not found in 30 s: lighter wings and single-digit chains usually take its eliminations first",
	// Measured at 22, 24 and 26 clues, 60 s each: none. On 4,800 puzzles
	// of the reference sets the solver met a type 3 loop 293 times but
	// needed one once: a unique rectangle or a plain subset takes it first.
	logic.UniqueLoop3: "not found in 60 s: unique rectangles and subsets usually take its eliminations first",
	// pictdoku-cli bench techniques --techniques bug-type-3 --timeout 30s:
	// 1 of 3 patterns at 24 clues, 0 of 3 at 28.
	logic.BUGType3: "seldom found in 30 s: a BUG whose digits make a naked set with other cells is rare",
	// pictdoku-cli bench techniques --techniques nishio-forcing-chain
	// --patterns 2 --timeout 20s: 1 of 2 patterns at 28 clues, after 20 s.
	logic.NishioForcingChain: "seldom found in 20 s: most puzzles that need a forcing chain need more than one digit's",
	// The generator judges its puzzles without the dynamic chains
	// (logic.Options.Dynamic), which take up to seconds a step: it never
	// makes a puzzle that needs one.
	logic.DynamicForcingChain:     "the generator does not use the dynamic chains (up to seconds a step)",
	logic.DynamicForcingChainPlus: "the generator does not use the dynamic chains (up to seconds a step)",
	logic.NestedForcingChainFC:    "the generator does not use the dynamic chains (up to seconds a step)",
	logic.NestedForcingChainMFC:   "the generator does not use the dynamic chains (up to seconds a step)",
	logic.NestedForcingChainDFC:   "the generator does not use the dynamic chains (up to seconds a step)",
}

// Unaimable tells whether Needs cannot aim at t in reasonable time, and
// why: a technique that is almost never the hardest step of a puzzle,
// because a lighter one takes its eliminations first. The trial is no
// technique to practise.
func Unaimable(t logic.Technique) (string, bool) {
	if t == logic.Trial {
		return "a guess, not logic to practise", true
	}
	why, ok := unaimable[t]
	return why, ok
}
