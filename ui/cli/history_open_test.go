package cli

import (
	"strings"
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/round"
	"riffle/ui/store"
)

// A round still in play is listed last as "open": its table, source, the
// bankroll it stood on, its chips on the table and its throws so far; the
// footer counts it, --table keeps it only for its table, and --json gives
// it under "open". Settled rounds and the bankroll check are unchanged.
func TestHistoryOpenRound(t *testing.T) {
	dir := t.TempDir()
	recs := playedRounds(t, 1000)
	writeState(t, dir, 1000, recs)
	bank := recs[len(recs)-1].Bankroll
	// pcg 42 from position 6: the come-out sets a point and the next
	// throw, with 40 odds behind the 20, decides nothing.
	open := round.Record{Table: craps.Name, Gen: "pcg", Seed: 42, Pos: 6, Bankroll: bank,
		Time:  time.Date(2026, 11, 21, 20, 0, 0, 0, time.UTC),
		Moves: []string{"limit 3-4-5×", "roll pass=20", "roll pass=20 pass-odds=40"}}
	s, _, _, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	must(t, s.Append(casino.Entry{Kind: casino.KindOpen, Time: open.Time, Round: &open, Stake: 60}))
	must(t, s.Close())

	code, out, errOut := run("history", "--state", dir)
	var row string
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == "open" {
			row = line
		}
	}
	for _, want := range []string{"craps", "pcg 42 @6", "60 on the table; so far ", "no decision"} {
		if !strings.Contains(row, want) {
			t.Errorf("the open row %q lacks %q", row, want)
		}
	}
	if code != 0 || errOut != "" || !strings.Contains(out, "rounds and 1 open;") || !strings.Contains(out, "the bankroll adds up") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	if _, out, _ = run("history", "--state", dir, "--table", "poker"); strings.Contains(out, "open") {
		t.Errorf("--table poker lists the open craps round:\n%s", out)
	}
	var j historyJSON
	runJSON(t, &j, "history", "--state", dir, "--json")
	if len(j.Open) != 1 || j.Open[0].Stake != 60 || j.Open[0].Table != craps.Name || !j.AddsUp || len(j.Rounds) != len(recs) {
		t.Errorf("--json: open %+v, adds up %v, %d rounds", j.Open, j.AddsUp, len(j.Rounds))
	}
}

// A provably fair round in play is saved without its server seed, its
// dice so far beside its moves: history describes it from them and prints
// no seed. A round called off is listed as "void" with its stake back in
// hand and why; it closes its open entry, the footer counts it, --json
// gives it under "void", the bankroll adds up and replay still matches.
func TestHistoryFairOpenAndVoid(t *testing.T) {
	dir := t.TempDir()
	recs := playedRounds(t, 1000)
	writeState(t, dir, 1000, recs)
	bank := recs[len(recs)-1].Bankroll
	fair := round.Record{Table: craps.Name, Bankroll: bank, Time: time.Date(2026, 11, 21, 20, 0, 0, 0, time.UTC),
		Fair:  &round.FairSeeds{Commit: strings.Repeat("c", 64), Client: "me", Nonce: 3},
		Moves: []string{"limit 3-4-5×", "roll pass=20", "roll pass=20 pass-odds=40"}, Dice: []string{"4 5", "2 3"}}
	s, _, _, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	must(t, s.Append(casino.Entry{Kind: casino.KindOpen, Time: fair.Time, Round: &fair, Stake: 60}))
	code, out, errOut := run("history", "--state", dir)
	if code != 0 || errOut != "" || !strings.Contains(out, "60 on the table; so far 4+5 2+3: no decision") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	must(t, s.Append(casino.Entry{Kind: casino.KindVoid, Time: fair.Time, Round: &fair, Stake: 60,
		Reason: "the server seed is not known"}))
	must(t, s.Close())
	code, out, errOut = run("history", "--state", dir)
	if code != 0 || errOut != "" || !strings.Contains(out, "60 back in hand: the server seed is not known") ||
		!strings.Contains(out, ", 1 void;") || strings.Contains(out, "open") || !strings.Contains(out, "the bankroll adds up") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
	var j historyJSON
	runJSON(t, &j, "history", "--state", dir, "--json")
	if len(j.Void) != 1 || j.Void[0].Stake != 60 || j.Void[0].Reason == "" || len(j.Open) != 0 || !j.AddsUp {
		t.Errorf("--json: void %+v, open %+v, adds up %v", j.Void, j.Open, j.AddsUp)
	}
	if code, out, _ := run("replay", "all", "--state", dir); code != 0 {
		t.Errorf("replay all: exit %d:\n%s", code, out)
	}
}
