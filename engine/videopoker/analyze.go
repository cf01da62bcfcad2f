package videopoker

import (
	"math/big"
	"math/bits"
	"sync"
)

// Deals is the number of five-card deals, C(52, 5).
const Deals = 2598960

// Combinations is the common denominator of an [Analysis]:
//
//	Deals · 5 · C(47, 5) = 2,598,960 · 7,669,695 = 19,933,230,517,200
//
// over which every final hand has a whole number of combinations, whatever
// the number of cards held (5·C(47,5) is a multiple of every C(47, k)). It is
// the total of the Wizard of Odds' tables.
const Combinations = Deals * 5 * 1533939

// Analysis is the exact outcome of a pay table under optimal play.
type Analysis struct {
	PayTable PayTable
	// Return is the expected return per credit bet at five credits, stake
	// included (1 is an even game).
	Return      *big.Rat
	ReturnFloat float64
	// Variance is the variance of the return per credit of one game.
	Variance      *big.Rat
	VarianceFloat float64
	// Hands[i] is the number of the Combinations (equally likely weighted
	// deal-and-draw outcomes) whose final hand is paid on PayTable.Lines[i];
	// Nothing those paid nothing. Hands[i]/Combinations is its probability.
	Hands   []int64
	Nothing int64
	// Classes is the number of deals distinct up to suit permutation that
	// were solved: 134,459.
	Classes int
}

// Prob is the probability that the final hand is paid on line i, or with
// i = len(Lines) that it is paid nothing.
func (a Analysis) Prob(i int) *big.Rat {
	n := a.Nothing
	if i < len(a.Hands) {
		n = a.Hands[i]
	}
	return big.NewRat(n, Combinations)
}

// class is a deal up to suit permutation: its four suits' rank masks
// (bit r−2 for rank r), in the order of classes, and how many deals it
// stands for.
type class struct {
	suits  [4]uint16
	weight int64
}

// classes lists the deals up to suit permutation. A deal is four 13-bit rank
// masks, one per suit, five bits in all; permuting suits permutes the masks,
// so a class is a multiset of four masks — written largest first — and
// stands for 4!/Π mᵢ! deals where the mᵢ count equal masks. Listed in a
// fixed order.
func classes() []class {
	out := make([]class, 0, 134459)
	forEachClass(func(c class) { out = append(out, c) })
	return out
}

// forEachClass calls f with every deal up to suit permutation, in the order
// of classes.
func forEachClass(f func(class)) {
	// Every mask of at most five ranks, most ranks first, then largest
	// first: the order a class lists its suits in. Later masks never have
	// more ranks, which bounds the search.
	var masks []uint16
	var first [6]int // first[n]: where the masks of at most n ranks begin
	for n := 5; n >= 0; n-- {
		first[n] = len(masks)
		for m := 1<<13 - 1; m >= 0; m-- {
			if bits.OnesCount16(uint16(m)) == n {
				masks = append(masks, uint16(m))
			}
		}
	}
	var cur [4]uint16
	var rec func(suit, from, left int)
	rec = func(suit, from, left int) {
		if suit == 4 {
			if left != 0 {
				return
			}
			w, run := int64(24), int64(1)
			for i := 1; i < 4; i++ {
				if cur[i] == cur[i-1] {
					run++
					w /= run
				} else {
					run = 1
				}
			}
			f(class{cur, w})
			return
		}
		for i := max(from, first[left]); i < len(masks); i++ {
			n := bits.OnesCount16(masks[i])
			if n*(4-suit) < left {
				break // the rest have no more ranks than this one
			}
			cur[suit] = masks[i]
			rec(suit+1, i, left-n)
		}
	}
	rec(0, 0, 5)
}

