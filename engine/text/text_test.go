package text

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// upper is a stand-in translation: letters outside the verbs in capitals.
func upper(s string) string {
	var b strings.Builder
	verb := false
	for _, r := range s {
		switch {
		case r == '%':
			verb = true
		case verb && (r >= 'a' && r <= 'z'):
			verb = false
			b.WriteRune(r)
			continue
		}
		if verb {
			b.WriteRune(r)
		} else {
			b.WriteString(strings.ToUpper(string(r)))
		}
	}
	return b.String()
}

func TestMessage(t *testing.T) {
	m := New("in %s, %d fits only in %s", New("row %d", 3), 5, "r3c4")
	if got := m.String(); got != "in row 3, 5 fits only in r3c4" {
		t.Errorf("English: %q", got)
	}
	// The format and the nested message are translated; plain strings are not.
	if got := m.In(upper); got != "IN ROW 3, 5 FITS ONLY IN r3c4" {
		t.Errorf("translated: %q", got)
	}
	list := New("units: %s", []Message{Word("top band"), Word("left stack")})
	if got := list.In(upper); got != "UNITS: TOP BAND, LEFT STACK" {
		t.Errorf("list: %q", got)
	}
}

func TestErrors(t *testing.T) {
	cause := errors.New("unexpected EOF")
	err := fmt.Errorf("opening: %w", Wrap(cause, "corrupt picture: %s", cause.Error()))
	if !errors.Is(err, cause) {
		t.Error("Wrap hides its cause from errors.Is")
	}
	if got := Translate(err, upper); got != "CORRUPT PICTURE: unexpected EOF" {
		t.Errorf("translated: %q", got)
	}
	if got := Translate(cause, upper); got != "unexpected EOF" {
		t.Errorf("a plain error keeps its text: %q", got)
	}
	if got := Errorf("%d clues", 12).Error(); got != "12 clues" {
		t.Errorf("Error: %q", got)
	}
	if got := Of(cause).In(upper); got != "unexpected EOF" {
		t.Errorf("Of a plain error: %q", got)
	}
}

// TestShorten: a value is cut after max characters (not bytes: a
// Japanese name is not cut inside a character), with an ellipsis only
// when something was cut, and a 10 MB value is cut as cheaply as a short
// one.
func TestShorten(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want string
	}{
		{"ring.png", 8, "ring.png"},
		{"ring.png", 4, "ring…"},
		{"ハート.png", 3, "ハート…"},
		{"", 3, ""},
		{strings.Repeat("z", 10<<20), 5, "zzzzz…"},
	} {
		if got := Shorten(c.in, c.max); got != c.want {
			t.Errorf("Shorten(%.20q, %d) = %q, want %q", c.in, c.max, got, c.want)
		}
	}
	if got := Quote(strings.Repeat("z", 10<<20)); got != `"`+strings.Repeat("z", quotedMax)+`"…` {
		t.Errorf("Quote of 10 MB: %.60q", got)
	}
}
