package videopoker

import (
	"math/big"

	"riffle/engine/cards"
)

// bruteAdvise is the plain enumeration Advise is checked against: for each
// of the 32 holds (by dealt mask), every draw from the 47 unseen cards,
// paid by Pay. Totals and line counts by mask.
func bruteAdvise(p PayTable, h [5]cards.Card, masks []uint8) map[uint8]Hold {
	var dealt cards.Set
	for _, c := range h {
		dealt = dealt.With(c)
	}
	var unseen []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if !dealt.Has(c) {
			unseen = append(unseen, c)
		}
	}
	out := map[uint8]Hold{}
	for _, mask := range masks {
		var held []cards.Card
		for i, c := range h {
			if mask>>i&1 != 0 {
				held = append(held, c)
			}
		}
		hd := Hold{Mask: mask, Cards: held, Lines: make([]int64, len(p.Lines))}
		need := 5 - len(held)
		var final [5]cards.Card
		copy(final[:], held)
		var rec func(from, k int)
		rec = func(from, k int) {
			if k == need {
				hd.Draws++
				if i := p.Classify(final); i >= 0 {
					hd.Lines[i]++
					hd.Total += p.Lines[i].Pays[4]
				}
				return
			}
			for j := from; j < len(unseen); j++ {
				final[len(held)+k] = unseen[j]
				rec(j+1, k+1)
			}
		}
		rec(0, 0)
		hd.EV = new(big.Rat).SetFrac64(hd.Total, 5*hd.Draws)
		out[mask] = hd
	}
	return out
}
