package lobby

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/games/casino"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

func newLobby(t *testing.T) *Model {
	t.Helper()
	c := tuitest.Common(t)
	m := New(c, tuitest.L(c), []Entry{
		{ID: "craps", Title: "Craps", Blurb: "the pass-line bet"},
		{ID: "lab", Title: "Shuffle Lab", Blurb: "any shuffle against the statistics"},
	})
	m.SetSize(78, 20)
	m.seed.Cursor.SetMode(cursor.CursorStatic) // press runs every Cmd: a blink's would wait half a second a key
	return m
}

// press sends keys to the lobby, playing the root for the settings each
// sends (common.SettingsMsg), and returns the last key's Cmd.
func press(m *Model, keys ...string) tea.Cmd {
	var cmd tea.Cmd
	for _, k := range keys {
		_, cmd = m.Update(tuitest.Key(k))
		if cmd != nil {
			if msg := cmd(); tuitest.Root(m.c).Apply(msg) {
				continue
			} else {
				cmd = func() tea.Msg { return msg }
			}
		}
	}
	return cmd
}

// helpText is the help's keys and words, one binding a line.
func helpText(bs []key.Binding) string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Help().Key+" "+b.Help().Desc)
	}
	return strings.Join(out, "\n")
}

// The help shows the keys that work, and only them: the list's and the
// settings' until s opens the seed field, then the field's until it
// closes.
func TestHelpFollowsTheSeedField(t *testing.T) {
	m := newLobby(t)
	list := "enter open\ng/G generator\na/A shuffle\ns type a seed\nr new OS seed"
	if got := helpText(m.ShortHelp()); got != list {
		t.Errorf("short help:\n%s\nwant\n%s", got, list)
	}
	if got := helpText(m.FullHelp()[0]); got != "↑/k up\n↓/j down\nhome/end first/last\n1-2 open that entry\n"+list {
		t.Errorf("full help:\n%s", got)
	}
	press(m, "s")
	field := "enter use seed\nesc cancel"
	if !m.Editing() || helpText(m.ShortHelp()) != field || helpText(m.FullHelp()[0]) != field {
		t.Errorf("seed field open %v, help:\n%s", m.Editing(), helpText(m.ShortHelp()))
	}
	press(m, "g", "a") // typed into the field, not the settings
	if m.SeedValue() != "ga" || m.c.Settings().Gen.Name != "pcg" {
		t.Errorf("field %q, generator %s", m.SeedValue(), m.c.Settings().Gen.Name)
	}
	press(m, "esc")
	if m.Editing() || helpText(m.ShortHelp()) != list {
		t.Errorf("esc: field open %v, help:\n%s", m.Editing(), helpText(m.ShortHelp()))
	}
}

// enter opens the entry under the cursor; Select puts the cursor on an
// entry by its screen.
func TestOpenAndSelect(t *testing.T) {
	m := newLobby(t)
	if m.Selected().ID != "craps" {
		t.Errorf("first selected: %q", m.Selected().ID)
	}
	m.Select("lab")
	if m.Selected().ID != "lab" {
		t.Errorf("Select(lab): %q", m.Selected().ID)
	}
	if msg := press(m, "enter")(); msg != (common.OpenMsg{ID: "lab"}) {
		t.Errorf("enter: %#v", msg)
	}
	m.Select("nowhere")
	if m.Selected().ID != "lab" {
		t.Errorf("Select of an unknown screen moved the cursor to %q", m.Selected().ID)
	}
}

// A typed seed is refused with a reason, or taken and fixed.
func TestSeedField(t *testing.T) {
	m := newLobby(t)
	press(m, "s", "enter")
	if v := tuitest.Plain(m.View()); !m.Editing() || !strings.Contains(v, "seed: type a number") {
		t.Errorf("an empty seed was taken:\n%s", v)
	}
	press(m, "0x1f", "enter")
	if m.Editing() || m.c.Settings().Seed != 31 || !m.c.Settings().SeedFixed {
		t.Errorf("0x1f: field open %v, seed %d, fixed %v", m.Editing(), m.c.Settings().Seed, m.c.Settings().SeedFixed)
	}
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "seed       31  fixed") {
		t.Errorf("the settings do not show the seed:\n%s", v)
	}
}

// In provably fair mode a and A cycle through the unbiased shuffles only,
// from a biased one chosen elsewhere too, and the status line says so in
// 80 columns; outside it they reach every shuffle.
func TestShuffleKeyInFairMode(t *testing.T) {
	m := newLobby(t)
	m.SetSize(80, 24)
	tuitest.Ledger(t, m.c, casino.Session{}, tuitest.Entropy(1), nil)
	cycle := func(k string, n int) string {
		var seen []string
		for range n {
			press(m, k)
			seen = append(seen, m.c.Settings().Algo.Name)
		}
		return strings.Join(seen, " ")
	}
	if got := cycle("a", 3); got != "partial sort-key naive" {
		t.Errorf("a outside fair mode: %s", got)
	}
	m.ledger.SetFair(true) // naive chosen, as the Shuffle Lab may
	if got := cycle("a", 4); got != "fisher-yates partial uniform-riffles fisher-yates" {
		t.Errorf("a in fair mode: %s", got)
	}
	if got := cycle("A", 3); got != "uniform-riffles partial fisher-yates" {
		t.Errorf("A in fair mode: %s", got)
	}
	v := tuitest.Plain(m.View())
	tuitest.CheckWidth(t, "lobby", v, 80)
	if !strings.Contains(v, "Fair mode: unbiased shuffles only (fisher-yates, partial, uniform-riffles).") {
		t.Errorf("the lobby does not say why:\n%s", v)
	}
}

