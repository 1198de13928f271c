package designwin

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/ui/i18n"
)

// TestReopenedGameHintsGoOn: a hint that only removed candidates, applied
// in the play window, is saved with the design: after the app restores
// the design from its autosave, the play window's next hint is the step
// after it, not the applied one again.
func TestReopenedGameHintsGoOn(t *testing.T) {
	autosave := filepath.Join(t.TempDir(), "autosave.pictdoku")
	w := newWindow(t, autosave)
	paste(t, w, ".5..1...6......8.2...3.6...1.94...7....269.8....5..46.8....4.......5.637....279.8")
	pw := w.Play()
	eliminated := false
	for range 3 * (81 + 729) {
		before := pw.Game.Current()
		pw.Hint()
		if strings.Contains(pw.Status(), "solved") {
			break
		}
		if strings.HasPrefix(pw.Status(), "Applied: ") && pw.Game.Current() == before {
			eliminated = true
			break
		}
	}
	if !eliminated {
		t.Fatal("no hint only removed candidates: the test proves nothing")
	}
	next := *pw.Game // what the game would show next: two presses, where and the step
	next.Hint()
	want := i18n.Msg(next.Hint().Text)
	pw.Win.Close()
	w.FlushAutosave() // as quitting does

	w2 := newWindow(t, autosave)
	pw2 := w2.Play()
	defer pw2.Win.Close()
	pw2.Hint()
	pw2.Hint()
	if got := pw2.Status(); got != want {
		t.Fatalf("after reopening, the hint says %q, want %q", got, want)
	}
}
