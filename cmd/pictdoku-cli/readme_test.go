package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// example is one command line of the documentation, read as a shell
// would: its words (quotes taken off, the comment dropped), and the file
// its standard input is redirected from ("" for none).
type example struct {
	line  string
	words []string
	stdin string
}

// parseExample splits a command line into words the way the shell does
// for the examples: double quotes group words, # starts a comment, and
// "< FILE" redirects standard input.
func parseExample(t *testing.T, line string) example {
	t.Helper()
	ex := example{line: line}
	var word strings.Builder
	inWord, quoted := false, false
	end := func() {
		if inWord {
			ex.words = append(ex.words, word.String())
		}
		word.Reset()
		inWord = false
	}
	for _, r := range line {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case quoted:
			word.WriteRune(r)
		case r == ' ' || r == '\t':
			end()
		case r == '#' && !inWord:
			end()
			goto done
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	end()
done:
	if quoted {
		t.Fatalf("%q: unbalanced quotes", line)
	}
	if i := slices.Index(ex.words, "<"); i >= 0 {
		if i != len(ex.words)-2 {
			t.Fatalf("%q: a redirection that is not last", line)
		}
		ex.stdin, ex.words = ex.words[i+1], ex.words[:i]
	}
	return ex
}

// readmeLines are the README's command lines of the code blocks, with
// continuation lines joined.
func readmeLines(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	joining := false
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "    ") {
			joining = false
			continue
		}
		l = strings.TrimSpace(l)
		if joining {
			out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], "\\") + " " + l
		} else {
			out = append(out, l)
		}
		joining = strings.HasSuffix(l, "\\")
	}
	return out
}

// readmeCommands are the README's pictdoku-cli examples.
func readmeCommands(t *testing.T) []example {
	t.Helper()
	var out []example
	for _, l := range readmeLines(t) {
		if strings.HasPrefix(l, "out/pictdoku-cli ") {
			out = append(out, parseExample(t, l))
		}
	}
	return out
}

// commandOf finds the command an example runs ("bench patterns" is a
// benchmark) and returns it with the arguments after its name.
func commandOf(t *testing.T, words []string) (command, []string) {
	t.Helper()
	table, rest := commands, words[1:]
	for len(rest) > 0 {
		c, ok := find(table, rest[0])
		if !ok {
			t.Fatalf("%q: no command %q", strings.Join(words, " "), rest[0])
		}
		rest = rest[1:]
		if c.subs == nil {
			return c, rest
		}
		table = c.subs
	}
	t.Fatalf("%q: no command", strings.Join(words, " "))
	return command{}, nil
}

// checkParses checks that args are options c defines, with values of
// their kinds, and at most maxArgs further arguments.
func checkParses(t *testing.T, line string, c command, args []string) {
	t.Helper()
	fs := flagsOf(c)
	if fs == nil {
		t.Fatalf("%q: %s defines no options", line, c.name)
	}
	var errs bytes.Buffer
	fs.SetOutput(&errs)
	if !parseArgs(fs, args, 1<<10, &env{stdout: io.Discard, stderr: &errs}) {
		t.Errorf("%q does not parse: %s", line, errs.String())
	}
}

// outputOptions name the files and folders commands write.
var outputOptions = []string{"--out", "--images", "--preview", "--sheet", "--cover"}

// TestReadmeExamples keeps the README's examples honest: every file they
// read is in the repository (the examples once named puzzles.txt,
// photo.jpg and logo.png, which nobody had), every command and option
// exists and parses, everything they write goes under out/, which
// .gitignore names (the examples used to leave book.pdf and puzzles/ in
// the clone), and the quick ones run as given from the repository's root.
func TestReadmeExamples(t *testing.T) {
	examples := readmeCommands(t)
	if len(examples) < 30 {
		t.Fatalf("found %d README commands: the scan is broken", len(examples))
	}
	ignore, err := os.ReadFile(filepath.Join("..", "..", ".gitignore"))
	if err != nil || !slices.Contains(strings.Split(string(ignore), "\n"), "/out/") {
		t.Fatalf(".gitignore does not name /out/: %v", err)
	}
	// What the lines write, in order: a later line may read it.
	made := map[string]bool{}
	for _, l := range readmeLines(t) {
		ex := parseExample(t, l)
		w := ex.words
		if len(w) == 4 && w[0] == "go" && w[2] == "./scripts/mkcorpus" {
			made[w[3]] = true
		}
		if len(w) < 2 || w[0] != "out/pictdoku-cli" {
			continue
		}
		c, args := commandOf(t, w)
		checkParses(t, ex.line, c, args)
		for i, a := range w {
			if strings.HasPrefix(a, "examples/") || strings.HasPrefix(a, "assets/") {
				if _, err := os.Stat(filepath.Join("..", "..", a)); err != nil {
					t.Errorf("%q names %s: %v", ex.line, a, err)
				}
			}
			writes := i > 0 && slices.Contains(outputOptions, w[i-1])
			switch {
			case writes && !strings.HasPrefix(a, "out/"):
				t.Errorf("%q writes %s outside out/", ex.line, a)
			case writes:
				made[a] = true
			case strings.HasPrefix(a, "out/") && i > 0 && !made[a]:
				t.Errorf("%q reads %s, which no example before it makes", ex.line, a)
			}
		}
	}
	t.Chdir(filepath.Join("..", ".."))
	out := t.TempDir()
	ran := 0
	for _, ex := range examples {
		if !slices.Contains([]string{"solve", "count", "rate", "hint", "techniques", "pattern"}, ex.words[1]) {
			continue // they search for puzzles or make books: TestHelpExamples runs such commands
		}
		args := slices.Clone(ex.words[1:])
		for i, a := range args {
			args[i] = strings.Replace(a, "out/", out+"/", 1)
		}
		stdin := ""
		if ex.stdin != "" {
			data, err := os.ReadFile(ex.stdin)
			if err != nil {
				t.Fatal(err)
			}
			stdin = string(data)
		}
		if _, errs, code := runCLI(t, stdin, args...); code != 0 {
			t.Errorf("%q: exit %d: %s", ex.line, code, errs)
		}
		ran++
	}
	if ran < 8 {
		t.Errorf("ran %d examples", ran)
	}
}
