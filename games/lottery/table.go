package lottery

import (
	"errors"
	"fmt"
	"math/big"
	"slices"

	"riffle/engine/rng"
	"riffle/games/chips"
)

// MaxTickets is the most tickets one draw takes: the Java text's
// Roadrunner program prints NUMBER_OF_TICKETS = 10.
const MaxTickets = 10

// Errors of refused actions. A refused action changes nothing.
var (
	ErrNoTickets = errors.New("no tickets on the slip: mark one first")
	ErrSlipFull  = fmt.Errorf("the slip is full: a draw takes at most %d tickets", MaxTickets)
	ErrNoTicket  = errors.New("no such ticket on the slip")
)

// ChipsError refuses a draw whose tickets cost more than the chips in
// hand (the ledger's, given to [Table.Draw]).
type ChipsError struct{ Tickets, Cost, Chips int }

func (e *ChipsError) Error() string {
	return fmt.Sprintf("%d %s cost %d %s; you have %d", e.Tickets, plural(e.Tickets, "ticket", "tickets"),
		e.Cost, plural(e.Cost, "chip", "chips"), e.Chips)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Result is one draw at the table: the game, the balls, the tickets
// played and how each fared, what they cost and won.
type Result struct {
	Number   int // the table's draws so far, this one included
	Game     Game
	Draw     Draw
	Tickets  []Ticket
	Outcomes []Outcome
	Cost     int
	Won      int
}

// Net is Won − Cost.
func (r Result) Net() int { return r.Won - r.Cost }

// Session is the running account of a table's draws.
type Session struct {
	Draws   int // draws made
	Tickets int // tickets played
	Spent   int // chips paid for tickets
	Won     int // chips won, collected or owed
}

// Net is Won − Spent.
func (s Session) Net() int { return s.Won - s.Spent }

// Table is the lottery table: a slip of tickets for each game, and the
// draws. The player's chips are the casino ledger's (games/casino), which
// keeps no count here: a draw's [Result] says what its tickets cost and
// won. Every sum is checked (games/chips): a draw whose top prizes could
// not be counted is refused.
type Table struct {
	games    []Game
	cur      int
	spots    []int      // per game: the size of a quick pick
	slips    [][]Ticket // per game
	r        rng.Generator
	last     *Result
	session  Session
	expected *big.Rat            // Σ (Return − 1)·Price over the tickets played
	returns  map[string]*big.Rat // Return by game and spots, computed once
}

// New opens a table drawing with r, on the first game of [Games]. It
// fails if r is nil.
func New(r rng.Generator) (*Table, error) {
	if r == nil {
		return nil, errors.New("lottery: no generator")
	}
	t := &Table{games: Games(), r: r, expected: new(big.Rat), returns: map[string]*big.Rat{}}
	t.spots = make([]int, len(t.games))
	t.slips = make([][]Ticket, len(t.games))
	for i, g := range t.games {
		t.spots[i] = g.Lottery.Spots
	}
	return t, nil
}

// SetGenerator makes r the table's drum from the next draw or quick pick
// on: a provably fair draw brings its own stream and gives it back after.
// It refuses nil.
func (t *Table) SetGenerator(r rng.Generator) error {
	if r == nil {
		return errors.New("lottery: no generator")
	}
	t.r = r
	return nil
}

// Game is the game being played.
func (t *Table) Game() Game { return t.games[t.cur] }

// Select switches to the game named; each game keeps its own slip.
func (t *Table) Select(name string) error {
	i := slices.IndexFunc(t.games, func(g Game) bool { return g.Name == name })
	if i < 0 {
		_, err := Lookup(name)
		return err
	}
	t.cur = i
	return nil
}

// Cycle switches to the game step places on in [Games] (back for step < 0),
// wrapping around.
func (t *Table) Cycle(step int) {
	n := len(t.games)
	t.cur = ((t.cur+step)%n + n) % n
}

// Spots is the size of the game's next quick pick.
func (t *Table) Spots() int { return t.spots[t.cur] }

// SetSpots sets the size of the game's quick picks (keno: 1…10).
func (t *Table) SetSpots(s int) error {
	g := t.Game()
	if !g.ValidSpots(s) {
		return fmt.Errorf("%d spots: %s", s, g.spotsRule())
	}
	t.spots[t.cur] = s
	return nil
}

// Tickets is a copy of the game's slip.
func (t *Table) Tickets() []Ticket {
	out := make([]Ticket, len(t.slips[t.cur]))
	for i, tk := range t.slips[t.cur] {
		out[i] = cloneTicket(tk)
	}
	return out
}

func cloneTicket(tk Ticket) Ticket {
	tk.Numbers = slices.Clone(tk.Numbers)
	return tk
}

// QuickPick adds a quick-pick ticket of Spots() numbers to the slip.
func (t *Table) QuickPick() (Ticket, error) {
	if len(t.slips[t.cur]) >= MaxTickets {
		return Ticket{}, ErrSlipFull
	}
	tk := t.Game().QuickPick(t.Spots(), t.r)
	t.slips[t.cur] = append(t.slips[t.cur], tk)
	return cloneTicket(tk), nil
}

// Mark adds a ticket to the slip, after [Game.Validate].
func (t *Table) Mark(tk Ticket) error {
	if len(t.slips[t.cur]) >= MaxTickets {
		return ErrSlipFull
	}
	if err := t.Game().Validate(tk); err != nil {
		return err
	}
	t.slips[t.cur] = append(t.slips[t.cur], cloneTicket(tk))
	return nil
}

// Type parses a typed ticket ([Game.ParseTicket]) and adds it to the
// slip.
func (t *Table) Type(s string) (Ticket, error) {
	if len(t.slips[t.cur]) >= MaxTickets {
		return Ticket{}, ErrSlipFull
	}
	tk, err := t.Game().ParseTicket(s)
	if err != nil {
		return Ticket{}, err
	}
	return tk, t.Mark(tk)
}

// Remove takes ticket i (from 0) off the slip.
func (t *Table) Remove(i int) error {
	if i < 0 || i >= len(t.slips[t.cur]) {
		return ErrNoTicket
	}
	t.slips[t.cur] = slices.Delete(t.slips[t.cur], i, i+1)
	return nil
}

// Clear empties the game's slip.
func (t *Table) Clear() { t.slips[t.cur] = nil }

// Cost is what a draw of the slip costs: Price × tickets.
func (t *Table) Cost() int { return t.Game().Price * len(t.slips[t.cur]) }

// Draw draws for the slip's tickets, the player holding hand chips to pay
// for them: the Result's Cost is what they paid, its Won what they won. It
// refuses an empty slip ([ErrNoTickets]), a slip that costs more than hand
// (*[ChipsError]) and one whose top prizes could not be counted
// (chips.ErrOverflow).
func (t *Table) Draw(hand int) (Result, error) {
	tickets := t.slips[t.cur]
	if len(tickets) == 0 {
		return Result{}, ErrNoTickets
	}
	cost := t.Cost()
	if cost > hand {
		return Result{}, &ChipsError{Tickets: len(tickets), Cost: cost, Chips: hand}
	}
	if err := t.fits(tickets, hand, cost); err != nil {
		return Result{}, fmt.Errorf("%d %s refused: the top prizes would make %w", len(tickets), plural(len(tickets), "ticket", "tickets"), err)
	}
	g := t.Game()
	d := g.Draw(t.r)
	res := Result{Game: g, Draw: d, Tickets: t.Tickets(), Cost: cost}
	for _, tk := range tickets {
		o := g.Check(tk, d)
		res.Outcomes = append(res.Outcomes, o)
		res.Won += o.Chips
		e := new(big.Rat).Sub(t.ret(g, len(tk.Numbers)), big.NewRat(1, 1))
		t.expected.Add(t.expected, e.Mul(e, big.NewRat(int64(g.Price), 1)))
	}
	t.session.Draws++
	t.session.Tickets += len(tickets)
	t.session.Spent += cost
	t.session.Won += res.Won
	res.Number = t.session.Draws
	t.last = &res
	return cloneResult(res), nil
}

// fits checks that a draw of tickets costing cost can pay every ticket's
// top prize without overflow: the chips in hand after it (hand before),
// and the session's account.
func (t *Table) fits(tickets []Ticket, hand, cost int) error {
	g, most := t.Game(), 0
	for _, tk := range tickets {
		var err error
		if most, err = chips.Add(most, g.MaxPay(len(tk.Numbers))); err != nil {
			return err
		}
	}
	if _, err := chips.Sum(hand, -cost, most); err != nil {
		return err
	}
	if _, err := chips.Add(t.session.Spent, cost); err != nil {
		return err
	}
	_, err := chips.Add(t.session.Won, most)
	return err
}

func cloneResult(r Result) Result {
	r.Draw.Order = slices.Clone(r.Draw.Order)
	r.Draw.Balls = slices.Clone(r.Draw.Balls)
	r.Tickets = slices.Clone(r.Tickets)
	for i := range r.Tickets {
		r.Tickets[i] = cloneTicket(r.Tickets[i])
	}
	r.Outcomes = slices.Clone(r.Outcomes) // plain values
	return r
}

// Last is the last draw, if any.
func (t *Table) Last() (Result, bool) {
	if t.last == nil {
		return Result{}, false
	}
	return cloneResult(*t.last), true
}

// ret is g.Return(s), computed once per game and size.
func (t *Table) ret(g Game, s int) *big.Rat {
	k := fmt.Sprintf("%s/%d", g.Name, s)
	r, ok := t.returns[k]
	if !ok {
		r = g.Return(s)
		t.returns[k] = r
	}
	return r
}

// Expected is the expected net of the draws so far, exact:
//
//	Σ over the tickets played  (Return(spots) − 1) · Price
//
// negative: what the pay tables' house edge makes the session's net
// tend to.
func (t *Table) Expected() *big.Rat { return new(big.Rat).Set(t.expected) }

// Session is the account of the draws so far.
func (t *Table) Session() Session { return t.session }
