package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image/color"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pictdoku/pictdoku/engine/batch"
	"github.com/pictdoku/pictdoku/engine/book"
	"github.com/pictdoku/pictdoku/engine/canon"
	"github.com/pictdoku/pictdoku/engine/exact"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/rating"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/userfile"
	"github.com/pictdoku/pictdoku/export/atomic"
	"github.com/pictdoku/pictdoku/export/filelock"
	"github.com/pictdoku/pictdoku/export/gridimage"
	"github.com/pictdoku/pictdoku/export/pdf"
)

// bookFlags are the book command's options.
type bookFlags struct {
	in, out, page, trim, title, font, order, highlight, lang, imprint, imprintFile string
	images, imageFormat, checkPOD, levels, needs, paper                            string
	cover, backText                                                                string
	coverGuides                                                                    bool
	perPage, answersPer, perDesign                                                 int
	answers, titlePage, howTo, contents, front, sections, score, large, pod        bool
	timeBox                                                                        bool
	designs, pictureColors, keepPicture, allowDuplicates                           bool
	printer                                                                        string
	noBleed                                                                        bool
	timeout                                                                        time.Duration
	attempts                                                                       int
	seed                                                                           uint64
}

func (f *bookFlags) register(e *env) *flag.FlagSet {
	fs := newFlags("book", e)
	fs.StringVar(&f.in, "in", "", "puzzles `FILE`, one per line (extra tab-separated fields are ignored)")
	fs.BoolVar(&f.allowDuplicates, "allow-duplicates", false, "with --in: print a list whose puzzles repeat (the same puzzle, or one relabelled, rotated or mirrored), instead of refusing it")
	fs.BoolVar(&f.designs, "designs", false, "make the puzzles from the design files given as arguments (.pictdoku designs, patterns or pictures)")
	fs.IntVar(&f.perDesign, "per-design", 10, "with --designs: puzzles from each design in all, shared evenly among its --levels or --needs techniques (8 with two techniques: 4 each)")
	fs.BoolVar(&f.keepPicture, "keep-picture", false, "with --designs: keep each picture's or drawn pattern exact, with helper clues (printed without the highlight) where it needs them")
	fs.StringVar(&f.paper, "paper", "white", "with --pod: the interior `PAPER`, white, cream or colour; it sets the most pages the trim binds (KDP: 590 at 8.5x11 on white, 550 on cream)")
	fs.StringVar(&f.levels, "levels", "easy,medium,hard", "with --designs: the `LEVELS`, comma-separated")
	fs.StringVar(&f.needs, "needs", "", "with --designs: a themed book, one section per `TECHNIQUES` (comma-separated keys or names from `pictdoku-cli techniques`): each puzzle needs its section's technique and nothing harder, and each section opens with a worked example (instead of --levels)")
	fs.DurationVar(&f.timeout, "timeout", time.Minute, "with --designs: the most time for one design at one level (0: no limit)")
	fs.IntVar(&f.attempts, "attempts", 0, "with --designs: the most attempts of each search too (0: no limit); with --timeout 0 the same seed makes the same book on any machine")
	fs.Uint64Var(&f.seed, "seed", 1, "with --designs: random seed (the same seed and options make the same book)")
	fs.StringVar(&f.out, "out", "", "PDF `FILE` to write (- for standard output)")
	fs.IntVar(&f.perPage, "per-page", 1, "puzzles per page: 1, 2, 4 or 6 (1 or 2 with --large-print)")
	fs.StringVar(&f.page, "page", "A4", "page size: "+strings.Join(pdf.PageSizes(), ", ")+", or a custom trim like 5x8 (inches), 7x10in or 180x260mm")
	fs.StringVar(&f.trim, "trim", "", "the trim size of a bound book (the same as --page)")
	fs.BoolVar(&f.pod, "pod", false, "print-ready for print on demand: bleed, gutter by page count, mirrored margins, at least the printer's least pages (KDP 24, Lulu 32), an even count")
	fs.BoolVar(&f.answers, "answers", false, "add an answer key")
	fs.IntVar(&f.answersPer, "answers-per-page", 0, "answer grids per page: 6, 9 or 12 (default 9); with --large-print 2, 4 or 6 (default 4, 2 on a small trim such as 6x9); fewer if the page is too small for that many")
	fs.StringVar(&f.title, "title", "", "book title")
	fs.BoolVar(&f.titlePage, "title-page", false, "start with a title page")
	fs.StringVar(&f.imprint, "imprint", "", "`TEXT` of a copyright/imprint page after the title page")
	fs.StringVar(&f.imprintFile, "imprint-file", "", "read the imprint page's text from `FILE`")
	fs.BoolVar(&f.howTo, "how-to-play", false, "add a page with the rules and a worked example")
	fs.BoolVar(&f.contents, "contents", false, "add a table of contents")
	fs.BoolVar(&f.front, "front-matter", false, "title page, how to play and contents (the imprint needs --imprint)")
	fs.BoolVar(&f.sections, "sections", false, "group the puzzles by level, Easy to Extreme, each after a header page")
	fs.BoolVar(&f.score, "score", false, "print each puzzle's score beside its level")
	fs.BoolVar(&f.timeBox, "time-box", false, "print \"Time ______\" beside each puzzle's number, for the solver's time")
	fs.BoolVar(&f.large, "large-print", false, "large print: digits and every word of at least 16 pt, heavier lines, 1 or 2 puzzles and 2, 4 or 6 answers a page")
	fs.StringVar(&f.lang, "lang", "", "language of the words printed: en or ja (default: the system's language)")
	fs.StringVar(&f.font, "font", "", "TrueType `FILE` for a title or imprint in other scripts")
	fs.StringVar(&f.order, "order", "", "\"difficulty\" to order puzzles easiest first")
	fs.StringVar(&f.highlight, "highlight", "", "clue cell colour as RRGGBB (default ffd580); digits turn white on dark colours")
	fs.BoolVar(&f.pictureColors, "picture-colors", false, "with --designs: colour each clue cell as its picture (designs made from pictures)")
	fs.StringVar(&f.images, "images", "", "also write each puzzle as an image into `DIR`, numbered as in the book")
	fs.StringVar(&f.imageFormat, "image-format", "svg", "format of --images: svg or png")
	fs.StringVar(&f.cover, "cover", "", "with --pod: also write the wrap cover (back, spine, front) of the book to the PDF `FILE`, its spine as thick as the interior's pages on --paper")
	fs.BoolVar(&f.coverGuides, "cover-guides", false, "with --cover: draw the trim, folds, safe areas and barcode area over the cover, for checking (not for upload)")
	fs.StringVar(&f.backText, "back-text", "", "with --cover: the `TEXT` on the back cover, kept clear of the barcode area")
	fs.StringVar(&f.checkPOD, "check-pod", "", "check the PDF `FILE` for print on demand (page count, size, trim and bleed boxes, fonts, blank pages) with --printer, --trim and --paper, instead of making a book")
	fs.StringVar(&f.printer, "printer", "kdp", "with --pod or --check-pod: the print-on-demand `SERVICE`, "+strings.Join(pdf.Printers(), ", ")+"; it sets where the bleed goes, the least margins, the page limits and the page boxes")
	fs.BoolVar(&f.noBleed, "no-bleed", false, "with --pod: pages of the trim size itself, without bleed (nothing in a book reaches the page's edge)")
	return fs
}

