package round

import (
	"strings"
	"testing"

	"riffle/games/craps"
)

// openCraps plays a craps round at pcg 42 from position 6 — 20 on the pass
// line, full odds once the point is set — and stops after throws throws,
// the round still open (from there the come-out sets a point and 7 more
// throws decide nothing). It returns the table as it stands and the record
// so far.
func openCraps(t *testing.T, throws int) (*craps.Table, Record) {
	t.Helper()
	g, r := stream(t, "pcg", 42, 6)
	ct, err := craps.New(craps.DefaultRules(), 1000, g)
	if err != nil {
		t.Fatal(err)
	}
	r.Table, r.Moves = Craps, CrapsMoves(ct.Rules().Odds)
	if err := ct.SetPass(20); err != nil {
		t.Fatal(err)
	}
	for k := 0; k < throws; k++ {
		if !ct.ComeOut() && ct.Odds() == 0 {
			if err := ct.SetOdds(ct.MaxOddsNow()); err != nil {
				t.Fatal(err)
			}
		}
		r.Moves = append(r.Moves, CrapsRoll(ct.Pass(), ct.Odds()))
		if res := ct.Roll(); res.Event.Decided() {
			t.Fatalf("throw %d decided the round (%v): pick another start", k+1, res.Event)
		}
	}
	return ct, r
}

// A round left open with its point on comes back from its record as it
// stood: the point, the pass line and odds on the table, the chips in hand,
// and the same dice next, throw for throw until the round is decided.
func TestResumeCraps(t *testing.T) {
	for throws := 1; throws <= 3; throws++ {
		want, rec := openCraps(t, throws)
		oc, err := ResumeCraps(rec, 1000)
		if err != nil {
			t.Fatal(err)
		}
		got, rolls := oc.Table, oc.Rolls
		if len(rolls) != throws || got.Point() != want.Point() || got.Pass() != want.Pass() || got.Odds() != want.Odds() ||
			got.Chips() != want.Chips() || got.ComeOut() {
			t.Fatalf("%d throws: resumed point %d, bets %d+%d, %d in hand; want point %d, bets %d+%d, %d in hand",
				throws, got.Point(), got.Pass(), got.Odds(), got.Chips(), want.Point(), want.Pass(), want.Odds(), want.Chips())
		}
		if want.Pass() != 20 || want.Odds() == 0 && throws > 1 {
			t.Fatalf("the round was not played with its bets: pass %d, odds %d", want.Pass(), want.Odds())
		}
		for k := 0; ; k++ {
			a, b := want.Roll(), got.Roll()
			if a != b {
				t.Fatalf("%d throws, then throw %d: resumed %+v, want %+v", throws, k+1, b, a)
			}
			if a.Event.Decided() {
				break
			}
		}
		if got.Chips() != want.Chips() {
			t.Errorf("after the decision: %d in hand, want %d", got.Chips(), want.Chips())
		}
	}
}

// The open round's record so far is checked as a settled one is: no throw
// but the last may decide, bets must be covered by the chips, a pass-line
// bet cannot change on a point, and only craps leaves rounds open.
func TestResumeCrapsRefuses(t *testing.T) {
	_, rec := openCraps(t, 2)
	if _, err := ResumeCraps(rec, 19); err == nil || strings.Contains(err.Error(), "\n") {
		t.Errorf("19 chips for a bet of 20: %v, want a one-line refusal", err)
	}
	moved := rec
	moved.Moves = append([]string(nil), rec.Moves...)
	moved.Moves[2] = CrapsRoll(500, 0)
	if _, err := ResumeCraps(moved, 1000); err == nil || !strings.Contains(err.Error(), "pass-line bet stays") {
		t.Errorf("a pass-line bet raised on the point: %v", err)
	}
	if _, err := PlayOpen(Record{Table: Lottery, Moves: []string{"game keno"}}); err == nil {
		t.Error("an open lottery round was played")
	}
	res, err := PlayOpen(rec)
	if err != nil || !strings.HasSuffix(res.Outcome, "no decision") && !strings.HasSuffix(res.Outcome, "point set") {
		t.Errorf("PlayOpen = %+v, %v", res, err)
	}
}
