package bookwin

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/export/bookstore"
)

// TestAnswersPerPageFollowLargePrint: the answers a page offered are
// those the print and the page allow (6, 9 or 12; in large print 2, 4
// or 6, and only 2 at 6x9), a choice no longer offered gives way to the
// default, and the summary says how many a page the book prints.
func TestAnswersPerPageFollowLargePrint(t *testing.T) {
	a := test.NewTempApp(t)
	w := New(a, filled(t), bookstore.At(filepath.Join(t.TempDir(), "book.json")))
	defer w.Win.Close()
	f := &w.form
	f.answers.SetChecked(true)
	f.pod.SetChecked(true)
	f.page.SetValue("8.5x11")
	step := func(name string, offered []string, chosen int) {
		t.Helper()
		if !slices.Equal(f.answersPer.Options, offered) || w.Book.Settings.AnswersPer != chosen {
			t.Errorf("%s: offered %v, settings %d; want %v, %d", name, f.answersPer.Options, w.Book.Settings.AnswersPer, offered, chosen)
		}
		if strings.Contains(w.summary.Text, "Cannot print") || !strings.Contains(w.summary.Text, "answers "+f.answersPer.Selected+" a page") {
			t.Errorf("%s: summary %q", name, w.summary.Text)
		}
	}
	step("8.5x11", []string{"6", "9", "12"}, 9)
	f.large.SetChecked(true)
	step("8.5x11 large print", []string{"2", "4", "6"}, 4)
	f.answersPer.SetSelected("6")
	f.page.SetValue("6x9")
	step("6x9 large print", []string{"2"}, 2)
	f.large.SetChecked(false)
	step("6x9", []string{"6", "9", "12"}, 9)
	// A book saved with 9 answers a page and large print (as before
	// large print had its own) opens with the default, and prints.
	w.Book.Settings.LargePrint, w.Book.Settings.AnswersPer, w.Book.Settings.PageSize = true, 9, "8.5x11"
	if opt := pdfOptions(w.Book.Settings, "en"); opt.AnswersPer != 0 || opt.Check() != nil {
		t.Errorf("saved 9 in large print: %+v", opt)
	}
}
