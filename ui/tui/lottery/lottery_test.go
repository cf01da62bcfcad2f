package lottery

import (
	"fmt"
	"io"
	"math"
	"math/big"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"riffle/engine/rng"
	"riffle/engine/stats"
	"riffle/games/casino"
	game "riffle/games/lottery"
	"riffle/ui/text"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// newTest is the lottery screen at seed 42 without colours, sized
// w × h and entered.
func newTest(t testing.TB, w, h int) *Model {
	t.Helper()
	s := New(tuitest.Desk(t))
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Motion = true }) // the balls come out one by one (TestNoMotion: at once)
	s.Instant()
	s.SetSize(w, h)
	tuitest.Drain(s, s.Enter())
	return s
}

// conserved: the bankroll plus the prizes owed is the start plus the
// session's winnings minus its spending (no transfers in these tests).
func conserved(t *testing.T, s *Model, start int) {
	t.Helper()
	ss := s.table.Session()
	if got, want := s.ledger.InHand()+s.Owed(), start-ss.Spent+ss.Won; got != want || s.ledger.StakedAt(game.Name) != s.Owed() {
		t.Fatalf("bankroll %d + owed %d = %d, want %d − %d + %d = %d (the ledger holds %d on the table)",
			s.ledger.InHand(), s.Owed(), got, start, ss.Spent, ss.Won, want, s.ledger.StakedAt(game.Name))
	}
}

// keyList is the keys the full help shows now: its one column.
func keyList(s *Model) []key.Binding { return s.FullHelp()[0] }

// helpLine is the full help in one line: "key what · key what".
func helpLine(s *Model) string {
	var out []string
	for _, b := range keyList(s) {
		out = append(out, b.Help().Key+" "+b.Help().Desc)
	}
	return strings.Join(out, " · ")
}

func TestOpens(t *testing.T) {
	s := newTest(t, 78, 18)
	if s.Title() != "Lottery · Roadrunner Cash" || !s.UsesPanel() || s.Capturing() {
		t.Errorf("title %q, panel %v, capturing %v", s.Title(), s.UsesPanel(), s.Capturing())
	}
	v := tuitest.Plain(s.View())
	for _, want := range []string{"Roadrunner Cash · 5 of 37", "No draw yet", "Slip: empty", "ILLUSTRATIVE", "1 in 435,897", "800/1683"} {
		if !strings.Contains(v, want) {
			t.Errorf("lacks %q:\n%s", want, v)
		}
	}
	help := helpLine(s)
	for _, want := range []string{"a quick pick", "t type numbers", "p/P next/previous lottery", "m draw 10,000"} {
		if !strings.Contains(help, want) {
			t.Errorf("help %q lacks %q", help, want)
		}
	}
	for _, dead := range []string{"space", "x remove", "c clear", "+/-", "v statistics"} {
		if strings.Contains(help, dead) {
			t.Errorf("help %q shows %q with nothing to act on", help, dead)
		}
	}
}

// TestDraw: quick picks and a draw: the chips, the balls, the
// brackets on the numbers drawn, the prize tiers and the panel.
func TestDraw(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "a", "a", "a")
	if n := len(s.table.Tickets()); n != 3 {
		t.Fatalf("%d tickets after three quick picks", n)
	}
	if !strings.Contains(helpLine(s), "space draw (3 chips)") {
		t.Errorf("help %q", helpLine(s))
	}
	tuitest.Press(s, "space")
	conserved(t, s, casino.DefaultBankroll)
	r := s.result
	if r == nil || r.Number != 1 || s.revealing() || s.Owed() != 0 {
		t.Fatalf("after a draw: result %v, revealing %v, owed %d", r, s.revealing(), s.Owed())
	}
	v := tuitest.Plain(s.View())
	balls := "Draw 1, sorted  "
	for _, b := range r.Draw.Balls {
		balls += fmt.Sprintf("(%2d) ", b)
	}
	if !strings.Contains(v, strings.TrimSpace(balls)) {
		t.Errorf("the balls %q are not on show:\n%s", balls, v)
	}
	for i, tk := range r.Tickets {
		line := fmt.Sprintf("%3d  ", i+1)
		for _, n := range tk.Numbers {
			if slices.Contains(r.Draw.Balls, n) {
				line += fmt.Sprintf("[%2d]", n)
			} else {
				line += fmt.Sprintf(" %2d ", n)
			}
		}
		tier := r.Game.TierName(5, game.Tier{Matches: r.Outcomes[i].Matches})
		if !strings.Contains(v, line) || !strings.Contains(v, tier) {
			t.Errorf("ticket %d: %q and %q not on show:\n%s", i+1, line, tier, v)
		}
	}
	// The panel: one draw of 5 of 37 balls, ticket 1's matches (its
	// "no draws yet" gone).
	if s.panel.Balls() == nil || s.panel.Balls().Draws != 1 || s.panel.Balls().N != 37 || s.panel.Balls().K != 5 {
		t.Errorf("panel balls %+v", s.panel.Balls())
	}
	if len(s.panel.Tallies()) != 1 || s.panel.Tallies()[0].Total() != 1 {
		t.Fatalf("panel tallies %+v", s.panel.Tallies())
	}
	// Its classes are 0, 1, 2 and ≥3 matches (P(4) + P(5) = 1/2,710
	// would expect under 5 in a run of 10,000), their probabilities
	// engine/odds' P(m) for a 5-number ticket, summed over each class;
	// ticket 1's draw counted in its class.
	probs := r.Game.Odds(5).Matches()
	tally := s.panel.Tallies()[0]
	if !slices.Equal(tally.Labels, []string{"0", "1", "2", "≥3"}) {
		t.Fatalf("panel labels %v", tally.Labels)
	}
	for i, ms := range [][]int{{0}, {1}, {2}, {3, 4, 5}} {
		var want float64
		for _, m := range ms {
			f, _ := probs[m].Float64()
			want += f
		}
		if math.Abs(tally.Probs[i]-want) > 1e-15 {
			t.Errorf("panel P(%s) = %g, want %g", tally.Labels[i], tally.Probs[i], want)
		}
	}
	if m := r.Outcomes[0].Matches; tally.Counts[min(m, 3)] != 1 {
		t.Errorf("ticket 1 matched %d; panel counts %v", m, tally.Counts)
	}
	// More draws: the chips stay conserved, the slip is played again.
	for range 20 {
		tuitest.Press(s, "space")
		conserved(t, s, casino.DefaultBankroll)
	}
	if s.table.Session().Draws != 21 || s.table.Session().Tickets != 63 || s.panel.Tallies()[0].Total() != 21 {
		t.Errorf("session %+v, panel %d", s.table.Session(), s.panel.Tallies()[0].Total())
	}
	if !strings.Contains(tuitest.Plain(s.View()), "Session: 21 draws, 63 tickets") {
		t.Errorf("no session line:\n%s", tuitest.Plain(s.View()))
	}
}

