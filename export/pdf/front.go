package pdf

import (
	"strconv"
	"strings"

	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// The front matter and section pages: everything of a book but its grids.

// titlePage writes the book's title large, made smaller (down to 14 pt)
// until it wraps on three lines at most, and wrapped on as many as it needs
// past that, with the puzzle count below.
func (d *doc) titlePage() {
	title, family := d.bookTitle()
	b := d.safe()
	lines := d.titleLines(title, family, 28, 14, b.W(), 3)
	lineH := d.size * point * 1.4
	y := max(b.Y0, min(b.Y0+b.H()/3, b.Y1-30-float64(len(lines))*lineH))
	d.SetTextColor(0, 0, 0)
	for _, l := range lines {
		d.cell(b.X0, y, b.W(), lineH, l, "C")
		y += lineH
	}
	d.setText(familyMix, 12)
	d.cell(b.X0, y, b.W(), 10, d.tr(text.New("%d puzzles", len(d.plan.entries))), "C")
}

// bookTitle is the title the book prints and the family it is set in:
// the user's title in the user's font, or the program's name.
func (d *doc) bookTitle() (title, family string) {
	if d.opt.Title == "" {
		return "Pictdoku", familyMix
	}
	return d.opt.Title, d.user
}

// titleLines wraps title to width at size pt, made smaller 2 pt at a time
// (down to least) until it takes most lines at most; the text is left set
// at the size chosen.
func (d *doc) titleLines(title, family string, size, least, width float64, most int) []string {
	d.setText(family, size)
	lines := d.wrap(title, width)
	for size > least && len(lines) > most {
		size -= 2
		d.setText(family, size)
		lines = d.wrap(title, width)
	}
	return lines
}

// imprintPage sets the user's imprint (copyright, publisher, edition) in
// small type at the foot of the page, as books do on the title's verso.
// Write has refused an imprint longer than the page holds (fitImprint).
func (d *doc) imprintPage() {
	b := d.safe()
	lines, lineH, _ := d.imprintLines(b)
	d.SetTextColor(0, 0, 0)
	y := max(b.Y0, b.Y1-d.space().footer-float64(len(lines))*lineH)
	for _, l := range lines {
		d.cell(b.X0, y, b.W(), lineH, l, "L")
		y += lineH
	}
}

// imprintLines wraps the imprint to the safe area b at its size (9 pt,
// larger in large print), and says how tall a line is and how many lines
// the page holds above its footer; the text is left set for it.
func (d *doc) imprintLines(b box) (lines []string, lineH float64, most int) {
	d.setText(d.user, 9)
	lineH = d.size * point * 1.5
	imprint := strings.TrimRight(strings.ReplaceAll(d.opt.Imprint, "\r\n", "\n"), "\n") // no empty lines at its foot
	for _, para := range strings.Split(imprint, "\n") {
		if para == "" {
			lines = append(lines, "")
			continue
		}
		lines = append(lines, d.wrap(para, b.W())...)
	}
	return lines, lineH, int((b.H() - d.space().footer) / lineH)
}

// fitImprint refuses an imprint longer than its page holds (a 61-line
// imprint printed its first 42 lines at 6x9), saying how many lines fit.
func (d *doc) fitImprint() error {
	for n, pg := range d.plan.pages {
		if pg.kind != pageImprint {
			continue
		}
		if lines, _, most := d.imprintLines(d.geo.safe(n + 1)); len(lines) > most {
			return text.Errorf("the imprint takes %d lines and its page holds %d at %s: shorten it", len(lines), most, d.opt.PageSize)
		}
	}
	return nil
}

// heading writes a page heading in the words' font and returns the y below it.
func (d *doc) heading(s string, y float64) float64 {
	b := d.safe()
	d.setText(familyMix, 18)
	d.SetTextColor(0, 0, 0)
	d.cell(b.X0, y, b.W(), 10*d.scale, d.fit(s, b.W()), "L")
	return y + d.headingHeight()
}

// headingHeight is the room a heading takes, in mm.
func (d *doc) headingHeight() float64 { return 14 * d.scale }

// exampleSlot heads a worked example at y and returns where its grid goes:
// centred, at most frac of the safe area's width, and as tall as the page
// leaves above explain, the step in words. When that is under least mm,
// nothing is drawn and ok is false: the heading alone, with no example
// under it, is what large print left on a 6x9 page of rules.
func (d *doc) exampleSlot(y float64, explain string, frac, least float64) (s Slot, ok bool) {
	b := d.safe()
	d.setText(familyMix, 10.5)
	textH := float64(len(d.wrap(explain, b.W())))*d.size*point*1.45 + 6
	top := y + d.headingHeight()
	side := min(b.W()*frac, b.Y1-d.space().footer-top-textH)
	if side < least {
		return Slot{}, false
	}
	d.heading(d.tr(text.New("An example")), y)
	return Slot{X: b.X0 + (b.W()-side)/2, Y: top, Side: side}, true
}

// paragraph writes wrapped text (any script: lines break at spaces, or
// anywhere in text without them) and returns the y below it.
func (d *doc) paragraph(s string, y, size float64) float64 {
	b := d.safe()
	d.setText(familyMix, size)
	d.SetTextColor(0, 0, 0)
	lineH := d.size * point * 1.45
	for _, l := range d.wrap(s, b.W()) {
		d.cell(b.X0, y, b.W(), lineH, l, "L")
		y += lineH
	}
	return y + lineH/2
}

// rules are the "How to play" page's paragraphs, true of this book: the
// clues draw a picture only in a book made from designs, and "never guess"
// only holds when no puzzle needs the trial.
func (d *doc) rules() []text.Message {
	out := []text.Message{text.New("Fill in the grid so that every row, every column and every 3×3 box holds each of the digits 1 to 9 exactly once.")}
	if d.opt.Plain {
		out = append(out, text.New("The shaded cells are the clues: their digits are given."))
	} else {
		out = append(out, text.New("The shaded cells are the clues: their digits are given, and together they draw the puzzle's picture."))
	}
	trial := false
	for _, e := range d.plan.entries {
		trial = trial || e.Level == logic.NeedsTrial.String()
	}
	if trial {
		out = append(out, text.New("Every puzzle has exactly one solution. Most can be reached by logic alone; those marked Needs trial need one guess that is tried and seen to fail."))
	} else {
		out = append(out, text.New("Every puzzle has exactly one solution, and it can be reached by logic alone: you never need to guess."))
	}
	if themed(d.plan.entries) {
		out = append(out, text.New("Each section practises one technique: every puzzle in it needs that technique, and nothing harder. The section's first page shows the technique at work in the section's first puzzle: the cells it uses are tinted blue, the candidates it removes are struck out in red."))
	}
	return append(out, text.New("The level above each puzzle (Easy, Medium, Hard, Expert, Extreme) is set by the hardest step it needs. Easy puzzles need only singles: a digit that fits only one cell of a row, column or box, or the only digit a cell can hold."))
}

// howToPage explains the rules, then works the first step of the book's
// easiest puzzle: the unit it happens in tinted, the digit it places
// circled, and the reason in words.
func (d *doc) howToPage() {
	b := d.safe()
	y := d.heading(d.tr(text.New("How to play")), b.Y0)
	for _, r := range d.rules() {
		y = d.paragraph(d.tr(r), y, 10.5)
	}
	e, step := d.example()
	if step == nil {
		return
	}
	explain := d.tr(step.Explain())
	s, ok := d.exampleSlot(y+2, explain, 0.7, 40)
	if !ok {
		return // the page is too small for a readable example
	}
	side := s.Side
	cell := side / 9
	pl := step.Place[0]
	tint := map[int]bool{pl.Cell: true}
	if len(step.Units) > 0 {
		for _, c := range sudoku.Units[step.Units[0]] {
			tint[c] = true
		}
	}
	d.exampleTint()
	for c := range 81 { // in cell order: a map's order would change the file from run to run
		if tint[c] && e.Clues[c] == 0 {
			d.Rect(s.X+float64(c%9)*cell, s.Y+float64(c/9)*cell, cell, cell, "F")
		}
	}
	d.grid(s, e, false)
	x, cy := s.X+float64(pl.Cell%9)*cell, s.Y+float64(pl.Cell/9)*cell
	d.SetFont("go", "B", d.digitSize(side))
	d.setTextColour(20, 80, 200)
	d.SetXY(x, cy)
	d.CellFormat(cell, cell, string(rune('0'+pl.Digit)), "", 0, "CM", false, 0, "")
	d.setDraw(200, 30, 30)
	d.SetLineWidth(max(0.5, cell/25))
	d.Circle(x+cell/2, cy+cell/2, cell*0.42, "D")
	d.paragraph(explain, s.Y+side+4, 10.5)
}

// example finds the book's easiest puzzle whose first logical step places
// a digit, and that step; nil when no puzzle opens with one.
func (d *doc) example() (*Entry, *logic.Step) {
	var best *Entry
	var bestStep *logic.Step
	for i := range d.plan.entries {
		e := &d.plan.entries[i]
		if best != nil && e.Score >= best.Score {
			continue
		}
		step := logic.Next(logic.NewBoard(e.Clues), logic.Options{})
		if step != nil && len(step.Place) > 0 {
			best, bestStep = e, step
		}
	}
	return best, bestStep
}

// contentsPage lists the how-to page, the sections and the answers, each
// with its page number after a dotted leader.
func (d *doc) contentsPage() {
	b := d.safe()
	y := d.heading(d.tr(text.New("Contents")), b.Y0) + 4
	row := func(name string, page int) {
		d.setText(familyMix, 12)
		d.SetTextColor(0, 0, 0)
		num := strconv.Itoa(page)
		name = d.fit(name, b.W()*0.8)
		gap := b.W() - d.width(name+" ") - d.width(num) - 2
		dots := ""
		if dot := d.width("."); dot > 0 && gap > 0 {
			dots = strings.Repeat(".", int(gap/dot))
		}
		d.cell(b.X0, y, b.W(), 8*d.scale, name+" "+dots, "L")
		d.cell(b.X0, y, b.W(), 8*d.scale, num, "R")
		y += 9 * d.scale
	}
	if d.plan.howToPage > 0 {
		row(d.tr(text.New("How to play")), d.plan.howToPage)
	}
	for _, s := range d.plan.sections {
		n := s.last - s.first + 1
		count := text.New("%s (%d puzzles)", text.Word(levelName(s.level)), n)
		if n == 1 {
			count = text.New("%s (1 puzzle)", text.Word(levelName(s.level)))
		}
		row(d.tr(count), s.page)
	}
	if d.plan.answersPage > 0 {
		row(d.tr(text.New("Answers")), d.plan.answersPage)
	}
}

// sectionPage opens a section: its level large, the puzzle count and the
// numbers it holds.
func (d *doc) sectionPage(s section) {
	b := d.safe()
	d.SetTextColor(0, 0, 0)
	y := b.Y0 + b.H()/3
	if s.technique {
		y = b.Y0 // the worked example takes the rest of the page
	}
	d.setText(familyMix, 32)
	d.cell(b.X0, y, b.W(), 16*d.scale, d.tr(text.Word(levelName(s.level))), "C")
	d.setText(familyMix, 13)
	y += 18 * d.scale
	count := text.New("%d puzzles", s.last-s.first+1)
	if s.first == s.last {
		count = text.New("1 puzzle")
	}
	d.cell(b.X0, y, b.W(), 9*d.scale, d.tr(count), "C")
	numbers := text.New("No. %d to %d", s.first+1, s.last+1)
	if s.first == s.last {
		numbers = text.New("No. %d", s.first+1)
	}
	d.cell(b.X0, y+9*d.scale, b.W(), 9*d.scale, d.tr(numbers), "C")
	if s.technique {
		d.workedExample(s, y+22*d.scale)
	}
}

// stepOf solves clues by logic, simplest steps first, up to the first
// step that uses t, and returns the board just before it and the step;
// nil when the path never uses t.
func stepOf(clues sudoku.Grid, t logic.Technique) (*logic.Board, *logic.Step) {
	b := logic.NewBoard(clues)
	for range 81 * 9 { // every step places or removes at least one candidate
		st := logic.Next(b, logic.Options{})
		if st == nil {
			return nil, nil
		}
		if st.Technique == t {
			return b, st
		}
		b.Apply(st)
	}
	return nil, nil
}

// workedExample shows the technique a section practises at work in the
// section's first puzzle: the grid as it stands when the solver, taking
// the simplest steps first, comes to the technique, with every open
// cell's candidates; the cells of the pattern tinted blue, the candidates
// the step removes struck out in red, a digit it places ringed in green,
// and the step in words below.
func (d *doc) workedExample(s section, y float64) {
	t, ok := logic.TechniqueByName(s.level)
	if !ok {
		return
	}
	e := &d.plan.entries[s.first]
	board, step := stepOf(e.Clues, t)
	if step == nil {
		return
	}
	explain := d.tr(step.Explain())
	sl, ok := d.exampleSlot(y, explain, 0.9, 60)
	if !ok {
		return // the page is too small for candidates to be read
	}
	side := sl.Side
	cell := side / 9
	d.exampleTint()
	for _, c := range step.Cells {
		if board.Values[c] == 0 {
			d.Rect(sl.X+float64(c%9)*cell, sl.Y+float64(c/9)*cell, cell, cell, "F")
		}
	}
	// The givens as the book prints them; the digits found so far as an
	// answer key prints them.
	d.grid(sl, &Entry{Clues: e.Clues, Solution: board.Values, CellColors: e.CellColors, Helpers: e.Helpers}, true)
	removed, placed := map[logic.Candidate]bool{}, map[logic.Candidate]bool{}
	for _, c := range step.Eliminate {
		removed[c] = true
	}
	for _, c := range step.Place {
		placed[c] = true
	}
	mini := cell / 3
	d.SetFont("go", "", mini/point*0.8)
	for c := 0; c < 81; c++ {
		if board.Values[c] != 0 {
			continue
		}
		for v := 1; v <= 9; v++ {
			if board.Cands[c]&sudoku.Bit(v) == 0 {
				continue
			}
			x := sl.X + float64(c%9)*cell + float64((v-1)%3)*mini
			cy := sl.Y + float64(c/9)*cell + float64((v-1)/3)*mini
			cand := logic.Candidate{Cell: c, Digit: v}
			switch {
			case removed[cand]:
				d.setTextColour(200, 30, 30)
				d.setDraw(200, 30, 30)
				d.SetLineWidth(max(0.2, mini/12))
				d.Line(x+mini*0.15, cy+mini*0.85, x+mini*0.85, cy+mini*0.15)
			case placed[cand]:
				d.setTextColour(0, 130, 60)
				d.setDraw(0, 130, 60)
				d.SetLineWidth(max(0.2, mini/12))
				d.Circle(x+mini/2, cy+mini/2, mini*0.48, "D")
			default:
				d.SetTextColor(90, 90, 90)
			}
			d.SetXY(x, cy)
			d.CellFormat(mini, mini, strconv.Itoa(v), "", 0, "CM", false, 0, "")
		}
	}
	d.SetTextColor(0, 0, 0)
	d.paragraph(explain, sl.Y+side+4, 10.5)
}

// notesPage is a page left for the reader's working: headed "Notes" and
// ruled across, so that neither a reader nor a printer's review takes it
// for a page that failed to print.
func (d *doc) notesPage() {
	b := d.safe()
	y := d.heading(d.tr(text.New("Notes")), b.Y0)
	d.SetDrawColor(170, 170, 170)
	d.SetLineWidth(0.2)
	for y += 8 * d.scale; y < b.Y1-d.space().footer-2; y += 8 * d.scale {
		d.Line(b.X0, y, b.X1, y)
	}
}
