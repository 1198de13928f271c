package i18n_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

func TestSwitchLanguage(t *testing.T) {
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if err := i18n.SetLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	if i18n.Current() != "ja" || i18n.T("Generate") != "生成" {
		t.Fatalf("Japanese: current %q, Generate = %q", i18n.Current(), i18n.T("Generate"))
	}
	// Engine messages: an explanation with a technique and a unit inside.
	g, _ := sudoku.Parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	step := logic.Next(logic.NewBoard(g), logic.Options{})
	if got := i18n.Msg(step.Explain()); strings.ContainsAny(got, "abdefghijklmnopqstuvwxyz") && !strings.Contains(got, "r") {
		t.Errorf("explanation still English: %q", got)
	}
	ja := i18n.Msg(step.Explain())
	if ja == step.String() || !strings.Contains(ja, "行") && !strings.Contains(ja, "列") && !strings.Contains(ja, "ブロック") {
		t.Errorf("explanation %q (English %q)", ja, step.String())
	}
	// Engine errors.
	var p pattern.Pattern
	for c := 0; c < 20; c++ {
		p.Set(c, true)
	}
	if got := i18n.Err(p.Impossible()); !strings.HasPrefix(got, "不可能") {
		t.Errorf("impossibility in Japanese: %q", got)
	}
	if _, err := sudoku.Parse("12x"); !strings.Contains(i18n.Err(err), "問題が") && !strings.Contains(i18n.Err(err), "使えない文字") {
		t.Errorf("parse error in Japanese: %q", i18n.Err(err))
	}

	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	if i18n.Current() != "en" || i18n.T("Generate") != "Generate" || i18n.Msg(step.Explain()) != step.String() {
		t.Fatalf("back to English: current %q, %q", i18n.Current(), i18n.Msg(step.Explain()))
	}
}

func TestChoiceKeepsValues(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { i18n.SetLanguage("en") })
	i18n.SetLanguage("ja")
	var got string
	c := i18n.NewChoice([]string{"Easy", "Hard"}, func(v string) { got = v })
	if c.Options[1] != "上級" {
		t.Fatalf("options %v", c.Options)
	}
	c.SetSelected("上級")
	if got != "Hard" || c.Value() != "Hard" {
		t.Fatalf("chose %q, value %q", got, c.Value())
	}
	c.SetValue("Easy")
	if c.Selected != "初級" {
		t.Fatalf("selected %q", c.Selected)
	}
}

// TestFyneDialogsInJapanese: Fyne's own file dialog speaks Japanese with
// the app (its buttons, and the name and parent labels of its list).
func TestFyneDialogsInJapanese(t *testing.T) {
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if err := i18n.SetLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	win := a.NewWindow("")
	win.Resize(fyne.NewSize(900, 700))
	d := dialog.NewFileSave(func(fyne.URIWriteCloser, error) {}, win)
	d.Show()
	var labels []string
	for _, o := range test.LaidOutObjects(win.Canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok {
			labels = append(labels, b.Text)
		}
	}
	all := strings.Join(labels, " ")
	for _, want := range []string{"保存", "キャンセル"} {
		if !strings.Contains(all, want) {
			t.Errorf("the save dialog lacks %q: %q", want, labels)
		}
	}
	if got := lang.X("file.name", "Name"); got != "名前" {
		t.Errorf("file.name: %q", got)
	}
	win.Close()
}
