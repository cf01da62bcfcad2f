package poker

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/engine/cards"
	"riffle/engine/shuffle"
	"riffle/engine/stats"
	"riffle/games/casino"
	game "riffle/games/poker"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// newTest is the poker screen at seed 42 without colours, sized w × h
// and entered: it counts the exact odds of the mode's hands itself.
func newTest(t testing.TB, w, h int) *Model {
	t.Helper()
	return newTestWith(t, tuitest.Common(t), w, h)
}

func newTestWith(t testing.TB, c *common.Common, w, h int) *Model {
	t.Helper()
	s := New(c, tuitest.L(c))
	s.SetSize(w, h)
	tuitest.Drain(s, s.Enter())
	t.Cleanup(s.Leave)
	return s
}

func helpTexts(s *Model) []string {
	var out []string
	for _, b := range s.ShortHelp() {
		out = append(out, b.Help().Key+" "+b.Help().Desc)
	}
	return out
}

// tableAt42 is a table dealing with the session's settings at seed
// 42, built straight from games/poker: what the screen must reproduce.
func tableAt42(t *testing.T, algo string) *game.Table {
	t.Helper()
	st, err := settings.Options{Seed: "42", Algo: algo}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	g, err := st.NewGen(st.EffectiveSeed())
	if err != nil {
		t.Fatal(err)
	}
	tb, err := game.New(st.Algo, g)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestPokerOpens(t *testing.T) {
	s := newTest(t, 78, 22)
	v := tuitest.Plain(s.View())
	for _, want := range []string{"Dealt hands · 5 × 5 · fisher-yates on pcg", "Hand 1 ▒▒ ▒▒ ▒▒ ▒▒ ▒▒", "Hand 5 ▒▒"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	help := helpTexts(s)
	want := []string{"d deal", "x deal 10,000", "tab Hold'em", "+/- hands", "]/[ cards a hand", "b bridge 4×13", "space start sampler"}
	if !slices.Equal(help, want) {
		t.Errorf("keys %q, want %q", help, want)
	}
	if s.Title() != "Poker · dealt hands" || !s.UsesPanel() {
		t.Errorf("title %q, panel %v", s.Title(), s.UsesPanel())
	}
	if s.panel.Spec() == nil || s.panel.Spec().Cards != 52 || s.panel.Spec().Algo.Name != "fisher-yates" || s.panel.Spec().Seed != 42 {
		t.Errorf("the panel's sampler spec: %+v", s.panel.Spec())
	}
}

// Dealing reproduces games/poker at the header's seed, shows every hand
// with its name, and feeds the panel.
func TestPokerDealShowsTheDeal(t *testing.T) {
	s := newTest(t, 78, 22)
	ref := tableAt42(t, "")
	for range 3 {
		tuitest.Press(s, "d")
		if err := ref.Deal(casino.DefaultBankroll); err != nil {
			t.Fatal(err)
		}
	}
	d := s.table.LastDeal()
	if !slices.Equal(d.Deck, ref.LastDeal().Deck) {
		t.Fatalf("the screen's third deal differs from games/poker's at seed 42")
	}
	v := tuitest.Plain(s.View())
	for i, h := range d.Hands {
		line := fmt.Sprintf("Hand %d %s  %s", i+1, symbols(h.Cards), h.Name())
		if !strings.Contains(v, line) {
			t.Errorf("view lacks %q:\n%s", line, v)
		}
	}
	if !strings.Contains(v, "deal 3") || !strings.Contains(v, "Deal 3: hand ") {
		t.Errorf("no deal count or note:\n%s", v)
	}
	if len(s.panel.Tallies()) != 1 || s.panel.Tallies()[0].Total() != 15 || s.panel.Tallies()[0].Title != "5-card hand classes" {
		t.Errorf("panel tallies %+v", s.panel.Tallies())
	}
	if !slices.Contains(helpTexts(s), "c clear statistics") {
		t.Error("no c once hands are tallied")
	}
}

func symbols(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.Symbol()
	}
	return strings.Join(parts, " ")
}

func TestPokerShapeKeys(t *testing.T) {
	s := newTest(t, 78, 22)
	for _, c := range []struct {
		keys  []string
		n, m  int
		note  string
		isBad bool
	}{
		{[]string{"+"}, 6, 5, "6 hands of 5 cards (30 of 52 cards).", false},
		{[]string{"-", "]", "]", "]", "]", "]"}, 5, 10, "5 hands of 10 cards (50 of 52 cards), each named by its best five.", false},
		{[]string{"]"}, 5, 10, "5 hands × 11 cards = 55 cards: a deck has 52.", true},
		{[]string{"b"}, 4, 13, "4 hands of 13 cards (52 of 52 cards): a bridge deal.", false},
		{[]string{"b"}, 5, 5, "5 hands of 5 cards (25 of 52 cards).", false},
		{[]string{"[", "[", "[", "["}, 5, 1, "5 hands of 1 card (5 of 52 cards): too few for poker hands.", false},
		{[]string{"["}, 5, 1, "0 cards a hand: deal at least 1.", true},
		{[]string{"-", "-", "-", "-", "-"}, 1, 1, "0 hands: deal at least 1.", true},
	} {
		tuitest.Press(s, c.keys...)
		n, m := s.table.Shape()
		if n != c.n || m != c.m || s.note != c.note || s.noteBad != c.isBad {
			t.Errorf("%v: %d×%d note %q (bad %v), want %d×%d %q (bad %v)", c.keys, n, m, s.note, s.noteBad, c.n, c.m, c.note, c.isBad)
		}
	}
	// Hands of one card deal, and say they are not poker hands.
	tuitest.Press(s, "d")
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "Hand 1 ") || !strings.Contains(v, "no poker hand") || s.note != "Deal 1: hands of 1 card have no poker name." {
		t.Errorf("1×1 deal:\n%s", v)
	}
}

