// Command mkcorpus writes the picture benchmark's corpora to a folder.
// The glyph corpus (the default): Latin letters and digits, kana, kanji
// and symbols rendered from the installed fonts, and simple silhouettes,
// in eight styles. The shape corpus (-shapes): block letters, bars,
// frames, rings, discs, triangles, diamonds, arrows and hearts drawn from
// formulas, filled and outlined, bold and thin (see package corpus).
// Usage: go run ./scripts/mkcorpus [-n 80 | -shapes] DIR
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pictdoku/pictdoku/internal/corpus"
)

func main() {
	n := flag.Int("n", 80, "number of glyph pictures")
	shapes := flag.Bool("shapes", false, "write the simple shapes instead of the glyphs")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: mkcorpus [-n 80 | -shapes] DIR")
		os.Exit(2)
	}
	dir := flag.Arg(0)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "mkcorpus:", err)
		os.Exit(1)
	}
	var pictures []corpus.Picture
	if *shapes {
		pictures = corpus.BuildShapes()
	} else {
		items := corpus.Latin()
		more, missing := corpus.FromSystemFonts()
		items = append(append(items, more...), corpus.Silhouettes()...)
		if len(missing) > 0 {
			fmt.Fprintf(os.Stderr, "mkcorpus: no installed font has %v (install fonts-ipafont-gothic and fonts-dejavu-core)\n", missing)
		}
		pictures = corpus.Build(items, *n)
	}
	for _, p := range pictures {
		if err := os.WriteFile(filepath.Join(dir, p.Name), p.Data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "mkcorpus:", err)
			os.Exit(1)
		}
	}
	fmt.Printf("wrote %d pictures to %s\n", len(pictures), dir)
}
