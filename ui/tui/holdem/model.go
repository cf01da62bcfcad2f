// Package holdem is the Texas Hold'em table: fixed-limit Hold'em against
// one to eight computer players (games/holdem), the blinds, four betting
// rounds, side pots; your live equity beside the pot odds (exact where the
// enumeration fits the table's 50 ms, else Monte Carlo with its standard
// error); every hand saved as a round and replayable, the computer
// players' decisions from the seed.
package holdem

import (
	"errors"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	game "riffle/games/holdem"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// BuyIn is the most chips you sit down with for a hand: your stack at the
// table is your chips in hand up to BuyIn, staked at the deal and back in
// hand with what it won when the hand ends. No fixed-limit hand at 5/10
// can take more than 240 from one seat (four bets a round, 10, 10, 20,
// 20), so BuyIn never leaves you short.
const BuyIn = 500

// DefaultBots is the computer players at a new table.
const DefaultBots = 5

// equitySamples is the Monte Carlo deals when the exact enumeration is
// past the budget: a standard error of at most 0.5/√20000 = 0.35 points.
const equitySamples = 20000

// equityMsg is your equity at a point of a hand, worked out in a Cmd.
type equityMsg struct {
	key string
	est odds.Estimate
	err error
}

// Session is your play at the table since the casino opened.
type Session struct {
	Hands, Won, Folded, Showdowns int
	Net                           int
}

// Model is the Hold'em table.
type Model struct {
	c    *common.Common
	keys KeyMap

	table *game.Table
	bots  int // the computer players the next table seats
	start game.Start
	open  *common.OpenRound

	gen    rng.Generator // the deal's: the session's generator and seed
	genFor string
	genErr error
	algo   shuffle.Algorithm
	algErr error // the session's shuffle cannot deal cards

	equity   *odds.Estimate
	eqKey    string // the point of the hand the equity is for
	eqFor    string // the point asked for
	eqErr    error
	session  Session
	showWhy  bool
	note     string
	bad      bool
	resumed  bool // the hand in play was taken up after a stop
	lastHand *game.Hand
	w, h     int
}

// New returns the table; it seats DefaultBots computer players.
func New(c *common.Common) *Model {
	m := &Model{c: c, keys: DefaultKeyMap(), bots: DefaultBots}
	m.table, _ = game.NewTable(m.bots)
	return m
}

// Title is the screen's name in the header.
func (m *Model) Title() string { return "Texas Hold'em" }

// SetSize is the area the root gives the screen.
func (m *Model) SetSize(w, h int) { m.w, m.h = max(0, w), max(0, h) }

// UsesPanel is false: the table shows equity and pot odds, not a
// tally.
func (m *Model) UsesPanel() bool { return false }

// Capturing is false: the table has no text field.
func (m *Model) Capturing() bool { return false }

// Table is the table (the root's tests read it).
func (m *Model) Table() *game.Table { return m.table }

// Session is your play so far.
func (m *Model) Session() Session { return m.session }

// Staked is the chips you have on the table: your stack while a hand is
// on, none between hands.
func (m *Model) Staked() int {
	if m.inPlay() {
		return m.start.Stacks[0]
	}
	return 0
}

// Enter builds the deal's generator and shuffle from the session's
// settings (never with a hand in play) and asks for your equity.
func (m *Model) Enter() tea.Cmd {
	m.ensureGen()
	return m.askEquity()
}

// Leave keeps a hand in play: it waits for you, its chips on the table.
func (m *Model) Leave() {}

// hand is the hand on the table (an empty one before the first deal, so
// that callers need not check).
func (m *Model) hand() *game.Hand {
	if h := m.table.Hand(); h != nil {
		return h
	}
	return &game.Hand{}
}

// inPlay reports whether a hand is under way.
func (m *Model) inPlay() bool { return m.table.InPlay() }

// yourMove reports whether the hand waits on you.
func (m *Model) yourMove() bool { return m.inPlay() && m.hand().ToAct() == 0 }

// ensureGen builds the deal's generator and the shuffle from the session's
// settings, anew if they changed since and no hand is in play.
func (m *Model) ensureGen() {
	s := m.c.Settings
	k := s.DeckKey()
	if m.gen != nil && m.genFor == k || m.inPlay() {
		return
	}
	m.genFor = k
	m.gen, m.genErr = s.NewGen(s.EffectiveSeed())
	m.algo = s.Algo
	_, m.algErr = poker.NewDealer(s.Algo, rng.NewPCG(0))
}

// dealErr is why no hand can be dealt now, or nil.
func (m *Model) dealErr() error {
	switch {
	case m.algErr != nil:
		return m.algErr
	case m.genErr != nil:
		return m.genErr
	case m.c.Bank().InHand() <= 0:
		return errors.New("you have no chips in hand")
	}
	return m.c.CanStake()
}

// deal starts the next hand: your stack is your chips in hand up to
// BuyIn, staked; the deck is shuffled by the session's shuffle on its
// generator, the computer players seeded from it (round.HoldemDeal).
func (m *Model) deal() tea.Cmd {
	m.ensureGen()
	if err := m.dealErr(); err != nil {
		if m.algErr != nil {
			m.say(true, "%s", common.NoCardsText(m.algErr))
		} else {
			m.say(true, "No deal: %s.", err)
		}
		return nil
	}
	st, err := m.table.Begin(min(m.c.Bank().InHand(), BuyIn))
	if err != nil {
		m.say(true, "No deal: %v.", err)
		return nil
	}
	// In provably fair mode the round deals from its own stream, given
	// by BeginRound; otherwise from the session's generator.
	g := m.gen
	open := m.c.BeginRound(round.Holdem, m.gen, m.algo.Name, func(fair rng.Generator) error { g = fair; return nil })
	d, bots, err := round.HoldemDeal(m.algo, g, len(st.Stacks))
	if err != nil {
		m.c.CancelRound(open)
		m.say(true, "No deal: %v.", err)
		return nil
	}
	m.c.Sync(round.Holdem, m.c.Bank().InHand()-st.Stacks[0], st.Stacks[0])
	m.start, m.open, m.resumed, m.showWhy = st, open, false, false
	m.table.Deal(st, d, bots)
	m.say(false, "Hand %d: you are %s.", m.table.Hands, seatWord(m.hand(), 0))
	return m.afterMove()
}

// seatWord says where seat i sits: on the button, in a blind, or neither.
func seatWord(h *game.Hand, i int) string {
	for _, a := range h.Log() {
		if a.Seat == i && a.Kind == game.SmallBlind {
			return "in the small blind"
		}
		if a.Seat == i && a.Kind == game.BigBlind {
			return "in the big blind"
		}
	}
	if h.Button == i {
		return "on the button"
	}
	return fmt.Sprintf("%d seats from the button", (i-h.Button+len(h.Seats))%len(h.Seats))
}

// act makes your move.
func (m *Model) act(k game.Kind) tea.Cmd {
	if !m.yourMove() {
		return nil
	}
	if err := m.table.Act(k); err != nil {
		m.say(true, "%v.", err)
		return nil
	}
	m.note = ""
	return m.afterMove()
}

// afterMove settles a hand that is over, or saves it open at your move
// and asks for your equity.
func (m *Model) afterMove() tea.Cmd {
	if !m.inPlay() {
		m.finish()
		return nil
	}
	m.c.SaveOpen(m.open, round.HoldemMoves(m.start, m.table.Moves()), round.HoldemCards(m.hand()), m.start.Stacks[0])
	return m.askEquity()
}

// finish settles the hand over: your stack and winnings back in hand,
// the round saved.
func (m *Model) finish() {
	h := m.hand()
	m.c.Sync(round.Holdem, m.c.Bank().InHand()+h.Seats[0].Stack, 0)
	m.c.FinishRound(m.open, round.HoldemMoves(m.start, m.table.Moves()), round.HoldemHandResult(h))
	m.open, m.lastHand = nil, h
	s := &m.session
	s.Hands++
	s.Net += h.Net(0)
	switch {
	case h.Seats[0].Folded:
		s.Folded++
	case h.Net(0) > 0:
		s.Won++
	}
	if h.Showdown() && !h.Seats[0].Folded {
		s.Showdowns++
	}
	m.say(h.Net(0) < 0, "%s", resultLine(h))
}

// resultLine says how the hand ended for you.
func resultLine(h *game.Hand) string {
	net := h.Net(0)
	how := "the others folded"
	switch {
	case h.Seats[0].Folded:
		how = "you folded"
	case h.Showdown():
		how = "you showed " + cards.Describe(h.Value(0))
	}
	switch {
	case net > 0:
		return fmt.Sprintf("You won %s: %s.", text.Plural(net, "chip"), how)
	case net < 0:
		return fmt.Sprintf("You lost %s: %s.", text.Plural(-net, "chip"), how)
	}
	return fmt.Sprintf("You broke even: %s.", how)
}

// setBots changes the computer players for the next hand (1…8).
func (m *Model) setBots(n int) {
	if n < game.MinPlayers-1 || n > game.MaxPlayers-1 {
		m.say(true, "%d computer players is the %s: allowed %d…%d.", m.bots, map[bool]string{true: "fewest", false: "most"}[n < m.bots], game.MinPlayers-1, game.MaxPlayers-1)
		return
	}
	t, err := game.NewTable(n)
	if err != nil {
		m.say(true, "%v.", err)
		return
	}
	m.bots, m.table, m.lastHand, m.equity, m.eqKey = n, t, nil, nil, ""
	m.say(false, "A new table: you and %s, each with %d chips.", text.Plural(n, "computer player"), game.BotBuyIn)
}

// say sets the note.
func (m *Model) say(bad bool, format string, args ...any) {
	m.note, m.bad = fmt.Sprintf(format, args...), bad
}

// pointKey names the point of the hand: the hand and the actions so far.
func (m *Model) pointKey() string {
	return fmt.Sprintf("%d/%d", m.table.Hands, len(m.hand().Log()))
}

// askEquity works out your equity at your move, in a Cmd: against the
// seats still in, whose cards you do not see; exact within
// odds.HoldemExactBudget, else Monte Carlo from a generator of its own
// (the deal's stream is not touched, so replays do not depend on it).
func (m *Model) askEquity() tea.Cmd {
	if !m.yourMove() {
		return nil
	}
	k := m.pointKey()
	if m.eqKey == k || m.eqFor == k {
		return nil
	}
	m.eqFor = k
	v := m.hand().View(0)
	seed := uint64(m.table.Hands)<<20 | uint64(len(m.hand().Log()))
	return func() tea.Msg {
		est, err := odds.HoldemVsRandom(v.Hole, v.Board, v.Opponents, odds.HoldemExactBudget, rng.NewPCG(seed), equitySamples)
		return equityMsg{key: k, est: est, err: err}
	}
}

// Update takes your equity worked out, clicks and keys.
func (m *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case equityMsg:
		if msg.key == m.eqFor {
			m.eqKey, m.eqErr = msg.key, msg.err
			e := msg.est
			m.equity = &e
		}
		return m, nil
	case tea.MouseMsg:
		if k, ok := m.clicked(msg); ok {
			return m, m.updateKey(k)
		}
		return m, nil
	case tea.KeyMsg:
		return m, m.updateKey(msg)
	}
	return m, nil
}
