package designwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// TestFirstScreenGenerates: the first screen says "Draw a design, then
// Generate (Ctrl+G)", and the Design tab it opens on has the Generate
// button. A tap on it generates; while the search runs, it and its twin
// on the Generate tab are disabled, and both are enabled again after.
func TestFirstScreenGenerates(t *testing.T) {
	w := newWindow(t, "")
	if w.w.tabs.SelectedIndex() != 0 || !strings.Contains(w.Result(), "then Generate (Ctrl+G)") {
		t.Fatalf("first screen: tab %d, %q", w.w.tabs.SelectedIndex(), w.Result())
	}
	generate := uitest.Button(t, w.w.tabs.Items[0].Content, "Generate")
	if generate.Disabled() || generate.Importance != widget.HighImportance {
		t.Fatalf("the Design tab's Generate: disabled %v, importance %v", generate.Disabled(), generate.Importance)
	}
	test.Tap(generate)
	var running, here, there bool
	fyne.DoAndWait(func() { running, here, there = w.Running(), generate.Disabled(), w.w.generate.Disabled() })
	if running && (!here || !there) {
		t.Errorf("while generating, Generate is enabled: Design tab %v, Generate tab %v", !here, !there)
	}
	waitIdle(t, w)
	if w.Clues().Clues() == 0 {
		t.Fatalf("no puzzle: %s", w.Result())
	}
	if generate.Disabled() || w.w.generate.Disabled() {
		t.Errorf("after generating, Generate is disabled: Design tab %v, Generate tab %v", generate.Disabled(), w.w.generate.Disabled())
	}
}

// TestToolbarSaysWhatItDoes: every toolbar icon has a tooltip, and the
// steps from a design to paper (Open picture, Generate, Play, Export)
// carry their names beside the icon.
func TestToolbarSaysWhatItDoes(t *testing.T) {
	w := newWindow(t, "")
	labelled := map[string]bool{}
	for _, a := range w.w.tools {
		if a.Tip == "" {
			t.Errorf("a toolbar icon without a tooltip: %+v", a)
		}
		b, ok := a.ToolbarObjectShown().(fyne.Widget)
		if !ok {
			t.Fatalf("%s: not shown", a.Tip)
		}
		if a.Label != "" {
			labelled[a.Label] = true
			if !strings.Contains(strings.Join(uitest.Texts(b), " "), a.Label) {
				t.Errorf("%s: the label %q is not shown", a.Tip, a.Label)
			}
		}
	}
	for _, want := range []string{"Open picture…", "Generate", "Play", "Export PDF sheet…"} {
		if !labelled[want] {
			t.Errorf("no toolbar button labelled %q (labels: %v)", want, labelled)
		}
	}
}
