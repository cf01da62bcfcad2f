package odds

import (
	"math"
	"math/big"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// riffleSink keeps benchmark results alive.
var riffleSink any

// riffleAllPerms lists every arrangement of 0…n−1 (n! of them).
func riffleAllPerms(n int) [][]int {
	var out [][]int
	p := make([]int, 0, n)
	used := make([]bool, n)
	var rec func()
	rec = func() {
		if len(p) == n {
			out = append(out, append([]int(nil), p...))
			return
		}
		for v := 0; v < n; v++ {
			if !used[v] {
				used[v] = true
				p = append(p, v)
				rec()
				p = p[:len(p)-1]
				used[v] = false
			}
		}
	}
	rec()
	return out
}

func riffleKey(p []int) uint64 {
	var k uint64
	for _, v := range p {
		k = k<<4 | uint64(v)
	}
	return k
}

// riffleBits returns the n-bit string number b, low bit first.
func riffleBits(n int, b uint64) []uint8 {
	bs := make([]uint8, n)
	for i := range bs {
		bs[i] = uint8(b >> i & 1)
	}
	return bs
}

// riffleComposed returns, for each arrangement of n cards (indexed as in
// perms), how many of the 2^(nk) sequences of k GSR riffles (each an n-bit
// string applied by shuffle.RiffleBits) carry the ordered deck to it. This
// is the definition of k riffles, with no formula in between.
func riffleComposed(n, k int, perms [][]int) []uint64 {
	return riffleComposedUpTo(n, k, perms)[k-1]
}

// riffleComposedUpTo is riffleComposed for k = 1…maxK (index k−1).
func riffleComposedUpTo(n, maxK int, perms [][]int) [][]uint64 {
	index := make(map[uint64]int, len(perms))
	for i, p := range perms {
		index[riffleKey(p)] = i
	}
	// The riffle with bit string b maps any deck D to D∘ρ_b: position j of
	// the result holds D[ρ_b(j)], where ρ_b is the riffle of the ordered deck.
	var rhos [][]int
	for b := uint64(0); b < 1<<n; b++ {
		d := make([]int, n)
		for i := range d {
			d[i] = i
		}
		shuffle.RiffleBits(d, riffleBits(n, b))
		rhos = append(rhos, d)
	}
	next := make([][]int, len(perms))
	q := make([]int, n)
	for i, p := range perms {
		next[i] = make([]int, len(rhos))
		for b, rho := range rhos {
			for j := range q {
				q[j] = p[rho[j]]
			}
			next[i][b] = index[riffleKey(q)]
		}
	}
	counts := make([]uint64, len(perms))
	counts[index[riffleKey(perms[0])]] = 1 // perms[0] is the ordered deck
	var out [][]uint64
	for range maxK {
		c := make([]uint64, len(perms))
		for i, x := range counts {
			if x == 0 {
				continue
			}
			for _, j := range next[i] {
				c[j] += x
			}
		}
		counts = c
		out = append(out, c)
	}
	return out
}

// TestRiffleBayerDiaconisTable: the total-variation distances for 52 cards
// printed in D. Bayer and P. Diaconis, "Trailing the dovetail shuffle to its
// lair", Ann. Appl. Probab. 2(2), 1992 — their table of variation distances
// for n = 52 — to three decimals.
func TestRiffleBayerDiaconisTable(t *testing.T) {
	want := []string{"1.000", "1.000", "1.000", "1.000", "0.924", "0.614", "0.334", "0.167", "0.085", "0.043"}
	rows := RiffleTable(52, 10)
	if len(rows) != 10 {
		t.Fatalf("%d rows, want 10", len(rows))
	}
	for i, r := range rows {
		if r.Shuffles != i+1 {
			t.Errorf("row %d has Shuffles %d", i, r.Shuffles)
		}
		if got := r.TV.FloatString(3); got != want[i] {
			t.Errorf("TV after %d riffles = %s, Bayer–Diaconis print %s", i+1, got, want[i])
		}
	}
	// TV ≤ separation always; TV falls with every riffle, separation stays
	// exactly 1 while 2^k < 52 (no 52 distinct k-bit labels) and falls after.
	long := RiffleTable(52, 20)
	one := big.NewRat(1, 1)
	for i, r := range long {
		if r.TV.Cmp(r.Separation) > 0 {
			t.Errorf("k=%d: TV %s > separation %s", r.Shuffles, r.TV.FloatString(6), r.Separation.FloatString(6))
		}
		if (r.Shuffles <= 5) != (r.Separation.Cmp(one) == 0) {
			t.Errorf("k=%d: separation %s", r.Shuffles, r.Separation.FloatString(6))
		}
		if i > 0 {
			prev := long[i-1]
			if r.TV.Cmp(prev.TV) >= 0 || (r.Shuffles > 5 && r.Separation.Cmp(prev.Separation) >= 0) {
				t.Errorf("k=%d: distances did not fall", r.Shuffles)
			}
		}
	}
}

// TestRiffleByHand: small decks worked out on paper.
//
//	2 cards, a = 2^k: P(in order) = C(a+1,2)/a² = (a+1)/(2a) and
//	P(reversed) = C(a,2)/a² = (a−1)/(2a), so TV = 1/(2a) and separation =
//	1 − 2·(a−1)/(2a) = 1/a; k = 1: 1/4 and 1/2.
//	3 cards, k = 1 (a = 2): P(r=1) = C(4,3)/8 = 1/2, each of the four r = 2
//	arrangements C(3,3)/8 = 1/8, the reversal 0; TV = ½(1/3 + 4/24 + 1/6) =
//	1/3, separation = 1 − 6·0 = 1.
func TestRiffleByHand(t *testing.T) {
	cases := []struct {
		n, k    int
		tv, sep string
	}{
		{2, 1, "1/4", "1/2"}, {2, 3, "1/16", "1/8"}, {3, 1, "1/3", "1"},
		{1, 5, "0", "0"}, {3, 0, "5/6", "1"}, {4, 0, "23/24", "1"},
	}
	for _, c := range cases {
		if got := RiffleTV(c.n, c.k).RatString(); got != c.tv {
			t.Errorf("RiffleTV(%d, %d) = %s, want %s", c.n, c.k, got, c.tv)
		}
		if got := RiffleSeparation(c.n, c.k).RatString(); got != c.sep {
			t.Errorf("RiffleSeparation(%d, %d) = %s, want %s", c.n, c.k, got, c.sep)
		}
	}
	if got := RiffleProb(3, 1, 2).RatString(); got != "1/8" {
		t.Errorf("RiffleProb(3, 1, 2) = %s, want 1/8", got)
	}
	if got := RiffleProb(3, 1, 3).Sign(); got != 0 {
		t.Errorf("RiffleProb(3, 1, 3) = %d, want 0", got)
	}
}

// TestRiffleComposedRiffles: for n ≤ 7 cards, the exact distribution of k
// riffles, got by composing every sequence of GSR bit strings through
// shuffle.RiffleBits, has the TV and separation distances of RiffleTable, and
// each arrangement the probability RiffleProb gives its rising sequences.
func TestRiffleComposedRiffles(t *testing.T) {
	for n := 1; n <= 7; n++ {
		perms := riffleAllPerms(n)
		maxK := 6 // 2^(7·6) ways still fit a uint64
		table := RiffleTable(n, maxK)
		nf := riffleFactorial(n)
		all := riffleComposedUpTo(n, maxK, perms)
		for k := 1; k <= maxK; k++ {
			counts := all[k-1]
			total := new(big.Int).Lsh(big.NewInt(1), uint(n*k))
			// TV = Σ|c·n! − 2^(nk)| / (2·n!·2^(nk)); separation = 1 − n!·min c/2^(nk).
			sum, least := new(big.Int), new(big.Int).Set(total)
			var d big.Int
			for i, c := range counts {
				cb := new(big.Int).SetUint64(c)
				d.Mul(cb, nf)
				d.Sub(&d, total)
				sum.Add(sum, d.Abs(&d))
				if cb.Cmp(least) < 0 {
					least = cb
				}
				r := shuffle.RisingSequences(perms[i])
				want := new(big.Rat).SetFrac(cb, total)
				if got := RiffleProb(n, k, r); got.Cmp(want) != 0 {
					t.Fatalf("n=%d k=%d %v (r=%d): RiffleProb %s, composed riffles %s", n, k, perms[i], r, got.RatString(), want.RatString())
				}
			}
			den := new(big.Int).Mul(nf, total)
			tv := new(big.Rat).SetFrac(sum, den.Lsh(den, 1))
			least.Mul(least, nf)
			sep := new(big.Rat).SetFrac(least.Sub(total, least), total)
			row := table[k-1]
			if row.TV.Cmp(tv) != 0 || row.Separation.Cmp(sep) != 0 {
				t.Errorf("n=%d k=%d: table TV %s sep %s; composed riffles TV %s sep %s", n, k,
					row.TV.RatString(), row.Separation.RatString(), tv.RatString(), sep.RatString())
			}
		}
	}
}

// TestEulerianBruteForce counts rising sequences of every arrangement of up
// to 8 cards with shuffle.RisingSequences, and checks row sums n! further on.
func TestEulerianBruteForce(t *testing.T) {
	for n := 1; n <= 8; n++ {
		counts := make([]int64, n+1)
		for _, p := range riffleAllPerms(n) {
			counts[shuffle.RisingSequences(p)]++
		}
		row := Eulerian(n)
		for r := 0; r <= n; r++ {
			if !row[r].IsInt64() || row[r].Int64() != counts[r] {
				t.Errorf("A(%d, %d) = %s, counted %d", n, r, row[r], counts[r])
			}
		}
	}
	for _, n := range []int{9, 20, 52, 100} {
		sum := new(big.Int)
		for _, v := range Eulerian(n) {
			sum.Add(sum, v)
		}
		if sum.Cmp(riffleFactorial(n)) != 0 {
			t.Errorf("Σ_r A(%d, r) = %s, want %d!", n, sum, n)
		}
	}
}

// riffleTVByBinomials is the textbook route to the TV distance, term by term
// with big.Rat and big.Int.Binomial: slower, but sharing nothing with
// riffleNumerators' recurrence.
func riffleTVByBinomials(n, k int) *big.Rat {
	a := int64(1) << k
	an := new(big.Int).Lsh(big.NewInt(1), uint(n*k))
	u := new(big.Rat).SetFrac(big.NewInt(1), riffleFactorial(n))
	sum := new(big.Rat)
	eul := Eulerian(n)
	for r := 1; r <= n; r++ {
		var b big.Int
		b.Binomial(a+int64(n-r), int64(n))
		p := new(big.Rat).SetFrac(&b, an)
		p.Sub(p, u)
		p.Abs(p)
		p.Mul(p, new(big.Rat).SetInt(eul[r]))
		sum.Add(sum, p)
	}
	return sum.Mul(sum, big.NewRat(1, 2))
}

func TestRiffleTVByBinomials(t *testing.T) {
	for _, n := range []int{5, 13, 52} {
		for i, row := range RiffleTable(n, 20) {
			if want := riffleTVByBinomials(n, i+1); row.TV.Cmp(want) != 0 {
				t.Errorf("n=%d k=%d: TV %s, by binomials %s", n, i+1, row.TV.FloatString(12), want.FloatString(12))
			}
		}
	}
}

// TestSeparationIsStoppingTime: separation(k) = P(T > k) exactly for the
// uniform-riffles stopping time (Aldous and Diaconis 1986). The separation
// comes from the minimum of the rising-sequence probabilities, the CDF from
// the birthday-problem product: two routes to the same number.
func TestSeparationIsStoppingTime(t *testing.T) {
	one := big.NewRat(1, 1)
	for _, n := range []int{1, 2, 3, 5, 13, 52, 100} {
		for k := 0; k <= 25; k++ {
			sep := RiffleSeparation(n, k)
			cdf := StoppingTimeCDF(n, k)
			if new(big.Rat).Sub(one, cdf).Cmp(sep) != 0 {
				t.Errorf("n=%d k=%d: separation %s but 1 − P(T ≤ k) = %s", n, k,
					sep.FloatString(10), new(big.Rat).Sub(one, cdf).FloatString(10))
			}
		}
	}
	// The birthday problem by hand: 3 cards, 2 bits: 4·3·2/64 = 3/8.
	if got := StoppingTimeCDF(3, 2).RatString(); got != "3/8" {
		t.Errorf("P(T ≤ 2) for 3 cards = %s, want 3/8", got)
	}
}

// riffleMeanBounds brackets E[T] by the series itself: the partial sum
// Σ_{s=0}^{S} P(T > s) with P(T > s) = 1 − (2^s)_n/2^(sn) computed as a
// product, plus the union bound P(T > s) ≤ C(n,2)/2^s (some pair of cards
// shares all s label bits), whose tail Σ_{s>S} sums to at most C(n,2)/2^S.
func riffleMeanBounds(n, S int) (lo, hi *big.Rat) {
	lo = new(big.Rat)
	one := big.NewRat(1, 1)
	for s := 0; s <= S; s++ {
		p := big.NewRat(1, 1)
		a := new(big.Int).Lsh(big.NewInt(1), uint(s))
		for i := 0; i < n; i++ {
			p.Mul(p, new(big.Rat).SetFrac(new(big.Int).Sub(a, big.NewInt(int64(i))), a))
			if p.Sign() <= 0 {
				p.SetInt64(0)
				break
			}
		}
		lo.Add(lo, new(big.Rat).Sub(one, p))
	}
	tail := new(big.Rat).SetFrac(big.NewInt(int64(n*(n-1)/2)), new(big.Int).Lsh(big.NewInt(1), uint(S)))
	return lo, new(big.Rat).Add(lo, tail)
}

func TestStoppingTimeMean(t *testing.T) {
	// By hand: 2 cards, P(T > s) = 2^−s, E[T] = 2; 3 cards, P(T > s) =
	// 3·2^−s − 2·4^−s, E[T] = 6 − 8/3 = 10/3.
	for n, want := range map[int]string{1: "0", 2: "2", 3: "10/3"} {
		if got := StoppingTimeMean(n).RatString(); got != want {
			t.Errorf("StoppingTimeMean(%d) = %s, want %s", n, got, want)
		}
	}
	// "the mean of approximately 11.7243 shuffles" (the source, for 52 cards).
	if got := StoppingTimeMean(52).FloatString(4); got != "11.7243" {
		t.Errorf("StoppingTimeMean(52) = %s, the source says 11.7243", got)
	}
	// Against the series with its proven tail bound: exact containment, and
	// with S = 62 + log2 C(n,2) the bracket is narrower than float64 sees.
	for _, n := range []int{2, 4, 7, 20, 52, 64} {
		S := 62 + int(math.Ceil(math.Log2(float64(n*(n-1)/2))))
		lo, hi := riffleMeanBounds(n, S)
		m := StoppingTimeMean(n)
		if m.Cmp(lo) < 0 || m.Cmp(hi) > 0 {
			t.Errorf("n=%d: E[T] = %s outside the series bracket [%s, %s]", n, m.FloatString(20), lo.FloatString(20), hi.FloatString(20))
		}
		fm, flo, fhi := ratFloat64(m), ratFloat64(lo), ratFloat64(hi)
		if math.Abs(fm-flo) > math.Abs(fm)*0x1p-52 || math.Abs(fhi-flo) > math.Abs(fm)*0x1p-52 {
			t.Errorf("n=%d: float64 %v vs bracket [%v, %v]", n, fm, flo, fhi)
		}
	}
}

func ratFloat64(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// TestStoppingTimeSimulation runs shuffle.UniformRiffleBits, the procedure
// itself, at fixed seeds. The mean of T must lie within 4.5 standard errors
// of StoppingTimeMean, and the fraction of runs with T ≤ s within 4.5
// binomial standard errors of StoppingTimeCDF (each check fails by chance
// with probability about 7·10^−6 under the normal approximation; the seeds
// are fixed, so the test is deterministic). With 2,000 runs the mean's SE is
// about 0.04 riffles for 52 cards, so a formula off by a quarter of a riffle
// could not pass (checked below).
func TestStoppingTimeSimulation(t *testing.T) {
	for _, n := range []int{2, 5, 52} {
		const runs = 2000
		g := rng.NewPCG(uint64(1000 + n))
		var sum, sumSq float64
		hist := map[int]int{}
		for range runs {
			s := len(shuffle.UniformRiffleBits(n, g))
			sum += float64(s)
			sumSq += float64(s * s)
			hist[s]++
		}
		mean := sum / runs
		sd := math.Sqrt((sumSq - runs*mean*mean) / (runs - 1))
		se := sd / math.Sqrt(runs)
		exact := ratFloat64(StoppingTimeMean(n))
		if math.Abs(mean-exact) > 4.5*se {
			t.Errorf("n=%d: simulated mean %.4f ± %.4f, exact %.4f", n, mean, se, exact)
		}
		if 4.5*se >= 0.25 {
			t.Errorf("n=%d: 4.5 SE = %.3f riffles: too few runs to catch a formula off by a quarter riffle", n, 4.5*se)
		}
		cum := 0
		for s := 1; s <= 20; s++ {
			cum += hist[s]
			p := ratFloat64(StoppingTimeCDF(n, s))
			got := float64(cum) / runs
			se := math.Sqrt(p * (1 - p) / runs)
			if math.Abs(got-p) > 4.5*se+1e-12 {
				t.Errorf("n=%d: P(T ≤ %d) simulated %.4f, exact %.4f (SE %.4f)", n, s, got, p, se)
			}
		}
	}
}

func TestRifflePanics(t *testing.T) {
	for name, f := range map[string]func(){
		"Eulerian(0)":           func() { Eulerian(0) },
		"RiffleTable(0, 3)":     func() { RiffleTable(0, 3) },
		"RiffleTV(5, -1)":       func() { RiffleTV(5, -1) },
		"RiffleProb(5, 1, 6)":   func() { RiffleProb(5, 1, 6) },
		"RiffleProb(5, 1, 0)":   func() { RiffleProb(5, 1, 0) },
		"StoppingTimeMean(0)":   func() { StoppingTimeMean(0) },
		"StoppingTimeCDF(3,-1)": func() { StoppingTimeCDF(3, -1) },
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

func benchmarkRiffleTable(b *testing.B, n, k int) {
	for b.Loop() {
		riffleSink = RiffleTable(n, k)
	}
}

func BenchmarkRiffleTable52x20(b *testing.B)   { benchmarkRiffleTable(b, 52, 20) }
func BenchmarkRiffleTable52x60(b *testing.B)   { benchmarkRiffleTable(b, 52, 60) }
func BenchmarkRiffleTable300x60(b *testing.B)  { benchmarkRiffleTable(b, 300, 60) }
func BenchmarkRiffleTable500x60(b *testing.B)  { benchmarkRiffleTable(b, 500, 60) }
func BenchmarkRiffleTable1000x60(b *testing.B) { benchmarkRiffleTable(b, 1000, 60) }

// BenchmarkRiffleTVByBinomials52x20 is the baseline: the same table term by
// term with big.Rat and big.Int.Binomial.
func BenchmarkRiffleTVByBinomials52x20(b *testing.B) {
	for b.Loop() {
		for k := 1; k <= 20; k++ {
			riffleSink = riffleTVByBinomials(52, k)
		}
	}
}

func BenchmarkStoppingTimeMean52(b *testing.B) {
	for b.Loop() {
		riffleSink = StoppingTimeMean(52)
	}
}

func BenchmarkStoppingTimeMean500(b *testing.B) {
	for b.Loop() {
		riffleSink = StoppingTimeMean(500)
	}
}
