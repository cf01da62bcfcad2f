// Package videopoker is the video poker table as a state machine: bet 1 to
// 5 credits, five cards dealt from a freshly shuffled deck, hold any of
// them, draw, and be paid from a pay table of engine/videopoker.
//
// A round is one shuffle. The five cards dealt are the deck's first five;
// the draw replaces the cards not held, left to right, with the deck's
// next cards in order (deck[5], deck[6], …). So a round is fixed by the
// shuffle, the pay table, the bet and the holds — what games/round needs
// to replay it.
//
// One credit is one chip. The player's chips are the casino ledger's
// (games/casino), which keeps no count here: a deal needs the chips in
// hand for the bet, and a round's [Result] says what it bet and paid.
// Counts are checked with games/chips: a deal whose best payout could not
// be counted is refused.
package videopoker

import (
	"errors"
	"fmt"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	vp "riffle/engine/videopoker"
	"riffle/games/chips"
	"riffle/games/poker"
)

// The bet in credits.
const (
	MinBet = 1
	MaxBet = 5
	// DefaultPayTable is the pay table a new table plays.
	DefaultPayTable = "jacks-9-6"
)

// Phase is where the round stands.
type Phase int

const (
	// Betting: no round in play; the bet and the pay table can change,
	// and Deal starts a round.
	Betting Phase = iota
	// Holding: five cards dealt, the bet on the table; holds change and
	// Draw ends the round.
	Holding
)

func (p Phase) String() string {
	if p == Holding {
		return "holding"
	}
	return "betting"
}

// Errors of the table's actions.
var (
	ErrChips   = errors.New("not enough chips for the bet")
	ErrInPlay  = errors.New("a round is in play: draw first")
	ErrNoRound = errors.New("no round in play: deal first")
)

// Result is a settled round.
type Result struct {
	Table string        // the pay table's name
	Bet   int           // credits bet
	Dealt [5]cards.Card // the first five cards
	Held  [5]bool
	Drawn []cards.Card  // the replacements, in the order drawn
	Final [5]cards.Card // the hand paid
	Line  int           // the pay table's line paid, −1 for none
	Paid  int           // credits returned (the bet included), 0 for none
}

// Net is the round's win (or, below zero, loss): Paid − Bet.
func (r Result) Net() int { return r.Paid - r.Bet }

// Session is the rounds settled at the table.
type Session struct {
	Rounds int
	Won    int // rounds paid anything
	Bet    int // credits bet in all
	Paid   int // credits paid in all
	Net    int // Paid − Bet
}

// Game is the video poker table: the dealer (the session's shuffle and
// generator), the pay table, the bet and the round in play.
type Game struct {
	dealer *poker.Dealer
	pay    vp.PayTable
	bet    int
	phase  Phase
	deck   []cards.Card
	hand   [5]cards.Card
	held   [5]bool
	last   *Result
	sess   Session
	dealt  int64
}

// New returns a table dealing with algorithm a on generator g, playing
// the default pay table at 5 credits. It fails for an algorithm that does
// not shuffle cards (poker.NewDealer).
func New(a shuffle.Algorithm, g rng.Generator) (*Game, error) {
	d, err := poker.NewDealer(a, g)
	if err != nil {
		return nil, err
	}
	p, err := vp.Lookup(DefaultPayTable)
	if err != nil {
		return nil, err
	}
	return &Game{dealer: d, pay: p, bet: MaxBet}, nil
}

// Phase is where the round stands.
func (t *Game) Phase() Phase { return t.phase }

// PayTable is the pay table played.
func (t *Game) PayTable() vp.PayTable { return t.pay }

// SetPayTable plays the pay table named name (vp.Lookup) from the next
// round on; refused while a round is in play.
func (t *Game) SetPayTable(name string) error {
	if t.phase != Betting {
		return ErrInPlay
	}
	p, err := vp.Lookup(name)
	if err != nil {
		return err
	}
	t.pay = p
	return nil
}

// Bet is the credits the next round bets (or the round in play bet).
func (t *Game) Bet() int { return t.bet }

// SetBet sets the bet, MinBet…MaxBet credits; refused while a round is in
// play.
func (t *Game) SetBet(n int) error {
	if t.phase != Betting {
		return ErrInPlay
	}
	if n < MinBet || n > MaxBet {
		return fmt.Errorf("a bet of %d: the table takes %d to %d credits", n, MinBet, MaxBet)
	}
	t.bet = n
	return nil
}

// OnTable is the chips bet on the round in play (0 between rounds).
func (t *Game) OnTable() int {
	if t.phase == Holding {
		return t.bet
	}
	return 0
}

// Session is the rounds settled so far.
func (t *Game) Session() Session { return t.sess }

// Dealt is the rounds dealt: the shuffles drawn from the generator.
func (t *Game) Dealt() int64 { return t.dealt }

// SetGenerator makes g the dealer's generator from the next deal on (a
// provably fair round brings its own stream); it refuses nil.
func (t *Game) SetGenerator(g rng.Generator) error { return t.dealer.SetGenerator(g) }

