package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Help. Every command's help has the same parts: its usage line, what it
// does, its options and examples. The options come from the command's own
// FlagSet: help runs the command with -help and an env whose describe
// hook receives the FlagSet once every flag is defined (newFlags makes the
// FlagSet's Usage hand it over), so no list of options is kept by hand and
// a new flag is in every help text at once. Asked for (--help, -h, help
// COMMAND) help goes to standard output with exit status 0; after a usage
// error, a short usage goes to standard error with status 2.

// overview is the opening of the top-level help.
const overview = `pictdoku-cli runs Pictdoku's engine without a window: it solves, counts, rates
and hints puzzles, generates puzzles whose clues draw a pattern or a picture,
prints PDF books and measures the engine.

Puzzles are read one per line (81 characters, . or 0 for a blank; anything after
whitespace is ignored) from FILE, from standard input when FILE is absent or -,
or given as the argument itself. A bad line gets "ERROR: reason" and the rest is
read. Options may stand anywhere among the arguments, as --name or -name.
Usage errors exit with status 2.`

// dispatch runs the command of table named by args[0]; group is the
// names before it ("bench" for a benchmark), for messages.
func dispatch(table []command, group string, args []string, e *env) int {
	if len(args) == 0 {
		fmt.Fprintf(e.stderr, "pictdoku-cli: %s: want one of %s\n", group, names(table))
		return 2
	}
	c, ok := find(table, args[0])
	if !ok {
		what := "unknown command"
		if group != "" {
			what = group + ": unknown benchmark"
		}
		fmt.Fprintf(e.stderr, "pictdoku-cli: %s %q (want one of %s; pictdoku-cli --help says more)\n", what, args[0], names(table))
		return 2
	}
	path := strings.TrimSpace(group + " " + c.name)
	rest := args[1:]
	if c.subs != nil {
		if len(rest) > 0 && isHelp(rest[0]) {
			writeHelp(e.stdout, path, c)
			return 0
		}
		return dispatch(c.subs, path, rest, e)
	}
	if asksHelp(rest) {
		writeHelp(e.stdout, path, c)
		return 0
	}
	return c.run(rest, e)
}

// help answers "pictdoku-cli help [COMMAND [BENCHMARK]]".
func help(args []string, e *env) int {
	if len(args) == 0 {
		writeOverview(e.stdout)
		return 0
	}
	table, path := commands, ""
	for i, name := range args {
		c, ok := find(table, name)
		if !ok {
			fmt.Fprintf(e.stderr, "pictdoku-cli: help: no command %q (want one of %s)\n", strings.TrimSpace(path+" "+name), names(table))
			return 2
		}
		path = strings.TrimSpace(path + " " + c.name)
		if c.subs == nil || i == len(args)-1 {
			if i != len(args)-1 {
				fmt.Fprintf(e.stderr, "pictdoku-cli: help: %s has no subcommand %q\n", path, args[i+1])
				return 2
			}
			writeHelp(e.stdout, path, c)
			return 0
		}
		table = c.subs
	}
	return 0
}

func find(table []command, name string) (command, bool) {
	i := slices.IndexFunc(table, func(c command) bool { return c.name == name })
	if i < 0 {
		return command{}, false
	}
	return table[i], true
}

func names(table []command) string {
	var out []string
	for _, c := range table {
		out = append(out, c.name)
	}
	return strings.Join(out, ", ")
}

// isHelp reports whether an argument asks for help.
func isHelp(a string) bool { return a == "-h" || a == "-help" || a == "--help" }

// asksHelp reports whether a command line asks for help: -h, -help or
// --help among the arguments before "--".
func asksHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if isHelp(a) {
			return true
		}
	}
	return false
}

// flagsOf returns the FlagSet command c defines, read by running it with
// -help and the describe hook (nil for a command without options).
func flagsOf(c command) *flag.FlagSet {
	var fs *flag.FlagSet
	c.run([]string{"-help"}, &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard,
		describe: func(f *flag.FlagSet) { fs = f }})
	return fs
}

// usageLine is "pictdoku-cli PATH [options] ARGS".
func usageLine(path string, c command, fs *flag.FlagSet) string {
	line := "pictdoku-cli " + path
	if c.subs != nil {
		return line + " " + c.args + " [options]"
	}
	if fs != nil && hasFlags(fs) {
		line += " [options]"
	}
	if c.args != "" {
		line += " " + c.args
	}
	return line
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// writeOverview writes the top-level help: what the tool does, then each
// command with its options by name, and examples.
func writeOverview(w io.Writer) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\n\nusage: pictdoku-cli COMMAND [options] [arguments]\n", overview)
	fmt.Fprintf(&b, "       pictdoku-cli help COMMAND   (or COMMAND --help): the command's options and examples\n\ncommands:\n")
	var list func(table []command, group string)
	list = func(table []command, group string) {
		for _, c := range table {
			path := strings.TrimSpace(group + " " + c.name)
			if c.subs != nil {
				list(c.subs, path)
				continue
			}
			fs := flagsOf(c)
			fmt.Fprintf(&b, "  %s\n", strings.TrimPrefix(usageLine(path, c, fs), "pictdoku-cli "))
			wrap(&b, c.summary, "      ")
			if fs != nil && hasFlags(fs) {
				opts := []string{"options:"}
				fs.VisitAll(func(f *flag.Flag) { opts = append(opts, optionName(f)+",") })
				opts[len(opts)-1] = strings.TrimSuffix(opts[len(opts)-1], ",")
				wrapWords(&b, opts, "      ")
			}
		}
	}
	list(commands, "")
	fmt.Fprintf(&b, "\nexamples (from the repository's root):\n")
	for _, ex := range []string{
		"pictdoku-cli solve examples/puzzles.txt",
		"pictdoku-cli generate --pattern assets/samples/1-heart.txt --count 3 --ceiling hard",
		"pictdoku-cli help book",
	} {
		fmt.Fprintf(&b, "  %s\n", ex)
	}
	w.Write(b.Bytes())
}

