package tui

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/shuffle"
	"riffle/games/poker"
	pokerscreen "riffle/ui/tui/poker"
	"riffle/ui/tui/tuitest"
)

// The poker screen through the root model: the whole frame (header, table,
// panel and help) at the sizes a terminal gives. The screen's own tests
// are in ui/tui/poker.

// pokerProbs5 is the exact 5-card table, counted once for all the tests.
var pokerProbs5 = sync.OnceValues(func() (poker.ClassProbs, error) {
	t, err := odds.PokerClasses(5)
	if err != nil {
		return poker.ClassProbs{}, err
	}
	return poker.ProbsOf(t)
})

// pokerProbs7 are the classes of the best five of seven cards from the
// published counts over all C(52, 7) = 133,784,560 hands (Wikipedia,
// "Poker probability", frequency of 7-card poker hands) — an independent
// source, and instant where engine/odds counts for seconds.
func pokerProbs7() poker.ClassProbs {
	counts := [poker.NumClasses]int64{
		cards.HighCard: 23_294_460, cards.OnePair: 58_627_800, cards.TwoPair: 31_433_400,
		cards.ThreeOfAKind: 6_461_620, cards.Straight: 6_180_020, cards.Flush: 4_047_644,
		cards.FullHouse: 3_473_184, cards.FourOfAKind: 224_848, cards.StraightFlush: 37_260, cards.RoyalFlush: 4_324,
	}
	var p poker.ClassProbs
	for c, n := range counts {
		p[c] = float64(n) / 133_784_560
	}
	return p
}

// pokerJoined joins a view's lines, so that wrapped sentences can be found.
func pokerJoined(v string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(tuitest.Plain(v), "\u00a0", " ")), " ")
}

// The whole screen through the root model at 80×24 and 120×40: header,
// table, panel and help.
func TestPokerRootGolden(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := newTestModel(t, Options{Screen: "poker"}, size[0], size[1])
		ps := m.screens["poker"].(*pokerscreen.Model)
		p5, _ := pokerProbs5()
		ps.SetOdds(5, p5)
		ps.HoldOdds(6)
		ps.HoldOdds(7)
		runQuick(m, m.Init())
		press(m, "d", "d", "d")
		v := m.View()
		tuitest.CheckWidth(t, "root", v, size[0])
		tuitest.Golden(t, fmt.Sprintf("poker-root-%dx%d", size[0], size[1]), v)
	}
}

// Two Hold'em deals at seed 21 give you high card twice, a false alarm
// from expected counts below 5 (see TestPokerNoVerdictFromTinyCounts in
// ui/tui/poker): no p-value and no verdict may show on the whole screen,
// panel too, at 80×24 and 120×40.
func TestPokerRootNoVerdictFromTinyCounts(t *testing.T) {
	bad := []string{"χ²", " p 0.", " p 1.", "suspicious", "no evidence", "biased"}
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := newTestModel(t, Options{Screen: "poker", Seed: "21"}, size[0], size[1])
		ps := m.screens["poker"].(*pokerscreen.Model)
		ps.SetOdds(7, pokerProbs7())
		ps.HoldOdds(5)
		ps.HoldOdds(6)
		runQuick(m, m.Init())
		press(m, "tab", "d", "d")
		v := pokerJoined(m.View())
		for _, b := range bad {
			if strings.Contains(v, b) {
				t.Errorf("root %dx%d shows %q:\n%s", size[0], size[1], b, tuitest.Plain(m.View()))
			}
		}
	}
}

// pokerMoreRE matches the line that counts cells left out.
var pokerMoreRE = regexp.MustCompile(`… \d+ more`)

// At 80×24 with the panel open (the screen gets 78×10), a biased shuffle
// says it is not fair and why, beside every deal.
func TestPokerUnfairShowsAt80x24(t *testing.T) {
	for _, algo := range []string{"naive", "asf", "sort-key", "riffle", "inverse-riffle"} {
		a, err := shuffle.Lookup(algo)
		if err != nil {
			t.Fatal(err)
		}
		for _, keys := range [][]string{
			{"d"}, {"+", "+", "+", "+", "+", "d"}, {"b", "d"},
			{"tab", "d"}, {"tab", "+", "+", "+", "+", "d"}, {"tab", "+", "+", "+", "+", "d", "+"},
		} {
			m := newTestModel(t, Options{Screen: "poker", Algo: algo}, 80, 24)
			ps := m.screens["poker"].(*pokerscreen.Model)
			ps.HoldOdds(5)
			ps.HoldOdds(6)
			ps.HoldOdds(7)
			runQuick(m, m.Init())
			press(m, keys...)
			v := pokerJoined(m.View())
			reason := pokerscreen.FirstClause(a.Why)
			if !strings.Contains(v, "ot fair: ") || !strings.Contains(v, reason) {
				t.Errorf("%s %v: no %q at 80x24:\n%s", algo, keys, reason, tuitest.Plain(m.View()))
			}
			// And the deal is whole: no hand or player counted away, no
			// line cut.
			for _, l := range strings.Split(tuitest.Plain(m.View()), "\n") {
				if pokerMoreRE.MatchString(l) || strings.HasSuffix(l, "…") {
					t.Errorf("%s %v: %q:\n%s", algo, keys, l, tuitest.Plain(m.View()))
				}
			}
		}
	}
}
