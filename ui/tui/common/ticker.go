package common

import (
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// Ticker is a screen's chain of timed redraws (a die turning, a clock):
// Start begins a chain, and any older chain's ticks are stale from then
// on, as they are after Stop; a tick of the current chain asks for the
// next with Next.
type Ticker struct {
	Every time.Duration
	id    int
}

// TickMsg is a tick of chain ID.
type TickMsg struct{ ID int }

// chains numbers the chains of every ticker: two tickers of one screen (a
// clock and an animation) never take each other's ticks.
var chains atomic.Int64

// Start begins a new chain.
func (t *Ticker) Start() tea.Cmd {
	t.id = int(chains.Add(1))
	return t.after(t.id)
}

// Stop makes every tick under way stale.
func (t *Ticker) Stop() { t.id = int(chains.Add(1)) }

// Current is whether msg is a tick of the chain running.
func (t *Ticker) Current(msg TickMsg) bool { return msg.ID == t.id }

// Tick is the current chain's tick, as it would come (for tests).
func (t *Ticker) Tick() TickMsg { return TickMsg{t.id} }

// Next asks for the tick after msg in its chain.
func (t *Ticker) Next(msg TickMsg) tea.Cmd { return t.after(msg.ID) }

func (t *Ticker) after(id int) tea.Cmd {
	return Tick(t.Every, func(time.Time) tea.Msg { return TickMsg{id} })
}

// Tick is tea.Tick counted from when its Cmd runs, not from when it was
// made: the same in the program, which runs a Cmd as soon as it has it,
// but a test that runs Cmds late (a loaded machine, the race detector)
// would otherwise see a tick answer at once and take it for work done.
func Tick(d time.Duration, fn func(time.Time) tea.Msg) tea.Cmd {
	return func() tea.Msg {
		t := time.NewTimer(d)
		return fn(<-t.C)
	}
}
