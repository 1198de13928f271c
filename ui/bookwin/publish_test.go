package bookwin

import (
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/batch"
	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// chooseInOpenDialog types path into the open dialog on top of win and
// presses its button.
func chooseInOpenDialog(t *testing.T, win fyne.Window, path, action string) {
	t.Helper()
	top := uitest.Top(t, win)
	for _, o := range test.LaidOutObjects(top) {
		if e, ok := o.(*keyrule.Entry); ok {
			e.SetText(path) // the path field: empty, or the folder last used
			break
		}
	}
	test.Tap(uitest.Button(t, top, action))
}

// emptyBook opens the book builder on an empty book saved in a new folder.
func emptyBook(t *testing.T) (w *Window, dir, path string) {
	dir = t.TempDir()
	path = filepath.Join(dir, "book.json")
	w = New(test.NewTempApp(t), &book.Book{}, bookstore.At(path))
	t.Cleanup(w.Win.Close)
	return w, dir, path
}

// TestFillFromDesigns drives "Fill from designs…" as an author does: add a
// saved design through the open dialog, ask for 4 puzzles at Easy and
// Medium, and make them. Each puzzle lands in the book (saved) with the
// design's picture colours, unique and at its level.
func TestFillFromDesigns(t *testing.T) {
	w, dir, path := emptyBook(t)
	w.Win.Resize(fyne.NewSize(700, 800))

	var colors [81]color.NRGBA
	for i := range colors {
		colors[i] = color.NRGBA{200, uint8(i), 40, 255}
	}
	data, _ := design.Marshal(design.Document{Pattern: pattern.Samples()[0].Pattern.String(), Colors: design.FormatColors(colors)})
	heart := filepath.Join(dir, "heart.pictdoku")
	os.WriteFile(heart, data, 0o644)

	test.Tap(w.fill)
	// A folder is no design: refused at once, with the reason.
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Add design…"))
	chooseInOpenDialog(t, w.Win, dir, "Open")
	f := w.fillDialog
	if len(f.designs) != 0 || !strings.Contains(f.problem.Text, "is a folder, not a file") {
		t.Fatalf("a folder as a design: %d designs, %q", len(f.designs), f.problem.Text)
	}
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Add design…"))
	chooseInOpenDialog(t, w.Win, heart, "Open")
	if f.list.Text != "heart.pictdoku" {
		t.Fatalf("designs listed: %q", f.list.Text)
	}
	f.perDesign.SetText("4")
	f.levels[logic.Hard].SetChecked(false)
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Make puzzles"))
	waitIdle(t, w)

	if len(w.Book.Items) != 4 {
		t.Fatalf("%d puzzles added: %s", len(w.Book.Items), w.status.Text)
	}
	levels := map[string]int{}
	for _, it := range w.Book.Items {
		g, _ := sudoku.Parse(it.Puzzle)
		if _, n := exact.Solve(&g); n != 1 {
			t.Fatal("a puzzle without one solution")
		}
		if r := rating.Rate(g, true); r.Level.String() != it.Level {
			t.Errorf("rated %s, labelled %s", r.Level, it.Level)
		}
		if len(it.Colors) != 81 || it.Colors[5] != "#c80528" {
			t.Error("the design's colours were not kept")
		}
		levels[it.Level]++
	}
	if levels["Easy"] != 2 || levels["Medium"] != 2 {
		t.Errorf("levels %v", levels)
	}
	if saved, _, _ := bookstore.Open(path); len(saved.Items) != 4 {
		t.Error("the puzzles were not saved")
	}
	if !strings.Contains(w.status.Text, "Added 4 puzzles.") || !strings.Contains(w.summary.Text, "4 puzzles") {
		t.Errorf("status %q, summary %q", w.status.Text, w.summary.Text)
	}
}

// TestExportImagesThroughDialog writes the book as numbered SVGs into a
// folder chosen in the dialog, then refuses to write over them.
func TestExportImagesThroughDialog(t *testing.T) {
	a := test.NewTempApp(t)
	w := New(a, filled(t), nil)
	defer w.Win.Close()
	w.Win.Resize(fyne.NewSize(700, 800))
	dir := filepath.Join(t.TempDir(), "images")
	for round := 0; round < 2; round++ {
		test.Tap(w.images)
		chooseInOpenDialog(t, w.Win, dir, "Export")
		waitIdle(t, w)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "puzzle-*.svg"))
	if len(files) != 3 {
		t.Fatalf("images %v", files)
	}
	if !strings.Contains(w.status.Text, "choose an empty folder") {
		t.Errorf("the second export: %q", w.status.Text)
	}
}

