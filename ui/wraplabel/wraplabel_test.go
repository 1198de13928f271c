package wraplabel_test

import (
	"regexp"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/pictdoku/pictdoku/engine/linebreak"
	"github.com/pictdoku/pictdoku/ui/apptheme"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// inLanguage switches the app's language for one test.
func inLanguage(t *testing.T, code string) {
	t.Helper()
	if err := i18n.SetLanguage(code); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if i18n.Current() != code {
		t.Fatalf("language is %q after switching to %q", i18n.Current(), code)
	}
}

// rows lays l out in a window width wide and returns the lines it is
// drawn on, as they read.
func rows(l *wraplabel.Label, width float32) []string {
	win := test.NewWindow(l)
	defer win.Close()
	win.Resize(fyne.NewSize(width, 2000))
	return uitest.Rows(l)
}

// cellName is a cell's name as messages write it.
var cellName = regexp.MustCompile(`r[1-9]c[1-9]`)

// TestJapaneseWrapsByTheRules: at every width from narrow to wide, the
// Japanese messages wrap onto lines none of which starts with 。、）」 or
// another closing mark, and no cell name is cut in two; the characters
// drawn are the text's, in order, with nothing lost; Text stays the text
// as set, with no marks.
func TestJapaneseWrapsByTheRules(t *testing.T) {
	inLanguage(t, "ja")
	a := test.NewTempApp(t)
	a.Settings().SetTheme(apptheme.New(theme.LightTheme(), "ja"))
	texts := []string{
		i18n.Tf("%s cannot be %d: the solution has %d there.", "r7c8", 5, 3) + i18n.Tf("Check %s: the digit you entered there is wrong.", "r1c4"),
		"r7c8を確認してください、そこに間違った記入があります。r2c9、r4c5、r5c9（ブロック3）を足しました。",
		"「ちょっと」待ってください。スコアは1.20、手筋はX-Wingです。",
	}
	for _, text := range texts {
		l := wraplabel.New(text)
		wrapped := false
		for width := float32(90); width <= 420; width += 7 {
			got := rows(l, width)
			wrapped = wrapped || len(got) > 1
			if joined := strings.Join(got, ""); joined != strings.ReplaceAll(text, " ", "") && joined != text {
				t.Fatalf("width %v: rows %q do not read as %q", width, got, text)
			}
			for i, row := range got {
				if first := []rune(row)[0]; i > 0 && strings.ContainsRune("、。，．）」』】〕！？ーぁぃぅぇぉっゃゅょァィゥェォッャュョ", first) {
					t.Errorf("width %v: row %d starts with %q: %q", width, i, first, got)
				}
				if last := []rune(row)[len([]rune(row))-1]; i < len(got)-1 && strings.ContainsRune("（「『【〔", last) {
					t.Errorf("width %v: row %d ends with %q: %q", width, i, last, got)
				}
			}
			for _, name := range cellName.FindAllString(text, -1) {
				if !strings.Contains(strings.Join(got, "\n"), name) {
					t.Errorf("width %v: %s cut in two: %q", width, name, got)
				}
			}
		}
		if !wrapped {
			t.Errorf("%q never wrapped", text)
		}
		if l.Text != text {
			t.Errorf("Text %q, want %q as set", l.Text, text)
		}
	}
}

// TestMarksHaveNoWidth: the Japanese font draws the break mark with no
// width, so a marked line is as wide as the line without marks.
func TestMarksHaveNoWidth(t *testing.T) {
	inLanguage(t, "ja")
	a := test.NewTempApp(t)
	a.Settings().SetTheme(apptheme.New(theme.LightTheme(), "ja"))
	text := "r7c8は5ではありません。正解は3です。"
	size := theme.TextSize()
	plain := fyne.MeasureText(text, size, fyne.TextStyle{})
	marked := fyne.MeasureText(linebreak.Insert(text), size, fyne.TextStyle{})
	if marked.Width != plain.Width {
		t.Errorf("marked width %v, plain %v", marked.Width, plain.Width)
	}
	if !unicode.IsSpace(linebreak.Mark) {
		t.Error("Fyne wraps at unicode.IsSpace, which the mark is not")
	}
}