// TestReveal: the balls come out one per tick, the prizes wait
// until the last; space shows the rest; stale ticks do nothing; leaving
// mid-draw pays.
func TestReveal(t *testing.T) {
	s := newTest(t, 78, 18)
	s.table.Select("powerball")
	s.gameChanged()
	tuitest.Press(s, "a", "a", "a", "a", "a", "a")
	_, cmd := s.Update(tuitest.Key("space"))
	if cmd == nil || !s.revealing() || s.shown != 0 {
		t.Fatalf("no reveal started: cmd %v, shown %d", cmd != nil, s.shown)
	}
	if got := s.ballPace(); got != revealTime/6 {
		t.Errorf("pace %v, want %v for 6 balls", got, revealTime/6)
	}
	if !strings.Contains(helpLine(s), "space show every ball") || len(keyList(s)) != 1 {
		t.Errorf("help while revealing: %q", helpLine(s))
	}
	r := s.result
	owed := s.Owed()
	if s.ledger.InHand() != casino.DefaultBankroll-12 || owed != r.Won {
		t.Errorf("bankroll %d during the reveal (owed %d), want %d", s.ledger.InHand(), owed, casino.DefaultBankroll-12)
	}
	v := tuitest.Plain(s.View())
	if strings.Count(v, "( ·)") != 6 || strings.Contains(v, "→ wins") || strings.Contains(v, "no prize") {
		t.Errorf("before the first ball:\n%s", v)
	}
	id := s.revealID
	s.Update(ballMsg{id: id - 1}) // stale
	if s.shown != 0 {
		t.Error("a stale tick brought a ball out")
	}
	for i := 1; i <= 5; i++ {
		_, cmd := s.Update(ballMsg{id: id})
		if cmd == nil || s.shown != i {
			t.Fatalf("ball %d: shown %d, next tick %v", i, s.shown, cmd != nil)
		}
		v := tuitest.Plain(s.View())
		if !strings.Contains(v, fmt.Sprintf("(%2d)", r.Draw.Order[i-1])) || strings.Count(v, "( ·)") != 6-i {
			t.Errorf("after ball %d:\n%s", i, v)
		}
	}
	if _, cmd := s.Update(ballMsg{id: id}); cmd != nil || s.revealing() {
		t.Error("the Powerball did not end the reveal")
	}
	if s.ledger.InHand() != casino.DefaultBankroll-12+r.Won || s.Owed() != 0 {
		t.Errorf("bankroll %d after the reveal, want %d", s.ledger.InHand(), casino.DefaultBankroll-12+r.Won)
	}
	if !strings.Contains(tuitest.Plain(s.View()), fmt.Sprintf("+ Powerball (%2d)", r.Draw.Bonus)) {
		t.Errorf("no Powerball:\n%s", tuitest.Plain(s.View()))
	}
	conserved(t, s, casino.DefaultBankroll)

	// Space mid-draw shows every ball; another key does too, and no more
	// (the draw's result is not switched away unseen).
	s.Update(tuitest.Key("space"))
	if !s.revealing() {
		t.Fatal("no reveal")
	}
	s.Update(tuitest.Key("space"))
	if s.revealing() || s.Owed() != 0 {
		t.Error("space did not show every ball")
	}
	s.Update(tuitest.Key("space"))
	s.Update(tuitest.Key("x"))
	if s.revealing() || len(s.table.Tickets()) != 6 {
		t.Errorf("x mid-draw: revealing %v, %d tickets", s.revealing(), len(s.table.Tickets()))
	}
	conserved(t, s, casino.DefaultBankroll)
	// Leaving mid-draw pays the prizes into the bankroll.
	s.Update(tuitest.Key("space"))
	s.Leave()
	if s.revealing() || s.Owed() != 0 {
		t.Error("Leave left the draw half out")
	}
	conserved(t, s, casino.DefaultBankroll)
}

