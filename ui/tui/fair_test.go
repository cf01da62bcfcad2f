package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/shuffle"
	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/fair"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// The fair screen turns the mode on, takes a client seed (and refuses a
// bad one), shows the next commitment and, after a round, the revealed
// seed with its check and the verify command.
func TestFairScreen(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "fair"}, 100, 30)
	runQuick(m, m.Init())
	press(m, "space")
	if !m.ledger.Fair() {
		t.Fatal("space did not turn fair mode on")
	}
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "mode on") || !strings.Contains(v, m.ledger.Commitment()) ||
		!strings.Contains(v, "provably fair · commit "+m.ledger.Commitment()[:32]+"…") {
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
	if m.capturing() || m.ledger.Client() != "lucky 7" {
		t.Fatalf("client seed %q", m.ledger.Client())
	}
	runQuick(m, m.open("poker"))
	press(m, "d")
	runQuick(m, m.open("fair"))
	r := m.ledger.Rounds()[len(m.ledger.Rounds())-1]
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
	if m.ledger.Fair() {
		t.Error("p did not turn fair mode off")
	}
}

// In fair mode the header shows at least 128 bits (32 hex digits) of the
// next round's commitment on every screen at every width from 80, whatever
// the bankroll and the title, and never more than the width; wide enough,
// the whole commitment.
func TestFairHeaderShowsTheCommitment(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "fair"}, 80, 24)
	m.Continue(casino.Session{}, nil, tuitest.Entropy(3))
	press(m, "space")
	commit := m.ledger.Pending()
	if !m.ledger.Fair() || len(commit) != 64 {
		t.Fatalf("fair %v, commitment %q", m.ledger.Fair(), commit)
	}
	for _, name := range ScreenNames() {
		m.open(common.ID(name))
		for _, chips := range []int{0, 1000, 1 << 62} {
			tuitest.SetHand(t, m.c, chips)
			for w := 80; w <= 200; w++ {
				m.w = w
				h := tuitest.Plain(m.headerView())
				if !strings.Contains(h, commit[:32]) || lipgloss.Width(h) > w {
					t.Fatalf("%s, bankroll %d, width %d: header %q (%d wide)", name, chips, w, h, lipgloss.Width(h))
				}
				if w == 200 && chips == 1000 && !strings.Contains(h, "next commit "+commit) {
					t.Errorf("%s at 200: header %q lacks the whole commitment", name, h)
				}
			}
		}
	}
}

// The poker table's header says when the session's shuffle, chosen in the
// Shuffle Lab, is biased in fair mode: its rounds are not dealt fair.
func TestFairHeaderBiasedShuffle(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "fair"}, 80, 24)
	m.Continue(casino.Session{}, nil, tuitest.Entropy(3))
	press(m, "space")
	tuitest.Settings(m.c, func(st *settings.Settings) { st.Algo, _ = shuffle.Lookup("naive") })
	m.open("craps")
	if h := tuitest.Plain(m.headerView()); !strings.Contains(h, m.ledger.Pending()[:32]) {
		t.Errorf("craps, whose dice are fair whatever the shuffle: %q", h)
	}
	m.open("poker")
	if h := tuitest.Plain(m.headerView()); !strings.Contains(h, `Not provably fair: shuffle "naive" is biased`) {
		t.Errorf("poker with naive in fair mode: %q", h)
	}
}
