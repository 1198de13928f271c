// Package design is the document an author saves: the clue pattern, the
// picture it came from, the generation settings, the puzzle with its
// solution and rating, and the play state. It is stored as JSON (see
// README.md, "Design files").
package design

import (
	"encoding/json"
	"fmt"
	"image/color"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Version is the file format version written by this code.
const Version = 1

// Document is one design.
type Document struct {
	Version    int        `json:"version"`
	Pattern    string     `json:"pattern"`  // 81 characters, X for a clue cell
	Symmetry   string     `json:"symmetry"` // editing symmetry mode
	Picture    *Picture   `json:"picture,omitempty"`
	Generation Generation `json:"generation"`
	Puzzle     string     `json:"puzzle,omitempty"`   // 81 characters, '.' for blanks
	Solution   string     `json:"solution,omitempty"` // 81 digits
	Rating     *Rating    `json:"rating,omitempty"`
	Play       *PlayState `json:"play,omitempty"`
	Colors     []string   `json:"colors,omitempty"` // 81 cell colours from the picture, "#rrggbb"
	// Helpers are the puzzle's clue cells outside Pattern (81 characters,
	// X for a helper clue; "" for none). With the picture kept exact, the
	// pattern is the picture and a few helper clues beside it let it carry
	// a puzzle; they are shown and printed without the highlight.
	Helpers string `json:"helpers,omitempty"`
}

// Picture records the picture a pattern came from and how it was read.
type Picture struct {
	Thumbnail []byte `json:"thumbnail"` // PNG of the working square, base64 in JSON
	// Name is the picture file's name, without its folder ("ring.png";
	// "" in files written before it was kept): the reopened design still
	// says which picture it is and offers it as the name to save under.
	Name      string `json:"name,omitempty"`
	Clues     int    `json:"clues"`
	Edges     bool   `json:"edges"`
	Invert    bool   `json:"invert"`
	Threshold int    `json:"threshold"` // 0 for automatic
	Crop      bool   `json:"crop"`
	// KeepPicture keeps the pattern exact when generating, with helper
	// clues beside it (see Document.Helpers). Files since
	// Generation.KeepPattern write both; read Document.KeepsPattern.
	KeepPicture bool `json:"keepPicture,omitempty"`
	// AnyCount takes the picture's look that reads best at any clue
	// count (picture.Options.FreeCount); Clues is then the count of the
	// looks sized to a count. Absent in files written before looks.
	AnyCount bool `json:"anyCount,omitempty"`
	// AsDrawn says the pattern is the picture as one of its looks draws
	// it, not edited by hand since; Kept, that it is that look kept
	// exact, with helper clues beside it. The picture read again from
	// Thumbnail may draw the look a cell otherwise (its own count
	// differs a little in the smaller square): the design reopens as the
	// look all the same, so the picture's controls keep following the
	// picture and Generate keeps the look exact. Absent (false) in files
	// written before them: the pattern is then the picture's drawing
	// when the picture read again draws it so.
	AsDrawn bool `json:"asDrawn,omitempty"`
	Kept    bool `json:"kept,omitempty"`
}

// Generation holds the generation settings.
type Generation struct {
	Level    string `json:"level"`    // ceiling or target level
	Exact    bool   `json:"exact"`    // the level is a target, not a ceiling
	Trial    bool   `json:"trial"`    // one-level trial allowed
	Strategy string `json:"strategy"` // best, zama or hillclimb
	Seconds  int    `json:"seconds"`  // time limit
	Variants int    `json:"variants"`
	Seed     uint64 `json:"seed"`
	// Technique is the key of a technique every puzzle must need as its
	// hardest step (generate.Options.Needs); "" for any.
	Technique string `json:"technique,omitempty"`
	// KeepPattern keeps the pattern exact when generating, with helper
	// clues beside it (Document.Helpers), for a drawn pattern as for a
	// picture's. Files before it recorded the choice with a picture only
	// (Picture.KeepPicture); read Document.KeepsPattern.
	KeepPattern bool `json:"keepPattern,omitempty"`
	// FixedSeed makes every Generate search with Seed, so it gives the
	// same puzzle again; without it each Generate draws a new seed (and
	// Seed records the last one used).
	FixedSeed bool `json:"fixedSeed,omitempty"`
}

// KeepsPattern tells whether the design keeps its pattern exact when
// generating: Generation.KeepPattern, or in a file from before it, the
// picture's KeepPicture.
func (d Document) KeepsPattern() bool {
	return d.Generation.KeepPattern || d.Picture != nil && d.Picture.KeepPicture
}

// Rating summarises a puzzle's difficulty.
type Rating struct {
	Level   string  `json:"level"`
	Score   float64 `json:"score"`
	Hardest string  `json:"hardest"`
}

// PlayState is a game in progress.
type PlayState struct {
	Entries string   `json:"entries"` // 81 characters: the player's digits
	Pencil  []uint16 `json:"pencil"`  // 81 candidate masks
	Seconds int      `json:"seconds"` // time played
	// Revealed lists the cells whose digit the player had revealed.
	Revealed []int `json:"revealed,omitempty"`
	// RuledOut holds 81 candidate masks: what applied hints took out
	// (play.Game.RuledOut). Files from before it have none.
	RuledOut []uint16 `json:"ruledOut,omitempty"`
}

// Marshal writes the document as indented JSON.
func Marshal(d Document) ([]byte, error) {
	d.Version = Version
	return json.MarshalIndent(d, "", "  ")
}

// Unmarshal reads and checks a document: a newer version, a bad pattern, a
// puzzle off its pattern or a wrong solution is an error. The free texts
// (the picture's name, the rating's words, the level and strategy) come
// back shortened to what a window can show (see shorten).
func Unmarshal(data []byte) (Document, error) {
	var d Document
	if err := json.Unmarshal(data, &d); err != nil {
		return d, text.Wrap(err, "not a Pictdoku design file: %s", err.Error())
	}
	d.shorten()
	if d.Version > Version {
		return d, text.Errorf("design file version %d is newer than this Pictdoku (%d)", d.Version, Version)
	}
	p, err := pattern.Parse(d.Pattern)
	if err != nil {
		return d, text.Wrap(err, "design pattern: %s", text.Of(err))
	}
	if d.Symmetry != "" {
		if _, err := pattern.ParseSymmetry(d.Symmetry); err != nil {
			return d, err
		}
	}
	if t := d.Generation.Technique; t != "" {
		if _, ok := logic.TechniqueByKey(t); !ok {
			return d, text.Errorf("design technique %s is not one Pictdoku knows", text.Quote(t))
		}
	}
	var helpers pattern.Pattern
	if d.Helpers != "" {
		if helpers, err = pattern.Parse(d.Helpers); err != nil {
			return d, text.Wrap(err, "design helper clues: %s", text.Of(err))
		}
		if p.Intersects(helpers) {
			return d, text.Errorf("design helper clue %s is also a pattern cell", sudoku.CellName(p.Intersect(helpers).Cells()[0]))
		}
		if d.Puzzle == "" {
			return d, text.Errorf("design has helper clues but no puzzle")
		}
	}
	if d.Puzzle != "" {
		g, err := sudoku.Parse(d.Puzzle)
		if err != nil {
			return d, text.Wrap(err, "design puzzle: %s", text.Of(err))
		}
		clueCells := p.Union(helpers)
		for c := 0; c < 81; c++ {
			if (g[c] != 0) != clueCells.Has(c) {
				return d, text.Errorf("design puzzle does not follow its pattern at %s", sudoku.CellName(c))
			}
		}
		if d.Solution != "" {
			s, err := sudoku.Parse(d.Solution)
			if err != nil {
				return d, text.Wrap(err, "design solution: %s", text.Of(err))
			}
			if !s.IsComplete() {
				return d, text.Errorf("design solution is not a full grid")
			}
			for c := 0; c < 81; c++ {
				if g[c] != 0 && g[c] != s[c] {
					return d, text.Errorf("design solution disagrees with a clue at %s", sudoku.CellName(c))
				}
			}
		}
	}
	if d.Play != nil {
		if len(d.Play.Entries) != 81 || (d.Play.Pencil != nil && len(d.Play.Pencil) != 81) || (d.Play.RuledOut != nil && len(d.Play.RuledOut) != 81) {
			return d, text.Errorf("design play state is damaged")
		}
	}
	if len(d.Colors) != 0 && len(d.Colors) != 81 {
		return d, text.Errorf("design has %d cell colours, want 81", len(d.Colors))
	}
	return d, nil
}

// shorten cuts the document's free texts to text.MaxShownLine characters.
// They reach labels (the picture's name, the rating's words) and the file
// names offered; a damaged or crafted file can hold megabytes in one, and
// a label laid out with them kept the app from starting. The fields that
// are checked (pattern, symmetry, technique, puzzle, solution, helpers,
// colours) are refused with a short quote instead.
func (d *Document) shorten() {
	if d.Picture != nil {
		d.Picture.Name = text.Shorten(d.Picture.Name, text.MaxShownLine)
	}
	if d.Rating != nil {
		d.Rating.Level = text.Shorten(d.Rating.Level, text.MaxShownLine)
		d.Rating.Hardest = text.Shorten(d.Rating.Hardest, text.MaxShownLine)
	}
	d.Generation.Level = text.Shorten(d.Generation.Level, text.MaxShownLine)
	d.Generation.Strategy = text.Shorten(d.Generation.Strategy, text.MaxShownLine)
}

// ParseColors reads 81 cell colours written "#rrggbb"; none gives nil.
func ParseColors(hex []string) (*[81]color.NRGBA, error) {
	if len(hex) == 0 {
		return nil, nil
	}
	if len(hex) != 81 {
		return nil, text.Errorf("design has %d cell colours, want 81", len(hex))
	}
	var out [81]color.NRGBA
	for i, h := range hex {
		var r, g, b uint8
		if n, err := fmt.Sscanf(h, "#%02x%02x%02x", &r, &g, &b); n != 3 || err != nil || len(h) != 7 {
			return nil, text.Errorf("design cell colour %s is not #rrggbb", text.Quote(h))
		}
		out[i] = color.NRGBA{r, g, b, 255}
	}
	return &out, nil
}

// FormatColors writes cell colours as ParseColors reads them.
func FormatColors(colors [81]color.NRGBA) []string {
	out := make([]string, 81)
	for i, c := range colors {
		out[i] = fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	return out
}
