package pattern

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/assets"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

func TestSetToggleCount(t *testing.T) {
	var p Pattern
	for _, c := range []int{0, 40, 63, 64, 80} {
		p.Set(c, true)
	}
	if p.Count() != 5 || !p.Has(64) || !p.Has(80) || p.Has(1) {
		t.Fatalf("set: %s", p)
	}
	p.Toggle(40)
	p.Toggle(1)
	if p.Has(40) || !p.Has(1) || p.Count() != 5 {
		t.Fatalf("toggle: %s", p)
	}
	if inv := p.Invert(); inv.Count() != 76 || inv.Has(0) || !inv.Has(40) {
		t.Fatalf("invert: %d cells", inv.Count())
	}
}

func TestOrbits(t *testing.T) {
	cases := []struct {
		s    Symmetry
		cell int
		want []int
	}{
		{None, 10, []int{10}},
		{Point, 0, []int{0, 80}},
		{Point, 40, []int{40}},
		{Rotate90, 0, []int{0, 8, 80, 72}},
		{Horizontal, 1, []int{1, 73}},
		{Vertical, 1, []int{1, 7}},
		{Diagonal, 1, []int{1, 9}},
		{Diagonal, 10, []int{10}},
		{AntiDiagonal, 0, []int{0, 80}},
		{AntiDiagonal, 8, []int{8}},
		{BothMirrors, 1, []int{1, 73, 7, 79}},
		{Dihedral, 1, []int{1, 7, 9, 17, 63, 71, 73, 79}},
	}
	for _, tc := range cases {
		got := tc.s.Orbit(tc.cell)
		if len(got) != len(tc.want) {
			t.Errorf("%s orbit of %d = %v, want %v", tc.s, tc.cell, got, tc.want)
			continue
		}
		for _, w := range tc.want {
			if !containsInt(got, w) {
				t.Errorf("%s orbit of %d = %v, want %v", tc.s, tc.cell, got, tc.want)
			}
		}
	}
}

func TestApplySymmetrize(t *testing.T) {
	var p Pattern
	p.Apply(0, true, Rotate90)
	if p.String() != "X.......X"+strings.Repeat(".", 63)+"X.......X" {
		t.Fatalf("apply rotate90: %s", p)
	}
	p.Apply(8, false, Rotate90)
	if p.Count() != 0 {
		t.Fatalf("clear with images: %s", p)
	}
	q := FromCells([]int{1, 30})
	for _, s := range Symmetries() {
		sym := q.Symmetrize(s)
		if !sym.IsSymmetric(s) {
			t.Errorf("%s: symmetrized pattern is not symmetric", s)
		}
		if s != None && q.IsSymmetric(s) {
			t.Errorf("%s: {1,30} should not be symmetric", s)
		}
	}
}

func TestRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, s := range Symmetries() {
		for k := 17; k <= 40; k++ {
			p, err := Random(k, s, rng)
			if err != nil {
				// Only counts that the orbit sizes cannot make may fail.
				if s == None || s == Point && k%2 == 0 {
					t.Errorf("%s k=%d: %v", s, k, err)
				}
				continue
			}
			if p.Count() != k || !p.IsSymmetric(s) {
				t.Errorf("%s k=%d: got %d cells, symmetric=%v", s, k, p.Count(), p.IsSymmetric(s))
			}
		}
	}
	if _, err := Random(18, Rotate90, rng); err == nil {
		t.Error("18 cells under quarter turns (orbits of 4 and the centre) should be impossible")
	}
}

func TestParseFormats(t *testing.T) {
	p := FromCells([]int{0, 10, 80})
	for _, s := range []string{p.String(), p.Lines(), strings.ReplaceAll(p.Lines(), "X", "1")} {
		q, err := Parse(s)
		if err != nil || q != p {
			t.Errorf("parse %q: %v %s", s, err, q)
		}
	}
	for _, bad := range []string{"", "XX", strings.Repeat("X", 80) + "?", strings.Repeat(".", 82)} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("parse %q: want an error", bad)
		}
	}
}

func TestImpossible(t *testing.T) {
	full := FromCells(nil).Invert()
	if err := full.Impossible(); err != nil {
		t.Fatalf("full grid: %v", err)
	}
	few := FromCells([]int{0, 1, 2})
	if err := few.Impossible(); err == nil || !strings.Contains(err.Error(), "17") {
		t.Fatalf("3 clues: %v", err)
	}
	p := full
	for c := 0; c < 9; c++ {
		p.Set(3*9+c, false)
		p.Set(5*9+c, false)
	}
	if err := p.Impossible(); err == nil || !strings.Contains(err.Error(), "rows 4 and 6 of the middle band") {
		t.Fatalf("two empty rows: %v", err)
	}
	q := full
	for r := 0; r < 9; r++ {
		q.Set(r*9+6, false)
		q.Set(r*9+8, false)
	}
	if err := q.Impossible(); err == nil || !strings.Contains(err.Error(), "columns 7 and 9 of the right stack") {
		t.Fatalf("two empty columns: %v", err)
	}
}

func TestSamples(t *testing.T) {
	names, _ := assets.SampleFiles()
	samples := Samples()
	if len(samples) != len(names) || len(samples) < 5 {
		t.Fatalf("%d samples parsed of %d files", len(samples), len(names))
	}
	if samples[0].Name != "Heart" {
		t.Errorf("first sample %q, want Heart", samples[0].Name)
	}
	for _, s := range samples {
		if err := s.Pattern.Impossible(); err != nil {
			t.Errorf("sample %s: %v", s.Name, err)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(FromCells([]int{0, 40}).Lines())
	f.Add(strings.Repeat("X.", 40) + "X")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s)
		if err != nil {
			return
		}
		q, err := Parse(p.String())
		if err != nil || q != p {
			t.Fatalf("round trip of %q failed", s)
		}
	})
}

func TestOfClues(t *testing.T) {
	var g sudoku.Grid
	g[0], g[40], g[80] = 5, 1, 9
	p := OfClues(g)
	if p.Count() != 3 || !p.Has(0) || !p.Has(40) || !p.Has(80) || p.Has(1) {
		t.Fatalf("OfClues gave %s", p)
	}
}