// Analyze solves the pay table p exactly: for every deal, the hold of
// largest expected return (as [Advise] ranks them: ties go to the smaller
// second moment, the less volatile play, as the Wizard of Odds' tables do;
// then to the larger mask of held positions, the deal's cards taken in
// ascending order 2♣…A♠ of [cards.Card]), and the distribution of the
// final hand over all deals and draws:
//
//	Return   = Σ_deals Σ_draws pay / (5 · Deals · C(47, 5−|hold|))
//	Variance = E[(pay/5)²] − Return²
//
// Deals are solved once per class up to suit permutation (134,459 classes
// standing for 2,598,960 deals), on all cores, each from the subset tables
// Advise uses. Cost: building the tables (about 0.3 s on two cores) and
// about a microsecond per class.
func Analyze(p PayTable) Analysis {
	return analyze(tablesFor(p), classes())
}

// analyze is Analyze on built tables and a list of deals standing for all
// 2,598,960 (the classes, or in a benchmark every deal with weight 1).
func analyze(t *tables, cls []class) Analysis {
	p := t.p
	L := t.nLines
	// acc[k][i]: Σ weight · draws ending on line i, for deals best played
	// holding k cards.
	type sums [6][]int64
	var (
		mu  sync.Mutex
		all sums
	)
	for k := range all {
		all[k] = make([]int64, L)
	}
	const chunk = 1024
	parallel(0, (len(cls)+chunk-1)/chunk, func(ci int) {
		var acc sums
		for k := range acc {
			acc[k] = make([]int64, L)
		}
		lines := make([]int64, L)
		bestLines := make([]int64, L)
		for _, c := range cls[ci*chunk : min(len(cls), (ci+1)*chunk)] {
			var s [5]int
			n := 0
			for suit, m := range c.suits {
				for ; m != 0; m &= m - 1 {
					s[n] = 13*suit + bits.TrailingZeros16(m)
					n++
				}
			}
			_, own := t.handOf(s)
			tot, rank := t.totals(s, own)
			best, bestQ := -1, uint64(0)
			for m := 31; m >= 0; m-- {
				if best >= 0 {
					c := cmpRatio(tot[m], binom[47][5-bits.OnesCount(uint(m))], tot[best], binom[47][5-bits.OnesCount(uint(best))])
					if c < 0 {
						continue
					}
					if c == 0 {
						clear(lines)
						t.lineCounts(m, &rank, own, lines)
						q := t.second(lines)
						if cmpRatioU(q, binom[47][5-bits.OnesCount(uint(m))], bestQ, binom[47][5-bits.OnesCount(uint(best))]) >= 0 {
							continue
						}
						best, bestQ = m, q
						copy(bestLines, lines)
						continue
					}
				}
				best = m
				clear(bestLines)
				t.lineCounts(m, &rank, own, bestLines)
				bestQ = t.second(bestLines)
			}
			k := bits.OnesCount(uint(best))
			for i, n := range bestLines {
				acc[k][i] += c.weight * n
			}
		}
		mu.Lock()
		for k := range acc {
			for i, n := range acc[k] {
				all[k][i] += n
			}
		}
		mu.Unlock()
	})

	a := Analysis{PayTable: p, Hands: make([]int64, L), Classes: len(cls)}
	const perDeal = 5 * 1533939
	var hit int64
	for k := range all {
		mult := perDeal / binom[47][5-k]
		for i, n := range all[k] {
			a.Hands[i] += n * mult
		}
	}
	ret, sq := new(big.Int), new(big.Int)
	for i, n := range a.Hands {
		hit += n
		pay := big.NewInt(t.pay5[i])
		x := new(big.Int).Mul(big.NewInt(n), pay)
		ret.Add(ret, x)
		sq.Add(sq, x.Mul(x, pay))
	}
	a.Nothing = Combinations - hit
	den := big.NewInt(5 * Combinations)
	a.Return = new(big.Rat).SetFrac(ret, den)
	ex2 := new(big.Rat).SetFrac(sq, new(big.Int).Mul(den, big.NewInt(5)))
	a.Variance = ex2.Sub(ex2, new(big.Rat).Mul(a.Return, a.Return))
	a.ReturnFloat, _ = a.Return.Float64()
	a.VarianceFloat, _ = a.Variance.Float64()
	return a
}
