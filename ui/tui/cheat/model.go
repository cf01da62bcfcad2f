// Package cheat is the "Cheat like it's 1999" screen: Hold'em dealt by the
// 1999 ASF Software server, played for chips against computer players
// (a pokertable.Game, as at the Hold'em table), and the attack that
// recovers the whole deck from your two cards and the flop — after it you
// see every hand and the cards to come, and bet on it. Beside your
// winnings the session line sets what an honest player in your seat makes
// of the same deals. Switched to a fair server, the crack fails.
package cheat

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	game "riffle/games/holdem"
	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/pokertable"
)

// DefaultPlayers is the seats at a new table: you and five computer
// players.
const DefaultPlayers = 6

// The servers: the 1999 one (the ASF shuffle on Delphi's Random, seeded
// by Randomize from its clock) and a fair one (Fisher–Yates on ChaCha8,
// seeded from the operating system).
const (
	asfGen, asfAlgo   = "delphi", "asf"
	fairGen, fairAlgo = "chacha8", "fisher-yates"
)

// Model is "Cheat like it's 1999".
type Model struct {
	common.Base
	c       *common.Common
	ledger  *casino.Ledger // the session's chips and rounds
	keys    KeyMap
	now     func() time.Time
	entropy io.Reader // the fair server's seeds
	g       *pokertable.Game

	players  int
	fair     bool   // the server shuffles fairly
	seed     uint64 // the deal's seed: Randomize's milliseconds, or the fair server's
	serverAt int    // the milliseconds since midnight Randomize read
	// clock is the server's simulated clock when the session's seed is
	// fixed (so that --seed replays the deals): it starts at the seed's
	// time of day and moves on 30…120 s a hand; nil reads the real clock.
	clock    rng.Generator
	clockFor uint64 // the seed clock was built from
	setTime  int    // a time the user set, or −1 for the clock
	skew     int    // index into clockSkews

	// dealt is how the hand on the table was dealt: by the fair server,
	// and where Randomize's time came from (for its clock line).
	dealt struct {
		fair   bool
		source string
	}

	cracker *poker.Cracker
	cancel  context.CancelFunc
	crackID int
	res     *poker.CrackResult
	shown   int // the index in res.Seeds of the deck shown

	// The attack against honest play: the hands counted, and the net an
	// honest tight player in your seat makes of the same deals
	// (games/holdem.Autoplay); counted is the last hand counted, honestNow
	// the hand in play's honest net, counted when it ends.
	honest, honestNow, counted, cracks int

	editing bool
	input   textinput.Model

	note    string
	noteBad bool
}

// New returns the 1999 table, six seats, the server reading its clock.
func New(c *common.Common, l *casino.Ledger) *Model {
	ti := common.NewInput(c.Styles())
	ti.Prompt = "server time: "
	ti.Placeholder = "HH:MM:SS.mmm, empty for the clock"
	ti.CharLimit = 16 // longer than any time, so that a wrong one is refused, not cut
	g, _ := pokertable.New(c, l, game.CheatName, DefaultPlayers-1)
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), now: time.Now, entropy: rand.Reader, g: g, players: DefaultPlayers, setTime: -1, input: ti}
}

// Title is the screen's name.
func (s *Model) Title() string { return "Cheat like it's 1999" }

// Capturing reports whether the server-time field is open.
func (s *Model) Capturing() bool { return s.editing }

// Deal is the hand's deal, the milliseconds after midnight that the
// server's Randomize read to deal it (the ASF server's), and false before
// the first deal. The root's checks read it.
func (s *Model) Deal() (deal poker.Holdem, serverAt int, ok bool) {
	return s.g.Hand().Deal(), s.serverAt, s.g.Dealt()
}

// Players is how many seats the table deals to.
func (s *Model) Players() int { return s.players }

// Fair reports whether the server shuffles fairly.
func (s *Model) Fair() bool { return s.fair }

// Cracked is the last search's result (nil until one finishes) and the
// index in its Seeds of the deck shown. The root's checks read it.
func (s *Model) Cracked() (res *poker.CrackResult, shown int) { return s.res, s.shown }

// Game is the table (the root's tests read it).
func (s *Model) Game() *pokertable.Game { return s.g }

// Staked is the chips you have on the table.
func (s *Model) Staked() int { return s.g.Staked() }

// Enter asks for your equity at your move.
func (s *Model) Enter() tea.Cmd { return s.g.AskEquity() }

