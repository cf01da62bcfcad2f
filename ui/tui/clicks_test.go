package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	"riffle/ui/tui/cheat"
	"riffle/ui/tui/common"
	"riffle/ui/tui/craps"
	"riffle/ui/tui/dice"
	"riffle/ui/tui/dobble"
	"riffle/ui/tui/fair"
	"riffle/ui/tui/history"
	holdemscreen "riffle/ui/tui/holdem"
	"riffle/ui/tui/lab"
	"riffle/ui/tui/lottery"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/poker"
	"riffle/ui/tui/solitaire"
	"riffle/ui/tui/tuitest"
	"riffle/ui/tui/yahtzee"
)

// hexRun is a long hexadecimal string: a drawn client seed, a commitment.
var hexRun = regexp.MustCompile(`[0-9a-f]{16,}`)

// sampled is a line that counts a sampler's samples, which grow on their
// own time, and the verdict under it (the Lab's Matrix with the panel
// hidden): blanked, so that a sampler that took its first batch in one
// twin and not yet in the other compares alike.
var sampled = regexp.MustCompile(`(?m)^.*[0-9] samples.*$(\n\s*(no evidence of bias|suspicious|biased|broken|no verdict).*$)?`)

// blankLines is each match of re in s as blank lines, as many as it spans.
func blankLines(re *regexp.Regexp, s string) string {
	return re.ReplaceAllStringFunc(s, func(m string) string { return strings.Repeat("\n", strings.Count(m, "\n")) })
}

// seen is what a person sees of m but the fairness panel (its sampler
// keeps its own time), and where m stands: screen, panel, help, quitting.
func seen(m *Model) string {
	lines := strings.Split(blankLines(sampled, hexRun.ReplaceAllString(tuitest.Plain(m.View()), "…hex…")), "\n")
	sw, sh, pw, ph, right := m.regions()
	if pw > 0 && ph > 0 {
		if right {
			for i := 1; i <= sh && i < len(lines); i++ {
				if r := []rune(lines[i]); len(r) > sw {
					lines[i] = string(r[:sw])
				}
			}
		} else if len(lines) > 1+sh+ph {
			lines = append(lines[:1+sh], lines[1+sh+ph:]...)
		}
	}
	return strings.Join(lines, "\n") + fmt.Sprintf("\nscreen %s · panel %v · full help %v · quitting %v · capturing %v",
		m.screen, m.c.PanelShown(), m.fullHelp, m.quitting, !m.quitting && m.capturing())
}

// act hands msg to m, without running what it starts (ticks, work in the
// background): what a click and a key do there and then must be the same.
func act(m *Model, msg tea.Msg) { m.Update(msg) }

// twinClock is the time twins' clocks stand still at.
var twinClock = time.Date(2026, 5, 4, 3, 2, 1, 0, time.UTC)

// twins are two models opened alike on a screen, the same keys pressed.
func twins(t *testing.T, o Options, w, h int, setup ...string) (a, b *Model) {
	t.Helper()
	a, b = newTestModel(t, o, w, h), newTestModel(t, o, w, h)
	for _, m := range []*Model{a, b} {
		m.ledger.SetClock(func() time.Time { return twinClock }) // a table's clock (Dobble's) shows the same in both
		runQuick(m, m.Init())
		for _, k := range setup {
			_, cmd := m.Update(tuitest.Key(k))
			runWithin(m, cmd, 60*time.Millisecond)
		}
		settle(m)
	}
	if sa, sb := seen(a), seen(b); sa != sb {
		t.Fatalf("%s after %q: two models differ before any click:\n%s\n%s", o.Screen, setup, sa, sb)
	}
	return a, b
}

// settle has the screen on show work out now what it works out in a Cmd
// that a slow machine may not answer within runQuick's wait (a Hold'em
// table's equity), so that two models compare alike.
func settle(m *Model) {
	if s, ok := m.active().Screen.(interface{ Settle() }); ok {
		s.Settle()
	}
}

// clickLikeKey clicks the zone id in one twin and presses k in the other:
// the two must then look alike.
func clickLikeKey(t *testing.T, o Options, w, h int, setup []string, id, k string) {
	t.Helper()
	a, b := twins(t, o, w, h, setup...)
	clickBoth(t, a, b, id, k)
	a.Stop() // their samplers rest: the test goes on with other twins
	b.Stop()
}

