package bookwin

import (
	"context"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/batch"
	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/canon"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/opendialog"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// designExtensions are the files "Fill from designs" offers: saved
// designs, patterns as text, and pictures.
var designExtensions = append([]string{".pictdoku", ".json", ".txt"}, picture.Extensions()...)

// fillDialog asks which designs to make puzzles from, how many, and at
// which levels.
type fillDialog struct {
	designs   []batch.Design // read and checked as each was added
	list      *wraplabel.Label
	problem   *wraplabel.Label // why the last design offered was not added
	perDesign *widget.Entry
	levels    map[logic.Level]*keyrule.Check
	technique *i18n.Choice   // a technique to practise instead of the levels
	keep      *keyrule.Check // keep each picture exact, with helper clues
	dialog    *dialog.ConfirmDialog
}

// PrefFillLevels, PrefFillCount and PrefFillTechnique keep the last
// fill's choices.
const (
	PrefFillLevels    = "bookwin.fillLevels"
	PrefFillCount     = "bookwin.fillCount"
	PrefFillTechnique = "bookwin.fillTechnique"
)

// showFill opens the "Fill from designs" dialog.
func (w *Window) showFill() {
	if keyrule.Busy(w.Win) {
		return // no dialog over another (see keyrule)
	}
	prefs := fyne.CurrentApp().Preferences()
	f := &fillDialog{list: wraplabel.New(i18n.T("No designs yet: add saved designs, patterns or pictures.")),
		perDesign: widget.NewEntry(), levels: map[logic.Level]*keyrule.Check{}}
	f.problem = wraplabel.New("")
	f.problem.Importance = widget.DangerImportance
	f.problem.Hide()
	f.perDesign.SetText(strconv.Itoa(prefs.IntWithFallback(PrefFillCount, 10)))
	f.keep = keyrule.NewCheck(i18n.T("Keep each picture exact (add helper clues beside it)"), nil)
	f.keep.SetChecked(w.Book.Settings.KeepPicture)
	chosen := strings.Split(prefs.StringWithFallback(PrefFillLevels, "Easy,Medium,Hard"), ",")
	var checks []fyne.CanvasObject
	for _, l := range logic.Levels() {
		c := keyrule.NewCheck(i18n.T(l.String()), nil)
		c.SetChecked(contains(chosen, l.String()))
		f.levels[l] = c
		checks = append(checks, c)
	}
	// A technique to practise replaces the levels: each puzzle needs it
	// and nothing harder, and a book with sections gives it a section
	// that opens with a worked example. Fill again for another technique.
	f.technique = techniquechoice.New(func(key string) {
		for _, c := range f.levels {
			if key == techniquechoice.Any {
				c.Enable()
			} else {
				c.Disable()
			}
		}
	})
	f.technique.SetValue(prefs.StringWithFallback(PrefFillTechnique, techniquechoice.Any))
	add := widget.NewButton(i18n.T("Add design…"), func() {
		opendialog.Show(w.Win, opendialog.Options{Title: i18n.T("Add design"), Ext: designExtensions}, func(path string) {
			defer f.dialog.Show()
			d, err := batch.Load(path)
			if err != nil {
				f.problem.SetText(i18n.Err(err))
				f.problem.Show()
				return
			}
			f.problem.Hide()
			f.designs = append(f.designs, d)
			var names []string
			for _, d := range f.designs {
				names = append(names, d.Name)
			}
			f.list.SetText(strings.Join(names, "\n"))
		})
	})
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Designs"), container.NewVBox(f.list, f.problem, add)),
		widget.NewFormItem(i18n.T("Puzzles per design"), f.perDesign),
		widget.NewFormItem(i18n.T("Technique"), f.technique),
		widget.NewFormItem(i18n.T("Levels"), container.NewGridWithColumns(3, checks...)),
		widget.NewFormItem(i18n.T("Pictures"), f.keep),
	)
	f.dialog = dialog.NewCustomConfirm(i18n.T("Fill from designs"), i18n.T("Make puzzles"), i18n.T("Cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(f.perDesign.Text))
		if err != nil {
			text := f.perDesign.Text
			w.say(func() string { return i18n.Tf("Puzzles per design: %q is not a number", text) })
			return
		}
		var levels []logic.Level
		var names []string
		for _, l := range logic.Levels() {
			if f.levels[l].Checked {
				levels = append(levels, l)
				names = append(names, l.String())
			}
		}
		if _, err := pdf.BookPuzzles(n, len(f.designs)); err != nil {
			w.say(func() string { return i18n.Err(err) })
			return
		}
		if w.Book.Settings.KeepPicture != f.keep.Checked {
			w.Book.Settings.KeepPicture = f.keep.Checked
			w.changed()
		}
		prefs.SetInt(PrefFillCount, n)
		prefs.SetString(PrefFillLevels, strings.Join(names, ","))
		prefs.SetString(PrefFillTechnique, f.technique.Value())
		if t, ok := techniquechoice.Chosen(f.technique); ok {
			w.Fill(f.designs, n, nil, t)
			return
		}
		w.Fill(f.designs, n, levels)
	}, w.Win)
	keyrule.Track(w.Win, f.dialog, f.dialog.Confirm)
	f.dialog.Resize(fyne.NewSize(480, 0))
	w.fillDialog = f
	f.dialog.Show()
}

