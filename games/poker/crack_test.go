package poker

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"riffle/engine/cards"
	"riffle/engine/rng"
)

// visibleSpec is what player 1 sees of the deal from seed at a table of
// players.
func visibleSpec(seed uint32, players int) CrackSpec {
	h := DealHoldem(ASFDeck(seed), players)
	return CrackSpec{Players: players, Hole: h.Hole[0], Flop: h.Flop, Around: int(seed), WindowMs: 2000}
}

// bruteFits is the independent check: shuffle the deck for seed with the
// historic shuffle and compare the five cards.
func bruteFits(spec CrackSpec, seed uint32) bool {
	h := DealHoldem(ASFDeck(seed), spec.Players)
	return h.Hole[0] == spec.Hole && h.Flop == spec.Flop
}

// The kernel agrees with shuffling every seed's deck: over a range of
// seeds it finds exactly the seeds whose deal shows the five cards.
func TestCrackKernelMatchesBruteForce(t *testing.T) {
	g := rng.NewPCG(42)
	for trial := range 40 {
		players := MinPlayers + trial%(MaxPlayers-MinPlayers+1)
		seed := uint32(g.IntN(DaySeeds))
		spec := visibleSpec(seed, players)
		c, err := NewCracker(spec)
		if err != nil {
			t.Fatal(err)
		}
		lo := seed - min(seed, 3000)
		hi := lo + 6000
		var k crackKernel
		got := slices.Clone(k.run(c.targets, lo, hi))
		var want []uint32
		for s := lo; s < hi; s++ {
			if bruteFits(spec, s) {
				want = append(want, s)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("seed %d, %d players: kernel found %v, brute force %v", seed, players, got, want)
		}
		if !slices.Contains(got, seed) {
			t.Fatalf("seed %d not found", seed)
		}
	}
}

// The kernel's trace reproduces every position of the deck, not only the
// five the attack looks at: for each position p the traced origin is the
// card ASFDeck put there.
func TestCrackKernelTracesEveryPosition(t *testing.T) {
	for _, seed := range []uint32{0, 1, 12345, 43_200_000, DaySeeds - 1, 1<<32 - 2} {
		deck := ASFDeck(seed)
		for p, card := range deck {
			targets := [5]crackTarget{{p, int(card)}}
			for i := 1; i < 5; i++ {
				targets[i] = targets[0]
			}
			var k crackKernel
			if hits := k.run(targets, seed, seed+1); !slices.Equal(hits, []uint32{seed}) {
				t.Fatalf("seed %d position %d (%v): kernel says no", seed, p, card)
			}
			targets[0].from = (int(card) + 1) % 52
			if hits := k.run(targets, seed, seed+1); len(hits) != 0 {
				t.Fatalf("seed %d position %d: kernel accepts the wrong card", seed, p)
			}
		}
	}
}

// The window and the rest of the day cover every seed exactly once,
// including windows across midnight.
func TestCrackRanges(t *testing.T) {
	for _, tc := range []struct{ around, window int }{
		{43_200_000, 2000}, {0, 2000}, {1500, 2000}, {DaySeeds - 1, 2000}, {DaySeeds - 1000, 2000},
		{1000, 0}, {5, -1}, {30_000_000, 100_000},
	} {
		c := &Cracker{spec: CrackSpec{Around: tc.around, WindowMs: tc.window}}
		win, rest := c.window()
		var n int64
		for _, r := range append(slices.Clone(win), rest...) {
			if r.lo > r.hi || r.hi > DaySeeds {
				t.Fatalf("%+v: bad range %+v", tc, r)
			}
			n += int64(r.hi - r.lo)
		}
		if n != DaySeeds {
			t.Errorf("%+v: the ranges cover %d seeds, want %d", tc, n, DaySeeds)
		}
		var w int64
		for _, r := range win {
			w += int64(r.hi - r.lo)
		}
		if want := int64(2*tc.window + 1); tc.window >= 0 && w != want {
			t.Errorf("%+v: window has %d seeds, want %d", tc, w, want)
		}
		// Both ends of the window are in it, modulo the day.
		if tc.window >= 0 {
			for _, s := range []int{tc.around - tc.window, tc.around + tc.window, tc.around} {
				s = (s + DaySeeds) % DaySeeds
				in := false
				for _, r := range win {
					in = in || (uint32(s) >= r.lo && uint32(s) < r.hi)
				}
				if !in {
					t.Errorf("%+v: seed %d is not in the window %v", tc, s, win)
				}
			}
		}
	}
}

// The cracker recovers the deck from the window for many seeds and every
// table size, and says how many seeds it tried.
func TestCrackRecoversDeck(t *testing.T) {
	g := rng.NewPCG(7)
	for trial := range 45 {
		players := MinPlayers + trial%(MaxPlayers-MinPlayers+1)
		seed := uint32(g.IntN(DaySeeds))
		spec := visibleSpec(seed, players)
		// The attacker's clock is off by up to 1.5 s either way.
		spec.Around = (int(seed) + g.IntN(3001) - 1500 + DaySeeds) % DaySeeds
		c, err := NewCracker(spec)
		if err != nil {
			t.Fatal(err)
		}
		res, err := c.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(res.Seeds, seed) || res.WholeDay || res.Tried != 4001 {
			t.Fatalf("seed %d, %d players: got %+v", seed, players, res)
		}
		for _, s := range res.Seeds {
			if !bruteFits(spec, s) {
				t.Fatalf("seed %d reported but does not deal the cards", s)
			}
		}
	}
}

// A deal the window does not hold sends the search to the rest of the day;
// the search stops when its context ends.
func TestCrackCancel(t *testing.T) {
	spec := visibleSpec(10_000_000, 6)
	spec.Around = 50_000_000
	c, err := NewCracker(spec)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Run(ctx); err == nil {
		t.Fatal("a cancelled search returned no error")
	}
	if c.Tried() >= DaySeeds {
		t.Errorf("a cancelled search tried %d seeds", c.Tried())
	}
}

// The whole day (86,400,000 seeds) on all cores: seconds, so it runs with
// RIFFLE_SLOW=1; BenchmarkCrackDay measures it.
func TestCrackWholeDay(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") == "" {
		t.Skip("set RIFFLE_SLOW=1 to search a whole day")
	}
	spec := visibleSpec(77_777_777, 4)
	spec.Around = 1_000_000
	c, err := NewCracker(spec)
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(res.Seeds, 77_777_777) || !res.WholeDay || res.Tried != DaySeeds {
		t.Fatalf("got %+v", res)
	}
	for _, s := range res.Seeds {
		if !bruteFits(spec, s) {
			t.Fatalf("seed %d reported but does not deal the cards", s)
		}
	}
}

