package main

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// everyCommand lists each command and benchmark with its path ("solve",
// "bench patterns").
func everyCommand() map[string]command {
	out := map[string]command{}
	for _, c := range commands {
		out[c.name] = c
		for _, s := range c.subs {
			out[c.name+" "+s.name] = s
		}
	}
	return out
}

// TestHelpGoesToStdout: --help, -h, help, help COMMAND and COMMAND --help
// (benchmarks too) print to standard output and exit 0 (solve --help
// used to print nothing, bench --help was an error, and the top usage went
// to standard error with status 2). Each command's help has its usage
// line, its summary, every option its FlagSet defines and 1-3 examples;
// the top help names every command and every option.
func TestHelpGoesToStdout(t *testing.T) {
	top, errs, code := runCLI(t, "", "--help")
	if code != 0 || errs != "" || !strings.Contains(top, "usage: pictdoku-cli COMMAND") {
		t.Fatalf("--help: exit %d, stderr %q", code, errs)
	}
	for _, args := range [][]string{{"-h"}, {"help"}} {
		if out, _, code := runCLI(t, "", args...); code != 0 || out != top {
			t.Errorf("%v: exit %d, not the --help text", args, code)
		}
	}
	for path, c := range everyCommand() {
		words := strings.Fields(path)
		help, errs, code := runCLI(t, "", append([]string{"help"}, words...)...)
		if code != 0 || errs != "" {
			t.Errorf("help %s: exit %d, stderr %q", path, code, errs)
			continue
		}
		for _, asked := range [][]string{append(slices.Clone(words), "--help"), append(slices.Clone(words), "-h")} {
			if out, errs, code := runCLI(t, "", asked...); code != 0 || errs != "" || out != help {
				t.Errorf("%v: exit %d, stderr %q, not the text of help %s", asked, code, errs, path)
			}
		}
		if !strings.HasPrefix(help, "usage: pictdoku-cli "+path) || !strings.Contains(help, strings.Fields(c.summary)[0]) {
			t.Errorf("help %s: no usage line or summary:\n%s", path, help)
		}
		if c.subs == nil {
			if !strings.Contains(top, "  "+path) {
				t.Errorf("--help does not list %s", path)
			}
			if fs := flagsOf(c); fs != nil {
				fs.VisitAll(func(f *flag.Flag) {
					if !strings.Contains(help, "\n  --"+f.Name) {
						t.Errorf("help %s lacks --%s", path, f.Name)
					}
					if !strings.Contains(top, "--"+f.Name) {
						t.Errorf("--help lacks %s's --%s", path, f.Name)
					}
				})
			}
		}
		if n := len(c.examples); n < 1 || n > 3 || !strings.Contains(help, "examples (from the repository's root):\n  "+c.examples[0]) {
			t.Errorf("help %s: %d examples", path, n)
		}
	}
	for _, want := range []string{"--keep-picture", "--needs TECHNIQUES", "bench techniques", "--attempts N"} {
		if !strings.Contains(top, want) {
			t.Errorf("--help lacks %s", want)
		}
	}
}

// TestUsageErrorsGoToStderr: a mistake in the command line says what is
// wrong, and how the command is used, on standard error, with status 2
// and nothing on standard output.
func TestUsageErrorsGoToStderr(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "usage: pictdoku-cli COMMAND"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"help", "frobnicate"}, `no command "frobnicate"`},
		{[]string{"help", "solve", "extra"}, `solve has no subcommand "extra"`},
		{[]string{"solve", "--bogus"}, "flag provided but not defined: -bogus\nusage: pictdoku-cli solve [FILE | PUZZLE]\n(pictdoku-cli help solve"},
		{[]string{"count", "--limit", "x"}, "usage: pictdoku-cli count [options] [FILE | PUZZLE]"},
		{[]string{"bench"}, "bench: want one of solve, patterns, pictures, ratings, techniques"},
		{[]string{"bench", "bogus"}, `bench: unknown benchmark "bogus"`},
		{[]string{"bench", "patterns", "--clues"}, "usage: pictdoku-cli bench patterns [options]"},
		{[]string{"generate", "--clues", "24", "--attempts", "-1"}, "--attempts -1 is negative"},
		{[]string{"techniques", "extra"}, "techniques takes no arguments"},
	} {
		out, errs, code := runCLI(t, "", c.args...)
		if code != 2 || out != "" || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q on stderr", c.args, code, out, errs, c.want)
		}
	}
}

// TestHelpExamplesWork runs every example of every help text as written,
// from the repository's root, and wants status 0 (a book's files go to a
// temporary folder instead of /tmp). Searches that must succeed are
// bounded by a count of attempts instead of their time limit (--timeout 0
// --attempts N added), so that the verdict does not depend on the
// machine's speed.
func TestHelpExamplesWork(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every help example: searches and books")
	}
	examples := []string{}
	for _, c := range commands {
		examples = append(examples, c.examples...)
		for _, s := range c.subs {
			examples = append(examples, s.examples...)
		}
	}
	t.Chdir(filepath.Join("..", ".."))
	tmp := t.TempDir()
	for _, line := range examples {
		ex := parseExample(t, line)
		if ex.words[0] != "pictdoku-cli" {
			t.Fatalf("%q: not a pictdoku-cli command", line)
		}
		args := slices.Clone(ex.words[1:])
		if args[0] == "help" {
			if out, errs, code := runCLI(t, "", args...); code != 0 || out == "" {
				t.Errorf("%q: exit %d: %s", line, code, errs)
			}
			continue
		}
		c, _ := commandOf(t, ex.words)
		for i, a := range args {
			args[i] = strings.Replace(a, "/tmp/", tmp+"/", 1)
			if strings.HasPrefix(a, "examples") || strings.HasPrefix(a, "assets/") {
				if _, err := os.Stat(a); err != nil {
					t.Errorf("%q: %v", line, err)
				}
			}
		}
		switch c.name {
		case "generate", "book":
			args = append(args, "--timeout", "0", "--attempts", "400")
		case "fewest":
			args = append(args, "--timeout", "0") // it runs until it has a puzzle of that many clues
		} // a benchmark's status does not depend on what it finds
		if _, errs, code := runCLI(t, "", args...); code != 0 {
			t.Errorf("%q: exit %d: %s", line, code, errs)
		}
	}
}
