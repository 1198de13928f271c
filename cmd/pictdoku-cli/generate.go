package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/signal"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/batch"
	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/picture"
	"github.com/pictdoku/pictdoku/engine/userfile"
)

// genFlags are the generation options shared by generate and bench patterns.
type genFlags struct {
	level, ceiling, strategy string
	needs                    string
	trial, paper             bool
	seed                     uint64
	timeout                  time.Duration
	attempts                 int
}

func (f *genFlags) register(fs interface {
	StringVar(*string, string, string, string)
	BoolVar(*bool, string, bool, string)
	Uint64Var(*uint64, string, uint64, string)
	DurationVar(*time.Duration, string, time.Duration, string)
	IntVar(*int, string, int, string)
}, defTimeout time.Duration) {
	fs.StringVar(&f.level, "level", "", "the puzzle's level must be `LEVEL` (easy, medium, hard, expert, extreme)")
	fs.StringVar(&f.ceiling, "ceiling", "", "hardest `LEVEL` allowed (default extreme)")
	fs.StringVar(&f.needs, "needs", "", "the puzzle must need `TECHNIQUE` (a key or name from `pictdoku-cli techniques`) and nothing harder")
	fs.StringVar(&f.strategy, "strategy", "best", "generation strategy: best, zama or hillclimb")
	fs.BoolVar(&f.trial, "trial", false, "allow the one-level trial")
	fs.BoolVar(&f.paper, "paper", false, "use only the source paper's ten rules (plus trial with --trial)")
	fs.Uint64Var(&f.seed, "seed", 1, "random seed: the same seed and options give the same puzzles")
	fs.DurationVar(&f.timeout, "timeout", defTimeout, "give up after this long (0: no limit)")
	fs.IntVar(&f.attempts, "attempts", 0, "give up after `N` attempts of each search too (0: no limit); with --timeout 0 the output is the same on any machine, however fast")
}

func (f *genFlags) options() (generate.Options, error) {
	opt := generate.Options{Strategy: f.strategy, AllowTrial: f.trial, PaperRules: f.paper, Seed: f.seed, Timeout: f.timeout, Attempts: f.attempts}
	var err error
	if f.level != "" {
		opt.Target, err = logicalLevel(f.level)
		opt.HasTarget = true
	}
	if f.ceiling != "" && err == nil {
		opt.Ceiling, err = logicalLevel(f.ceiling)
	}
	if err == nil {
		err = checkTimeout(f.timeout)
	}
	if err == nil && f.attempts < 0 {
		err = fmt.Errorf("--attempts %d is negative (use 0 for no limit)", f.attempts)
	}
	if err == nil {
		err = generate.CheckStrategy(f.strategy)
	}
	if err == nil && opt.HasTarget && f.ceiling != "" && opt.Target > opt.Ceiling {
		err = fmt.Errorf("--level %s is harder than --ceiling %s: no puzzle can be both; give one of them", f.level, f.ceiling)
	}
	if err == nil && f.needs != "" {
		err = f.needsOptions(&opt)
	}
	return opt, err
}

// needsOptions reads --needs into opt and checks it against the other
// options: a technique rates at one level, so --level and --ceiling must
// allow that level, and the trial needs --trial.
func (f *genFlags) needsOptions(opt *generate.Options) error {
	t, ok := techniqueNamed(f.needs)
	if !ok {
		return fmt.Errorf("--needs %q: no such technique (pictdoku-cli techniques lists them)", f.needs)
	}
	opt.Needs, opt.HasNeeds = t, true
	l := t.Level()
	switch {
	case t == logic.Trial && !opt.AllowTrial:
		return fmt.Errorf("--needs %s: give --trial too", t.Info().Key)
	case t == logic.Trial:
		l = logic.NeedsTrial
	case opt.PaperRules && !t.Info().Paper:
		return fmt.Errorf("--needs %s: not one of the paper's rules (--paper)", t.Info().Key)
	}
	if opt.HasTarget && opt.Target != l {
		return fmt.Errorf("--needs %s rates %s, not %s: drop --level", t.Info().Key, l, opt.Target)
	}
	if f.ceiling != "" && l > opt.Ceiling && t != logic.Trial {
		return fmt.Errorf("--needs %s rates %s, above --ceiling %s", t.Info().Key, l, opt.Ceiling)
	}
	return nil
}

