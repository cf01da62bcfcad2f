package draw

import "strings"

// Memo is one remembered drawing: the inputs it was drawn from, written
// out as a key, and what was drawn. The header and the help change only
// when their inputs do, but a frame is drawn ten times a second while the
// fairness panel samples; a Memo spares them a lipgloss render each time.
type Memo struct {
	key, out string
	ok       bool
}

// Draw returns the drawing for key, calling render only when key differs
// from the last one.
func (m *Memo) Draw(key string, render func() string) string {
	if !m.ok || m.key != key {
		m.key, m.out, m.ok = key, render(), true
	}
	return m.out
}

// MemoKey writes the inputs of a drawing as one key: each part, then a
// separator no part contains.
func MemoKey(parts ...string) string {
	n := 0
	for _, p := range parts {
		n += len(p) + 1
	}
	var b strings.Builder
	b.Grow(n)
	for _, p := range parts {
		b.WriteString(p)
		b.WriteByte(0)
	}
	return b.String()
}