func TestPokerHoldemKeys(t *testing.T) {
	s := newTest(t, 78, 22)
	tuitest.Press(s, "tab")
	if s.table.Mode() != game.ModeHoldem || s.Title() != "Poker · Texas Hold'em" {
		t.Fatalf("tab: mode %v", s.table.Mode())
	}
	help := helpTexts(s)
	want := []string{"d deal", "x deal 10,000", "tab dealt hands", "+/- players", "]/[ ante", "space start sampler"}
	if !slices.Equal(help, want) {
		t.Errorf("keys %q, want %q", help, want)
	}
	tuitest.Press(s, "+", "+", "+", "+")
	if s.table.Players() != 10 || s.noteBad {
		t.Errorf("players %d, note %q", s.table.Players(), s.note)
	}
	tuitest.Press(s, "+")
	if s.table.Players() != 10 || s.note != "Hold'em here seats 2 to 10 players, not 11." || !s.noteBad {
		t.Errorf("11 players: %d, %q", s.table.Players(), s.note)
	}
	tuitest.Press(s, "]", "]", "]")
	if s.table.Ante() != 100 {
		t.Errorf("ante %d", s.table.Ante())
	}
	tuitest.Press(s, "]")
	if s.table.Ante() != 100 || s.note != "The ante is 100: the table takes 0 to 100." || !s.noteBad {
		t.Errorf("ante above 100: %d, %q", s.table.Ante(), s.note)
	}
	for range 7 {
		tuitest.Press(s, "[")
	}
	if s.table.Ante() != 0 || s.note != "No ante: hands dealt for show, no chips change hands." {
		t.Errorf("ante 0: %d, %q", s.table.Ante(), s.note)
	}
	tuitest.Press(s, "b") // bridge is for dealt hands: nothing happens
	if n, m := s.table.Shape(); n != 5 || m != 5 {
		t.Errorf("b in Hold'em changed the shape to %d×%d", n, m)
	}
	tuitest.Press(s, "tab")
	if s.table.Mode() != game.ModeDeals {
		t.Error("tab did not come back")
	}
}

// The ante game moves the bankroll by each showdown's net, and chips are
// conserved: the bankroll is the start plus player 1's net, which the
// other seats lost.
func TestPokerAnteGameBankroll(t *testing.T) {
	s := newTest(t, 78, 22)
	tuitest.Press(s, "tab", "]") // ante 25
	start := s.ledger.InHand()
	for range 40 {
		before := s.ledger.InHand()
		tuitest.Press(s, "d")
		sd := s.table.LastShowdown()
		if s.ledger.InHand()-before != sd.Net(0) {
			t.Fatalf("bankroll moved %d, showdown net %d", s.ledger.InHand()-before, sd.Net(0))
		}
		if s.ledger.InHand() != start+s.table.Session().Net || s.table.OthersNet() != -s.table.Session().Net {
			t.Fatalf("chips not conserved: bankroll %d, start %d, net %d, others %d", s.ledger.InHand(), start, s.table.Session().Net, s.table.OthersNet())
		}
	}
	v := tuitest.Plain(s.View())
	if !strings.Contains(v, "Bankroll "+text.Int(int64(s.ledger.InHand()))) || !strings.Contains(v, "40 hands for chips") {
		t.Errorf("bankroll line:\n%s", v)
	}
	sd := s.table.LastShowdown()
	if want := showdownText(*sd, symbols(sd.Best[sd.Winners[0]][:]), true, ""); !strings.Contains(joined(s.View()), want) {
		t.Errorf("no result line %q:\n%s", want, v)
	}
	// Short of the ante: refused in one line, nothing dealt.
	tuitest.Chips(t, s.c, 7)
	tuitest.Drain(s, s.Enter())
	dealt := s.table.Dealt()
	tuitest.Press(s, "d")
	if s.table.Dealt() != dealt || !s.noteBad || s.note != "You have 7 chips, the ante is 25: [ lowers it (0 is free)." {
		t.Errorf("deal short of the ante: dealt %d→%d, %q", dealt, s.table.Dealt(), s.note)
	}
}

