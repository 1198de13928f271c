// Package book is the list of puzzles an author collects for a book: add,
// remove, reorder, sort by difficulty, and save with the app's data.
package book

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Item is one puzzle of the book.
type Item struct {
	Puzzle   string   `json:"puzzle"`
	Solution string   `json:"solution"`
	Level    string   `json:"level"`
	Score    float64  `json:"score"`
	Colors   []string `json:"colors,omitempty"`
	// Helpers marks the clue cells that are not part of the picture
	// (81 characters, X for a helper clue; "" for none): a puzzle made
	// with the picture kept exact may need a few clues outside it, and
	// they are printed without the highlight so the picture stays exact.
	Helpers string `json:"helpers,omitempty"`
	// Technique is the English name of the technique the puzzle was made
	// to practise ("" for none): its hardest step. A book with sections
	// groups such puzzles by technique (see pdf.Entry.Technique).
	Technique string `json:"technique,omitempty"`
	// Design names the design the puzzle was made from: its file's or
	// picture's name without the extension, or a sample's ("" for a
	// design never saved, opened or chosen). The book builder's list shows it, so an author can
	// tell which of forty puzzles is the heart.
	Design string `json:"design,omitempty"`
}

// DesignName is the name a design file or picture gives the puzzles made
// from it: its file name without folder or extension.
func DesignName(path string) string {
	base := filepath.Base(path)
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// HelperCells returns the item's helper clues (see Helpers); a damaged
// field reads as none (Read has refused it).
func (it Item) HelperCells() pattern.Pattern {
	if it.Helpers == "" {
		return pattern.Pattern{}
	}
	p, _ := pattern.Parse(it.Helpers)
	return p
}

// Clues returns the item's clue count.
func (it Item) Clues() int {
	g, _ := sudoku.Parse(it.Puzzle)
	return g.Clues()
}

// Settings are the book's print settings.
type Settings struct {
	Title     string `json:"title"`
	PageSize  string `json:"pageSize"` // a page size name, or a custom trim like "7x10in"
	PerPage   int    `json:"perPage"`
	Answers   bool   `json:"answers"`
	Highlight string `json:"highlight"`
	Font      string `json:"font"`

	AnswersPer    int    `json:"answersPerPage,omitempty"` // 6, 9 or 12 (0: 9)
	Lang          string `json:"lang,omitempty"`           // language of the words printed; "" follows the app
	Imprint       string `json:"imprint,omitempty"`        // text of the copyright/imprint page
	TitlePage     bool   `json:"titlePage,omitempty"`
	HowToPlay     bool   `json:"howToPlay,omitempty"`
	Contents      bool   `json:"contents,omitempty"`
	Sections      bool   `json:"sections,omitempty"` // grouped by level, Easy to Extreme
	ShowScore     bool   `json:"showScore,omitempty"`
	TimeBox       bool   `json:"timeBox,omitempty"` // "Time ______" beside each puzzle's number
	LargePrint    bool   `json:"largePrint,omitempty"`
	POD           bool   `json:"pod,omitempty"`           // print-ready for print on demand
	PictureColors bool   `json:"pictureColors,omitempty"` // clue cells in their picture's colours
	ImageFormat   string `json:"imageFormat,omitempty"`   // "svg" (default) or "png", for a folder of images
	KeepPicture   bool   `json:"keepPicture,omitempty"`   // puzzles from pictures keep them exact, with helper clues
	Paper         string `json:"paper,omitempty"`         // interior paper for print on demand: white (""), cream or colour
	Printer       string `json:"printer,omitempty"`       // the print-on-demand service: kdp (""), ingramspark or lulu
	Cover         bool   `json:"cover,omitempty"`         // with POD: also write the wrap cover, NAME-cover.pdf beside the book
	BackText      string `json:"backText,omitempty"`      // the text on the back of the cover
}

// Book is the collection.
type Book struct {
	Items    []Item   `json:"items"`
	Settings Settings `json:"settings"`
}

// Add appends a puzzle; a puzzle already in the book is not added twice.
func (b *Book) Add(it Item) bool {
	for _, o := range b.Items {
		if o.Puzzle == it.Puzzle {
			return false
		}
	}
	b.Items = append(b.Items, it)
	return true
}

// Remove deletes item i.
func (b *Book) Remove(i int) {
	if i >= 0 && i < len(b.Items) {
		b.Items = append(b.Items[:i], b.Items[i+1:]...)
	}
}

// Move moves item i to position j.
func (b *Book) Move(i, j int) {
	if i < 0 || i >= len(b.Items) || j < 0 || j >= len(b.Items) || i == j {
		return
	}
	it := b.Items[i]
	b.Items = append(b.Items[:i], b.Items[i+1:]...)
	b.Items = append(b.Items[:j], append([]Item{it}, b.Items[j:]...)...)
}

// SortByDifficulty orders the items by score, easiest first (stable).
func (b *Book) SortByDifficulty() {
	sort.SliceStable(b.Items, func(i, j int) bool { return b.Items[i].Score < b.Items[j].Score })
}

// Marshal writes the book as JSON.
func Marshal(b Book) ([]byte, error) { return json.MarshalIndent(b, "", "  ") }

// Skipped is an item of a saved book that could not be read, and why.
type Skipped struct {
	Number int // the item's number in the file, from 1
	Reason string
}

// Read reads a saved book, keeping every item that is whole: a damaged
// item is left out and listed, so that one bad puzzle does not cost the
// others, the order or the settings. An error means the data is no book
// at all. Texts longer than a window shows come back shortened (see
// shorten).
func Read(data []byte) (Book, []Skipped, error) {
	var raw struct {
		Items    []json.RawMessage `json:"items"`
		Settings json.RawMessage   `json:"settings"`
	}
	var b Book
	if err := json.Unmarshal(data, &raw); err != nil {
		return b, nil, fmt.Errorf("not a Pictdoku book: %v", err)
	}
	var skipped []Skipped
	if len(raw.Settings) > 0 {
		if err := json.Unmarshal(raw.Settings, &b.Settings); err != nil {
			skipped = append(skipped, Skipped{0, fmt.Sprintf("the settings: %v", err)})
			b.Settings = Settings{}
		}
	}
	for i, r := range raw.Items {
		it, err := readItem(r)
		if err != nil {
			skipped = append(skipped, Skipped{i + 1, err.Error()})
			continue
		}
		b.Items = append(b.Items, it)
	}
	b.shorten()
	return b, skipped, nil
}

// shorten cuts the book's texts to what the book builder shows: one-line
// values (titles, names, choices) to text.MaxShownLine characters, the
// imprint and the back of the cover to text.MaxShownText. A damaged or
// crafted list can hold megabytes in one field, and the field or label
// laid out with them freezes the window (and the page count would measure
// them); real values are far shorter.
func (b *Book) shorten() {
	line := func(s *string) { *s = text.Shorten(*s, text.MaxShownLine) }
	for i := range b.Items {
		it := &b.Items[i]
		line(&it.Level)
		line(&it.Technique)
		line(&it.Design)
	}
	st := &b.Settings
	for _, s := range []*string{&st.Title, &st.PageSize, &st.Highlight, &st.Font, &st.Lang, &st.ImageFormat, &st.Paper, &st.Printer} {
		line(s)
	}
	st.Imprint = text.Shorten(st.Imprint, text.MaxShownText)
	st.BackText = text.Shorten(st.BackText, text.MaxShownText)
}

// readItem reads one item and checks its puzzle and solution.
func readItem(r json.RawMessage) (Item, error) {
	var it Item
	if err := json.Unmarshal(r, &it); err != nil {
		return it, err
	}
	g, err := sudoku.Parse(it.Puzzle)
	if err != nil {
		return it, err
	}
	s, err := sudoku.Parse(it.Solution)
	if err != nil || !s.IsComplete() {
		return it, fmt.Errorf("no valid solution")
	}
	for c, v := range g {
		if v != 0 && s[c] != v {
			return it, fmt.Errorf("the solution does not match the puzzle at %s", sudoku.CellName(c))
		}
	}
	if it.Helpers != "" {
		h, err := pattern.Parse(it.Helpers)
		if err != nil {
			return it, fmt.Errorf("helper clues: %v", err)
		}
		for _, c := range h.Cells() {
			if g[c] == 0 {
				return it, fmt.Errorf("helper clue %s is not a clue of the puzzle", sudoku.CellName(c))
			}
		}
	}
	return it, nil
}

// Unmarshal reads a book whose every item is whole; see Read for a
// forgiving read.
func Unmarshal(data []byte) (Book, error) {
	b, skipped, err := Read(data)
	if err == nil && len(skipped) > 0 {
		err = fmt.Errorf("book puzzle %d: %s", skipped[0].Number, skipped[0].Reason)
	}
	return b, err
}
