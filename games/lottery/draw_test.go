package lottery

import (
	"math"
	"slices"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/stats"
)

// checkDraw fails unless d is a valid draw of g: Drawn distinct balls in
// 1…Balls, Balls the sorted Order, the bonus ball in 1…Bonus (0 without a
// bonus drum).
func checkDraw(t *testing.T, g Game, d Draw) {
	t.Helper()
	l := g.Lottery
	if len(d.Order) != l.Drawn || len(d.Balls) != l.Drawn {
		t.Fatalf("%s: %d/%d balls, want %d", g.Name, len(d.Order), len(d.Balls), l.Drawn)
	}
	seen := make(map[int]bool, l.Drawn)
	for _, b := range d.Order {
		if b < 1 || b > l.Balls || seen[b] {
			t.Fatalf("%s: %v is not a set of %d distinct balls of 1…%d", g.Name, d.Order, l.Drawn, l.Balls)
		}
		seen[b] = true
	}
	sorted := slices.Clone(d.Order)
	slices.Sort(sorted)
	if !slices.Equal(sorted, d.Balls) {
		t.Fatalf("%s: Balls %v are not Order %v sorted", g.Name, d.Balls, d.Order)
	}
	switch {
	case l.Bonus == 0 && d.Bonus != 0:
		t.Fatalf("%s: a bonus ball %d without a bonus drum", g.Name, d.Bonus)
	case l.Bonus > 0 && (d.Bonus < 1 || d.Bonus > l.Bonus):
		t.Fatalf("%s: bonus ball %d outside 1…%d", g.Name, d.Bonus, l.Bonus)
	}
}

// TestDrawsAreValidSets: draws of every game on every generator (the toy
// LCGs included) are valid sets, and every ball can come up.
func TestDrawsAreValidSets(t *testing.T) {
	for _, info := range fuzzGenerators() {
		r := newGen(t, info, 42)
		for _, g := range Games() {
			seen := make([]bool, g.Lottery.Balls+1)
			for range 400 {
				d := g.Draw(r)
				checkDraw(t, g, d)
				for _, b := range d.Balls {
					seen[b] = true
				}
			}
			// 400 draws of D of N leave a given ball out with probability
			// (1 − D/N)^400 ≤ (1 − 5/69)^400 < 1e-13: a good generator
			// shows every ball. (The toy LCGs, with periods 16 and 32, need
			// not.)
			if info.Name == "lcg16" || info.Name == "lcg32" {
				continue
			}
			for b := 1; b <= g.Lottery.Balls; b++ {
				if !seen[b] {
					t.Errorf("%s on %s: ball %d never came up in 400 draws", g.Name, info.Name, b)
				}
			}
		}
	}
}

// TestDrawReproducible: the same seed draws the same balls.
func TestDrawReproducible(t *testing.T) {
	g := mustGame(t, "powerball")
	a, b := rng.NewPCG(42), rng.NewPCG(42)
	for range 100 {
		da, db := g.Draw(a), g.Draw(b)
		if !slices.Equal(da.Order, db.Order) || da.Bonus != db.Bonus {
			t.Fatalf("%v ≠ %v", da, db)
		}
	}
}

// TestDrawIsTheJavaLottery: with java.util.Random the draw is the Java
// text's Lottery(37).pick(5) on a fresh Lottery: mix(5) — for i in 0…4,
// j = i + nextInt(37 − i), swap — then the first five sorted. Written
// out here from the document's code, independently of shuffle.Partial.
func TestDrawIsTheJavaLottery(t *testing.T) {
	g := mustGame(t, "roadrunner")
	for _, seed := range []int64{0, 1, 42, -7, 1 << 40} {
		r, j := rng.NewJava(seed), rng.NewJava(seed)
		numbers := make([]int, 37)
		for i := range numbers {
			numbers[i] = i + 1
		}
		for i := 0; i < 5; i++ {
			k := i + j.IntN(len(numbers)-i)
			numbers[i], numbers[k] = numbers[k], numbers[i]
		}
		want := slices.Clone(numbers[:5])
		slices.Sort(want)
		if got := g.Draw(r); !slices.Equal(got.Balls, want) || !slices.Equal(got.Order, numbers[:5]) {
			t.Errorf("seed %d: %v (order %v), the Java text's pick gives %v (order %v)", seed, got.Balls, got.Order, want, numbers[:5])
		}
	}
}

