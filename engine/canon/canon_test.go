package canon

import (
	"math/rand/v2"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// puzzles are proper puzzles of several kinds: the examples, three on the
// symmetric heart pattern, 17-clue ones (with empty rows and columns),
// and a hard one.
var puzzles = []string{
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
	"..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
	".5..1...6......8.2...3.6...1.94...7....269.8....5..46.8....4.......5.637....279.8",
	"9..2....6..3.8......69.532...8...1.2.5..7..3.2.4...6...695.87......4.2..8....3..5",
	".15...26.6..4.2..78...7...51.......63.......1.6.....7...4...9.....8.1.......9....",
	".38...76.9..6.7..14...9...88.......32.......6.5.....4...7...8.....7.3.......1....",
	".36...98.9..4.6..28...7...17.......53.......8.8.....9...2...4.....6.3.......1....",
	"................12..3.45..............6...4.3.7.1........2........7.18..9.5.....6",
	"................12..3.45...........4.....63...2...7..1....3.8...7.....6.21.......",
	"................12..3.45.........3...4....5..6..71.......16...7...2......85......",
	"..............1..2..2....3.........4..5...1....637.....1.2......4......68...3..9.",
	"........1.....2.3...4..5..........2.....3.45..67.........61...74........5...8....",
	"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
}

func parse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// parseRaw reads 81 cells without sudoku.Parse's check for clashes, for
// grids that are no proper puzzle.
func parseRaw(s string) sudoku.Grid {
	var g sudoku.Grid
	for i := range g {
		if c := s[i]; c >= '1' && c <= '9' {
			g[i] = int8(c - '0')
		}
	}
	return g
}

// The moves, written out one by one without Transform, so the tests do
// not take Form's own code on trust.

func relabel(p sudoku.Grid, to [10]int8) sudoku.Grid {
	for i, v := range p {
		p[i] = to[v]
	}
	return p
}

func swapRows(p sudoku.Grid, a, b int) sudoku.Grid {
	for j := 0; j < 9; j++ {
		p[a*9+j], p[b*9+j] = p[b*9+j], p[a*9+j]
	}
	return p
}

func swapBands(p sudoku.Grid, a, b int) sudoku.Grid {
	for k := 0; k < 3; k++ {
		p = swapRows(p, 3*a+k, 3*b+k)
	}
	return p
}

func swapCols(p sudoku.Grid, a, b int) sudoku.Grid { return transpose(swapRows(transpose(p), a, b)) }

func swapStacks(p sudoku.Grid, a, b int) sudoku.Grid {
	return transpose(swapBands(transpose(p), a, b))
}

func rotate90(p sudoku.Grid) sudoku.Grid {
	var q sudoku.Grid
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			q[j*9+8-i] = p[i*9+j] // clockwise: row i becomes column 8-i
		}
	}
	return q
}

func mirror(p sudoku.Grid) sudoku.Grid {
	var q sudoku.Grid
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			q[i*9+8-j] = p[i*9+j]
		}
	}
	return q
}

func antiTranspose(p sudoku.Grid) sudoku.Grid {
	var q sudoku.Grid
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			q[(8-j)*9+8-i] = p[i*9+j]
		}
	}
	return q
}

