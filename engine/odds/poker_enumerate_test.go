package odds

import (
	"runtime"
	"sync"
	"sync/atomic"

	"riffle/engine/cards"
)

// pokerEnumerate is the oracle for [PokerClasses]: it values every hand of
// k cards from a 52-card deck with [cards.Set.Eval] and tallies the classes,
// 133,784,560 hands for seven cards (seconds), on GOMAXPROCS goroutines.
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
	sets := make([]cards.Set, len(deck))
	for i, c := range deck {
		sets[i] = cards.SetOf(c)
	}
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
				if i > len(sets)-k {
					break
				}
				pokerSubsets(sets, i+1, k-1, sets[i], &t)
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
// sets[start:]. The last card is added in a flat loop: one OR and one
// evaluation per hand.
func pokerSubsets(sets []cards.Set, start, left int, acc cards.Set, t *pokerTally) {
	if left == 1 {
		for _, s := range sets[start:] {
			t[(acc|s).Eval().Class()&15]++
		}
		return
	}
	for i := start; i <= len(sets)-left; i++ {
		pokerSubsets(sets, i+1, left-1, acc|sets[i], t)
	}
}
