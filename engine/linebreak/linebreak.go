// Package linebreak says where a line of Japanese text may end, and marks
// those places so that a text widget which wraps only at white space can
// wrap Japanese as a typesetter would.
//
// English breaks a line at its spaces. Japanese puts no spaces between its
// words and may break between almost any two characters, but Japanese
// typesetting (JIS X 4051; the W3C's "Requirements for Japanese Text
// Layout", https://www.w3.org/TR/jlreq/, explains it in English) forbids a
// few of those breaks, a rule called kinsoku shori:
//
//   - a line never starts with closing punctuation (、。，．」）』】), with
//     a small kana (ゃ っ ァ), the long-vowel mark ー, an iteration mark
//     (々 ゝ), ・ ： ！ ？ or an ellipsis (…);
//   - a line never ends with an opening bracket (「（『【);
//   - a run of Latin letters and digits is a word and stays whole, so a
//     cell name (r7c8), a number (3.4, 10.1s) or a name (X-Wing) is never
//     cut in two. Full-width letters and digits (ＡＢＣ３) count as
//     letters and digits too.
//
// Between two characters neither of which is Japanese (kana, kanji,
// full-width forms, CJK punctuation) no break is offered: English keeps
// breaking at its spaces only, and Insert leaves a text without Japanese
// as it was.
//
// Insert puts Mark, U+200A HAIR SPACE, at every place a line may break.
// Fyne wraps a label at white space (unicode.IsSpace), which U+200A is,
// and the app's Japanese font draws U+200A as an empty glyph of no width
// (scripts/jafont.sh), so the marks neither show nor move the characters
// around them: they only tell the wrapping where it may cut. Marked text
// is for the screen only; Strip takes the marks out again.
package linebreak

import (
	"strings"
	"unicode"
)

// Mark is the break-opportunity mark Insert puts between characters.
const Mark = '\u200A'

// Insert returns s with Mark at every place where a line of Japanese may
// break and s has no white space already. A text without Japanese
// characters comes back unchanged.
//
// For "r7c8は5ではありません。" it returns "r7c8|は|5|で|は|あ|り|ま|せ|ん。"
// with Mark for each |: the cell name stays whole and 。 stays with the
// character before it.
func Insert(s string) string {
	var b strings.Builder
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 && Between(prev, r) {
			if b.Len() == 0 {
				b.Grow(len(s) + len(s)/2)
			}
			b.WriteRune(Mark)
		}
		b.WriteRune(r)
		prev = r
	}
	if b.Len() == len(s) {
		return s
	}
	return b.String()
}

// Strip returns s without the marks Insert put in.
func Strip(s string) string { return strings.ReplaceAll(s, string(Mark), "") }

// Between reports whether a line may break between before and after,
// which stand side by side with no white space between them.
func Between(before, after rune) bool {
	switch {
	case unicode.IsSpace(before) || unicode.IsSpace(after):
		return false // a space breaks a line already
	case !japanese(before) && !japanese(after):
		return false // English, numbers, cell names: only their spaces break
	case alphanumeric(before) && alphanumeric(after):
		return false // ＡＢＣ３, ３０
	case combining(after) || joiner(before) || joiner(after):
		return false // a combining mark belongs to the character before it
	case strings.ContainsRune(noLineStart, after):
		return false
	case strings.ContainsRune(noLineEnd, before):
		return false
	}
	return true
}

// noLineStart are the characters a line may not start with: closing
// brackets and quotes, the full stops and commas, the middle dots, colons
// and semicolons, ! and ?, the ellipses, the long-vowel and iteration
// marks, the small kana (JIS X 4051's classes 2 to 7 and the small kana
// of class 11, with their half-width and ASCII forms), % and ℃.
const noLineStart = "、。，．,.｡､" +
	"）」』】〕〉》〙〗｝］｠｣)]}”’\"'" +
	"・･：；:;？！?!‼⁇⁈⁉" +
	"…‥〜～゠‐–" +
	"ーｰゝゞヽヾ々〻" +
	"ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｯｬｭｮ" +
	"%％‰℃°′″"

// noLineEnd are the characters a line may not end with: opening brackets
// and quotes (JIS X 4051's class 1).
const noLineEnd = "（「『【〔〈《〘〖｛［｟｢([{“‘"

// japanese reports whether r is written in Japanese text: kana, kanji,
// CJK punctuation and symbols, full-width and half-width forms.
func japanese(r rune) bool {
	switch {
	case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana):
		return true
	case r >= 0x2E80 && r <= 0x2FFF: // CJK and Kangxi radicals
		return true
	case r >= 0x3000 && r <= 0x33FF: // CJK punctuation, kana, enclosed and compatibility forms
		return true
	case r >= 0xFE30 && r <= 0xFE4F: // CJK compatibility forms
		return true
	case r >= 0xFF00 && r <= 0xFFEF: // full-width and half-width forms
		return true
	}
	return false
}

// alphanumeric reports whether r is a decimal digit or a letter of an
// alphabet (Latin, Greek, Cyrillic; not a kana or kanji), of any width.
func alphanumeric(r rune) bool {
	switch {
	case unicode.IsDigit(r):
		return true
	case r >= 'Ａ' && r <= 'Ｚ' || r >= 'ａ' && r <= 'ｚ':
		return true
	}
	return unicode.IsLetter(r) && !japanese(r)
}

// combining reports whether r is a combining mark (the combining voiced
// sound marks, variation selectors), which stays with the character
// before it.
func combining(r rune) bool { return unicode.In(r, unicode.Mn, unicode.Me) }

// joiner reports whether r is the zero-width joiner or the word joiner,
// which hold the characters on both sides of them together.
func joiner(r rune) bool { return r == '\u200D' || r == '\u2060' }
