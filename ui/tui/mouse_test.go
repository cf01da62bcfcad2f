package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	zone "github.com/lrstanley/bubblezone"

	vp "riffle/engine/videopoker"
	game "riffle/games/videopoker"
	"riffle/ui/tui/common"
	"riffle/ui/tui/lobby"
	"riffle/ui/tui/lottery"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/tuitest"
	vpscreen "riffle/ui/tui/videopoker"
)

// zoneOf draws the root's frame and returns where the zone id was drawn
// in it; the manager records zones in the background, so it forgets the
// last record and waits for the new one.
func zoneOf(t *testing.T, m *Model, id string) *zone.ZoneInfo {
	t.Helper()
	flushZones(t, m)
	m.View()
	for end := time.Now().Add(2 * time.Second); time.Now().Before(end); time.Sleep(time.Millisecond) {
		if z := m.c.Zones().Get(id); !z.IsZero() {
			return z
		}
	}
	t.Fatalf("zone %s not drawn:\n%s", id, tuitest.Plain(m.View()))
	return nil
}

// flushZones waits until the zone manager has taken in every frame
// scanned so far, and forgets their zones: the manager records a frame's
// zones in the background, in order, while Clear acts at once, so a zone
// of an earlier frame could land after a Clear. A scanned probe's arrival
// means all before it arrived, and a scan forgets the zones of other
// frames.
func flushZones(t *testing.T, m *Model) {
	t.Helper()
	m.c.Scan(m.c.Mark("test.flush", " "))
	for end := time.Now().Add(2 * time.Second); m.c.Zones().Get("test.flush") == nil; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the zone manager did not take in a probe")
		}
	}
}

// click presses the left button at x, y and runs what the click started
// (the advice after a deal).
func click(m *Model, x, y int) {
	_, cmd := m.Update(tea.MouseMsg{X: x, Y: y, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress})
	runWithin(m, cmd, 5*time.Second)
}

// clickZone clicks the middle of the zone id as drawn now.
func clickZone(t *testing.T, m *Model, id string) {
	t.Helper()
	z := zoneOf(t, m, id)
	click(m, (z.StartX+z.EndX)/2, z.StartY)
}

// At 80×24 the video poker table takes clicks: the button deals, a card
// or the label under it toggles its hold, the button draws; a click
// outside the zones, a click on the help or the panel, the wheel and the
// right button do nothing.
func TestVideoPokerClicks(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "videopoker"}, 80, 24)
	runQuick(m, m.Init())
	g := func() *game.Game { return m.screens["videopoker"].Screen.(*vpscreen.Model).Game() }
	clickZone(t, m, vpscreen.ZoneCard(1))
	if g().Phase() != game.Betting || !strings.Contains(tuitest.Plain(m.View()), "Deal first") {
		t.Fatalf("a card clicked before the deal: phase %v, no word to deal first:\n%s", g().Phase(), tuitest.Plain(m.View()))
	}
	clickZone(t, m, vpscreen.ZonePlay)
	if g().Phase() != game.Holding || g().Dealt() != 1 {
		t.Fatalf("the Deal button clicked: phase %v, %d dealt", g().Phase(), g().Dealt())
	}
	if !strings.Contains(tuitest.Plain(m.View()), "[Draw]") {
		t.Errorf("no Draw button while holding:\n%s", tuitest.Plain(m.View()))
	}
	clickZone(t, m, vpscreen.ZoneCard(1))
	clickZone(t, m, vpscreen.ZoneHold(3))
	if h := g().Held(); h != [5]bool{false, true, false, true, false} {
		t.Fatalf("cards 2 and 4 clicked: held %v", h)
	}
	clickZone(t, m, vpscreen.ZoneCard(3))
	want := [5]bool{false, true, false, false, false}
	if h := g().Held(); h != want {
		t.Fatalf("card 4 clicked again: held %v, want %v", h, want)
	}
	card := zoneOf(t, m, vpscreen.ZoneCard(0))
	for _, msg := range []tea.MouseMsg{
		{X: card.StartX, Y: card.StartY, Button: tea.MouseButtonRight, Action: tea.MouseActionPress},
		{X: card.StartX, Y: card.StartY, Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress},
		{X: card.StartX, Y: card.StartY, Button: tea.MouseButtonLeft, Action: tea.MouseActionRelease},
		{X: card.StartX, Y: card.StartY + 5, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}, // the note
		{X: 1, Y: 0, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress},                         // the header
		{X: 12, Y: 23, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress},                       // the help's 1-5, no one key
		{X: 5, Y: 15, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress},                        // the panel
		{X: 200, Y: 200, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress},                     // off the terminal
	} {
		m.Update(msg)
		if h := g().Held(); h != want || g().Phase() != game.Holding || !m.c.PanelShown() || m.fullHelp {
			t.Fatalf("%s at %d,%d: held %v, phase %v, panel %v, full help %v", msg.String(), msg.X, msg.Y, h, g().Phase(), m.c.PanelShown(), m.fullHelp)
		}
	}
	press(m, "?")
	if v := tuitest.Plain(m.View()); !strings.Contains(v, "click a card to hold it") {
		t.Errorf("the full help says nothing of clicks:\n%s", v)
	}
	press(m, "?")
	clickZone(t, m, vpscreen.ZonePlay)
	if g().Phase() != game.Betting || g().Session().Rounds != 1 || g().Last() == nil || g().Last().Held != want {
		t.Fatalf("the Draw button clicked: phase %v, %d rounds", g().Phase(), g().Session().Rounds)
	}
}

