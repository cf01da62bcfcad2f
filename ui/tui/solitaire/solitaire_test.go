package solitaire

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	"riffle/engine/shuffle"
	game "riffle/games/solitaire"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/tuitest"
)

// instantTick makes a screen's animation frames come at once.
func instantTick(_ time.Duration, f func(time.Time) tea.Msg) tea.Cmd {
	return func() tea.Msg { return f(time.Time{}) }
}

// drain runs cmd and feeds what it returns back to s, batches
// included, until nothing is left (or limit messages): the tests' stand-in
// for the program loop. With frames at once (instantTick) an animation runs to
// its end.
func drain(s *Model, cmd tea.Cmd, limit int) int {
	n := 0
	var run func(tea.Cmd)
	run = func(cmd tea.Cmd) {
		for cmd != nil && n < limit {
			msg := cmd()
			if b, ok := msg.(tea.BatchMsg); ok {
				for _, c := range b {
					run(c)
				}
				return
			}
			if msg == nil {
				return
			}
			n++
			_, cmd = s.Update(msg)
		}
	}
	run(cmd)
	return n
}

// newTest is the table at seed 42, sized w × h and entered, its
// frames at once when instant.
func newTest(t testing.TB, w, h int, instant bool) *Model {
	t.Helper()
	s := New(tuitest.Common(t))
	if instant {
		s.tickFn = instantTick
	}
	s.SetSize(w, h)
	drain(s, s.Enter(), 1000)
	t.Cleanup(s.Leave)
	return s
}

// press sends keys, running the Cmds they return (animations to the end
// when frames come at once; otherwise ticks are dropped after one frame).
func press(s *Model, keys ...string) {
	for _, k := range keys {
		_, cmd := s.Update(tuitest.Key(k))
		if cmd != nil {
			drain(s, cmd, 100_000)
		}
	}
}

// pressNoRun sends keys and drops the Cmds: the state right after the
// key, before any frame.
func pressNoRun(s *Model, keys ...string) {
	for _, k := range keys {
		s.Update(tuitest.Key(k))
	}
}

func plainView(s *Model) string { return tuitest.Plain(s.View()) }

func keyNames(s *Model) []string {
	var out []string
	for _, b := range s.FullHelp()[0] {
		out = append(out, b.Help().Key+" "+b.Help().Desc)
	}
	return out
}

// conserved checks the session's chips: the bankroll plus the stake on the
// table is where the table started plus its net result.
func conserved(t *testing.T, s *Model, what string) {
	t.Helper()
	gm := s.game
	if s.c.Bank().InHand() != gm.Chips() || s.c.Bank().InHand()+gm.Stake() != gm.Start()+gm.Net() || s.c.Bank().InHand() < 0 {
		t.Fatalf("%s: bankroll %d, chips %d, stake %d, start %d, net %d", what, s.c.Bank().InHand(), gm.Chips(), gm.Stake(), gm.Start(), gm.Net())
	}
}

func TestOpens(t *testing.T) {
	// --shuffles takes exactly the riffle counts the table takes.
	for k := -3; k <= game.MaxShuffles+3; k++ {
		got, err := common.ParseShuffles(strconv.Itoa(k))
		if want := k >= 0 && game.ValidShuffles(k); (err == nil) != want || err == nil && got != k {
			t.Errorf("ParseShuffles(%d) = %d, %v; the table takes it: %v", k, got, err, want)
		}
	}
	if k, err := common.ParseShuffles("random"); err != nil || k != game.UntilRandom {
		t.Errorf("ParseShuffles(random) = %d, %v", k, err)
	}
	if st, _ := (common.Options{}).Resolve(); st.Shuffles != game.DefaultShuffles {
		t.Errorf("default --shuffles %d, the table's %d", st.Shuffles, game.DefaultShuffles)
	}
	s := newTest(t, 78, 18, true)
	v := plainView(s)
	for _, want := range []string{"New Age Solitaire", "‹7 riffles›", "New deck order", "A♥ 2♥ 3♥", "K♦ Q♦", "Next round: 10 on Alice",
		"Alice wins 80.74% (exact)", "Your edge +61.5% a chip: the house pays even money as if the deck were random.", "P(Alice wins) after k riffles"} {
		if !strings.Contains(v, want) {
			t.Errorf("opening view lacks %q:\n%s", want, v)
		}
	}
	if s.c.Bank().InHand() != common.DefaultBankroll {
		t.Errorf("bankroll %d", s.c.Bank().InHand())
	}
	spec := s.panel.Spec()
	if spec == nil || spec.Algo.Name != "riffle" || spec.Options.Riffles != 7 || spec.Cards != 52 || spec.Seed != 42 {
		t.Errorf("panel spec %+v, want 7 riffles of 52 cards at seed 42", spec)
	}
	// --shuffles random opens on until random, the labels first.
	c := tuitest.Common(t)
	c.Settings.Shuffles = game.UntilRandom
	r := New(c)
	r.SetSize(78, 18)
	r.Enter()
	if r.game.Shuffles() != game.UntilRandom || r.view != viewLabels || r.panel.Spec().Algo.Name != "uniform-riffles" {
		t.Errorf("--shuffles random: setting %d, view %d, sampler %s", r.game.Shuffles(), r.view, r.panel.Spec().Algo.Name)
	}
	if v := plainView(r); !strings.Contains(v, "‹until random›") || !strings.Contains(v, "Stopping time") {
		t.Errorf("until random view:\n%s", v)
	}
}