func TestCopiesShareTheForm(t *testing.T) {
	p := parse(t, puzzles[0])
	copies := map[string]sudoku.Grid{
		"relabelled":        relabel(p, [10]int8{0, 9, 8, 7, 6, 5, 4, 3, 2, 1}),
		"rows 1, 3 swapped": swapRows(p, 0, 2),
		"rows 8, 9 swapped": swapRows(p, 7, 8),
		"bands swapped":     swapBands(p, 0, 2),
		"columns swapped":   swapCols(p, 3, 5),
		"stacks swapped":    swapStacks(p, 1, 2),
		"transposed":        transpose(p),
		"anti-transposed":   antiTranspose(p),
		"rotated 90°":       rotate90(p),
		"rotated 180°":      rotate90(rotate90(p)),
		"rotated 270°":      rotate90(rotate90(rotate90(p))),
		"mirrored":          mirror(p),
		"upside down":       rotate90(rotate90(mirror(p))),
		"all at once":       mirror(rotate90(swapStacks(swapBands(relabel(p, [10]int8{0, 2, 3, 1, 5, 6, 4, 9, 7, 8}), 1, 2), 0, 1))),
	}
	want := Form(p)
	for name, q := range copies {
		if q == p {
			t.Fatalf("%s: the copy is the puzzle itself; the test would prove nothing", name)
		}
		if got := Form(q); got != want {
			t.Errorf("%s:\n got %s\nwant %s", name, got, want)
		}
	}
}

func TestDifferentPuzzlesDiffer(t *testing.T) {
	forms := map[sudoku.Grid]int{}
	for i, s := range puzzles {
		f := Form(parse(t, s))
		if j, ok := forms[f]; ok {
			t.Errorf("puzzles %d and %d share the form %s", j, i, f)
		}
		forms[f] = i
	}
	// One clue moved to another cell of the same row is another puzzle.
	p := parse(t, puzzles[0])
	q := p
	q[1], q[2] = q[2], q[1] // 53. becomes 5.3
	if Form(p) == Form(q) {
		t.Errorf("a moved clue left the form as it was: %s", Form(p))
	}
}

// bruteForm tries every arrangement, 2 x 1296 x 1296 of them, and
// numbers the digits as it reads: the form by its definition.
func bruteForm(p sudoku.Grid) sudoku.Grid {
	var orders [][9]int
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, s := range perms {
		for _, a := range perms {
			for _, b := range perms {
				for _, c := range perms {
					w := [3][3]int{a, b, c}
					var o [9]int
					for k := range o {
						o[k] = s[k/3]*3 + w[k/3][k%3]
					}
					orders = append(orders, o)
				}
			}
		}
	}
	var best sudoku.Grid
	for i := range best {
		best[i] = 10
	}
	for _, g := range []sudoku.Grid{p, transpose(p)} {
		for _, rows := range orders {
		cols:
			for _, cols := range orders {
				var label [10]int8
				next := int8(1)
				less := false
				var got sudoku.Grid
				for i := 0; i < 81; i++ {
					v := g[rows[i/9]*9+cols[i%9]]
					if v != 0 {
						if label[v] == 0 {
							label[v] = next
							next++
						}
						v = label[v]
					}
					if !less {
						if v > best[i] {
							continue cols
						}
						less = v < best[i]
					}
					got[i] = v
				}
				if less {
					best = got
				}
			}
		}
	}
	return best
}

// TestFormIsTheLeast checks the pruned search against trying every
// arrangement, on proper puzzles and on grids that are none: empty, one
// clue, a digit repeated in a row, a full grid.
func TestFormIsTheLeast(t *testing.T) {
	grids := []sudoku.Grid{
		parse(t, puzzles[0]), parse(t, puzzles[4]), parse(t, puzzles[8]), parse(t, puzzles[10]),
		{},
		parseRaw("........................................7........................................"),
		parseRaw("1.1......2.......2.......3..3....................4...........................4..."),
		parseRaw("534678912672195348198342567859761423426853791713924856961537284287419635345286179"),
	}
	if testing.Short() {
		grids = grids[:2]
	}
	for _, g := range grids {
		if got, want := Form(g), bruteForm(g); got != want {
			t.Errorf("%s:\n got %s\nwant %s", g, got, want)
		}
	}
}

// randomTransform draws one of the moves.
func randomTransform(rng *rand.Rand) Transform {
	order := func() [9]int8 {
		var o [9]int8
		bands := rng.Perm(3)
		for k, b := range bands {
			for m, r := range rng.Perm(3) {
				o[3*k+m] = int8(3*b + r)
			}
		}
		return o
	}
	t := Transform{Transpose: rng.IntN(2) == 1, Rows: order(), Cols: order()}
	for i, d := range rng.Perm(9) {
		t.Digits[i+1] = int8(d + 1)
	}
	return t
}

