package odds

import (
	"fmt"
	"math/big"

	"riffle/engine/rng"
)

// Craps: the pass line with two fair dice, exactly.
//
// A pass-line decision starts with the come-out roll: 7 or 11 wins, 2, 3 or
// 12 loses, and any other sum (4, 5, 6, 8, 9, 10) becomes the point; the dice
// are then rolled until the point (win) or a 7 (loss). With w(s) the number of
// the 36 equally likely outcomes whose sum is s,
//
//	w(s) = 6 − |s − 7|,  s = 2…12
//	P(make point p) = w(p) / (w(p) + 6)
//	P(pass) = 8/36 + Σ_p w(p)/36 · w(p)/(w(p) + 6) = 244/495 ≈ 0.492929
//
// Everything here assumes fair, independent dice; a loaded die changes every
// number.

// CrapsPoints are the point numbers, in table order.
var CrapsPoints = [6]int{4, 5, 6, 8, 9, 10}

// DiceSumWays is the number of the 36 outcomes of two fair dice whose sum is
// s:
//
//	w(s) = 6 − |s − 7|  for s = 2…12, 0 otherwise.
func DiceSumWays(s int) int {
	if s < 2 || s > 12 {
		return 0
	}
	d := s - 7
	if d < 0 {
		d = -d
	}
	return 6 - d
}

// DiceSumProb is P(sum of two fair dice = s) = w(s)/36 (see [DiceSumWays]);
// 0 outside 2…12. The result is a new Rat.
func DiceSumProb(s int) *big.Rat { return big.NewRat(int64(DiceSumWays(s)), 36) }

// CrapsPoint is one row of the point table.
type CrapsPoint struct {
	Point int
	// Set is P(the come-out roll sets this point) = w(p)/36.
	Set *big.Rat
	// Make is P(the point comes before a 7) = w(p)/(w(p) + 6).
	Make *big.Rat
	// Payout is what the free-odds bet pays per unit staked, at true odds
	// (1 − Make)/Make = 6/w(p): 2 on 4 and 10, 3/2 on 5 and 9, 6/5 on 6 and 8.
	Payout *big.Rat
}

// PassLinePoints returns the point table for 4, 5, 6, 8, 9, 10 (fresh Rats
// each call).
func PassLinePoints() []CrapsPoint {
	ps := make([]CrapsPoint, 0, len(CrapsPoints))
	for _, p := range CrapsPoints {
		w := int64(DiceSumWays(p))
		ps = append(ps, CrapsPoint{
			Point:  p,
			Set:    big.NewRat(w, 36),
			Make:   big.NewRat(w, w+6),
			Payout: big.NewRat(6, w),
		})
	}
	return ps
}

// PassLineWin is the probability that a pass-line bet wins:
//
//	P(pass) = P(7 or 11) + Σ_p P(set p)·P(make p)
//	        = 8/36 + 2·(3/36·3/9 + 4/36·4/10 + 5/36·5/11) = 244/495 ≈ 0.492929
func PassLineWin() *big.Rat {
	p := big.NewRat(int64(DiceSumWays(7)+DiceSumWays(11)), 36)
	for _, pt := range PassLinePoints() {
		p.Add(p, new(big.Rat).Mul(pt.Set, pt.Make))
	}
	return p
}

// PassLineHouseEdge is the expected loss per unit bet on the pass line
// (even money):
//
//	edge = P(lose) − P(win) = 1 − 2·244/495 = 7/495 ≈ 1.414%
func PassLineHouseEdge() *big.Rat {
	w := PassLineWin()
	return w.Sub(big.NewRat(1, 1), w.Mul(w, big.NewRat(2, 1)))
}

// FreeOddsHouseEdge is the combined house edge of a pass-line bet of 1 backed
// by k× free odds whenever a point is set: the expected loss divided by the
// expected total amount bet. The odds bet pays true odds, so it adds nothing
// to the expected loss and k·P(point set) = 2k/3 to the expected amount bet:
//
//	edge(k) = (7/495) / (1 + k·2/3)
//
// k = 0 gives the bare pass line. To three decimals these are the published
// combined edges (Wizard of Odds, "Craps"; sources in craps_test.go): 1×
// 0.848%, 2× 0.606%, 3× 0.471%, 5× 0.326%, 10× 0.184%, 100× 0.021%. Odds
// bets are assumed payable exactly (no rounding of 6:5 on odd chip amounts),
// and the pass-line bet is counted once per decision, not per roll. It panics
// if k < 0.
func FreeOddsHouseEdge(k int) *big.Rat {
	if k < 0 {
		panic(fmt.Sprintf("odds: FreeOddsHouseEdge: k = %d, must be ≥ 0", k))
	}
	return FreeOddsHouseEdgeByPoint(func(int) int { return k })
}

