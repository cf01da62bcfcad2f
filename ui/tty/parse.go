package tty

import (
	"strconv"
	"strings"
	"time"
)

// Wait is how long [Background] waits for the terminal's answers: a
// terminal answers in a few milliseconds or not at all, and the first
// frame waits for it (the program's start takes some 50 ms more). Over a
// link slower than that the answer comes too late, and the colours are
// the dark background's unless RIFFLE_THEME or COLORFGBG says otherwise.
const Wait = 50 * time.Millisecond

// The questions [Background] asks: the background colour (OSC 11), then
// the cursor's position (DSR), which every terminal answers, so that its
// answer ends the wait when the first question is not answered.
const (
	QueryBackground = "\x1b]11;?\x1b\\"
	QueryCursor     = "\x1b[6n"
)

// Askable reports whether a terminal whose TERM is term is asked at all:
// not "dumb" ones, nor screen's or tmux's, which may show the program on
// more than one terminal (termenv's rule).
func Askable(term string) bool {
	for _, p := range []string{"dumb", "screen", "tmux"} {
		if strings.HasPrefix(term, p) {
			return false
		}
	}
	return true
}

// ParseBackground finds a terminal's answer to QueryBackground in s,
// "ESC ] 11 ; rgb:RRRR/GGGG/BBBB" ended by BEL or ESC \ (each component 1
// to 4 hex digits), and reports whether the colour is dark: HSL lightness
// below one half, as termenv judges it. ok is false when s holds no such
// answer.
func ParseBackground(s string) (dark, ok bool) {
	at := strings.Index(s, "\x1b]11;")
	if at < 0 {
		return false, false
	}
	s = s[at+len("\x1b]11;"):]
	end := strings.IndexAny(s, "\x07\x1b")
	if end < 0 {
		return false, false
	}
	spec, found := strings.CutPrefix(s[:end], "rgb:")
	if !found {
		return false, false
	}
	parts := strings.Split(spec, "/")
	if len(parts) != 3 {
		return false, false
	}
	var c [3]float64
	for i, p := range parts {
		v, err := strconv.ParseUint(p, 16, 16)
		if len(p) == 0 || len(p) > 4 || err != nil {
			return false, false
		}
		c[i] = float64(v) / float64(uint64(1)<<(4*len(p))-1)
	}
	lightness := (max(c[0], c[1], c[2]) + min(c[0], c[1], c[2])) / 2
	return lightness < 0.5, true
}
