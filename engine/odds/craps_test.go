package odds

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"riffle/engine/rng"
)

// crapsSink receives benchmark results so the compiler keeps the calls.
var crapsSink any

func crapsRat(a, b int64) *big.Rat { return big.NewRat(a, b) }

// crapsOutcomes tallies the 36 outcomes of two dice by sum: the enumeration
// every craps oracle below starts from (independent of DiceSumWays' formula).
func crapsOutcomes() (ways [13]int64) {
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			ways[a+b]++
		}
	}
	return ways
}

func TestDiceSumEnumerated(t *testing.T) {
	ways := crapsOutcomes()
	total := new(big.Rat)
	for s := 0; s <= 14; s++ {
		want := int64(0)
		if s >= 2 && s <= 12 {
			want = ways[s]
		}
		if got := DiceSumWays(s); int64(got) != want {
			t.Errorf("DiceSumWays(%d) = %d, enumeration %d", s, got, want)
		}
		p := DiceSumProb(s)
		if p.Cmp(crapsRat(want, 36)) != 0 {
			t.Errorf("DiceSumProb(%d) = %s, want %d/36", s, p.RatString(), want)
		}
		total.Add(total, p)
	}
	if total.Cmp(crapsRat(1, 1)) != 0 {
		t.Errorf("Σ DiceSumProb = %s, want 1", total.RatString())
	}
}

// pointByFirstStep solves the point phase from the 36 enumerated outcomes
// of one roll: x = hit/36 + other/36 · x, so x = hit/(36 − other); and the
// expected rolls T = 1 + other/36 · T, so T = 36/(36 − other).
func pointByFirstStep(p int) (make, rolls *big.Rat) {
	ways := crapsOutcomes()
	hit, other := ways[p], int64(36)-ways[p]-ways[7]
	return crapsRat(hit, 36-other), crapsRat(36, 36-other)
}