// systemLang is the book language the environment asks for: Japanese when
// the locale is, else English.
func systemLang() string {
	for _, v := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := os.Getenv(v); s != "" {
			if strings.HasPrefix(s, "ja") {
				return "ja"
			}
			return "en"
		}
	}
	return "en"
}

// options turns the flags into the PDF's options, checked.
func (f *bookFlags) options() (pdf.Options, error) {
	if f.order != "" && f.order != "difficulty" {
		return pdf.Options{}, fmt.Errorf("--order takes only \"difficulty\"")
	}
	if f.perPage < 1 {
		return pdf.Options{}, fmt.Errorf("--per-page %d: want 1, 2, 4 or 6", f.perPage)
	}
	page := f.page
	if f.trim != "" {
		page = f.trim
	}
	lang := f.lang
	if lang == "" {
		lang = systemLang()
	}
	imprint := f.imprint
	if f.imprintFile != "" {
		if imprint != "" {
			return pdf.Options{}, fmt.Errorf("give --imprint or --imprint-file, not both")
		}
		data, err := userfile.Read(f.imprintFile, maxImprintFile)
		if err != nil {
			return pdf.Options{}, fmt.Errorf("--imprint-file: %v", err)
		}
		imprint = strings.TrimRight(string(data), "\n")
	}
	settings := book.Settings{Title: f.title, PageSize: page, PerPage: f.perPage, Answers: f.answers, AnswersPer: f.answersPer,
		TitlePage: f.titlePage || f.front, Font: f.font, Lang: lang, Imprint: imprint, HowToPlay: f.howTo || f.front,
		Contents: f.contents || f.front, Sections: f.sections || f.needs != "", ShowScore: f.score, TimeBox: f.timeBox, Paper: f.paper,
		LargePrint: f.large, POD: f.pod, PictureColors: f.pictureColors, Printer: f.printer}
	opt := pdf.OptionsOf(settings, lang) // as the book builder prints the same settings
	opt.ByDifficulty, opt.NoBleed = f.order == "difficulty", f.noBleed
	if f.highlight != "" {
		hex := strings.TrimPrefix(f.highlight, "#")
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil || len(hex) != 6 {
			return opt, fmt.Errorf("--highlight wants a colour like ffd580")
		}
		opt.Highlight = color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
	}
	return opt, opt.Check()
}

