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
