package main

import (
	"bufio"
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pictdoku/pictdoku/engine/design"
)

// TestRealWindow starts the app in a real GLFW window under Xvfb with
// software GL, screenshots it, checks that the grid is drawn, clicks a cell
// and checks that it changed, then closes the app with Ctrl+Q. It runs when
// PICTDOKU_SMOKE=1 (the README's test command sets it) or CI=true.
func TestRealWindow(t *testing.T) {
	if os.Getenv("PICTDOKU_SMOKE") != "1" && os.Getenv("CI") != "true" {
		t.Skip("set PICTDOKU_SMOKE=1 to run the real-window test (needs Xvfb, xdotool, ImageMagick)")
	}
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not installed: run scripts/deps.sh", tool)
		}
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "pictdoku")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	display := startXvfb(t)
	env := append(os.Environ(), "DISPLAY="+display, "LIBGL_ALWAYS_SOFTWARE=1", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "LANG=C.UTF-8")

	app := exec.Command(bin)
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
		if app.ProcessState == nil {
			app.Process.Kill()
		}
	}()

	// The waits below have no time limit, which would fail a busy
	// machine: they look again until what they wait for is on the screen,
	// or fail at once if the app ends; go test's -timeout stops a hang.
	win := xdotool(t, env, 0, "search", "--sync", "--onlyvisible", "--name", "^Pictdoku$")
	win = strings.Fields(win)[0]
	t.Logf("window mapped after %v", time.Since(start).Round(time.Millisecond))
	var before image.Image
	var grid image.Rectangle
	for tries := 0; ; tries++ { // the first frames take a while with software GL
		before = screenshot(t, env, filepath.Join(dir, "before.png"))
		var ok bool
		if grid, ok = findGrid(before); ok {
			break
		}
		if tries%20 == 19 {
			keep(t, before, "smoke-before.png")
			t.Logf("no 9x9 grid on the screen yet (%s): looking again", time.Since(start).Round(time.Second))
		}
		stillRunning(t, done, &appOut)
		time.Sleep(300 * time.Millisecond)
	}
	t.Logf("grid found at %v after %v", grid, time.Since(start).Round(time.Millisecond))

	// Cell r1c1 is empty in the heart sample: a click makes it a clue cell.
	cell := grid.Dx() / 9
	x, y := grid.Min.X+cell/2, grid.Min.Y+cell/2
	xdotool(t, env, 0, "mousemove", strconv.Itoa(x), strconv.Itoa(y), "click", "1")
	// The click is taken, and the autosave written half a second after
	// it, when the design on disk has r1c1.
	profile := filepath.Join(dir, "config", "fyne", "io.github.pictdoku")
	var first []byte
	for {
		first, _ = os.ReadFile(filepath.Join(profile, "autosave.pictdoku"))
		if d, err := design.Unmarshal(first); err == nil && strings.HasPrefix(d.Pattern, "X") {
			break
		}
		stillRunning(t, done, &appOut)
		time.Sleep(100 * time.Millisecond)
	}
	// The design has r1c1: the cell on the screen changes with the next
	// frames.
	var after image.Image
	for tries := 0; ; tries++ {
		after = screenshot(t, env, filepath.Join(dir, "after.png"))
		if colorAt(before, x, y) != colorAt(after, x, y) {
			break
		}
		if tries%20 == 19 {
			keep(t, after, "smoke-after.png")
			t.Logf("r1c1 at (%d,%d) is in the design but not yet on the screen (%v): looking again", x, y, colorAt(after, x, y))
		}
		stillRunning(t, done, &appOut)
		time.Sleep(300 * time.Millisecond)
	}
	// Another cell, not clicked, is unchanged.
	ox, oy := grid.Min.X+4*cell+cell/2, grid.Min.Y+4*cell+cell/2
	if colorAt(before, ox, oy) != colorAt(after, ox, oy) {
		t.Errorf("cell r5c5 changed without a click")
	}

	// A second Pictdoku on the same profile takes an autosave of its own:
	// before, it wrote the first one's autosave.pictdoku over.
	second := exec.Command(bin)
	second.Env = env
	var secondOut bytes.Buffer
	second.Stdout, second.Stderr = &secondOut, &secondOut
	if err := second.Start(); err != nil {
		t.Fatal(err)
	}
	defer second.Process.Kill()
	secondDone := make(chan error, 1)
	go func() { secondDone <- second.Wait() }()
	for {
		if _, err := os.Stat(filepath.Join(profile, "autosave-2.pictdoku")); err == nil {
			break
		}
		stillRunning(t, secondDone, &secondOut)
		time.Sleep(200 * time.Millisecond)
	}
	second.Process.Signal(syscall.SIGTERM)
	<-secondDone
	if now, _ := os.ReadFile(filepath.Join(profile, "autosave.pictdoku")); !bytes.Equal(now, first) {
		t.Error("the second instance changed the first one's autosave")
	}

	xdotool(t, env, 0, "windowfocus", "--sync", win, "key", "ctrl+q")
	if err := <-done; err != nil { // an app that ignores Ctrl+Q hangs here, until go test's -timeout
		t.Fatalf("app exited with %v; output:\n%s", err, appOut.String())
	}
	if strings.Contains(appOut.String(), "Error parsing user locale") {
		t.Errorf("the C locale should fall back to English quietly; output:\n%s", appOut.String())
	}
}

