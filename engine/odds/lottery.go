package odds

import (
	"fmt"
	"math/big"
	"strings"
)

// MaxLotteryBalls is the largest drum a [Lottery] may have. It keeps every
// exact count small (C(1000, 500) has 300 digits) and every non-zero
// probability above 1/(C(1000, 500)·1000) ≈ 4e-303, inside float64's range,
// so the decimals printed beside the fractions never underflow to 0.
const MaxLotteryBalls = 1000

// Lottery is a draw of Drawn balls from a drum of Balls, without
// replacement and without regard to order, against a ticket that marks Spots
// of the numbers; optionally a second drum of Bonus balls, from which one is
// drawn and the ticket picks one (Powerball's red ball).
//
// The matches m of the ticket's S numbers among the D drawn of N follow the
// hypergeometric law, and the bonus drum is independent of the main one:
//
//	C(N, D) draws of the main drum, C(N, D)·M with a bonus drum
//	P(m)             = C(S, m)·C(N − S, D − m) / C(N, D),  m = 0…min(S, D)
//	P(m, bonus)      = P(m) / M
//	P(m, no bonus)   = P(m)·(M − 1) / M
//
// Everything is exact (math/big) for every valid lottery: Balls 1…1000,
// Drawn 1…Balls, Spots 1…Balls, Bonus 0 (none) or 2…1000. The methods panic
// on an invalid lottery; call [Lottery.Validate] on user input first.
type Lottery struct {
	Balls int // N, the balls in the main drum
	Drawn int // D, the balls drawn from it
	Spots int // S, the numbers the ticket marks; 0 means S = D
	Bonus int // M, the balls in the bonus drum; 0 for none
}

// spots is S, with 0 meaning D.
func (l Lottery) spots() int {
	if l.Spots == 0 {
		return l.Drawn
	}
	return l.Spots
}

// Validate reports what is wrong with l, naming the allowed range.
func (l Lottery) Validate() error {
	switch {
	case l.Balls < 1 || l.Balls > MaxLotteryBalls:
		return fmt.Errorf("lottery drum of %d balls: allowed 1…%d", l.Balls, MaxLotteryBalls)
	case l.Drawn < 1 || l.Drawn > l.Balls:
		return fmt.Errorf("lottery draws %d of %d balls: allowed 1…%d", l.Drawn, l.Balls, l.Balls)
	case l.Spots < 0 || l.Spots > l.Balls:
		return fmt.Errorf("lottery ticket marks %d of %d numbers: allowed 1…%d", l.Spots, l.Balls, l.Balls)
	case l.Bonus != 0 && (l.Bonus < 2 || l.Bonus > MaxLotteryBalls):
		return fmt.Errorf("bonus drum of %d balls: allowed 2…%d (or none)", l.Bonus, MaxLotteryBalls)
	}
	return nil
}

func (l Lottery) mustValidate(fn string) {
	if err := l.Validate(); err != nil {
		panic("odds: Lottery." + fn + ": " + err.Error())
	}
}

// lotteryBinomial is C(n, k), 0 for k < 0 or k > n.
func lotteryBinomial(n, k int) *big.Int {
	if k < 0 || k > n {
		return new(big.Int)
	}
	return new(big.Int).Binomial(int64(n), int64(k))
}

// Combinations is the number of equally likely draws: C(N, D), times M with
// a bonus drum — the "1 in …" of the jackpot when Spots = Drawn. Today's
// Powerball (5 of 69, 1 of 26): 292,201,338.
func (l Lottery) Combinations() *big.Int {
	l.mustValidate("Combinations")
	c := lotteryBinomial(l.Balls, l.Drawn)
	if l.Bonus > 0 {
		c.Mul(c, big.NewInt(int64(l.Bonus)))
	}
	return c
}

// MaxMatch is min(S, D), the most numbers a ticket can match.
func (l Lottery) MaxMatch() int { return min(l.spots(), l.Drawn) }

// Prob is P(the ticket matches exactly m of the main drum's draw):
//
//	P(m) = C(S, m)·C(N − S, D − m) / C(N, D)
//
// 0 for m outside 0…min(S, D), and for the m that cannot happen (when
// D − m > N − S).
func (l Lottery) Prob(m int) *big.Rat {
	l.mustValidate("Prob")
	s := l.spots()
	num := lotteryBinomial(s, m)
	num.Mul(num, lotteryBinomial(l.Balls-s, l.Drawn-m))
	return new(big.Rat).SetFrac(num, lotteryBinomial(l.Balls, l.Drawn))
}

// ProbBonus is P(match exactly m, and the bonus ball matches (bonus = true)
// or does not):
//
//	P(m, bonus) = P(m)/M,  P(m, no bonus) = P(m)·(M − 1)/M
//
// It panics if l has no bonus drum.
func (l Lottery) ProbBonus(m int, bonus bool) *big.Rat {
	l.mustValidate("ProbBonus")
	if l.Bonus == 0 {
		panic("odds: Lottery.ProbBonus: the lottery has no bonus drum")
	}
	f := big.NewRat(1, int64(l.Bonus))
	if !bonus {
		f.SetFrac64(int64(l.Bonus-1), int64(l.Bonus))
	}
	p := l.Prob(m)
	return p.Mul(p, f)
}

