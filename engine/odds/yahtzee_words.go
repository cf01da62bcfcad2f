package odds

import (
	"math"
	"math/big"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// The counting kernels behind [Yahtzee]: words over the non-kept faces, the
// big-integer → float64 conversion, and a compensated dot product.

// yzWordsAt fills dst[m], m = 0…n, with the number of words of length m over
// b letters in which no letter appears more than t times,
//
//	a_t[m] = m!·[x^m] (Σ_{k=0..t} x^k/k!)^b,
//
// by the recurrence that follows from differentiating G_k = E_t^k, with
// E_t' = E_t − x^t/t!:
//
//	g_0[m] = [m = 0]
//	g_k[0] = 1,  g_k[m+1] = k·g_k[m] − k·C(m, t)·g_{k−1}[m−t]
//
// (the subtracted term counts the words in which the new letter would be
// the (t+1)-th copy of some letter). It costs O(n·b) big-integer steps.
// work must hold two scratch slices of n+1 big.Ints and col n+1 more.
func yzWordsAt(dst []*big.Int, n, b, t int, work [2][]*big.Int, col []*big.Int) {
	if t >= n {
		// Every word of length ≤ n fits: b^m.
		dst[0].SetInt64(1)
		bb := big.NewInt(int64(b))
		for m := 1; m <= n; m++ {
			dst[m].Mul(dst[m-1], bb)
		}
		return
	}
	// col[m] = C(m, t) for m = t…n−1.
	col[t].SetInt64(1)
	for m := t; m < n-1; m++ {
		col[m+1].Mul(col[m], big.NewInt(int64(m+1)))
		col[m+1].Quo(col[m+1], big.NewInt(int64(m+1-t)))
	}
	prev, cur := work[0], work[1]
	for m := range prev {
		prev[m].SetInt64(0)
	}
	prev[0].SetInt64(1)
	var tmp big.Int
	for k := 1; k <= b; k++ {
		if k == b {
			cur = dst
		}
		kb := big.NewInt(int64(k))
		cur[0].SetInt64(1)
		hi := k * t // no word longer than k·t fits
		for m := 0; m < n; m++ {
			if m+1 > hi {
				cur[m+1].SetInt64(0)
				continue
			}
			cur[m+1].Mul(cur[m], kb)
			if m >= t && prev[m-t].Sign() != 0 {
				tmp.Mul(col[m], prev[m-t])
				tmp.Mul(&tmp, kb)
				cur[m+1].Sub(cur[m+1], &tmp)
			}
		}
		if k < b {
			prev, cur = cur, prev
		}
	}
}

// yzBigs returns n fresh zero big.Ints.
func yzBigs(n int) []*big.Int {
	v := make([]*big.Int, n)
	for i := range v {
		v[i] = new(big.Int)
	}
	return v
}

// yzParallel runs f(i) for i = 0…count−1 on GOMAXPROCS goroutines, handing
// out indexes in order (callers put the expensive ones first). state makes
// the per-goroutine scratch space.
func yzParallel[S any](count int, state func() S, f func(S, int)) {
	workers := min(runtime.GOMAXPROCS(0), count)
	if workers <= 1 {
		s := state()
		for i := range count {
			f(s, i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := state()
			for {
				i := int(next.Add(1) - 1)
				if i >= count {
					return
				}
				f(s, i)
			}
		}()
	}
	wg.Wait()
}

// yzTop returns x ≈ top·2^shift with top in [2^63, 2^64) (or 0): the 64
// leading bits of x, truncated, so that |x − top·2^shift| < 2^−63·x.
func yzTop(x *big.Int) (top uint64, shift int) {
	w := x.Bits()
	n := len(w)
	if n == 0 {
		return 0, 0
	}
	hi := uint64(w[n-1])
	lz := bits.LeadingZeros64(hi)
	top = hi << lz
	if lz > 0 && n >= 2 {
		top |= uint64(w[n-2]) >> (64 - lz)
	}
	return top, 64*(n-1) - lz
}

// yzRatio returns x/y as a float64 for big integers x ≥ 0, y > 0, with
// relative error below 3.001·2^−53 (two truncations to 64 bits, two
// roundings to 53 and one division), or absolute error below 2^−1073 when
// the result is below 2^−1022 (gradual underflow).
func yzRatio(x *big.Int, y *big.Int) float64 {
	tx, sx := yzTop(x)
	if tx == 0 {
		return 0
	}
	ty, sy := yzTop(y)
	return math.Ldexp(float64(tx)/float64(ty), sx-sy)
}

// yzDot is a compensated sum of products (Ogita, Rump and Oishi, "Accurate
// sum and dot product", SIAM J. Sci. Comput. 26(6), 2005, algorithm Dot2):
// the result is as if computed in twice the working precision and rounded
// once, |error| ≤ 2^−53·|Σ| + γ_N²·Σ|x_i·y_i| with γ_N = N·2^−53/(1 − N·2^−53),
// apart from underflow.
type yzDot struct{ s, c float64 }

func (d *yzDot) add(x, y float64) {
	p := x * y
	e := math.FMA(x, y, -p)
	t := d.s + p
	z := t - d.s
	d.c += (d.s - (t - z)) + (p - z) + e
	d.s = t
}

func (d *yzDot) value() float64 { return d.s + d.c }
