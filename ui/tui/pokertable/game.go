// Package pokertable is a Hold'em hand in play as the table screens play
// it — the Texas Hold'em table and the 1999 cheat table: the seats of
// games/holdem, your stack staked at the deal and settled with the hand,
// each hand a round saved open at your move and finished at its end, your
// live equity worked out in a Cmd, and the lines that draw the table. It
// is not a screen: both screens hold a Game.
package pokertable

import (
	"errors"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/casino"
	game "riffle/games/holdem"
	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
)

// BuyIn is the most chips you sit down with for a hand: your stack at the
// table is your chips in hand up to BuyIn, staked at the deal and back in
// hand with what it won when the hand ends. No fixed-limit hand at 5/10
// can take more than 240 from one seat (four bets a round, 10, 10, 20,
// 20), so BuyIn never leaves you short.
const BuyIn = 500

// equitySamples is the Monte Carlo deals when the exact enumeration is
// past the budget: a standard error of at most 0.5/√20000 = 0.35 points.
const equitySamples = 20000

// EquityMsg is your equity at a point of a hand, worked out in a Cmd; the
// screen hands it to its Game.
type EquityMsg struct {
	key     string
	est     odds.Estimate
	err     error
	inRange float64 // against the ranges the others' actions imply (games/holdem.RangeEquity)
}

// rangeSamples is the deals of your equity against their ranges: a
// standard error of at most 0.5/√4000 ≈ 0.8 points.
const rangeSamples = 4000

// Session is your play at a table since the casino opened.
type Session struct {
	Hands, Won, Folded, Showdowns int
	Net                           int
}

// Game is a table of Hold'em and the hand in play on it.
type Game struct {
	c       *common.Common
	ledger  *casino.Ledger // the session's chips and rounds
	round   string         // the table its rounds are saved at
	Table   *game.Table
	start   game.Start
	open    *casino.Round
	session Session
	equity  *odds.Estimate
	inRange float64 // your equity against the ranges their actions imply
	eqKey   string  // the point of the hand the equity is for
	eqFor   string  // the point asked for
	eqErr   error
	paced   pacing // the computer players' actions shown one by one
	// ovalMemo keeps the oval table as last drawn, for what it shows;
	// deals counts the hands put on the table (dealt, taken up, or a new
	// table's empty one), for its key.
	ovalMemo draw.Memo
	deals    int
	// ShowWhy shows each computer player's reasons beside its move.
	ShowWhy bool
}

// New returns a table of you and bots computer players, whose hands are
// saved as rounds at the table roundTable.
func New(c *common.Common, l *casino.Ledger, roundTable string, bots int) (*Game, error) {
	t, err := game.NewTable(bots)
	if err != nil {
		return nil, err
	}
	return &Game{c: c, ledger: l, round: roundTable, Table: t}, nil
}

// SetBots seats a new table of bots computer players (between hands).
func (g *Game) SetBots(bots int) error {
	if g.InPlay() {
		return errors.New("a hand is in play")
	}
	g.Still()
	t, err := game.NewTable(bots)
	if err != nil {
		return err
	}
	t.Blinds.Limit = g.Table.Blinds.Limit
	g.Table, g.equity, g.eqKey = t, nil, ""
	g.deals++
	return nil
}

// Hand is the hand on the table (an empty one before the first deal, so
// that callers need not check).
func (g *Game) Hand() *game.Hand {
	if h := g.Table.Hand(); h != nil {
		return h
	}
	return &game.Hand{}
}

// Dealt reports whether a hand was ever dealt.
func (g *Game) Dealt() bool { return g.Table.Hand() != nil }

// InPlay reports whether a hand is under way.
func (g *Game) InPlay() bool { return g.Table.InPlay() }

// YourMove reports whether the hand waits on you.
func (g *Game) YourMove() bool { return g.InPlay() && g.Hand().ToAct() == 0 }

// Session is your play so far, the hand whose end is being shown
// counted (the books are).
func (g *Game) Session() Session { return g.session }

// ShownSession is your play as the table shows it: without the hand whose
// end is still being shown.
func (g *Game) ShownSession() Session {
	if g.Pacing() && g.paced.session != nil {
		return *g.paced.session
	}
	return g.session
}

// Start is the hand's start (its stacks, button, blinds, styles).
func (g *Game) Start() game.Start { return g.start }

