package craps

import (
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/engine/odds"
	"riffle/games/casino"
	game "riffle/games/craps"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// newTest is the craps screen at seed 42 without colours, sized w × h
// and entered (the table built, 10 on the pass line). Its puzzle
// simulation runs without pauses to testTrials, so tests can drain
// it.
func newTest(t testing.TB, w, h int) *Model {
	t.Helper()
	s := New(tuitest.Desk(t))
	s.puz.pace, s.puz.per = 0, testTrials
	s.SetSize(w, h)
	tuitest.Drain(s, s.Enter())
	return s
}

// testTrials is the trials per puzzle of a simulation in tests.
const testTrials = 20_000

// toPoint rolls until a point is on (at most 100 rolls).
func toPoint(t *testing.T, s *Model) {
	t.Helper()
	for range 100 {
		if !s.table.ComeOut() {
			return
		}
		tuitest.Press(s, "space")
	}
	t.Fatal("no point in 100 rolls")
}

// conserved checks that the bankroll plus the chips on the table are
// the start (the bankroll when the table opened) plus the net of settled
// decisions.
func conserved(t *testing.T, s *Model, start int) {
	t.Helper()
	got := s.ledger.InHand() + s.table.OnTable()
	if want := start + s.table.Session().Net; got != want {
		t.Fatalf("chips not conserved: bankroll %d + table %d = %d, want %d", s.ledger.InHand(), s.table.OnTable(), got, want)
	}
	if r := s.ledger.InPlay(game.Name); s.table.OnTable() > 0 && (r == nil || r.Staked() != s.table.OnTable()) || s.ledger.StakedAt(game.Name) != s.table.OnTable() {
		t.Fatalf("the table holds %d, the ledger stakes %d", s.table.OnTable(), s.ledger.StakedAt(game.Name))
	}
}

func helpText(bs []key.Binding) string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Help().Key+" "+b.Help().Desc)
	}
	return strings.Join(out, " · ")
}

