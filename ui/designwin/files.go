package designwin

import (
	"context"
	"errors"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/batch"
	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/engine/userfile"
	"github.com/pictdoku/pictdoku/export/atomic"
	"github.com/pictdoku/pictdoku/export/palette"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/opendialog"
	"github.com/pictdoku/pictdoku/ui/savedialog"
)

// Document returns the design as a document.
func (w *Window) Document() design.Document {
	gen := w.generateOptions()
	d := design.Document{Pattern: w.pattern.String(), Symmetry: w.symmetry.String(),
		Generation: design.Generation{Level: w.levelChosen(), Exact: w.w.exact.Checked, Trial: w.w.trial.Checked,
			Strategy: w.w.strategy.Value(), Seconds: int(gen.Timeout.Seconds()), Variants: gen.Count, Seed: w.seed, FixedSeed: w.w.fixedSeed.Checked,
			Technique: w.techniqueKey(), KeepPattern: w.w.keepPicture.Checked}}
	if w.pictureRes != nil {
		opt := w.pictureOptions()
		d.Picture = &design.Picture{Thumbnail: w.thumbnailPNG(), Name: w.pictureName, Clues: opt.Clues, Edges: opt.Edges, Invert: opt.Invert, Threshold: opt.Threshold, Crop: opt.Crop,
			KeepPicture: w.w.keepPicture.Checked, AnyCount: opt.FreeCount,
			AsDrawn: w.showsDrawing(), Kept: w.keepsDrawing()}
		d.Colors = design.FormatColors(w.pictureRes.Colors)
	}
	if w.clues.Clues() > 0 {
		d.Puzzle, d.Solution = w.clues.String(), w.solution.String()
		if !w.helpers.Empty() {
			d.Helpers = w.helpers.String()
		}
		d.Play = w.playState
		d.Rating = w.rating
	}
	return d
}

// summary keeps what the window shows and saves of a rating.
func summary(r rating.Rating) *design.Rating {
	return &design.Rating{Level: r.Level.String(), Score: r.Score, Hardest: r.Hardest.String()}
}

// SaveDesign writes the design file atomically.
func (w *Window) SaveDesign(path string) error {
	data, err := design.Marshal(w.Document())
	if err != nil {
		return err
	}
	if err := atomic.WriteBytes(path, data); err != nil {
		return err
	}
	w.docName = book.DesignName(path)
	w.savedDoc = data
	w.refresh()
	return nil
}

// OpenDesign reads a design file; a bad file leaves the current design.
func (w *Window) OpenDesign(path string) error {
	data, err := userfile.Read(path, batch.MaxDesignBytes)
	if err != nil {
		return err
	}
	d, err := design.Unmarshal(data)
	if err != nil {
		return err
	}
	w.record()
	w.load(d)
	w.docName = book.DesignName(path)
	w.markSaved()
	w.refresh()
	w.rateIfNeeded()
	return nil
}

// readingOf reads src with opt as the design's picture: in the framing of
// the look (or the rendering a look raced) whose cells are cells, when
// one is, so that a design saved with any of the picture's looks opens
// with that look's reading (kept exact or not, framed in the gallery),
// not as edited by hand; else the picture's default reading.
func readingOf(src *picture.Source, opt picture.Options, cells pattern.Pattern) picture.Result {
	opt.Candidates = true
	r := src.Pattern(opt)
	for _, l := range r.Looks {
		for _, rd := range append([]picture.Rendering{l.Rendering}, l.Tries...) {
			if rd.Pattern == cells && rd.Reading != nil {
				r = r.Use(rd)
				r.Renderings, r.Looks = nil, nil
				return r
			}
		}
	}
	r.Renderings, r.Looks = nil, nil
	return r
}