// clickBoth clicks the middle of the zone id in a and presses k in b: the
// two must then look alike.
func clickBoth(t *testing.T, a, b *Model, id, k string) {
	t.Helper()
	z := zoneOf(t, a, id)
	act(a, tea.MouseMsg{X: (z.StartX + z.EndX) / 2, Y: (z.StartY + z.EndY) / 2, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	act(b, tuitest.Key(k))
	settle(a)
	settle(b)
	if sa, sb := seen(a), seen(b); sa != sb {
		t.Errorf("%s: a click on %s differs from %q:\n%s\n%s", a.screen, id, k, sa, sb)
	}
}

// A click on a key the help line names presses that key, on every screen,
// at 80×24 and with the panel docked right: each key of the help drawn,
// clicked in one model, matches its key pressed in another (one after the
// other; after leaving or quitting, on the screen opened afresh).
func TestHelpClicksPressKeys(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {140, 45}} {
		for _, name := range append([]string{""}, ScreenNames()...) {
			t.Run(fmt.Sprintf("%s/%dx%d", name, size[0], size[1]), func(t *testing.T) {
				t.Parallel()
				o := Options{Screen: name}
				a, b := twins(t, o, size[0], size[1])
				ids := drawnHelp(t, a)
				if len(ids) < 6 { // at least two keys of the screen, and f, esc, ?, q
					t.Errorf("%s %v: %d keys of the help take clicks", name, size, len(ids))
				}
				for _, id := range ids {
					k, ok := helpKeyOf(t, a, id)
					if !ok {
						continue // the help changed with an earlier click
					}
					clickBoth(t, a, b, id, k.String())
					if a.quitting || a.screen != common.ID(name) && name != "" {
						a.Stop()
						b.Stop()
						a, b = twins(t, o, size[0], size[1]) // the next keys on the screen as opened
					}
				}
			})
		}
	}
}

// The full help's keys take clicks too: a click on one closes the help
// and presses the key (a key typed under the full help only closes it),
// so it matches ? then the key.
func TestFullHelpClicksPressKeys(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"craps", "lottery", "solitaire"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			o := Options{Screen: name}
			a, _ := twins(t, o, 80, 24, "?")
			ids := drawnFullHelp(t, a)
			if len(ids) < 8 {
				t.Errorf("%s: %d keys of the full help take clicks", name, len(ids))
			}
			for _, id := range ids {
				a, b := twins(t, o, 80, 24, "?")
				drawnFullHelp(t, a)
				k, ok := fullHelpKeyOf(a, id)
				if !ok || k.String() == "esc" || k.String() == "q" || k.String() == "?" {
					continue
				}
				act(b, tuitest.Key("?"))
				clickBoth(t, a, b, id, k.String())
				if a.fullHelp {
					t.Errorf("%s: a click on %s left the full help open", name, id)
				}
				a.Stop()
				b.Stop()
			}
		})
	}
}

// drawnFullHelp is the full help's zones drawn in m's frame.
func drawnFullHelp(t *testing.T, m *Model) []string {
	t.Helper()
	m.View()
	if len(m.fullHelpZones) == 0 {
		t.Fatalf("no key of the full help takes clicks:\n%s", tuitest.Plain(m.View()))
	}
	zoneOf(t, m, m.fullHelpZones[len(m.fullHelpZones)-1].ID)
	var ids []string
	for _, z := range m.fullHelpZones {
		if zi := m.c.Zones().Get(z.ID); zi != nil && !zi.IsZero() {
			ids = append(ids, z.ID)
		}
	}
	return ids
}

// fullHelpKeyOf is the key of the full help's zone id.
func fullHelpKeyOf(m *Model, id string) (tea.KeyMsg, bool) {
	for _, z := range m.fullHelpZones {
		if z.ID == id {
			return z.Key, true
		}
	}
	return tea.KeyMsg{}, false
}

// helpKeyOf is the key of the help's zone id as drawn now.
func helpKeyOf(t *testing.T, m *Model, id string) (tea.KeyMsg, bool) {
	t.Helper()
	drawnHelp(t, m)
	for _, z := range drawnHelpOf(m) {
		if z.ID == id {
			return z.Key, true
		}
	}
	return tea.KeyMsg{}, false
}

// drawnHelp is the help's zones drawn in m's frame: once the last one (q,
// the frame's last mark) is recorded, so are all the others.
func drawnHelp(t *testing.T, m *Model) []string {
	t.Helper()
	for _, id := range everyZone(m) {
		m.c.Zones().Clear(id)
	}
	m.View()
	if len(m.helpZones) == 0 {
		t.Fatalf("no key of the help takes clicks:\n%s", tuitest.Plain(m.View()))
	}
	zoneOf(t, m, m.helpZones[len(m.helpZones)-1].ID)
	var ids []string
	for _, z := range drawnHelpOf(m) {
		ids = append(ids, z.ID)
	}
	return ids
}

