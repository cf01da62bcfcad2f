package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"riffle/games/casino"
	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/history"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// TestSolitaireProgramGolden: the whole program on the solitaire table at
// 80×24 and 120×40 (panel open), at seed 42: open, the first riffle's cut,
// and a round over, with the bankroll and the panel's tally of winners.
func TestSolitaireProgramGolden(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		w, h := size[0], size[1]
		m := newTestModel(t, Options{Screen: "solitaire", Motion: "on"}, w, h)
		runQuick(m, m.Init())
		tuitest.Golden(t, fmt.Sprintf("solitaire-program-open-%dx%d", w, h), m.View())
		press(m, "enter") // the first frame's tick is dropped: the cut stays
		tuitest.Golden(t, fmt.Sprintf("solitaire-program-cut-%dx%d", w, h), m.View())
		press(m, "enter", "enter", "enter")
		v := m.View()
		tuitest.Golden(t, fmt.Sprintf("solitaire-program-over-%dx%d", w, h), v)
		tuitest.CheckWidth(t, "program", v, w)
		if !regexp.MustCompile(`1,0[01]0 (chips|in hand)`).MatchString(tuitest.Plain(v)) || !strings.Contains(tuitest.Plain(v), "winners, 7 riffles") {
			t.Errorf("program view lacks the bankroll or the panel's tally:\n%s", tuitest.Plain(v))
		}
	}
}

// TestSolitaireProgramNothingCut: the whole program at 80×24 and 120×40,
// the table until random, the panel open and closed, through a round: no
// line is cut short (the screen's own states are walked by the solitaire
// package's TestNothingCut).
func TestSolitaireProgramNothingCut(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := newTestModel(t, Options{Screen: "solitaire", Shuffles: "random"}, size[0], size[1])
		runQuick(m, m.Init())
		for _, keys := range [][]string{{}, {"enter"}, {"enter"}, {"enter", "enter"}, {"f"}, {"enter"}} {
			press(m, keys...)
			v := m.View()
			tuitest.CheckWidth(t, "program", v, size[0])
			if cut := solCut(v); len(cut) > 0 {
				t.Errorf("program %v after %v: lines cut short: %q\n%s", size, keys, cut, tuitest.Plain(v))
			}
		}
	}
}

// solCut reports the lines of a view that end cut short ("…" at the end of
// a line: truncate's mark; the card ranges A♥…K♥ and "riffles 1…4 above"
// never end a line).
func solCut(v string) []string {
	var out []string
	for _, l := range strings.Split(tuitest.Plain(v), "\n") {
		if strings.HasSuffix(strings.TrimRight(l, " │"), "…") {
			out = append(out, l)
		}
	}
	return out
}

// solitaireTable is what the root's checks read of the solitaire screen
// (solitaire.Model): the table in play and the net of the round in play.
type solitaireTable interface {
	Game() *game.Game
	Ahead() int
}

// A solitaire round is saved as its riffles are drawn, but History shows
// it being dealt, without its net or outcome, and the bankroll column
// leaves its result out (of the rounds after it too) until the deal ends.
func TestHistoryWaitsForTheDeal(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{Seed: "42", Screen: "solitaire"}, 100, 30)
	runQuick(m, m.Init())
	press(m, "]", "enter") // 110 on Alice; the riffles begin
	rs := m.ledger.Rounds()
	if len(rs) != 1 || rs[0].Table != "solitaire" {
		t.Fatalf("the round is not saved as it begins: %+v", rs)
	}
	r := rs[0]
	runQuick(m, m.open("history"))
	v := tuitest.Plain(m.View())
	if !strings.Contains(v, "being dealt") || strings.Contains(v, text.Signed(r.Net)) || strings.Contains(v, r.Outcome) || !strings.Contains(v, "1,000") {
		t.Errorf("history during the deal (net %d, outcome %q):\n%s", r.Net, r.Outcome, v)
	}
	press(m, "enter")
	if _, ok := m.screens["history"].Screen.(*history.Model).Check(r.Seq); ok {
		t.Error("enter replayed a round being dealt")
	}
	runQuick(m, m.open("solitaire"))
	press(m, "enter", "enter", "enter") // riffles skipped, the deal to its end
	runQuick(m, m.open("history"))
	if v := tuitest.Plain(m.View()); strings.Contains(v, "being dealt") || !strings.Contains(v, text.Signed(r.Net)) {
		t.Errorf("history after the deal:\n%s", v)
	}
}

// A solitaire round on the OS generator cannot be replayed, so it is
// settled when its deal ends, not as it begins; leaving it half dealt —
// new settings, or the casino closing — deals it to its end and settles
// it, never handing the stake back (before, the new settings called it off
// and the stake came back, however the deal was going).
func TestSolitaireOSRoundIsPlayedOut(t *testing.T) {
	t.Parallel()
	for _, leave := range []string{"settings", "quit"} {
		m := newTestModel(t, Options{Seed: "42", Gen: "os", Screen: "solitaire", Motion: "on"}, 100, 30)
		m.Continue(casino.Session{}, nil, tuitest.Entropy(1))
		runQuick(m, m.Init())
		press(m, "]", "enter", "enter", "n", "n", "n") // 110 on Alice, riffled, three cards dealt
		l := m.ledger
		if l.StakedAt(game.Name) != 110 || len(l.Rounds()) != 0 {
			t.Fatalf("%s: %d staked, %d rounds: no round half dealt", leave, l.StakedAt(game.Name), len(l.Rounds()))
		}
		switch leave {
		case "settings":
			press(m, "esc")
			tuitest.Settings(m.c, func(st *settings.Settings) { st.Seed, st.SeedFixed = 7, true })
			runQuick(m, m.open("solitaire"))
		case "quit":
			if notes := m.closeTables(); len(notes) != 1 || !strings.Contains(notes[0], "dealt to its end") {
				t.Errorf("quit: %q", notes)
			}
		}
		rs := l.Rounds()
		if len(rs) != 1 || rs[0].Table != game.Name || (rs[0].Net != 110 && rs[0].Net != -110) {
			t.Fatalf("%s: rounds %+v: want the round settled at 110", leave, rs)
		}
		if l.Staked() != 0 || l.Wealth() != casino.DefaultBankroll+rs[0].Net || l.Check() != nil || l.Err() != nil {
			t.Errorf("%s: %d staked, wealth %d after a net of %+d; books %v %v", leave, l.Staked(), l.Wealth(), rs[0].Net, l.Check(), l.Err())
		}
	}
}
