package odds

import (
	"fmt"
	"math/big"
)

// MaxRiffleCards is the largest deck the command line asks the riffle
// functions about. The functions themselves are exact for any n ≥ 1 and
// k ≥ 0; what grows is the cost, as the numbers have about n·k bits: a table
// of k = 1…60 takes about 5 ms at 52 cards, 0.1 s at 300, 0.4 s at 500 and
// 2 s at 1,000 on one core (BenchmarkRiffleTable*), and StoppingTimeMean
// 0.1 s at 500. 500 keeps the command under half a second.
const MaxRiffleCards = 500

// Eulerian returns row n of the Eulerian numbers indexed by rising sequences:
// a[r] = A(n, r) is the number of arrangements of n cards with exactly r
// rising sequences (r − 1 descents of the inverse permutation), for
// r = 0…n, with a[0] = 0:
//
//	A(1, 1) = 1
//	A(n, r) = r·A(n−1, r) + (n−r+1)·A(n−1, r−1)
//	Σ_r A(n, r) = n!
//
// (Graham, Knuth and Patashnik, Concrete Mathematics, §6.2, with r = k+1.)
// The numbers are exact big integers; the cost is O(n²) additions of
// numbers of about log2(n!) bits. It panics if n < 1.
func Eulerian(n int) []*big.Int {
	if n < 1 {
		panic(fmt.Sprintf("odds: Eulerian(%d) needs n ≥ 1", n))
	}
	row := []*big.Int{new(big.Int), big.NewInt(1)}
	var t big.Int
	for m := 2; m <= n; m++ {
		next := make([]*big.Int, m+1)
		next[0] = new(big.Int)
		for r := 1; r <= m; r++ {
			v := new(big.Int)
			if r < m {
				v.Mul(row[r], big.NewInt(int64(r)))
			}
			t.Mul(row[r-1], big.NewInt(int64(m-r+1)))
			v.Add(v, &t)
			next[r] = v
		}
		row = next
	}
	return row
}

// riffleNumerators returns N[r] = n!·C(a+n−r, n) = (a+n−r)(a+n−r−1)…(a−r+1)
// for r = 1…n (N[0] unused), where a = 2^k, together with a^n = 2^(kn). An
// arrangement with r rising sequences has probability N[r]/(n!·a^n) after k
// riffles. N[1] is the product; each next one follows by
//
//	N[r+1] = N[r]·(a−r)/(a+n−r)    (an exact division)
//
// and is 0 once r ≥ a.
func riffleNumerators(n, k int) (num []*big.Int, an *big.Int) {
	a := new(big.Int).Lsh(big.NewInt(1), uint(k))
	an = new(big.Int).Lsh(big.NewInt(1), uint(k*n))
	num = make([]*big.Int, n+1)
	num[0] = new(big.Int)
	p := big.NewInt(1)
	var f big.Int
	for i := 0; i < n; i++ {
		f.Add(a, big.NewInt(int64(i)))
		p.Mul(p, &f)
	}
	num[1] = p
	var top, bot big.Int
	for r := 1; r < n; r++ {
		top.Sub(a, big.NewInt(int64(r)))
		if top.Sign() <= 0 {
			num[r+1] = new(big.Int)
			continue
		}
		bot.Add(a, big.NewInt(int64(n-r)))
		v := new(big.Int).Mul(num[r], &top)
		num[r+1] = v.Quo(v, &bot)
	}
	return num, an
}

func riffleFactorial(n int) *big.Int {
	return new(big.Int).MulRange(1, int64(n))
}

func riffleCheck(n, k int) {
	if n < 1 || k < 0 {
		panic(fmt.Sprintf("odds: riffle of %d cards, %d times: need n ≥ 1 and k ≥ 0", n, k))
	}
}

