package poker

import (
	"math/rand/v2"
	"testing"

	"riffle/engine/cards"
)

// bruteBest is the oracle: the largest Eval5 over every five-card subset.
func bruteBest(cs []cards.Card) cards.Value {
	var best cards.Value
	n := len(cs)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						best = max(best, cards.Eval5([5]cards.Card{cs[a], cs[b], cs[c], cs[d], cs[e]}))
					}
				}
			}
		}
	}
	return best
}

// checkFive checks that five are distinct cards of cs, worth v, in reading
// order (cards.BestFive of exactly those five keeps them in place).
func checkFive(t *testing.T, cs []cards.Card, five [5]cards.Card, v cards.Value) {
	t.Helper()
	in := cards.SetOf(cs...)
	for _, c := range five {
		if !in.Has(c) {
			t.Fatalf("best five %v of %v: %v is not in the hand", five, cs, c)
		}
	}
	if got := cards.Eval5(five); got != v {
		t.Fatalf("best five %v of %v are worth %v, reported %v", five, cs, got, v)
	}
	if ordered, _ := cards.BestFive(five[:]); ordered != five {
		t.Errorf("best five %v of %v not in reading order %v", five, cs, ordered)
	}
}

func TestBestMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 3000 {
		n := 5 + trial%9 // 5…13 cards
		if trial%100 == 99 {
			n = 20 // C(20, 5) = 15,504 subsets
		}
		deck := cards.NewDeck()
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		cs := deck[:n]
		five, v := bestOfMany(cs)
		if want := bruteBest(cs); v != want {
			t.Fatalf("bestOfMany(%v) = %v (%#x), brute force %v (%#x)", cards.FormatCards(cs), v, uint32(v), want, uint32(want))
		}
		checkFive(t, cs, five, v)
		if n <= 7 {
			if want := cards.Eval(cs); v != want {
				t.Fatalf("bestOfMany(%v) = %v, cards.Eval %v", cs, v, want)
			}
		}
		f2, v2 := Best(cs)
		if v2 != v {
			t.Fatalf("Best(%v) = %v, bestOfMany %v", cs, v2, v)
		}
		checkFive(t, cs, f2, v2)
	}
}

// Hands built to reach every branch of the class-by-class builder with
// more than seven cards, worked out by hand.
func TestBestHandWorked(t *testing.T) {
	for _, c := range []struct {
		hand, five, name string
	}{
		{"Ah Kh Qh Jh Th 9h 2c 2d 2h 2s", "Ah Kh Qh Jh Th", "Royal flush"},
		{"9s 8s 7s 6s 5s Ah Ad Ac As Kd", "9s 8s 7s 6s 5s", "Straight flush, nine high"},
		{"5d 4d 3d 2d Ad Kd Qd Kh Ks Kc", "5d 4d 3d 2d Ad", "Straight flush, five high"}, // the wheel, not the K-high flush
		{"Ah Ad Ac As 2c 3c 4c 6c 7c", "As Ah Ad Ac 7c", "Four of a kind, aces"},         // over a flush
		{"Kh Kd Kc 7s 7h 7d 2c 2d", "Kh Kd Kc 7s 7h", "Full house, kings over sevens"},
		{"Ah Qh 9h 6h 3h Ks Qs Js 8s 4s 2c", "Ah Qh 9h 6h 3h", "Flush, ace high"}, // two flushes: the better wins
		{"Ah Qh 9h 6h 3h As Qs 9s 6s 4s 2c", "As Qs 9s 6s 4s", "Flush, ace high"}, // ace-high flushes: the four decides
		{"Ac 2d 3h 4s 5c 9d Jh Kd", "5c 4s 3h 2d Ac", "Straight, five high"},
		{"Tc Jd Qh Ks Ac 2d 3h 4s 5c", "Ac Ks Qh Jd Tc", "Straight, ace high"}, // not the wheel
		{"7c 7d 7h Ac Kd 2s 4h 9c", "7h 7d 7c Ac Kd", "Three of a kind, sevens"},
		{"Jc Jd 8h 8s 3c 3d Ac 5h", "Jd Jc 8s 8h Ac", "Two pair, jacks and eights"},
		{"Jc Jd 8h 8s 4c 4d 2c 3h", "Jd Jc 8s 8h 4d", "Two pair, jacks and eights"}, // the third pair kicks
		{"Qc Qd Ah 9s 7c 5d 3h 2c", "Qd Qc Ah 9s 7c", "One pair, queens"},
		{"Ac Jd 9h 7s 6c 4d 3h 2d", "Ac Jd 9h 7s 6c", "High card, ace"},
	} {
		cs := cards.MustParseCards(c.hand)
		five, v := bestOfMany(cs)
		want := cards.MustParseCards(c.five)
		if got := cards.Describe(v); got != c.name {
			t.Errorf("%s: %q, want %q", c.hand, got, c.name)
		}
		if cards.SetOf(five[:]...) != cards.SetOf(want...) {
			t.Errorf("%s: best five %v, want %v", c.hand, cards.FormatCards(five[:]), c.five)
		}
		checkFive(t, cs, five, v)
	}
}

func TestBestPanics(t *testing.T) {
	for _, cs := range [][]cards.Card{
		cards.MustParseCards("Ah Kh Qh Jh"),
		append(cards.MustParseCards("Ah Kh Qh Jh Th 9h 8h"), cards.MustParse("Ah")),
		append(cards.MustParseCards("Ah Kh Qh Jh Th 9h 8h"), 60),
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Best(%v) did not panic", cs)
				}
			}()
			Best(cs)
		}()
	}
}
