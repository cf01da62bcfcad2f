package videopoker

import (
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/charmbracelet/bubbles/key"

	"riffle/engine/cards"
	"riffle/engine/shuffle"
	vp "riffle/engine/videopoker"
	game "riffle/games/videopoker"
	"riffle/ui/text"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// newTest is the table at seed 42 without colours, sized w × h and
// entered, the advice and the law of its pay table in.
func newTest(t testing.TB, w, h int) *Model {
	t.Helper()
	s := New(tuitest.Desk(t))
	s.SetSize(w, h)
	tuitest.Drain(s, s.Enter())
	if s.game == nil {
		t.Fatalf("no table: %v", s.gameErr)
	}
	return s
}

// helpText is the bindings' help, "key desc" each.
func helpText(bs []key.Binding) string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Help().Key+" "+b.Help().Desc)
	}
	return strings.Join(out, " • ")
}

// The keys of each state, in the help and at work: between hands the
// bet and the pay table change and the hold keys only say why not; in a
// hand the holds, the advice and the draw act and the bet and pay table
// wait for the draw.
func TestKeysByState(t *testing.T) {
	s := newTest(t, 78, 18)
	between := helpText(s.ShortHelp())
	for _, want := range []string{"spc deal", "+/- bet", "t table"} {
		if !strings.Contains(between, want) {
			t.Errorf("between hands %q lacks %q", between, want)
		}
	}
	if strings.Contains(between, "hold") || strings.Contains(between, "best") {
		t.Errorf("between hands %q offers holds", between)
	}
	tuitest.Press(s, "1")
	if !s.noteBad || s.game.Phase() != game.Betting {
		t.Errorf("1 between hands: %q", s.note)
	}
	tuitest.Press(s, "-", "t")
	if s.game.Bet() != 4 || s.game.PayTable().Name == game.DefaultPayTable || s.noteBad {
		t.Errorf("- and t: bet %d on %s, note %q", s.game.Bet(), s.game.PayTable().Name, s.note)
	}
	// The note names the pay table by its title, not the command line's
	// id ("Double Double Bonus 9/6: ddb-9-6.").
	if p := s.game.PayTable(); !strings.Contains(s.note, p.Title) || strings.Contains(s.note, p.Name) {
		t.Errorf("t: note %q for %s (%s)", s.note, p.Title, p.Name)
	}
	tuitest.Press(s, "space")
	if s.game.Phase() != game.Holding || s.adv.holds == nil {
		t.Fatalf("space: %v, advice %v", s.game.Phase(), s.adv.holds != nil)
	}
	holding := helpText(s.ShortHelp())
	for _, want := range []string{"spc draw", "1-5 hold", "h best"} {
		if !strings.Contains(holding, want) {
			t.Errorf("holding %q lacks %q", holding, want)
		}
	}
	if strings.Contains(holding, "bet") || strings.Contains(holding, "table") {
		t.Errorf("holding %q offers the bet or the pay table", holding)
	}
	bet, table := s.game.Bet(), s.game.PayTable().Name
	for _, k := range []string{"+", "-", "t"} {
		tuitest.Press(s, k)
		if !s.noteBad || s.game.Bet() != bet || s.game.PayTable().Name != table {
			t.Errorf("%s in a hand: bet %d on %s, note %q", k, s.game.Bet(), s.game.PayTable().Name, s.note)
		}
	}
	tuitest.Press(s, "2")
	if !s.game.Held()[1] {
		t.Error("2 did not hold the second card")
	}
	tuitest.Press(s, "h")
	if maskOf(s.game.Held()) != s.adv.holds[0].Mask {
		t.Errorf("h held %05b, the best is %05b", maskOf(s.game.Held()), s.adv.holds[0].Mask)
	}
	tuitest.Press(s, "space")
	if s.game.Phase() != game.Betting || s.game.Session().Rounds != 1 || s.adv.lost == nil || s.adv.lost.Sign() != 0 {
		t.Errorf("space draws: %v, %d rounds, cost %v", s.game.Phase(), s.game.Session().Rounds, s.adv.lost)
	}
	if helpText(s.ShortHelp()) != between {
		t.Errorf("after the draw %q, want %q", helpText(s.ShortHelp()), between)
	}
}