// TestASCII: with --ascii the cards are "Ah", the suits of the
// labels h, c, d, s, the piles # and . (no suit signs anywhere).
func TestASCII(t *testing.T) {
	c := tuitest.Common(t)
	c.Settings.ASCII = true
	c.Settings.Shuffles = game.UntilRandom
	s := New(c)
	s.tickFn = instantTick
	s.SetSize(118, 34)
	s.Enter()
	views := []string{plainView(s)}
	press(s, "enter", "n")
	views = append(views, plainView(s))
	for i, want := range []string{"Alice wants Ah…Kh then Ac…Kc, Bob As…Ks then Ad…Kd", "hhhhhhhhhhhhhcccccccccccccddddddddddddd"} {
		if !strings.Contains(views[i], want) {
			t.Errorf("ASCII view lacks %q:\n%s", want, views[i])
		}
	}
	if !strings.Contains(views[1], "Alice ....") || !regexp.MustCompile(`Pass 1: [2-9TJQKA][hcds] `).MatchString(views[1]) {
		t.Errorf("ASCII deal:\n%s", views[1])
	}
	for _, v := range views {
		if strings.ContainsAny(v, "♥♦♣♠") {
			t.Errorf("suit signs in the ASCII view:\n%s", v)
		}
	}
}

// TestExactNumbers: what the screen shows comes from engine/odds:
// P(Alice wins) by riffles, the TV distances of Bayer and Diaconis's table
// (0.924, 0.614, 0.334, 0.167 after 5…8 riffles), E[T] ≈ 11.7243 (the
// source's figure).
func TestExactNumbers(t *testing.T) {
	s := newTest(t, 78, 18, true)
	for k := range game.MaxShuffles + 1 {
		if s.exact[k].Cmp(odds.SolitaireExact(52, k)[0]) != 0 {
			t.Errorf("%d riffles: P(Alice) differs from odds.SolitaireExact", k)
		}
	}
	if p := s.pAlice(game.UntilRandom); p != 0.5 {
		t.Errorf("until random: P(Alice) = %v", p)
	}
	for k, want := range map[int]float64{5: 0.924, 6: 0.614, 7: 0.334, 8: 0.167} {
		if math.Abs(s.tv[k]-want) > 0.0005 {
			t.Errorf("TV after %d riffles %.4f, Bayer–Diaconis %.3f", k, s.tv[k], want)
		}
	}
	if math.Abs(s.meanT-11.7243) > 5e-5 {
		t.Errorf("E[T] = %v, want 11.7243", s.meanT)
	}
	press(s, "tab")
	if v := plainView(s); !strings.Contains(v, "0.924 0.614 0.334") {
		t.Errorf("riffles view lacks the TV row:\n%s", v)
	}
}