func TestCrackSpecErrors(t *testing.T) {
	ok := visibleSpec(5, 3)
	bad := []func(*CrackSpec){
		func(s *CrackSpec) { s.Players = 1 },
		func(s *CrackSpec) { s.Players = 11 },
		func(s *CrackSpec) { s.Flop[2] = s.Hole[0] },
		func(s *CrackSpec) { s.Hole[1] = cards.Card(52) },
		func(s *CrackSpec) { s.Around = DaySeeds },
		func(s *CrackSpec) { s.Around = -1 },
		func(s *CrackSpec) { s.WindowMs = DaySeeds / 2 },
		func(s *CrackSpec) { s.Workers = -1 },
	}
	if _, err := NewCracker(ok); err != nil {
		t.Fatal(err)
	}
	for i, f := range bad {
		s := ok
		f(&s)
		if _, err := NewCracker(s); err == nil {
			t.Errorf("case %d: %+v accepted", i, s)
		}
	}
}

// BenchmarkCrackWindow is a ±2 s window (4,001 seeds) on all cores.
func BenchmarkCrackWindow(b *testing.B) {
	spec := visibleSpec(40_000_000, 6)
	for b.Loop() {
		c, _ := NewCracker(spec)
		if res, err := c.Run(context.Background()); err != nil || len(res.Seeds) == 0 {
			b.Fatal(res, err)
		}
	}
}

