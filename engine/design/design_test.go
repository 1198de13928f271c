package design

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/engine/text"
)

const (
	puzzle   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

func pat() string {
	var b strings.Builder
	for _, ch := range puzzle {
		if ch == '.' {
			b.WriteByte('.')
		} else {
			b.WriteByte('X')
		}
	}
	return b.String()
}

func TestRoundTrip(t *testing.T) {
	d := Document{Pattern: pat(), Symmetry: "point", Puzzle: puzzle, Solution: solution,
		Picture:    &Picture{Thumbnail: []byte{1, 2, 3}, Clues: 30},
		Generation: Generation{Level: "Hard", Strategy: "best", Seconds: 10, Variants: 1, Seed: 9},
		Rating:     &Rating{Level: "Easy", Score: 2.3, Hardest: "Naked Single"},
		Play:       &PlayState{Entries: strings.Repeat(".", 81), Pencil: make([]uint16, 81), Seconds: 12}}
	data, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	if got.Version != Version || got.Puzzle != puzzle || got.Picture.Clues != 30 || string(got.Picture.Thumbnail) != "\x01\x02\x03" || got.Play.Seconds != 12 {
		t.Fatalf("round trip: %+v", got)
	}
}

func TestRejects(t *testing.T) {
	good := Document{Pattern: pat(), Puzzle: puzzle, Solution: solution}
	cases := map[string]func(d *Document){
		"newer than":            func(d *Document) { d.Version = 99 },
		"design pattern":        func(d *Document) { d.Pattern = "XX" },
		"does not follow":       func(d *Document) { d.Pattern = strings.Repeat("X", 81) },
		"disagrees with a clue": func(d *Document) { d.Puzzle = "1" + puzzle[1:] },
		"unknown symmetry":      func(d *Document) { d.Symmetry = "spiral" },
		"play state is damaged": func(d *Document) { d.Play = &PlayState{Entries: "1"} },
		"design play state is damaged": func(d *Document) {
			d.Play = &PlayState{Entries: strings.Repeat(".", 81), RuledOut: make([]uint16, 80)}
		},
	}
	for want, mutate := range cases {
		d := good
		mutate(&d)
		data, _ := Marshal(d)
		if want == "newer than" {
			data = []byte(strings.Replace(string(data), `"version": 1`, `"version": 99`, 1))
		}
		if _, err := Unmarshal(data); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v", want, err)
		}
	}
	if _, err := Unmarshal([]byte("{not json")); err == nil || !strings.Contains(err.Error(), "not a Pictdoku design file") {
		t.Errorf("garbage: %v", err)
	}
}

func FuzzUnmarshal(f *testing.F) {
	data, _ := Marshal(Document{Pattern: pat(), Puzzle: puzzle, Solution: solution})
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		Unmarshal(data) // must not panic
	})
}

// TestKeepsPattern: a drawn design records that its pattern is kept
// exact (keepPattern in its generation settings), and a file from before
// that field, which recorded it with a picture only, still reads so.
func TestKeepsPattern(t *testing.T) {
	data, err := Marshal(Document{Pattern: pat(), Generation: Generation{Level: "Hard", KeepPattern: true}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Unmarshal(data)
	if err != nil || !got.KeepsPattern() || !strings.Contains(string(data), `"keepPattern": true`) {
		t.Fatalf("drawn design: %v, keeps %v:\n%s", err, got.KeepsPattern(), data)
	}
	old := fmt.Sprintf(`{"version": 1, "pattern": %q, "symmetry": "none", "picture": {"thumbnail": "", "clues": 30, "edges": false, "invert": false, "threshold": 0, "crop": false, "keepPicture": true}, "generation": {"level": "Hard"}}`, pat())
	if got, err := Unmarshal([]byte(old)); err != nil || !got.KeepsPattern() {
		t.Fatalf("a picture's design from before keepPattern: %v, keeps %v", err, got.KeepsPattern())
	}
	if got, err := Unmarshal([]byte(strings.Replace(old, `"keepPicture": true`, `"keepPicture": false`, 1))); err != nil || got.KeepsPattern() {
		t.Fatalf("a design that does not keep its pattern: %v, keeps %v", err, got.KeepsPattern())
	}
}

// TestHelpers: a puzzle may hold helper clues beside its pattern; the file
// keeps them, and refuses helpers that overlap the pattern, that are not
// clues, or that come without a puzzle.
func TestHelpers(t *testing.T) {
	picture := []byte(pat())
	picture[0], picture[1] = '.', '.' // r1c1 and r1c2 become helper clues
	helpers := []byte(strings.Repeat(".", 81))
	helpers[0], helpers[1] = 'X', 'X'
	d := Document{Pattern: string(picture), Puzzle: puzzle, Solution: solution, Helpers: string(helpers)}
	data, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Unmarshal(data)
	if err != nil || got.Helpers != string(helpers) {
		t.Fatalf("round trip with helpers: %v, %q", err, got.Helpers)
	}
	cases := map[string]func(d *Document){
		"also a pattern cell":  func(d *Document) { d.Pattern = pat() },
		"does not follow":      func(d *Document) { d.Helpers = "X" + strings.Repeat(".", 80) },
		"but no puzzle":        func(d *Document) { d.Puzzle, d.Solution = "", "" },
		"design helper clues:": func(d *Document) { d.Helpers = "XX" },
	}
	for want, mutate := range cases {
		bad := d
		mutate(&bad)
		data, _ := Marshal(bad)
		if _, err := Unmarshal(data); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v", want, err)
		}
	}
}

// TestHugeFieldQuotedShort: a damaged design with megabytes in one field
// is refused with a short message (quoting it all froze the app's error
// dialog for minutes).
func TestHugeFieldQuotedShort(t *testing.T) {
	huge := strings.Repeat("z", 10<<20)
	data, _ := json.Marshal(Document{Pattern: strings.Repeat(".", 81), Symmetry: huge})
	if _, err := Unmarshal(data); err == nil || len(err.Error()) > 300 {
		t.Errorf("symmetry: %d-byte error", len(fmt.Sprint(err)))
	}
	colours := append([]string{huge}, make([]string, 80)...)
	if _, err := ParseColors(colours); err == nil || len(err.Error()) > 300 {
		t.Errorf("colour: %d-byte error", len(fmt.Sprint(err)))
	}
}

// TestHugeTextsShortened: the free texts of a design (the picture's name,
// the rating's words, the level and strategy) read back cut to a line
// with an ellipsis, so that no window lays out megabytes of them; a real
// name reads back whole.
func TestHugeTextsShortened(t *testing.T) {
	huge := strings.Repeat("z", 10<<20)
	d := Document{Pattern: strings.Repeat(".", 81), Picture: &Picture{Name: huge},
		Generation: Generation{Level: huge, Strategy: huge}, Rating: &Rating{Level: huge, Hardest: huge}}
	data, _ := Marshal(d)
	got, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Repeat("z", text.MaxShownLine) + "…"
	for name, s := range map[string]string{"picture name": got.Picture.Name, "level": got.Generation.Level,
		"strategy": got.Generation.Strategy, "rating level": got.Rating.Level, "hardest": got.Rating.Hardest} {
		if s != want {
			t.Errorf("%s: %d bytes", name, len(s))
		}
	}
	d = Document{Pattern: strings.Repeat(".", 81), Picture: &Picture{Name: "ハート.png"}}
	data, _ = Marshal(d)
	if got, _ := Unmarshal(data); got.Picture.Name != "ハート.png" {
		t.Errorf("a real name: %q", got.Picture.Name)
	}
}