// TestPassLineFirstStep checks the pass line, its points and its rolls per
// decision against the come-out enumerated outcome by outcome and the point
// phase solved by first-step analysis — not the code's w/(w+6) formula.
func TestPassLineFirstStep(t *testing.T) {
	win, rolls := new(big.Rat), crapsRat(1, 1)
	sixth := crapsRat(1, 36)
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			switch s := a + b; s {
			case 7, 11:
				win.Add(win, sixth)
			case 2, 3, 12:
			default:
				mk, r := pointByFirstStep(s)
				win.Add(win, new(big.Rat).Mul(sixth, mk))
				rolls.Add(rolls, new(big.Rat).Mul(sixth, r))
			}
		}
	}
	if win.Cmp(crapsRat(244, 495)) != 0 || PassLineWin().Cmp(win) != 0 {
		t.Errorf("PassLineWin = %s, enumeration %s, want 244/495", PassLineWin().RatString(), win.RatString())
	}
	edge := new(big.Rat).Sub(crapsRat(1, 1), new(big.Rat).Mul(crapsRat(2, 1), win))
	if edge.Cmp(crapsRat(7, 495)) != 0 || PassLineHouseEdge().Cmp(edge) != 0 {
		t.Errorf("PassLineHouseEdge = %s, enumeration %s, want 7/495", PassLineHouseEdge().RatString(), edge.RatString())
	}
	if rolls.Cmp(crapsRat(557, 165)) != 0 || PassLineRolls().Cmp(rolls) != 0 {
		t.Errorf("PassLineRolls = %s, first step %s, want 557/165", PassLineRolls().RatString(), rolls.RatString())
	}

	ways := crapsOutcomes()
	pts := PassLinePoints()
	if len(pts) != 6 {
		t.Fatalf("PassLinePoints: %d rows, want 6", len(pts))
	}
	wantPay := map[int]*big.Rat{4: crapsRat(2, 1), 10: crapsRat(2, 1), 5: crapsRat(3, 2), 9: crapsRat(3, 2), 6: crapsRat(6, 5), 8: crapsRat(6, 5)}
	for i, pt := range pts {
		if pt.Point != CrapsPoints[i] {
			t.Errorf("row %d is point %d, want %d", i, pt.Point, CrapsPoints[i])
		}
		mk, _ := pointByFirstStep(pt.Point)
		if pt.Set.Cmp(crapsRat(ways[pt.Point], 36)) != 0 || pt.Make.Cmp(mk) != 0 {
			t.Errorf("point %d: set %s make %s, want %d/36 and %s", pt.Point, pt.Set.RatString(), pt.Make.RatString(), ways[pt.Point], mk.RatString())
		}
		if pt.Payout.Cmp(wantPay[pt.Point]) != 0 {
			t.Errorf("point %d: payout %s, want %s (casino true odds)", pt.Point, pt.Payout.RatString(), wantPay[pt.Point].RatString())
		}
		// True odds: the odds bet is fair, Make·Payout − (1 − Make) = 0.
		ev := new(big.Rat).Mul(pt.Make, pt.Payout)
		ev.Sub(ev, new(big.Rat).Sub(crapsRat(1, 1), pt.Make))
		if ev.Sign() != 0 {
			t.Errorf("point %d: odds bet expectation %s, want 0", pt.Point, ev.RatString())
		}
		// The geometric series Σ_{n<L} q^n·h (h = hit/36, q = other/36)
		// approaches Make from below, short of it by at most q^L.
		h, q := crapsRat(ways[pt.Point], 36), crapsRat(36-ways[pt.Point]-ways[7], 36)
		sum, qn := new(big.Rat), crapsRat(1, 1)
		const L = 120
		for n := 0; n < L; n++ {
			sum.Add(sum, new(big.Rat).Mul(qn, h))
			qn.Mul(qn, q)
		}
		gap := new(big.Rat).Sub(pt.Make, sum)
		if gap.Sign() < 0 || gap.Cmp(qn) > 0 {
			t.Errorf("point %d: Make − series = %s, outside [0, q^%d]", pt.Point, gap.FloatString(30), L)
		}
	}
}

// TestFreeOddsEnumerated computes the combined edge with k× odds from the
// enumerated come-out: the expected net result of pass + odds (odds paid
// at true odds, 7-ways : point-ways) over the expected amount bet.
func TestFreeOddsEnumerated(t *testing.T) {
	ways := crapsOutcomes()
	for k := int64(0); k <= 100; k++ {
		net, bet := new(big.Rat), new(big.Rat)
		for s := 2; s <= 12; s++ {
			ps := crapsRat(ways[s], 36)
			switch s {
			case 7, 11:
				net.Add(net, ps)
				bet.Add(bet, ps)
			case 2, 3, 12:
				net.Sub(net, ps)
				bet.Add(bet, ps)
			default:
				mk, _ := pointByFirstStep(s)
				pay := crapsRat(ways[7], ways[s])
				winAmt := new(big.Rat).Add(crapsRat(1, 1), new(big.Rat).Mul(crapsRat(k, 1), pay))
				loseAmt := crapsRat(1+k, 1)
				e := new(big.Rat).Mul(mk, winAmt)
				e.Sub(e, new(big.Rat).Mul(new(big.Rat).Sub(crapsRat(1, 1), mk), loseAmt))
				net.Add(net, e.Mul(e, ps))
				bet.Add(bet, new(big.Rat).Mul(ps, loseAmt))
			}
		}
		want := new(big.Rat).Quo(new(big.Rat).Neg(net), bet)
		if got := FreeOddsHouseEdge(int(k)); got.Cmp(want) != 0 {
			t.Errorf("FreeOddsHouseEdge(%d) = %s, enumeration %s", k, got.RatString(), want.RatString())
		}
	}
}

