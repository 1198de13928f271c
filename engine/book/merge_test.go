package book

import (
	"strings"
	"testing"
)

// items makes a list of stand-in items named by letters (Merge looks only
// at the puzzle text).
func items(names string) []Item {
	var out []Item
	for _, r := range names {
		out = append(out, Item{Puzzle: strings.Repeat(string(r), 81)})
	}
	return out
}

func names(b Book) string {
	var s strings.Builder
	for _, it := range b.Items {
		s.WriteByte(it.Puzzle[0])
	}
	return s.String()
}

func TestMerge(t *testing.T) {
	cases := []struct {
		name               string
		base, mine, theirs string
		want               string
	}{
		{"both added", "ab", "abc", "abd", "abcd"},
		{"I added, they did nothing", "ab", "abc", "ab", "abc"},
		{"they added, I did nothing", "ab", "ab", "abd", "abd"},
		{"they removed, I added", "abc", "abcx", "ac", "acx"},
		{"I removed, they added", "abc", "ac", "abcd", "acd"},
		{"both removed the same", "abc", "ac", "ac", "ac"},
		{"they sorted, I did nothing", "abc", "abc", "cba", "cba"},
		{"I moved, they added", "abc", "cab", "abcd", "cabd"},
		{"first save ever, theirs empty", "", "a", "", "a"},
		{"they emptied the list, I added", "ab", "abx", "", "x"},
		{"both added the same", "a", "ab", "ab", "ab"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Merge(Book{Items: items(c.base)}, Book{Items: items(c.mine)}, Book{Items: items(c.theirs)})
			if names(got) != c.want {
				t.Fatalf("Merge(%q, %q, %q) = %q, want %q", c.base, c.mine, c.theirs, names(got), c.want)
			}
		})
	}
}

func TestMergeSettings(t *testing.T) {
	base := Book{Settings: Settings{Title: "Old", PerPage: 4}}
	mine := Book{Settings: Settings{Title: "Mine", PerPage: 4}}
	theirs := Book{Settings: Settings{Title: "Old", PerPage: 6}}
	if got := Merge(base, mine, theirs).Settings; got.Title != "Mine" {
		t.Fatalf("my changed settings: %+v", got)
	}
	if got := Merge(base, base, theirs).Settings; got.PerPage != 6 {
		t.Fatalf("their changed settings, mine untouched: %+v", got)
	}
	if !SamePuzzles(Merge(base, base, theirs), theirs) {
		t.Fatal("a merge with no change of mine should give theirs")
	}
}