// Opening the table puts the table minimum on the pass line and says how
// to roll; the bankroll shows the chips in hand.
func TestOpens(t *testing.T) {
	s := newTest(t, 78, 18)
	if s.table.Pass() != 10 || s.ledger.InHand() != casino.DefaultBankroll-10 || !s.table.ComeOut() {
		t.Fatalf("opened with pass %d, bankroll %d", s.table.Pass(), s.ledger.InHand())
	}
	v := tuitest.Plain(s.View())
	for _, want := range []string{"10 on the pass line: space rolls the come-out", "Pass line    10", "○ OFF",
		"Come-out: 7 or 11 wins, 2, 3 or 12 loses", "Rolls none yet", "Table 10–500 · odds 3-4-5×"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	if !s.UsesPanel() || s.Title() != "Craps" {
		t.Errorf("UsesPanel %v, title %q", s.UsesPanel(), s.Title())
	}
}

// Bets by key, at the come-out and on a point, with a one-line reason for
// every refusal.
func TestBetKeys(t *testing.T) {
	cases := []struct {
		name     string
		bankroll int // before Enter
		point    bool
		keys     []string
		pass     int
		odds     int
		note     string
		bad      bool
	}{
		{"raise", 1000, false, []string{"+"}, 20, 0, "Pass line: 20 chips, pays 1:1.", false},
		{"raise with =", 1000, false, []string{"=", "="}, 30, 0, "Pass line: 30 chips, pays 1:1.", false},
		{"take down", 1000, false, []string{"-"}, 0, 0, "Pass line: taken down.", false},
		{"from nothing", 1000, false, []string{"-", "+"}, 10, 0, "Pass line: 10 chips, pays 1:1.", false},
		{"big steps capped at the maximum", 1000, false, []string{"]", "]", "]", "]", "]"}, 500,
			0, "Pass line: 500 chips, pays 1:1, the most allowed (the table maximum is 500 chips).", false},
		{"above the maximum", 1000, false, []string{"]", "]", "]", "]", "]", "+"}, 500,
			0, "No more on the pass line: the table maximum is 500 chips.", true},
		{"capped by the bankroll", 35, false, []string{"]"}, 35, 0, "the most allowed (a bet of 110 needs 75 more chips than the 25 in hand)", false},
		{"above the bankroll", 35, false, []string{"]", "+"}, 35, 0, "No more on the pass line: a bet of 45 needs 10 more chips than the 0 in hand.", true},
		{"below the minimum", 1000, false, []string{"]", "["}, 10, 0, "Pass line: 10 chips, pays 1:1.", false},
		{"odds at the come-out", 1000, false, []string{"o"}, 10, 0, "No odds now: odds can be taken only once a point is set.", true},
		{"odds limit", 1000, false, []string{"m"}, 10, 0, "Odds limit 5×: with full odds behind it, the pass line's edge is 0.326%.", false},
		{"odds by ten", 1000, true, []string{"+"}, 10, 10, "Odds: 10 chips, pays 3:2", false},
		{"max odds", 1000, true, []string{"o"}, 10, -1, "the limit; no house edge.", false},
		{"odds off", 1000, true, []string{"o", "o"}, 10, 0, "Odds taken down.", false},
		{"odds above the limit", 1000, true, []string{"o", "+"}, 10, -1, "Odds on 9 are limited to 4×", true},
		{"odds by hundreds", 1000, true, []string{"]", "["}, 10, 0, "Odds: taken down.", false},
		{"limit locked", 1000, true, []string{"m"}, 10, 0, "The odds limit changes only at the come-out.", true},
	}
	for _, c := range cases {
		st := New(tuitest.Desk(t))
		tuitest.Chips(t, st.c, c.bankroll)
		st.SetSize(78, 18)
		st.Enter()
		if c.point {
			toPoint(t, st)
		}
		tuitest.Press(st, c.keys...)
		wantOdds := c.odds
		if wantOdds < 0 {
			wantOdds = st.table.MaxOdds()
		}
		if st.table.Pass() != c.pass || st.table.Odds() != wantOdds {
			t.Errorf("%s: pass %d, odds %d; want %d, %d", c.name, st.table.Pass(), st.table.Odds(), c.pass, wantOdds)
		}
		if !strings.Contains(st.note, c.note) || st.noteBad != c.bad {
			t.Errorf("%s: note %q (bad %v), want %q (bad %v)", c.name, st.note, st.noteBad, c.note, c.bad)
		}
		if strings.Contains(st.note, "\n") {
			t.Errorf("%s: note of more than one line: %q", c.name, st.note)
		}
		conserved(t, st, c.bankroll)
	}
}

// A decision says what it paid, and the same bet goes back on the line.
func TestDecision(t *testing.T) {
	s := newTest(t, 118, 34)
	tuitest.Press(s, "+") // 20 on the pass line
	for s.table.Session().Decisions == 0 {
		if !s.table.ComeOut() && s.table.Odds() == 0 {
			tuitest.Press(s, "o")
		}
		tuitest.Press(s, "space")
	}
	r, _ := s.table.Last()
	if !r.Event.Decided() || r.Pass != 20 {
		t.Fatalf("last result %+v", r)
	}
	if s.table.Pass() != 20 || !s.table.ComeOut() {
		t.Errorf("after the decision: pass %d, come-out %v; want 20 again", s.table.Pass(), s.table.ComeOut())
	}
	if !strings.Contains(s.note, "20 on the pass line again") {
		t.Errorf("note %q", s.note)
	}
	v := tuitest.Plain(s.View())
	if !strings.Contains(v, "Decision 1: "+decisionText(r, true)) || strings.Contains(v, "Last decision") {
		t.Errorf("view lacks the decision %q:\n%s", decisionText(r, true), v)
	}
	defer func() { // a roll after it, deciding nothing, makes it the last decision, not this roll's
		for i := 0; i < 50 && s.table.Session().Decisions == 1; i++ {
			tuitest.Press(s, "space")
			if last, _ := s.table.Last(); !last.Event.Decided() {
				if v := tuitest.Plain(s.View()); !strings.Contains(v, "Last decision, 1: ") {
					t.Errorf("a roll after the decision still shows it as this roll's:\n%s", v)
				}
				return
			}
		}
	}()
	sign := "+"
	if r.Net() < 0 {
		sign = "−"
	}
	if !strings.Contains(decisionText(r, true), fmt.Sprintf("%s%d", sign, abs(r.Net()))) {
		t.Errorf("decision text %q lacks the net %d", decisionText(r, true), r.Net())
	}
	conserved(t, s, casino.DefaultBankroll)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// The words of each kind of decision, worked by hand from the payouts.
func TestDecisionText(t *testing.T) {
	bet := func(place string, stake, payout int) game.Settled {
		return game.Settled{Settlement: game.Settlement{Place: place, Stake: stake, Payout: payout}}
	}
	up := func(place string, stake, payout int) game.Settled {
		b := bet(place, stake, payout)
		b.Up = true
		return b
	}
	cases := []struct {
		r    game.Result
		want string
	}{
		{game.Result{Roll: game.Roll{D1: 5, D2: 6}, Event: game.Natural, Settled: []game.Settled{bet("pass", 10, 20)}}, "11, natural: you win +10"},
		{game.Result{Roll: game.Roll{D1: 1, D2: 2}, Event: game.Craps, Settled: []game.Settled{bet("pass", 10, 0)}}, "3, craps: you lose −10"},
		{game.Result{Roll: game.Roll{D1: 4, D2: 2}, Event: game.PointMade, Point: 6, Settled: []game.Settled{bet("pass", 10, 20), bet("pass-odds", 50, 110)}},
			"6, point made: you win +70 (pass +10, odds +60)"},
		{game.Result{Roll: game.Roll{D1: 3, D2: 4}, Event: game.SevenOut, Point: 4, Settled: []game.Settled{bet("pass", 10, 0),
			bet("pass-odds", 30, 0), bet("place-8", 12, 0), bet("lay-4", 40, 59)}},
			"7, seven out on 4: you lose −33 (pass −10, odds −30, place 8 −12, lay 4 +19)"},
		{game.Result{Roll: game.Roll{D1: 6, D2: 6}, Event: game.Craps, Settled: []game.Settled{bet("dont-pass", 10, 10)}}, "12, craps: you break even (don't pass 0)"},
		{game.Result{Roll: game.Roll{D1: 6, D2: 1}, Event: game.Natural}, "7, natural (no bet)"},
	}
	for _, c := range cases {
		if got := decisionText(c.r, true); got != c.want {
			t.Errorf("%+v: %q, want %q", c.r, got, c.want)
		}
	}
	// A roll that decides no pass line says what it paid, bet by bet.
	r := game.Result{Roll: game.Roll{D1: 2, D2: 2}, Event: game.NoDecision, Point: 6, Settled: []game.Settled{up("field", 10, 20),
		up("hard-4", 5, 40), bet("place-4", 10, 0), bet("come-4-odds", 10, 10)}}
	want := "4: no decision; still rolling for a 6 before a 7. Field +10 (stays up), hard 4 +35 (stays up), place 4 −10, odds on come 4 back (off)."
	if got := rollText(r, false); got != want {
		t.Errorf("rollText = %q, want %q", got, want)
	}
}

// The help lists only keys that do something now.
func TestKeysByState(t *testing.T) {
	s := newTest(t, 78, 18)
	come := helpText(s.FullHelp()[0])
	for _, want := range []string{"space roll", "+/- pass line ±10", "]/[ pass line ±100", "m odds limit 3-4-5×", "p puzzles",
		"←/→ choose a bet", "x take down the pass line", "w place bets on at come-out"} {
		if !strings.Contains(come, want) {
			t.Errorf("come-out keys %q lack %q", come, want)
		}
	}
	if strings.Contains(come, "odds ±10") || strings.Contains(come, "o most odds") {
		t.Errorf("come-out keys offer odds: %q", come)
	}
	toPoint(t, s)
	point := helpText(s.FullHelp()[0])
	for _, want := range []string{"+/- odds ±10", "o most odds"} {
		if !strings.Contains(point, want) {
			t.Errorf("point keys %q lack %q", point, want)
		}
	}
	if strings.Contains(point, "odds limit") || strings.Contains(point, "pass line ±") {
		t.Errorf("point keys offer the locked bet or limit: %q", point)
	}
	tuitest.Press(s, "o")
	if h := helpText(s.FullHelp()[0]); !strings.Contains(h, "o odds off") {
		t.Errorf("keys at max odds %q lack o odds off", h)
	}
	short := helpText(s.ShortHelp())
	if strings.Contains(short, "]/[") || strings.Contains(short, "odds limit") {
		t.Errorf("short keys %q", short)
	}
	// Without a pass-line bet, a point offers no odds keys.
	s = newTest(t, 78, 18)
	tuitest.Press(s, "-")
	toPoint(t, s)
	if h := helpText(s.FullHelp()[0]); strings.Contains(h, "odds ±10") || strings.Contains(h, "most odds") {
		t.Errorf("keys without a pass bet %q", h)
	}
	tuitest.Press(s, "+")
	if !s.noteBad || !strings.Contains(s.note, "made on the come-out") {
		t.Errorf("+ without a pass bet: %q", s.note)
	}
	// Puzzle mode.
	tuitest.Press(s, "p")
	if h := helpText(s.FullHelp()[0]); !strings.Contains(h, "p table") || !strings.Contains(h, "space") {
		t.Errorf("puzzle keys %q", h)
	}
}

// Random key presses never lose or make a chip, and the dice stay in
// range; the panel counts every roll.
func TestChipsConservedByKeys(t *testing.T) {
	s := newTest(t, 78, 18)
	keys := []string{"space", "space", "space", "+", "-", "]", "[", "o", "m", "space"}
	r := rand.New(rand.NewPCG(1, 2))
	rolls := 0
	for range 3000 {
		k := keys[r.IntN(len(keys))]
		before := s.table.Session().Rolls
		tuitest.Press(s, k)
		if s.table.Session().Rolls > before {
			rolls++
			last, _ := s.table.Last()
			if last.Roll.D1 < 1 || last.Roll.D1 > 6 || last.Roll.D2 < 1 || last.Roll.D2 > 6 {
				t.Fatalf("dice %+v", last.Roll)
			}
		}
		conserved(t, s, casino.DefaultBankroll)
		if strings.Contains(s.note, "\n") {
			t.Fatalf("note %q", s.note)
		}
	}
	var sums, faces int64
	for _, tally := range s.panel.Tallies() {
		switch tally.Title {
		case sumsTitle:
			sums = tally.Total()
		case "d6 faces":
			faces = tally.Total()
		}
	}
	if sums != int64(rolls) || faces != 2*int64(rolls) {
		t.Errorf("%d rolls: panel has %d sums and %d faces", rolls, sums, faces)
	}
}

// The panel's sum tally is the 11 sums against w(s)/36, counted by
// enumerating the 36 outcomes here.
func TestSumTally(t *testing.T) {
	labels, probs := sumTally()
	var ways [13]int
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			ways[a+b]++
		}
	}
	if len(labels) != 11 || len(probs) != 11 {
		t.Fatalf("%d labels, %d probs", len(labels), len(probs))
	}
	for i := range labels {
		s := i + 2
		if labels[i] != fmt.Sprint(s) || probs[i] != float64(ways[s])/36 {
			t.Errorf("sum %d: label %q, prob %v; want %d/36", s, labels[i], probs[i], ways[s])
		}
	}
	s := newTest(t, 78, 18)
	tuitest.Press(s, "space", "space")
	for _, tally := range s.panel.Tallies() {
		if tally.Title != sumsTitle {
			continue
		}
		var hist [13]int64
		for _, h := range s.history {
			hist[h.sum]++
		}
		for i, c := range tally.Counts {
			if c != hist[i+2] {
				t.Errorf("panel counts %d sums of %d, history %d", c, i+2, hist[i+2])
			}
		}
	}
}

