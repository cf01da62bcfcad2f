// Package craps is the craps table: the pass-line bet with free odds,
// played on games/craps with the session's generator, and a puzzle mode
// that simulates two dice puzzles beside their exact answers.
package craps

import (
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
)

// step and bigStep are the chips one press of +/- and ]/[ moves:
// steps of 10 keep every odds bet payable in whole chips (10 pays 20, 15
// or 12).
const (
	step    = 10
	bigStep = 100
)

// historyLen is how many rolls the history keeps.
const historyLen = 20

// sumsTitle is the panel's tally of the sums of the two dice.
const sumsTitle = "dice sums"

// pastRoll is one roll of the history.
type pastRoll struct {
	sum   int
	event game.Event
}

// Model is the craps screen: the pass line with free odds, played on
// games/craps with the session's generator, and the puzzle mode (see
// puzzle.go). The table owns its fairness panel, fed with every roll's
// sum and faces.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap         // the keys Update matches, all enabled (see keyMap)
	panel  panel.Model

	table    *game.Table
	tableFor string // generator and seed the table rolls with
	genErr   error
	lastBet  int // the pass-line bet placed again after each decision
	history  []pastRoll
	note     string // what the last key did
	noteBad  bool
	decision *game.Result // the last decision, nil before the first
	// shownRolls counts the rolls shown, decidedAt the count at the last
	// decision: the decision is this roll's while they are equal.
	shownRolls, decidedAt int
	decGood               int // +1 won, −1 lost, 0 none or no bet

	gen settings.Gen // the session's dice, which a fair round borrows the table from
	// open is the table's round: begun by the first chip on the line (a
	// bet at the come-out is the next round's), in play from its come-out
	// roll (its randomness drawn) to its decision.
	open  *casino.Round
	moves []string      // its moves so far
	rolls []game.Result // its throws so far
	// carried is the chips of the bets left standing by a decision, held
	// with its payout until it shows and then staked on the next round.
	carried int
	// quitting: SettleOnQuit is playing out the bets that stay, and no
	// new pass-line bet goes on after a decision.
	quitting bool
	// cursor is the place the bet keys act on (selected: the pass line
	// when it names no place on the layout now).
	cursor string

	puzzle bool // puzzle mode is on show
	puz    puzzles

	// The dice tumbling (motion.go): the frames (with what waits for the
	// dice to show, a decided round's payout held until then, a win's
	// flash), the table as it stood before the throw and its dice, the
	// throws counted (each tumbles its own way), and the first tick's Cmd
	// for the key that threw.
	anim             felt.Motion
	stillKeys        *KeyMap // the keys as they stood before the throw
	still, stillDice []string
	tumbles          int
	tickCmd          tea.Cmd

	// sessionMemo and pointMemo keep the session's lines and the point
	// table as last drawn: exact fractions a frame need not work out again.
	sessionMemo, pointMemo, layoutMemo draw.Memo
	// perRollVal is the expected loss a roll of the layout perRollFor
	// (its Move).
	perRollFor uint64
	perRollVal float64
	// keysMemo is the table's keys as keyMap named them for the state
	// keysFor writes.
	keysFor  string
	keysMemo KeyMap
}

// New returns the craps screen; it builds its dice from the
// session's generator and seed when first shown.
func New(c *common.Common, l *casino.Ledger) *Model {
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), panel: panel.New(c), puz: newPuzzles()}
}

// Title is the screen's name in the header.
func (s *Model) Title() string {
	if s.puzzle {
		return "Craps · puzzles"
	}
	return "Craps"
}

// Panel is the table's fairness panel (the root's panelOwner).
func (s *Model) Panel() *panel.Model { return &s.panel }

// PanelBrief: on a small terminal the panel below stays one summary line
// until the player opens it, so that the felt keeps its room.
func (s *Model) PanelBrief() bool { return true }

// UsesPanel reports whether the panel is on show: at the table, not in
// the puzzles.
func (s *Model) UsesPanel() bool { return !s.puzzle }

// Enter opens the table, never the puzzles (space rolls, whichever mode
// was left): it builds the table (anew if the session's generator or seed
// changed since) and puts the last pass-line bet back on the line at the
// come-out.
func (s *Model) Enter() tea.Cmd {
	s.puzzle = false
	refund := s.ensureTable()
	if s.table != nil && s.table.ComeOut() && s.table.Pass() == 0 {
		s.rebet()
	}
	if refund > 0 {
		s.say(false, "New dice for the new settings: the %d chips on the old table are back in your bankroll. %s", refund, s.note)
	}
	return nil
}

