// Package holdem is the Texas Hold'em table: fixed-limit, pot-limit or
// no-limit Hold'em against one to eight computer players (games/holdem),
// the blinds, four betting rounds, side pots, your raise sized by keys,
// buttons or digits; your live equity beside the pot odds (exact where the
// enumeration fits the table's 50 ms, else Monte Carlo with its standard
// error); every hand saved as a round and replayable, the computer
// players' decisions from the seed. The hand in play, its chips and its
// rounds are a pokertable.Game, which the 1999 cheat table plays too.
package holdem

import (
	"errors"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	game "riffle/games/holdem"
	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/pokertable"
	"riffle/ui/tui/settings"
)

// DefaultBots is the computer players at a new table.
const DefaultBots = 5

// Model is the Hold'em table.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap
	g      *pokertable.Game
	bots   int // the computer players seated

	gen    settings.Gen // the deal's: the session's generator and seed
	genFor string
	genErr error
	algo   shuffle.Algorithm
	algErr error // the session's shuffle cannot deal cards

	// size is the raise you chose in pot and no limit (the bet raised
	// to), at the point of the hand sizeAt; typed says you typed it.
	size   int
	sizeAt string
	typed  bool

	note string
	bad  bool
}

// New returns the table; it seats DefaultBots computer players and plays
// the session's game (riffle play --limit).
func New(c *common.Common, l *casino.Ledger) *Model {
	g, _ := pokertable.New(c, l, game.Name, DefaultBots)
	_ = g.SetLimit(c.Settings().Limit)
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), g: g, bots: DefaultBots}
}

// chosenSize is the raise you chose at this point of the hand, or 0 (the
// least).
func (m *Model) chosenSize() int {
	if m.sizeAt != m.g.Point() || !m.g.YourMove() {
		return 0
	}
	return m.size
}

// Title is the screen's name in the header.
func (m *Model) Title() string { return "Texas Hold'em" }

// Table is the table (the root's tests read it).
func (m *Model) Table() *game.Table { return m.g.Table }

// Session is your play so far.
func (m *Model) Session() pokertable.Session { return m.g.Session() }

// Staked is the chips you have on the table.
func (m *Model) Staked() int { return m.g.Staked() }

// Enter builds the deal's generator and shuffle from the session's
// settings (never with a hand in play) and asks for your equity.
func (m *Model) Enter() tea.Cmd {
	m.ensureGen()
	return m.g.AskEquity()
}

// ensureGen builds the deal's generator and the shuffle from the session's
// settings, anew if they changed since and no hand is in play.
func (m *Model) ensureGen() {
	s := m.c.Settings()
	k := s.DeckKey()
	if m.gen.Generator != nil && m.genFor == k || m.g.InPlay() {
		return
	}
	m.genFor = k
	m.gen, m.genErr = m.gens.For(s)
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
	case m.ledger.InHand() <= 0:
		return errors.New("you have no chips in hand")
	}
	return m.ledger.CanStake()
}

// deal starts the next hand: your stack is your chips in hand up to
// pokertable.BuyIn, staked; the deck is shuffled by the session's shuffle
// on its generator — in provably fair mode on the round's own stream —
// and the computer players are seeded from it (game.DealFrom).
func (m *Model) deal() tea.Cmd {
	m.ensureGen()
	if err := m.dealErr(); err != nil {
		if m.algErr != nil {
			m.say(true, "%s", draw.NoCardsText(m.algErr))
		} else {
			m.say(true, "No deal: %s.", err)
		}
		return nil
	}
	st, err := m.g.Table.Begin(m.g.Stack())
	if err != nil {
		m.say(true, "No deal: %v.", err)
		return nil
	}
	var g rng.Generator = m.gen.Generator
	open, err := m.ledger.BeginDrawn(game.Name, m.gen.Source(m.algo.Name, func(fair rng.Generator) error { g = fair; return nil }))
	var d poker.Holdem
	var bots rng.Generator
	if err == nil {
		if d, bots, err = game.DealFrom(m.algo, g, len(st.Stacks)); err != nil {
			_ = open.Cancel()
		}
	}
	if err != nil {
		m.say(true, "No deal: %v.", err)
		return nil
	}
	cmd := m.g.Deal(st, d, bots, open)
	m.say(false, "Hand %d: you are %s.", m.g.HandNo(), seatWord(m.g.Hand(), 0))
	m.afterHand()
	return cmd
}

