package odds

import (
	"fmt"
	"math/big"

	"riffle/engine/cards"
)

// PokerClass is one line of a poker probability table: how many of the
// C(52, n) hands of n cards have their best five cards in Class.
type PokerClass struct {
	Class cards.Class
	Count int64 // hands of the class
	Total int64 // all hands: C(52, n)
}

// Prob is the chance that n cards dealt from a well-shuffled deck make the
// class, exactly:
//
//	P = Count / Total
func (p PokerClass) Prob() *big.Rat { return big.NewRat(p.Count, p.Total) }

// OddsAgainst is the odds against the class, as the X of "X : 1": hands
// without the class for each hand with it,
//
//	X = (Total − Count) / Count = 1/P − 1
//
// (a royal flush in five cards: 2,598,956 / 4 = 649,739 : 1). It panics if
// Count is 0.
func (p PokerClass) OddsAgainst() *big.Rat {
	if p.Count == 0 {
		panic("odds: OddsAgainst of a class with no hands")
	}
	return big.NewRat(p.Total-p.Count, p.Count)
}

// PokerClasses counts the hands of n cards, 5 ≤ n ≤ 7, from a 52-card deck
// by the class of their best five cards ([cards.Set.Eval]), and returns the
// ten classes best first, royal flush (counted apart from the other straight
// flushes) to high card. The counts sum to Total = C(52, n).
//
// The counts are exact integers, found by counting rank and suit patterns
// instead of hands. A hand's class depends on its ranks and on whether one
// suit holds five or more of its cards, so the C(52, n) hands split in two:
//
// Flush hands. Two suits of five or more need ten cards, so with n ≤ 7 at
// most one suit s holds k ≥ 5 cards; its ranks F (a k-subset of the 13) then
// decide the class alone — a flush, straight flush or royal flush, the class
// of F's best five in suit s — because the other n − k ≤ 2 cards cannot make
// four of a kind (three more cards of one rank) or a full house (three or
// more cards off suit s). The n − k others are any of the 39 cards off s:
//
//	flush hands of class C = 4 · Σ_{k=5..n} #{F : |F| = k, class(F) = C} · C(39, n − k)
//
// Non-flush hands. Without five in a suit the ranks alone decide the class:
// for each rank multiset (c₂ … c_A, 0 ≤ c_r ≤ 4, Σ c_r = n; 6,175, 18,395 and
// 49,205 of them for n = 5, 6, 7) the class is that of any suit assignment
// with no flush, and the assignments number ∏_r C(4, c_r) less those with
// five or more cards in one suit. For a fixed suit s, a rank holding c_r
// cards either leaves s out (C(3, c_r) ways) or has s (C(3, c_r − 1)), so
//
//	∏_r (C(3, c_r) + C(3, c_r − 1)·x) = Σ_j a_j x^j
//
// counts the assignments by the number j of cards in suit s, and since only
// one suit can hold five,
//
//	non-flush hands of the multiset = ∏_r C(4, c_r) − 4 · Σ_{j=5..n} a_j
//
// For seven cards that is 53,924 evaluations (4,719 flush rank sets, 49,205
// multisets) where the hands number 133,784,560: about 3 ms on the 2-core
// development machine under load, against 6–8 s in the same run for the
// enumeration it replaced, which the tests keep as an oracle and a
// benchmark (go test ./engine/odds -run XXX -bench PokerClasses). The 5-card
// counts equal that enumeration's, class by class, in the default tests
// (the 6- and 7-card ones with RIFFLE_SLOW=1, and on reduced decks of 24
// and 36 cards by default); the
// 5- and 7-card tables equal the published ones (Wikipedia, "Poker
// probability"), the 6-card one Brian Alspach's ("6-Card Poker Hands").
//
// It returns an error if n is not 5, 6 or 7.
func PokerClasses(n int) ([]PokerClass, error) {
	if n < 5 || n > 7 {
		return nil, fmt.Errorf("odds: poker hands of %d cards: allowed 5, 6 or 7", n)
	}
	return pokerTable(pokerPatterns(pokerRanks, n)), nil
}

