package dobble

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/mattn/go-runewidth"

	"riffle/engine/rng"
	"riffle/games/casino"
	game "riffle/games/dobble"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// clock is a test's clock: it stands still until moved.
type clock struct{ t time.Time }

func (c *clock) now() time.Time            { return c.t }
func (c *clock) add(ms int)                { c.t = c.t.Add(time.Duration(ms) * time.Millisecond) }
func newClock() *clock                     { return &clock{time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)} }
func (c *clock) install(cm *common.Common) { tuitest.L(cm).SetClock(c.now) }

// newTest is the table at seed 42 on c (a fresh Common when nil), sized
// w × h and entered, its clock ck.
func newTest(t testing.TB, cm *common.Common, ck *clock, w, h int) *Model {
	t.Helper()
	if cm == nil {
		cm = tuitest.Common(t)
	}
	ck.install(cm)
	m := New(cm, tuitest.L(cm))
	m.SetSize(w, h)
	m.Enter() // its tick is not run: the clock moves when the test says
	return m
}

// press sends keys; the tick a deal starts is dropped.
func press(m *Model, keys ...string) {
	for _, k := range keys {
		m.Update(tuitest.Key(k))
	}
}

// digits are the left card's digits of the shared symbols, and one of a
// symbol on the left card alone.
func digits(t *testing.T, m *Model) (right []string, wrong string) {
	t.Helper()
	g := m.Game()
	for i, s := range g.Left() {
		if slices.Contains(g.Shared(), s) {
			right = append(right, strconv.Itoa(i+1))
		} else {
			wrong = strconv.Itoa(i + 1)
		}
	}
	return right, wrong
}

// playGame plays a whole game, each pair found ms after its deal, with a
// miss on the first.
func playGame(t *testing.T, m *Model, ck *clock, ms int) {
	t.Helper()
	press(m, "space")
	for pair := 0; !m.Game().Over(); pair++ {
		right, wrong := digits(t, m)
		if pair == 0 {
			ck.add(100)
			press(m, wrong)
		}
		for _, k := range right {
			ck.add(ms / len(right))
			press(m, k)
		}
	}
}

func view(m *Model) string { return tuitest.Plain(m.View()) }

// Keys: space deals, a digit of a symbol on one card is a miss with its
// penalty on the time, the digits of the shared symbol find it, show its
// time and deal the next pair; n leaves the game.
func TestKeysFindAndMiss(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 80, 22)
	if m.playing() || !strings.Contains(view(m), "space deals") {
		t.Fatalf("opened with a pair dealt:\n%s", view(m))
	}
	press(m, "1")
	if !strings.Contains(m.note, "No pair is on the table") {
		t.Errorf("a digit before the deal: note %q", m.note)
	}
	press(m, "space")
	right, wrong := digits(t, m)
	ck.add(1500)
	press(m, wrong)
	if m.Game().Misses() != 1 || !strings.Contains(m.note, "a miss, +2.0 s") {
		t.Errorf("wrong digit %s: %d misses, note %q", wrong, m.Game().Misses(), m.note)
	}
	if v := view(m); !strings.Contains(v, "Pair 1 of 10 · 1.5 s · game 3.5 s · 1 miss") {
		t.Errorf("after a miss at 1.5 s:\n%s", v)
	}
	ck.add(1000)
	press(m, right...)
	if m.Game().Pair() != 2 || !strings.Contains(m.note, "in 2.5 s") {
		t.Errorf("the find: pair %d, note %q", m.Game().Pair(), m.note)
	}
	press(m, "n")
	if m.playing() || len(m.ledger.Rounds()) != 1 {
		t.Errorf("n: playing %v, %d rounds saved", m.playing(), len(m.ledger.Rounds()))
	}
	// A game left before any pick is not saved.
	press(m, "space", "n")
	if len(m.ledger.Rounds()) != 1 {
		t.Errorf("a game left untouched was saved: %d rounds", len(m.ledger.Rounds()))
	}
}

