package designwin

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/opendialog"
	"github.com/pictdoku/pictdoku/ui/savedialog"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
)

// TestSaveDialogTakesATypedAbsolutePath drives Fyne's save dialog: a name
// typed as an absolute path saves there (Fyne glued it to the folder it
// showed: "cannot write /home/me/home/me/books/book.pdf").
func TestSaveDialogTakesATypedAbsolutePath(t *testing.T) {
	w := newWindow(t, "")
	shown, books := t.TempDir(), t.TempDir()
	var got string
	savedialog.Show(w.Win, savedialog.Options{Name: "design.pictdoku", Ext: []string{".pictdoku"}, Dir: shown}, func(p string) { got = p })
	want := filepath.Join(books, "mine.pictdoku")
	uitest.SaveAs(t, w.Win, "design.pictdoku", want, false)
	if got != want {
		t.Errorf("saved to %q, want %q", got, want)
	}
}

// TestOfferedNamesFollowTheWork: the save dialog offers the picture's or
// the design's name, not "design.pictdoku".
func TestOfferedNamesFollowTheWork(t *testing.T) {
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(ringPicture(t))})
	settlePicture(t, w)
	w.showSaveDesign()
	uitest.EntryWithText(t, uitest.Top(t, w.Win), "ring.pictdoku") // fails when the name is not offered
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Cancel"))
	saved := filepath.Join(t.TempDir(), "My heart.pictdoku")
	if err := w.SaveDesign(saved); err != nil {
		t.Fatal(err)
	}
	w.showSaveDesign()
	uitest.EntryWithText(t, uitest.Top(t, w.Win), "My heart.pictdoku")
}

// TestPuzzleMenuItemsFollowThePuzzle: Export, Another puzzle, Play and Add
// puzzle to book are disabled in the menus while there is no puzzle, as
// the buttons are, and enabled once there is one.
func TestPuzzleMenuItemsFollowThePuzzle(t *testing.T) {
	w := newWindow(t, "")
	disabled := func() (labels []string) {
		for _, m := range w.Win.MainMenu().Items {
			for _, it := range m.Items {
				if it.Disabled && it != w.undoItems[0] && it != w.undoItems[1] { // Undo and Redo follow the history (TestMenuUndoFollowsTheHistory)
					labels = append(labels, it.Label)
				}
			}
		}
		return labels
	}
	if got := disabled(); len(got) != 4 {
		t.Fatalf("without a puzzle, disabled: %q", got)
	}
	paste(t, w, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if got := disabled(); len(got) != 0 {
		t.Errorf("with a puzzle, disabled: %q", got)
	}
	tapCell(w, 80) // an edit drops the puzzle
	if got := disabled(); len(got) != 4 {
		t.Errorf("after an edit, disabled: %q", got)
	}
}

// TestReopenedPuzzleShowsAFullBar: a design saved with its puzzle opens
// with the progress bar full (it read 0 %).
func TestReopenedPuzzleShowsAFullBar(t *testing.T) {
	w := newWindow(t, "")
	paste(t, w, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	w2 := reopened(t, w)
	if p := w2.w.progress; w2.Clues().Clues() == 0 || p.Max <= 0 || p.Value != p.Max {
		t.Errorf("reopened: %d clues, progress %v of %v", w2.Clues().Clues(), p.Value, p.Max)
	}
}

// TestTechniqueChoice: choosing a technique in the Generate tab makes
// puzzles whose hardest step is that technique (the Level choice then does
// not apply), and a saved design keeps the choice.
func TestTechniqueChoice(t *testing.T) {
	w := newWindow(t, "")
	p, _ := pattern.Random(26, pattern.None, rand.New(rand.NewPCG(1, 1)))
	w.setPattern(p)
	w.w.technique.SetValue("xy-wing")
	if !w.w.level.Disabled() {
		t.Error("the Level choice still applies with a technique chosen")
	}
	w.w.timeLimit.SetValue("60 s")
	clues := generatedPuzzle(t, w)
	if r := rating.Rate(clues, false); r.Hardest != logic.XYWing || !strings.Contains(w.Result(), "hardest: XY-Wing") {
		t.Errorf("hardest %s, result %q", r.Hardest, w.Result())
	}
	w2 := reopened(t, w)
	if w2.w.technique.Value() != "xy-wing" || !w2.w.level.Disabled() {
		t.Errorf("reopened: technique %q, level disabled %v", w2.w.technique.Value(), w2.w.level.Disabled())
	}
	w2.w.technique.SetValue(techniquechoice.Any)
	if w2.w.level.Disabled() {
		t.Error("Any technique leaves the Level choice disabled")
	}
}

// TestOpenStartsWhereTheDesignWasSaved: after a picture opened from one
// folder and a design saved (through the real save dialog) into another,
// Ctrl+O's field starts in the folder the design went to (it started in
// the picture's).
func TestOpenStartsWhereTheDesignWasSaved(t *testing.T) {
	w := newWindow(t, "")
	pictures, designs := t.TempDir(), t.TempDir()
	w.App.Preferences().SetString(opendialog.PrefLastFolder, pictures) // the last picture's folder
	w.App.Preferences().SetString(savedialog.PrefLastFolder, designs)
	w.showSaveDesign()
	uitest.SaveAs(t, w.Win, "design.pictdoku", "mine.pictdoku", false)
	if _, err := os.Stat(filepath.Join(designs, "mine.pictdoku")); err != nil {
		t.Fatal(err)
	}
	w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault})
	uitest.EntryWithText(t, uitest.Top(t, w.Win), designs+string(filepath.Separator)) // fails the test when no field holds it
}

// TestOpenStartsBesideAHandedFile: a picture dropped on the window, or
// named on the command line (a path relative to the working folder), makes
// Ctrl+O's field start in that picture's folder, as one chosen in the
// dialog does; before, it kept the folder of the last file chosen there.
func TestOpenStartsBesideAHandedFile(t *testing.T) {
	w := newWindow(t, "")
	w.App.Preferences().SetString(opendialog.PrefLastFolder, t.TempDir()) // an older folder
	ctrlO := func() {
		w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault})
	}

	dropped := ringPicture(t)
	w.Dropped([]fyne.URI{storage.NewFileURI(dropped)})
	settlePicture(t, w)
	ctrlO()
	uitest.EntryWithText(t, uitest.Top(t, w.Win), filepath.Dir(dropped)+string(filepath.Separator))
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), "Cancel"))

	named := ringPicture(t)
	t.Chdir(filepath.Dir(named))
	w.Open(filepath.Base(named)) // what cmd/pictdoku does with its argument
	settlePicture(t, w)
	ctrlO()
	uitest.EntryWithText(t, uitest.Top(t, w.Win), filepath.Dir(named)+string(filepath.Separator))
}