// The session line: net against the session's expected result (Σ stake ×
// edge per roll, games/craps.Session.Expected, whose sums its tests work
// by hand), in one wording after every roll, at 80 columns and wide.
func TestSessionLine(t *testing.T) {
	one := regexp.MustCompile(`^[\d,]+ rolls?: net (0|[+−][\d,]+), expected (0\.00|[+−][\d,]+\.\d\d) \(stake × edge per roll, summed\)$`)
	for _, w := range []int{78, 118} {
		s := newTest(t, w, 34)
		tuitest.Press(s, "j", "]", "down", "+") // 110 on place 4, 10 on the field
		for s.table.Session().Decisions < 30 {
			tuitest.Press(s, "space")
			line := sessionText(s)
			if !one.MatchString(line) {
				t.Fatalf("width %d, %d decisions: session line %q", w, s.table.Session().Decisions, line)
			}
		}
		ss := s.table.Session()
		f, _ := ss.Expected().Float64()
		if want := fmt.Sprintf("net %s, expected %s", text.Signed(ss.Net), signedFloat(f)); !strings.Contains(sessionText(s), want) || f > -1 {
			t.Errorf("session line %q lacks %q", sessionText(s), want)
		}
	}
}

// sessionText is the view's session line (the one that says what was
// expected), its spaces closed up.
func sessionText(s *Model) string {
	for _, l := range strings.Split(tuitest.Plain(s.View()), "\n") {
		if strings.Contains(l, " expected ") {
			return strings.Join(strings.Fields(l), " ")
		}
	}
	return ""
}

