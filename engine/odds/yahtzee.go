package odds

import (
	"fmt"
	"math"
	"math/big"
)

// Yahtzee is Giant Yahtzee with Dice = n dice of Sides = d sides: roll them
// all, then repeatedly re-roll any of them (dice kept earlier may be
// re-rolled later) until all n show the same value. How many rolls does it
// take, playing to minimise the expected number? (Source: "Giant Yahtzee",
// in the notes collected in dice-riffles-and-puzzles.txt; the blog post of
// 2020-10-05.)
//
// Playing "keep the largest group of identical dice, all of it, and re-roll
// the rest" (the document's model, and optimal for ordinary dice as far as
// checked — see below), the game is an absorbing Markov chain on s = the
// size of the largest group kept, s = 0…n (0 only before the first roll, n
// absorbing). Re-rolling r = n − s dice, let X_r be the new largest group,
// counting the s dice kept. Its law is the document's coefficient
// extraction: the kept face may gain at most t − s dice and every other face
// may show at most t,
//
//	P(X_r ≤ t) = (r!/d^r)·[x^r] E_t(x)^(d−1)·E_(t−n+r)(x),  E_t(x) = Σ_{k=0..t} x^k/k!
//	P(X_r = t) = P(X_r ≤ t) − P(X_r ≤ t−1)
//	P_{s,t}    = P(X_(n−s) = t),  t ≥ s  (P_{0,t} = P_{1,t}: one kept die is as good as none)
//
// and the expected number of rolls E_s from state s solves the upper
// triangular system
//
//	E_n = 0,  E_s = (1 + Σ_{t>s} P_{s,t}·E_t) / (1 − P_{s,s})
//
// with E_0 the answer from the start. For 5 six-sided dice
//
//	E_0 = 191283/17248 ≈ 11.0902
//
// which the tests derive independently, by solving the Markov decision
// process over whole rolls (see below), and which J. Snyder publishes
// ("The expected number of dice rolls to get YAHTZEE", POTW #12-15, 2012).
//
// Is keeping the largest group optimal? NOT ALWAYS. The tests solve the
// full decision process whose states are whole rolls (the multisets of face
// counts) and whose actions are every sub-multiset of the dice to keep:
// exactly (policy evaluation in rationals, then one exact
// policy-improvement step over every keep from every roll) for n ≤ 8 dice
// with 2…8 sides (n ≤ 12 with RIFFLE_SLOW=1), and by float64 value
// iteration for larger games ([YahtzeeCheckedDice]: up to 20 six-sided
// dice, 40 two-sided; a one-off run reached 28 six-sided dice). In all of those keeping the largest group, all of
// it, is optimal — though not always uniquely: with every die different,
// re-rolling all of them is exactly as good as keeping one
// (P_{0,t} = P_{1,t}), and of two largest groups either may be kept. But
// with more sides it fails ([YahtzeeNotOptimalDice]). For example, 8 dice
// with 11 sides showing two pairs and nothing bigger (2-2-1-1-1-1): keeping
// both pairs leaves 25.8498 expected rolls, keeping one pair (the chain's
// move) 25.8594, and optimal play from the start takes 26.3311 rolls
// against the chain's 26.3403 (exact fractions in the tests). The fewest
// dice with such a roll: 7 for 20 sides, 8 for 11, 9 for 10, 10 for 9, 13
// for 8 and 16 for 7 — hedging on two tied groups beats committing to one
// when groups are small and faces many. So the chain's E_0 is the expected
// number of rolls of keeping the largest group — the optimum wherever the
// searches reach with 2…6 sides, an upper bound on it in general;
// [Yahtzee.KeepLargest] says which holds for a given game.
//
// Two routes compute the chain:
//
//   - exact, for n ≤ [YahtzeeExactMaxDice]: the number of outcomes behind
//     each P_{s,t} as a big integer (the words a_t[m] over the other d − 1
//     faces, each face at most t times, by an O(n·d) recurrence per t; then
//     the coefficient extraction as a sum of C(r, m)·a_t[m]), and the E_s as
//     big.Rat by back substitution over a common denominator in big integers.
//     100 six-sided dice take well under a second.
//
//   - float64, for n ≤ [YahtzeeMaxDice]: the same exact counts a_t[m],
//     rounded once, enter a formula made of positive terms only (no
//     difference of two CDFs),
//
//     P_{s,t} = P(J = t−s)·A_t(n−t) + Σ_{j<t−s} P(J = j)·B_t(n−s−j)
//
//     where J ~ Binomial(n−s, 1/d) is what the kept face gains, A_t(m) the
//     chance that m dice on the other d − 1 faces show no face more than t
//     times and B_t(m) the chance that the most frequent of them shows
//     exactly t times; sums use a compensated dot product, and a running
//     error bound is carried through the back substitution. For 1000
//     six-sided dice the bound is 4.2e-14 relative, so E_0 is given to 13
//     significant digits ([YahtzeeSolution.SignificantDigits] says how many
//     the bound guarantees for any n). The bound is first-order: it assumes
//     the products of error terms (near 1e-28) negligible.
//
// Cost: the counts take O(n²·d) big-integer steps and the chain O(n³)
// float64 operations (O(n³) big-integer ones on the exact route), spread over
// GOMAXPROCS goroutines: on two cores, 100 six-sided dice exactly in about
// 15 ms, 200 in 0.25 s; 1000 by float64 in about 1 s, 2000 in 5–9 s.
//
// The methods panic on an invalid game; call [Yahtzee.Validate] on user
// input first.
type Yahtzee struct {
	Dice  int // n ≥ 1
	Sides int // d ≥ 2
}