// techniqueNamed finds a technique by its key ("x-wing") or its English
// name ("X-Wing"), in any case.
func techniqueNamed(s string) (logic.Technique, bool) {
	for _, t := range logic.Techniques() {
		if info := t.Info(); strings.EqualFold(info.Key, s) || strings.EqualFold(info.Name, s) {
			return t, true
		}
	}
	return 0, false
}

// logicalLevel reads one of the five logical levels.
func logicalLevel(s string) (logic.Level, error) {
	l, ok := logic.ParseLevel(s)
	if !ok || l > logic.Extreme {
		return 0, fmt.Errorf("unknown level %q (want easy, medium, hard, expert or extreme)", s)
	}
	return l, nil
}

// interruptible returns a context canceled by Ctrl+C, SIGTERM or SIGHUP
// (stopSignals), for a command that then winds down and prints what it
// has.
func interruptible() (context.Context, context.CancelFunc) {
	winding.Store(true)
	return signal.NotifyContext(context.Background(), stopSignals...)
}

// readPicture reads a picture within the command's time limit (0: none):
// the limit covers reading the picture as well as the search.
func readPicture(path string, limit time.Duration) (*picture.Source, error) {
	ctx, cancel := context.Background(), context.CancelFunc(func() {})
	if limit > 0 {
		ctx, cancel = context.WithTimeout(ctx, limit)
	}
	defer cancel()
	return picture.OpenContext(ctx, path)
}

// pictureFlags are the picture options shared by pattern, generate
// --image and bench pictures.
type pictureFlags struct {
	edges, invert, crop, whole, plain bool
	threshold                         int
}

func (f *pictureFlags) register(fs *flag.FlagSet) {
	fs.BoolVar(&f.edges, "edges", false, "trace edges first (a filled shape becomes its outline)")
	fs.BoolVar(&f.invert, "invert", false, "take the paper as the drawing (light on dark is detected without it; no effect with --edges)")
	fs.IntVar(&f.threshold, "threshold", 0, "manual threshold 1-255 (default: Otsu's automatic threshold)")
	fs.BoolVar(&f.crop, "crop", false, "fill the grid with the picture's centre square")
	fs.BoolVar(&f.whole, "whole", false, "fit the whole picture (default: frame the drawing itself)")
	fs.BoolVar(&f.plain, "plain", false, "take the darkest cells, with no regard for whether the pattern can carry a puzzle")
}

func (f *pictureFlags) options(clues int, sym pattern.Symmetry) (picture.Options, error) {
	if f.threshold < 0 || f.threshold > 255 {
		return picture.Options{}, fmt.Errorf("--threshold must be 1-255")
	}
	if clues < 1 || clues > 81 {
		return picture.Options{}, fmt.Errorf("--clues must be 1-81")
	}
	if f.crop && f.whole {
		return picture.Options{}, fmt.Errorf("give --crop or --whole, not both")
	}
	return picture.Options{Clues: clues, Edges: f.edges, Invert: f.invert, Threshold: f.threshold, Crop: f.crop, Whole: f.whole, Plain: f.plain, Symmetry: sym}, nil
}

