package poker

import (
	"fmt"
	"slices"
	"testing"

	"riffle/engine/rng"
)

// The kernel's constants: A⁻¹ inverts Delphi's multiplier, L_p is the
// first state Random(51) sends to p, and W covers every interval.
func TestCrackKernelConstants(t *testing.T) {
	if a, inv := uint32(rng.DelphiMultiplier), uint32(crackInverse); a*inv != 1 {
		t.Fatalf("A·A⁻¹ = %d, want 1", a*inv)
	}
	random51 := func(s uint32) int { return int(uint64(s) * 51 >> 32) }
	for p := range 51 {
		if got := random51(crackLow[p]); got != p {
			t.Errorf("Random(51) at L_%d = %d, want %d", p, got, p)
		}
		if p > 0 && random51(crackLow[p]-1) != p-1 {
			t.Errorf("L_%d is not the first state of %d", p, p)
		}
		next := uint64(1) << 32
		if p < 50 {
			next = uint64(crackLow[p+1])
		}
		if w := next - uint64(crackLow[p]); w > crackWidth || w < crackWidth-1 {
			t.Errorf("interval %d has %d states, W = %d", p, w, crackWidth)
		}
	}
	// Stepping u back with K_p is stepping s back, for every p.
	g := rng.NewPCG(3)
	for range 1000 {
		s := uint32(g.Uint64())
		p := g.IntN(52)
		u := s - crackLow[p]
		back := (s - 1) * crackInverse
		if u*crackInverse+crackAdd[p] != back-crackLow[p] {
			t.Fatalf("p = %d, s = %d: u·A⁻¹ + K_p is not s_{j−1} − L_p", p, s)
		}
		if back*rng.DelphiMultiplier+1 != s {
			t.Fatalf("s = %d: stepping back and forth does not return", s)
		}
	}
}

// kernelRanges are the seed ranges the kernel is checked on: the start of
// the day, the end before midnight, the top of the 32-bit seeds, and
// random ranges. Their total is a few hundred thousand seeds.
func kernelRanges(n uint32) []seedRange {
	g := rng.NewPCG(17)
	r := []seedRange{{0, n}, {DaySeeds - n, DaySeeds}, {1<<32 - 1 - n, 1<<32 - 1}}
	for range 3 {
		lo := uint32(g.IntN(DaySeeds - int(n)))
		r = append(r, seedRange{lo, lo + n})
	}
	return r
}

// The kernel agrees with shuffling every deck with ASFDeck and comparing
// the visible cards, on consecutive seeds over several ranges, for target
// sets that hit often: one card (five copies of one target, one seed in
// 52), two cards (one in 2,652), and a dealt hand's five cards, at every
// table size. A seed range of odd length exercises the lanes' tail.
func TestCrackKernelMatchesShuffle(t *testing.T) {
	n := uint32(50_001)
	if testing.Short() {
		n = 5_001
	}
	for ri, r := range kernelRanges(n) {
		decks := make([][52]int, r.hi-r.lo)
		for i := range decks {
			for p, c := range ASFDeck(r.lo + uint32(i)) {
				decks[i][p] = int(c)
			}
		}
		g := rng.NewPCG(uint64(ri))
		var sets [][5]crackTarget
		for players := MinPlayers; players <= MaxPlayers; players++ {
			// A dealt hand from a seed inside the range, so it is found.
			mid := r.lo + uint32(g.IntN(int(r.hi-r.lo)))
			l := Layout(players)
			h := l.Hole(0)
			pos := [5]int{h[0], h[1], l.Flop[0], l.Flop[1], l.Flop[2]}
			var hand [5]crackTarget
			for i, p := range pos {
				hand[i] = crackTarget{p, decks[mid-r.lo][p]}
			}
			// One card and two cards, at the hand's positions, with cards
			// from one deck of the range, so at least that seed fits: one
			// card fits about one seed in 52, two one in 2,652.
			d := decks[g.IntN(len(decks))]
			a := crackTarget{pos[players%5], d[pos[players%5]]}
			b := crackTarget{pos[(players+2)%5], d[pos[(players+2)%5]]}
			sets = append(sets, hand, [5]crackTarget{a, a, a, a, a}, [5]crackTarget{b, a, b, a, a})
		}
		for _, targets := range sets {
			var want []uint32
			for i, d := range decks {
				fits := true
				for _, tg := range targets {
					fits = fits && d[tg.pos] == tg.from
				}
				if fits {
					want = append(want, r.lo+uint32(i))
				}
			}
			for name, k := range testKernels() {
				got := k.run(targets, r.lo, r.hi)
				if !slices.Equal(got, want) {
					t.Fatalf("seeds %d…%d, targets %v: %s kernel found %d seeds, shuffling %d; first difference %s",
						r.lo, r.hi-1, targets, name, len(got), len(want), firstDiff(got, want))
				}
			}
			if len(want) == 0 {
				t.Fatalf("seeds %d…%d, targets %v: no seed fits, the check checks nothing", r.lo, r.hi-1, targets)
			}
		}
	}
}

