package lottery

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"riffle/engine/stats"
	game "riffle/games/lottery"
	"riffle/ui/text"
	"riffle/ui/tui/tuitest"
)

// TestTypedCounts: the field gives the count typed, however many,
// and a repeat as a repeat; a field filled to its limit says so rather
// than judge what was cut off.
func TestTypedCounts(t *testing.T) {
	s := newTest(t, 78, 18)
	for _, tc := range []struct{ game, in, msg string }{
		{"roadrunner", "1 2 3 4 5 6 7 8 9 10", "10 numbers: a ticket marks 5"},
		{"roadrunner", "1 2 3 4 5 6 7 8 9 10 11 12", "12 numbers: a ticket marks 5"},
		{"roadrunner", "1 1 1 1 1 1 1 1", "1 is marked twice: each number once"},
		{"keno", "1 2 3 4 5 6 7 8 9 10 11 12 13 14", "14 numbers: a keno ticket marks 1…10"},
		{"powerball", "1 2 3 4 5 6 7 8 9", "9 numbers: a ticket marks 5 and the Powerball"},
	} {
		if err := s.table.Select(tc.game); err != nil {
			t.Fatal(err)
		}
		tuitest.Press(s, "t")
		typeText(s, tc.in)
		if s.inputMsg != tc.msg || !s.inputBad {
			t.Errorf("%s %q: %q (bad %v), want %q", tc.game, tc.in, s.inputMsg, s.inputBad, tc.msg)
		}
		tuitest.Press(s, "esc")
	}
	// The limit: 40 numbers take more than it; what the field kept is
	// not judged as a ticket, and enter adds nothing.
	_ = s.table.Select("roadrunner")
	tuitest.Press(s, "t")
	long := strings.Repeat("1 2 3 ", 40)
	typeText(s, long)
	if n := len([]rune(s.input.Value())); n != inputLimit {
		t.Fatalf("the field holds %d characters, want the limit %d", n, inputLimit)
	}
	if !s.inputBad || !strings.Contains(s.inputMsg, "the field is full") {
		t.Errorf("at the limit: %q", s.inputMsg)
	}
	tuitest.Press(s, "enter")
	if !s.Capturing() || len(s.table.Tickets()) != 0 || !s.noteBad {
		t.Errorf("enter at the limit: capturing %v, tickets %v, note %q", s.Capturing(), s.table.Tickets(), s.note)
	}
	// Below the limit again, it judges the ticket.
	tuitest.Press(s, "backspace")
	if strings.Contains(s.inputMsg, "the field is full") {
		t.Errorf("below the limit: %q", s.inputMsg)
	}
}

// TestSessionStays: however many tickets, at the inner size of
// 80×24 with the panel open (78×10) and without (78×18), the session's
// money line is on show; the tickets that do not fit are summed up in one
// line whose winners and chips agree with the draw.
func TestSessionStays(t *testing.T) {
	for _, name := range []string{"roadrunner", "keno", "powerball"} {
		s := newTest(t, 78, 18)
		_ = s.table.Select(name)
		s.gameChanged()
		for range game.MaxTickets {
			tuitest.Press(s, "a")
		}
		tuitest.Press(s, "space")
		r := s.result
		for _, size := range [][2]int{{78, 10}, {78, 12}, {78, 18}, {60, 38}} {
			s.SetSize(size[0], size[1])
			v := tuitest.Plain(s.View())
			if !strings.Contains(v, "Session: 1 draw") || !strings.Contains(v, "net −") && !strings.Contains(v, "net +") && !strings.Contains(v, "net 0") {
				t.Errorf("%s %dx%d: no session line:\n%s", name, size[0], size[1], v)
			}
			if len(strings.Split(v, "\n")) > size[1] {
				t.Errorf("%s %dx%d: too tall", name, size[0], size[1])
			}
			// The fold, if any: the winners among the tickets it hides.
			i := strings.Index(v, "… tickets ")
			if i < 0 {
				if strings.Count(v, "  quick") != game.MaxTickets {
					t.Errorf("%s %dx%d: neither every ticket nor a fold:\n%s", name, size[0], size[1], v)
				}
				continue
			}
			var from, to int
			if _, err := fmt.Sscanf(v[i:], "… tickets %d–%d", &from, &to); err != nil || to != game.MaxTickets {
				t.Fatalf("%s: fold %q: %v", name, v[i:i+30], err)
			}
			won, chips := 0, 0
			for _, o := range r.Outcomes[from-1:] {
				if o.Chips > 0 {
					won++
					chips += o.Chips
				}
			}
			want := ": none won"
			if won > 0 {
				want = fmt.Sprintf(": %d of them won %s", won, chipsText(chips))
			}
			if !strings.Contains(v, want) || strings.Count(v, "  quick") != from-1 {
				t.Errorf("%s %dx%d: fold lacks %q or shows %d tickets:\n%s", name, size[0], size[1], want, strings.Count(v, "  quick"), v)
			}
		}
	}
}

