package sudoku

import (
	"strings"

	"github.com/pictdoku/pictdoku/engine/text"
)

// ParseError describes why a puzzle string was refused and where.
type ParseError struct {
	Row, Col int // 1-based position of the problem, 0 when not tied to a cell
	Msg      text.Message
}

func (e *ParseError) Error() string { return e.TextMessage().String() }

// TextMessage is the error as a translatable message.
func (e *ParseError) TextMessage() text.Message {
	if e.Row > 0 {
		return text.New("row %d column %d: %s", e.Row, e.Col, e.Msg)
	}
	return e.Msg
}

// Parse reads a puzzle in either common interchange format: one line of 81
// characters ('.' or '0' for a blank; anything after whitespace is ignored),
// or nine lines of nine characters. Spaces and the '|', '-', '+' characters
// of boxed layouts are skipped in the nine-line form. Parse checks that no
// digit repeats in a unit.
func Parse(s string) (Grid, error) {
	var g Grid
	s = strings.TrimSpace(s)
	if s == "" {
		return g, &ParseError{Msg: text.Word("empty puzzle")}
	}
	var cells []byte
	lines := strings.Split(s, "\n")
	if first := firstField(lines[0]); len(lines) == 1 || len(first) >= NumCells {
		cells = []byte(first)
	} else {
		for _, line := range lines {
			row := make([]byte, 0, 9)
			for i := 0; i < len(line); i++ {
				switch ch := line[i]; ch {
				case ' ', '\t', '\r', '|', '+', '-':
				default:
					row = append(row, ch)
				}
			}
			if len(row) == 0 {
				continue // separator or blank line
			}
			if len(row) != 9 {
				return g, &ParseError{Msg: text.New("grid line %d has %d cells, want 9", len(cells)/9+1, len(row))}
			}
			cells = append(cells, row...)
		}
	}
	if len(cells) != NumCells {
		return g, &ParseError{Msg: text.New("puzzle has %d cells, want 81", len(cells))}
	}
	for i, ch := range cells {
		switch {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			g[i] = int8(ch - '0')
		default:
			return g, &ParseError{Row: Row(i) + 1, Col: Col(i) + 1, Msg: text.New("bad character %q", rune(ch))}
		}
	}
	if err := g.CheckConflicts(); err != nil {
		return g, err
	}
	return g, nil
}

// firstField returns s up to its first whitespace.
func firstField(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, " \t\r"); i >= 0 {
		return s[:i]
	}
	return s
}

// CheckConflicts reports the first digit that appears twice in a unit, as
// "row 3 has two 5s".
func (g Grid) CheckConflicts() error {
	for u := 0; u < NumUnits; u++ {
		var seen Mask
		for _, c := range Units[u] {
			d := int(g[c])
			if d == 0 {
				continue
			}
			if seen.Has(d) {
				return &ParseError{Row: Row(c) + 1, Col: Col(c) + 1, Msg: text.New("%s has two %ds", UnitLabel(u), d)}
			}
			seen |= Bit(d)
		}
	}
	return nil
}

// String returns the grid as one line of 81 characters, '.' for blanks.
func (g Grid) String() string {
	var b [NumCells]byte
	for i, v := range g {
		if v == 0 {
			b[i] = '.'
		} else {
			b[i] = byte('0' + v)
		}
	}
	return string(b[:])
}

// Lines returns the grid as nine lines of nine characters.
func (g Grid) Lines() string { return NineLines(g.String()) }

// NineLines breaks an 81-character board string into nine lines of nine.
func NineLines(s string) string {
	var b strings.Builder
	for r := 0; r < 9; r++ {
		b.WriteString(s[r*9 : r*9+9])
		b.WriteByte('\n')
	}
	return b.String()
}
