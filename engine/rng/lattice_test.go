package rng

import (
	"fmt"
	"slices"
	"testing"
)

// The sequence S of N. Bennett, "Algorithms in Java: Shuffling and Random
// Numbers" (2010), s_0 = 0, s_{i+1} = (13·s_i + 5) mod 16, copied from the
// text: "S = 0, 5, 6, 3, 12, 1, 2, 15, 8, 13, 14, 11, 4, 9, 10, 7, 0, …",
// period 16.
var javaTextS = []uint64{0, 5, 6, 3, 12, 1, 2, 15, 8, 13, 14, 11, 4, 9, 10, 7}

func TestPairsJavaText(t *testing.T) {
	g := LCG{A: 13, C: 5, M: 16}
	pairs, tail, period, err := g.Pairs(0, 1, 100)
	if err != nil {
		t.Fatal(err)
	}
	if tail != 0 || period != 16 {
		t.Errorf("tail, period = %d, %d; the text says period 16", tail, period)
	}
	var want []Point
	for i := range javaTextS {
		want = append(want, Point{javaTextS[i], javaTextS[(i+1)%16]})
	}
	if !slices.Equal(pairs, want) {
		t.Errorf("pairs = %v, want %v", pairs, want)
	}
	// The text's Figure 2: "S = (0,5), (6,3), (12,1), (2,15), (8,13),
	// (14,11), (4,9), (10,7), …".
	pairs, _, _, err = g.Pairs(0, 2, 100)
	if err != nil {
		t.Fatal(err)
	}
	fig2 := []Point{{0, 5}, {6, 3}, {12, 1}, {2, 15}, {8, 13}, {14, 11}, {4, 9}, {10, 7}}
	if !slices.Equal(pairs, fig2) {
		t.Errorf("pairs with stride 2 = %v, want the text's %v", pairs, fig2)
	}
}

// bruteOrbit walks s_0 = seed, s_1, … until a state repeats and returns the
// states before the repeat, the tail and the period.
func bruteOrbit(a, c, m, seed uint64) (states []uint64, tail, period uint64) {
	at := map[uint64]int{}
	for s := seed; ; s = (a*s + c) % m {
		if i, ok := at[s]; ok {
			return states, uint64(i), uint64(len(states) - i)
		}
		at[s] = len(states)
		states = append(states, s)
	}
}

// TestPairsBruteForce checks Pairs against a walk that records pairs until
// one repeats, for every LCG with m ≤ 12 and every seed.
func TestPairsBruteForce(t *testing.T) {
	for m := uint64(2); m <= 12; m++ {
		for a := range m {
			for c := range m {
				g := LCG{A: a, C: c, M: m}
				for seed := range m {
					states, tail, period := bruteOrbit(a, c, m, seed)
					at := func(i int) uint64 { // s_i for any i
						if i < len(states) {
							return states[i]
						}
						return states[int(tail)+(i-int(tail))%int(period)]
					}
					for k := 1; k <= 3; k++ {
						var want []Point
						seen := map[Point]bool{}
						for j := 0; ; j++ {
							p := Point{at(k * j), at(k*j + 1)}
							if seen[p] {
								break
							}
							seen[p] = true
							want = append(want, p)
						}
						got, gt, gp, err := g.Pairs(seed, k, 1000)
						if err != nil || gt != tail || gp != period || !slices.Equal(got, want) {
							t.Fatalf("(%ds+%d) mod %d, seed %d, stride %d: got %v %d %d %v, want %v %d %d",
								a, c, m, seed, k, got, gt, gp, err, want, tail, period)
						}
					}
				}
			}
		}
	}
}