// runBook prints a book of puzzles, read one per line or made from
// designs. Everything that can be checked before the work is checked
// first (options, the outputs, the page count, the imprint and the
// cover's texts), so a mistake costs no waiting; then the puzzles are
// solved and rated, or generated, on every core; then the book and its
// cover are written beside their files and put in place together.
func runBook(args []string, e *env) int {
	var f bookFlags
	fs := f.register(e)
	if !parseArgs(fs, args, 1<<20, e) {
		return 2
	}
	f.paper = pdf.PaperName(f.paper) // "color" is "colour"
	if f.checkPOD != "" {
		return checkPOD(f.checkPOD, f.trim, f.printer, f.paper, fs.Args(), e)
	}
	if !f.designs && fs.NArg() > 0 {
		return e.errorf("book: unexpected argument %q (design files need --designs)", fs.Arg(0))
	}
	if (f.in == "") == !f.designs || f.out == "" {
		return e.errorf("book: want --in FILE or --designs FILE..., and --out FILE")
	}
	if f.designs && fs.NArg() == 0 {
		return e.errorf("book: --designs wants design files after the options")
	}
	if f.needs != "" {
		levelsSet := false
		fs.Visit(func(fl *flag.Flag) { levelsSet = levelsSet || fl.Name == "levels" })
		switch {
		case !f.designs:
			return e.errorf("book: --needs makes the puzzles, so it wants --designs")
		case levelsSet:
			return e.errorf("book: give --needs or --levels, not both: a practice puzzle's level is its technique's")
		}
	}
	if msg := f.checkCover(); msg != "" {
		return e.errorf("book: %s", msg)
	}
	if msg := f.checkPrinter(fs); msg != "" {
		return e.errorf("book: %s", msg)
	}
	if msg := f.checkPaper(fs); msg != "" {
		return e.errorf("book: %s", msg)
	}
	opt, err := f.options()
	if err != nil {
		return e.errorf("book: %v", err)
	}
	inputs := fs.Args()
	if f.in != "" {
		inputs = []string{f.in}
	}
	// From here on a signal that stops the program says what it left.
	untouched := f.untouched()
	setLastWords(func() string { return untouched })
	defer setLastWords(nil)
	if err := f.checkOutputs(inputs); err != nil {
		return e.errorf("book: %v", err)
	}
	unlock, err := f.lockOutputs()
	if err != nil {
		return e.errorf("book: %v", err)
	}
	defer unlock()
	cover := f.coverTexts()
	// The texts and their fonts, before a line is read (the page count
	// and the imprint's room at it are checked again once it is known).
	if err := pdf.Preflight(1, opt, cover); err != nil {
		return e.errorf("book: %v", err)
	}

	var entries []pdf.Entry
	code := 0
	if f.designs {
		entries, code = bookFromDesigns(&f, opt, cover, inputs, e)
	} else {
		opt.Plain = true // a list's clues draw no picture
		entries, code = bookFromList(f.in, f.allowDuplicates, opt, cover, e)
	}
	if entries == nil {
		return max(code, 1)
	}
	if c := writeBook(&f, opt, cover, entries, e); c != 0 {
		return c
	}
	return code
}

