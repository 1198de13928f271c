package logic

import (
	"bufio"
	"os"
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
	if n, ok := b.nishio(0, 1); !ok || n != 2 {
		t.Errorf("1 in r1c1: %d placements, ok %v; want 2, true", n, ok)
	}
	b.Cands[12] &^= 1
	if n, ok := b.nishio(0, 1); ok || n != 1 {
		t.Errorf("1 in r1c1, r2c4 without 1: %d placements, ok %v; want 1, false", n, ok)
	}
	if n, ok := b.nishio(3, 1); !ok || n != 2 {
		t.Errorf("1 in r1c4, r2c4 without 1: %d placements, ok %v; want 2, true", n, ok)
	}
}