// A seed out of range is refused with the whole range at 80 columns (the
// seed itself is in the field), or, for a range too long, its first
// clause whole: never a number cut.
func TestSeedProblemFits(t *testing.T) {
	for _, c := range []struct{ gen, seed, want string }{
		{"pcg", "999999999999999999999999", "Seed out of range: allowed -9223372036854775808…18446744073709551615"},
	} {
		g, err := rng.Lookup(c.gen)
		if err != nil {
			t.Fatal(err)
		}
		_, err = parseSeed(g, c.seed)
		if err == nil {
			t.Fatalf("%s %s accepted", c.gen, c.seed)
		}
		if got := seedProblem(err, 78); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.gen, c.seed, got, c.want)
		}
	}
	long := fmt.Errorf("mt19937: seed 5000000000 is out of range: allowed 0…4294967295, or −2147483648…−1 for a negative 32-bit int")
	if got := seedProblem(long, 78); got != "Seed out of range: allowed 0…4294967295" {
		t.Errorf("a range too long for the line: %q", got)
	}
}

// casino is the lobby's list as the root's registry (ui/tui/screen.go)
// gave it when these goldens were made; the root's own lobby goldens
// (ui/tui/testdata/lobby-*.golden) follow the registry itself.
var registryEntries = []Entry{
	{"craps", "Craps", "every bet of the table, its exact edge; puzzles for class"},
	{"yahtzee", "Yahtzee re-rolls", "keep and re-roll until all dice match, 5 to 100 dice"},
	{"lottery", "Lottery draws", "pick k of n, Keno and Powerball"},
	{"solitaire", "New Age Solitaire", "bet on riffles: seven do not randomize a deck"},
	{"poker", "Poker hands", "dealt hands, and the 1999 shuffle that gave them away"},
	{"videopoker", "Video poker", "bet 1-5 credits, hold, draw; the exact return of all 32 holds"},
	{"cheat", "Cheat like it's 1999", "the 1999 deal cracked from two cards and the flop"},
	{"history", "History & replay", "every round saved; re-deal one and check it matches"},
	{"fair", "Provably fair", "rounds you can check from seeds committed in advance"},
	{"lab", "Shuffle Lab", "pit any shuffle and generator against the statistics"},
	{"dobble", "Dobble", "find the symbol two cards share, against the clock"},
	{"dice", "Dice shop", "30 dice fair by symmetry, and six a cheat can beat"},
	{"demo", "Guided demos", "lessons for class, a step at a time: shuffles, riffles, 1999, dice"},
	{"holdem", "Texas Hold'em", "fixed limit against 1-8 computer players; your equity live"},
}

// Goldens of the lobby at seed 42, the screen alone in the areas the
// root gives it at 80×24 and 140×45 (tuitest.Areas): as it opens; the
// cursor moved down and the generator and shuffle changed; the seed
// field open on a seed it refuses.
func TestGoldenAreas(t *testing.T) {
	c := tuitest.Common(t)
	m := New(c, tuitest.L(c), registryEntries)
	m.seed.Cursor.SetMode(cursor.CursorStatic) // press runs every Cmd: a blink's would wait half a second a key
	golden := func(state string) { tuitest.GoldenAreas(t, c, m, "lobby-"+state) }
	golden("open")
	press(m, "down", "down", "down", "g", "a")
	golden("changed")
	press(m, "s", "0", "x", "1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "b", "c", "d", "e", "f", "0", "1", "enter")
	golden("seed-refused")
}

// A generator that takes no seed (os) takes none from s or r: they say so
// and the help leaves them out (a typed seed read "none … fixed").
func TestNoSeedForOS(t *testing.T) {
	m := newLobby(t)
	for m.c.Settings().Gen.Reproducible {
		press(m, "g")
	}
	before := m.c.Settings()
	for _, k := range []string{"s", "r"} {
		press(m, k)
		v := tuitest.Plain(m.View())
		if m.Editing() || m.c.Settings().SeedFixed != before.SeedFixed || m.c.Settings().Seed != before.Seed ||
			!strings.Contains(v, "takes no seed") || strings.Contains(v, "fixed") {
			t.Errorf("%s with %s: editing %v, settings %+v:\n%s", k, before.Gen.Name, m.Editing(), m.c.Settings(), v)
		}
		for _, b := range m.ShortHelp() {
			if b.Help().Key == k {
				t.Errorf("the help offers %s for %s", k, before.Gen.Name)
			}
		}
	}
}