// A click outside every zone does nothing, wherever it falls and on
// every screen: the frame stays as it was. (The wheel moves the lobby's
// cursor and the demo list's, and the history's, which has no rounds
// here.)
func TestScreensIgnoreStrayClicks(t *testing.T) {
	t.Parallel()
	for _, name := range ScreenNames() {
		m := newTestModel(t, Options{Screen: name}, 80, 24)
		runQuick(m, m.Init())
		before := tuitest.Plain(m.View())
		drawnHelp(t, m) // every zone of the frame recorded
		for y := range 24 {
			for _, x := range []int{0, 3, 20, 40, 79} {
				if inAnyZone(m, x, y) {
					continue
				}
				buttons := []tea.MouseButton{tea.MouseButtonLeft, tea.MouseButtonWheelUp, tea.MouseButtonWheelDown}
				if name == string(lobbyID) || name == string(demoID) {
					buttons = buttons[:1] // the wheel moves the lobby's cursor, and the demo list's
				}
				for _, b := range buttons {
					m.Update(tea.MouseMsg{X: x, Y: y, Button: b, Action: tea.MouseActionPress})
				}
			}
		}
		if after := tuitest.Plain(m.View()); m.screen != common.ID(name) || m.quitting || after != before {
			t.Errorf("%s: clicks moved to %s (quitting %v), the frame\n%s\nbecame\n%s", name, m.screen, m.quitting, before, after)
		}
	}
}

// The button is whole, and a click on it deals, for every pay table at
// 80×24 and 140×45, panel open and hidden.
func TestVideoPokerButtonFits(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {140, 45}} {
		for _, panel := range []bool{true, false} {
			m := newTestModel(t, Options{Screen: "videopoker"}, size[0], size[1])
			runQuick(m, m.Init())
			if !panel {
				press(m, "f")
			}
			g := m.screens["videopoker"].Screen.(*vpscreen.Model).Game()
			for range vp.PayTables() {
				for _, want := range []string{"[Deal]", "[Draw]"} {
					if v := tuitest.Plain(m.View()); !strings.Contains(v, want) {
						t.Fatalf("%v, panel %v, %s: no %s:\n%s", size, panel, g.PayTable().Name, want, v)
					}
					n := g.Dealt() + int64(g.Session().Rounds)
					clickZone(t, m, vpscreen.ZonePlay)
					if g.Dealt()+int64(g.Session().Rounds) != n+1 {
						t.Fatalf("%v, panel %v, %s: %s clicked, nothing happened", size, panel, g.PayTable().Name, want)
					}
				}
				press(m, "t")
			}
		}
	}
}

// A click on a lobby entry opens it; the wheel moves the cursor; a click
// between the entries and the settings opens nothing.
func TestLobbyClicks(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 80, 24)
	runQuick(m, m.Init())
	l := m.screens[lobbyID].Screen.(*lobby.Model)
	m.Update(tea.MouseMsg{X: 10, Y: 3, Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress})
	if l.Selected().ID == registry()[0].id {
		t.Errorf("the wheel left the cursor on %s", l.Selected().ID)
	}
	click(m, 0, 0)
	click(m, 79, 22)
	if m.screen != lobbyID {
		t.Fatalf("a click outside the entries opened %s", m.screen)
	}
	clickZone(t, m, lobby.ZoneEntry("videopoker"))
	if m.screen != "videopoker" {
		t.Fatalf("the video poker entry clicked: screen %s", m.screen)
	}
}

