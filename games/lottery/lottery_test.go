package lottery

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"riffle/engine/odds"
)

// TestGamesAreTheDocuments: the drums of every game as the Java text and
// the issue give them (5 of 37, 6 of 40, 20 of 80 with 1…10 spots, 5 of 59
// + 1 of 39, 5 of 69 + 1 of 26, 3 of 10), with the draws' counts.
func TestGamesAreTheDocuments(t *testing.T) {
	want := map[string]struct {
		balls, drawn, bonus, minS, maxS int
		combos                          int64
	}{
		"roadrunner":     {37, 5, 0, 5, 5, 435_897},
		"lotto":          {40, 6, 0, 6, 6, 3_838_380},
		"keno":           {80, 20, 0, 1, 10, 3_535_316_142_212_174_320},
		"powerball-2012": {59, 5, 39, 5, 5, 5_006_386},
		"powerball":      {69, 5, 26, 5, 5, 11_238_513},
		"pick3":          {10, 3, 0, 3, 3, 120},
	}
	gs := Games()
	if len(gs) != len(want) {
		t.Fatalf("%d games, want %d", len(gs), len(want))
	}
	for _, g := range gs {
		w, ok := want[g.Name]
		if !ok {
			t.Errorf("unexpected game %q", g.Name)
			continue
		}
		l := g.Lottery
		if l.Balls != w.balls || l.Drawn != w.drawn || l.Bonus != w.bonus || g.MinSpots != w.minS || g.MaxSpots != w.maxS {
			t.Errorf("%s: %+v spots %d…%d, want %+v", g.Name, l, g.MinSpots, g.MaxSpots, w)
		}
		if c := g.Combinations(); !c.IsInt64() || c.Int64() != w.combos {
			t.Errorf("%s: %v combinations, want %d", g.Name, c, w.combos)
		}
		if !g.ValidSpots(l.Spots) || g.Price < 1 || (g.BonusName != "") != g.HasBonus() {
			t.Errorf("%s: default spots %d, price %d, bonus %q", g.Name, l.Spots, g.Price, g.BonusName)
		}
		if err := l.Validate(); err != nil {
			t.Errorf("%s: %v", g.Name, err)
		}
	}
	if _, err := Lookup("bingo"); err == nil || !strings.Contains(err.Error(), "pick3") {
		t.Errorf("Lookup(bingo) = %v, want the names listed", err)
	}
}

// TestTierOddsPublished: the odds of every Powerball tier against the
// published prize chart (powerball.com, "1 in …" to two decimals, since
// October 2015), the 2009–2012 game's jackpot (1 in 195,249,054), keno's
// 10 of 10 (1 in 8,911,711.18) and Roadrunner Cash's jackpot (1 in
// 435,897).
func TestTierOddsPublished(t *testing.T) {
	published := map[string]map[string]float64{
		"powerball": {
			"5 + Powerball": 292_201_338.00, "5 of 5": 11_688_053.52, "4 + Powerball": 913_129.18,
			"4 of 5": 36_525.17, "3 + Powerball": 14_494.11, "3 of 5": 579.76, "2 + Powerball": 701.33,
			"1 + Powerball": 91.98, "Powerball only": 38.32,
		},
		"powerball-2012": {"5 + Powerball": 195_249_054.00},
		"keno":           {"10 of 10": 8_911_711.18},
		"roadrunner":     {"5 of 5": 435_897.00},
	}
	for name, chart := range published {
		g := mustGame(t, name)
		s := g.Lottery.Spots
		seen := 0
		for _, tier := range g.Tiers(s) {
			want, ok := chart[g.TierName(s, tier)]
			if !ok {
				continue
			}
			seen++
			p, _ := tier.Prob.Float64()
			if got := 1 / p; math.Abs(got-want) > 0.006 {
				t.Errorf("%s %s: 1 in %.2f, published 1 in %.2f", name, g.TierName(s, tier), got, want)
			}
		}
		if seen != len(chart) {
			t.Errorf("%s: %d of the %d published tiers in the pay table", name, seen, len(chart))
		}
	}
}

// TestTiersSortedAndPaying: every tier pays, best first, and its
// probability is engine/odds' for that outcome.
func TestTiersSortedAndPaying(t *testing.T) {
	for _, g := range Games() {
		for s := g.MinSpots; s <= g.MaxSpots; s++ {
			tiers := g.Tiers(s)
			if len(tiers) == 0 {
				t.Errorf("%s %d spots: no prizes", g.Name, s)
			}
			l := g.Odds(s)
			for i, tr := range tiers {
				if tr.Chips <= 0 || (i > 0 && tr.Chips > tiers[i-1].Chips) {
					t.Errorf("%s %d spots: tier %d pays %d after %d", g.Name, s, i, tr.Chips, tiers[max(0, i-1)].Chips)
				}
				want := l.Prob(tr.Matches)
				if g.HasBonus() {
					want = l.ProbBonus(tr.Matches, tr.Bonus)
				}
				if tr.Prob.Cmp(want) != 0 {
					t.Errorf("%s %s: %v, want %v", g.Name, g.TierName(s, tr), tr.Prob, want)
				}
				if g.Pay(s, tr.Matches, tr.Bonus) != tr.Chips {
					t.Errorf("%s %s: Pay disagrees with the tier", g.Name, g.TierName(s, tr))
				}
			}
		}
	}
}

