package common

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// keyTypes is every named key by the name tea.Key.String gives it
// ("enter", "pgdown", " " for space).
var keyTypes = func() map[string]tea.KeyType {
	names := map[string]tea.KeyType{}
	for t := tea.KeyType(-256); t <= 256; t++ {
		if t == tea.KeyRunes {
			continue
		}
		if s := (tea.Key{Type: t}).String(); s != "" {
			if _, ok := names[s]; !ok {
				names[s] = t
			}
		}
	}
	return names
}()

// helpNames are the names the help writes for keys bindings spell
// otherwise.
var helpNames = map[string]string{"space": " ", "spc": " ", "↑": "up", "↓": "down", "←": "left", "→": "right", "pgdn": "pgdown"}

// KeyNamed is the press of the key name names: a key as a key.Binding
// spells it ("enter", "pgdown", " ", "x") or as the help writes it
// ("space" or "spc", "↑", "pgdn", "F5"). ok is false for anything else ("1-5", "click").
func KeyNamed(name string) (k tea.KeyMsg, ok bool) {
	if n, ok := helpNames[name]; ok {
		name = n
	}
	if len(name) > 1 && name[0] == 'F' && strings.Trim(name[1:], "0123456789") == "" {
		name = strings.ToLower(name) // the help's "F5"
	}
	if t, ok := keyTypes[name]; ok {
		k := tea.KeyMsg{Type: t}
		if t == tea.KeySpace {
			k.Runes = []rune{' '}
		}
		return k, true
	}
	if r, size := utf8.DecodeRuneInString(name); size == len(name) && r != utf8.RuneError && !strings.ContainsRune(name, ' ') {
		return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}}, true
	}
	return tea.KeyMsg{}, false
}

// KeyOf is the press of b's first key; a binding with no key gives a
// press that matches nothing.
func KeyOf(b key.Binding) tea.KeyMsg {
	if ks := b.Keys(); len(ks) > 0 {
		if k, ok := KeyNamed(ks[0]); ok {
			return k
		}
	}
	return tea.KeyMsg{}
}

// Button is a zone and the key a click on it presses.
type Button struct {
	Zone string
	Key  key.Binding
}

// Pressed is the key press of the first button whose zone m is a left
// click in, when that button's key is enabled: a click does what its key
// does, and nothing where the key would not work.
func (c *Common) Pressed(m tea.MouseMsg, bs ...Button) (tea.KeyMsg, bool) {
	if !IsClick(m) {
		return tea.KeyMsg{}, false
	}
	for _, b := range bs {
		if b.Key.Enabled() && c.InZone(b.Zone, m) {
			return KeyOf(b.Key), true
		}
	}
	return tea.KeyMsg{}, false
}

// Wheel is -1 for the wheel turned up, 1 for down, and 0 for any other
// mouse event.
func Wheel(m tea.MouseMsg) int {
	switch {
	case m.Action != tea.MouseActionPress:
	case m.Button == tea.MouseButtonWheelUp:
		return -1
	case m.Button == tea.MouseButtonWheelDown:
		return 1
	}
	return 0
}

// KeyZone is the zone of a label that a click on presses the key k (as a
// key.Binding spells it): each key has one such label in a frame.
func KeyZone(k string) string { return "key." + k }

// ClickedKey is the press of the key whose label ([KeyZone]) m is a left
// click in, among the keys of the enabled bindings bs and those their
// help names ("a/A" names A, bound apart).
func (c *Common) ClickedKey(m tea.MouseMsg, bs ...key.Binding) (tea.KeyMsg, bool) {
	if !IsClick(m) {
		return tea.KeyMsg{}, false
	}
	for _, b := range bs {
		if !b.Enabled() {
			continue
		}
		for _, k := range append(b.Keys(), strings.Split(b.Help().Key, "/")...) {
			if c.InZone(KeyZone(k), m) {
				return KeyNamed(k)
			}
		}
	}
	return tea.KeyMsg{}, false
}

// Arrows draws a setting's value between arrows, "‹ value ›", for keys
// "next/previous" ("a/A", "+/-"): a click on ‹ presses the second key and
// a click on › the first.
func (c *Common) Arrows(value, keys string) string {
	st := c.styles.Selected
	next, prev, ok := strings.Cut(keys, "/")
	if !ok {
		return st.Render("‹ " + value + " ›")
	}
	return c.Mark(KeyZone(prev), st.Render("‹")) + st.Render(" "+value+" ") + c.Mark(KeyZone(next), st.Render("›"))
}
