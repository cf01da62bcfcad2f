package cards

import (
	"slices"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
)

// refEval5 is an independent, deliberately plain evaluator for the tests:
// it sorts the ranks, groups them by count and checks the five cards for a
// flush and a straight, the way the rules are written, then packs the result
// in the documented Value layout. It shares nothing with the evaluators but Card's
// Rank and Suit.
func refEval5(h [5]Card) Value {
	var cnt [15]int
	flush := true
	for _, c := range h {
		cnt[c.Rank()]++
		flush = flush && c.Suit() == h[0].Suit()
	}
	// Distinct ranks ordered by (count, rank), both descending.
	var buf [5]int
	order := buf[:0]
	for n := 4; n >= 1; n-- {
		for r := 14; r >= 2; r-- {
			if cnt[r] == n {
				order = append(order, r)
			}
		}
	}
	top := 0
	if len(order) == 5 {
		switch {
		case order[0]-order[4] == 4:
			top = order[0]
		case [5]int(order) == [5]int{14, 5, 4, 3, 2}:
			top = 5
		}
	}
	// The shape: the largest group's size and the number of distinct ranks.
	type shape struct{ most, distinct int }
	var class Class
	switch sh := (shape{cnt[order[0]], len(order)}); {
	case top == 14 && flush:
		class = RoyalFlush
	case top > 0 && flush:
		class = StraightFlush
	case sh == shape{4, 2}:
		class = FourOfAKind
	case sh == shape{3, 2}:
		class = FullHouse
	case flush:
		class = Flush
	case top > 0:
		class = Straight
	case sh == shape{3, 3}:
		class = ThreeOfAKind
	case sh == shape{2, 3}:
		class = TwoPair
	case sh == shape{2, 4}:
		class = OnePair
	default:
		class = HighCard
	}
	if top > 0 {
		order = []int{top}
	}
	v := Value(class) << 20
	for i, r := range order {
		v |= Value(r) << (16 - 4*i)
	}
	return v
}

// bestOfSubsets is the best Eval5 over every five-card subset of cs.
func bestOfSubsets(cs []Card, eval func([5]Card) Value) Value {
	var best Value
	var h [5]Card
	var rec func(start, k int)
	rec = func(start, k int) {
		if k == 5 {
			best = max(best, eval(h))
			return
		}
		for i := start; i <= len(cs)-(5-k); i++ {
			h[k] = cs[i]
			rec(i+1, k+1)
		}
	}
	rec(0, 0)
	return best
}

// hx shows a Value's bits (%x on a Value would print its description).
func hx(v Value) uint32 { return uint32(v) }

func hand5(s string) [5]Card { return [5]Card(MustParseCards(s)) }