// RiffleProb is the probability that k Gilbert–Shannon–Reeds riffles of n
// cards in order leave one particular arrangement with r rising sequences
// (Bayer and Diaconis, "Trailing the dovetail shuffle to its lair", Ann.
// Appl. Probab. 2(2), 1992, Theorem 1; k riffles are one a-shuffle):
//
//	P(π) = C(a + n − r, n) / a^n,   a = 2^k
//
// It is exact for any n ≥ 1, k ≥ 0 and 1 ≤ r ≤ n, and 0 when r > a. It
// panics outside that range.
func RiffleProb(n, k, r int) *big.Rat {
	riffleCheck(n, k)
	if r < 1 || r > n {
		panic(fmt.Sprintf("odds: RiffleProb: %d rising sequences in %d cards", r, n))
	}
	num, an := riffleNumerators(n, k)
	return new(big.Rat).SetFrac(num[r], new(big.Int).Mul(riffleFactorial(n), an))
}

// RiffleDistance is how far k GSR riffles of an n-card deck in order leave
// it from uniform.
type RiffleDistance struct {
	Shuffles int
	// TV is the total-variation distance from the uniform distribution.
	TV *big.Rat
	// Separation is 1 − n!·min_π P(π), the separation distance; it equals
	// P(T > k) for the uniform-riffles stopping time T (see StoppingTimeCDF).
	Separation *big.Rat
}

// RiffleTable returns the distances after k = 1…maxK riffles of n cards,
// exactly (Bayer and Diaconis 1992: the law of an arrangement depends only
// on its number r of rising sequences, and A(n, r) arrangements have r):
//
//	TV(k)         = ½ Σ_r A(n,r) · | C(2^k+n−r, n)/2^(kn) − 1/n! |
//	              =   Σ_r A(n,r) · ( C(2^k+n−r, n)/2^(kn) − 1/n! )⁺
//	separation(k) = 1 − n!·min_r C(2^k+n−r, n)/2^(kn)
//	              = 1 − (2^k)_n / 2^(kn)          (the minimum is at r = n)
//
// For 52 cards it gives Bayer and Diaconis's table (TV = 1.000, 1.000, 1.000,
// 1.000, 0.924, 0.614, 0.334, 0.167, 0.085, 0.043 for k = 1…10). Exact for
// any n ≥ 1, maxK ≥ 0; the cost grows like n²·maxK² bit operations (see
// MaxRiffleCards). It panics if n < 1 or maxK < 0.
func RiffleTable(n, maxK int) []RiffleDistance {
	riffleCheck(n, maxK)
	eul := Eulerian(n)
	nf := riffleFactorial(n)
	out := make([]RiffleDistance, 0, maxK)
	for k := 1; k <= maxK; k++ {
		out = append(out, riffleDistance(n, k, eul, nf))
	}
	return out
}

// RiffleTV is the total-variation distance from uniform after k riffles of n
// cards, as in RiffleTable. It panics if n < 1 or k < 0.
func RiffleTV(n, k int) *big.Rat {
	riffleCheck(n, k)
	return riffleDistance(n, k, Eulerian(n), riffleFactorial(n)).TV
}

// RiffleSeparation is the separation distance from uniform after k riffles
// of n cards, as in RiffleTable. It panics if n < 1 or k < 0.
func RiffleSeparation(n, k int) *big.Rat {
	riffleCheck(n, k)
	return riffleDistance(n, k, Eulerian(n), riffleFactorial(n)).Separation
}

func riffleDistance(n, k int, eul []*big.Int, nf *big.Int) RiffleDistance {
	num, an := riffleNumerators(n, k)
	// Over the common denominator n!·a^n: P(π) − 1/n! = (N[r] − a^n)/(n!·a^n).
	// The probabilities and the uniform ones both sum to 1, so the excess
	// over uniform equals the deficit and TV = Σ_r A(n,r)·(N[r] − a^n)⁺ /
	// (n!·a^n): half the products of summing |·| and halving.
	sum := new(big.Int)
	var d, t big.Int
	least := num[1]
	for r := 1; r <= n; r++ {
		if d.Sub(num[r], an).Sign() > 0 {
			t.Mul(eul[r], &d)
			sum.Add(sum, &t)
		}
		if eul[r].Sign() > 0 && num[r].Cmp(least) < 0 {
			least = num[r]
		}
	}
	tv := new(big.Rat).SetFrac(sum, new(big.Int).Mul(nf, an))
	sep := new(big.Rat).SetFrac(new(big.Int).Sub(an, least), an)
	return RiffleDistance{Shuffles: k, TV: tv, Separation: sep}
}