// TestCrapsPublished compares with the Wizard of Odds "Craps" page
// (wizardofodds.com/games/craps/), as quoted in the issue: pass line 1.414%,
// combined edge 1× 0.848%, 2× 0.606%, 3× 0.471%, 5× 0.326%, 10× 0.184%,
// 100× 0.021%, 3-4-5× 0.374%, and 3.376 rolls per pass-line decision. The
// 1×, 2×, 3× and 3-4-5× figures also appear on casinodealerswebsite.com's
// "Summary of bets" page, and John Grochowski (Casino City Times, "The odds
// at craps is a great bet", 2013) rounds 5×, 10×, 100× to 0.3%, 0.2%, 0.02%.
func TestCrapsPublished(t *testing.T) {
	pct := func(r *big.Rat) string { return fmt.Sprintf("%.3f", 100*crapsF(r)) }
	if got := pct(PassLineHouseEdge()); got != "1.414" {
		t.Errorf("pass line edge %s%%, published 1.414%%", got)
	}
	for k, want := range map[int]string{1: "0.848", 2: "0.606", 3: "0.471", 5: "0.326", 10: "0.184", 100: "0.021"} {
		if got := pct(FreeOddsHouseEdge(k)); got != want {
			t.Errorf("%d× odds: edge %s%%, published %s%%", k, got, want)
		}
	}
	m345 := func(p int) int {
		switch p {
		case 4, 10:
			return 3
		case 5, 9:
			return 4
		}
		return 5
	}
	if got := pct(FreeOddsHouseEdgeByPoint(m345)); got != "0.374" {
		t.Errorf("3-4-5× odds: edge %s%%, published 0.374%%", got)
	}
	if got := fmt.Sprintf("%.3f", crapsF(PassLineRolls())); got != "3.376" {
		t.Errorf("rolls per decision %s, published 3.376", got)
	}
}

func crapsF(r *big.Rat) float64 { f, _ := r.Float64(); return f }

// TestPassLineSimulation plays 1,000,000 decisions at fixed seeds. The win
// rate has SE √(p(1−p)/n) ≈ 0.0005 and the mean number of rolls SE s/√n
// (s the sample standard deviation); a deviation beyond 5 SE has two-sided
// normal probability 5.7e-7 per statistic, so a fair implementation fails
// about once in a million seeds. The same tolerance tells the pass line from
// an even game (1/2 is 14 SE away), which is the edge the table shows.
func TestPassLineSimulation(t *testing.T) {
	const n = 1_000_000
	for _, seed := range []uint64{1, 20240601} {
		g := rng.NewPCG(seed)
		var wins int
		var sum, sumSq float64
		for range n {
			won, r := PassLineTrial(g)
			if won {
				wins++
			}
			sum += float64(r)
			sumSq += float64(r) * float64(r)
		}
		p := crapsF(PassLineWin())
		se := math.Sqrt(p * (1 - p) / n)
		got := float64(wins) / n
		if math.Abs(got-p) > 5*se {
			t.Errorf("seed %d: win rate %.5f, exact %.5f, beyond 5 SE = %.5f", seed, got, p, 5*se)
		}
		if math.Abs(got-0.5) <= 5*se {
			t.Errorf("seed %d: win rate %.5f cannot be told from 1/2 at 5 SE", seed, got)
		}
		mean := sum / n
		sd := math.Sqrt(sumSq/n - mean*mean)
		if e := crapsF(PassLineRolls()); math.Abs(mean-e) > 5*sd/math.Sqrt(n) {
			t.Errorf("seed %d: mean rolls %.4f, exact %.4f, beyond 5 SE = %.4f", seed, mean, e, 5*sd/math.Sqrt(n))
		}
	}
}

