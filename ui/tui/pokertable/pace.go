package pokertable

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	game "riffle/games/holdem"
	"riffle/ui/tui/common"
	"riffle/ui/tui/felt"
)

// actionBeat is the time a computer player takes to act: a fold one beat,
// any other action two, and the first action on a new street one more,
// to see its cards — about the pace of an online poker client.
// Any key or click shows the rest at once.
const actionBeat = 350 * time.Millisecond

// winFlash is how long your seat flashes when the hand shown was yours.
const winFlash = 900 * time.Millisecond

// pacing is the computer players' actions shown one by one: the hand is
// played out (decided, saved, its chips settled sealed) before the first
// frame, and the frames show the log from its action from to its end,
// action after action.
type pacing struct {
	motion felt.Motion
	from   int   // the first action shown in turn
	at     []int // the frame each action from on shows at
	snap   *game.Hand
	snapN  int
	// session is your session as it stood before the hand whose end is
	// being shown.
	session *Session
}

// pace shows the hand's actions from from on one by one (none without
// motion, or when there are none).
func (g *Game) pace(from int) tea.Cmd {
	p := &g.paced
	log := g.Hand().Log()
	p.from, p.at, p.snap, p.session = from, nil, nil, nil
	s := g.c.Settings()
	beat := felt.Frames(s, actionBeat, 1)
	frames := 0
	for i := from; i < len(log); i++ {
		n := 2
		if log[i].Kind == game.Fold {
			n = 1
		}
		if i > 0 && log[i-1].Street != log[i].Street {
			n++ // a new street's cards came with the action before: a beat to see them
		}
		frames += n * beat
		p.at = append(p.at, frames)
	}
	return p.motion.Begin(s, frames)
}

// ShownHand is the hand as the table shows it (an empty one before the
// first deal): as it stood at the action on show while the actions are
// shown in turn, else the hand.
func (g *Game) ShownHand() *game.Hand {
	if h := g.shownHand(); h != nil {
		return h
	}
	return &game.Hand{}
}

// shownHand is ShownHand, nil before the first deal.
func (g *Game) shownHand() *game.Hand {
	h := g.Table.Hand()
	p := &g.paced
	if h == nil || !p.motion.Running() {
		return h
	}
	n := p.from
	for _, f := range p.at {
		if f <= p.motion.Frame() {
			n++
		}
	}
	if p.snap == nil || p.snapN != n {
		snap, err := h.At(n)
		if err != nil { // never, for a hand the table dealt: then the hand as it is
			return h
		}
		p.snap, p.snapN = snap, n
	}
	return p.snap
}

// Pacing reports whether the computer players' actions are being shown
// one by one: the hand's state past them is not told yet.
func (g *Game) Pacing() bool { return g.paced.motion.Running() }

// Tick shows the next frame of the actions shown in turn.
func (g *Game) Tick(msg common.TickMsg) tea.Cmd {
	return g.paced.motion.Tick(msg)
}

// Skip shows the actions under way at once (any key or click does) and
// reports whether any were being shown: the key or click then does
// nothing more.
func (g *Game) Skip() bool { return g.paced.motion.Skip() }

// Still shows everything at once, as the table is left or closed.
func (g *Game) Still() { g.paced.motion.Stop() }

// WhenShown does f once the hand's actions have been shown (at once when
// none are being shown): a line telling the hand's end waits for it.
func (g *Game) WhenShown(f func()) { g.paced.motion.WhenShown(f) }

// Lit is whether your seat is lit at this frame of a win's flash.
func (g *Game) Lit() bool { return g.paced.motion.Flashing() && g.paced.motion.Lit() }

// Owed is what your stack and winnings bring back to your hand once the
// hand's end is shown, held on the table until then.
func (g *Game) Owed() int { return g.paced.motion.Owed() }

// NextTick is the tick the actions shown wait for (for tests).
func (g *Game) NextTick() common.TickMsg { return g.paced.motion.NextTick() }
