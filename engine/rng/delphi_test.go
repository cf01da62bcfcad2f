package rng

import (
	"math"
	"testing"
	"time"
)

// Known answer from Arkin et al., "How We Learned to Cheat at Online Poker"
// (1999): RandSeed 12345 steps to 1655067934, and Random(52) = 20. By hand:
//
//	12345·134775813 + 1 = 1,663,807,411,486 = 387·2^32 + 1,655,067,934
//	⌊1,655,067,934·52 / 2^32⌋ = ⌊86,063,532,568 / 4,294,967,296⌋ = 20
//	  (20·2^32 = 85,899,345,920 ≤ 86,063,532,568 < 21·2^32)
//
// and one step further:
//
//	1,655,067,934·134775813 + 1 = 223,063,126,375,080,343
//	                            = 51,935,931·2^32 + 1,242,767,767
//	⌊1,242,767,767·52 / 2^32⌋ = ⌊64,623,923,884 / 4,294,967,296⌋ = 15
//	  (15·2^32 = 64,424,509,440 ≤ 64,623,923,884 < 16·2^32)
func TestDelphiKnownAnswers(t *testing.T) {
	d := NewDelphi(12345)
	if got := d.Random(52); got != 20 || d.RandSeed != 1655067934 {
		t.Errorf("Random(52) = %d with RandSeed %d, want 20 with 1655067934", got, d.RandSeed)
	}
	if got := d.Random(52); got != 15 || d.RandSeed != 1242767767 {
		t.Errorf("second Random(52) = %d with RandSeed %d, want 15 with 1242767767", got, d.RandSeed)
	}
	d = NewDelphi(12345)
	if got := d.IntN(52); got != 20 {
		t.Errorf("IntN(52) = %d, want 20", got)
	}
	// Uint64: two steps, hi<<32 | lo.
	d = NewDelphi(12345)
	if got, want := d.Uint64(), uint64(1655067934)<<32|1242767767; got != want {
		t.Errorf("Uint64() = %#x, want %#x", got, want)
	}
	// Random(2^32−1) keeps nearly all of RandSeed: ⌊x·(2^32−1)/2^32⌋ = x − 1
	// for 0 < x < 2^32.
	d = NewDelphi(12345)
	if got := d.IntN(math.MaxUint32); got != 1655067934-1 {
		t.Errorf("IntN(2^32−1) = %d, want %d", got, 1655067934-1)
	}
}

// The period is the full 2^32, by Hull–Dobell; and one step from the largest
// seed wraps: (2^32−1)·134775813 + 1 ≡ −134775813 + 1 = 2^32 − 134775812.
func TestDelphiWrap(t *testing.T) {
	if !HullDobell(DelphiMultiplier, 1, 1<<32) {
		t.Error("Delphi's recurrence fails Hull–Dobell")
	}
	d := NewDelphi(math.MaxUint32)
	d.Random(1)
	if want := uint32(1<<32 - 134775812); d.RandSeed != want {
		t.Errorf("RandSeed = %d, want %d", d.RandSeed, want)
	}
}

func TestRandomize(t *testing.T) {
	for _, tc := range []struct {
		t    time.Time
		want uint32
	}{
		{time.Date(1999, 9, 1, 0, 0, 0, 0, time.UTC), 0},
		{time.Date(1999, 9, 1, 23, 59, 59, 999_999_999, time.UTC), 86_399_999},
		// 13:45:10.123 = (13·3600 + 45·60 + 10)·1000 + 123 = 49,510,123.
		{time.Date(1999, 9, 1, 13, 45, 10, 123_456_789, time.UTC), 49_510_123},
		// The wall clock of t's own location counts: 09:00 in UTC+5.
		{time.Date(1999, 9, 1, 4, 0, 0, 0, time.UTC).In(time.FixedZone("UTC+5", 5*3600)), 32_400_000},
	} {
		if got := Randomize(tc.t); got != tc.want {
			t.Errorf("Randomize(%v) = %d, want %d", tc.t, got, tc.want)
		}
	}
}

func TestDelphiIntNPanics(t *testing.T) {
	for _, n := range []int{0, -1, math.MaxUint32 + 1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntN(%d) did not panic", n)
				}
			}()
			NewDelphi(0).IntN(n)
		}()
	}
}