// TestSettingKeys: the riffles, the side and the bet, with the
// refusals in one line.
func TestSettingKeys(t *testing.T) {
	s := newTest(t, 78, 18, true)
	for _, c := range []struct {
		keys   []string
		k      int
		side   game.Player
		bet    int
		note   string
		bad    bool
		sample string // the panel's sampler
	}{
		{[]string{"right"}, 8, game.Alice, 10, "8 riffles: Alice wins 66.72% (exact).", false, "riffle"},
		// 1 − 3.6e-5: not rounded to 100%
		{[]string{"left", "left", "<"}, 5, game.Alice, 10, "5 riffles: Alice wins 99.996% (exact).", false, "riffle"},
		{[]string{"u"}, game.UntilRandom, game.Alice, 10, "Until perfectly random", false, "uniform-riffles"},
		{[]string{"right"}, game.UntilRandom, game.Alice, 10, "Until random is the last setting", true, "uniform-riffles"},
		{[]string{"u"}, 5, game.Alice, 10, "5 riffles", false, "riffle"},
		{[]string{"left", "left", "left", "left", "left", ","}, 0, game.Alice, 10, "0 riffles is the least", true, ""},
		{[]string{"b"}, 0, game.Bob, 10, "Betting on Bob: 0.00% at 0 riffles", false, ""},
		{[]string{"a", ">", ">", ">", ">", ">", ">", ">"}, 7, game.Alice, 10, "7 riffles", false, "riffle"},
		{[]string{"+"}, 7, game.Alice, 20, "Bet 20 on Alice", false, "riffle"},
		{[]string{"]"}, 7, game.Alice, 120, "Bet 120 on Alice", false, "riffle"},
		{[]string{"[", "-", "-"}, 7, game.Alice, 0, "No bet", false, "riffle"},
		{[]string{"+"}, 7, game.Alice, 10, "Bet 10 on Alice", false, "riffle"},
		{[]string{"]", "]", "]", "]", "]"}, 7, game.Alice, 500, "Bet 500", false, "riffle"},
		{[]string{"]"}, 7, game.Alice, 500, "No higher: the table maximum is 500 chips.", true, "riffle"},
	} {
		press(s, c.keys...)
		gm := s.game
		name := ""
		if s.panel.Spec() != nil {
			name = s.panel.Spec().Algo.Name
			if name == "riffle" && s.panel.Spec().Options.Riffles != c.k {
				t.Errorf("%v: sampler at %d riffles, want %d", c.keys, s.panel.Spec().Options.Riffles, c.k)
			}
		}
		if gm.Shuffles() != c.k || gm.Side() != c.side || gm.Bet() != c.bet || !strings.HasPrefix(s.note, c.note) || s.noteBad != c.bad || name != c.sample {
			t.Errorf("%v: riffles %d side %v bet %d note %q (bad %v) sampler %q; want %d %v %d %q (bad %v) %q",
				c.keys, gm.Shuffles(), gm.Side(), gm.Bet(), s.note, s.noteBad, name, c.k, c.side, c.bet, c.note, c.bad, c.sample)
		}
	}
	// A bet above the bankroll: only what the bankroll covers.
	_ = s.c.OpenBank(55)
	s.Enter() // the table takes the bankroll as the chips in hand, the bet what it covers
	if s.game.Bet() != 55 || s.note != "Your bet is now 55: what your 55 chips cover." {
		t.Errorf("bankroll 55 under a bet of 500: bet %d, note %q", s.game.Bet(), s.note)
	}
	press(s, "[", "+", "+")
	press(s, "]")
	if s.game.Bet() != 55 || !strings.Contains(s.note, "the most allowed") {
		t.Errorf("bankroll 55, ]: bet %d, note %q", s.game.Bet(), s.note)
	}
	press(s, "]")
	if !s.noteBad || !strings.Contains(s.note, "a bet of 155 needs 100 more chips than the 55 in hand") {
		t.Errorf("above the bankroll: note %q", s.note)
	}
	conserved(t, s, "after the bets")
}

