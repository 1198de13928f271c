package logic

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// reglibPath is HoDoKu's regression library (GPL data, read in place).
const reglibPath = "../../../shared/data/hodoku_reglib_1.4.txt"

// reglibTechniques maps HoDoKu technique codes to the techniques whose
// steps together must find the case's eliminations or placements.
var reglibTechniques = map[string][]Technique{
	"0000":  {HiddenSingleBox, HiddenSingleRow, HiddenSingleCol, NakedSingle},
	"0002":  {HiddenSingleBox, HiddenSingleRow, HiddenSingleCol},
	"0003":  {NakedSingle},
	"0100":  {Pointing},
	"0101":  {Claiming},
	"0110":  {NakedPair},
	"0111":  {NakedTriple},
	"0200":  {NakedPair},
	"0201":  {NakedTriple},
	"0202":  {NakedQuad},
	"0210":  {HiddenPair},
	"0211":  {HiddenTriple},
	"0212":  {HiddenQuad},
	"0300":  {XWing},
	"0301":  {Swordfish},
	"0302":  {Jellyfish},
	"0310":  {FinnedXWing, SashimiXWing},
	"0311":  {FinnedSwordfish, SashimiSwordfish},
	"03111": {FinnedSwordfish, SashimiSwordfish},
	"0312":  {FinnedJellyfish, SashimiJellyfish},
	"03121": {FinnedJellyfish, SashimiJellyfish},
	"0320":  {FinnedXWing, SashimiXWing},
	"0321":  {FinnedSwordfish, SashimiSwordfish},
	"03211": {FinnedSwordfish, SashimiSwordfish},
	"0322":  {FinnedJellyfish, SashimiJellyfish},
	"03221": {FinnedJellyfish, SashimiJellyfish},
	"0400":  {Skyscraper},
	"0401":  {TwoStringKite},
	"0403":  {Skyscraper, TwoStringKite, TurbotFish},
	"0500":  {SimpleColoring},
	"0501":  {SimpleColoring},
	"0600":  {UniqueRectangle1},
	"0601":  {UniqueRectangle2},
	"0602":  {UniqueRectangle3},
	"0603":  {UniqueRectangle4},
	"0610":  {BUGPlus1},
	"0701":  {XChain},
	"0702":  {XYChain},
	"0703":  {RemotePairs},
	"0706":  {AIC},
	"0707":  {AIC},
	"0708":  {AIC},
	"0800":  {XYWing},
	"0801":  {XYZWing},
	"0803":  {WWing},
}

type reglibCase struct {
	line              int
	code, variant     string
	givens            string
	deleted           []Candidate
	elims, placements []Candidate
}

func parseCands(s string) []Candidate {
	var out []Candidate
	for _, f := range strings.Fields(s) {
		if len(f) != 3 {
			continue
		}
		d, r, c := int(f[0]-'0'), int(f[1]-'1'), int(f[2]-'1')
		out = append(out, Candidate{r*9 + c, d})
	}
	return out
}

func readReglib(t *testing.T) []reglibCase {
	f, err := os.Open(reglibPath)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI: HoDoKu regression library missing: %v", err)
		}
		t.Skipf("HoDoKu regression library absent: %v", err)
	}
	defer f.Close()
	var cases []reglibCase
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if !strings.HasPrefix(line, ":") {
			continue
		}
		parts := strings.Split(line, ":")
		if len(parts) < 8 {
			continue
		}
		code, variant, _ := strings.Cut(parts[1], "-")
		cases = append(cases, reglibCase{
			line: n, code: code, variant: variant, givens: parts[3],
			deleted: parseCands(parts[4]), elims: parseCands(parts[5]), placements: parseCands(parts[6]),
		})
	}
	return cases
}

// board builds the pencil-mark grid of a case; it also returns the grid of
// givens and placed digits.
func (rc reglibCase) board() (*Board, sudoku.Grid) {
	var g sudoku.Grid
	i := 0
	for _, ch := range rc.givens {
		switch {
		case ch == '+':
			continue
		case ch >= '1' && ch <= '9':
			g[i] = int8(ch - '0')
		}
		i++
	}
	b := NewBoard(g)
	for _, d := range rc.deleted {
		b.Cands[d.Cell] &^= sudoku.Bit(d.Digit)
	}
	return b, g
}

// TestHoDoKuRegressionLibrary runs every case of HoDoKu's library for the
// techniques Pictdoku implements.
func TestHoDoKuRegressionLibrary(t *testing.T) {
	cases := readReglib(t)
	passed := map[string]int{}
	total := map[string]int{}
	var failures []string
	for _, rc := range cases {
		techs, ok := reglibTechniques[rc.code]
		if !ok {
			continue
		}
		if strings.HasPrefix(rc.code, "06") && rc.variant == "2" {
			// HoDoKu's optional "uniqueness with missing candidates"
			// variant, which Pictdoku does not use: a rectangle counts only
			// when all four cells still hold both digits.
			continue
		}
		key := rc.code
		total[key]++
		b, g := rc.board()
		var steps []*Step
		for _, tech := range techs {
			steps = append(steps, FindAll(b, tech)...)
		}
		sol, count := exact.Solve(&g)
		var problems []string
		if count == 1 {
			for _, s := range steps {
				for _, e := range s.Eliminate {
					if int(sol[e.Cell]) == e.Digit {
						problems = append(problems, fmt.Sprintf("unsound elimination %v by %v", e, s.Technique))
					}
				}
				for _, p := range s.Place {
					if int(sol[p.Cell]) != p.Digit {
						problems = append(problems, fmt.Sprintf("unsound placement %v by %v", p, s.Technique))
					}
				}
			}
		}
		if rc.variant == "x" {
			if len(steps) > 0 {
				problems = append(problems, fmt.Sprintf("fail case, but found %s", steps[0]))
			}
		} else {
			elims, places := map[Candidate]bool{}, map[Candidate]bool{}
			for _, s := range steps {
				for _, e := range s.Eliminate {
					elims[e] = true
				}
				for _, p := range s.Place {
					places[p] = true
				}
			}
			for _, e := range rc.elims {
				if !elims[e] {
					problems = append(problems, fmt.Sprintf("missed elimination %v", e))
					break
				}
			}
			for _, p := range rc.placements {
				if !places[p] {
					problems = append(problems, fmt.Sprintf("missed placement %v", p))
					break
				}
			}
		}
		if len(problems) == 0 {
			passed[key]++
		} else {
			failures = append(failures, fmt.Sprintf("line %d (%s): %s", rc.line, rc.code, strings.Join(problems, "; ")))
		}
	}
	var keys []string
	for k := range total {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	sum, sumPassed := 0, 0
	for _, k := range keys {
		t.Logf("%s %-28s %3d/%3d", k, reglibTechniques[k][0], passed[k], total[k])
		sum += total[k]
		sumPassed += passed[k]
	}
	t.Logf("total %d/%d", sumPassed, sum)
	for _, f := range failures {
		t.Error(f)
	}
}
