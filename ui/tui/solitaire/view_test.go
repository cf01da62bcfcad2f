package solitaire

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/odds"
	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// TestSizes: no line wider than the area and no more lines than
// its height, from 0×0 to 200×60, in four states.
func TestSizes(t *testing.T) {
	states := map[string]*Model{}
	states["betting"] = newTest(t, 78, 18, false)
	r := newTest(t, 78, 18, false)
	pressNoRun(r, "enter")
	for range 14 {
		r.Update(tickMsg{id: r.anim.id})
	}
	states["riffling"] = r
	d := newTest(t, 78, 18, false)
	pressNoRun(d, "enter", "enter", "n", "n", "n")
	states["dealing"] = d
	u := newTest(t, 78, 18, true)
	press(u, "u", "enter", "enter", "enter", "p")
	states["until random, played"] = u
	for name, s := range states {
		check := func(w, h int) {
			s.SetSize(w, h)
			v := s.View()
			tuitest.CheckWidth(t, fmt.Sprintf("%s %dx%d", name, w, h), v, w)
			if n := strings.Count(v, "\n") + 1; v != "" && n > h {
				t.Errorf("%s %dx%d: %d lines", name, w, h, n)
			}
		}
		// Every width to 30, then every 7th and the layouts' edges; every
		// height at the widths where the layout changes.
		widths := []int{59, 60, 77, 78, 79, 109, 110, 111, 117, 118, 119, 200}
		for w := 0; w <= 200; w++ {
			if w <= 30 || w%7 == 0 {
				widths = append(widths, w)
			}
		}
		for _, w := range widths {
			for _, h := range []int{0, 1, 2, 5, 10, 18, 34, 60} {
				check(w, h)
			}
		}
		for h := 0; h <= 60; h++ {
			for _, w := range []int{0, 1, 60, 78, 110, 200} {
				check(w, h)
			}
		}
	}
}

// TestEssentials: at 78×10 (80×24 with the panel below) the deck,
// both piles, the note and the bet still show.
func TestEssentials(t *testing.T) {
	s := newTest(t, 78, 10, false)
	pressNoRun(s, "enter")
	v := plainView(s)
	for _, want := range []string{"Riffle 1 of 7", "Alice", "Bob", "In play: 10 on Alice"} {
		if !strings.Contains(v, want) {
			t.Errorf("78×10 lacks %q:\n%s", want, v)
		}
	}
}

// TestGolden: the screen at seed 42 at the minimum table area
// and a wide one (the whole program's goldens are the root's
// TestSolitaireProgramGolden).
func TestGolden(t *testing.T) {
	for _, size := range [][2]int{{78, 18}, {118, 34}} {
		w, h := size[0], size[1]
		s := newTest(t, w, h, false)
		tuitest.Golden(t, fmt.Sprintf("solitaire-open-%dx%d", w, h), s.View())
		pressNoRun(s, "enter")
		for range speeds[s.speed].cutFrames + 6 {
			s.Update(tickMsg{id: s.anim.id})
		}
		tuitest.Golden(t, fmt.Sprintf("solitaire-dropping-%dx%d", w, h), s.View())
		pressNoRun(s, "enter", "n", "n", "n")
		tuitest.Golden(t, fmt.Sprintf("solitaire-dealing-%dx%d", w, h), s.View())
		pressNoRun(s, "enter", "enter")
		tuitest.Golden(t, fmt.Sprintf("solitaire-over-%dx%d", w, h), s.View())
		s.tickFn = instantTick
		press(s, "u", "enter", "enter", "enter")
		tuitest.Golden(t, fmt.Sprintf("solitaire-random-%dx%d", w, h), s.View())
	}
}

// edgeRe finds the edge line's number: "Your edge +61.5%", "Edge −0.0084%".
var edgeRe = regexp.MustCompile(`(?:Your edge|Edge) ([+−]?)([0-9]+(?:\.([0-9]+))?)%`)