// ladder lists hands from weakest to strongest; tie marks a hand equal to
// the one before it.
var ladder = []struct {
	hand  string
	class Class
	desc  string
	tie   bool
}{
	{"7c 5d 4h 3s 2c", HighCard, "High card, seven", false}, // the lowest hand
	{"Ah Kd 9c 5s 2h", HighCard, "High card, ace", false},
	{"Ah Kd 9c 5s 3h", HighCard, "High card, ace", false}, // fifth card decides
	{"As Kc 9d 5h 3c", HighCard, "High card, ace", true},  // suits never do
	{"2c 2d 5h 4s 3c", OnePair, "One pair, twos", false},  // the lowest pair
	{"Js Jc Kh Qd Td", OnePair, "One pair, jacks", false},
	{"Jh Jd Ac 4s 3h", OnePair, "One pair, jacks", false}, // ace kicker beats K-Q-T
	{"Jh Jd Ac 5s 2h", OnePair, "One pair, jacks", false}, // third kicker
	{"3h 3d 2c 2s Ah", TwoPair, "Two pair, threes and twos", false},
	{"Ah Ad 8c 8s 4h", TwoPair, "Two pair, aces and eights", false},
	{"As Ac 8h 8d Kc", TwoPair, "Two pair, aces and eights", false}, // the kicker
	{"Ah Ad Kc Ks 2h", TwoPair, "Two pair, aces and kings", false},
	{"7h 7d 7c Ks 2h", ThreeOfAKind, "Three of a kind, sevens", false},
	{"7s 7d 7c Ah 2c", ThreeOfAKind, "Three of a kind, sevens", false},
	{"Ah Ad Ac Kh Qd", ThreeOfAKind, "Three of a kind, aces", false},
	{"5h 4d 3c 2s Ah", Straight, "Straight, five high", false}, // the wheel: ace low
	{"5c 4c 3d 2d Ad", Straight, "Straight, five high", true},
	{"6h 5d 4c 3s 2h", Straight, "Straight, six high", false},
	{"Ah Kd Qc Js Th", Straight, "Straight, ace high", false},
	{"2c 3c 4c 5c 7c", Flush, "Flush, seven high", false}, // the lowest flush beats every straight
	{"Kd Qd 9d 6d 3d", Flush, "Flush, king high", false},
	{"Ah 2h 3h 4h 6h", Flush, "Flush, ace high", false}, // ace high beats king high
	{"Ac Kc Qc Jc 9c", Flush, "Flush, ace high", false},
	{"As Ks Qs Js 9s", Flush, "Flush, ace high", true},
	{"2h 2d 2c 3s 3h", FullHouse, "Full house, twos over threes", false},
	{"Qh Qd Qc As Ah", FullHouse, "Full house, queens over aces", false},
	{"Kh Kd Kc 4s 4h", FullHouse, "Full house, kings over fours", false}, // the three decides first
	{"Kh Kd Ks 5s 5h", FullHouse, "Full house, kings over fives", false},
	{"Ah Ad Ac 2s 2h", FullHouse, "Full house, aces over twos", false},
	{"9c 9d 9h 9s 2c", FourOfAKind, "Four of a kind, nines", false},
	{"9c 9d 9h 9s Ac", FourOfAKind, "Four of a kind, nines", false},
	{"Ac Ad Ah As Kc", FourOfAKind, "Four of a kind, aces", false},
	{"Ah 2h 3h 4h 5h", StraightFlush, "Straight flush, five high", false}, // the steel wheel
	{"2s 3s 4s 5s 6s", StraightFlush, "Straight flush, six high", false},
	{"Kd Qd Jd Td 9d", StraightFlush, "Straight flush, king high", false},
	{"Ac Kc Qc Jc Tc", RoyalFlush, "Royal flush", false},
	{"Th Jh Qh Kh Ah", RoyalFlush, "Royal flush", true},
}

func TestEval5Ladder(t *testing.T) {
	var prev Value
	for i, c := range ladder {
		h := hand5(c.hand)
		v := Eval5(h)
		if v.Class() != c.class || Describe(v) != c.desc || v.String() != c.desc {
			t.Errorf("%s: %v (%q), want %v (%q)", c.hand, v.Class(), Describe(v), c.class, c.desc)
		}
		if r := refEval5(h); v != r {
			t.Errorf("%s: Eval5 %#x, reference %#x", c.hand, hx(v), hx(r))
		}
		if i > 0 {
			if c.tie && v != prev {
				t.Errorf("%s should tie %s: %#x vs %#x", c.hand, ladder[i-1].hand, hx(v), hx(prev))
			}
			if !c.tie && v <= prev {
				t.Errorf("%s should beat %s: %#x vs %#x", c.hand, ladder[i-1].hand, hx(v), hx(prev))
			}
		}
		prev = v
	}
}

func TestValueRanks(t *testing.T) {
	for hand, want := range map[string]string{
		"As Ac 8h 8d Kc": "A 8 K",
		"Kh Kd Kc 4s 4h": "K 4",
		"5h 4d 3c 2s Ah": "5",
		"Jh Jd Ac 5s 2h": "J A 5 2",
		"Ah 2h 3h 4h 6h": "A 6 4 3 2",
		"9c 9d 9h 9s Ac": "9 A",
	} {
		var got []string
		for _, r := range Eval5(hand5(hand)).Ranks() {
			got = append(got, r.String())
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%s: Ranks %v, want %s", hand, got, want)
		}
	}
	if Describe(0) != "no hand" || Class(0).String() != "no hand" {
		t.Errorf("zero Value: %q", Describe(0))
	}
}

