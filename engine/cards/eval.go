package cards

import (
	"fmt"
	"math/bits"
)

// Set is a set of cards as a 64-bit mask, one 16-bit block per suit with one
// bit per rank:
//
//	bit(card) = 16·suit + (rank − 2)    bits 0–12 clubs, 16–28 diamonds,
//	                                    32–44 hearts, 48–60 spades
//
// The zero Set is empty. Union is |, intersection &. [Set.Eval] values a Set
// as fast as the evaluator before the table-driven one did; inner loops that
// value many hands sharing cards go faster with a [Hand], which carries the
// summed card keys beside the Set.
type Set uint64

// cardBits[c] is the Set of card c alone, 0 for the invalid cards 52…255
// (indexing by a uint8 needs no bounds check).
var cardBits [256]uint64

// SetOf is the set of the given cards. It panics on an invalid card.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}

// With is s with c added. It panics if c is not a valid card.
func (s Set) With(c Card) Set {
	if !c.Valid() {
		panic(fmt.Sprintf("cards: %v is not a card", c))
	}
	return s | Set(cardBits[c])
}

// Has reports whether c is in s.
func (s Set) Has(c Card) bool { return c.Valid() && s&Set(cardBits[c]) != 0 }

// Len is the number of cards in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Cards lists the cards of s in [NewDeck] order.
func (s Set) Cards() []Card {
	cs := make([]Card, 0, s.Len())
	for suit := range Suit(4) {
		for m := uint32(s>>(16*suit)) & 0x1fff; m != 0; m &= m - 1 {
			cs = append(cs, Card(uint8(suit)*13+uint8(bits.TrailingZeros32(m))))
		}
	}
	return cs
}

// Eval values the best five-card poker hand within s, which must hold 5, 6
// or 7 cards and no bits outside the four 13-bit rank blocks: it panics
// otherwise. See [Eval5] for the order of values. A suit block of five
// cards or more is the flush and decides alone; else the four blocks are
// spread to rank counts and hashed (see evaltables.go).
func (s Set) Eval() Value {
	if n := s.Len(); n < 5 || n > 7 || s&^fullDeck != 0 {
		panic(fmt.Sprintf("cards: Set.Eval needs 5 to 7 cards, got %d (%#x)", n, uint64(s)))
	}
	return evalSet(s)
}

// fullDeck is the Set of all 52 cards.
const fullDeck Set = 0x1fff_1fff_1fff_1fff

// Class is the class of a poker hand, from HighCard (1) up to RoyalFlush
// (10). The zero Class is no hand.
type Class uint8

// The hand classes, weakest first. A royal flush (A-K-Q-J-T suited) is the
// top straight flush, given a class of its own as the probability tables do.
const (
	HighCard Class = 1 + iota
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
	RoyalFlush
)

var classNames = [...]string{"no hand", "High card", "One pair", "Two pair", "Three of a kind",
	"Straight", "Flush", "Full house", "Four of a kind", "Straight flush", "Royal flush"}

// String names the class: "High card", "Full house", "Royal flush".
func (c Class) String() string {
	if c > RoyalFlush {
		return fmt.Sprintf("Class(%d)", uint8(c))
	}
	return classNames[c]
}

// Value is the strength of a poker hand: a better hand has a larger Value,
// hands that tie (split the pot) have equal Values. Its layout is
//
//	Value = class<<20 | r₁<<16 | r₂<<12 | r₃<<8 | r₄<<4 | r₅
//
// where r₁…r₅ (2…14, or 0 when unused) are the ranks that decide between hands
// of the same class, most significant first:
//
//	HighCard, Flush   the five ranks, highest first
//	OnePair           the pair, then three kickers
//	TwoPair           the higher pair, the lower pair, the kicker
//	ThreeOfAKind      the three, then two kickers
//	Straight, StraightFlush
//	                  the top card: 5 for the wheel A-2-3-4-5, whose ace plays low
//	FullHouse         the three, then the pair
//	FourOfAKind       the four, then the kicker
//	RoyalFlush        14
//
// The zero Value is no hand; it is below every hand.
type Value uint32

// Class is v's hand class.
func (v Value) Class() Class { return Class(v >> 20) }

// Ranks are the ranks that order v among hands of its class, most
// significant first (see [Value]): for "Two pair, aces and eights" with a king
// kicker, [Ace, Eight, King].
func (v Value) Ranks() []Rank {
	var rs []Rank
	for shift := 16; shift >= 0; shift -= 4 {
		if r := Rank(v >> shift & 0xf); r != 0 {
			rs = append(rs, r)
		}
	}
	return rs
}

// String is [Describe](v).
func (v Value) String() string { return Describe(v) }