// Staked is the chips you have on the table: your stack while a hand is
// on, between hands what it brought back while the hand's actions are
// shown (Owed).
func (g *Game) Staked() int {
	if g.InPlay() {
		return g.start.Stacks[0]
	}
	return g.Owed()
}

// Stack is your stack for the next hand: your chips in hand up to BuyIn.
func (g *Game) Stack() int { return min(g.ledger.InHand(), BuyIn) }

// Deal stakes your stack on the round open (begun, its deal drawn, by the
// screen) and starts the hand st (from Table.Begin) with d, the computer
// players deciding with bots; it plays on to your first move, or settles
// a hand over before it.
func (g *Game) Deal(st game.Start, d poker.Holdem, bots rng.Generator, open *casino.Round) tea.Cmd {
	_ = open.Stake(st.Stacks[0]) // your stack is at most your chips in hand (Stack)
	g.start, g.open, g.ShowWhy = st, open, false
	g.Table.Deal(st, d, bots)
	g.deals++
	return tea.Batch(g.pace(2), g.afterMove()) // the two blinds at once, then the actions one by one
}

// Act makes your move k, a raise the least one.
func (g *Game) Act(k game.Kind) (tea.Cmd, error) { return g.Play(game.Move{Kind: k}) }

// Play makes your move m; the error says why it cannot be made.
func (g *Game) Play(m game.Move) (tea.Cmd, error) {
	if !g.YourMove() {
		return nil, errors.New("it is not your move")
	}
	yours := len(g.Hand().Log())
	if err := g.Table.Play(m); err != nil {
		return nil, err
	}
	return tea.Batch(g.pace(yours+1), g.afterMove()), nil // yours at once, the rest one by one
}

// afterMove settles a hand that is over (the Cmd a win's flash), or saves
// it open at your move and asks for your equity.
func (g *Game) afterMove() tea.Cmd {
	if !g.InPlay() {
		return g.finish()
	}
	_ = g.open.SaveOpen(game.Moves(g.start, g.Table.Moves()), game.OpenDice(g.Hand()))
	return g.AskEquity()
}

// finish settles the hand over: your stack and winnings back in hand,
// the round saved; a win flashes your seat once shown (the Cmd is its
// first tick when no action is left to show).
func (g *Game) finish() tea.Cmd {
	h := g.Hand()
	// Your stack comes back with what it won, held on the table while the
	// actions are shown: a refusal is the ledger's to show (the header).
	_ = g.paced.motion.Settle(g.open, g.start.Stacks[0], h.Seats[0].Stack)
	_, _ = g.open.Finish(game.Moves(g.start, g.Table.Moves()), game.RoundResult(h))
	g.open = nil
	before := g.session // shown until the hand's end is
	g.paced.session = &before
	g.tally(h)
	if h.Net(0) > 0 {
		return g.paced.motion.FlashAfter(g.c.Settings(), winFlash)
	}
	return nil
}

// tally counts a hand over in your session (ShownSession leaves it out
// until its end is shown).
func (g *Game) tally(h *game.Hand) {
	s := &g.session
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
}

// ResultLine says how the last hand ended for you.
func (g *Game) ResultLine() string {
	h := g.Hand()
	net := h.Net(0)
	how := "the others folded"
	switch {
	case h.Seats[0].Folded:
		how = "you folded"
	case h.Showdown():
		how = "you showed " + text.LowerFirst(cards.DescribeWhole(h.Value(0)))
		if best := g.bestOther(h); best >= 0 {
			you, them := h.Value(0), h.Value(best)
			name := g.Table.Players[best].Name
			switch {
			case you > them:
				how += fmt.Sprintf(", beating %s's %s (%s)", name, text.LowerFirst(cards.DescribeWhole(them)), cards.WhyBeats(you, them))
			case you < them:
				how += fmt.Sprintf("; %s's %s won (%s)", name, text.LowerFirst(cards.DescribeWhole(them)), cards.WhyBeats(them, you))
			}
		}
	}
	switch {
	case net > 0:
		return fmt.Sprintf("You won %s: %s.", text.Plural(net, "chip"), how)
	case net < 0:
		return fmt.Sprintf("You lost %s: %s.", text.Plural(-net, "chip"), how)
	}
	return fmt.Sprintf("You broke even: %s.", how)
}