// load shows a checked document.
func (w *Window) load(d design.Document) {
	w.pattern, _ = pattern.Parse(d.Pattern)
	if s, err := pattern.ParseSymmetry(d.Symmetry); err == nil {
		w.symmetry = s
	}
	w.source, w.pictureRes, w.thumbPNG, w.pictureName = nil, nil, nil, ""
	w.pictureDesc = nil
	if d.Picture != nil && len(d.Picture.Thumbnail) > 0 {
		if src, err := picture.Decode(d.Picture.Thumbnail); err == nil {
			w.pictureDesc = func() string { return i18n.T("The design's own picture (kept in the design file).") }
			if name := d.Picture.Name; name != "" {
				w.pictureDesc = func() string { return i18n.Tf("%s (kept in the design file)", name) }
				w.pictureName = name
				if w.docName == "" { // a restored autosave: offer the picture's name, as when it was dropped
					w.docName = book.DesignName(name)
				}
			}
			w.source = src
			r := readingOf(src, picture.Options{Clues: d.Picture.Clues, Edges: d.Picture.Edges, Invert: d.Picture.Invert, Threshold: d.Picture.Threshold, Crop: d.Picture.Crop, Symmetry: w.symmetry, FreeCount: d.Picture.AnyCount}, w.pattern)
			if r.Pattern != w.pattern && d.Picture.AsDrawn {
				// The look the design was saved with, which the picture
				// read again draws a little otherwise.
				r.Pattern, r.Rendering.Pattern, r.Rendering.Kept = w.pattern, w.pattern, d.Picture.Kept
			}
			if colors, err := design.ParseColors(d.Colors); err == nil && colors != nil {
				// The colours of the look the design was saved with, in its
				// framing: read anew, the thumbnail is framed again.
				r.Colors = *colors
			}
			w.pictureRes = &r
			w.editedByHand = r.Pattern != w.pattern
			w.w.autoRepair.SetChecked(true) // on by default for a picture's design, as when one is opened
		}
	}
	w.notePicture(w.pictureNoteText)
	// Show the file's settings without the controls' callbacks re-deriving.
	opt := w.pictureOptions()
	if p := d.Picture; p != nil {
		opt = picture.Options{Clues: p.Clues, Edges: p.Edges, Invert: p.Invert, Threshold: p.Threshold, Crop: p.Crop, FreeCount: p.AnyCount}
	}
	ready := w.ready
	w.ready = false
	w.setControls(d.Generation, opt)
	w.w.keepPicture.SetChecked(d.KeepsPattern())
	w.ready = ready
	if w.pictureRes != nil {
		w.showThreshold()
	}
	if d.Generation.Level != "" {
		w.seed = max(d.Generation.Seed, 1)
	}
	w.dropPuzzle()
	w.startLooks() // the design's own picture's looks, or none
	if d.Puzzle != "" {
		w.clues, _ = sudoku.Parse(d.Puzzle)
		w.solution, _ = sudoku.Parse(d.Solution)
		w.helpers, _ = pattern.Parse(d.Helpers) // "" reads as none; Unmarshal checked the rest
		// The file carries the level; the steps, which Play shows, are
		// worked out again (rateIfNeeded, by the caller once the design
		// shows), and the level too when the file lacks it.
		w.rating = d.Rating
		w.showRating()
		w.playState = d.Play
		w.lookState.nameLook = w.source != nil // "Look: contour, 23 clues, 4 helper clues", once found
	}
}

// restore loads the autosaved design, if there is one, and reports
// whether it did. One that cannot be read (damaged, or written by a newer
// Pictdoku) is never replaced by the sample: it is first copied aside
// (autosave.pictdoku.bak), and when no copy can be kept, autosave stays
// off for this session. The result line says which.
func (w *Window) restore() bool {
	if w.AutosavePath == "" {
		return false
	}
	data, err := userfile.Read(w.AutosavePath, batch.MaxDesignBytes)
	if userfile.Absent(err) {
		return false
	}
	if err == nil {
		var d design.Document
		if d, err = design.Unmarshal(data); err == nil {
			w.load(d)
			return true
		}
	}
	backup, berr := atomic.Backup(w.AutosavePath)
	if berr != nil {
		w.AutosavePath = ""
		w.tell(func() string {
			return i18n.Tf("The autosaved design could not be read (%s), nor a copy of it kept; autosave is off so that it is not overwritten.", i18n.Err(err))
		})
		return false
	}
	w.tell(func() string {
		return i18n.Tf("The autosaved design could not be read (%s); it was kept as %s.", i18n.Err(err), backup)
	})
	return false
}

// tell shows a notice the author must not miss: in the result line and in
// a dialog, which stays until it is read.
func (w *Window) tell(notice func() string) {
	w.say(notice)
	keyrule.ShowInformation(i18n.T("Pictdoku"), notice(), w.Win)
}

// CopyPuzzle puts the puzzle (or, before one exists, the pattern) on the
// clipboard as one line of 81 characters.
func (w *Window) CopyPuzzle() string {
	text := w.pattern.String()
	if w.clues.Clues() > 0 {
		text = w.clues.String()
	}
	w.App.Clipboard().SetContent(text)
	if w.clues.Clues() > 0 {
		w.sayDone(func() string { return i18n.T("Copied the puzzle as one line of 81 characters.") })
	} else {
		w.sayDone(func() string { return i18n.T("Copied the pattern as one line of 81 characters.") })
	}
	return text
}