// Leaving at the come-out takes the bet back into the bankroll; coming
// back puts it on the line again. During a point the bets stay.
func TestLeaveAndReturn(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "+")
	s.Leave()
	if s.table.Pass() != 0 || s.ledger.InHand() != casino.DefaultBankroll {
		t.Errorf("left at the come-out: pass %d, bankroll %d", s.table.Pass(), s.ledger.InHand())
	}
	tuitest.Won(t, s.c, 500) // at another table
	s.Enter()
	if s.table.Pass() != 20 || s.ledger.InHand() != casino.DefaultBankroll+500-20 {
		t.Errorf("back: pass %d, bankroll %d", s.table.Pass(), s.ledger.InHand())
	}
	toPoint(t, s)
	tuitest.Press(s, "o")
	on := s.table.OnTable()
	s.Leave()
	s.Enter()
	if s.table.OnTable() != on || s.table.ComeOut() {
		t.Errorf("left on a point: %d on the table, want %d", s.table.OnTable(), on)
	}
}

// A new seed in the lobby makes a new table — but not while a point is
// on: the pass line cannot be taken down, so the round plays on with its
// own dice, nothing comes back, and the new table comes after the
// decision.
func TestNewSeed(t *testing.T) {
	s := newTest(t, 78, 18)
	toPoint(t, s)
	tuitest.Press(s, "o")
	point, on := s.table.Point(), s.table.OnTable()
	total := s.ledger.InHand() + on
	old := s.table
	s.Leave()
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Seed = 7 })
	s.Enter()
	if s.table != old || s.table.Point() != point || s.table.OnTable() != on || s.ledger.InHand() != total-on {
		t.Fatalf("a new seed on the point %d: point %d, %d on the table, %d in hand; want the round to stand with %d staked",
			point, s.table.Point(), s.table.OnTable(), s.ledger.InHand(), on)
	}
	for s.InRound() {
		tuitest.Press(s, "space")
	}
	if s.table == old || s.table.Session().Rolls != 0 || s.tableFor != s.c.Settings().DiceKey() {
		t.Errorf("the table was not rebuilt for the new seed after the decision")
	}
	last := s.ledger.Rounds()[len(s.ledger.Rounds())-1]
	if got := s.ledger.InHand() + s.table.OnTable(); got != total+last.Net {
		t.Errorf("chips %d after the decision, want %d %+d", got, total, last.Net)
	}
	// At the come-out the bet comes back and a new table takes it.
	s.Leave()
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Seed = 8 })
	s.Enter()
	if s.table.Session().Rolls != 0 || s.tableFor != s.c.Settings().DiceKey() || s.table.Pass() == 0 {
		t.Errorf("at the come-out: no new table for seed 8 (pass %d)", s.table.Pass())
	}
}