// While a ticket is typed the lottery's number pad takes clicks: a number
// clicked is added to the field, clicked again taken out, the Powerball's
// numbers go after the "+", and enter adds the ticket so made; at 80×24
// the pad fits above the panel.
func TestLotteryPadClicks(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Screen: "lottery"}, 100, 30)
	runQuick(m, m.Init())
	press(m, "f") // the panel hidden: room for the pad
	press(m, "t")
	for _, n := range []int{5, 9, 12, 9, 30, 37} {
		clickZone(t, m, lottery.ZoneNumber(n, false))
	}
	field := lotteryOf(m).Typed()
	if field != "5 12 30 37" {
		t.Fatalf("after clicks on 5 9 12 9 30 37 the field reads %q, want \"5 12 30 37\"", field)
	}
	clickZone(t, m, lottery.ZoneNumber(1, false))
	press(m, "enter")
	if tk := lotteryOf(m).Table().Tickets(); len(tk) != 1 {
		t.Fatalf("enter after the clicks: %d tickets, want 1", len(tk))
	}

	press(m, "P", "P", "t") // Powerball, two lotteries back
	for _, z := range []string{lottery.ZoneNumber(3, false), lottery.ZoneNumber(7, true), lottery.ZoneNumber(11, true)} {
		clickZone(t, m, z)
	}
	if field := lotteryOf(m).Typed(); field != "3 + 11" {
		t.Errorf("Powerball field after 3, bonus 7, bonus 11: %q, want \"3 + 11\"", field)
	}

	small := newTestModel(t, Options{Screen: "lottery"}, 80, 24) // the panel below
	runQuick(small, small.Init())
	press(small, "t")
	clickZone(t, small, lottery.ZoneNumber(36, false))
	if field := lotteryOf(small).Typed(); field != "36" {
		t.Errorf("at 80×24 with the panel a click on 36 makes the field %q", field)
	}
}

// lotteryOf is m's lottery screen.
func lotteryOf(m *Model) *lottery.Model { return m.screens["lottery"].Screen.(*lottery.Model) }

// At 80×24 an empty panel below the table is one line, which says what it
// will show and that f opens it: the table takes the rest. f (or a click
// on the line) opens it whole, f then hides it and shows it whole again;
// the table's first throw opens it by itself. Docked right (140×45), or
// on a tall terminal, it is whole from the start.
func TestPanelBrief(t *testing.T) {
	t.Parallel()
	brief := func(m *Model) bool {
		_, _, _, ph, _ := m.regions()
		return ph == 1 && strings.Contains(tuitest.Plain(m.View()), "Fairness · nothing counted yet")
	}
	for _, c := range []struct {
		w, h int
		want bool
	}{{80, 24, true}, {100, 30, true}, {100, 40, false}, {140, 45, false}} {
		m := newTestModel(t, Options{Screen: "craps"}, c.w, c.h)
		runQuick(m, m.Init())
		if brief(m) != c.want {
			t.Errorf("%d×%d: brief %v, want %v:\n%s", c.w, c.h, brief(m), c.want, tuitest.Plain(m.View()))
		}
	}
	m := newTestModel(t, Options{Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	if sw, sh, _, _, _ := m.regions(); sw != 80 || sh != 21 || !strings.Contains(tuitest.Plain(m.View()), "f open panel") {
		t.Fatalf("brief: the table has %d×%d:\n%s", sw, sh, tuitest.Plain(m.View()))
	}
	press(m, "f")
	if brief(m) || !m.c.PanelShown() || !strings.Contains(tuitest.Plain(m.View()), "f hide panel") {
		t.Fatalf("f on the brief panel:\n%s", tuitest.Plain(m.View()))
	}
	press(m, "f")
	if m.c.PanelShown() {
		t.Fatal("f did not hide the opened panel")
	}
	press(m, "f")
	if brief(m) || !m.c.PanelShown() {
		t.Fatalf("f shows the panel whole again:\n%s", tuitest.Plain(m.View()))
	}
	m = newTestModel(t, Options{Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	m.View()
	clickZone(t, m, panel.ZoneTitle)
	if brief(m) || !m.c.PanelShown() {
		t.Fatalf("a click on the brief panel:\n%s", tuitest.Plain(m.View()))
	}
	m = newTestModel(t, Options{Screen: "craps"}, 80, 24)
	runQuick(m, m.Init())
	// Craps keeps its felt's room: after a throw the panel stays one line,
	// its count and verdict, until opened.
	press(m, "space")
	if _, _, _, ph, _ := m.regions(); ph != 1 || !strings.Contains(tuitest.Plain(m.View()), "Fairness · dice sums, 1 sample") ||
		!strings.Contains(tuitest.Plain(m.View()), "Pass line 10") {
		t.Fatalf("the first throw opened the panel over the felt:\n%s", tuitest.Plain(m.View()))
	}
}
