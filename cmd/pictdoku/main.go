// Command pictdoku is the Pictdoku desktop app: design a clue pattern by
// mouse or from a picture, generate a Sudoku whose clues draw it, play it,
// and print it.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"fyne.io/fyne/v2/app"

	_ "github.com/pictdoku/pictdoku/ui/clocale" // before Fyne reads the locale

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/export/atomic"
	"github.com/pictdoku/pictdoku/ui/designwin"
	"github.com/pictdoku/pictdoku/ui/i18n"
)

// appID is the reverse-DNS identifier, as in FyneApp.toml.
const appID = "io.github.pictdoku"

func main() {
	sample := flag.String("sample", "heart", "built-in design to start with when nothing was saved")
	fresh := flag.Bool("fresh", false, "start from the sample design, ignoring (and not writing) the autosave")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: pictdoku [--sample NAME] [--fresh] [DESIGN.pictdoku | PICTURE]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 1 {
		flag.Usage()
		os.Exit(2)
	}

	start, ok := findSample(*sample)
	if !ok {
		fmt.Fprintf(os.Stderr, "pictdoku: no sample design %q\n", *sample)
		os.Exit(2)
	}
	a := app.NewWithID(appID)
	if err := i18n.SetLanguage(a.Preferences().String(designwin.PrefLanguage)); err != nil {
		fmt.Fprintln(os.Stderr, "pictdoku: translations:", err)
	}
	designwin.ApplyTheme(a)
	profile := a.Storage().RootURI().Path()
	// A second Pictdoku on this profile takes an autosave of its own.
	instance := &designwin.Instance{}
	if !*fresh {
		instance = designwin.ClaimInstance(profile)
		defer instance.Release()
	}
	// The handler is in place before any window opens: a signal that came
	// before it would end the app with a temporary file left.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	w := designwin.New(a, start, instance.Autosave)
	go endOnSignal(sigs, w)
	w.BookPath = filepath.Join(profile, "book.json")
	w.Announce(instance)
	if flag.NArg() == 1 {
		// A file named on the command line (or opened with the app from a
		// file manager) opens as if dropped on the window.
		w.Open(flag.Arg(0))
	}
	w.Win.ShowAndRun()
}

// endOnSignal ends the app on SIGINT or SIGTERM without losing the design
// or leaving half-written files: the design's last edits, not yet
// autosaved (autosave waits half a second after an edit), are written
// first; then a save or export in progress loses its temporary file and
// the old file stays as it was.
func endOnSignal(sigs <-chan os.Signal, w *designwin.Window) {
	s := <-sigs
	w.WritePendingAutosave()
	atomic.Stop()
	code := 130
	if s == syscall.SIGTERM {
		code = 143
	}
	os.Exit(code)
}

// findSample looks a built-in design up by name ("heart", "letter-p").
func findSample(name string) (pattern.Pattern, bool) {
	for _, s := range pattern.Samples() {
		if strings.EqualFold(s.Name, name) || strings.EqualFold(strings.ReplaceAll(s.Name, " ", "-"), name) {
			return s.Pattern, true
		}
	}
	return pattern.Pattern{}, false
}
