package pdf

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font/sfnt"

	"github.com/pictdoku/pictdoku/assets"
)

// Typesetting words. gofpdf sets a string in one font, and a book's words
// take two: the Go fonts set the grids' digits, so Latin letters and
// digits in the words are set in Go too, to match them; the Go fonts have
// no kana or kanji, which the Japanese font (BIZ UDGothic: every kana,
// JIS X 0208 levels 1 and 2, full-width forms, common symbols) sets. So
// text in the bundled "mix" family is cut into runs, each set in the font
// that has its characters: Go for what Go has, the Japanese font for the
// rest. A user's own font ("user") sets its text alone.

const (
	familyMix  = "mix"
	familyUser = "user"
)

// glyphSet answers whether a bundled font has a character, parsing the
// font once and remembering each answer.
type glyphSet struct {
	data  func() []byte
	once  sync.Once
	font  *sfnt.Font
	mu    sync.Mutex
	known map[rune]bool
}

func (g *glyphSet) has(r rune) bool {
	g.once.Do(func() { g.font, _ = sfnt.Parse(g.data()); g.known = map[rune]bool{} })
	g.mu.Lock()
	defer g.mu.Unlock()
	has, ok := g.known[r]
	if !ok && g.font != nil {
		var buf sfnt.Buffer
		idx, err := g.font.GlyphIndex(&buf, r)
		has = err == nil && idx != 0
		g.known[r] = has
	}
	return has
}

var (
	goGlyphs       = &glyphSet{data: assets.FontRegular}
	japaneseGlyphs = &glyphSet{data: assets.FontJapanese}
)

// goHas reports whether the Go font has a glyph for r.
func goHas(r rune) bool { return goGlyphs.has(r) }

// bundledCovers reports whether the bundled fonts together have every
// character of s.
func bundledCovers(s string) bool {
	for _, r := range s {
		if !goHas(r) && !japaneseGlyphs.has(r) && !unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

// textRun is a stretch of text in one font.
type textRun struct{ font, s string }

// runs cuts s into runs for the current family.
func (d *doc) runs(s string) []textRun {
	if d.family == familyUser {
		return []textRun{{familyUser, s}}
	}
	var out []textRun
	for _, r := range s {
		// A space Go lacks (the ideographic space U+3000) is the Japanese
		// font's: set in Go, it printed as nothing.
		font := "go"
		if !goHas(r) && (!unicode.IsSpace(r) || japaneseGlyphs.has(r)) {
			font = d.japanese()
		}
		if n := len(out); n > 0 && out[n-1].font == font {
			out[n-1].s += string(r)
		} else {
			out = append(out, textRun{font, string(r)})
		}
	}
	return out
}

// japanese registers the bundled Japanese font on first use, so a book
// that sets no Japanese does not carry it.
func (d *doc) japanese() string {
	if !d.hasJapanese {
		d.AddUTF8FontFromBytes("ja", "", assets.FontJapanese())
		d.hasJapanese = true
	}
	return "ja"
}

// setText chooses the family and size (in pt, for a book in normal print)
// of the text set next. Large print sets it a third larger and, inside
// the book, never under largeWord: a page number of 8 pt would otherwise
// print at 10.8 pt and the rules at 14.2 pt, where readers of large print
// expect 16. (The cover fits its words to its panels, as it does for any
// book.)
func (d *doc) setText(family string, size float64) {
	d.family, d.size = family, size*d.scale
	if d.opt.LargePrint && !d.cover {
		d.size = max(d.size, largeWord)
	}
}

// width is the width of s in the current family and size, in mm.
func (d *doc) width(s string) float64 {
	w := 0.0
	for _, r := range d.runs(s) {
		d.SetFont(r.font, "", d.size)
		w += d.GetStringWidth(r.s)
	}
	return w
}

// cell sets s on one line in the box at x, y of w by h, aligned "L", "C"
// or "R", centred vertically. gofpdf sets a cell's text its cell margin
// (1 mm) in from the cell's left edge; the runs start that much further
// left, so the text itself lies exactly where the alignment puts it (right
// -aligned text ended 2.8 pt outside its box, past a printer's safe area).
func (d *doc) cell(x, y, w, h float64, s, align string) {
	tw := d.width(s)
	switch align {
	case "C":
		x += (w - tw) / 2
	case "R":
		x += w - tw
	}
	x -= d.GetCellMargin()
	y += d.baselineShift(s)
	for _, r := range d.runs(s) {
		d.SetFont(r.font, "", d.size)
		rw := d.GetStringWidth(r.s)
		d.SetXY(x, y)
		d.CellFormat(rw, h, r.s, "", 0, "LM", false, 0, "")
		x += rw
	}
}

// fit cuts s with an ellipsis so that it fits width.
func (d *doc) fit(s string, width float64) string {
	if d.width(s) <= width {
		return s
	}
	runes := []rune(s)
	for len(runes) > 0 && d.width(string(runes)+"…") > width {
		runes = runes[:len(runes)-1]
	}
	return string(runes) + "…"
}

// noLineStart are the characters Japanese typesetting keeps off the start
// of a line (kinsoku): they stay with the character before them.
const noLineStart = "、。，．）」』】！？ー…・：；,.)!?:;"

// tokens cuts s into the pieces a line may break between: words of
// Latin text with the space before them, and single CJK characters (which
// may break anywhere), closing punctuation kept with what it closes.
func tokens(s string) []string {
	var out []string
	cur, lastCJK := "", false
	flush := func() {
		if cur != "" {
			out = append(out, cur)
			cur = ""
		}
	}
	for _, r := range s {
		switch {
		case strings.ContainsRune(noLineStart, r):
			cur += string(r)
		case unicode.IsSpace(r): // kept as it is: an ideographic space is as wide as a kanji
			flush()
			cur, lastCJK = string(r), false
		case r >= 0x2E80: // CJK: a line may break before each character
			if strings.TrimSpace(cur) != "" {
				flush()
			}
			cur, lastCJK = cur+string(r), true
		default:
			if lastCJK {
				flush()
			}
			cur, lastCJK = cur+string(r), false
		}
	}
	flush()
	return out
}

// wrap breaks s into lines no wider than width; a single piece wider than
// a line is cut wherever it must be.
func (d *doc) wrap(s string, width float64) []string {
	var lines []string
	line := ""
	for _, tok := range tokens(s) {
		next := line + tok
		if line == "" {
			next = strings.TrimLeft(tok, " ")
		}
		if d.width(next) <= width {
			line = next
			continue
		}
		if line != "" {
			lines = append(lines, line)
		}
		line = strings.TrimLeft(tok, " ")
		for d.width(line) > width && len([]rune(line)) > 1 {
			runes := []rune(line)
			k := len(runes) - 1
			for k > 1 && d.width(string(runes[:k])) > width {
				k--
			}
			lines = append(lines, string(runes[:k]))
			line = string(runes[k:])
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