// TestResultText: the result line names the one winner, or counts
// the winners and adds up their prizes (recounted here).
func TestResultText(t *testing.T) {
	g, _ := game.Lookup("roadrunner")
	tk := game.Ticket{Numbers: []int{1, 2, 3, 4, 5}}
	res := func(matches ...int) *game.Result {
		r := &game.Result{Number: 3, Game: g}
		for _, m := range matches {
			r.Tickets = append(r.Tickets, tk)
			o := game.Outcome{Matches: m, Chips: g.Pay(5, m, false)}
			r.Outcomes = append(r.Outcomes, o)
			r.Won += o.Chips
			r.Cost += g.Price
		}
		return r
	}
	for _, tc := range []struct {
		r    *game.Result
		want string
	}{
		{res(0, 1, 1), "Draw 3: no prize this time (net −3). space draws the same slip again."},
		{res(0, 2, 1), "Draw 3: ticket 2 matched 2 of 5 and wins 1 chip; net −2."},
		{res(1, 2, 0, 2, 0, 0, 0, 0, 1, 1), "Draw 3: 2 tickets win 2 chips in all (best: ticket 2, 2 of 5); net −8."},
		{res(2, 3, 2), "Draw 3: 3 tickets win 12 chips in all (best: ticket 2, 3 of 5); net +9."},
	} {
		if got := resultText(tc.r); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.r.Outcomes, got, tc.want)
		}
	}
}

// TestRunWords: the keys, the status and the notes say what m and
// v do — m always starts a new run from 0 — and none of them outlives
// the state it describes: stopping, leaving, going back to the slip or to
// another lottery.
func TestRunWords(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "a", "m")
	v := tuitest.Plain(s.View())
	if !strings.Contains(helpLine(s), "m new run of 10,000") || !strings.Contains(v, "Run 1 done · m starts run 2") {
		t.Errorf("after a run: help %q\n%s", helpLine(s), v)
	}
	first := s.run.tally.Numbers
	// m: a new run, from 0, with other draws.
	_, cmd := s.Update(tuitest.Key("m"))
	if s.run.number != 2 || s.run.tally.Draws != 0 || !s.run.running {
		t.Fatalf("m after a run: run %d, %d draws, running %v", s.run.number, s.run.tally.Draws, s.run.running)
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "Run 2 is drawing") || !strings.Contains(helpLine(s), "m stop the run") {
		t.Errorf("running: help %q\n%s", helpLine(s), v)
	}
	s.Update(cmd()) // one chunk
	tuitest.Press(s, "m")
	v = tuitest.Plain(s.View())
	if !strings.Contains(v, "stopped") || !strings.Contains(v, fmt.Sprintf("Run 2 stopped at %s draws · m starts run 3", text.Int(chunkDraws))) ||
		strings.Contains(v, "drawing") || strings.Contains(v, "m stops") {
		t.Errorf("stopped with m:\n%s", v)
	}
	if s.run.tally.Draws != chunkDraws || slicesEqual64(first, s.run.tally.Numbers) {
		t.Errorf("run 2 did not start afresh: %d draws", s.run.tally.Draws)
	}
	// v back to the slip: the note speaks of the slip, not of the run's
	// progress.
	tuitest.Press(s, "v")
	v = tuitest.Plain(s.View())
	for _, stale := range []string{"Done", "Drawing", "m stops", "more"} {
		if strings.Contains(v, stale) {
			t.Errorf("the slip after v shows %q:\n%s", stale, v)
		}
	}
	// Leaving mid-run: the run stops and says so; nothing says it draws.
	tuitest.Press(s, "v")
	_, cmd = s.Update(tuitest.Key("m"))
	s.Leave()
	tuitest.Drain(s, s.Enter())
	if s.run.running || !strings.Contains(s.note, "stopped") {
		t.Errorf("leave mid-run: running %v, note %q", s.run.running, s.note)
	}
	s.Update(cmd()) // its late chunk is dropped
	v = tuitest.Plain(s.View())
	if !strings.Contains(v, "Run 3 stopped at 0 draws") || strings.Contains(v, "drawing") {
		t.Errorf("after leaving mid-run:\n%s", v)
	}
	// Another lottery: the note is that lottery's.
	tuitest.Press(s, "m", "p")
	if strings.Contains(s.note, "Run") || strings.Contains(tuitest.Plain(s.View()), "Done") {
		t.Errorf("p after a run: note %q", s.note)
	}
}

