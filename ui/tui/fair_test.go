package tui

import (
	"fmt"
	"riffle/ui/tui/fair"
	"riffle/ui/tui/tuitest"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

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
	if m.capturing() || m.c.Book().Client() != "lucky 7" {
		t.Fatalf("client seed %q", m.c.Book().Client())
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
	want := "riffle " + strings.Join(fair.QuoteArgs(VerifyArgs(r)), " ")
	if joined != want || !strings.Contains(v, "--commit") {
		t.Errorf("at 80×24 the verify command reads\n%s\nwant %s\n%s", joined, want, v)
	}
	press(m, "p")
	if m.c.Book().Fair {
		t.Error("p did not turn fair mode off")
	}
}