// The double game needs both shared symbols; d and k switch the deck and
// its size, the help naming the keys that work.
func TestDoubleAndSwitching(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 80, 22)
	help := func() string {
		var out []string
		for _, b := range m.ShortHelp() {
			out = append(out, b.Help().Key+" "+b.Help().Desc)
		}
		return strings.Join(out, ", ")
	}
	if h := help(); h != "space deal, d double game" {
		t.Errorf("classic, no deal: help %q", h)
	}
	press(m, "k")
	if m.variant() != game.Classic() {
		t.Errorf("k in the classic game changed it to %s", m.variant())
	}
	press(m, "d")
	if v := m.variant(); !v.Double || v.PerCard != 5 || !strings.Contains(view(m), "Double Dobble, 5 a card · 11 cards of 5 symbols, any two share two") {
		t.Errorf("d: %s\n%s", v, view(m))
	}
	if h := help(); h != "space deal, d classic game, k 6 a card" {
		t.Errorf("double, no deal: help %q", h)
	}
	press(m, "space")
	if h := help(); h != "1-5 pick a symbol, n new game, d classic game, k 6 a card" {
		t.Errorf("double, dealt: help %q", h)
	}
	press(m, "7")
	if !strings.Contains(m.note, "1-5") || m.Game().Misses() != 0 {
		t.Errorf("7 on 5 symbols: note %q, misses %d", m.note, m.Game().Misses())
	}
	right, _ := digits(t, m)
	if len(right) != 2 {
		t.Fatalf("double cards share %d on the left card", len(right))
	}
	press(m, right[0])
	if m.Game().Pair() != 1 || !strings.Contains(m.note, "one more to find") {
		t.Errorf("one of two: pair %d, note %q", m.Game().Pair(), m.note)
	}
	press(m, right[0])
	if m.Game().Misses() != 0 || !strings.Contains(m.note, "found already") {
		t.Errorf("the same again: misses %d, note %q", m.Game().Misses(), m.note)
	}
	press(m, right[1])
	if m.Game().Pair() != 2 || !strings.Contains(m.note, " and ") {
		t.Errorf("both found: pair %d", m.Game().Pair())
	}
	press(m, "k") // leaves the game: saved, a pick made
	if v := m.variant(); v.PerCard != 6 || m.game != nil || len(m.ledger.Rounds()) != 1 {
		t.Errorf("k: %s, game %v, %d rounds", v, m.game, len(m.ledger.Rounds()))
	}
	press(m, "k", "k")
	if v := m.variant(); v.PerCard != 5 {
		t.Errorf("k three times from 5: %s", v)
	}
	press(m, "d")
	if m.variant() != game.Classic() {
		t.Errorf("d back: %s", m.variant())
	}
	press(m, "d")
	if v := m.variant(); v.PerCard != 5 {
		t.Errorf("d again: %s, want the double game last played", v)
	}
}

// A finished game is saved as a round that replays — the same seed and
// position deal the same pairs — and its times are the best ones shown;
// a new table over the saved session (a restart) shows them again.
func TestBestTimesSurviveARestart(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 80, 22)
	tuitest.Ledger(t, m.c, casino.Session{}, tuitest.Entropy(1), &tuitest.Saved{}) // a saved session, as play's
	ck.install(m.c)
	playGame(t, m, ck, 2000)
	if !strings.Contains(m.note, "A best game!") {
		t.Errorf("the first game: note %q", m.note)
	}
	playGame(t, m, ck, 3000)
	if strings.Contains(m.note, "A best game!") {
		t.Errorf("a slower game called the best: %q", m.note)
	}
	rounds := m.ledger.Rounds()
	if len(rounds) != 2 {
		t.Fatalf("%d rounds saved, want 2", len(rounds))
	}
	for _, r := range rounds {
		if r.Table != game.Name || r.Net != 0 {
			t.Errorf("round %+v", r)
		}
		if _, err := round.Replay(game.Rounds{}, r); err != nil {
			t.Errorf("replay: %v", err)
		}
	}
	// The first game: 10 pairs of 2.0 s, the first 0.1 s more for its
	// miss, which adds 2 s: 22.1 s.
	want := "Best find 2.0 s · best game 22.1 s of 2 (saved games)"
	if v := view(m); !strings.Contains(v, want) {
		t.Errorf("best times: want %q in\n%s", want, v)
	}
	if h := m.Headline(); h.Value != "2.0" || !strings.Contains(h.Label, "seconds") {
		t.Errorf("the presenter's number: %+v, want the best find, 2.0, its unit in the label", h)
	}
	// A restart: the session as the loader gives it back, another table.
	cm := tuitest.Common(t)
	tuitest.Ledger(t, cm, casino.Session{Rounds: rounds, Count: len(rounds)}, tuitest.Entropy(1), &tuitest.Saved{})
	again := newTest(t, cm, newClock(), 80, 22)
	if v := view(again); !strings.Contains(v, want) {
		t.Errorf("after a restart: want %q in\n%s", want, v)
	}
	press(again, "d")
	if v := view(again); !strings.Contains(v, "No find saved yet for this deck") {
		t.Errorf("the double game's bests, none saved:\n%s", v)
	}
	// --no-save: the bests are this session's, and say so.
	ck = newClock()
	unsaved := newTest(t, nil, ck, 80, 22)
	if v := view(unsaved); !strings.Contains(v, "this session's (not saved)") {
		t.Errorf("unsaved, before a game:\n%s", v)
	}
	playGame(t, unsaved, ck, 2000)
	if v := view(unsaved); !strings.Contains(v, "best game 22.1 s of 1 (this session's games, not saved)") {
		t.Errorf("unsaved, after a game:\n%s", v)
	}
}