// bestOther is the seat other than yours with the best hand at the
// showdown of h, −1 for none.
func (g *Game) bestOther(h *game.Hand) int {
	best := -1
	for i := 1; i < len(h.Seats); i++ {
		if !h.Seats[i].Folded && (best < 0 || h.Value(i) > h.Value(best)) {
			best = i
		}
	}
	return best
}

// InPlayLine says that a hand is on at the table named table (quitting
// plays it out: you check, or fold to a bet), or "" when none is:
// quitting asks first. It is short: the question after it fits 80
// columns.
func (g *Game) InPlayLine(table string) string {
	if !g.InPlay() {
		return ""
	}
	return fmt.Sprintf("A %s hand is on", table)
}

// SettleOnQuit plays out a hand in play as the casino closes: you check
// where you can and fold to a bet. It says what happened, or "".
func (g *Game) SettleOnQuit(table string) string {
	g.Still()
	if !g.InPlay() {
		return ""
	}
	for g.InPlay() {
		k := game.Check
		if g.Hand().ToCall(0) > 0 {
			k = game.Fold
		}
		if err := g.Table.Act(k); err != nil {
			break
		}
	}
	_ = g.finish()
	g.Still() // no flash: the casino closes
	last, _ := g.ledger.Last()
	return fmt.Sprintf("the %s hand in play was played out as you left (checked or folded): %s (%s)", table, last.Outcome, text.Signed(last.Net))
}

// Resume takes up a hand saved open (e), dealt again and played to your
// move by game.Resume, your stack — the entry's stake — staked
// again; names are the lineup's. table names the table in the error for a
// hand already in play. It returns the hand taken up.
func (g *Game) Resume(e casino.Entry, table string) (game.Open, error) {
	if g.InPlay() {
		return game.Open{}, fmt.Errorf("a %s hand is already in play", table)
	}
	g.Still()
	rec, stake := *e.Round, e.Stake
	oh, err := game.Resume(rec, g.ledger.InHand())
	if errors.Is(err, game.ErrCannotDeal) {
		return oh, g.fold(e, err)
	}
	if err != nil {
		return oh, err
	}
	if oh.Start.Stacks[0] != stake {
		return oh, fmt.Errorf("the open hand saved %d chips on the table, but it began with %d", stake, oh.Start.Stacks[0])
	}
	open, err := g.ledger.Resume(e, casino.Source{Gen: oh.Gen})
	if err != nil {
		return oh, err
	}
	if ps, err := game.Lineup(len(oh.Start.Stacks) - 1); err == nil {
		for i := range ps {
			oh.Table.Players[i].Name = ps[i].Name
		}
	}
	g.Table, g.start, g.open = oh.Table, oh.Start, open
	g.deals++
	return oh, nil
}

// fold settles a hand saved open that cannot be dealt again as folded at
// your move (game.Folded): the chips you had put in are lost, the rest of
// your stack comes back. The error is FoldedError, saying so, or why the
// record could not be settled (the root then voids it).
func (g *Game) fold(e casino.Entry, why error) error {
	put, res, err := game.Folded(*e.Round)
	if err != nil {
		return fmt.Errorf("%w (%v)", why, err)
	}
	open, err := g.ledger.Resume(e, casino.Source{})
	if err != nil {
		return err
	}
	_ = open.Settle(e.Stake, e.Stake-put) // a refusal is the ledger's to show
	if _, err := open.Finish(append(e.Round.Moves, "fold"), res); err != nil {
		return err
	}
	return FoldedError{Why: why, Put: put}
}

// FoldedError says that a hand saved open was folded where it stood, as
// it could not be dealt again: the screen tells the player, and nothing
// is left to take up.
type FoldedError struct {
	Why error
	Put int
}

func (f FoldedError) Error() string {
	return fmt.Sprintf("%v: it is folded where it stood, the %s you had put in lost", f.Why, text.Plural(f.Put, "chip"))
}

// SetLimit sets the game of the hands to come: fixed, pot or no limit
// (between hands).
func (g *Game) SetLimit(l game.Limit) error {
	if g.InPlay() {
		return errors.New("a hand is in play")
	}
	g.Table.Blinds.Limit = l
	return nil
}

// Limit is the table's game.
func (g *Game) Limit() game.Limit { return g.Table.Blinds.Limit }

