package poker

import (
	"fmt"
	"math"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/stats"
)

// NumClasses sizes arrays indexed by [cards.Class]: HighCard (1) …
// RoyalFlush (10); index 0 is unused.
const NumClasses = int(cards.RoyalFlush) + 1

// ClassTally counts hands by class: Counts[c] for c = HighCard…RoyalFlush.
type ClassTally struct {
	Counts [NumClasses]int64
}

// Add counts one hand of class c (no hand, class 0, is not counted).
func (t *ClassTally) Add(c cards.Class) {
	if c >= cards.HighCard && c <= cards.RoyalFlush {
		t.Counts[c]++
	}
}

// Merge adds o's counts to t.
func (t *ClassTally) Merge(o ClassTally) {
	for i, n := range o.Counts {
		t.Counts[i] += n
	}
}

// Total is the number of hands counted.
func (t ClassTally) Total() int64 {
	var n int64
	for _, c := range t.Counts {
		n += c
	}
	return n
}

// ClassProbs are exact hand-class probabilities indexed by [cards.Class],
// from a table of [odds.PokerClasses]: P[c] = Count / Total as a float64
// (the exact fraction is the table's [odds.PokerClass.Prob]).
type ClassProbs [NumClasses]float64

// ProbsOf turns an odds table into ClassProbs. It returns an error unless
// the table has every class once and its counts sum to its total.
func ProbsOf(table []odds.PokerClass) (ClassProbs, error) {
	var p ClassProbs
	var seen [NumClasses]bool
	var sum int64
	for _, row := range table {
		c := row.Class
		if c < cards.HighCard || c > cards.RoyalFlush || seen[c] || row.Total <= 0 {
			return p, fmt.Errorf("poker: odds table row %+v is not a class of a valid table", row)
		}
		seen[c] = true
		sum += row.Count
		p[c] = float64(row.Count) / float64(row.Total)
	}
	if len(table) != NumClasses-1 || sum != table[0].Total {
		return p, fmt.Errorf("poker: odds table has %d classes summing to %d hands of %d", len(table), sum, table[0].Total)
	}
	return p, nil
}

// ClassGroup is one category of the hand-class test: the classes From…To
// (weakest to strongest; one class when From == To), their exact
// probability and the hands counted in them.
type ClassGroup struct {
	From, To cards.Class
	Prob     float64
	Count    int64
}

// Label names the group: the class ("Two pair"), or the weakest class and a
// plus for a pooled tail ("Straight+": a straight or better).
func (g ClassGroup) Label() string {
	if g.From == g.To {
		return g.From.String()
	}
	return g.From.String() + "+"
}

// MinExpected is the smallest expected count a group of the hand-class test
// is given: Cochran's rule for Pearson's χ² (every expected count at least
// 5), met by pooling the rarest classes.
const MinExpected = 5

// Pool groups the classes of t for a goodness-of-fit test against p: the
// classes from high card up each stand alone while their expected count
// N·p is at least minExpected and what is left above them expects at least
// minExpected too; the rest — the strong, rare hands — are pooled into one
// tail, "Straight+" say. As the tally grows the tail shrinks: with N hands
// of five cards, a royal flush (p ≈ 1.5·10⁻⁶) stands alone only from about
// 3.2 million hands. There are always at least two groups (high card, and
// one pair or better), even when N is too small for the rule.
func Pool(t ClassTally, p ClassProbs, minExpected float64) []ClassGroup {
	n := float64(t.Total())
	// tail[c] = P(class ≥ c).
	var tail [NumClasses + 1]float64
	for c := NumClasses - 1; c >= int(cards.HighCard); c-- {
		tail[c] = tail[c+1] + p[c]
	}
	// The tail starts at the first class k (2 ≤ k ≤ 10) such that every
	// class below it and the tail itself expect minExpected; the largest
	// such k, so that as many classes as possible stand alone.
	k := int(cards.OnePair)
	for c := int(cards.OnePair); c <= int(cards.RoyalFlush); c++ {
		ok := n*tail[c] >= minExpected
		for b := int(cards.HighCard); b < c && ok; b++ {
			ok = n*p[b] >= minExpected
		}
		if ok {
			k = c
		}
	}
	groups := make([]ClassGroup, 0, k)
	for c := int(cards.HighCard); c < k; c++ {
		groups = append(groups, ClassGroup{From: cards.Class(c), To: cards.Class(c), Prob: p[c], Count: t.Counts[c]})
	}
	g := ClassGroup{From: cards.Class(k), To: cards.RoyalFlush, Prob: tail[k]}
	for c := k; c < NumClasses; c++ {
		g.Count += t.Counts[c]
	}
	return append(groups, g)
}

