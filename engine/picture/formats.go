package picture

import (
	"strings"
)

// Format is a picture format Pictdoku reads: its name, the file name
// endings it is usually saved with, and how its content begins.
type Format struct {
	Name       string
	Extensions []string
	magic      []string // the first bytes of a file; '?' matches any byte
}

// Formats lists every picture format Pictdoku reads, the one list that the
// open dialogs, the design loaders and the error messages use.
var Formats = []Format{
	{"PNG", []string{".png"}, []string{"\x89PNG"}},
	{"JPEG", []string{".jpg", ".jpeg"}, []string{"\xff\xd8\xff"}},
	{"GIF", []string{".gif"}, []string{"GIF8"}},
	{"BMP", []string{".bmp"}, []string{"BM"}},
	{"TIFF", []string{".tif", ".tiff"}, []string{"II*\x00", "MM\x00*"}},
	{"WebP", []string{".webp"}, []string{"RIFF????WEBP"}},
}

// Extensions returns the file name endings of every format, for a file
// dialog's filter.
func Extensions() []string {
	var out []string
	for _, f := range Formats {
		out = append(out, f.Extensions...)
	}
	return out
}

// FormatNames names the formats for a message: "PNG, JPEG, GIF, BMP, TIFF
// or WebP".
func FormatNames() string {
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = f.Name
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Sniff names the picture format data is in, by its first bytes, or
// returns "" for none of Formats. A name says what to try, not that the
// picture decodes.
func Sniff(data []byte) string {
	for _, f := range Formats {
		for _, m := range f.magic {
			if matches(data, m) {
				return f.Name
			}
		}
	}
	return ""
}

// matches reports whether data begins with magic, '?' matching any byte.
func matches(data []byte, magic string) bool {
	if len(data) < len(magic) {
		return false
	}
	for i := 0; i < len(magic); i++ {
		if magic[i] != '?' && data[i] != magic[i] {
			return false
		}
	}
	return true
}
