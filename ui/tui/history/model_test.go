package history

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/lottery"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// With no rounds the history says how rounds get there, and no key is
// offered or acts.
func TestEmpty(t *testing.T) {
	s := New(tuitest.Desk(t))
	s.SetSize(78, 20)
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "No rounds yet") {
		t.Errorf("empty history:\n%s", v)
	}
	if h := s.ShortHelp(); len(h) != 0 {
		t.Errorf("short help with no rounds: %v", h)
	}
	for _, k := range []string{"enter", "a", "down", "end", "pgdown", "pgup", "home"} {
		if _, cmd := s.Update(tuitest.Key(k)); cmd != nil || s.cursor != 0 {
			t.Errorf("%s with no rounds: cmd %v, cursor %d", k, cmd != nil, s.cursor)
		}
	}
}

// A round whose record does not replay is flagged in the list and the
// detail, and the summary counts it.
func TestReplayFlagsABadRecord(t *testing.T) {
	c := tuitest.Common(t)
	tuitest.Ledger(t, c, casino.Session{Rounds: []round.Record{{Seq: 1, Table: "craps", Gen: "os", Time: time.Unix(0, 0), Outcome: "7: natural"}}}, nil, nil)
	s := New(c, tuitest.L(c))
	s.SetSize(78, 20)
	if got := len(s.ShortHelp()); got != 3 {
		t.Errorf("short help with a round: %d keys, want 3", got)
	}
	_, cmd := s.Update(tuitest.Key("a"))
	s.Update(cmd())
	v, ok := s.Check(1)
	if !ok || !strings.HasPrefix(v, "cannot replay") {
		t.Errorf("round 1's verdict %q, %v", v, ok)
	}
	if got := s.AllSummary(); got != "Replayed 1 round: 1 did not come out the same, 0 did." {
		t.Errorf("summary %q", got)
	}
	if view := tuitest.Plain(s.View()); !strings.Contains(view, "› –") || !strings.Contains(view, "cannot replay") {
		t.Errorf("the round is not flagged:\n%s", view)
	}
}

// book gives c the round book carried on from saved.
func book(t *testing.T, saved casino.Session) (*common.Common, *casino.Ledger) {
	c := tuitest.Common(t)
	return c, tuitest.Ledger(t, c, saved, tuitest.Entropy(1), nil)
}

// A round in play saved open (a craps point from before a kill, or left
// on at the craps table) is listed first, marked open with its stake;
// enter on it says in one line that it replays once settled, and replays
// nothing.
func TestOpenRoundsListed(t *testing.T) {
	at := time.Unix(0, 0)
	open := round.Record{Table: craps.Name, Gen: "pcg", Seed: 1, Time: at, Bankroll: 990, Moves: []string{"limit 3-4-5×", "roll 20 0"}}
	s := New(book(t, casino.Session{Count: 1, Started: true, Bankroll: 990,
		Rounds: []round.Record{{Seq: 1, Table: lottery.Name, Gen: "pcg", Seed: 1, Time: at, Net: -10, Bankroll: 990, Outcome: "no prize"}},
		Open:   []casino.Entry{{Kind: casino.KindOpen, Time: at, Round: &open, Stake: 20}}}))
	s.SetSize(78, 20)
	v := tuitest.Plain(s.View())
	if !regexp.MustCompile(`› +open +craps .*20 on the table`).MatchString(v) || !strings.Contains(v, "1 round saved and 1 in play") ||
		!strings.Contains(v, "#1") || !strings.Contains(v, "Round in play") {
		t.Fatalf("the open round is not listed:\n%s", v)
	}
	if _, cmd := s.Update(tuitest.Key("enter")); cmd != nil {
		t.Error("enter on a round in play started a replay")
	}
	v = tuitest.Plain(s.View())
	if !strings.Contains(v, "Not replayable yet: it is in play until the craps table settles it.") {
		t.Errorf("enter on the round in play:\n%s", v)
	}
	s.Update(tuitest.Key("down"))
	if _, cmd := s.Update(tuitest.Key("enter")); cmd == nil {
		t.Error("enter on a settled round replays nothing")
	}
}

// From a long session file the loader keeps only the latest rounds: the
// history says how many of how many, a replays the ones kept and says
// so, pointing to riffle replay all, and the bankroll check covers the
// whole file (a break in a round no longer kept is still reported).
func TestLatestOfALongSession(t *testing.T) {
	es := []casino.Entry{{Kind: casino.KindStart, Bankroll: 1000}}
	for i := 1; i <= 50; i++ {
		bank := 1000
		if i == 3 {
			bank = 1001 // a chip from nothing, long before the rounds kept
		}
		es = append(es, casino.Entry{Kind: casino.KindRound, Round: &round.Record{Seq: i, Table: lottery.Name, Gen: "os", Bankroll: bank}})
	}
	l := casino.Loader{Keep: 1000} // a few rounds' worth of bytes
	for i, e := range es {
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		l.Add(i+1, b)
	}
	saved := l.Session()
	kept := len(saved.Rounds)
	if kept < 2 || kept > 10 {
		t.Fatalf("the loader kept %d rounds", kept)
	}
	s := New(book(t, saved))
	s.SetSize(78, 20)
	v := tuitest.Plain(s.View())
	if !strings.Contains(v, fmt.Sprintf("latest %d of 50 rounds", kept)) || !strings.Contains(strings.Join(strings.Fields(v), " "), "The bankroll does not add up: line 4: round 3") {
		t.Errorf("a long session:\n%s", v)
	}
	_, cmd := s.Update(tuitest.Key("a"))
	s.Update(cmd())
	want := fmt.Sprintf("Replayed the latest %d rounds, the ones kept in memory: %d did not come out the same, 0 did; riffle replay all replays all 50.", kept, kept)
	if got := s.AllSummary(); got != want {
		t.Errorf("summary %q,\nwant %q", got, want)
	}
	if v := strings.Join(strings.Fields(tuitest.Plain(s.View())), " "); !strings.Contains(v, want) {
		t.Errorf("the summary is not on show:\n%s", v)
	}
}