// The same seed gives the same rolls: the header's seed replays the
// table.
func TestReproducible(t *testing.T) {
	a, b := newTest(t, 78, 18), newTest(t, 78, 18)
	for range 40 {
		tuitest.Press(a, "space")
		tuitest.Press(b, "space")
	}
	if fmt.Sprint(a.history) != fmt.Sprint(b.history) {
		t.Errorf("two tables at seed 42 rolled differently")
	}
	// And the table's dice are two IntN(6) per roll of the session's
	// generator at its seed.
	g, err := a.c.Settings().NewGen(a.c.Settings().EffectiveSeed())
	if err != nil {
		t.Fatal(err)
	}
	start := len(a.history) // history keeps the last historyLen rolls
	var sums []int
	for range 40 {
		sums = append(sums, g.IntN(6)+1+g.IntN(6)+1)
	}
	for i, h := range a.history {
		if want := sums[40-start+i]; h.sum != want {
			t.Fatalf("roll %d: sum %d, generator gives %d", 40-start+i, h.sum, want)
		}
	}
}

// The puzzle mode: both simulations reach their target, land within a
// few standard errors of the exact answers from engine/odds, and the view
// shows the exact answers, the wrong answers and why.
func TestPuzzles(t *testing.T) {
	s := newTest(t, 118, 38)
	tuitest.Press(s, "p")
	if s.UsesPanel() || s.Title() != "Craps · puzzles" {
		t.Errorf("puzzle mode: UsesPanel %v, title %q", s.UsesPanel(), s.Title())
	}
	for k, r := range s.puz.runs {
		if r.tally.Trials != testTrials {
			t.Fatalf("puzzle %d: %d trials, want %d", k, r.tally.Trials, testTrials)
		}
		// 4.5 standard errors: a correct simulation fails with probability
		// about 7e-6 (normal approximation; about 5,000 counted trials or
		// more, a quarter or a third of them).
		want, _ := s.puz.puzzles[k].Answer.Float64()
		if d := r.tally.Mean() - want; d > 4.5*r.tally.StdErr() || -d > 4.5*r.tally.StdErr() {
			t.Errorf("puzzle %d: simulated %.4f ± %.4f, exact %v", k, r.tally.Mean(), r.tally.StdErr(), want)
		}
	}
	v := tuitest.Plain(s.View())
	for _, want := range []string{"Problem 1     exact 4", "Problem Zero  exact 3/2 = 1.5", "done",
		"Tempting wrong answers:", "12  That is the wait for a 4", "6   That is the wait for a 6"} {
		if !strings.Contains(v, want) {
			t.Errorf("puzzle view lacks %q:\n%s", want, v)
		}
	}
	for _, p := range odds.DicePuzzles() {
		for _, w := range p.Wrong {
			if !strings.Contains(strings.Join(strings.Fields(v), " "), w.Why[:40]) {
				t.Errorf("view lacks the wrong answer %s's why", w.Value.RatString())
			}
		}
	}
	// space runs more; p goes back to the table with its panel.
	tuitest.Press(s, "space")
	if s.puz.runs[0].tally.Trials != 2*testTrials {
		t.Errorf("space after done: %d trials", s.puz.runs[0].tally.Trials)
	}
	tuitest.Press(s, "p")
	if s.puzzle || !s.UsesPanel() {
		t.Errorf("p did not go back to the table")
	}
}