// TestPuzzleSeries sums the defining series of each puzzle exactly,
//
//	E[N | win] = Σ n·P(N = n, win) / Σ P(N = n, win),  P(N = n, win) = q^(n−1)·h,
//
// with h and q counted from the enumerated dice (not taken from the
// puzzle), truncated at L terms. Both series have terms whose ratio is at
// most ρ = (L+2)/(L+1)·q < 1 beyond L, so each tail is at most its next term
// over 1 − ρ, and the answer must lie in
//
//	[S_L/(W_L + tailW), (S_L + tailS)/W_L].
func TestPuzzleSeries(t *testing.T) {
	ways := crapsOutcomes()
	type counts struct{ hit, lose, total int64 }
	perRoll := map[string]counts{
		"Problem 1":    {ways[4], ways[7], 36},
		"Problem Zero": {1, 3, 6}, // faces: 6 ends it; 1, 3, 5 spoil it; 2, 4 go on
	}
	want := map[string]*big.Rat{"Problem 1": crapsRat(4, 1), "Problem Zero": crapsRat(3, 2)}
	ps := DicePuzzles()
	if len(ps) != 2 {
		t.Fatalf("DicePuzzles: %d puzzles, want 2", len(ps))
	}
	for _, pz := range ps {
		c, ok := perRoll[pz.Name]
		if !ok {
			t.Fatalf("unexpected puzzle %q", pz.Name)
		}
		h, q := crapsRat(c.hit, c.total), crapsRat(c.total-c.hit-c.lose, c.total)
		if pz.Win.Cmp(h) != 0 || pz.Lose.Cmp(crapsRat(c.lose, c.total)) != 0 {
			t.Errorf("%s: Win %s Lose %s, counted %s and %d/%d", pz.Name, pz.Win.RatString(), pz.Lose.RatString(), h.RatString(), c.lose, c.total)
		}
		const L = 200
		S, W, qn := new(big.Rat), new(big.Rat), crapsRat(1, 1) // qn = q^(n−1)
		for n := int64(1); n <= L; n++ {
			term := new(big.Rat).Mul(qn, h)
			W.Add(W, term)
			S.Add(S, term.Mul(term, crapsRat(n, 1)))
			qn.Mul(qn, q)
		}
		// Now qn = q^L: the next terms are q^L·h (for W) and (L+1)·q^L·h (for S).
		rho := new(big.Rat).Mul(crapsRat(L+2, L+1), q)
		oneMinus := new(big.Rat).Sub(crapsRat(1, 1), rho)
		tailW := new(big.Rat).Quo(new(big.Rat).Mul(qn, h), oneMinus)
		tailS := new(big.Rat).Mul(tailW, crapsRat(L+1, 1))
		lo := new(big.Rat).Quo(S, new(big.Rat).Add(W, tailW))
		hi := new(big.Rat).Quo(new(big.Rat).Add(S, tailS), W)
		if pz.Answer.Cmp(want[pz.Name]) != 0 || pz.Answer.Cmp(lo) < 0 || pz.Answer.Cmp(hi) > 0 {
			t.Errorf("%s: answer %s, want %s within the series bounds [%s, %s]", pz.Name, pz.Answer.RatString(), want[pz.Name].RatString(), lo.FloatString(25), hi.FloatString(25))
		}
		if w := new(big.Rat).Sub(hi, lo); w.Cmp(crapsRat(1, 1e15)) > 0 {
			t.Errorf("%s: series bounds %s wide, want < 1e-15", pz.Name, w.FloatString(20))
		}
		for _, w := range pz.Wrong {
			if w.Value.Cmp(lo) >= 0 && w.Value.Cmp(hi) <= 0 {
				t.Errorf("%s: wrong answer %s lies within the series bounds", pz.Name, w.Value.RatString())
			}
			// One sentence: ends with a period and has no other sentence break.
			if !strings.HasSuffix(w.Why, ".") || strings.Count(w.Why, ". ") > 0 || strings.Contains(w.Why, "\n") {
				t.Errorf("%s: wrong answer %s: explanation is not one sentence: %q", pz.Name, w.Value.RatString(), w.Why)
			}
		}
		if pz.Question == "" || pz.Why == "" || len(pz.Wrong) == 0 {
			t.Errorf("%s: missing question, explanation or wrong answers", pz.Name)
		}
	}
}

