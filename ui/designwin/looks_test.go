package designwin

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/looks"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/internal/corpus"
	"github.com/pictdoku/pictdoku/internal/poppler"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/internal/uitest"
	"github.com/pictdoku/pictdoku/ui/keyrule"
	"github.com/pictdoku/pictdoku/ui/savedialog"
)

// heartPicture writes the shape corpus's filled heart to a file.
func heartPicture(t *testing.T) string {
	t.Helper()
	for i, it := range corpus.Shapes() {
		if it.Name == "filled-heart" {
			path := filepath.Join(t.TempDir(), "heart.png")
			if err := os.WriteFile(path, corpus.Render(it, corpus.ShapeStyles[0], uint64(i)).Data, 0o644); err != nil {
				t.Fatal(err)
			}
			return path
		}
	}
	t.Fatal("no filled heart in the shape corpus")
	return ""
}

// waitLooks waits for the gallery's search. It has no time limit: the
// search is bounded by attempts (TestMain), and go test's -timeout stops
// a hang.
func waitLooks(t *testing.T, w *Window) {
	t.Helper()
	<-w.LooksFinished()
}

// TestLooksGallery drives the gallery as an author does: a dropped picture
// fills the Picture tab's gallery with its looks (the grid showing the
// default one's cells from the start, framed), each found look a unique
// puzzle; a click on another look puts that look and its puzzle in the
// grid, as one undoable edit; the arrow keys and Enter take the next;
// Undo goes back; Re-derive brings the gallery back.
func TestLooksGallery(t *testing.T) {
	w := newWindow(t, "")
	w.w.timeLimit.SetValue("60 s") // a bound no machine comes near for a heart's looks
	w.w.tabs.SelectIndex(1)
	w.Dropped([]fyne.URI{storage.NewFileURI(heartPicture(t))})
	<-w.pictureRead
	if !strings.Contains(w.w.looksNote.Text, "Working out the looks") {
		t.Errorf("while working: note %q", w.w.looksNote.Text)
	}
	waitLooks(t, w)
	g := w.w.gallery
	items := g.Items()
	if len(items) < 3 {
		t.Fatalf("%d looks shown", len(items))
	}
	if !strings.Contains(w.w.looksNote.Text, "This picture fills about") {
		t.Errorf("note %q", w.w.looksNote.Text)
	}
	defaults, ready := 0, 0
	look := func(k int) looks.Look { return w.lookState.looks[w.lookState.order[k]] } // the look shown at place k
	for i, it := range items {
		if it.Default {
			defaults++
			if !it.Ready || look(i).Outcome.Pattern != w.Pattern() || g.Chosen() != i || i != 0 {
				t.Errorf("default look at %d: ready %v, in the grid %v, framed %v", i, it.Ready, look(i).Outcome.Pattern == w.Pattern(), g.Chosen() == i)
			}
		}
		if it.Ready {
			ready++
			l := look(i)
			pz := l.Outcome.Puzzle
			if _, n := exact.Solve(&pz.Clues); n != 1 || pattern.OfClues(pz.Clues) != l.Outcome.Pattern.Union(l.Outcome.Helpers) {
				t.Errorf("look %d: %d solutions, on its cells %v", i, n, pattern.OfClues(pz.Clues) == l.Outcome.Pattern.Union(l.Outcome.Helpers))
			}
		}
	}
	if defaults != 1 || ready < 3 {
		t.Fatalf("%d defaults, %d looks ready", defaults, ready)
	}

	// A click takes another look and its puzzle.
	other := -1
	for i, it := range items {
		if it.Ready && !it.Default {
			other = i
			break
		}
	}
	before := w.current()
	test.TapAt(g, g.ItemCenter(other))
	l := look(other)
	if w.Pattern() != l.Outcome.Pattern || w.Clues() != l.Outcome.Puzzle.Clues || w.helpers != l.Outcome.Helpers || g.Chosen() != other {
		t.Fatalf("the click did not put look %d in the grid", other)
	}
	if !strings.Contains(w.Result(), "Look: ") || w.w.play.Disabled() {
		t.Errorf("result %q, Play enabled %v", w.Result(), !w.w.play.Disabled())
	}

	// The keyboard walks to the next ready look and takes it.
	w.Win.Canvas().Focus(g)
	next := -1
	for i := other + 1; i < len(items); i++ {
		if items[i].Ready {
			next = i
			break
		}
	}
	if next >= 0 {
		for g.Cursor() < next {
			w.Win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		}
		w.Win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if w.Pattern() != look(next).Outcome.Pattern || g.Chosen() != next {
			t.Fatalf("Right and Enter did not take look %d", next)
		}
		w.Undo()
		if w.Pattern() != l.Outcome.Pattern || w.Clues() != l.Outcome.Puzzle.Clues {
			t.Fatal("Undo did not bring back the look clicked before")
		}
	}
	w.Undo()
	if w.Pattern() != before.pattern || w.Clues() != before.clues {
		t.Fatal("Undo did not bring back the grid before the click")
	}

	// Re-derive brings the gallery back after a hand edit.
	tapCell(w, 0)
	if g.Chosen() != -1 {
		t.Errorf("a hand-edited pattern still frames look %d", g.Chosen())
	}
	test.Tap(w.w.rederive)
	waitLooks(t, w)
	if len(g.Items()) < 3 || g.Chosen() < 0 {
		t.Errorf("after Re-derive: %d looks, framed %d", len(g.Items()), g.Chosen())
	}
}