// TestEdge: the bet's edge on screen, for every riffle count and
// both sides, is the exact expected net per chip at even money worked
// here from odds.SolitaireExact — 2P − 1 on Alice, 1 − 2P on Bob — to the
// digits shown (half a unit of the last one), and 0 until random (the
// uniform deck is symmetric under c ↦ 51 − c, which swaps the players).
// A positive edge says the house pays as if the deck were random; a
// negative one says the bet loses. During a round the edge is the stake's.
func TestEdge(t *testing.T) {
	ks := make([]int, game.MaxShuffles+1)
	for k := range ks {
		ks[k] = k
	}
	exact := odds.SolitaireExact(52, ks...)
	for _, w := range []int{78, 60} {
		s := newTest(t, w, 18, true)
		for _, k := range append(ks, game.UntilRandom) {
			for _, side := range []game.Player{game.Alice, game.Bob} {
				if err := s.game.SetShuffles(k); err != nil {
					t.Fatal(err)
				}
				if err := s.game.SetSide(side); err != nil {
					t.Fatal(err)
				}
				want := 0.0
				if k != game.UntilRandom {
					two := new(big.Rat).Add(exact[k], exact[k])
					e := new(big.Rat).Sub(two, big.NewRat(1, 1))
					if side == game.Bob {
						e.Neg(e)
					}
					want, _ = e.Float64()
				}
				v := plainView(s)
				m := edgeRe.FindStringSubmatch(v)
				if m == nil {
					t.Fatalf("%d wide, %d riffles on %v: no edge line:\n%s", w, k, side, v)
				}
				got, _ := strconv.ParseFloat(m[2], 64)
				if m[1] == "−" {
					got = -got
				}
				half := 0.5 * math.Pow(10, -float64(len(m[3])))
				if math.Abs(got-100*want) > half+1e-9 || (want > 0) != (m[1] == "+") || (want < 0) != (m[1] == "−") {
					t.Errorf("%d wide, %d riffles on %v: edge %s%s%%, exact %+.6f%%", w, k, side, m[1], m[2], 100*want)
				}
				var says string
				switch {
				case want > 0:
					says = "as if the deck were random"
				case want < 0:
					says = "a losing bet"
				default:
					says = "fair"
				}
				if !strings.Contains(v, says) {
					t.Errorf("%d wide, %d riffles on %v: edge line does not say %q:\n%s", w, k, side, says, v)
				}
			}
		}
	}
	// The QA's case: 500 on Alice at 0 riffles, then the round in play.
	s := newTest(t, 78, 10, true)
	press(s, "left", "left", "left", "left", "left", "left", "left", "]", "]", "]", "]", "]")
	v := plainView(s)
	for _, want := range []string{"Next round: 500 on Alice · 0 riffles · Alice wins 100.00% (exact)",
		"Your edge +100.0%: the house pays even money as if the deck were random."} {
		if !strings.Contains(v, want) {
			t.Errorf("500 on Alice at 0 riffles lacks %q:\n%s", want, v)
		}
	}
	press(s, "right", "right", "right", "right", "right", "right", "right", "right", "b", "enter") // riffled at once: dealing
	v = plainView(s)
	if !strings.Contains(v, "In play: 500 on Bob · 8 riffles · Bob wins 33.28% (exact)") || !strings.Contains(v, "edge −33.4%") ||
		!strings.Contains(v, "a losing bet") {
		t.Errorf("500 on Bob at 8 riffles, in play:\n%s", v)
	}
}

// cutLines reports the lines of a view that end cut short by the screen
// ("…" at the end of a line: truncate's mark; the card ranges A♥…K♥ and
// "riffles 1…4 above" never end a line).
func cutLines(v string) []string {
	var out []string
	for _, l := range strings.Split(tuitest.Plain(v), "\n") {
		if strings.HasSuffix(strings.TrimRight(l, " │"), "…") {
			out = append(out, l)
		}
	}
	return out
}