// Leaving the screen stops the clock and its tick; coming back starts
// both, the time away not counted.
func TestLeaveStopsTheClock(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 80, 22)
	_, cmd := m.Update(tuitest.Key("space"))
	if cmd == nil {
		t.Fatal("a deal starts no tick")
	}
	ck.add(1000)
	m.Leave()
	if _, next := m.Update(m.ticks.Tick()); next != nil {
		t.Error("a tick after Leave asked for another")
	}
	ck.add(60000)
	if m.Enter() == nil {
		t.Error("Enter with a pair on the table starts no tick")
	}
	ck.add(500)
	right, _ := digits(t, m)
	press(m, right...)
	if got := m.Game().Times()[0]; got != 1500*time.Millisecond {
		t.Errorf("find time %v, want 1.5s (the minute away not counted)", got)
	}
	// A stale chain's tick is dropped.
	if _, next := m.Update(common.TickMsg{ID: m.ticks.Tick().ID - 1}); next != nil {
		t.Error("a stale tick asked for another")
	}
}

// A change of the session's generator or seed ends the game in play and
// deals from the new one.
func TestNewSeedEndsTheGame(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 80, 22)
	press(m, "space")
	right, _ := digits(t, m)
	press(m, right...)
	m.Leave()
	tuitest.Settings(m.c, func(st *settings.Settings) { st.Seed++ })
	m.Enter()
	if m.game != nil || len(m.ledger.Rounds()) != 1 {
		t.Errorf("new seed: game %v, %d rounds", m.game, len(m.ledger.Rounds()))
	}
}

// The 57 symbols are distinct and one cell wide in every terminal: no
// emoji and no East Asian ambiguous width (go-runewidth with both set);
// in ASCII they are 57 distinct letters and marks, never a digit (the
// keys drawn beside them).
func TestSymbols(t *testing.T) {
	d, err := game.Classic().Deck()
	if err != nil {
		t.Fatal(err)
	}
	strict := &runewidth.Condition{EastAsianWidth: true, StrictEmojiNeutral: false}
	for _, ascii := range []bool{false, true} {
		seen := map[string]int{}
		for s := range d.Symbols {
			g := Glyph(s, ascii)
			if o, ok := seen[g]; ok {
				t.Errorf("ascii %v: symbols %d and %d are both %q", ascii, o, s, g)
			}
			seen[g] = s
			r := []rune(g)
			if len(r) != 1 || lipgloss.Width(g) != 1 || runewidth.RuneWidth(r[0]) != 1 || strict.RuneWidth(r[0]) != 1 {
				t.Errorf("ascii %v: symbol %d %q (%U) is not one cell everywhere", ascii, s, g, r[0])
			}
			if ascii && !strings.ContainsRune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ#$%&@", r[0]) {
				t.Errorf("symbol %d in ASCII is %q, not a letter or one of # $ %% & @ (a digit is a key)", s, g)
			}
			if !ascii && draw.ASCIIOf(r[0]) != r[0] {
				t.Errorf("symbol %d %q has an ASCII stand-in, which the letters would not match", s, g)
			}
		}
	}
	// The check catches what it must: an emoji and an ambiguous glyph.
	for _, r := range []rune{'☀', '★', 'α'} {
		if strict.RuneWidth(r) == 1 {
			t.Errorf("%q passes the width check", r)
		}
	}
}

