package odds

import (
	"math"
	"math/big"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/rng"
)

func hole(s string) [2]cards.Card {
	cs := cards.MustParseCards(s)
	return [2]cards.Card{cs[0], cs[1]}
}

// The deal counts: against one opponent on the flop, C(47,2)·C(45,2); on
// the river against three, the ways to deal three pairs from 45 cards.
func TestHoldemVsRandomDeals(t *testing.T) {
	for _, c := range []struct {
		k, board int
		want     int64
	}{
		{1, 3, 1081 * 990},
		{1, 5, 990},
		{3, 5, 45 * 44 / 2 * (43 * 42 / 2) * (41 * 40 / 2) / 6},
		{1, 0, 1225 * 1712304},
	} {
		if got := HoldemVsRandomDeals(c.k, c.board); got.Cmp(big.NewInt(c.want)) != 0 {
			t.Errorf("%d opponents, %d board cards: %v deals, want %d", c.k, c.board, got, c.want)
		}
	}
}

// Exact equity against one random hand is the average, over every hand the
// opponent can hold, of the exact two-hand equity (Holdem, a separate
// enumeration): on the river and on the turn, checked as fractions.
func TestVsRandomExactAgainstHoldem(t *testing.T) {
	for _, c := range []struct{ hole, board string }{
		{"Ah Kh", "Qh Jh 2c 7d 9s"},
		{"7c 7d", "Ac Kd 7h 2s"},
		{"2c 3d", "Ah Ad Ac 9s"},
	} {
		h, b := hole(c.hole), cards.MustParseCards(c.board)
		got, err := HoldemVsRandomExact(h, b, 1)
		if err != nil {
			t.Fatal(err)
		}
		u := unseen(h, b)
		sum, n := new(big.Rat), int64(0)
		for i := range u {
			for j := i + 1; j < len(u); j++ {
				o, err := Holdem([][2]cards.Card{h, {u[i], u[j]}}, b)
				if err != nil {
					t.Fatal(err)
				}
				sum.Add(sum, o.Equity(0))
				n++
			}
		}
		want := sum.Quo(sum, big.NewRat(n, 1))
		if got.Exact.Cmp(want) != 0 || got.SE != 0 || got.Samples != HoldemVsRandomDeals(1, len(b)).Int64() {
			t.Errorf("%s on %s: %s (%d deals), the average of the two-hand equities %s", c.hole, c.board, got.Exact.RatString(), got.Samples, want.RatString())
		}
	}
}

// Monte Carlo agrees with the exact equity within four standard errors at
// fixed seeds (a false alarm about once in 16,000 checks), and its
// standard error is what √(p(1−p)/n) says for win-or-lose deals; before
// the flop aces against one random hand are the well-known 85.2%.
func TestVsRandomMonteCarlo(t *testing.T) {
	for _, c := range []struct {
		hole, board string
		k           int
	}{
		{"Ah Kh", "Qh 7c 2d", 1},
		{"9s 9d", "Ts 4h 2c 8d", 1},
		{"Qc Jc", "Tc 2h 2d 9h Kc", 2},
	} {
		h, b := hole(c.hole), cards.MustParseCards(c.board)
		ex, err := HoldemVsRandomExact(h, b, c.k)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(2) {
			mc, err := HoldemVsRandomMC(h, b, c.k, rng.NewPCG(seed), 20000)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(mc.Equity-ex.Equity) > 4*mc.SE || mc.SE <= 0 {
				t.Errorf("%s on %s vs %d: MC %.4f ± %.4f, exact %.4f", c.hole, c.board, c.k, mc.Equity, mc.SE, ex.Equity)
			}
			if p := ex.Equity; math.Abs(mc.SE-math.Sqrt(p*(1-p)/20000)) > 0.2*mc.SE {
				t.Errorf("%s: SE %.5f, for p = %.3f want about %.5f", c.hole, mc.SE, p, math.Sqrt(p*(1-p)/20000))
			}
		}
	}
	mc, _ := HoldemVsRandomMC(hole("As Ad"), nil, 1, rng.NewPCG(9), 40000)
	if math.Abs(mc.Equity-0.852) > 4*mc.SE+0.0005 {
		t.Errorf("aces against a random hand: %.4f ± %.4f, want 0.852", mc.Equity, mc.SE)
	}
}

// HoldemVsRandom enumerates when the work is within the budget, samples
// otherwise; bad input is refused.
func TestVsRandomChooses(t *testing.T) {
	h := hole("Ah Kh")
	b := cards.MustParseCards("Qh 7c 2d 5s")
	e, err := HoldemVsRandom(h, b, 1, 1e6, rng.NewPCG(1), 1000)
	if err != nil || e.Exact == nil {
		t.Errorf("a turn heads-up within budget: exact %v, %v", e.Exact, err)
	}
	e, err = HoldemVsRandom(h, b, 1, 1000, rng.NewPCG(1), 1000)
	if err != nil || e.Exact != nil || e.Samples != 1000 {
		t.Errorf("over budget: exact %v, %d samples, %v", e.Exact, e.Samples, err)
	}
	for _, bad := range []struct {
		h [2]cards.Card
		b []cards.Card
		k int
	}{{h, b, 0}, {h, b, 9}, {[2]cards.Card{cards.MustParse("Ah"), cards.MustParse("Ah")}, nil, 1}, {h, cards.MustParseCards("Ah 2c 3c"), 1}, {h, cards.MustParseCards("2c 3c 4c 5c 6c 7c"), 1}} {
		if _, err := HoldemVsRandom(bad.h, bad.b, bad.k, 1e6, rng.NewPCG(1), 100); err == nil {
			t.Errorf("%v on %v vs %d: no error", bad.h, bad.b, bad.k)
		}
	}
}

// The exact enumeration's cost per hand valued, beside Holdem's (the
// two-hand equity of `riffle odds holdem`), sets the budget the Hold'em
// table gives it for its 50 ms (HoldemExactBudget).
func BenchmarkVsRandomExactFlop(b *testing.B) {
	h, board := hole("Ah Kh"), cards.MustParseCards("Qh 7c 2d")
	for b.Loop() {
		e, _ := HoldemVsRandomExact(h, board, 1)
		sinkRat = e.Exact
	}
	values := float64(2 * HoldemVsRandomDeals(1, 3).Int64())
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)/values*1e9, "ns/value")
}

// Baseline: the two-hand exact equity before the flop (1,712,304 boards).
func BenchmarkVsRandomBaselineHoldem(b *testing.B) {
	hands := [][2]cards.Card{hole("Ah Kh"), hole("Qs Qd")}
	for b.Loop() {
		o, _ := Holdem(hands, nil)
		sinkRat = o.Equity(0)
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N)/(2*1712304)*1e9, "ns/value")
}

var sinkRat *big.Rat
