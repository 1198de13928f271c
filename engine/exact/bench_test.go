package exact

import (
	"bufio"
	"os"
	"testing"

	"github.com/pictdoku/pictdoku/engine/sudoku"
)

func loadSet(b *testing.B, name string) []sudoku.Grid {
	f, err := os.Open("../../../shared/data/" + name)
	if err != nil {
		b.Skipf("reference data absent: %v", err)
	}
	defer f.Close()
	var gs []sudoku.Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		g, err := sudoku.Parse(sc.Text())
		if err != nil {
			b.Fatal(err)
		}
		gs = append(gs, g)
	}
	return gs
}

func benchSet(b *testing.B, name string, limit int) {
	gs := loadSet(b, name)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := &gs[i%len(gs)]
		if limit == 1 {
			First(g)
		} else {
			Count(g, limit)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkSolve17Clue(b *testing.B)   { benchSet(b, "17clue_49158.txt", 1) }
func BenchmarkCount2_17Clue(b *testing.B) { benchSet(b, "17clue_49158.txt", 2) }
func BenchmarkSolveTop1465(b *testing.B)  { benchSet(b, "top1465.txt", 1) }
func BenchmarkCount2Top1465(b *testing.B) { benchSet(b, "top1465.txt", 2) }
