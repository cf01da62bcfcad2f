package holdem

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/ui/text"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// paceTest is a table with motion on.
func paceTest(t *testing.T) *Model {
	c := tuitest.Common(t)
	tuitest.Settings(c, func(s *settings.Settings) { s.Motion, s.Frame = true, settings.FrameEvery })
	return newTest(t, c, 140, 45)
}

// With motion on the computer players' actions show one at a time, on
// the ticks, the hand decided and saved before the first: the table
// shows the hand as it stood (no action past the one on show, no board
// card before its street), and nothing tells the end early — not your
// chips in hand, not the session, not the note. A key or a click shows
// the rest at once and does nothing more.
func TestActionsPacedOneByOne(t *testing.T) {
	for _, end := range []string{"ticks", "key", "click"} {
		m := paceTest(t)
		paced, ended := 0, 0 // keys whose actions were paced; of them, those that ended a hand won or lost
		for key := 0; key < 80 && (paced < 3 || ended < 2); key++ {
			inHand, session, net := m.ledger.InHand(), m.g.SessionLine(), m.g.Session().Net
			var cmd tea.Cmd
			if !m.g.InPlay() {
				_, cmd = m.Update(tuitest.Key("space"))
			} else {
				_, cmd = m.Update(tuitest.Key("c"))
			}
			if !m.g.Pacing() {
				continue
			}
			paced++
			if !m.g.InPlay() && m.g.Session().Net != net {
				ended++
			}
			if cmd == nil {
				t.Fatalf("%s: pacing without a tick", end)
			}
			full := len(m.g.Hand().Log())
			moves := len(m.g.Table.Moves())
			shown := len(m.g.ShownHand().Log())
			if shown >= full {
				t.Fatalf("%s: all %d actions shown at the first frame", end, full)
			}
			// The stake of a new hand leaves the hand at the deal; nothing
			// after that moves until the end shows.
			atDeal := m.ledger.InHand()
			check := func() {
				t.Helper()
				v := tuitest.Plain(m.View())
				if m.g.SessionLine() != session || strings.Contains(v, "You won") || strings.Contains(v, "You lost") || strings.Contains(v, "You broke even") ||
					m.ledger.InHand() != atDeal || !strings.Contains(v, "Waiting") {
					t.Fatalf("%s: told early (session %q, in hand %d→%d):\n%s", end, m.g.SessionLine(), inHand, m.ledger.InHand(), v)
				}
				// Nor the presenter's number, nor your hand's name before
				// the flop is shown (the line under the oval).
				if hl := m.Headline(); hl.Value != text.Signed(net) {
					t.Fatalf("%s: the headline %q while the actions are shown, the net was %s", end, hl.Value, text.Signed(net))
				}
				if len(m.g.ShownHand().Board()) < 3 && strings.Contains(v, "You    ") {
					t.Fatalf("%s: your hand's name before the flop is shown:\n%s", end, v)
				}
			}
			check()
			switch end {
			case "ticks":
				for m.g.Pacing() {
					m.Update(m.g.NextTick())
					n := len(m.g.ShownHand().Log())
					if n < shown || n > shown+1 {
						t.Fatalf("shown %d actions, then %d", shown, n)
					}
					shown = n
					if m.g.Pacing() {
						check()
					}
				}
			case "key":
				m.Update(tuitest.Key("c"))
				if len(m.g.Table.Moves()) != moves {
					t.Fatal("the key that showed the actions also made a move")
				}
			case "click":
				m.Update(tea.MouseMsg{X: 3, Y: 3, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
			}
			if m.g.Pacing() || len(m.g.ShownHand().Log()) != full || m.g.Owed() != 0 {
				t.Fatalf("%s: after: pacing %v, %d of %d shown, owed %d", end, m.g.Pacing(), len(m.g.ShownHand().Log()), full, m.g.Owed())
			}
			if !m.g.InPlay() && (m.g.SessionLine() == session || m.note == "") {
				t.Errorf("%s: the hand's end not told once shown", end)
			}
		}
		if paced < 3 || ended < 2 {
			t.Fatalf("%s: in 80 keys only %d paced, %d of them ending a hand won or lost", end, paced, ended)
		}
	}
}

// Without motion (the tests' default) nothing waits.
func TestNoPacingWithoutMotion(t *testing.T) {
	m := newTest(t, nil, 140, 45)
	press(m, "space")
	if m.g.Pacing() || len(m.g.ShownHand().Log()) != len(m.g.Hand().Log()) {
		t.Fatal("actions paced with motion off")
	}
}
