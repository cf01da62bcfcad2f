package tui

import (
	"riffle/ui/tui/draw"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// globalKeys work on every screen; the root model handles them first.
type globalKeys struct {
	Quit  key.Binding
	Help  key.Binding
	Panel key.Binding
	Back  key.Binding
	// DemoNext and DemoBack work while a guided demo's step is on its
	// screen: on to the next step, back to the step's words.
	DemoNext, DemoBack key.Binding
	// Present turns the presenter view on and off.
	Present key.Binding
}

func defaultGlobalKeys() globalKeys {
	return globalKeys{
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit")),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "more keys")),
		Panel:    key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fairness panel")),
		Back:     key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "lobby")),
		DemoNext: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "next step")),
		DemoBack: key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "demo")),
		Present:  key.NewBinding(key.WithKeys("f5"), key.WithHelp("F5", "presenter view")),
	}
}

// keyMap is a screen's keys joined with the global ones, for bubbles/help.
type keyMap struct {
	short []key.Binding
	full  [][]key.Binding
}

func (k keyMap) ShortHelp() []key.Binding  { return k.short }
func (k keyMap) FullHelp() [][]key.Binding { return k.full }

// spelt is k with its help in g's words: "bet +/-10" in ASCII (see
// draw.Glyphs.Text).
func (k keyMap) spelt(g draw.Glyphs) keyMap {
	if !g.ASCII {
		return k
	}
	spell := func(bs []key.Binding) []key.Binding {
		out := make([]key.Binding, len(bs))
		for i, b := range bs {
			h := b.Help()
			b.SetHelp(g.Text(h.Key), g.Text(h.Desc))
			out[i] = b
		}
		return out
	}
	full := make([][]key.Binding, len(k.full))
	for i, col := range k.full {
		full[i] = spell(col)
	}
	return keyMap{short: spell(k.short), full: full}
}

// lateAnswer drops the terminal's answer to the background-colour
// question when it comes after Riffle stopped waiting for it (over a slow
// link). bubbletea reads "ESC ] 11;rgb:…" then BEL or ESC \ as alt+], the
// runes of "11;rgb:…" (at once, or split over reads), then ctrl+g or
// alt+\. Split into keys those would act ("1" opens craps in the lobby,
// "r" rolls), and the terminator would take a start notice off the header:
// all are dropped. No key of Riffle's is alt+], ctrl+g or alt+\.
type lateAnswer struct{ open bool }

// drop reports whether k belongs to a late answer, and follows it.
func (a *lateAnswer) drop(k tea.KeyMsg) bool {
	runes := string(k.Runes)
	switch {
	case k.Paste:
		return false
	case k.Type == tea.KeyRunes && k.Alt && runes == "]":
		a.open = true
		return true
	case k.Type == tea.KeyCtrlG || k.Type == tea.KeyRunes && k.Alt && runes == "\\":
		was := a.open
		a.open = false
		return was || k.Type == tea.KeyRunes
	case k.Type == tea.KeyRunes && !k.Alt && (strings.Contains(runes, "rgb:") || a.open && answerText(runes)):
		return true
	}
	a.open = false // anything else: no answer under way
	return false
}

// answerText reports whether s could be a piece of "11;rgb:RRRR/GGGG/BBBB".
func answerText(s string) bool {
	return strings.Trim(s, "0123456789;rg:/abcdefABCDEF") == "" // b is among the hex digits
}
