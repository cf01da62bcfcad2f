package felt

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
)

// Motion is a table's animation with what waits for it: its frames on
// tea ticks, what to do once the outcome shows (a panel's tally, a
// line), the round settled ahead (casino.Round.SettleAhead) whose payout
// stays on the table until then, and a flash after it on the same ticks.
// The outcome is decided before the first frame; the frames only show
// it, and Skip (any key or click) shows it at once. The zero Motion is
// still.
type Motion struct {
	Anim
	flash  Anim
	flashN int // the flash's frames, started when the animation ends
	ticks  common.Ticker
	shown  []func()
	sealed *casino.Round
}

// Frames is how many frames each of units things (cards to turn, actions
// to show) gets at per each under settings s: none without motion.
func Frames(s settings.Settings, per time.Duration, units int) int {
	if !s.Motion || s.Frame <= 0 || units < 1 {
		return 0
	}
	return max(1, int(per/s.Frame)) * units
}

// Begin starts an animation of frames frames on ticks every s.Frame
// (none without motion), completing any under way first; the Cmd is its
// first tick, or nil when there are no frames.
func (m *Motion) Begin(s settings.Settings, frames int) tea.Cmd {
	m.Stop()
	m.Start(frames)
	if !m.Running() {
		return nil
	}
	m.ticks.Every = s.Frame
	return m.ticks.Start()
}

// FlashAfter makes a flash of d follow the animation under way, on its
// ticks; with none under way the flash starts now, and the Cmd is its
// first tick (nil without motion, or when it waits for the animation).
func (m *Motion) FlashAfter(s settings.Settings, d time.Duration) tea.Cmd {
	n := Frames(s, d, 1)
	switch {
	case n == 0:
		return nil
	case m.Running():
		m.flashN = max(2, n)
		return nil
	}
	m.flash.Start(max(2, n))
	m.ticks.Every = s.Frame
	return m.ticks.Start()
}

// Tick shows the next frame when msg is one of this animation's ticks:
// at its end what waited is done, and a flash follows if one was asked.
// The Cmd asks for the next tick.
func (m *Motion) Tick(msg common.TickMsg) tea.Cmd {
	if !m.ticks.Current(msg) {
		return nil
	}
	switch {
	case m.Running():
		if m.Step() {
			return m.ticks.Next(msg)
		}
		m.done()
		if m.flashN > 0 {
			m.flash.Start(m.flashN)
			m.flashN = 0
			return m.ticks.Next(msg)
		}
	case m.flash.Step():
		return m.ticks.Next(msg)
	}
	return nil
}

// Lit is whether a flashing win is lit at this frame: on and off every
// few frames while it flashes, lit otherwise.
func (m *Motion) Lit() bool { return !m.flash.Running() || m.flash.Frame()/3%2 == 0 }

// Flashing reports whether a flash is under way.
func (m *Motion) Flashing() bool { return m.flash.Running() }

// Skip completes a running animation at once and reports whether one was
// running: the key or click that skipped it then does nothing more. A
// flash hides nothing: it goes on, and the key acts.
func (m *Motion) Skip() bool {
	if !m.Running() {
		return false
	}
	m.Stop()
	return true
}

// Stop completes the animation and any flash: the outcome shows, what
// waited is done. A table calls it when it is left or resized.
func (m *Motion) Stop() {
	m.Anim.Skip()
	m.flash.Skip()
	m.flashN = 0
	m.ticks.Stop()
	m.done()
}

// done pays the round sealed and does what waited, in order (a thing done
// may ask for another to be done, not begin another animation: its first
// tick would be lost).
func (m *Motion) done() {
	m.collect()
	for len(m.shown) > 0 {
		f := m.shown[0]
		m.shown = m.shown[1:]
		f()
	}
}

// WhenShown does f once the outcome shows: at once when nothing runs.
func (m *Motion) WhenShown(f func()) {
	if !m.Running() {
		f()
		return
	}
	m.shown = append(m.shown, f)
}

// collect pays the round sealed into the hand.
func (m *Motion) collect() {
	if m.sealed != nil {
		_ = m.sealed.Collect() // a refusal is the ledger's to show
		m.sealed = nil
	}
}

// Settle settles stake chips of round r paying payout: held on the table,
// sealed, while the animation runs (the payout comes to the hand when it
// shows), at once otherwise. Another round held before is paid in first.
func (m *Motion) Settle(r *casino.Round, stake, payout int) error {
	if !m.Running() {
		return r.Settle(stake, payout)
	}
	if m.sealed != r {
		m.collect()
	}
	m.sealed = r
	return r.SettleAhead(stake, payout)
}

// Owed is the payout held on the table until the animation shows it.
func (m *Motion) Owed() int {
	if m.sealed == nil {
		return 0
	}
	return m.sealed.Held()
}

// NextTick is the tick the animation waits for, as it would come (for a
// test that delivers ticks by hand).
func (m *Motion) NextTick() common.TickMsg { return m.ticks.Tick() }