func TestPokerFastForward(t *testing.T) {
	s := newTest(t, 78, 22)
	_, cmd := s.Update(tuitest.Key("x"))
	if !s.fast.running || !s.table.Busy() {
		t.Fatal("x did not start a run")
	}
	if help := helpTexts(s); !slices.Equal(help, []string{"x stop dealing", "space start sampler"}) {
		t.Errorf("keys while running: %q", help)
	}
	tuitest.Press(s, "d")
	if !s.noteBad || s.note != "A run is dealing for the statistics: x stops it first." {
		t.Errorf("d while running: %q", s.note)
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "Dealing ▕") || !strings.Contains(v, "0 / 10,000") {
		t.Errorf("no progress bar:\n%s", v)
	}
	tuitest.Drain(s, cmd)
	if s.fast.running || s.table.Busy() || s.table.Dealt() != fastDeals {
		t.Fatalf("after the run: running %v, busy %v, dealt %d", s.fast.running, s.table.Busy(), s.table.Dealt())
	}
	// The run is the session's stream: games/poker at seed 42 deals the
	// same hands.
	ref := tableAt42(t, "")
	r, _ := ref.StartRun()
	if err := r.Deal(fastDeals); err != nil {
		t.Fatal(err)
	}
	ref.EndRun(r)
	if s.table.Classes(5) != ref.Classes(5) || !slices.Equal(s.table.LastDeal().Deck, ref.LastDeal().Deck) {
		t.Error("the fast-forward is not the seed's stream")
	}
	// The panel holds every hand, pooled as game.Pool pools them.
	var total int64
	for _, c := range s.panel.Tallies()[0].Counts {
		total += c
	}
	groups := game.Pool(s.table.Classes(5), s.probs[5], game.MinExpected)
	if total != 5*fastDeals || len(s.panel.Tallies()[0].Labels) != len(groups) || s.panel.Tallies()[0].Labels[len(groups)-1] != groups[len(groups)-1].Label() {
		t.Errorf("panel: %d hands in %q, want %d in %d groups", total, s.panel.Tallies()[0].Labels, 5*fastDeals, len(groups))
	}
	v := tuitest.Plain(s.View())
	for _, want := range []string{"5-card hand classes · 50,000 hands vs exact odds", "High card", "Four of a kind+", "χ² ", "Dealt 10,000 for the statistics"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	// c clears the tallies, in the panel too.
	tuitest.Press(s, "c")
	if s.table.Classes(5).Total() != 0 || s.panel.Tallies()[0].Total() != 0 {
		t.Error("c did not clear")
	}
}

func TestPokerFastForwardStops(t *testing.T) {
	s := newTest(t, 78, 22)
	_, cmd := s.Update(tuitest.Key("x"))
	tuitest.Press(s, "x")
	if !s.fast.stop {
		t.Fatal("x did not ask the run to stop")
	}
	tuitest.Drain(s, cmd)
	if s.fast.running || s.table.Dealt() != chunkDeals || s.note != "Stopped after 500 deals." {
		t.Errorf("stopped run: running %v, dealt %d, %q", s.fast.running, s.table.Dealt(), s.note)
	}
	// Leaving the screen stops a run the same way.
	tuitest.Press(s, "tab")
	_, cmd = s.Update(tuitest.Key("x"))
	s.Leave()
	tuitest.Drain(s, cmd)
	if s.fast.running || s.table.Busy() || s.table.Holdem().Hands != chunkDeals {
		t.Errorf("run after Leave: running %v, busy %v, %d Hold'em deals", s.fast.running, s.table.Busy(), s.table.Holdem().Hands)
	}
	if s.ledger.InHand() != casino.DefaultBankroll {
		t.Errorf("a Hold'em run moved chips: %d", s.ledger.InHand())
	}
}

// New settings in the lobby give a new dealer and a new sampler; a dice
// roller cannot deal, and says so.
func TestPokerSettingsChange(t *testing.T) {
	s := newTest(t, 78, 22)
	tuitest.Press(s, "+", "d")
	naive, _ := shuffle.Lookup("naive")
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Algo = naive })
	tuitest.Drain(s, s.Enter())
	if s.table.Algorithm().Name != "naive" || s.table.Dealt() != 0 || s.panel.Spec().Algo.Name != "naive" {
		t.Errorf("after naive: table %s with %d deals, panel %s", s.table.Algorithm().Name, s.table.Dealt(), s.panel.Spec().Algo.Name)
	}
	if n, _ := s.table.Shape(); n != 6 || !strings.HasPrefix(s.note, "New dealer: naive on pcg") {
		t.Errorf("shape %d hands kept? note %q", n, s.note)
	}
	tuitest.Press(s, "d")
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "naive is not fair") {
		t.Errorf("no unfairness line:\n%s", v)
	}
	dice, _ := shuffle.Lookup("constrained-original")
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Algo = dice })
	tuitest.Drain(s, s.Enter())
	if s.table != nil || len(s.ShortHelp()) != 0 || s.panel.Spec() != nil {
		t.Fatalf("a dice roller deals cards: keys %v, sampler %v", s.ShortHelp(), s.panel.Spec())
	}
	tuitest.Press(s, "d")
	if !s.noteBad || !strings.Contains(s.note, "rolls dice, not cards") {
		t.Errorf("d with a dice roller: %q", s.note)
	}
	want := "No cards: constrained-original rolls dice, not cards. Choose a card shuffle in the lobby (esc, then a)."
	for _, w := range []int{78, 60} {
		s.SetSize(w, 10)
		if v := joined(s.View()); v != want || s.note != want {
			t.Errorf("%d wide: view %q, note %q, want %q (said once)", w, v, s.note, want)
		}
	}
}

func TestPokerShortName(t *testing.T) {
	for hand, want := range map[string]string{
		"Ah Kd 9c 7s 3h": "high A-K-9-7-3",
		"9h 9d Kc 7s 3h": "pair 9, K-7-3",
		"Kh Kd 4c 4s 3h": "two pair K+4, 3",
		"7h 7d 7c As 3h": "trips 7, A-3",
		"5h 6d 7c 8s 9h": "straight 9",
		"Ah 2d 3c 4s 5h": "straight 5",
		"Ah Jh 9h 4h 2h": "flush A-J-9-4-2",
		"Ad Kd 9d 7d 3d": "flush A-K-9-7-3", // beats the flush above: the kickers show why
		"Kh Kd Kc 4s 4h": "full K/4",
		"9h 9d 9c 9s 3h": "quads 9, 3",
		"5h 6h 7h 8h 9h": "str. flush 9",
		"Th Jh Qh Kh Ah": "royal flush",
	} {
		if got := shortName(cards.Eval(cards.MustParseCards(hand))); got != want {
			t.Errorf("%s: %q, want %q", hand, got, want)
		}
	}
}

