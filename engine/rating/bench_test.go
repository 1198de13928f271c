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
