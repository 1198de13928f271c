package book

import (
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

const (
	p1 = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	s1 = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func TestBook(t *testing.T) {
	var b Book
	b.Add(Item{Puzzle: p1, Solution: s1, Level: "Easy", Score: 2})
	if b.Add(Item{Puzzle: p1, Solution: s1}) {
		t.Fatal("duplicate added")
	}
	b.Items = append(b.Items, Item{Puzzle: "x", Score: 5}, Item{Puzzle: "y", Score: 1})
	b.Move(2, 0)
	if b.Items[0].Puzzle != "y" || b.Items[1].Puzzle != p1 {
		t.Fatalf("move: %v", b.Items)
	}
	b.SortByDifficulty()
	if b.Items[0].Score != 1 || b.Items[2].Score != 5 {
		t.Fatal("sort")
	}
	b.Remove(2)
	b.Remove(0)
	if len(b.Items) != 1 || b.Items[0].Clues() != 30 {
		t.Fatalf("remove: %v", b.Items)
	}
	data, _ := Marshal(b)
	back, err := Unmarshal(data)
	if err != nil || len(back.Items) != 1 {
		t.Fatal(err)
	}
	if _, err := Unmarshal([]byte(`{"items":[{"puzzle":"1"}]}`)); err == nil {
		t.Fatal("bad puzzle accepted")
	}
}

func TestReadKeepsGoodItems(t *testing.T) {
	data := `{"items":[{"puzzle":"` + p1 + `","solution":"` + s1 + `"},{"puzzle":"12"},` +
		`{"puzzle":"` + p1 + `","solution":"` + strings.NewReplacer("1", "2", "2", "1").Replace(s1) + `"}],"settings":{"title":"Mine","perPage":2}}`
	b, skipped, err := Read([]byte(data))
	if err != nil || len(b.Items) != 1 || b.Settings.Title != "Mine" || len(skipped) != 2 {
		t.Fatalf("items %d, title %q, skipped %v, %v", len(b.Items), b.Settings.Title, skipped, err)
	}
	if skipped[0].Number != 2 || skipped[1].Number != 3 || !strings.Contains(skipped[1].Reason, "does not match the puzzle at r2c4") {
		t.Errorf("skipped: %+v", skipped)
	}
	if _, _, err := Read([]byte("[1,2")); err == nil {
		t.Error("not JSON: want an error")
	}
}

// TestHelperClues: an item's helper clues survive a save and a read, and
// a helper that is no clue of the puzzle is refused with its cell.
func TestHelperClues(t *testing.T) {
	g, _ := sudoku.Parse(p1)
	first := g.String()
	helpers := []byte(strings.Repeat(".", 81))
	at := strings.IndexFunc(first, func(r rune) bool { return r != '.' })
	helpers[at] = 'X'
	data, _ := Marshal(Book{Items: []Item{{Puzzle: p1, Solution: s1, Helpers: string(helpers)}}})
	b, err := Unmarshal(data)
	if err != nil || b.Items[0].HelperCells().Cells()[0] != at {
		t.Fatalf("helpers lost: %v %+v", err, b.Items)
	}
	blank := strings.IndexByte(first, '.')
	helpers[blank] = 'X'
	data, _ = Marshal(Book{Items: []Item{{Puzzle: p1, Solution: s1, Helpers: string(helpers)}}})
	if _, err := Unmarshal(data); err == nil || !strings.Contains(err.Error(), "is not a clue of the puzzle") {
		t.Fatalf("helper on a blank cell: %v", err)
	}
}

// FuzzRead: any bytes give a book, a list of skipped items or an error,
// never a panic; every item kept is a valid puzzle with its solution.
func FuzzRead(f *testing.F) {
	good, _ := Marshal(Book{Items: []Item{{Puzzle: p1, Solution: s1}}, Settings: Settings{Title: "T"}})
	f.Add(good)
	f.Add([]byte(`{"items":[{"puzzle":"1"}],"settings":7}`))
	f.Add([]byte(`{"items":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, _, err := Read(data)
		if err != nil {
			return
		}
		for _, it := range b.Items {
			g, err := sudoku.Parse(it.Puzzle)
			if err != nil {
				t.Fatalf("kept a bad puzzle %q", it.Puzzle)
			}
			for _, c := range it.HelperCells().Cells() {
				if g[c] == 0 {
					t.Fatalf("kept a helper clue on a blank cell: %q", it.Helpers)
				}
			}
		}
		again, err := Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		if b2, skipped, err := Read(again); err != nil || len(skipped) != 0 || len(b2.Items) != len(b.Items) {
			t.Fatalf("round trip: %v %v", skipped, err)
		}
	})
}

// TestHugeTextsShortened: every text of a book list reads back cut to
// what the book builder shows (a line; the imprint and the back of the
// cover to their paragraphs), so that no field lays out megabytes.
func TestHugeTextsShortened(t *testing.T) {
	huge := strings.Repeat("z", 10<<20)
	b := Book{Items: []Item{{Puzzle: p1, Solution: s1, Level: huge, Technique: huge, Design: huge}},
		Settings: Settings{Title: huge, PageSize: huge, Highlight: huge, Font: huge, Lang: huge, Imprint: huge,
			ImageFormat: huge, Paper: huge, Printer: huge, BackText: huge}}
	data, _ := Marshal(b)
	back, skipped, err := Read(data)
	if err != nil || len(skipped) > 0 {
		t.Fatal(err, skipped)
	}
	line := strings.Repeat("z", text.MaxShownLine) + "…"
	long := strings.Repeat("z", text.MaxShownText) + "…"
	it, st := back.Items[0], back.Settings
	for name, s := range map[string]string{"level": it.Level, "technique": it.Technique, "design": it.Design,
		"title": st.Title, "page": st.PageSize, "highlight": st.Highlight, "font": st.Font, "lang": st.Lang,
		"images": st.ImageFormat, "paper": st.Paper, "printer": st.Printer} {
		if s != line {
			t.Errorf("%s: %d bytes", name, len(s))
		}
	}
	if st.Imprint != long || st.BackText != long {
		t.Errorf("imprint %d bytes, back text %d bytes", len(st.Imprint), len(st.BackText))
	}
}