func TestPokerShowdownText(t *testing.T) {
	deal := func(board string, holes ...string) game.Holdem {
		b := cards.MustParseCards(board)
		h := game.Holdem{Flop: [3]cards.Card{b[0], b[1], b[2]}, Turn: b[3], River: b[4]}
		for _, s := range holes {
			hc := cards.MustParseCards(s)
			h.Hole = append(h.Hole, [2]cards.Card{hc[0], hc[1]})
		}
		return h
	}
	for _, c := range []struct {
		deal game.Holdem
		ante int
		want string
	}{
		{deal("Ah Kd 7c 4s 2h", "Ad Qc", "As Jc"), 10, "You win the pot of 20 with one pair, aces."},
		{deal("Ah Kd 7c 4s 2h", "As Jc", "Ad Qc"), 10, "Player 2 wins the pot of 20 with one pair, aces."},
		{deal("Ts Js Qs Ks As", "2c 3d", "9s 8s", "Ah Ad"), 10, "Split pot: you, player 2 and player 3 share 30 with royal flush (the board plays), 10 each."},
		{deal("5c 6d 7h 8s 9c", "Td 2h", "Ad Kd", "Th 3s", "Qc Jd", "Ts 4d"), 10,
			"Split pot: you, player 3 and player 5 share 50 with straight, ten high, 16 each; the 2 odd chips go one each to you and player 3, first left of the button."},
		{deal("5c 6d 7h 8s 9c", "2d 2h", "Td Kd", "Th 3s", "Ts 4d"), 25,
			"Split pot: player 2, player 3 and player 4 share 100 with straight, ten high, 33 each; the odd chip goes to player 2, first left of the button."},
		{deal("2c 7d 9h Js Kd", "Ac Qd", "3s 4s"), 0, "You win with high card, ace."},
		{deal("Ts Js Qs Ks As", "2c 3d", "9s 8s"), 0, "Tie: you and player 2 share royal flush (the board plays)."},
	} {
		if got := showdownText(game.Resolve(c.deal, c.ante), "", true, ""); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}

// testStates are the screen in its main states, for the size sweeps.
func testStates(t *testing.T) map[string]*Model {
	t.Helper()
	deals := newTest(t, 78, 22)
	tuitest.Press(deals, "d")
	bridge := newTest(t, 78, 22)
	tuitest.Press(bridge, "b", "d")
	many := newTest(t, 78, 22)
	for range 47 {
		tuitest.Press(many, "+")
	}
	tuitest.Press(many, "[", "[", "[", "[", "d") // 52 hands of 1
	holdem := newTest(t, 78, 22)
	tuitest.Press(holdem, "tab", "+", "+", "+", "+", "d")
	running := newTest(t, 78, 22)
	running.Update(tuitest.Key("x")) // the run stays out
	c := tuitest.Common(t)
	tuitest.Settings(c, func(st *settings.Settings) { st.ASCII = true })
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	tuitest.Root(c).SetStyles(draw.NewStyles(r))
	colour := newTestWith(t, c, 78, 22)
	tuitest.Press(colour, "x", "tab", "d")
	return map[string]*Model{"deals": deals, "bridge": bridge, "52x1": many, "holdem10": holdem, "running": running, "ascii-colour": colour}
}

// Every state at every size from 0×0 to 200×60: no line wider than the
// area, no more lines than its height, never a panic.
func TestPokerViewSizes(t *testing.T) {
	states := testStates(t)
	widths := []int{0, 1, 2, 3, 5, 9, 14, 20, 27, 33, 40, 47, 55, 60, 66, 71, 78, 85, 100, 118, 140, 200}
	heights := []int{0, 1, 2, 3, 4, 6, 8, 10, 11, 12, 14, 17, 18, 22, 30, 38, 60}
	for _, w := range widths {
		for _, h := range heights {
			for name, s := range states {
				s.SetSize(w, h)
				v := s.View()
				label := fmt.Sprintf("%s %dx%d", name, w, h)
				tuitest.CheckWidth(t, label, v, w)
				if n := len(strings.Split(v, "\n")); v != "" && n > max(h, 1) {
					t.Errorf("%s: %d lines", label, n)
				}
			}
		}
	}
}

// At the sizes the root gives — 78×22 and 78×10 at 80×24 with the panel
// closed and open, 60×38 beside the panel at 120×40, 118×38 — the deal is
// on screen: every hand, or every Hold'em player with the board and the
// result.
func TestPokerViewKeepsTheDeal(t *testing.T) {
	states := testStates(t)
	for _, size := range [][2]int{{78, 22}, {78, 10}, {60, 38}, {118, 38}} {
		s := states["holdem10"]
		s.SetSize(size[0], size[1])
		v := tuitest.Plain(s.View())
		sd := s.table.LastShowdown()
		for p := range 10 {
			hole := symbols(sd.Deal.Hole[p][:])
			if !strings.Contains(v, hole) {
				t.Errorf("%dx%d Hold'em lacks player %d's %s:\n%s", size[0], size[1], p+1, hole, v)
			}
		}
		for _, want := range []string{"Board  " + symbols(sd.Board[:3]), "the pot of 100"} {
			if !strings.Contains(v, want) {
				t.Errorf("%dx%d Hold'em lacks %q:\n%s", size[0], size[1], want, v)
			}
		}
		d := states["bridge"]
		d.SetSize(size[0], size[1])
		v = tuitest.Plain(d.View())
		for i, h := range d.table.LastDeal().Hands {
			if !strings.Contains(v, symbols(h.Cards)) {
				t.Errorf("%dx%d bridge lacks hand %d:\n%s", size[0], size[1], i+1, v)
			}
		}
	}
}

// Golden views at seed 42: a deal of 5 × 5, a bridge deal, Hold'em with
// six and ten players, and the statistics after a fast-forward, at the
// sizes the root gives, in Unicode and in ASCII.
func TestPokerGolden(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		suffix := ""
		c := tuitest.Common(t)
		if ascii {
			suffix = "-ascii"
			tuitest.Settings(c, func(st *settings.Settings) { st.ASCII = true })
		}
		s := newTestWith(t, c, 78, 22)
		tuitest.Press(s, "d", "d")
		for _, size := range [][2]int{{78, 22}, {78, 10}, {60, 38}, {118, 38}} {
			s.SetSize(size[0], size[1])
			tuitest.Golden(t, fmt.Sprintf("poker-deal%s-%dx%d", suffix, size[0], size[1]), s.View())
		}
		tuitest.Press(s, "b", "d")
		s.SetSize(78, 22)
		tuitest.Golden(t, "poker-bridge"+suffix+"-78x22", s.View())
		tuitest.Press(s, "tab", "d")
		for _, size := range [][2]int{{78, 22}, {60, 38}} {
			s.SetSize(size[0], size[1])
			tuitest.Golden(t, fmt.Sprintf("poker-holdem%s-%dx%d", suffix, size[0], size[1]), s.View())
		}
		tuitest.Press(s, "+", "+", "+", "+", "d")
		for _, size := range [][2]int{{78, 10}, {78, 22}, {118, 38}} {
			s.SetSize(size[0], size[1])
			tuitest.Golden(t, fmt.Sprintf("poker-holdem10%s-%dx%d", suffix, size[0], size[1]), s.View())
		}
	}
	s := newTest(t, 78, 22)
	tuitest.Press(s, "x")
	for _, size := range [][2]int{{78, 22}, {60, 38}} {
		s.SetSize(size[0], size[1])
		tuitest.Golden(t, fmt.Sprintf("poker-fast-%dx%d", size[0], size[1]), s.View())
	}
}