// BenchmarkCrackDay is the whole day, 86,400,000 seeds, on all cores,
// with the kernel's pure-Go lanes (kernel), with the AVX2 loop where the
// machine has it (simd, the cracker's default) and with the old kernel
// (baseline-kernel).
func BenchmarkCrackDay(b *testing.B) {
	spec := visibleSpec(86_000_000, 6)
	spec.WindowMs = -1
	for _, bc := range []struct {
		name   string
		kernel func() seedKernel
	}{
		{"kernel", func() seedKernel { return &crackKernel{scalar: true} }},
		{"simd", nil},
		{"baseline-kernel", func() seedKernel { return &baselineKernel{} }},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				c, _ := NewCracker(spec)
				c.kernel = bc.kernel
				if res, err := c.Run(context.Background()); err != nil || len(res.Seeds) == 0 {
					b.Fatal(res, err)
				}
			}
		})
	}
}

// BenchmarkCrackSeed compares, per seed on one core, the kernel with the
// baseline: shuffling each seed's deck with shuffle.ASF and comparing.
// The kernel runs are the pure-Go lanes (crackLanes); the simd runs are
// the same with the AVX2 loop (runSIMD), skipped without AVX2.
func BenchmarkCrackSeed(b *testing.B) {
	spec := visibleSpec(1<<31, 6)
	spec.Around = 0
	c, err := NewCracker(spec)
	if err != nil {
		b.Fatal(err)
	}
	for _, simd := range []bool{false, true} {
		name := "kernel"
		if simd {
			name = "simd"
		}
		b.Run(name, func(b *testing.B) {
			skipNoSIMD(b, simd)
			k := crackKernel{scalar: !simd}
			const n = 1 << 16
			seed := uint32(0)
			for b.Loop() {
				k.run(c.targets, seed, seed+n)
				seed += n
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/seed")
		})
	}
	// The first target's card decides where the kernel prunes (for card 0
	// it never does): the every-card runs cycle it through 0…51, as a day
	// of cracks would, with and without the pruning.
	for _, simd := range []bool{false, true} {
		for _, noPrune := range []bool{false, true} {
			name := "kernel-every-card"
			if simd {
				name = "simd-every-card"
			}
			if noPrune {
				name += "-unpruned"
			}
			b.Run(name, func(b *testing.B) {
				skipNoSIMD(b, simd)
				k := crackKernel{noPrune: noPrune, scalar: !simd}
				targets := c.targets
				const n = 1 << 16
				seed := uint32(0)
				for b.Loop() {
					targets[0].from = int(seed/n) % 52
					k.run(targets, seed, seed+n)
					seed += n
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/seed")
			})
		}
	}
	b.Run("baseline-kernel", func(b *testing.B) {
		var k baselineKernel
		const n = 1 << 16
		seed := uint32(0)
		for b.Loop() {
			k.run(c.targets, seed, seed+n)
			seed += n
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/seed")
	})
	b.Run("shuffle-each-deck", func(b *testing.B) {
		seed := uint32(0)
		const n = 1 << 10
		for b.Loop() {
			for range n {
				bruteFits(spec, seed)
				seed++
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/seed")
	})
}

// skipNoSIMD skips a simd run where the AVX2 loop does not run.
func skipNoSIMD(b *testing.B, simd bool) {
	if simd && !crackHasSIMD {
		b.Skip("no AVX2 loop on this machine")
	}
}

func TestClock(t *testing.T) {
	for _, tc := range []struct {
		in   string
		ms   int
		text string
	}{
		{"00:00", 0, "00:00:00.000"},
		{"12:00:01.5", 43_201_500, "12:00:01.500"},
		{"23:59:59.999", DaySeeds - 1, "23:59:59.999"},
		{"7:05:09.04", 25_509_040, "07:05:09.040"},
		{"13:45:10", 49_510_000, "13:45:10.000"},
	} {
		ms, err := ParseClock(tc.in)
		if err != nil || ms != tc.ms {
			t.Errorf("ParseClock(%q) = %d, %v; want %d", tc.in, ms, err, tc.ms)
		}
		if got := ClockText(tc.ms); got != tc.text {
			t.Errorf("ClockText(%d) = %q, want %q", tc.ms, got, tc.text)
		}
	}
	for _, bad := range []string{"", "12", "24:00", "12:60", "12:00:60", "12:00:00.", "12:00:00.1234", "a:b", "1:2:3:4", "12:00:0x", "-1:00", "12:00.5", "12:00:00.-1"} {
		if _, err := ParseClock(bad); err == nil {
			t.Errorf("ParseClock(%q) accepted", bad)
		}
	}
}

// FuzzParseClock: any string either fails or gives a time of day that
// ClockText writes and ParseClock reads back.
func FuzzParseClock(f *testing.F) {
	for _, s := range []string{"12:00:01.5", "00:00", "23:59:59.999", "1:2", "12:00:00.1234", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ms, err := ParseClock(s)
		if err != nil {
			return
		}
		if ms < 0 || ms >= DaySeeds {
			t.Fatalf("%q → %d", s, ms)
		}
		if back, err := ParseClock(ClockText(ms)); err != nil || back != ms {
			t.Fatalf("%q → %d → %q → %d, %v", s, ms, ClockText(ms), back, err)
		}
	})
}

// The moral's numbers, checked independently: 52·51·50·49·48 =
// C(52,5)·5! by math/big; 2^64 over it ≈ 5.9e10; 2^64 seeds at 10 M/s take
// 2^64/1e7/31,557,600 ≈ 58,454 years.
func TestFairMoral(t *testing.T) {
	ways := new(big.Int).Mul(new(big.Int).Binomial(52, 5), big.NewInt(120))
	if VisibleWays() != ways.Int64() {
		t.Fatalf("VisibleWays() = %d, want %v", VisibleWays(), ways)
	}
	per := new(big.Float).Quo(new(big.Float).SetInt(new(big.Int).Lsh(big.NewInt(1), 64)), new(big.Float).SetInt(ways))
	perF, _ := per.Float64()
	lines := FairMoral(1e7)
	all := strings.Join(lines, "\n")
	for _, want := range []string{"1 seed in 3.1e8", strings.Replace(fmt.Sprintf("%.1e", perF), "e+", "e", 1) + ".", "58 thousand years", "10.0 M seeds/s"} {
		if !strings.Contains(all, want) {
			t.Errorf("moral lacks %q:\n%s", want, all)
		}
	}
	if len(lines) != 4 {
		t.Errorf("%d lines, want a heading and three", len(lines))
	}
	for _, rate := range []float64{0, 1, 1e7, 1e12} {
		for _, l := range FairMoral(rate) {
			if n := utf8.RuneCountInString(l); n > 78 {
				t.Errorf("rate %g: line of %d: %q", rate, n, l)
			}
		}
	}
	for x, want := range map[float64]string{3.118752e8: "3.1e8", 0.93: "9.3e-1", 5.9e10: "5.9e10", 1: "1.0e0"} {
		if got := sci(x); got != want {
			t.Errorf("sci(%g) = %q, want %q", x, got, want)
		}
	}
	if got := yearsText(4.2e6); got != "4.2 million" {
		t.Errorf("yearsText(4.2e6) = %q", got)
	}
}

// Rate counts only a whole day's search: a window's few thousand seeds
// measure start-up.
func TestCrackResultRate(t *testing.T) {
	if r := (CrackResult{Tried: 4001, Elapsed: time.Millisecond}).Rate(); r != 0 {
		t.Errorf("window rate %v, want 0", r)
	}
	if r := (CrackResult{Tried: DaySeeds, Elapsed: 2 * time.Second, WholeDay: true}).Rate(); r != DaySeeds/2 {
		t.Errorf("day rate %v, want %d", r, DaySeeds/2)
	}
}
