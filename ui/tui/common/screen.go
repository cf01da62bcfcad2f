package common

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
)

// ID names a screen: what `riffle play SCREEN` takes.
type ID string

// Screen is one screen of the TUI (the lobby, the lab, a table), in its own
// package under ui/tui. Screens have the bubbles shape; the root routes
// keys to the active screen, sizes to all, a screen's own messages back to
// it, and calls Enter and Leave as the user moves between them (Leave stops
// background work). A screen never imports another: it opens one with
// [Open].
type Screen interface {
	Title() string
	Update(msg tea.Msg) (Screen, tea.Cmd)
	View() string
	SetSize(w, h int)
	// ShortHelp and FullHelp are the screen's keys that work now (a
	// bubbles help.KeyMap): the few worth the one-line help, and every one
	// in columns.
	help.KeyMap
	Enter() tea.Cmd
	Leave()
	// UsesPanel reports whether the screen feeds the fairness panel now.
	UsesPanel() bool
	// Capturing reports whether a text field has every key.
	Capturing() bool
}

// Hider is a screen that minds being out of sight while on show — the
// full help drawn in its place, or a terminal too small to draw it — such
// as a table whose clock must not run then. The root tells it after every
// message; SetHidden takes the same answer again without effect.
type Hider interface {
	SetHidden(hidden bool)
}

// Freshener is a screen a guided demo's step puts back as it starts
// before playing the step's keys, so that they play from the state the
// step's words describe (five dice of six sides, seven riffles, the
// puzzles running), whatever the player left there. It never moves chips:
// a round with chips in play stays as it is (a Yahtzee game, which stakes
// none, is left unscored, as a change of dice leaves it, and says so).
type Freshener interface {
	DemoFresh() tea.Cmd
}

// OpenMsg asks the root to open the screen ID.
type OpenMsg struct{ ID ID }

// Open is the Cmd that asks the root to open the screen id.
func Open(id ID) tea.Cmd { return func() tea.Msg { return OpenMsg{ID: id} } }

// Headline is the one number that matters on a screen, for the presenter
// view: what it is (Label), the number (Value, short: it is drawn in big
// type) and a line of context (Note).
type Headline struct {
	Label, Value, Note string
}

// Headliner is a screen with a headline for the presenter view.
type Headliner interface {
	Headline() Headline
}