// checkOutputs refuses, before any work, outputs that would destroy an
// input or cannot be written: --out and --cover naming the list, a
// design, the --font or the --imprint-file (as the same file through
// links, hard links or, on Windows, another case: the system says), a
// read-only file or a folder that takes no file; and an --images that is
// a file or a folder holding files already.
func (f *bookFlags) checkOutputs(inputs []string) error {
	type named struct{ what, path string }
	var ins []named
	for _, in := range inputs {
		ins = append(ins, named{"the input file", in})
	}
	if f.font != "" {
		ins = append(ins, named{"the --font file", f.font})
	}
	if f.imprintFile != "" {
		ins = append(ins, named{"the --imprint-file", f.imprintFile})
	}
	outs := []named{{"--out", f.out}, {"--cover", f.cover}}
	for i, out := range outs {
		if out.path == "" || out.path == "-" {
			continue
		}
		for _, in := range append(ins, outs[:i]...) {
			if atomic.SameFile(in.path, out.path) {
				return fmt.Errorf("%s %s is %s %s; writing there would destroy it", out.what, out.path, in.what, in.path)
			}
		}
		if err := atomic.CheckWritable(out.path); err != nil {
			return fmt.Errorf("%s: %v", out.what, err)
		}
	}
	if f.images == "" {
		return nil
	}
	if f.imageFormat != "svg" && f.imageFormat != "png" {
		return fmt.Errorf("--image-format %q: want svg or png", f.imageFormat)
	}
	return checkImageFolder(f.images)
}

// checkImageFolder refuses an --images folder the puzzles' images cannot
// go into whole: a file, a folder holding files already (new images
// beside old ones, or over them), or a place where no folder can be made.
func checkImageFolder(dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case err == nil && !fi.IsDir():
		return fmt.Errorf("--images %s is a file, not a folder: name a new or empty folder", dir)
	case err == nil:
		entries, err := os.ReadDir(dir)
		if err != nil {
			return fmt.Errorf("--images: %v", err)
		}
		if len(entries) > 0 {
			return fmt.Errorf("--images %s already holds %s (%s first): name a new or empty folder, so that no file is replaced or mixed in", dir, plural(len(entries), "file"), entries[0].Name())
		}
		return atomic.CheckWritable(filepath.Join(dir, "puzzle.png"))
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("--images: %v", err)
	}
	// A new folder: made in the nearest folder that exists.
	parent := filepath.Dir(filepath.Clean(dir))
	for {
		fi, err := os.Stat(parent)
		if err == nil && !fi.IsDir() {
			return fmt.Errorf("--images %s: %s is a file, not a folder", dir, parent)
		}
		if err == nil || filepath.Dir(parent) == parent {
			break
		}
		parent = filepath.Dir(parent)
	}
	if err := atomic.CheckWritable(filepath.Join(parent, "puzzle.png")); err != nil {
		return fmt.Errorf("--images %s: %v", dir, err)
	}
	return nil
}