// TestLooksStop: the Stop button shows while the looks are worked out and
// stops them; what was found stays, and the button goes.
func TestLooksStop(t *testing.T) {
	w := newWindow(t, "")
	<-w.OpenPicture(heartPicture(t))
	if w.w.stopLooks.Hidden {
		t.Fatal("no Stop button while the looks are worked out")
	}
	test.Tap(w.w.stopLooks)
	waitLooks(t, w)
	if !w.w.stopLooks.Hidden || strings.Contains(w.w.looksNote.Text, "Working out") {
		t.Errorf("after Stop: button shown %v, note %q", !w.w.stopLooks.Hidden, w.w.looksNote.Text)
	}
}

// TestLooksThatGaveNoPuzzleSaySo: held to Extreme exactly, on a few
// attempts, the heart's looks give no puzzle. Each such look's caption
// says its clue count and "no puzzle" where the level goes, and the note
// counts the looks shown and those with a puzzle apart (it said
// "5 looks, each a puzzle" over six looks, one with none).
func TestLooksThatGaveNoPuzzleSaySo(t *testing.T) {
	w := newWindow(t, "")
	w.w.timeLimit.SetValue("5 s")
	w.w.level.SetValue("Extreme")
	w.w.exact.SetChecked(true)
	w.w.tabs.SelectIndex(1)
	w.Dropped([]fyne.URI{storage.NewFileURI(heartPicture(t))})
	<-w.pictureRead
	waitLooks(t, w)
	items := w.w.gallery.Items()
	failed, ready := 0, 0
	for k, it := range items {
		l := w.lookState.looks[w.lookState.order[k]]
		if it.Ready {
			ready++
			continue
		}
		failed++
		if want := fmt.Sprintf("%d clues", l.Pattern.Count()); it.Count != want || it.Detail != "no puzzle" || !it.Failed {
			t.Errorf("look %d (%s): caption %q / %q, want %q / \"no puzzle\"", k, it.Title, it.Count, it.Detail, want)
		}
	}
	if failed == 0 {
		t.Fatalf("every look gave an Extreme puzzle in 25 attempts: %d looks", len(items))
	}
	want := fmt.Sprintf("%d looks, %d of them a puzzle", len(items), ready)
	if !strings.Contains(w.w.looksNote.Text, want) {
		t.Errorf("note %q, want %q", w.w.looksNote.Text, want)
	}
}