// TestLayoutSettingsMakeThePODBook sets a print-on-demand Japanese book
// with front matter and sections in the Layout tab, and exports it: the
// summary follows every change, and the PDF has bleed and Japanese words.
func TestLayoutSettingsMakeThePODBook(t *testing.T) {
	a := test.NewTempApp(t)
	w := New(a, filled(t), bookstore.At(filepath.Join(t.TempDir(), "book.json")))
	defer w.Win.Close()
	f := &w.form
	f.page.SetValue("6x9")
	for _, c := range []*keyrule.Check{f.pod, f.titlePage, f.howTo, f.contents, f.sections, f.answers} {
		c.SetChecked(true)
	}
	f.lang.SetValue("ja")
	f.imprint.SetText("© 2026 テスト出版")
	s := w.Book.Settings
	if !s.POD || !s.Sections || s.Lang != "ja" || s.PageSize != "6x9" || s.Imprint != "© 2026 テスト出版" {
		t.Fatalf("settings %+v", s)
	}
	if want := "3 puzzles · 24 pages · answers 9 a page"; w.summary.Text != want {
		t.Errorf("summary %q, want %q", w.summary.Text, want)
	}
	f.large.SetChecked(true)
	f.perPage.SetSelected("4")
	if !strings.Contains(w.summary.Text, "Cannot print: 4 puzzles per page: large print has 1 or 2") {
		t.Errorf("summary %q", w.summary.Text)
	}
	f.perPage.SetSelected("1")
	f.large.SetChecked(false) // answers 9 a page again, for the page counts below
	// Too many puzzles for one bound book: said before any export.
	kept := w.Book.Items
	for i := 0; i < 900; i++ {
		w.Book.Items = append(w.Book.Items, kept[0])
	}
	w.refresh()
	if !strings.Contains(w.summary.Text, "a printed book has at most 828") {
		t.Errorf("summary of 903 puzzles: %q", w.summary.Text)
	}
	// 700 puzzles (about 790 pages with answers) fit a 6x9 book on white paper (828), not on cream (776).
	for len(w.Book.Items) > 700 {
		w.Book.Items = w.Book.Items[:len(w.Book.Items)-1]
	}
	w.refresh()
	if strings.Contains(w.summary.Text, "Cannot print") {
		t.Errorf("summary of 700 puzzles on white: %q", w.summary.Text)
	}
	f.paper.SetValue("cream")
	if w.Book.Settings.Paper != "cream" || !strings.Contains(w.summary.Text, "KDP binds at most 776 pages at 6x9 on cream paper") {
		t.Errorf("summary of 700 puzzles on cream: %q", w.summary.Text)
	}
	f.paper.SetValue("white")
	w.Book.Items = kept
	f.large.SetChecked(true)
	f.customPage.SetText("7x10in")
	if w.Book.Settings.PageSize != "7x10in" {
		t.Errorf("custom trim: %q", w.Book.Settings.PageSize)
	}
	out := filepath.Join(t.TempDir(), "book.pdf")
	if err := <-w.Export(out); err != nil {
		t.Fatal(err)
	}
	waitIdle(t, w)
	if !strings.Contains(w.status.Text, "Checked: 24 pages of 7x10in, fonts embedded, ready for print on demand at KDP.") {
		t.Errorf("status after a print-on-demand export: %q", w.status.Text)
	}
	data, _ := os.ReadFile(out)
	facts, err := pdf.ReadFacts(data)
	if err != nil {
		t.Fatal(err)
	}
	if p := facts.PODProblems("7x10in"); len(p) != 0 {
		t.Errorf("not ready for print on demand: %v", p)
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		text, _ := exec.Command("pdftotext", out, "-").Output()
		for _, want := range []string{"遊び方", "目次", "上級", "解答", "© 2026 テスト出版"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("the book lacks %q", want)
			}
		}
	}
	// The settings come back with the book.
	if b, _, _ := bookstore.Open(w.Store.Path()); !b.Settings.LargePrint || b.Settings.PageSize != "7x10in" {
		t.Errorf("reloaded settings %+v", b.Settings)
	}
}

// TestFillCancelKeepsPuzzles: Cancel during a long fill stops it, and
// every puzzle made so far stays in the book, saved.
func TestFillCancelKeepsPuzzles(t *testing.T) {
	w, dir, path := emptyBook(t)
	heart := filepath.Join(dir, "heart.txt")
	os.WriteFile(heart, []byte(pattern.Samples()[0].Pattern.Lines()), 0o644)
	d, err := batch.Load(heart)
	if err != nil {
		t.Fatal(err)
	}
	done := w.Fill([]batch.Design{d}, 100000, []logic.Level{logic.Easy})
	if w.export.Text != "Cancel" || !w.fill.Disabled() {
		t.Fatalf("during a fill: export button %q, fill disabled %v", w.export.Text, w.fill.Disabled())
	}
	for n := 0; n < 2; { // no time limit: go test's -timeout stops a hang
		time.Sleep(10 * time.Millisecond)
		fyne.DoAndWait(func() { n = len(w.Book.Items) })
	}
	test.Tap(w.export)
	<-done
	var items int
	var status string
	fyne.DoAndWait(func() { items, status = len(w.Book.Items), w.status.Text })
	if !strings.Contains(status, "Stopped: added the") || w.export.Text != "Export book…" {
		t.Errorf("after Cancel: status %q, button %q", status, w.export.Text)
	}
	if saved, _, _ := bookstore.Open(path); len(saved.Items) != items {
		t.Errorf("%d puzzles in the book, %d saved", items, len(saved.Items))
	}
}
