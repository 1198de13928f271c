package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"image/color"
	"io"
	"os"
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
	fs.StringVar(&f.page, "page", "A4", "page size: "+strings.Join(pdf.PageSizes(), ", ")+", or a custom trim like 7x10in or 180x260mm")
	fs.StringVar(&f.trim, "trim", "", "the trim size of a bound book (the same as --page)")
	fs.BoolVar(&f.pod, "pod", false, "print-ready for print on demand: bleed, gutter by page count, mirrored margins, at least 24 pages, an even count")
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
// first (options, the output path, the page count), so a mistake costs no
// waiting; then the puzzles are solved and rated, or generated, on every
// core.
func runBook(args []string, e *env) int {
	var f bookFlags
	fs := f.register(e)
	if !parseArgs(fs, args, 1<<20, e) {
		return 2
	}
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
	opt, err := f.options()
	if err != nil {
		return e.errorf("book: %v", err)
	}
	inputs := fs.Args()
	if f.in != "" {
		inputs = []string{f.in}
	}
	if f.out != "-" {
		for _, in := range inputs {
			if atomic.SameFile(in, f.out) {
				return e.errorf("book: --out %s is the input file %s; writing the book there would destroy it", f.out, in)
			}
		}
		if err := atomic.CheckWritable(f.out); err != nil {
			return e.errorf("book: %v", err)
		}
	}
	if f.cover != "" {
		for _, in := range append(inputs, f.out) {
			if atomic.SameFile(in, f.cover) {
				return e.errorf("book: --cover %s is %s; writing the cover there would destroy it", f.cover, in)
			}
		}
		if err := atomic.CheckWritable(f.cover); err != nil {
			return e.errorf("book: --cover: %v", err)
		}
	}
	if f.images != "" {
		if f.imageFormat != "svg" && f.imageFormat != "png" {
			return e.errorf("book: --image-format %q: want svg or png", f.imageFormat)
		}
	}

	var entries []pdf.Entry
	code := 0
	if f.designs {
		entries, code = bookFromDesigns(&f, opt, inputs, e)
	} else {
		opt.Plain = true // a list's clues draw no picture
		entries, code = bookFromList(f.in, f.allowDuplicates, opt, e)
	}
	if entries == nil {
		return max(code, 1)
	}
	if c := writeBook(&f, opt, entries, e); c != 0 {
		return c
	}
	return code
}

// bookFromList reads the puzzles of a list, then solves and rates them on
// every core; the book keeps the list's order. A list whose puzzles
// repeat, as they are or relabelled, rotated or mirrored, is refused
// before any work, naming each repeat, unless allowDuplicates.
func bookFromList(in string, allowDuplicates bool, opt pdf.Options, e *env) ([]pdf.Entry, int) {
	type line struct {
		n int
		g sudoku.Grid
	}
	var lines []line
	code := eachPuzzle([]string{in}, e, func(n int, g sudoku.Grid, err error) {
		if err != nil {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: line %d skipped: %v\n", n, err)
			return
		}
		lines = append(lines, line{n, g})
	})
	if code != 0 {
		return nil, code
	}
	grids := make([]sudoku.Grid, len(lines))
	for i, l := range lines {
		grids[i] = l.g
	}
	if repeats := canon.Repeats(grids); len(repeats) > 0 {
		for _, r := range repeats {
			fmt.Fprintf(e.stderr, "pictdoku-cli: book: %s; lines %d and %d\n", r.Message(), lines[r.Index].n, lines[r.Of].n)
		}
		if !allowDuplicates {
			return nil, e.errorf("book: the list repeats %s, so no book was written (--allow-duplicates prints every one)", plural(len(repeats), "puzzle"))
		}
	}
	if err := pdf.CheckSize(len(lines), opt); err != nil {
		return nil, e.errorf("book: %v", err)
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
					problems[i] = map[int]string{0: "no solution", 2: "more than one solution"}[n]
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
// standard error. Ctrl+C stops the making and keeps what was made: the
// book is written with it, and the exit status is 1.
func bookFromDesigns(f *bookFlags, opt pdf.Options, paths []string, e *env) ([]pdf.Entry, int) {
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
		err = pdf.CheckSize(total, opt)
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

// writeBook writes the PDF, and the folder of images when asked.
func writeBook(f *bookFlags, opt pdf.Options, entries []pdf.Entry, e *env) int {
	var rec *pdf.Record
	var written bytes.Buffer // the book as written, for the print-on-demand check
	if f.out == "-" {
		w := bufio.NewWriter(e.stdout)
		var err error
		if rec, err = pdf.WriteBook(io.MultiWriter(w, &written), entries, opt); err != nil {
			return e.errorf("book: %v", err)
		}
		if err := w.Flush(); err != nil {
			return e.errorf("book: writing standard output: %v", err)
		}
		fmt.Fprintf(e.stderr, "wrote the book to standard output: %s\n", plural(len(entries), "puzzle"))
	} else {
		var err error
		if rec, err = pdf.SaveBook(f.out, entries, opt); err != nil {
			return e.errorf("book: %v", err)
		}
		fmt.Fprintf(e.stdout, "wrote %s: %s\n", f.out, plural(len(entries), "puzzle"))
		if opt.POD {
			data, err := os.ReadFile(f.out)
			if err != nil {
				return e.errorf("book: reading the book back: %v", err)
			}
			written.Write(data)
		}
	}
	code := 0
	if opt.POD {
		say := e.stdout
		if f.out == "-" {
			say = e.stderr // standard output holds the book
		}
		code = checkMade(written.Bytes(), rec, opt, say, e)
	}
	if f.cover != "" {
		pages := pdf.PageCountOf(entries, opt)
		if err := pdf.SaveCover(f.cover, entries, opt, pdf.Cover{BackText: f.backText, Guides: f.coverGuides}); err != nil {
			return e.errorf("book: cover: %v", err)
		}
		w, h := pdf.CoverSize(opt, pages)
		say := e.stdout
		if f.out == "-" {
			say = e.stderr // standard output holds the book
		}
		fmt.Fprintf(say, "wrote %s: the cover of %d pages, %.3f x %.3f in\n", f.cover, pages, w/25.4, h/25.4)
	}
	if f.images != "" {
		var grids []gridimage.Puzzle
		for _, en := range pdf.Order(entries, opt) {
			grids = append(grids, gridimage.Puzzle{Clues: en.Clues, Helpers: en.Helpers})
		}
		paths, err := gridimage.WriteFolder(f.images, grids, f.imageFormat, opt.Highlight, nil)
		if err != nil {
			return e.errorf("book: images: %v", err)
		}
		fmt.Fprintf(e.stdout, "wrote %d %s images into %s\n", len(paths), strings.ToUpper(f.imageFormat), f.images)
	}
	return code
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