// SizeOf is your raise at share of the pot on your move in pot and no
// limit — the bet you raise to: the round's bet plus share of the pot
// after your call (share of the pot when nobody has bet), within the
// least and the most you may raise to (so a share of 1 is pot limit's
// most). A share of 0 or less is the least raise, of AllIn or more all
// of your stack (capped by the pot in pot limit). ok is false when you
// may not raise.
func (g *Game) SizeOf(share float64) (to int, ok bool) {
	h := g.Hand()
	if !g.YourMove() {
		return 0, false
	}
	lo, hi, ok := h.RaiseTo()
	if !ok {
		return 0, false
	}
	switch {
	case share <= 0:
		return lo, true
	case share >= AllIn:
		return hi, true
	}
	to = h.Current() + int(share*float64(h.Pot()+h.ToCall(0))+0.5)
	return min(max(to, lo), hi), true
}

// AllIn is SizeOf's share for all of your stack.
const AllIn = 1e9

// Point names the point of the hand now: a choice made at it (a raise's
// size) holds while it does.
func (g *Game) Point() string { return g.pointKey() }

// pointKey names the point of the hand: the hand and the actions so far.
// (deals tells apart the hands of a table seated anew or taken up, whose
// count starts again).
func (g *Game) pointKey() string {
	return fmt.Sprintf("%d/%d/%d", g.deals, g.Table.Hands, len(g.Hand().Log()))
}

// AskEquity works out your equity at your move, in a Cmd: against the
// seats still in, whose cards you do not see; exact within
// odds.HoldemExactBudget, else Monte Carlo from a generator of its own
// (the deal's stream is not touched, so replays do not depend on it).
func (g *Game) AskEquity() tea.Cmd {
	if !g.YourMove() {
		return nil
	}
	k := g.pointKey()
	if g.eqKey == k || g.eqFor == k {
		return nil
	}
	g.eqFor = k
	v := g.Hand().View(0)
	seed := uint64(g.Table.Hands)<<20 | uint64(len(g.Hand().Log()))
	return func() tea.Msg {
		est, err := odds.HoldemVsRandom(v.Hole, v.Board, v.Opponents, odds.HoldemExactBudget, rng.NewPCG(seed), equitySamples)
		in := game.RangeEquity(v.Hole, v.Board, v.Ranges(), rng.NewPCG(seed+1), rangeSamples)
		return EquityMsg{key: k, est: est, err: err, inRange: in}
	}
}

// TakeEquity keeps the equity worked out, when it is for the point asked.
func (g *Game) TakeEquity(msg EquityMsg) {
	if msg.key == g.eqFor {
		g.eqKey, g.eqErr = msg.key, msg.err
		e := msg.est
		g.equity, g.inRange = &e, msg.inRange
	}
}

// Settle works out your equity now, in place of the Cmd AskEquity gives
// (whose answer, when it comes, is the same): for a caller that must see
// the table settled, such as a test setting two tables side by side.
func (g *Game) Settle() {
	if !g.YourMove() || g.eqKey == g.pointKey() {
		return
	}
	g.eqFor = ""
	if cmd := g.AskEquity(); cmd != nil {
		if msg, ok := cmd().(EquityMsg); ok {
			g.TakeEquity(msg)
		}
	}
}

// HandNo is the hand on the table's number in the session: the hands
// played, and the one in play.
func (g *Game) HandNo() int {
	if g.InPlay() {
		return g.session.Hands + 1
	}
	return g.session.Hands
}

// CardsText writes cards as the screen draws them: suits as signs, or
// letters in ASCII.
func (g *Game) CardsText(cs ...cards.Card) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		if g.c.Styles().Glyphs.ASCII {
			out[i] = c.String()
		} else {
			out[i] = c.Symbol()
		}
	}
	return strings.Join(out, " ")
}

// Headline is the presenter view's number: your equity at your move,
// with the pot odds; between hands, your session's net.
func (g *Game) Headline() common.Headline {
	if g.YourMove() && !g.Pacing() && g.equity != nil && g.eqKey == g.pointKey() {
		return common.Headline{Label: "Your equity", Value: fmt.Sprintf("%.1f%%", 100*g.equity.Equity), Note: g.EquityLine()}
	}
	s := g.ShownSession()
	return common.Headline{Label: "Your net", Value: text.Signed(s.Net), Note: text.Plural(s.Hands, "hand")}
}
