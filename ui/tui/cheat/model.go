// Package cheat is the "Cheat like it's 1999" screen: Hold'em dealt by
// the 1999 ASF Software server, and the attack that recovers the whole
// deck from your two cards and the flop.
package cheat

import (
	"context"
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/tui/common"
)

// Model is "Cheat like it's 1999": Hold'em dealt by the ASF
// Software server (shuffle.ASF on Delphi's Random seeded by Randomize)
// and the attack that recovers the deck from player 1's two hole cards and
// the flop. The session's generator and shuffle play no part: this table
// is the historic server.
type Model struct {
	c    *common.Common
	keys KeyMap
	now  func() time.Time

	players  int
	serverAt int // the milliseconds since midnight Randomize read
	// clock is the server's simulated clock when the session's seed is
	// fixed (so that --seed replays the deals): it starts at the seed's
	// time of day and moves on 30…120 s a hand; nil reads the real clock.
	clock    rng.Generator
	clockFor uint64 // the seed clock was built from
	setTime  int    // a time the user set, or −1 for the clock
	skew     int    // index into clockSkews
	deal     poker.Holdem
	dealt    bool // a deal is on the table
	streets  int  // 0: the flop is out; 1: the turn; 2: the river

	cracker *poker.Cracker
	cancel  context.CancelFunc
	crackID int
	res     *poker.CrackResult
	shown   int // the index in res.Seeds of the deck shown

	editing bool
	input   textinput.Model

	note    string
	noteBad bool
	w, h    int
}

// New returns the 1999 table, six players, the server reading its clock;
// it deals the first hand when first shown.
func New(c *common.Common) *Model {
	ti := textinput.New()
	ti.Prompt = "server time: "
	ti.Placeholder = "HH:MM:SS.mmm, empty for the clock"
	ti.CharLimit = 16 // longer than any time, so that a wrong one is refused, not cut
	return &Model{c: c, keys: DefaultKeyMap(), now: time.Now, players: 6, setTime: -1, input: ti}
}

// Title is the screen's name.
func (s *Model) Title() string { return "Cheat like it's 1999" }

// SetSize sets the area the table draws in.
func (s *Model) SetSize(w, h int) { s.w, s.h = w, h }

// UsesPanel reports false: the historic server is not the session's
// shuffle, and the fairness panel has nothing of it.
func (s *Model) UsesPanel() bool { return false }

// Capturing reports whether the server-time field is open.
func (s *Model) Capturing() bool { return s.editing }

// Deal is the hand on the table, the milliseconds after midnight that
// the server's Randomize read to deal it, and false before the first
// deal. The root's checks read it: the monkey test checks every deck.
func (s *Model) Deal() (deal poker.Holdem, serverAt int, ok bool) {
	return s.deal, s.serverAt, s.dealt
}

// Players is how many seats the table deals to.
func (s *Model) Players() int { return s.players }

// Cracked is the last search's result (nil until one finishes) and the
// index in its Seeds of the deck shown. The root's checks read it.
func (s *Model) Cracked() (res *poker.CrackResult, shown int) { return s.res, s.shown }

// Enter deals the first hand.
func (s *Model) Enter() tea.Cmd {
	if !s.dealt {
		s.newDeal()
	}
	return nil
}

// Leave stops a search.
func (s *Model) Leave() { s.stop() }

// newDeal stops any search and deals from the server's clock (or the time
// the user set).
func (s *Model) newDeal() {
	s.stop()
	at := s.setTime
	if at < 0 {
		at = s.readClock()
	}
	s.serverAt = at
	s.deal = poker.DealHoldem(poker.ASFDeck(uint32(s.serverAt)), s.players)
	s.dealt, s.streets, s.res, s.shown = true, 0, nil, 0
	// The 1999 server's deal: ASF on Delphi's Random, seeded by its clock.
	o := &common.OpenRound{Rec: round.Record{Table: round.Cheat, Gen: "delphi", Seed: uint64(s.serverAt), Algo: "asf"}}
	s.c.FinishRound(o, []string{round.CheatMove(s.players)}, round.CheatResult(s.deal))
}

// readClock is the server's clock for a new hand: the real one, or, when
// the session's seed is fixed, a simulated one that replays with the seed.
func (s *Model) readClock() int {
	st := s.c.Settings
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
	s.note, s.noteBad = s.c.Styles.Glyphs.Text(fmt.Sprintf(format, a...)), bad
}

// Update takes in the search's ticks and result, and the keys: the
// server-time field's while it is open (it has every message then).
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
	case tea.KeyMsg:
		if s.editing {
			return s.updateTime(msg)
		}
		return s, s.updateKey(msg)
	case tea.MouseMsg:
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
