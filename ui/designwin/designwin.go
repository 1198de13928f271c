// Package designwin is the design window: the grid editor, the picture
// drop zone, the generation controls and the file commands. It only wires
// widgets to the engine and exporters; every decision lives there.
package designwin

import (
	"bytes"
	"context"
	"image/color"
	"path/filepath"
	"strconv"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/design"
	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/undo"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/ui/bookwin"
	"github.com/pictdoku/pictdoku/ui/gridview"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/lookgallery"
	"github.com/pictdoku/pictdoku/ui/playwin"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
	"github.com/pictdoku/pictdoku/ui/tooltip"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// Window is the design window's state and widgets.
type Window struct {
	App  fyne.App
	Win  fyne.Window
	Grid *gridview.GridView

	// AutosavePath is where the design is written soon after every
	// change (see autosave.go; "" turns autosave off).
	AutosavePath string
	// autosaveFailure is the failure the result line was last told ("":
	// none since the last success).
	autosaveFailure string
	saver           autosaver     // the snapshot not yet autosaved, and how the last write went
	quitDialog      dialog.Dialog // the question Quit asks after a failed autosave, for tests
	quitOn          fyne.Window   // the window quitDialog shows on
	// BookPath is where the book builder's list is kept ("" for none).
	BookPath string

	pattern  pattern.Pattern
	history  undo.History[state] // whole states: the pattern and its puzzle
	symmetry pattern.Symmetry
	paintOn  bool
	stroke   bool

	// The picture, when the design came from one.
	source       *picture.Source
	pictureRes   *picture.Result
	thumbPNG     []byte
	editedByHand bool // the pattern changed by hand since it was derived

	// The puzzle, once generated or pasted.
	clues    sudoku.Grid
	solution sudoku.Grid
	rating   *design.Rating // the puzzle's level, score and hardest technique
	variants []generate.Puzzle
	variant  int
	seed     uint64
	// authorLevel is the level chosen before a technique took the Level
	// box over ("" while no technique is chosen; see techniqueChosen).
	authorLevel string
	// previous is set while the puzzle shown is one found before a
	// generation that found nothing: the result line and the buttons
	// say so.
	previous bool
	// pictureDesc describes the picture (name, size, how it was read), for
	// the picture note (nil without a picture).
	pictureDesc func() string
	// pictureName is the picture file's name without its folder, kept in
	// the design file ("" when unknown).
	pictureName string
	// pictureReads counts picture reads started (and cancelled), so that
	// only the latest read's result is shown; cancelRead stops it.
	pictureReads int
	cancelRead   context.CancelFunc
	pictureRead  <-chan struct{} // closed when the last read is shown or dropped
	readPicture  func(ctx context.Context, path string) (*picture.Source, error)
	cancel       context.CancelFunc
	// generating is set while a generation runs, until its outcome shows.
	generating atomic.Bool
	// ratings counts the ratings of a pasted or opened puzzle started (and
	// stopped), so that only the latest one's result is shown;
	// cancelRating stops it, and ratingBusy is set until it shows (see
	// rateShown).
	ratings      int
	cancelRating context.CancelFunc
	ratingBusy   atomic.Bool
	// full is the puzzle's rating with its steps, which Play shows (the
	// level line and the solution path): a generated puzzle comes with
	// it, a pasted or opened one gets it from rateShown; nil until then.
	full *rating.Rating

	// suggestion is the repaired pattern and its puzzle offered after a
	// failed generation, until applied or the pattern changes, with the
	// picture as the search read it (nil for a pattern's repair).
	suggestion        *designpuzzle.Outcome
	suggestionPicture *picture.Result
	// ways are the changes offered after a failed generation, each tried
	// and known to give a puzzle (see ways.go).
	ways []wayOut
	// helpers are the puzzle's helper clues: clue cells outside the
	// pattern, shown without the highlight (Keep the picture exact).
	helpers pattern.Pattern
	// puzzleItems are the menu items that need a puzzle (see mainMenu);
	// undoItems are Undo and Redo, enabled as the toolbar's buttons are.
	puzzleItems []*fyne.MenuItem
	undoItems   [2]*fyne.MenuItem
	// docName names the document for the file names offered and the
	// window's title: the picture's or the design file's name, without
	// its extension.
	docName string
	// savedDoc is the design as last saved or opened (or found at start):
	// the title marks the design unsaved while it differs.
	savedDoc []byte

	playState *design.PlayState // the game in progress on this puzzle
	book      *book.Book
	bookStore *bookstore.Store // where book is saved, merged with other instances' changes
	bookWin   *bookwin.Window
	playWin   *playwin.Window

	lookState lookState // the picture's looks, for the gallery (looks.go)

	exportTick *coloursTick // the open export dialog's picture colours box, or nil

	ready bool  // controls built: callbacks may refresh
	words words // what the labels say, kept for a switch of language
	w     widgets
}

// widgets are the controls, kept for updates and tests.
type widgets struct {
	count               *widget.Label
	result, pictureNote *wraplabel.Label
	resultScroll        *container.Scroll // the result line's, beyond resultLines
	feasibility         *badgeView
	removePicture       *widget.Button
	play, addToBook     *wrapButton
	tools               []*tooltip.Action // the toolbar
	pictureFeasibility  *badgeView        // the same badge on the Picture tab
	symmetry, samples   *i18n.Choice
	randomCount         *keyrule.Select
	undo, redo          *widget.Button

	clueSlider, thresholdSlider *widget.Slider
	clueLabel, thresholdLabel   *widget.Label
	edges, invert, crop, auto   *keyrule.Check
	anyCount                    *keyrule.Check // the look that reads best at any clue count
	keepPicture                 *keyrule.Check
	ways                        *fyne.Container // the ways out, one button each
	rederive                    *widget.Button
	gallery                     *lookgallery.Gallery // the picture's looks
	looksNote                   *wraplabel.Label
	stopLooks                   *widget.Button // stops working the looks out

	level, timeLimit, strategy, technique *i18n.Choice
	tabs                                  *container.AppTabs
	variants                              *keyrule.Select
	exact, trial, autoRepair              *keyrule.Check
	fixedSeed                             *keyrule.Check // the same puzzle on every Generate
	generate                              *twinButton    // on the Generate tab, and its twin on the Design tab
	cancel, another                       *widget.Button
	fix                                   *wrapButton // applies the suggestion
	progress                              *widget.ProgressBar
	progressNote                          *widget.Label
}

// New builds the design window on app a. It restores the autosaved design
// from autosavePath when there is one, else shows the pattern p.
func New(a fyne.App, p pattern.Pattern, autosavePath string) *Window {
	w := &Window{App: a, Win: a.NewWindow(i18n.T("Pictdoku")), Grid: gridview.New(), pattern: p, AutosavePath: autosavePath, seed: 1,
		readPicture: picture.OpenContext}
	w.Grid.OnCellDown = w.cellDown
	w.Grid.OnCellDrag = w.cellDrag
	w.Grid.OnCellUp = func() { w.stroke = false; w.autosaveSoon() }
	w.buildControls()

	w.layout()
	w.Win.Resize(fyne.NewSize(1000, 700))
	w.addShortcuts()
	w.Win.SetCloseIntercept(w.Quit)
	// Ctrl+W closes the design window, which is quitting; Esc closes
	// dialogs only (see keyrule).
	keyrule.Install(w.Win, keyrule.Options{Close: w.Quit})
	w.Win.SetOnClosed(w.FlushAutosave) // however it closes, the design reaches the disk
	w.applyPreferences()
	w.Grid.Highlight = screenHighlight(a.Preferences().StringWithFallback(PrefHighlight, "Amber"))
	w.Win.SetOnDropped(func(_ fyne.Position, uris []fyne.URI) { w.Dropped(uris) })
	w.ready = true
	restored := w.restore()
	w.markSaved()
	w.refresh()
	if restored {
		// The autosave is as it was read: it is written again after the
		// first change, not at start (a value too long to show, shortened
		// on reading, stays whole in the file until then).
		w.saver.drop()
	}
	w.rateIfNeeded() // the autosaved puzzle's steps
	return w
}

// toolUndo and toolRedo are Undo's and Redo's places in the toolbar
// (Window.w.tools).
const (
	toolUndo = 2
	toolRedo = 3
)

// layout puts the controls, toolbar and menu in the window.
func (w *Window) layout() {
	w.w.tools = []*tooltip.Action{
		tooltip.NewAction(theme.FolderOpenIcon(), i18n.T("Open design (Ctrl+O)"), w.showOpenDesign),
		tooltip.NewAction(theme.DocumentSaveIcon(), i18n.T("Save design (Ctrl+S)"), w.showSaveDesign),
		tooltip.NewAction(theme.ContentUndoIcon(), i18n.T("Undo (Ctrl+Z)"), w.Undo),
		tooltip.NewAction(theme.ContentRedoIcon(), i18n.T("Redo (Ctrl+Y)"), w.Redo),
		// The steps from a picture to paper carry their names too (the
		// file and undo icons are known at sight): the first screen says
		// to Generate, and the button says Generate.
		tooltip.NewAction(theme.FileImageIcon(), i18n.T("Open picture"), w.showOpenPicture).Labelled(i18n.T("Open picture…")),
		// Generate has the computer work a puzzle out, Play plays it (▶):
		// the icons read the way media players and editors use them.
		tooltip.NewAction(theme.ComputerIcon(), i18n.T("Generate (Ctrl+G)"), w.Generate).Labelled(i18n.T("Generate")),
		tooltip.NewAction(theme.MediaPlayIcon(), i18n.T("Play"), func() { w.Play() }).Labelled(i18n.T("Play")),
		tooltip.NewAction(theme.DocumentPrintIcon(), i18n.T("Export PDF sheet (Ctrl+E)"), w.showExport).Labelled(i18n.T("Export PDF sheet…")),
	}
	t := w.w.tools
	toolbar := widget.NewToolbar(t[0], t[1], widget.NewToolbarSeparator(), t[2], t[3], widget.NewToolbarSeparator(), t[4], t[5], t[6], t[7])
	tab := 0
	if w.w.tabs != nil {
		tab = w.w.tabs.SelectedIndex() // a rebuild (another language) keeps the tab shown
	}
	tabs := container.NewAppTabs( // the Picture tab at pictureTabIndex
		container.NewTabItem(i18n.T("Design"), w.designTab()),
		container.NewTabItem(i18n.T("Picture"), w.pictureTab()),
		container.NewTabItem(i18n.T("Generate"), w.generateTab()),
	)
	// The result bar (the result line, the fix offer, Play and Add to
	// book) stands below the tabs, so it is seen from whichever tab the
	// author is on.
	tabs.SelectIndex(tab)
	w.w.tabs = tabs
	side := container.NewBorder(nil, w.resultBar(), nil, nil, tabs)
	// The side panel is sideWidth wide whatever it holds, and as tall as
	// the window: the tabs scroll, and the result line below them stays in
	// sight at any height.
	sideBox := container.New(fixedWidth{sideWidth}, side)
	w.Win.SetContent(tooltip.Host(container.NewBorder(toolbar, nil, nil, container.NewPadded(sideBox), container.NewPadded(w.Grid))))
	w.Win.SetMainMenu(w.mainMenu())
}

func (w *Window) buildControls() {
	w.w.count = widget.NewLabel("")
	badge := feasibilityBadge(w.pattern)
	w.w.feasibility = newBadgeView(badge)
	w.w.pictureFeasibility = newBadgeView(badge)
	w.w.result = wraplabel.New(i18n.T("Draw a design, then Generate (Ctrl+G)."))
	w.w.pictureNote = wraplabel.New(i18n.T("Drop a picture on the window, or open one."))
	w.w.play = newWrapButton(i18n.T("Play this puzzle"), theme.MediaPlayIcon(), func() { w.Play() })
	w.w.addToBook = newWrapButton(i18n.T("Add to book"), theme.ContentAddIcon(), func() { w.AddToBook() })
	w.w.removePicture = widget.NewButtonWithIcon(i18n.T("Remove picture"), theme.DeleteIcon(), w.RemovePicture)

	var names []string
	for _, s := range pattern.Symmetries() {
		names = append(names, s.Name())
	}
	w.w.symmetry = i18n.NewChoice(names, func(name string) {
		for _, s := range pattern.Symmetries() {
			if s.Name() == name {
				w.symmetry = s
			}
		}
		w.pictureChanged()
	})
	w.w.symmetry.SetValue(pattern.None.Name())
	var sampleNames []string
	for _, s := range pattern.Samples() {
		sampleNames = append(sampleNames, s.Name)
	}
	w.w.samples = i18n.NewChoice(sampleNames, func(name string) {
		if s, ok := sampleNamed(name); ok {
			w.replaceDesign(s.Pattern)
			w.docName = s.Name // "Heart": the name the book list and the save dialog offer
		}
	})
	w.w.samples.PlaceHolder = i18n.T("Sample designs")
	var counts []string
	for k := 17; k <= 45; k++ {
		counts = append(counts, strconv.Itoa(k))
	}
	w.w.randomCount = keyrule.NewSelect(counts, nil)
	w.w.randomCount.SetSelected("28")
	w.w.undo = widget.NewButtonWithIcon(i18n.T("Undo"), theme.ContentUndoIcon(), w.Undo)
	w.w.redo = widget.NewButtonWithIcon(i18n.T("Redo"), theme.ContentRedoIcon(), w.Redo)

	w.w.clueLabel = widget.NewLabel(i18n.Tf("Clue cells: %d", picture.DefaultClues))
	w.w.clueSlider = widget.NewSlider(17, maxSliderClues)
	w.w.clueSlider.SetValue(picture.DefaultClues)
	// Any clue count: the grid takes the look that reads best, at the
	// count it has; moving the slider sets a count, and the look then
	// keeps to it.
	w.w.anyCount = keyrule.NewCheck(i18n.T("Any clue count: the look that reads best"), func(bool) { w.pictureChanged() })
	w.w.anyCount.SetChecked(true)
	w.w.clueSlider.OnChanged = func(v float64) {
		w.w.clueLabel.SetText(i18n.Tf("Clue cells: %d", int(v)))
		if w.ready && w.w.anyCount.Checked {
			w.ready = false // one derivation below, not one for the check too
			w.w.anyCount.SetChecked(false)
			w.ready = true
		}
		w.pictureChanged()
	}
	w.w.thresholdLabel = widget.NewLabel(i18n.T("Threshold: automatic"))
	w.w.thresholdSlider = widget.NewSlider(1, 255)
	w.w.thresholdSlider.SetValue(128)
	w.w.thresholdSlider.OnChanged = func(float64) { w.pictureChanged() }
	w.w.auto = keyrule.NewCheck(i18n.T("Automatic threshold (Otsu)"), func(bool) { w.pictureChanged() })
	w.w.auto.SetChecked(true)
	w.w.edges = keyrule.NewCheck(i18n.T("Edges (outline of filled shapes)"), func(bool) { w.pictureChanged() })
	w.w.invert = keyrule.NewCheck(i18n.T("Invert (take the paper as the drawing)"), func(bool) { w.pictureChanged() })
	w.w.crop = keyrule.NewCheck(i18n.T("Crop to fill the grid"), func(bool) { w.pictureChanged() })
	// Keeping the picture changes no cell: it changes how Generate looks
	// for a puzzle, so the puzzle found so far goes.
	w.w.keepPicture = keyrule.NewCheck(i18n.T("Keep the picture exact"), func(bool) {
		if w.ready && w.clues.Clues() > 0 && !w.Running() {
			w.dropPuzzle()
		}
		if w.ready {
			w.refresh() // the badge tells what helper clues make up for
		}
	})
	w.w.ways = newWaysBox()
	w.w.gallery = lookgallery.New(w.takeShown)
	w.w.looksNote = wraplabel.New("")
	w.w.stopLooks = widget.NewButtonWithIcon(i18n.T("Stop working out the looks"), theme.CancelIcon(), w.stopLooks)
	w.w.stopLooks.Hide()
	w.w.rederive = widget.NewButtonWithIcon(i18n.T("Re-derive from picture"), theme.ViewRefreshIcon(), func() {
		w.editedByHand = false
		w.notePicture(w.pictureNoteText)
		w.pictureChanged()
	})

	w.w.level = i18n.NewChoice(levelNames(), func(string) { w.puzzleSettingsChanged(true) })
	w.w.level.SetValue("Hard")
	w.w.exact = keyrule.NewCheck(i18n.T("Exactly this level (untick: this level or easier)"), func(bool) { w.puzzleSettingsChanged(true) })
	w.w.technique = techniquechoice.New(w.techniqueChosen)
	w.w.exact.SetChecked(true)
	w.w.trial = keyrule.NewCheck(i18n.T("Allow trial and error (try a digit, see if it fails)"), func(bool) { w.puzzleSettingsChanged(true) })
	w.w.autoRepair = keyrule.NewCheck(i18n.T("Repair the pattern automatically"), nil)
	w.w.fixedSeed = keyrule.NewCheck(i18n.T("Same puzzle every time (fixed seed)"), nil)
	w.w.fix = newWrapButton("", theme.ConfirmIcon(), w.ApplyFix)
	w.w.fix.Importance = widget.WarningImportance
	w.w.fix.Hide()
	// The strategies in plain words; the values are what files store.
	w.w.strategy = i18n.NewLabelledChoice(generate.Strategies(), []string{
		"Best (recommended)", "Fewest candidates (Zama & Sasano)", "Hill climbing (Ton)"}, nil)
	w.w.strategy.SetValue("best")
	w.w.timeLimit = i18n.NewChoice([]string{"5 s", "10 s", "30 s", "60 s"}, func(string) { w.puzzleSettingsChanged(false) })
	w.w.timeLimit.SetValue("10 s")
	w.w.variants = keyrule.NewSelect([]string{"1", "2", "3", "5"}, nil)
	w.w.variants.SetSelected("1")
	w.w.generate = newTwinButton(i18n.T("Generate"), theme.ComputerIcon(), w.Generate)
	w.w.generate.Importance = widget.HighImportance
	w.w.cancel = widget.NewButtonWithIcon(i18n.T("Cancel"), theme.CancelIcon(), w.Cancel)
	w.showCancel()
	w.w.another = widget.NewButtonWithIcon(i18n.T("Another puzzle"), theme.ViewRefreshIcon(), w.Another)
	w.w.another.Disable()
	w.w.progress = widget.NewProgressBar()
	w.w.progressNote = widget.NewLabel("")
}

// pictureTabIndex is the place of the Picture tab, which a picture opened
// brings forward: its looks show there.
const pictureTabIndex = 1

func (w *Window) designTab() fyne.CanvasObject {
	return container.NewVScroll(container.NewVBox(
		w.w.count,
		w.w.feasibility.box,
		// The first screen says "Draw a design, then Generate": the
		// button is here, where the drawing is done, in sight at 800x600.
		w.w.generate.twin(),
		widget.NewLabel(i18n.T("Symmetry")), w.w.symmetry,
		container.NewGridWithColumns(2, w.w.undo, w.w.redo),
		container.NewGridWithColumns(2,
			widget.NewButtonWithIcon(i18n.T("Clear"), theme.ContentClearIcon(), w.Clear),
			widget.NewButtonWithIcon(i18n.T("Invert"), theme.ViewRestoreIcon(), w.Invert)),
		widget.NewSeparator(),
		container.NewBorder(nil, nil, widget.NewLabel(i18n.T("Random with")), nil, w.w.randomCount),
		widget.NewButtonWithIcon(i18n.T("Random pattern"), theme.ViewRefreshIcon(), w.RandomPattern),
		w.w.samples,
	))
}

func (w *Window) pictureTab() fyne.CanvasObject {
	return container.NewVScroll(container.NewVBox(
		container.NewGridWithColumns(2,
			widget.NewButtonWithIcon(i18n.T("Open picture…"), theme.FileImageIcon(), w.showOpenPicture),
			w.w.removePicture),
		w.w.pictureNote,
		w.w.looksNote,
		w.w.stopLooks,
		w.w.gallery,
		w.w.pictureFeasibility.box,
		w.w.anyCount, w.w.clueLabel, w.w.clueSlider,
		w.w.edges, w.w.invert, w.w.crop, w.w.keepPicture, w.w.auto,
		w.w.thresholdLabel, w.w.thresholdSlider,
		w.w.rederive,
	))
}

func (w *Window) generateTab() fyne.CanvasObject {
	form := widget.NewForm(
		widget.NewFormItem(i18n.T("Level"), w.w.level),
		widget.NewFormItem(i18n.T("Technique"), w.w.technique),
		widget.NewFormItem(i18n.T("Time limit"), w.w.timeLimit),
		widget.NewFormItem(i18n.T("Variants"), w.w.variants),
		widget.NewFormItem(i18n.T("Strategy"), w.w.strategy),
	)
	// The settings scroll; the buttons and the progress below them stay in
	// sight (at the default 1000x700, Another puzzle and Book… were cut in
	// half at the foot of the scroll).
	actions := container.NewVBox(
		container.NewGridWithColumns(2, w.w.generate, w.w.cancel),
		w.w.progress, w.w.progressNote,
		container.NewGridWithColumns(2,
			w.w.another,
			widget.NewButton(i18n.T("Book…"), func() { w.ShowBook() })),
	)
	settings := container.NewVScroll(container.NewVBox(form, w.w.exact, w.w.trial, w.w.autoRepair, w.w.fixedSeed))
	return container.NewBorder(nil, actions, nil, nil, settings)
}

func (w *Window) addShortcuts() {
	c := w.Win.Canvas()
	mod := fyne.KeyModifierShortcutDefault
	add := func(key fyne.KeyName, m fyne.KeyModifier, f func()) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: m}, func(fyne.Shortcut) { f() })
	}
	add(fyne.KeyQ, mod, w.Quit)
	// The desktop driver turns Ctrl+Z and Ctrl+Y into its own Undo and
	// Redo shortcuts, never into custom ones.
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { w.Undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { w.Redo() })
	add(fyne.KeyZ, mod|fyne.KeyModifierShift, w.Redo)
	add(fyne.KeyG, mod, w.Generate)
	add(fyne.KeyS, mod, w.showSaveDesign)
	add(fyne.KeyO, mod, w.showOpenDesign)
	add(fyne.KeyE, mod, w.showExport)
	c.AddShortcut(&fyne.ShortcutCopy{}, func(fyne.Shortcut) { w.CopyPuzzle() })
	c.AddShortcut(&fyne.ShortcutPaste{}, func(fyne.Shortcut) { w.PastePuzzle(w.App.Clipboard().Content()) })
}

