package poker

import (
	"errors"
	"fmt"
	"slices"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// Deal sizes: n hands of m cards, round-robin, from one 52-card deck.
const (
	DefaultHands = 5 // the Java text's Host: five hands of five cards
	DefaultCards = 5
	BridgeHands  = 4 // a bridge deal: four hands of thirteen
	BridgeCards  = 13
)

// DealerOptions are the options a dealer prepares its algorithm with: a
// selection (partial) draws all 52 positions, which makes it a full
// Fisher–Yates; the other options keep their defaults. A fairness sampler
// measuring the shuffle the table deals from takes its algorithm and
// options from [SamplerAlgorithm].
func DealerOptions() shuffle.Options { return shuffle.Options{Keep: cards.NumCards} }

// SamplerAlgorithm is what a fairness sampler (the position × card matrix)
// should run to measure the shuffle a [Dealer] with algorithm a deals: a
// itself with [DealerOptions], except for a selection that keeps every
// card. partial with Keep = 52 runs the loop
//
//	for i := 0; i < 51; i++ { j := i + g.IntN(52−i); swap(deck[i], deck[j]) }
//
// which is Durstenfeld's Fisher–Yates ([shuffle.FisherYates]) step for
// step, so the sampler runs fisher-yates and full is true: a permutation,
// judged by the position × card matrix, not a selection's per-position
// faces. On generators with a historic IntN (java, delphi, mt19937, the
// toy LCGs) the two make the same swaps draw for draw; on the
// [rng.Unbiased] ones (pcg, chacha8, os) fisher-yates draws its bounded
// integers in batches from single 64-bit words — other stream values, the
// same exactly uniform distribution of decks (both are exact when the
// generator's words are uniform). Any other algorithm comes back as is,
// with full false.
func SamplerAlgorithm(a shuffle.Algorithm) (algo shuffle.Algorithm, o shuffle.Options, full bool) {
	o = DealerOptions()
	if a.Kind == shuffle.Selection && a.KeepFor(cards.NumCards, o) == cards.NumCards {
		if fy, err := shuffle.Lookup("fisher-yates"); err == nil {
			return fy, shuffle.Options{}, true
		}
	}
	return a, o, false
}

// ErrNotCards is what [NewDealer] says of an algorithm that does not
// shuffle cards (a dice roller), after its name.
var ErrNotCards = errors.New("choose a card shuffle")

// Dealer shuffles fresh 52-card decks with one algorithm on one generator,
// as the Java text's Dealer does with Fisher–Yates on a Mersenne Twister —
// except that every deal starts again from a new deck in [cards.NewDeck]
// order (its Card.newDeck), so that a biased shuffle shows the same bias in
// every deal, as the fairness panel's sampler measures it.
type Dealer struct {
	algo shuffle.Algorithm
	run  shuffle.Func
	g    rng.Generator
	buf  []int
	n    int64
}

// NewDealer prepares algorithm a on 52 cards with [DealerOptions] and the
// generator g. It returns an error for an algorithm that does not shuffle
// cards (the dice rollers: the error wraps [ErrNotCards]) or cannot take
// 52.
func NewDealer(a shuffle.Algorithm, g rng.Generator) (*Dealer, error) {
	if a.Kind == shuffle.Faces {
		return nil, fmt.Errorf("%s rolls dice, not cards: %w", a.Name, ErrNotCards)
	}
	if g == nil {
		return nil, errors.New("poker: no generator")
	}
	f, err := a.Prepare(cards.NumCards, DealerOptions())
	if err != nil {
		return nil, fmt.Errorf("%s cannot shuffle 52 cards: %w", a.Name, err)
	}
	return &Dealer{algo: a, run: f, g: g, buf: make([]int, cards.NumCards)}, nil
}

// Algorithm is the dealer's shuffle.
func (d *Dealer) Algorithm() shuffle.Algorithm { return d.algo }

// SetGenerator makes g the dealer's generator from the next shuffle on (a
// provably fair round brings its own stream); it refuses nil.
func (d *Dealer) SetGenerator(g rng.Generator) error {
	if g == nil {
		return errors.New("poker: no generator")
	}
	d.g = g
	return nil
}

// Shuffles is the number of decks shuffled so far.
func (d *Dealer) Shuffles() int64 { return d.n }

// ErrNoDeck is returned when the shuffle gives back no deck: uniform-riffles
// on a generator so degenerate that its stopping rule is never met.
var ErrNoDeck = errors.New("the shuffle returned no deck (its generator is degenerate)")

// Shuffle returns a fresh deck, [cards.NewDeck] shuffled by the dealer's
// algorithm, top card first. The result is a new slice.
func (d *Dealer) Shuffle() ([]cards.Card, error) {
	deck := make([]cards.Card, cards.NumCards)
	return deck, d.shuffleInto(deck)
}

// shuffleInto shuffles a fresh deck into deck (52 cards).
func (d *Dealer) shuffleInto(deck []cards.Card) error {
	for i := range d.buf {
		d.buf[i] = i
	}
	out := d.run(d.buf, d.g)
	d.n++
	if len(out) != cards.NumCards {
		return ErrNoDeck
	}
	var seen cards.Set
	for i, v := range out {
		c := cards.Card(v)
		if v < 0 || v >= cards.NumCards || seen.Has(c) {
			return fmt.Errorf("the shuffle returned a malformed deck (%d at position %d)", v, i)
		}
		seen = seen.With(c)
		deck[i] = c
	}
	return nil
}

// CheckShape reports whether hands hands of size cards each can be dealt
// from one deck: 1 ≤ hands, 1 ≤ size and hands·size ≤ 52. The error is one
// line saying which bound is broken.
func CheckShape(hands, size int) error {
	switch {
	case hands < 1:
		return fmt.Errorf("%d hands: deal at least 1", hands)
	case size < 1:
		return fmt.Errorf("%d cards a hand: deal at least 1", size)
	case hands > cards.NumCards || size > cards.NumCards || hands*size > cards.NumCards:
		return fmt.Errorf("%d hands × %d cards = %d cards: a deck has %d", hands, size, hands*size, cards.NumCards)
	}
	return nil
}

// Hand is one dealt hand: its cards sorted by [SortHand], and for five or
// more cards the best five in reading order and their value.
type Hand struct {
	Cards []cards.Card
	Best  [5]cards.Card // valid when Value != 0
	Value cards.Value   // 0 for fewer than five cards
}

// Name says what the hand is, the way a dealer calls it: [cards.Describe]
// of its value ("Full house, kings over fours"), with "(best five of m)"
// after it when the hand has m > 5 cards, and "no poker hand: m cards" for
// fewer than five.
func (h Hand) Name() string {
	switch {
	case len(h.Cards) < 5:
		return fmt.Sprintf("no poker hand: %d %s", len(h.Cards), cardWord(len(h.Cards)))
	case len(h.Cards) == 5:
		return cards.Describe(h.Value)
	}
	return fmt.Sprintf("%s (best five of %d)", cards.Describe(h.Value), len(h.Cards))
}

func cardWord(n int) string {
	if n == 1 {
		return "card"
	}
	return "cards"
}

// Deal is one deal of n hands of m cards.
type Deal struct {
	Deck  []cards.Card // the shuffled deck, top card first
	Hands []Hand
}

// Best lists the hands (counted from 0, ascending) worth the most: one
// index, or every hand of a tie — hands of equal [cards.Value] tie, as at a
// showdown. It is nil when the hands have fewer than five cards (no poker
// value).
func (d Deal) Best() []int {
	var top cards.Value
	for _, h := range d.Hands {
		top = max(top, h.Value)
	}
	if top == 0 {
		return nil
	}
	var out []int
	for i, h := range d.Hands {
		if h.Value == top {
			out = append(out, i)
		}
	}
	return out
}

// DealHands deals hands hands of size cards from deck round-robin, as the
// Java text's Dealer.deal does: one card to each hand in turn, hand 1
// first, then a second round, and so on, so that
//
//	hand j, card i  =  deck[i·hands + j]      (both counted from 0)
//
// Each hand is then sorted ([SortHand]) and valued ([Best]). It returns an
// error when [CheckShape] refuses the shape or the deck is short; deck is
// not modified.
func DealHands(deck []cards.Card, hands, size int) ([]Hand, error) {
	if err := CheckShape(hands, size); err != nil {
		return nil, err
	}
	if len(deck) < hands*size {
		return nil, fmt.Errorf("%d hands × %d cards need %d cards, the deck has %d", hands, size, hands*size, len(deck))
	}
	out := make([]Hand, hands)
	for j := range out {
		h := make([]cards.Card, size)
		for i := range h {
			h[i] = deck[i*hands+j]
		}
		SortHand(h)
		out[j].Cards = h
		if size >= 5 {
			out[j].Best, out[j].Value = Best(h)
		}
	}
	return out, nil
}

// SortHand sorts cards in rank-suit order, as the Java text's Card sorts a
// hand for display, highest first: by rank, ace high, then within a rank
// spades, hearts, diamonds, clubs.
func SortHand(cs []cards.Card) {
	slices.SortFunc(cs, func(a, b cards.Card) int {
		if a.Rank() != b.Rank() {
			return int(b.Rank()) - int(a.Rank())
		}
		return int(b.Suit()) - int(a.Suit())
	})
}