// enumerateReturn is a game's exact return for a ticket of s numbers by
// brute force: every draw of the main drum (C(Balls, Drawn) of them, in
// lexicographic order) against the ticket {1, …, s}, and every bonus ball
// against bonus number 1, each paid by Pay — no binomials, no engine/odds.
func enumerateReturn(g Game, s int) *big.Rat {
	n, d := g.Lottery.Balls, g.Lottery.Drawn
	bonus := max(1, g.Lottery.Bonus)
	var won, draws int64
	idx := make([]int, d)
	for i := range idx {
		idx[i] = i
	}
	for {
		m := 0
		for _, i := range idx {
			if i < s { // ball i+1 is on the ticket {1…s}
				m++
			}
		}
		for b := 1; b <= bonus; b++ {
			won += int64(g.Pay(s, m, g.HasBonus() && b == 1))
			draws++
		}
		// next combination
		j := d - 1
		for j >= 0 && idx[j] == n-d+j {
			j--
		}
		if j < 0 {
			break
		}
		idx[j]++
		for k := j + 1; k < d; k++ {
			idx[k] = idx[k-1] + 1
		}
	}
	return big.NewRat(won, draws*int64(g.Price))
}

// TestReturnByEnumeration: Return (from engine/odds' probabilities) is the
// brute-force average over every draw, for the games small enough to
// enumerate, for a small bonus game built here, and for keno's 1 and 2
// spots by hand: 3·(20/80) = 3/4 and 12·C(20,2)/C(80,2) = 57/79.
func TestReturnByEnumeration(t *testing.T) {
	small := Game{Name: "test", Title: "Test", Lottery: odds.Lottery{Balls: 8, Drawn: 3, Spots: 3, Bonus: 4},
		MinSpots: 3, MaxSpots: 3, Price: 2, BonusName: "Bonus",
		pays: map[int][]int{3: {0, 0, 3, 40}}, bonusPays: []int{1, 2, 9, 200}}
	for _, g := range []Game{mustGame(t, "pick3"), mustGame(t, "roadrunner"), small} {
		s := g.Lottery.Spots
		if got, want := g.Return(s), enumerateReturn(g, s); got.Cmp(want) != 0 {
			t.Errorf("%s: Return %v, enumeration %v", g.Name, got, want)
		}
	}
	keno := mustGame(t, "keno")
	for s, want := range map[int]*big.Rat{1: big.NewRat(3, 4), 2: big.NewRat(57, 79)} {
		if got := keno.Return(s); got.Cmp(want) != 0 {
			t.Errorf("keno %d spots: Return %v, want %v", s, got, want)
		}
	}
	// The house keeps something on every ticket, and the tables are not
	// absurd: between 15% and 90% comes back.
	for _, g := range Games() {
		for s := g.MinSpots; s <= g.MaxSpots; s++ {
			if f, _ := g.Return(s).Float64(); f <= 0.15 || f >= 0.9 {
				t.Errorf("%s %d spots: returns %.3f", g.Name, s, f)
			}
		}
	}
}

func TestTierNames(t *testing.T) {
	pb, keno := mustGame(t, "powerball"), mustGame(t, "keno")
	for _, tc := range []struct {
		g    Game
		s    int
		tier Tier
		want string
	}{
		{pb, 5, Tier{Matches: 5, Bonus: true}, "5 + Powerball"},
		{pb, 5, Tier{Matches: 0, Bonus: true}, "Powerball only"},
		{pb, 5, Tier{Matches: 4}, "4 of 5"},
		{keno, 6, Tier{Matches: 3}, "3 of 6"},
	} {
		if got := tc.g.TierName(tc.s, tc.tier); got != tc.want {
			t.Errorf("%s: %q, want %q", fmt.Sprint(tc.tier), got, tc.want)
		}
	}
}

// TestSpotsPanics: the contract's panics on ticket sizes a game does not
// sell.
func TestSpotsPanics(t *testing.T) {
	rr := mustGame(t, "roadrunner")
	for name, f := range map[string]func(){
		"Pay":    func() { rr.Pay(4, 4, false) },
		"Tiers":  func() { rr.Tiers(6) },
		"Return": func() { rr.Return(0) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s did not panic", name)
				}
			}()
			f()
		}()
	}
}
