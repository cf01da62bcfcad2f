package craps

import (
	"math/big"
	"strings"
	"testing"

	"riffle/engine/odds"
)

// layoutValue works out exactly, over the 36 throws a roll, the expected
// chips paid back on the tracked places and the expected rolls until none
// of them holds chips: the states reachable from l (the point and every
// bet) and a linear system over them, solved in rationals (the point
// comes and goes while a place bet stays up: states can recur).
func layoutValue(l *Layout, tracked func(place string) bool) (back, rolls *big.Rat) {
	live := func(l *Layout) bool {
		for _, p := range l.Places() {
			if tracked(p) {
				return true
			}
		}
		return false
	}
	index := map[string]int{}
	var states []*Layout
	type edge struct {
		to   int // -1: every tracked bet settled
		paid int
	}
	var out [][]edge
	var visit func(l *Layout) int
	visit = func(l *Layout) int {
		k := l.Key()
		if i, ok := index[k]; ok {
			return i
		}
		i := len(states)
		index[k] = i
		states = append(states, l)
		out = append(out, nil)
		var es []edge
		for d1 := 1; d1 <= 6; d1++ {
			for d2 := 1; d2 <= 6; d2++ {
				next := l.Clone()
				paid := 0
				for _, s := range next.Throw(Roll{d1, d2}) {
					if tracked(s.Place) {
						paid += s.Payout
					}
				}
				to := -1
				if live(next) {
					to = visit(next)
				}
				es = append(es, edge{to, paid})
			}
		}
		out[i] = es
		return i
	}
	visit(l)
	n := len(states)
	// (I − P)·[V R] = [Σ p·paid, 1], two right-hand sides.
	a := make([][]*big.Rat, n)
	for i := range a {
		a[i] = make([]*big.Rat, n+2)
		for j := range a[i] {
			a[i][j] = new(big.Rat)
		}
		a[i][i].SetInt64(1)
		a[i][n+1].SetInt64(1)
		for _, e := range out[i] {
			p := big.NewRat(1, 36)
			a[i][n].Add(a[i][n], new(big.Rat).Mul(p, big.NewRat(int64(e.paid), 1)))
			if e.to >= 0 {
				a[i][e.to].Sub(a[i][e.to], p)
			}
		}
	}
	for c := range n { // Gauss–Jordan
		piv := c
		for a[piv][c].Sign() == 0 {
			piv++
		}
		a[c], a[piv] = a[piv], a[c]
		inv := new(big.Rat).Inv(a[c][c])
		for j := range a[c] {
			a[c][j].Mul(a[c][j], inv)
		}
		for i := range n {
			if i == c || a[i][c].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(a[i][c])
			for j := range a[i] {
				a[i][j].Sub(a[i][j], new(big.Rat).Mul(f, a[c][j]))
			}
		}
	}
	return a[0][n], a[0][n+1]
}

// Every bet of the engine's list (engine/odds.CrapsBets), placed alone on
// the layout as a player would (odds and come bets behind their bets, on
// a point), settles by the dice to exactly the engine's edge and rolls:
// the state machine pays what the edges say, throw by throw.
func TestLayoutSettlesEveryBet(t *testing.T) {
	for _, b := range odds.CrapsBets() {
		l := NewLayout()
		place, stake := b.ID, 0
		setup := func(p string, n int) {
			t.Helper()
			if err := l.Add(p, n); err != nil {
				t.Fatalf("%s: %v", b.ID, err)
			}
		}
		throw := func(d1, d2 int) { l.Throw(Roll{d1, d2}) }
		var tracked func(string) bool
		switch {
		case b.ID == "come" || b.ID == "dont-come":
			setup("pass", 10)
			throw(2, 2) // a point of 4: come bets now
			place = b.ID
		case strings.HasPrefix(b.ID, "odds-"), strings.HasPrefix(b.ID, "lay-odds-"):
			n := strings.TrimPrefix(strings.TrimPrefix(b.ID, "lay-"), "odds-")
			line := "pass"
			if strings.HasPrefix(b.ID, "lay-") {
				line = "dont-pass"
			}
			setup(line, 10)
			d := map[string][2]int{"4": {1, 3}, "5": {1, 4}, "6": {1, 5}, "8": {2, 6}, "9": {3, 6}, "10": {4, 6}}[n]
			throw(d[0], d[1])
			place = line + "-odds"
		}
		stake = 60 * BetUnit(place)
		if place == "pass-odds" {
			stake = 60 * OddsUnit(l.Point())
		}
		if place == "dont-pass-odds" {
			stake = 60 * layUnit(l.Point())
		}
		setup(place, stake)
		tracked = func(p string) bool {
			return p == place || place == "come" && strings.HasPrefix(p, "come-") && !strings.HasSuffix(p, "-odds") ||
				place == "dont-come" && strings.HasPrefix(p, "dont-come-") && !strings.HasSuffix(p, "-odds")
		}
		if b.ID != "come" && b.ID != "dont-come" && !strings.Contains(b.ID, "odds") {
			l.WorkingOnComeOut = true // a bet alone on the come-out: working, as the edge counts it
		}
		back, rolls := layoutValue(l, tracked)
		edge := new(big.Rat).Sub(big.NewRat(1, 1), back.Quo(back, big.NewRat(int64(stake), 1)))
		if edge.Cmp(b.Edge) != 0 || rolls.Cmp(b.Rolls) != 0 {
			t.Errorf("%s on %s: edge %s in %s rolls, the engine's %s in %s", b.ID, place, edge.RatString(), rolls.RatString(), b.Edge.RatString(), b.Rolls.RatString())
		}
	}
}