// Leave takes a pass-line bet back into the bankroll at the come-out when
// it is the only bet (it has had no action), so other tables see every
// chip; other bets, and every bet during a point, stay on the table until
// the player comes back. The puzzle simulation pauses.
func (s *Model) Leave() {
	s.Still()
	if t := s.table; t != nil && t.ComeOut() && t.Pass() > 0 && t.OnTable() == t.Pass() {
		bet := t.Pass()
		_ = s.setBet("pass", 0)
		s.say(false, "Your %d came back to the bankroll when you left; it goes on the pass line again when you return.", bet)
	}
	s.puz.pause()
}

// ensureTable builds the table from the session's settings unless it was
// built from the same ones. Chips left on an old table come back to the
// bankroll; it returns how many.
func (s *Model) ensureTable() (refund int) {
	key := s.c.Settings().DiceKey()
	if s.tableFor == key && (s.table != nil || s.genErr != nil) {
		return 0
	}
	if s.table != nil && (s.InRound() || s.table.Stays()) {
		// A point is on, or a come bet on its number: the bets cannot be
		// taken down, so they play on with their own dice and the new ones
		// come after them.
		s.say(false, "The round in play finishes with its own dice; the new settings take over after it.")
		return 0
	}
	if s.open != nil { // a bet at the come-out: it has had no action
		refund = s.open.Staked()
		_ = s.open.Cancel()
		s.open = nil
	}
	s.tableFor = key
	g, err := s.gens.For(s.c.Settings())
	if err != nil {
		s.table, s.genErr = nil, err
		return refund
	}
	s.genErr = nil
	s.gen = g
	t, err := game.New(game.DefaultRules(), g.Generator)
	if err != nil {
		s.table, s.genErr = nil, err
		return refund
	}
	s.table = t
	s.history, s.decision, s.decGood = nil, nil, 0
	s.resetPanel()
	if s.lastBet == 0 || refund > 0 {
		s.lastBet = t.Rules().Min
	}
	s.note, s.noteBad = "", false
	return refund
}

// resetPanel clears the panel's tallies and sets up empty ones, so that
// the panel shows what it will measure before the first roll: each die's
// faces (first: the smaller tally, shown when the panel is short) and the
// sums of the two dice against their 36ths.
func (s *Model) resetPanel() {
	s.panel.ClearEvents()
	s.panel.AddFaces(6)
	labels, probs := sumTally()
	s.panel.Observe(sumsTitle, labels, probs, -1)
}

// SettleOnQuit plays out a round left with its point on when the casino
// closes, and come bets on their numbers: such bets cannot be taken down,
// so the dice roll on with the bets as they stand until they are decided;
// no pass-line bet goes on again, and between rounds the bets that can
// come down do. It says what happened, the net of every round it played,
// or "" when no round was in play.
func (s *Model) SettleOnQuit() string {
	if s.InPlay() == "" {
		return ""
	}
	s.quitting = true
	defer func() { s.quitting = false }()
	first := 0
	if r, ok := s.ledger.Last(); ok {
		first = r.Seq
	}
	for range 100_000 { // each throw decides such a bet with chance ≥ 1/4
		if s.InPlay() == "" {
			break
		}
		if !s.InRound() {
			s.takeDownAll()
		}
		before := s.table.Session().Rolls
		s.roll()
		s.Still()
		if s.table.Session().Rolls == before { // refused: it says why
			return ""
		}
	}
	if !s.InRound() {
		s.takeDownAll()
	}
	played, net := 0, 0
	for _, r := range s.ledger.Rounds() {
		if r.Seq > first && r.Table == game.Name {
			played++
			net += r.Net
		}
	}
	last, _ := s.ledger.Last()
	if played > 1 {
		s.say(false, "The bets that stay were played out over %d rounds (%s); the last: %s.", played, text.Signed(net), last.Outcome)
		return fmt.Sprintf("the craps bets in play were played out as you left, over %d rounds (%s)", played, text.Signed(net))
	}
	s.say(false, "The point was played out: %s (%s).", last.Outcome, text.Signed(last.Net))
	return fmt.Sprintf("the craps round in play was played out as you left: %s (%s)", last.Outcome, text.Signed(last.Net))
}

// takeDownAll takes down every bet that can come down, between rounds.
func (s *Model) takeDownAll() {
	for _, p := range s.table.Places() {
		if s.table.CanTakeDown(p) == nil && s.table.Bet(p) > 0 {
			_ = s.setBet(p, 0)
		}
	}
}

