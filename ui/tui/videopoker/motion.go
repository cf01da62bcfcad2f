package videopoker

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/felt"
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
	st := s.c.Settings()
	return s.anim.Begin(st, felt.Frames(st, cardTurn, len(places)))
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

// Still completes the animation: the round drawn pays in.
func (s *Model) Still() { s.anim.Stop() }

// Owed is the payout of a round drawn, held on the table until its cards
// have turned over.
func (s *Model) Owed() int { return s.anim.Owed() }

// Leave completes the animation: the round drawn pays in.
func (s *Model) Leave() { s.Still() }

// Animating reports whether cards are turning over.
func (s *Model) Animating() bool { return s.anim.Running() }
