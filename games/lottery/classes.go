package lottery

import (
	"fmt"
	"math/big"
)

// MatchClass is a set of outcomes of one ticket in a draw, for a
// frequency test of the tickets' matches: Lo…Hi numbers matched and, in
// a game with a bonus drum, the bonus number matched (Bonus) or not.
type MatchClass struct {
	Lo, Hi int
	Bonus  bool
	// Label names the class in few characters: "2", "≥3", "≤1", "2–4";
	// with a bonus drum "…+PB" when the bonus number matched.
	Label string
	// Prob is the exact probability of the class (engine/odds' P(m),
	// times 1/M or (M − 1)/M for the bonus ball).
	Prob *big.Rat
}

// MatchClasses is the outcomes of a ticket of s numbers, pooled so that
// every class has probability at least minProb: each number of matches
// m = 0…min(s, Drawn) a class, except that the rarest at either end are
// pooled with their neighbours (P(m) is unimodal, so the rare ones lie at
// the ends) — from the top "≥c", from the bottom "≤c". With a bonus drum
// of M balls each class of matches comes twice, without and with the
// bonus number, and it is the latter, P(m…)/M, that must reach minProb.
// The classes partition the outcomes: their probabilities sum to 1.
//
// Pearson's χ² wants every class to expect 5 or more: minProb = 5/D for
// a test of D draws. Unpooled, one rare outcome (a keno 10 of 10, 1 in
// 8.9 million) in a few thousand draws makes χ² huge and a fair draw
// look biased.
//
// A minProb above what any pooling reaches leaves one class of matches
// (two with a bonus drum). It panics if s is not a valid ticket size or
// minProb is nil.
func (g Game) MatchClasses(s int, minProb *big.Rat) []MatchClass {
	g.mustSpots("MatchClasses", s)
	if minProb == nil {
		panic("lottery: MatchClasses: nil minProb")
	}
	ps := g.Odds(s).Matches()
	need := minProb
	if g.HasBonus() {
		need = new(big.Rat).Mul(minProb, big.NewRat(int64(g.Lottery.Bonus), 1))
	}
	sum := func(lo, hi int) *big.Rat {
		r := new(big.Rat)
		for m := lo; m <= hi; m++ {
			r.Add(r, ps[m])
		}
		return r
	}
	top := len(ps) - 1
	lo, hi := 0, top // matches ≤ lo pooled at the bottom, ≥ hi at the top
	for lo < top && sum(0, lo).Cmp(need) < 0 {
		lo++
	}
	for hi > lo && sum(hi, top).Cmp(need) < 0 {
		hi--
	}
	var ranges [][2]int
	if lo >= hi {
		ranges = [][2]int{{0, top}}
	} else {
		ranges = append(ranges, [2]int{0, lo})
		for m := lo + 1; m < hi; m++ {
			ranges = append(ranges, [2]int{m, m})
		}
		ranges = append(ranges, [2]int{hi, top})
	}
	var out []MatchClass
	for _, r := range ranges {
		label := matchLabel(r[0], r[1], top)
		p := sum(r[0], r[1])
		if !g.HasBonus() {
			out = append(out, MatchClass{Lo: r[0], Hi: r[1], Label: label, Prob: p})
			continue
		}
		m := int64(g.Lottery.Bonus)
		out = append(out,
			MatchClass{Lo: r[0], Hi: r[1], Label: label, Prob: new(big.Rat).Mul(p, big.NewRat(m-1, m))},
			MatchClass{Lo: r[0], Hi: r[1], Bonus: true, Label: label + "+PB", Prob: new(big.Rat).Mul(p, big.NewRat(1, m))})
	}
	return out
}

// matchLabel names the matches lo…hi of 0…top.
func matchLabel(lo, hi, top int) string {
	switch {
	case lo == hi:
		return fmt.Sprint(lo)
	case lo == 0 && hi == top:
		return fmt.Sprintf("0–%d", top)
	case hi == top:
		return fmt.Sprintf("≥%d", lo)
	case lo == 0:
		return fmt.Sprintf("≤%d", hi)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
}

// ClassOf is the index in classes of an outcome, or −1 if none holds it
// (classes of another game or ticket size).
func ClassOf(classes []MatchClass, o Outcome) int {
	for i, c := range classes {
		if o.Matches >= c.Lo && o.Matches <= c.Hi && o.Bonus == c.Bonus {
			return i
		}
	}
	return -1
}