// InPlay says that a point is on (a round SettleOnQuit would play out),
// or "" when none is: quitting asks first.
func (s *Model) InPlay() string {
	switch {
	case s.table == nil:
		return ""
	case s.InRound() && !s.table.ComeOut():
		return fmt.Sprintf("The craps point (%d) is on", s.table.Point())
	case s.InRound() || s.table.Stays():
		return "Craps bets that stay until decided are on"
	}
	return ""
}

// hand is the player's chips in hand (the ledger's).
func (s *Model) hand() int { return s.ledger.InHand() }

// Update merges the puzzle simulation's chunks and hands keys to the
// mode on show.
func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case chunkMsg, paceMsg:
		return s, s.puz.update(msg, s.c.Settings())
	case common.TickMsg:
		return s, s.anim.Tick(msg)
	case tea.KeyMsg:
		if s.anim.Skip() {
			return s, nil
		}
		if s.puzzle {
			return s, s.updatePuzzles(msg)
		}
		return s, s.updateTable(msg)
	case tea.MouseMsg:
		return s, s.updateMouse(msg)
	}
	return s, nil
}

// updateTable does what a key asks at the table, building the table first
// if it could not be built before, and brings the bankroll up to date.
func (s *Model) updateTable(k tea.KeyMsg) tea.Cmd {
	if key.Matches(k, s.keys.Puzzles) {
		s.puzzle = true
		return s.puz.resume(s.c.Settings())
	}
	if s.table == nil {
		s.ensureTable()
		if s.table == nil {
			s.say(true, "No dice: %v", s.genErr)
			return nil
		}
	}
	switch {
	case key.Matches(k, s.keys.Roll):
		s.roll()
		cmd := s.tickCmd
		s.tickCmd = nil
		return cmd
	case key.Matches(k, s.keys.Raise):
		s.adjust(true, step)
	case key.Matches(k, s.keys.Lower):
		s.adjust(false, step)
	case key.Matches(k, s.keys.RaiseBig):
		s.adjust(true, bigStep)
	case key.Matches(k, s.keys.LowerBig):
		s.adjust(false, bigStep)
	case key.Matches(k, s.keys.Odds):
		s.maxOdds()
	case key.Matches(k, s.keys.Limit):
		s.cycleLimit()
	case key.Matches(k, s.keys.Left):
		s.moveCursor(-1)
	case key.Matches(k, s.keys.Right):
		s.moveCursor(1)
	case key.Matches(k, s.keys.Up):
		s.moveGroup(-1)
	case key.Matches(k, s.keys.Down):
		s.moveGroup(1)
	case key.Matches(k, s.keys.TakeDown):
		s.takeDown()
	case key.Matches(k, s.keys.Working):
		s.toggleWorking()
	case key.Matches(k, s.keys.ComeOdds):
		s.toggleComeOdds()
	}
	return nil
}

// DemoFresh unpauses the puzzles' simulation, and starts it afresh when
// it ran to its end (common.Freshener): a demo's p then shows it running.
// The table and its bets stay.
func (s *Model) DemoFresh() tea.Cmd {
	s.puz.freshen()
	if s.puzzle { // on show already: running from now
		return s.puz.resume(s.c.Settings())
	}
	return nil
}

// updatePuzzles does what a key asks in the puzzle mode.
func (s *Model) updatePuzzles(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, s.keys.Table):
		s.puzzle = false
		s.puz.pause()
	case key.Matches(k, s.keys.Run):
		return s.puz.toggle(s.c.Settings())
	case key.Matches(k, s.keys.Next) && !s.puzzleAllFit():
		s.puz.selected = (s.puz.selected + 1) % len(s.puz.puzzles)
	}
	return nil
}

// say sets the one-line note.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = s.c.Styles().Glyphs.Text(fmt.Sprintf(format, args...)), bad
}

// Table is the craps table: nil until the screen is first entered, and
// when the session's generator cannot be built. The root's chip checks and
// tests read its books; they never move its chips.
func (s *Model) Table() *game.Table { return s.table }

// InRound reports whether a round is in play, from its come-out roll to
// its decision (the round SettleOnQuit plays out); the root's tests read
// it.
func (s *Model) InRound() bool { return s.open != nil && s.open.Drawn() }

// SetPuzzlePace sets the pause between the puzzle simulation's chunks and
// the trials each run adds per puzzle (by default 80 ms and 1,000,000):
// the root's program tests make the simulation quick and short. Call it
// before the puzzles are first shown.
func (s *Model) SetPuzzlePace(pace time.Duration, trials int64) {
	s.puz.pace, s.puz.per = pace, trials
}
