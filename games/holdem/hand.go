// Package holdem is the rules of Texas Hold'em — fixed limit, pot limit and
// no limit — as a plain state machine: blinds, four betting rounds, fold,
// check, call, bet and raise, all-ins, side pots and the showdown (hand.go,
// pots.go); the computer players' strategy, from equity and pot odds,
// seeing only their own cards (bots.go, strategy.go); and a table that
// deals hand after hand, moves the button and keeps the stacks (table.go).
//
// Fixed limit: every bet and raise is one bet — the small bet (the big
// blind) before the flop and on it, the big bet (twice that) on the turn
// and the river — and a round allows a bet and three raises (four bets;
// the big blind is the first bet before the flop).
//
// No limit and pot limit (the usual rules, as Robert's Rules of Poker
// and the TDA's give them): a bet is at least the big blind; a raise is
// at least the round's last full bet or raise (the big blind before the
// flop), up to all of the stack in no limit and up to the pot after the
// call in pot limit (a raise to the bet + the pot + the call); raises are
// not capped.
//
// In every game a player short of a full bet or raise may go all in for
// less; an all-in raise of less than a full raise does not reopen the
// betting for those who have acted (they may call or fold, not raise) —
// in pot and no limit unless such all-ins together raise the bet a seat
// faced when it last acted by a full raise or more (the TDA's rule 41B).
//
// Nothing here reads a clock or draws at random except through a
// generator passed in; the deal comes from a shuffled deck (games/poker's
// layout), so a hand replays from its seed.
package holdem

import (
	"errors"
	"fmt"

	"riffle/engine/cards"
	"riffle/games/poker"
)

// Table sizes: the player and 1 to 8 computer players.
const (
	MinPlayers = 2
	MaxPlayers = 9
)

// MaxBets is the bets a betting round allows: a bet and three raises.
const MaxBets = 4

// Blinds are the forced bets and the betting: in fixed limit the small
// bet is Big and the big bet, on the turn and the river, 2·Big.
type Blinds struct {
	Small, Big int
	Limit      Limit
}

// Limit is how much a bet or raise may be.
type Limit int

const (
	FixedLimit Limit = iota // every bet one bet, four a round
	PotLimit                // from the last raise up to the pot
	NoLimit                 // from the last raise up to all in
)

// Limits are the games, in the order a table offers them.
func Limits() []Limit { return []Limit{FixedLimit, PotLimit, NoLimit} }

func (l Limit) String() string {
	switch l {
	case PotLimit:
		return "pot limit"
	case NoLimit:
		return "no limit"
	}
	return "fixed limit"
}

// Word is the limit as a flag and a record write it: fixed, pot, no.
func (l Limit) Word() string {
	switch l {
	case PotLimit:
		return "pot"
	case NoLimit:
		return "no"
	}
	return "fixed"
}

// ParseLimit reads a limit's Word.
func ParseLimit(s string) (Limit, error) {
	for _, l := range Limits() {
		if s == l.Word() {
			return l, nil
		}
	}
	return 0, fmt.Errorf("limit %q: allowed fixed, pot, no", s)
}

// DefaultBlinds are 5/10: bets of 10 and 20.
var DefaultBlinds = Blinds{Small: 5, Big: 10}

// Street is a betting round, or the showdown after the last.
type Street int

const (
	Preflop Street = iota
	Flop
	Turn
	River
	Over // the hand is decided
)

func (s Street) String() string {
	return [...]string{"pre-flop", "flop", "turn", "river", "over"}[min(int(s), 4)]
}

// Kind is what a player does.
type Kind int

const (
	Fold Kind = iota
	Check
	Call
	Raise // a bet when nobody has bet on the round
	SmallBlind
	BigBlind
)

func (k Kind) String() string {
	return [...]string{"fold", "check", "call", "raise", "small blind", "big blind"}[k]
}