// Every symbol of both cards is drawn, at the least card size too, with
// its digit on the left card; under NO_COLOR (the tests' renderer) the
// glyphs alone tell them apart.
func TestCardsDrawEverySymbol(t *testing.T) {
	for _, v := range game.Variants() {
		for _, size := range [][2]int{{80, 22}, {40, 12}, {140, 43}} {
			m := newTest(t, nil, newClock(), size[0], size[1])
			for m.variant() != v {
				m.which = (m.which + 1) % len(game.Variants())
			}
			press(m, "space")
			out := view(m)
			for i, s := range m.Game().Left() {
				if !strings.Contains(out, strconv.Itoa(i+1)+" "+Glyph(s, false)) {
					t.Errorf("%s %v: left symbol %d %s not drawn:\n%s", v, size, i+1, Glyph(s, false), out)
				}
			}
			for _, s := range m.Game().Right() {
				if strings.Count(out, Glyph(s, false)) < 1 {
					t.Errorf("%s %v: right symbol %s not drawn", v, size, Glyph(s, false))
				}
			}
		}
	}
}

// No size, however small, and no key or click makes the screen panic.
func TestNoPanicAnySize(t *testing.T) {
	m := newTest(t, nil, newClock(), 0, 0)
	gen := rng.NewPCG(1)
	keys := []string{"space", "1", "2", "3", "4", "5", "6", "7", "8", "9", "n", "d", "k", "enter", "x"}
	for i := range 3000 {
		if i%50 == 0 {
			m.SetSize(gen.IntN(150), gen.IntN(50))
		}
		if gen.IntN(5) == 0 {
			m.Update(tea.MouseMsg{X: gen.IntN(150), Y: gen.IntN(50), Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
		} else {
			m.Update(tuitest.Key(keys[gen.IntN(len(keys))]))
		}
		m.Update(m.ticks.Tick())
		_ = m.View()
	}
}

// In ASCII the symbols are letters and digits, each beside its key as
// "8:1", so that a digit symbol does not read as a key.
func TestASCIICards(t *testing.T) {
	cm := tuitest.Common(t)
	tuitest.Root(cm).SetStyles(cm.Styles().ForASCII())
	m := newTest(t, cm, newClock(), 80, 22)
	press(m, "space")
	out := cm.Styles().Glyphs.Frame(view(m))
	for i, s := range m.Game().Left() {
		if want := strconv.Itoa(i+1) + ":" + Glyph(s, true); !strings.Contains(out, want) {
			t.Errorf("left symbol %d: %q not drawn:\n%s", i+1, want, out)
		}
	}
	for _, r := range out {
		if r > 0x7F {
			t.Fatalf("ASCII cards draw %q:\n%s", r, out)
		}
	}
}

// While the cards are out of sight on the screen (the full help in their
// place, a terminal too small: the root says so with SetHidden), the clock
// stands; digits past the left card's symbols say how many it has.
func TestHiddenCardsStopTheClock(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 100, 30)
	press(m, "space")
	ck.add(1000)
	m.SetHidden(true)
	m.SetHidden(true) // told again: no effect
	ck.add(4000)
	m.SetHidden(false)
	ck.add(500)
	if got := m.Game().Elapsed(ck.now()); got != 1500*time.Millisecond {
		t.Errorf("1 s shown, 4 s hidden, 0.5 s shown: the clock says %v", got)
	}
	m.Leave()
	m.SetHidden(true) // away and hidden: the clock stays stopped once back
	ck.add(2000)
	m.Enter()
	ck.add(3000)
	m.SetHidden(false)
	ck.add(250)
	if got := m.Game().Elapsed(ck.now()); got != 1750*time.Millisecond {
		t.Errorf("hidden on coming back: the clock says %v, want 1.75 s", got)
	}
	press(m, "d", "space", "9")
	if !m.bad || !strings.Contains(m.note, "1-5") {
		t.Errorf("9 on a card of 5: note %q", m.note)
	}
}

// Goldens at seed 42 in the areas the root gives the table at 80×24 and
// 140×45 (tuitest.Areas), on the ledger's clock stopped and moved by the
// test (its tick is never run): before a deal; a miss 1.5 s after the
// deal; the next pair after a find; a game over with its best
// time; and a pair of the double game.
func TestGoldenAreas(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 78, 22)
	golden := func(state string) { tuitest.GoldenAreas(t, m.c, m, "dobble-"+state) }
	golden("open")
	press(m, "space")
	right, wrong := digits(t, m)
	ck.add(1500)
	press(m, wrong)
	golden("dealt")
	ck.add(800)
	press(m, right...)
	ck.add(300)
	golden("found")
	for !m.Game().Over() {
		right, _ := digits(t, m)
		ck.add(2100)
		press(m, right...)
	}
	golden("over")
	press(m, "d", "space")
	ck.add(2500)
	press(m, "x") // no key of the table: the clock reads the time, as at a tick
	golden("double")
}

