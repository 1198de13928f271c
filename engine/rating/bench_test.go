package rating

import "testing"

// BenchmarkRate17Sample rates the 100 puzzles of the 17-clue sample
// (the target: under 0.1 s for all of them, in-process).
func BenchmarkRate17Sample(b *testing.B) {
	gs, _ := ratedSet(b, "17clue_sample100_ratings.txt", 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range gs {
			Rate(g, false)
		}
	}
}

// BenchmarkRateTop1465Slice rates a fixed slice of 200 puzzles of top1465
// (puzzles 1 to 200), hard puzzles that reach the chains and forcing
// chains: the rater's speed target (issue #40) is set on this collection.
func BenchmarkRateTop1465Slice(b *testing.B) {
	gs, _ := ratedSet(b, "top1465.txt", -1)
	gs = gs[:min(len(gs), 200)]
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range gs {
			Rate(g, false)
		}
	}
}
