package designwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// TestKeptBadgeHeedsTheHelperClues: a pattern kept exact lists what it
// lacks as advice under a first line saying helper clues make up for it;
// once the puzzle's helper clues have (a clue in row 8 and in row 9 of the
// cut heart), that first line is all (it went on advising to add clues
// where helper clues stood).
func TestKeptBadgeHeedsTheHelperClues(t *testing.T) {
	cut := cutHeart(t)
	before := keptBadge(cut, pattern.Pattern{})
	if len(before) < 2 || before[0].mark != markFine || before[1].mark != markAdvice || !strings.Contains(before[1].text, "rows 8 & 9 are empty") {
		t.Fatalf("before the puzzle: %+v", before)
	}
	var helpers, one pattern.Pattern // helper clues that make up for rows 8 and 9, and one that does not
	helpers.Set(7*9+4, true)
	helpers.Set(8*9+2, true)
	one.Set(0, true) // r1c1: rows 8 and 9 stay empty
	if cut.Union(helpers).Problems() != nil {
		t.Fatalf("bad fixture: %v", cut.Union(helpers).Problems())
	}
	after := keptBadge(cut, helpers)
	if len(after) != 1 || after[0] != before[0] {
		t.Errorf("with helper clues in rows 8 and 9: %+v", after)
	}
	if lines := keptBadge(cut, one); len(lines) < 2 {
		t.Errorf("with a helper clue in row 1 alone the badge still says what is lacking: %+v", lines)
	}
}

// TestBadgeMarksAreIcons: the feasibility badge shows a check for a
// pattern without problems and a cross for a proof, each as a theme icon
// beside words that carry no mark characters (✓ ✗ ⚠ are in no bundled
// font, so a system without them drew �); the three marks look different.
func TestBadgeMarksAreIcons(t *testing.T) {
	fine := feasibilityBadge(heart())
	if len(fine) != 1 || fine[0].mark != markFine || fine[0].text != "Passes every impossibility check" {
		t.Fatalf("heart: %+v", fine)
	}
	cut := feasibilityBadge(cutHeart(t))
	if cut[0].mark != markProblem || !strings.Contains(cut[0].text, "rows 8 & 9 are empty") {
		t.Fatalf("cut heart: %+v", cut)
	}
	names := map[string]mark{}
	for _, m := range []mark{markFine, markAdvice, markProblem} {
		names[m.icon().Name()] = m
	}
	if len(names) != 3 {
		t.Errorf("the three marks share icons: %v", names)
	}

	for _, lines := range [][]badgeLine{fine, cut, {{markAdvice, "advice"}, {markProblem, "proof"}}} {
		b := newBadgeView(nil)
		b.Set(lines)
		if len(b.box.Objects) != len(lines) {
			t.Fatalf("%d rows for %d lines", len(b.box.Objects), len(lines))
		}
		for i, row := range b.box.Objects {
			var icon *widget.Icon
			var words *wraplabel.Label
			for _, o := range row.(*fyne.Container).Objects {
				switch o := o.(type) {
				case *widget.Icon:
					icon = o
				case *wraplabel.Label:
					words = o
				}
			}
			if icon == nil || words == nil {
				t.Fatalf("row %d: icon %v, words %v", i, icon, words)
			}
			if icon.Resource.Name() != lines[i].mark.icon().Name() || words.Text != lines[i].text || words.Importance != lines[i].mark.importance() {
				t.Errorf("row %d: icon %q, words %q (%v), want %+v", i, icon.Resource.Name(), words.Text, words.Importance, lines[i])
			}
			if strings.ContainsAny(words.Text, "✓✗⚠") {
				t.Errorf("row %d types its mark: %q", i, words.Text)
			}
		}
	}
}
