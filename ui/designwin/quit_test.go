package designwin

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
)

// TestQuitAfterFailedAutosave: the autosave's folder stops taking files
// (here its name becomes a plain file, as a full or read-only disk would
// refuse). Ctrl+Q used to close the window at once, losing the changes
// since the last autosave. Now it tries again and, while that fails,
// asks; once the disk takes files again it quits with the design saved.
func TestQuitAfterFailedAutosave(t *testing.T) {
	w, folder, closed := windowWithAutosave(t)

	os.RemoveAll(folder)
	os.WriteFile(folder, []byte("not a folder"), 0o644)
	tapCell(w, 0)
	w.FlushAutosave()
	if !strings.Contains(w.Result(), "Autosave failed") {
		t.Fatalf("result: %q", w.Result())
	}
	ctrlQ := func() {
		w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	}
	ctrlQ()
	if *closed || w.quitDialog == nil || w.Win.Canvas().Overlays().Top() == nil {
		t.Fatalf("Ctrl+Q after a failed autosave: closed %v, question shown %v", *closed, w.quitDialog != nil)
	}
	if texts := strings.Join(uitest.Texts(w.Win.Canvas().Overlays().Top()), " | "); !strings.Contains(texts, "not a directory") || !strings.Contains(texts, "Quit without saving") {
		t.Errorf("the question: %s", texts)
	}
	w.quitDialog.Hide() // Cancel

	// The window's close button asks the same.
	w.quitDialog = nil
	w.Quit()
	if *closed || w.quitDialog == nil {
		t.Fatal("the close button after a failed autosave closed without asking")
	}
	w.quitDialog.Hide()

	// The folder is back: Ctrl+Q autosaves and quits.
	os.Remove(folder)
	os.Mkdir(folder, 0o755)
	ctrlQ()
	if !*closed {
		t.Fatal("Ctrl+Q did not quit once the autosave worked")
	}
	data, err := os.ReadFile(filepath.Join(folder, "autosave.pictdoku"))
	if err != nil || !strings.Contains(string(data), "X") {
		t.Fatalf("the design was not autosaved on quit: %v", err)
	}
}

// TestAutosaveFailureInJapanese: the failure reads wholly in Japanese,
// the system's reason included (it was English inside a Japanese line).
func TestAutosaveFailureInJapanese(t *testing.T) {
	if err := i18n.SetLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i18n.SetLanguage("en") })
	dir := t.TempDir()
	blocker := filepath.Join(dir, "file")
	os.WriteFile(blocker, nil, 0o644)
	w := New(test.NewTempApp(t), heart(), filepath.Join(blocker, "autosave.pictdoku"))
	defer w.Win.Close()
	tapCell(w, 0)
	w.FlushAutosave()
	got := w.Result()
	if !strings.HasPrefix(got, "自動保存に失敗しました") || strings.Contains(got, "not a directory") || strings.Contains(got, "cannot write") {
		t.Fatalf("result %q: English left in the Japanese interface", got)
	}
}

