package history

import (
	"strings"
	"testing"
	"time"

	"riffle/games/round"
	"riffle/ui/tui/tuitest"
)

// With no rounds the history says how rounds get there, and no key is
// offered or acts.
func TestEmpty(t *testing.T) {
	s := New(tuitest.Common(t))
	s.SetSize(78, 20)
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "No rounds yet") {
		t.Errorf("empty history:\n%s", v)
	}
	if h := s.ShortHelp(); len(h) != 0 {
		t.Errorf("short help with no rounds: %v", h)
	}
	for _, k := range []string{"enter", "a", "down", "end"} {
		if _, cmd := s.Update(tuitest.Key(k)); cmd != nil || s.cursor != 0 {
			t.Errorf("%s with no rounds: cmd %v, cursor %d", k, cmd != nil, s.cursor)
		}
	}
}

// A round whose record does not replay is flagged in the list and the
// detail, and the summary counts it.
func TestReplayFlagsABadRecord(t *testing.T) {
	c := tuitest.Common(t)
	c.Book().Rounds = []round.Record{{Seq: 1, Table: "craps", Gen: "os", Time: time.Unix(0, 0), Outcome: "7: natural"}}
	s := New(c)
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
