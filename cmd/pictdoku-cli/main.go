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

// command is one subcommand.
type command struct {
	name  string
	usage string
	run   func(args []string, env *env) int
}

// env carries the streams a command reads and writes.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

func (e *env) errorf(format string, a ...any) int {
	fmt.Fprintf(e.stderr, "pictdoku-cli: "+format+"\n", a...)
	return 2
}

var commands []command

func init() {
	commands = []command{
		{"solve", "solve [FILE | PUZZLE]: print each puzzle's solution, NONE, MULTIPLE or ERROR: reason", runSolve},
		{"count", "count [--limit N] [--estimate] [FILE | PUZZLE]: print the number of solutions (up to N, default 2)", runCount},
		{"rate", "rate [--steps] [--trial] [FILE | PUZZLE]: print puzzle, level, score and hardest technique", runRate},
		{"hint", "hint [FILE | PUZZLE]: print the next logical step for each puzzle", runHint},
		{"techniques", "techniques: print each technique's key (for --needs), English name, Japanese name and weight", runTechniques},
		{"generate", "generate --pattern P [--repair] | --image FILE [--clues N] [--edges] [--invert] [--no-repair] | --clues K [--symmetry MODE] [--count N] [--level L | --ceiling L] [--needs TECHNIQUE] [--trial] [--paper] [--seed S] [--timeout D] [--strategy NAME] [--keep-count]", runGenerate},
		{"fewest", "fewest --clues K [--timeout D] [--seed S]: a minimal puzzle with at most K clues (or the fewest reached)", runFewest},
		{"pattern", "pattern --image FILE [--clues N] [--edges] [--invert] [--threshold T] [--crop | --whole] [--plain] [--symmetry MODE] [--preview FILE.png]", runPattern},
		{"book", "book --in puzzles.txt [--allow-duplicates] | --designs FILE... [--per-design N] [--levels easy,medium,hard]  --out book.pdf|- [--trim 6x9|8.5x11|A4|...|WxHin] [--pod [--printer kdp|ingramspark|lulu] [--no-bleed]] [--per-page N] [--answers] [--answers-per-page 6|9|12, or 2|4|6 with --large-print] [--title T] [--front-matter] [--imprint TEXT] [--sections] [--score] [--large-print] [--lang en|ja] [--images DIR] [--pod --cover cover.pdf [--cover-guides] [--back-text TEXT]] | book --check-pod FILE.pdf [--trim T] [--printer kdp|ingramspark|lulu] [--paper P]", runBook},
		{"bench", "bench solve FILE | bench patterns [--clues 18-32] [--patterns 100] [--timeout 10s] [--strategy NAME] [--ceiling L] [--trial] [--paper] | bench pictures [--clues 24,28,32] [--timeout 10s] [--ceiling L] [--sheet FILE.png] DIR", runBench},
	}
}

func usage(e *env) int {
	fmt.Fprintln(e.stderr, "usage: pictdoku-cli COMMAND [options]")
	for _, c := range commands {
		fmt.Fprintln(e.stderr, "  "+c.usage)
	}
	return 2
}

// run dispatches a command line and returns the exit code.
func run(args []string, e *env) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		return usage(e)
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], e)
		}
	}
	fmt.Fprintf(e.stderr, "pictdoku-cli: unknown command %q\n", args[0])
	return usage(e)
}

func main() {
	// The handler is in place before any command starts: a signal that
	// came before it would kill the program with a temporary file left.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, stopSignals...)
	go stopOnSignal(sigs)
	os.Exit(run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}))
}

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