// TestNothingCut walks the table through its states — the cut,
// the drop, the riffled deck, the deal, the end of a round with one card
// left, until random, "Play 10,000" running and done, the refund on a new
// seed, bets on Bob — and checks at the table's sizes in an 80×24 and a
// 120×40 terminal (panel closed and open) that no line is cut short, no
// count of 1 takes a plural, and no note needs more than the two lines it
// is given. (The whole program's frames are the root's
// TestSolitaireProgramNothingCut.)
func TestNothingCut(t *testing.T) {
	for _, k := range []string{"7", "random"} {
		s := newTest(t, 78, 18, false)
		if k == "random" {
			pressNoRun(s, "u")
		}
		checkNothingCut(t, k+", open", s)
		pressNoRun(s, "]", "]", "]", "]", "]", "b")
		checkNothingCut(t, k+", 500 on Bob", s)
		pressNoRun(s, "enter")
		checkNothingCut(t, k+", the cut", s)
		for range speeds[s.speed].cutFrames + 3 {
			s.Update(tickMsg{id: s.anim.id})
		}
		checkNothingCut(t, k+", dropping", s)
		for range 20 {
			s.Update(tickMsg{id: s.anim.id})
		}
		checkNothingCut(t, k+", riffled", s)
		pressNoRun(s, "left", "+")
		checkNothingCut(t, k+", refused", s)
		pressNoRun(s, "enter", "n", "n")
		checkNothingCut(t, k+", dealing", s)
		pressNoRun(s, "enter", "enter")
		checkNothingCut(t, k+", over", s)
		s.tickFn = instantTick
		pressNoRun(s, "p")
		checkNothingCut(t, k+", playing", s)
		// the run's games in one chunk (the layout's test: TestPlay10000 plays them)
		s.Update(chunkMsg{run: s.sim.run, setting: s.sim.setting, games: playGames, wins: playGames / 2})
		checkNothingCut(t, k+", played", s)
		pressNoRun(s, "p")
		s.Update(chunkMsg{run: s.sim.run, chunk: 1, setting: s.sim.setting, games: chunkGames, wins: chunkGames / 3})
		checkNothingCut(t, k+", playing again", s)
		pressNoRun(s, "p")
		checkNothingCut(t, k+", stopped", s)
		// a new seed with a stake on the table: the refund's note
		pressNoRun(s, "enter")
		s.Leave()
		tuitest.Settings(s.c, func(st *settings.Settings) { st.Seed = 9 })
		s.Enter()
		checkNothingCut(t, k+", refund", s)
	}
	// Rounds until one ends with a single card left (the loser one short):
	// "1 card left".
	s := newTest(t, 78, 18, true)
	for range 400 {
		press(s, "enter", "enter", "enter")
		if s.game.Phase() == game.Betting && len(s.game.Deck()) == 1 {
			break
		}
	}
	if len(s.game.Deck()) != 1 {
		t.Fatal("no round in 400 ended one card short")
	}
	if v := plainView(s); !strings.Contains(v, fmt.Sprintf("Round %d over · 1 card left", s.game.Round())) {
		t.Errorf("one card left:\n%s", v)
	}
	checkNothingCut(t, "one card left", s)
}

// checkNothingCut checks s at the table's sizes in an 80×24 and a 120×40
// terminal (panel closed and open): no line wider than the area or cut
// short, no count of 1 with a plural; and a note of at most two lines at
// 60 wide, with no such count either.
func checkNothingCut(t *testing.T, what string, s *Model) {
	t.Helper()
	sizes := [][2]int{{78, 18}, {78, 10}, {60, 38}, {118, 38}, {118, 34}}
	for _, sz := range sizes {
		s.SetSize(sz[0], sz[1])
		v := s.View()
		tuitest.CheckWidth(t, what, v, sz[0])
		if cut := cutLines(v); len(cut) > 0 {
			t.Errorf("%s at %dx%d: lines cut short: %q\n%s", what, sz[0], sz[1], cut, tuitest.Plain(v))
		}
		if m := pluralRe.FindString(tuitest.Plain(v)); m != "" {
			t.Errorf("%s at %dx%d: %q\n%s", what, sz[0], sz[1], m, tuitest.Plain(v))
		}
	}
	if n := len(text.SplitLines(draw.WrapText(s.note, 60))); n > 2 {
		t.Errorf("%s: the note takes %d lines at 60 wide: %q", what, n, s.note)
	}
	if m := pluralRe.FindString(s.note); m != "" {
		t.Errorf("%s: note %q says %q", what, s.note, m)
	}
}

// Goldens at seed 42 in the areas the root gives the table at 80×24 and
// 140×45 (tuitest.Areas: the panel open, closed, beside): the table as
// it opens, a riffle frozen mid-drop (frames sent by hand, a fixed
// number), the deal of a round in play, the round over, and a round on
// a random deck (frames at once).
func TestGoldenAreas(t *testing.T) {
	s := newTest(t, 78, 10, false)
	golden := func(state string) { tuitest.GoldenAreas(t, s.c, s, "solitaire-"+state) }
	golden("open")
	pressNoRun(s, "enter")
	for range speeds[s.speed].cutFrames + 6 {
		s.Update(tickMsg{id: s.anim.id})
	}
	golden("dropping")
	pressNoRun(s, "enter", "n", "n", "n")
	golden("dealing")
	pressNoRun(s, "enter", "enter")
	golden("over")
	s.tickFn = instantTick
	press(s, "u", "enter", "enter", "enter")
	golden("random")
}
