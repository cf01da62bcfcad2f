package stats

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// TestBinomialMAD compares de Moivre's closed form with the defining sum
// Σ_x |x − np| C(n,x) p^x (1−p)^(n−x) computed exactly in math/big.
func TestBinomialMAD(t *testing.T) {
	for _, c := range []struct {
		n    int64
		p, q int64 // p = p/q
	}{{1, 1, 2}, {2, 1, 2}, {10, 1, 3}, {52, 1, 52}, {300, 1, 6}} {
		p := big.NewRat(c.p, c.q)
		np := new(big.Rat).Mul(big.NewRat(c.n, 1), p)
		sum := new(big.Rat)
		for x := int64(0); x <= c.n; x++ {
			term := new(big.Rat).SetInt(new(big.Int).Binomial(c.n, x))
			for range x {
				term.Mul(term, p)
			}
			oneMinus := new(big.Rat).Sub(big.NewRat(1, 1), p)
			for range c.n - x {
				term.Mul(term, oneMinus)
			}
			dev := new(big.Rat).Sub(big.NewRat(x, 1), np)
			term.Mul(term, dev.Abs(dev))
			sum.Add(sum, term)
		}
		want, _ := sum.Float64()
		got := BinomialMAD(c.n, float64(c.p)/float64(c.q))
		if math.Abs(got-want) > 1e-9*want {
			t.Errorf("BinomialMAD(%d, %d/%d) = %.12g, exact sum %.12g", c.n, c.p, c.q, got, want)
		}
	}
}

// TestNullTVMatchesSimulation: the mean TV of fair 20-card shuffles of T =
// 200 trials, over 400 replications, agrees with NullTV within 4.5 standard
// errors of the mean (false alarm ≈ 7e-6).
func TestNullTVMatchesSimulation(t *testing.T) {
	const n, trials, reps = 20, 200, 400
	r := rand.New(rand.NewPCG(20, 200))
	var sum, sumSq float64
	var want float64
	for range reps {
		m := NewMatrix(n)
		for range trials {
			m.Add(r.Perm(n))
		}
		tv := m.TV()
		sum += tv
		sumSq += tv * tv
		want = m.NullTV()
	}
	mean := sum / reps
	se := math.Sqrt((sumSq/reps - mean*mean) / reps)
	if math.Abs(mean-want) > 4.5*se {
		t.Errorf("mean TV %.5f ± %.5f, NullTV %.5f", mean, se, want)
	}
	if g := NewMatrix(300); !math.IsNaN(g.NullTV()) {
		t.Error("grouped matrix: want NaN")
	}
}
