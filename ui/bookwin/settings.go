package bookwin

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/canon"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/export/palette"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// settingsForm holds the controls of the book's print settings. Every
// control writes book.Settings (settingsChanged) and nothing else; the
// summary below the tabs is computed from the settings alone.
type settingsForm struct {
	title, imprint, font, customPage, backText *widget.Entry
	page, highlight, lang, paper, printer      *i18n.Choice
	perPage, answersPer, imageFormat           *keyrule.Select
	answers, titlePage, howTo, contents        *keyrule.Check
	sections, score, large, pod, pictureColors *keyrule.Check
	timeBox                                    *keyrule.Check
	cover                                      *keyrule.Check // the wrap cover: only a print-on-demand book has one
	coverForm                                  *widget.Form   // holds backText
}

// bookLanguages are the values of the book's language choice: "" follows
// the app's language.
var bookLanguages = []string{"", "en", "ja"}

// build makes the controls from s; changed is called on every edit.
func (f *settingsForm) build(s book.Settings, changed func()) fyne.CanvasObject {
	// The answers a page offered follow the print and the page: every
	// edit offers them again before it is read.
	built, edited := false, changed
	changed = func() {
		if built {
			f.offerAnswers()
		}
		edited()
	}
	entry := func(text, placeholder string) *widget.Entry {
		e := widget.NewEntry()
		e.SetText(text)
		e.SetPlaceHolder(placeholder)
		e.OnChanged = func(string) { changed() }
		return e
	}
	check := func(label string, on bool) *keyrule.Check {
		c := keyrule.NewCheck(label, nil)
		c.SetChecked(on)
		c.OnChanged = func(bool) { changed() }
		return c
	}
	f.title = entry(s.Title, i18n.T("Book title"))
	f.imprint = widget.NewMultiLineEntry()
	f.imprint.SetText(s.Imprint)
	f.imprint.SetPlaceHolder(i18n.T("Copyright, publisher, edition (a page after the title; optional)"))
	f.imprint.SetMinRowsVisible(3)
	f.imprint.OnChanged = func(string) { changed() }
	f.font = entry(s.Font, i18n.T("Font file for titles in other scripts (optional)"))

	page, custom := orDefault(s.PageSize, "A4"), ""
	if !contains(pdf.PageSizes(), page) {
		page, custom = "A4", page
	}
	f.page = i18n.NewChoice(pdf.PageSizes(), func(string) { changed() })
	f.page.SetValue(page)
	f.customPage = entry(custom, i18n.T("custom: 7x10in, 180x260mm"))
	f.perPage = keyrule.NewSelect([]string{"1", "2", "4", "6"}, func(string) { changed() })
	f.perPage.SetSelected(strconv.Itoa(max(s.PerPage, 1)))
	f.answersPer = keyrule.NewSelect(nil, func(string) { changed() })
	f.imageFormat = keyrule.NewSelect([]string{"SVG", "PNG"}, func(string) { changed() })
	f.imageFormat.SetSelected(strings.ToUpper(orDefault(s.ImageFormat, "svg")))
	f.highlight = i18n.NewChoice(palette.Names(), func(string) { changed() })
	f.highlight.SetValue(orDefault(s.Highlight, "Amber"))
	f.lang = i18n.NewLabelledChoice(bookLanguages, []string{"The app's language", "English", "日本語"}, func(string) { changed() })
	f.lang.SetValue(s.Lang)
	f.paper = i18n.NewLabelledChoice(pdf.Papers(), []string{"White paper", "Cream paper", "Premium colour"}, func(string) { changed() })
	f.paper.SetValue(orDefault(s.Paper, "white"))
	var printerNames []string // the services' own names, not translated
	for _, key := range pdf.Printers() {
		p, _ := pdf.PrinterNamed(key)
		printerNames = append(printerNames, p.Name)
	}
	f.printer = i18n.NewLabelledChoice(pdf.Printers(), printerNames, func(string) { changed() })
	f.printer.SetValue(orDefault(s.Printer, pdf.Printers()[0]))

	f.answers = check(i18n.T("Answer key"), s.Answers)
	f.titlePage = check(i18n.T("Title page"), s.TitlePage)
	f.howTo = check(i18n.T("How to play, with an example"), s.HowToPlay)
	f.contents = check(i18n.T("Table of contents"), s.Contents)
	f.sections = check(i18n.T("Sections by difficulty"), s.Sections)
	f.score = check(i18n.T("Show scores"), s.ShowScore)
	f.timeBox = check(i18n.T("Time box by each puzzle"), s.TimeBox)
	f.large = check(i18n.T("Large print"), s.LargePrint)
	f.pod = check(i18n.T("Print-ready for print on demand"), s.POD)
	f.pictureColors = check(i18n.T("Picture colours"), s.PictureColors)
	f.cover = check(i18n.T("Also write the cover"), s.Cover)
	f.backText = widget.NewMultiLineEntry()
	f.backText.SetText(s.BackText)
	f.backText.SetPlaceHolder(i18n.T("A short text for the back of the cover (optional; the barcode's corner stays empty)"))
	f.backText.SetMinRowsVisible(2)
	f.backText.OnChanged = func(string) { changed() }
	f.coverForm = widget.NewForm(widget.NewFormItem(i18n.T("Back of the cover"), f.backText))
	f.pod.OnChanged = func(bool) { f.enableCover(); changed() }
	f.enableCover()
	f.offerAnswers()
	if s.AnswersPer != 0 {
		f.answersPer.SetSelected(strconv.Itoa(s.AnswersPer)) // kept only if offered
	}
	built = true

	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Title"), f.title),
		widget.NewFormItem(i18n.T("Imprint"), f.imprint),
		widget.NewFormItem(i18n.T("Page"), container.NewGridWithColumns(2, f.page, f.customPage)),
		widget.NewFormItem(i18n.T("Per page"), f.perPage),
		widget.NewFormItem(i18n.T("Answers per page"), f.answersPer),
		widget.NewFormItem(i18n.T("Highlight"), container.NewGridWithColumns(2, f.highlight, f.pictureColors)),
		widget.NewFormItem(i18n.T("Language"), f.lang),
		widget.NewFormItem(i18n.T("Paper"), f.paper),
		widget.NewFormItem(i18n.T("Printer"), f.printer),
		widget.NewFormItem(i18n.T("Font"), f.font),
		widget.NewFormItem(i18n.T("Images"), f.imageFormat),
	)
	checks := container.NewGridWithColumns(2, f.titlePage, f.howTo, f.contents, f.sections, f.answers, f.score, f.timeBox, f.large, f.pod)
	return container.NewVScroll(container.NewVBox(form, checks, f.cover, f.coverForm))
}