// drawnHelpOf is the help's zones recorded as drawn.
func drawnHelpOf(m *Model) []common.HelpZone {
	var out []common.HelpZone
	for _, z := range m.helpZones {
		if zi := m.c.Zones().Get(z.ID); zi != nil && !zi.IsZero() {
			out = append(out, z)
		}
	}
	return out
}

// A click on a screen's zone does what its key does: tabs, dice, titles,
// hints, piles, lines; and the fairness panel's title hides the panel as
// f does.
func TestScreenClicksPressKeys(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		screen string
		w, h   int
		setup  []string
		zone   string
		key    string
	}{
		{"lab", 80, 24, nil, lab.ZoneTab(2), "3"},
		{"lab", 80, 24, nil, common.KeyZone("a"), "a"},
		{"lab", 80, 24, nil, common.KeyZone("A"), "A"},
		{"lab", 80, 24, nil, common.KeyZone("G"), "G"},
		{"lab", 80, 24, []string{"f"}, common.KeyZone("-"), "-"},
		{"lab", 80, 24, []string{"2"}, common.KeyZone("g"), "g"},
		{"lab", 80, 24, []string{"3"}, common.KeyZone("+"), "+"},
		{"lab", 140, 45, []string{"5"}, lab.ZoneTab(3), "shift+tab"}, // the classroom takes the digits
		{"lab", 80, 24, []string{"d"}, lab.ZoneDemo(1), "2"},         // a demonstration of the list
		{"lab", 140, 45, []string{"d"}, lab.ZoneDemo(4), "5"},
		{"yahtzee", 80, 24, []string{"space"}, yahtzee.ZoneCardDie(1, 1), "2"},
		{"yahtzee", 80, 24, []string{"space", "3"}, yahtzee.ZoneCardDie(2, 1), "3"},
		{"yahtzee", 140, 45, []string{"space"}, yahtzee.ZoneCardDie(4, 3), "5"},
		{"yahtzee", 140, 45, []string{"space"}, yahtzee.ZoneCardDie(0, 7), "1"},
		{"yahtzee", 80, 24, []string{"g", "space"}, yahtzee.ZoneDie(1, 1), "2"},
		{"yahtzee", 80, 24, []string{"g", "space", "3"}, yahtzee.ZoneDie(2, 0), "3"},
		{"yahtzee", 140, 45, []string{"g", "space"}, yahtzee.ZoneDie(4, 3), "5"},
		{"solitaire", 80, 24, nil, solitaire.ZoneMore, "right"},
		{"solitaire", 80, 24, nil, solitaire.ZoneFewer, "left"},
		{"solitaire", 80, 24, nil, solitaire.ZoneBob, "b"},
		{"solitaire", 80, 24, []string{"b"}, solitaire.ZoneAlice, "a"},
		{"solitaire", 80, 24, nil, solitaire.ZoneHint, "tab"},
		{"solitaire", 140, 45, nil, solitaire.ZoneHint, "tab"},
		{"solitaire", 140, 45, []string{"f"}, solitaire.ZoneSpeed, "s"}, // every view on show
		{"solitaire", 80, 24, nil, solitaire.ZoneSpeed, "s"},
		{"poker", 80, 24, nil, poker.ZoneMode, "tab"},
		{"poker", 80, 24, []string{"tab"}, poker.ZoneMode, "tab"},
		{"cheat", 80, 24, []string{"space"}, cheat.ZoneClock, "k"},
		{"cheat", 80, 24, nil, cheat.ZoneDeal, "space"},
		{"cheat", 80, 24, []string{"space"}, cheat.ZoneCall, "c"},
		{"cheat", 80, 24, []string{"space"}, cheat.ZoneRaise, "r"},
		{"cheat", 80, 24, nil, cheat.ZoneFair, "s"},
		{"cheat", 80, 24, []string{"space", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c", "c"}, cheat.ZoneServer, "t"},
		{"fair", 80, 24, nil, fair.ZoneMode, "space"},
		{"fair", 80, 24, nil, fair.ZoneClient, "c"},
		{"lottery", 80, 24, nil, lottery.ZoneTitle, "p"},
		{"lottery", 80, 24, nil, lottery.ZoneNext, "p"},
		{"lottery", 80, 24, nil, lottery.ZonePrev, "P"},
		{"craps", 80, 24, nil, craps.ZonePuzzles, "p"},
		{"craps", 80, 24, []string{"p"}, craps.ZonePuzzle(1), "tab"},
		{"craps", 80, 24, nil, panel.ZoneTitle, "f"},
		{"poker", 140, 45, nil, panel.ZoneBorder, "f"},
		{"dobble", 80, 24, []string{"space"}, dobble.ZoneLeft(2), "3"},
		{"dobble", 140, 45, []string{"space"}, dobble.ZoneLeft(7), "8"},
		{"dobble", 80, 24, []string{"d", "space"}, dobble.ZoneLeft(4), "5"},
		{"dobble", 80, 24, []string{"d", "k", "space"}, dobble.ZoneLeft(5), "6"},
		{"holdem", 80, 24, nil, holdemscreen.ZoneDeal, "space"},
		{"holdem", 80, 24, []string{"space"}, holdemscreen.ZoneCall, "c"},
		{"holdem", 80, 24, []string{"space"}, holdemscreen.ZoneRaise, "r"},
		{"holdem", 140, 45, []string{"space"}, holdemscreen.ZoneFold, "f"},
		{"holdem", 80, 24, nil, holdemscreen.ZoneLimit, "g"},
		{"holdem", 80, 24, []string{"g", "g", "space"}, holdemscreen.ZoneLeast, "m"},
		{"holdem", 80, 24, []string{"g", "g", "space"}, holdemscreen.ZoneHalf, "h"},
		{"holdem", 140, 45, []string{"g", "space"}, holdemscreen.ZonePot, "p"},
		{"holdem", 80, 24, []string{"g", "g", "space", "p"}, holdemscreen.ZoneAllIn, "a"},
		{"dice", 80, 24, nil, dice.ZoneNext, "right"},
		{"dice", 80, 24, nil, dice.ZonePrev, "left"},
		{"dice", 80, 24, nil, dice.ZoneWire(3), "space"},
		{"dice", 140, 45, []string{"left"}, dice.ZoneWire(0), "space"},
		{"dice", 80, 24, nil, dice.ZoneKind(0), "t"},
		{"dice", 80, 24, []string{"t", "t"}, dice.ZoneKind(1), "t"},
	} {
		clickLikeKey(t, Options{Screen: c.screen}, c.w, c.h, c.setup, c.zone, c.key)
	}
}

// With the dice grouped by face, a click on a face's row keeps or
// releases that face, as the cursor on it and enter do; before the roll
// it does nothing.
func TestYahtzeeFaceClicks(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "yahtzee"}, 140, 45)
	runQuick(m, m.Init())
	press(m, "g", ">", ">") // Giant Yahtzee
	y := m.screens["yahtzee"].Screen.(*yahtzee.Model)
	if y.Game().Dice() <= 10 {
		t.Fatalf("%d dice: not grouped", y.Game().Dice())
	}
	for _, f := range []int{3, 5} {
		press(m, "space")
		g := y.Game()
		clickZone(t, m, yahtzee.ZoneFace(f))
		if kept, n := g.KeptCounts()[f-1], g.Counts()[f-1]; kept != n || n == 0 {
			t.Errorf("face %d clicked: %d of %d kept:\n%s", f, kept, n, tuitest.Plain(m.View()))
		}
		clickZone(t, m, yahtzee.ZoneFace(f))
		if kept := g.KeptCounts()[f-1]; kept != 0 {
			t.Errorf("face %d clicked again: %d kept", f, kept)
		}
		press(m, "n")
	}
}

