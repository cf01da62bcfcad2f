package odds

import (
	"math/big"
	"strings"
	"testing"

	"riffle/engine/cards"
)

func holes(t *testing.T, hs ...string) [][2]cards.Card {
	t.Helper()
	var out [][2]cards.Card
	for _, h := range hs {
		cs := cards.MustParseCards(h)
		out = append(out, [2]cards.Card{cs[0], cs[1]})
	}
	return out
}

// bruteHoldem is an independent reference: every board listed by plain
// index loops, each hand valued as the best Eval5 of its 21 five-card
// subsets, and each pot split with big.Rat.
func bruteHoldem(hands [][2]cards.Card, board []cards.Card) (eq []*big.Rat, win, tie []int64, boards int64) {
	used := map[cards.Card]bool{}
	for _, h := range hands {
		used[h[0]], used[h[1]] = true, true
	}
	for _, c := range board {
		used[c] = true
	}
	var rest []cards.Card
	for c := range cards.Card(cards.NumCards) {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	eq = make([]*big.Rat, len(hands))
	for i := range eq {
		eq[i] = new(big.Rat)
	}
	win, tie = make([]int64, len(hands)), make([]int64, len(hands))
	need := 5 - len(board)
	idx := make([]int, need)
	var rec func(k, from int)
	rec = func(k, from int) {
		if k == need {
			full := append([]cards.Card(nil), board...)
			for _, j := range idx {
				full = append(full, rest[j])
			}
			boards++
			vals := make([]cards.Value, len(hands))
			best := cards.Value(0)
			for i, h := range hands {
				seven := append([]cards.Card{h[0], h[1]}, full...)
				vals[i] = bestOf21(seven)
				best = max(best, vals[i])
			}
			var winners []int
			for i, v := range vals {
				if v == best {
					winners = append(winners, i)
				}
			}
			for _, i := range winners {
				eq[i].Add(eq[i], big.NewRat(1, int64(len(winners))))
				if len(winners) == 1 {
					win[i]++
				} else {
					tie[i]++
				}
			}
			return
		}
		for j := from; j < len(rest); j++ {
			idx[k] = j
			rec(k+1, j+1)
		}
	}
	rec(0, 0)
	for i := range eq {
		eq[i].Quo(eq[i], big.NewRat(boards, 1))
	}
	return eq, win, tie, boards
}

func bestOf21(cs []cards.Card) cards.Value {
	var best cards.Value
	for a := 0; a < 7; a++ {
		for b := a + 1; b < 7; b++ {
			var five [5]cards.Card
			k := 0
			for i, c := range cs {
				if i != a && i != b {
					five[k] = c
					k++
				}
			}
			best = max(best, cards.Eval5(five))
		}
	}
	return best
}

func TestHoldemAgainstBruteForce(t *testing.T) {
	cases := []struct {
		hands []string
		board string
	}{
		{[]string{"As Ad", "Kh Kc"}, "2s 7s 9d"},
		{[]string{"Ah Kh", "Qs Qd", "7c 8c"}, "Jh Th 2c"},
		{[]string{"2c 3d", "2h 3s"}, "4c 5d 9h"}, // chops and wheels
		{[]string{"As Ks", "Ad Kd", "Ac Kc", "Ah Kh"}, "Qs Jd"},
		{[]string{"9s 9h", "Ts Jd", "2c 2d", "Ah 5c", "Kc Qh", "7d 8d", "3s 3h", "6c 6h", "4d 4s"}, "5s 8c Jc Qd"},
		{[]string{"As Ad", "Kh Kc"}, "Ac Kd 2h 2c 7s"},
	}
	for _, c := range cases {
		hs := holes(t, c.hands...)
		board := cards.MustParseCards(c.board)
		// One worker with the table-driven evaluator, three with the
		// baseline one: both must give the brute force's counts.
		for _, workers := range []int{1, 3} {
			got, err := holdemWorkers(hs, board, workers, workers == 3)
			if err != nil {
				t.Fatal(err)
			}
			eq, win, tie, boards := bruteHoldem(hs, board)
			if got.Boards != boards {
				t.Fatalf("%v %s: %d boards, brute force %d", c.hands, c.board, got.Boards, boards)
			}
			sum := new(big.Rat)
			for i := range hs {
				if got.Equity(i).Cmp(eq[i]) != 0 || got.Win[i] != win[i] || got.Tie[i] != tie[i] {
					t.Errorf("%v %s hand %d: equity %v win %d tie %d, brute force %v %d %d",
						c.hands, c.board, i, got.Equity(i), got.Win[i], got.Tie[i], eq[i], win[i], tie[i])
				}
				sum.Add(sum, got.Equity(i))
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("%v %s: equities sum to %v", c.hands, c.board, sum)
			}
		}
	}
}

// TestHoldemPreflop checks the heads-up preflop counts: C(48, 5) boards,
// AA against KK about 82% to 18% (81.3% when they share no suit, 82.6%
// when they share both: K. Gong, "Calling pre-flop all-in with KK or AK",
// 2007), published counts of three match-ups, and a mirror match that suit
// symmetry makes exactly even.
func TestHoldemPreflop(t *testing.T) {
	if testing.Short() {
		t.Skip("1.7 million boards")
	}
	got, err := Holdem(holes(t, "As Ad", "Kh Kc"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.Boards != 1_712_304 {
		t.Fatalf("%d boards, want C(48, 5) = 1,712,304", got.Boards)
	}
	if e, _ := got.Equity(0).Float64(); e < 0.81 || e > 0.83 {
		t.Errorf("AA against KK: equity %.4f, want about 0.82", e)
	}
	// Counts printed by the GNU poker-eval library's hcmp2 (brainwagon.org,
	// "Texas Hold'em trivia", 2005): wins, losses and ties of the aces
	// over all 1,712,304 boards.
	published := []struct {
		a, b            string
		win, lose, ties int64
	}{
		{"Ad Ac", "Kh Ks", 1_388_072, 317_694, 6_538},
		{"Ad Ac", "Td 9d", 1_338_249, 367_143, 6_912},
		{"Ad Ac", "Qc Jh", 1_450_987, 254_763, 6_554},
	}
	for _, p := range published {
		r, err := Holdem(holes(t, p.a, p.b), nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Win[0] != p.win || r.Win[1] != p.lose || r.Tie[0] != p.ties || r.Tie[1] != p.ties {
			t.Errorf("%s against %s: win %v tie %v, published %d/%d/%d", p.a, p.b, r.Win, r.Tie, p.win, p.lose, p.ties)
		}
	}
	// As Ad against Ah Ac: swapping spades with hearts and diamonds with
	// clubs swaps the hands and maps boards one to one, so the counts are
	// equal.
	mirror, err := Holdem(holes(t, "As Ad", "Ah Ac"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if mirror.Win[0] != mirror.Win[1] || mirror.Tie[0] != mirror.Tie[1] || mirror.Equity(0).Cmp(big.NewRat(1, 2)) != 0 {
		t.Errorf("mirror match: win %v tie %v equity %v, want equal and 1/2", mirror.Win, mirror.Tie, mirror.Equity(0))
	}
}

func TestCheckHoldem(t *testing.T) {
	cases := []struct {
		hands []string
		board string
		want  string
	}{
		{[]string{"As Ad"}, "", "hands: got 1, allowed 2 to 9"},
		{[]string{"As Ad", "As Kc"}, "", "A♠ is dealt twice"},
		{[]string{"As Ad", "Kh Kc"}, "Kh", "dealt twice"},
		{[]string{"As Ad", "Kh Kc"}, "2c 3c 4c 5c 6c 7c", "a board of 6 cards: allowed 0 to 5"},
		{[]string{"2c 2d", "3c 3d", "4c 4d", "5c 5d", "6c 6d", "7c 7d", "8c 8d", "9c 9d", "Tc Td", "Jc Jd"}, "", "hands: got 10"},
	}
	for _, c := range cases {
		var board []cards.Card
		if c.board != "" {
			board = cards.MustParseCards(c.board)
		}
		err := CheckHoldem(holes(t, c.hands...), board)
		if err == nil || !strings.Contains(err.Error(), strings.TrimPrefix(c.want, "A♠ ")) {
			t.Errorf("%v %q: %v, want %q", c.hands, c.board, err, c.want)
		}
		if _, herr := Holdem(holes(t, c.hands...), board); herr == nil {
			t.Errorf("Holdem accepted %v %q", c.hands, c.board)
		}
	}
}

func BenchmarkHoldem(b *testing.B) {
	hs := [][2]cards.Card{{cards.MustParse("As"), cards.MustParse("Ad")}, {cards.MustParse("Kh"), cards.MustParse("Kc")}}
	b.Run("headsup-preflop", func(b *testing.B) {
		for b.Loop() {
			if _, err := Holdem(hs, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}