// TestHairlineFillsOneCell: a ring drawn one pixel thin, dropped on the
// window, fills about one cell, and the note above the gallery says so in
// the singular ("1 cells" before).
func TestHairlineFillsOneCell(t *testing.T) {
	w := newWindow(t, "")
	w.w.timeLimit.SetValue("60 s")
	w.w.tabs.SelectIndex(1)
	path := filepath.Join(t.TempDir(), "ring.png")
	if err := os.WriteFile(path, corpus.HairlineRing(), 0o644); err != nil {
		t.Fatal(err)
	}
	w.Dropped([]fyne.URI{storage.NewFileURI(path)})
	<-w.pictureRead
	waitLooks(t, w)
	if !strings.HasPrefix(w.w.looksNote.Text, "This picture fills about 1 cell. ") {
		t.Errorf("note %q", w.w.looksNote.Text)
	}
}

// applePicture writes a picture in colour: a red apple with a green leaf
// on white.
func applePicture(t *testing.T) string {
	t.Helper()
	return paintedPicture(t, "apple.png", func(x, y int) color.NRGBA {
		switch dx, dy := float64(x-150), float64(y-170); {
		case dx*dx+dy*dy < 110*110:
			return color.NRGBA{210, 30, 40, 255}
		case (dx-30)*(dx-30)/900+(dy+135)*(dy+135)/225 < 1:
			return color.NRGBA{50, 160, 60, 255}
		}
		return color.NRGBA{255, 255, 255, 255}
	})
}

// badgePicture writes a red disc in a thick black ring: its outlines are
// black, its silhouettes red, so some of its looks are in colour and some
// are not (picture.InColour).
func badgePicture(t *testing.T) string {
	t.Helper()
	return paintedPicture(t, "badge.png", func(x, y int) color.NRGBA {
		switch r2 := (x-150)*(x-150) + (y-150)*(y-150); {
		case r2 < 95*95:
			return color.NRGBA{210, 30, 40, 255}
		case r2 < 140*140:
			return color.NRGBA{0, 0, 0, 255}
		}
		return color.NRGBA{255, 255, 255, 255}
	})
}

// paintedPicture writes a 300x300 PNG picture named name, pixel (x, y)
// in paint(x, y).
func paintedPicture(t *testing.T, name string, paint func(x, y int) color.NRGBA) string {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, 300, 300))
	for y := 0; y < 300; y++ {
		for x := 0; x < 300; x++ {
			img.SetNRGBA(x, y, paint(x, y))
		}
	}
	path := filepath.Join(t.TempDir(), name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	return path
}

// tints counts the pixels of img in a red tint (its green no higher than
// its blue) and in the amber highlight.
func tints(img image.Image) (red, amber int) {
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			r, g, b = r>>8, g>>8, b>>8
			switch {
			case r > g+40 && r > b+40 && g < b+25:
				red++
			case r > 230 && g > 190 && g < 230 && b < 160:
				amber++
			}
		}
	}
	return red, amber
}