// typeText types text into the ticket field as one burst of runes.
func typeText(s *Model, text string) {
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(text)})
}

// TestTyping: the ticket field checks as typed — a hint while
// short, a warning on a problem — refuses a bad ticket without closing,
// adds a good one, and esc cancels.
func TestTyping(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "t")
	if !s.Capturing() || helpLine(s) != "enter add the ticket · esc cancel" {
		t.Fatalf("capturing %v, help %q", s.Capturing(), helpLine(s))
	}
	typeText(s, "3 9 17 2")
	if s.inputMsg != "4 of 5 numbers: 1 more" || s.inputBad {
		t.Errorf("hint %q (bad %v)", s.inputMsg, s.inputBad)
	}
	typeText(s, "5 38")
	if s.inputMsg != "38 is out of range: 1…37" || !s.inputBad {
		t.Errorf("message %q (bad %v)", s.inputMsg, s.inputBad)
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "numbers: 3 9 17 25 38") || !strings.Contains(v, "! 38 is out of range: 1…37") {
		t.Errorf("the field and its message are not on show:\n%s", v)
	}
	tuitest.Press(s, "enter")
	if !s.Capturing() || len(s.table.Tickets()) != 0 {
		t.Error("enter on a bad ticket closed the field or added it")
	}
	tuitest.Press(s, "backspace", "backspace")
	typeText(s, "31")
	if !s.inputGood {
		t.Errorf("3 9 17 25 31: %q", s.inputMsg)
	}
	tuitest.Press(s, "enter")
	if s.Capturing() || len(s.table.Tickets()) != 1 || s.table.Tickets()[0].Quick {
		t.Fatalf("enter on a good ticket: capturing %v, tickets %v", s.Capturing(), s.table.Tickets())
	}
	if s.note != "Ticket 1: 3 9 17 25 31." {
		t.Errorf("note %q", s.note)
	}
	tuitest.Press(s, "t")
	typeText(s, "1 2")
	tuitest.Press(s, "esc")
	if s.Capturing() || len(s.table.Tickets()) != 1 || s.note != "No ticket added." {
		t.Errorf("esc: capturing %v, %d tickets, note %q", s.Capturing(), len(s.table.Tickets()), s.note)
	}
	// Powerball: the bonus number after a +.
	s.table.Select("powerball")
	tuitest.Press(s, "t")
	typeText(s, "69 1 2 3 4")
	if s.inputMsg != "now the Powerball: + and a number from 1 to 26" || s.inputBad {
		t.Errorf("hint %q", s.inputMsg)
	}
	typeText(s, " + 26")
	tuitest.Press(s, "enter")
	if tks := s.table.Tickets(); len(tks) != 1 || tks[0].Bonus != 26 || !slices.Equal(tks[0].Numbers, []int{1, 2, 3, 4, 69}) {
		t.Errorf("powerball ticket %v", tks)
	}
}

// TestRefusals: each refused action says why in one line and
// changes nothing.
func TestRefusals(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "space")
	if !s.noteBad || !strings.Contains(s.note, "No tickets yet") {
		t.Errorf("space on an empty slip: %q", s.note)
	}
	tuitest.Press(s, "x")
	if !s.noteBad || !strings.Contains(s.note, "The slip is empty") {
		t.Errorf("x on an empty slip: %q", s.note)
	}
	tuitest.Press(s, "c")
	if !s.noteBad {
		t.Errorf("c on an empty slip: %q", s.note)
	}
	tuitest.Press(s, "+")
	if !s.noteBad || !strings.Contains(s.note, "always mark 5") {
		t.Errorf("+ on Roadrunner: %q", s.note)
	}
	for range game.MaxTickets {
		tuitest.Press(s, "a")
	}
	tuitest.Press(s, "a")
	if !s.noteBad || s.note != "The slip is full: a draw takes at most 10 tickets. x removes one, c clears the slip." {
		t.Errorf("a on a full slip: %q", s.note)
	}
	tuitest.Press(s, "t")
	if s.Capturing() || !s.noteBad {
		t.Errorf("t on a full slip: capturing %v, note %q", s.Capturing(), s.note)
	}
	// Not enough chips.
	tuitest.Chips(t, s.c, 3)
	tuitest.Drain(s, s.Enter())
	tuitest.Press(s, "space")
	if !s.noteBad || s.note != "Not enough chips: 10 tickets cost 10 chips; you have 3. x removes a ticket." {
		t.Errorf("a draw above the bankroll: %q", s.note)
	}
	if s.table.Session().Draws != 0 || s.ledger.InHand() != 3 {
		t.Error("the refused draw changed something")
	}
	if strings.Contains(tuitest.Plain(s.View()), "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n") {
		t.Error("empty view")
	}
}

