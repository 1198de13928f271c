package designwin

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/internal/corpus"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/savedialog"
	"github.com/pictdoku/pictdoku/ui/tooltip"
)

// TestUnreadableAutosaveKept: an autosave written by a newer Pictdoku, or
// damaged, used to be replaced by the sample at start-up. Now it is copied
// aside first and the result line says where.
func TestUnreadableAutosaveKept(t *testing.T) {
	for name, content := range map[string]string{
		"newer":   `{"version": 99, "pattern": "` + strings.Repeat(".", 81) + `"}`,
		"damaged": `{"version": 1, "pattern": "XX`,
	} {
		t.Run(name, func(t *testing.T) {
			autosave := filepath.Join(t.TempDir(), "autosave.pictdoku")
			os.WriteFile(autosave, []byte(content), 0o644)
			w := newWindow(t, autosave)
			if kept, _ := os.ReadFile(autosave + ".bak"); string(kept) != content {
				t.Fatalf("the autosave was not kept: %q", kept)
			}
			if r := w.Result(); !strings.Contains(r, "could not be read") || !strings.Contains(r, "autosave.pictdoku.bak") {
				t.Errorf("result line: %q", r)
			}
		})
	}
}

// TestAutosaveNotOverwrittenWithoutCopy: when no copy can be kept (the
// folder is full, or read-only), autosave stays off and the file is left.
func TestAutosaveNotOverwrittenWithoutCopy(t *testing.T) {
	dir := t.TempDir()
	autosave := filepath.Join(dir, "autosave.pictdoku")
	damaged := []byte(`{"version": 1, "pattern": "XX` + strings.Repeat(" ", 4000))
	if os.Getuid() == 0 {
		if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).CombinedOutput(); err != nil {
			t.Skipf("cannot mount a tmpfs: %v %s", err, out)
		}
		defer exec.Command("umount", dir).Run()
		os.WriteFile(autosave, damaged, 0o644)
		filler, _ := os.Create(filepath.Join(dir, "filler"))
		for {
			if _, err := filler.Write(make([]byte, 4096)); err != nil {
				break
			}
		}
		filler.Close()
	} else {
		os.WriteFile(autosave, damaged, 0o644)
		os.Chmod(dir, 0o500)
		defer os.Chmod(dir, 0o700)
	}
	w := New(test.NewTempApp(t), heart(), autosave)
	defer w.Win.Close()
	if !strings.Contains(w.Result(), "autosave is off") || !strings.Contains(strings.Join(uitest.Texts(uitest.Top(t, w.Win)), " "), "autosave is off") {
		t.Errorf("the notice is not on screen: %q", w.Result())
	}
	tapCell(w, 40) // an edit, which autosaves when autosave is on
	if got, _ := os.ReadFile(autosave); !bytes.Equal(got, damaged) {
		t.Fatalf("the damaged autosave was overwritten")
	}
	if w.AutosavePath != "" {
		t.Errorf("autosave path %q", w.AutosavePath)
	}
}

// TestPastedSheetHasNoSeed: a pasted puzzle was printed as "seed 1"; it
// has no seed, so its sheet says none.
func TestPastedSheetHasNoSeed(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	w := newWindow(t, "")
	paste(t, w, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	sheet := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := w.ExportSheet(sheet, "Amber", false, false); err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command("pdftotext", sheet, "-").Output()
	if strings.Contains(string(out), "seed") || !strings.Contains(string(out), "No. 1") {
		t.Fatalf("sheet text: %q", out)
	}
}

// TestPreferencesKeepDarkHighlight: saving Preferences under the dark
// theme used to set the light theme's pale amber behind white digits.
func TestPreferencesKeepDarkHighlight(t *testing.T) {
	w := newWindow(t, "")
	w.App.Preferences().SetString(PrefTheme, "dark")
	ApplyTheme(w.App)
	w.showPreferences()
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), i18n.T("Save")))
	if w.Grid.Highlight != nil {
		t.Fatalf("highlight after saving Preferences: %v, want the theme's own", w.Grid.Highlight)
	}
}