// PastePuzzle takes a puzzle from another tool: its clues become the
// pattern, and it is solved and rated.
func (w *Window) PastePuzzle(s string) error {
	g, err := sudoku.Parse(s)
	if err != nil {
		w.say(func() string { return i18n.Tf("Paste: %s", i18n.Err(err)) })
		return err
	}
	sol, n := exact.Solve(&g)
	if n != 1 {
		err := text.Errorf("the pasted puzzle has no solution")
		if n == 2 {
			err = text.Errorf("the pasted puzzle has more than one solution")
		}
		w.say(func() string { return i18n.Tf("Paste: %s", i18n.Err(err)) })
		return err
	}
	w.record()
	w.pattern = pattern.OfClues(g)
	w.dropPicture() // the document keeps its name: a save goes where it went
	w.clues, w.solution = g, sol
	w.rateIfNeeded()
	return nil
}

// rateIfNeeded rates the puzzle on the grid when its steps are not known
// and no rating of it is under way (see rateShown). The one who changed
// the grid calls it last, once the window shows the change: its rating
// then reports to a window no one else is changing.
func (w *Window) rateIfNeeded() {
	if w.clues.Clues() > 0 && w.full == nil && w.cancelRating == nil {
		w.rateShown()
	}
}

// rateShown rates the puzzle on the grid, whose steps are not known (a
// pasted puzzle, or a design file's, which keeps its level but not its
// steps), off the UI goroutine: the hardest puzzles take seconds
// (forum_hardest_1106 up to 12 s). The bar fills with the cells the
// solver has filled, Cancel stops it, and the puzzle is played, added to
// the book or exported once it is rated (Play shows its steps as the
// solution path). The result line says it is rating a puzzle that has no
// level yet, then shows the level; stopped, a puzzle has no level or
// steps beyond what its file gave, and says so.
func (w *Window) rateShown() {
	g := w.clues
	ctx, cancel := context.WithCancel(context.Background())
	w.ratings++
	n := w.ratings
	w.cancelRating = cancel
	w.ratingBusy.Store(true)
	w.showCancel()
	w.w.progress.Max = 1
	w.w.progress.SetValue(0)
	leveled := w.rating != nil
	if !leveled {
		w.say(func() string { return i18n.T("Rating the puzzle…") })
	}
	w.redraw() // Play, Add to book and Export wait for it
	rate := rateWith
	go func() {
		r, err := rate(ctx, g, true, func(filled, open int) {
			onUI(func() {
				if n == w.ratings {
					w.w.progress.SetValue(float64(filled) / float64(max(open, 1)))
				}
			})
		})
		onUI(func() {
			if n != w.ratings {
				return // a newer puzzle, or Cancel, replaced this rating
			}
			defer w.ratingBusy.Store(false) // once the level shows
			w.cancelRating = nil
			cancel()
			w.showCancel()
			if err == nil {
				w.full = &r
			}
			if err != nil || leveled {
				w.redraw() // the design, which holds no steps, is as it was
				return
			}
			w.rating = summary(r)
			w.showRating()
			w.refresh()
		})
	}()
}

// rateWith rates a puzzle for rateShown: rating.RateContext, which a test
// holds back to see the window while a rating is under way.
var rateWith = rating.RateContext

// stopRating drops a rating under way, if any: the puzzle stays, without
// a level.
func (w *Window) stopRating() bool {
	if w.cancelRating == nil {
		return false
	}
	w.ratings++ // the rating's result is dropped when it comes
	w.cancelRating()
	w.cancelRating = nil
	w.ratingBusy.Store(false)
	w.showCancel()
	return true
}

// RatingUnderWay reports whether a pasted or opened puzzle is being rated
// (see rateShown); it may be called from any goroutine.
func (w *Window) RatingUnderWay() bool { return w.ratingBusy.Load() }

// waitForRating says, for an action that needs the puzzle's level, that
// it is still being rated, and reports whether it is.
func (w *Window) waitForRating() bool {
	if w.cancelRating == nil {
		return false
	}
	w.say(func() string { return i18n.T("The puzzle is still being rated: wait for its level, or Cancel.") })
	return true
}