// TestQuitClosesEveryWindow: Ctrl+Q with the book builder and a play
// window open ends the app: every window closes (Quit closed the design
// window alone, and the process lived on with the book builder).
func TestQuitClosesEveryWindow(t *testing.T) {
	a := test.NewTempApp(t)
	titles := func() (out []string) {
		for _, win := range a.Driver().AllWindows() {
			out = append(out, win.Title())
		}
		return out
	}
	before := len(titles()) // the test driver's own
	w := New(a, heart(), "")
	w.BookPath = filepath.Join(t.TempDir(), "book.json")
	paste(t, w, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	w.ShowBook()
	w.Play()
	if open := titles(); len(open) != before+3 {
		t.Fatalf("windows open: %q, want the design, book and play windows", open)
	}
	w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	if left := titles(); len(left) != before {
		t.Fatalf("Ctrl+Q left %q open", left)
	}
}

// TestBookSaveRetried: the book list's folder stops taking files (its
// name becomes a plain file). Add to book says the puzzle was not added,
// and once the folder is back, Add to book adds it and book.json holds
// it (the puzzle stayed in the list in memory, and the second Add said
// "already in the book" while book.json lacked it). A change made in the
// book builder meanwhile is saved by Quit, which asks while the save
// still fails.
func TestBookSaveRetried(t *testing.T) {
	a := test.NewTempApp(t)
	w := New(a, heart(), "")
	folder := filepath.Join(t.TempDir(), "profile")
	os.Mkdir(folder, 0o755)
	w.BookPath = filepath.Join(folder, "book.json")
	paste(t, w, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	breakFolder := func() {
		os.RemoveAll(folder)
		os.WriteFile(folder, []byte("not a folder"), 0o644)
	}
	mendFolder := func() {
		os.Remove(folder)
		os.Mkdir(folder, 0o755)
	}
	bw := w.ShowBook()
	breakFolder()
	test.Tap(w.w.addToBook)
	if !strings.HasPrefix(w.Result(), "The puzzle was not added") || len(bw.Book.Items) != 0 {
		t.Fatalf("with the folder gone: %q, %d puzzles listed", w.Result(), len(bw.Book.Items))
	}
	mendFolder()
	test.Tap(w.w.addToBook)
	data, _ := os.ReadFile(w.BookPath)
	if !strings.HasPrefix(w.Result(), "Added to the book (1 puzzle).") || !strings.Contains(string(data), w.Clues().String()) {
		t.Fatalf("with the folder back: %q; book.json holds the puzzle: %v", w.Result(), strings.Contains(string(data), w.Clues().String()))
	}

	// A title typed in the book builder while the folder is gone.
	breakFolder()
	tabsOf(t, bw.Win).SelectIndex(1)
	title := uitest.EntryWithText(t, bw.Win.Canvas().Content(), "")
	test.Type(title, "Hearts")
	closed := new(bool)
	w.Win.SetOnClosed(func() { *closed = true })
	ctrlQ := func() {
		w.Win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	}
	ctrlQ()
	if *closed || w.quitDialog == nil {
		t.Fatal("Ctrl+Q quit with the book's change unsaved")
	}
	if texts := strings.Join(uitest.Texts(w.Win.Canvas().Overlays().Top()), " | "); !strings.Contains(texts, "The book list could not be saved") {
		t.Errorf("the question: %s", texts)
	}
	w.quitDialog.Hide()
	mendFolder()
	ctrlQ()
	if !*closed {
		t.Fatal("Ctrl+Q did not quit once the book list could be saved")
	}
	if data, _ := os.ReadFile(w.BookPath); !strings.Contains(string(data), `"title": "Hearts"`) {
		t.Errorf("Quit did not save the book's new title:\n%s", data)
	}
}

// TestCtrlQInThePlayAndBookWindows: Ctrl+Q quits from the play and book
// windows too (the play window's did nothing), and the question after a
// failed autosave shows on the window Ctrl+Q was pressed in: on the
// design window it stayed hidden under the book window where no window
// manager raises it.
func TestCtrlQInThePlayAndBookWindows(t *testing.T) {
	w, folder, closed := windowWithAutosave(t)
	generatedPuzzle(t, w)
	pw, bw := w.Play(), w.ShowBook()
	ctrlQ := func(win fyne.Window) {
		win.Canvas().(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault})
	}

	os.RemoveAll(folder)
	os.WriteFile(folder, []byte("not a folder"), 0o644)
	tapCell(w, 0)
	w.FlushAutosave()
	for _, win := range []fyne.Window{pw.Win, bw.Win} {
		w.quitDialog = nil
		ctrlQ(win)
		if *closed || w.quitDialog == nil {
			t.Fatalf("Ctrl+Q in %q after a failed autosave: closed %v, asked %v", win.Title(), *closed, w.quitDialog != nil)
		}
		top := win.Canvas().Overlays().Top()
		if top == nil || !strings.Contains(strings.Join(uitest.Texts(top), " | "), "Quit without saving") {
			t.Errorf("Ctrl+Q in %q: the question is not on that window", win.Title())
		}
		if w.Win.Canvas().Overlays().Top() != nil {
			t.Errorf("Ctrl+Q in %q: the question shows on the design window", win.Title())
		}
		test.Tap(uitest.Button(t, top, "Cancel"))
	}

	os.Remove(folder)
	os.Mkdir(folder, 0o755)
	ctrlQ(pw.Win)
	if !*closed {
		t.Fatal("Ctrl+Q in the play window did not quit once the autosave worked")
	}
}

// windowWithAutosave opens a design window whose autosave goes to
// folder, a folder of its own; closed tells whether the window has closed
// (it is closed at the test's end otherwise).
func windowWithAutosave(t *testing.T) (w *Window, folder string, closed *bool) {
	folder = filepath.Join(t.TempDir(), "profile")
	os.Mkdir(folder, 0o755)
	w = New(test.NewTempApp(t), heart(), filepath.Join(folder, "autosave.pictdoku"))
	closed = new(bool)
	w.Win.SetOnClosed(func() { *closed = true })
	t.Cleanup(func() {
		if !*closed {
			w.Win.Close()
		}
	})
	return w, folder, closed
}