func slicesEqual64(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestStatsBelongToTheGame: a run's statistics show only with its
// own lottery on show; v is not offered elsewhere; back on its lottery
// they show again.
func TestStatsBelongToTheGame(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "P", "m") // Pick 3 of 10
	if !s.statsOnShow() {
		t.Fatal("no statistics after m")
	}
	for _, k := range []string{"p", "P", "P", "P"} { // roadrunner, pick3→ back: keno and others
		tuitest.Press(s, k)
		g := s.table.Game()
		v := tuitest.Plain(s.View())
		if g.Name == "pick3" {
			continue
		}
		if strings.Contains(v, "Draw 10,000") || s.statsOnShow() || strings.Contains(helpLine(s), "v ") {
			t.Errorf("%s shows or offers the Pick 3 run: help %q\n%s", g.Title, helpLine(s), v)
		}
		tuitest.Press(s, "v")
		if v2 := tuitest.Plain(s.View()); strings.Contains(v2, "Draw 10,000") || strings.Contains(v2, "Pick 3 of 10 · run") {
			t.Errorf("v on %s shows the Pick 3 run:\n%s", g.Title, v2)
		}
	}
	_ = s.table.Select("pick3")
	s.gameChanged()
	tuitest.Press(s, "v")
	if v := tuitest.Plain(s.View()); !s.statsOnShow() || !strings.Contains(v, "Draw 10,000 · Pick 3 of 10") {
		t.Errorf("back on Pick 3, v:\n%s", v)
	}
}

// TestDeviationChart: the chart's columns sit at ▄ for the
// expected count and move one eighth per standard deviation, clipped at
// ±4σ; rows split at the width.
func TestDeviationChart(t *testing.T) {
	exp, sd := 100.0, 10.0
	counts := []int64{100, 110, 90, 120, 70, 140, 60, 200, 0}
	got := deviationRows(counts, exp, sd, 20)
	if want := "▄▅▃▆▁█ █ "; len(got) != 1 || got[0] != want {
		t.Errorf("rows %q, want %q", got, want)
	}
	if rows := deviationRows(make([]int64, 80), 0, 0, 76); len(rows) != 2 || len([]rune(rows[0])) != 40 || strings.Trim(rows[0], "▄") != "" {
		t.Errorf("80 counts at 76 columns, none drawn yet: %q", rows)
	}
}

