package uitest

import (
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/pictdoku/pictdoku/assets"
	"github.com/pictdoku/pictdoku/ui/apptheme"
)

// Golden images
//
// A golden test renders a window with Fyne's software test driver and
// compares it, pixel for pixel, with a master PNG under testdata/. Text is
// what makes such images machine-dependent: Fyne draws Latin text with its
// bundled Noto Sans, but takes any glyph its fonts lack (kana, kanji) from
// the fonts installed on the machine. Tests that show Japanese therefore
// use JapaneseTheme, whose font carries every character of the Japanese
// catalogue, so no installed font is ever asked.
//
// On a mismatch, AssertGolden writes the master and the rendering (and an
// image of the differing pixels) to a folder and prints their paths, not
// the pixels. PICTDOKU_UPDATE_GOLDEN=1 rewrites the masters instead.

var japaneseFont = assets.FontJapanese()

// JapaneseTheme is base as the app shows it in Japanese: every word in
// the bundled Japanese font (apptheme).
func JapaneseTheme(base fyne.Theme) fyne.Theme { return apptheme.New(base, "ja") }

// AssertGolden compares the window canvas c with testdata/name.
func AssertGolden(t *testing.T, name string, c fyne.Canvas) {
	t.Helper()
	got := toNRGBA(c.Capture())
	master := filepath.Join("testdata", name)
	if os.Getenv("PICTDOKU_UPDATE_GOLDEN") == "1" {
		if err := writePNG(master, got); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", master)
		return
	}
	f, err := os.Open(master)
	if err != nil {
		t.Fatalf("golden %s: %v (PICTDOKU_UPDATE_GOLDEN=1 writes it)", master, err)
	}
	img, err := png.Decode(f)
	f.Close()
	if err != nil {
		t.Fatalf("golden %s: %v", master, err)
	}
	want := toNRGBA(img)
	differ, diff := compare(want, got)
	if differ == 0 {
		return
	}
	dir := filepath.Join(os.TempDir(), "pictdoku-golden", strings.ReplaceAll(t.Name(), "/", "_"))
	os.MkdirAll(dir, 0o755)
	base := strings.TrimSuffix(name, ".png")
	paths := []string{filepath.Join(dir, base+"-want.png"), filepath.Join(dir, base+"-got.png"), filepath.Join(dir, base+"-diff.png")}
	for i, im := range []image.Image{want, got, diff} {
		if err := writePNG(paths[i], im); err != nil {
			t.Logf("writing %s: %v", paths[i], err)
		}
	}
	t.Errorf("golden %s: %s differ (sizes %v and %v); see\n  %s\n  %s\n  %s\n(PICTDOKU_UPDATE_GOLDEN=1 accepts the new rendering)",
		master, pixels(differ), want.Bounds().Size(), got.Bounds().Size(), paths[0], paths[1], paths[2])
}

func pixels(n int) string {
	if n < 0 {
		return "the sizes"
	}
	return fmt.Sprintf("%d pixels", n)
}

// compare counts the pixels that differ (-1 when the sizes do) and marks
// them red on a faded copy of want.
func compare(want, got *image.NRGBA) (int, *image.NRGBA) {
	if want.Bounds() != got.Bounds() {
		return -1, got
	}
	diff := image.NewNRGBA(want.Bounds())
	n := 0
	for i := 0; i < len(want.Pix); i += 4 {
		same := want.Pix[i] == got.Pix[i] && want.Pix[i+1] == got.Pix[i+1] && want.Pix[i+2] == got.Pix[i+2] && want.Pix[i+3] == got.Pix[i+3]
		if same {
			g := uint8(200 + int(want.Pix[i+1])/5)
			copy(diff.Pix[i:i+4], []uint8{g, g, g, 255})
			continue
		}
		n++
		copy(diff.Pix[i:i+4], []uint8{255, 0, 0, 255})
	}
	return n, diff
}

func toNRGBA(img image.Image) *image.NRGBA {
	if n, ok := img.(*image.NRGBA); ok {
		return n
	}
	out := image.NewNRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out
}

func writePNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
