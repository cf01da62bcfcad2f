package casino

import (
	"strings"
	"testing"

	"riffle/games/craps"
	"riffle/games/lottery"
	"riffle/games/round"
)

func openEntry(table string, stake, bankroll int, moves ...string) Entry {
	return Entry{Kind: KindOpen, Stake: stake,
		Round: &round.Record{Table: table, Gen: "pcg", Seed: 1, Moves: moves, Bankroll: bankroll}}
}

// An open round stays open until a round entry for its table follows; a
// later open entry for the same table supersedes it, another table's
// rounds leave it open, and the bankroll to continue with includes its
// stake.
func TestReadOpen(t *testing.T) {
	start := Entry{Kind: KindStart, Bankroll: 1000}
	lottery := Entry{Kind: KindRound, Round: &round.Record{Seq: 2, Table: lottery.Name, Net: -5, Bankroll: 985}}
	s := Read(raw(t, start,
		roundEntry(1, -10, 990, nil),
		openEntry(craps.Name, 20, 990, "limit 3-4-5×", "roll 20 0"),
		openEntry(craps.Name, 60, 990, "limit 3-4-5×", "roll 20 0", "roll 20 40"),
		lottery,
	))
	if s.Problem != "" || len(s.Open) != 1 || s.Open[0].Stake != 60 || len(s.Open[0].Round.Moves) != 3 || s.Bankroll != 985 {
		t.Fatalf("Read: open %+v, bankroll %d, problem %q", s.Open, s.Bankroll, s.Problem)
	}
	// The lottery round came after the open entry with 985: the open
	// round's 990 was the bankroll before it, so the chain adds up.
	if err := s.Check(); err != nil {
		t.Error(err)
	}
	settled := Read(raw(t, start, openEntry(craps.Name, 20, 1000, "limit 3-4-5×", "roll 20 0"), roundEntry(1, 20, 1020, nil)))
	if len(settled.Open) != 0 || settled.Bankroll != 1020 {
		t.Errorf("a settled round is still open: %+v", settled.Open)
	}
	if bad := Read(raw(t, Entry{Kind: KindOpen, Round: &round.Record{Table: craps.Name}, Stake: -1})); bad.Problem == "" || len(bad.Open) != 0 {
		t.Errorf("a negative stake was read: %+v", bad)
	}
}

// An open round moves no chips: an open entry whose bankroll is not the
// bankroll before it, or whose stake is more than the bankroll, does not
// add up.
func TestCheckOpen(t *testing.T) {
	start := Entry{Kind: KindStart, Bankroll: 1000}
	for _, c := range []struct {
		e    Entry
		want string
	}{
		{openEntry(craps.Name, 20, 1500), "bankroll of 1500, but the bankroll was 1000"},
		{openEntry(craps.Name, 2000, 1000), "2000 chips on the table"},
	} {
		err := Read(raw(t, start, c.e)).Check()
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: %v, want %q", c.e, err, c.want)
		}
	}
}

// A fair round left open has taken its nonce: the next round uses the one
// after it.
func TestNextNonceCountsOpen(t *testing.T) {
	e := openEntry(craps.Name, 20, 1000)
	e.Round.Fair = &round.FairSeeds{Nonce: 7}
	s := Read(raw(t, Entry{Kind: KindStart, Bankroll: 1000}, roundEntry(1, 0, 1000, &round.FairSeeds{Nonce: 6}), e))
	if s.NextNonce() != 8 {
		t.Errorf("NextNonce = %d, want 8", s.NextNonce())
	}
}

// A round called off (void) closes its open entry, moves no chips — its
// stake is back in hand, no more — and has used its nonce; a void entry
// whose bankroll is not the one before it does not add up. A void entry
// of the same table without an open one before it is read all the same.
func TestReadVoid(t *testing.T) {
	start := Entry{Kind: KindStart, Bankroll: 1000}
	open := openEntry(craps.Name, 60, 1000, "limit 3-4-5×", "roll 20 0", "roll 20 40")
	open.Round.Fair = &round.FairSeeds{Commit: "ab", Client: "c", Nonce: 4}
	void := open
	void.Kind, void.Reason = KindVoid, "the server seed is not known"
	s := Read(raw(t, start, open, start, void))
	if s.Problem != "" || len(s.Open) != 0 || len(s.Void) != 1 || s.Void[0].Reason == "" || s.Bankroll != 1000 || s.NextNonce() != 5 {
		t.Fatalf("Read: open %d, void %+v, bankroll %d, nonce %d, problem %q", len(s.Open), s.Void, s.Bankroll, s.NextNonce(), s.Problem)
	}
	if err := s.Check(); err != nil {
		t.Error(err)
	}
	refund := void
	r := *void.Round
	r.Bankroll = 1060 // the stake paid back on top of a bankroll that held it
	refund.Round = &r
	err := Read(raw(t, start, open, start, refund)).Check()
	if err == nil || !strings.Contains(err.Error(), "void craps round saved a bankroll of 1060") {
		t.Errorf("a void paying its stake twice: %v", err)
	}
}