// Pattern returns the current design.
func (w *Window) Pattern() pattern.Pattern { return w.pattern }

// Clues returns the current puzzle's clues (empty when there is none).
func (w *Window) Clues() sudoku.Grid { return w.clues }

// Result returns the text of the result line.
func (w *Window) Result() string { return w.w.result.Text }

// refresh redraws the grid and the status after any change, and autosaves.
func (w *Window) refresh() {
	if !w.ready {
		return
	}
	w.redraw()
	w.autosave()
}

// redraw is refresh without the autosave, after a change the design file
// does not hold (the steps of a rating, see rateShown).
func (w *Window) redraw() {
	if !w.ready {
		return
	}
	w.Grid.Pattern = w.pattern
	w.Grid.Clues = w.clues
	w.Grid.Picture = nil
	w.Grid.CellColors = nil
	if w.pictureRes != nil {
		w.Grid.Picture = w.pictureRes.Thumbnail
	}
	w.Grid.Refresh()
	w.w.count.SetText(i18n.Tf("%d clue cells · symmetry: %s", w.pattern.Count(), i18n.T(w.symmetry.Name())))
	badge := feasibilityBadge(w.pattern)
	if w.keepsPattern() {
		badge = keptBadge(w.pattern, w.helpers)
	}
	w.w.feasibility.Set(badge)
	w.w.pictureFeasibility.Set(badge)
	if w.suggestion != nil {
		w.w.fix.SetText(i18n.Tf("Fix the pattern (%s)", i18n.Msg(w.suggestion.Changes())))
		w.w.fix.Show()
	} else {
		w.w.fix.Hide()
	}
	setEnabled(w.w.removePicture, w.source != nil || w.pictureRes != nil)
	// A puzzle being rated waits for its level before it is played, added
	// to the book or exported (see rateShown).
	hasPuzzle := w.clues.Clues() > 0 && w.cancelRating == nil
	setEnabled(&w.w.play.Button, hasPuzzle)
	setEnabled(&w.w.addToBook.Button, hasPuzzle)
	if w.previous && hasPuzzle {
		w.w.play.SetText(i18n.T("Play the previous puzzle"))
		w.w.addToBook.SetText(i18n.T("Add the previous puzzle"))
	} else {
		w.w.play.SetText(i18n.T("Play this puzzle"))
		w.w.addToBook.SetText(i18n.T("Add to book"))
	}
	// Undo and Redo, in the menu, the toolbar and the Design tab alike.
	canUndo, canRedo := w.history.CanUndo(), w.history.CanRedo()
	if menu := w.Win.MainMenu(); menu != nil {
		changed := enableItems(w.puzzleItems, hasPuzzle)
		changed = enableItems(w.undoItems[:1], canUndo) || changed
		changed = enableItems(w.undoItems[1:], canRedo) || changed
		if changed {
			menu.Refresh() // only on a change: the desktop driver rebuilds the menu bar
		}
	}
	switch {
	case w.Running(), w.cancelRating != nil: // the bar shows how far it is
	case !hasPuzzle:
		// No puzzle shown: the last run's progress no longer describes it.
		w.w.progress.SetValue(0)
		w.noteProgress(nil)
	case w.w.progress.Value < w.w.progress.Max || w.w.progress.Max == 0:
		// A puzzle shown (a reopened design's too) is a finished run.
		w.w.progress.Max = max(w.w.progress.Max, 1)
		w.w.progress.SetValue(w.w.progress.Max)
	}
	// The sample list names a sample only while the pattern is that sample.
	if name := w.w.samples.Value(); name != "" {
		if s, ok := sampleNamed(name); !ok || s.Pattern != w.pattern {
			w.w.samples.ClearSelected()
		}
	}
	setEnabled(w.w.undo, canUndo)
	setEnabled(w.w.redo, canRedo)
	w.w.tools[toolUndo].SetEnabled(canUndo) // the toolbar's icons too (they never greyed)
	w.w.tools[toolRedo].SetEnabled(canRedo)
	w.w.gallery.SetChosen(w.shownAt(w.lookShownIndex()))
	if w.exportTick != nil {
		w.exportTick.follow(w)
	}
	w.Win.SetTitle(w.title())
}

