package rng

import (
	"math"
	"slices"
	"testing"
)

func mtOutputs(g *MT19937, n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = g.Uint32()
	}
	return out
}

// Known answers: std::mt19937's default seed 5489 starts 3499211612,
// 581869302, 3890346734, and its 10000th output is 4123659995 (the C++
// standard's requirement, [rand.predef]). The further outputs for seeds 5489,
// 0, 2^32−1, 2^32−5 and 12345 came from std::mt19937 of GCC 12's libstdc++ on
// this machine (a throwaway program outside the repository).
func TestMT19937KnownAnswers(t *testing.T) {
	for _, tc := range []struct {
		seed uint32
		skip int
		want []uint32
	}{
		{5489, 0, []uint32{3499211612, 581869302, 3890346734, 3586334585, 545404204, 4161255391,
			3922919429, 949333985, 2715962298, 1323567403, 418932835, 2350294565}},
		{5489, 9999, []uint32{4123659995}},
		{0, 0, []uint32{2357136044, 2546248239, 3071714933, 3626093760}},
		{math.MaxUint32, 0, []uint32{419326371, 479346978, 3918654476, 2416749639}},
		{math.MaxUint32 - 4, 0, []uint32{1844333030, 2494113081, 4193981355, 49197671}},
		// Outputs 625…628: the second twist.
		{12345, 624, []uint32{3957348375, 3514278914, 622445323, 785134127}},
	} {
		g := NewMT19937(tc.seed)
		for range tc.skip {
			g.Uint32()
		}
		if got := mtOutputs(g, len(tc.want)); !slices.Equal(got, tc.want) {
			t.Errorf("seed %d, after %d: got %v, want %v", tc.seed, tc.skip, got, tc.want)
		}
	}
}

// init_by_array({0x123, 0x234, 0x345, 0x456}) is the example of
// mt19937ar.c; its first outputs are in mt19937ar.out.
func TestMT19937ByArray(t *testing.T) {
	g := NewMT19937ByArray([]uint32{0x123, 0x234, 0x345, 0x456})
	want := []uint32{1067595299, 955945823, 477289528, 4107218783, 4228976476}
	if got := mtOutputs(g, len(want)); !slices.Equal(got, want) {
		t.Errorf("init_by_array: got %v, want %v", got, want)
	}
	// Commons Math 2.1's new MersenneTwister(42L) is init_by_array({0, 42});
	// these values came from a Java transcription of its MersenneTwister.java
	// (a throwaway program outside the repository).
	g = NewMT19937ByArray([]uint32{0, 42})
	want = []uint32{1863668629, 3367617387, 2744963655, 577487538}
	if got := mtOutputs(g, len(want)); !slices.Equal(got, want) {
		t.Errorf("init_by_array({0, 42}): got %v, want %v", got, want)
	}
	// A key longer than the state (the loop runs len(key) times).
	long := make([]uint32, 1000)
	for i := range long {
		long[i] = uint32(i)
	}
	if a, b := NewMT19937ByArray(long).Uint32(), NewMT19937ByArray(long[:624]).Uint32(); a == b {
		t.Errorf("keys of 1000 and 624 words gave the same first output %d", a)
	}
	defer func() {
		if recover() == nil {
			t.Error("NewMT19937ByArray(nil) did not panic")
		}
	}()
	NewMT19937ByArray(nil)
}

// Commons Math 2.1's nextInt(n): mask = the least 2^k − 1 ≥ n, draw
// output & mask until below n. From seed 5489, by hand from the raw outputs
// above (x mod 64 = x & 63):
//
//	n = 52, mask 63:
//	3499211612 = 54675181·64 + 28 → 28
//	 581869302 =  9091707·64 + 54 → reject
//	3890346734 = 60786667·64 + 46 → 46
//	3586334585 = 56036477·64 + 57 → reject
//	 545404204 =  8521940·64 + 44 → 44
//	4161255391 = 65019615·64 + 31 → 31
//	3922919429 = 61295616·64 +  5 →  5
//	 949333985 = 14833343·64 + 33 → 33
//	2715962298 = 42436910·64 + 58 → reject
//	1323567403 = 20680740·64 + 43 → 43
//	 418932835 =  6545825·64 + 35 → 35
//
//	n = 16, mask 31 (one bit wider than needed): 28, 22 → reject; 46 mod 32 = 14 → 14
func TestMT19937IntNCommonsMath(t *testing.T) {
	g := NewMT19937(5489)
	for i, want := range []int{28, 46, 44, 31, 5, 33, 43, 35} {
		if got := g.IntN(52); got != want {
			t.Errorf("IntN(52) #%d = %d, want %d", i, got, want)
		}
	}
	if got := NewMT19937(5489).IntN(16); got != 14 {
		t.Errorf("IntN(16) = %d, want 14", got)
	}
	// More bounds, from a Java transcription of Commons Math 2.1's
	// BitsStreamGenerator.nextInt(int) and MersenneTwister.next(int),
	// seeded with setSeed(5489) (a throwaway program outside the repository).
	for n, want := range map[int][]int{
		1:         {0, 0, 0, 0, 0, 0, 0, 0},
		2:         {0, 1, 0, 1, 1, 1, 0, 0},
		16:        {14, 12, 5, 1, 11, 3, 5, 4},
		52:        {28, 46, 44, 31, 5, 33, 43, 35},
		1000:      {860, 758, 750, 889, 300, 991, 5, 993},
		1<<30 + 1: {581869302, 545404204, 949333985, 568478650, 418932835, 202810917, 809094426, 201354591},
		1<<31 - 1: {1351727964, 581869302, 1742863086, 1438850937, 545404204, 2013771743, 1775435781, 949333985},
	} {
		g := NewMT19937(5489)
		for i, w := range want {
			if got := g.IntN(n); got != w {
				t.Errorf("IntN(%d) #%d = %d, want %d", n, i, got, w)
			}
		}
	}
}

// Uint64 is Commons Math's nextLong(): the first two outputs, hi<<32 | lo.
// The Java transcription printed nextLong() = -3417744637804241162 for seed
// 5489, which is 3499211612<<32 | 581869302 as a signed long.
func TestMT19937Uint64(t *testing.T) {
	g := NewMT19937(5489)
	want := uint64(3499211612)<<32 | 581869302
	got := g.Uint64()
	if got != want {
		t.Errorf("Uint64() = %d, want %d", got, want)
	}
	if int64(got) != -3417744637804241162 {
		t.Errorf("Uint64() as a long = %d, want -3417744637804241162", int64(got))
	}
}

func TestMT19937IntNPanics(t *testing.T) {
	for _, n := range []int{0, -1, math.MaxInt32 + 1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntN(%d) did not panic", n)
				}
			}()
			NewMT19937(0).IntN(n)
		}()
	}
}