// TestGames: p and P cycle through every game; keno's spots move
// with +/- within 1…10 and size the quick picks.
func TestGames(t *testing.T) {
	s := newTest(t, 78, 18)
	var titles []string
	for range len(game.Games()) {
		titles = append(titles, s.table.Game().Title)
		tuitest.Press(s, "p")
	}
	if s.table.Game().Name != "roadrunner" || len(slices.Compact(slices.Clone(titles))) != len(game.Games()) {
		t.Errorf("p cycled through %v back to %s", titles, s.table.Game().Name)
	}
	tuitest.Press(s, "P")
	if s.table.Game().Name != "pick3" || !strings.Contains(tuitest.Plain(s.View()), "Pick 3 of 10 · 3 of 10") {
		t.Errorf("P from the first: %s", s.table.Game().Name)
	}
	tuitest.Press(s, "P", "P", "P")
	if s.table.Game().Name != game.Keno {
		t.Fatalf("not keno: %s", s.table.Game().Name)
	}
	if !strings.Contains(helpLine(s), "+/- keno spots") {
		t.Errorf("keno help %q", helpLine(s))
	}
	for range 12 {
		tuitest.Press(s, "-")
	}
	if s.table.Spots() != 1 || !s.noteBad {
		t.Errorf("spots %d after 12 −, note %q", s.table.Spots(), s.note)
	}
	tuitest.Press(s, "+", "+", "+")
	if s.table.Spots() != 4 || !strings.Contains(s.note, "4 spots") {
		t.Errorf("spots %d, note %q", s.table.Spots(), s.note)
	}
	tuitest.Press(s, "a")
	if tk := s.table.Tickets(); len(tk) != 1 || len(tk[0].Numbers) != 4 {
		t.Errorf("a 4-spot quick pick: %v", tk)
	}
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "4 spots") || !strings.Contains(v, "4 of 4") {
		t.Errorf("the pay table is not for 4 spots:\n%s", v)
	}
}

// TestRun: "Draw 10,000" on Pick 3 of 10 answers the Java text's
// question on screen — every combination's count and its χ² — feeds the
// panel, moves no chips, and is reproduced by the seed and its number.
func TestRun(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "P", "a", "a")
	chips := s.ledger.InHand()
	tuitest.Press(s, "m")
	r := s.run
	if r.running || !r.done() || r.tally.Draws != runDraws || !s.showStats || r.number != 1 {
		t.Fatalf("run: running %v, draws %d, stats %v", r.running, r.tally.Draws, s.showStats)
	}
	if s.ledger.InHand() != chips || s.table.Session().Draws != 0 {
		t.Errorf("the run moved chips: %d → %d", chips, s.ledger.InHand())
	}
	if s.panel.Balls() == nil || s.panel.Balls().Draws != runDraws || s.panel.Tallies()[0].Total() != runDraws {
		t.Errorf("the panel did not get the run's draws")
	}
	// The answer: the χ² of every combination against 1/120, recomputed
	// here from the tally with stats.
	probs := make([]float64, 120)
	for i := range probs {
		probs[i] = 1.0 / 120
	}
	chi2, df, p := stats.GoodnessOfFit(r.tally.Combos, probs)
	v := tuitest.Plain(s.View())
	for _, want := range []string{javaQuestion, "Every combination: 120 = C(10, 3), 83.3 expected each",
		fmt.Sprintf("χ² %s df %d p %s", text.Float(chi2), df, text.PValue(p)), "100% · 10,000 draws · done", "run 1 of seed 42",
		"A simulation: no chips moved."} {
		if !strings.Contains(strings.ReplaceAll(v, "\n", " "), want) {
			t.Errorf("lacks %q:\n%s", want, v)
		}
	}
	if stats.FitVerdict(r.tally.Combos, probs).Kind == stats.Fair && !strings.Contains(v, "Yes: all 120 came up") {
		t.Errorf("p = %g and no yes:\n%s", p, v)
	}
	// Reproducible: another screen at the same seed draws the same run;
	// the second run of a session is another.
	s2 := newTest(t, 78, 18)
	tuitest.Press(s2, "P", "a", "a", "m")
	if !slices.Equal(s2.run.tally.Combos, r.tally.Combos) || s2.run.tally.Won != r.tally.Won {
		t.Error("the same seed drew another run")
	}
	tuitest.Press(s2, "m")
	if s2.run.number != 2 || slices.Equal(s2.run.tally.Combos, r.tally.Combos) {
		t.Error("the second run repeated the first")
	}
	// v goes back to the slip and to the statistics.
	tuitest.Press(s, "v")
	if s.showStats || !strings.Contains(tuitest.Plain(s.View()), "Slip: 2 tickets") {
		t.Error("v did not show the slip")
	}
	tuitest.Press(s, "v")
	if !s.showStats {
		t.Error("v did not show the statistics")
	}
	tuitest.Press(s, "a")
	if s.showStats || len(s.table.Tickets()) != 3 {
		t.Error("a slip key did not go back to the slip")
	}
}

