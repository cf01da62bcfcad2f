// Package videopoker is the video poker table screen: bet 1 to 5 credits,
// five cards dealt from the session's shuffle and generator, hold any,
// draw, paid from the pay table on show — with the exact expected return
// of every hold as advice, what a hold cost against the best, and a
// fairness panel that tests the dealt hands' classes against their exact
// counts.
package videopoker

import (
	"fmt"
	"math/big"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	"riffle/engine/odds"
	vp "riffle/engine/videopoker"
	"riffle/games/casino"
	game "riffle/games/videopoker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
)

// Model is the video poker table.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap
	panel  panel.Model
	tag    *byte // this screen's advice messages carry it

	game    *game.Game
	gameFor string       // the settings the table deals with
	gen     settings.Gen // the table's own generator
	gameErr error
	open    *casino.Round // the round in play

	adv   advice   // the advice for the round on show
	cost  *big.Rat // the cost of mistakes at this dealer, in credits
	costs int      // rounds whose cost is counted

	classLabels []string
	classProbs  []float64
	dealtCounts []int64              // the dealt hands by class, as the panel shows them
	fin         finals               // the final hands of the pay table played
	laws        map[string][]float64 // the optimal-play law of each pay table computed (nil: asked)

	note    string
	noteBad bool

	// payMemo and cardMemo keep the machine's pay table and cards as last
	// drawn, for the state they show: a frame of the animation redraws
	// neither unless it changed.
	payMemo, cardMemo draw.Memo

	// anim turns the cards over, holds a round drawn until they have
	// turned, then flashes a win's meter.
	anim felt.Motion
	// sessionBefore is the table's session as it stood before a draw
	// whose cards are turning (its totals would tell the draw).
	sessionBefore *game.Session
	revealing     []int // the places the animation turns over, in turn
}

// advice is the exact return of the 32 holds of the round on show, once
// the engine has counted them.
type advice struct {
	round int64 // the table's Dealt() for the round advised
	asked bool  // the count is asked for
	holds []vp.Hold
	// mine is the player's hold and bet at the draw; costed says that the
	// cost of that hold is counted.
	drawn  bool
	mine   uint8
	bet    int
	costed bool
	lost   *big.Rat // what the hold cost, in credits, once counted
}

// New returns the video poker table; it builds its dealer from the
// session's settings when first shown.
func New(c *common.Common, l *casino.Ledger) *Model {
	s := &Model{c: c, ledger: l, keys: DefaultKeyMap(), panel: panel.New(c), tag: new(byte), cost: new(big.Rat)}
	s.classLabels, s.classProbs = dealtClasses()
	return s
}

// dealtClasses are the classes of a dealt hand, high card first, and the
// chance of each: odds.PokerClasses(5), counted once a process (every
// casino over SSH builds a table; the law is the same).
var dealtClasses = sync.OnceValues(func() (labels []string, probs []float64) {
	classes, err := odds.PokerClasses(5)
	if err != nil {
		return nil, nil
	}
	for i := len(classes) - 1; i >= 0; i-- { // high card first
		p, _ := classes[i].Prob().Float64()
		labels = append(labels, classes[i].Class.String())
		probs = append(probs, p)
	}
	return labels, probs
})

// Title names the pay table played.
func (s *Model) Title() string {
	if s.game == nil {
		return "Video poker"
	}
	return "Video poker · " + s.game.PayTable().Title
}

// Panel is the table's fairness panel: the dealt hands' classes against
// their exact counts, and the final hands' pay lines against their law
// under optimal play.
func (s *Model) Panel() *panel.Model { return &s.panel }

// UsesPanel reports true: the panel has the dealt hands' classes.
func (s *Model) UsesPanel() bool { return true }

// Game is the table, or nil while the session's settings give none (a
// shuffle that rolls dice). The root's tests read it.
func (s *Model) Game() *game.Game { return s.game }

// Enter builds the table anew if the session's shuffle, generator or seed
// changed (never with a round in play).
func (s *Model) Enter() tea.Cmd {
	s.ensureGame()
	s.startFinals()
	return tea.Batch(s.askAdvice(), s.askLaw())
}

// ensureGame builds the table from the session's settings unless it was
// built from the same ones or a round is in play; the bet and the pay
// table carry over.
func (s *Model) ensureGame() {
	st := s.c.Settings()
	k := st.DeckKey()
	if s.open != nil || (k == s.gameFor && (s.game != nil || s.gameErr != nil)) {
		return
	}
	old := s.game
	s.gameFor, s.game, s.gameErr = k, nil, nil
	s.resetPanel()
	g, err := s.gens.For(st)
	if err == nil {
		s.game, err = game.New(st.Algo, g.Generator)
		s.gen = g
	}
	if err != nil {
		s.gameErr = err
		return
	}
	s.adv = advice{}
	s.cost, s.costs = new(big.Rat), 0 // a new dealer's session: its counts start again
	if old != nil {
		_ = s.game.SetBet(old.Bet())
		_ = s.game.SetPayTable(old.PayTable().Name)
		s.say(false, "New dealer: %s on %s, seed %s; the panel starts again.", st.Algo.Name, st.Gen.Name, st.SeedText())
	}
}

// resetPanel forgets the panel's tallies and sets up the dealt hands'
// classes against their exact odds.
func (s *Model) resetPanel() {
	s.panel.ClearEvents()
	s.panel.ClearSpec()
	s.dealtCounts, s.fin = nil, finals{}
	if s.classLabels != nil {
		s.panel.Observe(dealtTitle, s.classLabels, s.classProbs, -1)
	}
	s.startFinals()
}

// dealtTitle is the panel's tally of the dealt hands.
const dealtTitle = "Dealt hands · exact of 2,598,960"

// SettleOnQuit draws a round left in play when the casino closes, with
// the cards held as they stand; it says what happened, or "" when no round
// was in play.
func (s *Model) SettleOnQuit() string {
	if s.open == nil || s.game == nil {
		return ""
	}
	s.draw()
	s.Still()
	last, _ := s.ledger.Last()
	return fmt.Sprintf("the video poker hand in play was drawn as you left: %s (%s)", last.Outcome, text.Signed(last.Net))
}

// InPlay says that a hand is dealt and not yet drawn (a round
// SettleOnQuit would draw with the cards held as they stand), or "" when
// none is: quitting asks first.
func (s *Model) InPlay() string {
	if s.open == nil || s.game == nil {
		return ""
	}
	return "A video poker hand is dealt"
}

// Update takes in the advice and the keys.
func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case adviceMsg:
		if msg.tag == s.tag {
			s.takeAdvice(msg)
		}
	case lawMsg:
		if msg.tag == s.tag {
			s.takeLaw(msg)
		}
	case common.TickMsg:
		return s, s.anim.Tick(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	case tea.MouseMsg:
		return s, s.updateMouse(msg)
	}
	return s, nil
}

// classIndex is the panel's index of class c (high card 0).
func classIndex(c cards.Class) int { return int(c) - int(cards.HighCard) }