// Limits of the Yahtzee computations.
const (
	// YahtzeeMaxSides is the largest die [Yahtzee.Validate] accepts.
	YahtzeeMaxSides = 100
	// YahtzeeExactMaxDice is the most dice [Yahtzee.Solve] treats exactly
	// (big.Rat); above it Solve uses the float64 route.
	YahtzeeExactMaxDice = 200
	// YahtzeeMaxDice is the most dice any Yahtzee computation accepts, for
	// any number of sides; [YahtzeeMaxDiceFor] is the tighter limit per die.
	YahtzeeMaxDice = 2000
	// YahtzeeKeepMaxDice is the most dice
	// [YahtzeeSolution.RollsLeftAfterKeep] accepts (its cost is O(d·n³)).
	YahtzeeKeepMaxDice = 100
	// YahtzeeKeepExactMaxDice is the most dice
	// [YahtzeeSolution.RollsLeftAfterKeepRat] accepts.
	YahtzeeKeepExactMaxDice = 40
)

// yahtzeeWork is the budget behind [YahtzeeMaxDiceFor]: n²·(d−1) ≤ this,
// which is 2000 dice with 6 sides, 1025 with 20 (a few seconds on two
// cores; see BenchmarkYahtzee*).
const yahtzeeWork = 2000 * 2000 * 5

// YahtzeeMaxDiceFor is the most dice [Yahtzee.Validate] accepts for dice
// with the given number of sides: the counts cost about n²·(d−1) big-integer
// steps, so the limit is the largest n ≤ [YahtzeeMaxDice] with
// n²·(d−1) ≤ 2·10⁷ — 2000 for 2…6 sides, 1025 for 20, 449 for 100.
// It returns 0 for sides outside 2…[YahtzeeMaxSides].
func YahtzeeMaxDiceFor(sides int) int {
	if sides < 2 || sides > YahtzeeMaxSides {
		return 0
	}
	n := int(math.Sqrt(float64(yahtzeeWork) / float64(sides-1)))
	for n*n*(sides-1) > yahtzeeWork {
		n--
	}
	for (n+1)*(n+1)*(sides-1) <= yahtzeeWork {
		n++
	}
	return min(n, YahtzeeMaxDice)
}

