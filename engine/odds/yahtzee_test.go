package odds

import (
	"math"
	"math/big"
	"slices"
	"testing"

	"riffle/engine/rng"
)

var yahtzeeSink any

// TestYahtzeeWordsBruteForce checks the word counts a_t[m] against listing
// all b^m words.
func TestYahtzeeWordsBruteForce(t *testing.T) {
	for _, c := range [][2]int{{1, 6}, {2, 6}, {3, 6}, {5, 6}, {4, 4}, {9, 3}} {
		b, n := c[0], c[1]
		work := [2][]*big.Int{yzBigs(n + 1), yzBigs(n + 1)}
		col := yzBigs(n + 1)
		for tt := 0; tt <= n; tt++ {
			got := yzBigs(n + 1)
			yzWordsAt(got, n, b, tt, work, col)
			for m := 0; m <= n; m++ {
				want := 0
				word := make([]int, m)
				for {
					cnt := make([]int, b)
					ok := true
					for _, x := range word {
						cnt[x]++
						ok = ok && cnt[x] <= tt
					}
					if ok {
						want++
					}
					i := 0
					for i < m && word[i] == b-1 {
						word[i] = 0
						i++
					}
					if i == m {
						break
					}
					word[i]++
				}
				if got[m].Int64() != int64(want) {
					t.Errorf("b=%d t=%d m=%d: a = %v, listed %d", b, tt, m, got[m], want)
				}
			}
		}
	}
}

// TestYahtzeeLawBruteForce checks every P_{s,t} (the coefficient
// extraction) against rolling the n − s dice in all d^(n−s) ways, with s
// dice of face 0 kept.
func TestYahtzeeLawBruteForce(t *testing.T) {
	for _, c := range [][2]int{{5, 6}, {7, 6}, {6, 2}, {8, 3}, {6, 4}, {4, 10}, {1, 2}} {
		n, d := c[0], c[1]
		sol := Yahtzee{n, d}.Solve()
		P := Yahtzee{n, d}.Transition()
		for s := 0; s <= n; s++ {
			r := n - s
			ways := make([]int64, n+1)
			roll := make([]int, r)
			total := int64(0)
			for {
				cnt := make([]int, d)
				cnt[0] = s
				for _, x := range roll {
					cnt[x]++
				}
				ways[slices.Max(cnt)]++
				total++
				i := 0
				for i < r && roll[i] == d-1 {
					roll[i] = 0
					i++
				}
				if i == r {
					break
				}
				roll[i]++
			}
			for tt := 0; tt <= n; tt++ {
				want := big.NewRat(ways[tt], total)
				if got := sol.ProbRat(s, tt); got.Cmp(want) != 0 || P[s][tt].Cmp(want) != 0 {
					t.Errorf("n=%d d=%d: P_{%d,%d} = %s (Transition %s), enumerated %s", n, d, s, tt, got.RatString(), P[s][tt].RatString(), want.RatString())
				}
			}
		}
	}
}

// TestYahtzeePublishedFive checks 5 six-sided dice against published
// numbers: the transition counts of M. Shackleford, "Problem 120",
// mathproblems.info (from one of a kind, of 1296: stay 120, to a pair 900,
// three 250, four 25, Yahtzee 1; from a pair, of 216: 120, 80, 15, 1; from
// three, of 36: 25, 10, 1; from four, of 6: 5, 1), and the expectation
// 191283/17248 ≈ 11.0902 of J. Snyder, "The expected number of dice rolls
// to get YAHTZEE", POTW #12-15 (2012).
func TestYahtzeePublishedFive(t *testing.T) {
	sol := Yahtzee{5, 6}.Solve()
	table := map[int][]int64{
		1: {120, 900, 250, 25, 1},
		2: {120, 80, 15, 1},
		3: {25, 10, 1},
		4: {5, 1},
	}
	for s, row := range table {
		den := int64(math.Pow(6, float64(5-s)))
		for i, w := range row {
			if got := sol.ProbRat(s, s+i); got.Cmp(big.NewRat(w, den)) != 0 {
				t.Errorf("P_{%d,%d} = %s, published %d/%d", s, s+i, got.RatString(), w, den)
			}
		}
	}
	if got, want := sol.ExpectedRollsRat(), big.NewRat(191283, 17248); got.Cmp(want) != 0 {
		t.Errorf("E_0 = %s, published %s", got.RatString(), want.RatString())
	}
	if got := sol.ExpectedRolls(); got != 191283.0/17248 {
		t.Errorf("ExpectedRolls = %v, want %v", got, 191283.0/17248)
	}
}