// The simulation's tallies depend on the seed alone: chunk i of puzzle k
// is drawn from WorkerSeed(seed, 1+2i+k) with chunkSize(i) trials.
func TestPuzzleReproducible(t *testing.T) {
	s := newTest(t, 78, 22)
	s.puz.chunk = 7_000
	tuitest.Press(s, "p")
	st := s.c.Settings()
	for k, p := range s.puz.puzzles {
		var want game.PuzzleTally
		var done int64
		for i := 0; done < testTrials; i++ {
			n := min(chunkSize(s.puz.first, s.puz.chunk, i), testTrials-done)
			g, err := st.NewGen(chunkSeed(st.EffectiveSeed(), i, k))
			if err != nil {
				t.Fatal(err)
			}
			tally, err := game.RunPuzzle(p, g, int(n))
			if err != nil {
				t.Fatal(err)
			}
			want.Merge(tally)
			done += n
		}
		if s.puz.runs[k].tally != want {
			t.Errorf("puzzle %d: %+v, replayed %+v", k, s.puz.runs[k].tally, want)
		}
	}
}

// Pausing stops new chunks; leaving the screen too, and coming back
// opens the table; stale chunks are dropped.
func TestPuzzlePause(t *testing.T) {
	s := New(tuitest.Desk(t))
	s.puz.pace, s.puz.per = 0, testTrials
	s.SetSize(78, 22)
	s.Enter()
	_, cmd := s.Update(tuitest.Key("p"))
	// One chunk per puzzle is in flight; pause before it lands.
	tuitest.Press(s, "space")
	if !s.puz.paused {
		t.Fatal("space did not pause")
	}
	tuitest.Drain(s, cmd)
	for k, r := range s.puz.runs {
		if r.next != 1 {
			t.Errorf("puzzle %d: %d chunks merged while paused, want the 1 in flight", k, r.next)
		}
	}
	if h := helpText(s.FullHelp()[0]); !strings.Contains(h, "space resume") {
		t.Errorf("paused keys %q", h)
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "❚❚ paused") {
		t.Errorf("paused view:\n%s", v)
	}
	// A chunk of an old run, or one merged already, changes nothing.
	before := s.puz.runs[0].tally
	s.Update(chunkMsg{run: s.puz.run - 1, puzzle: 0, index: 1, tally: game.PuzzleTally{Trials: 5}})
	s.Update(chunkMsg{run: s.puz.run, puzzle: 0, index: 0, tally: game.PuzzleTally{Trials: 5}})
	s.Update(chunkMsg{run: s.puz.run, puzzle: 9, index: 1})
	if s.puz.runs[0].tally != before {
		t.Errorf("a stale chunk was merged")
	}
	// Coming back opens the table, where space rolls; p shows the
	// puzzles again, the user's pause kept.
	s.Leave()
	tuitest.Drain(s, s.Enter())
	if s.puzzle || s.Title() != "Craps" {
		t.Fatalf("came back to %q", s.Title())
	}
	rolls := s.table.Session().Rolls
	tuitest.Press(s, "space")
	if s.table.Session().Rolls != rolls+1 || !s.puz.paused {
		t.Errorf("space at the table: %d rolls, was %d; puzzles paused %v", s.table.Session().Rolls, rolls, s.puz.paused)
	}
	tuitest.Press(s, "p")
	if s.puz.runs[0].next != 1 {
		t.Errorf("resumed while paused")
	}
	tuitest.Press(s, "space")
	if s.puz.runs[0].tally.Trials != testTrials {
		t.Errorf("after resume: %d trials", s.puz.runs[0].tally.Trials)
	}
}