// lockOutputs takes the lock on writing --out and --cover (atomic.LockFor),
// so that two runs never write one book, or pair one's book with the
// other's cover; it returns what lets them go.
func (f *bookFlags) lockOutputs() (unlock func(), err error) {
	var locks []*atomic.WriteLock
	unlock = func() {
		for _, l := range locks {
			l.Unlock()
		}
	}
	for _, path := range []string{f.out, f.cover} {
		if path == "" || path == "-" {
			continue
		}
		l, err := atomic.LockFor(path)
		if errors.Is(err, filelock.ErrLocked) {
			err = fmt.Errorf("%s is being written by another pictdoku-cli: wait for it to finish, or choose another name", path)
		}
		if err != nil {
			unlock()
			return nil, err
		}
		locks = append(locks, l)
	}
	return unlock, nil
}

// coverTexts is what --cover's cover shows beyond the book's options; nil
// without --cover.
func (f *bookFlags) coverTexts() *pdf.Cover {
	if f.cover == "" {
		return nil
	}
	return &pdf.Cover{BackText: f.backText, Guides: f.coverGuides}
}

// maxRepeatsShown is how many repeats of a list are named one a line; a
// count says how many more there are.
const maxRepeatsShown = 20

// bookFromList reads the puzzles of a list, then solves and rates them on
// every core; the book keeps the list's order. Reading stops as soon as
// the list holds more puzzles than a book can (so `--in -` on an endless
// stream ends, in bounded memory), and the page count is checked before
// the repeats: a list whose puzzles repeat, as they are or relabelled,
// rotated or mirrored, is refused before any work, naming the first
// repeats and counting them, unless allowDuplicates.
func bookFromList(in string, allowDuplicates bool, opt pdf.Options, cover *pdf.Cover, e *env) ([]pdf.Entry, int) {
	type line struct {
		n int
		g sudoku.Grid
	}
	var lines []line
	most, stoppedAt := pdf.MostPuzzles(opt), 0
	code := eachPuzzleWhile([]string{in}, e, func(n int, g sudoku.Grid, err error) bool {
		if err != nil {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: line %d skipped: %v\n", n, err)
			return true
		}
		lines = append(lines, line{n, g})
		if len(lines) > most {
			stoppedAt = n
			return false
		}
		return true
	})
	if code != 0 {
		return nil, code
	}
	if stoppedAt > 0 {
		return nil, e.errorf("book: the list holds more than %d puzzles (reading stopped at line %d): %v", most, stoppedAt, pdf.CheckSize(len(lines), opt))
	}
	if err := pdf.Preflight(len(lines), opt, cover); err != nil {
		return nil, e.errorf("book: %v", err)
	}
	grids := make([]sudoku.Grid, len(lines))
	for i, l := range lines {
		grids[i] = l.g
	}
	if repeats := canon.Repeats(grids); len(repeats) > 0 {
		for i, r := range repeats {
			if i == maxRepeatsShown {
				fmt.Fprintf(e.stderr, "pictdoku-cli: book: and %s\n", plural(len(repeats)-i, "more repeat"))
				break
			}
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: %s; lines %d and %d\n", r.Message(), lines[r.Index].n, lines[r.Of].n)
		}
		if !allowDuplicates {
			return nil, e.errorf("book: the list repeats %s, so no book was written (--allow-duplicates prints every one)", plural(len(repeats), "puzzle"))
		}
	}
	entries := make([]pdf.Entry, len(lines))
	problems := make([]string, len(lines))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				g := lines[i].g
				sol, n := exact.Solve(&g)
				if n != 1 {
					problems[i] = notUnique(n)
					continue
				}
				r := rating.Rate(g, true)
				entries[i] = pdf.Entry{Clues: g, Solution: sol, Level: r.Level.String(), Score: r.Score}
			}
		}()
	}
	for i := range lines {
		next <- i
	}
	close(next)
	wg.Wait()
	kept := entries[:0]
	for i, en := range entries {
		if problems[i] != "" {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: line %d skipped: %s\n", lines[i].n, problems[i])
			continue
		}
		kept = append(kept, en)
	}
	return kept, 0
}