// TestPreferencesKeepTheWindowsLevel: saving Preferences (to switch the
// language, say) set the window's level and clue count back to the
// defaults, so the next Generate made a Hard puzzle where Extreme was
// chosen; a default the author changes there still applies.
func TestPreferencesKeepTheWindowsLevel(t *testing.T) {
	w := newWindow(t, "")
	w.w.level.SetValue("Extreme")
	w.w.randomCount.SetSelected("33")
	w.showPreferences()
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), i18n.T("Save")))
	if w.levelChosen() != "Extreme" || w.w.randomCount.Selected != "33" {
		t.Fatalf("after saving Preferences unchanged: level %q, clues %q, want Extreme and 33", w.levelChosen(), w.w.randomCount.Selected)
	}
	w.showPreferences()
	form := uitest.Top(t, w.Win)
	uitest.Choice(t, form, i18n.T("Hard")).SetValue("Easy")
	test.Tap(uitest.Button(t, form, i18n.T("Save")))
	if w.levelChosen() != "Easy" {
		t.Fatalf("after choosing Easy as the default level: %q", w.levelChosen())
	}
}

// TestResultLineVisibleAt800x600: the result line was cut off below 640
// pixels of height.
func TestResultLineVisibleAt800x600(t *testing.T) {
	w := newWindow(t, "")
	w.Win.Resize(fyne.NewSize(800, 600))
	w.Win.Content().Refresh()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(w.w.result)
	if bottom := pos.Y + w.w.result.Size().Height; bottom > w.Win.Canvas().Size().Height || w.w.result.Size().Height <= 0 {
		t.Fatalf("the result line ends at %.0f of %.0f", bottom, w.Win.Canvas().Size().Height)
	}
}

// TestRemovePicture: a picture can be taken away (by its button, Clear or
// a sample design), and a new picture replaces the old one in the grid.
func TestRemovePicture(t *testing.T) {
	dir := t.TempDir()
	pics := corpus.Build(corpus.Silhouettes()[:2], 2)
	var paths []string
	for _, p := range pics {
		path := filepath.Join(dir, p.Name)
		os.WriteFile(path, p.Data, 0o644)
		paths = append(paths, path)
	}
	w := newWindow(t, "")
	w.OpenPicture(paths[0])
	settlePicture(t, w)
	first := w.Grid.Picture
	w.OpenPicture(paths[1])
	settlePicture(t, w)
	if w.Grid.Picture == nil || w.Grid.Picture == first {
		t.Fatal("the second picture does not replace the first in the grid")
	}
	if w.w.removePicture.Disabled() {
		t.Fatal("Remove picture is disabled with a picture shown")
	}
	kept := w.pattern
	test.Tap(w.w.removePicture)
	if w.Grid.Picture != nil || w.pictureRes != nil || w.pattern != kept || !w.w.removePicture.Disabled() {
		t.Fatalf("after Remove picture: picture %v, pattern kept %v", w.Grid.Picture != nil, w.pattern == kept)
	}
	w.OpenPicture(paths[0])
	settlePicture(t, w)
	w.Clear()
	if w.Grid.Picture != nil || w.pattern.Count() != 0 {
		t.Fatal("Clear kept the picture")
	}
	w.OpenPicture(paths[0])
	settlePicture(t, w)
	w.w.samples.SetValue(pattern.Samples()[1].Name)
	if w.Grid.Picture != nil || w.pattern != pattern.Samples()[1].Pattern {
		t.Fatal("a sample design kept the picture")
	}
	// The sample list stops naming the sample once the pattern is edited.
	tapCell(w, 40)
	if w.w.samples.Value() != "" {
		t.Errorf("the sample list still names %q after an edit", w.w.samples.Value())
	}
}