func TestPairsErrors(t *testing.T) {
	g := LCG{A: 13, C: 5, M: 16}
	for _, tc := range []struct {
		g     LCG
		seed  uint64
		k     int
		limit uint64
	}{
		{g, 16, 1, 100},                  // seed out of range
		{g, 0, 0, 100},                   // stride
		{g, 0, 1, 15},                    // 16 pairs > 15
		{g, 0, 2, 7},                     // 8 pairs > 7
		{LCG{A: 1, C: 0, M: 1}, 0, 1, 9}, // modulus
	} {
		if _, _, _, err := tc.g.Pairs(tc.seed, tc.k, tc.limit); err == nil {
			t.Errorf("%+v seed %d stride %d limit %d: no error", tc.g, tc.seed, tc.k, tc.limit)
		}
	}
	if p, _, _, err := g.Pairs(0, 1, 16); err != nil || len(p) != 16 {
		t.Errorf("limit 16: %d pairs, %v", len(p), err)
	}
}

func TestWidestLinesJavaText(t *testing.T) {
	g := LCG{A: 13, C: 5, M: 16}
	pairs, _, _, _ := g.Pairs(0, 1, 100)
	// Every pair has y ≡ 13x + 5, and 3 + 13·1 = 16 ≡ 0, so 3x + y ≡ 5
	// (mod 16); 3x + y runs over 0…60, so the values 5, 21, 37, 53.
	f := WidestLines(pairs, 16)
	if f.U != 3 || f.V != 1 || f.C != 5 || !slices.Equal(f.Lines, []int64{5, 21, 37, 53}) || f.TorusLines != 1 {
		t.Errorf("WidestLines = %+v, want 3x + y ≡ 5 on lines 5, 21, 37, 53, one torus line", f)
	}
	// The text's pairs (s_0, s_1), (s_2, s_3), …: "a single line from
	// (15, 0), through the point at (12, 1), and continuing (wrapping
	// around as appropriate) through all of the other points".
	pairs, _, _, _ = g.Pairs(0, 2, 100)
	w, ok := WrappingLine(pairs, 16, 64)
	if !ok || w.TorusLines != 1 {
		t.Fatalf("WrappingLine = %+v, %v", w, ok)
	}
	on := func(p Point) bool {
		return ((w.U*int64(p.X)+w.V*int64(p.Y))%16+16)%16 == int64(w.C)
	}
	for _, p := range append([]Point{{15, 0}, {12, 1}}, pairs...) {
		if !on(p) {
			t.Errorf("(%d, %d) is not on %dx + %dy ≡ %d (mod 16)", p.X, p.Y, w.U, w.V, w.C)
		}
	}
	if w.U != 1 || w.V != 3 || w.C != 15 || len(w.Lines) != 3 {
		t.Errorf("WrappingLine = %+v, want x + 3y ≡ 15 in 3 segments", w)
	}
	// Those 8 pairs lie on wider-spaced lines too: y − x ≡ 5 (mod 8), that
	// is −2x + 2y ≡ 10 (mod 16), which is two lines on the torus.
	f = WidestLines(pairs, 16)
	if f.U != -2 || f.V != 2 || f.C != 10 || f.TorusLines != 2 {
		t.Errorf("WidestLines of the text's pairs = %+v, want −2x + 2y ≡ 10, two torus lines", f)
	}
}

// gaussReduce returns the shortest nonzero vector of the lattice spanned by
// b1 and b2, by Lagrange–Gauss reduction (Knuth, TAOCP vol. 2, §3.3.4,
// Algorithm S in two dimensions): an oracle independent of the ring search.
func gaussReduce(b1, b2 [2]int64) [2]int64 {
	norm := func(v [2]int64) int64 { return v[0]*v[0] + v[1]*v[1] }
	for {
		if norm(b1) > norm(b2) {
			b1, b2 = b2, b1
		}
		// q = round(b1·b2 / b1·b1)
		dot := b1[0]*b2[0] + b1[1]*b2[1]
		n := norm(b1)
		q := (2*dot + n) / (2 * n)
		if 2*dot+n < 0 && (2*dot+n)%(2*n) != 0 {
			q--
		}
		if q == 0 {
			return b1
		}
		b2 = [2]int64{b2[0] - q*b1[0], b2[1] - q*b1[1]}
	}
}