// afterHand says how a hand that just ended went, once its actions have
// been shown.
func (m *Model) afterHand() {
	if m.g.Dealt() && !m.g.InPlay() {
		m.g.WhenShown(func() { m.say(m.g.Hand().Net(0) < 0, "%s", m.g.ResultLine()) })
	}
}

// seatWord says where seat i sits: on the button, in a blind, or which
// to act before the flop.
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
		return "on the button, last to act after the flop"
	}
	n := len(h.Seats)
	bb := h.Log()[1].Seat
	k := (i - bb + n) % n
	return ordinal(k) + " to act before the flop"
}

// ordinal is "first", "second", … for 1…8.
func ordinal(k int) string {
	words := []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"}
	if k >= 1 && k <= len(words) {
		return words[k-1]
	}
	return fmt.Sprintf("%dth", k)
}

// act makes your move.
func (m *Model) act(k game.Kind) tea.Cmd { return m.play(game.Move{Kind: k}) }

// play makes your move mv.
func (m *Model) play(mv game.Move) tea.Cmd {
	cmd, err := m.g.Play(mv)
	if err != nil {
		m.say(true, "%v.", err)
		return nil
	}
	m.note = ""
	m.afterHand()
	return cmd
}

// setBots seats a new table of n computer players (1…8), between hands.
func (m *Model) setBots(n int) {
	if n < game.MinPlayers-1 || n > game.MaxPlayers-1 {
		m.say(true, "%s is the %s: allowed %d…%d.", text.Plural(m.bots, "computer player"), map[bool]string{true: "fewest", false: "most"}[n < m.bots], game.MinPlayers-1, game.MaxPlayers-1)
		return
	}
	if err := m.g.SetBots(n); err != nil {
		m.say(true, "%v.", err)
		return
	}
	m.bots = n
	m.say(false, "A new table: you and %s with %d chips each (your stack: your chips in hand, up to %d).", text.Plural(n, "computer player"), game.BotBuyIn, pokertable.BuyIn)
}

// say sets the note.
func (m *Model) say(bad bool, format string, args ...any) {
	m.note, m.bad = fmt.Sprintf(format, args...), bad
}

// Update takes your equity worked out, clicks and keys.
func (m *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case pokertable.EquityMsg:
		m.g.TakeEquity(msg)
		return m, nil
	case common.TickMsg:
		return m, m.g.Tick(msg)
	case tea.MouseMsg:
		if common.IsClick(msg) && m.g.Skip() { // a click anywhere shows the actions at once
			return m, nil
		}
		if k, ok := m.c.Pressed(msg, append(m.buttons(), m.sizeButtons()...)...); ok {
			return m, m.updateKey(k)
		}
		return m, nil
	case tea.KeyMsg:
		if m.g.Skip() { // any key shows the actions at once, and does no more
			return m, nil
		}
		return m, m.updateKey(msg)
	}
	return m, nil
}

// Leave shows the actions under way at once: the hand's end is told.
func (m *Model) Leave() { m.Still() }

// Still shows the actions under way at once.
func (m *Model) Still() { m.g.Still() }

// Settle works out your equity now rather than in a Cmd (see
// pokertable.Game.Settle).
func (m *Model) Settle() { m.g.Settle() }

// Pacing reports whether the computer players' actions are being shown
// one by one.
func (m *Model) Pacing() bool { return m.g.Pacing() }