// TestRankUnrank: Rank numbers the C(n, k) sets of k of 1…n from 0 to
// C(n, k) − 1, one each, in colex order; Unrank inverts it.
func TestRankUnrank(t *testing.T) {
	for n := 1; n <= 12; n++ {
		for k := 1; k <= n; k++ {
			total := binom(n, k)
			seen := make([]bool, total)
			// Every k-subset, as a bit mask.
			for mask := 0; mask < 1<<n; mask++ {
				var set []int
				for b := range n {
					if mask&(1<<b) != 0 {
						set = append(set, b+1)
					}
				}
				if len(set) != k {
					continue
				}
				r := Rank(set)
				if r < 0 || r >= total || seen[r] {
					t.Fatalf("n=%d k=%d: %v ranks %d (of %d), repeated or out of range", n, k, set, r, total)
				}
				seen[r] = true
				if back := Unrank(r, k); !slices.Equal(back, set) {
					t.Fatalf("n=%d k=%d: Unrank(%d) = %v, want %v", n, k, r, back, set)
				}
			}
		}
	}
	if Rank([]int{1, 2, 3}) != 0 || Rank([]int{8, 9, 10}) != 119 {
		t.Errorf("pick3's first and last ranks: %d, %d", Rank([]int{1, 2, 3}), Rank([]int{8, 9, 10}))
	}
}

// matchZ is the tolerance of TestMatchFrequencies in standard errors: a
// count more than 5 SE from its expectation has two-sided normal
// probability 5.7e-7; over the ≈ 45 bins tested the false-positive rate
// is below 3e-5 (and the test is deterministic: seed 42).
const matchZ = 5.0

