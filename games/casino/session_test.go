package casino

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"riffle/games/craps"
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
	return Entry{Kind: KindRound, Round: &round.Record{Seq: seq, Table: craps.Name, Net: net, Bankroll: bankroll, Fair: fair}}
}

// streamRound is a round of table drawn from gen seed 42 at pos.
func streamRound(seq, net, bankroll int, table, gen string, pos uint64) Entry {
	return Entry{Kind: KindRound, Round: &round.Record{Seq: seq, Table: table, Gen: gen, Seed: 42, Pos: pos, Net: net, Bankroll: bankroll}}
}

// A round copied under a new number (its bankroll made to add up) is
// refused: within a session a table draws on from its stream, so no two of
// its rounds begin at one place. A new session may deal from the same
// place again (a fixed seed does, by design); so may the 1999 table, whose
// every hand is seeded from a clock the player may set, and the os
// generator, which has no place to speak of.
func TestCheckRefusesACopiedRound(t *testing.T) {
	start := Entry{Kind: KindStart, Bankroll: 1000}
	copied := []Entry{start, streamRound(1, 40, 1040, craps.Name, "pcg", 17), streamRound(2, 40, 1080, craps.Name, "pcg", 17)}
	want := "line 3: round 2 began where round 1 did (craps: pcg seed 42 at 17): a round is played once"
	if err := Read(raw(t, copied...)).Check(); err == nil || err.Error() != want {
		t.Errorf("a round copied: Check = %v\nwant %s", err, want)
	}
	for name, es := range map[string][]Entry{
		"the next round drawn on": {start, streamRound(1, 40, 1040, craps.Name, "pcg", 17), streamRound(2, 40, 1080, craps.Name, "pcg", 29)},
		"another table's stream":  {start, streamRound(1, 40, 1040, craps.Name, "pcg", 17), streamRound(2, 40, 1080, "videopoker", "pcg", 17)},
		"another seed's stream": {start, streamRound(1, 40, 1040, craps.Name, "pcg", 17),
			{Kind: KindRound, Round: &round.Record{Seq: 2, Table: craps.Name, Gen: "pcg", Seed: 7, Pos: 17, Net: 40, Bankroll: 1080}}},
		"a new session":  {start, streamRound(1, 40, 1040, craps.Name, "pcg", 17), {Kind: KindStart, Bankroll: 1040}, streamRound(2, 40, 1080, craps.Name, "pcg", 17)},
		"the 1999 table": {start, streamRound(1, 40, 1040, round.ReseededTable, "delphi", 0), streamRound(2, 40, 1080, round.ReseededTable, "delphi", 0)},
		"os":             {start, streamRound(1, 40, 1040, craps.Name, "os", 0), streamRound(2, 40, 1080, craps.Name, "os", 0)},
	} {
		if err := Read(raw(t, es...)).Check(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
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
	vals := raw(t, Entry{Kind: KindStart, Bankroll: 1000}, roundEntry(1, 5, 1005, nil))
	vals = append(vals, json.RawMessage(`{"kind":"round"}`), json.RawMessage(`[1,2]`), json.RawMessage(`{"kind":"what"}`))
	vals = append(vals, raw(t, roundEntry(2, 5, 1010, nil))...)
	s := Read(vals)
	if s.Bankroll != 1010 || len(s.Rounds) != 2 || s.Check() != nil {
		t.Errorf("kept %d rounds, bankroll %d, check %v; want 2, 1010, nil", len(s.Rounds), s.Bankroll, s.Check())
	}
	if !strings.HasPrefix(s.Problem, "3 session entries") || !strings.Contains(s.Problem, "entry 3") || strings.Contains(s.Problem, "\n") {
		t.Errorf("Problem = %q", s.Problem)
	}
}

// Check finds a round whose bankroll does not follow, a session that
// starts with chips it did not end with, and rounds out of order.
func TestCheck(t *testing.T) {
	cases := map[string][]Entry{
		"line 3: round 2: 990 chips +30 is not the bankroll of 1,000 it saved":       {{Kind: KindStart, Bankroll: 1000}, roundEntry(1, -10, 990, nil), roundEntry(2, 30, 1000, nil)},
		"line 3: a session starts with 2,000 chips, but the last one ended with 990": {{Kind: KindStart, Bankroll: 1000}, roundEntry(1, -10, 990, nil), {Kind: KindStart, Bankroll: 2000}},
		"line 3: round 1 comes after round 2":                                        {{Kind: KindStart, Bankroll: 1000}, roundEntry(2, 0, 1000, nil), roundEntry(1, 0, 1000, nil)},
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

// A hand-edited file is caught: a bankroll outside 0…MaxBankroll anywhere,
// a start appended with chips the last session did not end with, a round
// whose bankroll is not the last plus its net. The first break is named by
// its line, and the entries after it do not hide it.
func TestCheckRefusesForgedBankrolls(t *testing.T) {
	honest := []Entry{{Kind: KindStart, Bankroll: 1000}, roundEntry(1, -10, 990, nil), roundEntry(2, 30, 1020, nil)}
	with := func(es ...Entry) []Entry { return append(append([]Entry{}, honest...), es...) }
	last := func(bankroll int) []Entry {
		es := with()
		es[2] = roundEntry(2, 30, bankroll, nil)
		return es
	}
	cases := []struct {
		name string
		es   []Entry
		want string
	}{
		{"last round's bankroll set to 1e9", last(1_000_000_000),
			"line 3: round 2: 990 chips +30 is not the bankroll of 1,000,000,000 it saved"},
		{"its net forged too, over the maximum", []Entry{{Kind: KindStart, Bankroll: 1000}, roundEntry(1, 1_999_999_000, 2_000_000_000, nil)},
			"line 2: round 1 ends with 2,000,000,000 chips; a bankroll is 0…1,000,000,000"},
		{"start with 1e12 appended", with(Entry{Kind: KindStart, Bankroll: 1_000_000_000_000}),
			"line 4: a session starts with 1,000,000,000,000 chips; a bankroll is 0…1,000,000,000"},
		{"start with -5000 appended", with(Entry{Kind: KindStart, Bankroll: -5000}),
			"line 4: a session starts with -5,000 chips; a bankroll is 0…1,000,000,000"},
		{"a fresh file starting with 1e12", []Entry{{Kind: KindStart, Bankroll: 1_000_000_000_000}},
			"line 1: a session starts with 1,000,000,000,000 chips; a bankroll is 0…1,000,000,000"},
		{"a start in range but not the last bankroll", with(Entry{Kind: KindStart, Bankroll: 50_000}, roundEntry(3, 5, 50_005, nil)),
			"line 4: a session starts with 50,000 chips, but the last one ended with 1,020"},
		{"a round that does not follow, then honest rounds", with(roundEntry(3, 5, 1030, nil), roundEntry(4, 5, 1035, nil)),
			"line 4: round 3: 1,020 chips +5 is not the bankroll of 1,030 it saved"},
		{"a net that would overflow", with(roundEntry(3, math.MaxInt, 1020, nil)),
			"line 4: round 3: 1,020 chips +9,223,372,036,854,775,807 is not the bankroll of 1,020 it saved"},
		{"a negative round bankroll without a start", []Entry{roundEntry(5, -10, -10, nil)},
			"line 1: round 5 ends with -10 chips; a bankroll is 0…1,000,000,000"},
		{"a raised opening bankroll", []Entry{{Kind: KindStart, Bankroll: 5000}, roundEntry(1, 5, 5005, nil)},
			"line 1: the first session starts with 5,000 chips, but a new session starts with 1,000"},
		{"the most chips from the start", []Entry{{Kind: KindStart, Bankroll: MaxBankroll}},
			"line 1: the first session starts with 1,000,000,000 chips, but a new session starts with 1,000"},
		{"a fair round appended twice", with(fairRound(3, 5, 1025, 7, "c7"), fairRound(4, 5, 1030, 7, "c7")),
			"line 5: round 4: provably fair nonce 7 is an earlier round's: a nonce is used once"},
		{"a fair round given another seed under a nonce used", with(fairRound(3, 5, 1025, 7, "c7"), fairRound(4, 5, 1030, 7, "other")),
			"line 5: round 4: provably fair nonce 7 is an earlier round's: a nonce is used once"},
		{"a commitment used twice", with(fairRound(3, 5, 1025, 7, "c7"), fairRound(4, 5, 1030, 8, "c7")),
			"line 5: round 4: its commitment c7… is an earlier round's: a server seed is used once"},
	}
	for _, c := range cases {
		err := Read(raw(t, c.es...)).Check()
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: Check = %v\nwant %s", c.name, err, c.want)
		}
	}
	for _, ok := range [][]Entry{honest, with(Entry{Kind: KindStart, Bankroll: 1020}), {{Kind: KindStart, Bankroll: DefaultBankroll}},
		with(fairRound(3, 5, 1025, 8, "c8"), fairRound(4, 5, 1030, 7, "c7"))} { // fair rounds finish out of their nonces' order
		if err := Read(raw(t, ok...)).Check(); err != nil {
			t.Errorf("%+v: %v", ok, err)
		}
	}
}

// A Loader keeps the latest rounds within Keep bytes (and always the last
// one) yet counts every round, numbers the next one and nonce from all of
// them, remembers the last fair round, and checks the whole chain.
func TestLoaderKeepsTheLatest(t *testing.T) {
	es := []Entry{{Kind: KindStart, Bankroll: 1000}}
	for i := 1; i <= 100; i++ {
		var fair *round.FairSeeds
		if i == 10 {
			fair = &round.FairSeeds{Nonce: 77}
		}
		es = append(es, roundEntry(i, 0, 1000, fair))
	}
	vals := raw(t, es...)
	size := len(vals[len(vals)-1])
	for _, c := range []struct{ keep, want int }{{0, 1}, {size, 1}, {10*size + 5, 10}, {-1, 100}} {
		l := Loader{Keep: c.keep}
		seen := 0
		l.Round = func(line int, r round.Record) {
			if line != r.Seq+1 {
				t.Errorf("round %d from line %d", r.Seq, line)
			}
			seen++
		}
		for i, v := range vals {
			l.Add(i+1, v)
		}
		s := l.Session()
		if len(s.Rounds) != c.want || s.Rounds[len(s.Rounds)-1].Seq != 100 || s.Count != 100 || seen != 100 {
			t.Errorf("Keep %d: kept %d rounds ending %d, count %d, seen %d; want %d", c.keep, len(s.Rounds), s.Rounds[len(s.Rounds)-1].Seq, s.Count, seen, c.want)
		}
		if s.NextSeq() != 101 || s.NextNonce() != 78 || s.Check() != nil {
			t.Errorf("Keep %d: NextSeq %d, NextNonce %d, Check %v", c.keep, s.NextSeq(), s.NextNonce(), s.Check())
		}
		// Round 10, the last fair one, is remembered even when it is not kept.
		if f := s.LastFair; f == nil || f.Seq != 10 || f.Table != craps.Name || f.Fair == nil || f.Fair.Nonce != 77 {
			t.Errorf("Keep %d: last fair round %+v", c.keep, f)
		}
	}
}

// fairRound is a provably fair round entry with the nonce and commitment
// given.
func fairRound(seq, net, bankroll int, nonce uint64, commit string) Entry {
	e := roundEntry(seq, net, bankroll, nil)
	r := *e.Round
	r.Fair = &round.FairSeeds{Commit: commit, Nonce: nonce}
	e.Round = &r
	return e
}
