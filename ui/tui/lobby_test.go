package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/games/tables"
	"riffle/ui/tui/lobby"
	"riffle/ui/tui/tuitest"
)

func TestLobbyKeys(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	v := tuitest.Plain(m.View())
	for _, want := range []string{"Riffle", "Lobby", "Craps", "Lottery draws", "New Age Solitaire", "Poker hands",
		"Video poker", "Cheat like it's 1999", "Shuffle Lab", "f hide panel", "seed 42", "1,000 chips", "q quit", "? more keys"} {
		if !strings.Contains(v, want) {
			t.Errorf("lobby lacks %q:\n%s", want, v)
		}
	}
	// The lobby starts on the first table; down twice and enter opens
	// the lottery; esc comes back.
	press(m, "down", "down", "enter")
	if m.screen != "lottery" {
		t.Errorf("enter on Lottery draws: screen %s", m.screen)
	}
	press(m, "esc")
	// Settings cycle.
	press(m, "g")
	if m.c.Settings().Gen.Name != "chacha8" {
		t.Errorf("g from pcg: %s, want chacha8", m.c.Settings().Gen.Name)
	}
	press(m, "G", "a")
	if m.c.Settings().Gen.Name != "pcg" || m.c.Settings().Algo.Name == "fisher-yates" {
		t.Errorf("G, a: gen %s algo %s", m.c.Settings().Gen.Name, m.c.Settings().Algo.Name)
	}
	press(m, "A")
	if m.c.Settings().Algo.Name != "fisher-yates" {
		t.Errorf("A: algo %s", m.c.Settings().Algo.Name)
	}
	// Full help and back.
	press(m, "?")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "type a seed") || !strings.Contains(v, "? or any key back to the screen") {
		t.Errorf("full help:\n%s", v)
	}
	press(m, "?")
	// Down to the lab and in.
	press(m, "0") // the lab, the tenth entry
	if m.screen != "lab" {
		t.Fatalf("enter on Shuffle Lab: screen %s", m.screen)
	}
	press(m, "esc")
	if m.screen != lobbyID || m.screens[lobbyID].Screen.(*lobby.Model).Selected().ID != "lab" {
		t.Fatalf("esc from the lab: screen %s, the cursor not on the lab", m.screen)
	}
	if cmd := press(m, "q"); cmd == nil || cmd() != tea.Quit() {
		t.Errorf("q does not quit")
	}
}

func TestLobbySeedField(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	press(m, "s", "x", "q")
	if !m.capturing() || m.quitting {
		t.Fatalf("typing q in the seed field quit (capturing %v)", m.capturing())
	}
	press(m, "enter")
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "seed: ") || !m.capturing() {
		t.Errorf("a bad seed closed the field:\n%s", v)
	}
	if !strings.Contains(v, `"xq"`) {
		t.Errorf("no error naming the bad seed:\n%s", v)
	}
	for range 2 {
		press(m, "backspace")
	}
	press(m, "1", "2", "3", "enter")
	if m.capturing() || m.c.Settings().Seed != 123 || !m.c.Settings().SeedFixed {
		t.Errorf("seed 123: capturing %v, seed %d fixed %v", m.capturing(), m.c.Settings().Seed, m.c.Settings().SeedFixed)
	}
	if !strings.Contains(tuitest.Plain(m.headerView()), "seed 123") {
		t.Errorf("header: %s", tuitest.Plain(m.headerView()))
	}
	press(m, "s", "9", "esc")
	if m.capturing() || m.c.Settings().Seed != 123 {
		t.Errorf("esc did not cancel: seed %d", m.c.Settings().Seed)
	}
	press(m, "r")
	if m.c.Settings().SeedFixed {
		t.Errorf("r did not draw a new seed")
	}
}

// f is the fairness panel's key on every screen, the lobby too: the
// list's page keys (f, b, l, d, h, u) do not shadow it nor move the
// cursor, and the help offers f.
func TestLobbyPanelKey(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	l := m.screens[lobbyID].Screen.(*lobby.Model)
	press(m, "down")
	shown := m.c.PanelShown()
	press(m, "f")
	if m.c.PanelShown() == shown || m.screen != lobbyID {
		t.Errorf("f in the lobby: panel %v, want %v", m.c.PanelShown(), !shown)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "f show panel") {
		t.Errorf("the lobby's help does not offer f:\n%s", v)
	}
	press(m, "f")
	if m.c.PanelShown() != shown {
		t.Errorf("f twice: panel %v, want %v", m.c.PanelShown(), shown)
	}
	for _, k := range []string{"b", "l", "d", "h", "u", "left", "right"} {
		press(m, k)
		if l.Selected().ID != "yahtzee" {
			t.Errorf("%s moved the cursor to %s", k, l.Selected().ID)
		}
	}
}

// At 80×24 every entry is on screen, none on a hidden page, and its
// digit opens it.
func TestLobbyAllEntriesAt80x24(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	v := tuitest.Plain(m.View())
	for _, e := range registry() {
		if !strings.Contains(v, e.title) {
			t.Errorf("the lobby at 80×24 hides %q:\n%s", e.title, v)
		}
	}
	if strings.Contains(v, "••") {
		t.Errorf("the lobby at 80×24 has pages:\n%s", v)
	}
	for i, e := range registry()[:10] {
		press(m, []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "0"}[i])
		if m.screen != e.id {
			t.Errorf("digit %d opened %s, want %s", (i+1)%10, m.screen, e.id)
		}
		press(m, "esc")
	}
}

// Every table that plays rounds has a number key in the lobby: the
// tables come first (Texas Hold'em was last, with none).
func TestEveryTableNumbered(t *testing.T) {
	pos := map[string]int{}
	for i, e := range registry() {
		pos[string(e.id)] = i
	}
	for _, name := range tables.Names() {
		if i, ok := pos[name]; !ok || i >= 10 {
			t.Errorf("table %s is entry %d of the lobby (known %v): no number key", name, i+1, ok)
		}
	}
}
