package designwin

import (
	"errors"
	"time"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/play"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/playwin"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
)

// Play opens the current puzzle in a play window, resuming the saved game.
func (w *Window) Play() *playwin.Window {
	if w.clues.Clues() == 0 {
		w.w.result.SetText(i18n.T("Generate or paste a puzzle first, then play it."))
		return nil
	}
	g := play.New(w.clues, w.solution)
	if s := w.playState; s != nil {
		if entries, err := parseEntries(s.Entries); err == nil {
			g.Entries = entries
		}
		for c := 0; c < 81 && c < len(s.Pencil); c++ {
			g.Pencil[c] = sudoku.Mask(s.Pencil[c])
		}
		g.Elapsed = time.Duration(s.Seconds) * time.Second
		for _, c := range s.Revealed {
			if c >= 0 && c < 81 && g.Entries[c] != 0 {
				g.Revealed[c] = true
			}
		}
	}
	// A practice puzzle's hints say when the practised technique is due.
	if t, ok := techniquechoice.Chosen(w.w.technique); ok && w.rating != nil && w.rating.Hardest == t.String() {
		g.Practice, g.HasPractice = t, true
	}
	pw := playwin.New(w.App, w.pattern, g)
	pw.OnChange = func(g *play.Game) {
		s := &design.PlayState{Entries: g.Entries.String(), Pencil: make([]uint16, 81), Seconds: int(g.Elapsed.Seconds())}
		for c, m := range g.Pencil {
			s.Pencil[c] = uint16(m)
			if g.Revealed[c] {
				s.Revealed = append(s.Revealed, c)
			}
		}
		w.playState = s
		w.autosave()
	}
	pw.OnClosed = func() {
		if w.playWin == pw {
			w.playWin = nil
		}
	}
	w.playWin = pw
	pw.Win.Show()
	return pw
}

// parseEntries reads saved entries, which may clash with each other (a
// player's mistakes are saved too).
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