// startXvfb starts a virtual display on a number Xvfb picks itself
// (-displayfd), so stale sockets of killed runs cannot block it, and stops
// it with SIGTERM, which lets Xvfb remove its lock file and socket.
func startXvfb(t *testing.T) string {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x900x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w} // fd 3 in Xvfb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	select {
	case n := <-got:
		if _, err := strconv.Atoi(n); err != nil {
			t.Fatalf("Xvfb did not report its display (got %q)", n)
		}
		return ":" + n
	case <-time.After(10 * time.Second):
		t.Fatal("Xvfb did not start within 10 s")
	}
	return ""
}

// stillRunning fails the test if the app has ended (done has its exit).
func stillRunning(t *testing.T, done chan error, out *bytes.Buffer) {
	t.Helper()
	select {
	case err := <-done:
		done <- err // for the caller that waits for it
		t.Fatalf("the app ended (%v); output:\n%s", err, out.String())
	default:
	}
}

// xdotool runs xdotool with args, within timeout (0: none, for a wait
// such as search --sync that a busy machine may make long).
func xdotool(t *testing.T, env []string, timeout time.Duration, args ...string) string {
	t.Helper()
	ctx, cancel := context.Background(), context.CancelFunc(func() {})
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, timeout)
	}
	defer cancel()
	cmd := exec.CommandContext(ctx, "xdotool", args...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func screenshot(t *testing.T, env []string, path string) image.Image {
	t.Helper()
	cmd := exec.Command("import", "-window", "root", path)
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// keep copies a failing screenshot next to the test for inspection.
func keep(t *testing.T, img image.Image, name string) {
	keepAs(t, img, filepath.Join(os.TempDir(), name))
}

type rgb struct{ r, g, b uint8 }

func colorAt(img image.Image, x, y int) rgb {
	r, g, b, _ := img.At(x, y).RGBA()
	return rgb{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
}

// findGrid finds the 9x9 grid: long straight lines, each pixel of which
// differs from the pixels four away on both sides across the line (a thin
// feature, unlike a filled cell or a background). It requires ten
// evenly spaced horizontal and ten vertical lines.
func findGrid(img image.Image) (image.Rectangle, bool) {
	b := img.Bounds()
	diff := func(x1, y1, x2, y2 int) bool {
		p, q := colorAt(img, x1, y1), colorAt(img, x2, y2)
		d := absInt(int(p.r)-int(q.r)) + absInt(int(p.g)-int(q.g)) + absInt(int(p.b)-int(q.b))
		return d > 90
	}
	// longRun looks for 300 pixels of line, bridging gaps of up to six
	// pixels where other lines cross.
	longRun := func(n int, at func(i int) bool) bool {
		start, gap := -1, 0
		for i := 0; i < n; i++ {
			switch {
			case at(i):
				if start < 0 {
					start = i
				}
				gap = 0
				if i-start >= 300 {
					return true
				}
			case start >= 0:
				if gap++; gap > 6 {
					start, gap = -1, 0
				}
			}
		}
		return false
	}
	var rows, cols []int
	for y := b.Min.Y + 4; y < b.Max.Y-4; y++ {
		if longRun(b.Dx(), func(i int) bool { x := b.Min.X + i; return diff(x, y, x, y-4) && diff(x, y, x, y+4) }) {
			rows = append(rows, y)
		}
	}
	for x := b.Min.X + 4; x < b.Max.X-4; x++ {
		if longRun(b.Dy(), func(i int) bool { y := b.Min.Y + i; return diff(x, y, x-4, y) && diff(x, y, x+4, y) }) {
			cols = append(cols, x)
		}
	}
	rl, rok := evenlySpaced(groupLines(rows))
	cl, cok := evenlySpaced(groupLines(cols))
	if !rok || !cok {
		return image.Rectangle{}, false
	}
	return image.Rect(cl[0], rl[0], cl[9], rl[9]), true
}

// evenlySpaced picks, from the line centres found, the widest set of ten
// evenly spaced ones (within 3 pixels): the grid's lines, leaving out
// other long lines of the window, such as a tab bar's underline or the
// window's own edge, that are not a tenth of the way along.
func evenlySpaced(lines []int) ([]int, bool) {
	best := []int(nil)
	for i, first := range lines {
		for _, last := range lines[i+1:] {
			if last-first < 9*10 || (best != nil && last-first <= best[9]-best[0]) {
				continue // cells under 10 px, or no wider than the best
			}
			picked := make([]int, 0, 10)
			for k := 0; k <= 9; k++ {
				want := first + (last-first)*k/9
				for _, l := range lines {
					if absInt(l-want) <= 3 {
						picked = append(picked, l)
						break
					}
				}
			}
			if len(picked) == 10 {
				best = picked
			}
		}
	}
	return best, best != nil
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// groupLines merges adjacent pixel positions into line centres.
func groupLines(ps []int) []int {
	var out []int
	for i := 0; i < len(ps); {
		j := i
		for j+1 < len(ps) && ps[j+1] == ps[j]+1 {
			j++
		}
		out = append(out, (ps[i]+ps[j])/2)
		i = j + 1
	}
	return out
}
