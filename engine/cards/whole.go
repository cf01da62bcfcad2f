package cards

import (
	"fmt"
	"strings"
)

// DescribeWhole says what hand v is with every card that can decide it,
// kickers included, the way a careful dealer calls a close showdown:
//
//	High card, ace, with king, nine, seven, four
//	One pair, queens, ace kicker            (with ace, ten, six: the others after it)
//	Two pair, aces and eights, king kicker
//	Three of a kind, sevens, ace and queen kickers
//	Flush, ace high, with queen, nine, six, two
//	Four of a kind, nines, jack kicker
//
// and as Describe for straights, full houses and the royal flush, which
// no kicker decides. For the pair the first kicker is named, the rest in
// brackets: "One pair, queens, ace kicker (ten, six)".
func DescribeWhole(v Value) string {
	rs := v.Ranks()
	names := func(rs []Rank) string {
		out := make([]string, len(rs))
		for i, r := range rs {
			out[i] = r.Name()
		}
		return strings.Join(out, ", ")
	}
	switch c := v.Class(); {
	case c == HighCard && len(rs) > 1, c == Flush && len(rs) > 1:
		return fmt.Sprintf("%s, with %s", Describe(v), names(rs[1:]))
	case c == OnePair && len(rs) > 1:
		s := fmt.Sprintf("%s, %s kicker", Describe(v), rs[1].Name())
		if len(rs) > 2 {
			s += " (" + names(rs[2:]) + ")"
		}
		return s
	case c == TwoPair && len(rs) > 2, c == FourOfAKind && len(rs) > 1:
		return fmt.Sprintf("%s, %s kicker", Describe(v), rs[len(rs)-1].Name())
	case c == ThreeOfAKind && len(rs) > 2:
		return fmt.Sprintf("%s, %s and %s kickers", Describe(v), rs[1].Name(), rs[2].Name())
	}
	return Describe(v)
}

// WhyBeats says, in a few words, why hand a beats hand b: "a higher hand"
// (a better class), "higher queens" and the like for the first deciding
// rank, "on the kicker" or "on the second kicker" when the made hand ties;
// "they split" when a and b are equal, and "" when a does not beat b.
func WhyBeats(a, b Value) string {
	switch {
	case a == b:
		return "they split"
	case a < b:
		return ""
	case a.Class() != b.Class():
		return "a higher hand"
	}
	ra, rb := a.Ranks(), b.Ranks()
	made := map[Class]int{HighCard: 1, OnePair: 1, TwoPair: 2, ThreeOfAKind: 1, Straight: 1, Flush: 1, FullHouse: 2,
		FourOfAKind: 1, StraightFlush: 1}[a.Class()]
	for i := range min(len(ra), len(rb)) {
		if ra[i] == rb[i] {
			continue
		}
		switch {
		case i < made:
			return "higher " + madeWord(a.Class(), i, ra[i])
		case a.Class() == HighCard || a.Class() == Flush:
			return fmt.Sprintf("on the %s card", ordinal(i+1))
		case i == made:
			return "on the kicker"
		}
		return fmt.Sprintf("on the %s kicker", ordinal(i-made+1))
	}
	return ""
}

// madeWord names the i-th deciding rank r of a made hand of class c:
// "queens" for a pair, "top card" for a straight, "trips" for a full house.
func madeWord(c Class, i int, r Rank) string {
	switch c {
	case HighCard, Straight, StraightFlush, Flush:
		return "top card: " + r.Name()
	case TwoPair:
		if i == 1 {
			return "second pair: " + r.Plural()
		}
	case FullHouse:
		if i == 1 {
			return "pair: " + r.Plural()
		}
		return "three: " + r.Plural()
	}
	return r.Plural()
}

// ordinal writes 1 → "first", 2 → "second", … 5 → "fifth".
func ordinal(n int) string {
	return [...]string{"", "first", "second", "third", "fourth", "fifth"}[min(max(n, 0), 5)]
}