// bookFromDesigns makes the puzzles from design files, showing progress on
// standard error. Ctrl+C (or SIGTERM, SIGHUP) stops the making and keeps
// what was made: the book is written with it, and the exit status is 1.
func bookFromDesigns(f *bookFlags, opt pdf.Options, cover *pdf.Cover, paths []string, e *env) ([]pdf.Entry, int) {
	var levels []logic.Level
	for _, s := range strings.Split(f.levels, ",") {
		l, err := logicalLevel(strings.TrimSpace(s))
		if err != nil {
			return nil, e.errorf("book: --levels: %v", err)
		}
		levels = append(levels, l)
	}
	needs, err := f.techniques()
	if err != nil {
		return nil, e.errorf("book: %v", err)
	}
	if err := checkTimeout(f.timeout); err != nil {
		return nil, e.errorf("book: %v", err)
	}
	if f.attempts < 0 {
		return nil, e.errorf("book: --attempts %d is negative (use 0 for no limit)", f.attempts)
	}
	bopt := batch.Options{PerDesign: f.perDesign, Levels: levels, Needs: needs, Timeout: f.timeout, Attempts: f.attempts, Seed: f.seed, KeepPicture: f.keepPicture}
	if err := bopt.Check(); err != nil {
		return nil, e.errorf("book: %v", err)
	}
	total, err := pdf.BookPuzzles(f.perDesign, len(paths))
	if err == nil {
		err = pdf.Preflight(total, opt, cover)
	}
	if err != nil {
		return nil, e.errorf("book: %v", err)
	}
	var designs []batch.Design
	for _, p := range paths {
		d, err := batch.Load(p)
		if err != nil {
			return nil, e.errorf("book: %v", err)
		}
		designs = append(designs, d)
	}
	ctx, cancel := interruptible()
	defer cancel()
	var last time.Time
	bopt.Progress = func(p batch.Progress) {
		if time.Since(last) >= time.Second || p.Design == "" {
			last = time.Now()
			fmt.Fprintf(e.stderr, "book: %s\n", p)
		}
	}
	res, err := batch.Make(ctx, designs, bopt)
	if err != nil {
		return nil, e.errorf("book: %v", err)
	}
	for _, s := range res.Short {
		fmt.Fprintf(e.stderr, "pictdoku-cli: book: %s\n", s.Message())
	}
	code := 0
	if res.Canceled || len(res.Short) > 0 {
		code = 1
	}
	if res.Canceled {
		fmt.Fprintf(e.stderr, "pictdoku-cli: book: interrupted: the book keeps the %s made\n", plural(len(res.Puzzles), "puzzle"))
	}
	if len(res.Puzzles) == 0 {
		fmt.Fprintln(e.stderr, "pictdoku-cli: book: no puzzles were made, so no book was written")
		return nil, 1
	}
	entries := make([]pdf.Entry, len(res.Puzzles))
	for i, pz := range res.Puzzles {
		entries[i] = pdf.Entry{Clues: pz.Clues, Solution: pz.Solution, Level: pz.Rating.Level.String(),
			Score: pz.Rating.Score, CellColors: designs[pz.Design].Colors, Helpers: designs[pz.Design].Helpers}
		if len(needs) > 0 {
			entries[i].Technique = pz.Rating.Hardest.String()
		}
	}
	return entries, code
}