// TestYahtzeeRows: every exact row sums to exactly 1; P_{0,t} = P_{1,t}
// (keeping one die is the same as keeping none) and so E_0 = E_1; the
// float64 route's rows — a different formula — sum to 1 within their
// bound.
func TestYahtzeeRows(t *testing.T) {
	for _, c := range [][2]int{{1, 2}, {5, 6}, {20, 6}, {40, 2}, {25, 13}, {60, 6}} {
		n, d := c[0], c[1]
		P := Yahtzee{n, d}.Transition()
		for s, row := range P {
			sum := new(big.Rat)
			for _, p := range row {
				sum.Add(sum, p)
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("n=%d d=%d: row %d sums to %s", n, d, s, sum.RatString())
			}
		}
		if n >= 2 {
			for tt := range P[0] {
				if P[0][tt].Cmp(P[1][tt]) != 0 {
					t.Errorf("n=%d d=%d: P_{0,%d} = %s ≠ P_{1,%d} = %s", n, d, tt, P[0][tt].RatString(), tt, P[1][tt].RatString())
				}
			}
			sol := Yahtzee{n, d}.Solve()
			if sol.RollsLeftRat(0).Cmp(sol.RollsLeftRat(1)) != 0 {
				t.Errorf("n=%d d=%d: E_0 ≠ E_1", n, d)
			}
		}
		for s, row := range (Yahtzee{n, d}).TransitionFloat() {
			sum := 0.0
			for _, p := range row {
				sum += p
			}
			if math.Abs(sum-1) > float64(2*n+10)*0x1p-53 {
				t.Errorf("n=%d d=%d: float row %d sums to 1%+g", n, d, s, sum-1)
			}
		}
	}
}

// TestYahtzeeFloatRoute checks the float64 route (positive formula,
// compensated sums, running error bound) against the exact route: every
// E_s within the reported bound, the bound below 1e-12, and every P_{s,t}
// within 8·2^−53 relative.
func TestYahtzeeFloatRoute(t *testing.T) {
	for _, c := range [][2]int{{2, 6}, {10, 6}, {60, 6}, {100, 6}, {40, 2}, {30, 13}, {50, 100}} {
		n, d := c[0], c[1]
		y := Yahtzee{n, d}
		ex, fl := y.Solve(), y.SolveFloat()
		if !ex.Exact() || fl.Exact() || fl.ExpectedRollsRat() != nil {
			t.Fatalf("n=%d d=%d: Exact() = %v, %v", n, d, ex.Exact(), fl.Exact())
		}
		bound := fl.RelError()
		if bound > 1e-12 || fl.SignificantDigits() < 12 {
			t.Errorf("n=%d d=%d: error bound %g (%d digits)", n, d, bound, fl.SignificantDigits())
		}
		for s := 0; s < n; s++ {
			want := yzFloat(ex.RollsLeftRat(s))
			if got := fl.RollsLeft(s); !yzClose(got, want, bound+0x1p-52) {
				t.Errorf("n=%d d=%d: float E_%d = %.17g, exact %.17g, bound %g", n, d, s, got, want, bound)
			}
			for tt := s; tt <= n; tt++ {
				want := yzFloat(ex.ProbRat(s, tt))
				if got := fl.Prob(s, tt); math.Abs(got-want) > 8*0x1p-53*want+0x1p-1000 {
					t.Errorf("n=%d d=%d: float P_{%d,%d} = %.17g, exact %.17g", n, d, s, tt, got, want)
				}
			}
		}
	}
}