// Validate reports what is wrong with y, naming the allowed range: Sides
// 2…[YahtzeeMaxSides], Dice 1…[YahtzeeMaxDiceFor](Sides).
func (y Yahtzee) Validate() error {
	if y.Sides < 2 || y.Sides > YahtzeeMaxSides {
		return fmt.Errorf("yahtzee with %d-sided dice: allowed 2…%d sides", y.Sides, YahtzeeMaxSides)
	}
	if hi := YahtzeeMaxDiceFor(y.Sides); y.Dice < 1 || y.Dice > hi {
		return fmt.Errorf("yahtzee with %d dice of %d sides: allowed 1…%d dice", y.Dice, y.Sides, hi)
	}
	return nil
}

func (y Yahtzee) mustValidate(fn string) {
	if err := y.Validate(); err != nil {
		panic("odds: Yahtzee." + fn + ": " + err.Error())
	}
}

// yzPow returns x^e.
func yzPow(x, e int) *big.Int {
	return new(big.Int).Exp(big.NewInt(int64(x)), big.NewInt(int64(e)), nil)
}

// words returns a[t][m] = the number of words of length m over d − 1
// letters with no letter more than t times, t, m = 0…n (see yzWordsAt).
func (y Yahtzee) words() [][]*big.Int {
	n, b := y.Dice, y.Sides-1
	a := make([][]*big.Int, n+1)
	yzParallel(n+1, func() [3][]*big.Int {
		return [3][]*big.Int{yzBigs(n + 1), yzBigs(n + 1), yzBigs(n + 1)}
	}, func(s [3][]*big.Int, i int) {
		t := n - i // the large t first: they cost the most
		a[t] = yzBigs(n + 1)
		yzWordsAt(a[t], n, b, t, [2][]*big.Int{s[0], s[1]}, s[2])
	})
	return a
}

// yzPascal returns C(r, m) for r, m = 0…n.
func yzPascal(n int) [][]*big.Int {
	c := make([][]*big.Int, n+1)
	for r := range c {
		c[r] = make([]*big.Int, r+1)
		c[r][0], c[r][r] = big.NewInt(1), big.NewInt(1)
		for m := 1; m < r; m++ {
			c[r][m] = new(big.Int).Add(c[r-1][m-1], c[r-1][m])
		}
	}
	return c
}

// ways returns w[s][t−s], the number of the d^(n−s) outcomes of re-rolling
// n − s dice that make the largest group t (t = s…n), by the document's
// coefficient extraction in whole numbers:
//
//	W(s, t) = (n−s)!·[x^(n−s)] E_t^(d−1)·E_(t−s) = Σ_{m=n−t}^{n−s} C(n−s, m)·a_t[m]
//	w[s][t−s] = W(s, t) − W(s, t−1)
//
// (m counts the re-rolled dice not on the kept face; the kept face takes the
// other n − s − m ≤ t − s). O(n³) big-integer products.
func (y Yahtzee) ways() [][]*big.Int {
	n, b := y.Dice, y.Sides-1
	a := y.words()
	c := yzPascal(n)
	W := make([][]*big.Int, n+1) // W[t][s], s = 0…t
	yzParallel(n+1, func() *big.Int { return new(big.Int) }, func(tmp *big.Int, t int) {
		W[t] = make([]*big.Int, t+1)
		for s := 0; s <= t; s++ {
			r := n - s
			v := new(big.Int)
			for m := n - t; m <= min(r, b*t); m++ {
				tmp.Mul(c[r][m], a[t][m])
				v.Add(v, tmp)
			}
			W[t][s] = v
		}
	})
	w := make([][]*big.Int, n+1)
	for s := 0; s <= n; s++ {
		w[s] = make([]*big.Int, n+1-s)
		for t := s; t <= n; t++ {
			v := new(big.Int).Set(W[t][s])
			if t > s {
				v.Sub(v, W[t-1][s])
			}
			w[s][t-s] = v
		}
	}
	return w
}

