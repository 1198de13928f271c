// Command pictdoku-cli runs Pictdoku's engine and exporters without a
// window: solve, count, rate and hint puzzles, generate puzzles for a clue
// pattern, turn pictures into patterns, print books, and benchmark.
//
// Puzzles are read one per line (81 characters, '.' or '0' for blanks;
// anything after whitespace is ignored) from a file argument or standard
// input; a single puzzle may also be given as the argument itself. The
// exit code is non-zero only for usage errors and unreadable input; a bad
// puzzle line gets an "ERROR: reason" line and work goes on.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pictdoku/pictdoku/engine/sudoku"
	fileio "github.com/pictdoku/pictdoku/export/atomic"
)

// command is one subcommand: what it takes besides its options, what it
// does, examples that work as written from the repository's root, and
// how to run it. Its options are not written here: help reads them from
// the FlagSet the command defines (see help.go), so a new flag shows in
// every help text by itself.
type command struct {
	name     string
	args     string // the arguments after the options, e.g. "[FILE | PUZZLE]"
	summary  string
	examples []string
	run      func(args []string, e *env) int
	subs     []command // a group's commands (bench's benchmarks); run is then nil
}

// env carries the streams a command reads and writes.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// describe, when set, is handed the command's FlagSet instead of
	// parsing the command line (help reads the options this way; see
	// newFlags).
	describe func(*flag.FlagSet)
}

func (e *env) errorf(format string, a ...any) int {
	if !stopping.Load() {
		fmt.Fprintf(e.stderr, "pictdoku-cli: "+format+"\n", a...)
	}
	return 2
}

var commands []command

func init() {
	commands = []command{
		{name: "solve", args: "[FILE | PUZZLE]", run: runSolve,
			summary: "Print each puzzle's solution, or NONE, MULTIPLE or ERROR: reason.",
			examples: []string{
				"pictdoku-cli solve examples/puzzles.txt",
				"pictdoku-cli solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
			}},
		{name: "count", args: "[FILE | PUZZLE]", run: runCount,
			summary: "Print each puzzle's number of solutions: exact up to --limit, or beyond it an estimate with an error bar.",
			examples: []string{
				"pictdoku-cli count --limit 10 examples/puzzles.txt",
				"pictdoku-cli count --estimate examples/puzzles.txt",
			}},
		{name: "rate", args: "[FILE | PUZZLE]", run: runRate,
			summary: "Print each puzzle with its level, score and hardest technique (on every core, in input order).",
			examples: []string{
				"pictdoku-cli rate examples/puzzles.txt",
				"pictdoku-cli rate --steps 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
			}},
		{name: "hint", args: "[FILE | PUZZLE]", run: runHint,
			summary: "Print the next logical step of each puzzle.",
			examples: []string{
				"pictdoku-cli hint examples/puzzles.txt",
			}},
		{name: "techniques", run: runTechniques,
			summary: "Print each technique's key (what --needs takes), English name, Japanese name and weight, simplest first.",
			examples: []string{
				"pictdoku-cli techniques",
			}},
		{name: "generate", run: runGenerate,
			summary: "Find puzzles whose clues lie on a pattern: a drawn one (--pattern), one read from a picture (--image) " +
				"or random ones of K cells (--clues K). Each puzzle is printed as soon as it is found: puzzle, level, score, " +
				"hardest technique. --ceiling L means at most level L, --level L exactly L.",
			examples: []string{
				"pictdoku-cli generate --pattern assets/samples/1-heart.txt --count 3 --ceiling hard",
				"pictdoku-cli generate --image examples/logo.png --keep-picture",
				"pictdoku-cli generate --clues 24 --symmetry point --level medium --needs x-wing",
			}},
		{name: "fewest", run: runFewest,
			summary: "Find a minimal puzzle with at most K clues and no pattern; if time runs out, print the fewest-clue puzzle reached and exit 1.",
			examples: []string{
				"pictdoku-cli fewest --clues 21 --timeout 1m",
			}},
		{name: "pattern", run: runPattern,
			summary: "Turn a picture into a clue pattern, printed as 9 lines of X and . (its rendering on standard error).",
			examples: []string{
				"pictdoku-cli pattern --image examples/photo.jpg --clues 30",
				"pictdoku-cli pattern --image examples/logo.png --edges --preview /tmp/grid.png",
			}},
		{name: "book", args: "[DESIGN...]", run: runBook,
			summary: "Print a PDF book of puzzles from a list (--in) or made from design files (--designs: .pictdoku designs, " +
				"patterns, pictures), or check any PDF for a print-on-demand service (--check-pod).",
			examples: []string{
				"pictdoku-cli book --in examples/puzzles.txt --out /tmp/book.pdf --per-page 4 --answers",
				"pictdoku-cli book --designs examples/heart.pictdoku --per-design 4 --levels easy,medium --pod --trim 6x9 --out /tmp/pod.pdf",
				"pictdoku-cli book --check-pod /tmp/pod.pdf --trim 6x9 --printer kdp",
			}},
		{name: "bench", args: "BENCHMARK",
			summary: "Measure the engine: the exact solver's speed, how far its ratings agree with another rater's, and how often and how fast puzzles turn up on random patterns, pictures and techniques.",
			examples: []string{
				"pictdoku-cli bench solve --time 1s examples/puzzles.txt",
				"pictdoku-cli bench patterns --clues 24-26 --patterns 4 --timeout 2s",
				"pictdoku-cli help bench pictures",
			},
			subs: []command{
				{name: "solve", args: "FILE", run: benchSolve,
					summary: "The exact solver's puzzles per second on a puzzle file, solving and counting to two.",
					examples: []string{
						"pictdoku-cli bench solve --time 1s examples/puzzles.txt",
					}},
				{name: "patterns", run: benchPatterns,
					summary: "Random patterns for each clue count, and how many carry a puzzle, how many are proved impossible " +
						"and how fast the rest give one; one row per count, and a progress line on standard error.",
					examples: []string{
						"pictdoku-cli bench patterns --clues 24-26 --patterns 4 --timeout 2s",
						"pictdoku-cli bench patterns --clues 20 --patterns 3 --timeout 1s --failures",
					}},
				{name: "pictures", args: "DIR", run: benchPictures,
					summary: "Every picture in DIR at each clue count: found on a rendering, repaired or not found, time and " +
						"resemblance. `go run ./scripts/mkcorpus DIR` makes a folder of 80 glyphs and silhouettes to measure " +
						"(-shapes: 49 simple shapes).",
					examples: []string{
						"pictdoku-cli bench pictures --clues 28 --timeout 5s examples",
						"pictdoku-cli bench pictures --clues 24,28 --keep-picture --sheet /tmp/sheet.png examples",
					}},
				{name: "ratings", args: "FILE", run: benchRatings,
					summary: "Rate puzzles another rater has rated (a puzzle, a tab, its rating on each line; Explainer's " +
						"ER/EP/ED counts by ER) and say how far the two agree: Spearman's rank correlation of the score and " +
						"of the hardest step with the reference, and how many hardest steps are within 0.1 and 0.2 of it.",
					examples: []string{
						"pictdoku-cli bench ratings examples/rated.txt",
					}},
				{name: "techniques", run: benchTechniques,
					summary: "Practice puzzles: for each technique, how many searches aimed at it found a puzzle on random patterns, and how fast.",
					examples: []string{
						"pictdoku-cli bench techniques --techniques x-wing,xy-wing --patterns 2 --timeout 5s",
						"pictdoku-cli bench techniques --techniques swordfish --clues 24 --patterns 4 --any-pattern --timeout 5s",
					}},
			}},
	}
}