// TestWidestLinesSpectral checks, for every full-period LCG with m in a few
// moduli, that WidestLines finds ν₂² of the spectral test as computed by
// Gauss reduction of the lattice {(u, v): u + a·v ≡ 0 (mod m)}, basis
// (m, 0), (−a, 1); and, for m ≤ 32, against an exhaustive search over
// every normal in [−m, m]².
func TestWidestLinesSpectral(t *testing.T) {
	for _, m := range []uint64{8, 16, 32, 64, 256, 1000} {
		for a := range m {
			c := uint64(1)
			if !HullDobell(a, c, m) {
				continue
			}
			g := LCG{A: a, C: c, M: m}
			pairs, _, period, err := g.Pairs(0, 1, m)
			if err != nil || period != m {
				t.Fatalf("(%ds+1) mod %d: period %d, %v", a, m, period, err)
			}
			f := WidestLines(pairs, m)
			r := gaussReduce([2]int64{int64(m), 0}, [2]int64{-int64(a), 1})
			if nu2 := r[0]*r[0] + r[1]*r[1]; f.Nu2() != nu2 {
				t.Errorf("(%ds+1) mod %d: ν₂² = %d, Gauss reduction gives %d", a, m, f.Nu2(), nu2)
			}
			if (f.U+int64(a)*f.V)%int64(m) != 0 {
				t.Errorf("(%ds+1) mod %d: normal (%d, %d) has U + aV ≢ 0", a, m, f.U, f.V)
			}
			if m <= 32 {
				exhaustive(t, fmt.Sprintf("(%ds+1) mod %d", a, m), pairs, m, f)
			}
		}
	}
}

// exhaustive checks f against every normal in [−m, m]²: all points on f,
// no valid normal shorter, none as short with fewer segments.
func exhaustive(t *testing.T, name string, pairs []Point, m uint64, f LineFamily) {
	t.Helper()
	mm := int64(m)
	for u := -mm; u <= mm; u++ {
		for v := -mm; v <= mm; v++ {
			if u == 0 && v == 0 {
				continue
			}
			vals := map[int64]bool{}
			res := map[int64]bool{}
			for _, p := range pairs {
				x := u*int64(p.X) + v*int64(p.Y)
				vals[x] = true
				res[(x%mm+mm)%mm] = true
			}
			if len(res) != 1 {
				continue
			}
			l := u*u + v*v
			if l < f.Nu2() || l == f.Nu2() && len(vals) < len(f.Lines) {
				t.Errorf("%s: normal (%d, %d) beats %+v", name, u, v, f)
			}
			if u == f.U && v == f.V && len(vals) != len(f.Lines) {
				t.Errorf("%s: %d segments, counted %d", name, len(f.Lines), len(vals))
			}
		}
	}
}

// TestWidestLinesAllOrbits checks WidestLines and WrappingLine against the
// exhaustive search on every orbit, full period or not, of every LCG with
// m ≤ 10, for both strides.
func TestWidestLinesAllOrbits(t *testing.T) {
	for m := uint64(2); m <= 10; m++ {
		for a := range m {
			for c := range m {
				for seed := range m {
					for k := 1; k <= 2; k++ {
						pairs, _, _, err := LCG{A: a, C: c, M: m}.Pairs(seed, k, 100)
						if err != nil {
							t.Fatal(err)
						}
						name := fmt.Sprintf("(%ds+%d) mod %d seed %d stride %d", a, c, m, seed, k)
						f := WidestLines(pairs, m)
						exhaustive(t, name, pairs, m, f)
						w, ok := WrappingLine(pairs, m, int64(m))
						// (1, 0) or (0, 1) ... some primitive normal always
						// works within [−m, m]²: (1, 0) when all x agree,
						// else the lattice argument; check against brute
						// force.
						bu, bv, bl, found := bruteWrapping(pairs, m)
						if ok != found || ok && (w.Nu2() != bl || w.TorusLines != 1) {
							t.Errorf("%s: WrappingLine = %+v %v, brute force (%d, %d) %v", name, w, ok, bu, bv, found)
						}
					}
				}
			}
		}
	}
}