// A generator stuck on one face stops the simulation with a message
// instead of rolling forever.
func TestPuzzleStuckGenerator(t *testing.T) {
	c := tuitest.Common(t)
	o := settings.Options{Seed: "3", Gen: "lcg:1,0,16"} // s' = s: the same face for ever
	st, err := o.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	tuitest.Root(c).SetSettings(st)
	s := New(c, tuitest.L(c))
	s.puz.pace, s.puz.per = 0, testTrials
	s.SetSize(78, 22)
	s.Enter()
	tuitest.Press(s, "p")
	if s.puz.err == nil {
		t.Fatalf("no error from a stuck generator")
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "stopped: a trial did not end") {
		t.Errorf("view:\n%s", v)
	}
	if h := helpText(s.FullHelp()[0]); strings.Contains(h, "space") {
		t.Errorf("keys offer space after the error: %q", h)
	}
}

// No line wider than the area and no more lines than its height, at
// sizes from 0×0 to 200×60 (the layout's thresholds included), in both
// modes, with and without colours; never a panic.
func TestViewSizes(t *testing.T) {
	s := newTest(t, 78, 18)
	toPoint(t, s)
	tuitest.Press(s, "o")
	p := newTest(t, 78, 18)
	tuitest.Press(p, "p")
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	col := newTest(t, 78, 18)
	tuitest.Root(col.c).SetStyles(draw.NewStyles(r))
	tuitest.Press(col, "space", "space", "space")
	widths := []int{0, 1, 2, 5, 9, 10, 20, 21, 22, 30, 44, 45, 46, 50, 60, 70, 78, 100, 118, 150, 200}
	heights := []int{0, 1, 2, 3, 5, 6, 8, 10, 12, 15, 18, 22, 30, 38, 60}
	for _, w := range widths {
		for _, h := range heights {
			for _, sc := range []*Model{s, p, col} {
				sc.SetSize(w, h)
				v := sc.View()
				name := fmt.Sprintf("%s %dx%d", sc.Title(), w, h)
				tuitest.CheckWidth(t, name, v, w)
				if n := len(strings.Split(v, "\n")); v != "" && n > max(h, 1) {
					t.Errorf("%s: %d lines", name, n)
				}
			}
		}
	}
}

