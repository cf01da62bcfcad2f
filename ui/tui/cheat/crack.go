package cheat

import (
	"context"
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// windowMs is the half-width of the window the cracker searches
// first, around the attacker's clock: ±2 s.
const windowMs = 2000

// clockSkew is how far the attacker's clock is from the server's.
type clockSkew struct {
	ms   int  // attacker − server
	none bool // no clock: search the whole day at once
}

// clockSkews are the attacker's clocks the screen offers, in the order `k`
// cycles them: synchronised as the paper's attackers were, a little off,
// far off (the window misses and the whole day is searched), no clock.
func clockSkews() []clockSkew {
	return []clockSkew{{ms: 300}, {ms: -1700}, {ms: 40 * 60_000}, {none: true}}
}

// String is the skew as the header shows it: "+0.3 s", "+40 min".
func (k clockSkew) String() string {
	switch {
	case k.none:
		return "no clock: the whole day"
	case k.ms%60_000 == 0:
		return fmt.Sprintf("%+d min", k.ms/60_000)
	}
	return fmt.Sprintf("%+.1f s", float64(k.ms)/1000)
}

// tickMsg refreshes the search's progress.
type tickMsg struct{ id int }

// doneMsg is a finished (or cancelled) search.
type doneMsg struct {
	id  int
	res poker.CrackResult
	err error
}

// stop cancels a search; a result still on its way is dropped (its id
// is stale).
func (s *Model) stop() {
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
	s.cracker = nil
	s.crackID++
}

// searching reports whether a search is running.
func (s *Model) searching() bool { return s.cracker != nil }

// attackerClock is the attacker's clock and the window to search first
// (−1: none).
func (s *Model) attackerClock() (at, window int) {
	k := clockSkews()[s.skew]
	if k.none {
		return 0, -1
	}
	return ((s.serverAt+k.ms)%poker.DaySeeds + poker.DaySeeds) % poker.DaySeeds, windowMs
}

// crack starts the search in the background: your two cards (dealt
// first: the deal's position 0) and the flop are what it knows.
func (s *Model) crack() tea.Cmd {
	at, window := s.attackerClock()
	d := s.g.Hand().Deal()
	c, err := poker.NewCracker(poker.CrackSpec{
		Players: s.players, Hole: d.Hole[0], Flop: d.Flop, Around: at, WindowMs: window,
	})
	if err != nil { // cannot happen: the spec comes from a real deal
		s.say(true, "cannot search: %v", err)
		return nil
	}
	s.stop()
	ctx, cancel := context.WithCancel(context.Background())
	s.cracker, s.cancel = c, cancel
	id := s.crackID
	run := func() tea.Msg {
		res, err := c.Run(ctx)
		return doneMsg{id: id, res: res, err: err}
	}
	return tea.Batch(run, s.tick())
}

// tick asks for a redraw of the search's progress in 100 ms.
func (s *Model) tick() tea.Cmd {
	id := s.crackID
	return common.Tick(100*time.Millisecond, func(time.Time) tea.Msg { return tickMsg{id} })
}

// crackedDeal is the deal the shown seed predicts, if the search found one.
func (s *Model) crackedDeal() (poker.Holdem, uint32, bool) {
	if s.res == nil || len(s.res.Seeds) == 0 {
		return poker.Holdem{}, 0, false
	}
	seed := s.res.Seeds[s.shown]
	return poker.DealHoldem(poker.ASFDeck(seed), s.players), seed, true
}

// searchDone takes in a search's result, unless the search was stopped
// (or replaced) since, and says what it found.
func (s *Model) searchDone(msg doneMsg) {
	if msg.id != s.crackID {
		return
	}
	s.cracker, s.cancel = nil, nil
	if msg.err != nil {
		return
	}
	s.res, s.shown = &msg.res, 0
	switch n := len(msg.res.Seeds); {
	case n == 0 && s.fair:
		s.say(true, "No seed of the day deals these cards: the fair server's deck is none of the ASF server's. The crack fails.")
	case n == 0:
		s.say(true, "No seed of the day deals these cards.")
	case s.fair:
		s.say(true, "%s of the day's %s %s these five cards; the fair server's deck is none of them: watch the turn and river.", seedsWord(n), "86,400,000", text.OneMany(n, "happens to deal", "happen to deal"))
	case n == 1:
		s.say(false, "One seed fits: every hidden card is known before it is dealt.")
	default:
		s.say(false, "%d seeds fit these five cards: tab shows each one's deck.", n)
	}
}

// seedsWord is "1 seed" or "n seeds", capitalized.
func seedsWord(n int) string {
	if n == 1 {
		return "One seed"
	}
	return fmt.Sprintf("%d seeds", n)
}