func TestEval7Hands(t *testing.T) {
	for _, c := range []struct{ hand, desc, best string }{
		{"Ah Ad Ac Ks Kh Kd 2c", "Full house, aces over kings", "Ah Ad Ac Ks Kh"},
		{"Ah Ad Ks Kh Qd Qc 2c", "Two pair, aces and kings", "Ah Ad Ks Kh Qd"},
		{"2h 3h 4h 5h 6h 7h As", "Straight flush, seven high", "7h 6h 5h 4h 3h"},
		{"Ah 2d 3c 4s 5h 6d 7c", "Straight, seven high", "7c 6d 5h 4s 3c"},
		{"Ah 2d 3c 4s 5h Kd Kc", "Straight, five high", "5h 4s 3c 2d Ah"},
		{"Ah Kh Qh Jh 9h Th 2c", "Royal flush", "Ah Kh Qh Jh Th"},
		{"9c 9d 9h 9s Ac Ad Ah", "Four of a kind, nines", "9s 9h 9d 9c Ac"}, // the first ace in the list
		{"2h 5h 9h Jh Kh Tc Qd", "Flush, king high", "Kh Jh 9h 5h 2h"},
		{"Kh Kd 4c 4s Kc 2h 9d", "Full house, kings over fours", "Kh Kd Kc 4s 4c"},
		{"Ah 2h 3h 4h 5h 6d 7c", "Straight flush, five high", "5h 4h 3h 2h Ah"},
		{"7c 7d 7h 3s 3c 3d Ks", "Full house, sevens over threes", "7h 7d 7c 3s 3c"},
	} {
		cs := MustParseCards(c.hand)
		v := Eval7([7]Card(cs))
		if Describe(v) != c.desc {
			t.Errorf("%s: %q, want %q", c.hand, Describe(v), c.desc)
		}
		if b := bestOfSubsets(cs, refEval5); v != b {
			t.Errorf("%s: Eval7 %#x, best of 21 by the reference %#x", c.hand, hx(v), hx(b))
		}
		five, bv := BestFive(cs)
		if got := FormatCards(five[:]); got != c.best || bv != v {
			t.Errorf("%s: BestFive %s (%#x), want %s (%#x)", c.hand, got, hx(bv), c.best, hx(v))
		}
	}
}

// TestEval5Exhaustive values all C(52,5) = 2,598,960 five-card hands, checks
// each against the reference evaluator and the class counts against the
// published table: Wikipedia, "Poker probability", frequency of 5-card poker
// hands (royal flush counted apart from the other straight flushes).
func TestEval5Exhaustive(t *testing.T) {
	want := map[Class]int{
		RoyalFlush: 4, StraightFlush: 36, FourOfAKind: 624, FullHouse: 3_744, Flush: 5_108,
		Straight: 10_200, ThreeOfAKind: 54_912, TwoPair: 123_552, OnePair: 1_098_240, HighCard: 1_302_540,
	}
	got := map[Class]int{}
	var counts [16]int
	mismatches := 0
	var h [5]Card
	for h[0] = 0; h[0] < 52; h[0]++ {
		for h[1] = h[0] + 1; h[1] < 52; h[1]++ {
			for h[2] = h[1] + 1; h[2] < 52; h[2]++ {
				for h[3] = h[2] + 1; h[3] < 52; h[3]++ {
					for h[4] = h[3] + 1; h[4] < 52; h[4]++ {
						v := Eval5(h)
						counts[v.Class()]++
						if r := refEval5(h); v != r {
							if mismatches++; mismatches <= 5 {
								t.Errorf("%v: Eval5 %#x (%v), reference %#x (%v)", h, hx(v), v, hx(r), r)
							}
						}
					}
				}
			}
		}
	}
	total := 0
	for c := HighCard; c <= RoyalFlush; c++ {
		got[c] = counts[c]
		total += counts[c]
	}
	if total != 2_598_960 || counts[0] != 0 {
		t.Errorf("%d hands valued (%d as no hand), want 2,598,960", total, counts[0])
	}
	for c, n := range want {
		if got[c] != n {
			t.Errorf("%v: %d hands, want %d", c, got[c], n)
		}
	}
	if mismatches > 0 {
		t.Errorf("%d hands differ from the reference", mismatches)
	}
}