// Transition returns the exact transition matrix, P[s][t] = P_{s,t} for
// s, t = 0…n (zero below the diagonal and on it for s = 0; row n is the
// absorbing state), as fresh big.Rats. Every row sums to exactly 1. It
// panics unless y is valid and Dice ≤ [YahtzeeExactMaxDice].
func (y Yahtzee) Transition() [][]*big.Rat {
	y.mustValidate("Transition")
	if y.Dice > YahtzeeExactMaxDice {
		panic(fmt.Sprintf("odds: Yahtzee.Transition: %d dice: exact up to %d", y.Dice, YahtzeeExactMaxDice))
	}
	n := y.Dice
	w := y.ways()
	P := make([][]*big.Rat, n+1)
	for s := range P {
		den := yzPow(y.Sides, n-s)
		P[s] = make([]*big.Rat, n+1)
		for t := range P[s] {
			if t < s {
				P[s][t] = new(big.Rat)
				continue
			}
			P[s][t] = new(big.Rat).SetFrac(w[s][t-s], den)
		}
	}
	return P
}

// TransitionFloat returns the transition matrix by the float64 route,
// P[s][t−s] = P_{s,t} for t = s…n (the upper triangle only), each entry
// within relative error 8·2^−53 (plus 2^−1060 absolute for entries that
// underflow). It panics unless y is valid.
func (y Yahtzee) TransitionFloat() [][]float64 {
	y.mustValidate("TransitionFloat")
	return y.floatRows()
}

// floatRows computes P_{s,t} by the positive formula of the package
// comment, from the exact counts a_t[m] rounded once.
func (y Yahtzee) floatRows() [][]float64 {
	n, b, d := y.Dice, y.Sides-1, y.Sides
	// alpha[t][m] = A_t(m) = a_t[m]/b^m, beta[t][m] = B_t(m) = (a_t[m] − a_{t−1}[m])/b^m.
	bpow := make([]*big.Int, n+1)
	bpow[0] = big.NewInt(1)
	for m := 1; m <= n; m++ {
		bpow[m] = new(big.Int).Mul(bpow[m-1], big.NewInt(int64(b)))
	}
	alpha := make([][]float64, n+1)
	beta := make([][]float64, n+1)
	const chunk = 8
	chunks := (n + chunk) / chunk
	type scratch struct {
		prev, cur, w0, w1, col []*big.Int
		diff                   big.Int
	}
	var pi [][]float64
	done := make(chan struct{})
	go func() { pi = yzBinomialRows(n, d); close(done) }()
	yzParallel(chunks, func() *scratch {
		return &scratch{yzBigs(n + 1), yzBigs(n + 1), yzBigs(n + 1), yzBigs(n + 1), yzBigs(n + 1), big.Int{}}
	}, func(sc *scratch, i int) {
		lo, hi := i*chunk, min((i+1)*chunk, n+1)
		work := [2][]*big.Int{sc.w0, sc.w1}
		if lo > 0 {
			yzWordsAt(sc.prev, n, b, lo-1, work, sc.col)
		} else {
			for m := range sc.prev {
				sc.prev[m].SetInt64(0) // a_{−1} ≡ 0
			}
		}
		for t := lo; t < hi; t++ {
			yzWordsAt(sc.cur, n, b, t, work, sc.col)
			al, be := make([]float64, n+1), make([]float64, n+1)
			for m := 0; m <= n; m++ {
				if m <= t {
					al[m] = 1
				} else {
					al[m] = yzRatio(sc.cur[m], bpow[m])
				}
				if m >= t {
					sc.diff.Sub(sc.cur[m], sc.prev[m])
					be[m] = yzRatio(&sc.diff, bpow[m])
				}
			}
			alpha[t], beta[t] = al, be
			sc.prev, sc.cur = sc.cur, sc.prev
		}
	})
	<-done
	rows := make([][]float64, n+1)
	rows[n] = []float64{1}
	yzParallel(n, func() struct{} { return struct{}{} }, func(_ struct{}, s int) {
		r := n - s
		row := make([]float64, r+1)
		pr := pi[r]
		for t := s; t <= n; t++ {
			var acc yzDot
			if t-s <= r {
				acc.add(pr[t-s], alpha[t][n-t])
			}
			bt := beta[t]
			for j := max(0, r-b*t); j <= min(t-s-1, r-t); j++ {
				acc.add(pr[j], bt[r-j])
			}
			row[t-s] = acc.value()
		}
		rows[s] = row
	})
	return rows
}

