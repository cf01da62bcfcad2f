package lottery

import (
	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/lottery"
	"riffle/ui/text"
)

// sayFull says why no ticket can be added.
func (s *Model) sayFull() {
	s.say(true, "The slip is full: a draw takes at most %d tickets. x removes one, c clears the slip.", game.MaxTickets)
}

// gameChanged resets what belongs to the game on show: the panel, the
// note, and the statistics view (a run is its own game's).
func (s *Model) gameChanged() {
	g := s.table.Game()
	if !s.runOnShow() {
		s.showStats = false
	}
	s.resetPanel()
	if n := len(s.table.Tickets()); n > 0 {
		s.say(false, "%s: %s on its slip; space draws them.", g.Title, text.Plural(n, "ticket"))
		return
	}
	s.say(false, "%s: its slip is empty; a adds a quick pick, t types your numbers.", g.Title)
}

// adjustSpots changes keno's quick-pick size by one.
func (s *Model) adjustSpots(up bool) {
	t := s.table
	g := t.Game()
	if g.MinSpots == g.MaxSpots {
		s.say(true, "%s tickets always mark %d numbers; keno's mark 1…10 (p changes the lottery).", g.Title, g.MinSpots)
		return
	}
	want := t.Spots() - 1
	if up {
		want = t.Spots() + 1
	}
	if err := t.SetSpots(want); err != nil {
		s.say(true, "%v.", err)
		return
	}
	s.slipChanged()
	f, _ := g.Return(want).Float64()
	s.say(false, "Quick picks mark %d spots: the pay table pays back %.1f%% of stakes.", want, 100*f)
}

// updateSlip is a key on the slip: draw it, add a ticket (a quick pick,
// or typed in the field), remove the last or clear them all, change the
// lottery or keno's quick-pick size. A key with nothing to act on says
// why not.
func (s *Model) updateSlip(k tea.KeyMsg) tea.Cmd {
	keys := s.keys
	switch {
	case pressed(k, keys.Draw):
		return s.draw()
	case pressed(k, keys.QuickPick):
		s.quickPick()
	case pressed(k, keys.Type):
		return s.typeTicket()
	case pressed(k, keys.Remove):
		s.removeLast()
	case pressed(k, keys.Clear):
		s.clearSlip()
	case pressed(k, keys.Next):
		s.cycle(1)
	case pressed(k, keys.Prev):
		s.cycle(-1)
	case pressed(k, keys.More), pressed(k, keys.Fewer):
		s.adjustSpots(pressed(k, keys.More))
	}
	return nil
}

// quickPick adds a quick pick to the slip.
func (s *Model) quickPick() {
	t := s.table
	tk, err := t.QuickPick()
	if err != nil {
		s.sayFull()
		return
	}
	s.slipChanged()
	s.say(false, "Ticket %d, a quick pick: %s.", len(t.Tickets()), ticketText(t.Game(), tk))
}

// typeTicket opens the ticket field, unless the slip is full.
func (s *Model) typeTicket() tea.Cmd {
	if len(s.table.Tickets()) >= game.MaxTickets {
		s.sayFull()
		return nil
	}
	return s.openInput()
}

// removeLast removes the slip's last ticket.
func (s *Model) removeLast() {
	t := s.table
	n := len(t.Tickets())
	if n == 0 {
		s.say(true, "The slip is empty: a adds a quick pick, t types your numbers.")
		return
	}
	_ = t.Remove(n - 1)
	s.slipChanged()
	s.say(false, "Ticket %d removed.", n)
}

// clearSlip removes every ticket.
func (s *Model) clearSlip() {
	t := s.table
	if len(t.Tickets()) == 0 {
		s.say(true, "The slip is already empty.")
		return
	}
	t.Clear()
	s.slipChanged()
	s.say(false, "Slip cleared.")
}

// cycle shows the next lottery (step 1) or the previous one (−1); a run
// stops, its statistics being its own lottery's.
func (s *Model) cycle(step int) {
	s.stopRun()
	s.table.Cycle(step)
	s.gameChanged()
}