// TestColourPictureExportsInItsColours: a picture in colour shows its
// looks in the gallery in its colours, the PDF sheet of its puzzle offers
// the picture's colours ticked, and the sheet saved through the dialog
// prints its clue cells red (sampled from the page pdftoppm draws), not
// in the amber highlight; a black drawing's looks and sheet keep amber.
func TestColourPictureExportsInItsColours(t *testing.T) {
	label := i18n.T("Use the picture's colours")
	w := newWindow(t, "")
	w.App.Preferences().SetString(savedialog.PrefLastFolder, t.TempDir())
	w.Dropped([]fyne.URI{storage.NewFileURI(heartPicture(t))})
	<-w.pictureRead
	waitLooks(t, w)
	if red, amber := tints(w.w.gallery.Items()[0].Picture); red > 0 || amber == 0 {
		t.Errorf("the heart's default look in the gallery: %d red pixels, %d amber ones", red, amber)
	}
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(0)) // the default look and its puzzle
	w.showExport()
	if uitest.Check(t, uitest.Top(t, w.Win), label).Checked {
		t.Error("a black heart's sheet offers its colours ticked")
	}
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), i18n.T("Cancel")))

	w.Dropped([]fyne.URI{storage.NewFileURI(applePicture(t))})
	<-w.pictureRead
	waitLooks(t, w)
	if red, amber := tints(w.w.gallery.Items()[0].Picture); red == 0 || amber > 0 {
		t.Errorf("the apple's default look in the gallery: %d red pixels, %d amber ones", red, amber)
	}
	colourLooksKeepTheirColours(t, w)
	// That reopened the design: its looks are worked out anew and its
	// puzzle rated in the background. Both settle before the click (it
	// could land on an empty gallery, and Export then refused the puzzle
	// still being rated, a dialog in place of the save dialog).
	waitLooks(t, w)
	waitRated(w)
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(0)) // the default look and its puzzle
	w.showExport()
	if !uitest.Check(t, uitest.Top(t, w.Win), label).Checked {
		t.Fatal("a red and green apple's sheet offers its colours unticked")
	}
	highlight := func() *i18n.Choice { return exportHighlight(t, w) }
	if !highlight().Disabled() {
		t.Error("the highlight can be chosen while the picture's colours are ticked")
	}
	check := uitest.Check(t, uitest.Top(t, w.Win), label)
	test.Tap(check)
	if highlight().Disabled() {
		t.Error("the picture's colours unticked, the highlight stays disabled")
	}
	test.Tap(check)
	test.Tap(uitest.Button(t, uitest.Top(t, w.Win), i18n.T("Choose file…")))
	dir := w.App.Preferences().String(savedialog.PrefLastFolder)
	uitest.SaveAs(t, w.Win, "apple.pdf", "apple.pdf", false)
	page := poppler.RenderPage(t, filepath.Join(dir, "apple.pdf"), 1, 36)
	red, amber := tints(page)
	if red < 200 || amber > red/10 {
		t.Errorf("the sheet's clue cells: %d red pixels, %d amber ones", red, amber)
	}
}

// TestExportTickFollowsTheGrid opens the export dialog over a look of a
// black and red badge that is not in colour, and has a look in colour
// arrive in the grid while the dialog is open (as a Generate that ends in
// another rendering of the picture puts one there): "Use the picture's
// colours" follows it, ticked, the highlight disabled, until the author
// unticks it; from then on the author's choice stands.
func TestExportTickFollowsTheGrid(t *testing.T) {
	label := i18n.T("Use the picture's colours")
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(badgePicture(t))})
	<-w.pictureRead
	waitLooks(t, w)
	g := &w.lookState
	grey, coloured := -1, -1
	for k, it := range w.w.gallery.Items() {
		if !it.Ready {
			continue
		}
		l := g.looks[g.order[k]]
		switch picture.InColour(&l.Rendering.Reading.Colors, l.Outcome.Pattern) {
		case false:
			grey = max(grey, k)
		case true:
			coloured = max(coloured, k)
		}
	}
	if grey < 0 || coloured < 0 {
		t.Fatalf("the badge has no look in black (%d) or none in colour (%d)", grey, coloured)
	}
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(grey))
	w.showExport()
	check := uitest.Check(t, uitest.Top(t, w.Win), label)
	highlight := exportHighlight(t, w)
	if check.Checked || highlight.Disabled() {
		t.Fatalf("over the badge's black look: ticked %v, highlight disabled %v", check.Checked, highlight.Disabled())
	}
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(coloured))
	if !check.Checked || !highlight.Disabled() {
		t.Errorf("a look in colour came with the dialog open: ticked %v, highlight disabled %v", check.Checked, highlight.Disabled())
	}
	test.Tap(check) // the author unticks it
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(grey))
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(coloured))
	if check.Checked || highlight.Disabled() {
		t.Errorf("the author unticked the box, and a new look ticked it again (highlight disabled %v)", highlight.Disabled())
	}
	// Esc, with the focus on the box just clicked, cancels the dialog (a
	// focused check box took the key).
	w.Win.Canvas().Focus(w.exportTick.check) // as a click does in the real window
	w.Win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if keyrule.Busy(w.Win) {
		t.Fatal("Esc on the focused box left the dialog open")
	}
	if w.exportTick != nil {
		t.Error("the closed dialog's box still follows the grid")
	}
}