// writeBook writes the book and its cover to temporary files beside
// theirs, checks the book for its printer, and only then puts both in
// place together (atomic.Commit: both, or neither when one cannot be
// replaced; a signal waits for that moment), so that a book is never
// paired with an older cover; then it says what was written and whether
// the book is ready, and writes the folder of images when asked. A signal
// before the files are in place leaves them as they were, and says so.
func writeBook(f *bookFlags, opt pdf.Options, cover *pdf.Cover, entries []pdf.Entry, e *env) int {
	say := e.stdout
	if f.out == "-" {
		say = e.stderr // standard output holds the book
	}
	var pending []*atomic.Pending
	defer func() {
		for _, p := range pending {
			p.Discard()
		}
	}()
	if cover != nil {
		coverFile, err := atomic.Prepare(f.cover, func(w atomic.Writer) error { return pdf.WriteCover(w, entries, opt, *cover) })
		if err != nil {
			return e.errorf("book: cover: %v", err)
		}
		pending = append(pending, coverFile)
	}
	var rec *pdf.Record
	var written bytes.Buffer // the book as written, for the print-on-demand check
	writeTo := func(w io.Writer) (err error) {
		rec, err = pdf.WriteBook(io.MultiWriter(w, &written), entries, opt)
		return err
	}
	if f.out == "-" {
		w := bufio.NewWriter(e.stdout)
		if err := writeTo(w); err != nil {
			return e.errorf("book: %v", err)
		}
		if err := w.Flush(); err != nil {
			return e.errorf("book: writing standard output: %v", err)
		}
	} else {
		book, err := atomic.Prepare(f.out, func(w atomic.Writer) error { return writeTo(w) })
		if err != nil {
			return e.errorf("book: %v", err)
		}
		pending = append([]*atomic.Pending{book}, pending...)
	}
	// The check's verdict is said once the files are in place.
	var verdict bytes.Buffer
	code := 0
	if opt.POD {
		if code = checkMade(written.Bytes(), rec, opt, &verdict, e); code == 2 {
			return code // the book could not be read back: nothing is replaced
		}
	}
	if len(pending) > 0 {
		untouched := f.untouched()
		setLastWords(func() string {
			if pending[0].Committed() {
				return "stopped: " + strings.Join(outputNames(f), " and ") + " had been written in full"
			}
			return untouched
		})
		if err := atomic.Commit(pending...); err != nil {
			return e.errorf("book: %v", err)
		}
	}
	if f.out == "-" {
		fmt.Fprintf(e.stderr, "wrote the book to standard output: %s\n", plural(len(entries), "puzzle"))
	} else {
		fmt.Fprintf(e.stdout, "wrote %s: %s\n", f.out, plural(len(entries), "puzzle"))
	}
	if cover != nil {
		pages := pdf.PageCountOf(entries, opt)
		w, h := pdf.CoverSize(opt, pages)
		fmt.Fprintf(say, "wrote %s: the cover of %d pages, %.3f x %.3f in\n", f.cover, pages, w/25.4, h/25.4)
		if note := pdf.SpineTextNote(opt, pages); note != nil {
			fmt.Fprintf(say, "%s: %s\n", f.cover, note)
		}
	}
	io.Copy(say, &verdict)
	if f.images != "" {
		if c := writeImages(f, opt, entries, e); c != 0 {
			return c
		}
	}
	return code
}

// untouched is what a signal says before the book and its cover are put
// in place: that they are as they were.
func (f *bookFlags) untouched() string {
	names := outputNames(f)
	switch {
	case f.out == "-" && len(names) == 0:
		return "stopped: the book on standard output is incomplete"
	case f.out == "-":
		return "stopped: the book on standard output is incomplete; " + names[0] + " is as it was"
	case len(names) == 1:
		return "stopped: no file was written: " + names[0] + " is as it was"
	}
	return "stopped: no file was written: " + strings.Join(names, " and ") + " are as they were"
}

// outputNames are the files the book command writes: the book (unless it
// goes to standard output) and its cover.
func outputNames(f *bookFlags) []string {
	var out []string
	if f.out != "-" {
		out = append(out, f.out)
	}
	if f.cover != "" {
		out = append(out, f.cover)
	}
	return out
}

