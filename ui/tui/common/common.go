// Package common is what every screen of the terminal UI shares, below
// them all: the Common a screen is built with (styles, settings, the
// ledger), the Screen interface and the messages between screens and the
// root, keys and mouse zones. The drawing helpers are package draw.
package common

import (
	"riffle/games/casino"
	"riffle/ui/demos"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

// Common is what every screen shares: the styles, the session's settings
// and the ledger (games/casino). Screens hold a pointer to the one Common
// the root owns and use it only inside Update; the settings change only
// through the root and the lobby's settings keys, and chips move only
// through the ledger's rounds.
type Common struct {
	Styles    draw.Styles
	Settings  settings.Settings
	ShowPanel bool // the fairness panel is open
	ledger    *casino.Ledger

	// Zones is where the clickable regions of the last frame are known;
	// screens mark them with Mark and test clicks with Clicked.
	Zones *Zones

	die ShopDie // the die the Dice shop last handed to the tables

	// Demos are the guided demos the casino offers (ui/demos), and Demo
	// the one under way (nil when none): the root reads it for its keys.
	Demos []demos.Demo
	Demo  *DemoState

	// Class is the class this casino is part of over SSH (riffle serve),
	// or nil when played alone.
	Class ClassLink
}

// ClassLink is what a student's casino and the class share (riffle
// serve): the question the teacher has open and the student's answer,
// the dice the student throws (pooled in the teacher's fairness panel)
// and where the student is. Every method is safe from the student's
// program's goroutine while the teacher's reads.
type ClassLink interface {
	// Question is the open question's number and text (0 and "" when
	// none), and, once the teacher closed it, its answer.
	Question() (id int, text, answer string)
	// Last is the question asked before that one (0 when none), closed
	// when the teacher asked the next, with its answer.
	Last() (id int, text, answer string)
	// Answer gives the student's answer to question id; the error says
	// why it was not taken (closed, too long).
	Answer(id int, text string) error
	// Dice adds faces of sides-sided dice the student threw.
	Dice(sides int, faces []int)
	// Report says which screen the student is on and the chips held.
	Report(screen string, chips int)
}

// DemoState is the guided demo under way: its title, the step on show
// (1-based) of Steps, and whether the step's screen is on show (Live)
// rather than its text.
type DemoState struct {
	Title       string
	Step, Steps int
	Live        bool
}

// DemoLiveMsg asks the root to play a demo step: apply its settings, open
// its screen (Open, or the screen the demo left when "") and give that
// screen its keys, in order, as if typed.
type DemoLiveMsg struct {
	Settings [][2]string
	Open     ID
	Keys     []string
}

// DemoNavMsg tells the demo screen to move on (Next) or back, sent by the
// root when the page keys are pressed on a demo step's screen.
type DemoNavMsg struct{ Next bool }

// ShopDie is a die the Dice shop hands to the tables: its name and number
// of faces. Serial counts the hand-overs (0: none yet), so that a table
// sees a new one even of the same die.
type ShopDie struct {
	Name   string
	Faces  int
	Serial int
}

// HandDie hands the die name of faces faces to the tables.
func (c *Common) HandDie(name string, faces int) {
	c.die = ShopDie{Name: name, Faces: faces, Serial: c.die.Serial + 1}
}

// Die is the die the Dice shop last handed to the tables.
func (c *Common) Die() ShopDie { return c.die }

// New returns a Common with the styles (for ASCII when the settings say
// so) and settings, the panel open and a zone manager of its own; its
// ledger is a new session's until the root sets the one carried on.
func New(st draw.Styles, s settings.Settings) *Common {
	if s.ASCII {
		st = st.ForASCII()
	}
	return &Common{Styles: st, Settings: s, ShowPanel: true, Zones: NewZones()}
}

// MinWidth and MinHeight are the smallest terminal the TUI lays out for;
// below it shows a centred request to enlarge the terminal.
const (
	MinWidth  = 80
	MinHeight = 24
)

// ClassMsg tells a student's casino the class's question changed (its
// frame is drawn again).
type ClassMsg struct{}

// ClassOverMsg tells a student's casino the class is over: it closes as
// quitting does, every round settled and saved.
type ClassOverMsg struct{}

// Thrown tells the class (riffle serve) of dice the player threw; alone it
// does nothing.
func (c *Common) Thrown(sides int, faces ...int) {
	if c.Class != nil && len(faces) > 0 {
		c.Class.Dice(sides, faces)
	}
}