// Every key the help shows acts: pressed in its state it leaves no
// warning. The short help lists every key that acts (Hold2…Hold5 and
// Less under Hold1's "1-5" and More's "+/-").
func TestHelpShowsNoDeadKey(t *testing.T) {
	for _, state := range []string{"between", "holding"} {
		s := newTest(t, 78, 18)
		if state == "holding" {
			tuitest.Press(s, "space")
		}
		short, full := s.ShortHelp(), s.FullHelp()[0]
		if helpText(short) != helpText(full) {
			t.Errorf("%s: short help %q, full %q", state, helpText(short), helpText(full))
		}
		for _, b := range full {
			// "+/-" acts when one of them does: at the top bet, -.
			keys := map[string][]string{"+": {"+", "-"}}[b.Keys()[0]]
			if keys == nil {
				keys = b.Keys()[:1]
			}
			bad := ""
			for _, k := range keys {
				fresh := newTest(t, 78, 18)
				if state == "holding" {
					tuitest.Press(fresh, "space")
				}
				if k == " " {
					k = "space"
				}
				tuitest.Press(fresh, k)
				if !fresh.noteBad {
					bad = ""
					break
				}
				bad = fmt.Sprintf("%q answers %q", k, fresh.note)
			}
			if bad != "" {
				t.Errorf("%s: %s is shown but %s", state, b.Help().Key, bad)
			}
		}
	}
}

// The table fits the sizes the root gives it — 78×18 and 78×10 at 80×24
// (panel hidden and shown), 138×39 and 138×26 at 140×45 — between hands,
// in one and after a draw: every line within the width, no more lines
// than rows, every pay line and the note whole, no word cut.
func TestViewFits(t *testing.T) {
	for _, size := range [][2]int{{78, 18}, {78, 10}, {138, 39}, {138, 26}} {
		s := newTest(t, size[0], size[1])
		for i, keys := range [][]string{nil, {"space"}, {"1", "space"}, {"t", "-", "space"}} {
			tuitest.Press(s, keys...)
			name := fmt.Sprintf("%dx%d step %d", size[0], size[1], i)
			v := s.View()
			tuitest.CheckWidth(t, name, v, size[0])
			plain := tuitest.Plain(v)
			if n := strings.Count(v, "\n") + 1; n > size[1] {
				t.Errorf("%s: %d lines", name, n)
			}
			if strings.Contains(strings.ReplaceAll(plain, "holds…", ""), "…") {
				t.Errorf("%s: a cut word:\n%s", name, plain)
			}
			for _, l := range s.game.PayTable().Lines {
				if !strings.Contains(plain, l.Name+" ") {
					t.Errorf("%s: pay line %q missing:\n%s", name, l.Name, plain)
				}
			}
			if first, _, _ := strings.Cut(s.note, " "); s.note != "" && !strings.Contains(plain, first) {
				t.Errorf("%s: note %q missing:\n%s", name, s.note, plain)
			}
		}
	}
}

