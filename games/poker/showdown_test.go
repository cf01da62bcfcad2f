package poker

import (
	"slices"
	"strings"
	"testing"

	"riffle/engine/cards"
)

// holdem builds a deal from the board ("flop flop flop turn river") and
// each player's hole cards.
func testDeal(board string, holes ...string) Holdem {
	b := cards.MustParseCards(board)
	h := Holdem{Flop: [3]cards.Card{b[0], b[1], b[2]}, Turn: b[3], River: b[4]}
	seen := cards.SetOf(b...)
	for _, s := range holes {
		hc := cards.MustParseCards(s)
		for _, c := range hc {
			if seen.Has(c) {
				panic("test deal repeats " + c.String())
			}
			seen = seen.With(c)
		}
		h.Hole = append(h.Hole, [2]cards.Card{hc[0], hc[1]})
	}
	return h
}

func TestResolveHandWorked(t *testing.T) {
	for _, c := range []struct {
		name    string
		deal    Holdem
		ante    int
		names   []string // each player's best hand
		winners []int
		shares  []int
		odd     int
		board   bool // the board plays
	}{
		{
			name:    "kicker decides a pair of aces",
			deal:    testDeal("Ah Kd 7c 4s 2h", "Ad Qc", "As Jc"),
			ante:    10,
			names:   []string{"One pair, aces", "One pair, aces"},
			winners: []int{0}, shares: []int{20, 0},
		},
		{
			name: "two pair on the board: the best kicker wins, equal kickers split",
			deal: testDeal("Ah Ad 8c 8d 3s", "Kc 2h", "Kd 4h", "Qh 5c"),
			ante: 10,
			// AA88 with a king kicker twice; AA88Q loses. The 2 and 4 play no part.
			names:   []string{"Two pair, aces and eights", "Two pair, aces and eights", "Two pair, aces and eights"},
			winners: []int{0, 1}, shares: []int{15, 15, 0},
		},
		{
			name:    "counterfeited: kings beat queens over the board's aces",
			deal:    testDeal("Ah Ad 8c 8d 3s", "Kc Kh", "Qh Qs"),
			ante:    5,
			names:   []string{"Two pair, aces and kings", "Two pair, aces and queens"},
			winners: []int{0}, shares: []int{10, 0},
		},
		{
			name:    "the board plays: a royal flush for everyone",
			deal:    testDeal("Ts Js Qs Ks As", "2c 3d", "9s 8s", "Ah Ad"),
			ante:    10,
			names:   []string{"Royal flush", "Royal flush", "Royal flush"},
			winners: []int{0, 1, 2}, shares: []int{10, 10, 10}, board: true,
		},
		{
			name: "three-way split with odd chips: the first winners from player 1 get them",
			// The board is a nine-high straight; a ten makes it ten-high.
			deal:  testDeal("5c 6d 7h 8s 9c", "Td 2h", "Ad Kd", "Th 3s", "Qc Jd", "Ts 4d"),
			ante:  10,
			names: []string{"Straight, ten high", "Straight, nine high", "Straight, ten high", "Straight, nine high", "Straight, ten high"},
			// 50 chips in three: 16 each and 2 odd, to seats 0 and 2.
			winners: []int{0, 2, 4}, shares: []int{17, 0, 17, 0, 16}, odd: 2,
		},
		{
			name:    "odd chips when player 1 loses: seats in order from player 1",
			deal:    testDeal("5c 6d 7h 8s 9c", "2d 2h", "Td Kd", "Th 3s", "Ts 4d"),
			ante:    25,
			names:   []string{"Straight, nine high", "Straight, ten high", "Straight, ten high", "Straight, ten high"},
			winners: []int{1, 2, 3}, shares: []int{0, 34, 33, 33}, odd: 1,
		},
		{
			name:    "ante 0: a deal for show",
			deal:    testDeal("2c 7d 9h Js Kd", "Ac Qd", "3s 4s"),
			ante:    0,
			names:   []string{"High card, ace", "High card, king"},
			winners: []int{0}, shares: []int{0, 0},
		},
		{
			name:    "flush over straight, with the board's four hearts",
			deal:    testDeal("2h 7h 9h Jh Td", "8c Qd", "3h 4c", "Ah Kc"),
			ante:    10,
			names:   []string{"Straight, queen high", "Flush, jack high", "Flush, ace high"},
			winners: []int{2}, shares: []int{0, 0, 30},
		},
	} {
		s := Resolve(c.deal, c.ante)
		for p, want := range c.names {
			if got := cards.Describe(s.Values[p]); got != want {
				t.Errorf("%s: player %d has %q, want %q", c.name, p+1, got, want)
			}
		}
		if !slices.Equal(s.Winners, c.winners) || !slices.Equal(s.Shares, c.shares) || s.Odd != c.odd {
			t.Errorf("%s: winners %v shares %v odd %d, want %v %v %d", c.name, s.Winners, s.Shares, s.Odd, c.winners, c.shares, c.odd)
		}
		if s.Pot != c.ante*len(c.deal.Hole) {
			t.Errorf("%s: pot %d", c.name, s.Pot)
		}
		if got := s.BoardPlays(); got != c.board {
			t.Errorf("%s: board plays %v, want %v", c.name, got, c.board)
		}
		sum := 0
		for p, sh := range s.Shares {
			sum += sh
			if s.Net(p) != sh-c.ante {
				t.Errorf("%s: seat %d net %d", c.name, p, s.Net(p))
			}
			if s.IsWinner(p) != slices.Contains(c.winners, p) {
				t.Errorf("%s: seat %d IsWinner %v with share %d", c.name, p, s.IsWinner(p), sh)
			}
		}
		if sum != s.Pot {
			t.Errorf("%s: shares sum to %d, pot %d", c.name, sum, s.Pot)
		}
	}
}