// Matches is P(m) for m = 0…min(S, D), in that order; they sum to 1. It
// computes the binomials by their ratios from one row to the next,
//
//	C(S, m+1)     = C(S, m)·(S − m)/(m + 1)
//	C(N−S, D−m+1) = C(N−S, D−m)·(N − S − D + m)/(D − m + 1)
//
// (exact integer divisions), not afresh per row as [Lottery.Prob] does.
func (l Lottery) Matches() []*big.Rat {
	l.mustValidate("Matches")
	n, d, s := int64(l.Balls), int64(l.Drawn), int64(l.spots())
	top := int64(l.MaxMatch())
	total := lotteryBinomial(l.Balls, l.Drawn)
	ps := make([]*big.Rat, top+1)
	// b = C(N−S, D−m) from m = top down; it is ≥ 1 at the top, since
	// D − top is 0 or D − S ≤ N − S.
	b := lotteryBinomial(int(n-s), int(d-top))
	bs := make([]*big.Int, top+1)
	for m := top; m >= 0; m-- {
		bs[m] = new(big.Int).Set(b)
		if m > 0 {
			if f := n - s - d + m; f > 0 {
				b.Mul(b, big.NewInt(f)).Quo(b, big.NewInt(d-m+1))
			} else {
				b.SetInt64(0)
			}
		}
	}
	a := big.NewInt(1) // C(S, m)
	for m := int64(0); m <= top; m++ {
		ps[m] = new(big.Rat).SetFrac(new(big.Int).Mul(a, bs[m]), total)
		a.Mul(a, big.NewInt(s-m)).Quo(a, big.NewInt(m+1))
	}
	return ps
}

// MatchesBonus is [Lottery.ProbBonus] for m = 0…min(S, D): P(m, bonus) and
// P(m, no bonus). It panics if l has no bonus drum.
func (l Lottery) MatchesBonus() (bonus, noBonus []*big.Rat) {
	l.mustValidate("MatchesBonus")
	if l.Bonus == 0 {
		panic("odds: Lottery.MatchesBonus: the lottery has no bonus drum")
	}
	with, without := big.NewRat(1, int64(l.Bonus)), big.NewRat(int64(l.Bonus-1), int64(l.Bonus))
	for _, p := range l.Matches() {
		bonus = append(bonus, new(big.Rat).Mul(p, with))
		noBonus = append(noBonus, p.Mul(p, without))
	}
	return bonus, noBonus
}

// LotteryPreset is a named lottery and the spots its players may mark.
type LotteryPreset struct {
	Name    string
	Summary string
	Lottery Lottery // Spots set to the default ticket
	// MinSpots…MaxSpots is the range of spots a ticket may mark (keno
	// 1…10); for pick-k games 1…Balls, k being the usual ticket.
	MinSpots, MaxSpots int
}

// LotteryPresets returns the named lotteries:
//
//	roadrunner      5 of 37: New Mexico Roadrunner Cash (the Java document's exercise)
//	lotto           6 of 40: the Java document's Lottery(40).pick(6)
//	keno            20 of 80, the ticket marks 1…10 spots (default 10)
//	powerball-2012  5 of 59 + 1 of 39: Powerball from January 2009 to January 2012,
//	                the Java document's exercise IV (195,249,054 draws)
//	powerball       5 of 69 + 1 of 26: Powerball since October 2015 (292,201,338)
//
// (From January 2012 to October 2015 Powerball drew 1 of 35 red balls:
// 175,223,510 draws; that game is Lottery{59, 5, 5, 35}.)
func LotteryPresets() []LotteryPreset {
	return []LotteryPreset{
		{"roadrunner", "New Mexico Roadrunner Cash: 5 of 37", Lottery{Balls: 37, Drawn: 5, Spots: 5}, 1, 37},
		{"lotto", "a 6-of-40 lotto, the Java document's example", Lottery{Balls: 40, Drawn: 6, Spots: 6}, 1, 40},
		{"keno", "keno: 20 of 80 drawn, a ticket of 1…10 spots", Lottery{Balls: 80, Drawn: 20, Spots: 10}, 1, 10},
		{"powerball-2012", "Powerball 2009–Jan 2012: 5 of 59 + 1 of 39", Lottery{Balls: 59, Drawn: 5, Spots: 5, Bonus: 39}, 1, 59},
		{"powerball", "Powerball since Oct 2015: 5 of 69 + 1 of 26", Lottery{Balls: 69, Drawn: 5, Spots: 5, Bonus: 26}, 1, 69},
	}
}

// LookupLottery finds a preset by name; the error lists the names.
func LookupLottery(name string) (LotteryPreset, error) {
	ps := LotteryPresets()
	names := make([]string, len(ps))
	for i, p := range ps {
		if p.Name == name {
			return p, nil
		}
		names[i] = p.Name
	}
	return LotteryPreset{}, fmt.Errorf("unknown lottery preset %q: allowed %s", name, strings.Join(names, ", "))
}