// enableCover offers the cover and the choice of printer only for a
// print-on-demand book: the cover's spine is as thick as the printer's
// paper makes the pages, and the printer sets the bleed, margins and page
// limits of the interior.
func (f *settingsForm) enableCover() {
	if f.pod.Checked {
		f.cover.Enable()
		f.backText.Enable()
		f.printer.Enable()
	} else {
		f.cover.Disable()
		f.backText.Disable()
		f.printer.Disable()
	}
	f.coverForm.Refresh() // its label greys with the entry
}

// offerAnswers offers the answers a page that the print and page chosen
// allow (2, 4 or 6 in large print, 6, 9 or 12 otherwise, less those the
// page is too small for), keeping the choice if it is still offered and
// taking the default otherwise.
func (f *settingsForm) offerAnswers() {
	choices, def := pdf.AnswerChoices(pdfOptions(f.read(), ""))
	if len(choices) == 0 {
		choices = []int{def} // none fits: the summary says why
	}
	var opts []string
	for _, n := range choices {
		opts = append(opts, strconv.Itoa(n))
	}
	f.answersPer.Options = opts
	if !contains(opts, f.answersPer.Selected) {
		f.answersPer.SetSelected(strconv.Itoa(def))
	}
	f.answersPer.Refresh()
}

// read returns the settings the controls show.
func (f *settingsForm) read() book.Settings {
	per, _ := strconv.Atoi(f.perPage.Selected)
	answersPer, _ := strconv.Atoi(f.answersPer.Selected)
	page := f.page.Value()
	if c := strings.TrimSpace(f.customPage.Text); c != "" {
		page = c
	}
	return book.Settings{Title: f.title.Text, PageSize: page, PerPage: per, Answers: f.answers.Checked,
		Highlight: f.highlight.Value(), Font: f.font.Text, AnswersPer: answersPer, Lang: f.lang.Value(),
		Imprint: f.imprint.Text, TitlePage: f.titlePage.Checked, HowToPlay: f.howTo.Checked, Contents: f.contents.Checked,
		Sections: f.sections.Checked, ShowScore: f.score.Checked, TimeBox: f.timeBox.Checked, LargePrint: f.large.Checked, POD: f.pod.Checked,
		PictureColors: f.pictureColors.Checked, ImageFormat: strings.ToLower(f.imageFormat.Selected), Paper: f.paper.Value(),
		Printer: f.printer.Value(), Cover: f.cover.Checked, BackText: f.backText.Text}
}

