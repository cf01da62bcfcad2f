package videopoker

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/videopoker"
	"riffle/ui/tui/common"
)

// cardTurn is how long a card takes to turn over as it is dealt: about
// four frames at thirty a second (one at a student's ten); flashTime how
// long a win's meter flashes once the cards show it.
const (
	cardTurn  = 130 * time.Millisecond
	flashTime = 900 * time.Millisecond
)

// reveal turns the cards at places over one by one, left to right: the
// cards are dealt (the round recorded, the outcome fixed) before the
// first frame, and the frames only show them. Without motion they show at
// once.
func (s *Model) reveal(places []int) tea.Cmd {
	s.revealing = places
	s.flash.Skip()
	frames := 0
	if st := s.c.Settings(); st.Motion && st.Frame > 0 && len(places) > 0 {
		frames = max(1, int(cardTurn/st.Frame)) * len(places)
	}
	s.anim.Start(frames)
	if !s.anim.Running() {
		return nil
	}
	s.ticks.Every = s.c.Settings().Frame
	return s.ticks.Start()
}

// hidden reports whether card i is still face down: one the animation
// turns over and has not reached.
func (s *Model) hidden(i int) bool {
	if !s.anim.Running() {
		return false
	}
	shown := s.anim.Shown(len(s.revealing))
	for k, c := range s.revealing {
		if c == i {
			return k >= shown
		}
	}
	return false
}

// onTick shows the animation's next frame.
func (s *Model) onTick(msg common.TickMsg) tea.Cmd {
	if !s.ticks.Current(msg) {
		return nil
	}
	switch {
	case s.anim.Running():
		if s.anim.Step() {
			return s.ticks.Next(msg)
		}
		s.collect()
		if last := s.game.Last(); last != nil && last.Paid > 0 && s.game.Phase() == game.Betting {
			s.flash.Start(max(2, int(flashTime/s.ticks.Every))) // the win shown: its meter flashes
			return s.ticks.Next(msg)
		}
	case s.flash.Running():
		if s.flash.Step() {
			return s.ticks.Next(msg)
		}
	}
	return nil
}

// flashOn is whether a flashing win's meter is lit at this frame (lit
// throughout when not flashing): on and off every few frames.
func (s *Model) flashOn() bool {
	return !s.flash.Running() || s.flash.Frame()/3%2 == 0
}

// collect pays a round drawn while its cards turned, and tallies what
// waited for them: they have turned.
func (s *Model) collect() {
	if s.sealed != nil {
		_ = s.sealed.Collect() // a refusal is the ledger's to show
		s.sealed, s.owed = nil, 0
	}
	s.sessionBefore = nil
	for _, f := range s.shown {
		f()
	}
	s.shown = nil
}

// whenShown does f once the cards turning over show (at once without
// motion).
func (s *Model) whenShown(f func()) {
	if !s.anim.Running() {
		f()
		return
	}
	s.shown = append(s.shown, f)
}

// Owed is the payout of a round drawn, held on the table until its cards
// have turned over.
func (s *Model) Owed() int { return s.owed }

// skip completes a running animation at once (any key or click does), and
// reports whether one was running: the key or click then does nothing
// more.
func (s *Model) skip() bool {
	if !s.anim.Running() {
		return false
	}
	s.anim.Skip()
	s.ticks.Stop()
	s.collect()
	return true
}

// stopMotion completes the animation, as the table is left.
func (s *Model) stopMotion() {
	s.anim.Skip()
	s.flash.Skip()
	s.ticks.Stop()
	s.collect()
}

// Leave completes the animation: the round drawn pays in.
func (s *Model) Leave() { s.stopMotion() }

// Animating reports whether cards are turning over.
func (s *Model) Animating() bool { return s.anim.Running() }