// An open round that has settled chips while it stays open (a craps place
// bet paid on a point) saves that net with its bankroll: the chain adds
// it, the bankroll to continue with holds it, the round taken up keeps it
// towards its result, and a void one's net stands. A net the bankroll
// does not show is refused.
func TestOpenRoundsNet(t *testing.T) {
	start := Entry{Kind: KindStart, Bankroll: 1000}
	won := openEntry(craps.Name, 22, 1014, "limit 3-4-5×", "roll pass=10 place-6=12", "roll pass=10 place-6=12")
	won.Round.Net = 14
	s := Read(raw(t, start, won))
	if err := s.Check(); err != nil || s.Bankroll != 1014 {
		t.Fatalf("an open round that won 14 so far: %v, bankroll %d", err, s.Bankroll)
	}
	l, err := New(s, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := l.Resume(s.Open[0], Source{})
	if err != nil || l.InHand() != 992 || r.Net() != 14 || l.Wealth() != 1014 {
		t.Fatalf("taken up: %v, hand %d, round net %d, wealth %d; want 992, 14, 1014", err, l.InHand(), r.Net(), l.Wealth())
	}
	if err := r.Settle(22, 0); err != nil { // seven out: the pass line and place 6 lose
		t.Fatal(err)
	}
	rec, err := r.Finish(won.Round.Moves, round.Result{Net: -8})
	if err != nil || rec.Net != -8 || rec.Bankroll != 992 {
		t.Fatalf("finished: %+v, %v", rec, err)
	}
	// Another table's round while it is open ends on a bankroll that holds
	// the 14; the craps round's own entry then nets its whole −8.
	lot := Entry{Kind: KindRound, Round: &round.Record{Seq: 1, Table: lottery.Name, Net: -5, Bankroll: 1009}}
	crapsDone := Entry{Kind: KindRound, Round: &round.Record{Seq: 2, Table: craps.Name, Net: -8, Bankroll: 987}}
	if s := Read(raw(t, start, won, lot, crapsDone)); s.Check() != nil || s.Bankroll != 987 || len(s.Open) != 0 {
		t.Errorf("rounds around an open one: %v, bankroll %d, %d open", s.Check(), s.Bankroll, len(s.Open))
	}
	crapsDone.Round.Bankroll = 1001 // as if the 14 had not been paid
	if err := Read(raw(t, start, won, lot, crapsDone)).Check(); err == nil {
		t.Error("a round that counts its open net twice adds up")
	}
	void := won
	void.Kind = KindVoid
	if v := Read(raw(t, start, won, void, roundEntry(1, 0, 1014, nil))); v.Check() != nil || v.Bankroll != 1014 {
		t.Errorf("a void round's net: %v, bankroll %d", v.Check(), v.Bankroll)
	}
	forged := openEntry(craps.Name, 22, 1014, "limit 3-4-5×")
	if err := Read(raw(t, start, forged)).Check(); err == nil || !strings.Contains(err.Error(), "bankroll of 1014, but the bankroll was 1000") {
		t.Errorf("an open bankroll up 14 with no net: %v", err)
	}
	forged.Round.Net = 2 * MaxBankroll
	if err := Read(raw(t, start, forged)).Check(); err == nil || !strings.Contains(err.Error(), "settled") {
		t.Errorf("an open net past any bankroll: %v", err)
	}
}

// A craps round begins with the come bets on their numbers the last craps
// round left (its carry move against the outcome's "leaving"); a round
// that brings come bets no round left, or leaves out those one did, does
// not add up. A void round's bets went back to the hand: the next round
// begins with none. A void round's net is its open entry's.
func TestCrapsRoundsLink(t *testing.T) {
	start := Entry{Kind: KindStart, Bankroll: 1000}
	left := roundEntry(1, 0, 1000, nil)
	left.Round.Table, left.Round.Outcome = craps.Name, "6+3 4+2 3+4: seven out, leaving dont-come-6=10"
	came := roundEntry(2, 0, 1000, nil)
	came.Round.Table, came.Round.Moves = craps.Name, []string{"limit 3-4-5×", "carry dont-come-6=10", "roll dont-come-6=10"}
	if err := Read(raw(t, start, left, came)).Check(); err != nil {
		t.Errorf("a round carrying what the last left: %v", err)
	}
	forged := came
	forged.Round = &round.Record{Seq: 1, Table: craps.Name, Moves: came.Round.Moves, Bankroll: 1000}
	if err := Read(raw(t, start, forged)).Check(); err == nil || !strings.Contains(err.Error(), "the last one left none") {
		t.Errorf("a round carrying bets no round left: %v", err)
	}
	none := roundEntry(2, 0, 1000, nil)
	none.Round.Table, none.Round.Moves = craps.Name, []string{"limit 3-4-5×", "roll pass=10"}
	if err := Read(raw(t, start, left, none)).Check(); err == nil || !strings.Contains(err.Error(), "began with  on the table") && !strings.Contains(err.Error(), "left dont-come-6=10") {
		t.Errorf("a round that drops the bets the last left: %v", err)
	}
	open := openEntry(craps.Name, 10, 1000, came.Round.Moves[:2]...)
	void := open
	void.Kind = KindVoid
	if err := Read(raw(t, start, left, open, void, none)).Check(); err != nil {
		t.Errorf("after a void round the next begins with nothing: %v", err)
	}
	void.Round = &round.Record{Table: craps.Name, Moves: open.Round.Moves, Bankroll: 1500, Net: 500}
	if err := Read(raw(t, start, left, open, void)).Check(); err == nil || !strings.Contains(err.Error(), "settled") {
		t.Errorf("a void round with a net its open entry did not have: %v", err)
	}
}
