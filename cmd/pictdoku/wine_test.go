package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/pattern"
)

// TestWindowsAppUnderWine starts the Windows build of the app
// (PICTDOKU_WINE_APP, a Pictdoku.exe) under Wine (WINE, default wine64, in
// the prefix WINEPREFIX) on Xvfb with software GL, waits for its window,
// screenshots the screen and checks that the 9x9 grid of the heart design
// is drawn, as TestRealWindow does for the Linux build, and that the
// design was autosaved where Fyne keeps an app's files on Windows,
// %APPDATA%\fyne\<app ID>; then it kills the app by its process id. scripts/test-windows.sh sets these variables; the
// test is skipped without them. PICTDOKU_WINE_SHOT, if set, names a file
// that receives the screenshot.
func TestWindowsAppUnderWine(t *testing.T) {
	exe := os.Getenv("PICTDOKU_WINE_APP")
	if exe == "" {
		t.Skip("set PICTDOKU_WINE_APP to a Pictdoku.exe (scripts/test-windows.sh does)")
	}
	wine := os.Getenv("WINE")
	if wine == "" {
		wine = "wine64"
	}
	for _, tool := range []string{wine, "Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not installed: run scripts/test-windows.sh", tool)
		}
	}
	display := startXvfb(t)
	env := append(os.Environ(), "DISPLAY="+display, "LIBGL_ALWAYS_SOFTWARE=1", "WINEDEBUG=-all", "LANG=C.UTF-8")

	app := exec.Command(wine, exe) // a new prefix: the heart sample, autosaved
	app.Env = env
	var appOut bytes.Buffer
	app.Stdout, app.Stderr = &appOut, &appOut
	start := time.Now()
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- app.Wait() }()
	defer func() {
		app.Process.Kill() // by its process id: Wine runs the app in this process
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Errorf("the app (pid %d) did not end after SIGKILL", app.Process.Pid)
		}
	}()

	xdotool(t, env, 120*time.Second, "search", "--sync", "--onlyvisible", "--name", "^Pictdoku$")
	t.Logf("window mapped after %v", time.Since(start).Round(time.Millisecond))
	// Software GL under Wine draws its first frames slowly: look again
	// for up to 30 s before calling the grid missing.
	shot := t.TempDir() + "/wine.png"
	for deadline := time.Now().Add(30 * time.Second); ; {
		time.Sleep(2 * time.Second)
		img := screenshot(t, env, shot)
		grid, ok := findGrid(img)
		if ok {
			t.Logf("grid found at %v after %v", grid, time.Since(start).Round(time.Millisecond))
			if w, h := grid.Dx(), grid.Dy(); w < 9*20 || absInt(w-h) > 9 {
				t.Errorf("grid %v: %dx%d px, want a square with cells of 20 px or more", grid, w, h)
			}
			// The heart: r1c1 is empty, r1c2 a clue cell, drawn in another colour.
			cell := grid.Dx() / 9
			at := func(r, c int) rgb { return colorAt(img, grid.Min.X+c*cell+cell/2, grid.Min.Y+r*cell+cell/2) }
			if at(0, 0) == at(0, 1) || at(0, 1) != at(0, 2) {
				t.Errorf("the heart's cells are not drawn: r1c1 %v, r1c2 %v, r1c3 %v", at(0, 0), at(0, 1), at(0, 2))
			}
			keepAs(t, img, os.Getenv("PICTDOKU_WINE_SHOT"))
			break
		}
		if time.Now().After(deadline) {
			keepAs(t, img, os.Getenv("PICTDOKU_WINE_SHOT"))
			t.Fatalf("no 9x9 grid in the screenshot of the app under Wine; app output:\n%s", appOut.String())
		}
	}
	checkAutosave(t, os.Getenv("WINEPREFIX"))
	select {
	case err := <-done:
		t.Fatalf("the app ended by itself (%v); output:\n%s", err, appOut.String())
	default:
	}
	if s := appOut.String(); strings.Contains(s, "panic:") || strings.Contains(s, "fatal error:") {
		t.Errorf("the app reported an error under Wine:\n%s", s)
	}
}

// keepAs writes the screenshot to path, when one is given.
func keepAs(t *testing.T, img image.Image, path string) {
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err == nil {
		err = png.Encode(f, img)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		t.Errorf("keep the screenshot: %v", err)
		return
	}
	t.Logf("screenshot kept in %s", path)
}

// checkAutosave finds the autosaved design in the Wine user's
// AppData\Roaming\fyne\<app ID> and checks it holds the heart sample.
func checkAutosave(t *testing.T, prefix string) {
	t.Helper()
	if prefix == "" {
		t.Log("WINEPREFIX not set: the autosave is not looked for")
		return
	}
	found, _ := filepath.Glob(filepath.Join(prefix, "drive_c", "users", "*", "AppData", "Roaming", "fyne", appID, "autosave.pictdoku"))
	if len(found) != 1 {
		t.Errorf("autosave.pictdoku under %%APPDATA%%\\fyne\\%s: found %q", appID, found)
		return
	}
	data, err := os.ReadFile(found[0])
	if err != nil {
		t.Fatal(err)
	}
	d, err := design.Unmarshal(data)
	if err != nil {
		t.Fatalf("the autosave %s: %v", found[0], err)
	}
	if heart := pattern.Samples()[0]; d.Pattern != heart.Pattern.String() {
		t.Errorf("the autosave holds %s, want the %s sample %s", d.Pattern, heart.Name, heart.Pattern.String())
	}
}
