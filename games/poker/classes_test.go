package poker

import (
	"math"
	"os"
	"sync"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/odds"
)

// published5 are the five-card hand counts of C(52, 5) = 2,598,960 hands
// (Wikipedia, "Poker probability", frequency of 5-card poker hands): the
// independent source for the probabilities the tests expect.
var published5 = [NumClasses]int64{
	cards.HighCard: 1_302_540, cards.OnePair: 1_098_240, cards.TwoPair: 123_552,
	cards.ThreeOfAKind: 54_912, cards.Straight: 10_200, cards.Flush: 5_108,
	cards.FullHouse: 3_744, cards.FourOfAKind: 624, cards.StraightFlush: 36, cards.RoyalFlush: 4,
}

// table5 is the exact 5-card table of engine/odds, counted once for all
// the tests (all 2,598,960 hands).
var table5 = sync.OnceValues(func() ([]odds.PokerClass, error) { return odds.PokerClasses(5) })

func probs5(t testing.TB) ClassProbs {
	t.Helper()
	table, err := table5()
	if err != nil {
		t.Fatal(err)
	}
	p, err := ProbsOf(table)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestProbsOf(t *testing.T) {
	p := probs5(t)
	for c := cards.HighCard; c <= cards.RoyalFlush; c++ {
		if want := float64(published5[c]) / 2_598_960; p[c] != want {
			t.Errorf("%v: %g, published %g", c, p[c], want)
		}
	}
	table, _ := table5()
	if _, err := ProbsOf(table[:9]); err == nil {
		t.Error("a table missing a class was accepted")
	}
	bad := append([]odds.PokerClass(nil), table...)
	bad[1].Count++
	if _, err := ProbsOf(bad); err == nil {
		t.Error("a table whose counts miss its total was accepted")
	}
}

func TestPool(t *testing.T) {
	p := probs5(t)
	for _, c := range []struct {
		n      int64
		labels []string
	}{
		{0, []string{"High card", "One pair+"}},
		{5, []string{"High card", "One pair+"}},
		// 100 hands: two pair expects 4.75, below 5, so it heads the tail.
		{100, []string{"High card", "One pair", "Two pair+"}},
		// 1,000: three of a kind 21.1, straight 3.9 + the rest 3.7 = 7.6.
		{1_000, []string{"High card", "One pair", "Two pair", "Three of a kind", "Straight+"}},
		// 50,000: four of a kind 12.0 but straight flush+ only 0.77.
		{50_000, []string{"High card", "One pair", "Two pair", "Three of a kind", "Straight", "Flush", "Full house", "Four of a kind+"}},
		// Straight flushes (1.39e-5) stand alone once the royal flush
		// (1.54e-6) expects 5: 3.25 million hands.
		{3_300_000, []string{"High card", "One pair", "Two pair", "Three of a kind", "Straight", "Flush", "Full house", "Four of a kind", "Straight flush", "Royal flush"}},
	} {
		var tally ClassTally
		// Spread n hands over the classes in proportion, the remainder
		// on high card: the counts, not the pooling, are arbitrary here.
		left := c.n
		for cl := cards.OnePair; cl <= cards.RoyalFlush; cl++ {
			k := int64(float64(c.n) * p[cl])
			tally.Counts[cl] = k
			left -= k
		}
		tally.Counts[cards.HighCard] = left
		groups := Pool(tally, p, MinExpected)
		var labels []string
		var count int64
		var prob float64
		for _, g := range groups {
			labels = append(labels, g.Label())
			count += g.Count
			prob += g.Prob
		}
		if len(labels) != len(c.labels) {
			t.Errorf("%d hands: groups %q, want %q", c.n, labels, c.labels)
			continue
		}
		for i := range labels {
			if labels[i] != c.labels[i] {
				t.Errorf("%d hands: groups %q, want %q", c.n, labels, c.labels)
				break
			}
		}
		if count != c.n || math.Abs(prob-1) > 1e-12 {
			t.Errorf("%d hands: groups hold %d hands, probability %g", c.n, count, prob)
		}
	}
}

// zTolerance is the bound on every group's |z| in the tests below: each
// group's count is within 4.5 standard errors of N·p, SE = √(N·p·(1−p)).
// With the groups pooled to expect at least 50 hands each, the exact
// binomial chance that a group strays further is at most 1.4·10⁻⁵ (it is
// 6.8·10⁻⁶ for the large groups, 1.4·10⁻⁵ for the flush group's 98), so the
// chance that a fair deal fails the test is below 6.2·10⁻⁵ for the seven
// groups of 50,000 hands (union bound, computed exactly for these groups)
// — below 10⁻⁴ even with the hands of a deal slightly dependent (their
// class counts vary by at most 3% more than for independent hands, see
// TestIntraDealCorrelation).
const (
	zTolerance  = 4.5
	testMinExp  = 50
	statDeals   = 10_000
	statHands   = 5
	statCardsIn = 5
)

// dealClasses tallies the hand classes of deals 5×5 deals with the
// algorithm and generator.
func dealClasses(t *testing.T, algoName, genName string, seed uint64, deals int) ClassTally {
	t.Helper()
	tb, err := New(testAlgo(t, algoName), testGen(t, genName, seed))
	if err != nil {
		t.Fatal(err)
	}
	r, err := tb.StartRun()
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Deal(deals); err != nil {
		t.Fatal(err)
	}
	tb.EndRun(r)
	return tb.Classes(statCardsIn)
}

// maxZ is the largest |z| over the groups of tally pooled to expect
// testMinExp each.
func maxZ(tally ClassTally, p ClassProbs) (float64, []ClassGroup) {
	groups := Pool(tally, p, testMinExp)
	n := float64(tally.Total())
	z := 0.0
	for _, g := range groups {
		z = math.Max(z, math.Abs(float64(g.Count)-n*g.Prob)/math.Sqrt(n*g.Prob*(1-g.Prob)))
	}
	return z, groups
}

func TestHandClassesFair(t *testing.T) {
	p := probs5(t)
	tally := dealClasses(t, "fisher-yates", "pcg", 42, statDeals)
	if n := tally.Total(); n != statDeals*statHands {
		t.Fatalf("%d hands tallied, want %d", n, statDeals*statHands)
	}
	z, groups := maxZ(tally, p)
	if len(groups) != 7 {
		t.Errorf("%d groups, the tolerance was worked out for 7", len(groups))
	}
	if z > zTolerance {
		for _, g := range groups {
			t.Logf("%-18s %6d  expected %9.1f", g.Label(), g.Count, float64(tally.Total())*g.Prob)
		}
		t.Errorf("fisher-yates on pcg, seed 42: a group is %.2f standard errors off (tolerance %.1f)", z, zTolerance)
	}
	if f := FitClasses(tally, p); f.P < 1e-4 {
		t.Errorf("fisher-yates on pcg, seed 42: χ² %.1f df %d p %.3g", f.Chi2, f.DF, f.P)
	}
}

// The same statistic flags a biased shuffle (one riffle of a new deck
// leaves it in long runs: flushes and straights galore) and a fair shuffle
// on a bad generator (lcg32 has 32 states, so only 32 decks ever come up).
// Their groups are tens of standard errors off; the statistic is blind,
// though, to the mild position bias of the naive and ASF shuffles on a good
// generator (the panel's position × card matrix is not).
func TestHandClassesFlagBias(t *testing.T) {
	p := probs5(t)
	for _, c := range []struct {
		algo, gen string
		seed      uint64
	}{
		{"riffle", "pcg", 42},
		{"fisher-yates", "lcg32", 42 % 32}, // lcg32 takes seeds 0…31
	} {
		tally := dealClasses(t, c.algo, c.gen, c.seed, statDeals)
		z, _ := maxZ(tally, p)
		if z <= zTolerance {
			t.Errorf("%s on %s: worst group %.2f standard errors off, not flagged", c.algo, c.gen, z)
		}
		if f := FitClasses(tally, p); f.P > 1e-6 || f.MaxZ <= zTolerance {
			t.Errorf("%s on %s: χ² %.1f p %.3g max z %.2f, not flagged", c.algo, c.gen, f.Chi2, f.P, f.MaxZ)
		}
	}
}

// TestIntraDealCorrelation measures how much the hands of one deal, drawn
// without replacement from one deck, couple their classes: for five hands
// of five cards the count X_c of class c in a deal has variance
// 5·p(1−p)·(1 + 4ρ_c). The ratio to the independent 5·p(1−p) is measured
// at 0.98…1.03 (ρ below 0.01; high card the largest, 1.028), the estimate's
// own standard error being about 0.002 for the common classes; the test
// fails beyond 1 ± 0.04. It takes a
// few seconds: RIFFLE_SLOW=1 runs it.
func TestIntraDealCorrelation(t *testing.T) {
	if os.Getenv("RIFFLE_SLOW") == "" {
		t.Skip("set RIFFLE_SLOW=1 to deal 400,000 decks")
	}
	p := probs5(t)
	d, err := NewDealer(testAlgo(t, "fisher-yates"), testGen(t, "pcg", 7))
	if err != nil {
		t.Fatal(err)
	}
	const deals = 400_000
	var sum, sum2 [NumClasses]float64
	for range deals {
		deck, err := d.Shuffle()
		if err != nil {
			t.Fatal(err)
		}
		hs, _ := DealHands(deck, 5, 5)
		var x [NumClasses]float64
		for _, h := range hs {
			x[h.Value.Class()]++
		}
		for c := range x {
			sum[c] += x[c]
			sum2[c] += x[c] * x[c]
		}
	}
	for c := cards.HighCard; c <= cards.FourOfAKind; c++ {
		m := sum[c] / deals
		ratio := (sum2[c]/deals - m*m) / (5 * p[c] * (1 - p[c]))
		t.Logf("%-16v variance ratio %.4f (ρ ≈ %+.4f)", c, ratio, (ratio-1)/4)
		if math.Abs(ratio-1) > 0.04 {
			t.Errorf("%v: hands of one deal vary %.3f times as much as independent ones", c, ratio)
		}
	}
}

// published7 are the counts of the best five of seven cards over all
// C(52, 7) = 133,784,560 hands (Wikipedia, "Poker probability", frequency
// of 7-card poker hands).
var published7 = [NumClasses]int64{
	cards.HighCard: 23_294_460, cards.OnePair: 58_627_800, cards.TwoPair: 31_433_400,
	cards.ThreeOfAKind: 6_461_620, cards.Straight: 6_180_020, cards.Flush: 4_047_644,
	cards.FullHouse: 3_473_184, cards.FourOfAKind: 224_848, cards.StraightFlush: 37_260, cards.RoyalFlush: 4_324,
}

// The test needs both of its first groups (high card; one pair or better)
// to expect 5 hands: N ≥ 5/P. Five cards: 5 / (1,296,420 / 2,598,960) =
// 10.02, so 11 hands (two deals of five hands are 10: too few). Seven:
// 5 / (23,294,460 / 133,784,560) = 28.72, so 29 deals.
func TestMinHandsAndTestable(t *testing.T) {
	var p7 ClassProbs
	for c, n := range published7 {
		p7[c] = float64(n) / 133_784_560
	}
	p5 := probs5(t)
	if got := MinHands(p5, MinExpected); got != 11 {
		t.Errorf("five cards: %d hands, want 11", got)
	}
	if got := MinHands(p7, MinExpected); got != 29 {
		t.Errorf("seven cards: %d hands, want 29", got)
	}
	if MinHands(ClassProbs{}, MinExpected) != 0 {
		t.Error("MinHands of no probabilities")
	}
	for _, c := range []struct {
		p        ClassProbs
		high     int64 // high-card hands; the rest one pair
		n        int64
		testable bool
		need     int64
	}{
		{p5, 0, 0, false, 11},
		{p5, 7, 10, false, 1},
		{p5, 7, 11, true, 0},
		{p7, 2, 2, false, 27}, // two high-card hands of Hold'em: χ² 9.5 would say p 0.002
		{p7, 5, 28, false, 1},
		{p7, 5, 29, true, 0},
	} {
		var tally ClassTally
		tally.Counts[cards.HighCard] = c.high
		tally.Counts[cards.OnePair] = c.n - c.high
		f := FitClasses(tally, c.p)
		if f.Testable != c.testable || f.Need != c.need {
			t.Errorf("%d hands (%d high card): testable %v need %d, want %v %d", c.n, c.high, f.Testable, f.Need, c.testable, c.need)
		}
		if f.Testable {
			n := float64(c.n)
			for _, g := range f.Groups {
				if n*g.Prob < MinExpected {
					t.Errorf("%d hands: group %s expects %.2f", c.n, g.Label(), n*g.Prob)
				}
			}
		}
	}
}
