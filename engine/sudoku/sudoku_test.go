package sudoku

import (
	"strings"
	"testing"
)

const easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func TestParseFormats(t *testing.T) {
	g, err := Parse(easy)
	if err != nil {
		t.Fatal(err)
	}
	if g.String() != easy || g.Clues() != 30 {
		t.Fatalf("round trip: %s", g)
	}
	for _, s := range []string{
		strings.ReplaceAll(easy, ".", "0"),
		easy + "\tHard\t4.5",
		g.Lines(),
		"53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n---+---+---\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n",
	} {
		h, err := Parse(s)
		if err != nil || h != g {
			t.Errorf("parse %q: %v", s, err)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := map[string]string{
		"":    "empty puzzle",
		"123": "puzzle has 3 cells, want 81",
		strings.Repeat(".", 40) + "x" + strings.Repeat(".", 40):      "row 5 column 5: bad character 'x'",
		"55" + strings.Repeat(".", 79):                               "row 1 column 2: row 1 has two 5s",
		"5" + strings.Repeat(".", 8) + "5" + strings.Repeat(".", 71): "row 2 column 1: column 1 has two 5s",
		"5.........5" + strings.Repeat(".", 70):                      "row 2 column 2: box 1 has two 5s",
		"123456789\n12345678\n":                                      "grid line 2 has 8 cells, want 9",
	}
	for in, want := range cases {
		_, err := Parse(in)
		if err == nil || err.Error() != want {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
}

func TestUnitsAndPeers(t *testing.T) {
	for c := 0; c < NumCells; c++ {
		if len(Peers[c]) != 20 {
			t.Fatal("20 peers")
		}
		for _, p := range Peers[c] {
			if !Sees(c, p) || p == c {
				t.Fatalf("peer %d of %d", p, c)
			}
		}
	}
	if Box(40) != 4 || Box(80) != 8 || UnitName(20) != "box 3" || CellName(60) != "r7c7" {
		t.Fatal("names")
	}
	if m := Bit(3) | Bit(7); m.Count() != 2 || m.String() != "37" || m.Single() != 0 || Bit(9).Single() != 9 {
		t.Fatal("masks")
	}
}

func FuzzParse(f *testing.F) {
	f.Add(easy)
	f.Add(strings.ReplaceAll(easy, ".", "0") + " comment")
	f.Add("123\n456")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		if g.CheckConflicts() != nil {
			t.Fatal("accepted a grid with conflicts")
		}
		if h, err := Parse(g.String()); err != nil || h != g {
			t.Fatalf("round trip failed for %q", s)
		}
	})
}
