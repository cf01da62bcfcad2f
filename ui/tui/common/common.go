// Package common is what every screen of the terminal UI shares, below
// them all: the Common a screen is built with (styles, settings, zones),
// the Screen contract and the messages between screens and the root, keys
// and mouse zones. The drawing helpers are package draw, the settings
// package settings; the ledger (games/casino) is handed by the root to the
// screens whose registry entries say they play or show rounds.
package common

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/demos"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

// Common is the read-only context a screen is built with: the styles
// (with their glyphs), the session's settings, whether the fairness panel
// is shown, the zone manager the frame's clickable regions are marked in,
// the die the Dice shop last handed over, the demos on offer and the
// class this casino is part of. Screens read it through its methods; only
// the root changes it, through the Root handle New gives it alone. News
// from a screen — new settings, a die handed over, fair mode turned on —
// is a message to the root (SettingsMsg, DieMsg, FairMsg), which changes
// the context (or the ledger) and tells the others.
type Common struct {
	styles   draw.Styles
	settings settings.Settings
	panel    bool // the fairness panel is shown
	zones    *Zones
	die      ShopDie
	demos    []demos.Demo
	class    ClassLink
}

// Styles are the session's styles, with their glyphs (Unicode or ASCII).
func (c *Common) Styles() draw.Styles { return c.styles }

// Settings are the session's settings (a copy).
func (c *Common) Settings() settings.Settings { return c.settings }

// PanelShown reports whether the fairness panel is shown.
func (c *Common) PanelShown() bool { return c.panel }

// Zones is the zone manager the frame's clickable regions are marked in.
func (c *Common) Zones() *Zones { return c.zones }

// Die is the die the Dice shop last handed to the tables.
func (c *Common) Die() ShopDie { return c.die }

// Demos are the guided demos the casino offers (ui/demos).
func (c *Common) Demos() []demos.Demo { return c.demos }

// Class is the class this casino is part of over SSH (riffle serve), or
// nil when played alone.
func (c *Common) Class() ClassLink { return c.class }

// Root is the root's handle on a Common, the one way it changes; New gives
// it to whoever builds the Common (the root, a test).
type Root struct{ c *Common }

// SetStyles makes st the styles (for ASCII when the settings say so).
func (r Root) SetStyles(st draw.Styles) {
	if r.c.settings.ASCII {
		st = st.ForASCII()
	}
	r.c.styles = st
}

// SetSettings makes s the session's settings.
func (r Root) SetSettings(s settings.Settings) { r.c.settings = s }

// SetPanel shows (true) or hides the fairness panel.
func (r Root) SetPanel(shown bool) { r.c.panel = shown }

// SetDie makes d the die handed to the tables, counting the hand-over.
func (r Root) SetDie(name string, faces int) {
	r.c.die = ShopDie{Name: name, Faces: faces, Serial: r.c.die.Serial + 1}
}

// SetDemos makes ds the demos on offer.
func (r Root) SetDemos(ds []demos.Demo) { r.c.demos = ds }

// SetClass makes cl the class this casino is part of.
func (r Root) SetClass(cl ClassLink) { r.c.class = cl }

// Apply makes the change to c a screen's news asks for — a SettingsMsg, a
// DieMsg (its die: opening Then is the root's) — and reports
// whether msg was news.
func (r Root) Apply(msg tea.Msg) bool {
	switch msg := msg.(type) {
	case SettingsMsg:
		r.SetSettings(msg.Settings)
	case DieMsg:
		r.SetDie(msg.Name, msg.Faces)
	default:
		return false
	}
	return true
}

// SettingsMsg asks the root to make Settings the session's (the lobby's
// keys, the Shuffle Lab's t); the screens read them from Common after it.
type SettingsMsg struct{ Settings settings.Settings }

// DieMsg asks the root to hand the die Name of Faces faces to the tables
// (the Dice shop), then to open the screen Then ("" for none).
type DieMsg struct {
	Name  string
	Faces int
	Then  ID
}

// FairMsg asks the root to turn provably fair mode on or off (the fair
// screen).
type FairMsg struct{ On bool }

// ClassLink is what a student's casino and the class share (riffle
// serve): the question the teacher has open and the student's answer,
// the dice the student throws (pooled in the teacher's fairness panel)
// and where the student is. Every method is safe from the student's
// program's goroutine while the teacher's reads.
type ClassLink interface {
	// Question is the question asked last (ID 0 when none): its answer
	// only once the teacher closed it.
	Question() ClassQuestion
	// Open reports whether a question is open (asked, not yet closed):
	// while it is, no answer is revealed anywhere in the student's casino.
	Open() bool
	// Lead is where the teacher leads the class: a demo's step every
	// casino opens (demo "": the step ended), whether students are kept
	// there, and its number, new at every change.
	Lead() (id int, demo string, step int, locked bool)
	// Last is the question asked before that one (ID 0 when none),
	// closed when the teacher asked the next, with its answer.
	Last() ClassQuestion
	// Answer gives the student's answer to question id; the error says
	// why it was not taken (closed, too long).
	Answer(id int, text string) error
	// Dice adds faces of sides-sided dice the student threw.
	Dice(sides int, faces []int)
	// Report says which screen the student is on and the chips held.
	Report(screen string, chips int)
}

// ClassQuestion is a class's question as a student's casino sees it.
type ClassQuestion struct {
	ID      int // from 1; 0: none asked
	Text    string
	Choices []string // a multiple-choice question's, answered by letter (A, B, …); none: a free answer
	Closed  bool
	Answer  string    // once closed, the teacher's answer ("" when none was given)
	Right   int       // once closed, the right choice's number from 1 (0: none marked)
	Ends    time.Time // while open, when its time is up (zero: no timer)
}

// DemoState is the guided demo under way: its title, the step on show
// (1-based) of Steps, and whether the step's screen is on show (Live)
// rather than its text. The demo screen keeps it; the root reads it for
// its page keys.
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

// New returns a Common with the styles (for ASCII when the settings say
// so) and settings, the panel shown and a zone manager of its own, and the
// Root handle that changes it.
func New(st draw.Styles, s settings.Settings) (*Common, Root) {
	c := &Common{settings: s, panel: true, zones: NewZones()}
	r := Root{c}
	r.SetStyles(st)
	return c, r
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
	if c.class != nil && len(faces) > 0 {
		c.class.Dice(sides, faces)
	}
}
