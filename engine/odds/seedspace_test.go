package odds

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"
	"time"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// 52! as published (OEIS A000142; e.g. Wolfram|Alpha "52!"), 68 digits.
const fact52 = "80658175170943878571660636856403766975289505440883277824000000000000"

func TestDeckOrders(t *testing.T) {
	if got := DeckOrders(52).String(); got != fact52 {
		t.Errorf("52! = %s, want %s", got, fact52)
	}
	for n := 0; n <= 20; n++ {
		if got, want := DeckOrders(n), stats.Factorial(n); got.Cmp(big.NewInt(int64(want))) != 0 {
			t.Errorf("%d! = %s, stats.Factorial says %d", n, got, want)
		}
	}
	// log2(52!) ≈ 225.58 (and 52! ≈ 8.07e67), through lgamma: an
	// independent route to the same number.
	want := func(n int) float64 { lg, _ := math.Lgamma(float64(n) + 1); return lg / math.Ln2 }
	for n := 1; n <= 52; n++ {
		if got := Log2(DeckOrders(n)); math.Abs(got-want(n)) > 1e-9*max(1, want(n)) {
			t.Errorf("log2(%d!) = %v, lgamma gives %v", n, got, want(n))
		}
	}
	if l := Log2(DeckOrders(52)); math.Abs(l-225.58) > 0.005 {
		t.Errorf("log2(52!) = %v, want ≈ 225.58", l)
	}
	if f, _ := new(big.Float).SetInt(DeckOrders(52)).Float64(); math.Abs(f/8.0658e67-1) > 1e-4 {
		t.Errorf("52! = %v, want ≈ 8.0658e67", f)
	}
}

func TestLog2(t *testing.T) {
	for k := uint(0); k <= 300; k++ {
		if got := Log2(pow2(k)); got != float64(k) {
			t.Errorf("log2(2^%d) = %v", k, got)
		}
	}
	for _, x := range []uint64{3, 16, 86_400_000, MsInTenYears, math.MaxUint64} {
		if got, want := Log2(new(big.Int).SetUint64(x)), math.Log2(float64(x)); math.Abs(got-want) > 1e-12 {
			t.Errorf("log2(%d) = %v, math.Log2 gives %v", x, got, want)
		}
	}
	// Above 64 bits: 3·2^200 has log2 = 200 + log2(3).
	x := new(big.Int).Mul(big.NewInt(3), pow2(200))
	if got, want := Log2(x), 200+math.Log2(3); math.Abs(got-want) > 1e-12 {
		t.Errorf("log2(3·2^200) = %v, want %v", got, want)
	}
	defer func() {
		if recover() == nil {
			t.Error("Log2(0) did not panic")
		}
	}()
	Log2(new(big.Int))
}

func TestMsConstants(t *testing.T) {
	if MsPerDay != 86_400_000 {
		t.Errorf("MsPerDay = %d", MsPerDay)
	}
	// Delphi's Randomize gives 0 at midnight and 86,399,999 a millisecond
	// before the next: 86,400,000 seeds.
	day := time.Date(1999, 9, 28, 0, 0, 0, 0, time.UTC)
	if lo, hi := rng.Randomize(day), rng.Randomize(day.Add(24*time.Hour-time.Millisecond)); lo != 0 || uint64(hi)+1 != MsPerDay {
		t.Errorf("Randomize spans %d…%d, want 0…%d", lo, hi, MsPerDay-1)
	}
	// The most milliseconds in ten years from any day of a 4-year leap
	// cycle, by the calendar.
	var most int64
	for d := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC); d.Year() < 2004; d = d.AddDate(0, 0, 1) {
		most = max(most, d.AddDate(10, 0, 0).Sub(d).Milliseconds())
	}
	if most != MsInTenYears {
		t.Errorf("ms in ten years: calendar %d, MsInTenYears %d", most, MsInTenYears)
	}
	// The Java text's "fewer than 2^36 distinct values" undercounts: 2^36
	// ms is under 2.2 years, and ten years exceed 2^38.
	if ms := int64(1) << 36; ms >= most || float64(ms) > 2.2*365.25*MsPerDay {
		t.Errorf("2^36 ms = %v", time.Duration(ms)*time.Millisecond)
	}
	if l := math.Log2(MsInTenYears); l < 38.19 || l > 38.21 {
		t.Errorf("log2(ms in ten years) = %v, want ≈ 38.2", l)
	}
}

