// Package bookwin is the book builder: the puzzles collected from designs,
// their order, the book's settings, and the export with progress.
package bookwin

import (
	"context"
	"image"
	"math"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/export/bookstore"
	"github.com/pictdoku/pictdoku/export/gridimage"
	"github.com/pictdoku/pictdoku/export/pdf"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/savedialog"
)

// Window is the book builder.
type Window struct {
	Win  fyne.Window
	Book *book.Book
	// Store saves the book after every change, merged with what other
	// Pictdoku instances on the profile saved meanwhile.
	Store *bookstore.Store

	list     *widget.List
	selected int
	form     settingsForm
	summary  *widget.Label // puzzles and pages, or why the book cannot be printed
	progress *widget.ProgressBar
	status   *widget.Label // the outcome of the last long task
	// statusMsg says the status again (in the language of the moment).
	statusMsg func() string
	tabs      *container.AppTabs
	export    *widget.Button
	fill      *widget.Button
	images    *widget.Button
	cancel    context.CancelFunc // stops the long task under way (export, fill, images)

	fillDialog *fillDialog // the last "Fill from designs" dialog, for tests
	ready      bool        // controls built

	// OnQuit is what Ctrl+Q does in this window: quit the app (nil:
	// nothing).
	OnQuit func()
}

// New opens the book builder for b.
func New(a fyne.App, b *book.Book, store *bookstore.Store) *Window {
	w := &Window{Win: a.NewWindow(""), Book: b, Store: store, selected: -1}
	w.build()
	w.Win.Resize(fyne.NewSize(660, 760))
	// Esc and Ctrl+W close it, Ctrl+Q quits, as in every window (see
	// keyrule).
	keyrule.Install(w.Win, keyrule.Options{Close: w.Win.Close, EscCloses: true, Quit: func() {
		if w.OnQuit != nil {
			w.OnQuit()
		}
	}})
	return w
}

// Relabel builds the window again in the current language, around the
// same book, selection and settings (an export under way keeps running).
func (w *Window) Relabel() {
	if w.cancel != nil {
		return // the export's controls stay as they are until it ends
	}
	w.ready = false
	tab := w.tabs.SelectedIndex()
	w.build()
	w.tabs.SelectIndex(tab)
	if w.statusMsg != nil {
		w.status.SetText(w.statusMsg())
	}
	if w.selected >= 0 && w.selected < len(w.Book.Items) {
		w.list.Select(w.selected)
	}
}

// thumbSide is the side of a puzzle's picture in the list, in pixels:
// large enough to tell a heart from a star.
const thumbSide = 112

// rowText describes a puzzle in the list: its number and design on the
// first line, its level, clues and score on the second.
func rowText(i int, it book.Item) string {
	first := i18n.Tf("No. %d", i+1)
	if it.Design != "" {
		first = i18n.Tf("No. %d · %s", i+1, it.Design)
	}
	return first + "\n" + i18n.Tf("%s · %d clues · score %.1f", i18n.T(it.Level), it.Clues(), it.Score)
}

// thumbnail draws a puzzle as the list shows it, helper clues without the
// highlight; nil when the item is damaged.
func thumbnail(it book.Item) image.Image {
	g, err := sudoku.Parse(it.Puzzle)
	if err != nil {
		return nil
	}
	img, _ := gridimage.Render(gridimage.Puzzle{Clues: g, Helpers: it.HelperCells()}, 2*thumbSide, nil)
	return img
}

// build makes the window's controls from the book, in the current language.
func (w *Window) build() {
	b := w.Book
	w.Win.SetTitle(i18n.T("Pictdoku — Book"))
	w.list = widget.NewList(
		func() int { return len(w.Book.Items) },
		func() fyne.CanvasObject {
			img := canvas.NewImageFromImage(nil)
			img.SetMinSize(fyne.NewSize(thumbSide, thumbSide))
			img.FillMode = canvas.ImageFillContain
			label := widget.NewLabel("\n")
			return newDragRow(container.NewBorder(nil, nil, img, nil, label), w.dropRow)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			it := w.Book.Items[i]
			o.(*dragRow).index = i
			row := o.(*dragRow).content.(*fyne.Container)
			label := row.Objects[0].(*widget.Label)
			img := row.Objects[1].(*canvas.Image)
			label.SetText(rowText(i, it))
			img.Image = thumbnail(it)
			img.Refresh()
		})
	w.list.OnSelected = func(i widget.ListItemID) { w.selected = i }
	settings := w.form.build(b.Settings, w.settingsChanged)
	w.summary = widget.NewLabel("")
	w.progress = widget.NewProgressBar()
	w.status = widget.NewLabel("")
	w.status.Wrapping = fyne.TextWrapWord
	w.export = widget.NewButtonWithIcon(i18n.T("Export book…"), theme.DocumentPrintIcon(), w.showExport)
	w.export.Importance = widget.HighImportance
	w.fill = widget.NewButtonWithIcon(i18n.T("Fill from designs…"), theme.ContentAddIcon(), w.showFill)
	w.images = widget.NewButtonWithIcon(i18n.T("Export images…"), theme.FolderIcon(), w.showImages)

	buttons := container.NewGridWithColumns(4,
		widget.NewButtonWithIcon(i18n.T("Up"), theme.MoveUpIcon(), func() { w.MoveSelected(-1) }),
		widget.NewButtonWithIcon(i18n.T("Down"), theme.MoveDownIcon(), func() { w.MoveSelected(1) }),
		widget.NewButtonWithIcon(i18n.T("Remove"), theme.DeleteIcon(), w.RemoveSelected),
		widget.NewButton(i18n.T("Sort by difficulty"), w.Sort),
	)
	w.tabs = container.NewAppTabs(
		container.NewTabItem(i18n.T("Puzzles"), container.NewBorder(nil, buttons, nil, nil, w.list)),
		container.NewTabItem(i18n.T("Layout"), settings),
	)
	bottom := container.NewVBox(w.summary, w.progress, w.status, container.NewHBox(w.fill, w.images, layout.NewSpacer(), w.export))
	w.Win.SetContent(container.NewBorder(nil, bottom, nil, nil, w.tabs))
	w.ready = true
	w.refresh()
}