// Describe says what hand v is, the way a dealer calls it at showdown:
//
//	High card, ace             Straight, five high
//	One pair, jacks            Flush, ace high
//	Two pair, aces and eights  Full house, kings over fours
//	Three of a kind, sevens    Four of a kind, nines
//	Straight flush, nine high  Royal flush
//
// Kickers are not named ([Value.Ranks] lists them); two hands with the same
// description can still differ by a kicker. The zero Value is "no hand".
func Describe(v Value) string {
	r1, r2 := Rank(v>>16&0xf), Rank(v>>12&0xf)
	c := v.Class()
	switch c {
	case HighCard:
		return fmt.Sprintf("%v, %s", c, r1.Name())
	case OnePair, ThreeOfAKind, FourOfAKind:
		return fmt.Sprintf("%v, %s", c, r1.Plural())
	case TwoPair:
		return fmt.Sprintf("%v, %s and %s", c, r1.Plural(), r2.Plural())
	case Straight, Flush, StraightFlush:
		return fmt.Sprintf("%v, %s high", c, r1.Name())
	case FullHouse:
		return fmt.Sprintf("%v, %s over %s", c, r1.Plural(), r2.Plural())
	case RoyalFlush:
		return c.String()
	case 0:
		if v == 0 {
			return "no hand"
		}
	}
	return fmt.Sprintf("Value(%#x)", uint32(v))
}

// Eval5 values a five-card poker hand. The cards must be distinct and valid:
// it panics otherwise. Hands compare by their Values (see [Value] for the
// layout):
//
//	class first:  high card < one pair < two pair < three of a kind < straight
//	              < flush < full house < four of a kind < straight flush
//	              < royal flush
//	then ranks:   the deciding ranks of the class, most significant first
//
// so that, say, the wheel A-2-3-4-5 (five high) < 2-3-4-5-6 < … <
// T-J-Q-K-A, a pair of jacks with an ace kicker beats one with a king, and
// suits never break a tie. Cost: the cards' keys summed, then two table
// loads from the five-card hash (see evaltables.go); no allocation.
func Eval5(h [5]Card) Value {
	// The cards are read once, the key summed before the check and the Set
	// ORed again for a flush (one hand in 500) rather than kept: what stays
	// live across bits.OnesCount64, which may call, is spilled, and one
	// spilled key costs less than five cards read twice and a spilled Set
	// (some 8% in BenchmarkEval5).
	c0, c1, c2, c3, c4 := h[0], h[1], h[2], h[3], h[4]
	key := cardKey[c0] + cardKey[c1] + cardKey[c2] + cardKey[c3] + cardKey[c4]
	if bits.OnesCount64(cardBits[c0]|cardBits[c1]|cardBits[c2]|cardBits[c3]|cardBits[c4]) != 5 {
		eval5Panic(h)
	}
	if (key+suitThree)&suitEight != 0 {
		return eval5Key(key, Set(cardBits[c0]|cardBits[c1]|cardBits[c2]|cardBits[c3]|cardBits[c4]))
	}
	return rank5Value(key)
}

// eval5Panic is Eval5's panic, kept out of line so that Eval5 needs no
// frame for formatting it.
//
//go:noinline
func eval5Panic(h [5]Card) {
	panic(fmt.Sprintf("cards: Eval5 needs five distinct cards, got %v", h))
}

// Eval7 values the best five-card poker hand among seven cards (two hole
// cards and five on the board in Texas Hold'em): the largest [Eval5] of its 21
// five-card subsets, computed at once from the sum of the seven cards' keys
// rather than by trying the subsets (see evaltables.go). The cards must be
// distinct and valid: it panics otherwise.
func Eval7(h [7]Card) Value { return eval7(&h) }

// eval7 is Eval7 on the cards where they are: Eval7 inlines into its
// caller, so that the seven cards are not copied into an argument to be
// read back a byte at a time (a stalled load each; Eval7 took 23 ns
// against Hand.Value's 8 then).
func eval7(h *[7]Card) Value {
	m := cardBits[h[0]] | cardBits[h[1]] | cardBits[h[2]] | cardBits[h[3]] |
		cardBits[h[4]] | cardBits[h[5]] | cardBits[h[6]]
	if bits.OnesCount64(m) != 7 {
		eval7Panic(*h)
	}
	return evalKey(cardKey[h[0]]+cardKey[h[1]]+cardKey[h[2]]+cardKey[h[3]]+
		cardKey[h[4]]+cardKey[h[5]]+cardKey[h[6]], Set(m))
}

// eval7Panic is Eval7's panic, kept out of line.
//
//go:noinline
func eval7Panic(h [7]Card) {
	panic(fmt.Sprintf("cards: Eval7 needs seven distinct cards, got %v", h))
}

// Eval values the best five-card hand among 5, 6 or 7 distinct cards (a
// Hold'em hand on the flop, turn or river). It panics on any other count, a
// repeated card or an invalid one.
func Eval(cs []Card) Value {
	var m, k uint64
	for _, c := range cs {
		m |= cardBits[c]
		k += cardKey[c]
	}
	if n := bits.OnesCount64(m); n != len(cs) || n < 5 || n > 7 {
		evalPanic(cs)
	} else if n == 5 {
		return eval5Key(k, Set(m))
	}
	return evalKey(k, Set(m))
}

