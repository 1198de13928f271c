package linebreak

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// shown writes the marks of Insert as | so that a test reads them.
func shown(s string) string { return strings.ReplaceAll(Insert(s), string(Mark), "|") }

// TestInsertKnownAnswers: Japanese breaks between characters but before
// no closing punctuation, small kana, long-vowel or iteration mark, and
// after no opening bracket; cell names, numbers and words, narrow or
// full width, stay whole; a text without Japanese is left as it was.
func TestInsertKnownAnswers(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"r7c8は5ではありません。正解は3です。", "r7c8|は|5|で|は|あ|り|ま|せ|ん。|正|解|は|3|で|す。"},
		{"初級・スコア1.20・最難の手筋: ヒドゥンシングル（ブロック）", "初|級・|ス|コ|ア|1.20・|最|難|の|手|筋: ヒ|ドゥ|ン|シ|ン|グ|ル|（ブ|ロッ|ク）"},
		{"どの問題も、答えは一つ。Every puzzle has", "ど|の|問|題|も、|答|え|は|一|つ。|Every puzzle has"},
		{"「ちょっと」待って……", "「ちょっ|と」|待っ|て……"},
		{"３０％、ＡＢＣ３、第２集", "３０％、|ＡＢＣ３、|第|２|集"},
		{"（r2c9, r4c5）を々ーゝ", "（r2c9, r4c5）|を々ーゝ"},
		{"X-Wingで3.4秒", "X-Wing|で|3.4|秒"},
		{"一行\n二行", "一|行\n二|行"},
		{"ガ\u3099ン", "ガ\u3099|ン"},
		{"Fix the pattern (added r2c9)", "Fix the pattern (added r2c9)"},
		{"", ""},
	} {
		if got := shown(c.text); got != c.want {
			t.Errorf("Insert(%q)\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

// TestStripUndoesInsert: the marks come out again, and only they.
func TestStripUndoesInsert(t *testing.T) {
	s := "r7c8を確認してください。そこに間違った記入があります。"
	if got := Strip(Insert(s)); got != s {
		t.Errorf("Strip(Insert(%q)) = %q", s, got)
	}
}

// noStart are characters Japanese never starts a line with, and noEnd
// those it never ends one with (JIS X 4051's kinsoku shori).
const (
	noStart = "、。，．・：；？！）」』】〕〉》ーゝゞヽヾ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥〜,.:;?!)]}"
	noEnd   = "（「『【〔〈《([{"
)

// FuzzInsert: whatever the text, taking the marks out gives it back; no
// mark stands beside white space or before a character a line may not
// start with or after one it may not end with; no mark falls inside a
// run of letters and digits; a text without Japanese gets none.
func FuzzInsert(f *testing.F) {
	for _, s := range []string{"r7c8は5ではありません。", "「ちょっと」（r2c9）", "３０％、ＡＢＣ", "a b\nc", "。。。", "Every puzzle", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) || strings.ContainsRune(s, Mark) {
			return
		}
		marked := []rune(Insert(s))
		if got := Strip(string(marked)); got != s {
			t.Fatalf("%q: Strip(Insert) = %q", s, got)
		}
		hasJapanese := false
		for _, r := range s {
			hasJapanese = hasJapanese || japanese(r)
		}
		for i, r := range marked {
			if r != Mark {
				continue
			}
			if !hasJapanese {
				t.Fatalf("%q has no Japanese but got a mark: %q", s, string(marked))
			}
			if i == 0 || i == len(marked)-1 {
				t.Fatalf("%q: a mark at an end: %q", s, string(marked))
			}
			before, after := marked[i-1], marked[i+1]
			switch {
			case unicode.IsSpace(before) || unicode.IsSpace(after):
				t.Errorf("%q: a mark beside white space: %q", s, string(marked))
			case strings.ContainsRune(noStart, after):
				t.Errorf("%q: a line may start with %q", s, after)
			case strings.ContainsRune(noEnd, before):
				t.Errorf("%q: a line may end with %q", s, before)
			case alphanumeric(before) && alphanumeric(after):
				t.Errorf("%q: %q and %q split", s, before, after)
			}
		}
	})
}
