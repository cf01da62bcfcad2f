// Package solitaire is the New Age Solitaire table as a plain state
// machine: a new deck is given k Gilbert–Shannon–Reeds riffles (or riffled
// until it is perfectly random), the player bets on Alice or Bob at even
// money, and the deck is dealt until one of them completes a pile. Source:
// "Seven riffle shuffles is not enough – except when it is" in
// dice-riffles-and-puzzles.txt, after A. van Zuylen and F. Schalekamp, "The
// Achilles' heel of the GSR shuffle: a note on New Age Solitaire", Probab.
// Eng. Inf. Sci. 18(3), 2004.
//
// The rules. The deck starts in new deck order (A–K♥, A–K♣, K–A♦, K–A♠ from
// the top; engine/cards.NewDeckOrder) and cards are numbered 0…n−1 by their
// place in it. After the riffles, cards are dealt one at a time from the
// top: a card that is Alice's or Bob's next target goes to that player's
// pile, any other card goes to the bottom of the deck. Alice wants the top
// half in order — cards 0, 1, …, n/2−1: A♥…K♥ then A♣…K♣ — and Bob the
// bottom half in reverse — cards n−1, n−2, …, n/2: A♠…K♠ then A♦…K♦. The
// first to complete a pile of n/2 wins. A pass is one trip through the
// deck: it ends when every card that was in the deck at its start has been
// dealt once.
//
// Riffles are bit strings (shuffle.RandomBits, applied with
// shuffle.RiffleBits): the zeros mark where the top packet's cards land, so
// the number of zeros is the cut. "Until perfectly random" draws them by
// the Aldous–Diaconis stopping time (shuffle.UniformRiffleBits): riffle
// until the labels of the inverse riffles, run in reverse order, are all
// distinct ([RiffleStep.Labels]).
//
// The player's chips are the casino ledger's (games/casino), which keeps
// no count here: a bet needs the chips in hand given to [Game.SetBet] and
// [Game.Begin], and a round's [Result] says what its stake returns
// ([Result.Payout]). The bet pays even money: a win returns the stake and
// as much again. Illegal actions return an error and change nothing; so
// does a bet whose win could not be counted (every sum is checked,
// games/chips).
package solitaire

import (
	"errors"
	"fmt"
	"math"
	"math/big"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/chips"
)

// The table's limits.
const (
	// Cards is the deck the table deals: a full pack.
	Cards = cards.NumCards
	// MaxShuffles is the most riffles a round can be set to.
	MaxShuffles = 20
	// DefaultShuffles is the setting of a new table: the "seven riffles"
	// of the rule of thumb.
	DefaultShuffles = 7
	// UntilRandom sets a round to riffle until the deck is perfectly
	// random (the stopping time) instead of a fixed number of times.
	UntilRandom = -1
	// MinBet and MaxBet bound a bet; 0 is no bet (the round is for show).
	MinBet = 10
	MaxBet = 500
	// MaxCards bounds the deck New accepts (the labels of the stopping
	// time and the deal are linear in it; the tests use short decks).
	MaxCards = 1 << 12
)

// Player is Alice or Bob.
type Player int

// The players.
const (
	Alice Player = iota
	Bob
)

func (p Player) String() string {
	switch p {
	case Alice:
		return "Alice"
	case Bob:
		return "Bob"
	}
	return fmt.Sprintf("Player(%d)", int(p))
}

// Other is the other player.
func (p Player) Other() Player { return 1 - p }

// Phase is where a round stands.
type Phase int

const (
	// Betting: no round in play; the riffles, the side and the bet may be
	// set, and Begin starts a round.
	Betting Phase = iota
	// Riffling: the round's riffles are drawn and being applied (Riffle).
	Riffling
	// Dealing: the deck is being dealt (Deal) until a pile is complete.
	Dealing
)

