package designwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

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
