// Package book is the list of puzzles an author collects for a book: add,
// remove, reorder, sort by difficulty, and save with the app's data.
package book

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// Item is one puzzle of the book.
type Item struct {
	Puzzle   string   `json:"puzzle"`
	Solution string   `json:"solution"`
	Level    string   `json:"level"`
	Score    float64  `json:"score"`
	Colors   []string `json:"colors,omitempty"`
}

// Clues returns the item's clue count.
func (it Item) Clues() int {
	g, _ := sudoku.Parse(it.Puzzle)
	return g.Clues()
}

// Settings are the book's print settings.
type Settings struct {
	Title     string `json:"title"`
	PageSize  string `json:"pageSize"`
	PerPage   int    `json:"perPage"`
	Answers   bool   `json:"answers"`
	Highlight string `json:"highlight"`
	Font      string `json:"font"`
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

// Unmarshal reads a book and checks its puzzles.
func Unmarshal(data []byte) (Book, error) {
	var b Book
	if err := json.Unmarshal(data, &b); err != nil {
		return b, fmt.Errorf("not a Pictdoku book: %v", err)
	}
	for i, it := range b.Items {
		if _, err := sudoku.Parse(it.Puzzle); err != nil {
			return b, fmt.Errorf("book puzzle %d: %v", i+1, err)
		}
		if s, err := sudoku.Parse(it.Solution); err != nil || !s.IsComplete() {
			return b, fmt.Errorf("book puzzle %d has no valid solution", i+1)
		}
	}
	return b, nil
}