// writeHelp writes a command's help: usage, summary, options, examples;
// for a group, its commands.
func writeHelp(w io.Writer, path string, c command) {
	var b bytes.Buffer
	var fs *flag.FlagSet
	if c.run != nil {
		fs = flagsOf(c)
	}
	fmt.Fprintf(&b, "usage: %s\n\n", usageLine(path, c, fs))
	wrap(&b, c.summary, "")
	if c.subs != nil {
		fmt.Fprintf(&b, "\n%ss:\n", strings.ToLower(c.args))
		for _, s := range c.subs {
			sub := path + " " + s.name
			fmt.Fprintf(&b, "  %s\n", strings.TrimPrefix(usageLine(sub, s, flagsOf(s)), "pictdoku-cli "))
			wrap(&b, s.summary, "      ")
		}
		fmt.Fprintf(&b, "\npictdoku-cli help %s %s: its options and examples\n", path, c.args)
	}
	if fs != nil && hasFlags(fs) {
		fmt.Fprintf(&b, "\noptions:\n")
		writeOptions(&b, fs)
	}
	if len(c.examples) > 0 {
		fmt.Fprintf(&b, "\nexamples (from the repository's root):\n")
		for _, ex := range c.examples {
			fmt.Fprintf(&b, "  %s\n", ex)
		}
	}
	w.Write(b.Bytes())
}

// writeOptions lists fs's options, each as --name ARG and its usage
// below it with the default, as the flag package does (with two dashes).
func writeOptions(b *bytes.Buffer, fs *flag.FlagSet) {
	fs.VisitAll(func(f *flag.Flag) {
		_, usage := flag.UnquoteUsage(f)
		fmt.Fprintf(b, "  %s\n", optionName(f))
		switch {
		case isZeroDefault(f.DefValue):
		case fmt.Sprintf("%T", f.Value) == "*flag.stringValue":
			usage += fmt.Sprintf(" (default %q)", f.DefValue)
		default:
			usage += " (default " + f.DefValue + ")"
		}
		wrap(b, usage, "      ")
	})
}

// optionName is "--name ARG": ARG is the name the usage text gives in
// back quotes, or one for the value's type (N for a number, TEXT for a
// string, DURATION such as 10s or 1m30s).
func optionName(f *flag.Flag) string {
	name, _ := flag.UnquoteUsage(f)
	switch name {
	case "int", "uint":
		name = "N"
	case "string":
		name = "TEXT"
	case "duration":
		name = "DURATION"
	case "float":
		name = "X"
	}
	return strings.TrimSpace("--" + f.Name + " " + name)
}

// isZeroDefault reports whether a flag's default is its type's zero
// value, which goes unsaid.
func isZeroDefault(v string) bool {
	return v == "" || v == "0" || v == "false" || v == "0s"
}

// wrap writes text in lines of at most 80 columns, each after indent.
func wrap(b *bytes.Buffer, text, indent string) { wrapWords(b, strings.Fields(text), indent) }

// wrapWords writes words, a space between them, in lines of at most 80
// columns (a word longer than that stands alone), each after indent.
func wrapWords(b *bytes.Buffer, words []string, indent string) {
	line := indent
	for _, word := range words {
		if len(line) > len(indent) && len(line)+1+len(word) > 80 {
			b.WriteString(line + "\n")
			line = indent
		}
		if len(line) > len(indent) {
			line += " "
		}
		line += word
	}
	if len(line) > len(indent) {
		b.WriteString(line + "\n")
	}
}

// newFlags makes a command's FlagSet. Its Usage, which the flag package
// calls on -help and after a usage error, hands the FlagSet to help
// (env.describe) or, after an error, says where the help is.
func newFlags(name string, e *env) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		if e.describe != nil {
			e.describe(fs)
			return
		}
		if c, ok := commandAt(name); ok {
			fmt.Fprintf(e.stderr, "usage: %s\n", usageLine(name, c, fs))
		}
		fmt.Fprintf(e.stderr, "(pictdoku-cli help %s: its options and examples)\n", name)
	}
	return fs
}

// commandAt finds a command by its path, "solve" or "bench patterns".
func commandAt(path string) (command, bool) {
	table := commands
	var c command
	for _, name := range strings.Fields(path) {
		var ok bool
		if c, ok = find(table, name); !ok {
			return command{}, false
		}
		table = c.subs
	}
	return c, true
}