// Every key the help shows does something in every state: it changes the
// table, the panel or the view, or says in one line why it cannot.
func TestPokerNoDeadKeys(t *testing.T) {
	setups := map[string][]string{
		"fresh":      nil,
		"dealt":      {"d"},
		"bridge":     {"b", "d"},
		"holdem":     {"tab", "d"},
		"holdem-max": {"tab", "+", "+", "+", "+", "]", "]", "]", "d"},
	}
	for name, keys := range setups {
		probe := newTest(t, 78, 22)
		tuitest.Press(probe, keys...)
		for _, b := range probe.ShortHelp() {
			for _, k := range b.Keys() {
				if k == " " {
					k = "space"
				}
				s := newTest(t, 78, 22)
				tuitest.Press(s, keys...)
				s.note = ""
				before := snapshot(s)
				_, cmd := s.Update(tuitest.Key(k))
				if snapshot(s) == before {
					t.Errorf("%s: key %q (%s) did nothing", name, k, b.Help().Desc)
				}
				if strings.Contains(s.note, "\n") {
					t.Errorf("%s: key %q: a note of more than one line: %q", name, k, s.note)
				}
				s.Leave()
				if b.Help().Key != "space" {
					tuitest.Drain(s, cmd) // a fast-forward stops at its first chunk
				}
			}
		}
	}
}

// snapshot is what a key can change: the view, the table's settings
// and tallies, the panel's sampler.
func snapshot(s *Model) string {
	n, m := s.table.Shape()
	return fmt.Sprintf("%s|%d|%d|%d|%d|%v|%d|%v|%v|%d", tuitest.Plain(s.View()), n, m, s.table.Players(), s.table.Ante(),
		s.table.Mode(), s.table.Dealt(), s.panel.Started(), s.fast.running, s.table.Holdem().Hands)
}

// More cells than lines go in columns, and what does not fit is counted on
// the last line, within the lines given.
func TestPokerLayoutCells(t *testing.T) {
	cells := make([]cell, 10)
	for i := range cells {
		cells[i] = cell{label: fmt.Sprintf("%2d", i+1), cards: "xx", names: []string{"a long name", "name"}}
	}
	more := func(k int) string { return fmt.Sprintf("… %d more", k) }
	for _, c := range []struct {
		w, rows int
		want    []string
	}{
		{40, 10, []string{" 1 xx  a long name", " 2 xx  a long name"}},              // one a line, full names
		{12, 10, []string{" 1 xx  name", " 2 xx  name"}},                            // the short name fits
		{10, 10, []string{" 1 xx  na…", " 2 xx  na…"}},                              // cut
		{40, 5, []string{" 1 xx  name   6 xx  name", " 2 xx  name   7 xx  name"}},   // two columns
		{20, 3, []string{" 1 xx   3 xx   5 xx", " 2 xx   4 xx   6 xx", "… 4 more"}}, // no room for names
	} {
		got := layoutCells(cells, c.w, c.rows, more)
		if len(got) > c.rows {
			t.Errorf("%d×%d: %d lines: %q", c.w, c.rows, len(got), got)
		}
		for i, want := range c.want {
			if i >= len(got) || strings.TrimRight(got[i], " ") != want {
				t.Errorf("%d×%d: lines %q, want %q…", c.w, c.rows, got, c.want)
				break
			}
		}
		tuitest.CheckWidth(t, fmt.Sprintf("cells %dx%d", c.w, c.rows), strings.Join(got, "\n"), c.w)
	}
	// Two lines a cell when a name fits only there.
	two := layoutCells(cells[:2], 8, 4, more)
	if len(two) != 4 || strings.TrimSpace(two[1]) != "name" {
		t.Errorf("two lines a cell: %q", two)
	}
}

// probs7 are the classes of the best five of seven cards from the
// published counts over all C(52, 7) = 133,784,560 hands (Wikipedia,
// "Poker probability", frequency of 7-card poker hands) — an independent
// source against which the screen's own table is checked (TestPokerOddsAtOnce).
func probs7() game.ClassProbs {
	counts := [game.NumClasses]int64{
		cards.HighCard: 23_294_460, cards.OnePair: 58_627_800, cards.TwoPair: 31_433_400,
		cards.ThreeOfAKind: 6_461_620, cards.Straight: 6_180_020, cards.Flush: 4_047_644,
		cards.FullHouse: 3_473_184, cards.FourOfAKind: 224_848, cards.StraightFlush: 37_260, cards.RoyalFlush: 4_324,
	}
	var p game.ClassProbs
	for c, n := range counts {
		p[c] = float64(n) / 133_784_560
	}
	return p
}

