package pdf

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pictdoku/pictdoku/internal/poppler"
)

// TestTimeBox: with TimeBox every puzzle's label line ends in "Time
// ______" (in large print too), an answer's does not, and the book stays
// inside KDP's safe area with its number and level still whole.
func TestTimeBox(t *testing.T) {
	poppler.Need(t, "pdftotext")
	for _, large := range []bool{false, true} {
		opt := Options{PageSize: "6x9", POD: true, Answers: true, TimeBox: true, LargePrint: large}
		path := filepath.Join(t.TempDir(), "book.pdf")
		rec, err := SaveBook(path, entries(t, 3), opt)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := PrinterNamed("")
		if problems := rec.Problems(p); len(problems) > 0 {
			t.Errorf("large %v: %v", large, problems)
		}
		first := pageText(t, path, 1)
		if !strings.Contains(first, "Time ________") || !strings.Contains(first, "No. 1 · Hard") {
			t.Errorf("large %v: puzzle page reads %q", large, first)
		}
		all := run(t, "pdftotext", "-layout", path, "-")
		if n := strings.Count(all, "Time ________"); n != 3 {
			t.Errorf("large %v: %d time boxes for 3 puzzles (answers have none)", large, n)
		}
	}
}
