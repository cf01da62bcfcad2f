package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// What the commands write of what the user typed. A name, path, seed or
// any other string the user gave is shown by [Quote]: quoted, every
// control character escaped, and cut to a short prefix. Two nets stand
// behind it: [Run] shortens any long quoted string in an error line (the
// engine's messages quote the names they refuse), and everything the
// headless commands write goes through [safeText], so that no escape
// sequence, bell or other control character the user typed (or wrote into
// the session file) reaches the terminal raw.

// MaxValue is the longest flag value [ParseFlags] accepts, in bytes: the
// longest path Linux takes (PATH_MAX). No flag's value is longer.
const MaxValue = 4096

// maxEcho is the most bytes of a quoted string Quote shows, its escapes
// counted, the quotes and the "…" not.
const maxEcho = 40

// Quote is s as every message shows a string the user gave: in Go's
// double quotes, control characters, invalid UTF-8 and other unprintable
// characters escaped, and, when that is longer than 40 bytes, cut to its
// first characters with "…" and s's length after it:
//
//	"\x1b]0;pwn\a"
//	"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" (100,000 bytes)
func Quote(s string) string { return quoteN(s, maxEcho) }

// maxPathEcho is the most bytes of a path a message shows: a path is
// shown whole unless it is longer than any a person types.
const maxPathEcho = 160

// quoteN is Quote with at most n bytes shown.
func quoteN(s string, n int) string {
	var b strings.Builder
	b.WriteByte('"')
	shown := 0
	for i := 0; i < len(s); {
		_, w := utf8.DecodeRuneInString(s[i:])
		q := strconv.Quote(s[i : i+w])
		q = q[1 : len(q)-1]
		if shown+len(q) > n {
			return fmt.Sprintf("%s…\" (%s bytes)", b.String(), groupDigits(int64(len(s))))
		}
		b.WriteString(q)
		shown += len(q)
		i += w
	}
	b.WriteByte('"')
	return b.String()
}

// shortenQuoted cuts every Go-quoted string in msg that is longer than
// Quote shows one (a name the engine refused with %q) as Quote cuts it.
func shortenQuoted(msg string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(msg, '"')
		if i < 0 {
			b.WriteString(msg)
			return b.String()
		}
		b.WriteString(msg[:i])
		msg = msg[i:]
		q, err := strconv.QuotedPrefix(msg)
		if err != nil { // a lone quote
			b.WriteByte('"')
			msg = msg[1:]
			continue
		}
		msg = msg[len(q):]
		if body := q[1 : len(q)-1]; len(body) > maxEcho && !cutByQuote(body) {
			s, _ := strconv.Unquote(q)
			q = Quote(s)
		}
		b.WriteString(q)
	}
}

// cutByQuote reports whether body, between the quotes, is what Quote
// leaves of a long string: at most 40 bytes and "…".
func cutByQuote(body string) bool {
	return strings.HasSuffix(body, "…") && len(body) <= maxEcho+len("…")
}

// safeText is b with every control character but the line feed escaped
// (ESC as \u001b, so that JSON stays JSON) and every byte that is not
// UTF-8 as \xNN: what the headless commands write, to the terminal or a
// pipe, holds no escape sequence.
func safeText(b []byte) []byte {
	if !needsEscape(b) {
		return b
	}
	out := make([]byte, 0, len(b)+16)
	for i := 0; i < len(b); {
		r, w := utf8.DecodeRune(b[i:])
		switch {
		case r == utf8.RuneError && w == 1:
			out = fmt.Appendf(out, `\x%02x`, b[i])
		case r != '\n' && unicode.IsControl(r):
			out = fmt.Appendf(out, `\u%04x`, r)
		default:
			out = append(out, b[i:i+w]...)
		}
		i += w
	}
	return out
}

func needsEscape(b []byte) bool {
	if !utf8.Valid(b) {
		return true
	}
	for _, r := range string(b) {
		if r != '\n' && unicode.IsControl(r) {
			return true
		}
	}
	return false
}

// safeWriter writes through safeText. A character split across two writes
// is escaped as its bytes: never written raw.
type safeWriter struct{ w io.Writer }

func (s safeWriter) Write(p []byte) (int, error) {
	if _, err := s.w.Write(safeText(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}
