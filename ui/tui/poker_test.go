package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"riffle/engine/shuffle"
	pokerscreen "riffle/ui/tui/poker"
	"riffle/ui/tui/tuitest"
)

// The poker screen through the root model: the whole frame (header, table,
// panel and help) at the sizes a terminal gives. The screen's own tests
// are in ui/tui/poker.

// pokerJoined joins a view's lines, so that wrapped sentences can be found.
func pokerJoined(v string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(tuitest.Plain(v), "\u00a0", " ")), " ")
}

// The whole screen through the root model at 80×24 and 120×40: header,
// table, panel and help.
func TestPokerRootGolden(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := newTestModel(t, Options{Screen: "poker"}, size[0], size[1])
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
	t.Parallel()
	bad := []string{"χ²", " p 0.", " p 1.", "suspicious", "no evidence", "biased"}
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m := newTestModel(t, Options{Screen: "poker", Seed: "21"}, size[0], size[1])
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
	t.Parallel()
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
			m.Stop() // its sampler rests while the next model is tried
		}
	}
}