// In the history the wheel moves the cursor as ↑/↓ do; a click on a round
// moves the cursor to it, and a click on the round under the cursor
// replays it, as enter does.
func TestHistoryMouse(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	playEveryTable(t, m)
	runQuick(m, m.open("history"))
	wheel := func(b tea.MouseButton) {
		z := zoneOf(t, m, history.ZoneRow(0))
		m.Update(tea.MouseMsg{X: z.StartX, Y: z.StartY, Button: b, Action: tea.MouseActionPress})
	}
	top := seen(m)
	wheel(tea.MouseButtonWheelDown)
	down := seen(m)
	press(m, "up")
	if seen(m) != top || down == top {
		t.Fatalf("the wheel down, then up: the list did not move back and forth:\n%s\n%s", down, seen(m))
	}
	press(m, "down")
	if seen(m) != down {
		t.Errorf("the wheel down differs from ↓:\n%s\n%s", down, seen(m))
	}
	wheel(tea.MouseButtonWheelUp)
	if seen(m) != top {
		t.Errorf("the wheel up differs from ↑:\n%s\n%s", top, seen(m))
	}
	clickZone(t, m, history.ZoneRow(2))
	clicked := seen(m)
	press(m, "home", "down", "down")
	if seen(m) != clicked {
		t.Errorf("the third round clicked differs from ↓↓:\n%s\n%s", clicked, seen(m))
	}
	s := m.screens["history"].Screen.(*history.Model)
	seq := m.ledger.Rounds()[len(m.ledger.Rounds())-3+len(m.ledger.Open())].Seq
	if _, ok := s.Check(seq); ok {
		t.Fatalf("round %d checked before its replay", seq)
	}
	z := zoneOf(t, m, history.ZoneRow(2))
	_, cmd := m.Update(tea.MouseMsg{X: z.StartX, Y: z.StartY, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	runWithin(m, cmd, 10*time.Second)
	if got, ok := s.Check(seq); !ok || got != "" {
		t.Errorf("the round under the cursor clicked: replay of %d %q, %v:\n%s", seq, got, ok, seen(m))
	}
}

// In ASCII the help spells ↑/↓ as ^/v: a click on the v still presses
// down (the key the help names), not the letter v.
func TestASCIIHelpClicksPressTheirKeys(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "demo", ASCII: true}, 80, 24)
	runQuick(m, m.Init())
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "^/v choose") {
		t.Fatalf("no ^/v in the ASCII help:\n%s", v)
	}
	m.View()
	var down common.HelpZone
	for _, z := range m.helpZones {
		if strings.HasPrefix(z.ID, "help.s.") && strings.HasSuffix(z.ID, ".1") && z.Key.Type == tea.KeyDown {
			down = z
		}
	}
	if down.ID == "" {
		t.Fatalf("no zone presses down: %+v", m.helpZones)
	}
	z := zoneOf(t, m, down.ID)
	if got := tuitest.Plain(m.View()); got == "" || z.StartX < 0 {
		t.Fatal("nothing drawn")
	}
	if k, ok := m.helpClicked(tea.MouseMsg{X: z.StartX, Y: z.StartY, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}); !ok || k.Type != tea.KeyDown {
		t.Errorf("a click on the v of ^/v pressed %v (%v)", k, ok)
	}
}