// TestMatchFrequencies: a seed-42 run of 20,000 draws of every game
// (keno with tickets of 10, 4 and 1 spots) against fixed tickets: how
// often each ticket matched m numbers, within matchZ standard errors of
// the exact hypergeometric P(m) of engine/odds,
//
//	|O_m − T·P(m)| ≤ z·√(T·P(m)·(1 − P(m))),
//
// and the bonus number within matchZ SE of T/M. Rare outcomes are folded
// into the bin below until it expects at least 30 (the normal
// approximation is poor for fewer). The tally's cost and winnings are
// the tickets' own account of each draw.
func TestMatchFrequencies(t *testing.T) {
	const draws = 20_000
	for _, g := range Games() {
		var tickets []Ticket
		for _, s := range []int{g.Lottery.Spots, 4, 1} {
			if !g.ValidSpots(s) || slices.ContainsFunc(tickets, func(t Ticket) bool { return len(t.Numbers) == s }) {
				continue
			}
			tk := Ticket{}
			for i := range s {
				tk.Numbers = append(tk.Numbers, 2*i+3) // 3, 5, 7, …: not a run from 1
			}
			if g.HasBonus() {
				tk.Bonus = 2
			}
			tickets = append(tickets, tk)
		}
		r := rng.NewPCG(42)
		var won int64
		tally := g.Simulate(tickets, r, draws, func(d Draw) {
			checkDraw(t, g, d)
			for _, tk := range tickets {
				won += int64(g.Check(tk, d).Chips)
			}
		})
		if tally.Draws != draws || tally.Cost != int64(draws*g.Price*len(tickets)) || tally.Won != won {
			t.Errorf("%s: %d draws, cost %d, won %d (recount %d)", g.Name, tally.Draws, tally.Cost, tally.Won, won)
		}
		for i, tk := range tickets {
			probs := g.Odds(len(tk.Numbers)).Matches()
			obs := tally.Matches[i]
			// Fold from the top while a bin expects fewer than 30.
			type bin struct {
				lo, hi int
				p      float64
				o      int64
			}
			var bins []bin
			for m := range probs {
				p, _ := probs[m].Float64()
				bins = append(bins, bin{m, m, p, obs[m]})
			}
			for len(bins) > 1 && draws*bins[len(bins)-1].p < 30 {
				last := bins[len(bins)-1]
				bins = bins[:len(bins)-1]
				prev := &bins[len(bins)-1]
				prev.hi, prev.p, prev.o = last.hi, prev.p+last.p, prev.o+last.o
			}
			for len(bins) > 1 && draws*bins[0].p < 30 {
				first := bins[0]
				bins = bins[1:]
				bins[0].lo, bins[0].p, bins[0].o = first.lo, bins[0].p+first.p, bins[0].o+first.o
			}
			for _, b := range bins {
				e := draws * b.p
				se := math.Sqrt(draws * b.p * (1 - b.p))
				if math.Abs(float64(b.o)-e) > matchZ*se {
					t.Errorf("%s, %d-number ticket: %d…%d matches %d times, expected %.1f ± %.1f (SE)",
						g.Name, len(tk.Numbers), b.lo, b.hi, b.o, e, se)
				}
			}
			if g.HasBonus() {
				p := 1 / float64(g.Lottery.Bonus)
				e, se := draws*p, math.Sqrt(draws*p*(1-p))
				if math.Abs(float64(tally.BonusHits[i])-e) > matchZ*se {
					t.Errorf("%s: the bonus number matched %d times, expected %.1f ± %.1f", g.Name, tally.BonusHits[i], e, se)
				}
			}
		}
	}
}

// naiveDraw is the naive selection: each of the first k positions swapped
// with a position chosen from the whole drum (j = IntN(n), not
// i + IntN(n − i)). Its n^k equal paths cannot fall evenly onto the
// C(n, k)·k! ordered selections unless they divide n^k; for 3 of 10 the
// 1,000 paths give the 120 sets probabilities from 0.72/120 to 3.24/120
// (enumerated), a χ² noncentrality of 0.147 per draw.
func naiveDraw(n, k int, r rng.Generator) []int {
	drum := make([]int, n)
	for i := range drum {
		drum[i] = i + 1
	}
	for i := range k {
		j := r.IntN(n)
		drum[i], drum[j] = drum[j], drum[i]
	}
	out := slices.Clone(drum[:k])
	slices.Sort(out)
	return out
}

// moduloDraw is partial Fisher–Yates with a modulo-biased bounded integer
// from a 4-bit source, j = i + (x mod (n − i)) with x uniform on 0…15 — a
// small RAND_MAX: for 3 of 10, 16 mod 10 = 6 makes j − i ∈ 0…5 twice as
// likely as 6…9 at the first step (noncentrality 0.066 per draw,
// enumerated).
func moduloDraw(n, k int, r rng.Generator) []int {
	drum := make([]int, n)
	for i := range drum {
		drum[i] = i + 1
	}
	for i := range k {
		x := int(r.Uint64() >> 60)
		j := i + x%(n-i)
		drum[i], drum[j] = drum[j], drum[i]
	}
	out := slices.Clone(drum[:k])
	slices.Sort(out)
	return out
}

// comboTest is Pearson's χ² of a tally of pick3's 120 combinations
// against the uniform 1/C(10, 3), as the table's "Draw 10,000" reports it.
func comboTest(counts []int64) (chi2 float64, df int, p float64) {
	probs := make([]float64, len(counts))
	for i := range probs {
		probs[i] = 1 / float64(len(counts))
	}
	return stats.GoodnessOfFit(counts, probs)
}