// Leave stops a search, and shows the actions under way at once.
func (s *Model) Leave() {
	s.stop()
	s.Still()
}

// Still shows the actions under way at once.
func (s *Model) Still() { s.g.Still() }

// dealErr is why no hand can be dealt now, or nil.
func (s *Model) dealErr() error {
	if s.ledger.InHand() <= 0 {
		return fmt.Errorf("you have no chips in hand")
	}
	return s.ledger.CanStake()
}

// newDeal deals the next hand from the server: your stack staked, you on
// the button's left (dealt first, as the attack assumes), the computer
// players seeded from the deal's generator; the search of the last hand
// stops.
func (s *Model) newDeal() tea.Cmd {
	if s.g.InPlay() {
		s.say(true, "The hand is on: finish it first.")
		return nil
	}
	if err := s.dealErr(); err != nil {
		s.say(true, "No deal: %v.", err)
		return nil
	}
	st, err := s.g.Table.Begin(s.g.Stack())
	if err != nil {
		s.say(true, "No deal: %v.", err)
		return nil
	}
	st.Button = s.players - 1
	s.stop()
	s.res, s.shown = nil, 0
	gen, algo := asfGen, asfAlgo
	if s.fair {
		gen, algo = fairGen, fairAlgo
		var b [8]byte
		if _, err := io.ReadFull(s.entropy, b[:]); err != nil {
			s.say(true, "No deal: the fair server has no entropy: %v.", err)
			return nil
		}
		s.seed = binary.LittleEndian.Uint64(b[:]) >> 11 // below 2^53, as seeds shown are
	} else {
		at, source := s.setTime, "the time you set"
		if at < 0 {
			at = s.readClock()
			source = "server clock"
			if s.clock != nil {
				source = "server clock, replayed from the seed"
			}
		}
		s.serverAt, s.seed = at, uint64(at)
		s.dealt.source = source
	}
	s.dealt.fair = s.fair
	d, bots, err := dealFrom(gen, algo, s.seed, s.players)
	if err != nil {
		s.say(true, "No deal: %v.", err)
		return nil
	}
	// The honest expectation: the same deal and computer players, a
	// tight player who sees only its own cards in your seat.
	d2, bots2, _ := dealFrom(gen, algo, s.seed, s.players)
	s.honestNow = game.Autoplay(st, d2, bots2, game.TightAggressive).Net(0)
	open, err := s.ledger.Begin(game.CheatName)
	if err == nil { // the server named, not the session's generator: never a provably fair round of the casino's
		if err = open.Draw(casino.Source{Name: gen, Seed: s.seed, Algo: algo}); err != nil {
			_ = open.Cancel()
		}
	}
	if err != nil {
		s.say(true, "No deal: %v.", err)
		return nil
	}
	cmd := s.g.Deal(st, d, bots, open)
	s.say(false, "Hand %d: you sit on the button's left, dealt first, as the attack assumes; play to the flop, then a cracks the deal.", s.g.HandNo())
	s.afterMove()
	return cmd
}

// dealFrom deals a hand to seats seats from the server gen/algo seeded
// with seed (game.DealFrom: the deck, then the computer players'
// generator from it).
func dealFrom(gen, algo string, seed uint64, seats int) (poker.Holdem, rng.Generator, error) {
	info, err := rng.Lookup(gen)
	if err != nil {
		return poker.Holdem{}, nil, err
	}
	g, err := info.New(seed)
	if err != nil {
		return poker.Holdem{}, nil, err
	}
	a, err := shuffle.Lookup(algo)
	if err != nil {
		return poker.Holdem{}, nil, err
	}
	return game.DealFrom(a, g, seats)
}

// isTheDeal is whether seed, found by the crack, is the one the hand on
// the table was dealt from (by the 1999 server; on a fair server a seed
// found is a chance match, whatever server is chosen now).
func (s *Model) isTheDeal(seed uint32) bool { return !s.dealt.fair && uint64(seed) == s.seed }

// afterMove counts a hand that just ended: its net against the honest
// one, and says how it went.
func (s *Model) afterMove() {
	if !s.g.Dealt() || s.g.InPlay() || s.counted == s.g.Table.Hands {
		return
	}
	s.counted = s.g.Table.Hands
	honest := s.honestNow
	_, seed, ok := s.crackedDeal()
	cracked := ok && s.isTheDeal(seed) // the deal found, not a chance match
	// Counted, and told, once the hand's end is shown.
	s.g.WhenShown(func() {
		s.honest += honest
		if cracked {
			s.cracks++
		}
		s.say(s.g.Hand().Net(0) < 0, "%s", s.g.ResultLine())
	})
}

