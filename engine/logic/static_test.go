package logic

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
)

// TestExplainerForcingChainsAreSound follows the solver on the first 40 of
// every 15th puzzle of top1465 (the SE-rated sample: forcing chains of
// every kind)
// and, on each board of the way, asks for every Nishio forcing chain and
// every static cell and unit forcing chain: none may remove a digit of the
// solution or place one that is not, and each kind must turn up.
func TestExplainerForcingChainsAreSound(t *testing.T) {
	if testing.Short() {
		t.Skip("several seconds")
	}
	f, err := os.Open("../../../shared/data/top1465_every15_se.txt")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	defer f.Close()
	seen := map[Technique]int{}
	sc := bufio.NewScanner(f)
	for n := 0; n < 40 && sc.Scan(); n++ {
		p := strings.Split(sc.Text(), "\t")[0]
		g := parse(t, p)
		sol, ok := exact.First(&g)
		if !ok {
			t.Fatalf("%s: no solution", p)
		}
		b := NewBoard(g)
		for !b.Solved() {
			for _, tq := range []Technique{NishioForcingChain, CellForcingChain, UnitForcingChain} {
				for _, s := range FindAll(b, tq) {
					seen[tq]++
					for _, e := range s.Eliminate {
						if int(sol[e.Cell]) == e.Digit {
							t.Fatalf("%s: %s removes the solution's %v", p, s, e)
						}
					}
					for _, e := range s.Place {
						if int(sol[e.Cell]) != e.Digit {
							t.Fatalf("%s: %s places %v, not the solution's", p, s, e)
						}
					}
				}
			}
			s := Next(b, Options{})
			if s == nil {
				break
			}
			b.Apply(s)
		}
	}
	for _, tq := range []Technique{NishioForcingChain, CellForcingChain, UnitForcingChain} {
		if seen[tq] == 0 {
			t.Errorf("no %s met", tq)
		}
	}
	t.Logf("met %v", seen)
}

// TestNishioFollowsOneDigit: on an empty grid where rows 1 and 2 have
// their 1 in column 1 or 4 only, 1 in r1c1 forces 1 into r2c4 (two
// placements, no contradiction). With r2c4's 1 gone, 1 in r1c1 leaves row
// 2 no place for it, a contradiction, while 1 in r1c4 forces r2c1.
func TestNishioFollowsOneDigit(t *testing.T) {
	b := NewBoard(parse(t, strings.Repeat(".", 81)))
	for c := 0; c < 18; c++ {
		if c%9 != 0 && c%9 != 3 {
			b.Cands[c] &^= 1
		}
	}
	if n, ok := b.digitPattern(1).nishio(0); !ok || n != 2 {
		t.Errorf("1 in r1c1: %d placements, ok %v; want 2, true", n, ok)
	}
	b.Cands[12] &^= 1
	if n, ok := b.digitPattern(1).nishio(0); ok || n != 1 {
		t.Errorf("1 in r1c1, r2c4 without 1: %d placements, ok %v; want 1, false", n, ok)
	}
	if n, ok := b.digitPattern(1).nishio(3); !ok || n != 2 {
		t.Errorf("1 in r1c4, r2c4 without 1: %d placements, ok %v; want 2, true", n, ok)
	}
}

// TestKeptRoomFindsWhatAFreshViewFinds: the solver keeps a view from step
// to step (SolveBoard), with each digit's Nishio chains remembered by the
// digit's pattern, the static chains' room reused, the digits on which
// the one-digit finders found nothing remembered with their cells
// (digitMemo), the pairs of digits without a unique loop with theirs
// (pairMemo), and the units without a subset with their candidates
// (unitMemo). On every board of the way through four top1465 puzzles that
// need forcing chains (of every kind below the dynamic ones), each
// forcing finder and each finder that remembers on that kept view must
// find exactly the steps, in the same order, that it finds on a view made
// for the board alone.
func TestKeptRoomFindsWhatAFreshViewFinds(t *testing.T) {
	puzzles := []string{
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", // contradiction
		"8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........", // cell
		"6.9.....8...7.1...4............6...4.2.....3..3....5...1.5...7.8...9..........2..", // unit
		"......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......9....", // cell
	}
	forcing := []Technique{NishioForcingChain, CellForcingChain, UnitForcingChain, ForcingChainContradiction}
	remembered := []Technique{XWing, Swordfish, Jellyfish, FinnedXWing, SashimiXWing, FinnedSwordfish, SashimiSwordfish,
		FinnedJellyfish, SashimiJellyfish, Skyscraper, TwoStringKite, TurbotFish, GroupedStrongLinks, GroupedTurbotFish,
		UniqueLoop, UniqueLoop3, NakedPair, NakedTriple, NakedQuad, HiddenPair, HiddenTriple, HiddenQuad, DirectHiddenPair, DirectHiddenTriple}
	kinds := slices.Concat(forcing, remembered)
	met := map[Technique]int{}
	for _, p := range puzzles {
		b := NewBoard(parse(t, p))
		v := newView(b)
		for boards := 0; !b.Solved(); boards++ {
			v.forget()
			for _, k := range kinds {
				var kept []string
				finders[k](v, func(s *Step) bool {
					kept = append(kept, fmt.Sprintf("%s (length %d)", s, s.Length))
					return true
				})
				var fresh []string
				for _, s := range FindAll(b, k) {
					fresh = append(fresh, fmt.Sprintf("%s (length %d)", s, s.Length))
				}
				if strings.Join(kept, "\n") != strings.Join(fresh, "\n") {
					t.Fatalf("%s, board %d, %s: on the kept view\n%s\non a fresh one\n%s", p, boards, k.Info().Name, strings.Join(kept, "\n"), strings.Join(fresh, "\n"))
				}
				met[k] += len(kept)
			}
			s := next(v, Options{})
			if s == nil {
				t.Fatalf("%s: stuck after %d boards", p, boards)
			}
			b.Apply(s)
		}
	}
	for _, k := range forcing {
		if met[k] == 0 {
			t.Errorf("no %s met on the way", k.Info().Name)
		}
	}
	rememberedMet := 0
	for _, k := range remembered {
		rememberedMet += met[k]
	}
	if rememberedMet < 20 || met[UniqueLoop]+met[UniqueLoop3] == 0 {
		t.Errorf("%d steps of the finders that remember met on the way, want 20 or more, unique loops among them: %v", rememberedMet, met)
	}
	t.Logf("steps met: %v", met)
}