// TestRound plays a round key by key: the bet leaves the bankroll
// at enter, the riffles animate (the cut, then the cards dropping) and end
// in the deal, n deals one card, enter deals to the end and enter again
// finishes; the winner is paid and the panel counts the round.
func TestRound(t *testing.T) {
	s := newTest(t, 78, 18, false)
	pressNoRun(s, "]") // bet 110 on Alice
	pressNoRun(s, "enter")
	gm := s.game
	if s.c.Bank().InHand() != 890 || gm.Stake() != 110 || gm.Phase() != game.Riffling || !s.anim.riffle {
		t.Fatalf("after enter: bankroll %d stake %d phase %v anim %+v", s.c.Bank().InHand(), gm.Stake(), gm.Phase(), s.anim)
	}
	v := plainView(s)
	step := gm.Steps()[0]
	cut := fmt.Sprintf("Riffle 1 of 7 · the cut: top packet %d cards (0), bottom packet %d (1)", step.Cut, 52-step.Cut)
	if !strings.Contains(v, cut) || !strings.Contains(v, "← your 110") || !strings.Contains(v, "In play: 110 on Alice") {
		t.Errorf("the cut:\n%s", v)
	}
	// The marks under the deck are the cut: zeros for the top packet.
	if marks := strings.Count(v, "0  "); marks < step.Cut-2 {
		t.Errorf("cut %d but %d zero marks:\n%s", step.Cut, marks, v)
	}
	for _, k := range []string{"left", "+", "b", "p"} {
		pressNoRun(s, k)
		if !s.noteBad || gm.Shuffles() != 7 || gm.Bet() != 110 || gm.Side() != game.Alice || s.busy() {
			t.Errorf("%s during the riffles: note %q (bad %v)", k, s.note, s.noteBad)
		}
	}
	// Frames: the cut stays, then the cards drop, a few at a time.
	sp := speeds[s.speed]
	for range sp.cutFrames + 5 {
		s.Update(tickMsg{id: s.anim.id})
	}
	s.Update(tickMsg{id: s.anim.id - 1}) // stale: ignored
	if want := 5 * sp.drop; s.anim.dropped != want {
		t.Fatalf("after 5 dropping frames: %d dropped, want %d", s.anim.dropped, want)
	}
	v = plainView(s)
	top := 0
	for _, b := range step.Bits[:5*sp.drop] {
		if b == 0 {
			top++
		}
	}
	if want := fmt.Sprintf("dropping: top %d left", step.Cut-top); !strings.Contains(v, want) || !strings.Contains(v, "··") {
		t.Errorf("dropping, want %q:\n%s", want, v)
	}
	// The rest of the riffles, frame by frame.
	s.tickFn = instantTick
	drain(s, s.tick(), 100_000)
	if gm.Phase() != game.Dealing || len(gm.Steps()) != 7 || s.anim.riffle {
		t.Fatalf("after the frames: phase %v, %d riffles, anim %+v", gm.Phase(), len(gm.Steps()), s.anim)
	}
	rising := shuffle.RisingSequences(gm.Deck())
	if want := fmt.Sprintf("Riffled 7 times: %d rising sequences.", rising); !strings.HasPrefix(s.note, want) {
		t.Errorf("note %q, want %q", s.note, want)
	}
	if !slices.Contains(keyNames(s), "n deal a card") || !slices.Contains(keyNames(s), "enter deal to the end") {
		t.Errorf("dealing keys %v", keyNames(s))
	}
	top1 := gm.Deck()[0]
	press(s, "n")
	if gm.Dealt() != 1 || !strings.Contains(s.note, s.cardPlain(top1)) {
		t.Errorf("n: dealt %d, note %q (top card was %s)", gm.Dealt(), s.note, s.cardPlain(top1))
	}
	s.tickFn = tea.Tick // the automatic deal waits for frames …
	pressNoRun(s, "enter")
	if !s.anim.deal || !slices.Contains(keyNames(s), "enter finish the deal") {
		t.Fatalf("enter: anim %+v keys %v", s.anim, keyNames(s))
	}
	pressNoRun(s, "enter") // … and enter finishes at once
	r, ok := gm.Result()
	if !ok || gm.Phase() != game.Betting || s.anim.deal {
		t.Fatalf("not finished: phase %v", gm.Phase())
	}
	// The winner by the closed form of engine/odds on the riffled deck.
	o := odds.SolitaireOutcome(gm.Riffled())
	if (r.Winner == game.Alice) != o.AliceWins || (o.AliceWins != (rising <= 26)) {
		t.Errorf("winner %v, odds %+v, %d rising sequences", r.Winner, o, rising)
	}
	want := 890
	if r.Winner == game.Alice {
		want = 1110
	}
	if s.c.Bank().InHand() != want || !strings.Contains(s.note, fmt.Sprintf("%v completes the pile in pass %d", r.Winner, r.Pass)) {
		t.Errorf("bankroll %d (want %d), note %q", s.c.Bank().InHand(), want, s.note)
	}
	tally := s.panel.Tallies()[0]
	if tally.Title != "winners, 7 riffles" || tally.Total() != 1 || (tally.Counts[0] == 1) != (r.Winner == game.Alice) {
		t.Errorf("panel tally %+v", tally)
	}
	conserved(t, s, "after the round")
}

// TestNoRiffle: at 0 riffles the deck is the new deck and the deal
// is deterministic — Alice takes the first 26 cards and wins in pass 1,
// whatever the seed.
func TestNoRiffle(t *testing.T) {
	for _, seed := range []string{"42", "7"} {
		c := tuitest.Common(t)
		c.Settings.Seed, _ = strconv.ParseUint(seed, 10, 64)
		c.Settings.Shuffles = 0
		s := New(c)
		s.tickFn = instantTick
		s.SetSize(78, 18)
		drain(s, s.Enter(), 100)
		press(s, "enter")
		if s.game.Phase() != game.Dealing || !strings.HasPrefix(s.note, "No riffle: the new deck as it comes.") {
			t.Fatalf("seed %s, 0 riffles: phase %v note %q", seed, s.game.Phase(), s.note)
		}
		press(s, "enter")
		want := "Alice completes the pile in pass 1 after 26 cards (Bob would have needed pass 26): your 10 on Alice wins +10."
		if s.note != want || s.c.Bank().InHand() != 1010 {
			t.Errorf("seed %s: note %q, bankroll %d", seed, s.note, s.c.Bank().InHand())
		}
		if s.panel.Spec() != nil {
			t.Errorf("0 riffles: a sampler spec %+v", s.panel.Spec())
		}
		press(s, "space")
		if !s.noteBad || !strings.Contains(s.note, "nothing to shuffle") {
			t.Errorf("space at 0 riffles: %q", s.note)
		}
	}
}

