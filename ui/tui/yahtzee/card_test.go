package yahtzee

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"riffle/engine/odds"
	"riffle/games/tables"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// The tests play on the end of the solved game (positions with 11 or more
// boxes filled, worked out in a moment; the rest read 0): what the screen
// shows is checked against the strategy it was given, and the strategy
// against enumeration and Verhoeff's figures in engine/odds.
var (
	stubOnce sync.Once
	stubs    map[odds.YahtzeeRules]*odds.YahtzeeStrategy
)

func init() {
	Strategy = func(r odds.YahtzeeRules) (*odds.YahtzeeStrategy, string) {
		stubOnce.Do(func() {
			stubs = map[odds.YahtzeeRules]*odds.YahtzeeStrategy{
				odds.Verhoeff: odds.SolveYahtzeeEnd(odds.Verhoeff, odds.NumBoxes-2),
				odds.Hasbro:   odds.SolveYahtzeeEnd(odds.Hasbro, odds.NumBoxes-2),
			}
		})
		return stubs[r], ""
	}
}

// newGameTest is the whole game at seed 42, sized w × h and entered.
func newGameTest(t testing.TB, w, h int) *Model {
	t.Helper()
	c := tuitest.Common(t)
	tuitest.Settings(c, func(st *settings.Settings) { st.Dice = 0 })
	m := New(c, tuitest.L(c))
	m.SetSize(w, h)
	drain(m, m.Enter())
	if m.mode != modeGame || m.strat() == nil {
		t.Fatalf("mode %d, strategy %v", m.mode, m.strat())
	}
	return m
}

// A whole game played by the advice (a) fills the card in 13 turns; its
// round is recorded once, finished, and replays; the session counts it.
func TestCardGamePlayed(t *testing.T) {
	m := newGameTest(t, 100, 30)
	for range 13 * 4 {
		if m.cp.card.Over() {
			break
		}
		press(m, "a")
	}
	c := m.cp.card
	if !c.Over() || m.cp.finished != 1 || m.cp.scoreSum != c.Total() {
		t.Fatalf("over %v, %d finished, total %d", c.Over(), m.cp.finished, c.Total())
	}
	recs := tuitest.L(m.c).Rounds()
	if len(recs) != 1 || !strings.HasPrefix(recs[0].Moves[0], "game verhoeff") || recs[0].Outcome != fmt.Sprintf("verhoeff game: %d points", c.Total()) {
		t.Fatalf("rounds %+v", recs)
	}
	if _, err := tables.Replay(recs[0]); err != nil {
		t.Errorf("the game does not replay: %v", err)
	}
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, fmt.Sprintf("Final score %d", c.Total())) || !strings.Contains(v, "1 game: mean") {
		t.Errorf("the view after the game:\n%s", v)
	}
}

// After a roll the advice is the strategy's: the best keep or box with the
// total plus its value, each open box's points and expected final score,
// and a choice's cost against the best.
func TestCardAdviceIsTheStrategys(t *testing.T) {
	m := newGameTest(t, 140, 45)
	// Play to the end, where the stub strategy is the real one: 11 boxes
	// filled by the advice.
	for m.cp.card.Turn() < 12 {
		press(m, "a")
	}
	press(m, "space")
	c := m.cp.card
	s := m.strat()
	keeps, _ := s.Keeps(c.Position(), c.Dice(), 2)
	boxes, _ := s.Boxes(c.Position(), c.Dice())
	v := tuitest.Plain(m.View())
	total := float64(c.Total())
	var want string
	if keeps[0].Value > boxes[0].Value {
		want = fmt.Sprintf("Best: %s and roll, expecting\u00a0%.2f", keepChoice(keeps[0].Dice), total+keeps[0].Value)
	} else {
		want = fmt.Sprintf("Best: score %s (+%d), expecting\u00a0%.2f", odds.YahtzeeBoxTitles[boxes[0].Box], boxes[0].Points, total+boxes[0].Value)
	}
	if !strings.Contains(v, want) {
		t.Errorf("view lacks %q:\n%s", want, v)
	}
	for _, b := range boxes {
		row := fmt.Sprintf("+%d  → %.2f", b.Points, total+b.Value)
		if !strings.Contains(v, row) {
			t.Errorf("box %s: view lacks %q", odds.YahtzeeBoxTitles[b.Box], row)
		}
	}
	// Score the worst box now: its cost is the best play's value less its.
	worst := boxes[len(boxes)-1]
	best := max(keeps[0].Value, boxes[0].Value)
	m.cp.cursor = worst.Box
	press(m, "enter")
	wantCost := best - worst.Value
	if got := m.cp.lastCost; fmt.Sprintf("%.6f", got) != fmt.Sprintf("%.6f", wantCost) {
		t.Errorf("cost %.6f, want %.6f", got, wantCost)
	}
	if wantCost >= 0.005 && !strings.Contains(tuitest.Plain(m.View()), "cost "+scoreText(wantCost)) {
		t.Errorf("the cost is not shown:\n%s", tuitest.Plain(m.View()))
	}
}