// At one credit the royal pays 250 for 1, not 800, and the best hold of
// Ah 9h Qh 3c Jh is the four to the flush, not the three to the royal
// (the best at five credits): h holds the best for the bet, the list
// shows the bet's EVs, and the cost of a hold is counted at the bet.
func TestAdviceAtTheBet(t *testing.T) {
	hand := [5]cards.Card{}
	hc, err := cards.ParseCards("Ah 9h Qh 3c Jh")
	if err != nil {
		t.Fatal(err)
	}
	copy(hand[:], hc)
	for _, c := range []struct {
		bet  int
		best uint8
	}{{1, 0b10111}, {5, 0b10101}} {
		s := newTest(t, 78, 18)
		if err := s.game.SetBet(c.bet); err != nil {
			t.Fatal(err)
		}
		open, err := s.ledger.BeginDrawn(game.Name, s.gen.Source(s.game.Algorithm().Name, s.game.SetGenerator))
		if err != nil {
			t.Fatal(err)
		}
		s.open = open
		if err := s.game.DealWith(hand, s.ledger.InHand()); err != nil {
			t.Fatal(err)
		}
		if err := open.Stake(s.game.Bet()); err != nil {
			t.Fatal(err)
		}
		s.adv = advice{round: s.game.Dealt()}
		tuitest.Drain(s, s.askAdvice())
		want := vp.AtBet(s.game.PayTable(), vp.Advise(s.game.PayTable(), hand), c.bet)
		if s.adv.holds[0].Mask != c.best || s.adv.holds[0].EV.Cmp(want[0].EV) != 0 {
			t.Errorf("bet %d: best %05b (%v), want %05b (%v)", c.bet, s.adv.holds[0].Mask, s.adv.holds[0].EV, c.best, want[0].EV)
		}
		tuitest.Press(s, "h")
		if maskOf(s.game.Held()) != c.best {
			t.Errorf("bet %d: h held %05b", c.bet, maskOf(s.game.Held()))
		}
		// Hold the other bet's best instead: its cost at this bet.
		other := uint8(0b10101 + 0b10111 - int(c.best))
		var held [5]bool
		for i := range held {
			held[i] = other>>i&1 != 0
		}
		_ = s.game.SetHolds(held)
		tuitest.Press(s, "space")
		var ev *big.Rat
		for _, h := range want {
			if h.Mask == other {
				ev = h.EV
			}
		}
		lost := new(big.Rat).Sub(want[0].EV, ev)
		lost.Mul(lost, big.NewRat(int64(c.bet), 1))
		if s.adv.lost == nil || s.adv.lost.Cmp(lost) != 0 || lost.Sign() <= 0 {
			t.Errorf("bet %d: the other hold cost %v, want %v", c.bet, s.adv.lost, lost)
		}
		if v := tuitest.Plain(s.View()); !strings.Contains(v, fmt.Sprintf("at %d credit", c.bet)) {
			t.Errorf("bet %d: the advice does not name its bet:\n%s", c.bet, v)
		}
	}
}

// The panel tallies the final hands against the pay table's law under
// optimal play: "computing…" with no expectation until the law comes in
// from its Cmd, then the law (summing to 1), a tally per pay table.
func TestPanelFinalHands(t *testing.T) {
	lawsMu.Lock()
	clear(laws) // computed afresh: the table is shown before its law
	lawsMu.Unlock()
	s := New(tuitest.Desk(t))
	s.SetSize(78, 18)
	cmd := s.Enter()
	tally := func() (string, []float64, []int64) {
		for _, tl := range s.panel.Tallies() {
			if strings.HasPrefix(tl.Title, "Final hands") {
				return tl.Title, tl.Probs, tl.Counts
			}
		}
		return "", nil, nil
	}
	if title, probs, _ := tally(); title != finalComputing || probs[0] != 0 {
		t.Fatalf("before the law: %q %v", title, probs)
	}
	s.fin.counts[0]++ // a draw while the law is computed: no test yet
	s.showFinals()
	s.panel.SetSize(78, 30)
	if v := tuitest.Plain(s.panel.View()); !strings.Contains(v, "no expected counts yet") || strings.Contains(v, "certain") {
		t.Errorf("a count before the law:\n%s", v)
	}
	s.fin.counts[0]--
	tuitest.Drain(s, cmd)
	title, probs, _ := tally()
	sum := 0.0
	for _, p := range probs {
		sum += p
	}
	if title != finalTitle || !strings.Contains(title, "optimal") || sum < 0.999999 || sum > 1.000001 {
		t.Fatalf("the law: %q, sum %v", title, sum)
	}
	tuitest.Press(s, "space", "space")
	_, _, counts := tally()
	line := s.game.Last().Line
	if line < 0 {
		line = len(counts) - 1
	}
	if counts[line] != 1 {
		t.Errorf("the draw's line %d not counted: %v", line, counts)
	}
	tuitest.Press(s, "t") // a new pay table: its own tally, its law asked for
	if title, _, counts := tally(); !strings.HasPrefix(title, "Final hands") || len(counts) != len(s.game.PayTable().Lines)+1 {
		t.Errorf("after t: %q %v", title, counts)
	}
}

