package lab

import (
	"slices"

	"github.com/charmbracelet/bubbles/key"

	"riffle/ui/tui/common"
)

// KeyMap is the lab's keys: the tab switches, and the active tab's keys
// that work now. It is a bubbles help.KeyMap.
type KeyMap struct {
	Next, Prev key.Binding
	// Jump is the number keys; it is off while the active tab takes the
	// digits (the classroom's die rolls).
	Jump key.Binding
	// Apply makes the Lab's algorithm, generator and seed the tables';
	// it is on while they differ.
	Apply key.Binding
	// Picker is the demonstrations' list: d opens it, and while it is
	// open its keys are the only ones.
	Picker pickerKeys
	// Tab is the active tab's bindings that work now, shown before the
	// lab's own.
	Tab []key.Binding
}

// DefaultKeyMap is the lab's tab switches, with no tab's keys yet.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Next:   key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next tab")),
		Prev:   key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous tab")),
		Jump:   key.NewBinding(key.WithKeys("1", "2", "3", "4", "5"), key.WithHelp("1-5", "go to tab")),
		Apply:  key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "apply to tables")),
		Picker: defaultPickerKeys(),
	}
}

// ShortHelp is the active tab's keys, then the lab's that work; with
// the demonstrations' list open, its keys alone.
func (k KeyMap) ShortHelp() []key.Binding {
	if !k.Picker.Open.Enabled() {
		p := k.Picker
		return []key.Binding{p.Up, p.Choose, p.Pick, p.Close}
	}
	return append(slices.Clip(k.Tab), common.Enabled(k.Picker.Open, k.Apply, k.Next, k.Prev, k.Jump)...)
}

// FullHelp is the same keys in one column.
func (k KeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// syncKeys brings the key map up to the active tab: its keys, and the
// number keys off when it takes the digits.
func (l *Model) syncKeys() {
	l.keys.Jump.SetEnabled(!l.wantsDigits())
	l.keys.Apply.SetEnabled(!l.applied())
	l.keys.Picker.Open.SetEnabled(!l.picker.open)
	l.keys.Tab = l.tabs[l.active].Keys()
}

// ShortHelp is every key that works now, for the one-line help.
func (l *Model) ShortHelp() []key.Binding {
	l.syncKeys()
	return l.keys.ShortHelp()
}

// FullHelp is every key that works now, for the full help.
func (l *Model) FullHelp() [][]key.Binding {
	l.syncKeys()
	return l.keys.FullHelp()
}