// Every key the help names, on every screen at 80×24 and 140×45, before
// and in a round and under the full help, is a key a click on it presses
// (common.KeyNamed), but for the few names that are no one key: a range
// of digits ("1-5", "1-9,0") and "click". (Video poker's "spc" at 80
// columns once took no click.)
func TestHelpNamesKeys(t *testing.T) {
	t.Parallel()
	notAKey := regexp.MustCompile(`^(\d-\d(,\d)?|click)$`)
	for _, size := range [][2]int{{80, 24}, {140, 45}} {
		for _, name := range append([]string{""}, ScreenNames()...) {
			for _, keys := range [][]string{nil, {"space"}, {"?"}} {
				m := newTestModel(t, Options{Screen: name}, size[0], size[1])
				runQuick(m, m.Init())
				press(m, keys...)
				km := m.keyMap()
				all := km.short
				for _, g := range km.full {
					all = append(all, g...)
				}
				for _, b := range all {
					for _, p := range strings.Split(b.Help().Key, "/") {
						if _, ok := common.KeyNamed(p); b.Enabled() && !ok && !notAKey.MatchString(p) {
							t.Errorf("%s %v after %q: the help's %q (%s) is no key", name, size, keys, p, b.Help().Desc)
						}
					}
				}
				m.Stop()
			}
		}
	}
}

// A click on an open box of the Yahtzee card scores the dice there; on a
// filled one it changes nothing and says why.
func TestYahtzeeBoxClicks(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {140, 45}} {
		a, _ := twins(t, Options{Screen: "yahtzee"}, size[0], size[1], "space")
		y := a.screens["yahtzee"].Screen.(*yahtzee.Model)
		z := zoneOf(t, a, yahtzee.ZoneBox(odds.Chance))
		act(a, tea.MouseMsg{X: z.StartX + 2, Y: z.StartY, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
		settle(a)
		if c := y.Card(); !c.Filled(odds.Chance) || c.Rolls() != 0 {
			t.Errorf("%dx%d: chance not scored by a click", size[0], size[1])
		}
		turn, total := y.Card().Turn(), y.Card().Total()
		z = zoneOf(t, a, yahtzee.ZoneBox(odds.Chance))
		act(a, tea.MouseMsg{X: z.StartX + 2, Y: z.StartY, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
		settle(a)
		if c := y.Card(); c.Turn() != turn || c.Total() != total || !strings.Contains(seen(a), "Chance is filled") {
			t.Errorf("%dx%d: a click on a filled box acted, or said nothing:\n%s", size[0], size[1], seen(a))
		}
		a.Stop()
	}
}