// TestTableChangeAfterDraw: a pay table chosen after the draw, with the
// hand still on show, leaves no "Counting the 32 holds…" that nothing will
// answer (no advice is asked between hands).
func TestTableChangeAfterDraw(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "space", "space", "t")
	if v := s.View(); strings.Contains(v, "Counting the 32 holds") {
		t.Errorf("after the draw and t, the view still counts the holds:\n%s", v)
	}
}

// TestNewDealerStartsTheCost: a dealer built anew on new settings starts
// its counts again, the cost of mistakes with the rounds.
func TestNewDealerStartsTheCost(t *testing.T) {
	s := newTest(t, 78, 18)
	s.cost.SetInt64(3)
	s.costs = 2
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Seed++ })
	tuitest.Drain(s, s.Enter())
	if s.cost.Sign() != 0 || s.costs != 0 || s.game.Session().Rounds != 0 {
		t.Errorf("new dealer: cost %v over %d rounds, %d rounds played", s.cost, s.costs, s.game.Session().Rounds)
	}
}

// A draw's note names its line, what it paid and the round's net, said as
// a net: "Jacks or better pays 5 (net 0)" (it read "pays 5 (0)").
func TestDrawNoteSaysNet(t *testing.T) {
	s := newTest(t, 78, 18)
	for range 200 {
		tuitest.Press(s, "space", "space") // deal, draw holding none
		if s.game.Last() != nil && s.game.Last().Paid > 0 {
			break
		}
	}
	last := s.game.Last()
	if last == nil || last.Paid == 0 {
		t.Fatal("no paying hand in 200")
	}
	want := fmt.Sprintf("pays %s (net %s).", text.Int(int64(last.Paid)), text.Signed(last.Net()))
	if !strings.Contains(s.note, want) {
		t.Errorf("note %q, want %q", s.note, want)
	}
}

// Goldens at seed 42 in the areas the root gives the table at 80×24 and
// 140×45 (tuitest.Areas: the panel open, closed, beside): the table
// before the first deal, a hand dealt with the advice's holds taken,
// and the hand drawn and paid.
func TestGoldenAreas(t *testing.T) {
	s := newTest(t, 78, 10)
	golden := func(state string) { tuitest.GoldenAreas(t, s.c, s, "videopoker-"+state) }
	golden("open")
	tuitest.Press(s, "space", "h")
	golden("holding")
	tuitest.Press(s, "space")
	golden("drawn")
}

// A pay table's law is computed once a program: tables asking at once (a
// class opening video poker together) share one computation and its
// answer.
func TestLawOnceAProgram(t *testing.T) {
	p := vp.PayTables()[1]
	got := make([][]float64, 4)
	var wg sync.WaitGroup
	for i := range got {
		wg.Go(func() { got[i] = lawFor(p).get().probs })
	}
	wg.Wait()
	one := lawFor(p)
	for i := range got {
		if lawFor(p) != one || len(got[i]) != len(p.Lines)+1 || &got[i][0] != &got[0][0] {
			t.Fatalf("asker %d: a law of its own (%p, %p)", i, got[i], got[0])
		}
	}
	if !lawFor(p).done.Load() {
		t.Error("the law is not marked computed")
	}
}

// A shuffle switched away and back does not deal the same hands again: the
// table's generator draws on from where it stopped (it was built anew at
// the session's seed, and the first deal came back card for card).
func TestSwitchBackDealsOn(t *testing.T) {
	s := newTest(t, 100, 30)
	tuitest.Press(s, "space")
	first := s.game.Hand()
	tuitest.Press(s, "space") // drawn: between hands
	algo := s.c.Settings().Algo
	other, err := shuffle.Lookup("naive")
	if err != nil {
		t.Fatal(err)
	}
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Algo = other })
	tuitest.Press(s, "space", "space") // a hand on the other shuffle
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Algo = algo })
	tuitest.Press(s, "space")
	if s.game.Hand() == first {
		t.Errorf("the shuffle back dealt the first hand again: %v", first)
	}
}