// yzBinomialRows returns pi[r][j] = P(Binomial(r, 1/d) = j) =
// C(r, j)·(d−1)^(r−j)/d^r for r = 0…n, from exact integers rounded once
// (relative error below 3.001·2^−53, or underflow).
func yzBinomialRows(n, d int) [][]float64 {
	pi := make([][]float64, n+1)
	row := []*big.Int{big.NewInt(1)} // C(r, j)·(d−1)^(r−j)
	den := big.NewInt(1)
	bb, dd := big.NewInt(int64(d-1)), big.NewInt(int64(d))
	for r := 0; ; r++ {
		p := make([]float64, r+1)
		for j := range p {
			p[j] = yzRatio(row[j], den)
		}
		pi[r] = p
		if r == n {
			return pi
		}
		next := make([]*big.Int, r+2)
		for j := 0; j <= r+1; j++ {
			v := new(big.Int)
			if j <= r {
				v.Mul(row[j], bb)
			}
			if j > 0 {
				v.Add(v, row[j-1])
			}
			next[j] = v
		}
		row = next
		den.Mul(den, dd)
	}
}

// YahtzeeSolution is a solved Giant Yahtzee chain: the expected rolls from
// every state, the transition matrix, and what follows from them. Build it
// with [Yahtzee.Solve] or [Yahtzee.SolveFloat]; it is read-only and safe for
// concurrent use.
type YahtzeeSolution struct {
	Yahtzee
	exact  bool
	p      [][]float64  // p[s][t−s] = P_{s,t}
	w      [][]*big.Int // exact route: w[s][t−s] outcomes of d^(n−s)
	rnum   []*big.Int   // exact route: E_s = rnum[s]/rden
	rden   *big.Int
	left   []float64 // E_s
	relErr float64   // bound on the relative error of every left[s]
}

// Solve solves the chain: exactly (big.Rat) when Dice ≤
// [YahtzeeExactMaxDice], by the float64 route otherwise (see the package
// section). It panics unless y is valid.
func (y Yahtzee) Solve() *YahtzeeSolution {
	y.mustValidate("Solve")
	if y.Dice > YahtzeeExactMaxDice {
		return y.SolveFloat()
	}
	n := y.Dice
	w := y.ways()
	sol := &YahtzeeSolution{Yahtzee: y, exact: true, w: w}
	// E_s = (D_s + Σ_{t>s} w_st·E_t)/g_s with D_s = d^(n−s), g_s = D_s − w_ss.
	// With Q = Π_{s<n} g_s, R_s = E_s·Q is a whole number:
	//	R_n = 0,  R_s = (D_s·Q + Σ_{s<t<n} w_st·R_t)/g_s  (exact division).
	D := make([]*big.Int, n+1)
	g := make([]*big.Int, n)
	Q := big.NewInt(1)
	for s := 0; s <= n; s++ {
		D[s] = yzPow(y.Sides, n-s)
		if s < n {
			g[s] = new(big.Int).Sub(D[s], w[s][0])
			Q.Mul(Q, g[s])
		}
	}
	R := make([]*big.Int, n+1)
	R[n] = new(big.Int)
	var tmp, rem big.Int
	for s := n - 1; s >= 0; s-- {
		v := new(big.Int).Mul(D[s], Q)
		for t := s + 1; t < n; t++ {
			tmp.Mul(w[s][t-s], R[t])
			v.Add(v, &tmp)
		}
		v.QuoRem(v, g[s], &rem)
		if rem.Sign() != 0 {
			panic("odds: Yahtzee.Solve: inexact division (a bug)")
		}
		R[s] = v
	}
	sol.rnum, sol.rden = R, Q
	sol.left = make([]float64, n+1)
	qf := new(big.Float).SetInt(Q)
	for s := range R {
		f, _ := new(big.Float).SetPrec(53).Quo(new(big.Float).SetInt(R[s]), qf).Float64()
		sol.left[s] = f
	}
	sol.relErr = 0x1p-53
	sol.p = make([][]float64, n+1)
	for s := range w {
		den := D[s]
		sol.p[s] = make([]float64, len(w[s]))
		for i, v := range w[s] {
			sol.p[s][i] = yzRatio(v, den)
		}
	}
	return sol
}