// StoppingTimeCDF is P(T ≤ s) for the uniform-riffles stopping time T of an
// n-card deck (Aldous and Diaconis, "Shuffling cards and stopping times",
// Amer. Math. Monthly 93(5), 1986, Lemma 9; shuffle.UniformRiffleBits): the
// chance that n labels of s random bits are all distinct, a birthday problem,
//
//	P(T ≤ s) = (2^s)_n / 2^(sn),   (x)_n = x(x−1)…(x−n+1)
//
// It equals 1 − separation(s) (RiffleTable): T is a strong uniform time
// that attains the separation distance. Exact for n ≥ 1, s ≥ 0; it panics
// outside that range.
func StoppingTimeCDF(n, s int) *big.Rat {
	riffleCheck(n, s)
	a := new(big.Int).Lsh(big.NewInt(1), uint(s))
	p := big.NewInt(1)
	var f big.Int
	for i := 0; i < n; i++ {
		f.Sub(a, big.NewInt(int64(i)))
		if f.Sign() <= 0 {
			return new(big.Rat)
		}
		p.Mul(p, &f)
	}
	return new(big.Rat).SetFrac(p, new(big.Int).Lsh(big.NewInt(1), uint(s*n)))
}

// StoppingTimeMean is E[T] for the uniform-riffles stopping time T of an
// n-card deck (see StoppingTimeCDF), exactly. The series
//
//	E[T] = Σ_{s≥0} P(T > s) = Σ_{s≥0} (1 − Π_{i<n} (1 − i·x)),  x = 2^−s
//
// is a polynomial in x without constant term, 1 − Π_{i<n}(1 − i·x) =
// Σ_{j=1}^{n−1} c_j x^j, valid for every s ≥ 0 (when 2^s < n a factor is 0,
// as the falling factorial is). Summing each geometric series,
//
//	E[T] = Σ_{j=1}^{n−1} c_j · 2^j / (2^j − 1)
//
// a rational number: E[T] = 2 for 2 cards, 10/3 for 3 and ≈ 11.7243 for 52
// (the source's figure). The c_j alternate in sign and cancel heavily, which
// exact arithmetic does not mind; the cost is O(n²) operations on numbers
// of about n² bits (0.1 s at n = 500). It is 0 for n = 1 (one card is always
// in uniform order) and panics if n < 1.
func StoppingTimeMean(n int) *big.Rat {
	riffleCheck(n, 0)
	// poly = Π_{i<n} (1 − i·x), coefficients by power of x.
	poly := []*big.Int{big.NewInt(1)}
	var t big.Int
	for i := 1; i < n; i++ {
		next := make([]*big.Int, len(poly)+1)
		for j := range next {
			next[j] = new(big.Int)
		}
		for j, c := range poly {
			next[j].Add(next[j], c)
			t.Mul(c, big.NewInt(int64(i)))
			next[j+1].Sub(next[j+1], &t)
		}
		poly = next
	}
	// Σ_j c_j·2^j/(2^j−1) with c_j = −poly[j], over the common denominator
	// Π_j (2^j − 1), reduced once at the end.
	num, den := new(big.Int), big.NewInt(1)
	var pj, q big.Int
	for j := 1; j < len(poly); j++ {
		pj.Lsh(big.NewInt(1), uint(j))
		q.Sub(&pj, big.NewInt(1))
		num.Mul(num, &q)
		t.Mul(poly[j], &pj)
		t.Mul(&t, den)
		num.Sub(num, &t)
		den.Mul(den, &q)
	}
	return new(big.Rat).SetFrac(num, den)
}