// act makes your move.
func (s *Model) act(k game.Kind) tea.Cmd {
	cmd, err := s.g.Act(k)
	if err != nil {
		s.say(true, "%v.", err)
		return nil
	}
	s.note = ""
	s.afterMove()
	return cmd
}

// readClock is the server's clock for a new hand: the real one, or, when
// the session's seed is fixed, a simulated one that replays with the seed.
func (s *Model) readClock() int {
	st := s.c.Settings()
	if !st.SeedFixed {
		s.clock = nil
		return int(rng.Randomize(s.now()))
	}
	seed := st.EffectiveSeed()
	if s.clock == nil || s.clockFor != seed {
		s.clock, s.clockFor = rng.NewPCG(seed), seed
		return int(seed % poker.DaySeeds)
	}
	return (s.serverAt + 30_000 + s.clock.IntN(90_001)) % poker.DaySeeds
}

// say sets the one-line note.
func (s *Model) say(bad bool, format string, a ...any) {
	s.note, s.noteBad = s.c.Styles().Glyphs.Text(fmt.Sprintf(format, a...)), bad
}

// Update takes in the search's ticks and result, your equity, and the
// keys: the server-time field's while it is open (it has every message
// then).
func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tickMsg:
		if msg.id == s.crackID && s.searching() {
			return s, s.tick()
		}
		return s, nil
	case doneMsg:
		s.searchDone(msg)
		return s, nil
	case pokertable.EquityMsg:
		s.g.TakeEquity(msg)
		return s, nil
	case common.TickMsg:
		return s, s.g.Tick(msg)
	case tea.KeyMsg:
		if s.editing {
			return s.updateTime(msg)
		}
		if s.g.Skip() { // any key shows the actions at once, and does no more
			return s, nil
		}
		return s, s.updateKey(msg)
	case tea.MouseMsg:
		if !s.editing && common.IsClick(msg) && s.g.Skip() {
			return s, nil
		}
		if !s.editing {
			return s, s.updateMouse(msg)
		}
	}
	if s.editing {
		var cmd tea.Cmd
		s.input, cmd = common.UpdateInput(s.input, msg)
		return s, cmd
	}
	return s, nil
}

// InPlay says that a hand is on, or "": quitting asks first.
func (s *Model) InPlay() string { return s.g.InPlayLine("1999") }

// SettleOnQuit plays out a hand in play as the casino closes (you check,
// or fold to a bet).
func (s *Model) SettleOnQuit() string {
	said := s.g.SettleOnQuit("1999")
	s.afterMove()
	return said
}

// Resume takes up a hand saved open at your move: dealt again by the
// server the record names and played to where it stood, your stack staked
// again (the search starts afresh).
func (s *Model) Resume(e casino.Entry) (string, error) {
	rec, stake := *e.Round, e.Stake
	oh, err := s.g.Resume(e, "1999")
	if f := (pokertable.FoldedError{}); errors.As(err, &f) {
		s.say(true, "Your last hand was folded where it stood: %s lost.", text.Plural(f.Put, "chip"))
		return fmt.Sprintf("Your open 1999 hand %s.", f.Error()), nil
	}
	if err != nil {
		return "", err
	}
	s.players, s.fair, s.seed = len(oh.Start.Stacks), rec.Gen == fairGen, rec.Seed
	s.dealt.fair, s.dealt.source = s.fair, "the saved hand's"
	if !s.fair {
		s.serverAt = int(rec.Seed % poker.DaySeeds)
	}
	d2, bots2, err := dealFrom(rec.Gen, rec.Algo, rec.Seed, s.players)
	if err == nil {
		s.honestNow = game.Autoplay(oh.Start, d2, bots2, game.TightAggressive).Net(0)
	}
	hole := s.g.CardsText(s.g.Hand().Seats[0].Hole[:]...)
	s.say(false, "Still on: your %s.", hole)
	return fmt.Sprintf("Your 1999 hand is still on: %s, %d chips on the table.", hole, stake), nil
}

// Settle works out your equity now rather than in a Cmd (see
// pokertable.Game.Settle).
func (s *Model) Settle() { s.g.Settle() }
