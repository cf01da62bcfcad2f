package session

import (
	"encoding/json"
	"strings"
	"testing"

	"riffle/games/round"
)

func raw(t *testing.T, es ...Entry) []json.RawMessage {
	t.Helper()
	var out []json.RawMessage
	for _, e := range es {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func roundEntry(seq, net, bankroll int, fair *round.FairSeeds) Entry {
	return Entry{Kind: KindRound, Round: &round.Record{Seq: seq, Table: round.Craps, Net: net, Bankroll: bankroll, Fair: fair}}
}

// The bankroll to continue with is the last round's; settings are the last
// saved; the next round and nonce follow the last ones.
func TestRead(t *testing.T) {
	st := &Settings{Gen: "java", Algo: "asf", Shuffles: 7, Fair: true, Client: "me"}
	s := Read(raw(t,
		Entry{Kind: KindStart, Bankroll: 1000, Settings: &Settings{Gen: "pcg"}},
		roundEntry(1, -10, 990, nil),
		Entry{Kind: KindSettings, Settings: st},
		roundEntry(2, 30, 1020, &round.FairSeeds{Nonce: 4}),
		roundEntry(3, 0, 1020, nil),
	))
	if s.Problem != "" || !s.Started || s.Bankroll != 1020 || len(s.Rounds) != 3 || *s.Settings != *st {
		t.Fatalf("Read = %+v", s)
	}
	if s.NextSeq() != 4 || s.NextNonce() != 5 {
		t.Errorf("NextSeq %d, NextNonce %d; want 4, 5", s.NextSeq(), s.NextNonce())
	}
	if r, ok := s.Find(2); !ok || r.Net != 30 {
		t.Errorf("Find(2) = %+v, %v", r, ok)
	}
	if err := s.Check(); err != nil {
		t.Error(err)
	}
	if e := Read(nil); e.Started || e.Bankroll != DefaultBankroll || e.NextSeq() != 1 || e.NextNonce() != 1 {
		t.Errorf("empty file: %+v", e)
	}
}

// Entries that are JSON but not entries are skipped and reported in one
// line; the others are kept.
func TestReadSkipsBadEntries(t *testing.T) {
	vals := raw(t, Entry{Kind: KindStart, Bankroll: 500}, roundEntry(1, 5, 505, nil))
	vals = append(vals, json.RawMessage(`{"kind":"round"}`), json.RawMessage(`[1,2]`), json.RawMessage(`{"kind":"start","bankroll":-5}`))
	vals = append(vals, raw(t, roundEntry(2, 5, 510, nil))...)
	s := Read(vals)
	if s.Bankroll != 510 || len(s.Rounds) != 2 {
		t.Errorf("kept %d rounds, bankroll %d; want 2, 510", len(s.Rounds), s.Bankroll)
	}
	if !strings.HasPrefix(s.Problem, "3 session entries") || !strings.Contains(s.Problem, "entry 3") || strings.Contains(s.Problem, "\n") {
		t.Errorf("Problem = %q", s.Problem)
	}
}

// Check finds a round whose bankroll does not follow, a session that
// starts with chips it did not end with, and rounds out of order.
func TestCheck(t *testing.T) {
	cases := map[string][]Entry{
		"round 2: 990 chips +30 is 1020": {{Kind: KindStart, Bankroll: 1000}, roundEntry(1, -10, 990, nil), roundEntry(2, 30, 1000, nil)},
		"started with 2000":              {{Kind: KindStart, Bankroll: 1000}, roundEntry(1, -10, 990, nil), {Kind: KindStart, Bankroll: 2000}},
		"round 1 comes after round 2":    {{Kind: KindStart, Bankroll: 1000}, roundEntry(2, 0, 1000, nil), roundEntry(1, 0, 1000, nil)},
	}
	for want, es := range cases {
		err := Read(raw(t, es...)).Check()
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: Check = %v", want, err)
		}
	}
	// A file whose start was lost still checks from its first round.
	if err := Read(raw(t, roundEntry(5, 10, 700, nil), roundEntry(6, -10, 690, nil))).Check(); err != nil {
		t.Error(err)
	}
}