// TestUntilRandom: the riffles go on until every label differs;
// the stopping time T is the one shuffle.UniformRiffleBits finds from the
// session's seed, and the labels view says so.
func TestUntilRandom(t *testing.T) {
	s := newTest(t, 78, 24, true)
	press(s, "u", "enter")
	g, err := s.c.Settings.NewGen(42)
	if err != nil {
		t.Fatal(err)
	}
	T := len(shuffle.UniformRiffleBits(52, g))
	want := fmt.Sprintf("T = %d: this deck is now perfectly random.", T)
	if !strings.HasPrefix(s.note, want) || len(s.game.Steps()) != T {
		t.Fatalf("note %q, %d riffles; want %q", s.note, len(s.game.Steps()), want)
	}
	v := plainView(s)
	if !strings.Contains(v, want) || !strings.Contains(v, "All 52 labels differ") {
		t.Errorf("labels view:\n%s", v)
	}
	// At a fixed 20 riffles the labels differ from some riffle T ≤ 20 on
	// (the first i at which shuffle.Labels of the first i riffles are all
	// different): the view names that T, not 20.
	f := newTest(t, 118, 34, true)
	for range 13 {
		press(f, "right")
	}
	press(f, "enter", "enter")
	steps := f.game.Steps()
	var bits [][]uint8
	first := 0
	for i, st := range steps {
		bits = append(bits, st.Bits)
		seen := map[uint64]bool{}
		for _, l := range shuffle.Labels(52, bits) {
			seen[l] = true
		}
		if len(seen) == 52 {
			first = i + 1
			break
		}
	}
	if len(steps) != 20 || first == 0 || first >= 20 {
		t.Fatalf("20 riffles at seed 42: labels first all differ at %d", first)
	}
	if v := plainView(f); !strings.Contains(v, fmt.Sprintf("T = %d: perfectly random since riffle %d.", first, first)) {
		t.Errorf("20 riffles, T = %d:\n%s", first, v)
	}
	// Before the end, cards still share labels: at riffle T−1 the view
	// marks them.
	s2 := newTest(t, 78, 30, false)
	pressNoRun(s2, "u", "enter")
	for range T - 2 {
		s2.game.Riffle()
	}
	if v := plainView(s2); !strings.Contains(v, "^") || !strings.Contains(v, fmt.Sprintf("distinct labels among 52 cards after %d riffles", T-1)) {
		t.Errorf("riffle T−1:\n%s", v)
	}
}

// TestPlay10000 plays 10,000 games at 7 riffles in chunks and
// compares Alice's rate with the exact P: within 4 standard errors
// √(P(1−P)/10000) (false alarm 6.3e-5). The games are the chunks' seeds'
// alone: played again from the seeds they give the same count; and the
// panel's tally holds them.
func TestPlay10000(t *testing.T) {
	s := newTest(t, 78, 18, true)
	_, cmd := s.Update(tuitest.Key("p"))
	if !s.busy() || !slices.Contains(keyNames(s), "p stop playing") {
		t.Fatalf("p: busy %v keys %v", s.busy(), keyNames(s))
	}
	pressNoRun(s, "right", "enter")
	if s.game.Shuffles() != 7 || s.game.Phase() != game.Betting || !s.noteBad {
		t.Errorf("keys refused while playing: riffles %d phase %v note %q", s.game.Shuffles(), s.game.Phase(), s.note)
	}
	if v := plainView(s); !strings.Contains(v, "Play 10,000 at 7 riffles") {
		t.Errorf("no progress line:\n%s", v)
	}
	drain(s, cmd, 1000)
	tally := s.sims[7]
	if tally.Games != 10_000 || s.busy() {
		t.Fatalf("after the run: %+v, busy %v", tally, s.busy())
	}
	p := s.pAlice(7)
	if se := math.Sqrt(p * (1 - p) / 10_000); math.Abs(tally.P()-p) > 4*se {
		t.Errorf("Alice won %.4f, exact %.4f ± %.4f", tally.P(), p, 4*se)
	}
	wins := 0
	for j := range 20 {
		g, _ := s.c.Settings.NewGen(chunkSeed(42, 7, j))
		wins += game.Play(52, 7, 500, g)
	}
	if wins != tally.AliceWins {
		t.Errorf("replayed from the seeds: %d wins, the run %d", wins, tally.AliceWins)
	}
	lo, hi := tally.Interval95()
	want := fmt.Sprintf("Played 10,000 at 7 riffles: Alice won %s (95%% CI %s–%s); the exact 80.74%% is", percent(tally.P(), 2), percent(lo, 2), percent(hi, 2))
	if !strings.HasPrefix(s.note, want) {
		t.Errorf("note %q, want %q", s.note, want)
	}
	if v := plainView(s); !strings.Contains(v, "10,000 played: Alice") || !strings.Contains(v, "exact 80.74%") {
		t.Errorf("view:\n%s", v)
	}
	if pt := s.panel.Tallies()[0]; pt.Total() != 10_000 || pt.Counts[0] != int64(tally.AliceWins) {
		t.Errorf("panel tally %v", pt.Counts)
	}
	// Stopping: p again drops the chunk in flight; the next run goes on
	// from the next chunk.
	_, cmd = s.Update(tuitest.Key("p"))
	pressNoRun(s, "p")
	if s.busy() {
		t.Fatal("p did not stop the run")
	}
	drain(s, cmd, 10)
	if s.sims[7].Games != 10_000 {
		t.Errorf("a stopped run's chunk was counted: %+v", s.sims[7])
	}
}

