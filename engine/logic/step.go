package logic

import (
	"fmt"
	"strings"

	"github.com/pictdoku/pictdoku/engine/sudoku"
	"github.com/pictdoku/pictdoku/engine/text"
)

// Step is one move of the logical solver.
type Step struct {
	Technique Technique
	Place     []Candidate // digits the step places
	Eliminate []Candidate // candidates the step removes
	Cells     []int       // the cells that make up the pattern
	Units     []int       // the units the pattern lives in
	Digits    sudoku.Mask // the digits the pattern is about
	Chain     []Candidate // chains: the nodes in order, starting with the first strong link
	Length    int         // chains and forcing chains: number of links, used in rating
	Bonus     float64     // added to the technique's weight for this instance (a wing's cell sizes)
}

// Weight returns the step's difficulty on Pictdoku's scale, which follows
// Sudoku Explainer's: the technique's base weight plus a length term for
// chains and Sudoku Explainer's size term for the larger wings.
func (s *Step) Weight() float64 {
	return s.Technique.Info().Weight + lengthBonus(s.Technique, s.Length) + s.Bonus
}

// lengthBonus adds 0.1 for each time a chain outgrows a ceiling that grows
// geometrically (4, 5, 7, 9, 13, 17, ...), as Sudoku Explainer does.
func lengthBonus(t Technique, length int) float64 {
	if !t.Info().Chain || length <= 0 {
		return 0
	}
	added, ceil, odd := 0, 4, false
	for length > ceil {
		added++
		if odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
		odd = !odd
	}
	return float64(added) / 10
}

// Nudge says which technique applies where, without giving the answer.
func (s *Step) Nudge() string { return s.NudgeMessage().String() }

// NudgeMessage is Nudge as a translatable message.
func (s *Step) NudgeMessage() text.Message {
	name := text.Word(s.Technique.Info().Name)
	switch {
	case len(s.Units) > 0:
		return text.New("Look for a %s in %s.", name, sudoku.UnitLabel(s.Units[0]))
	case len(s.Cells) > 0:
		return text.New("Look for a %s around %s.", name, sudoku.CellName(s.Cells[0]))
	}
	return text.New("Look for a %s.", name)
}

// String explains the step in words a person can follow.
func (s *Step) String() string { return s.Explain().String() }

// Explain is String as a translatable message.
func (s *Step) Explain() text.Message {
	name := text.Word(s.Technique.Info().Name)
	switch s.Technique {
	case NakedSingle:
		p := s.Place[0]
		return text.New("%s: %s can only be %d.", name, sudoku.CellName(p.Cell), p.Digit)
	case HiddenSingleBox, HiddenSingleRow, HiddenSingleCol:
		p := s.Place[0]
		return text.New("%s: in %s, %d fits only in %s.", name, sudoku.UnitLabel(s.Units[0]), p.Digit, sudoku.CellName(p.Cell))
	}
	var what text.Message
	switch {
	case s.Technique == Pointing || s.Technique == Claiming || s.Technique == DirectPointing || s.Technique == DirectClaiming:
		d := s.Digits.Single()
		what = text.New("in %s, the %ds lie only in %s, so %d can go nowhere else in %s", sudoku.UnitLabel(s.Units[0]), d, sudoku.UnitLabel(s.Units[1]), d, sudoku.UnitLabel(s.Units[1]))
	case len(s.Chain) > 0:
		what = text.New("%s", chainText(s.Chain))
	case len(s.Units) > 0:
		units := make([]text.Message, len(s.Units))
		for i, u := range s.Units {
			units[i] = sudoku.UnitLabel(u)
		}
		what = text.New("digits %s in %s (%s)", s.Digits.String(), cellList(s.Cells), units)
	default:
		what = text.New("digits %s in %s", s.Digits.String(), cellList(s.Cells))
	}
	switch {
	case len(s.Place) > 0 && len(s.Eliminate) > 0:
		return text.New("%s: %s: places %s: removes %s.", name, what, candList(s.Place, "="), candList(s.Eliminate, "<>"))
	case len(s.Place) > 0:
		return text.New("%s: %s: places %s.", name, what, candList(s.Place, "="))
	}
	return text.New("%s: %s: removes %s.", name, what, candList(s.Eliminate, "<>"))
}

func cellList(cells []int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = sudoku.CellName(c)
	}
	return strings.Join(names, ", ")
}

func candList(cs []Candidate, op string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = fmt.Sprintf("%s%s%d", sudoku.CellName(c.Cell), op, c.Digit)
	}
	return strings.Join(parts, ", ")
}

// chainText writes an alternating chain as "(5)r1c2 = (5)r1c8 - (5)r4c8 = ...":
// '=' is a strong link (one of the two is true), '-' a weak one (not both).
func chainText(chain []Candidate) string {
	var b strings.Builder
	for i, n := range chain {
		if i > 0 {
			if i%2 == 1 {
				b.WriteString(" = ")
			} else {
				b.WriteString(" - ")
			}
		}
		fmt.Fprintf(&b, "(%d)%s", n.Digit, sudoku.CellName(n.Cell))
	}
	return b.String()
}