// yzPlay plays one game of n dice with d sides, keeping the largest group
// (or, with breakPairs, re-rolling everything whenever the largest group is
// a pair — a worse strategy for the detection test), and returns the
// number of rolls.
func yzPlay(g rng.Generator, n, d int, breakPairs bool) int {
	cnt := make([]int, d)
	kept, face := 0, 0
	for rolls := 1; ; rolls++ {
		clear(cnt)
		cnt[face] = kept
		for range n - kept {
			cnt[g.IntN(d)]++
		}
		face = 0
		for f, c := range cnt {
			if c > cnt[face] {
				face = f
			}
		}
		kept = cnt[face]
		if kept == n {
			return rolls
		}
		if breakPairs && kept == 2 {
			kept = 0
		}
	}
}

// yzSimulate returns the mean number of rolls over games, its standard
// error, and the fraction of games done within k rolls.
func yzSimulate(seed uint64, games, n, d, k int, breakPairs bool) (mean, se, within float64) {
	g := rng.NewPCG(seed)
	var sum, sum2 float64
	hit := 0
	for range games {
		x := yzPlay(g, n, d, breakPairs)
		sum += float64(x)
		sum2 += float64(x) * float64(x)
		if x <= k {
			hit++
		}
	}
	mean = sum / float64(games)
	sd := math.Sqrt((sum2 - sum*mean) / float64(games-1))
	return mean, sd / math.Sqrt(float64(games)), float64(hit) / float64(games)
}

// TestYahtzeeSimulation plays keep-the-largest-group with a fixed seed and
// compares the mean number of rolls with E_0 and the fraction done within
// k rolls with CDF(k). Tolerance: 4.5 standard errors (the mean's from the
// sample standard deviation, the fraction's binomial), a two-sided
// false-positive rate below 1e-5 per comparison for a correct engine
// (normal approximation; the seeds are fixed, so the outcome is
// reproducible). The same statistic must reject a worse strategy
// (re-rolling every pair) at the same threshold.
func TestYahtzeeSimulation(t *testing.T) {
	const z = 4.5
	for _, c := range []struct{ n, d, games, k int }{{5, 6, 6000, 11}, {20, 6, 3000, 19}, {12, 2, 4000, 6}} {
		sol := Yahtzee{c.n, c.d}.Solve()
		mean, se, within := yzSimulate(uint64(1000+c.n), c.games, c.n, c.d, c.k, false)
		E := sol.ExpectedRolls()
		if math.Abs(mean-E) > z*se {
			t.Errorf("n=%d d=%d: simulated mean %.4f ± %.4f, E_0 = %.4f", c.n, c.d, mean, se, E)
		}
		p := sol.CDF(c.k)
		if bse := math.Sqrt(p * (1 - p) / float64(c.games)); math.Abs(within-p) > z*bse {
			t.Errorf("n=%d d=%d: simulated P(done within %d) = %.4f, CDF = %.4f ± %.4f", c.n, c.d, c.k, within, p, bse)
		}
		t.Logf("n=%d d=%d: simulated %.3f ± %.3f rolls, exact %.4f; within %d: %.4f vs %.4f", c.n, c.d, mean, se, E, c.k, within, p)
	}
	// Detection: re-rolling pairs costs about 1.5 rolls with 5 dice.
	E := Yahtzee{5, 6}.Solve().ExpectedRolls()
	mean, se, _ := yzSimulate(7, 6000, 5, 6, 11, true)
	if math.Abs(mean-E) <= z*se {
		t.Errorf("re-rolling pairs: simulated %.4f ± %.4f not told apart from E_0 = %.4f", mean, se, E)
	}
}

