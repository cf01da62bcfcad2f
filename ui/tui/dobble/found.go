package dobble

import (
	"time"

	"riffle/ui/tui/felt"
)

// foundBeat is how long a pair just found stays on show, its shared
// symbols marked on both cards, before the next pair: the next pair's
// clock stands meanwhile. Any key or click shows the next pair at once.
const foundBeat = 450 * time.Millisecond

// foundPair is a pair's two cards as laid out and the symbols found on
// them.
type foundPair struct {
	left, right, found []int
}

// holdFound shows the pair just found for a beat (motion on): the game has
// dealt the next pair, whose clock stops until it shows. The last pair of
// a game stays on show as the game ends. The beat's first tick waits in
// markCmd for the key or click that found the pair.
func (m *Model) holdFound(p foundPair) {
	s := m.c.Settings()
	if m.game.Over() { // the last pair stays on show, marked
		return
	}
	cmd := m.mark.Begin(s, felt.Frames(s, foundBeat, 1))
	if cmd == nil {
		return
	}
	m.found = &p
	m.game.Pause(m.at)
	m.mark.WhenShown(func() {
		m.found = nil
		if m.playing() && m.active && !m.hidden {
			m.at = m.now()
			m.game.Resume(m.at)
		}
	})
	m.markCmd = cmd
}