// TestLeave: leaving stops a run and the sampler; a round in
// play keeps its stake and goes on when the player comes back, and is paid
// out when new settings replace the table.
func TestLeave(t *testing.T) {
	s := newTest(t, 78, 18, false)
	pressNoRun(s, "enter")
	s.Leave()
	if s.anim.riffle || s.game.Phase() != game.Riffling || s.game.Stake() != 10 {
		t.Fatalf("left mid-riffle: anim %+v phase %v stake %d", s.anim, s.game.Phase(), s.game.Stake())
	}
	before := len(s.game.Steps())
	if cmd := s.Enter(); cmd == nil || !s.anim.riffle || len(s.game.Steps()) != before+1 {
		t.Errorf("back: anim %+v, %d riffles (was %d)", s.anim, len(s.game.Steps()), before)
	}
	conserved(t, s, "back at the table")
	// A new seed in the lobby: a new deck; the round in play was settled
	// (recorded, its outcome fixed) when it began, so it pays out.
	s.Leave()
	s.c.Settings.Seed = 9
	s.Enter()
	rs := s.c.Book().Rounds
	if len(rs) != 1 || rs[0].Net == 0 {
		t.Fatalf("the round in play was not settled when it began: %+v", rs)
	}
	if s.game.Phase() != game.Betting || s.c.Bank().InHand() != common.DefaultBankroll+rs[0].Net ||
		!strings.Contains(s.note, "settled when it began") {
		t.Errorf("new seed: phase %v bankroll %d (round %+d) note %q", s.game.Phase(), s.c.Bank().InHand(), rs[0].Net, s.note)
	}
	// The sampler: space starts it; its tagged ticks refresh it; Leave stops it.
	_, cmd := s.Update(tuitest.Key("space"))
	if !s.panel.Started() || cmd == nil {
		t.Fatalf("space: sampler started %v", s.panel.Started())
	}
	msg := cmd()
	tick, ok := msg.(panel.TickMsg)
	if !ok || !s.panel.Owns(tick) {
		t.Fatalf("sampler tick %T %+v, want this panel's panelTickMsg", msg, msg)
	}
	s.panel, _ = s.panel.Update(msg)
	if s.panel.Report() == nil || s.panel.Report().Matrix == nil {
		t.Errorf("no report after a tick")
	}
	if !slices.Contains(keyNames(s), "space pause sampler") {
		t.Errorf("keys %v", keyNames(s))
	}
	_, cmd = s.Update(tuitest.Key("p"))
	s.Leave()
	if s.panel.Started() || s.busy() {
		t.Errorf("after Leave: sampler %v, run %v", s.panel.Started(), s.busy())
	}
	if n := drain(s, cmd, 10); n != 1 || s.sims[7].Games != 0 {
		t.Errorf("a chunk of a stopped run counted: %+v", s.sims[7])
	}
	s.c.ShowPanel = false
	pressNoRun(s, "space")
	if !strings.Contains(s.note, "f shows it") || slices.Contains(keyNames(s), "space start sampler") {
		t.Errorf("space with the panel hidden: %q, keys %v", s.note, keyNames(s))
	}
}