// TestRunLarge: a run of a large lottery explains why its
// combinations are not tested, and 3 tests Pick 3 of 10 at once.
func TestRunLarge(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "m")
	v := tuitest.Plain(s.View())
	if !strings.Contains(v, "C(37, 5) = 435,897") || !strings.Contains(v, "Not here:") {
		t.Errorf("a Roadrunner run:\n%s", v)
	}
	if !strings.Contains(helpLine(s), "3 test Pick 3 of 10") {
		t.Errorf("help %q", helpLine(s))
	}
	tuitest.Press(s, "3")
	if s.table.Game().Name != "pick3" || s.run.game.Name != "pick3" || !s.run.done() || s.run.tally.Combos == nil {
		t.Errorf("3: game %s, run of %s", s.table.Game().Name, s.run.game.Name)
	}
}

// TestRunStop: m stops a run; its late chunk is dropped.
func TestRunStop(t *testing.T) {
	s := newTest(t, 78, 18)
	_, cmd := s.Update(tuitest.Key("m"))
	if !s.run.running || cmd == nil || !strings.Contains(helpLine(s), "m stop the run") {
		t.Fatalf("m: running %v, help %q", s.run.running, helpLine(s))
	}
	msg := cmd()
	tuitest.Press(s, "m")
	if s.run.running {
		t.Fatal("m did not stop the run")
	}
	s.Update(msg)
	if s.run.tally.Draws != 0 || !strings.Contains(tuitest.Plain(s.View()), "stopped") {
		t.Errorf("a stopped run merged a late chunk: %d draws", s.run.tally.Draws)
	}
	// p stops a run too (the panel belongs to the game on show).
	_, cmd = s.Update(tuitest.Key("m"))
	tuitest.Press(s, "v", "p")
	if s.run.running {
		t.Error("p left the run running")
	}
	s.Update(cmd())
	if s.run.tally.Draws != 0 {
		t.Error("a chunk merged after p")
	}
}

// TestAnswer: the sentence says yes, not clearly or no by the
// combinations' χ² p-value, and waits for enough draws.
func TestAnswer(t *testing.T) {
	g, err := game.Lookup("pick3")
	if err != nil {
		t.Fatal(err)
	}
	fair := g.Simulate(nil, rng.NewPCG(1), runDraws, nil)
	if a := answerText(fair); !strings.HasPrefix(a, "Yes: all 120 came up") {
		t.Errorf("a fair run: %q", a)
	}
	// The test pools combinations (as the panel pools a die's faces) until
	// every group expects 5: 120 combinations of 1/120 form two groups of
	// 60 at 10 draws, no sooner. (Before the panel's test was the
	// lottery's, the answer waited for 5 expected of every combination,
	// 600 draws.)
	few := g.Simulate(nil, rng.NewPCG(1), 9, nil)
	if a := answerText(few); !strings.HasPrefix(a, "Too soon to tell") || !strings.Contains(a, "1 draw from now") {
		t.Errorf("9 draws: %q", a)
	}
	if a := answerText(g.Simulate(nil, rng.NewPCG(1), 10, nil)); strings.HasPrefix(a, "Too soon to tell") {
		t.Errorf("10 draws: %q", a)
	}
	// A naive drawer — each position swapped with any of the 10 — as a
	// tally: its bias is caught.
	biased := game.NewTally(g, nil)
	r := rng.NewPCG(1)
	for range runDraws {
		drum := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
		for i := range 3 {
			j := r.IntN(10)
			drum[i], drum[j] = drum[j], drum[i]
		}
		balls := slices.Clone(drum[:3])
		slices.Sort(balls)
		biased.Add(game.Draw{Order: drum[:3], Balls: balls})
	}
	if a := answerText(biased); !strings.HasPrefix(a, "No: ") || !strings.Contains(a, "favour some combinations") {
		t.Errorf("the naive drawer: %q", a)
	}
	// Suspicious: a fair tally nudged until p falls between 1e-6 and 0.01.
	sus := g.Simulate(nil, rng.NewPCG(1), runDraws, nil)
	for i := 0; ; i++ {
		k := comboVerdict(sus.Combos).Kind
		if k == stats.Suspicious {
			break
		}
		if k == stats.Biased || i > 1000 {
			t.Fatal("could not make a suspicious tally")
		}
		sus.Combos[0]++
		sus.Combos[119]--
	}
	if a := answerText(sus); !strings.HasPrefix(a, "Not clearly") {
		t.Errorf("a suspicious run: %q", a)
	}
}