// exportHighlight is the open export dialog's Highlight choice.
func exportHighlight(t *testing.T, w *Window) *i18n.Choice {
	t.Helper()
	for _, o := range test.LaidOutObjects(uitest.Top(t, w.Win)) {
		if c, ok := o.(*i18n.Choice); ok {
			return c
		}
	}
	t.Fatal("no highlight choice in the export dialog")
	return nil
}

// colourLooksKeepTheirColours takes a look of the picture in w read in
// another framing than the default's, and checks that the colours a sheet
// would print (colorsOf) are that look's, as the gallery draws it: after
// the click, after Undo from a third look back to it, and after the design
// is saved and opened again (the colours were the default framing's or
// the third look's).
func colourLooksKeepTheirColours(t *testing.T, w *Window) {
	t.Helper()
	g := &w.lookState
	colours := func(k int) [81]color.NRGBA { return g.looks[g.order[k]].Rendering.Reading.Colors }
	cells := func(k int) pattern.Pattern { return g.looks[g.order[k]].Outcome.Pattern }
	differ := func(a, b [81]color.NRGBA, on pattern.Pattern) bool {
		for _, c := range on.Cells() {
			if a[c] != b[c] {
				return true
			}
		}
		return false
	}
	other, third := -1, -1
	for k, it := range w.w.gallery.Items() {
		switch {
		case k == 0 || !it.Ready || !differ(colours(k), colours(0), cells(k)):
		case other < 0:
			other = k
		case third < 0 && differ(colours(k), colours(other), cells(other)):
			third = k
		}
	}
	if other < 0 || third < 0 {
		t.Fatalf("no two looks of the apple in framings of their own (%d, %d)", other, third)
	}
	want, on := colours(other), cells(other) // opening the design works the looks out anew
	check := func(when string) {
		t.Helper()
		if got := w.colorsOf(); got == nil || differ(*got, want, on) {
			t.Errorf("%s: the sheet's colours are not look %d's", when, other)
		}
	}
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(other))
	check("after the click")
	test.TapAt(w.w.gallery, w.w.gallery.ItemCenter(third))
	w.Undo()
	if w.Pattern() != on {
		t.Fatalf("Undo did not bring back look %d", other)
	}
	check("after Undo")
	path := filepath.Join(t.TempDir(), "apple.pictdoku")
	if err := w.SaveDesign(path); err != nil {
		t.Fatal(err)
	}
	if err := w.OpenDesign(path); err != nil {
		t.Fatal(err)
	}
	check("after saving and opening")
}

// TestJapaneseLooksSentences: in Japanese the note above the gallery puts
// its sentences together with no space after 。 (it read "…占めます。 見た目は…"),
// and the result line's look ends with 。, not "ヒント26個.".
func TestJapaneseLooksSentences(t *testing.T) {
	w := newWindow(t, "")
	t.Cleanup(func() { i18n.SetLanguage("en") })
	if err := w.SwitchLanguage("ja"); err != nil {
		t.Fatal(err)
	}
	w.w.tabs.SelectIndex(1)
	w.Dropped([]fyne.URI{storage.NewFileURI(heartPicture(t))})
	<-w.pictureRead
	waitLooks(t, w)
	note := w.w.looksNote.Text
	if !strings.Contains(note, "占めます。見た目は") || strings.Contains(note, "。 ") {
		t.Errorf("note %q", note)
	}
	cells, _ := pattern.Parse(".XX...XX.X..X.X..XX...X...XX.......XX.......X.X.....X.XX.X.X.XX..................")
	if got := lookResult("exact outline", cells, pattern.Pattern{}); !strings.HasSuffix(got, "個。") || strings.Contains(got, "outline") {
		t.Errorf("look line %q", got)
	}
}

