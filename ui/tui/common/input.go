package common

import (
	"riffle/ui/tui/draw"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
)

// UpdateInput is ti.Update(msg), except for one key the text input of
// bubbles v1.0.0 mishandles: delete-word-forward (alt+d, alt+delete) with
// the cursor on the last character indexes past the end of the value and
// panics. That case deletes the last character here, as the input would;
// every other message goes to the input. Every screen's text field goes
// through it.
func UpdateInput(ti textinput.Model, msg tea.Msg) (textinput.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && ti.Focused() && key.Matches(k, ti.KeyMap.DeleteWordForward) {
		v := []rune(ti.Value())
		if pos := ti.Position(); ti.EchoMode == textinput.EchoNormal && len(v) > 0 && pos == len(v)-1 {
			ti.SetValue(string(v[:pos]))
			ti.SetCursor(pos)
			return ti, nil
		}
	}
	return ti.Update(msg)
}

// NewInput is a text field drawn with st, the session's renderer's styles
// (bubbles' own defaults are made with lipgloss's default renderer, which
// over SSH is the server's terminal, not the student's).
func NewInput(st draw.Styles) textinput.Model {
	ti := textinput.New()
	ti.PromptStyle, ti.TextStyle = st.Plain, st.Plain
	ti.PlaceholderStyle, ti.CompletionStyle = st.Subtle, st.Subtle
	ti.Cursor.Style, ti.Cursor.TextStyle = st.Plain, st.Plain
	return ti
}