// TestNewSeed: a new generator or seed builds a fresh table with
// empty slips; the bankroll carries over.
func TestNewSeed(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "p", "a", "a", "space")
	chips := s.ledger.InHand()
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Seed = 7 })
	tuitest.Drain(s, s.Enter())
	if s.table.Game().Name != "lotto" || len(s.table.Tickets()) != 0 || s.ledger.InHand() != chips || s.result != nil {
		t.Errorf("new seed: %s, %d tickets, bankroll %d (was %d)", s.table.Game().Name, len(s.table.Tickets()), s.ledger.InHand(), chips)
	}
	if !strings.Contains(s.note, "fresh table") {
		t.Errorf("note %q", s.note)
	}
}

// TestReproducible: the same keys at the same seed draw the same
// balls and tickets.
func TestReproducible(t *testing.T) {
	play := func() string {
		s := newTest(t, 118, 34)
		tuitest.Press(s, "a", "a", "space", "p", "p", "a", "space", "space")
		return tuitest.Plain(s.View())
	}
	if a, b := play(), play(); a != b {
		t.Errorf("two sessions at seed 42 differ:\n%s\n---\n%s", a, b)
	}
}

// stateKeys are the keys that bring a screen into the states worth
// drawing and keying ("revealing" stops after two balls of a Keno draw).
var stateKeys = map[string][]string{
	"empty":      nil,
	"slip":       {"a", "a", "a"},
	"drawn":      {"a", "a", "t", "3 9 17 25 31", "enter", "space"},
	"keno":       {"p", "p", "a", "a", "-", "a", "space"},
	"powerball":  {"p", "p", "p", "p", "a", "a", "space"},
	"typing":     {"t", "3 9 x"},
	"run-pick3":  {"P", "a", "m"},
	"run-large":  {"p", "p", "p", "a", "m"},
	"run-pb":     {"P", "P", "a", "a", "m"},
	"full-slip":  {"a", "a", "a", "a", "a", "a", "a", "a", "a", "a", "space"},
	"powerball2": {"P", "P", "a", "space", "space"},
	"revealing":  {"p", "p", "a", "a"},
}

// inState is a screen in the named state of stateKeys.
func inState(t *testing.T, name string) *Model {
	t.Helper()
	s := newTest(t, 78, 18)
	for _, k := range stateKeys[name] {
		if len([]rune(k)) > 1 && tuitest.Key(k).Type == tea.KeyRunes {
			typeText(s, k)
			continue
		}
		tuitest.Press(s, k)
	}
	if name == "revealing" {
		s.Update(tuitest.Key("space"))
		s.Update(ballMsg{id: s.revealID})
		s.Update(ballMsg{id: s.revealID})
	}
	return s
}

// allStates is every state of stateKeys.
func allStates(t *testing.T) map[string]*Model {
	out := map[string]*Model{}
	for name := range stateKeys {
		out[name] = inState(t, name)
	}
	return out
}

// TestNoDeadKeys: in every state each key the help shows changes
// the view or says something.
func TestNoDeadKeys(t *testing.T) {
	for name, base := range allStates(t) {
		for _, b := range keyList(base) {
			for _, k := range b.Keys() {
				if k == " " {
					k = "space"
				}
				// A fresh copy of the state for each key.
				m := inState(t, name)
				before, note := tuitest.Plain(m.View()), m.note
				tuitest.Press(m, k)
				if tuitest.Plain(m.View()) == before && m.note == note {
					t.Errorf("%s: key %q (%s) did nothing", name, k, b.Help().Desc)
				}
			}
		}
	}
}

// TestSizes: every state draws within its area at every size, from
// 0×0 to 200×60, with and without colours; never a panic.
func TestSizes(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	colour := draw.NewStyles(r)
	widths := []int{0, 1, 5, 20, 40, 60, 78, 118, 200}
	heights := []int{0, 1, 3, 10, 18, 34, 60}
	for name, s := range allStates(t) {
		styles := []draw.Styles{s.c.Styles()}
		if name == "drawn" || name == "typing" || name == "run-pick3" || name == "powerball" {
			styles = append(styles, colour)
		}
		for _, styles := range styles {
			tuitest.Root(s.c).SetStyles(styles)
			for _, w := range widths {
				for _, h := range heights {
					s.SetSize(w, h)
					v := s.View()
					label := fmt.Sprintf("%s %dx%d colour %v", name, w, h, styles.Color)
					tuitest.CheckWidth(t, label, v, w)
					if n := len(strings.Split(v, "\n")); v != "" && n > h {
						t.Errorf("%s: %d lines", label, n)
					}
				}
			}
		}
	}
}