// coverPath is where the cover of the book written to path goes: beside
// it, named after it ("book.pdf" gives "book-cover.pdf").
func coverPath(path string) string {
	return strings.TrimSuffix(path, filepath.Ext(path)) + "-cover.pdf"
}

// pdfOptions are the PDF options of the book's settings; lang is the app's
// language, used when the book follows it.
func pdfOptions(s book.Settings, lang string) pdf.Options {
	opt := pdf.OptionsOf(s, lang)
	// A number of answers a page the print and page do not offer (9 kept
	// from before large print had its own, or 4 after a change to 6x9)
	// gives way to the default, as the Layout tab shows it.
	if choices, _ := pdf.AnswerChoices(opt); !slices.Contains(choices, opt.AnswersPer) {
		opt.AnswersPer = 0
	}
	return opt
}

// entries converts the book's items for the PDF exporter.
func entries(b *book.Book) []pdf.Entry {
	var out []pdf.Entry
	for _, it := range b.Items {
		g, _ := sudoku.Parse(it.Puzzle)
		s, _ := sudoku.Parse(it.Solution)
		colors, _ := design.ParseColors(it.Colors)
		out = append(out, pdf.Entry{Clues: g, Solution: s, Level: it.Level, Score: it.Score, CellColors: colors, Helpers: it.HelperCells(),
			Technique: it.Technique})
	}
	return out
}

// summary says what the book will be: its puzzles and pages, or what in
// its settings keeps it from being printed.
func summary(b *book.Book, lang string) string {
	opt := pdfOptions(b.Settings, lang)
	if err := opt.Check(); err != nil {
		return i18n.Tf("Cannot print: %s", i18n.Err(err))
	}
	n := len(b.Items)
	if n == 0 {
		return puzzleCount(0)
	}
	list := entries(b)
	pages := pdf.PageCountOf(list, opt)
	if err := pdf.CheckBook(pages, n, opt); err != nil {
		return i18n.Tf("Cannot print: %s", i18n.Err(err))
	}
	out := i18n.Tf("%s · %d pages", puzzleCount(n), pages)
	if opt.Answers {
		out += " · " + i18n.Tf("answers %d a page", opt.AnswersPer)
	}
	if side := pdf.GridSide(opt, pages); side < pdf.SmallGrid {
		out += "\n" + i18n.Tf("The grids are %.1f in wide, too small to write pencil marks in: choose fewer puzzles a page or a larger page.", side/25.4)
	}
	if reps := repeats(list); len(reps) > 0 {
		out += "\n" + repeatsLine(reps)
	}
	return out
}

// repeats lists the book's puzzles that repeat an earlier one, as they
// are or relabelled, rotated or mirrored.
func repeats(list []pdf.Entry) []canon.Repeat {
	grids := make([]sudoku.Grid, len(list))
	for i, en := range list {
		grids[i] = en.Clues
	}
	return canon.Repeats(grids)
}

// repeatsLine names the first repeats ("puzzle 31 repeats puzzle 2") and
// says how many more there are.
func repeatsLine(reps []canon.Repeat) string {
	const shown = 3
	var parts []string
	for _, r := range reps[:min(len(reps), shown)] {
		parts = append(parts, i18n.Msg(r.Message()))
	}
	if len(reps) > shown {
		parts = append(parts, i18n.Tf("and %d more", len(reps)-shown))
	}
	return strings.Join(parts, "; ")
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