func runGenerate(args []string, e *env) int {
	fs := newFlags("generate", e)
	var gf genFlags
	gf.register(fs, 10*time.Second)
	var pf pictureFlags
	pf.register(fs)
	patternArg := fs.String("pattern", "", "clue pattern: 81 characters of X and ., or a file of 9 such lines")
	imagePath := fs.String("image", "", "derive the pattern from this picture `FILE` (with --clues cells), repairing it if needed")
	clues := fs.Int("clues", 0, fmt.Sprintf("draw random patterns with `K` clue cells, moving to a new one when one gives nothing for a while (with --keep-picture: one pattern; with --image: the picture's clue cells; not given, the look that reads best at any count, the others drawn at %d)", picture.DefaultClues))
	keepPicture := fs.Bool("keep-picture", false, fmt.Sprintf("keep the pattern (of --pattern, --image or --clues) exactly and add up to %d helper clues beside it if it needs them (printed as + in the pattern lines; with --needs, one at a time)", designpuzzle.MaxHelpers))
	symmetry := fs.String("symmetry", "none", "symmetry `MODE` of the random or derived pattern, kept by a repair")
	count := fs.Int("count", 1, "number of distinct puzzles")
	repair := fs.Bool("repair", false, "with --pattern: add the fewest cells that let the pattern carry a puzzle, if it needs them")
	noRepair := fs.Bool("no-repair", false, "with --image: use the derived pattern as it is")
	keepCount := fs.Bool("keep-count", false, "when repairing, give back as many cells as were added (moves), where the puzzle allows")
	withLooks := fs.Bool("looks", false, "with --image: a puzzle for every look of the picture (exact silhouette, at full size, exact outline, contour, bold silhouette, outline), each printed as a block, the default first")
	if !parseArgs(fs, args, 0, e) {
		return 2
	}
	if *withLooks && (*imagePath == "" || *keepPicture || *noRepair || *repair || *keepCount || *count > 1) {
		return e.errorf("generate: --looks goes with --image alone: each look is kept exact or not as it is, one puzzle each")
	}
	opt, err := gf.options()
	if err != nil {
		return e.errorf("generate: %v", err)
	}
	if *count < 1 {
		return e.errorf("generate: --count %d: want at least 1 puzzle", *count)
	}
	opt.Count = *count
	sym, err := pattern.ParseSymmetry(*symmetry)
	if err != nil {
		return e.errorf("generate: %v", err)
	}
	var p pattern.Pattern
	var derived *picture.Result // when the pattern comes from a picture
	anyPattern := false         // --clues: any random pattern of that many cells will do
	switch {
	case *patternArg != "" && (*clues != 0 || *imagePath != ""):
		return e.errorf("generate: give one of --pattern, --image and --clues")
	case *patternArg != "":
		text := *patternArg
		data, rerr := userfile.Read(text, batch.MaxDesignBytes)
		switch {
		case rerr == nil:
			text = string(data)
		case len(strings.TrimSpace(text)) == 81: // the argument is the pattern itself
		case errors.Is(rerr, os.ErrNotExist):
			return e.errorf("generate: %q is neither a readable file nor an 81-character pattern", text)
		default:
			return e.errorf("generate: --pattern %v", rerr)
		}
		if p, err = pattern.Parse(text); err != nil {
			return e.errorf("generate: %v", err)
		}
	case *imagePath != "":
		n := *clues
		if n == 0 {
			n = picture.DefaultClues
		}
		popt, err := pf.options(n, sym)
		if err != nil {
			return e.errorf("generate: %v", err)
		}
		// Without --clues the picture's look that reads best is taken,
		// at whatever count it has.
		popt.FreeCount = *clues == 0
		src, err := readPicture(*imagePath, gf.timeout)
		if err != nil {
			return e.errorf("generate: %s: %v", *imagePath, err)
		}
		if *withLooks {
			ctx, cancel := interruptible()
			defer cancel()
			return printLooks(ctx, src, popt, designpuzzle.Options{Options: opt, Symmetry: sym}, e)
		}
		popt.Candidates = !*noRepair
		r := src.Pattern(popt)
		p, derived = r.Pattern, &r
		*repair = !*noRepair
	case *clues != 0:
		// Pattern 0 of a run on any pattern (generate.AnyPattern), which
		// is the run's only pattern when --keep-picture keeps it.
		if p, err = generate.DrawPattern(gf.seed, 0, *clues, sym); err != nil {
			return e.errorf("generate: %v", err)
		}
		anyPattern = !*keepPicture
		if !anyPattern {
			fmt.Fprintf(e.stderr, "pattern:\n%s", p.Lines())
		}
	default:
		return e.errorf("generate: want --pattern P, --image FILE or --clues K")
	}
	if *keepPicture && (*noRepair || (*repair && derived == nil)) {
		return e.errorf("generate: --keep-picture keeps the pattern and adds helper clues; give it or a repair flag, not both")
	}
	if *keepPicture {
		*repair = true // helpers, found as a repair is (see repairAndPrint)
	}
	ctx, cancel := interruptible()
	defer cancel()
	if *repair {
		if opt.Count > 1 {
			return e.errorf("generate: a repair or --keep-picture makes one puzzle; drop --count")
		}
		dopt := designpuzzle.Options{Options: opt, Symmetry: sym, Repair: true, KeepCount: *keepCount, KeepPicture: *keepPicture}
		find := func() (designpuzzle.Outcome, error) { return designpuzzle.FindPattern(ctx, p, dopt) }
		if derived != nil {
			find = func() (designpuzzle.Outcome, error) { return designpuzzle.FindPicture(ctx, *derived, dopt) }
		}
		return repairAndPrint(p, find, e)
	}
	// Each puzzle is printed (and flushed) as soon as it is settled, so an
	// interrupted run keeps everything it found.
	w := bufio.NewWriter(e.stdout)
	printed := 0
	shown := pattern.Pattern{} // the pattern last shown, on any pattern
	show := func(pz generate.Puzzle) {
		if on := pattern.OfClues(pz.Clues); anyPattern && on != shown {
			w.Flush()
			fmt.Fprintf(e.stderr, "pattern:\n%s", on.Lines())
			shown = on
		}
		printPuzzle(w, pz)
		w.Flush()
	}
	opt.OnFound = func(pz generate.Puzzle) {
		show(pz)
		printed++
	}
	var puzzles []generate.Puzzle
	if anyPattern {
		puzzles, err = generate.AnyPattern(ctx, *clues, sym, opt)
	} else {
		puzzles, err = generate.Generate(ctx, p, opt)
	}
	for _, pz := range puzzles[min(printed, len(puzzles)):] {
		show(pz)
	}
	if err != nil {
		var nf *generate.NotFoundError
		if errors.As(err, &nf) && len(puzzles) > 0 {
			why := "the time limit"
			if nf.Canceled {
				why = "interrupted"
			}
			fmt.Fprintf(e.stderr, "pictdoku-cli: generate: %d of %d puzzles found in %s (%s)\n", len(puzzles), opt.Count, nf.Elapsed.Round(time.Millisecond), why)
			return 1
		}
		fmt.Fprintf(e.stderr, "pictdoku-cli: generate: %v\n", err)
		if errors.As(err, &nf) && nf.HasNeeds && !nf.Canceled && !anyPattern {
			fmt.Fprintln(e.stderr, "pictdoku-cli: generate: --keep-picture keeps the pattern as it is and lets helper clues beside it (printed as +) make the puzzle")
		}
		return 1
	}
	return 0
}