// TestKeepsEssentials: at the sizes the root gives (78×18 and
// 78×10 at 80×24 with the panel closed and open, 60×38 beside the panel at
// 120×40, 118×34), the slip, the draw, the illustrative label and the
// answer to the question stay on screen.
func TestKeepsEssentials(t *testing.T) {
	states := allStates(t)
	for _, size := range [][2]int{{78, 18}, {78, 10}, {60, 38}, {118, 34}} {
		for name, want := range map[string][]string{
			"drawn":     {"Draw 1, sorted", "Slip: 3 tickets", "[", "illustrative", "Session: 1 draw"},
			"powerball": {"+ Powerball (", "Slip: 2 tickets", "illustrative", "Session: 1 draw"},
			"full-slip": {"Draw 1, sorted", "Slip: 10 tickets", "illustrative", "Session: 1 draw"},
			"typing":    {"numbers: 3 9 x", `"x" is not a number`},
			"run-pick3": {"Yes: all 120 came up", "df 119 p", "df 9 p", "no chips moved", "Run 1 done"},
			"run-large": {"Not here", "df 58 p", "C(59, 5) = 5,006,386", "Run 1 done"},
			"run-pb":    {"Not here", "df 68 p", "df 25 p", "C(69, 5) = 11,238,513", "Run 1 done"},
		} {
			s := states[name]
			s.SetSize(size[0], size[1])
			v := strings.ReplaceAll(tuitest.Plain(s.View()), "\n", " ")
			for _, w := range want {
				if !strings.Contains(v, w) && !strings.Contains(strings.ToLower(v), w) {
					t.Errorf("%s at %dx%d lacks %q:\n%s", name, size[0], size[1], w, tuitest.Plain(s.View()))
				}
			}
		}
	}
}

// TestMonkey: random keys and typing, with answers arriving late
// and in any order, never panic and keep the chips conserved.
func TestMonkey(t *testing.T) {
	keys := []string{"space", "space", "a", "a", "a", "t", "x", "c", "p", "P", "+", "-", "m", "v", "3", "enter",
		"esc", "backspace", "1", "7", " ", "+", "q", "d", "x", "9"}
	g := rand.New(rand.NewPCG(3, 4))
	s := newTest(t, 78, 18)
	var pending []tea.Cmd
	for i := range 2000 {
		_, cmd := s.Update(tuitest.Key(keys[g.IntN(len(keys))]))
		if cmd != nil {
			pending = append(pending, cmd)
		}
		if g.IntN(4) == 0 && len(pending) > 0 {
			j := g.IntN(len(pending))
			c := pending[j]
			pending = slices.Delete(pending, j, j+1)
			if msg := c(); msg != nil {
				if _, next := s.Update(msg); next != nil {
					pending = append(pending, next)
				}
			}
		}
		if len(pending) > 50 {
			pending = pending[len(pending)-50:]
		}
		conserved(t, s, casino.DefaultBankroll)
		if i%41 == 0 {
			tuitest.CheckWidth(t, fmt.Sprintf("step %d", i), s.View(), 78)
		}
	}
}

// Goldens at seed 42: the slip after a draw, keno, Powerball, the typing
// field, a full slip and the runs' statistics, at the inner size of an
// 80×24 terminal without the panel and a wide one (and some at 78×10, the
// inner size with the panel open). The whole program's goldens are the
// root's (ui/tui/lottery_test.go).
func TestGolden(t *testing.T) {
	states := allStates(t)
	for _, name := range []string{"drawn", "keno", "powerball", "typing", "run-pick3", "run-large", "run-pb", "full-slip"} {
		for _, size := range [][2]int{{78, 18}, {118, 34}, {78, 10}} {
			if size[1] == 10 && name != "full-slip" && name != "run-pb" && name != "run-pick3" {
				continue // 78×10: the inner size at 80×24 with the panel open
			}
			s := states[name]
			s.SetSize(size[0], size[1])
			tuitest.Golden(t, fmt.Sprintf("lottery-%s-%dx%d", name, size[0], size[1]), s.View())
		}
	}
}

// A click on the pad that would take the field past its limit changes
// nothing and says so, rather than let the field cut the number.
func TestPadStopsAtTheFieldsLimit(t *testing.T) {
	s := newTest(t, 78, 18)
	tuitest.Press(s, "p", "p", "t") // keno: numbers 1…80
	long := strings.TrimSpace(strings.Repeat("10 ", inputLimit/3))
	s.input.SetValue(long)
	s.toggleNumber(78, false)
	if s.input.Value() != long || !s.inputBad || !strings.Contains(s.inputMsg, "the field is full") {
		t.Errorf("past the limit: field %q, bad %v, %q", s.input.Value(), s.inputBad, s.inputMsg)
	}
	s.input.SetValue("5 9")
	s.toggleNumber(78, false)
	s.toggleNumber(9, false)
	if s.input.Value() != "5 78" {
		t.Errorf("5 9, then 78 and 9 clicked: %q", s.input.Value())
	}
}