// testKernels are the kernels the tests check: the pure-Go lanes, and the
// AVX2 loop where the machine has it.
func testKernels() map[string]*crackKernel {
	k := map[string]*crackKernel{"pure Go": {scalar: true}}
	if crackHasSIMD {
		k["AVX2"] = &crackKernel{}
	}
	return k
}

func firstDiff(a, b []uint32) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("at %d: %d vs %d", i, a[i], b[i])
		}
	}
	return "in length"
}

// The kernel agrees with the old kernel (baselineKernel, itself checked
// against shuffling) on two million seeds for targets of every position
// 0…51 and every card, one card at a time: every first target the kernel
// may trace, including positions past the deal.
func TestCrackKernelMatchesBaseline(t *testing.T) {
	n := uint32(40_000)
	if testing.Short() {
		n = 4_000
	}
	g := rng.NewPCG(99)
	kernels := testKernels()
	var ok baselineKernel
	for p := range 52 {
		from := g.IntN(52)
		tg := crackTarget{p, from}
		targets := [5]crackTarget{tg, tg, tg, tg, tg}
		lo := uint32(g.Uint64())
		lo = min(lo, 1<<32-1-n)
		want := ok.run(targets, lo, lo+n)
		for name, k := range kernels {
			got := k.run(targets, lo, lo+n)
			if !slices.Equal(got, want) {
				t.Fatalf("position %d card %d, seeds %d…: %s kernel %d seeds, baseline %d; %s", p, from, lo, name, len(got), len(want), firstDiff(got, want))
			}
		}
	}
}

// Every seed the cracker finds for a dealt hand is a seed that deals it,
// and it finds all of them: over a window, the cracker's seeds are the
// brute-force set (shuffling each deck), for deals of random seeds at
// every table size.
func TestCrackFindsExactlyBruteForce(t *testing.T) {
	g := rng.NewPCG(2026)
	trials := 18
	if testing.Short() {
		trials = 3
	}
	for trial := range trials {
		players := MinPlayers + trial%(MaxPlayers-MinPlayers+1)
		seed := uint32(g.IntN(DaySeeds))
		if trial == 0 {
			seed = DaySeeds - 3 // the window crosses midnight
		}
		spec := visibleSpec(seed, players)
		spec.WindowMs = 3000
		c, err := NewCracker(spec)
		if err != nil {
			t.Fatal(err)
		}
		win, _ := c.window()
		got, err := c.search(t.Context(), win)
		if err != nil {
			t.Fatal(err)
		}
		var want []uint32
		for _, r := range win {
			for s := r.lo; s < r.hi; s++ {
				if bruteFits(spec, s) {
					want = append(want, s)
				}
			}
		}
		slices.Sort(want)
		if !slices.Equal(got, want) || !slices.Contains(got, seed) {
			t.Fatalf("seed %d, %d players: cracker found %v, brute force %v", seed, players, got, want)
		}
	}
}

// The pruned kernel agrees with shuffling for the trace from position 0
// (the cracker's first target) and every card 0…51, the one the pruning
// stops at, over the kernel's ranges: a group is dropped only when none of
// its seeds can deal the card, and every seed that deals it is kept. Both
// kernels run with firstOnly, so what the other four (identical) targets
// would check again cannot hide a wrong trace.
func TestCrackKernelPrunesEveryCard(t *testing.T) {
	n := uint32(20_003)
	if testing.Short() {
		n = 2_003
	}
	kernels := testKernels()
	for _, r := range kernelRanges(n) {
		first := make([]int, r.hi-r.lo)
		for i := range first {
			first[i] = int(ASFDeck(r.lo + uint32(i))[0])
		}
		for card := range 52 {
			tg := crackTarget{0, card}
			var want []uint32
			for i, c := range first {
				if c == card {
					want = append(want, r.lo+uint32(i))
				}
			}
			for name, k := range kernels {
				k.firstOnly = true
				got := k.run([5]crackTarget{tg, tg, tg, tg, tg}, r.lo, r.hi)
				if !slices.Equal(got, want) {
					t.Fatalf("seeds %d…%d, card %d at position 0: %s kernel %d seeds, shuffling %d; %s",
						r.lo, r.hi-1, card, name, len(got), len(want), firstDiff(got, want))
				}
			}
		}
	}
}
