package poker

import (
	"fmt"
	"math/bits"

	"riffle/engine/cards"
)

// Best returns the best five-card poker hand among cs, 5 to 52 distinct
// valid cards, and its [cards.Value] (the order of [cards.Eval5]). The five
// are in reading order: the deciding ranks first as [cards.Value] lists
// them (the four, then the kicker; the three before the pair; pairs before
// kickers), a straight from its top card down (5 4 3 2 A for the wheel),
// and within a rank spades, hearts, diamonds, clubs.
//
// For 5 to 7 cards it is [cards.BestFive]. For more (a bridge hand of 13,
// a hand of 26) the 5-card subsets are not tried one by one — C(52, 5) of
// them for a whole deck — but the best hand is built class by class from
// the top, on the per-suit rank masks and the rank counts:
//
//	straight flush   the highest straight within one suit (royal: ace high)
//	four of a kind   the highest rank held four times, the highest other card
//	full house       the highest rank held three times, the highest other
//	                 rank held at least twice
//	flush            of the suits with five or more cards, the one whose top
//	                 five ranks are highest (compared rank by rank)
//	straight         the highest run of five ranks in any suits (5 high for
//	                 A-2-3-4-5)
//	three of a kind, two pair, one pair, high card
//	                 the highest such ranks, then the highest kickers
//
// which is what comparing every five-card subset by [cards.Eval5] gives
// (checked against that brute force in the tests). Cost: one pass over the
// cards and a few loops over 13 ranks.
//
// It panics if cs holds fewer than 5 cards, an invalid card or a repeated
// one.
func Best(cs []cards.Card) ([5]cards.Card, cards.Value) {
	if len(cs) <= 7 {
		return cards.BestFive(cs) // panics on fewer than five, like Best
	}
	return bestOfMany(cs)
}

// bestOfMany is Best built class by class, for any 5…52 cards.
func bestOfMany(cs []cards.Card) ([5]cards.Card, cards.Value) {
	if len(cs) < 5 {
		panic(fmt.Sprintf("poker: Best needs five cards or more, got %v", cs))
	}
	var (
		suitMask [4]uint32          // bit r−2 set when the suit holds rank r
		count    [cards.Ace + 1]int // cards of each rank
		seen     cards.Set
	)
	for _, c := range cs {
		if !c.Valid() || seen.Has(c) {
			panic(fmt.Sprintf("poker: Best needs distinct valid cards, got %v", cs))
		}
		seen = seen.With(c)
		suitMask[c.Suit()] |= 1 << (c.Rank() - cards.Two)
		count[c.Rank()]++
	}
	b := builder{suitMask: suitMask}
	return b.best(count)
}

// builder assembles a best hand from per-suit rank masks.
type builder struct {
	suitMask [4]uint32
	used     [4]uint32 // cards already taken, as suitMask bits
	hand     [5]cards.Card
	n        int
}

// suitsDown is the order in which a rank's cards are taken: spades first.
var suitsDown = [4]cards.Suit{cards.Spades, cards.Hearts, cards.Diamonds, cards.Clubs}

// take adds k cards of rank r, spades first, skipping cards already taken.
func (b *builder) take(r cards.Rank, k int) {
	bit := uint32(1) << (r - cards.Two)
	for _, s := range suitsDown {
		if k == 0 {
			return
		}
		if b.suitMask[s]&bit != 0 && b.used[s]&bit == 0 {
			b.used[s] |= bit
			b.hand[b.n] = cards.NewCard(r, s)
			b.n++
			k--
		}
	}
}

// takeSuited adds the card of rank r and suit s.
func (b *builder) takeSuited(r cards.Rank, s cards.Suit) {
	b.used[s] |= 1 << (r - cards.Two)
	b.hand[b.n] = cards.NewCard(r, s)
	b.n++
}

// straightTop is the top rank of the highest run of five ranks in m (bit
// r−2 for rank r), 5 for the wheel A-2-3-4-5, or 0.
func straightTop(m uint32) cards.Rank {
	for top := cards.Ace; top >= cards.Six; top-- {
		run := uint32(0b11111) << (top - cards.Six)
		if m&run == run {
			return top
		}
	}
	const wheel = 1<<(cards.Ace-cards.Two) | 0b1111
	if m&wheel == wheel {
		return cards.Five
	}
	return 0
}

