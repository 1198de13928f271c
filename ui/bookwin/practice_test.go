package bookwin

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// TestFillPracticeTechnique drives "Fill from designs…" with a technique
// chosen: the level boxes are set aside, every puzzle made needs the
// technique (its rated hardest step), the book list records it, and the
// book printed with sections opens the technique's section with a worked
// example.
func TestFillPracticeTechnique(t *testing.T) {
	w, dir, path := emptyBook(t)
	w.Win.Resize(fyne.NewSize(700, 800))
	heart := filepath.Join(dir, "heart.txt")
	os.WriteFile(heart, []byte(pattern.Samples()[0].Pattern.String()), 0o644)

	test.Tap(w.fill)
	f := w.fillDialog
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Add design…"))
	chooseInOpenDialog(t, w.Win, heart, "Open")
	f.perDesign.SetText("2")
	f.technique.SetSelected("XY-Wing")
	if !f.levels[logic.Easy].Disabled() {
		t.Error("the level boxes stay enabled with a technique chosen")
	}
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Make puzzles"))
	waitIdle(t, w)

	if len(w.Book.Items) != 2 {
		t.Fatalf("%d puzzles added: %s", len(w.Book.Items), w.status.Text)
	}
	for _, it := range w.Book.Items {
		g, _ := sudoku.Parse(it.Puzzle)
		if r := rating.Rate(g, true); r.Hardest != logic.XYWing || it.Technique != "XY-Wing" {
			t.Errorf("hardest step %s, recorded technique %q", r.Hardest, it.Technique)
		}
	}
	if saved, _, _ := bookstore.Open(path); len(saved.Items) != 2 || saved.Items[0].Technique != "XY-Wing" {
		t.Error("the technique was not saved with the puzzles")
	}
	w.Book.Settings.Sections = true
	book := filepath.Join(dir, "practice.pdf")
	if err := pdf.Save(book, entries(w.Book), pdfOptions(w.Book.Settings, "en")); err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		out, _ := exec.Command("pdftotext", book, "-").Output()
		if !strings.Contains(string(out), "XY-Wing:") || !strings.Contains(string(out), "An example") {
			t.Errorf("the printed book has no XY-Wing section with its example:\n%s", out)
		}
	}
}

// TestLanguageSwitchKeepsTabAndMessage: switching language rebuilt the
// book window on its first tab and dropped the last message; now the tab
// stays and the message is said again in the new language.
func TestLanguageSwitchKeepsTabAndMessage(t *testing.T) {
	w := New(test.NewTempApp(t), filled(t), nil)
	defer w.Win.Close()
	out := filepath.Join(t.TempDir(), "b.pdf")
	if err := <-w.Export(out); err != nil {
		t.Fatal(err)
	}
	waitIdle(t, w)
	if !strings.HasPrefix(w.status.Text, "Wrote ") {
		t.Fatalf("status %q", w.status.Text)
	}
	w.tabs.SelectIndex(1)
	if err := i18n.SetLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	defer i18n.SetLanguage("en")
	w.Relabel()
	if w.tabs.SelectedIndex() != 1 {
		t.Errorf("tab %d after the switch, want the Layout tab", w.tabs.SelectedIndex())
	}
	if want := i18n.Tf("Wrote %s (%d puzzles)", out, 3); !strings.HasPrefix(w.status.Text, want) || strings.HasPrefix(w.status.Text, "Wrote") {
		t.Errorf("status %q, want it in Japanese: %q", w.status.Text, want)
	}
}

// TestSmallGridsWarned: 4 puzzles a page on a 6x9 book make grids 2.3 in
// wide; the summary says so before any export.
func TestSmallGridsWarned(t *testing.T) {
	w := New(test.NewTempApp(t), filled(t), nil)
	defer w.Win.Close()
	w.form.page.SetValue("6x9")
	w.form.pod.SetChecked(true)
	w.form.perPage.SetSelected("4")
	if !strings.Contains(w.summary.Text, "The grids are 2.3 in wide") || !strings.Contains(w.summary.Text, "too small") {
		t.Errorf("summary %q", w.summary.Text)
	}
	w.form.perPage.SetSelected("1")
	if strings.Contains(w.summary.Text, "too small") {
		t.Errorf("one a page on 6x9 warned: %q", w.summary.Text)
	}
}

// TestCustomTrimHintFits: the custom-trim field's hint is read whole in
// the window at its opening size (it was cut off in English and Japanese).
func TestCustomTrimHintFits(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		w := New(test.NewTempApp(t), filled(t), nil)
		w.tabs.SelectIndex(1)
		w.Win.Resize(fyne.NewSize(660, 760))
		e := w.form.customPage
		need := fyne.MeasureText(e.PlaceHolder, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
		if e.Size().Width < need {
			t.Errorf("%s: the hint %q needs %.0f px, the field is %.0f", lang, e.PlaceHolder, need, e.Size().Width)
		}
		w.Win.Close()
	}
	i18n.SetLanguage("en")
}
