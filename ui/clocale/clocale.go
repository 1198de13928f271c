// Package clocale makes the POSIX "C" locale read as English before Fyne
// looks the locale up (which it does while its packages initialise, and
// which logs a parse error for "C"). Import it for its side effect, from
// the main package, ahead of Fyne: Go initialises ready packages in import
// path order, and this one depends only on os.
package clocale

import (
	"os"
	"strings"
)

func init() { Fix() }

// Fix replaces "C", "C.UTF-8" and "POSIX" in LC_ALL, LC_MESSAGES and LANG
// with "en_US.UTF-8".
func Fix() {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		val := os.Getenv(v)
		if val == "C" || val == "POSIX" || strings.HasPrefix(val, "C.") {
			os.Setenv(v, "en_US.UTF-8")
		}
	}
}