// keepsPattern reports whether Generate keeps the pattern shown exact and
// adds helper clues beside it: Keep the picture exact is ticked, or the
// grid shows a picture's exact look as the picture gave it.
func (w *Window) keepsPattern() bool {
	return w.w.keepPicture.Checked || w.keepsDrawing()
}

// keepsDrawing reports whether the grid shows a look of the picture that
// the picture gave kept exact, with helper clues beside it.
func (w *Window) keepsDrawing() bool { return w.showsDrawing() && w.pictureRes.Rendering.Kept }

// showsDrawing reports whether the grid shows the picture as its reading
// draws it: its cells, not edited by hand since.
func (w *Window) showsDrawing() bool {
	return w.pictureRes != nil && !w.editedByHand && w.pattern == w.pictureRes.Pattern
}

// title is the window's title: the design's name, marked with * while
// it has changes not saved to its file ("*ring — Pictdoku"); a design
// with no name is "Pictdoku".
func (w *Window) title() string {
	t := i18n.T("Pictdoku")
	if w.docName != "" {
		t = i18n.Tf("%s — Pictdoku", w.docName)
	}
	if data, err := design.Marshal(w.Document()); err == nil && !bytes.Equal(data, w.savedDoc) {
		t = "*" + t
	}
	return t
}

// markSaved takes the design as it is now as the one on disk.
func (w *Window) markSaved() {
	w.savedDoc, _ = design.Marshal(w.Document())
}

func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// colorsOf returns the picture's cell colours for the PDF, if any.
func (w *Window) colorsOf() *[81]color.NRGBA {
	if w.pictureRes == nil {
		return nil
	}
	c := w.pictureRes.Colors
	return &c
}

func baseName(path string) string { return filepath.Base(path) }

// maxSliderClues is the most clue cells the picture's slider offers.
const maxSliderClues = 45

// levelNames lists the levels a puzzle can be generated at.
func levelNames() []string {
	var names []string
	for _, l := range logic.Levels() {
		names = append(names, l.String())
	}
	return names
}