// The rules of placing and taking down: line bets on the come-out, come
// bets and odds with a point on, odds behind their bet, units that pay
// whole chips, and a pass bet on its point stays.
func TestLayoutRefuses(t *testing.T) {
	l := NewLayout()
	for _, bad := range []struct {
		place string
		n     int
	}{{"come", 10}, {"pass-odds", 10}, {"place-6", 10}, {"buy-4", 10}, {"horn", 6}, {"come-5", 10}, {"nowhere", 5}, {"pass", 0}} {
		if err := l.Add(bad.place, bad.n); err == nil {
			t.Errorf("%s %d taken on the come-out", bad.place, bad.n)
		}
	}
	if err := l.Add("pass", 10); err != nil {
		t.Fatal(err)
	}
	l.Throw(Roll{3, 3}) // the point is 6
	if err := l.Add("pass", 10); err == nil {
		t.Error("a pass bet taken with a point on")
	}
	if err := l.Add("pass-odds", 12); err == nil {
		t.Error("odds of 12 on the 6 (6:5 pays whole chips in fives) taken")
	}
	if err := l.Add("pass-odds", 15); err != nil {
		t.Error(err)
	}
	if _, err := l.Remove("pass"); err == nil {
		t.Error("a pass bet on its point came down")
	}
	if n, err := l.Remove("pass-odds"); err != nil || n != 15 {
		t.Errorf("odds down: %d, %v", n, err)
	}
}

// The working rules: place bets are off on the come-out (a 7 there leaves
// them up) unless turned on; come odds are off on the come-out (a come
// bet's 7 loses the flat bet and gives its odds back) unless turned on; a
// come bet travels to its number.
func TestLayoutWorkingRules(t *testing.T) {
	l := NewLayout()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(l.Add("pass", 10))
	l.Throw(Roll{2, 2}) // point 4
	must(l.Add("come", 10))
	l.Throw(Roll{2, 3}) // the come bet to the 5
	if l.Bet("come-5") != 10 || l.Bet("come") != 0 {
		t.Fatalf("the come bet did not travel: %v", l.Places())
	}
	must(l.Add("come-5-odds", 20))
	must(l.Add("place-6", 12))
	l.Throw(Roll{1, 3}) // the point made: the come-out next
	if l.Point() != 0 {
		t.Fatal("the point was not made")
	}
	got := map[string]Settlement{}
	for _, s := range l.Throw(Roll{3, 4}) { // a 7 on the come-out
		got[s.Place] = s
	}
	if s := got["come-5"]; s.Payout != 0 || s.Stake != 10 {
		t.Errorf("the come bet on a come-out 7: %+v", s)
	}
	if s := got["come-5-odds"]; s.Payout != 20 {
		t.Errorf("come odds off on the come-out: %+v, want the 20 back", s)
	}
	if _, settled := got["place-6"]; settled || l.Bet("place-6") != 12 {
		t.Errorf("a place bet off on the come-out was settled: %+v", got)
	}
	l.WorkingOnComeOut = true
	for _, s := range l.Throw(Roll{3, 4}) {
		if s.Place == "place-6" && s.Payout != 0 {
			t.Errorf("a working place bet won on a 7: %+v", s)
		}
	}
	if l.Bet("place-6") != 0 {
		t.Error("a working place bet stayed up on a come-out 7")
	}
}

// Any bets and throws: every chip added is on the table or came down in a
// settlement (stake), and a settlement never pays more than the table's
// richest payout (31 for 1); never a panic.
func FuzzLayout(f *testing.F) {
	f.Add([]byte{0, 10, 1, 3, 2, 60, 4, 4, 5, 6})
	f.Fuzz(func(t *testing.T, script []byte) {
		places := []string{"pass", "dont-pass", "come", "dont-come", "pass-odds", "dont-pass-odds", "come-5-odds", "place-6",
			"place-4", "buy-4", "lay-10", "field", "big-8", "hard-6", "any-7", "any-craps", "aces-2", "yo-11", "horn"}
		l := NewLayout()
		added, down := 0, 0
		for i := 0; i+1 < len(script); i += 2 {
			op, arg := script[i], int(script[i+1])
			switch op % 3 {
			case 0:
				p := places[int(op/3)%len(places)]
				n := arg * max(1, BetUnit(p))
				if l.Add(p, n) == nil {
					added += n
				}
			case 1:
				for _, s := range l.Throw(Roll{arg%6 + 1, arg/6%6 + 1}) {
					down += s.Stake
					if s.Payout > 31*s.Stake || s.Payout < 0 {
						t.Fatalf("%s: %d back for %d", s.Place, s.Payout, s.Stake)
					}
				}
			case 2:
				if n, err := l.Remove(places[arg%len(places)]); err == nil {
					down += n
				}
			}
		}
		if added != down+l.OnTable() {
			t.Fatalf("added %d, came down %d, on the table %d", added, down, l.OnTable())
		}
	})
}