// printPuzzle writes a puzzle's line: clues, level, score, hardest technique.
func printPuzzle(w io.Writer, pz generate.Puzzle) {
	fmt.Fprintf(w, "%s\t%s\t%.2f\t%s\n", pz.Clues, pz.Rating.Level, pz.Rating.Score, pz.Rating.HardestName())
}

// repairAndPrint runs find (a repair of p, or the picture's search) and
// prints the puzzle, the pattern it lies on (X for the design's cells, +
// for helper clues), its change from p, and for a picture the rendering
// drawn and its resemblance.
func repairAndPrint(p pattern.Pattern, find func() (designpuzzle.Outcome, error), e *env) int {
	res, err := find()
	if err != nil {
		fmt.Fprintf(e.stderr, "pictdoku-cli: generate: %v\npattern:\n%s", err, p.Lines())
		for _, pr := range p.Problems() {
			fmt.Fprintf(e.stderr, "  %s\n", pr.Message)
		}
		return 1
	}
	w := bufio.NewWriter(e.stdout)
	defer w.Flush()
	printPuzzle(w, res.Puzzle)
	fmt.Fprint(w, helperLines(res.Pattern, res.Helpers))
	fmt.Fprintln(w, res.Changes())
	if res.Rendering != nil {
		rd := *res.Rendering
		if res.Changed() {
			rd.Resemblance = rd.Reading.Likeness.Resemblance(res.Pattern)
		}
		fmt.Fprintf(w, "rendering: %s\n", describeRendering(rd))
	}
	return 0
}

