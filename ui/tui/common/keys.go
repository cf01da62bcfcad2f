package common

import "github.com/charmbracelet/bubbles/key"

// Enabled keeps the bindings that are enabled, so help never shows a dead
// key.
func Enabled(bs ...key.Binding) []key.Binding {
	var out []key.Binding
	for _, b := range bs {
		if b.Enabled() {
			out = append(out, b)
		}
	}
	return out
}
