package odds

import (
	"fmt"
	"math/big"
	"runtime"
	"sync"
	"sync/atomic"

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

// PokerClasses counts every hand of n cards, 5 ≤ n ≤ 7, from a 52-card deck
// by the class of its best five cards ([cards.Hand.Value]), and returns the ten
// classes best first, royal flush (counted apart from the other straight
// flushes) to high card. The counts sum to Total = C(52, n).
//
// The counts are exact: every hand is enumerated — 2,598,960 for five cards,
// 133,784,560 for seven (Texas Hold'em's two hole cards and five on the
// board), split across runtime.GOMAXPROCS(0) goroutines. Each hand is the
// hand of its first cards, shared with its neighbours, plus one
// [cards.Hand.Add] of its last card and one [cards.Hand.Value]: some 7–8 ns
// a hand on one core (half the cost of riffle's evaluator before the
// table-driven one), about 1 s of CPU for seven cards; five, about 15 ms. The five- and seven-card tables agree with the published ones
// (Wikipedia, "Poker probability"), checked in the tests.
//
// It returns an error if n is not 5, 6 or 7.
func PokerClasses(n int) ([]PokerClass, error) {
	if n < 5 || n > 7 {
		return nil, fmt.Errorf("odds: poker hands of %d cards: allowed 5, 6 or 7", n)
	}
	tally := pokerCount(cards.NewDeck(), n, runtime.GOMAXPROCS(0))
	var total int64
	for _, c := range tally {
		total += c
	}
	out := make([]PokerClass, 0, cards.RoyalFlush)
	for c := cards.RoyalFlush; c >= cards.HighCard; c-- {
		out = append(out, PokerClass{Class: c, Count: tally[c], Total: total})
	}
	return out, nil
}

// pokerTally counts hands by class, indexed by cards.Class (0 unused).
type pokerTally [16]int64

// pokerCount values every k-card subset of deck (5 ≤ k ≤ 7, distinct cards)
// and tallies the classes. The outer loop — the first card of the subset, by
// position in deck — is shared out to workers through an atomic counter, so
// that the big early jobs (C(51, 6) hands under the first card of 52) and the
// small late ones balance; each worker keeps its own tally and the tallies
// are summed at the end.
func pokerCount(deck []cards.Card, k, workers int) pokerTally {
	workers = max(1, workers)
	var (
		next  atomic.Int64
		mu    sync.Mutex
		total pokerTally
		wg    sync.WaitGroup
	)
	for range workers {
		wg.Go(func() {
			var t pokerTally
			for {
				i := int(next.Add(1) - 1)
				if i > len(deck)-k {
					break
				}
				pokerSubsets(deck, i+1, k-1, cards.HandOf(deck[i]), &t)
			}
			mu.Lock()
			for c, n := range t {
				total[c] += n
			}
			mu.Unlock()
		})
	}
	wg.Wait()
	return total
}

// pokerSubsets tallies every hand made of acc and left more cards from
// deck[start:]. The last card is added in a flat loop: one Hand.Add (an
// addition and an OR) and one Hand.Value per hand.
func pokerSubsets(deck []cards.Card, start, left int, acc cards.Hand, t *pokerTally) {
	if left == 1 {
		for _, c := range deck[start:] {
			t[acc.Add(c).Value().Class()&15]++
		}
		return
	}
	for i := start; i <= len(deck)-left; i++ {
		pokerSubsets(deck, i+1, left-1, acc.Add(deck[i]), t)
	}
}
