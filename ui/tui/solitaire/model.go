// Package solitaire is the New Age Solitaire screen: bets on Alice or
// Bob over a deck riffled k times, the riffles and the deal animated, and
// the insight beside the table (rising sequences and TV distance, P(Alice
// wins) by riffles, the stopping time's labels). The rules are
// games/solitaire, imported as game; this package adapts them to the
// terminal.
package solitaire

import (
	"fmt"
	"math/big"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/games/round"
	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
)

// Model is the New Age Solitaire table: the riffles shown as they
// happen, the deal step by step or fast-forward, bets on Alice or Bob at
// even money, and beside the table the insight — rising sequences and
// TV distance after each riffle, P(Alice wins) against the riffle count
// with the player's results on it, the stopping time's labels — and the
// "Play 10,000" study. The rules are games/solitaire; the screen adapts
// them. The table owns its fairness panel: the position × card matrix of
// decks given the chosen riffles (the background sampler) and the tally
// of winners against the exact probabilities.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap
	panel  panel.Model

	game    *game.Game
	gameFor string
	genErr  error
	gen     settings.Gen // the table's riffles, which a fair round borrows the table from
	// open is the round in play, from its bet to the end of its deal:
	// settled ahead as it begins (its riffles fix its outcome), its payout
	// held on the table, sealed, until the deal shows it — unless its
	// generator cannot be replayed (os): such a round is settled when its
	// deal ends, with lateMoves.
	open      *casino.Round
	lateMoves []string
	endedHow  string // how the round in play on a table replaced ended, for the note

	anim  animation
	sim   playRun
	sims  [settingCount]game.Tally // "Play 10,000" games by setting
	chunk [settingCount]int        // next chunk index by setting

	// Exact numbers from engine/odds, worked out once.
	exact   [settingCount]*big.Rat // P(Alice wins) by setting
	tv      []float64              // tv[k]: TV from uniform after k riffles, k = 0…tvMax
	meanT   float64                // E[T] of the stopping time
	cdfT    []float64              // cdfT[s] = P(T ≤ s), s = 0…64
	numbers bool

	// tickFn schedules an animation frame: common.Tick (tests make frames
	// come at once).
	tickFn func(time.Duration, func(time.Time) tea.Msg) tea.Cmd

	cards      []string // the 52 cards drawn, by number
	cardsASCII bool     // cards holds their ASCII forms

	fixed   int // the riffle count `u` goes back to from until random
	speed   int
	view    int
	note    string
	noteBad bool
	noteAt  noteStamp // the table's state when the note was said
}

// noteStamp is what a note speaks of: the phase, the round and the next
// round's settings. A note said in another state is stale, and the screen
// shows what the keys do now instead.
type noteStamp struct {
	phase    game.Phase
	round    int
	shuffles int
	side     game.Player
	bet      int
}

// New returns the table; it builds its deck and generator from the
// session's settings when first shown, starting at c.Settings().Shuffles
// riffles (--shuffles).
func New(c *common.Common, l *casino.Ledger) *Model {
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), panel: panel.New(c), speed: defaultSpeed, tickFn: common.Tick}
}

// Title names the table; UsesPanel is true: it always feeds its panel.
func (s *Model) Title() string   { return "New Age Solitaire" }
func (s *Model) UsesPanel() bool { return true }

// Panel is the table's own fairness panel: the root routes the messages
// the panel owns to it.
func (s *Model) Panel() *panel.Model { return &s.panel }

// Game is the table in play (the rules' state), or nil before the screen
// is first entered or when the session's generator cannot be built. The
// root's checks and tests read it; they must not change it.
func (s *Model) Game() *game.Game { return s.game }

// Ahead is the net of the round in play, recorded when the round began
// (its outcome is fixed by its riffles) and paid in when its deal ends;
// 0 between rounds. A table replaced mid-round pays it out with the
// stake. The root's tests read it to keep the session's account.
func (s *Model) Ahead() int {
	if s.open == nil || !s.open.Over() {
		return 0
	}
	return s.open.Net()
}

func (s *Model) settingsKey() string {
	return fmt.Sprintf("%s/%d", s.c.Settings().Gen.Name, s.c.Settings().EffectiveSeed())
}