// bruteWrapping finds the shortest primitive normal in [−m, m]² with one
// residue over the points.
func bruteWrapping(pairs []Point, m uint64) (u, v, l int64, ok bool) {
	mm := int64(m)
	l = -1
	for uu := -mm; uu <= mm; uu++ {
		for vv := -mm; vv <= mm; vv++ {
			if gcd(uint64(abs64(uu)), uint64(abs64(vv))) != 1 {
				continue
			}
			res := map[int64]bool{}
			for _, p := range pairs {
				res[((uu*int64(p.X)+vv*int64(p.Y))%mm+mm)%mm] = true
			}
			if len(res) == 1 && (l < 0 || uu*uu+vv*vv < l) {
				u, v, l = uu, vv, uu*uu+vv*vv
			}
		}
	}
	return u, v, l, l >= 0
}

func TestLineFamilySpacing(t *testing.T) {
	f := LineFamily{U: 3, V: 1, M: 16}
	// 16/√10 = 5.0596…
	if got := f.Spacing(); got < 5.0596 || got > 5.0597 {
		t.Errorf("Spacing = %v, want 16/√10 ≈ 5.0596", got)
	}
}

func TestWidestLinesPanics(t *testing.T) {
	for _, tc := range []struct {
		pts []Point
		m   uint64
	}{{nil, 16}, {[]Point{{0, 0}}, 1}, {[]Point{{0, 0}}, 1 << 31}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("WidestLines(%v, %d) did not panic", tc.pts, tc.m)
				}
			}()
			WidestLines(tc.pts, tc.m)
		}()
	}
}

// Presets the lattice view offers, checked here: (5s + 1) mod 256 has full
// period yet its pairs lie on 5 lines; (137s + 1) mod 256 has the widest
// spacing (largest ν₂²) of every full-period multiplier mod 256 with c = 1.
func TestLatticePresets(t *testing.T) {
	bad := LCG{A: 5, C: 1, M: 256}
	pairs, _, period, _ := bad.Pairs(0, 1, 256)
	f := WidestLines(pairs, 256)
	if period != 256 || f.U != -5 || f.V != 1 || len(f.Lines) != 5 {
		t.Errorf("(5s+1) mod 256: period %d, %+v", period, f)
	}
	best := int64(0)
	for a := uint64(1); a < 256; a++ {
		if !HullDobell(a, 1, 256) {
			continue
		}
		r := gaussReduce([2]int64{256, 0}, [2]int64{-int64(a), 1})
		best = max(best, r[0]*r[0]+r[1]*r[1])
	}
	good := LCG{A: 137, C: 1, M: 256}
	pairs, _, period, _ = good.Pairs(0, 1, 256)
	f = WidestLines(pairs, 256)
	if period != 256 || f.Nu2() != best || best != 274 {
		t.Errorf("(137s+1) mod 256: period %d, ν₂² %d; best over full-period multipliers %d", period, f.Nu2(), best)
	}
}

// BenchmarkWidestLines4096 is the worst preset size the lattice view
// computes on a key press: all 4096 pairs of (5s + 1) mod 4096 and of a
// multiplier with a wide-spaced lattice; Pairs alone is the baseline.
func BenchmarkWidestLines4096(b *testing.B) {
	for _, a := range []uint64{5, 3993} {
		g := LCG{A: a, C: 1, M: 4096}
		b.Run(fmt.Sprintf("pairs/a=%d", a), func(b *testing.B) {
			for b.Loop() {
				p, _, _, _ := g.Pairs(0, 1, 4096)
				Sink += uint64(len(p))
			}
		})
		pairs, _, _, _ := g.Pairs(0, 1, 4096)
		b.Run(fmt.Sprintf("widest/a=%d", a), func(b *testing.B) {
			for b.Loop() {
				Sink += uint64(len(WidestLines(pairs, 4096).Lines))
			}
		})
		b.Run(fmt.Sprintf("wrapping/a=%d", a), func(b *testing.B) {
			for b.Loop() {
				f, _ := WrappingLine(pairs, 4096, 64)
				Sink += uint64(len(f.Lines))
			}
		})
	}
}