// Keys that cannot act say why and change nothing: score or keep before a
// roll, a fourth roll, Giant Yahtzee or the rules mid-game.
func TestCardRefusals(t *testing.T) {
	m := newGameTest(t, 100, 30)
	for _, k := range []string{"enter", "1"} {
		press(m, k)
		if !m.bad || m.cp.card.Rolls() != 0 {
			t.Errorf("%s before a roll: note %q", k, m.note)
		}
	}
	press(m, "space", "space", "space")
	press(m, "space")
	if !m.bad || m.cp.card.Rolls() != 3 || !strings.Contains(m.note, "score the dice") {
		t.Errorf("a fourth roll: %q", m.note)
	}
	for _, k := range []string{"g", "r"} {
		press(m, k)
		if !m.bad || m.mode != modeGame || m.cp.card.Rules() != odds.Verhoeff {
			t.Errorf("%s mid-game: %q", k, m.note)
		}
	}
	press(m, "n") // asks first
	if m.cp.no != 1 || !strings.Contains(m.note, "n again leaves this game") {
		t.Errorf("n once: %q", m.note)
	}
	press(m, "n")
	if m.cp.card.Turn() != 1 || m.cp.no != 2 || !strings.Contains(m.note, "Left the last game") {
		t.Errorf("n: %q, game %d", m.note, m.cp.no)
	}
	press(m, "r")
	if m.cp.card.Rules() != odds.Hasbro || !strings.Contains(m.note, "Hasbro") {
		t.Errorf("r between games: %q", m.note)
	}
	press(m, "g")
	if m.mode != modePuzzle || m.Title() != "Giant Yahtzee" {
		t.Errorf("g between games: mode %d", m.mode)
	}
	press(m, "g")
	if m.mode != modeGame {
		t.Errorf("g back: mode %d", m.mode)
	}
	// The game left by n was recorded, unfinished, and replays.
	recs := tuitest.L(m.c).Rounds()
	if len(recs) != 1 || !strings.Contains(recs[0].Outcome, "0 of 13 boxes") {
		t.Fatalf("rounds %+v", recs)
	}
	if _, err := tables.Replay(recs[0]); err != nil {
		t.Error(err)
	}
}

// Every size from 80×24 (the area the root leaves a table there) to
// 200×60: nothing wider than the screen, no more lines than it has, the
// card whole.
func TestCardViewSizes(t *testing.T) {
	for _, sz := range [][2]int{{80, 20}, {80, 12}, {100, 26}, {140, 40}, {200, 56}, {30, 10}} {
		m := newGameTest(t, sz[0], sz[1])
		press(m, "space")
		v := m.View()
		tuitest.CheckWidth(t, fmt.Sprintf("game %dx%d", sz[0], sz[1]), v, sz[0])
		if n := len(strings.Split(v, "\n")); n > sz[1] {
			t.Errorf("%dx%d: %d lines", sz[0], sz[1], n)
		}
		p := tuitest.Plain(v)
		if sz[0] >= 80 && sz[1] >= 12 {
			for _, b := range odds.YahtzeeBoxTitles {
				if !strings.Contains(p, b) {
					t.Errorf("%dx%d: the card lacks %s:\n%s", sz[0], sz[1], b, p)
				}
			}
		}
	}
}

// The session's rules open the game (riffle play yahtzee --rules hasbro);
// Giant Yahtzee opens only when asked for (--dice given), whatever dice
// a session saved.
func TestCardOpensOnTheSettings(t *testing.T) {
	c := tuitest.Common(t)
	tuitest.Settings(c, func(st *settings.Settings) { st.Dice, st.Rules = 7, odds.Hasbro })
	m := New(c, tuitest.L(c))
	if m.mode != modeGame || m.cp.card.Rules() != odds.Hasbro || m.Title() != "Yahtzee" {
		t.Errorf("mode %d, rules %v", m.mode, m.cp.card.Rules())
	}
	tuitest.Settings(c, func(st *settings.Settings) { st.Giant = true })
	if m := New(c, tuitest.L(c)); m.mode != modePuzzle || m.cfg.n != 7 {
		t.Errorf("--dice 7: mode %d, %d dice", m.mode, m.cfg.n)
	}
}