// helperLines writes a pattern as nine lines, X for its cells and + for
// helper clues.
func helperLines(p, helpers pattern.Pattern) string {
	var b strings.Builder
	for c := 0; c < 81; c++ {
		switch {
		case p.Has(c):
			b.WriteByte('X')
		case helpers.Has(c):
			b.WriteByte('+')
		default:
			b.WriteByte('.')
		}
		if c%9 == 8 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// describeRendering says how a picture is drawn: "outline, fit,
// resemblance 0.93", "exact silhouette, sized to fit, resemblance 0.88".
func describeRendering(rd picture.Rendering) string {
	name := rd.Kind.String()
	if rd.Kept {
		name = rd.Name()
	}
	return fmt.Sprintf("%s, %s, resemblance %.2f", name, rd.Frame, rd.Resemblance)
}

// parseRange reads "18-32" or "22".
func parseRange(s string) (int, int, error) {
	lo, hi, found := strings.Cut(s, "-")
	a, err1 := strconv.Atoi(lo)
	b := a
	var err2 error
	if found {
		b, err2 = strconv.Atoi(hi)
	}
	if err1 != nil || err2 != nil || a < 1 || b > 81 || a > b {
		return 0, 0, fmt.Errorf("bad range %q (want e.g. 18-32)", s)
	}
	return a, b, nil
}

// benchPatterns reproduces the design source's experiment: random
// patterns per clue count, the generator on each, one row per count.
func benchPatterns(args []string, e *env) int {
	fs := newFlags("bench patterns", e)
	var gf genFlags
	gf.register(fs, 10*time.Second)
	cluesArg := fs.String("clues", "18-32", "clue counts, e.g. 18-32")
	n := fs.Int("patterns", 100, "random patterns per clue count")
	showFailures := fs.Bool("failures", false, "list each pattern neither found nor proved impossible, with its seed, on standard error")
	if !parseArgs(fs, args, 0, e) {
		return 2
	}
	lo, hi, err := parseRange(*cluesArg)
	if err != nil {
		return e.errorf("bench patterns: %v", err)
	}
	if *n < 1 {
		return e.errorf("bench patterns: --patterns %d: want at least 1 pattern per clue count", *n)
	}
	opt, err := gf.options()
	if err != nil {
		return e.errorf("bench patterns: %v", err)
	}
	ctx, cancel := interruptible()
	defer cancel()
	fmt.Fprintf(e.stdout, "strategy=%s paper=%v trial=%v timeout=%s attempts=%d seed=%d patterns=%d\n", gf.strategy, gf.paper, gf.trial, gf.timeout, gf.attempts, gf.seed, *n)
	fmt.Fprintf(e.stdout, "clues\tsucceeded\timpossible\tfailed\tmedian_ms\tmean_ms\n")
	// A line on standard error at most once a second says how far the
	// run is: a row takes up to --patterns times --timeout.
	began, said := time.Now(), time.Time{}
	total, done := (hi-lo+1)**n, 0
	progress := func(k, i, found int) {
		if time.Since(said) < time.Second {
			return
		}
		said = time.Now()
		elapsed := time.Since(began)
		left := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
		fmt.Fprintf(e.stderr, "bench patterns: %d clues: %d/%d patterns, %d found; %d/%d in all, %s, about %s left\n",
			k, i, *n, found, done, total, elapsed.Round(time.Second), left.Round(time.Second))
	}
	for k := lo; k <= hi && ctx.Err() == nil; k++ {
		rng := rand.New(rand.NewPCG(gf.seed, uint64(k)))
		var ok, impossible, failed int
		var times []float64
		for i := 0; i < *n && ctx.Err() == nil; i++ {
			p, _ := pattern.Random(k, pattern.None, rng)
			o := opt
			o.Seed = gf.seed + uint64(i)
			start := time.Now()
			_, err := generate.Generate(ctx, p, o)
			var nf *generate.NotFoundError
			switch {
			case err == nil:
				ok++
				times = append(times, float64(time.Since(start).Microseconds())/1000)
			case ctx.Err() != nil:
				// Interrupted: neither a success nor a failure.
			case errors.As(err, &nf):
				failed++
				if *showFailures {
					fmt.Fprintf(e.stderr, "failed: clues=%d seed=%d pattern=%s: %v\n", k, o.Seed, p, err)
				}
			default:
				impossible++
			}
			done++
			progress(k, i+1, ok)
		}
		median, mean := 0.0, 0.0
		if len(times) > 0 {
			sort.Float64s(times)
			median = times[len(times)/2]
			for _, t := range times {
				mean += t
			}
			mean /= float64(len(times))
		}
		if ctx.Err() != nil && ok+impossible+failed == 0 {
			break // nothing measured at this count
		}
		fmt.Fprintf(e.stdout, "%d\t%d\t%d\t%d\t%.1f\t%.1f\n", k, ok, impossible, failed, median, mean)
	}
	if ctx.Err() != nil {
		fmt.Fprintln(e.stderr, "pictdoku-cli: bench patterns: interrupted: the rows above are what was measured (the last one may cover fewer patterns)")
		return 1
	}
	return 0
}
