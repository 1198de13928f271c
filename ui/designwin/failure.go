package designwin

import (
	"errors"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/pictdoku/pictdoku/engine/designpuzzle"
	"github.com/pictdoku/pictdoku/engine/generate"
	"github.com/pictdoku/pictdoku/engine/logic"
	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/techniquechoice"
)

// What the result line says when no puzzle turned up: whole sentences,
// one a line (the generator's own error is one run-on clause for the
// command line: "not found in 10.1s; best attempt left …"), and advice
// only of what the settings allow: no "easier level" while a technique
// sets the level, no "added cells" or "more clue cells" while the picture
// is kept exact, no "longer time limit" at the longest.

// asked are the settings a generation ran with, as far as the advice
// after a failure goes.
type asked struct {
	keep      bool        // the pattern kept exact (Keep the picture exact)
	technique bool        // a technique to practise sets the level
	level     logic.Level // the level asked for
	longest   bool        // the time limit is the longest offered
}

// askedFor reads the settings of a generation with options opt.
func (w *Window) askedFor(opt generate.Options) asked {
	_, practice := techniquechoice.Chosen(w.w.technique)
	options := w.w.timeLimit.Options
	return asked{keep: w.w.keepPicture.Checked, technique: practice, level: opt.Ceiling,
		longest: len(options) > 0 && w.w.timeLimit.Selected == options[len(options)-1]}
}

// failureMessage is the result line after a run on p found nothing:
// why, what else was tried, the ways out or advice, and whether the
// puzzle shown is the previous one.
func failureMessage(p pattern.Pattern, out generated, marked, previous bool) string {
	lines := failureSentences(p, out.err)
	var nf *generate.NotFoundError
	if canceled := errors.As(out.err, &nf) && nf.Canceled; !canceled {
		if out.helpersSought || out.asked.keep {
			lines = append(lines, i18n.Tf("No puzzle with up to %d helper clues turned up either.", designpuzzle.MaxHelpers))
		} else {
			most := generate.DefaultMaxAdd
			if out.picture != nil {
				most = designpuzzle.MaxAdded
			}
			lines = append(lines, i18n.Tf("No fix of up to %d added cells turned up either.", most))
		}
		if len(out.fruitless) > 0 {
			var names []string
			for _, name := range out.fruitless {
				names = append(names, name())
			}
			lines = append(lines, i18n.Tf("Also tried, without a puzzle: %s.", strings.Join(names, i18n.T(", "))))
		}
		switch advice := advise(out.asked); {
		case len(out.ways) > 0:
			lines = append(lines, i18n.T("These changes do give a puzzle (each was tried):"))
		case advice != "":
			lines = append(lines, advice)
		}
	}
	if marked {
		lines = append(lines, i18n.T("Adding a clue cell among the marked cells may help."))
	}
	if previous {
		lines = append(lines, i18n.T("The puzzle on the grid is the previous one."))
	}
	return strings.Join(lines, "\n")
}

// advise says what to try that the settings a allow; "" for nothing.
func advise(a asked) string {
	var try []string
	if !a.keep {
		try = append(try, i18n.T("more clue cells"))
	}
	if !a.technique && a.level > logic.Easy {
		try = append(try, i18n.T("an easier level"))
	}
	if !a.longest {
		try = append(try, i18n.T("a longer time limit"))
	}
	if a.technique {
		try = append(try, i18n.T("another technique"))
	}
	if len(try) == 0 {
		return ""
	}
	return i18n.Tf("Try %s.", orList(try))
}

// orList joins choices as "a, b or c" in the language in use.
func orList(items []string) string {
	if len(items) == 1 {
		return items[0]
	}
	return i18n.Tf("%s or %s", strings.Join(items[:len(items)-1], i18n.T(", ")), items[len(items)-1])
}

// failureSentences says why no puzzle came on p: the generator's reason
// (err) as sentences, when p has no proof against it (a proof is already
// the first problem, in plain words), then every problem of p.
func failureSentences(p pattern.Pattern, err error) []string {
	var lines []string
	var nf *generate.NotFoundError
	switch {
	case err == nil || p.Impossible() != nil:
	case errors.As(err, &nf):
		lines = notFoundSentences(nf)
	default:
		lines = append(lines, sentence(i18n.Err(err)))
	}
	for _, pr := range p.Problems() {
		lines = append(lines, sentence(i18n.Msg(pr.Message)))
	}
	return lines
}

// notFoundSentences tells a failed search's facts, a sentence each.
func notFoundSentences(nf *generate.NotFoundError) []string {
	if nf.Canceled {
		return []string{i18n.T("Generation was canceled.")}
	}
	lines := []string{i18n.Tf("No puzzle turned up in %s.", nf.Elapsed.Round(100*time.Millisecond).String())}
	if len(nf.Open) > 0 {
		var names []string
		for i, c := range nf.Open {
			if i == 8 {
				names = append(names, "…")
				break
			}
			names = append(names, sudoku.CellName(c))
		}
		lines = append(lines, i18n.Tf("The best attempt left %d cells open (%s).", len(nf.Open), strings.Join(names, ", ")))
	}
	if nf.Sparse.Format != "" {
		lines = append(lines, i18n.Tf("The %s has only %d clues, and patterns that sparse there seldom have a proper puzzle.", i18n.Msg(nf.Sparse), nf.SparseClues))
	}
	if len(nf.Reached) > 0 {
		var names []string
		for _, l := range nf.Reached {
			names = append(names, i18n.T(l.String()))
		}
		lines = append(lines, i18n.Tf("This pattern gave puzzles at %s, but none at %s.", strings.Join(names, i18n.T(", ")), i18n.T(nf.Wanted.String())))
	}
	if nf.Harder {
		lines = append(lines, i18n.Tf("This pattern gave unique puzzles that need techniques harder than %s.", i18n.T(nf.Wanted.String())))
	}
	if nf.HasNeeds {
		lines = append(lines, i18n.Tf("No puzzle whose hardest step is %s turned up.", i18n.T(nf.Needs.String())))
	}
	return lines
}

// sentences puts sentences one after another: a space apart in English,
// none in Japanese, whose full stop 。 is space enough ("…占めます。 見た目は"
// showed a gap).
func sentences(ss ...string) string {
	if i18n.Current() == "ja" {
		return strings.Join(ss, "")
	}
	return strings.Join(ss, " ")
}

// sentence makes a clause a sentence: a capital first letter, and a full
// stop at the end (the Japanese one in Japanese), unless it has one.
func sentence(s string) string {
	if s == "" {
		return s
	}
	first, size := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(first)) + s[size:]
	last, _ := utf8.DecodeLastRuneInString(s)
	switch {
	case strings.ContainsRune(".!?。！？", last):
		return s
	case i18n.Current() == "ja":
		return s + "。"
	}
	return s + "."
}