// TestYahtzeeCDF: the exact CDF (CDFRats) against the float64 one, the
// mean recovered from the CDF (E_0 = Σ_{k≥0} P(more than k rolls)) against
// the back substitution, and the edge cases.
func TestYahtzeeCDF(t *testing.T) {
	for _, c := range [][2]int{{20, 6}, {7, 3}, {60, 6}} {
		n, d := c[0], c[1]
		sol := Yahtzee{n, d}.Solve()
		exact := sol.CDFRats(8)
		cdf := sol.CDFUntil(1e-15, 100000)
		for k, r := range exact {
			if !yzClose(cdf[k], yzFloat(r), float64((k+1)*(n+10))*0x1p-53) {
				t.Errorf("n=%d d=%d: CDF(%d) = %.17g, exact %s", n, d, k+1, cdf[k], r.RatString())
			}
			if sol.CDF(k+1) != cdf[k] {
				t.Errorf("n=%d d=%d: CDF(%d) = %v, CDFUntil %v", n, d, k+1, sol.CDF(k+1), cdf[k])
			}
		}
		mean := 1.0 // P(T > 0)
		for k, p := range cdf {
			mean += 1 - p
			if k > 0 && p < cdf[k-1] {
				t.Errorf("n=%d d=%d: CDF decreases at %d", n, d, k+1)
			}
		}
		// The tail beyond the last k is below 1e-15 and decays geometrically
		// with ratio ≤ 1 − 1/d, so it adds at most d·1e-15.
		if !yzClose(mean, sol.ExpectedRolls(), 1e-12) {
			t.Errorf("n=%d d=%d: Σ P(T > k) = %.15g, E_0 = %.15g", n, d, mean, sol.ExpectedRolls())
		}
	}
	one := Yahtzee{1, 6}.Solve()
	if one.CDF(1) != 1 || one.ExpectedRolls() != 1 || len(one.CDFUntil(1e-9, 10)) != 1 || one.CDF(0) != 0 {
		t.Errorf("one die: CDF(1) = %v, E = %v", one.CDF(1), one.ExpectedRolls())
	}
	if got := (Yahtzee{5, 6}).Solve().CDFRats(1)[0]; got.Cmp(big.NewRat(1, 1296)) != 0 {
		t.Errorf("5 dice: P(Yahtzee on the first roll) = %s, want 1/1296", got.RatString())
	}
	if (Yahtzee{5, 6}).SolveFloat().CDFRats(3) != nil {
		t.Error("CDFRats of a float solution is not nil")
	}
	if got := len((Yahtzee{5, 6}).Solve().CDFUntil(1e-300, 7)); got != 7 {
		t.Errorf("CDFUntil(…, 7) has %d values", got)
	}
}

// TestYahtzeeKeep checks the value of arbitrary keeps: float against exact
// (n ≤ 40, any keep), and at 100 dice the dynamic programme over faces
// against the chain (keeping the largest group s is worth E_s; keeping
// nothing E_0 — two different computations).
func TestYahtzeeKeep(t *testing.T) {
	g := rng.NewPCG(3)
	for _, c := range [][2]int{{5, 6}, {20, 6}, {40, 6}, {12, 3}, {9, 12}} {
		n, d := c[0], c[1]
		sol := Yahtzee{n, d}.Solve()
		for range 25 {
			// A random roll and a random sub-multiset of it.
			roll := make([]int, d)
			for range n {
				roll[g.IntN(d)]++
			}
			keep := make([]int, d)
			for i, x := range roll {
				keep[i] = g.IntN(x + 1)
			}
			want := yzFloat(sol.RollsLeftAfterKeepRat(keep))
			if got := sol.RollsLeftAfterKeep(keep); !yzClose(got, want, 1e-12) {
				t.Errorf("n=%d d=%d keep %v: %.17g, exact %.17g", n, d, keep, got, want)
			}
		}
	}
	sol := Yahtzee{100, 6}.Solve()
	for _, s := range []int{0, 1, 17, 25, 40, 70, 99} {
		keep := make([]int, 6)
		keep[4] = s
		if got, want := sol.RollsLeftAfterKeep(keep), sol.RollsLeft(s); !yzClose(got, want, 1e-12) {
			t.Errorf("100 dice, keep %d fives: %.17g, E_%d = %.17g", s, got, s, want)
		}
	}
	// A Yahtzee kept is 0 rolls; all dice kept otherwise wastes one roll.
	five := Yahtzee{5, 6}.Solve()
	if got := five.RollsLeftAfterKeep([]int{0, 0, 0, 0, 5, 0}); got != 0 {
		t.Errorf("keeping a Yahtzee: %v rolls", got)
	}
	if got, want := five.RollsLeftAfterKeepRat([]int{0, 2, 0, 0, 3, 0}), new(big.Rat).Add(five.RollsLeftRat(3), big.NewRat(1, 1)); got.Cmp(want) != 0 {
		t.Errorf("keeping a full house: %s, want 1 + E_3 = %s", got.RatString(), want.RatString())
	}
	if (Yahtzee{5, 6}).SolveFloat().RollsLeftAfterKeepRat([]int{0, 0, 0, 0, 3, 0}) != nil {
		t.Error("RollsLeftAfterKeepRat of a float solution is not nil")
	}
}