// Action is one move of the hand: who, what, the chips it put in and the
// seat's bet on the round after it (Bet: "raise" when somebody had bet,
// "bet" otherwise, is Kind Raise either way).
type Action struct {
	Seat   int
	Street Street
	Kind   Kind
	Chips  int  // put in by this action
	To     int  // the seat's bet on this round after it
	AllIn  bool // the action left the seat without chips
	Opened bool // a Raise that was the round's first bet
}

// Seat is a player in the hand.
type Seat struct {
	Stack  int           // chips behind, not yet in the pot
	Hole   [2]cards.Card // the seat's cards
	Folded bool
	Bet    int // chips put in on the current round
	Put    int // chips put in on the whole hand
}

func (m Move) String() string {
	if m.Kind == Raise && m.To > 0 {
		return fmt.Sprintf("raise %d", m.To)
	}
	return m.Kind.String()
}

// Move is the move the action made (a raise with the bet it raised to).
func (a Action) Move() Move {
	if a.Kind == Raise {
		return Move{Kind: Raise, To: a.To}
	}
	return Move{Kind: a.Kind}
}

// AllIn reports whether the seat is in the hand with no chips behind.
func (s Seat) AllIn() bool { return !s.Folded && s.Stack == 0 }

// Errors of Act.
var (
	ErrOver    = errors.New("the hand is over")
	ErrIllegal = errors.New("not a legal action now")
)

// Hand is one hand of Hold'em, fixed, pot or no limit. Seat 0 is the player; the
// button moves from hand to hand (see Table). Cards are dealt from a deal
// laid out by games/poker: deal position d (0 first, on the button's left)
// is seat (Button+1+d) mod P.
type Hand struct {
	Seats  []Seat
	Button int
	Blinds Blinds
	deal   poker.Holdem
	street Street
	toAct  int
	bet    int    // the round's highest bet
	bets   int    // bets made this round (the big blind counts one before the flop)
	raise  int    // the round's last full bet or raise: the least a raise adds (pot and no limit)
	acted  []bool // acted since the last full raise
	faced  []int  // the round's bet when each seat last acted on it
	log    []Action
	pots   []Pot // at the end
	shown  int   // board cards shown at the end: 5 after a showdown, else the round's
	showed bool  // the hand went to a showdown
	// Reads are what the table had seen of each seat before the hand
	// (nil: nothing), which every seat's view holds.
	Reads []Read
}

// NewHand starts a hand: the blinds posted, seat stacks as given (each
// above 0), the button at button, the cards from deal (which must deal
// len(stacks) players). It panics on a table of the wrong size, a
// stack of 0 or less, blinds that are not 0 < Small ≤ Big, or a button
// out of range: the caller (Table) keeps them right.
func NewHand(deal poker.Holdem, stacks []int, button int, b Blinds) *Hand {
	n := len(stacks)
	if n < MinPlayers || n > MaxPlayers || len(deal.Hole) != n || button < 0 || button >= n || b.Small <= 0 || b.Small > b.Big || b.Limit < FixedLimit || b.Limit > NoLimit {
		panic(fmt.Sprintf("holdem: NewHand: %d stacks, %d holes, button %d, blinds %+v", n, len(deal.Hole), button, b))
	}
	h := &Hand{Seats: make([]Seat, n), Button: button, Blinds: b, deal: deal, acted: make([]bool, n), faced: make([]int, n)}
	for i, s := range stacks {
		if s <= 0 {
			panic(fmt.Sprintf("holdem: NewHand: seat %d has %d chips", i, s))
		}
		h.Seats[i] = Seat{Stack: s, Hole: deal.Hole[h.position(i)]}
	}
	sb, bb := h.next(button), h.next(h.next(button))
	if n == 2 { // heads-up: the button posts the small blind and acts first before the flop
		sb, bb = button, h.next(button)
	}
	h.post(sb, b.Small, SmallBlind)
	h.post(bb, b.Big, BigBlind)
	h.bet, h.bets, h.raise = b.Big, 1, b.Big
	h.toAct = h.next(bb)
	h.settle()
	return h
}