// SolveFloat solves the chain by the float64 route for any valid y (up to
// [YahtzeeMaxDiceFor] dice), with a running bound on the error
// ([YahtzeeSolution.RelError]). It panics unless y is valid.
func (y Yahtzee) SolveFloat() *YahtzeeSolution {
	y.mustValidate("SolveFloat")
	n := y.Dice
	p := y.floatRows()
	sol := &YahtzeeSolution{Yahtzee: y, p: p}
	const u = 0x1p-53
	// Every P̃_{s,t} is within η·P + τ of the truth: inputs rounded with
	// relative error ≤ 3.001u each (two per term), the compensated sum adds
	// ≤ 1.001u; underflowed terms add ≤ 2^−1072 each.
	const eta = 8 * u
	tau := float64(n+2) * 0x1p-1070
	E := make([]float64, n+1)
	e := make([]float64, n+1) // running bound on |Ẽ_s − E_s|
	for s := n - 1; s >= 0; s-- {
		row := p[s]
		var num, q yzDot
		num.add(1, 1)
		eN := 0.0
		for t := s + 1; t <= n; t++ {
			pt := row[t-s]
			num.add(pt, E[t])
			q.add(pt, 1)
			eN += pt*e[t] + (1.01*eta*pt+2*tau)*(E[t]+e[t])
		}
		N, qv := num.value(), q.value()
		E[s] = N / qv
		eN += 1.001 * u * N
		eq := (1.01*eta+1.001*u)*qv + 2*float64(n+1)*tau
		e[s] = 1.001 * (u*E[s] + eN/qv + E[s]*eq/qv) * (1 + 4*eq/qv)
	}
	sol.left = E
	for s := 0; s < n; s++ {
		sol.relErr = max(sol.relErr, e[s]/E[s])
	}
	return sol
}

// Exact reports whether the solution is exact (big.Rat).
func (sol *YahtzeeSolution) Exact() bool { return sol.exact }

// RelError is a bound on the relative error of every float64 value
// [YahtzeeSolution.RollsLeft] returns: 2^−53 (the final rounding) when the
// solution is exact; otherwise the running bound of the float64 route.
func (sol *YahtzeeSolution) RelError() float64 { return sol.relErr }

// SignificantDigits is the number of significant decimal digits of
// [YahtzeeSolution.ExpectedRolls] that the error bound guarantees:
// ⌊−log10(RelError)⌋, 15 when exact.
func (sol *YahtzeeSolution) SignificantDigits() int {
	if sol.exact {
		return 15
	}
	return int(math.Floor(-math.Log10(sol.relErr)))
}

// ExpectedRolls is E_0, the expected number of rolls from the start under
// optimal play.
func (sol *YahtzeeSolution) ExpectedRolls() float64 { return sol.left[0] }

// ExpectedRollsRat is E_0 exactly, or nil when the solution is not exact.
func (sol *YahtzeeSolution) ExpectedRollsRat() *big.Rat { return sol.RollsLeftRat(0) }

// RollsLeft is E_s, the expected number of rolls still to make when the
// largest group of identical dice has s dice (s = 0 before the first roll;
// E_n = 0). It panics unless 0 ≤ s ≤ Dice.
func (sol *YahtzeeSolution) RollsLeft(s int) float64 {
	sol.checkState("RollsLeft", s)
	return sol.left[s]
}

