package pdf

import (
	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/export/palette"
)

// OptionsOf are the PDF options of a book's print settings: the one
// mapping the book builder uses for the settings it keeps with the book
// and the command line uses for the settings its flags give, so the two
// cannot print the same settings differently. lang is the language the
// words are printed in when the settings follow the app's (Lang ""). The
// highlight is looked up by name (palette.Highlights; "" for Amber); a
// caller with a colour of its own sets Options.Highlight afterwards.
func OptionsOf(s book.Settings, lang string) Options {
	if s.Lang != "" {
		lang = s.Lang
	}
	highlight := palette.Amber
	if h, ok := palette.Highlights[s.Highlight]; ok {
		highlight = h
	}
	return Options{Title: s.Title, PageSize: s.PageSize, PerPage: max(s.PerPage, 1), Answers: s.Answers, AnswersPer: s.AnswersPer,
		Highlight: highlight, FontPath: s.Font, Lang: lang, Imprint: s.Imprint,
		TitlePage: s.TitlePage, HowToPlay: s.HowToPlay, Contents: s.Contents, Sections: s.Sections, ShowScore: s.ShowScore, TimeBox: s.TimeBox,
		LargePrint: s.LargePrint, POD: s.POD, CellColors: s.PictureColors, Paper: s.Paper, Printer: s.Printer}
}
