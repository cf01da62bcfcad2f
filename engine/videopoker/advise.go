package videopoker

import (
	"math/big"
	"math/bits"
	"sort"

	"riffle/engine/cards"
)

// Hold is one way to play a dealt hand: the cards kept, and the exact
// outcome of drawing to them over every possible draw.
type Hold struct {
	Cards []cards.Card // the held cards, in dealt order
	Mask  uint8        // bit i set when the dealt h[i] is held
	Draws int64        // the equally likely draws: C(47, 5 − len(Cards))
	Total int64        // the sum over all draws of the pay at five credits
	Lines []int64      // Lines[i]: the draws that end paid on the pay table's Lines[i]
	EV    *big.Rat     // Total / (5·Draws): the expected return per credit bet
}

// EVFloat is h.EV as the nearest float64.
func (h Hold) EVFloat() float64 {
	f, _ := h.EV.Float64()
	return f
}

// Advise returns all 32 holds of the dealt hand h under the pay table p,
// best first, each with its exact expected return at five credits (royal
// 800 for 1) over every draw from the 47 unseen cards:
//
//	EV(H) = Σ_{draws} pay(H ∪ draw) / (5 · C(47, 5−|H|))
//
// Ties are broken deterministically: equal EVs put the hold with the
// smaller second moment Σ pay² first (the less volatile play), then the one
// with the larger Mask (bit i for the dealt h[i]). It panics unless h is
// five distinct valid cards.
//
// Exact, and fast either way: with p's subset tables built (see [Analyze];
// a fraction of a second, kept for the process) a hand costs 243 table
// look-ups and a few thousand integer operations; without them it lists the
// about 208,000 five-card hands that contain two or more of its cards, and
// takes the sums over the whole deck and over one card from the 134,459
// deals up to suit permutation (a few milliseconds, what `riffle odds
// videopoker --hand` pays). The brute-force way evaluates all 2,598,960
// final hands the 32 holds can reach.
func Advise(p PayTable, h [5]cards.Card) []Hold {
	return advise(p, h, builtTables(p))
}

// advise is Advise from the tables t, or without them when t is nil.
func advise(p PayTable, h [5]cards.Card, t *tables) []Hold {
	s, perm, own := sortHand(p, h)
	var ss subsetSums
	if t != nil {
		ss = t.sumsFromTables(s, own)
	} else {
		ss = sumsDirect(p, s, own)
	}
	L := len(p.Lines)
	ss.holdsOf(L)
	holds := make([]Hold, 32)
	q := make([]uint64, 32)
	for m := range 32 {
		var mask uint8
		for j := range 5 {
			if m>>j&1 != 0 {
				mask |= 1 << perm[j]
			}
		}
		hd := Hold{Mask: mask, Total: ss.pay[m], Lines: ss.cnt[m*L : m*L+L : m*L+L]}
		for i, c := range h {
			if mask>>i&1 != 0 {
				hd.Cards = append(hd.Cards, c)
			}
		}
		hd.Draws = binom[47][5-len(hd.Cards)]
		hd.EV = new(big.Rat).SetFrac64(hd.Total, 5*hd.Draws)
		q[mask] = second(p, hd.Lines)
		holds[m] = hd
	}
	sort.Slice(holds, func(i, j int) bool {
		a, b := &holds[i], &holds[j]
		if c := cmpRatio(a.Total, a.Draws, b.Total, b.Draws); c != 0 {
			return c > 0
		}
		if c := cmpRatioU(q[a.Mask], a.Draws, q[b.Mask], b.Draws); c != 0 {
			return c < 0
		}
		return a.Mask > b.Mask
	})
	return holds
}

// second is Σ lines[i]·pay5[i]², the draws' total squared pay.
func (t *tables) second(lines []int64) uint64 { return second(t.p, lines) }

func second(p PayTable, lines []int64) uint64 {
	var s uint64
	for i, n := range lines {
		pay := uint64(p.Lines[i].Pays[4])
		s += uint64(n) * pay * pay
	}
	return s
}

// cmpRatio compares a/b with c/d (b, d > 0, products below 2⁶³: totals up
// to 4,000·C(47,5) times draws up to C(47,5)).
func cmpRatio(a, b, c, d int64) int {
	x, y := a*d, c*b
	switch {
	case x > y:
		return 1
	case x < y:
		return -1
	}
	return 0
}

// cmpRatioU compares a/b with c/d in 128-bit arithmetic.
func cmpRatioU(a uint64, b int64, c uint64, d int64) int {
	xh, xl := bits.Mul64(a, uint64(d))
	yh, yl := bits.Mul64(c, uint64(b))
	switch {
	case xh > yh || xh == yh && xl > yl:
		return 1
	case xh < yh || xh == yh && xl < yl:
		return -1
	}
	return 0
}
