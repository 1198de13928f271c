package design

import (
	"errors"
	"time"

	"github.com/pictdoku/pictdoku/engine/play"
	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// SaveGame is the game as the design file keeps it.
func SaveGame(g *play.Game) *PlayState {
	s := &PlayState{Entries: g.Entries.String(), Pencil: make([]uint16, 81), Seconds: int(g.Elapsed.Seconds())}
	for c, m := range g.Pencil {
		s.Pencil[c] = uint16(m)
		if g.Revealed[c] {
			s.Revealed = append(s.Revealed, c)
		}
	}
	if g.RuledOut != ([81]sudoku.Mask{}) { // none: the file stays as older versions wrote it
		s.RuledOut = make([]uint16, 81)
		for c, m := range g.RuledOut {
			s.RuledOut[c] = uint16(m)
		}
	}
	return s
}

// Resume starts a game of the puzzle from its saved state, if any. The
// entries may clash with each other (a player's mistakes are saved too);
// damaged entries are left out and the rest kept. A saved ruled-out
// candidate that is the cell's solution digit is dropped, so a damaged
// file cannot lead the hints astray.
func Resume(clues, solution sudoku.Grid, s *PlayState) *play.Game {
	g := play.New(clues, solution)
	if s == nil {
		return g
	}
	if entries, err := parseEntries(s.Entries); err == nil {
		g.Entries = entries
	}
	for c := 0; c < 81 && c < len(s.Pencil); c++ {
		g.Pencil[c] = sudoku.Mask(s.Pencil[c]) & sudoku.AllDigits
	}
	for c := 0; c < 81 && c < len(s.RuledOut); c++ {
		g.RuledOut[c] = sudoku.Mask(s.RuledOut[c]) & sudoku.AllDigits
		if solution[c] != 0 {
			g.RuledOut[c] &^= sudoku.Bit(int(solution[c]))
		}
	}
	g.Elapsed = time.Duration(s.Seconds) * time.Second
	for _, c := range s.Revealed {
		if c >= 0 && c < 81 && g.Entries[c] != 0 {
			g.Revealed[c] = true
		}
	}
	return g
}

// parseEntries reads saved entries: 81 characters, a digit or '.' (or '0')
// each.
func parseEntries(s string) (sudoku.Grid, error) {
	var g sudoku.Grid
	if len(s) != 81 {
		return g, errBadEntries
	}
	for i := 0; i < 81; i++ {
		switch ch := s[i]; {
		case ch >= '1' && ch <= '9':
			g[i] = int8(ch - '0')
		case ch == '.' || ch == '0':
		default:
			return g, errBadEntries
		}
	}
	return g, nil
}

var errBadEntries = errors.New("damaged play state")
