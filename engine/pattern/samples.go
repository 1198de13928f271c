package pattern

import (
	"strings"

	"github.com/pictdoku/pictdoku/assets"
)

// Sample is a built-in design.
type Sample struct {
	Name    string // e.g. "Heart", "Letter P"
	Pattern Pattern
	// Level is the hardest level the design is labelled for (its "# level:"
	// line): it carries a puzzle of every level up to this one.
	Level string
}

// Samples returns the built-in designs, the heart first.
func Samples() []Sample {
	names, data := assets.SampleFiles()
	var out []Sample
	for i, file := range names {
		p, err := Parse(string(data[i]))
		if err != nil {
			continue // covered by the package tests
		}
		name := strings.TrimSuffix(file, ".txt")
		if j := strings.IndexByte(name, '-'); j >= 0 {
			name = name[j+1:]
		}
		name = strings.ReplaceAll(name, "-", " ")
		level := ""
		for _, line := range strings.Split(string(data[i]), "\n") {
			if v, ok := strings.CutPrefix(line, "# level:"); ok {
				level = strings.TrimSpace(v)
			}
		}
		out = append(out, Sample{Name: strings.ToUpper(name[:1]) + name[1:], Pattern: p, Level: level})
	}
	return out
}