// writeImages writes each puzzle as an image into --images, numbered as in
// the book. A signal stops it at once (the book is complete by then): the
// image being written is dropped, and the program says how many were
// written.
func writeImages(f *bookFlags, opt pdf.Options, entries []pdf.Entry, e *env) int {
	var grids []gridimage.Puzzle
	for _, en := range pdf.Order(entries, opt) {
		grids = append(grids, gridimage.Puzzle{Clues: en.Clues, Helpers: en.Helpers})
	}
	var done sync.Mutex
	written := 0
	winding.Store(false) // the puzzles are safe in the book: a signal stops here and now
	book := "the book"
	if names := outputNames(f); len(names) > 0 {
		book = strings.Join(names, " and ")
	}
	setLastWords(func() string {
		done.Lock()
		defer done.Unlock()
		return fmt.Sprintf("stopped: %d of %d %s images had been written into %s (%s to %s); %s had been written in full",
			written, len(grids), strings.ToUpper(f.imageFormat), f.images, gridimage.FileName(0, len(grids), f.imageFormat),
			gridimage.FileName(max(written-1, 0), len(grids), f.imageFormat), book)
	})
	paths, err := gridimage.WriteFolder(f.images, grids, f.imageFormat, opt.Highlight, func(n, _ int) bool {
		done.Lock()
		written = n
		done.Unlock()
		return true
	})
	if err != nil {
		return e.errorf("book: images: %v (%d of %d written into %s)", err, len(paths), len(grids), f.images)
	}
	fmt.Fprintf(e.stdout, "wrote %d %s images into %s\n", len(paths), strings.ToUpper(f.imageFormat), f.images)
	return 0
}

// checkCover refuses cover flags that make no sense together: a wrap
// cover needs a print-on-demand book (its spine is the thickness of its
// pages), and the cover's options need a cover. It returns the reason, or
// "".
func (f *bookFlags) checkCover() string {
	switch {
	case f.cover != "" && !f.pod:
		return "--cover makes the wrap cover of a print-on-demand book: add --pod (and --paper for the spine's thickness)"
	case f.cover == "" && (f.coverGuides || f.backText != ""):
		return "--cover-guides and --back-text go with --cover FILE"
	case f.cover != "" && f.cover == f.out:
		return "--cover and --out name the same file"
	}
	return ""
}

// checkPaper refuses --paper on a book that is not for print on demand,
// where no paper is chosen (as checkPrinter refuses --printer). It
// returns the reason, or "".
func (f *bookFlags) checkPaper(fs *flag.FlagSet) string {
	set := false
	fs.Visit(func(fl *flag.Flag) { set = set || fl.Name == "paper" })
	if set && !f.pod {
		return "--paper chooses the paper of a print-on-demand book: add --pod"
	}
	return ""
}

// maxImprintFile bounds --imprint-file (an imprint is a few lines; the
// PDF writer refuses a long one anyway), and maxCheckedPDF the PDF
// --check-pod reads (a 828-page book of this program's is a few MB; a
// printer's own limit is 650 MB).
const (
	maxImprintFile = 1 << 20
	maxCheckedPDF  = 1 << 30
)

// plural writes "1 puzzle", "2 puzzles".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// techniques reads --needs: the techniques of a themed book, in the order
// given, each once. The trial is refused: a practice book teaches logic.
func (f *bookFlags) techniques() ([]logic.Technique, error) {
	if f.needs == "" {
		return nil, nil
	}
	var out []logic.Technique
	seen := map[logic.Technique]bool{}
	for _, s := range strings.Split(f.needs, ",") {
		t, ok := techniqueNamed(strings.TrimSpace(s))
		if !ok {
			return nil, fmt.Errorf("--needs %q: no such technique (pictdoku-cli techniques lists them)", strings.TrimSpace(s))
		}
		if t == logic.Trial {
			return nil, fmt.Errorf("--needs %s: a practice book teaches logic; the trial is no technique to practise", t.Info().Key)
		}
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out, nil
}