// TestCombinationChiSquare answers the Java text's question "does our
// method generate all combinations in approximately equal proportions?"
// the way the table does — 10,000 draws of 3 of 10, every combination's
// count, χ² against the uniform 1/120 on 119 degrees of freedom — and
// checks that it can answer "no": the partial Fisher–Yates draw on each
// good generator is not called biased (p ≥ stats.BiasedP = 1e-6; for a
// fair drawer the chance of p < 1e-6 is 1e-6 per generator, the test's
// false-positive rate), while the naive and the modulo-biased drawers are
// (p < 1e-6; their noncentralities 1,467 and 664 at 10,000 draws put the
// statistic's mean near 1,586 and 783, against a 1e-6 critical value of
// about 232).
func TestCombinationChiSquare(t *testing.T) {
	const draws = 10_000
	g := mustGame(t, "pick3")
	for _, name := range []string{"java", "delphi", "mt19937", "pcg", "chacha8"} {
		info, err := rng.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		tally := g.Simulate(nil, newGen(t, info, 42), draws, nil)
		if len(tally.Combos) != 120 {
			t.Fatalf("%d combinations tallied, want 120", len(tally.Combos))
		}
		var sum int64
		for _, c := range tally.Combos {
			sum += c
		}
		if sum != draws {
			t.Fatalf("combinations count %d draws, want %d", sum, draws)
		}
		if chi2, df, p := comboTest(tally.Combos); df != 119 || p < stats.BiasedP {
			t.Errorf("partial Fisher–Yates on %s: χ² %.1f, df %d, p %.3g: called biased", name, chi2, df, p)
		}
	}
	for name, draw := range map[string]func(int, int, rng.Generator) []int{"naive": naiveDraw, "modulo": moduloDraw} {
		r := rng.NewPCG(42)
		counts := make([]int64, 120)
		for range draws {
			counts[Rank(draw(10, 3, r))]++
		}
		if chi2, _, p := comboTest(counts); p >= stats.BiasedP {
			t.Errorf("the %s drawer passes: χ² %.1f, p %.3g", name, chi2, p)
		}
	}
}

// TestTallyMerge: a run split into chunks, merged, is the run in one
// piece (the same generator stream), and merging refuses another game's
// tally.
func TestTallyMerge(t *testing.T) {
	g := mustGame(t, "powerball")
	tickets := []Ticket{{Numbers: []int{1, 2, 3, 4, 5}, Bonus: 1}, {Numbers: []int{10, 20, 30, 40, 50}, Bonus: 26}}
	whole := g.Simulate(tickets, rng.NewPCG(7), 3000, nil)
	r := rng.NewPCG(7)
	merged := NewTally(g, tickets)
	for _, n := range []int{1000, 1500, 500} {
		if err := merged.Merge(g.Simulate(tickets, r, n, nil)); err != nil {
			t.Fatal(err)
		}
	}
	if merged.Draws != whole.Draws || !slices.Equal(merged.Numbers, whole.Numbers) || !slices.Equal(merged.Bonus, whole.Bonus) ||
		merged.Won != whole.Won || merged.Cost != whole.Cost || !slices.Equal(merged.BonusHits, whole.BonusHits) ||
		!slices.Equal(merged.Matches[1], whole.Matches[1]) {
		t.Errorf("merged chunks differ from the whole run")
	}
	var numbers int64
	for _, c := range whole.Numbers {
		numbers += c
	}
	if numbers != 5*3000 || whole.Combos != nil {
		t.Errorf("%d numbers counted, want %d; combos %v (powerball has too many to count)", numbers, 5*3000, whole.Combos != nil)
	}
	if err := merged.Merge(mustGame(t, "pick3").Simulate(nil, r, 10, nil)); err == nil {
		t.Error("merged a pick3 tally into a powerball one")
	}
	if err := merged.Merge(g.Simulate(tickets[:1], r, 10, nil)); err == nil {
		t.Error("merged a tally of other tickets")
	}
}
