package designwin

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/pattern"
	"github.com/pictdoku/pictdoku/ui/i18n"
	"github.com/pictdoku/pictdoku/ui/wraplabel"
)

// mark is how sure a line of the feasibility badge is.
type mark int

const (
	markFine    mark = iota // no problem found: a check mark
	markAdvice              // guidance, the pattern may still work: a warning sign
	markProblem             // a proof that no puzzle fits: a cross
)

// badgeLine is one line of the feasibility badge.
type badgeLine struct {
	mark mark
	text string
}

// feasibilityBadge says whether p can carry a puzzle: every problem at
// once, in plain words, proofs marked with a cross and guidance with a
// warning sign; no problem at all gets a check mark.
func feasibilityBadge(p pattern.Pattern) []badgeLine {
	problems := p.Problems()
	if len(problems) == 0 {
		return []badgeLine{{markFine, i18n.T("Passes every impossibility check")}}
	}
	lines := make([]badgeLine, len(problems))
	for i, pr := range problems {
		lines[i] = badgeLine{markAdvice, i18n.Msg(pr.Message)}
		if pr.Proof {
			lines[i].mark = markProblem
		}
	}
	return lines
}

// keptBadge is the badge of a pattern kept exact (a picture's exact look,
// or Keep the picture exact): its problems are what the helper clues
// beside it make up for, so they are guidance, not proofs against it,
// and a first line says so. Once the puzzle's helper clues (helpers, none
// before it is found) have made up for every problem, that line is all:
// advice to add a clue where a helper clue stands already read as a
// warning against a puzzle that was fine.
func keptBadge(p, helpers pattern.Pattern) []badgeLine {
	lines := feasibilityBadge(p)
	if lines[0].mark == markFine {
		return lines
	}
	note := badgeLine{markFine, i18n.T("Kept exact: helper clues beside the picture make up for what it lacks.")}
	if !helpers.Empty() && len(p.Union(helpers).Problems()) == 0 {
		return []badgeLine{note}
	}
	for i := range lines {
		lines[i].mark = markAdvice
	}
	return append([]badgeLine{note}, lines...)
}

// icon is the mark as a vector icon of Fyne's theme, coloured for its
// meaning. The marks are drawn, not typed (✓ ✗ ⚠): no bundled font has
// those characters, so each system's fonts decided how they looked, and
// Windows showed �.
func (m mark) icon() fyne.Resource {
	switch m {
	case markProblem:
		return theme.NewErrorThemedResource(theme.CancelIcon())
	case markAdvice:
		return theme.NewWarningThemedResource(theme.WarningIcon())
	}
	return theme.NewSuccessThemedResource(theme.ConfirmIcon())
}

// importance colours a line's words as its mark.
func (m mark) importance() widget.Importance {
	switch m {
	case markProblem:
		return widget.DangerImportance
	case markAdvice:
		return widget.WarningImportance
	}
	return widget.SuccessImportance
}

// badgeView shows the feasibility badge: one wrapping line of words per
// problem, each after its mark.
type badgeView struct {
	box   *fyne.Container
	lines []badgeLine
}

// newBadgeView shows lines from the start, so the window's first layout
// gives the badge its height (the GL driver follows later changes of
// height; Fyne's test canvas, which renders the golden images, does not).
func newBadgeView(lines []badgeLine) *badgeView {
	b := &badgeView{box: container.NewVBox()}
	b.Set(lines)
	return b
}

// Set shows lines in place of what was shown.
func (b *badgeView) Set(lines []badgeLine) {
	b.lines = lines
	rows := make([]fyne.CanvasObject, len(lines))
	for i, l := range lines {
		words := wraplabel.New(l.text)
		words.Importance = l.mark.importance()
		rows[i] = container.NewBorder(nil, nil, widget.NewIcon(l.mark.icon()), nil, words)
	}
	b.box.Objects = rows
	b.box.Refresh()
}

// Text returns the words shown, a line for each mark.
func (b *badgeView) Text() string {
	words := make([]string, len(b.lines))
	for i, l := range b.lines {
		words[i] = l.text
	}
	return strings.Join(words, "\n")
}