func TestSplitPot(t *testing.T) {
	for _, c := range []struct {
		pot     int
		winners []int
		seats   int
		want    []int
	}{
		{20, []int{0}, 2, []int{20, 0}},
		{20, []int{1}, 2, []int{0, 20}},
		{7, []int{1, 2}, 3, []int{0, 4, 3}},
		{10, []int{0, 1, 2}, 10, []int{4, 3, 3, 0, 0, 0, 0, 0, 0, 0}},
		{100, []int{3, 5, 9}, 10, []int{0, 0, 0, 34, 0, 33, 0, 0, 0, 33}},
		{2, []int{0, 4, 6}, 7, []int{1, 0, 0, 0, 1, 0, 0}}, // fewer chips than winners
		{0, []int{0, 1}, 2, []int{0, 0}},
		{1000, []int{0, 1, 2, 3, 4, 5, 6}, 7, []int{143, 143, 143, 143, 143, 143, 142}},
	} {
		got := SplitPot(c.pot, c.winners, c.seats)
		if !slices.Equal(got, c.want) {
			t.Errorf("SplitPot(%d, %v, %d) = %v, want %v", c.pot, c.winners, c.seats, got, c.want)
		}
	}
	for _, bad := range []struct {
		pot     int
		winners []int
	}{{-1, []int{0}}, {10, nil}, {10, []int{1, 0}}, {10, []int{0, 0}}, {10, []int{3}}, {10, []int{-1}}} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(r.(string), "SplitPot") {
					t.Errorf("SplitPot(%d, %v, 3) did not panic: %v", bad.pot, bad.winners, r)
				}
			}()
			SplitPot(bad.pot, bad.winners, 3)
		}()
	}
}

func TestResolvePanics(t *testing.T) {
	for _, f := range []func(){
		func() { Resolve(testDeal("2c 7d 9h Js Kd", "Ac Qd"), 10) },          // one player
		func() { Resolve(testDeal("2c 7d 9h Js Kd", "Ac Qd", "3s 4s"), -1) }, // negative ante
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Error("no panic")
				}
			}()
			f()
		}()
	}
}
