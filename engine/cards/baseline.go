package cards

import (
	"fmt"
	"math/bits"
)

// This file keeps the evaluator riffle used before the table-driven one
// (eval.go, evaltables.go) as the baseline `riffle bench` times it against,
// and as the tests' oracle: a bitwise adder over the four suit masks of a Set
// and two 8,192-entry tables. The new evaluator is checked against it on
// every five-card hand and on millions of six- and seven-card hands, and it
// builds the new tables (evalbuild_test.go). No table or odds use it.

// BaselineEval values the best five cards of s, which must hold 5, 6 or 7
// cards, with the evaluator riffle used before the table-driven one: the
// same Value as [Set.Eval], computed from the four suit masks by a bitwise
// adder. It is the baseline of `riffle bench` and panics like Set.Eval.
func BaselineEval(s Set) Value {
	if n := s.Len(); n < 5 || n > 7 || s&^fullDeck != 0 {
		panic(fmt.Sprintf("cards: BaselineEval needs 5 to 7 cards, got %d (%#x)", n, uint64(s)))
	}
	return baseEvalSet(uint64(s))
}

// Baseline tables over 13-bit rank masks (bit i = rank i+2).
var (
	// baseStraightTop[m] is the top rank of the highest straight in m (5 for
	// the wheel), or 0.
	baseStraightTop [8192]uint8
	// baseTopFive[m] packs the ranks of m's five highest bits the way a
	// Value does, r₁<<16 | … | r₅, with zeros where m has fewer bits.
	baseTopFive [8192]uint32
)

func init() {
	const wheel = 1<<12 | 0b1111 // A, 2, 3, 4, 5
	for m := range uint32(8192) {
		for top := 12; top >= 4; top-- {
			if run := uint32(0b11111) << (top - 4); m&run == run {
				baseStraightTop[m] = uint8(top + 2)
				break
			}
		}
		if baseStraightTop[m] == 0 && m&wheel == wheel {
			baseStraightTop[m] = uint8(Five)
		}
		x, shift := m, 16
		for x != 0 && shift >= 0 {
			i := bits.Len32(x) - 1
			baseTopFive[m] |= uint32(i+2) << shift
			x &^= 1 << i
			shift -= 4
		}
	}
}

// baseEval5 and baseEval7 are the old Eval5 and Eval7 without their checks.
func baseEval5(h [5]Card) Value {
	return baseEvalSet(cardBits[h[0]] | cardBits[h[1]] | cardBits[h[2]] | cardBits[h[3]] | cardBits[h[4]])
}

func baseEval7(h [7]Card) Value {
	return baseEvalSet(cardBits[h[0]] | cardBits[h[1]] | cardBits[h[2]] | cardBits[h[3]] |
		cardBits[h[4]] | cardBits[h[5]] | cardBits[h[6]])
}

// baseEvalSet values the best five cards of a set of 5 to 7 cards.
//
// With at most seven cards a flush excludes four of a kind and full house
// (those use four, or three and two, distinct suits, leaving at most 4 cards
// of any one suit), and at most one suit holds five cards; so a flush suit,
// if any, decides the hand alone. Otherwise the rank multiset decides, and it
// is read from the four suit masks a, b, c, d by a bitwise adder:
//
//	r1 = a|b|c|d                      ranks held at least once
//	r2 = a&b | c&d | (a|b)&(c|d)      at least twice
//	r3 = a&b&(c|d) | c&d&(a|b)        at least three times
//	r4 = a&b&c&d                      four times
func baseEvalSet(m uint64) Value {
	a, b := uint32(m)&0x1fff, uint32(m>>16)&0x1fff
	c, d := uint32(m>>32)&0x1fff, uint32(m>>48)&0x1fff
	flush := uint32(0)
	switch {
	case bits.OnesCount32(a) >= 5:
		flush = a
	case bits.OnesCount32(b) >= 5:
		flush = b
	case bits.OnesCount32(c) >= 5:
		flush = c
	case bits.OnesCount32(d) >= 5:
		flush = d
	}
	if flush != 0 {
		if t := baseStraightTop[flush]; t != 0 {
			if t == uint8(Ace) {
				return Value(RoyalFlush)<<20 | Value(Ace)<<16
			}
			return Value(StraightFlush)<<20 | Value(t)<<16
		}
		return Value(Flush)<<20 | Value(baseTopFive[flush])
	}
	abOr, abAnd, cdOr, cdAnd := a|b, a&b, c|d, c&d
	r1 := abOr | cdOr
	if r4 := abAnd & cdAnd; r4 != 0 {
		q := bits.Len32(r4) - 1
		return Value(FourOfAKind)<<20 | Value(q+2)<<16 | Value(baseTopFive[r1&^(1<<q)]>>4&0xf000)
	}
	r3 := abAnd&cdOr | cdAnd&abOr
	r2 := abAnd | cdAnd | abOr&cdOr
	t := bits.Len32(r3) - 1 // −1 without three of a kind
	if t >= 0 {
		if pairs := r2 &^ (1 << t); pairs != 0 {
			return Value(FullHouse)<<20 | Value(t+2)<<16 | Value(bits.Len32(pairs)+1)<<12
		}
	}
	if s := baseStraightTop[r1]; s != 0 {
		return Value(Straight)<<20 | Value(s)<<16
	}
	if t >= 0 {
		return Value(ThreeOfAKind)<<20 | Value(t+2)<<16 | Value(baseTopFive[r1&^(1<<t)]>>4&0xff00)
	}
	if r2 != 0 {
		p := bits.Len32(r2) - 1
		if rest := r2 &^ (1 << p); rest != 0 {
			q := bits.Len32(rest) - 1
			return Value(TwoPair)<<20 | Value(p+2)<<16 | Value(q+2)<<12 |
				Value(baseTopFive[r1&^(1<<p|1<<q)]>>8&0xf00)
		}
		return Value(OnePair)<<20 | Value(p+2)<<16 | Value(baseTopFive[r1&^(1<<p)]>>4&0xfff0)
	}
	return Value(HighCard)<<20 | Value(baseTopFive[r1])
}