// TestRunCharts: after a run at seed 42 the number chart shows the
// deviations (not one flat row) and its legend; a Powerball run tests its
// bonus drum beside the numbers with Pearson's χ² against 1/26,
// recomputed here with stats.GoodnessOfFit.
func TestRunCharts(t *testing.T) {
	for _, size := range [][2]int{{78, 18}, {118, 34}} {
		s := newTest(t, size[0], size[1])
		tuitest.Press(s, "m")
		b := s.numberBlock(size[0])
		levels := map[rune]bool{}
		for _, row := range b.chart {
			for _, r := range tuitest.Plain(row) {
				if strings.ContainsRune("▁▂▃▄▅▆▇█", r) {
					levels[r] = true
				}
			}
		}
		if len(levels) < 3 {
			t.Errorf("%dx%d: the number chart has %d levels: %q", size[0], size[1], len(levels), b.chart)
		}
		if v := tuitest.Plain(s.View()); !strings.Contains(v, "▄ = 1,351.4 expected") {
			t.Errorf("%dx%d: no legend:\n%s", size[0], size[1], v)
		}
	}
	s := newTest(t, 118, 34)
	tuitest.Press(s, "P", "P", "a", "m")
	ta := s.run.tally
	if s.run.game.Name != "powerball" || len(ta.Bonus) != 26 {
		t.Fatalf("run of %s, bonus %v", s.run.game.Name, ta.Bonus)
	}
	probs := make([]float64, 26)
	for i := range probs {
		probs[i] = 1.0 / 26
	}
	chi2, df, p := stats.GoodnessOfFit(ta.Bonus, probs)
	v := strings.ReplaceAll(tuitest.Plain(s.View()), "\n", " ")
	want := fmt.Sprintf("The Powerball, each of 26: %s expected · χ² %s df %d p %s", text.Float(float64(ta.Draws)/26), text.Float(chi2), df, text.PValue(p))
	if df != 25 || !strings.Contains(v, want) {
		t.Errorf("lacks %q:\n%s", want, tuitest.Plain(s.View()))
	}
	for _, size := range [][2]int{{78, 10}, {78, 18}, {60, 38}} {
		s.SetSize(size[0], size[1])
		if v := tuitest.Plain(s.View()); !strings.Contains(v, fmt.Sprintf("χ² %s df 25", text.Float(chi2))) {
			t.Errorf("%dx%d: no Powerball test:\n%s", size[0], size[1], v)
		}
	}
}

// TestLargeCombinations: a large lottery's combinations line keeps
// its middle at every size: C(n, k), the count and the expected share.
func TestLargeCombinations(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "a", "m")
	for _, size := range [][2]int{{78, 10}, {78, 18}, {60, 38}, {118, 34}} {
		s.SetSize(size[0], size[1])
		v := strings.ReplaceAll(tuitest.Plain(s.View()), "\n", " ")
		if !strings.Contains(v, "C(37, 5) = 435,897") || !strings.Contains(v, "0.023") {
			t.Errorf("%dx%d:\n%s", size[0], size[1], tuitest.Plain(s.View()))
		}
	}
}

// TestPanelBeforeDraws: before the first draw the panel says there
// are no draws yet, for every lottery, in the panel's size at 80×24 and
// at 120×40; the first draw replaces that with the counts; keno's spots
// and the slip's first ticket size its empty tally, one tally only.
func TestPanelBeforeDraws(t *testing.T) {
	s := newTest(t, 78, 10)
	for range game.Games() {
		for _, size := range [][2]int{{80, 12}, {58, 36}} {
			s.panel.SetSize(size[0], size[1])
			if v := tuitest.Plain(s.panel.View()); !strings.Contains(v, "No draws yet") {
				t.Errorf("%s panel %dx%d:\n%s", s.table.Game().Title, size[0], size[1], v)
			}
		}
		tuitest.Press(s, "p")
	}
	_ = s.table.Select(game.Keno)
	s.gameChanged()
	tuitest.Press(s, "-", "-", "-")
	if len(s.panel.Tallies()) != 2 || s.panel.Tallies()[1].Title != "ticket 1: matches of 7" {
		t.Errorf("keno at 7 spots: %d tallies, %q", len(s.panel.Tallies()), s.panel.Tallies()[len(s.panel.Tallies())-1].Title)
	}
	tuitest.Press(s, "t")
	typeText(s, "1 2 3")
	tuitest.Press(s, "enter", "space")
	s.panel.SetSize(80, 12)
	if v := tuitest.Plain(s.panel.View()); strings.Contains(v, "No draws yet") || s.panel.Tallies()[0].Title != "ticket 1: matches of 3" || s.panel.Balls().Draws != 1 {
		t.Errorf("after a draw of a 3-spot ticket: %q\n%s", s.panel.Tallies()[0].Title, v)
	}
	// A ticket tally's counts over a run: every draw in one class.
	tuitest.Press(s, "m")
	if tl := s.panel.Tallies()[0]; tl.Total() != runDraws {
		t.Errorf("%s: %d draws counted", tl.Title, tl.Total())
	}
	for _, tl := range s.panel.Tallies() {
		for i, p := range tl.Probs {
			if e := p * float64(runDraws); e < 5-1e-9 && len(tl.Probs) > 2 {
				t.Errorf("%s %s expects %.2f in a run", tl.Title, tl.Labels[i], e)
			}
		}
		if sum := sumFloats(tl.Probs); math.Abs(sum-1) > 1e-12 {
			t.Errorf("%s: probabilities sum to %g", tl.Title, sum)
		}
	}
}

