// Package i18n shows Pictdoku in the user's language. It loads the English
// and Japanese catalogues (engine/catalogue) into Fyne's translation support
// (fyne.io/fyne/v2/lang), and translates the engine's messages. Catalogue
// keys are the English texts, so a missing entry shows English.
package i18n

import (
	"os"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/pictdoku/pictdoku/engine/catalogue"
	"github.com/pictdoku/pictdoku/engine/text"
	"github.com/pictdoku/pictdoku/ui/keyrule"
)

// Language is a choice offered in Preferences.
type Language struct {
	Code string // "" follows the system locale
	Name string // in its own language
}

// Languages lists the choices: the system's, English and Japanese.
func Languages() []Language {
	return []Language{{"", "System"}, {"en", "English"}, {"ja", "日本語"}}
}

var (
	mu             sync.Mutex
	systemLanguage string // LANGUAGE as the app found it
	systemSaved    bool
)

// Load adds the catalogues to Fyne's translations and picks the language
// from the environment. Call it once at start, after SetLanguage if the
// user chose one.
func Load() error { return lang.AddTranslationsFS(catalogue.FS, "translations") }

// SetLanguage switches to code ("en", "ja"), or back to the system's
// language for "". Fyne looks the language up in the environment, so the
// choice is made there (LANGUAGE outranks LANG) and the catalogues are
// loaded again. Windows built afterwards show the new language. A code
// not among Languages (a damaged preferences file) follows the system's
// language, with an error that quotes it short.
func SetLanguage(code string) (err error) {
	if !known(code) {
		err = text.Errorf("unknown language %s: the system's language is used", text.Quote(code))
		code = ""
	}
	mu.Lock()
	if !systemSaved {
		systemLanguage, systemSaved = os.Getenv("LANGUAGE"), true
	}
	mu.Unlock()
	switch {
	case code != "":
		os.Setenv("LANGUAGE", code)
	case systemLanguage != "":
		os.Setenv("LANGUAGE", systemLanguage)
	default:
		os.Unsetenv("LANGUAGE")
	}
	if lerr := Load(); lerr != nil {
		return lerr
	}
	return err
}

// known reports whether code is one of Languages.
func known(code string) bool {
	for _, l := range Languages() {
		if l.Code == code {
			return true
		}
	}
	return false
}

// Current returns the language in use: "en" or "ja" (English until the
// catalogues are loaded).
func Current() string {
	if code := lang.L("language.code"); code == "ja" {
		return code
	}
	return "en"
}

// T translates a text of the interface.
func T(s string) string {
	if s == "" {
		return ""
	}
	return lang.L(s)
}

// Tf translates a format, then fills it in as fmt.Sprintf does; arguments
// that are text.Messages are translated too.
func Tf(format string, args ...any) string { return text.New(format, args...).In(T) }

// Msg translates an engine message.
func Msg(m text.Message) string { return m.In(T) }

// Err translates an error's message when it carries one (the engine's
// errors do); other errors keep their own text.
func Err(err error) string { return text.Translate(err, T) }

// Choice is a select that shows translated labels for fixed values (the
// values are what preferences and files store).
type Choice struct {
	widget.Select
	values []string
}

// NewChoice returns a select over values, showing their translations;
// changed gets the value chosen.
func NewChoice(values []string, changed func(value string)) *Choice {
	return NewLabelledChoice(values, values, changed)
}

// NewLabelledChoice is NewChoice with labels other than the values: the
// user reads labels[i] (translated) and the program gets values[i].
func NewLabelledChoice(values, labels []string, changed func(value string)) *Choice {
	c := &Choice{values: values}
	for _, l := range labels {
		c.Options = append(c.Options, T(l))
	}
	c.PlaceHolder = T("(Select one)")
	c.OnChanged = func(string) {
		if changed != nil {
			changed(c.Value())
		}
	}
	c.ExtendBaseWidget(c)
	return c
}

// TypedKey passes Esc to the keyboard rule of the window (see
// keyrule.PassEscape), and every other key to the choice.
func (c *Choice) TypedKey(ev *fyne.KeyEvent) {
	if !keyrule.PassEscape(c, ev) {
		c.Select.TypedKey(ev)
	}
}

// Value returns the chosen value ("" for none).
func (c *Choice) Value() string {
	if i := c.SelectedIndex(); i >= 0 && i < len(c.values) {
		return c.values[i]
	}
	return ""
}

// SetValue chooses value; an unknown value leaves the choice as it was.
func (c *Choice) SetValue(value string) {
	for i, v := range c.values {
		if v == value {
			c.SetSelectedIndex(i)
			return
		}
	}
}