func TestRandomCopiesShareTheForm(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 1))
	for i, s := range puzzles {
		p := parse(t, s)
		want, tr := Of(p)
		if !tr.Valid() {
			t.Fatalf("puzzle %d: Of returned a transformation that is no move: %+v", i, tr)
		}
		if got := tr.Apply(p); got != want {
			t.Fatalf("puzzle %d: the transformation makes\n%s, not the form\n%s", i, got, want)
		}
		if again := Form(want); again != want {
			t.Errorf("puzzle %d: the form's form is\n%s, not\n%s", i, again, want)
		}
		for k := 0; k < 50; k++ {
			tr := randomTransform(rng)
			if !tr.Valid() {
				t.Fatalf("randomTransform made no move: %+v", tr)
			}
			q := tr.Apply(p)
			if got := Form(q); got != want {
				t.Fatalf("puzzle %d under %+v:\n got %s\nwant %s", i, tr, got, want)
			}
		}
	}
}

func TestValid(t *testing.T) {
	id := Transform{Rows: [9]int8{0, 1, 2, 3, 4, 5, 6, 7, 8}, Cols: [9]int8{6, 8, 7, 0, 1, 2, 3, 4, 5}, Digits: [10]int8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
	if !id.Valid() {
		t.Fatalf("a stack order is refused: %+v", id)
	}
	bad := id
	bad.Rows[2], bad.Rows[3] = bad.Rows[3], bad.Rows[2] // splits two bands
	if bad.Valid() {
		t.Errorf("a row order that splits bands is taken: %+v", bad)
	}
	bad = id
	bad.Digits[1] = 2
	if bad.Valid() {
		t.Errorf("digits that are no permutation are taken: %+v", bad)
	}
}

func TestRepeats(t *testing.T) {
	a, b, c := parse(t, puzzles[0]), parse(t, puzzles[1]), parse(t, puzzles[2])
	list := []sudoku.Grid{a, b, rotate90(a), c, b, relabel(c, [10]int8{0, 2, 1, 3, 4, 5, 6, 7, 8, 9}), a}
	got := Repeats(list)
	want := []Repeat{{2, 0, false}, {4, 1, true}, {5, 3, false}, {6, 0, true}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("repeat %d: got %v, want %v", i, got[i], want[i])
		}
	}
	if s := got[1].Message().String(); s != "puzzle 5 repeats puzzle 2" {
		t.Errorf("message %q", s)
	}
	if s := got[0].Message().String(); s != "puzzle 3 repeats puzzle 1 (relabelled, rotated or mirrored)" {
		t.Errorf("message %q", s)
	}
	if r := Repeats([]sudoku.Grid{a, b, c}); len(r) != 0 {
		t.Errorf("distinct puzzles: got %v", r)
	}
	// Two damaged entries, read as empty grids, are no puzzles: they
	// repeat nothing.
	if r := Repeats([]sudoku.Grid{{}, a, {}}); len(r) != 0 {
		t.Errorf("empty grids: got %v", r)
	}
}

// book is 1000 puzzles as a book might hold them: the puzzles above,
// each in many disguises.
func book(b *testing.B) []sudoku.Grid {
	rng := rand.New(rand.NewPCG(1, 2))
	var out []sudoku.Grid
	for len(out) < 1000 {
		p := parse(b, puzzles[len(out)%len(puzzles)])
		out = append(out, randomTransform(rng).Apply(p))
	}
	return out
}

func BenchmarkForm(b *testing.B) {
	ps := book(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Form(ps[i%len(ps)])
	}
}

// BenchmarkRepeats1000 checks a book of 1000 puzzles for repeats.
func BenchmarkRepeats1000(b *testing.B) {
	ps := book(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Repeats(ps)
	}
}
