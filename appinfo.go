// Package pictdoku carries the application's metadata from FyneApp.toml,
// so that the About dialog shows the version the package was built with.
package pictdoku

import (
	_ "embed"
	"strings"
)

//go:embed FyneApp.toml
var fyneApp string

// Field returns a value from the [Details] section of FyneApp.toml
// ("Version", "Name", "ID", "Build"), or "".
func Field(name string) string {
	for _, line := range strings.Split(fyneApp, "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), "=")
		if ok && strings.TrimSpace(k) == name {
			return strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return ""
}

// Version returns the application version, e.g. "0.1.0".
func Version() string { return Field("Version") }