// FreeOddsHouseEdgeByPoint is [FreeOddsHouseEdge] when the multiple depends
// on the point, as in the common "3-4-5×" table (3× on 4 and 10, 4× on 5 and
// 9, 5× on 6 and 8, combined edge 0.374%):
//
//	edge = (7/495) / (1 + Σ_p P(set p)·multiple(p))
//
// It panics if multiple returns a negative number.
func FreeOddsHouseEdgeByPoint(multiple func(point int) int) *big.Rat {
	bet := big.NewRat(1, 1)
	for _, pt := range PassLinePoints() {
		m := multiple(pt.Point)
		if m < 0 {
			panic(fmt.Sprintf("odds: FreeOddsHouseEdgeByPoint: multiple(%d) = %d, must be ≥ 0", pt.Point, m))
		}
		bet.Add(bet, new(big.Rat).Mul(pt.Set, big.NewRat(int64(m), 1)))
	}
	return bet.Quo(PassLineHouseEdge(), bet)
}

// PassLineRolls is the expected number of rolls per pass-line decision: the
// come-out roll, plus, when a point p is set, a geometric wait for p or 7
// with success probability (w(p) + 6)/36:
//
//	E[rolls] = 1 + Σ_p w(p)/36 · 36/(w(p) + 6) = 557/165 ≈ 3.376
func PassLineRolls() *big.Rat {
	e := big.NewRat(1, 1)
	for _, p := range CrapsPoints {
		w := int64(DiceSumWays(p))
		e.Add(e, big.NewRat(w, w+6))
	}
	return e
}

// rollCrapsDie is one fair die, 1…6, drawn with g's own bounded method.
func rollCrapsDie(g rng.Generator) int { return g.IntN(6) + 1 }

// PassLineTrial plays one pass-line decision with g (two IntN(6) per roll)
// and reports whether it won and how many rolls it took, come-out included.
func PassLineTrial(g rng.Generator) (won bool, rolls int) {
	s := rollCrapsDie(g) + rollCrapsDie(g)
	rolls = 1
	switch s {
	case 7, 11:
		return true, rolls
	case 2, 3, 12:
		return false, rolls
	}
	for {
		t := rollCrapsDie(g) + rollCrapsDie(g)
		rolls++
		switch t {
		case s:
			return true, rolls
		case 7:
			return false, rolls
		}
	}
}

// Problem1Trial is one trial of [DicePuzzles]' Problem 1: the point is 4;
// roll two dice (with g) until a 4 (won) or a 7 (lost), and report the number
// of rolls. The puzzle's answer is the mean of rolls over the won trials.
func Problem1Trial(g rng.Generator) (rolls int, won bool) {
	for {
		s := rollCrapsDie(g) + rollCrapsDie(g)
		rolls++
		switch s {
		case 4:
			return rolls, true
		case 7:
			return rolls, false
		}
	}
}

// ProblemZeroTrial is one trial of [DicePuzzles]' Problem Zero: roll one die
// (with g) until a 6, and report the number of rolls and whether every roll
// was even. It rolls on after an odd face, as the puzzle's dice would; the
// answer is the mean of rolls over the all-even trials.
func ProblemZeroTrial(g rng.Generator) (rolls int, allEven bool) {
	allEven = true
	for {
		d := rollCrapsDie(g)
		rolls++
		if d == 6 {
			return rolls, allEven
		}
		if d%2 == 1 {
			allEven = false
		}
	}
}

