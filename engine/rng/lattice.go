package rng

import (
	"fmt"
	"math"
	"slices"
)

// Point is one point (X, Y) on the M × M torus, such as a pair of
// consecutive states (s_i, s_{i+1}) of an LCG.
type Point struct{ X, Y uint64 }

// Pairs returns the distinct pairs of states the LCG visits from seed, in
// the order they first appear:
//
//	(s_0, s_1), (s_k, s_{k+1}), (s_2k, s_{2k+1}), …    s_0 = seed, s_{i+1} = (A·s_i + C) mod M
//
// with stride k = 1 for every consecutive pair (the overlapping pairs a
// lattice plot shows) and k = 2 for the pairs (s_0, s_1), (s_2, s_3), … into
// which N. Bennett, "Algorithms in Java: Shuffling and Random Numbers"
// (2010), Figure 2, groups the sequence of (13s + 5) mod 16.
//
// The list stops before the first pair that repeats an earlier one: with
// tail and period from [LCG.Period], it holds
//
//	⌈tail/k⌉ + period/gcd(period, k)
//
// pairs (the first state of a pair, s_{kj}, is on the cycle once kj ≥ tail,
// and then comes back after period/gcd(period, k) pairs). tail and period
// are returned too. Pairs reports an error if seed ≥ M, k < 1, or the
// list would have more than limit pairs (the orbit is then not walked).
func (g LCG) Pairs(seed uint64, k int, limit uint64) (pairs []Point, tail, period uint64, err error) {
	if g.M < 2 {
		return nil, 0, 0, fmt.Errorf("modulus M = %d is too small: allowed 2…18446744073709551615", g.M)
	}
	if seed >= g.M {
		return nil, 0, 0, fmt.Errorf("seed %d is out of range for M = %d: allowed 0…%d", seed, g.M, g.M-1)
	}
	if k < 1 {
		return nil, 0, 0, fmt.Errorf("stride %d: allowed 1 or more", k)
	}
	// Brent's method needs fewer than 4·(tail+period) steps, and
	// tail+period ≤ k·n for the n pairs returned.
	steps := limit
	if steps < math.MaxUint64/(4*uint64(k)) {
		steps *= 4 * uint64(k)
	} else {
		steps = math.MaxUint64
	}
	tail, period, ok := g.Period(seed, steps)
	if !ok {
		return nil, 0, 0, fmt.Errorf("the orbit of seed %d is longer than %d pairs", seed, limit)
	}
	uk := uint64(k)
	n := (tail+uk-1)/uk + period/gcd(period, uk)
	if n > limit {
		return nil, 0, 0, fmt.Errorf("the orbit of seed %d has %d pairs, more than %d", seed, n, limit)
	}
	pairs = make([]Point, 0, n)
	s := seed
	for range n {
		next := g.step(s)
		pairs = append(pairs, Point{s, next})
		s = next
		for range k - 1 {
			s = g.step(s)
		}
	}
	return pairs, tail, period, nil
}

// LineFamily is a family of equally spaced parallel lines on which every
// point of a set on the M × M torus lies:
//
//	U·x + V·y ≡ C (mod M),  that is  U·x + V·y = C + j·M for integers j
//
// Drawn in the square [0, M)² (the torus cut open) the family is the
// segments Lines, M/√(U² + V²) apart. On the torus, where opposite edges are
// glued as an LCG wraps at its modulus, the segments join into TorusLines
// closed lines: one when (U, V) is primitive (gcd(U, V) = 1).
type LineFamily struct {
	U, V int64  // the normal vector: V > 0, or V = 0 and U > 0
	M    uint64 // the modulus (the side of the torus)
	C    uint64 // U·x + V·y mod M, the same for every point
	// Lines are the values U·x + V·y the points take, ascending: one per
	// segment in the square that holds points.
	Lines []int64
	// TorusLines is the number of closed lines on the torus that hold
	// points: the distinct values of (U·x + V·y)/g mod M, g = gcd(U, V).
	TorusLines int
}

// Nu2 returns U² + V², the square of the length of the normal vector: ν₂² of
// Knuth's spectral test when the points are every pair of a full-period LCG
// and the family is [WidestLines]'.
func (f LineFamily) Nu2() int64 { return f.U*f.U + f.V*f.V }

// Spacing returns the distance between neighbouring lines of the family,
// M/√(U² + V²).
func (f LineFamily) Spacing() float64 {
	return float64(f.M) / math.Sqrt(float64(f.Nu2()))
}

