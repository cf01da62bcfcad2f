package tui

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"riffle/engine/odds"
	game "riffle/games/yahtzee"
	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
	"riffle/ui/tui/yahtzee"
)

// Goldens at seed 42: the whole program with its panel at 80×24 and
// 120×40, 100 dice mid-game (the table alone: TestGolden in
// ui/tui/yahtzee).
func TestYahtzeeGolden(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := yzTestModel(t, 100, size[0], size[1])
		for _, k := range []string{"space", "k", "space"} {
			m.Update(tuitest.Key(k))
		}
		v := m.View()
		tuitest.CheckWidth(t, "program", v, size[0])
		tuitest.Golden(t, fmt.Sprintf("yahtzee-program-100-%dx%d", size[0], size[1]), v)
	}
}

func TestYahtzeeLimitsAgree(t *testing.T) {
	t.Parallel()
	if game.MinDice != MinDice || game.MaxDice != MaxDice {
		t.Errorf("games/yahtzee allows %d…%d dice, --dice %d…%d", game.MinDice, game.MaxDice, MinDice, MaxDice)
	}
	if game.MaxDice > odds.YahtzeeKeepMaxDice || game.MaxDice > odds.YahtzeeMaxDiceFor(game.MaxSides) {
		t.Errorf("the table allows more dice than engine/odds values")
	}
}

// yzDrain runs cmd and feeds what it returns back to the screen s,
// batches included, until nothing is left: the tests' stand-in for the
// program loop.
func yzDrain(s common.Screen, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			yzDrain(s, c)
		}
		return
	}
	if msg != nil {
		_, c := s.Update(msg)
		yzDrain(s, c)
	}
}

// yzPress sends keys to the screen s, running the Cmds they return.
func yzPress(s common.Screen, keys ...string) {
	for _, k := range keys {
		_, cmd := s.Update(tuitest.Key(k))
		yzDrain(s, cmd)
	}
}

// yzTestModel is the root model showing the table (with dice dice), sized
// w × h and entered, its odds solved.
func yzTestModel(t testing.TB, dice, w, h int) *Model {
	t.Helper()
	m := newTestModel(t, Options{Dice: dice, Giant: true}, w, h)
	y := m.screens["yahtzee"].Screen.(*yahtzee.Model)
	m.screen = "yahtzee"
	m.layout()
	yzDrain(y, y.Enter())
	return m
}

// The table in the running program (teatest): a game of 5 dice and one
// of Giant Yahtzee played by the advice, from the first roll to the end,
// then quit; the final screen is a golden.
func TestYahtzeeProgram(t *testing.T) {
	t.Parallel()
	for _, dice := range []int{5, 100} {
		// The same game played directly, for the number of rolls it takes.
		c := tuitest.Common(t)
		tuitest.Settings(c, func(st *settings.Settings) { st.Dice, st.Giant = dice, true })
		ref := yahtzee.New(c, tuitest.L(c))
		ref.SetSize(98, 13)
		yzDrain(ref, ref.Enter())
		yzPress(ref, "space")
		for !ref.Game().Done() {
			yzPress(ref, "k", "space")
		}
		rolls := ref.Game().Rolls()
		// The optimum from the start, as the table works it out.
		opt := strconv.FormatFloat(odds.Yahtzee{Dice: dice, Sides: game.DefaultSides}.Solve().RollsLeft(0), 'f', 2, 64)

		m := yzTestModel(t, dice, 100, 30)
		tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 30))
		waitFor := func(what string) {
			t.Helper()
			teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), what) },
				teatest.WithDuration(10*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
		}
		// The odds first (a Cmd for 100 dice), so that the end says the optimum.
		waitFor("optimum from the start " + opt)
		tm.Send(tuitest.Key("space"))
		waitFor("Rolled all")
		for range rolls - 1 {
			tm.Send(tuitest.Key("k"))
			tm.Send(tuitest.Key("space"))
		}
		waitFor(fmt.Sprintf("in %d rolls (optimum from the start: %s)", rolls, opt))
		tm.Send(tuitest.Key("q"))
		tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
		fm := tm.FinalModel(t).(*Model)
		final := fm.screens[common.ID("yahtzee")].Screen.(*yahtzee.Model)
		if s := final.Session(); s.Games != 1 || s.Rolls != rolls || math.Abs(final.Cost()) > 1e-12 {
			t.Errorf("%d dice: session %+v, cost %g; want 1 game of %d rolls at no cost", dice, s, final.Cost(), rolls)
		}
		sw, sh, _, _, _ := fm.regions() // the screen's size: layout gives it sw-2 × sh
		tuitest.Golden(t, fmt.Sprintf("yahtzee-program-%d-done-%dx%d", dice, sw-2, sh), final.View())
	}
}
