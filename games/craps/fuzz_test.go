package craps

import (
	"encoding/binary"
	"testing"

	"riffle/engine/rng"
)

// fuzzGenerators are the generators the fuzz target picks from.
func fuzzGenerators() []rng.Info { return rng.Replayable() }

// trueOdds is what an odds bet wins per chip on each point, as num/den
// from the table (2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and
// 8), independent of the package's 6/w(p).
var trueOdds = map[int][2]int{4: {2, 1}, 10: {2, 1}, 5: {3, 2}, 9: {3, 2}, 6: {6, 5}, 8: {6, 5}}

// FuzzTable plays random legal and illegal actions — bets of any size
// (negative, odd, above the limits or the bankroll), odds at the wrong
// time, transfers, odds-limit changes and rolls — and checks after every
// one: no panic, chips conserved against a ledger kept here from the
// results (the hand beside the table moved by the bets set and the
// decisions' payouts, as games/casino moves it), dice in 1…6, the event and payouts right for the dice, bets
// within the table's rules, and a refused action changing nothing.
//
//	go test -fuzz FuzzTable ./games/craps
func FuzzTable(f *testing.F) {
	f.Add(uint64(42), byte(6), []byte{0, 2, 10, 0, 0, 5, 0, 0, 0, 0, 0})
	f.Add(uint64(1), byte(0), []byte{3, 0, 0, 0, 0, 4, 255, 255, 1, 0, 6, 1, 200, 7, 3, 0, 0, 0})
	f.Add(uint64(7), byte(3), []byte{2, 255, 0, 4, 0, 12, 6, 0, 0, 1, 1, 1, 7, 200, 2, 128, 0})
	f.Add(uint64(12345), byte(9), []byte{3, 49, 0, 5, 0, 1, 1, 1, 1, 1, 1, 6, 127, 255, 0, 0, 0, 0, 0, 0})
	// Play: a pass-line bet, a roll, full odds, rolls — many decisions,
	// points made and missed with odds on them.
	var play []byte
	for range 40 {
		play = append(play, 3, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	}
	f.Add(uint64(42), byte(6), play)
	gens := fuzzGenerators()
	f.Fuzz(func(t *testing.T, seed uint64, gen byte, ops []byte) {
		info := gens[int(gen)%len(gens)]
		if info.MaxSeed != ^uint64(0) {
			seed %= info.MaxSeed + 1
		}
		g, err := info.New(seed)
		if err != nil {
			t.Skip(err)
		}
		rules := DefaultRules()
		table, err := New(rules, g)
		if err != nil {
			t.Fatal(err)
		}
		tb := &seat{Table: table, hand: 1000, start: 1000}
		ledger := 1000 // hand + table, by this test's own account
		for i := 0; i < len(ops) && i < 400; i++ {
			op := ops[i]
			var arg int
			if i+2 < len(ops) {
				arg = int(int16(binary.BigEndian.Uint16(ops[i+1:])))
				i += 2
			}
			before, hand, move := *tb.Table, tb.hand, tb.Move()
			var err error
			switch op % 11 {
			case 0, 1:
				ledger += checkRoll(t, tb)
			case 2:
				err = tb.SetPass(arg)
			case 3: // a legal-looking pass bet: the minimum plus steps of 10
				err = tb.SetPass(rules.Min + 10*(abs(arg)%50))
			case 4:
				err = tb.SetOdds(arg)
			case 5:
				err = tb.SetOdds(tb.MaxOddsNow())
			case 6: // chips won or lost at another table: a transfer, not a result
				if arg >= 0 {
					ledger += arg - tb.hand
					tb.start += arg - tb.hand
					tb.hand = arg
				}
			case 7:
				lims := OddsLimits()
				if arg < 0 {
					err = tb.SetOddsLimit(OddsLimit{arg % 5, 1, 1})
				} else {
					err = tb.SetOddsLimit(lims[arg%len(lims)])
				}
			case 8: // any place, any amount
				err = tb.Set(fuzzPlaces[abs(arg)%len(fuzzPlaces)], arg/len(fuzzPlaces))
			case 9: // any place, the most it takes
				p := fuzzPlaces[abs(arg)%len(fuzzPlaces)]
				err = tb.Set(p, tb.Table.MaxBet(p, tb.hand))
			case 10:
				tb.SetWorking(arg&1 != 0)
				tb.SetComeOddsWork(arg&2 != 0)
			}
			if err != nil && (tb.hand != hand || tb.Move() != move || tb.Point() != before.Point() || tb.rules != before.rules || !tb.session.Equal(before.session)) {
				t.Fatalf("op %d (arg %d) refused (%v) but changed the table", op%11, arg, err)
			}
			checkTable(t, tb, ledger)
		}
	})
}

// checkRoll rolls and checks the result against the bets before it; it
// returns the player's net.
func checkRoll(t *testing.T, tb *seat) int {
	t.Helper()
	point, pass, oddsBet := tb.Point(), tb.Pass(), tb.Odds()
	r := tb.Roll()
	d1, d2 := r.Roll.D1, r.Roll.D2
	if d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6 {
		t.Fatalf("dice out of range: %d %d", d1, d2)
	}
	s := d1 + d2
	want := NoDecision
	switch {
	case point == 0 && (s == 7 || s == 11):
		want = Natural
	case point == 0 && (s == 2 || s == 3 || s == 12):
		want = Craps
	case point == 0:
		want = PointSet
	case s == point:
		want = PointMade
	case s == 7:
		want = SevenOut
	}
	if r.Event != want {
		t.Fatalf("point %d, rolled %d: %v, want %v", point, s, r.Event, want)
	}
	wantPass, wantOdds := 0, 0
	switch want {
	case Natural:
		wantPass = pass
	case Craps:
		wantPass = -pass
	case PointMade:
		to := trueOdds[point]
		if oddsBet*to[0]%to[1] != 0 {
			t.Fatalf("an unpayable odds bet of %d on %d reached the roll", oddsBet, point)
		}
		wantPass, wantOdds = pass, oddsBet*to[0]/to[1]
	case SevenOut:
		wantPass, wantOdds = -pass, -oddsBet
	}
	if r.PassNet != wantPass || r.OddsNet != wantOdds {
		t.Fatalf("%v with pass %d, odds %d on %d: paid %d and %d, want %d and %d",
			want, pass, oddsBet, point, r.PassNet, r.OddsNet, wantPass, wantOdds)
	}
	if want.Decided() && (tb.Point() != 0 || tb.Pass() != 0 || tb.Odds() != 0) {
		t.Fatalf("decision left point %d, pass %d, odds %d", tb.Point(), tb.Pass(), tb.Odds())
	}
	return r.Net()
}

// checkTable checks the table's invariants and its chips against ledger.
func checkTable(t *testing.T, tb *seat, ledger int) {
	t.Helper()
	r := tb.Rules()
	if tb.Chips()+tb.OnTable() != ledger {
		t.Fatalf("chips not conserved: hand %d + table %d ≠ ledger %d", tb.Chips(), tb.OnTable(), ledger)
	}
	if tb.Chips()+tb.OnTable() != tb.Start()+tb.Session().Net {
		t.Fatalf("account off: hand %d + table %d ≠ start %d + net %d", tb.Chips(), tb.OnTable(), tb.Start(), tb.Session().Net)
	}
	if tb.Chips() < 0 || tb.Pass() < 0 || tb.Odds() < 0 {
		t.Fatalf("negative chips: hand %d, pass %d, odds %d", tb.Chips(), tb.Pass(), tb.Odds())
	}
	if p := tb.Pass(); p != 0 && (p < r.Min || p > r.Max) {
		t.Fatalf("pass-line bet %d outside %d–%d", p, r.Min, r.Max)
	}
	if pt := tb.Point(); pt != 0 && !IsPoint(pt) {
		t.Fatalf("point %d", pt)
	}
	for _, p := range tb.Places() {
		lo, hi, unit := tb.Limits(p)
		if n := tb.Bet(p); n%unit != 0 || n < lo || n > hi {
			t.Fatalf("%s: %d chips outside %d–%d or off its unit %d (%s)", p, n, lo, hi, unit, tb.Move())
		}
	}
	if o := tb.Odds(); o > 0 {
		if tb.ComeOut() || tb.Pass() == 0 || o%OddsUnit(tb.Point()) != 0 || o > r.Odds.Multiple(tb.Point())*tb.Pass() {
			t.Fatalf("odds %d on point %d with pass %d under %v", o, tb.Point(), tb.Pass(), r.Odds)
		}
	}
}

// fuzzPlaces are the places FuzzTable bets on.
var fuzzPlaces = []string{"pass", "pass-odds", "dont-pass", "dont-pass-odds", "come", "dont-come", "come-4-odds", "come-6-odds",
	"dont-come-5-odds", "come-8", "place-4", "place-5", "place-6", "place-8", "place-9", "place-10", "buy-4", "buy-10", "lay-4",
	"lay-10", "field", "big-6", "big-8", "hard-4", "hard-6", "hard-8", "hard-10", "any-7", "any-craps", "aces-2", "ace-deuce-3",
	"yo-11", "boxcars-12", "horn", "nowhere", "place-7"}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
