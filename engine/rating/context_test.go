package rating

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

// hardForProgress is top1465's first puzzle with a forcing chain of the
// contradiction kind (Extreme 8.99): a rating of a few dozen steps.
const hardForProgress = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

// TestRateContextRatesAsRate: let run, RateContext gives Rate's rating,
// and its progress climbs after each step, never down, to every open
// cell filled.
func TestRateContextRatesAsRate(t *testing.T) {
	g, err := sudoku.Parse(hardForProgress)
	if err != nil {
		t.Fatal(err)
	}
	open := sudoku.NumCells - g.Clues()
	var calls, last int
	r, err := RateContext(context.Background(), g, false, func(filled, of int) {
		calls++
		if of != open || filled < last || filled > of {
			t.Fatalf("progress %d of %d after %d of %d", filled, of, last, open)
		}
		last = filled
	})
	if err != nil {
		t.Fatal(err)
	}
	want := Rate(g, false)
	if !reflect.DeepEqual(r, want) {
		t.Fatalf("RateContext %v %.2f %v, Rate %v %.2f %v", r.Level, r.Score, r.Hardest, want.Level, want.Score, want.Hardest)
	}
	if calls != len(want.Steps) || last != open {
		t.Errorf("%d progress calls ending at %d filled; want one a step (%d), ending at %d", calls, last, len(want.Steps), open)
	}
}

// TestRateContextStops: stopped after its first step, RateContext takes
// no other and says it was stopped; a context done before it starts
// takes none.
func TestRateContextStops(t *testing.T) {
	g, _ := sudoku.Parse(hardForProgress)
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	r, err := RateContext(ctx, g, false, func(int, int) {
		calls++
		cancel()
	})
	if !errors.Is(err, context.Canceled) || calls != 1 || r.Solved || len(r.Steps) != 0 {
		t.Errorf("stopped after a step: err %v, %d steps taken, rating %+v", err, calls, r)
	}
	if _, err := RateContext(ctx, g, false, func(int, int) { t.Error("a step after the stop") }); !errors.Is(err, context.Canceled) {
		t.Errorf("done before it starts: err %v", err)
	}
}
