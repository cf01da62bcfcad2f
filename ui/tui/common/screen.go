package common

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
)

// ID names a screen: what `riffle play SCREEN` takes.
type ID string

// Screen is the contract every screen of the TUI keeps (the lobby, the
// lab, a table), each in its own package under ui/tui. Screens have the
// bubbles shape; the root routes keys to the active screen, sizes to all,
// a screen's own messages back to it, and calls Enter and Leave as the
// user moves between them (Leave stops background work). A screen never
// imports another: it opens one with [Open], and tells the root its news
// with a message (SettingsMsg, DieMsg, FairMsg).
//
// What a screen does beyond this — plays rounds ([Rounds]), takes up a
// round saved open ([Resumer]), takes text input ([Typist]), shows a
// fairness panel, is put back by a demo step ([Freshener]), minds being
// out of sight ([Hider]) — its entry in the root's registry says, handing
// the root the screen as each of those; the root asks nothing it was not
// told. [Base] gives the parts most screens share.
type Screen interface {
	Title() string
	// Update handles msg and returns the screen itself (the root keeps the
	// one its registry built) and the Cmd to run.
	Update(msg tea.Msg) (Screen, tea.Cmd)
	View() string
	SetSize(w, h int)
	// ShortHelp and FullHelp are the screen's keys that work now (a
	// bubbles help.KeyMap): the few worth the one-line help, and every one
	// in columns.
	help.KeyMap
	Enter() tea.Cmd
	Leave()
	// Headline is the one number that matters on the screen now, for the
	// presenter view.
	Headline() Headline
}

// Base is what most screens share, embedded for it: the area the root
// gave the screen (W × H cells), an Enter that starts nothing, a Leave
// with nothing to stop, and for a screen with a text field, no clicks
// while the field has the keys ([Typist]).
type Base struct {
	W, H int // the screen's area, as the root last set it
}

// SetSize keeps the screen's area.
func (b *Base) SetSize(w, h int) { b.W, b.H = w, h }

// Enter starts nothing.
func (*Base) Enter() tea.Cmd { return nil }

// Leave has nothing to stop.
func (*Base) Leave() {}

// ClicksWhileTyping is false: while a text field has the keys, clicks go
// nowhere.
func (*Base) ClicksWhileTyping() bool { return false }

// PanelHeight is 0: a fairness panel below the screen takes the usual
// share of the height.
func (*Base) PanelHeight() int { return 0 }

// ScreenMinWidth is 0: beside a docked panel the screen takes a table's
// room (the root's default).
func (*Base) ScreenMinWidth() int { return 0 }

// PanelBrief is false: a fairness panel below the screen on a small
// terminal is one summary line only while it has counted nothing.
func (*Base) PanelBrief() bool { return false }

// Rounds is a screen that plays rounds on the ledger (a table): quitting
// asks first while a round is in play there, and plays it out as the
// casino closes.
type Rounds interface {
	// InPlay says what is in play that cannot be called off ("A craps
	// point is on"), or "" when nothing is (or nothing worth asking about).
	InPlay() string
	// SettleOnQuit plays out the round in play as the casino closes and
	// says how it ended ("" when nothing was in play).
	SettleOnQuit() string
}

// Resumer is a table that takes up a round saved open (the program was
// killed with a craps point on, a video poker hand dealt), through the
// ledger: it returns a line for the player, or why it cannot.
type Resumer interface {
	Resume(e casino.Entry) (string, error)
}

// Typist is a screen that takes text input.
type Typist interface {
	// Capturing reports whether a text field has every key now.
	Capturing() bool
	// ClicksWhileTyping reports whether the screen takes clicks while its
	// field has the keys (the lottery's number pad); Base says no.
	ClicksWhileTyping() bool
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

// Stiller is a screen whose animations show an outcome already decided
// (felt.Motion): Still shows it at once, as a key would, without the key.
// A guided demo's step stills the screen before each of its keys, so that
// no key is spent showing an animation.
type Stiller interface {
	Still()
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
