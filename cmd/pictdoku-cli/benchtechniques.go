package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strings"
	"time"

	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
)

// benchTechniques measures practice puzzles: for each technique, the
// generator aimed at it (Needs) on random patterns, one row per
// technique with what was found and how fast. Techniques the search
// cannot aim at (generate.Unaimable) get a row with the reason.
func benchTechniques(args []string, e *env) int {
	fs := newFlags("bench techniques", e)
	clues := fs.Int("clues", 28, "clue count of the random patterns")
	n := fs.Int("patterns", 3, "random patterns per technique (with --any-pattern: searches, each drawing its own patterns)")
	repeats := fs.Int("repeats", 1, "searches per pattern, each with its own seed (the time to a rare puzzle varies widely from one seed to the next)")
	timeout := fs.Duration("timeout", 20*time.Second, "time limit of each search")
	attempts := fs.Int("attempts", 0, "the most attempts of each search too (0: no limit); with --timeout 0 the counts found are the same on any machine")
	seed := fs.Uint64("seed", 1, "random seed of the patterns and the searches")
	only := fs.String("techniques", "", "comma-separated `KEYS` to measure (default: every technique)")
	anyPattern := fs.Bool("any-pattern", false, "let each search draw new random patterns, as generate --clues does (default: each search keeps its pattern)")
	if !parseArgs(fs, args, 0, e) {
		return 2
	}
	if *n < 1 {
		return e.errorf("bench techniques: --patterns %d: want at least 1", *n)
	}
	if *repeats < 1 {
		return e.errorf("bench techniques: --repeats %d: want at least 1", *repeats)
	}
	if err := checkTimeout(*timeout); err != nil {
		return e.errorf("bench techniques: %v", err)
	}
	if *attempts < 0 {
		return e.errorf("bench techniques: --attempts %d is negative (use 0 for no limit)", *attempts)
	}
	techniques := logic.Techniques()
	if *only != "" {
		techniques = nil
		for _, k := range strings.Split(*only, ",") {
			t, ok := techniqueNamed(strings.TrimSpace(k))
			if !ok {
				return e.errorf("bench techniques: %q: no such technique (pictdoku-cli techniques lists them)", k)
			}
			techniques = append(techniques, t)
		}
	}
	ctx, cancel := interruptible()
	defer cancel()
	fmt.Fprintf(e.stdout, "clues=%d patterns=%d repeats=%d timeout=%s attempts=%d seed=%d any-pattern=%v\n", *clues, *n, *repeats, *timeout, *attempts, *seed, *anyPattern)
	fmt.Fprintf(e.stdout, "technique\tfound\tasked\tmedian_ms\tmax_ms\tnote\n")
	for _, t := range techniques {
		if ctx.Err() != nil {
			break
		}
		key := t.Info().Key
		if why, ok := generate.Unaimable(t); ok && *only == "" {
			fmt.Fprintf(e.stdout, "%s\t-\t-\t-\t-\tnot aimed at: %s\n", key, why)
			continue
		}
		rng := rand.New(rand.NewPCG(*seed, uint64(t)))
		var times []float64 // ms; +Inf for a search that ran out of time
		found := 0
		for i := 0; i < *n && ctx.Err() == nil; i++ {
			p, _ := pattern.Random(*clues, pattern.None, rng)
			for r := 0; r < *repeats && ctx.Err() == nil; r++ {
				// Repeat r's seeds are apart from every other repeat's
				// (and repeat 0's are the seeds of a run without repeats).
				start := time.Now()
				opt := generate.Options{Needs: t, HasNeeds: true, Seed: *seed + uint64(i) + uint64(r)<<32, Timeout: *timeout, Attempts: *attempts}
				var err error
				if *anyPattern {
					_, err = generate.AnyPattern(ctx, *clues, pattern.None, opt)
				} else {
					_, err = generate.Generate(ctx, p, opt)
				}
				var nf *generate.NotFoundError
				switch {
				case ctx.Err() != nil:
					continue // interrupted: not counted
				case err == nil:
					times = append(times, float64(time.Since(start).Microseconds())/1000)
					found++
				case errors.As(err, &nf):
					times = append(times, math.Inf(1))
				default:
					continue // the pattern has no puzzle at all: not this technique's failure
				}
			}
		}
		if len(times) == 0 {
			continue
		}
		// The median (the upper one of an even count) and the worst are
		// over every search asked, one that ran out of time counting as
		// longer than the limit, so a median is a time to a puzzle, not to
		// the puzzles that happened to come.
		sort.Float64s(times)
		ms := func(v float64) string {
			if math.IsInf(v, 1) && *timeout == 0 {
				return "-" // a search that used its attempts: no time to a puzzle
			}
			if math.IsInf(v, 1) {
				return fmt.Sprintf(">%d", timeout.Milliseconds())
			}
			return fmt.Sprintf("%.0f", v)
		}
		fmt.Fprintf(e.stdout, "%s\t%d\t%d\t%s\t%s\t\n", key, found, len(times), ms(times[len(times)/2]), ms(times[len(times)-1]))
	}
	if ctx.Err() != nil {
		fmt.Fprintln(e.stderr, "pictdoku-cli: bench techniques: interrupted: the rows above are what was measured")
		return 1
	}
	return 0
}
