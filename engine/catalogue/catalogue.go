// Package catalogue holds Pictdoku's texts in every language it speaks:
// English and Japanese, one JSON file each under translations/, keyed by
// the English text (a format in the style of fmt.Sprintf). The app loads
// them into Fyne's translation support (ui/i18n); the book printer
// (export/pdf) looks its words up here directly, so a book can be printed
// in a language other than the app's.
//
// A key missing from a catalogue reads as the English key itself, so an
// untranslated text shows in English rather than as nothing. The test in
// ui/i18n checks that both catalogues hold every key the code uses.
package catalogue

import (
	"embed"
	"encoding/json"
	"sync"
)

// FS holds translations/en.json and translations/ja.json.
//
//go:embed translations
var FS embed.FS

// Languages are the codes of the languages the catalogues hold.
func Languages() []string { return []string{"en", "ja"} }

var (
	mu     sync.Mutex
	loaded = map[string]map[string]string{}
)

// Translator returns the function that translates a key into the language
// code ("en", "ja"). An unknown code, and English, give the keys back as
// they are.
func Translator(code string) func(string) string {
	words := table(code)
	return func(key string) string {
		if v, ok := words[key]; ok && v != "" {
			return v
		}
		return key
	}
}

// Known reports whether code names a language the catalogues hold.
func Known(code string) bool {
	for _, c := range Languages() {
		if c == code {
			return true
		}
	}
	return false
}

// table reads one catalogue once.
func table(code string) map[string]string {
	mu.Lock()
	defer mu.Unlock()
	if m, ok := loaded[code]; ok {
		return m
	}
	m := map[string]string{}
	if code != "en" && Known(code) {
		data, err := FS.ReadFile("translations/" + code + ".json")
		if err == nil {
			_ = json.Unmarshal(data, &m) // the catalogue test keeps the files valid
		}
	}
	loaded[code] = m
	return m
}