func sumFloats(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

// TestSmallFresh: 3 on a fresh screen, as docs/lottery.md's recipe has it,
// jumps to Pick 3 of 10 and runs it; on its statistics 3 is idle.
func TestSmallFresh(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "3")
	if s.table.Game().Name != "pick3" || s.run.tally == nil || s.run.game.Name != "pick3" || !s.run.done() || s.run.tally.Combos == nil {
		t.Fatalf("3 on a fresh screen: game %s, run %+v", s.table.Game().Name, s.run.game.Name)
	}
	if !s.statsOnShow() || !strings.Contains(tuitest.Plain(s.View()), "120") {
		t.Errorf("3 did not show Pick 3's statistics:\n%s", tuitest.Plain(s.View()))
	}
	s.ShortHelp()
	if s.keys.Small.Enabled() {
		t.Error("3 enabled on Pick 3's own statistics")
	}
}

// TestJackpotShare: the money line's share of the exact return that the
// jackpot carries is engine/odds' probability of matching everything
// (and the bonus ball) times the top prize, over the whole return — for
// every game and ticket size, and for a slip of mixed sizes.
func TestJackpotShare(t *testing.T) {
	for _, g := range game.Games() {
		var mixed []game.Ticket
		top, all := new(big.Rat), new(big.Rat)
		for sp := g.MinSpots; sp <= g.MaxSpots; sp++ {
			l := g.Odds(sp)
			m := l.MaxMatch()
			p := l.Prob(m)
			if g.HasBonus() {
				p = l.ProbBonus(m, true)
			}
			if pay := g.Pay(sp, m, g.HasBonus()); pay != g.MaxPay(sp) {
				t.Fatalf("%s %d spots: matching everything pays %d, the top prize is %d", g.Name, sp, pay, g.MaxPay(sp))
			}
			jp := new(big.Rat).Mul(p, big.NewRat(int64(g.MaxPay(sp)), 1))
			ret := new(big.Rat).Mul(g.Return(sp), big.NewRat(int64(g.Price), 1))
			want, _ := new(big.Rat).Quo(jp, ret).Float64()
			tk := game.Ticket{Numbers: make([]int, sp)}
			for i := range tk.Numbers {
				tk.Numbers[i] = i + 1
			}
			if g.HasBonus() {
				tk.Bonus = 1
			}
			if got := jackpotShare(game.NewTally(g, []game.Ticket{tk})); math.Abs(got-want) > 1e-12 {
				t.Errorf("%s %d spots: jackpot share %v, want %v", g.Name, sp, got, want)
			}
			mixed = append(mixed, tk)
			top.Add(top, jp)
			all.Add(all, ret)
		}
		want, _ := top.Quo(top, all).Float64()
		if got := jackpotShare(game.NewTally(g, mixed)); math.Abs(got-want) > 1e-12 {
			t.Errorf("%s, every size on one slip: jackpot share %v, want %v", g.Name, got, want)
		}
	}
	// The sentence says it.
	g, _ := game.Lookup("pick3")
	v := tuitest.Plain(moneyText(game.NewTally(g, []game.Ticket{{Numbers: []int{1, 2, 3}}})))
	if !strings.Contains(v, "% of it from the jackpot") {
		t.Errorf("money text %q", v)
	}
}
