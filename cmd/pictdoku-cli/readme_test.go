package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// readmeCommands are the README's pictdoku-cli examples, one per command
// (continuation lines joined).
func readmeCommands(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "./pictdoku-cli "):
			out = append(out, l)
		case len(out) > 0 && strings.HasSuffix(out[len(out)-1], "\\"):
			out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], "\\") + " " + l
		}
	}
	return out
}

// TestReadmeExamplesExist: every file a README example reads is in the
// repository (examples/, assets/); the examples once named puzzles.txt,
// photo.jpg and logo.png, which nobody had. The quick ones run as given.
func TestReadmeExamplesExist(t *testing.T) {
	commands := readmeCommands(t)
	if len(commands) < 20 {
		t.Fatalf("found %d README commands: the scan is broken", len(commands))
	}
	input := regexp.MustCompile(`(?:^|\s)((?:examples|assets)/\S+)`)
	for _, c := range commands {
		for _, m := range input.FindAllStringSubmatch(c, -1) {
			if _, err := os.Stat(filepath.Join("..", "..", m[1])); err != nil {
				t.Errorf("%q names %s: %v", c, m[1], err)
			}
		}
	}
	for _, c := range commands {
		args := strings.Fields(strings.SplitN(c, "#", 2)[0])[1:]
		if len(args) == 0 || !map[string]bool{"solve": true, "rate": true, "hint": true, "pattern": true}[args[0]] || strings.Contains(c, "--preview") {
			continue
		}
		for i, a := range args {
			if strings.HasPrefix(a, "examples/") || strings.HasPrefix(a, "assets/") {
				args[i] = filepath.Join("..", "..", a)
			}
		}
		if _, errs, code := runCLI(t, "", args...); code != 0 {
			t.Errorf("%q: exit %d: %s", c, code, errs)
		}
	}
}
