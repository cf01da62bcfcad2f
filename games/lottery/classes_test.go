package lottery

import (
	"math/big"
	"slices"
	"testing"
)

// binomial is C(n, k) by math/big, independent of engine/odds.
func binomial(n, k int) *big.Int { return new(big.Int).Binomial(int64(n), int64(k)) }

// hyper is P(a ticket of s numbers matches m) for g, recomputed here:
// C(s, m)·C(N − s, D − m) / C(N, D).
func hyper(g Game, s, m int) *big.Rat {
	l := g.Lottery
	if m > s || m > l.Drawn || l.Drawn-m > l.Balls-s {
		return new(big.Rat)
	}
	num := new(big.Int).Mul(binomial(s, m), binomial(l.Balls-s, l.Drawn-m))
	return new(big.Rat).SetFrac(num, binomial(l.Balls, l.Drawn))
}

// TestMatchClasses: the classes of every game and ticket size partition
// the outcomes (each outcome in exactly one class, the probabilities
// recomputed here from the binomials and summing to 1); every class
// reaches minProb when there are several; the pooling is no wider than
// it must be (the end classes without their outermost outcome would fall
// short); and the labels of the games' default tickets at 5 in 10,000.
func TestMatchClasses(t *testing.T) {
	for _, minProb := range []*big.Rat{big.NewRat(5, 10_000), big.NewRat(1, 100), big.NewRat(1, 20), big.NewRat(0, 1), big.NewRat(1, 1)} {
		for _, g := range Games() {
			for s := g.MinSpots; s <= g.MaxSpots; s++ {
				cs := g.MatchClasses(s, minProb)
				top := min(s, g.Lottery.Drawn)
				sum := new(big.Rat)
				for _, c := range cs {
					want := new(big.Rat)
					for m := c.Lo; m <= c.Hi; m++ {
						want.Add(want, hyper(g, s, m))
					}
					if g.HasBonus() {
						b := int64(g.Lottery.Bonus)
						f := big.NewRat(b-1, b)
						if c.Bonus {
							f = big.NewRat(1, b)
						}
						want.Mul(want, f)
					}
					if c.Prob.Cmp(want) != 0 {
						t.Errorf("%s %d spots %s: P %s, want %s", g.Name, s, c.Label, c.Prob.RatString(), want.RatString())
					}
					if len(cs) > 2 && c.Prob.Cmp(minProb) < 0 {
						t.Errorf("%s %d spots at %s: %s has P %s", g.Name, s, minProb.RatString(), c.Label, c.Prob.FloatString(8))
					}
					sum.Add(sum, c.Prob)
				}
				if sum.Cmp(big.NewRat(1, 1)) != 0 {
					t.Errorf("%s %d spots: the classes sum to %s", g.Name, s, sum.RatString())
				}
				for m := 0; m <= top; m++ {
					for _, bonus := range []bool{false, true} {
						if bonus && !g.HasBonus() {
							continue
						}
						n := 0
						for _, c := range cs {
							if m >= c.Lo && m <= c.Hi && bonus == c.Bonus {
								n++
							}
						}
						if n != 1 || ClassOf(cs, Outcome{Matches: m, Bonus: bonus}) < 0 {
							t.Errorf("%s %d spots: %d matches (bonus %v) in %d classes", g.Name, s, m, bonus, n)
						}
					}
				}
				// No wider than it must be: an end class of several
				// outcomes would fall short without its outermost one.
				need := new(big.Rat).Set(minProb)
				if g.HasBonus() {
					need.Mul(need, big.NewRat(int64(g.Lottery.Bonus), 1))
				}
				first, last := cs[0], cs[len(cs)-1]
				if first.Lo == 0 && first.Hi < top && first.Hi > 0 {
					p := new(big.Rat)
					for m := 0; m < first.Hi; m++ {
						p.Add(p, hyper(g, s, m))
					}
					if p.Cmp(need) >= 0 {
						t.Errorf("%s %d spots: %s pools more than it must", g.Name, s, first.Label)
					}
				}
				if last.Hi == top && last.Lo > 0 && last.Lo < top {
					p := new(big.Rat)
					for m := last.Lo + 1; m <= top; m++ {
						p.Add(p, hyper(g, s, m))
					}
					if p.Cmp(need) >= 0 {
						t.Errorf("%s %d spots: %s pools more than it must", g.Name, s, last.Label)
					}
				}
			}
		}
	}
	// The default tickets at 5 expected in 10,000 draws. Keno 10 spots:
	// P(≥8) = 1.4e-4 < 5e-4 ≤ P(≥7) = 1.8e-3; Powerball: P(≥3)/26 =
	// 7e-5 < 5e-4 ≤ P(≥2)/26 = 1.5e-3.
	labels := func(name string, s int) []string {
		var out []string
		for _, c := range mustGame(t, name).MatchClasses(s, big.NewRat(5, 10_000)) {
			out = append(out, c.Label)
		}
		return out
	}
	for _, tc := range []struct {
		name string
		s    int
		want []string
	}{
		{"roadrunner", 5, []string{"0", "1", "2", "≥3"}},
		{"lotto", 6, []string{"0", "1", "2", "3", "≥4"}},
		{"keno", 10, []string{"0", "1", "2", "3", "4", "5", "6", "≥7"}},
		{"keno", 1, []string{"0", "1"}},
		{"powerball", 5, []string{"0", "0+PB", "1", "1+PB", "≥2", "≥2+PB"}},
		{"powerball-2012", 5, []string{"0", "0+PB", "1", "1+PB", "≥2", "≥2+PB"}},
		{"pick3", 3, []string{"0", "1", "2", "3"}},
	} {
		if got := labels(tc.name, tc.s); !slices.Equal(got, tc.want) {
			t.Errorf("%s %d spots: %v, want %v", tc.name, tc.s, got, tc.want)
		}
	}
	if got := labels("keno", 10); ClassOf(mustGame(t, "keno").MatchClasses(10, big.NewRat(5, 10_000)), Outcome{Matches: 10}) != len(got)-1 {
		t.Error("10 of 10 is not in ≥7")
	}
}