// position is seat i's place in the deal: 0 for the seat on the button's
// left.
func (h *Hand) position(i int) int {
	n := len(h.Seats)
	return (i - h.Button - 1 + 2*n) % n
}

// next is the seat after i, clockwise.
func (h *Hand) next(i int) int { return (i + 1) % len(h.Seats) }

// post puts a blind in (all of the stack when it is short).
func (h *Hand) post(seat, amount int, k Kind) {
	s := &h.Seats[seat]
	amount = min(amount, s.Stack)
	s.Stack -= amount
	s.Bet += amount
	s.Put += amount
	h.log = append(h.log, Action{Seat: seat, Street: Preflop, Kind: k, Chips: amount, To: s.Bet, AllIn: s.Stack == 0})
}

// Street is the betting round under way, or Over.
func (h *Hand) Street() Street { return h.street }

// Over reports whether the hand is decided.
func (h *Hand) Over() bool { return h.street == Over }

// ToAct is the seat whose move it is, or −1 when the hand is over.
func (h *Hand) ToAct() int {
	if h.Over() {
		return -1
	}
	return h.toAct
}

// Log is every action so far, blinds first.
func (h *Hand) Log() []Action { return h.log }

// Deal is the hand's cards (every seat's, and the whole board).
func (h *Hand) Deal() poker.Holdem { return h.deal }

// Board is the board cards dealt so far: none before the flop, then 3,
// 4, 5; all five once the hand has gone to a showdown.
func (h *Hand) Board() []cards.Card {
	all := []cards.Card{h.deal.Flop[0], h.deal.Flop[1], h.deal.Flop[2], h.deal.Turn, h.deal.River}
	switch h.street {
	case Preflop:
		return nil
	case Flop:
		return all[:3]
	case Turn:
		return all[:4]
	case River:
		return all
	}
	return all[:h.shown]
}

// BetSize is the round's bet: the small bet before the turn, the big bet
// after.
func (h *Hand) BetSize() int {
	if h.street >= Turn {
		return 2 * h.Blinds.Big
	}
	return h.Blinds.Big
}

// Pot is the chips in the middle: every seat's Put.
func (h *Hand) Pot() int {
	t := 0
	for _, s := range h.Seats {
		t += s.Put
	}
	return t
}

// ToCall is what seat i must put in to call: the round's bet less its
// own, at most its stack.
func (h *Hand) ToCall(i int) int { return min(h.bet-h.Seats[i].Bet, h.Seats[i].Stack) }

// RaiseTo is the least and the most the seat to act may raise to — its
// bet on the round after the raise (a bet when nobody has bet) — when it
// may raise: fixed limit one bet more than the round's, pot limit from a
// full raise to the bet + the pot after its call, no limit from a full
// raise to all in. A stack short of the least is all in for less (lo = hi
// = the stack). ok is false when no raise is legal.
func (h *Hand) RaiseTo() (lo, hi int, ok bool) {
	if !h.CanRaise() {
		return 0, 0, false
	}
	s := h.Seats[h.toAct]
	all := s.Bet + s.Stack
	switch h.Blinds.Limit {
	case PotLimit:
		lo, hi = h.bet+h.raise, h.bet+h.Pot()+(h.bet-s.Bet)
	case NoLimit:
		lo, hi = h.bet+h.raise, all
	default:
		lo = h.bet + h.BetSize()
		hi = lo
	}
	lo, hi = min(lo, all), min(hi, all)
	return lo, max(lo, hi), true
}

// Current is the round's bet: the most a seat has put in on it.
func (h *Hand) Current() int { return h.bet }

// MinRaise is the least a full raise adds to the round's bet now: the
// bet in fixed limit, the round's last full bet or raise (the big blind
// at least) in pot and no limit.
func (h *Hand) MinRaise() int {
	if h.Blinds.Limit == FixedLimit {
		return h.BetSize()
	}
	return h.raise
}

