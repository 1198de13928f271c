package designwin

import (
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/play"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/playwin"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
)

// Play opens the current puzzle in a play window, resuming the saved game.
func (w *Window) Play() *playwin.Window {
	if w.clues.Clues() == 0 {
		w.say(func() string { return i18n.T("Generate or paste a puzzle first, then play it.") })
		return nil
	}
	if w.waitForRating() {
		return nil
	}
	g := design.Resume(w.clues, w.solution, w.playState)
	// A practice puzzle's hints say when the practised technique is due.
	if t, ok := techniquechoice.Chosen(w.w.technique); ok && w.rating != nil && w.rating.Hardest == t.String() {
		g.Practice, g.HasPractice = t, true
	}
	var r rating.Rating // none when its rating was stopped
	if w.full != nil {
		r = *w.full
	}
	pw := playwin.New(w.App, w.pattern, g, r)
	pw.OnChange = func(g *play.Game) {
		w.playState = design.SaveGame(g)
		w.autosave()
	}
	pw.OnQuit = func() { w.quitFrom(pw.Win) }
	pw.OnClosed = func() {
		if w.playWin == pw {
			w.playWin = nil
		}
	}
	w.playWin = pw
	pw.Win.Show()
	return pw
}