// TestKeysByState: help lists what works in each state, and only
// that.
func TestKeysByState(t *testing.T) {
	s := newTest(t, 78, 18, false)
	betting := []string{"enter riffle & deal", "←/→ riffles", "u until random", "a/b bet on Alice/Bob", "+/- bet ±10",
		"]/[ bet ±100", "p play 10,000", "s speed", "tab insight view", "space start sampler"}
	if got := keyNames(s); !slices.Equal(got, betting) {
		t.Errorf("betting: %v\nwant %v", got, betting)
	}
	pressNoRun(s, "enter")
	if got, want := keyNames(s), []string{"enter skip to the deal", "s speed", "tab insight view", "space start sampler"}; !slices.Equal(got, want) {
		t.Errorf("riffling: %v", got)
	}
	pressNoRun(s, "enter")
	if got, want := keyNames(s), []string{"enter deal to the end", "n deal a card", "s speed", "tab insight view", "space start sampler"}; !slices.Equal(got, want) {
		t.Errorf("dealing: %v", got)
	}
	s.SetSize(118, 34)
	if slices.Contains(keyNames(s), "tab insight view") {
		t.Errorf("wide: tab offered with every view on show")
	}
	short := s.ShortHelp()
	if len(short) == 0 || short[0].Help().Key != "enter" {
		t.Errorf("short keys %v", short)
	}
}

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

