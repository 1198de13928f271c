package assets

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	jis "golang.org/x/text/encoding/japanese"
)

// jisX0208 lists the 6,879 characters of JIS X 0208, read through EUC-JP,
// whose two-byte codes are JIS X 0208's rows and cells plus 0xA0: rows 1
// to 8 (symbols, digits, Latin, kana, Greek, Cyrillic, box drawing), 16
// to 47 (level 1 kanji) and 48 to 84 (level 2 kanji). Rows 9 to 15 are
// empty in the standard (13 holds NEC's extensions in EUC-JP).
func jisX0208(t *testing.T) []rune {
	t.Helper()
	dec := jis.EUCJP.NewDecoder()
	var out []rune
	for row := 1; row <= 84; row++ {
		if row >= 9 && row <= 15 {
			continue
		}
		for cell := 1; cell <= 94; cell++ {
			b, err := dec.Bytes([]byte{byte(0xA0 + row), byte(0xA0 + cell)})
			if err != nil {
				t.Fatal(err)
			}
			if r := []rune(string(b)); len(r) == 1 && r[0] != '\uFFFD' {
				out = append(out, r[0])
			}
		}
	}
	return out
}

// runesIn lists the characters from lo to hi.
func runesIn(lo, hi rune) []rune {
	var out []rune
	for r := lo; r <= hi; r++ {
		out = append(out, r)
	}
	return out
}

// TestJapaneseFontCoversTheStandardSets: the bundled Japanese font has
// every character of JIS X 0208 levels 1 and 2 and its symbol rows, every
// kana, the full-width forms, Latin-1 and the symbols authors put in
// titles, each below U+FFFF (the PDF writer's limit), in TrueType outlines
// (the PDF writer embeds no CFF), and it stays a reasonable download. The
// subset of the catalogue's characters it replaced lacked 56 of the 172
// kana (ナ ツ ノ ワ ひ ふ ゆ ろ …), full-width digits and 円 毎 楽 浮.
func TestJapaneseFontCoversTheStandardSets(t *testing.T) {
	data := FontJapanese()
	if len(data) > 4<<20 {
		t.Errorf("the Japanese font is %d bytes: more than 4 MB to download with every copy", len(data))
	}
	if tag := string(data[:4]); tag != "\x00\x01\x00\x00" {
		t.Fatalf("the Japanese font starts %q: not TrueType outlines", tag)
	}
	f, err := sfnt.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	x0208 := jisX0208(t)
	if len(x0208) != 6879 {
		t.Fatalf("JIS X 0208 read as %d characters, want 6879", len(x0208))
	}
	sets := []struct {
		name  string
		runes []rune
	}{
		{"JIS X 0208", x0208},
		{"hiragana", runesIn('ぁ', 'ゖ')},
		{"katakana", runesIn('ァ', 'ヺ')},
		{"full-width forms", runesIn('！', '～')},
		{"half-width katakana", runesIn('｡', 'ﾟ')},
		{"full-width signs", runesIn('￠', '￥')},
		{"ASCII", runesIn(' ', '~')},
		{"Latin-1", runesIn('¡', 'ÿ')},
		{"a title's symbols", []rune("✓✔✗★☆♥♡♦♢♣♠♪♫●○■□◆◇▲△▼▽►◄→←↑↓⇒✿❀☀☁☂☺☻")},
		{"a title", []rune("「毎日楽しむナンプレ」浮円１２３髙﨑塡剝頰")},
	}
	var buf sfnt.Buffer
	for _, s := range sets {
		var missing []rune
		for _, r := range s.runes {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				missing = append(missing, r)
			}
		}
		if len(missing) > 0 {
			t.Errorf("%s: the font lacks %d of %d: %q", s.name, len(missing), len(s.runes), string(missing[:min(len(missing), 40)]))
		}
	}
}

// TestJapaneseFontFullWidth: kana, kanji and the full-width forms are one
// em wide, as Japanese typesetting sets them: a full-width "１" or "Ａ"
// in a title is as wide as "あ" (the proportional BIZ UDPGothic set "１"
// as narrow as a "1", and a title's "第２集" read as "第2集").
func TestJapaneseFontFullWidth(t *testing.T) {
	f, err := sfnt.Parse(FontJapanese())
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	em := fixed.I(int(f.UnitsPerEm()))
	for _, r := range "あナ毎楽１２Ａｚ，（）「」　。" {
		i, err := f.GlyphIndex(&buf, r)
		if err != nil {
			t.Fatal(err)
		}
		if adv, err := f.GlyphAdvance(&buf, i, em, font.HintingNone); err != nil || adv != em {
			t.Errorf("%q is %v wide, want one em (%v)", r, adv, em)
		}
	}
}