// ensureGame builds the table from the session's settings unless it was
// built from the same ones. A stake on an old table comes back to the
// bankroll; it returns how much.
func (s *Model) ensureGame() (refund int) {
	s.workOutNumbers()
	key := s.settingsKey()
	if s.gameFor == key && (s.game != nil || s.genErr != nil) {
		return 0
	}
	shuffles, side, bet := s.c.Settings().Shuffles, game.Alice, game.MinBet
	if s.game != nil {
		refund = s.endOld() // a round in play was settled when it began: it pays out
		shuffles, side, bet = s.game.Shuffles(), s.game.Side(), s.game.Bet()
	}
	s.gameFor = key
	s.stopAnim()
	s.stopSim()
	s.sims, s.chunk = [settingCount]game.Tally{}, [settingCount]int{}
	s.sim = playRun{run: s.sim.run}
	g, err := s.gens.For(s.c.Settings())
	if err == nil {
		s.game, err = game.New(game.Cards, g.Generator)
		s.gen = g
	}
	if err != nil {
		s.game, s.genErr = nil, err
		return refund
	}
	s.genErr = nil
	if !game.ValidShuffles(shuffles) {
		shuffles = game.MaxShuffles
	}
	_ = s.game.SetShuffles(shuffles)
	_ = s.game.SetSide(side)
	if hand := s.ledger.InHand(); s.game.SetBet(bet, hand) != nil {
		_ = s.game.SetBet(min(bet, s.game.MaxBetNow(hand)), hand)
	}
	if shuffles == game.UntilRandom {
		s.view = viewLabels
	} else {
		s.fixed = shuffles
	}
	s.note, s.noteBad = "", false
	return refund
}

// endOld ends the round in play on a table being replaced: settled ahead,
// it pays out (it is recorded already); to be settled when its deal ends
// (os), it is dealt to its end now and settled, never handed back — the
// player has seen its riffles and part of its deal. It returns the chips
// that came back.
func (s *Model) endOld() int {
	r := s.open
	if r == nil {
		return 0
	}
	if r.Over() {
		s.open, s.lateMoves = nil, nil
		back := r.Net() + s.game.Stake()
		_ = r.Collect() // a refusal is the ledger's to show
		s.endedHow = "settled when it began"
		return back
	}
	res, ok := s.playOut()
	if !ok {
		return 0
	}
	s.endedHow = "dealt to its end"
	return res.Payout()
}

// playOut deals the round in play to its end, its riffles first, and
// settles it (finished): a round on a generator that cannot be replayed
// (os) is settled only when its deal ends, so leaving it — new settings,
// the casino closing — plays it out rather than hand its stake back. It
// reports false when no round was in play.
func (s *Model) playOut() (game.Result, bool) {
	gm := s.game
	if gm == nil || gm.Phase() == game.Betting {
		return game.Result{}, false
	}
	if gm.Phase() == game.Riffling {
		if err := gm.RiffleAll(); err != nil {
			return game.Result{}, false
		}
	}
	r, err := gm.DealAll()
	if err != nil {
		return game.Result{}, false
	}
	s.finished(r)
	return r, true
}

// InPlay is "": a round in play is played out as the casino closes
// without asking, its riffles and deal being the bet's whole course and
// nothing left to choose (SettleOnQuit).
func (s *Model) InPlay() string { return "" }

// SettleOnQuit plays out a round in play that is settled only when its
// deal ends (its generator, os, cannot be replayed) as the casino closes;
// a round settled as it began is recorded already and pays out as the
// ledger closes. It says what happened, or "".
func (s *Model) SettleOnQuit() string {
	if s.open == nil || s.open.Over() {
		return ""
	}
	if _, ok := s.playOut(); !ok {
		return ""
	}
	last, _ := s.ledger.Last()
	return fmt.Sprintf("the solitaire round in play was dealt to its end as you left: %s (%s)", last.Outcome, text.Signed(last.Net))
}

// settleAtBegin records the round as it begins: its riffles are drawn, so
// its outcome is fixed, and a program stopped during the riffles or the
// deal keeps it rather than handing the stake back. The outcome is
// computed by replaying the record (games/round), the way a later replay
// checks it; the table then shows the same round card by card, its payout
// held on the table and sealed until the deal ends.
func (s *Model) settleAtBegin(moves []string) {
	open := s.open
	rec := open.Record()
	rec.Moves = moves
	res, err := round.Play(game.Rounds{}, rec)
	if err != nil { // os cannot be replayed: the round is recorded when its deal ends
		s.lateMoves = moves
		return
	}
	// A refusal is the ledger's to show (the header).
	_ = open.SettleAhead(open.Staked(), open.Staked()+res.Net)
	_, _ = open.Finish(moves, res)
}

