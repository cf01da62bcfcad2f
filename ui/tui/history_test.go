package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/tui/history"
	"riffle/ui/tui/tuitest"
)

// The history lists every round played, newest first; enter replays the
// selected one and a replays them all; a tampered round is caught.
func TestHistoryReplays(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42"}, 100, 30)
	if v := tuitest.Plain(m.screens["history"].View()); !strings.Contains(v, "No rounds yet") {
		t.Errorf("empty history:\n%s", v)
	}
	playEveryTable(t, m)
	runQuick(m, m.open("history"))
	s := m.screens["history"].Screen.(*history.Model)
	rs := m.ledger.Rounds()
	v := tuitest.Plain(m.View())
	last := rs[len(rs)-1]
	if !strings.Contains(v, fmt.Sprintf("%d rounds saved", len(rs))) || !strings.Contains(v, "bankroll adds up ✓") ||
		!regexp.MustCompile(fmt.Sprintf(`  +#%d `, last.Seq)).MatchString(v) || !strings.Contains(v, "not saved (--no-save)") {
		t.Fatalf("history view:\n%s", v)
	}
	// The rounds in play (a craps point) head the list.
	for range m.ledger.Open() {
		press(m, "down")
	}
	if v := tuitest.Plain(m.View()); !regexp.MustCompile(fmt.Sprintf(`› +#%d `, last.Seq)).MatchString(v) {
		t.Fatalf("the newest round is not selected below the rounds in play:\n%s", v)
	}
	// A replay is a Cmd that can take longer than press waits on a loaded
	// machine: wait for its verdict.
	replay := func(k string) { _, cmd := m.Update(tuitest.Key(k)); runWithin(m, cmd, 10*time.Second) }
	press(m, "down")
	replay("enter")
	if got, ok := s.Check(rs[len(rs)-2].Seq); !ok || got != "" {
		t.Errorf("enter on the second newest: %q, %v", got, ok)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "✓ Replayed") {
		t.Errorf("no verdict shown:\n%s", v)
	}
	// Tamper with a round in memory: its replay must fail.
	m.ledger.Rounds()[0].Digest = "0123456789abcdef"
	replay("a")
	if !strings.Contains(s.AllSummary(), fmt.Sprintf("Replayed %d rounds: 1 did not come out the same, %d did.", len(rs), len(rs)-1)) {
		t.Errorf("replay all: %q", s.AllSummary())
	}
	press(m, "end")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "✗") || !strings.Contains(v, "digest") {
		t.Errorf("the tampered round is not flagged:\n%s", v)
	}
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		tuitest.CheckWidth(t, "history", m.View(), size[0])
	}
}