// WidestLines returns the family of equally spaced parallel lines through
// every point with the widest spacing — the shortest normal (U, V) ≠ (0, 0)
// with
//
//	U·(x − x₀) + V·(y − y₀) ≡ 0 (mod M) for every point (x, y)
//
// where (x₀, y₀) is the first point — and among the shortest normals the one
// whose lines cover the points with the fewest segments in the square (then
// the smallest V, then the smallest U). For the pairs (s_i, s_{i+1}) of the
// LCG s' = (a·s + c) mod m, every pair has y ≡ a·x + c, so
//
//	U·x + V·y ≡ (U + a·V)·x + V·c ≡ V·c (mod m)  whenever U + a·V ≡ 0 (mod m)
//
// and every such (U, V) qualifies; for a full-period LCG exactly those do,
// and √(U² + V²) is ν₂ of Knuth's spectral test (TAOCP vol. 2, §3.3.4): the
// points lie on lines M/ν₂ apart and on no family of wider-spaced lines.
//
// The search tries every normal with max(|U|, |V|) = 1, 2, … and stops once
// no shorter one can remain: about 4·ν₂² normals, each rejected at the first
// point that breaks it. For any set of LCG pairs ν₂² ≤ (2/√3)·m (Hermite's
// bound in two dimensions: the (U, V) with U + a·V ≡ 0 form a lattice of
// determinant m), so m = 4096 needs at most about 19,000 normals; for other
// sets the search can take up to 4·M² normals. Points must lie in 0…M−1;
// it panics if points is empty, M < 2 or M ≥ 2^31 (so that U·x + V·y fits
// in an int64).
func WidestLines(points []Point, m uint64) LineFamily {
	checkLines("WidestLines", points, m)
	f, _ := shortestNormal(points, m, false, int64(m))
	return f
}

// WrappingLine returns the single line wrapping round the torus that holds
// every point, if one exists with max(|U|, |V|) ≤ maxR: the shortest
// primitive normal (gcd(U, V) = 1) with U·x + V·y the same mod M for every
// point, ties broken as in [WidestLines]. It is WidestLines' family when
// that one's normal is primitive; otherwise (the widest family is several
// lines on the torus) it is a narrower family of one line. This is the line
// N. Bennett, "Algorithms in Java: Shuffling and Random Numbers" (2010),
// draws through the pairs (s_0, s_1), (s_2, s_3), … of (13s + 5) mod 16:
// x + 3y ≡ 15 (mod 16), "from (15, 0), through the point at (12, 1), and
// continuing (wrapping around as appropriate) through all of the other
// points". It takes about 4·maxR² normals; the panics are WidestLines'.
func WrappingLine(points []Point, m uint64, maxR int64) (LineFamily, bool) {
	checkLines("WrappingLine", points, m)
	return shortestNormal(points, m, true, maxR)
}

func checkLines(fn string, points []Point, m uint64) {
	if len(points) == 0 {
		panic("rng: " + fn + ": no points")
	}
	if m < 2 || m >= 1<<31 {
		panic(fmt.Sprintf("rng: %s: M = %d out of range 2…2^31−1", fn, m))
	}
}

// shortestNormal searches the rings max(|u|, |v|) = 1 … maxR for the
// shortest normal of a family through every point (primitive ones only if
// primitive is set); see WidestLines.
func shortestNormal(points []Point, m uint64, primitive bool, maxR int64) (LineFamily, bool) {
	mm := int64(m)
	p0 := points[0]
	holds := func(u, v int64) bool {
		if primitive && gcd(uint64(abs64(u)), uint64(abs64(v))) != 1 {
			return false
		}
		for _, p := range points[1:] {
			d := u*(int64(p.X)-int64(p0.X)) + v*(int64(p.Y)-int64(p0.Y))
			if d%mm != 0 {
				return false
			}
		}
		return true
	}
	var best LineFamily
	var bestLen int64 = -1
	consider := func(u, v int64) {
		if !holds(u, v) {
			return
		}
		l := u*u + v*v
		if bestLen >= 0 && l > bestLen {
			return
		}
		f := lineFamily(points, u, v, m)
		if bestLen < 0 || l < bestLen || len(f.Lines) < len(best.Lines) ||
			len(f.Lines) == len(best.Lines) && (v < best.V || v == best.V && u < best.U) {
			best, bestLen = f, l
		}
	}
	for r := int64(1); r <= maxR && (bestLen < 0 || r*r <= bestLen); r++ {
		// The ring max(|u|, |v|) = r, one of each ±(u, v): v > 0, or v = 0
		// and u > 0.
		for u := -r; u <= r; u++ {
			consider(u, r)
		}
		for v := int64(1); v < r; v++ {
			consider(-r, v)
			consider(r, v)
		}
		consider(r, 0)
	}
	return best, bestLen >= 0
}

// lineFamily is the family with normal (u, v) through points, which must
// all have the same u·x + v·y mod m.
func lineFamily(points []Point, u, v int64, m uint64) LineFamily {
	mm := int64(m)
	g := int64(gcd(uint64(abs64(u)), uint64(abs64(v))))
	f := LineFamily{U: u, V: v, M: m}
	torus := make(map[int64]bool)
	for _, p := range points {
		f.Lines = append(f.Lines, u*int64(p.X)+v*int64(p.Y))
		w := (u/g*int64(p.X) + v/g*int64(p.Y)) % mm
		torus[(w+mm)%mm] = true
	}
	f.C = uint64(((f.Lines[0] % mm) + mm) % mm)
	slices.Sort(f.Lines)
	f.Lines = slices.Compact(f.Lines)
	f.TorusLines = len(torus)
	return f
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