// ExpectedRollsGivenWin is the expected number of independent trials of a
// race in which each trial independently wins with probability win, loses
// with probability lose, and otherwise goes on — given that it ended in a win:
//
//	P(N = n, win) = (1 − win − lose)^(n−1) · win
//	E[N | win]   = Σ n·P(N = n, win) / P(win) = 1/(win + lose)
//
// the same as the unconditional wait for the race to end, win or lose:
// conditioning on the winner does not change when the race stops. It panics
// unless win > 0, lose ≥ 0 and win + lose ≤ 1.
func ExpectedRollsGivenWin(win, lose *big.Rat) *big.Rat {
	end := new(big.Rat).Add(win, lose)
	if win.Sign() <= 0 || lose.Sign() < 0 || end.Cmp(big.NewRat(1, 1)) > 0 {
		panic(fmt.Sprintf("odds: ExpectedRollsGivenWin(%s, %s): need win > 0, lose ≥ 0, win + lose ≤ 1", win.RatString(), lose.RatString()))
	}
	return end.Inv(end)
}

// WrongAnswer is a tempting wrong answer to a puzzle and, in one sentence,
// why it is wrong.
type WrongAnswer struct {
	Value *big.Rat
	Why   string
}

// DicePuzzle is one of the conditioning puzzles of the "Another dice puzzle"
// post (in riffle's sources, dice-riffles-and-puzzles.txt): its question, the
// exact answer with why it holds, and the wrong answers people give.
type DicePuzzle struct {
	Name     string
	Question string
	Answer   *big.Rat
	Why      string
	Wrong    []WrongAnswer
	// Win and Lose are the per-roll probabilities of ending the sequence
	// in a counted trial and in a discarded one; Answer is
	// ExpectedRollsGivenWin(Win, Lose).
	Win, Lose *big.Rat
	// Trial runs one trial with g: the rolls and whether the trial counts
	// (won, or all even). Answer is the mean of rolls over counted trials.
	Trial func(g rng.Generator) (rolls int, counted bool)
}

// DicePuzzles returns Problem 1 and Problem Zero of "Another dice puzzle"
// (fresh values each call):
//
//	Problem 1: the point is 4 (P(4) = 3/36, P(7) = 6/36); the expected length
//	  of a winning sequence of rolls is 1/(3/36 + 6/36) = 4.
//	Problem Zero: roll a die until a 6; given all rolls were even, the
//	  expected number of rolls is 1/(1/6 + 3/6) = 3/2.
func DicePuzzles() []DicePuzzle {
	r := func(a, b int64) *big.Rat { return big.NewRat(a, b) }
	p1 := DicePuzzle{
		Name: "Problem 1",
		Question: "The point is 4, so we roll two dice until a 4 (we win) or a 7 (we lose). " +
			"What is the expected length of a winning sequence of rolls, one that never rolls a 7?",
		Why: "A roll ends the sequence with probability 3/36 + 6/36 = 1/4 whichever way it ends, " +
			"and knowing that it ended with the 4 does not change when it ended, " +
			"so the length is geometric with success 1/4 and mean 4.",
		Wrong: []WrongAnswer{
			{r(12, 1), "That is the wait for a 4 (p = 3/36) when nothing else can stop the rolls, " +
				"but a 7 does stop them, and conditioning on a win keeps only the sequences short enough to dodge every 7."},
			{r(10, 1), "That drops the 7s as if they never happened (p = 3/30), " +
				"but conditioning on no 7 discards the sequences that had one, and the long ones are discarded most."},
		},
		Win: r(int64(DiceSumWays(4)), 36), Lose: r(int64(DiceSumWays(7)), 36),
		Trial: Problem1Trial,
	}
	p0 := DicePuzzle{
		Name: "Problem Zero",
		Question: "Roll a fair six-sided die repeatedly until you roll a 6. " +
			"What is the expected number of rolls, given that all the rolls were even?",
		Why: "A roll is a 6 or an odd face with probability 1/6 + 3/6 = 2/3, " +
			"and given that the 6 came before any odd face, the number of rolls is still geometric " +
			"with success 2/3, mean 3/2.",
		Wrong: []WrongAnswer{
			{r(3, 1), "That treats the die as three-sided {2, 4, 6}, " +
				"but conditioning on all-even discards every sequence with an odd roll, which removes long sequences far more often than short ones."},
			{r(6, 1), "That is the wait for a 6 ignoring the condition, " +
				"but an all-even run is evidence of a short run, since each extra roll is another chance of an odd face."},
		},
		Win: r(1, 6), Lose: r(3, 6),
		Trial: ProblemZeroTrial,
	}
	p1.Answer = ExpectedRollsGivenWin(p1.Win, p1.Lose)
	p0.Answer = ExpectedRollsGivenWin(p0.Win, p0.Lose)
	return []DicePuzzle{p1, p0}
}