// Algorithm is the dealer's shuffle.
func (t *Game) Algorithm() shuffle.Algorithm { return t.dealer.Algorithm() }

// Hand is the five cards on show: the deal while holding, the final hand
// after a draw.
func (t *Game) Hand() [5]cards.Card { return t.hand }

// Held reports which cards are held.
func (t *Game) Held() [5]bool { return t.held }

// Deck is the round's shuffled deck (nil before the first deal); a copy.
func (t *Game) Deck() []cards.Card { return append([]cards.Card(nil), t.deck...) }

// Last is the last settled round, or nil.
func (t *Game) Last() *Result { return t.last }

// CanDeal says why Deal would refuse with hand chips in the player's
// hand, or nil.
func (t *Game) CanDeal(hand int) error {
	switch {
	case t.phase != Betting:
		return ErrInPlay
	case hand < t.bet:
		return fmt.Errorf("%w: you have %d, the bet is %d", ErrChips, hand, t.bet)
	}
	return t.fits(hand)
}

// fits checks that the round can be settled without overflow however it
// ends: the best line's pay on top of the chips left in hand, and in the
// session's counts.
func (t *Game) fits(hand int) error {
	top := t.maxPay()
	for _, n := range []int{hand - t.bet, t.sess.Paid, t.sess.Net} {
		if _, err := chips.Add(n, top); err != nil {
			return err
		}
	}
	_, err := chips.Add(t.sess.Bet, t.bet)
	return err
}

// maxPay is the most the pay table pays the bet, or math.MaxInt when a
// line pays more than an int holds.
func (t *Game) maxPay() int {
	top := 0
	for _, l := range t.pay.Lines {
		p := l.Pays[t.bet-1]
		if int64(int(p)) != p || int(p) < 0 {
			return int(^uint(0) >> 1)
		}
		top = max(top, int(p))
	}
	return top
}

// Deal bets the bet, shuffles a fresh deck and deals its first five
// cards, none held. It refuses (and changes nothing) in a round, without
// the chips for the bet in hand, and when the best payout could overflow.
func (t *Game) Deal(hand int) error {
	if err := t.CanDeal(hand); err != nil {
		return err
	}
	deck, err := t.dealer.Shuffle()
	t.dealt++
	if err != nil {
		return err
	}
	t.deck = deck
	copy(t.hand[:], deck[:5])
	t.held = [5]bool{}
	t.phase = Holding
	return nil
}

// DealWith is Deal with hand dealt: a round taken up again from its
// recorded cards when its generator cannot be replayed (the OS source).
// The deck is freshly shuffled, then hand's five cards go on top in order,
// the other 47 following in their shuffled order, so that the draw comes
// from a uniformly shuffled rest of the deck. It refuses as Deal does, and
// for cards not five distinct valid ones.
func (t *Game) DealWith(hand [5]cards.Card, chips int) error {
	var seen cards.Set
	for _, c := range hand {
		if !c.Valid() || seen.Has(c) {
			return fmt.Errorf("the cards dealt %v are not five distinct cards", hand)
		}
		seen = seen.With(c)
	}
	if err := t.Deal(chips); err != nil {
		return err
	}
	deck := append(make([]cards.Card, 0, len(t.deck)), hand[:]...)
	for _, c := range t.deck {
		if !seen.Has(c) {
			deck = append(deck, c)
		}
	}
	t.deck, t.hand = deck, hand
	return nil
}

// SetHeld holds or releases card i (0…4) of the round in play.
func (t *Game) SetHeld(i int, on bool) error {
	if t.phase != Holding {
		return ErrNoRound
	}
	if i < 0 || i >= 5 {
		return fmt.Errorf("card %d: the hand has cards 1 to 5", i+1)
	}
	t.held[i] = on
	return nil
}

// SetHolds holds exactly the cards marked.
func (t *Game) SetHolds(h [5]bool) error {
	if t.phase != Holding {
		return ErrNoRound
	}
	t.held = h
	return nil
}

// Draw replaces every card not held, left to right, with the deck's next
// cards in order, pays the final hand from the pay table and ends the
// round.
func (t *Game) Draw() (Result, error) {
	if t.phase != Holding {
		return Result{}, ErrNoRound
	}
	r := Result{Table: t.pay.Name, Bet: t.bet, Held: t.held, Line: -1}
	copy(r.Dealt[:], t.deck[:5])
	r.Final = r.Dealt
	next := 5
	for i, h := range t.held {
		if !h {
			r.Final[i] = t.deck[next]
			r.Drawn = append(r.Drawn, t.deck[next])
			next++
		}
	}
	r.Line = t.pay.Classify(r.Final)
	r.Paid = int(t.pay.Pay(r.Final, t.bet)) // ≤ maxPay, checked at the deal
	t.sess.Rounds++
	if r.Paid > 0 {
		t.sess.Won++
	}
	t.sess.Bet += r.Bet
	t.sess.Paid += r.Paid
	t.sess.Net += r.Net()
	t.hand = r.Final
	t.phase = Betting
	t.last = &r
	return r, nil
}