// TestEval7RandomHands: for 100,000 seven-card hands dealt by a fair shuffle
// at a fixed seed, Eval7 is the best of the 21 five-card Eval5 values and of
// the reference's; Eval on the first six cards is the best of their six
// fives; BestFive returns five of the seven worth Eval7, in reading order.
func TestEval7RandomHands(t *testing.T) {
	g := rng.NewPCG(20240907)
	deck := NewDeck()
	n := 100_000
	if testing.Short() {
		n = 10_000
	}
	classes := map[Class]int{}
	for i := 0; i < n; i++ {
		shuffle.Partial(deck, 7, g)
		cs := deck[:7]
		v := Eval7([7]Card(cs))
		classes[v.Class()]++
		if b := bestOfSubsets(cs, Eval5); v != b {
			t.Fatalf("%v: Eval7 %#x (%v), best of 21 Eval5 %#x (%v)", cs, hx(v), v, hx(b), b)
		}
		if i%8 == 0 {
			if r := bestOfSubsets(cs, refEval5); v != r {
				t.Fatalf("%v: Eval7 %#x, best of 21 by the reference %#x", cs, hx(v), hx(r))
			}
			if v6, b6 := Eval(cs[:6]), bestOfSubsets(cs[:6], Eval5); v6 != b6 {
				t.Fatalf("%v: Eval of six %#x, best of 6 Eval5 %#x", cs[:6], hx(v6), hx(b6))
			}
			if v != SetOf(cs...).Eval() || v != Eval(cs) {
				t.Fatalf("%v: Set.Eval or Eval differs from Eval7", cs)
			}
			five, bv := BestFive(cs)
			if bv != v || Eval5(five) != v || SetOf(five[:]...)&^SetOf(cs...) != 0 {
				t.Fatalf("%v: BestFive %v (%#x), Eval7 %#x", cs, five, hx(bv), hx(v))
			}
			checkReadingOrder(t, five, v)
		}
	}
	// Every class but royal flush (probability 3.2e-5) turns up in 100,000
	// hands except with negligible probability: straight flush (2.8e-4) is
	// missed with probability (1-2.8e-4)^100000 ≈ 1e-12.
	for c := HighCard; c <= StraightFlush && n == 100_000; c++ {
		if classes[c] == 0 {
			t.Errorf("no %v in %d random hands", c, n)
		}
	}
}

// checkReadingOrder: the five cards' ranks, with repeats merged, are
// Value.Ranks (for straights, the run down from the top card).
func checkReadingOrder(t *testing.T, five [5]Card, v Value) {
	t.Helper()
	var got []Rank
	for i, c := range five {
		if i == 0 || c.Rank() != five[i-1].Rank() {
			got = append(got, c.Rank())
		}
	}
	want := v.Ranks()
	if cl := v.Class(); cl == Straight || cl == StraightFlush || cl == RoyalFlush {
		top := want[0]
		want = nil
		for r := top; len(want) < 5; r-- {
			want = append(want, r)
		}
		if want[4] == 1 {
			want[4] = Ace
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("BestFive %v: ranks %v, want %v", five, got, want)
	}
}

func TestEvalPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"Eval5 duplicate":  func() { Eval5(hand5("Ah Kd 7c 2s 3s")); Eval5([5]Card{1, 1, 2, 3, 4}) },
		"Eval5 invalid":    func() { Eval5([5]Card{1, 2, 3, 4, 52}) },
		"Eval7 duplicate":  func() { Eval7([7]Card{0, 1, 2, 3, 4, 5, 5}) },
		"Eval four cards":  func() { Eval(MustParseCards("Ah Kd 7c 2s")) },
		"Eval eight cards": func() { Eval(MustParseCards("Ah Kd 7c 2s 3s 4s 5s 6s")) },
		"Set.Eval bad bit": func() { (SetOf(0, 1, 2, 3) | 1<<13).Eval() },
		"BestFive dup":     func() { BestFive([]Card{0, 1, 2, 3, 3, 5}) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}
