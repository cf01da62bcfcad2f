package tui

import (
	"fmt"
	"regexp"
	"riffle/ui/tui/history"
	"riffle/ui/tui/tuitest"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// The history lists every round played, newest first; enter replays the
// selected one and a replays them all; a tampered round is caught.
func TestHistoryReplays(t *testing.T) {
	m := newTestModel(t, Options{Seed: "42"}, 100, 30)
	if v := tuitest.Plain(m.screens["history"].View()); !strings.Contains(v, "No rounds yet") {
		t.Errorf("empty history:\n%s", v)
	}
	playEveryTable(t, m)
	runQuick(m, m.open("history"))
	s := m.screens["history"].(*history.Model)
	rs := m.c.Book().Rounds
	v := tuitest.Plain(m.View())
	last := rs[len(rs)-1]
	if !strings.Contains(v, fmt.Sprintf("%d rounds saved", len(rs))) || !strings.Contains(v, "bankroll adds up ✓") ||
		!regexp.MustCompile(fmt.Sprintf(`› +#%d `, last.Seq)).MatchString(v) || !strings.Contains(v, "not saved to disk") {
		t.Fatalf("history view:\n%s", v)
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
	m.c.Book().Rounds[0].Digest = "0123456789abcdef"
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

// The fair screen turns the mode on, takes a client seed (and refuses a
// bad one), shows the next commitment and, after a round, the revealed
// seed with its check and the verify command.
func TestFairScreen(t *testing.T) {
	m := newTestModel(t, Options{Seed: "42", Screen: "fair"}, 100, 30)
	runQuick(m, m.Init())
	press(m, "space")
	if !m.c.Book().Fair {
		t.Fatal("space did not turn fair mode on")
	}
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "mode on") || !strings.Contains(v, m.c.Book().Commitment()) ||
		!strings.Contains(v, "provably fair · next commit") {
		t.Errorf("fair view:\n%s", v)
	}
	press(m, "c")
	if !m.capturing() {
		t.Fatal("c did not open the client seed field")
	}
	press(m, "ctrl+u", "enter")
	if !m.capturing() || !strings.Contains(tuitest.Plain(m.View()), "Client seed \"\": give 1 to 64") {
		t.Errorf("an empty client seed was taken:\n%s", tuitest.Plain(m.View()))
	}
	m.Update(tuitest.Key("lucky 7"))
	press(m, "enter")
	if m.capturing() || m.c.Book().Client != "lucky 7" {
		t.Fatalf("client seed %q", m.c.Book().Client)
	}
	runQuick(m, m.open("poker"))
	press(m, "d")
	runQuick(m, m.open("fair"))
	r := m.c.Book().Rounds[len(m.c.Book().Rounds)-1]
	v = strings.Join(strings.Fields(tuitest.Plain(m.View())), " ") // the long lines wrap
	for _, want := range []string{"revealed its server seed " + r.Fair.Server, "✓ its SHA-256 is the commitment",
		fmt.Sprintf("--client-seed 'lucky 7' --nonce %d --table poker", r.Fair.Nonce)} {
		if !strings.Contains(v, want) {
			t.Errorf("fair view lacks %q:\n%s", want, v)
		}
	}
	// At 80×24 the whole command is on screen, broken only between
	// arguments, and pastes into a shell as one line.
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	v = tuitest.Plain(m.View())
	_, after, _ := strings.Cut(v, "Recompute it:\n")
	block, _, _ := strings.Cut(after, "\n\n")
	joined := strings.Join(strings.Fields(strings.ReplaceAll(block, "\\\n", " ")), " ")
	want := "riffle " + strings.Join(quoteArgs(VerifyArgs(r)), " ")
	if joined != want || !strings.Contains(v, "--commit") {
		t.Errorf("at 80×24 the verify command reads\n%s\nwant %s\n%s", joined, want, v)
	}
	press(m, "p")
	if m.c.Book().Fair {
		t.Error("p did not turn fair mode off")
	}
}