func (p Phase) String() string {
	switch p {
	case Betting:
		return "betting"
	case Riffling:
		return "riffling"
	case Dealing:
		return "dealing"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

// Errors of illegal actions. The messages are written for players.
var (
	ErrInPlay      = errors.New("a round is in play: riffles, side and bet change when it is over")
	ErrNotRiffling = errors.New("no riffle to make: the deck is not being shuffled")
	ErrNotDealing  = errors.New("no card to deal: the deck is not being dealt")
	ErrNegative    = errors.New("a bet cannot be negative")
	errNilGen      = errors.New("solitaire: nil generator")
)

// RiffleStep is one riffle of a round, as it happened.
type RiffleStep struct {
	// Index is the riffle's number in the round, from 1.
	Index int
	// Bits encode the riffle: position i of the new deck takes the next
	// card of the top packet where Bits[i] = 0 and of the bottom packet
	// where Bits[i] = 1 (shuffle.RiffleBits).
	Bits []uint8
	// Cut is the size of the top packet: the number of zeros in Bits.
	Cut int
	// Before and After are the deck before and after the riffle, top card
	// first, cards numbered by their place in the new deck.
	Before, After []int
	// Rising is the number of rising sequences of After
	// (shuffle.RisingSequences): at most 2^Index.
	Rising int
	// Labels[c] is card c's label after the round's first Index riffles:
	// the stopping-time labels of shuffle.Labels, whose first riffle's bit
	// is the most significant, so each riffle appends one bit to every
	// card's label. Cards that share a label still lie in new-deck order
	// relative to each other; once all n labels differ the deck is
	// perfectly random (Aldous and Diaconis 1986, Lemma 9). Low 64 bits.
	Labels []uint64
	// Distinct is the number of different labels among the n cards.
	Distinct int
}

// Random reports whether the labels are all distinct after this riffle:
// the stopping time has been reached.
func (s RiffleStep) Random() bool { return s.Distinct == len(s.Labels) }

// Deal is one card dealt.
type Deal struct {
	Card int
	// To is the pile the card went to, or -1 when it went to the bottom
	// of the deck.
	To Player
	// Pass is the pass in which the card was dealt, from 1.
	Pass int
	// Over reports whether the card completed a pile and ended the round.
	Over bool
}

// ToBottom is Deal.To for a card that went to the bottom of the deck.
const ToBottom Player = -1

// Result is a finished round.
type Result struct {
	Round    int
	Shuffles int // the setting: 0…MaxShuffles or UntilRandom
	Riffles  int // riffles made
	// Certified is false only when an until-random round stopped at the
	// cap of 128 riffles without distinct labels (a degenerate generator).
	Certified bool
	Winner    Player
	Pass      int // the pass in which the winner completed
	// LoserPass is the pass in which the loser would have completed had
	// the deal gone on (odds.SolitaireOutcome of the riffled deck).
	LoserPass int
	Dealt     int // cards dealt
	Rising    int // rising sequences of the riffled deck
	Side      Player
	Stake     int
	Net       int // +Stake when the bet won, −Stake when it lost
}

// Payout is the chips the round's stake returns: twice the stake on a
// win, nothing on a loss; Stake + Net.
func (r Result) Payout() int { return r.Stake + r.Net }

// Won reports whether the player's bet won (false with no bet).
func (r Result) Won() bool { return r.Stake > 0 && r.Side == r.Winner }

// Tally counts finished rounds (or simulated games) of one setting.
type Tally struct{ Games, AliceWins int }

// Add is the sum of two tallies.
func (t Tally) Add(u Tally) Tally { return Tally{t.Games + u.Games, t.AliceWins + u.AliceWins} }

// P is the fraction of games Alice won (0 with no games).
func (t Tally) P() float64 {
	if t.Games == 0 {
		return 0
	}
	return float64(t.AliceWins) / float64(t.Games)
}

// Interval95 is the 95% Wilson score interval for P(Alice wins) (E. B.
// Wilson, "Probable inference, the law of succession, and statistical
// inference", JASA 22, 1927): with p̂ = AliceWins/Games, n = Games and
// z = 1.959964,
//
//	(p̂ + z²/2n ± z·√(p̂(1−p̂)/n + z²/4n²)) / (1 + z²/n)
//
// the p whose score |p̂ − p|/√(p(1−p)/n) is at most z. Unlike p̂ ± z·SE it
// stays inside [0, 1] and does not shrink to a point when every game went
// one way (as at 0…4 riffles). It is (0, 1) with no games.
func (t Tally) Interval95() (lo, hi float64) {
	if t.Games <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	n := float64(t.Games)
	p := t.P()
	den := 1 + z*z/n
	mid := (p + z*z/(2*n)) / den
	half := z / den * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return max(0, mid-half), min(1, mid+half)
}

// Game is one New Age Solitaire table: the generator that riffles, the
// settings for the next round and the round in play.
type Game struct {
	n   int
	g   rng.Generator
	net int

	shuffles int
	side     Player
	bet      int

	phase     Phase
	round     int
	stake     int
	stakeSide Player
	setting   int       // the round's shuffles setting
	riffles   [][]uint8 // the round's riffles, drawn at Begin
	certified bool
	steps     []RiffleStep
	deck      []int // top first
	riffled   []int // the deck as the deal began
	pile      [2]int
	pass      int
	passLeft  int
	dealt     int
	result    *Result
	record    [MaxShuffles + 2]Tally
}

// New returns a table of n cards (n even, 2…MaxCards; the table deals
// Cards), riffling with g. The next round is set to DefaultShuffles
// riffles and a bet of MinBet on Alice.
func New(n int, g rng.Generator) (*Game, error) {
	switch {
	case n < 2 || n%2 != 0 || n > MaxCards:
		return nil, fmt.Errorf("solitaire: %d cards: need an even number, 2…%d", n, MaxCards)
	case g == nil:
		return nil, errNilGen
	}
	gm := &Game{n: n, g: g, shuffles: DefaultShuffles, side: Alice, bet: MinBet}
	gm.deck = identity(n)
	return gm, nil
}

func identity(n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = i
	}
	return d
}

// Card is the card numbered c (its place in the new deck, 0…51) of a
// full pack: cards.NewDeckOrder()[c]. It panics outside 0…51.
func Card(c int) cards.Card { return newDeck[c] }

var newDeck = cards.NewDeckOrder()

// SetGenerator makes g the riffles' source from the next round on (a
// round draws all its riffles at Begin): a provably fair round brings its
// own stream and gives it back after. It refuses nil.
func (gm *Game) SetGenerator(g rng.Generator) error {
	if g == nil {
		return errors.New("solitaire: no generator")
	}
	gm.g = g
	return nil
}

// N is the number of cards.
func (gm *Game) N() int { return gm.n }

// Stake is the bet on the round in play (0 between rounds).
func (gm *Game) Stake() int { return gm.stake }

// StakeSide is the player the round's stake is on.
func (gm *Game) StakeSide() Player { return gm.stakeSide }

// Net is the chips won minus the chips lost over settled rounds.
func (gm *Game) Net() int { return gm.net }

// Shuffles is the riffle setting for the next round: 0…MaxShuffles, or
// UntilRandom.
func (gm *Game) Shuffles() int { return gm.shuffles }

// Side is the player the next bet goes on.
func (gm *Game) Side() Player { return gm.side }

// Bet is the bet for the next round (0: no bet).
func (gm *Game) Bet() int { return gm.bet }

// Phase is where the round stands.
func (gm *Game) Phase() Phase { return gm.phase }

// Round is the number of rounds started.
func (gm *Game) Round() int { return gm.round }

// Setting is the riffle setting of the round in play (or the last one).
func (gm *Game) Setting() int { return gm.setting }

// Planned is the number of riffles drawn for the round in play. In an
// until-random round it is the stopping time, which the table does not
// know until the labels are distinct: a screen should not show it ahead.
func (gm *Game) Planned() int { return len(gm.riffles) }

// Steps are the round's riffles made so far.
func (gm *Game) Steps() []RiffleStep { return gm.steps }

// Deck is the deck, top card first (a copy).
func (gm *Game) Deck() []int { return append([]int(nil), gm.deck...) }

// Riffled is the deck as the deal began (nil before the deal).
func (gm *Game) Riffled() []int { return gm.riffled }

// Pile is the number of cards in p's pile.
func (gm *Game) Pile(p Player) int { return gm.pile[p] }

// Target is p's next target card, or −1 when p's pile is complete.
func (gm *Game) Target(p Player) int {
	m := gm.n / 2
	if gm.pile[p] >= m {
		return -1
	}
	if p == Alice {
		return gm.pile[p]
	}
	return gm.n - 1 - gm.pile[p]
}

// PileCards are the cards in p's pile, in the order they went on it.
func (gm *Game) PileCards(p Player) []int {
	out := make([]int, gm.pile[p])
	for i := range out {
		if p == Alice {
			out[i] = i
		} else {
			out[i] = gm.n - 1 - i
		}
	}
	return out
}

// Pass is the pass being dealt, from 1 (0 before the deal).
func (gm *Game) Pass() int { return gm.pass }

// PassLeft is the cards left to deal in this pass.
func (gm *Game) PassLeft() int { return gm.passLeft }

// Dealt is the number of cards dealt this round.
func (gm *Game) Dealt() int { return gm.dealt }

// Result is the last finished round, and false before the first.
func (gm *Game) Result() (Result, bool) {
	if gm.result == nil {
		return Result{}, false
	}
	return *gm.result, true
}

// Record is the tally of finished rounds set to shuffles riffles (or
// UntilRandom); zero for a setting out of range.
func (gm *Game) Record(shuffles int) Tally {
	i, ok := settingIndex(shuffles)
	if !ok {
		return Tally{}
	}
	return gm.record[i]
}

func settingIndex(shuffles int) (int, bool) {
	switch {
	case shuffles == UntilRandom:
		return MaxShuffles + 1, true
	case shuffles >= 0 && shuffles <= MaxShuffles:
		return shuffles, true
	}
	return 0, false
}

// ValidShuffles reports whether k is a riffle setting: 0…MaxShuffles or
// UntilRandom.
func ValidShuffles(k int) bool {
	_, ok := settingIndex(k)
	return ok
}

// SetShuffles sets the next round's riffles: 0…MaxShuffles, or
// UntilRandom. Only between rounds.
func (gm *Game) SetShuffles(k int) error {
	switch {
	case gm.phase != Betting:
		return ErrInPlay
	case !ValidShuffles(k):
		return fmt.Errorf("%d riffles is not allowed: 0…%d, or until perfectly random", k, MaxShuffles)
	}
	gm.shuffles = k
	return nil
}

// SetSide puts the next bet on p. Only between rounds.
func (gm *Game) SetSide(p Player) error {
	switch {
	case gm.phase != Betting:
		return ErrInPlay
	case p != Alice && p != Bob:
		return fmt.Errorf("no player %d: Alice or Bob", int(p))
	}
	gm.side = p
	return nil
}

// SetBet sets the next round's bet: 0 (no bet) or MinBet…MaxBet, with the
// hand chips in the player's hand to cover it. Only between rounds.
func (gm *Game) SetBet(n, hand int) error {
	if err := gm.checkBet(n, hand); err != nil {
		return err
	}
	gm.bet = n
	return nil
}

func (gm *Game) checkBet(n, hand int) error {
	switch {
	case gm.phase != Betting:
		return ErrInPlay
	case n < 0:
		return ErrNegative
	case n > 0 && n < MinBet:
		return fmt.Errorf("the table minimum is %d chips", MinBet)
	case n > MaxBet:
		return fmt.Errorf("the table maximum is %d chips", MaxBet)
	case n > hand:
		more := "chips"
		if n-hand == 1 {
			more = "chip"
		}
		return fmt.Errorf("a bet of %d needs %d more %s than the %d in hand", n, n-hand, more, hand)
	}
	if err := gm.fits(hand-n, n); err != nil {
		return fmt.Errorf("a bet of %d is refused: winning it would make %w", n, err)
	}
	return nil
}

// fits checks that hand chips in hand with stake on the table can be
// settled either way without overflow: hand + 2·stake, and the net after
// a win or a loss.
func (gm *Game) fits(hand, stake int) error {
	if _, err := chips.Sum(hand, stake, stake); err != nil {
		return err
	}
	if _, err := chips.Add(gm.net, stake); err != nil {
		return err
	}
	_, err := chips.Add(gm.net, -stake)
	return err
}

// MaxBetNow is the largest bet allowed now with hand chips in hand:
// MaxBet, or hand if fewer; 0 if it does not cover MinBet.
func (gm *Game) MaxBetNow(hand int) int {
	m := min(MaxBet, hand)
	if m < MinBet {
		return 0
	}
	return m
}

// Begin starts a round: the bet moves from the hand to the table, the
// deck is gathered in new deck order, and the round's riffles are drawn
// from the generator — Shuffles() bit strings, or as many as the stopping
// time takes (shuffle.UniformRiffleBits). The round then riffles, or
// deals at once with 0 riffles. The bet must still be covered by the
// hand chips in hand.
func (gm *Game) Begin(hand int) error {
	if err := gm.checkBet(gm.bet, hand); err != nil {
		return err
	}
	gm.round++
	gm.stake, gm.stakeSide = gm.bet, gm.side
	gm.setting = gm.shuffles
	gm.deck = identity(gm.n)
	gm.steps, gm.riffled = nil, nil
	gm.pile = [2]int{}
	gm.pass, gm.passLeft, gm.dealt = 0, 0, 0
	if gm.setting == UntilRandom {
		gm.riffles = shuffle.UniformRiffleBits(gm.n, gm.g)
	} else {
		gm.riffles = make([][]uint8, gm.setting)
		for i := range gm.riffles {
			gm.riffles[i] = shuffle.RandomBits(gm.n, gm.g)
		}
	}
	gm.certified = true
	gm.phase = Riffling
	if len(gm.riffles) == 0 {
		gm.startDeal()
	}
	return nil
}

// Riffle makes the round's next riffle and returns it; after the last
// one the deal begins.
func (gm *Game) Riffle() (RiffleStep, error) {
	if gm.phase != Riffling {
		return RiffleStep{}, ErrNotRiffling
	}
	t := len(gm.steps)
	bits := gm.riffles[t]
	before := append([]int(nil), gm.deck...)
	shuffle.RiffleBits(gm.deck, bits)
	labels := shuffle.Labels(gm.n, gm.riffles[:t+1])
	step := RiffleStep{
		Index: t + 1, Bits: bits, Cut: zeros(bits), Before: before, After: append([]int(nil), gm.deck...),
		Rising: shuffle.RisingSequences(gm.deck), Labels: labels, Distinct: distinct(labels),
	}
	gm.steps = append(gm.steps, step)
	if len(gm.steps) == len(gm.riffles) {
		if gm.setting == UntilRandom {
			// Labels keeps 64 bits; past 64 riffles (a degenerate
			// generator) trust only a full check's verdict, which
			// UniformRiffleBits made: it stops early only on distinct
			// labels.
			gm.certified = step.Random() || len(gm.riffles) < 128
		}
		gm.startDeal()
	}
	return step, nil
}

// RiffleAll makes the round's remaining riffles at once.
func (gm *Game) RiffleAll() error {
	if gm.phase != Riffling {
		return ErrNotRiffling
	}
	for gm.phase == Riffling {
		if _, err := gm.Riffle(); err != nil {
			return err
		}
	}
	return nil
}

func zeros(bits []uint8) int {
	z := 0
	for _, b := range bits {
		if b == 0 {
			z++
		}
	}
	return z
}

func distinct(ls []uint64) int {
	seen := make(map[uint64]struct{}, len(ls))
	for _, l := range ls {
		seen[l] = struct{}{}
	}
	return len(seen)
}

func (gm *Game) startDeal() {
	gm.phase = Dealing
	gm.riffled = append([]int(nil), gm.deck...)
	gm.pass, gm.passLeft = 1, len(gm.deck)
}

// Deal deals the top card: to its owner's pile if it is Alice's or Bob's
// next target, else to the bottom of the deck. The card that completes a
// pile ends the round: the stake is settled at even money and the table
// waits for the next bet.
func (gm *Game) Deal() (Deal, error) {
	if gm.phase != Dealing {
		return Deal{}, ErrNotDealing
	}
	c := gm.deck[0]
	gm.deck = gm.deck[1:]
	d := Deal{Card: c, To: ToBottom, Pass: gm.pass}
	switch c {
	case gm.Target(Alice):
		d.To = Alice
	case gm.Target(Bob):
		d.To = Bob
	}
	if d.To != ToBottom {
		gm.pile[d.To]++
	}
	if d.To == ToBottom {
		gm.deck = append(gm.deck, c)
	}
	gm.dealt++
	gm.passLeft--
	if gm.passLeft == 0 {
		gm.pass++
		gm.passLeft = len(gm.deck)
	}
	if d.To != ToBottom && gm.pile[d.To] == gm.n/2 {
		d.Over = true
		gm.finish(d)
	}
	return d, nil
}

// DealAll deals until the round is over and returns its result.
func (gm *Game) DealAll() (Result, error) {
	if gm.phase != Dealing {
		return Result{}, ErrNotDealing
	}
	for gm.phase == Dealing {
		if _, err := gm.Deal(); err != nil {
			return Result{}, err
		}
	}
	return *gm.result, nil
}

// finish settles the round that card d ended.
func (gm *Game) finish(d Deal) {
	out := odds.SolitaireOutcome(gm.riffled)
	r := Result{
		Round: gm.round, Shuffles: gm.setting, Riffles: len(gm.steps), Certified: gm.certified,
		Winner: d.To, Pass: d.Pass, Dealt: gm.dealt, Rising: shuffle.RisingSequences(gm.riffled),
		Side: gm.stakeSide, Stake: gm.stake,
	}
	r.LoserPass = out.BobPass
	if d.To == Bob {
		r.LoserPass = out.AlicePass
	}
	if gm.stake > 0 {
		if r.Won() {
			r.Net = gm.stake
		} else {
			r.Net = -gm.stake
		}
		gm.net += r.Net
	}
	gm.stake = 0
	if i, ok := settingIndex(gm.setting); ok {
		gm.record[i].Games++
		if d.To == Alice {
			gm.record[i].AliceWins++
		}
	}
	gm.result = &r
	gm.phase = Betting
}

// Winner plays out the deal of deck (deck[j] is the card at position j from
// the top, cards numbered by their place in the new deck) by the table's
// rules, card by card, and returns the winner, the pass in which the winner
// completed and the cards dealt. It panics if deck is not a permutation of
// 0…n−1 with n even and at least 2.
func Winner(deck []int) (winner Player, pass, dealt int) {
	n := len(deck)
	if n < 2 || n%2 != 0 {
		panic(fmt.Sprintf("solitaire: Winner needs an even deck of at least 2 cards, not %d", n))
	}
	seen := make([]bool, n)
	for _, c := range deck {
		if c < 0 || c >= n || seen[c] {
			panic(fmt.Sprintf("solitaire: Winner: deck is not a permutation of 0…%d", n-1))
		}
		seen[c] = true
	}
	gm := &Game{n: n, deck: append([]int(nil), deck...)}
	gm.startDeal()
	for {
		d, _ := gm.Deal()
		if d.Over {
			return d.To, d.Pass, gm.dealt
		}
	}
}

// Play plays games rounds of New Age Solitaire on an n-card new deck with
// shuffles riffles (or UntilRandom), drawing the riffles from g exactly as
// a round of Game does, and returns how many Alice won. The winner is
// found with odds.SolitaireOutcome, the deal's closed form (the tests deal
// card by card and check they agree). No chips change hands: it is the
// table's "Play 10,000" study. It panics on a bad n or shuffles, or
// games < 0.
func Play(n, shuffles, games int, g rng.Generator) (aliceWins int) {
	if n < 2 || n%2 != 0 || n > MaxCards || !ValidShuffles(shuffles) || games < 0 {
		panic(fmt.Sprintf("solitaire: Play(%d cards, %d riffles, %d games) out of range", n, shuffles, games))
	}
	deck := make([]int, n)
	for range games {
		for i := range deck {
			deck[i] = i
		}
		if shuffles == UntilRandom {
			for _, r := range shuffle.UniformRiffleBits(n, g) {
				shuffle.RiffleBits(deck, r)
			}
		} else {
			for range shuffles {
				shuffle.RiffleBits(deck, shuffle.RandomBits(n, g))
			}
		}
		if odds.SolitaireOutcome(deck).AliceWins {
			aliceWins++
		}
	}
	return aliceWins
}

// AliceWinProb is P(Alice wins) on an n-card new deck given shuffles
// riffles, exactly: odds.SolitaireExact(n, k) for k riffles, and 1/2 for
// UntilRandom — the deck is then uniform, and renaming card c as n−1−c maps
// the uniform law to itself while swapping the players' targets, so each
// wins half the time (the game cannot tie). It panics on a bad n or
// shuffles.
func AliceWinProb(n, shuffles int) *big.Rat {
	if !ValidShuffles(shuffles) {
		panic(fmt.Sprintf("solitaire: %d riffles is not a setting", shuffles))
	}
	if shuffles == UntilRandom {
		if n < 2 || n%2 != 0 {
			panic(fmt.Sprintf("solitaire: %d cards: need an even number", n))
		}
		return big.NewRat(1, 2)
	}
	return odds.SolitaireExact(n, shuffles)[0]
}

// Edge is the expected net result per chip of a bet on side at the
// table's even money, exactly: a win returns the stake and as much again
// (+1 a chip), a loss takes it (−1), so with P = AliceWinProb(n, shuffles)
//
//	Alice: P − (1 − P) = 2P − 1        Bob: (1 − P) − P = 1 − 2P
//
// Even money is the fair price only when each player wins half the time,
// as on a perfectly random deck (UntilRandom: 0). Few riffles leave the
// deck close to new-deck order and favour Alice — at 0…4 riffles she wins
// every game, and a bet on her is worth +1 a chip, on Bob −1. It panics
// on a bad n or shuffles, or a side other than Alice or Bob.
func Edge(n, shuffles int, side Player) *big.Rat {
	e := new(big.Rat).Mul(big.NewRat(2, 1), AliceWinProb(n, shuffles))
	e.Sub(e, big.NewRat(1, 1))
	switch side {
	case Alice:
		return e
	case Bob:
		return e.Neg(e)
	}
	panic(fmt.Sprintf("solitaire: no player %d: Alice or Bob", int(side)))
}
