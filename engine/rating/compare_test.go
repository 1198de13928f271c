package rating

import (
	"math"
	"testing"
)

func TestSpearman(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b []float64
		want float64
	}{
		{"same order", []float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}, 1},
		{"reversed", []float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}, -1},
		// Ranks 1, 2.5, 2.5, 4 against 1, 2, 3, 4: 4.5 / sqrt(4.5 * 5).
		{"a tie", []float64{1, 2, 2, 3}, []float64{1, 2, 3, 4}, 4.5 / math.Sqrt(22.5)},
		{"order, not numbers", []float64{1, 2, 3, 100}, []float64{0.1, 0.2, 0.3, 0.4}, 1},
	} {
		if r := Spearman(c.a, c.b); math.Abs(r-c.want) > 1e-9 {
			t.Errorf("%s: %v, want %v", c.name, r, c.want)
		}
	}
}