// TestPuzzleSimulation runs each puzzle's trial by rejection at a fixed seed:
// the mean number of rolls over counted trials, with SE s/√accepted (s the
// sample standard deviation). 5 SE has two-sided normal probability 5.7e-7;
// each wrong answer must lie beyond it, so the same test would catch an
// implementation that produced a wrong answer.
func TestPuzzleSimulation(t *testing.T) {
	trials := map[string]int{"Problem 1": 300_000, "Problem Zero": 400_000}
	for _, pz := range DicePuzzles() {
		g := rng.NewPCG(7)
		var acc int
		var sum, sumSq float64
		for range trials[pz.Name] {
			r, ok := pz.Trial(g)
			if ok {
				acc++
				sum += float64(r)
				sumSq += float64(r) * float64(r)
			}
		}
		mean := sum / float64(acc)
		se := math.Sqrt((sumSq/float64(acc)-mean*mean)/float64(acc)) * 5
		ans := crapsF(pz.Answer)
		if math.Abs(mean-ans) > se {
			t.Errorf("%s: simulated %.4f over %d accepted, exact %.4f, beyond 5 SE = %.4f", pz.Name, mean, acc, ans, se)
		}
		for _, w := range pz.Wrong {
			if math.Abs(mean-crapsF(w.Value)) <= se {
				t.Errorf("%s: simulation cannot reject the wrong answer %s", pz.Name, w.Value.RatString())
			}
		}
	}
}

func TestCrapsPanics(t *testing.T) {
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s did not panic", name)
			}
		}()
		f()
	}
	mustPanic("FreeOddsHouseEdge(-1)", func() { FreeOddsHouseEdge(-1) })
	mustPanic("FreeOddsHouseEdgeByPoint(−1)", func() { FreeOddsHouseEdgeByPoint(func(int) int { return -1 }) })
	mustPanic("ExpectedRollsGivenWin(0, 1/2)", func() { ExpectedRollsGivenWin(crapsRat(0, 1), crapsRat(1, 2)) })
	mustPanic("ExpectedRollsGivenWin(2/3, 2/3)", func() { ExpectedRollsGivenWin(crapsRat(2, 3), crapsRat(2, 3)) })
}

// BenchmarkPassLineTrial times one simulated decision; the baseline plays
// the same rules with math/rand/v2's Rand over the same PCG.
func BenchmarkPassLineTrial(b *testing.B) {
	b.Run("baseline-rand.New(PCG)", func(b *testing.B) {
		r := rand.New(rand.NewPCG(1, 2))
		roll := func() int { return r.IntN(6) + r.IntN(6) + 2 }
		wins := 0
		for b.Loop() {
			s := roll()
			switch s {
			case 7, 11:
				wins++
				continue
			case 2, 3, 12:
				continue
			}
			for {
				t := roll()
				if t == s {
					wins++
					break
				}
				if t == 7 {
					break
				}
			}
		}
		crapsSink = wins
	})
	b.Run("PassLineTrial-pcg", func(b *testing.B) {
		g := rng.NewPCG(1)
		wins := 0
		for b.Loop() {
			if w, _ := PassLineTrial(g); w {
				wins++
			}
		}
		crapsSink = wins
	})
}

// BenchmarkCrapsExact times the exact tables the CLI prints.
func BenchmarkCrapsExact(b *testing.B) {
	b.Run("PassLineWin", func(b *testing.B) {
		for b.Loop() {
			crapsSink = PassLineWin()
		}
	})
	b.Run("FreeOddsHouseEdge", func(b *testing.B) {
		for b.Loop() {
			crapsSink = FreeOddsHouseEdge(100)
		}
	})
}