// Legal is what the seat to act may do: fold (only when facing a bet),
// check or call, and raise (while the round has bets left, the seat has
// chips beyond the call, someone else could answer, and — after an all-in
// short of a full raise — the seat has not acted since the last full
// raise). Empty when the hand is over.
func (h *Hand) Legal() []Kind {
	if h.Over() || len(h.Seats) == 0 { // the zero Hand: none dealt
		return nil
	}
	i := h.toAct
	s := h.Seats[i]
	var out []Kind
	if h.bet > s.Bet {
		out = append(out, Fold, Call)
	} else {
		out = append(out, Check)
	}
	if (h.bets < MaxBets || h.Blinds.Limit != FixedLimit) && s.Stack > h.bet-s.Bet && h.reopened(i) && h.othersAble(i) {
		out = append(out, Raise)
	}
	return out
}

// reopened reports whether the betting is open to seat i: it has not
// acted since the last full raise or, in pot and no limit, the all-ins
// short of a full raise since it last acted add up to one.
func (h *Hand) reopened(i int) bool {
	return !h.acted[i] || h.Blinds.Limit != FixedLimit && h.bet-h.faced[i] >= h.raise
}

// othersAble reports whether a seat other than i is in the hand with
// chips behind: someone who could answer a raise.
func (h *Hand) othersAble(i int) bool {
	for j, s := range h.Seats {
		if j != i && !s.Folded && s.Stack > 0 {
			return true
		}
	}
	return false
}

// CanRaise reports whether Raise is legal now.
func (h *Hand) CanRaise() bool {
	for _, k := range h.Legal() {
		if k == Raise {
			return true
		}
	}
	return false
}

// Move is a seat's action as it chooses it: the kind, and for a raise the
// bet it raises to on the round (0: the least raise, the bet in fixed
// limit).
type Move struct {
	Kind Kind
	To   int
}

// Act makes the seat to act do k, a raise the least one (Move{k, 0}).
func (h *Hand) Act(k Kind) error { return h.Play(Move{Kind: k}) }

// Play makes the seat to act make move m: Check or Call as the bet stands
// (Call when facing a bet, Check otherwise — each is refused in the
// other's place), Fold only facing a bet, Raise to m.To within RaiseTo
// (all in for less when the stack is short of the least raise). The error
// is ErrOver or wraps ErrIllegal, and changes nothing.
func (h *Hand) Play(m Move) error {
	if h.Over() {
		return ErrOver
	}
	k := m.Kind
	legal := false
	for _, l := range h.Legal() {
		legal = legal || l == k
	}
	if !legal {
		return fmt.Errorf("%w: %s by seat %d on the %s", ErrIllegal, k, h.toAct, h.street)
	}
	i := h.toAct
	s := &h.Seats[i]
	to := m.To
	if k == Raise {
		lo, hi, _ := h.RaiseTo()
		if to == 0 {
			to = lo
		}
		if to < lo || to > hi {
			return fmt.Errorf("%w: a raise to %d by seat %d on the %s (allowed %d…%d)", ErrIllegal, to, i, h.street, lo, hi)
		}
	} else if m.To != 0 {
		return fmt.Errorf("%w: %s to %d by seat %d", ErrIllegal, k, m.To, i)
	}
	a := Action{Seat: i, Street: h.street, Kind: k}
	switch k {
	case Fold:
		s.Folded = true
	case Call:
		a.Chips = h.ToCall(i)
	case Raise:
		a.Opened = h.bet == 0
		a.Chips = to - s.Bet
	}
	s.Stack -= a.Chips
	s.Bet += a.Chips
	s.Put += a.Chips
	a.To, a.AllIn = s.Bet, s.Stack == 0 && k != Fold
	h.acted[i] = true
	if k == Raise && s.Bet > h.bet {
		full := s.Bet-h.bet >= h.MinRaise()
		if full && h.Blinds.Limit != FixedLimit {
			h.raise = s.Bet - h.bet
		}
		h.bet = s.Bet
		if full { // a full raise reopens the betting
			h.bets++
			for j := range h.acted {
				h.acted[j] = j == i
			}
		}
	}
	h.faced[i] = h.bet
	h.log = append(h.log, a)
	h.toAct = h.next(i)
	h.settle()
	return nil
}