// Keno pays by the spots marked: the pay table shows the ticket being
// typed once it is a size the game takes, then the slip's last ticket;
// its odds are the hypergeometric law's, checked here with math/big.
func TestPayTableFollowsTheTicket(t *testing.T) {
	s := newTest(t, 78, 30)
	tuitest.Press(s, "p", "p", "t") // keno
	typeText(s, "5 10 15")
	v := tuitest.Plain(s.View())
	// P(3 of 3) = C(20,3)/C(80,3) = 1140/82160 = 1 in 72.07.
	p := new(big.Rat).SetFrac(new(big.Int).Binomial(20, 3), new(big.Int).Binomial(80, 3))
	want := "1 in " + oneIn(p)
	if !strings.Contains(v, "3 spots") || !strings.Contains(v, "3 of 3") || !strings.Contains(v, want) || want != "1 in 72.07" {
		t.Errorf("typing a 3-spot ticket, want its pay table (%s):\n%s", want, v)
	}
	tuitest.Press(s, "enter")
	if v := tuitest.Plain(s.View()); !strings.Contains(v, "3 spots") {
		t.Errorf("after adding it, the pay table is not the ticket's:\n%s", v)
	}
}

// While a ticket is typed the pad comes before the slip's other tickets
// (they fold into a line); with no room for it at all, the field says how
// to make some.
func TestPadRoom(t *testing.T) {
	s := newTest(t, 80, 18)
	tuitest.Press(s, "p", "p") // keno
	for range 8 {
		tuitest.Press(s, "a")
	}
	tuitest.Press(s, "t")
	if v := tuitest.Plain(s.View()); !strings.Contains(v, " 79 80") || !s.Capturing() || !strings.Contains(v, "\n  1  ") || !strings.Contains(v, "… tickets") {
		t.Errorf("eight tickets at 80×18: no pad while typing, or no first ticket and fold line:\n%s", v)
	}
	tight := newTest(t, 80, 14) // room for the pad only by folding every ticket but the first
	tuitest.Press(tight, "p", "p")
	for range 6 {
		tuitest.Press(tight, "a")
	}
	tuitest.Press(tight, "t")
	if v := tuitest.Plain(tight.View()); strings.Contains(v, " 79 80") && !strings.Contains(v, "\n  1  ") {
		t.Errorf("the pad pushed out the first ticket:\n%s", v)
	}
	small := newTest(t, 80, 10)
	tuitest.Root(small.c).SetPanel(true)
	tuitest.Press(small, "p", "p", "t")
	if v := tuitest.Plain(small.View()); strings.Contains(v, " 79 80") || !strings.Contains(v, "esc then f shows the pad") {
		t.Errorf("no room for the pad, and no word of how to make it:\n%s", v)
	}
}

// Goldens at seed 42 in the areas the root gives the screen at 80×24
// and 140×45 (tuitest.Areas: the panel open, closed, beside): the
// screen as it opens, a slip of three lines, a draw being revealed ball
// by ball (the balls' ticks sent by hand), the draw settled, Keno drawn
// and a run's statistics.
func TestGoldenAreas(t *testing.T) {
	for _, state := range []string{"empty", "slip", "revealing", "drawn", "keno", "run-pick3"} {
		s := inState(t, state)
		tuitest.GoldenAreas(t, s.c, s, "lottery-"+state)
	}
}

// Without motion (--motion off) a draw's balls are all out at once.
func TestNoMotion(t *testing.T) {
	s := newTest(t, 78, 22)
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Motion = false })
	s.pace = time.Second // the pace a player's table has
	tuitest.Press(s, "a")
	if _, cmd := s.Update(tuitest.Key("space")); cmd != nil || s.result == nil || s.shown != ballsOut(s.result) {
		t.Fatalf("space: a Cmd %v, %d balls of %d shown", cmd != nil, s.shown, ballsOut(s.result))
	}
}

// Every lottery's title line keeps the hint to the others at 80×24 (Pick
// 3 and the Powerballs lost it to their long titles).
func TestLotteryHintEveryGame(t *testing.T) {
	s := newTest(t, 78, 22)
	seen := map[string]bool{}
	for range 20 {
		title := s.table.Game().Title
		if seen[title] {
			break
		}
		seen[title] = true
		if first := strings.Split(tuitest.Plain(s.View()), "\n")[0]; !strings.Contains(first, "p/P") {
			t.Errorf("%s: no p/P on the title line %q", title, first)
		}
		tuitest.Press(s, "p")
	}
	if len(seen) < 5 {
		t.Fatalf("p went through %d lotteries", len(seen))
	}
}

// The compact pay table wraps between its entries, never inside one
// ("4/5" at the end of a line, its "100" on the next).
func TestPayLinesWrapWhole(t *testing.T) {
	s := newTest(t, 78, 22)
	for range 8 {
		for w := 30; w <= 78; w++ {
			lines := s.payCompact(w)
			for i := 0; i+1 < len(lines); i++ {
				l := strings.TrimSpace(tuitest.Plain(lines[i]))
				last := l[strings.LastIndex(l, " ")+1:]
				if tierOnly.MatchString(last) {
					t.Fatalf("%s at %d: a line ends inside an entry: %q", s.table.Game().Title, w, l)
				}
			}
		}
		tuitest.Press(s, "p")
	}
}

// tierOnly is a pay table entry's tier without its chips: "4/5", "4+PB".
var tierOnly = regexp.MustCompile(`^([0-9]+/[0-9]+|[0-9]*\+?PB)$`)