// TestPokerOddsAtOnce: the screen has the exact table of the mode's hands
// as soon as it is entered or the mode or hand size changes — no counting
// state — and the tables are the published ones: Wikipedia's for five and
// seven cards (probs7; the 5-card royal flush, 4 of 2,598,960), Alspach's
// for six (the royal flush, 188 of 20,358,520).
func TestPokerOddsAtOnce(t *testing.T) {
	s := newTest(t, 78, 22)
	if got := s.probs[5][cards.RoyalFlush]; got != 4.0/2_598_960 {
		t.Errorf("5 cards at once: royal flush %g", got)
	}
	tuitest.Press(s, "]")
	if got := s.probs[6][cards.RoyalFlush]; got != 188.0/20_358_520 {
		t.Errorf("6 cards at once: royal flush %g", got)
	}
	tuitest.Press(s, "tab")
	if s.probs[7] != probs7() {
		t.Errorf("Hold'em at once: %v, published %v", s.probs[7], probs7())
	}
	tuitest.Press(s, "d")
	if v := joined(s.View()); !strings.Contains(v, "vs exact odds") {
		t.Errorf("Hold'em after a deal: no exact table:\n%s", tuitest.Plain(s.View()))
	}
}

// newTestSeed is the poker screen at another seed.
func newTestSeed(t *testing.T, seed, algo, gen string, w, h int) *Model {
	t.Helper()
	c := tuitest.Common(t)
	st, err := settings.Options{Seed: seed, Algo: algo, Gen: gen}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	tuitest.Root(c).SetSettings(st)
	return newTestWith(t, c, w, h)
}

// joined joins a view's lines, so that wrapped sentences can be found.
func joined(v string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(tuitest.Plain(v), "\u00a0", " ")), " ")
}

