package common

import (
	"testing"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
)

// TestUpdateInputDeleteWordForward: alt+d on every cursor position of
// several values never panics, and on the last character deletes it, as
// on the others it deletes the word ahead (the input's own behaviour).
// Without the guard, "12" with the cursor on "2" panics in bubbles v1.0.0.
func TestUpdateInputDeleteWordForward(t *testing.T) {
	altD := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'d'}, Alt: true}
	for _, v := range []string{"", "1", "12", "a b", "ab  ", " x", "éé"} {
		for pos := range len([]rune(v)) + 1 {
			ti := textinput.New()
			ti.Focus()
			ti.SetValue(v)
			ti.SetCursor(pos)
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("value %q, cursor %d: alt+d panics: %v", v, pos, r)
					}
				}()
				ti, _ = UpdateInput(ti, altD)
			}()
			if r := []rune(v); len(r) > 0 && pos == len(r)-1 && ti.Value() != string(r[:pos]) {
				t.Errorf("value %q, cursor %d: alt+d leaves %q, want %q", v, pos, ti.Value(), string(r[:pos]))
			}
		}
	}
}
