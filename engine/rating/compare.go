package rating

import (
	"math"
	"sort"
)

// Spearman is the rank correlation of two lists of ratings of the same
// puzzles: 1 when they order the puzzles alike, -1 when one reverses the
// other, near 0 when the orders are unrelated. It is Pearson's
// correlation of the ranks, tied values sharing their average rank, so a
// rater that puts many puzzles on one score (Explainer's 11.0, or
// Pictdoku's "Unsolvable by logic") is neither rewarded nor punished for
// the order it did not make. It is how Pictdoku's scores are compared with
// Sudoku Explainer's (README, Levels), since the two scales agree on order
// more than on numbers. NaN when either list is constant.
func Spearman(a, b []float64) float64 {
	ra, rb := ranks(a), ranks(b)
	n := float64(len(a))
	var ma, mb float64
	for i := range ra {
		ma += ra[i]
		mb += rb[i]
	}
	ma /= n
	mb /= n
	var cov, va, vb float64
	for i := range ra {
		cov += (ra[i] - ma) * (rb[i] - mb)
		va += (ra[i] - ma) * (ra[i] - ma)
		vb += (rb[i] - mb) * (rb[i] - mb)
	}
	return cov / math.Sqrt(va*vb)
}

// ranks gives each value its rank from 1, ties their average rank.
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return xs[idx[a]] < xs[idx[b]] })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && xs[idx[j+1]] == xs[idx[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			r[idx[k]] = float64(i+j)/2 + 1
		}
		i = j + 1
	}
	return r
}