// live are the seats still in the hand; able those of them with chips
// behind, who can still act.
func (h *Hand) live() (live, able int) {
	for _, s := range h.Seats {
		if !s.Folded {
			live++
			if s.Stack > 0 {
				able++
			}
		}
	}
	return live, able
}

// needs reports whether seat i must still act on the round: in the hand,
// with chips behind, and either not yet acted since the last full raise or
// short of the round's bet.
func (h *Hand) needs(i int) bool {
	s := h.Seats[i]
	return !s.Folded && s.Stack > 0 && (!h.acted[i] || s.Bet < h.bet)
}

// settle moves the hand on after an action: to the next seat that must
// act, or to the next round, or to the end.
func (h *Hand) settle() {
	for {
		live, able := h.live()
		if live == 1 {
			h.finish(false)
			return
		}
		for range len(h.Seats) {
			if h.needs(h.toAct) {
				// A lone seat with chips facing no bet has nobody to bet
				// against: the rest are all in.
				if able == 1 && h.Seats[h.toAct].Bet >= h.bet {
					break
				}
				return
			}
			h.toAct = h.next(h.toAct)
		}
		if h.street == River || able <= 1 {
			h.finish(true)
			return
		}
		h.nextStreet()
	}
}

// nextStreet starts the next betting round, the first seat in the hand
// left of the button to act.
func (h *Hand) nextStreet() {
	h.street++
	h.bet, h.bets, h.raise = 0, 0, h.Blinds.Big
	for i := range h.Seats {
		h.Seats[i].Bet = 0
		h.acted[i], h.faced[i] = false, 0
	}
	h.toAct = h.next(h.Button)
}

// At is the hand as it stood after its first n actions (the blinds
// count; n is clamped to the log): dealt again from the same cards,
// stacks and button, and the same actions made in turn. A table shows a
// hand's actions one by one with it, the hand itself decided already.
// The error says which action the hand dealt again refused (the same
// moves on the same hand never are: TestAtIsTheHandAsItStood).
func (h *Hand) At(n int) (*Hand, error) {
	stacks := make([]int, len(h.Seats))
	for i, s := range h.Seats {
		stacks[i] = s.Stack + s.Put - h.Won(i) // as dealt: before the pots were paid
		if stacks[i] <= 0 {
			return nil, fmt.Errorf("holdem: At: seat %d was dealt in with %d chips", i, stacks[i])
		}
	}
	if len(h.Seats) < MinPlayers || len(h.Seats) > MaxPlayers || len(h.deal.Hole) != len(h.Seats) ||
		h.Button < 0 || h.Button >= len(h.Seats) || h.Blinds.Small <= 0 || h.Blinds.Small > h.Blinds.Big || h.Blinds.Limit < FixedLimit || h.Blinds.Limit > NoLimit {
		return nil, fmt.Errorf("holdem: At: a hand of %d seats, button %d, blinds %+v", len(h.Seats), h.Button, h.Blinds)
	}
	a := NewHand(h.deal, stacks, h.Button, h.Blinds)
	a.Reads = h.Reads
	for i, act := range h.log[len(a.log):min(max(n, len(a.log)), len(h.log))] {
		if err := a.Play(act.Move()); err != nil {
			return nil, fmt.Errorf("holdem: At: action %d (%s) refused: %w", len(a.log)+i, act.Kind, err)
		}
	}
	return a, nil
}