// ExportSheet writes the puzzle as a PDF sheet.
func (w *Window) ExportSheet(path, highlight string, pictureColors, withSolution bool) error {
	save, err := w.sheet(highlight, pictureColors, withSolution)
	if err != nil {
		return err
	}
	return save(path)
}

// sheet takes the puzzle shown now for a PDF sheet, and returns what
// writes it to a file: the export dialog takes it when the author
// confirms, so a puzzle that reaches the grid while the file is chosen
// does not slip into the sheet with the dialog's choices for another.
func (w *Window) sheet(highlight string, pictureColors, withSolution bool) (func(path string) error, error) {
	if w.clues.Clues() == 0 {
		return nil, text.Errorf("generate or paste a puzzle first")
	}
	if w.cancelRating != nil {
		return nil, text.Errorf("the puzzle is still being rated")
	}
	e := pdf.Entry{Clues: w.clues, Solution: w.solution, CellColors: w.colorsOf(), Helpers: w.helpers}
	if w.rating != nil {
		e.Level, e.Score = w.rating.Level, w.rating.Score
	}
	if w.variants != nil { // generated here: the seed makes it again; a pasted or opened puzzle has none
		e.ID = i18n.Tf("seed %d", w.seed)
	}
	// The sheet speaks the app's language, as a book does by default.
	opt := pdf.Options{Title: "Pictdoku", Highlight: palette.Highlights[highlight], CellColors: pictureColors, Answers: withSolution, Lang: i18n.Current()}
	return func(path string) error { return pdf.Save(path, []pdf.Entry{e}, opt) }, nil
}

func (w *Window) showError(err error) {
	if err != nil {
		keyrule.ShowError(errors.New(i18n.Err(err)), w.Win)
	}
}

func (w *Window) showSaveDesign() { w.saveDesignThen(nil) }

// saveDesignThen asks where to save the design, saves it, and then runs
// after (if any) once the file is written.
func (w *Window) saveDesignThen(after func()) {
	if keyrule.Busy(w.Win) {
		return // no dialog over another (see keyrule)
	}
	savedialog.Show(w.Win, savedialog.Options{Name: savedialog.FileName(w.docName, "design", ".pictdoku"), Ext: []string{".pictdoku", ".json"}}, func(path string) {
		if err := w.SaveDesign(path); err != nil {
			w.showError(err)
			return
		}
		w.sayDone(func() string { return i18n.Tf("Saved %s.", path) })
		if after != nil {
			after()
		}
	})
}

func (w *Window) showOpenDesign() {
	if keyrule.Busy(w.Win) {
		return
	}
	opendialog.Show(w.Win, opendialog.Options{Title: i18n.T("Open design"), Ext: []string{".pictdoku", ".json"}}, func(path string) {
		w.showError(w.OpenDesign(path))
	})
}

func (w *Window) showExport() {
	if keyrule.Busy(w.Win) {
		return
	}
	if w.clues.Clues() == 0 {
		w.say(func() string { return i18n.T("Generate or paste a puzzle first, then export it.") })
		return
	}
	colour := i18n.NewChoice(palette.Names(), nil)
	colour.SetValue(w.App.Preferences().StringWithFallback(PrefHighlight, "Amber"))
	tick := newColoursTick(w, colour)
	w.exportTick = tick
	withSolution := keyrule.NewCheck(i18n.T("Add the solution page"), nil)
	// The highlight's label stays in the text's colour: a form greys the
	// label of a disabled control when it is built, and keeps it grey
	// when the control is enabled later (the box unticked).
	items := []*widget.FormItem{widget.NewFormItem(i18n.T("Highlight"), container.NewStack(colour)), widget.NewFormItem("", tick.check), widget.NewFormItem("", withSolution)}
	keyrule.ShowForm(i18n.T("Export PDF sheet"), i18n.T("Choose file…"), i18n.T("Cancel"), items, func(ok bool) {
		w.exportTick = nil
		if !ok {
			return
		}
		save, err := w.sheet(colour.Value(), tick.check.Checked, withSolution.Checked)
		if err != nil {
			w.showError(err)
			return
		}
		savedialog.Show(w.Win, savedialog.Options{Name: savedialog.FileName(w.docName, "pictdoku", ".pdf"), Ext: []string{".pdf"}}, func(path string) {
			if err := save(path); err != nil {
				w.showError(err)
				return
			}
			w.sayDone(func() string { return i18n.Tf("Exported %s.", path) })
		})
	}, w.Win)
}