// TestStateStaysTrue: each fact on screen follows the state it describes.
func TestStateStaysTrue(t *testing.T) {
	dir := t.TempDir()
	w := newWindow(t, "")
	w.BookPath = filepath.Join(dir, "book.json")
	w.w.timeLimit.SetValue("60 s")
	w.Generate()
	waitIdle(t, w)
	if w.Clues().Clues() == 0 {
		t.Fatalf("no puzzle: %s", w.Result())
	}
	if w.w.progress.Value != w.w.progress.Max || w.w.progressNote.Text != "Puzzle 1 of 1" || w.w.play.Disabled() || w.w.addToBook.Disabled() {
		t.Fatalf("with a puzzle: progress %v/%v %q, play disabled %v", w.w.progress.Value, w.w.progress.Max, w.w.progressNote.Text, w.w.play.Disabled())
	}
	// The book window's count follows puzzles added from here.
	bw := w.ShowBook()
	w.AddToBook()
	if len(bw.Book.Items) != 1 || !strings.Contains(strings.Join(uitest.Texts(bw.Win.Content()), " "), "1 puzzle") {
		t.Errorf("book window: %d items, texts %q", len(bw.Book.Items), uitest.Texts(bw.Win.Content()))
	}
	// An edit wipes the puzzle, and everything that spoke of it.
	rating := w.Result()
	tapCell(w, 40)
	if w.w.progress.Value != 0 || w.w.progressNote.Text != "" || !w.w.play.Disabled() || !w.w.addToBook.Disabled() || w.Result() == rating {
		t.Fatalf("after an edit: progress %v %q, play disabled %v, result %q", w.w.progress.Value, w.w.progressNote.Text, w.w.play.Disabled(), w.Result())
	}
	// A cancelled run leaves no full bar.
	w.w.timeLimit.SetValue("60 s")
	w.Clear()
	w.Generate()
	w.Cancel()
	waitIdle(t, w)
	if w.w.progress.Value != 0 {
		t.Errorf("after Cancel the bar shows %v", w.w.progress.Value)
	}

	// Picture: the automatic threshold is what the slider shows, and
	// Re-derive takes back "Your edits are kept".
	pic := filepath.Join(dir, "p.png")
	p := corpus.Build(corpus.Silhouettes()[:1], 1)[0]
	os.WriteFile(pic, p.Data, 0o644)
	w.OpenPicture(pic)
	settlePicture(t, w)
	if int(w.w.thresholdSlider.Value) != w.pictureRes.Threshold {
		t.Errorf("slider %v, automatic threshold %d", w.w.thresholdSlider.Value, w.pictureRes.Threshold)
	}
	desc := w.w.pictureNote.Text
	tapCell(w, 0)
	w.w.edges.SetChecked(true)
	if !strings.Contains(w.w.pictureNote.Text, "Your edits are kept") {
		t.Fatalf("note after an edit: %q", w.w.pictureNote.Text)
	}
	test.Tap(w.w.rederive)
	if w.w.pictureNote.Text != desc {
		t.Errorf("note after Re-derive: %q, want %q", w.w.pictureNote.Text, desc)
	}
}

// TestToolbarTipsMenusAndConfirmations: toolbar icons say what they do on
// hover; menus show their shortcuts; saving, exporting and copying say so.
func TestToolbarTipsMenusAndConfirmations(t *testing.T) {
	w := newWindow(t, "")
	// The pointer as the driver moves it: onto the save icon, then
	// straight onto the open icon beside it (with pop-up tips the second
	// never got the pointer: the first tip's overlay took every event).
	open, save := w.w.tools[0], w.w.tools[1]
	iconAt := func(a *tooltip.Action) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(a.ToolbarObjectShown()).Add(fyne.NewPos(8, 8))
	}
	test.MoveMouse(w.Win.Canvas(), iconAt(save))
	if save.Current == nil || !strings.Contains(strings.Join(uitest.Texts(save.Current), " "), "Save design (Ctrl+S)") {
		t.Fatal("no tooltip on the save icon")
	}
	test.MoveMouse(w.Win.Canvas(), iconAt(open))
	if save.Current != nil || open.Current == nil || !strings.Contains(strings.Join(uitest.Texts(open.Current), " "), "Open design (Ctrl+O)") {
		t.Fatalf("after jumping to the open icon: save tip %v, open tip %v", save.Current != nil, open.Current != nil)
	}
	test.MoveMouse(w.Win.Canvas(), fyne.NewPos(500, 400))
	if open.Current != nil {
		t.Fatal("the tooltip stays after the pointer leaves")
	}
	shortcuts := map[string]string{}
	for _, m := range w.mainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil {
				shortcuts[it.Label] = it.Shortcut.ShortcutName()
			}
		}
	}
	for _, label := range []string{"Save design…", "Open design…", "Export PDF sheet…", "Generate", "Undo", "Redo"} {
		if shortcuts[label] == "" {
			t.Errorf("menu item %q shows no shortcut", label)
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "d.pictdoku")
	w.App.Preferences().SetString(savedialog.PrefLastFolder, dir)
	w2 := newWindow(t, "")
	w2.App.Preferences().SetString(savedialog.PrefLastFolder, dir)
	w2.showSaveDesign()
	uitest.SaveAs(t, w2.Win, "design.pictdoku", "d.pictdoku", false)
	if w2.Result() != "Saved "+path+"." {
		t.Errorf("after saving: %q", w2.Result())
	}
	// Saved with a puzzle shown, the result line keeps its level below
	// the notice (the notice replaced it), and the next message replaces
	// the notice rather than piling up under it.
	paste(t, w2, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	waitRated(w2)
	rated := w2.Result()
	w2.showSaveDesign()
	uitest.SaveAs(t, w2.Win, "d.pictdoku", "d.pictdoku", true)
	if want := "Saved " + path + ".\n" + rated; w2.Result() != want {
		t.Errorf("after saving a rated puzzle: %q, want %q", w2.Result(), want)
	}
	w2.Undo()
	if strings.Contains(w2.Result(), "Saved") {
		t.Errorf("after Undo: %q still says the save", w2.Result())
	}
	w2.CopyPuzzle()
	if !strings.HasPrefix(w2.Result(), "Copied the pattern") {
		t.Errorf("after copying: %q", w2.Result())
	}
}

// TestOpenByPath: the open dialogs take a typed path (Fyne's file dialog
// has no path field), and start in the folder last opened from.
func TestOpenByPath(t *testing.T) {
	dir := t.TempDir()
	pic := filepath.Join(dir, "p.png")
	os.WriteFile(pic, corpus.Build(corpus.Silhouettes()[:1], 1)[0].Data, 0o644)
	w := newWindow(t, "")
	w.showOpenPicture()
	path := uitest.EntryWithText(t, uitest.Top(t, w.Win), "")
	path.SetText(pic)
	path.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter opens
	settlePicture(t, w)
	if w.pictureRes == nil || w.Grid.Picture == nil {
		t.Fatal("the typed path did not open the picture")
	}
	w.showOpenDesign()
	if uitest.EntryWithText(t, uitest.Top(t, w.Win), dir+string(filepath.Separator)) == nil {
		t.Fatal("the next open does not start in the last folder")
	}
}

// TestReplaceQuestionInJapanese: saving over a file asks in the app's
// language (Fyne's own "Overwrite?" is English only and no longer shows).
func TestReplaceQuestionInJapanese(t *testing.T) {
	w := newWindow(t, "")
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if err := w.SwitchLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "mine.pictdoku"), []byte("{}"), 0o644)
	w.App.Preferences().SetString(savedialog.PrefLastFolder, dir)
	w.showSaveDesign()
	dlg := uitest.Top(t, w.Win)
	uitest.EntryWithText(t, dlg, "design.pictdoku").SetText("mine.pictdoku")
	test.Tap(uitest.Button(t, dlg, "保存"))
	ask := strings.Join(uitest.Texts(uitest.Top(t, w.Win)), " ")
	if !strings.Contains(ask, "mine.pictdokuは既にあります") {
		t.Fatalf("the replace question: %q", ask)
	}
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "はい"))
	if data, _ := os.ReadFile(filepath.Join(dir, "mine.pictdoku")); len(data) < 10 {
		t.Fatal("the design was not saved after the answer")
	}
}

