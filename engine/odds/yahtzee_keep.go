package odds

import (
	"fmt"
	"math/big"
)

// What to keep from a roll, and what any keep is worth.

// checkCounts panics unless v has one entry per face, none negative, and
// sums to want (or at most want when atMost).
func (sol *YahtzeeSolution) checkCounts(fn string, v []int, want int, atMost bool) {
	bad := len(v) != sol.Sides
	sum := 0
	for _, c := range v {
		bad = bad || c < 0
		sum += c
	}
	if atMost {
		bad = bad || sum > want
	} else {
		bad = bad || sum != want
	}
	if bad {
		rel := "="
		if atMost {
			rel = "≤"
		}
		panic(fmt.Sprintf("odds: YahtzeeSolution.%s(%v): needs %d non-negative counts, one per face, with sum %s %d",
			fn, v, sol.Sides, rel, want))
	}
}

// BestKeep says what to keep from a roll showing counts[i] dice with face
// i+1 (len(counts) = Sides, sum = Dice): all the dice of the most frequent
// face (the highest such face on a tie: any of them is as good), and the
// expected number of rolls still to make, E_s with s the size of that group
// (0 when the roll is already a Yahtzee). The exact value is
// [YahtzeeSolution.RollsLeftRat](s).
//
// Keeping the largest group is optimal for every roll where
// [Yahtzee.KeepLargest] says so (all games with 2…6 sides searched so far);
// with many sides some rolls have a better keep (two tied groups; see
// [Yahtzee]), which [YahtzeeSolution.RollsLeftAfterKeep] can value.
// It panics on bad counts.
func (sol *YahtzeeSolution) BestKeep(counts []int) (keep []int, left float64) {
	sol.checkCounts("BestKeep", counts, sol.Dice, false)
	best := 0
	for i, c := range counts {
		if c >= counts[best] {
			best = i
		}
	}
	keep = make([]int, sol.Sides)
	keep[best] = counts[best]
	return keep, sol.left[counts[best]]
}

// RollsLeftAfterKeep is the expected number of rolls still to make after
// keeping keep[i] dice of face i+1 (any sub-multiset of the dice showing:
// len(keep) = Sides, sum ≤ Dice), re-rolling the rest, and keeping the
// largest group on every later roll (optimal play where
// [Yahtzee.KeepLargest] says so) — the value of an arbitrary choice, e.g.
// keeping 3 fives and 2 twos, to compare with [YahtzeeSolution.BestKeep]:
//
//	1 + Σ_l P(L = l)·E_l,   L = max_i (keep_i + Y_i),  Y ~ Multinomial(r; 1/d, …, 1/d)
//
// where r = n − Σ keep is re-rolled (keeping all n dice of one face is
// 0 rolls; keeping all n dice otherwise "re-rolls" none and wastes a roll).
// The law of L comes from a dynamic programme over the faces, tracking the
// dice not yet assigned and the largest group so far; float64, all terms
// positive, relative error below 1e-12 beyond that of the E_l (checked
// against the exact version in the tests). Cost O(d·r²·n). It panics on a
// bad keep or if Dice > [YahtzeeKeepMaxDice].
func (sol *YahtzeeSolution) RollsLeftAfterKeep(keep []int) float64 {
	sol.checkCounts("RollsLeftAfterKeep", keep, sol.Dice, true)
	if sol.Dice > YahtzeeKeepMaxDice {
		panic(fmt.Sprintf("odds: YahtzeeSolution.RollsLeftAfterKeep: %d dice: allowed up to %d", sol.Dice, YahtzeeKeepMaxDice))
	}
	n, d := sol.Dice, sol.Sides
	r, top := yzKeepShape(keep, n)
	if top == n {
		return 0
	}
	// pmf[f][rem][c] = P(Binomial(rem, 1/f) = c), by Pascal's rule (positive).
	pmf := make([][][]float64, d+1)
	for f := 1; f <= d; f++ {
		rows := make([][]float64, r+1)
		rows[0] = []float64{1}
		stay, go1 := float64(f-1)/float64(f), 1/float64(f)
		for m := 1; m <= r; m++ {
			row := make([]float64, m+1)
			for c := 0; c <= m; c++ {
				if c < m {
					row[c] += rows[m-1][c] * stay
				}
				if c > 0 {
					row[c] += rows[m-1][c-1] * go1
				}
			}
			rows[m] = row
		}
		pmf[f] = rows
	}
	w := n + 1
	cur := make([]float64, (r+1)*w) // cur[rem·w + mx]
	next := make([]float64, (r+1)*w)
	cur[r*w] = 1
	for i := 0; i < d; i++ {
		f := d - i // faces still to assign, this one included
		clear(next)
		for rem := 0; rem <= r; rem++ {
			for mx := 0; mx <= n; mx++ {
				p := cur[rem*w+mx]
				if p == 0 {
					continue
				}
				row := pmf[f][rem]
				for c, q := range row {
					nx := max(mx, keep[i]+c)
					next[(rem-c)*w+nx] += p * q
				}
			}
		}
		cur, next = next, cur
	}
	var acc yzDot
	acc.add(1, 1)
	for l := 0; l <= n; l++ {
		acc.add(cur[l], sol.left[l])
	}
	return acc.value()
}

