//go:build amd64

package poker

import (
	"os"
	"slices"
	"testing"

	"riffle/engine/rng"
)

func skipNoAVX2(t *testing.T) {
	t.Helper()
	if !crackHasSIMD {
		t.Skip("no AVX2 on this machine: the kernel runs the pure-Go lanes")
	}
}

// The AVX2 loop's tables: a state is in [L_p, L_p + W_p) exactly when
// Random(51) = p, the widths cover the 2^32 states, nothing is in 51's
// interval, and crackPos reads every position back from its flipped L.
func TestCrackExactTables(t *testing.T) {
	random51 := func(s uint32) int { return int(uint64(s) * 51 >> 32) }
	total := uint64(0)
	for p := range 51 {
		l, w := crackExactLow[p], crackExactWidth[p]
		total += uint64(w)
		if w < crackWidth-1 || w > crackWidth {
			t.Errorf("W_%d = %d", p, w)
		}
		if random51(l) != p || random51(l+w-1) != p {
			t.Errorf("interval %d: ends give %d and %d", p, random51(l), random51(l+w-1))
		}
		if p < 50 && random51(l+w) != p+1 {
			t.Errorf("interval %d: the state past it gives %d", p, random51(l+w))
		}
	}
	if total != 1<<32 {
		t.Errorf("the widths add up to %d", total)
	}
	if crackExactWidth[51] != 0 {
		t.Errorf("W_51 = %d, want 0", crackExactWidth[51])
	}
	for p := range 52 {
		if got := crackPos(crackSteps[p].l[3]); got != p {
			t.Errorf("crackPos(L_%d) = %d", p, got)
		}
		for j := range 8 {
			if crackSteps[p].l[j] != crackExactLow[p]^crackFlip || crackSteps[p].w[j] != crackExactWidth[p]^crackFlip {
				t.Fatalf("crackSteps[%d] lane %d is not the flipped L and W", p, j)
			}
		}
	}
}

// The masks' range test is the unsigned compare, also at the edges the
// flipped signed compare could get wrong: states and bounds around 0,
// 2^31 and 2^32 − 1.
func TestCrackMasksRangeTest(t *testing.T) {
	skipNoAVX2(t)
	edges := []uint32{0, 1, 2, 1<<31 - 2, 1<<31 - 1, 1 << 31, 1<<31 + 1, 1<<32 - 2, 1<<32 - 1}
	g := rng.NewPCG(5)
	var v crackVec
	for range 2000 {
		pick := func() uint32 {
			if g.IntN(2) == 0 {
				return edges[g.IntN(len(edges))]
			}
			return uint32(g.Uint64())
		}
		x, y, w := pick(), pick(), pick()
		for j := range crackVecLanes {
			v.s[j], v.l[j], v.w[j] = pick(), pick(), pick()
			switch j % 4 {
			case 0:
				v.l[j] = x ^ crackFlip
			case 1:
				v.l[j] = y ^ crackFlip
			}
		}
		eqX, eqY, in, own := crackMasksAVX2(&v, &v.s, x^crackFlip, y^crackFlip, w^crackFlip)
		for j := range crackVecLanes {
			bit := func(m uint32) bool { return m>>j&1 == 1 }
			l, lw := v.l[j]^crackFlip, v.w[j]^crackFlip
			if bit(eqX) != (l == x) || bit(eqY) != (l == y) ||
				bit(in) != (v.s[j]-x < w) || bit(own) != (v.s[j]-l < lw) {
				t.Fatalf("lane %d: s %d, L %d, W %d, x %d, y %d, w %d: masks %v %v %v %v",
					j, v.s[j], l, lw, x, y, w, bit(eqX), bit(eqY), bit(in), bit(own))
			}
		}
	}
}

// crackRangesLong are the ranges the AVX2 loop is checked on against the
// pure-Go lanes: the start of the day, the end before midnight, the top of
// the 32-bit seeds and a random range, of n seeds each (n odd, so the
// lanes' tail runs too).
func crackRangesLong(n uint32) []seedRange {
	g := rng.NewPCG(1717)
	lo := uint32(g.IntN(DaySeeds - int(n)))
	return []seedRange{{0, n}, {DaySeeds - n, DaySeeds}, {1<<32 - 1 - n, 1<<32 - 1}, {lo, lo + n}}
}

