package savedialog

import "testing"

func TestFileName(t *testing.T) {
	for _, c := range []struct{ title, want string }{
		{"Picture Sudoku Test", "Picture Sudoku Test.pdf"},
		{"  ring  ", "ring.pdf"},
		{"a/b\\c:d*e?f\"g<h>i|j\x01", "abcdefghij.pdf"},
		{"数独の本", "数独の本.pdf"},
		{"", "pictdoku.pdf"},
		{"...", "pictdoku.pdf"},
		{string(make([]rune, 0)) + "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234", "01234567890123456789012345678901234567890123456789012345678901234567890123456789.pdf"},
	} {
		if got := FileName(c.title, "pictdoku", ".pdf"); got != c.want {
			t.Errorf("FileName(%q) = %q, want %q", c.title, got, c.want)
		}
	}
}
