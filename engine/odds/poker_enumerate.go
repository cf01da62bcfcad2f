package odds

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"riffle/engine/cards"
)

// PokerClassesEnumerated is [PokerClasses] the slow way: it values every
// hand of n cards, 5 ≤ n ≤ 7 — 133,784,560 for seven — and tallies the
// classes, on runtime.GOMAXPROCS(0) goroutines. It is the oracle the tests
// hold the pattern count to and the baseline `riffle bench` times it
// against: about a second of CPU for seven cards at some 7 ns a hand. It
// returns an error if n is not 5, 6 or 7.
func PokerClassesEnumerated(n int) ([]PokerClass, error) {
	if n < 5 || n > 7 {
		return nil, fmt.Errorf("odds: poker hands of %d cards: allowed 5, 6 or 7", n)
	}
	return pokerTable(pokerEnumerate(n)), nil
}

// pokerEnumerate values every hand of k cards from a 52-card deck and
// tallies the classes.
func pokerEnumerate(k int) pokerTally {
	return pokerCount(cards.NewDeck(), k, runtime.GOMAXPROCS(0))
}

// pokerCount values every k-subset of deck (5 ≤ k ≤ 7, distinct cards)
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