// The cards keep their size from a game's first pair to its end, at
// every size (they shrank by two columns when the game ended).
func TestCardsKeepTheirSize(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {140, 45}, {200, 60}} {
		ck := newClock()
		m := newTest(t, nil, ck, sz[0], sz[1])
		press(m, "space")
		want := lipgloss.Width(strings.Split(m.View(), "\n")[2])
		wantH := strings.Count(view(m), "│") // two borders a line of each card
		check := func(when string) {
			t.Helper()
			if w, h := lipgloss.Width(strings.Split(m.View(), "\n")[2]), strings.Count(view(m), "│"); w != want || h != wantH {
				t.Errorf("%dx%d %s: cards %d wide (%d borders), at the deal %d (%d)", sz[0], sz[1], when, w, h, want, wantH)
			}
		}
		right, _ := digits(t, m)
		ck.add(1500)
		press(m, right...)
		check("after a find")
		for !m.Game().Over() {
			right, _ := digits(t, m)
			ck.add(1500)
			press(m, right...)
		}
		check("at the end")
	}
}

// With motion on, the pair just found stays on show a beat, its shared
// symbol marked (✓) on both cards, the next pair's clock standing until
// it shows; a key shows it at once and does no more.
func TestFoundPairMarked(t *testing.T) {
	for _, end := range []string{"ticks", "key"} {
		ck := newClock()
		c := tuitest.Common(t)
		tuitest.Settings(c, func(s *settings.Settings) { s.Motion, s.Frame = true, settings.FrameEvery })
		m := newTest(t, c, ck, 80, 24)
		press(m, "space")
		left := slices.Clone(m.Game().Left())
		right, _ := digits(t, m)
		ck.add(1200)
		_, cmd := m.Update(tuitest.Key(right[0]))
		if cmd == nil || !m.mark.Running() {
			t.Fatalf("%s: no beat after a find", end)
		}
		if v := view(m); strings.Count(v, "✓") != 2 || m.Game().Pair() != 2 {
			t.Fatalf("%s: the pair found not marked on both cards (pair %d):\n%s", end, m.Game().Pair(), v)
		}
		for i, s := range left {
			if !strings.Contains(view(m), Glyph(s, false)) {
				t.Fatalf("%s: the found pair's symbol %d (%s) is not on show", end, i, Glyph(s, false))
			}
		}
		ck.add(5000) // time passing during the beat is not the next pair's
		switch end {
		case "ticks":
			for m.mark.Running() {
				m.Update(m.mark.NextTick())
			}
		case "key":
			press(m, "1")
			if m.Game().Misses() != 0 || len(m.Game().Found()) != 0 {
				t.Fatal("the key that ended the beat also picked")
			}
		}
		if strings.Contains(view(m), "✓") || m.Game().Elapsed(ck.now()) != 0 {
			t.Errorf("%s: after the beat: marks %d, the new pair's clock %v", end, strings.Count(view(m), "✓"), m.Game().Elapsed(ck.now()))
		}
	}
}

// On a class's server past the rate (casino.Ledger.SetRate) a deal is
// refused in words, not played unrecorded.
func TestDealAtTheClassRate(t *testing.T) {
	ck := newClock()
	m := newTest(t, nil, ck, 100, 30)
	l := tuitest.L(m.c)
	l.SetRate(0.001, 1)
	if _, err := l.Begin("another table"); err != nil {
		t.Fatal(err)
	}
	press(m, " ")
	if m.playing() || !m.bad || !strings.Contains(m.note, "slow down") {
		t.Errorf("dealt past the rate: playing %v, note %q", m.playing(), m.note)
	}
}
