package tui

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/teatest"

	"riffle/games/casino"
	"riffle/games/tables"
	"riffle/ui/tui/common"
	"riffle/ui/tui/craps"
	"riffle/ui/tui/tuitest"
)

// crapsTestTrials is the trials per puzzle of a simulation in tests.
const crapsTestTrials = 20_000

// crapsModel is m's craps screen.
func crapsModel(m *Model) *craps.Model { return m.screens["craps"].Screen.(*craps.Model) }

// The table in the running program (teatest), opened the way `riffle play
// craps` will open it: a bet, rolls until a decision, the panel, the
// puzzles and back; the final views are goldens.
func TestCrapsProgram(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"table", "puzzles"} {
		st, _ := Options{Seed: "42", Motion: "off"}.Resolve() // keys sent at once: each acts (a key during a tumble only ends it)
		m := New(st, "", lipgloss.NewRenderer(io.Discard))
		crapsModel(m).SetPuzzlePace(time.Millisecond, crapsTestTrials)
		m.screen = common.ID("craps")
		tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 30))
		waitFor := func(what string) {
			t.Helper()
			teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), what) },
				teatest.WithDuration(10*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
		}
		waitFor("space rolls the come-out")
		tm.Send(tuitest.Key("+"))
		waitFor("Pass line: 20 chips,")
		for range 12 {
			tm.Send(tuitest.Key(" "))
		}
		waitFor("Decision")
		if mode == "puzzles" {
			tm.Send(tuitest.Key("p"))
			waitFor("done")
		}
		tm.Send(tuitest.Key("q"))
		tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
		final := tm.FinalModel(t).(*Model)
		final.quitting = false
		tuitest.Golden(t, "craps-program-"+mode+"-100x30", final.View())
	}
}

// A craps round with its point on when the casino closes is played out
// with the bets as they stand, recorded, and replays.
func TestCrapsSettleOnQuit(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 100, 30)
	runQuick(m, m.Init())
	s := crapsModel(m)
	if s.SettleOnQuit() != "" {
		t.Fatal("no round in play, yet something was played out")
	}
	for range 50 {
		if s.InRound() {
			break
		}
		press(m, "space")
	}
	if !s.InRound() {
		t.Fatal("no point was set in 50 rolls")
	}
	press(m, "o")
	before := len(m.ledger.Rounds())
	note := s.SettleOnQuit()
	rs := m.ledger.Rounds()
	if len(rs) != before+1 || s.InRound() || !strings.Contains(note, rs[len(rs)-1].Outcome) {
		t.Fatalf("settled %d rounds, note %q", len(rs)-before, note)
	}
	last := rs[len(rs)-1]
	if _, err := tables.Replay(last); err != nil {
		t.Error(err)
	}
	prev := casino.DefaultBankroll
	if len(rs) > 1 {
		prev = rs[len(rs)-2].Bankroll
	}
	if last.Bankroll != prev+last.Net || last.Bankroll != m.ledger.Wealth() {
		t.Errorf("bankroll %d after %d %+d; the session holds %d", last.Bankroll, prev, last.Net, m.ledger.Wealth())
	}
}

// At 80×24, the panel under the table, the craps title row and its keys
// stay on show through the decisions, and the session line keeps its one
// wording.
func TestCrapsTitleRowStays(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	if !m.c.PanelShown() {
		press(m, "f")
	}
	s := crapsModel(m)
	for s.Table().Session().Decisions < 5 {
		press(m, "space")
		v := tuitest.Plain(m.View())
		if !strings.Contains(v, "p puzzles · ? every key") || !strings.Contains(v, "On the table") {
			t.Fatalf("after %d rolls:\n%s", s.Table().Session().Rolls, v)
		}
	}
}

// Back from the lobby, having left from the puzzles, the craps screen
// opens on the table, where space rolls.
func TestCrapsReturnsToTheTable(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "p", "esc")
	runQuick(m, m.open("craps"))
	s := crapsModel(m)
	rolls := s.Table().Session().Rolls
	press(m, "space")
	if s.Title() != "Craps" || s.Table().Session().Rolls != rolls+1 {
		t.Errorf("back at craps: %q, %d rolls after space (was %d)", s.Title(), s.Table().Session().Rolls, rolls)
	}
}

// Craps left from its puzzles (which hide the panel) comes back as the
// table with its panel: the root lays the screen out again when Enter
// brings the panel back.
func TestCrapsPanelBackAfterPuzzles(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {140, 45}} {
		m := newTestModel(t, Options{Screen: "craps"}, size[0], size[1])
		runQuick(m, m.Init())
		press(m, "p", "esc")
		if m.screen != lobbyID {
			t.Fatalf("esc from the puzzles: on %s", m.screen)
		}
		runQuick(m, m.open("craps"))
		if !m.laidWithPanel || !strings.Contains(tuitest.Plain(m.View()), "Fairness") {
			t.Errorf("%dx%d: craps came back without its panel:\n%s", size[0], size[1], tuitest.Plain(m.View()))
		}
		_, _, pw, ph, _ := m.regions()
		if pw == 0 || ph == 0 {
			t.Errorf("%dx%d: no room for the panel", size[0], size[1])
		}
	}
}