// run dispatches a command line and returns the exit code.
func run(args []string, e *env) int {
	if len(args) == 0 {
		writeOverview(e.stderr)
		return 2
	}
	switch args[0] {
	case "-h", "-help", "--help":
		writeOverview(e.stdout)
		return 0
	case "help":
		return help(args[1:], e)
	}
	return dispatch(commands, "", args, e)
}

func main() {
	// The handler is in place before any command starts: a signal that
	// came before it would kill the program with a temporary file left.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, stopSignals...)
	go stopOnSignal(sigs)
	code := run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr})
	if stopping.Load() {
		select {} // stopOnSignal says the last words and exits with the signal's status
	}
	os.Exit(code)
}

// stopping is set once a signal stops the program. A write that fails
// after it fails because of the stop (its temporary file is gone, or no
// new one may start), which the last words explain: the failure is not
// said, and the program ends with the signal's status, not the error's.
var stopping atomic.Bool

// winding is set by commands that stop gracefully on Ctrl+C or SIGTERM
// (they print what they have found, then exit); see interruptible.
var winding atomic.Bool

// stopOnSignal handles SIGINT, SIGTERM and SIGHUP (stopSignals) for the
// whole program: files being written are left as they were (their
// temporary files removed; files being put in place together are first
// all put there), the command's last words say what was written, and the
// program exits with the signal's conventional status (130, 143, 129). A
// command that winds down (see interruptible) gets the first signal
// through its context and goes on to write what it has, its files
// untouched; a second signal stops it at once.
func stopOnSignal(sigs <-chan os.Signal) {
	s := <-sigs
	if winding.Load() {
		s = <-sigs
	}
	stopping.Store(true)
	fileio.Stop()
	if words := finalWords(); words != "" {
		fmt.Fprintln(os.Stderr, "pictdoku-cli: "+words)
	}
	os.Exit(signalStatus(s))
}

// checkTimeout rejects a negative --timeout, which would otherwise read as
// no limit.
func checkTimeout(d time.Duration) error {
	if d < 0 {
		return fmt.Errorf("--timeout %s is negative (use 0 for no limit)", d)
	}
	return nil
}

// openInput returns the named file, standard input when there is no name
// or the name is "-", or the argument itself when it is no file but reads
// as one puzzle.
func openInput(names []string, e *env) (io.ReadCloser, error) {
	if len(names) == 0 || names[0] == "-" {
		return io.NopCloser(e.stdin), nil
	}
	if len(names) > 1 {
		return nil, fmt.Errorf("one input file at most, got %s", strings.Join(names, " "))
	}
	f, err := os.Open(names[0])
	if errors.Is(err, fs.ErrNotExist) && strings.Trim(names[0], "0123456789.") == "" {
		if _, perr := sudoku.Parse(names[0]); perr != nil {
			return nil, fmt.Errorf("%s is no file, and as a puzzle: %v", names[0], perr)
		}
		return io.NopCloser(strings.NewReader(names[0])), nil
	}
	return f, err
}
