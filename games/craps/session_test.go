package craps

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/games/gamestest"
	"riffle/games/round"
)

// layoutPlayer plays a session at the whole layout: before each throw it
// puts a few random bets on (the most the place takes now, or its
// minimum) and takes one down now and then; it records each round (come-out
// to the pass line's decision) as the TUI does, one Move per throw, and
// the stream's place where the round began.
type layoutPlayer struct {
	t      *testing.T
	tb     *seat
	g      rng.Stream
	pick   *rand.Rand
	rounds []playedRound
	cur    *playedRound
}

type playedRound struct {
	rec   round.Record
	rolls []Result
	end   string // the table's Move after the decision: what stays up
	first int    // the index of its first roll move (after a carry move)
}

func (p *layoutPlayer) bet() {
	for range p.pick.IntN(4) {
		place := fuzzPlaces[p.pick.IntN(len(fuzzPlaces)-2)] // not the two places that are none
		n := p.tb.Table.MaxBet(place, p.tb.hand)
		if lo, _, _ := p.tb.Limits(place); p.pick.IntN(2) == 0 && lo <= n {
			n = lo
		}
		if n > p.tb.Bet(place) {
			_ = p.tb.Set(place, n) // refused when the layout takes no bet there now
		}
	}
	if places := p.tb.Places(); len(places) > 0 && p.pick.IntN(5) == 0 {
		_ = p.tb.Set(places[p.pick.IntN(len(places))], 0) // refused for a bet that stays
	}
	if p.pick.IntN(6) == 0 {
		p.tb.SetWorking(!p.tb.Working())
	}
	if p.pick.IntN(6) == 0 {
		p.tb.SetComeOddsWork(!p.tb.ComeOddsWork())
	}
}

func (p *layoutPlayer) throw() {
	if p.cur == nil {
		rec := round.Record{Table: Name, Gen: "pcg", Seed: 7, Pos: p.g.Steps(), Moves: Moves(p.tb.Rules().Odds)}
		if c := p.tb.CarryMove(); c != "" {
			rec.Moves = append(rec.Moves, c)
		}
		p.cur = &playedRound{rec: rec, first: len(rec.Moves)}
	}
	p.cur.rec.Moves = append(p.cur.rec.Moves, p.tb.Move())
	r := p.tb.Roll()
	p.cur.rolls = append(p.cur.rolls, r)
	checkConserved(p.t, p.tb)
	if r.Event.Decided() {
		p.cur.end = p.tb.Move()
		p.cur.rec.Outcome = RoundResult(p.cur.rolls, p.tb.Standing()).Outcome
		p.rounds = append(p.rounds, *p.cur)
		p.cur = nil
	}
}