// say sets the note: what the last key did, in at most two lines. It
// speaks of the table's state now; once the state moves on (a round
// begins, the deal starts, the riffles change), it is stale and gives way
// to what the keys do in the new state.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = s.c.Styles().Glyphs.Text(fmt.Sprintf(format, args...)), bad
	s.noteAt = s.stamp()
}

// stamp is the table's state as a note sees it.
func (s *Model) stamp() noteStamp {
	gm := s.game
	if gm == nil {
		return noteStamp{}
	}
	return noteStamp{phase: gm.Phase(), round: gm.Round(), shuffles: gm.Shuffles(), side: gm.Side(), bet: gm.Bet()}
}

// noteNow is the note if it still speaks of the table as it is, else "".
func (s *Model) noteNow() (string, bool) {
	if s.note == "" || s.noteAt != s.stamp() {
		return "", false
	}
	return s.note, s.noteBad
}

// Enter builds the table (anew if the generator or seed changed), takes
// the bankroll as the chips in hand, points the panel at the chosen
// riffles, and resumes an animation left running.
func (s *Model) Enter() tea.Cmd {
	refund := s.ensureGame()
	if s.game == nil {
		return nil
	}
	if gm, hand := s.game, s.ledger.InHand(); gm.Phase() == game.Betting && gm.Bet() > hand {
		_ = gm.SetBet(gm.MaxBetNow(hand), hand)
		if gm.Bet() == 0 {
			s.say(false, "No bet: %s do not cover the table minimum of %d. Rounds are for show.", text.Plural(hand, "chip"), game.MinBet)
		} else {
			s.say(false, "Your bet is now %d: what your %s cover.", gm.Bet(), text.Plural(hand, "chip"))
		}
	}
	if refund > 0 {
		s.say(false, "A new seed, a new deck: the round in play was %s, and its %d chips are in your bankroll.", s.endedHow, refund)
	}
	cmds := []tea.Cmd{s.resetPanel()}
	switch s.game.Phase() {
	case game.Riffling:
		cmds = append(cmds, s.startRiffleAnim())
	case game.Dealing:
		if s.anim.deal {
			cmds = append(cmds, s.tick())
		}
	}
	return tea.Batch(cmds...)
}

// Leave stops the animation (a round in play waits, its stake on the
// table, and the riffles go on when the player comes back), stops a
// "Play 10,000" run (its finished chunks stay counted) and the sampler.
func (s *Model) Leave() {
	s.anim.id++
	s.anim.riffle = false
	if s.sim.active {
		s.stopSim()
		s.say(false, "Play 10,000 stopped when you left: %s played %s.", text.Int(int64(s.sim.done)), atText(s.sim.setting))
	}
	s.panel.Stop()
}

// Update routes the animation's frames, the "Play 10,000" chunks and the
// keys.
func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tickMsg:
		if msg.id != s.anim.id {
			return s, nil
		}
		return s, s.onTick()
	case chunkMsg:
		return s, s.onChunk(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	case tea.MouseMsg:
		return s, s.updateMouse(msg)
	}
	return s, nil
}

// updateKey builds the table if it is not built yet, and hands the key to
// its handler: enter and n move the round on, by its phase; the riffle,
// side and bet keys set the next round; the others work at any time.
func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	if s.game == nil {
		s.ensureGame()
		if s.game == nil {
			s.say(true, "No deck: %v", s.genErr)
			return nil
		}
	}
	keys := s.keys
	switch {
	case key.Matches(k, keys.Go):
		return s.goKey()
	case key.Matches(k, keys.Step):
		return s.stepKey()
	case key.Matches(k, keys.More, keys.Fewer, keys.Random, keys.Alice, keys.Bob, keys.Raise, keys.Lower, keys.RaiseBig, keys.LowerBig):
		return s.updateNextRound(k)
	case key.Matches(k, keys.Speed):
		s.speed = (s.speed + 1) % len(speeds)
		s.say(false, "Speed: %s.", speeds[s.speed].name)
	case key.Matches(k, keys.View):
		s.nextView()
	case key.Matches(k, keys.Play):
		return s.playKey()
	case key.Matches(k, keys.Sampler):
		return s.samplerKey()
	}
	return nil
}
