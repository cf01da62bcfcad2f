package videopoker

import (
	"math/rand/v2"
	"strings"
	"testing"

	"riffle/engine/cards"
)

func hand(t testing.TB, s string) [5]cards.Card {
	t.Helper()
	cs, err := cards.ParseCards(s)
	if err != nil || len(cs) != 5 {
		t.Fatalf("bad test hand %q: %v", s, err)
	}
	return [5]cards.Card(cs)
}

func TestLookup(t *testing.T) {
	want := []string{"jacks-9-6", "jacks-8-5", "bonus-8-5", "ddb-9-6", "deuces-full-pay"}
	for i, p := range PayTables() {
		if p.Name != want[i] {
			t.Errorf("PayTables()[%d] = %s, want %s", i, p.Name, want[i])
		}
		q, err := Lookup(p.Name)
		if err != nil || q.Name != p.Name {
			t.Errorf("Lookup(%s) = %v, %v", p.Name, q.Name, err)
		}
		if r := p.Lines[0].Pays; r != [5]int64{250, 500, 750, 1000, 4000} {
			t.Errorf("%s: top line pays %v", p.Name, r)
		}
		for j := 1; j < len(p.Lines); j++ {
			l := p.Lines[j]
			for c := 1; c <= 5; c++ {
				if l.Pays[c-1] != int64(c)*l.Pays[0] {
					t.Errorf("%s %s: pays %v not linear", p.Name, l.Name, l.Pays)
				}
			}
		}
	}
	_, err := Lookup("jacks-7-5")
	if err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "jacks-9-6, jacks-8-5, bonus-8-5, ddb-9-6, deuces-full-pay") {
		t.Errorf("Lookup(unknown) error = %v", err)
	}
}

func TestPay(t *testing.T) {
	tests := []struct {
		table, hand string
		line        string
		pay5        int64
	}{
		{"jacks-9-6", "Ah Kh Qh Jh Th", "Royal flush", 4000},
		{"jacks-9-6", "9h Kh Qh Jh Th", "Straight flush", 250},
		{"jacks-9-6", "Jh Jc 2d 5s 9c", "Jacks or better", 5},
		{"jacks-9-6", "Th Tc 2d 5s 9c", "", 0},
		{"jacks-9-6", "Ah 2c 3d 4s 5c", "Straight", 20},
		{"jacks-9-6", "3h 3c 3d 5s 5c", "Full house", 45},
		{"jacks-8-5", "3h 3c 3d 5s 5c", "Full house", 40},
		{"bonus-8-5", "Ah Ac Ad As 5c", "Four aces", 400},
		{"bonus-8-5", "3h 3c 3d 3s Kc", "Four 2-4", 200},
		{"bonus-8-5", "Kh Kc Kd Ks 3c", "Four 5-K", 125},
		{"ddb-9-6", "Ah Ac Ad As 4c", "Four aces with 2-4", 2000},
		{"ddb-9-6", "Ah Ac Ad As 5c", "Four aces", 800},
		{"ddb-9-6", "2h 2c 2d 2s Ac", "Four 2-4 with A-4", 800},
		{"ddb-9-6", "2h 2c 2d 2s 5c", "Four 2-4", 400},
		{"ddb-9-6", "7h 7c 7d 7s 2c", "Four 5-K", 250},
		{"ddb-9-6", "7h 7c 8d 8s 2c", "Two pair", 5},
		{"deuces-full-pay", "Ah Kh Qh Jh Th", "Natural royal flush", 4000},
		{"deuces-full-pay", "2h 2c 2d 2s Th", "Four deuces", 1000},
		{"deuces-full-pay", "Ah 2h Qh Jh Th", "Wild royal flush", 125},
		{"deuces-full-pay", "Ah 2h 2c Ad As", "Five of a kind", 75},
		{"deuces-full-pay", "2h 3h 4h 5h 7h", "Straight flush", 45},
		{"deuces-full-pay", "Ah 2h 3h 4h 5h", "Straight flush", 45},
		{"deuces-full-pay", "9h 9c 2d 5s 9s", "Four of a kind", 25},
		{"deuces-full-pay", "9h 9c 2d 5s 5c", "Full house", 15},
		{"deuces-full-pay", "9h 8h 2h 5h Jh", "Flush", 10},
		{"deuces-full-pay", "9h 8c 2h 6h 5h", "Straight", 10},
		{"deuces-full-pay", "9h 9c 2d 5s Jc", "Three of a kind", 5},
		{"deuces-full-pay", "Ah Ac Kd Ks Jc", "", 0},
	}
	for _, tt := range tests {
		p, err := Lookup(tt.table)
		if err != nil {
			t.Fatal(err)
		}
		h := hand(t, tt.hand)
		i := p.Classify(h)
		line := ""
		if i >= 0 {
			line = p.Lines[i].Name
		}
		if line != tt.line || p.Pay(h, 5) != tt.pay5 {
			t.Errorf("%s %s: line %q pays %d, want %q %d", tt.table, tt.hand, line, p.Pay(h, 5), tt.line, tt.pay5)
		}
	}
}

