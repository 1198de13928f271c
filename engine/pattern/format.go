package pattern

import (
	"strings"

	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// String returns the pattern as 81 characters, 'X' for a clue cell and '.'
// for an empty one.
func (p Pattern) String() string {
	var b [81]byte
	for c := range b {
		b[c] = '.'
		if p.Has(c) {
			b[c] = 'X'
		}
	}
	return string(b[:])
}

// Lines returns the pattern as nine lines of nine characters.
func (p Pattern) Lines() string { return sudoku.NineLines(p.String()) }

// Parse reads a pattern: 81 characters on one line or nine lines of nine,
// where 'X', 'x', '#', '*', '1' and any digit mark a clue cell and '.', '0',
// '-' or '_' an empty one. Spaces and box separators ('|', '+') are
// skipped; lines starting with '#' followed by a space are comments.
func Parse(s string) (Pattern, error) {
	var cells []byte
	for n, line := range strings.Split(strings.ReplaceAll(s, "\r", ""), "\n") {
		if strings.HasPrefix(line, "# ") || strings.HasPrefix(line, "//") {
			continue
		}
		for i := 0; i < len(line); i++ {
			switch ch := line[i]; {
			case ch == ' ' || ch == '\t' || ch == '|' || ch == '+':
			case ch == 'X' || ch == 'x' || ch == '#' || ch == '*' || (ch >= '1' && ch <= '9'):
				cells = append(cells, 'X')
			case ch == '.' || ch == '0' || ch == '-' || ch == '_':
				cells = append(cells, '.')
			default:
				return Pattern{}, text.Errorf("pattern line %d: bad character %q (use X for a clue cell, . for an empty one)", n+1, rune(ch))
			}
		}
	}
	if len(cells) != 81 {
		return Pattern{}, text.Errorf("pattern has %d cells, want 81", len(cells))
	}
	var p Pattern
	for c, ch := range cells {
		p.Set(c, ch == 'X')
	}
	return p, nil
}
