package solitaire

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/solitaire"
)

// animSpeed is one animation speed: the frame time, the cards a riffle
// drops per frame, the frames the cut and the finished riffle stay on
// show, and the cards an automatic deal deals per frame.
type animSpeed struct {
	name      string
	frame     time.Duration
	drop      int
	cutFrames int
	endFrames int
	deal      int
}

// speeds are the speeds `s` cycles through; normal is the default. A
// riffle takes about seven seconds at slow, one card at a time, a second
// at normal and a third of one at fast.
var speeds = []animSpeed{
	{name: "slow", frame: 100 * time.Millisecond, drop: 1, cutFrames: 12, endFrames: 8, deal: 1},
	{name: "normal", frame: 40 * time.Millisecond, drop: 4, cutFrames: 8, endFrames: 5, deal: 4},
	{name: "fast", frame: 40 * time.Millisecond, drop: 13, cutFrames: 4, endFrames: 2, deal: 20},
}

const defaultSpeed = 1

// tickMsg advances the animation with the same id.
type tickMsg struct{ id int }

// animation is the animation on show: a riffle (the cut, then the cards
// dropping from the two packets) or an automatic deal.
type animation struct {
	id      int  // tags ticks; bumped to drop stale ones
	riffle  bool // animating the riffles
	deal    bool // dealing automatically
	frame   int  // frames into the riffle on show
	dropped int  // cards of the riffle on show dropped so far
}

// stopAnim stops the animation on show; its ticks in flight go stale.
func (s *Model) stopAnim() {
	s.anim.id++
	s.anim.riffle, s.anim.deal = false, false
}

// startRiffleAnim makes the next riffle and shows it from the cut.
func (s *Model) startRiffleAnim() tea.Cmd {
	if !s.c.Settings().Motion { // without motion the riffles are made at once
		s.skipRiffles()
		return nil
	}
	if _, err := s.game.Riffle(); err != nil {
		return nil
	}
	s.anim.id++
	s.anim.riffle, s.anim.deal = true, false
	s.anim.frame, s.anim.dropped = 0, 0
	return s.tick()
}

// tick schedules the next animation frame.
func (s *Model) tick() tea.Cmd {
	id := s.anim.id
	return s.tickFn(speeds[s.speed].frame, func(time.Time) tea.Msg { return tickMsg{id: id} })
}

// onTick advances the animation one frame.
func (s *Model) onTick() tea.Cmd {
	gm := s.game
	if gm == nil {
		return nil
	}
	sp := speeds[s.speed]
	switch {
	case s.anim.riffle:
		a := &s.anim
		a.frame++
		switch {
		case a.frame <= sp.cutFrames:
			// the cut stays on show
		case a.dropped < gm.N():
			a.dropped = min(gm.N(), a.dropped+sp.drop)
		case a.frame < sp.cutFrames+(gm.N()+sp.drop-1)/sp.drop+sp.endFrames:
			// the riffled deck stays on show
		case gm.Phase() == game.Riffling:
			return s.startRiffleAnim()
		default:
			s.stopAnim()
			s.afterRiffles()
			return nil
		}
		return s.tick()
	case s.anim.deal:
		s.dealCards(sp.deal)
		if gm.Phase() != game.Dealing {
			return nil
		}
		return s.tick()
	}
	return nil
}