// TestDefaultLevelIsExact: the level picked is the level generated, unless
// the author unticks "Exactly this level".
func TestDefaultLevelIsExact(t *testing.T) {
	w := New(test.NewTempApp(t), heart(), "")
	defer w.Win.Close()
	opt := w.generateOptions()
	if !w.w.exact.Checked || !opt.HasTarget || opt.Target.String() != w.w.level.Value() {
		t.Fatalf("exact %v, target %v %v, level %q", w.w.exact.Checked, opt.HasTarget, opt.Target, w.w.level.Value())
	}
	w.w.exact.SetChecked(false)
	if w.generateOptions().HasTarget {
		t.Fatal("unticked: still exactly")
	}
}

// TestBookKeepsPictureColours: a puzzle made from a picture goes into the
// book with the picture's cell colours, for books printed in them.
func TestBookKeepsPictureColours(t *testing.T) {
	dir := t.TempDir()
	p := corpus.Build(corpus.Silhouettes()[:1], 1)[0]
	pic := filepath.Join(dir, p.Name)
	os.WriteFile(pic, p.Data, 0o644)
	w := newWindow(t, "")
	w.BookPath = filepath.Join(dir, "book.json")
	w.OpenPicture(pic)
	settlePicture(t, w)
	onUIWait(func() { w.w.timeLimit.SetValue("60 s") }) // it works the looks out again: between two of their reports
	w.Generate()
	waitIdle(t, w)
	if w.Clues().Clues() == 0 || w.pictureRes == nil {
		t.Fatalf("no puzzle on the picture: %s", w.Result())
	}
	w.AddToBook()
	b, _, _ := bookstore.Open(w.BookPath)
	if len(b.Items) != 1 || len(b.Items[0].Colors) != 81 {
		t.Fatalf("book items %+v", b.Items)
	}
	if want := design.FormatColors(w.pictureRes.Colors); b.Items[0].Colors[40] != want[40] {
		t.Errorf("colour of r5c5 %s, want %s", b.Items[0].Colors[40], want[40])
	}
}
