package book

import "testing"

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
