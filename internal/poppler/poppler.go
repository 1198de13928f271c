// Package poppler lets tests read a PDF as a reader's tools do: poppler's
// pdftoppm, pdftotext and pdfinfo (Debian's poppler-utils, which
// scripts/deps.sh installs). Under CI=true a missing tool fails the test,
// so CI never passes by skipping; elsewhere the test is skipped.
package poppler

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// Need skips t, or fails it under CI=true, unless every tool is installed.
func Need(t testing.TB, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s missing (poppler-utils): run scripts/deps.sh", tool)
			}
			t.Skipf("%s not installed", tool)
		}
	}
}

// Text is the text of the PDF at path as pdftotext lays it out (-layout).
func Text(t testing.TB, path string) string {
	t.Helper()
	Need(t, "pdftotext")
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", path, err)
	}
	return string(out)
}

// RenderPage draws page (from 1) of the PDF at path at dpi dots per inch
// with pdftoppm.
func RenderPage(t testing.TB, path string, page, dpi int) image.Image {
	t.Helper()
	Need(t, "pdftoppm")
	out := filepath.Join(t.TempDir(), "page")
	p := strconv.Itoa(page)
	if b, err := exec.Command("pdftoppm", "-r", strconv.Itoa(dpi), "-f", p, "-l", p, "-singlefile", "-png", path, out).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm %s: %v\n%s", path, err, b)
	}
	f, err := os.Open(out + ".png")
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