// runDown lists the five ranks of the straight topped by top, top first
// (5 4 3 2 A for the wheel).
func runDown(top cards.Rank) [5]cards.Rank {
	var rs [5]cards.Rank
	for i := range rs {
		r := top - cards.Rank(i)
		if r < cards.Two {
			r = cards.Ace
		}
		rs[i] = r
	}
	return rs
}

// pack lays out a Value: the class, then up to five ranks, most
// significant first (see cards.Value).
func pack(c cards.Class, rs ...cards.Rank) cards.Value {
	v := cards.Value(c) << 20
	for i, r := range rs {
		v |= cards.Value(r) << (16 - 4*i)
	}
	return v
}

// topRanks lists the k highest ranks set in m, highest first.
func topRanks(m uint32, k int) []cards.Rank {
	var rs []cards.Rank
	for m != 0 && len(rs) < k {
		i := bits.Len32(m) - 1
		rs = append(rs, cards.Two+cards.Rank(i))
		m &^= 1 << i
	}
	return rs
}

func (b *builder) best(count [cards.Ace + 1]int) ([5]cards.Card, cards.Value) {
	// Straight flush (the royal flush is the ace-high one).
	var sfTop cards.Rank
	var sfSuit cards.Suit
	for _, s := range suitsDown {
		if t := straightTop(b.suitMask[s]); t > sfTop {
			sfTop, sfSuit = t, s
		}
	}
	if sfTop != 0 {
		for _, r := range runDown(sfTop) {
			b.takeSuited(r, sfSuit)
		}
		if sfTop == cards.Ace {
			return b.hand, pack(cards.RoyalFlush, cards.Ace)
		}
		return b.hand, pack(cards.StraightFlush, sfTop)
	}
	// Ranks held at least k times, as masks.
	var atLeast [5]uint32
	for r := cards.Two; r <= cards.Ace; r++ {
		for k := 1; k <= count[r]; k++ {
			atLeast[k] |= 1 << (r - cards.Two)
		}
	}
	highest := func(m uint32) cards.Rank {
		if m == 0 {
			return 0
		}
		return cards.Two + cards.Rank(bits.Len32(m)-1)
	}
	without := func(m uint32, rs ...cards.Rank) uint32 {
		for _, r := range rs {
			m &^= 1 << (r - cards.Two)
		}
		return m
	}
	if q := highest(atLeast[4]); q != 0 {
		k := highest(without(atLeast[1], q))
		b.take(q, 4)
		b.take(k, 1)
		return b.hand, pack(cards.FourOfAKind, q, k)
	}
	if t := highest(atLeast[3]); t != 0 {
		if p := highest(without(atLeast[2], t)); p != 0 {
			b.take(t, 3)
			b.take(p, 2)
			return b.hand, pack(cards.FullHouse, t, p)
		}
	}
	var flushV cards.Value
	var flushSuit cards.Suit
	for _, s := range suitsDown {
		if bits.OnesCount32(b.suitMask[s]) >= 5 {
			if v := pack(cards.Flush, topRanks(b.suitMask[s], 5)...); v > flushV {
				flushV, flushSuit = v, s
			}
		}
	}
	if flushV != 0 {
		for _, r := range topRanks(b.suitMask[flushSuit], 5) {
			b.takeSuited(r, flushSuit)
		}
		return b.hand, flushV
	}
	if top := straightTop(atLeast[1]); top != 0 {
		for _, r := range runDown(top) {
			b.take(r, 1)
		}
		return b.hand, pack(cards.Straight, top)
	}
	if t := highest(atLeast[3]); t != 0 {
		ks := topRanks(without(atLeast[1], t), 2)
		b.take(t, 3)
		for _, k := range ks {
			b.take(k, 1)
		}
		return b.hand, pack(cards.ThreeOfAKind, append([]cards.Rank{t}, ks...)...)
	}
	if ps := topRanks(atLeast[2], 2); len(ps) == 2 {
		k := highest(without(atLeast[1], ps...))
		b.take(ps[0], 2)
		b.take(ps[1], 2)
		b.take(k, 1)
		return b.hand, pack(cards.TwoPair, ps[0], ps[1], k)
	}
	if p := highest(atLeast[2]); p != 0 {
		ks := topRanks(without(atLeast[1], p), 3)
		b.take(p, 2)
		for _, k := range ks {
			b.take(k, 1)
		}
		return b.hand, pack(cards.OnePair, append([]cards.Rank{p}, ks...)...)
	}
	rs := topRanks(atLeast[1], 5)
	for _, r := range rs {
		b.take(r, 1)
	}
	return b.hand, pack(cards.HighCard, rs...)
}