// refresh shows the state: the list, and the summary computed from the
// book alone, so no label can tell of an older book.
func (w *Window) refresh() { w.refreshAs(w.cancel != nil) }

// refreshAs is refresh with the task's state given: busy while a long
// task runs.
func (w *Window) refreshAs(busy bool) {
	w.list.Refresh()
	w.summary.SetText(summary(w.Book, i18n.Current()))
	if busy {
		w.progress.Show()
	} else {
		w.progress.Hide()
	}
	for _, b := range []*widget.Button{w.fill, w.images} {
		if busy {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// Reload shows b, changed elsewhere (the design window adds to it), and
// its count.
func (w *Window) Reload(b *book.Book) {
	w.Book = b
	w.refresh()
}

// puzzleCount says "1 puzzle" or "N puzzles".
func puzzleCount(n int) string {
	if n == 1 {
		return i18n.T("1 puzzle")
	}
	return i18n.Tf("%d puzzles", n)
}

// changed saves the book after an edit and shows it as saved: merged
// with what other instances added meanwhile.
func (w *Window) changed() {
	if err := w.Store.Save(w.Book); err != nil {
		w.say(func() string { return i18n.Tf("Saving the book failed: %s", i18n.Err(err)) })
	}
	w.refresh()
}

func (w *Window) settingsChanged() {
	if !w.ready {
		return
	}
	w.Book.Settings = w.form.read()
	w.changed()
}

// MoveSelected moves the selected puzzle up (-1) or down (+1).
func (w *Window) MoveSelected(delta int) {
	if w.selected < 0 {
		return
	}
	to := w.selected + delta
	if to < 0 || to >= len(w.Book.Items) {
		return
	}
	w.MoveTo(w.selected, to)
}

// MoveTo moves puzzle from to position to, and selects it there.
func (w *Window) MoveTo(from, to int) {
	to = min(max(to, 0), len(w.Book.Items)-1)
	if from < 0 || from >= len(w.Book.Items) || from == to {
		return
	}
	w.Book.Move(from, to)
	w.selected = to
	w.list.Select(to)
	w.changed()
}

// dropRow ends a drag of row from by dy: the row moves by as many rows
// as it was dragged over.
func (w *Window) dropRow(from int, dy, rowHeight float32) {
	if rowHeight <= 0 {
		return
	}
	w.MoveTo(from, from+int(math.Round(float64(dy/rowHeight))))
}

// RemoveSelected removes the selected puzzle.
func (w *Window) RemoveSelected() {
	if w.selected < 0 {
		return
	}
	w.Book.Remove(w.selected)
	w.list.UnselectAll()
	w.selected = -1
	w.changed()
}

// Sort orders the puzzles easiest first.
func (w *Window) Sort() {
	w.Book.SortByDifficulty()
	w.changed()
}

// Export writes the book in the background, with progress, and returns a
// channel closed when it has finished; Cancel stops it.
func (w *Window) Export(path string) <-chan error {
	result := make(chan error, 1)
	ctx, cancel := context.WithCancel(context.Background())
	opt := pdfOptions(w.Book.Settings, i18n.Current())
	opt.Progress = func(done, total int) bool {
		fyne.Do(func() { w.progress.SetValue(float64(done) / float64(total)) })
		return ctx.Err() == nil
	}
	list := entries(w.Book)
	cover := w.Book.Settings.Cover && opt.POD
	back := w.Book.Settings.BackText
	w.begin(cancel)
	go func() {
		rec, err := pdf.SaveBook(path, list, opt)
		verdict := func() string { return "" }
		if err == nil && opt.POD {
			verdict = podVerdict(path, opt, rec)
		}
		if err == nil && cover {
			// The cover after the interior, from the same puzzles and
			// options: its spine fits the pages just written.
			cp := coverPath(path)
			if err = pdf.SaveCover(cp, list, opt, pdf.Cover{BackText: back}); err == nil {
				interior := verdict
				verdict = func() string { return interior() + "\n" + i18n.Tf("Wrote the cover %s", cp) }
			} else {
				err = text.Wrap(err, "the cover: %s", text.Of(err))
			}
		}
		msg := func() string {
			if err != nil {
				return i18n.Tf("Export: %s", i18n.Err(err))
			}
			m := i18n.Tf("Wrote %s (%d puzzles)", path, len(list))
			if v := verdict(); v != "" {
				m += "\n" + v
			}
			return m
		}
		fyne.Do(func() { w.end(msg) })
		result <- err
	}()
	return result
}

// podVerdict reads a book just written back as its printer's preflight
// would, with the writer's record of where each word and line went (the
// same check as the command line's), and says whether it is ready for
// print on demand (in the language current when it is called, so the
// status follows a switch).
func podVerdict(path string, opt pdf.Options, rec *pdf.Record) func() string {
	data, err := os.ReadFile(path)
	if err != nil {
		return func() string { return i18n.Err(err) }
	}
	_, facts, found, err := pdf.CheckMade(data, rec, opt)
	if err != nil {
		return func() string { return i18n.Err(err) }
	}
	return func() string {
		var problems []string
		for _, p := range found {
			problems = append(problems, i18n.Msg(p.Text()))
		}
		if len(problems) > 0 {
			return i18n.Tf("Not ready for print on demand: %s", strings.Join(problems, "; "))
		}
		return i18n.Tf("Checked: %d pages of %s, fonts embedded, ready for print on demand at %s.", facts.Pages, i18n.T(opt.PageSize), opt.PrinterName())
	}
}

// say shows a status message, and keeps how to say it, so that a switch
// of language says it again in the new language.
func (w *Window) say(msg func() string) {
	w.statusMsg = msg
	w.status.SetText(msg())
}

// begin starts a long task: the export button becomes Cancel, and the
// other tasks wait.
func (w *Window) begin(cancel context.CancelFunc) {
	w.cancel = cancel
	w.progress.SetValue(0)
	w.export.SetText(i18n.T("Cancel"))
	w.export.OnTapped = w.Cancel
	w.refresh()
}

// end ends the long task, telling its outcome. The task is over (cancel
// nil) only once everything shows it: a test that waits for the window
// to be idle then finds the outcome on screen.
func (w *Window) end(outcome func() string) {
	w.say(outcome)
	w.export.SetText(i18n.T("Export book…"))
	w.export.OnTapped = w.showExport
	w.refreshAs(false)
	w.cancel = nil
}

// Cancel stops the long task under way.
func (w *Window) Cancel() {
	if w.cancel != nil {
		w.cancel()
	}
}

func (w *Window) showExport() {
	if len(w.Book.Items) == 0 {
		w.say(func() string { return i18n.T("Add puzzles from the design window first.") })
		return
	}
	if keyrule.Busy(w.Win) {
		return // no dialog over another (see keyrule)
	}
	save := func() {
		savedialog.Show(w.Win, savedialog.Options{Name: savedialog.FileName(w.Book.Settings.Title, "pictdoku-book", ".pdf"), Ext: []string{".pdf"}}, func(path string) { w.Export(path) })
	}
	if reps := repeats(entries(w.Book)); len(reps) > 0 {
		// Book buyers mind a puzzle printed twice: export only if the
		// author says so.
		keyrule.ShowConfirm(i18n.T("The book repeats puzzles"), repeatsLine(reps)+"\n"+i18n.T("Export the book anyway?"), func(ok bool) {
			if ok {
				save()
			}
		}, w.Win)
		return
	}
	save()
}

// dragRow is a list row the author can drag up or down to reorder the
// book. Taps still reach the list, which selects the row.
type dragRow struct {
	widget.BaseWidget
	content fyne.CanvasObject
	index   int
	dy      float32
	onDrop  func(from int, dy, rowHeight float32)
}

func newDragRow(content fyne.CanvasObject, onDrop func(from int, dy, rowHeight float32)) *dragRow {
	r := &dragRow{content: content, onDrop: onDrop}
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer shows the row's content.
func (r *dragRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.content) }

// Dragged follows the pointer.
func (r *dragRow) Dragged(e *fyne.DragEvent) { r.dy += e.Dragged.DY }

// DragEnd drops the row.
func (r *dragRow) DragEnd() {
	dy := r.dy
	r.dy = 0
	r.onDrop(r.index, dy, r.Size().Height+theme.Padding())
}
