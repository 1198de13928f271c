package catalogue

import "testing"

func TestTranslator(t *testing.T) {
	ja, en, fr := Translator("ja"), Translator("en"), Translator("fr")
	if got := ja("Answers"); got != "解答" {
		t.Errorf("ja: Answers = %q", got)
	}
	if got := ja("a text no catalogue has"); got != "a text no catalogue has" {
		t.Errorf("a missing key reads %q, want the key", got)
	}
	if en("Answers") != "Answers" || fr("Answers") != "Answers" {
		t.Error("English and unknown languages must give the key back")
	}
	if !Known("ja") || !Known("en") || Known("fr") || Known("") {
		t.Error("Known")
	}
}