// TestMonkey: random keys, frames and chunks: no panic, chips
// conserved after every step, the view within its area.
func TestMonkey(t *testing.T) {
	keys := []string{"enter", "enter", "n", "n", "left", "right", "u", "a", "b", "+", "-", "]", "[", "s", "tab", "p", "space", "x"}
	r := rand.New(rand.NewPCG(1, 2))
	s := newTest(t, 78, 18, false)
	var pending []tea.Cmd
	for i := range 1500 {
		switch r.IntN(4) {
		case 0, 1:
			k := keys[r.IntN(len(keys))]
			if k == "space" {
				continue // the sampler runs on every core: not here
			}
			_, cmd := s.Update(tuitest.Key(k))
			if cmd != nil {
				pending = append(pending, cmd)
			}
		case 2:
			s.Update(tickMsg{id: s.anim.id})
		case 3:
			if len(pending) > 0 && s.sim.inFlight {
				// run the latest Cmd if it is a chunk (ticks are driven above)
				cmd := pending[len(pending)-1]
				pending = pending[:len(pending)-1]
				done := make(chan tea.Msg, 1)
				go func() { done <- cmd() }()
				select {
				case msg := <-done:
					if _, ok := msg.(chunkMsg); ok {
						s.Update(msg)
					}
				case <-time.After(2 * time.Second):
				}
			}
		}
		if i%50 == 0 {
			s.SetSize(r.IntN(130), r.IntN(45))
			tuitest.CheckWidth(t, "monkey", s.View(), s.w)
		}
		if m := pluralRe.FindString(s.note); m != "" {
			t.Errorf("step %d: note %q says %q", i, s.note, m)
		}
		conserved(t, s, fmt.Sprintf("step %d", i))
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

// pluralRe finds a count of 1 with a plural noun: "1 cards", "1 rising
// sequences".
var pluralRe = regexp.MustCompile(`(^|[^0-9.,])1 (rising |distinct |more )?(cards|riffles|rounds|chips|labels|sequences|games|passes|times)\b`)

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
	sizes := [][2]int{{78, 18}, {78, 10}, {60, 38}, {118, 38}, {118, 34}}
	check := func(what string, s *Model) {
		t.Helper()
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
		if n := len(text.SplitLines(common.WrapText(s.note, 60))); n > 2 {
			t.Errorf("%s: the note takes %d lines at 60 wide: %q", what, n, s.note)
		}
		if m := pluralRe.FindString(s.note); m != "" {
			t.Errorf("%s: note %q says %q", what, s.note, m)
		}
	}
	for _, k := range []string{"7", "random"} {
		s := newTest(t, 78, 18, false)
		if k == "random" {
			pressNoRun(s, "u")
		}
		check(k+", open", s)
		pressNoRun(s, "]", "]", "]", "]", "]", "b")
		check(k+", 500 on Bob", s)
		pressNoRun(s, "enter")
		check(k+", the cut", s)
		for range speeds[s.speed].cutFrames + 3 {
			s.Update(tickMsg{id: s.anim.id})
		}
		check(k+", dropping", s)
		for range 20 {
			s.Update(tickMsg{id: s.anim.id})
		}
		check(k+", riffled", s)
		pressNoRun(s, "left", "+")
		check(k+", refused", s)
		pressNoRun(s, "enter", "n", "n")
		check(k+", dealing", s)
		pressNoRun(s, "enter", "enter")
		check(k+", over", s)
		s.tickFn = instantTick
		pressNoRun(s, "p")
		check(k+", playing", s)
		// the run's games in one chunk (the layout's test: TestPlay10000 plays them)
		s.Update(chunkMsg{run: s.sim.run, setting: s.sim.setting, games: playGames, wins: playGames / 2})
		check(k+", played", s)
		pressNoRun(s, "p")
		s.Update(chunkMsg{run: s.sim.run, chunk: 1, setting: s.sim.setting, games: chunkGames, wins: chunkGames / 3})
		check(k+", playing again", s)
		pressNoRun(s, "p")
		check(k+", stopped", s)
		// a new seed with a stake on the table: the refund's note
		pressNoRun(s, "enter")
		s.Leave()
		s.c.Settings.Seed = 9
		s.Enter()
		check(k+", refund", s)
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
	check("one card left", s)
}

// TestNoteStale: a note speaks of the state it was said in; when
// a round begins, or the deal, it gives way to what the keys do now.
func TestNoteStale(t *testing.T) {
	s := newTest(t, 78, 18, false)
	pressNoRun(s, "right")
	if v := plainView(s); !strings.Contains(v, "8 riffles: Alice wins 66.72% (exact).") {
		t.Fatalf("the setting's note is not on show:\n%s", v)
	}
	pressNoRun(s, "enter")
	v := plainView(s)
	if strings.Contains(v, "8 riffles: Alice wins") || !strings.Contains(v, "Riffling 8 times: enter skips to the deal") {
		t.Errorf("riffling under the setting's note:\n%s", v)
	}
	pressNoRun(s, "+") // refused: says so, in this state
	if v := plainView(s); !strings.Contains(v, "The bet is on the table for this round") {
		t.Errorf("a refusal while riffling is not on show:\n%s", v)
	}
	pressNoRun(s, "enter") // skip to the deal
	if v := plainView(s); strings.Contains(v, "The bet is on the table") || !strings.Contains(v, "Riffled 8 times") {
		t.Errorf("the deal under the riffles' note:\n%s", v)
	}
	pressNoRun(s, "enter", "enter") // deal to the end at once
	r, _ := s.game.Result()
	want := fmt.Sprintf("%v completes the pile in pass %d", r.Winner, r.Pass)
	if v := plainView(s); !strings.Contains(v, want) {
		t.Errorf("the round's result is not on show:\n%s", v)
	}
	pressNoRun(s, "+")
	if v := plainView(s); strings.Contains(v, want) || !strings.Contains(v, "Bet 20 on Alice") {
		t.Errorf("the next bet under the last round's note:\n%s", v)
	}
	pressNoRun(s, "enter")
	if v := plainView(s); strings.Contains(v, "Bet 20 on Alice, paid") || !strings.Contains(v, "Riffling 8 times") {
		t.Errorf("the riffles under the bet's note:\n%s", v)
	}
}

// TestFormats: percentages never round onto 0%, 50% or 100% when
// the probability is not that value (5 riffles: 1 − 3.6e-5; 20 riffles:
// ½ + 4.2e-5); edges keep two significant digits when tiny; packed
// segments are never split across lines.
func TestFormats(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want string
	}{
		{1, "100.00%"}, {0.99996398, "99.996%"}, {0.9999996, "99.99996%"}, {0.5, "50.00%"}, {0.50004202, "50.004%"},
		{0.49999, "49.999%"}, {0.8074134, "80.74%"}, {0, "0.00%"}, {0.000036, "0.004%"},
	} {
		if got := percent(c.p, 2); got != c.want {
			t.Errorf("percent(%v) = %q, want %q", c.p, got, c.want)
		}
	}
	for _, c := range []struct {
		e    float64
		want string
	}{{1, "+100.0%"}, {0.6148269, "+61.5%"}, {-0.3343173, "−33.4%"}, {0, "0%"}, {8.40323e-5, "+0.0084%"}, {-0.00044, "−0.044%"}} {
		if got := edgePercent(c.e); got != c.want {
			t.Errorf("edgePercent(%v) = %q, want %q", c.e, got, c.want)
		}
	}
	got := pack(20, " · ", "aaaa bbbb", "cccc dddd eeee", "ff", "a very long segment that wraps")
	want := []string{"aaaa bbbb", "cccc dddd eeee · ff", "a very long segment", "that wraps"}
	if !slices.Equal(got, want) {
		t.Errorf("pack: %q, want %q", got, want)
	}
}
