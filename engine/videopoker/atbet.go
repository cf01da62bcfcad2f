package videopoker

import (
	"fmt"
	"math/big"
	"sort"
)

// AtBet is holds — Advise's holds of one dealt hand under p — valued at a
// bet of credits (1…5) rather than five: each hold's Total becomes the sum
// over its draws of the pay at that bet, from its Lines counts and the
// lines' Pays[credits−1], and its EV that Total per credit bet
// (Total / (credits·Draws)), exact. They come back best first for that
// bet, ties broken as Advise breaks them (the smaller second moment, then
// the larger Mask). At five credits this is Advise's own order and EVs;
// below, where the royal pays 250 for 1 rather than 800, the best hold can
// differ. holds is not changed; it panics for credits outside 1…5.
func AtBet(p PayTable, holds []Hold, credits int) []Hold {
	if credits < 1 || credits > 5 {
		panic(fmt.Sprintf("videopoker: AtBet: %d credits: allowed 1…5", credits))
	}
	out := make([]Hold, len(holds))
	q := make([]uint64, len(holds))
	for i, h := range holds {
		var tot int64
		for l, n := range h.Lines {
			pay := p.Lines[l].Pays[credits-1]
			tot += n * pay
			q[i] += uint64(n) * uint64(pay*pay)
		}
		h.Total = tot
		h.EV = new(big.Rat).SetFrac64(tot, int64(credits)*h.Draws)
		out[i] = h
	}
	idx := make([]int, len(out))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool {
		a, b := &out[idx[i]], &out[idx[j]]
		if c := cmpRatio(a.Total, a.Draws, b.Total, b.Draws); c != 0 {
			return c > 0
		}
		if c := cmpRatioU(q[idx[i]], a.Draws, q[idx[j]], b.Draws); c != 0 {
			return c < 0
		}
		return a.Mask > b.Mask
	})
	sorted := make([]Hold, len(out))
	for i, k := range idx {
		sorted[i] = out[k]
	}
	return sorted
}