// A session at the whole layout, bets of every kind made, taken down and
// left standing from round to round: every round replays from its record
// to the same throws and settlements and leaves the same bets standing;
// one taken up part-way comes back as it stood and throws on the same.
func TestLayoutSessionReplays(t *testing.T) {
	g, _ := gamestest.Stream(t, "pcg", 7, 0)
	table, err := New(DefaultRules(), g)
	if err != nil {
		t.Fatal(err)
	}
	p := &layoutPlayer{t: t, tb: &seat{Table: table, hand: 5000, start: 5000}, g: g, pick: rand.New(rand.NewPCG(1, 2))}
	kinds := map[string]bool{}
	for len(p.rounds) < 60 {
		p.bet()
		for _, pl := range p.tb.Places() {
			kind, _, _ := placeNumber(pl)
			kinds[kind] = true
		}
		p.throw()
	}
	if len(kinds) < 15 {
		t.Fatalf("the session bet on %d kinds of place only: %v", len(kinds), kinds)
	}
	carried := 0
	left := ""
	for i, pr := range p.rounds {
		if came := (Rounds{}).Came(pr.rec); came != left {
			t.Fatalf("round %d came with %q, the round before left %q", i+1, came, left)
		} else if came != "" {
			carried++
		}
		left = Rounds{}.Left(pr.rec)
		gen, _ := gamestest.Stream(t, "pcg", 7, pr.rec.Pos)
		tb, rolls, err := throws(pr.rec, gen, round.ReplayChips)
		if err != nil {
			t.Fatalf("round %d (%q): %v", i+1, pr.rec.Moves, err)
		}
		if !reflect.DeepEqual(undecided(rolls), undecided(pr.rolls)) || tb.Move() != pr.end {
			t.Fatalf("round %d replays to %+v leaving %q; played %+v leaving %q", i+1, rolls, tb.Move(), pr.rolls, pr.end)
		}
		gen, _ = gamestest.Stream(t, "pcg", 7, pr.rec.Pos)
		want := RoundResult(pr.rolls, tb.Standing())
		if got, err := (Rounds{}).Play(pr.rec, gen); err != nil || got != want || got.Outcome != pr.rec.Outcome {
			t.Fatalf("round %d: Play = %+v, %v; want %+v", i+1, got, err, want)
		}
		if len(pr.rolls) < 3 {
			continue
		}
		// Taken up after its first two throws: the same table, the same
		// throws on.
		open := pr.rec
		open.Moves = pr.rec.Moves[:pr.first+2]
		gen, _ = gamestest.Stream(t, "pcg", 7, pr.rec.Pos)
		tb, _, err = throws(open, gen, round.ReplayChips)
		if err != nil {
			t.Fatalf("round %d taken up: %v", i+1, err)
		}
		if err := tb.apply(pr.rec.Moves[pr.first+2], round.ReplayChips); err != nil {
			t.Fatalf("round %d taken up, its next move: %v", i+1, err)
		}
		if next := tb.Roll(); !reflect.DeepEqual(undecided([]Result{next}), undecided(pr.rolls[2:3])) {
			t.Fatalf("round %d taken up throws %+v, want %+v", i+1, next, pr.rolls[2])
		}
	}
	if carried == 0 {
		t.Error("no round began with come bets left standing by the round before")
	}
}