func TestPayPanics(t *testing.T) {
	p, _ := Lookup("jacks-9-6")
	for _, c := range []int{0, 6, -1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Pay(…, %d) did not panic", c)
				}
			}()
			p.Pay(hand(t, "Ah Kh Qh Jh Th"), c)
		}()
	}
}

// wildRank orders deuces-wild kinds, best first as the pay table lists them.
var wildRank = map[kind]int{
	kFourDeuces: 10, kRoyal: 11, kWildRoyal: 9, kFiveOfAKind: 8, kStraightFlush: 7,
	kFourAny: 6, kFullHouse: 5, kFlush: 4, kStraight: 3, kTrips: 2, kNothing: 0,
}

// bruteNatural values five cards that may repeat (a deuce stood in for a
// card already there): the kind a deuces-wild table pays it on.
func bruteNatural(rs [5]cards.Rank, ss [5]cards.Suit) kind {
	var count [15]int
	m, pairs := 0, 0
	for _, r := range rs {
		count[r]++
	}
	var set uint16
	for r, n := range count {
		m = max(m, n)
		if n == 2 {
			pairs++
		}
		if n > 0 {
			set |= 1 << r
		}
	}
	suited := ss[0] == ss[1] && ss[1] == ss[2] && ss[2] == ss[3] && ss[3] == ss[4]
	straight := false
	if m == 1 {
		for lo := 2; lo <= 10; lo++ {
			if set == 0x1f<<lo {
				straight = true
			}
		}
		if set == 1<<14|1<<2|1<<3|1<<4|1<<5 {
			straight = true
		}
	}
	switch {
	case m == 5:
		return kFiveOfAKind
	case suited && straight && set == 0x1f<<10:
		return kWildRoyal
	case suited && straight:
		return kStraightFlush
	case m == 4:
		return kFourAny
	case m == 3 && pairs == 1:
		return kFullHouse
	case suited:
		return kFlush
	case straight:
		return kStraight
	case m == 3:
		return kTrips
	}
	return kNothing
}

// bruteWild is the deuces-wild kind of h by trying every card (any rank and
// suit, repeats allowed) for every deuce.
func bruteWild(h [5]cards.Card) kind {
	var deuces []int
	var rs [5]cards.Rank
	var ss [5]cards.Suit
	for i, c := range h {
		rs[i], ss[i] = c.Rank(), c.Suit()
		if c.Rank() == cards.Two {
			deuces = append(deuces, i)
		}
	}
	if len(deuces) == 4 {
		return kFourDeuces
	}
	if len(deuces) == 0 {
		k := bruteNatural(rs, ss)
		if k == kWildRoyal {
			return kRoyal
		}
		return k
	}
	best := kNothing
	var try func(j int)
	try = func(j int) {
		if j == len(deuces) {
			if k := bruteNatural(rs, ss); wildRank[k] > wildRank[best] {
				best = k
			}
			return
		}
		for c := range cards.Card(cards.NumCards) {
			rs[deuces[j]], ss[deuces[j]] = c.Rank(), c.Suit()
			try(j + 1)
		}
	}
	try(0)
	return best
}

// TestClassifyWildBrute checks the counting classifier against brute-force
// substitution on random hands at a fixed seed, plus hands drawn towards the
// rare kinds (one suit, T…A, deuces, one rank), and checks every kind was met.
func TestClassifyWildBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 1500
	if testing.Short() {
		n = 400
	}
	deck := make([]cards.Card, cards.NumCards)
	for i := range deck {
		deck[i] = cards.Card(i)
	}
	var hands [][5]cards.Card
	for range n {
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		hands = append(hands, [5]cards.Card(deck[:5]))
	}
	// Draws towards the rarer kinds: one suit, and T…A plus deuces.
	for range n / 4 {
		s := cards.Suit(r.IntN(4))
		var h [5]cards.Card
		used := map[cards.Card]bool{}
		for i := 0; i < 5; {
			var c cards.Card
			switch x := r.IntN(4); x {
			case 3:
				c = cards.NewCard(cards.Rank(2+int(s)*3), cards.Suit(r.IntN(4)))
			case 0:
				c = cards.NewCard(cards.Two, cards.Suit(r.IntN(4)))
			case 1:
				c = cards.NewCard(cards.Rank(10+r.IntN(5)), s)
			default:
				c = cards.NewCard(cards.Rank(2+r.IntN(13)), s)
			}
			if !used[c] {
				used[c] = true
				h[i] = c
				i++
			}
		}
		hands = append(hands, h)
	}
	for _, s := range []string{"Ah Kh Qh Jh Th", "As Ks Qs Js Ts", "Ac Kc Qc Jc 2c", "2c 3c 4c 5c Ac"} {
		hands = append(hands, hand(t, s))
	}
	got := map[kind]int{}
	for _, h := range hands {
		want := bruteWild(h)
		if k := classifyWild(h); k != want {
			t.Fatalf("classifyWild(%v) = %d, brute force %d", h, k, want)
		}
		got[want]++
	}
	for _, k := range []kind{kRoyal, kWildRoyal, kFiveOfAKind, kStraightFlush, kFourAny, kFullHouse, kFlush, kStraight, kTrips, kNothing} {
		if got[k] == 0 {
			t.Errorf("no test hand of kind %d", k)
		}
	}
}