// Ties for the best hand name every hand that shares it: the two
// walk-through deals, and the sentence's shapes.
func TestPokerDealTies(t *testing.T) {
	for _, c := range []struct {
		seed string
		keys []string
		want string
		best []int
	}{
		{"2686", []string{"d"}, "Deal 1: hands 2 and 5 tie for best with high card, ace.", []int{1, 4}},
		{"1899", []string{"+", "+", "+", "+", "+", "d"}, "Deal 1: hands 4 and 10 tie for best with one pair, aces.", []int{3, 9}},
	} {
		s := newTestSeed(t, c.seed, "", "", 78, 22)
		tuitest.Press(s, c.keys...)
		d := s.table.LastDeal()
		// The deal itself: the named hands are worth the same, and more
		// than every other hand.
		top := d.Hands[c.best[0]].Value
		for i, h := range d.Hands {
			if slices.Contains(c.best, i) != (h.Value == top) || h.Value > top {
				t.Errorf("seed %s: hand %d (%v) against the best %v", c.seed, i+1, h.Value, top)
			}
		}
		if s.note != c.want {
			t.Errorf("seed %s: %q, want %q", c.seed, s.note, c.want)
		}
		if v := joined(s.View()); !strings.Contains(v, c.want) {
			t.Errorf("seed %s: view lacks %q:\n%s", c.seed, c.want, tuitest.Plain(s.View()))
		}
	}
	hand := func(cs string) game.Hand {
		h := game.Hand{Cards: cards.MustParseCards(cs)}
		h.Best, h.Value = game.Best(h.Cards)
		return h
	}
	three := game.Deal{Hands: []game.Hand{hand("5c 6d 7h 8s 9c"), hand("Ah Kd 7c 3s 2h"), hand("5d 6h 7s 8c 9d"), hand("5h 6s 7c 8d 9h")}}
	if got, want := dealText(1234, three), "Deal 1,234: hands 1, 3 and 4 tie for best with straight, nine high."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	one := game.Deal{Hands: three.Hands[1:3]}
	if got, want := dealText(7, one), "Deal 7: hand 2 is best with straight, nine high."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Two Hold'em deals at seed 21 give you high card twice: against the
// exact 17.41% that is χ² 9.5 with 1 df, p 0.0021 — a false alarm from
// expected counts of 0.35 and 1.65. No p-value and no verdict may show
// until the groups expect 5 each (29 deals); then the test shows. (The
// whole screen, panel too: TestPokerRootNoVerdictFromTinyCounts in ui/tui.)
func TestPokerNoVerdictFromTinyCounts(t *testing.T) {
	s := newTestSeed(t, "21", "", "", 78, 22)
	tuitest.Press(s, "tab", "d", "d")
	if got := s.table.Holdem().Classes.Counts[cards.HighCard]; got != 2 {
		t.Fatalf("seed 21: %d high-card hands of 2, want 2 (the scenario)", got)
	}
	// χ² within 0.05 of 9.5 on 1 df puts p between 0.00200 and 0.00211.
	if f := game.FitClasses(s.table.Holdem().Classes, s.probs[7]); math.Abs(f.Chi2-9.5) > 0.05 || f.DF != 1 ||
		f.P != stats.ChiSquareSurvival(f.Chi2, 1) || f.Testable {
		t.Fatalf("the scenario: χ² %.2f df %d p %.4f testable %v, want 9.5, 1, 0.0021, not testable", f.Chi2, f.DF, f.P, f.Testable)
	}
	bad := []string{"χ²", " p 0.", " p 1.", "suspicious", "no evidence", "biased"}
	for _, size := range [][2]int{{78, 22}, {78, 10}, {60, 38}, {118, 38}} {
		s.SetSize(size[0], size[1])
		v := joined(s.View())
		if size[1] > 10 && !strings.Contains(strings.ToLower(v), "too few deals for a test yet: 27 more") {
			t.Errorf("%dx%d: no \"too few deals\":\n%s", size[0], size[1], tuitest.Plain(s.View()))
		}
		for _, b := range bad {
			if strings.Contains(v, b) {
				t.Errorf("%dx%d shows %q from expected counts below 5:\n%s", size[0], size[1], b, tuitest.Plain(s.View()))
			}
		}
	}
	// 29 deals: every group expects 5, and the test is drawn.
	s.SetSize(78, 22)
	for range 27 {
		tuitest.Press(s, "d")
	}
	v := joined(s.View())
	if !strings.Contains(v, "χ² ") || strings.Contains(strings.ToLower(v), "too few") {
		t.Errorf("29 deals: no test:\n%s", tuitest.Plain(s.View()))
	}
}

// A fast-forward's Hold'em deals are not played for chips, and the last
// one shown says so; an ante-0 deal too.
func TestPokerRunDealsSayNoChips(t *testing.T) {
	s := newTest(t, 78, 22)
	tuitest.Press(s, "tab", "x")
	if s.ledger.InHand() != casino.DefaultBankroll || !s.table.LastShowdownFromRun() {
		t.Fatalf("run: bankroll %d, from run %v", s.ledger.InHand(), s.table.LastShowdownFromRun())
	}
	for _, size := range [][2]int{{78, 22}, {78, 10}, {60, 38}} {
		s.SetSize(size[0], size[1])
		if v := joined(s.View()); !strings.Contains(v, "— statistics run: no chips.") || strings.Contains(v, "the pot of") {
			t.Errorf("%dx%d after x:\n%s", size[0], size[1], tuitest.Plain(s.View()))
		}
	}
	s.SetSize(78, 22)
	tuitest.Press(s, "d")
	if v := joined(s.View()); strings.Contains(v, "no chips") || !strings.Contains(v, "the pot of 60") {
		t.Errorf("a deal for chips after the run:\n%s", tuitest.Plain(s.View()))
	}
	for range 4 {
		tuitest.Press(s, "[")
	}
	tuitest.Press(s, "d")
	if v := joined(s.View()); !strings.Contains(v, "— ante 0: no chips.") {
		t.Errorf("ante 0:\n%s", tuitest.Plain(s.View()))
	}
}

// The Hold'em view shows why the winner won: the best five beside every
// hand where they fit (at 120×40 with the panel, 60 columns), and short
// names with their kickers where they do not; the header keeps its deal
// counter.
func TestPokerHoldemShowsTheBestFive(t *testing.T) {
	s := newTest(t, 60, 38)
	tuitest.Press(s, "tab", "d", "d", "d")
	sd := s.table.LastShowdown()
	v := tuitest.Plain(s.View())
	for p := range sd.Values {
		row := fmt.Sprintf("%2d %s %s", p+1, map[bool]string{true: "you", false: "   "}[p == 0], symbols(sd.Deal.Hole[p][:]))
		want := shortName(sd.Values[p])
		if !strings.Contains(v, row) || !strings.Contains(v, symbols(sd.Best[p][:])) || !strings.Contains(v, want) {
			t.Errorf("60x38: player %d lacks %q, %q or its best five:\n%s", p+1, row, want, v)
		}
	}
	if !strings.Contains(strings.Split(v, "\n")[0], "deal 3") {
		t.Errorf("60x38: no deal counter in the header:\n%s", v)
	}
	// 10 players at 98×13 (100×30 with the panel), with a note and
	// without: every hand's five or its short name with the kickers, and
	// the winner's five in the result.
	tuitest.Press(s, "+", "+", "+", "+", "d")
	sd = s.table.LastShowdown()
	s.SetSize(98, 13)
	for _, keys := range [][]string{nil, {"+"}} {
		tuitest.Press(s, keys...)
		v = joined(s.View())
		for p := range sd.Values {
			if !strings.Contains(v, shortName(sd.Values[p])) && !strings.Contains(v, symbols(sd.Best[p][:])) {
				t.Errorf("98x13 %v: player %d lacks %q:\n%s", keys, p+1, shortName(sd.Values[p]), tuitest.Plain(s.View()))
			}
		}
		if !strings.Contains(v, "("+symbols(sd.Best[sd.Winners[0]][:])+")") {
			t.Errorf("98x13 %v: no winning five:\n%s", keys, tuitest.Plain(s.View()))
		}
	}
}

// partial keeping all 52 cards deals a full Fisher–Yates: the panel
// samples fisher-yates (a permutation, the position × card matrix), and the
// table says so.
func TestPokerPartialSamplesFisherYates(t *testing.T) {
	for _, c := range []struct{ gen, how string }{
		{"pcg", " (on pcg it draws in batches: other stream values, the same odds)."},
		{"java", ", the same swaps draw for draw."},
	} {
		s := newTestSeed(t, "42", "partial", c.gen, 78, 10)
		if s.panel.Spec() == nil || s.panel.Spec().Algo.Name != "fisher-yates" || s.panel.Spec().Algo.Kind != shuffle.Permutation || s.panel.Spec().Options != (shuffle.Options{}) {
			t.Fatalf("%s: the panel samples %+v", c.gen, s.panel.Spec())
		}
		want := "partial keeping all 52 cards is a full Fisher–Yates: the panel samples fisher-yates" + c.how
		for _, keys := range [][]string{{"d"}, {"tab", "d"}} {
			tuitest.Press(s, keys...)
			for _, size := range [][2]int{{78, 22}, {60, 38}} {
				s.SetSize(size[0], size[1])
				if v := joined(s.View()); !strings.Contains(v, want) {
					t.Errorf("%s %v %dx%d: no %q:\n%s", c.gen, keys, size[0], size[1], want, tuitest.Plain(s.View()))
				}
			}
			s.SetSize(78, 10)
			if v := joined(s.View()); !strings.Contains(v, "partial keeping all 52 cards is Fisher–Yates: the panel samples fisher-yates.") && !strings.Contains(v, want) {
				t.Errorf("%s %v 78x10: no note:\n%s", c.gen, keys, tuitest.Plain(s.View()))
			}
			for _, l := range strings.Split(tuitest.Plain(s.View()), "\n") {
				if strings.HasSuffix(l, "…") {
					t.Errorf("%s %v 78x10: a line cut: %q", c.gen, keys, l)
				}
			}
		}
	}
}

// Each mode counts its own deals in the header, and the bankroll counts
// the hands played for chips, apart from the deals tallied.
func TestPokerCountsPerMode(t *testing.T) {
	s := newTest(t, 78, 22)
	tuitest.Press(s, "d", "d", "d", "tab", "d", "[", "[", "[", "[", "d", "d")
	v := tuitest.Plain(s.View())
	if !strings.HasSuffix(strings.Split(v, "\n")[0], "deal 3") {
		t.Errorf("Hold'em header, 3 deals:\n%s", v)
	}
	if !strings.Contains(v, "Bankroll ") || !strings.Contains(v, "1 hand for chips") || !strings.Contains(v, "Your best five of seven · 3 deals") {
		t.Errorf("counts:\n%s", v)
	}
	tuitest.Press(s, "tab")
	if v := tuitest.Plain(s.View()); !strings.HasSuffix(strings.Split(v, "\n")[0], "deal 3") || s.table.DealtIn(game.ModeDeals) != 3 {
		t.Errorf("dealt hands header:\n%s", v)
	}
	tuitest.Press(s, "d")
	if s.note != "Deal 4: hand 2 is best with one pair, aces." && !strings.HasPrefix(s.note, "Deal 4: ") {
		t.Errorf("the fourth deal of hands: %q", s.note)
	}
}

// Chips are written with thousands separators and their sign.
func TestPokerSignedNet(t *testing.T) {
	for n, want := range map[int]string{0: "0", 90: "+90", -10: "−10", 1080: "+1,080", -1100: "−1,100", 1_234_567: "+1,234,567"} {
		if got := text.Signed(n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
	// A session that loses more than a thousand shows it so.
	s := newTest(t, 118, 38)
	tuitest.Chips(t, s.c, 100_000)
	tuitest.Drain(s, s.Enter())
	tuitest.Press(s, "tab", "+", "+", "+", "+", "]", "]", "]") // 10 players, ante 100
	for i := 0; i < 400 && max(s.table.Session().Net, -s.table.Session().Net) < 1000; i++ {
		tuitest.Press(s, "d")
	}
	net := s.table.Session().Net
	if max(net, -net) < 1000 {
		t.Fatalf("net %d after 400 hands", net)
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "net "+text.Signed(net)) || !strings.Contains(text.Signed(net), ",") {
		t.Errorf("net %d:\n%s", net, v)
	}
}

// The keys are the ones the help lists: arrows and enter do nothing (they
// used to change the players, the ante and deal, unlisted).
func TestPokerNoHiddenKeys(t *testing.T) {
	for _, setup := range [][]string{nil, {"d"}, {"tab"}, {"tab", "d"}} {
		s := newTest(t, 78, 22)
		tuitest.Press(s, setup...)
		s.note = ""
		before, bank := snapshot(s), s.ledger.InHand()
		for _, k := range []string{"up", "down", "left", "right", "enter"} {
			tuitest.Press(s, k)
			if snapshot(s) != before || s.ledger.InHand() != bank {
				t.Errorf("%v: %s changed the table", setup, k)
			}
		}
		for _, h := range helpTexts(s) {
			if strings.ContainsAny(h, "←→↑↓") || strings.Contains(h, "enter") {
				t.Errorf("%v: help lists %q", setup, h)
			}
		}
	}
}

// Every note the keys give fits in one line at 80×24 (78 columns) and is
// on screen whole at 80×24 and at 120×40 with the panel (60 columns); the
// rules lines too.
func TestPokerTextsFit(t *testing.T) {
	for _, keys := range [][]string{
		{"tab"}, {"tab", "+"}, {"tab", "-"}, {"tab", "+", "+", "+", "+", "+"}, {"tab", "-", "-", "-", "-", "-"},
		{"tab", "]"}, {"tab", "[", "[", "[", "["}, {"tab", "]", "]", "]", "]"}, {"tab", "tab"},
		{"+"}, {"-"}, {"]"}, {"[", "[", "[", "["}, {"b"}, {"]", "]", "]", "]", "]", "]"}, {"d", "c"}, {"tab", "d", "c"},
		{"d"}, {"d", "d"},
	} {
		s := newTest(t, 78, 10)
		tuitest.Press(s, keys...)
		if s.note == "" {
			t.Errorf("%v: no note", keys)
			continue
		}
		if w := lipgloss.Width(s.note); w > 78 {
			t.Errorf("%v: a note %d wide: %q", keys, w, s.note)
		}
		for _, size := range [][2]int{{78, 10}, {60, 38}, {78, 22}} {
			s.SetSize(size[0], size[1])
			v := s.View()
			if !strings.Contains(joined(v), s.note) {
				t.Errorf("%v %dx%d: the note %q is cut:\n%s", keys, size[0], size[1], s.note, tuitest.Plain(v))
			}
			for _, l := range strings.Split(tuitest.Plain(v), "\n") {
				if strings.HasSuffix(l, "…") {
					t.Errorf("%v %dx%d: a line cut: %q", keys, size[0], size[1], l)
				}
			}
		}
	}
	// A run's note, while it runs.
	s := newTest(t, 60, 38)
	s.Update(tuitest.Key("x"))
	tuitest.Press(s, "d")
	if v := joined(s.View()); lipgloss.Width(s.note) > 60 || !strings.Contains(v, s.note) {
		t.Errorf("while running: %q:\n%s", s.note, tuitest.Plain(s.View()))
	}
}

// Goldens at seed 42 in the areas the root gives the table at 80×24 and
// 140×45 (tuitest.Areas: the panel open, closed, beside): the table as
// it opens, a deal of 5 × 5, a bridge deal, a Hold'em showdown, and the
// statistics after 10,000 deals.
func TestGoldenAreas(t *testing.T) {
	s := newTest(t, 78, 10)
	golden := func(state string) { tuitest.GoldenAreas(t, s.c, s, "poker-"+state) }
	golden("open")
	tuitest.Press(s, "d", "d")
	golden("dealt")
	tuitest.Press(s, "b", "d")
	golden("bridge")
	tuitest.Press(s, "b", "tab", "d")
	golden("holdem")
	tuitest.Press(s, "tab", "x")
	golden("fast")
}
