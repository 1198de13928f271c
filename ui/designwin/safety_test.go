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

	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
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
	tapCell(w, 40) // an edit, which autosaves when autosave is on
	if got, _ := os.ReadFile(autosave); !bytes.Equal(got, damaged) {
		t.Fatalf("the damaged autosave was overwritten")
	}
	if w.AutosavePath != "" || !strings.Contains(w.Result(), "autosave is off") {
		t.Errorf("autosave path %q, result %q", w.AutosavePath, w.Result())
	}
}

// TestPastedSheetHasNoSeed: a pasted puzzle was printed as "seed 1"; it
// has no seed, so its sheet says none.
func TestPastedSheetHasNoSeed(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext not installed")
	}
	w := newWindow(t, "")
	if err := w.PastePuzzle("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"); err != nil {
		t.Fatal(err)
	}
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