// TestSeedingsMatchRegistry checks every row against an independent
// source: the registry's seed range for generators seeded directly, and
// for java that seeds differing only above bit 47 give the same stream.
func TestSeedingsMatchRegistry(t *testing.T) {
	rows := Seedings()
	if len(rows) != 10 {
		t.Fatalf("%d seedings, want 10", len(rows))
	}
	seen := map[string]bool{}
	for _, s := range rows {
		info, err := rng.Lookup(s.Generator)
		if err != nil {
			t.Errorf("%s: %v", s.Generator, err)
			continue
		}
		if s.How == "" || s.Count == "" || s.Source == "" {
			t.Errorf("%s: empty text in %+v", s.Generator, s)
		}
		if !s.Direct {
			continue
		}
		if seen[s.Generator] {
			t.Errorf("%s: two direct seedings", s.Generator)
		}
		seen[s.Generator] = true
		switch s.Generator {
		case "os":
			if s.Seeds != nil || info.Reproducible {
				t.Errorf("os: seeds %v, reproducible %v", s.Seeds, info.Reproducible)
			}
		case "java":
			// MaxSeed is 2^64 − 1, but only 48 bits matter.
			if s.Seeds.Cmp(pow2(48)) != 0 {
				t.Errorf("java: %v seeds", s.Seeds)
			}
			same := func(a, b uint64) bool {
				ga, _ := info.New(a)
				gb, _ := info.New(b)
				for range 4 {
					if ga.Uint64() != gb.Uint64() {
						return false
					}
				}
				return true
			}
			for _, seed := range []uint64{0, 42, 1<<48 - 1} {
				if !same(seed, seed|0xFFFF<<48) || !same(seed, seed+1<<48) {
					t.Errorf("java: seeds %d and %d+k·2^48 differ", seed, seed)
				}
				if same(seed, seed^1<<47) || same(seed, seed^1) {
					t.Errorf("java: bits 0 and 47 of seed %d do not matter", seed)
				}
			}
		default:
			want := new(big.Int).Add(new(big.Int).SetUint64(info.MaxSeed), big.NewInt(1))
			if s.Seeds.Cmp(want) != 0 {
				t.Errorf("%s: %v seeds, registry MaxSeed+1 = %v", s.Generator, s.Seeds, want)
			}
		}
	}
	for _, g := range rng.Generators() {
		if _, err := g.New(0); err == nil && !seen[g.Name] {
			t.Errorf("generator %s has no direct seeding", g.Name)
		}
	}
	if rows[2].Seeds.Int64() != MsPerDay || rows[6].Seeds.Int64() != MsInTenYears {
		t.Errorf("clock rows: %v, %v", rows[2].Seeds, rows[6].Seeds)
	}
}

func TestReachableDecks(t *testing.T) {
	for _, tc := range []struct {
		seeds *big.Int
		n     int
		want  *big.Int
	}{
		{big.NewInt(16), 52, big.NewInt(16)},
		{big.NewInt(16), 3, big.NewInt(6)}, // 3! = 6 < 16
		{big.NewInt(MsPerDay), 11, big.NewInt(39_916_800)},
		{big.NewInt(MsPerDay), 12, big.NewInt(MsPerDay)}, // 12! = 479,001,600
		{pow2(64), 20, big.NewInt(2_432_902_008_176_640_000)},
		{pow2(64), 21, pow2(64)},
		{nil, 5, big.NewInt(120)},
	} {
		if got := ReachableDecks(tc.seeds, tc.n); got.Cmp(tc.want) != 0 {
			t.Errorf("ReachableDecks(%v, %d) = %v, want %v", tc.seeds, tc.n, got, tc.want)
		}
	}
	// 2^32 of 52! decks: 2^(32 − 225.58…).
	want := math.Exp2(32 - Log2(DeckOrders(52)))
	if got := DeckShare(pow2(32), 52); math.Abs(got/want-1) > 1e-12 {
		t.Errorf("DeckShare(2^32, 52) = %v, want %v", got, want)
	}
	if got := DeckShare(big.NewInt(16), 52); got < 1.98e-67 || got > 1.99e-67 {
		t.Errorf("DeckShare(16, 52) = %v, want 16/52! ≈ 1.984e-67", got)
	}
	if DeckShare(nil, 52) != 1 || DeckShare(big.NewInt(16), 3) != 1 || DeckShare(big.NewInt(3), 3) != 0.5 {
		t.Error("DeckShare of the whole deck space is not 1, or 3 of 6 is not 1/2")
	}
}

// TestSeedingCounts checks that every count written in a row's words is
// the row's Seeds: 2^k for powers of two, else the number with thousands
// separators.
func TestSeedingCounts(t *testing.T) {
	group := func(s string) string {
		var b strings.Builder
		for i, r := range s {
			if i > 0 && (len(s)-i)%3 == 0 {
				b.WriteByte(',')
			}
			b.WriteRune(r)
		}
		return b.String()
	}
	for _, s := range Seedings() {
		if s.Seeds == nil {
			continue
		}
		want := group(s.Seeds.String())
		if b := s.Seeds.BitLen(); s.Seeds.TrailingZeroBits() == uint(b-1) && b > 6 {
			want = fmt.Sprintf("2^%d", b-1)
		}
		if !strings.Contains(s.Count, want) {
			t.Errorf("%s %s: %q does not say %s", s.Generator, s.How, s.Count, want)
		}
	}
	clock := Seedings()[6]
	for _, want := range []string{"3653 days", fmt.Sprintf("2^%.1f", Log2(clock.Seeds)), "86,400,000 ms"} {
		if !strings.Contains(clock.Count, want) {
			t.Errorf("clock row %q lacks %q", clock.Count, want)
		}
	}
}