// RollsLeftRat is E_s exactly (a fresh Rat), or nil when the solution is not
// exact. The fraction is reduced; for 100 dice numerator and denominator
// have thousands of digits. It panics unless 0 ≤ s ≤ Dice.
func (sol *YahtzeeSolution) RollsLeftRat(s int) *big.Rat {
	sol.checkState("RollsLeftRat", s)
	if !sol.exact {
		return nil
	}
	return new(big.Rat).SetFrac(sol.rnum[s], sol.rden)
}

func (sol *YahtzeeSolution) checkState(fn string, s int) {
	if s < 0 || s > sol.Dice {
		panic(fmt.Sprintf("odds: YahtzeeSolution.%s(%d): states are 0…%d", fn, s, sol.Dice))
	}
}

// Prob is P_{s,t} as a float64 (0 for t < s). It panics unless
// 0 ≤ s, t ≤ Dice.
func (sol *YahtzeeSolution) Prob(s, t int) float64 {
	sol.checkState("Prob", s)
	sol.checkState("Prob", t)
	if t < s {
		return 0
	}
	return sol.p[s][t-s]
}

// ProbRat is P_{s,t} exactly (a fresh Rat; 0 for t < s), or nil when the
// solution is not exact. It panics unless 0 ≤ s, t ≤ Dice.
func (sol *YahtzeeSolution) ProbRat(s, t int) *big.Rat {
	sol.checkState("ProbRat", s)
	sol.checkState("ProbRat", t)
	switch {
	case !sol.exact:
		return nil
	case t < s:
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(sol.w[s][t-s], yzPow(sol.Sides, sol.Dice-s))
}

// CDFUntil returns P(done within k rolls) for k = 1, 2, …, stopping after
// the first k with P(not done within k) < tail, or after maxRolls values.
// It is computed in float64 by propagating the distribution of the state,
// all terms positive: the relative error of the k-th value is below
// k·(n + 10)·2^−53 (with the exact route's matrix; k·(n + 17)·2^−53 with
// the float64 route's). It panics if tail ≤ 0 or maxRolls < 1.
func (sol *YahtzeeSolution) CDFUntil(tail float64, maxRolls int) []float64 {
	if !(tail > 0) || maxRolls < 1 {
		panic(fmt.Sprintf("odds: YahtzeeSolution.CDFUntil(%g, %d): needs tail > 0 and maxRolls ≥ 1", tail, maxRolls))
	}
	n := sol.Dice
	v := make([]float64, n+1)
	next := make([]float64, n+1)
	v[0] = 1
	var out []float64
	for len(out) < maxRolls {
		clear(next)
		next[n] = v[n]
		for s := 0; s < n; s++ {
			vs := v[s]
			if vs == 0 {
				continue
			}
			row := sol.p[s]
			nx := next[s:]
			for i, p := range row {
				nx[i] += vs * p
			}
		}
		v, next = next, v
		left := 0.0
		for _, x := range v[:n] {
			left += x
		}
		out = append(out, v[n])
		if left < tail {
			break
		}
	}
	return out
}

// CDF is P(done within k rolls), k ≥ 0 (see [YahtzeeSolution.CDFUntil] for
// its accuracy). It panics if k < 0.
func (sol *YahtzeeSolution) CDF(k int) float64 {
	if k < 0 {
		panic(fmt.Sprintf("odds: YahtzeeSolution.CDF(%d): needs k ≥ 0", k))
	}
	if k == 0 {
		return 0
	}
	c := sol.CDFUntil(math.SmallestNonzeroFloat64, k)
	return c[len(c)-1]
}

// CDFRats returns P(done within k rolls) exactly for k = 1…K as fresh
// Rats, or nil when the solution is not exact. With common denominators
// d^(n·k) the k-th step multiplies numbers of about n·k·log2(d) bits, so the
// cost grows as n²·K²: 5 dice and K = 50, or 100 dice and K = 10, are quick.
// It panics if K < 1.
func (sol *YahtzeeSolution) CDFRats(K int) []*big.Rat {
	if K < 1 {
		panic(fmt.Sprintf("odds: YahtzeeSolution.CDFRats(%d): needs K ≥ 1", K))
	}
	if !sol.exact {
		return nil
	}
	n, d := sol.Dice, sol.Sides
	// V_k[t]/d^(n·k) = P(state t after k rolls); P_{s,t} = w_st·d^s/d^n.
	ds := make([]*big.Int, n+1)
	for s := range ds {
		ds[s] = yzPow(d, s)
	}
	dn := yzPow(d, n)
	V := yzBigs(n + 1)
	V[0].SetInt64(1)
	den := big.NewInt(1)
	out := make([]*big.Rat, 0, K)
	var vs, tmp big.Int
	for range K {
		next := yzBigs(n + 1)
		next[n].Mul(V[n], dn)
		for s := 0; s < n; s++ {
			if V[s].Sign() == 0 {
				continue
			}
			vs.Mul(V[s], ds[s])
			for i, w := range sol.w[s] {
				tmp.Mul(&vs, w)
				next[s+i].Add(next[s+i], &tmp)
			}
		}
		V = next
		den.Mul(den, dn)
		out = append(out, new(big.Rat).SetFrac(V[n], den))
	}
	return out
}

// YahtzeeOptimality is what is known about keeping the largest group in a
// given game: whether the chain's expectation is the optimum.
type YahtzeeOptimality int

const (
	// KeepLargestProved: the exact decision process over whole rolls (every
	// keep from every roll, rationals) shows keeping the largest group
	// optimal for every roll: Dice ≤ 8 with Sides ≤ 8.
	KeepLargestProved YahtzeeOptimality = iota
	// KeepLargestChecked: value iteration in float64 over the same process
	// finds no keep better by more than 1e-10 relative (see
	// [YahtzeeCheckedDice]).
	KeepLargestChecked
	// KeepLargestNotOptimal: some roll has a better keep than its largest
	// group (see [YahtzeeNotOptimalDice]); the chain's expectation is that
	// of keeping the largest group, an upper bound on the optimum.
	KeepLargestNotOptimal
	// KeepLargestUnknown: not searched; the chain is the source's model.
	KeepLargestUnknown
)

// YahtzeeCheckedDice maps sides to the most dice for which the float64
// search (the RIFFLE_SLOW tests) found keeping the largest group optimal.
var YahtzeeCheckedDice = map[int]int{2: 40, 3: 30, 4: 24, 5: 20, 6: 20, 7: 15, 8: 12, 9: 9, 10: 8, 11: 7, 12: 7, 20: 6}

// YahtzeeNotOptimalDice maps sides to the range of dice [lo, hi] for which
// the search found a roll where keeping the largest group is not optimal.
// The smallest is 8 dice of 11 sides: from 2-2-1-1-1-1 keeping both pairs
// leaves 25.8498 expected rolls, keeping one 25.8594 (exact in the default
// tests).
var YahtzeeNotOptimalDice = map[int][2]int{7: {16, 17}, 8: {13, 16}, 9: {10, 12}, 10: {9, 12}, 11: {8, 12}, 12: {8, 12}, 20: {7, 7}}

// KeepLargest says what is known about keeping the largest group for y.
func (y Yahtzee) KeepLargest() YahtzeeOptimality {
	if y.Dice <= 8 && y.Sides <= 8 {
		return KeepLargestProved
	}
	if y.Dice <= YahtzeeCheckedDice[y.Sides] {
		return KeepLargestChecked
	}
	if r, ok := YahtzeeNotOptimalDice[y.Sides]; ok && r[0] <= y.Dice && y.Dice <= r[1] {
		return KeepLargestNotOptimal
	}
	return KeepLargestUnknown
}