// A round's moves are hostile input: each refused in one line, naming the
// move.
func TestLayoutMovesRefused(t *testing.T) {
	open := func(moves ...string) error {
		rec := round.Record{Table: Name, Moves: append(Moves(ThreeFourFive()), moves...)}
		_, _, err := throws(rec, rolls(6, 5, 8, 8, 8), round.ReplayChips)
		return err
	}
	for _, c := range []struct{ name, want string }{
		{"roll pass=10 nowhere=10", "not a bet"},
		{"roll pass=10 pass=10", "not a bet"},
		{"roll pass=x", "not a bet"},
		{"roll pass=-10", "not a bet"},
		{"roll field=3", "table minimum"},
		{"roll place-6=10", "6 chips at a time"},
		{"roll place-6=504", "table maximum"},
		{"roll pass=10 pass-odds=10", "once a point is set"},
		{"roll come=10", "come bets are made with a point on"},
		{"roll come-5=10", "goes to its number by the dice"},
		{"carry come-7=10", "no bet the round before"},
		{"carry come-5=5", "no bet the round before"},
		{"carry place-6=12", "not a come bet on its number"},
		{"carry come-5=10|carry come-6=10", "want \"roll\""},
		{"roll pass=10|roll pass=20", "pass-line bet stays"},
		{"roll pass=10|roll pass=10 pass-odds=60", "odds on 6 are limited"},
		{"roll pass=10|roll pass=10 come=10|roll pass=10 come-5=20", "goes to its number by the dice"},
		{"roll pass=10|roll pass=10 come=10|roll pass=10", "stays until decided"},
		{"roll pass=10|roll pass=10 dont-come=10|roll pass=10 dont-come-5=10 dont-come-5-odds=63", "limited by the don't come on 5"},
		{"limit 2×", "want \"roll\""},
	} {
		err := open(strings.Split(c.name, "|")...)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	// Lay odds on a don't come 5 win at most 4× (the 3-4-5× limit on 5)
	// the bet: 40 chips win 26.67, so 39 (13 units of 3, winning 26) is
	// the most — and taken.
	if err := open("roll pass=10", "roll pass=10 dont-come=10", "roll pass=10 dont-come-5=10 dont-come-5-odds=60"); err != nil {
		t.Errorf("lay odds of 60 on a don't come 5 of 10 (win 40 = 4×): %v", err)
	}
}

// The limits of a place by hand: place 6 from 12 (the minimum 10 in 6s)
// to 498; buy 4 from 20 in 20s; lay 10 in 40s; odds on a come 4 of 10 up
// to 3× (30); the horn in 4s from 12.
func TestTableLimits(t *testing.T) {
	tb := newTable(t, 1000, rolls(6, 4))
	for p, want := range map[string][3]int{"place-6": {12, 498, 6}, "place-5": {10, 500, 5}, "buy-4": {20, 500, 20},
		"lay-10": {40, 480, 40}, "horn": {12, 500, 4}, "field": {10, 500, 1}, "nowhere": {0, 0, 0}} {
		if lo, hi, u := tb.Limits(p); [3]int{lo, hi, u} != want {
			t.Errorf("Limits(%s) = %d, %d, %d; want %v", p, lo, hi, u, want)
		}
	}
	if err := tb.Set("pass", 10); err != nil {
		t.Fatal(err)
	}
	tb.Roll() // point 6
	if err := tb.Set("come", 10); err != nil {
		t.Fatal(err)
	}
	tb.Roll() // 4: the come bet to the 4
	if tb.Bet("come-4") != 10 {
		t.Fatalf("the come bet did not travel: %s", tb.Move())
	}
	if lo, hi, u := tb.Limits("come-4-odds"); lo != 1 || hi != 30 || u != 1 {
		t.Errorf("odds on come 4: %d–%d in %d, want 1–30 in 1", lo, hi, u)
	}
	if got := tb.Table.MaxBet("come-4-odds", 25); got != 25 {
		t.Errorf("MaxBet with 25 in hand = %d, want 25", got)
	}
	if got := tb.Table.MaxBet("come-4", 1000); got != 10 {
		t.Errorf("MaxBet on a travelled come bet = %d, want its 10", got)
	}
}

// undecided is rolls without their decisions' numbers, which count from
// the session's start.
func undecided(rolls []Result) []Result {
	out := slices.Clone(rolls)
	for i := range out {
		out[i].Decision = 0
	}
	return out
}

// Lay odds go up to the table's multiple of the bet they back, counted on
// their win: the largest lay, in its unit, whose win (lay × ways/6: 1:2 on
// 4 and 10, 2:3 on 5 and 9, 5:6 on 6 and 8) is at most the multiple times
// the don't pass bet — found here by counting up, for every point, every
// odds limit the table offers and bets of 10 to 60. (Dividing before
// multiplying laid 72, not 75, behind 10 on the 9 at 5×.)
func TestLayOddsLimit(t *testing.T) {
	ways := map[int]int{4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3}
	for _, lim := range OddsLimits() {
		for point, w := range ways {
			for bet := 10; bet <= 60; bet += 10 {
				tb, err := New(Rules{Min: 10, Max: 500, Odds: lim}, rolls(point))
				if err != nil {
					t.Fatal(err)
				}
				s := &seat{Table: tb, hand: 10000, start: 10000}
				if err := s.Set("dont-pass", bet); err != nil {
					t.Fatal(err)
				}
				s.Roll()
				_, hi, unit := s.Limits("dont-pass-odds")
				m := lim.Multiple(point)
				want := 0
				for l := unit; unit > 0 && l*w <= 6*m*bet; l += unit {
					want = l
				}
				if hi != want {
					t.Errorf("%v, don't pass %d on %d: lay odds up to %d, want %d (win %d ≤ %d × %d)", lim, bet, point, hi, want, want*w/6, m, bet)
				}
			}
		}
	}
}
