package cheat

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"riffle/engine/cards"
	"riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/tuitest"
)

// newAt is the 1999 screen with the server's clock stopped at
// 21:14:03.250 (seed 76,443,250), sized w × h and entered.
func newAt(t *testing.T, w, h int) *Model {
	t.Helper()
	c := tuitest.Common(t)
	c.Settings.SeedFixed = false // the real clock, stopped
	s := New(c)
	s.now = func() time.Time { return time.Date(2026, 11, 21, 21, 14, 3, 250_000_000, time.UTC) }
	s.SetSize(w, h)
	s.Enter()
	return s
}

// runScreen runs cmd and feeds its messages (and theirs) to s; ticks stop
// once the search is over.
func runScreen(s common.Screen, cmd tea.Cmd, wait time.Duration) {
	tuitest.RunMsgs(func(msg tea.Msg) tea.Cmd { _, next := s.Update(msg); return next }, cmd, wait)
}

func press(s *Model, keys ...string) tea.Cmd {
	var cmds []tea.Cmd
	for _, k := range keys {
		_, cmd := s.Update(tuitest.Key(k))
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// The class's walk: the server deals from its clock, the cracker finds the
// seed in the window, every opponent's cards and the turn and river are
// known before they come, and the showdown proves it.
func TestCheatCracksTheDeal(t *testing.T) {
	s := newAt(t, 100, 30)
	want := poker.DealHoldem(poker.ASFDeck(76_443_250), 6)
	if s.serverAt != 76_443_250 || s.deal.Flop != want.Flop || s.deal.Hole[0] != want.Hole[0] {
		t.Fatalf("deal at 21:14:03.250: serverAt %d, %+v", s.serverAt, s.deal)
	}
	v := ansi.Strip(s.View())
	if strings.Contains(v, "cracked:") || strings.Contains(v, want.Hole[1][0].Symbol()+" "+want.Hole[1][1].Symbol()) {
		t.Fatalf("the opponents' cards show before the crack:\n%s", v)
	}
	runScreen(s, press(s, "c"), 5*time.Second)
	if s.res == nil || len(s.res.Seeds) != 1 || s.res.Seeds[0] != 76_443_250 || s.res.WholeDay || s.res.Tried != 4001 {
		t.Fatalf("crack result %+v", s.res)
	}
	s.res.Elapsed = 300 * time.Microsecond // for the golden file
	v = ansi.Strip(s.View())
	for p := 1; p < 6; p++ {
		if !strings.Contains(v, "cracked: "+want.Hole[p][0].Symbol()+" "+want.Hole[p][1].Symbol()) {
			t.Errorf("player %d's cards %v not revealed:\n%s", p+1, want.Hole[p], v)
		}
	}
	if !strings.Contains(v, "predicted: "+want.Turn.Symbol()+" "+want.River.Symbol()) ||
		!strings.Contains(v, "Seed 76,443,250 (Randomize at 21:14:03.250)") || !strings.Contains(v, "Tried 4,001 seeds in 0.3 ms") {
		t.Errorf("view:\n%s", v)
	}
	tuitest.Golden(t, "cheat-cracked-100x30", s.View())
	press(s, "d", "d")
	v = ansi.Strip(s.View())
	sd := poker.Resolve(want, 0)
	if !strings.Contains(v, "with "+text.LowerFirst(cards.Describe(sd.Values[sd.Winners[0]]))) {
		t.Errorf("no showdown line for winners %v:\n%s", sd.Winners, v)
	}
	if strings.Count(v, "✓") != 5+2 || strings.Contains(v, "✗") {
		t.Errorf("after the river every prediction should be marked right:\n%s", v)
	}
	tuitest.Golden(t, "cheat-showdown-80x22", func() string { s.SetSize(78, 20); return s.View() }())
	if len(s.ShortHelp()) == 0 || containsHelp(s.ShortHelp(), "crack") || containsHelp(s.ShortHelp(), "deal turn/river") {
		t.Errorf("keys after the river: %v", helpKeys(s.ShortHelp()))
	}
}

func containsHelp(ks []key.Binding, desc string) bool {
	for _, k := range ks {
		if k.Help().Desc == desc {
			return true
		}
	}
	return false
}

func helpKeys(ks []key.Binding) []string {
	var out []string
	for _, k := range ks {
		out = append(out, k.Help().Key)
	}
	return out
}

// The server-time field: refused times say why and keep the field open;
// a good one seeds every deal; empty goes back to the clock; esc cancels.
func TestCheatServerTime(t *testing.T) {
	s := newAt(t, 80, 22)
	press(s, "t")
	if !s.Capturing() {
		t.Fatal("t did not open the field")
	}
	for _, r := range "25:00" {
		press(s, string(r))
	}
	press(s, "enter")
	if !s.Capturing() || !s.noteBad || !strings.Contains(s.note, "HH:MM:SS.mmm") {
		t.Fatalf("bad time: capturing %v, note %q", s.Capturing(), s.note)
	}
	press(s, "esc")
	if s.Capturing() || s.serverAt != 76_443_250 {
		t.Fatalf("esc: capturing %v, serverAt %d", s.Capturing(), s.serverAt)
	}
	press(s, "t")
	for _, r := range "23:59:59.999" {
		press(s, string(r))
	}
	press(s, "enter")
	if s.Capturing() || s.serverAt != poker.DaySeeds-1 || s.deal.Flop != poker.DealHoldem(poker.ASFDeck(poker.DaySeeds-1), 6).Flop {
		t.Fatalf("set time: serverAt %d", s.serverAt)
	}
	// The attacker's clock, 0.3 s ahead, wraps past midnight.
	if at, w := s.attackerClock(); at != 299 || w != windowMs {
		t.Errorf("attacker clock %d ±%d", at, w)
	}
	press(s, "n")
	if s.serverAt != poker.DaySeeds-1 {
		t.Errorf("a new deal left the set time: %d", s.serverAt)
	}
	press(s, "t", "enter")
	if s.serverAt != 76_443_250 || s.setTime != -1 {
		t.Errorf("empty time: serverAt %d, setTime %d", s.serverAt, s.setTime)
	}
}

// Players stay within the table; the clock cycles; a search stops when
// the screen is left and its late result is dropped.
func TestCheatKeys(t *testing.T) {
	s := newAt(t, 80, 22)
	for range 10 {
		press(s, "+")
	}
	if s.players != poker.MaxPlayers || !s.noteBad || len(s.deal.Hole) != poker.MaxPlayers {
		t.Errorf("players %d, note %q", s.players, s.note)
	}
	for range 10 {
		press(s, "-")
	}
	if s.players != poker.MinPlayers {
		t.Errorf("players %d", s.players)
	}
	for i, want := range []int{-1700, 40 * 60_000} {
		press(s, "k")
		if at, _ := s.attackerClock(); at != 76_443_250+want {
			t.Errorf("skew %d: attacker clock %d", i, at)
		}
	}
	press(s, "k")
	if _, w := s.attackerClock(); w != -1 {
		t.Errorf("no clock: window %d", w)
	}
	cmd := press(s, "c") // the whole day
	if !s.searching() {
		t.Fatal("c did not start a search")
	}
	id := s.crackID
	s.Leave()
	if s.searching() {
		t.Fatal("Leave did not stop the search")
	}
	s.Update(doneMsg{id: id, res: poker.CrackResult{Seeds: []uint32{1}}})
	if s.res != nil {
		t.Error("a stale result was taken")
	}
	runScreen(s, cmd, 10*time.Second) // the cancelled search returns soon
	if s.res != nil {
		t.Error("the cancelled search left a result")
	}
	press(s, "k")
	if _, w := s.attackerClock(); w != windowMs {
		t.Errorf("the clock did not cycle back: window %d", w)
	}
}

func TestCheatViewsFit(t *testing.T) {
	s := newAt(t, 80, 22)
	s.c.Settings.ASCII = true
	v := ansi.Strip(s.View())
	if !strings.Contains(v, s.deal.Flop[0].String()) || strings.ContainsAny(v, "♣♦♥♠") {
		t.Errorf("ASCII view:\n%s", v)
	}
	runScreen(s, press(s, "c"), 5*time.Second)
	press(s, "d")
	press(s, "t")
	for _, size := range [][2]int{{0, 0}, {1, 1}, {10, 3}, {40, 10}, {78, 18}, {118, 34}, {200, 60}} {
		s.SetSize(size[0], size[1])
		v := s.View()
		tuitest.CheckWidth(t, "cheat", v, size[0])
		if n := strings.Count(v, "\n") + 1; size[1] > 0 && n != size[1] {
			t.Errorf("%v: %d lines", size, n)
		}
	}
	// The five cards player 1 sees are the first five the ASF deck deals
	// to them; the deck is one of 52 distinct cards.
	if cards.SetOf(poker.ASFDeck(uint32(s.serverAt))...).Len() != 52 {
		t.Error("the ASF deck is not 52 distinct cards")
	}
}

// With a fixed session seed the server's clock is simulated, so --seed
// replays the deals: it starts at the seed's time of day and moves on
// 30…120 s a hand, the same way every time.
func TestCheatReplaysFromSeed(t *testing.T) {
	deals := func() []int {
		s := New(tuitest.Common(t)) // seed 42, fixed
		s.now = func() time.Time { t.Fatal("the real clock was read"); return time.Time{} }
		s.Enter()
		at := []int{s.serverAt}
		for range 5 {
			press(s, "n")
			at = append(at, s.serverAt)
		}
		return at
	}
	a, b := deals(), deals()
	if !slices.Equal(a, b) || a[0] != 42 {
		t.Fatalf("deals %v and %v", a, b)
	}
	for i := 1; i < len(a); i++ {
		if d := a[i] - a[i-1]; d < 30_000 || d > 120_000 {
			t.Errorf("hand %d came %d ms after the last", i, d)
		}
	}
	s := New(tuitest.Common(t))
	s.SetSize(100, 30)
	s.Enter()
	if v := ansi.Strip(s.View()); !strings.Contains(v, "00:00:00.042 (server clock, replayed from the seed)") {
		t.Errorf("view:\n%s", v)
	}
}