// pokerRanks are the 13 ranks of the deck, deuce to ace.
var pokerRanks = []cards.Rank{cards.Two, cards.Three, cards.Four, cards.Five, cards.Six, cards.Seven,
	cards.Eight, cards.Nine, cards.Ten, cards.Jack, cards.Queen, cards.King, cards.Ace}

// pokerTable turns a tally into the ten classes best first, each with the
// tally's sum as its Total.
func pokerTable(tally pokerTally) []PokerClass {
	var total int64
	for _, c := range tally {
		total += c
	}
	out := make([]PokerClass, 0, cards.RoyalFlush)
	for c := cards.RoyalFlush; c >= cards.HighCard; c-- {
		out = append(out, PokerClass{Class: c, Count: tally[c], Total: total})
	}
	return out
}

// pokerTally counts hands by class, indexed by cards.Class (0 unused).
type pokerTally [16]int64

// pokerChoose is C(n, k) for the small arguments here (n ≤ 52, k ≤ 7, so
// every partial product C(n−k+i, i) fits), 0 for k < 0 or k > n.
func pokerChoose(n, k int) int64 {
	if k < 0 || k > n {
		return 0
	}
	r := int64(1)
	for i := 1; i <= k; i++ {
		r = r * int64(n-k+i) / int64(i)
	}
	return r
}

// pokerPatterns counts the n-card hands (5 ≤ n ≤ 7) dealt from the four
// suits of the given distinct ranks by class, by rank and suit patterns as
// [PokerClasses] describes: the full deck for pokerRanks, a reduced one
// (whose off-suit cards number 3·len(ranks)) for the tests.
func pokerPatterns(ranks []cards.Rank, n int) pokerTally {
	var t pokerTally
	nr := len(ranks)
	// inSuit[i][s] is the Set of rank ranks[i] in suit s.
	inSuit := make([][4]cards.Set, nr)
	for i, r := range ranks {
		for s := range cards.Suit(4) {
			inSuit[i][s] = cards.SetOf(cards.NewCard(r, s))
		}
	}

	// Flush hands: every k-subset of the ranks, 5 ≤ k ≤ n, in clubs.
	for sub := 1; sub < 1<<nr; sub++ {
		var f cards.Set
		k := 0
		for i := range nr {
			if sub&(1<<i) != 0 {
				f |= inSuit[i][cards.Clubs]
				k++
			}
		}
		if k >= 5 && k <= n {
			t[f.Eval().Class()&15] += 4 * pokerChoose(3*nr, n-k)
		}
	}

	// Non-flush hands: every rank multiset, valued on one assignment of
	// suits that deals the cards round the four suits in turn (so that no
	// suit holds more than ⌈n/4⌉ = 2), counted over all assignments less
	// those with five or more in one suit.
	var poly [8]int64 // poly[j]: assignments with j cards in a fixed suit
	poly[0] = 1
	var rec func(i, left, dealt int, hand cards.Set, ways int64, poly [8]int64)
	rec = func(i, left, dealt int, hand cards.Set, ways int64, poly [8]int64) {
		if left == 0 {
			var flushes int64
			for _, a := range poly[5:] {
				flushes += a
			}
			t[hand.Eval().Class()&15] += ways - 4*flushes
			return
		}
		if i == nr || left > 4*(nr-i) {
			return
		}
		for c := 0; c <= min(4, left); c++ {
			h, next := hand, poly
			for j := range c {
				h |= inSuit[i][(dealt+j)%4]
			}
			if c > 0 {
				off, on := pokerChoose(3, c), pokerChoose(3, c-1)
				for j := range next {
					next[j] = off * poly[j]
					if j > 0 {
						next[j] += on * poly[j-1]
					}
				}
			}
			rec(i+1, left-c, dealt+c, h, ways*pokerChoose(4, c), next)
		}
	}
	rec(0, n, 0, 0, 1, poly)
	return t
}
