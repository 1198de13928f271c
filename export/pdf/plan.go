package pdf

import (
	"sort"

	"github.com/pictdoku/pictdoku/engine/logic"
)

// A book is planned page by page before anything is drawn: the table of
// contents needs the page each section starts on, the print-on-demand
// gutter needs the final page count, and the page count needs the blank
// pages that bring a bound book to its minimum and to an even number.

type pageKind int

const (
	pageTitle pageKind = iota
	pageImprint
	pageHowTo
	pageContents
	pageSection
	pagePuzzles
	pageAnswers
	pageBlank
	pageNotes
)

// maxBlankRun is the most blank pages in a row a book may have (KDP
// allows two at the beginning or in the middle; see makePlan).
const maxBlankRun = 2

// page is one planned page.
type page struct {
	kind    pageKind
	section int // pageSection: which section
	first   int // pagePuzzles, pageAnswers: the first puzzle's index
	count   int // and how many puzzles
}

// section is a run of puzzles of one level, or of one technique in a
// themed book.
type section struct {
	level       string // its name: the level, or the technique; "" when the book has no sections
	technique   bool   // level names the technique the section practises
	first, last int    // puzzle indexes, last included
	page        int    // the page it starts on (its header page, if any), 1-based
}

// plan is a whole book.
type plan struct {
	entries     []Entry // in book order: the numbers printed are index+1
	pages       []page
	sections    []section
	howToPage   int // 0 when there is none
	answersPage int // 0 when there is none
	answersPer  int // answer grids per page
}

// levelRank orders the levels Easy to Extreme; unknown levels follow.
func levelRank(level string) int {
	if l, ok := logic.ParseLevel(level); ok {
		return int(l)
	}
	return int(logic.Unsolvable) + 1
}

// Order returns the entries in book order, the order their numbers follow:
// by level when the book has sections (by score within a level when
// asked), else by score when asked, else as given.
func Order(entries []Entry, opt Options) []Entry {
	list := append([]Entry(nil), entries...)
	switch {
	case opt.Sections && themed(list):
		sort.SliceStable(list, func(i, j int) bool {
			ti, tj := techniqueRank(list[i].Technique), techniqueRank(list[j].Technique)
			if ti != tj {
				return ti < tj
			}
			return opt.ByDifficulty && list[i].Score < list[j].Score
		})
	case opt.Sections:
		sort.SliceStable(list, func(i, j int) bool {
			ri, rj := levelRank(list[i].Level), levelRank(list[j].Level)
			if ri != rj {
				return ri < rj
			}
			if ri > int(logic.Unsolvable) && list[i].Level != list[j].Level {
				return list[i].Level < list[j].Level
			}
			return opt.ByDifficulty && list[i].Score < list[j].Score
		})
	case opt.ByDifficulty:
		sort.SliceStable(list, func(i, j int) bool { return list[i].Score < list[j].Score })
	}
	return list
}

// makePlan plans the book of entries (already in book order) with opt
// (normalised).
func makePlan(entries []Entry, opt Options) plan {
	p := plan{entries: entries, answersPer: answersPerPage(len(entries), opt.AnswersPer)}
	add := func(pg page) int {
		p.pages = append(p.pages, pg)
		return len(p.pages)
	}
	// In a bound book, sections and the answers open on a right-hand
	// (odd) page, as chapters do, after a blank left-hand page if need be.
	recto := func() {
		if opt.POD && len(p.pages)%2 == 1 {
			add(page{kind: pageBlank})
		}
	}
	if opt.TitlePage {
		add(page{kind: pageTitle})
	}
	if opt.Imprint != "" {
		add(page{kind: pageImprint})
	}
	if opt.HowToPlay {
		p.howToPage = add(page{kind: pageHowTo})
	}
	if opt.Contents {
		add(page{kind: pageContents})
	}
	p.sections = sections(entries, opt.Sections)
	for si, s := range p.sections {
		if opt.Sections {
			recto()
			p.sections[si].page = add(page{kind: pageSection, section: si})
		}
		for i := s.first; i <= s.last; i += opt.PerPage {
			n := add(page{kind: pagePuzzles, first: i, count: min(opt.PerPage, s.last+1-i)})
			if !opt.Sections && i == s.first {
				p.sections[si].page = n
			}
		}
	}
	if opt.Answers {
		recto()
		for i := 0; i < len(entries); i += p.answersPer {
			n := add(page{kind: pageAnswers, first: i, count: min(p.answersPer, len(entries)-i)})
			if i == 0 {
				p.answersPage = n
			}
		}
	}
	if opt.POD {
		// A bound book has an even count of at least its printer's
		// MinPages (KDP 24, Lulu 32, IngramSpark 18). KDP's
		// manual review allows "no more than two consecutive blank pages
		// at the beginning or middle of your manuscript file and/or 10
		// consecutive blank pages at the end", and asks that a page left
		// for the reader say so: "use lines running across the page to
		// signify a place for writing or note taking or use a header
		// stating the page is for Notes" (kdp.amazon.com/en_US/help/topic/
		// GYEKAVKMSE23PFTM, Paperback Manual Review Checklist). So one or
		// two pages of padding stay blank, and more become ruled Notes
		// pages, which a puzzle book's reader can use for working.
		pad, least := 0, opt.printer().MinPages
		for n := len(p.pages); n < least || n%2 == 1; n++ {
			pad++
		}
		kind := pageBlank
		if pad > maxBlankRun {
			kind = pageNotes
		}
		for range pad {
			add(page{kind: kind})
		}
	}
	return p
}

// sections splits entries into runs of one level, or one run when the
// book has no sections.
func sections(entries []Entry, byLevel bool) []section {
	if len(entries) == 0 {
		return nil
	}
	if !byLevel {
		return []section{{first: 0, last: len(entries) - 1}}
	}
	var out []section
	for i, e := range entries {
		key := e.Level
		if e.Technique != "" {
			key = e.Technique
		}
		if len(out) == 0 || out[len(out)-1].level != key {
			out = append(out, section{level: key, technique: e.Technique != "", first: i})
		}
		out[len(out)-1].last = i
	}
	return out
}

// themed tells whether a book practises techniques: its puzzles name the
// technique they need.
func themed(entries []Entry) bool {
	for _, e := range entries {
		if e.Technique != "" {
			return true
		}
	}
	return false
}

// techniqueRank orders a themed book's sections: the simpler technique
// (the lower weight) first, as a course would; puzzles without one last.
func techniqueRank(name string) float64 {
	if t, ok := logic.TechniqueByName(name); ok {
		return t.Info().Weight
	}
	return 100
}

// PageCount returns how many pages a book of n puzzles takes with opt
// (normalised): front matter, puzzles, answers and the blank pages print
// on demand needs. With sections, the puzzles are taken to be of one
// level; each further level adds its header page (and, in a bound book,
// perhaps a blank page before it). PageCountOf counts a real book.
func PageCount(n int, opt Options) int {
	return len(makePlan(make([]Entry, n), opt).pages)
}

// PageCountOf returns how many pages the book of entries takes with opt
// (normalised): PageCount with the entries' own levels for the sections.
func PageCountOf(entries []Entry, opt Options) int {
	return len(makePlan(Order(entries, opt), opt).pages)
}

// pageOf returns the page puzzle i is printed on, 1-based.
func (p plan) pageOf(i int) int {
	for n, pg := range p.pages {
		if pg.kind == pagePuzzles && i >= pg.first && i < pg.first+pg.count {
			return n + 1
		}
	}
	return 0
}