// onUIWait runs f as the author's click runs: on the UI goroutine,
// between two of a search's reports, never during one.
func onUIWait(f func()) {
	done := make(chan struct{})
	onUI(func() {
		defer close(done)
		f()
	})
	<-done
}

// TestLooksFollowTheLevel: the gallery's looks are puzzles at the level
// chosen; choosing another level works them out again at it (a look taken
// after Extreme was chosen put a Hard puzzle in the grid), and the look in
// the grid gets its puzzle at the new level, as one undoable edit (the
// grid kept the old level's puzzle under a gallery at the new one).
func TestLooksFollowTheLevel(t *testing.T) {
	w := newWindow(t, "")
	w.w.tabs.SelectIndex(1)
	w.Dropped([]fyne.URI{storage.NewFileURI(heartPicture(t))})
	<-w.pictureRead
	waitLooks(t, w)
	shown, before := w.lookShown(), w.Clues()
	if shown == nil || before.Clues() == 0 {
		t.Fatal("the default look did not fill the grid")
	}
	name := shown.Name()
	onUIWait(func() {
		w.w.exact.SetChecked(true) // exactly Medium: not the Easy puzzles "Hard or easier" gave
		w.w.level.SetValue("Medium")
	})
	waitLooks(t, w)
	found, first := 0, -1
	for k, it := range w.w.gallery.Items() {
		l := w.lookState.looks[w.lookState.order[k]]
		if !l.Found() {
			continue
		}
		if found++; first < 0 {
			first = k
		}
		if got := l.Outcome.Puzzle.Rating.Level; got != logic.Medium || it.Detail != i18n.T("Medium") {
			t.Errorf("look %d (%s): a %v puzzle, shown as %q, after Medium was chosen", k, it.Title, got, it.Detail)
		}
	}
	if found == 0 {
		t.Fatal("no look gave a Medium puzzle")
	}
	if l := w.lookShown(); l == nil || l.Name() != name || w.rating == nil || w.rating.Level != logic.Medium.String() {
		t.Errorf("the grid after Medium was chosen: look %v (was the %s), rating %v", l != nil, name, w.rating)
	}
	w.Undo()
	if w.Clues() != before {
		t.Error("Undo did not bring back the puzzle before the level changed")
	}
	w.takeShown(first)
	if w.rating == nil || w.rating.Level != logic.Medium.String() {
		t.Errorf("the look taken: %v", w.rating)
	}
}

// TestLevelChosenWhileTheLooksAreWorkedOut: a level chosen right after a
// picture is opened, before its default look has filled the grid, still
// has the default look fill it, with a puzzle at the new level.
func TestLevelChosenWhileTheLooksAreWorkedOut(t *testing.T) {
	w := newWindow(t, "")
	w.Dropped([]fyne.URI{storage.NewFileURI(heartPicture(t))})
	<-w.pictureRead
	onUIWait(func() {
		w.w.exact.SetChecked(true)
		w.w.level.SetValue("Medium")
	})
	waitLooks(t, w)
	if w.Clues().Clues() == 0 || w.rating == nil || w.rating.Level != logic.Medium.String() || w.lookShown() == nil {
		t.Fatalf("the grid after the looks: %d clues, rating %v, a look shown %v", w.Clues().Clues(), w.rating, w.lookShown() != nil)
	}
}