// MinHands is the fewest hands for which [Pool] can make groups that all
// expect at least minExpected (minExpected > 0): high card and "one pair
// or better" each expecting minExpected,
//
//	N = ⌈minExpected / min(P(high card), P(one pair or better))⌉
//
// computed with the same floating-point sums as Pool, so that Pool's
// groups meet the rule from N hands on and not before. For five cards it
// is 11 (P(high card) = 0.5012, P(pair or better) = 0.4988); for the best
// five of seven, 29 (P(high card) = 0.1741). It returns 0 when p has no
// high card or nothing above it (no test is possible).
func MinHands(p ClassProbs, minExpected float64) int64 {
	var above float64
	for c := NumClasses - 1; c >= int(cards.OnePair); c-- {
		above += p[c]
	}
	q := math.Min(p[cards.HighCard], above)
	if q <= 0 || minExpected <= 0 {
		return 0
	}
	n := int64(math.Ceil(minExpected / q))
	for n > 1 && float64(n-1)*p[cards.HighCard] >= minExpected && float64(n-1)*above >= minExpected {
		n--
	}
	for float64(n)*p[cards.HighCard] < minExpected || float64(n)*above < minExpected {
		n++
	}
	return n
}

// Fit is Pearson's goodness-of-fit test of a tally's groups against their
// exact probabilities.
type Fit struct {
	Groups []ClassGroup
	Chi2   float64
	DF     int
	P      float64 // the χ² survival function at Chi2 with DF degrees of freedom
	// MaxZ is the largest |z| over the groups, z = (O − N·p)/√(N·p·(1−p)):
	// how many standard errors the worst group's count is from its
	// expectation.
	MaxZ float64
	// Testable reports whether every group expects at least MinExpected
	// hands, so that the χ² approximation holds (Cochran's rule). When it
	// is false, Chi2, P and MaxZ mean nothing and must not be shown as a
	// verdict; Need more hands make it true.
	Testable bool
	Need     int64
}

// FitClasses pools t against p ([Pool] with [MinExpected]) and tests it.
// Below [MinHands] hands the groups cannot all expect MinExpected: the fit
// is then not Testable, and Need says how many more hands it takes.
//
// Under the null hypothesis the hands must be independent draws: distinct
// deals, or hands of one deal whose dependence is negligible. Hands dealt
// from one deck are drawn without replacement, which couples their
// classes a little (each hand's class count varies by a factor 1 + (n−1)ρ
// for n hands with intra-deal correlation ρ; for five 5-card hands the
// tests measure |ρ| below 0.01). Hold'em players share a board, which
// couples their classes strongly, so a Hold'em tally counts one seat only.
func FitClasses(t ClassTally, p ClassProbs) Fit {
	f := Fit{Groups: Pool(t, p, MinExpected)}
	counts := make([]int64, len(f.Groups))
	probs := make([]float64, len(f.Groups))
	n := float64(t.Total())
	for i, g := range f.Groups {
		counts[i], probs[i] = g.Count, g.Prob
		if sd := math.Sqrt(n * g.Prob * (1 - g.Prob)); sd > 0 {
			f.MaxZ = math.Max(f.MaxZ, math.Abs(float64(g.Count)-n*g.Prob)/sd)
		}
	}
	f.Chi2, f.DF, f.P = stats.GoodnessOfFit(counts, probs)
	f.Testable = n > 0
	for _, g := range f.Groups {
		if n*g.Prob < MinExpected {
			f.Testable = false
		}
	}
	if !f.Testable {
		f.Need = max(1, MinHands(p, MinExpected)-t.Total())
	}
	return f
}