// yzKeepShape returns the dice to re-roll and the largest kept group.
func yzKeepShape(keep []int, n int) (r, top int) {
	r = n
	for _, k := range keep {
		r -= k
		top = max(top, k)
	}
	return r, top
}

// RollsLeftAfterKeepRat is [YahtzeeSolution.RollsLeftAfterKeep] exactly: the
// same dynamic programme over the faces in whole numbers (outcomes out of
// d^r), combined with the exact E_l. It returns nil when the solution is
// not exact, and panics on a bad keep or if Dice >
// [YahtzeeKeepExactMaxDice].
func (sol *YahtzeeSolution) RollsLeftAfterKeepRat(keep []int) *big.Rat {
	sol.checkCounts("RollsLeftAfterKeepRat", keep, sol.Dice, true)
	if sol.Dice > YahtzeeKeepExactMaxDice {
		panic(fmt.Sprintf("odds: YahtzeeSolution.RollsLeftAfterKeepRat: %d dice: allowed up to %d", sol.Dice, YahtzeeKeepExactMaxDice))
	}
	if !sol.exact {
		return nil
	}
	n, d := sol.Dice, sol.Sides
	r, top := yzKeepShape(keep, n)
	if top == n {
		return new(big.Rat)
	}
	L := sol.keepLaw(keep, r)
	// 1 + Σ_l L[l]·E_l/d^r with E_l = rnum[l]/rden.
	num := new(big.Int)
	var tmp big.Int
	for l, c := range L {
		if c.Sign() != 0 {
			tmp.Mul(c, sol.rnum[l])
			num.Add(num, &tmp)
		}
	}
	den := new(big.Int).Mul(yzPow(d, r), sol.rden)
	v := new(big.Rat).SetFrac(num, den)
	return v.Add(v, big.NewRat(1, 1))
}

// keepLaw returns L[l] = the number of the d^r outcomes of re-rolling r
// dice after keeping keep that make the largest group l, l = 0…n.
func (sol *YahtzeeSolution) keepLaw(keep []int, r int) []*big.Int {
	n, d := sol.Dice, sol.Sides
	c := yzPascal(r)
	w := n + 1
	cur := yzBigs((r + 1) * w)
	next := yzBigs((r + 1) * w)
	cur[r*w].SetInt64(1)
	var tmp big.Int
	for i := 0; i < d; i++ {
		for _, v := range next {
			v.SetInt64(0)
		}
		for rem := 0; rem <= r; rem++ {
			for mx := 0; mx <= n; mx++ {
				p := cur[rem*w+mx]
				if p.Sign() == 0 {
					continue
				}
				lo := 0
				if i == d-1 {
					lo = rem // the last face takes the rest
				}
				for k := lo; k <= rem; k++ {
					nx := max(mx, keep[i]+k)
					tmp.Mul(p, c[rem][k])
					next[(rem-k)*w+nx].Add(next[(rem-k)*w+nx], &tmp)
				}
			}
		}
		cur, next = next, cur
	}
	return cur[:w]
}