// evalPanic is Eval's panic, kept out of line.
//
//go:noinline
func evalPanic(cs []Card) {
	panic(fmt.Sprintf("cards: Eval needs 5 to 7 distinct cards, got %v", cs))
}

// Hand is a hand of cards built up one card at a time, for the inner loops
// that value many hands sharing cards (every seven-card hand of a deck, every
// river for a board): add the shared cards once, then each last card with
// one [Hand.Add], and call [Hand.Value]:
//
//	base := cards.HandOf(hole0, hole1, flop0, flop1, flop2)
//	for _, c := range rest {
//		v := base.Add(c).Value()  // 6 cards: the best five of them
//	}
//
// A Hand is the sum of its cards' packed keys (rank counts, card count and
// suit counts; see evaltables.go) beside their [Set]: adding a card is an
// addition and an OR, valuing it a few table loads — about the cost of
// [Eval7] less the summing. The zero Hand is empty. A Hand is a value: Add
// returns a new one and leaves h as it was.
type Hand struct {
	key uint64
	set Set
}

// HandOf is the hand of the given cards. Like [Hand.Add] it never panics:
// an invalid or repeated card makes a hand that [Hand.Value] refuses.
func HandOf(cs ...Card) Hand {
	var h Hand
	for _, c := range cs {
		h = h.Add(c)
	}
	return h
}

// Add is h with card c added. It never panics, so that it inlines into
// inner loops: an invalid card (52…255) counts as a card but joins no Set,
// and a card h already holds counts twice, so either makes a hand that
// [Hand.Value] refuses.
func (h Hand) Add(c Card) Hand {
	return Hand{h.key + cardKey[c], h.set | Set(cardBits[c])}
}

// Len is the number of cards added to h, repeats and invalid cards counted
// (up to 255).
func (h Hand) Len() int { return int(h.key >> countShift & 0xff) }

// Set is the set of h's cards.
func (h Hand) Set() Set { return h.set }

// Value values the best five cards of h, which must hold 5, 6 or 7 distinct
// valid cards: it panics otherwise (a card added twice, an invalid card, too
// few or too many). It is [Eval] of h's cards: see [Eval5] for the
// order of values.
func (h Hand) Value() Value {
	if n := h.key >> countShift & 0xff; n-5 > 2 || uint64(bits.OnesCount64(uint64(h.set))) != n {
		handPanic(h)
	} else if n == 5 {
		return eval5Key(h.key, h.set)
	}
	return evalKey(h.key, h.set)
}

// handPanic is Value's panic, kept out of line so that Value stays small.
//
//go:noinline
func handPanic(h Hand) {
	panic(fmt.Sprintf("cards: Hand.Value needs 5 to 7 distinct cards, got %d added making %v", h.Len(), h.set.Cards()))
}

// BestFive returns the five of 5, 6 or 7 distinct cards that make their best
// hand, and its Value. The five are in the order that reads the hand: the
// deciding ranks first as [Value] lists them (the three before the pair of a
// full house, pairs before kickers), a straight from its top card down (5 4 3
// 2 A for the wheel), spades first within a rank. When several fives tie
// for best (two kickers of the same rank, say), it takes the one whose cards
// come first in cs. It panics like [Eval].
func BestFive(cs []Card) ([5]Card, Value) {
	best := Eval(cs) // checks the cards
	n := len(cs)
	var hand [5]Card
	// Subsets as n-bit masks with five bits, taken in increasing order of
	// their reversed masks, so that early cards are preferred.
	for sub := uint(1<<n - 1); sub > 0; sub-- {
		if bits.OnesCount(sub) != 5 {
			continue
		}
		k := 0
		for i := range n {
			if sub&(1<<(n-1-i)) != 0 {
				hand[k] = cs[i]
				k++
			}
		}
		if Eval5(hand) == best {
			orderHand(&hand, best)
			return hand, best
		}
	}
	panic("cards: BestFive found no five with the best value")
}

// orderHand sorts the five cards of a hand of value v into reading order.
func orderHand(h *[5]Card, v Value) {
	var count [Ace + 1]int
	for _, c := range h {
		count[c.Rank()]++
	}
	key := func(c Card) int {
		r := int(c.Rank())
		if cl := v.Class(); (cl == Straight || cl == StraightFlush) && v>>16&0xf == Value(Five) && r == int(Ace) {
			r = 1 // the wheel's ace plays low
		}
		return count[c.Rank()]<<8 | r<<2 | int(c.Suit())
	}
	// Insertion sort, largest key first: five cards.
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && key(h[j]) > key(h[j-1]); j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
}