// fillSeed and fillAttempts are how Fill seeds and bounds its searches: a
// new seed each time (a second fill makes other puzzles), and a minute for
// each design and level. Tests fix the seed and bound each search by a
// count of attempts instead (generate.Options.Attempts), so that what a
// fill makes does not depend on the machine's speed.
var (
	fillSeed     = func() uint64 { return uint64(time.Now().UnixNano()) }
	fillAttempts = 0
)

// Fill makes perDesign puzzles from each design, spread over levels (or
// over the techniques needs names, for a practice book: each puzzle then
// needs its technique and nothing harder), in the background on every
// core, adding each to the book (and saving it) as soon as it is made, so
// that a cancelled fill keeps them. The channel is closed when the fill
// has ended.
func (w *Window) Fill(designs []batch.Design, perDesign int, levels []logic.Level, needs ...logic.Technique) <-chan struct{} {
	done := make(chan struct{})
	fail := func(err error) <-chan struct{} {
		w.say(func() string { return i18n.Tf("Fill from designs: %s", i18n.Err(err)) })
		close(done)
		return done
	}
	if len(designs) == 0 {
		return fail(text.Errorf("add a design first"))
	}
	opt := batch.Options{PerDesign: perDesign, Levels: levels, Needs: needs, Timeout: time.Minute, Seed: fillSeed(),
		KeepPicture: w.Book.Settings.KeepPicture}
	if fillAttempts > 0 {
		opt.Timeout, opt.Attempts = 0, fillAttempts
	}
	if err := opt.Check(); err != nil {
		return fail(err)
	}
	opt.Avoid = map[sudoku.Grid]bool{} // none of the book's puzzles again, relabelled, rotated or mirrored
	for _, en := range entries(w.Book) {
		opt.Avoid[canon.Form(en.Clues)] = true
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.begin(cancel)
	added := 0
	opt.OnPuzzle = func(pz batch.Puzzle) {
		it := book.Item{Puzzle: pz.Clues.String(), Solution: pz.Solution.String(), Level: pz.Rating.Level.String(), Score: pz.Rating.Score,
			Design: book.DesignName(designs[pz.Design].Name)}
		if c := designs[pz.Design].Colors; c != nil {
			it.Colors = design.FormatColors(*c)
		}
		if h := designs[pz.Design].Helpers; !h.Empty() {
			it.Helpers = h.String()
		}
		if len(needs) > 0 {
			it.Technique = pz.Rating.Hardest.String()
		}
		fyne.Do(func() {
			if w.Book.Add(it) {
				added++
				w.changed()
			}
		})
	}
	opt.Progress = func(p batch.Progress) {
		fyne.Do(func() {
			w.progress.SetValue(float64(p.Done) / float64(max(p.Total, 1)))
			w.status.SetText(i18n.Tf("Making puzzles: %d of %d, %s", p.Done, p.Total, p.Elapsed.Round(time.Second)))
		})
	}
	go func() {
		res, _ := batch.Make(ctx, designs, opt) // the options were checked above
		fyne.Do(func() {
			made := added
			w.end(func() string {
				msg := i18n.Tf("Added %s.", puzzleCount(made))
				if res.Canceled {
					msg = i18n.Tf("Stopped: added the %d puzzles made.", made)
				}
				for _, s := range res.Short {
					msg += "\n" + i18n.Msg(s.Message())
				}
				return msg
			})
			close(done)
		})
	}()
	return done
}