// TestYahtzeeBestKeep: the largest group, the highest face on a tie.
func TestYahtzeeBestKeep(t *testing.T) {
	sol := Yahtzee{5, 6}.Solve()
	for _, c := range []struct {
		roll, keep []int
		left       float64
	}{
		{[]int{0, 2, 0, 0, 3, 0}, []int{0, 0, 0, 0, 3, 0}, sol.RollsLeft(3)},
		{[]int{2, 0, 2, 0, 0, 1}, []int{0, 0, 2, 0, 0, 0}, sol.RollsLeft(2)},
		{[]int{1, 1, 1, 1, 1, 0}, []int{0, 0, 0, 0, 1, 0}, sol.RollsLeft(1)},
		{[]int{0, 0, 0, 0, 0, 5}, []int{0, 0, 0, 0, 0, 5}, 0},
	} {
		keep, left := sol.BestKeep(c.roll)
		if !slices.Equal(keep, c.keep) || left != c.left {
			t.Errorf("BestKeep(%v) = %v, %v; want %v, %v", c.roll, keep, left, c.keep, c.left)
		}
	}
}

// TestYahtzeeValidate covers the limits and the panics.
func TestYahtzeeValidate(t *testing.T) {
	for _, c := range []struct {
		y  Yahtzee
		ok bool
	}{
		{Yahtzee{5, 6}, true}, {Yahtzee{1, 2}, true}, {Yahtzee{2000, 6}, true}, {Yahtzee{1025, 20}, true},
		{Yahtzee{0, 6}, false}, {Yahtzee{5, 1}, false}, {Yahtzee{5, 101}, false}, {Yahtzee{2001, 6}, false},
		{Yahtzee{1026, 20}, false}, {Yahtzee{450, 100}, false}, {Yahtzee{10000, 6}, false},
	} {
		if err := c.y.Validate(); (err == nil) != c.ok {
			t.Errorf("%+v.Validate() = %v", c.y, err)
		}
	}
	for sides, want := range map[int]int{1: 0, 2: 2000, 6: 2000, 7: 1825, 20: 1025, 100: 449, 101: 0} {
		if got := YahtzeeMaxDiceFor(sides); got != want {
			t.Errorf("YahtzeeMaxDiceFor(%d) = %d, want %d", sides, got, want)
		}
	}
	sol := Yahtzee{5, 6}.Solve()
	for name, f := range map[string]func(){
		"Solve":         func() { Yahtzee{0, 6}.Solve() },
		"SolveFloat":    func() { Yahtzee{5, 1}.SolveFloat() },
		"Transition":    func() { Yahtzee{YahtzeeExactMaxDice + 1, 6}.Transition() },
		"RollsLeft":     func() { sol.RollsLeft(6) },
		"ProbRat":       func() { sol.ProbRat(-1, 0) },
		"BestKeep":      func() { sol.BestKeep([]int{1, 1, 1, 1, 1}) },
		"BestKeep sum":  func() { sol.BestKeep([]int{1, 1, 1, 1, 0, 0}) },
		"keep too many": func() { sol.RollsLeftAfterKeep([]int{6, 0, 0, 0, 0, 0}) },
		"keep negative": func() { sol.RollsLeftAfterKeepRat([]int{-1, 0, 0, 0, 0, 0}) },
		"keep n > 100":  func() { Yahtzee{101, 2}.Solve().RollsLeftAfterKeep([]int{0, 0}) },
		"CDF":           func() { sol.CDF(-1) },
		"CDFUntil":      func() { sol.CDFUntil(0, 5) },
		"CDFRats":       func() { sol.CDFRats(0) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
}

// TestYahtzeeThousand (RIFFLE_SLOW=1): 1000 six-sided dice by the float64
// route — at least 12 guaranteed digits, agreement with a simulation
// (4.5 standard errors, as above) — and the float64 route against the exact
// one at 200 dice.
func TestYahtzeeThousand(t *testing.T) {
	if !yzSlow() {
		t.Skip("set RIFFLE_SLOW=1")
	}
	sol := Yahtzee{1000, 6}.Solve()
	if sol.Exact() || sol.SignificantDigits() < 12 {
		t.Errorf("1000 dice: exact %v, %d digits (bound %g)", sol.Exact(), sol.SignificantDigits(), sol.RelError())
	}
	mean, se, _ := yzSimulate(11, 1500, 1000, 6, 40, false)
	if E := sol.ExpectedRolls(); math.Abs(mean-E) > 4.5*se {
		t.Errorf("1000 dice: simulated %.4f ± %.4f, E_0 = %.13g", mean, se, E)
	}
	t.Logf("1000 dice: E_0 = %.13g (bound %.2g), simulated %.3f ± %.3f", sol.ExpectedRolls(), sol.RelError(), mean, se)
	ex, fl := Yahtzee{200, 6}.Solve(), Yahtzee{200, 6}.SolveFloat()
	for s := 0; s < 200; s++ {
		if want := yzFloat(ex.RollsLeftRat(s)); !yzClose(fl.RollsLeft(s), want, fl.RelError()+0x1p-52) {
			t.Errorf("200 dice: float E_%d = %.17g, exact %.17g", s, fl.RollsLeft(s), want)
		}
	}
}

func BenchmarkYahtzeeSolveExact100(b *testing.B) {
	for b.Loop() {
		yahtzeeSink = Yahtzee{100, 6}.Solve()
	}
}

// BenchmarkYahtzeeSolveFloat100 is the float64 route at the size of the
// exact benchmark above: the price of exactness.
func BenchmarkYahtzeeSolveFloat100(b *testing.B) {
	for b.Loop() {
		yahtzeeSink = Yahtzee{100, 6}.SolveFloat()
	}
}

func BenchmarkYahtzeeSolveExact200(b *testing.B) {
	for b.Loop() {
		yahtzeeSink = Yahtzee{200, 6}.Solve()
	}
}

func BenchmarkYahtzeeSolveFloat1000(b *testing.B) {
	for b.Loop() {
		yahtzeeSink = Yahtzee{1000, 6}.SolveFloat()
	}
}

// BenchmarkYahtzeeWords1000 is the big-integer part of the 1000-dice solve.
func BenchmarkYahtzeeWords1000(b *testing.B) {
	for b.Loop() {
		yahtzeeSink = Yahtzee{1000, 6}.words()
	}
}

func BenchmarkYahtzeeCDF1000(b *testing.B) {
	sol := Yahtzee{1000, 6}.SolveFloat()
	for b.Loop() {
		yahtzeeSink = sol.CDFUntil(1e-9, 100000)
	}
}

func BenchmarkYahtzeeKeep100(b *testing.B) {
	sol := Yahtzee{100, 6}.Solve()
	keep := []int{0, 12, 0, 0, 20, 0}
	for b.Loop() {
		yahtzeeSink = sol.RollsLeftAfterKeep(keep)
	}
}

// BenchmarkYahtzeeMDPFive is the brute-force decision process for 5 dice,
// the baseline for the chain's exact solve below.
func BenchmarkYahtzeeMDPFive(b *testing.B) {
	for b.Loop() {
		yahtzeeSink = newYZMDP(5, 6).solve()
	}
}

func BenchmarkYahtzeeSolveExact5(b *testing.B) {
	for b.Loop() {
		yahtzeeSink = Yahtzee{5, 6}.Solve()
	}
}
