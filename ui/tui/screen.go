package tui

import (
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// screenID names a screen: what `riffle play SCREEN` takes.
type screenID string

const (
	screenLobby screenID = "lobby"
	screenLab   screenID = "lab"
)

// screen is one screen of the TUI (the lobby, the lab, a table). Screens
// have the bubbles shape; the root routes keys to the active screen, sizes
// to all, and calls Enter and Leave as the user moves between them (Leave
// stops background work).
type screen interface {
	Title() string
	Update(msg tea.Msg) (screen, tea.Cmd)
	View() string
	SetSize(w, h int)
	// Keys are the screen's enabled bindings for the full help; ShortKeys
	// the ones worth the one-line help.
	Keys() []key.Binding
	ShortKeys() []key.Binding
	Enter() tea.Cmd
	Leave()
	// UsesPanel reports whether the screen feeds the fairness panel now.
	UsesPanel() bool
	// Capturing reports whether a text field has every key.
	Capturing() bool
}

// panelOwner is a screen with a fairness panel of its own (a table's
// event tallies); other screens share the root's panel (the lab's
// sampler).
type panelOwner interface {
	Panel() *panel.PanelModel
}

// opener is a screen that asks the root to open another (the lobby's
// enter): the root asks after each key, so the switch happens in the same
// Update, with no message round trip.
type opener interface {
	takeOpen() (screenID, bool)
}

// newScreens builds every screen, sharing c and the panel.
func newScreens(c *common.Common, panel *panel.PanelModel) map[screenID]screen {
	lobby := newLobby(c)
	lab := newLab(c, panel)
	return map[screenID]screen{
		screenLobby:   &lobby,
		screenLab:     &lab,
		"craps":       newCrapsScreen(c),
		"yahtzee":     newYahtzeeScreen(c),
		"lottery":     newLotteryScreen(c),
		"solitaire":   newSolitaireScreen(c),
		"poker":       newPokerScreen(c),
		screenCheat:   newCheatScreen(c),
		screenHistory: newHistoryScreen(c),
		screenFair:    newFairScreen(c),
	}
}

// ScreenNames are the screens `riffle play` opens, in the lobby's order.
func ScreenNames() []string {
	names := []string{string(screenLobby)}
	for _, t := range tables() {
		names = append(names, string(t.screen))
	}
	return names
}