// At the sizes the root gives (78×18 and 78×10 at 80×24 with the panel
// closed and open; 60×38 beside the panel at 120×40; 118×34) the table
// keeps the dice (large at 118×34), the puck, the bets, the history, the
// last roll and the session.
func TestViewKeepsEssentials(t *testing.T) {
	s := newTest(t, 78, 18)
	toPoint(t, s)
	for _, size := range [][2]int{{78, 18}, {78, 10}, {60, 38}, {118, 34}} {
		s.SetSize(size[0], size[1])
		v := tuitest.Plain(s.View())
		dice := "┌───────┐ ┌───────┐"
		if size[1] >= 30 && size[0] >= 80 { // the room takes the large dice
			dice = "┌───────────┐ ┌───────────┐"
		}
		for _, want := range []string{dice, "● ON", "▸ Odds", "On the table", "in hand", "Rolls ", "the point is", "xpected"} {
			if !strings.Contains(v, want) {
				t.Errorf("%dx%d lacks %q:\n%s", size[0], size[1], want, v)
			}
		}
	}
}

// Golden views at seed 42: the table after a few rolls with odds, at the
// sizes the root gives it, and the puzzles after their simulation.
func TestGolden(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "+", "space", "o", "space", "space", "space", "space", "space", "space", "space", "o", "space")
	for _, size := range [][2]int{{78, 18}, {78, 10}, {60, 38}, {118, 34}} {
		s.SetSize(size[0], size[1])
		tuitest.Golden(t, fmt.Sprintf("craps-%dx%d", size[0], size[1]), s.View())
	}
	tuitest.Press(s, "p")
	for _, size := range [][2]int{{78, 22}, {118, 38}} {
		s.SetSize(size[0], size[1])
		tuitest.Golden(t, fmt.Sprintf("craps-puzzles-%dx%d", size[0], size[1]), s.View())
	}
}

// In the room the table has at 80×24 with the panel open (ten lines), a
// note of two lines is whole: it goes before the title and the rules.
func TestLongNoteWhole(t *testing.T) {
	st := New(tuitest.Desk(t))
	tuitest.Chips(t, st.c, 35)
	st.SetSize(80, 10)
	st.Enter()
	tuitest.Press(st, "]")
	v := tuitest.Plain(st.View())
	if lines := strings.Split(v, "\n"); len(lines) > 10 {
		t.Fatalf("%d lines", len(lines))
	}
	if got := strings.Join(strings.Fields(v), " "); !strings.Contains(got, strings.Join(strings.Fields(st.note), " ")) || strings.Contains(v, "…") {
		t.Errorf("the note %q is not whole:\n%s", st.note, v)
	}
}

// Goldens at seed 42 in the areas the root gives the screen at 80×24
// and 140×45 (tuitest.Areas): the table as it opens (10 on the pass
// line), a point on with odds behind it, the round over (the pass line
// decided), and the puzzles after their simulation (no panel).
func TestGoldenAreas(t *testing.T) {
	s := newTest(t, 78, 10)
	golden := func(state string) { tuitest.GoldenAreas(t, s.c, s, "craps-"+state) }
	golden("open")
	toPoint(t, s)
	tuitest.Press(s, "o")
	golden("point")
	for i := 0; !s.table.ComeOut(); i++ {
		if i > 100 {
			t.Fatal("no decision in 100 rolls")
		}
		tuitest.Press(s, "space")
	}
	golden("decided")
	tuitest.Press(s, "p")
	golden("puzzles")
}
