// Package text carries user-visible messages as an English format and its
// arguments, so that the app can show them in the user's language while
// the engine stays free of any UI code. The format is the catalogue key.
package text

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Message is a format in the style of fmt.Sprintf with its arguments.
// Arguments that are themselves Messages (a unit's name, a technique's
// name) are translated too.
type Message struct {
	Format string
	Args   []any
}

// New returns the message for format and args.
func New(format string, args ...any) Message { return Message{Format: format, Args: args} }

// Word returns a message with no arguments: a name to be translated.
func Word(s string) Message { return Message{Format: s} }

// String returns the message in English.
func (m Message) String() string { return m.In(nil) }

// In returns the message with its format, and every nested message,
// passed through translate (nil for English).
func (m Message) In(translate func(string) string) string {
	format := m.Format
	if translate != nil {
		format = translate(format)
	}
	if len(m.Args) == 0 {
		return format
	}
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		switch v := a.(type) {
		case Message:
			args[i] = v.In(translate)
		case []Message:
			parts := make([]string, len(v))
			for j, p := range v {
				parts[j] = p.In(translate)
			}
			sep := ", "
			if translate != nil {
				sep = translate(sep)
			}
			args[i] = strings.Join(parts, sep)
		default:
			args[i] = a
		}
	}
	return fmt.Sprintf(format, args...)
}

// Error is an error whose text is a translatable message.
type Error struct {
	Message
	Err error // a wrapped cause, if any (not shown beyond the message)
}

func (e *Error) Error() string { return e.Message.String() }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an error with a translatable message.
func Errorf(format string, args ...any) error { return &Error{Message: New(format, args...)} }

// Wrap returns an error with a translatable message and a cause that
// errors.Is can find.
func Wrap(err error, format string, args ...any) error {
	return &Error{Message: New(format, args...), Err: err}
}

// Messager is an error that can say itself as a translatable message.
type Messager interface {
	error
	TextMessage() Message
}

// TextMessage returns the error's message.
func (e *Error) TextMessage() Message { return e.Message }

// Of returns err's message: that of the first Messager in its chain, or
// its plain text (a word the catalogue translates when it is one of
// SystemWords).
func Of(err error) Message {
	var m Messager
	if errors.As(err, &m) {
		return m.TextMessage()
	}
	if systemWord[err.Error()] {
		return Word(err.Error())
	}
	return New("%s", err.Error())
}

// SystemWords are the reasons the operating system gives most often for a
// file that cannot be read or written, as Go prints them on Unix. Of
// gives them as words, so that the catalogue translates them and a
// message such as "Autosave failed: cannot write …: no space left on
// device" reads wholly in the user's language.
var SystemWords = []string{
	"permission denied", "no space left on device", "read-only file system",
	"no such file or directory", "not a directory", "is a directory",
	"file exists", "disk quota exceeded", "input/output error",
	"too many open files", "file name too long", "operation not permitted",
	"directory not empty", "device or resource busy", "file too large",
}

var systemWord = func() map[string]bool {
	set := map[string]bool{}
	for _, w := range SystemWords {
		set[w] = true
	}
	return set
}()

// Translate returns err's text in the language of translate: the message
// of the first Messager in its chain, or its plain text when it has none.
func Translate(err error, translate func(string) string) string {
	return Of(err).In(translate)
}

// Cause returns the cause of a file system error without the path and
// operation it names ("no such file or directory", not "open /a/b: no such
// file or directory"), for messages that name the file themselves.
func Cause(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// quotedMax is the most characters of a user's value an error message
// quotes: a damaged file can hold megabytes in one field, and a message
// that quotes it all freezes the dialog that lays it out.
const quotedMax = 40

// Quote is the user's value s for an error message: quoted, and cut to
// its first quotedMax characters with an ellipsis when longer.
func Quote(s string) string {
	short := Shorten(s, quotedMax)
	if short == s {
		return strconv.Quote(s)
	}
	return strconv.Quote(strings.TrimSuffix(short, "…")) + "…"
}

// Limits of what a window shows of a value read from a file (a design, an
// autosave, the book list, the preferences). A file can hold megabytes in
// one field, by damage or by mischief, and a label or field laid out with
// all of it never appears: the text measurer and the GPU texture grow with
// it (a 10 MB picture name kept the app from starting for minutes, then
// ended it out of memory). Real values are far shorter: no file system
// takes a file name over 255 bytes, a book's title is a line, the back of
// a cover a few paragraphs.
const (
	// MaxShownLine is the most characters shown of a one-line value: a
	// name, a title, a path.
	MaxShownLine = 300
	// MaxShownText is the most characters shown of running text that an
	// author writes (an imprint page, the back of a cover).
	MaxShownText = 20000
)

// Shorten returns s cut to its first max characters, with an ellipsis
// after them when anything was cut. It reads no further into s than it
// keeps, so a value of any length costs what max costs.
func Shorten(s string, max int) string {
	n := 0
	for i := range s { // i is the byte offset of each character in turn
		if n == max {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