// The AVX2 loop finds exactly the pure-Go lanes' seeds on ranges of
// 50,001 seeds (200,001 with RIFFLE_SLOW=1) for every card at position 0 (the cracker's first target;
// pruned, and unpruned), and on their first 50,001 seeds for one card at
// every other position (the trace from T > 0 and its finish one lane at a
// time) and for the one-card, two-card and dealt-hand targets of every
// table size. The ranges' odd lengths run the lanes' tail too.
func TestCrackSIMDMatchesScalar(t *testing.T) {
	skipNoAVX2(t)
	n := uint32(50_001) // RIFFLE_SLOW=1: 200,001
	switch {
	case os.Getenv("RIFFLE_SLOW") == "1":
		n = 200_001
	case testing.Short() || raceEnabled:
		n = 20_001
	}
	// firstOnly: for five copies of one target the other four would
	// check again what the trace from the first decided.
	scalar := crackKernel{scalar: true, firstOnly: true}
	simd := crackKernel{firstOnly: true}
	unpruned := crackKernel{firstOnly: true, noPrune: true}
	check := func(targets [5]crackTarget, r seedRange) int {
		scalar.firstOnly = targets[1] == targets[0]
		simd.firstOnly, unpruned.firstOnly = scalar.firstOnly, scalar.firstOnly
		want := slices.Clone(scalar.run(targets, r.lo, r.hi))
		for _, k := range []*crackKernel{&simd, &unpruned} {
			got := k.run(targets, r.lo, r.hi)
			if !slices.Equal(got, want) {
				t.Fatalf("seeds %d…%d, targets %v, noPrune %v: AVX2 loop %d seeds, pure Go %d; %s",
					r.lo, r.hi-1, targets, k.noPrune, len(got), len(want), firstDiff(got, want))
			}
		}
		return len(want)
	}
	for ri, long := range crackRangesLong(n) {
		found := 0
		for card := range 52 {
			tg := crackTarget{0, card}
			found += check([5]crackTarget{tg, tg, tg, tg, tg}, long)
		}
		// One card fits one seed in 52: the cards have every seed of
		// the range to agree on.
		if found != int(n) {
			t.Fatalf("seeds %d…%d: %d seeds fit a card at position 0", long.lo, long.hi-1, found)
		}
		r := seedRange{long.lo, long.lo + n/4}
		g := rng.NewPCG(uint64(100 + ri))
		found = 0
		for p := 1; p < 52; p++ {
			tg := crackTarget{p, g.IntN(52)}
			found += check([5]crackTarget{tg, tg, tg, tg, tg}, r)
		}
		for players := MinPlayers; players <= MaxPlayers; players++ {
			l := Layout(players)
			h := l.Hole(0)
			pos := [5]int{h[0], h[1], l.Flop[0], l.Flop[1], l.Flop[2]}
			deal := ASFDeck(r.lo + uint32(g.IntN(int(r.hi-r.lo))))
			var hand [5]crackTarget
			for i, p := range pos {
				hand[i] = crackTarget{p, int(deal[p])}
			}
			a, b := hand[players%5], hand[(players+2)%5]
			if check(hand, r) == 0 {
				t.Fatalf("seeds %d…%d: the hand %v of a seed in the range is not found", r.lo, r.hi-1, hand)
			}
			found += check([5]crackTarget{a, a, a, a, a}, r) + check([5]crackTarget{b, a, b, a, a}, r)
		}
		if found < int(n/4)/52*30 { // about 60 one-card sets
			t.Fatalf("seeds %d…%d: only %d seeds fit, the check checks little", r.lo, r.hi-1, found)
		}
	}
}

// crackSeedsAVX2 with no steps to run sets the lanes as documented.
func TestCrackSeedsLanes(t *testing.T) {
	skipNoAVX2(t)
	var v crackVec
	for _, tc := range []struct{ s52, a52, s1 uint32 }{{0, 1, 0}, {1<<32 - 5, 3, 7}, {123456789, 987654321, 1<<31 + 3}} {
		for _, pos := range []int{0, 17, 51} {
			// Every lane's L is y's: the lanes alive are those whose s_1 is
			// in interval 20 (a wide w makes about half of them).
			x, y, w := crackSteps[20].l[0], crackSteps[pos].l[0], uint32(1<<31+1<<30)^crackFlip
			alive := crackSeedsAVX2(&v, &crackSteps, tc.s52, tc.a52, tc.s1, pos, 52, x, y, w)
			want := uint32(0)
			for j := range crackVecLanes {
				if tc.s1+uint32(j)*rng.DelphiMultiplier-crackExactLow[20] < w^crackFlip {
					want |= 1 << j
				}
			}
			if alive != want {
				t.Fatalf("%+v, position %d: alive %#x, want %#x", tc, pos, alive, want)
			}
			for j := range crackVecLanes {
				if v.s[j] != tc.s52+uint32(j)*tc.a52 || v.s1[j] != tc.s1+uint32(j)*rng.DelphiMultiplier ||
					v.l[j] != crackSteps[pos].l[0] || v.w[j] != crackSteps[pos].w[0] {
					t.Fatalf("%+v, position %d, lane %d: s %d, s_1 %d, L %d, W %d", tc, pos, j, v.s[j], v.s1[j], v.l[j], v.w[j])
				}
			}
		}
	}
}
