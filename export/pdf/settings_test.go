package pdf

import (
	"testing"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/export/palette"
)

// TestOptionsOfSettings: every print setting a book keeps reaches the PDF
// options, the book's language wins over the app's, and the highlight is
// found by name (Amber when unnamed).
func TestOptionsOfSettings(t *testing.T) {
	s := book.Settings{Title: "T", PageSize: "6x9", PerPage: 2, Answers: true, AnswersPer: 12, Highlight: "Mint", Font: "f.ttf",
		Lang: "ja", Imprint: "I", TitlePage: true, HowToPlay: true, Contents: true, Sections: true, ShowScore: true,
		TimeBox: true, LargePrint: true, POD: true, PictureColors: true, Paper: "cream", Printer: "lulu"}
	got := OptionsOf(s, "en")
	want := Options{Title: "T", PageSize: "6x9", PerPage: 2, Answers: true, AnswersPer: 12, Highlight: palette.Highlights["Mint"],
		FontPath: "f.ttf", Lang: "ja", Imprint: "I", TitlePage: true, HowToPlay: true, Contents: true, Sections: true,
		ShowScore: true, LargePrint: true, POD: true, CellColors: true, Paper: "cream", Printer: "lulu"}
	if got.Title != want.Title || got.PageSize != want.PageSize || got.PerPage != want.PerPage || got.Answers != want.Answers ||
		got.AnswersPer != want.AnswersPer || got.Highlight != want.Highlight || got.FontPath != want.FontPath || got.Lang != want.Lang ||
		got.Imprint != want.Imprint || got.TitlePage != want.TitlePage || got.HowToPlay != want.HowToPlay || got.Contents != want.Contents ||
		got.Sections != want.Sections || got.ShowScore != want.ShowScore || !got.TimeBox || got.LargePrint != want.LargePrint || got.POD != want.POD ||
		got.CellColors != want.CellColors || got.Paper != want.Paper || got.Printer != want.Printer {
		t.Fatalf("OptionsOf:\n got %+v\nwant %+v", got, want)
	}
	if o := OptionsOf(book.Settings{}, "en"); o.Lang != "en" || o.Highlight != palette.Amber || o.PerPage != 1 {
		t.Errorf("defaults: lang %q, highlight %v, per page %d", o.Lang, o.Highlight, o.PerPage)
	}
}
