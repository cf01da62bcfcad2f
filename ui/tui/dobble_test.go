package tui

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/casino"
	"riffle/ui/tui/dobble"
	"riffle/ui/tui/tuitest"
)

// dobbleScreen is the root's Dobble table.
func dobbleScreen(m *Model) *dobble.Model { return m.screens["dobble"].Screen.(*dobble.Model) }

// dobbleKeys are the digits that pick the pair's shared symbols on the
// left card, and a digit that picks a symbol on it alone (a miss).
func dobbleKeys(t *testing.T, s *dobble.Model) (right []string, wrong string) {
	t.Helper()
	g := s.Game()
	shared := g.Shared()
	for i, sym := range g.Left() {
		k := strconv.Itoa(i + 1)
		found := false
		for _, x := range shared {
			found = found || x == sym
		}
		if found {
			right = append(right, k)
		} else {
			wrong = k
		}
	}
	if len(right) != len(shared) {
		t.Fatalf("the left card holds %d of the shared symbols %v", len(right), shared)
	}
	return right, wrong
}

// playDobble plays, on the Dobble screen already open, a whole game with
// one miss, then (with more) a game left after one find.
func playDobble(t *testing.T, m *Model, more bool) {
	t.Helper()
	s := dobbleScreen(m)
	press(m, "space")
	for pair := 0; !s.Game().Over(); pair++ {
		right, wrong := dobbleKeys(t, s)
		if pair == 0 {
			press(m, wrong)
		}
		press(m, right...)
	}
	if !more {
		return
	}
	press(m, "space")
	right, _ := dobbleKeys(t, s)
	press(m, right...)
	press(m, "n")
}

// A click on the right card's shared symbol picks it as its digit on the
// left card does; a click on a symbol of the right card alone is a miss,
// as a digit of the left card's own symbol is; and before a deal, or on a
// blank of a card, a click does nothing.
func TestDobbleRightCardClicks(t *testing.T) {
	t.Parallel()
	for _, setup := range [][]string{{"space"}, {"d", "space"}} {
		a, b := twins(t, Options{Screen: "dobble"}, 80, 24, setup...)
		g := dobbleScreen(a).Game()
		right, _ := dobbleKeys(t, dobbleScreen(a))
		// The right card's position of the symbol the first right digit names.
		i, _ := strconv.Atoi(right[0])
		j := slices.Index(g.Right(), g.Left()[i-1])
		clickBoth(t, a, b, dobble.ZoneRight(j), right[0])
		if g.Pair() == 1 && len(g.Found()) == 0 {
			t.Errorf("%q: the click on the shared symbol found nothing", setup)
		}
		// A symbol of the right card alone is a miss.
		g = dobbleScreen(a).Game()
		for k, sym := range g.Right() {
			if !slices.Contains(g.Shared(), sym) {
				clickZone(t, a, dobble.ZoneRight(k))
				break
			}
		}
		if g.Misses() != 1 {
			t.Errorf("%q: a click on the right card's own symbol: %d misses, want 1", setup, g.Misses())
		}
	}
	m := newTestModel(t, Options{Screen: "dobble"}, 80, 24)
	runQuick(m, m.Init())
	before := seen(m)
	act(m, tea.MouseMsg{X: 10, Y: 8, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	if after := seen(m); after != before {
		t.Errorf("a click before the deal changed the screen:\n%s", after)
	}
}

// A whole game played, at every size: the cards with the last symbols
// found, the score and the best times fit, nothing cut.
func TestDobbleGameNothingCut(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {100, 30}, {140, 45}} {
		for _, keys := range [][]string{nil, {"d"}, {"d", "k", "k"}} {
			m := newTestModel(t, Options{Screen: "dobble"}, size[0], size[1])
			runQuick(m, m.Init())
			press(m, keys...)
			playDobble(t, m, false)
			if !strings.Contains(seen(m), "A best game!") {
				t.Errorf("%v %q: the first game is not the best:\n%s", size, keys, seen(m))
			}
			for _, p := range frameCuts(m) {
				t.Errorf("%v %q: %s", size, keys, p)
			}
		}
	}
}

// A game in play when the casino closes is saved with its finds.
func TestDobbleSavedOnQuit(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "dobble"}, 80, 24)
	runQuick(m, m.Init())
	press(m, "space")
	right, _ := dobbleKeys(t, dobbleScreen(m))
	press(m, right...)
	m.closeTables()
	rounds := m.ledger.Rounds()
	if len(rounds) != 1 || rounds[0].Table != "dobble" || len(rounds[0].Moves) != 2 {
		t.Fatalf("rounds at close: %+v", rounds)
	}
}

// The best times come back after a restart: a casino saves a Dobble game
// through its saver, a new casino reads the session back (through JSON, as
// the file keeps it) and its table shows the same best times.
func TestDobbleBestTimesAfterRestart(t *testing.T) {
	t.Parallel()
	w := &memKeeper{}
	sv := NewSaver(w)
	a := newTestModel(t, Options{Seed: "42", Screen: "dobble"}, 80, 24)
	a.Continue(casino.Session{}, sv, tuitest.Entropy(3))
	runQuick(a, a.Init())
	playDobble(t, a, false)
	best := bestLine(t, a)
	if err := sv.Close(); err != nil {
		t.Fatal(err)
	}
	b := newTestModel(t, Options{Seed: "7", Screen: "dobble"}, 80, 24)
	b.Continue(reread(t, w.entries), NewSaver(&memKeeper{}), tuitest.Entropy(4))
	runQuick(b, b.Init())
	if got := bestLine(t, b); got != best {
		t.Errorf("after a restart the table shows %q, before %q", got, best)
	}
}

// bestLine is the line of the Dobble table's best times.
func bestLine(t *testing.T, m *Model) string {
	t.Helper()
	for _, l := range strings.Split(seen(m), "\n") {
		if strings.Contains(l, "Best find") {
			return strings.TrimSpace(l)
		}
	}
	t.Fatalf("no best times shown:\n%s", seen(m))
	return ""
}

// The clock stands while the full help covers the cards and while the
// terminal is too small to show them: the root tells the table.
func TestDobbleClockStandsWhileHidden(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "dobble"}, 100, 30)
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	m.ledger.SetClock(func() time.Time { return now })
	runQuick(m, m.Init())
	press(m, "space")
	g := dobbleScreen(m).Game()
	now = now.Add(time.Second)
	press(m, "?")
	now = now.Add(4 * time.Second)
	press(m, "?")
	m.Update(tea.WindowSizeMsg{Width: 60, Height: 20})
	now = now.Add(4 * time.Second)
	m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	now = now.Add(500 * time.Millisecond)
	if got := g.Elapsed(now); got != 1500*time.Millisecond {
		t.Errorf("1 s in sight, 4 s under the help, 4 s too small, 0.5 s in sight: the clock says %v", got)
	}
}
