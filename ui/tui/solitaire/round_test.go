package solitaire

import (
	"fmt"
	"math"
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
	"riffle/games/casino"
	game "riffle/games/solitaire"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

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
	tuitest.Chips(t, s.c, 55)
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
	if s.ledger.InHand() != 890 || gm.Stake() != 110 || gm.Phase() != game.Riffling || !s.anim.riffle {
		t.Fatalf("after enter: bankroll %d stake %d phase %v anim %+v", s.ledger.InHand(), gm.Stake(), gm.Phase(), s.anim)
	}
	checkFirstRiffle(t, s)
	// The rest of the riffles, frame by frame.
	s.tickFn = instantTick
	drain(s, s.tick(), 100_000)
	if gm.Phase() != game.Dealing || len(gm.Steps()) != 7 || s.anim.riffle {
		t.Fatalf("after the frames: phase %v, %d riffles, anim %+v", gm.Phase(), len(gm.Steps()), s.anim)
	}
	rising := shuffle.RisingSequences(gm.Deck())
	if want := "Riffled 7 times; the deal tells who wins."; !strings.HasPrefix(s.note, want) || strings.Contains(s.note, fmt.Sprint(rising)) {
		t.Errorf("note %q, want %q and no count of the %d rising sequences", s.note, want, rising)
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
	if s.ledger.InHand() != want || !strings.Contains(s.note, fmt.Sprintf("%v completes the pile in pass %d", r.Winner, r.Pass)) {
		t.Errorf("bankroll %d (want %d), note %q", s.ledger.InHand(), want, s.note)
	}
	tally := s.panel.Tallies()[0]
	if tally.Title != "winners, 7 riffles" || tally.Total() != 1 || (tally.Counts[0] == 1) != (r.Winner == game.Alice) {
		t.Errorf("panel tally %+v", tally)
	}
	conserved(t, s, "after the round")
}

// checkFirstRiffle follows the round's first riffle frame by frame: the
// cut on show with its marks, the keys refused while it riffles, the cards
// dropping a few a frame, a stale frame ignored.
func checkFirstRiffle(t *testing.T, s *Model) {
	t.Helper()
	gm := s.game
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
}

// TestNoRiffle: at 0 riffles the deck is the new deck and the deal
// is deterministic — Alice takes the first 26 cards and wins in pass 1,
// whatever the seed.
func TestNoRiffle(t *testing.T) {
	for _, seed := range []string{"42", "7"} {
		c := tuitest.Common(t)
		tuitest.Settings(c, func(st *settings.Settings) { st.Seed, _ = strconv.ParseUint(seed, 10, 64) })
		tuitest.Settings(c, func(st *settings.Settings) { st.Shuffles = 0 })
		s := New(c, tuitest.L(c))
		s.tickFn = instantTick
		s.SetSize(78, 18)
		drain(s, s.Enter(), 100)
		press(s, "enter")
		if s.game.Phase() != game.Dealing || !strings.HasPrefix(s.note, "No riffle: the new deck as it comes.") {
			t.Fatalf("seed %s, 0 riffles: phase %v note %q", seed, s.game.Phase(), s.note)
		}
		press(s, "enter")
		want := "Alice completes the pile in pass 1 after 26 cards (Bob would have needed pass 26): your 10 on Alice wins +10."
		if s.note != want || s.ledger.InHand() != 1010 {
			t.Errorf("seed %s: note %q, bankroll %d", seed, s.note, s.ledger.InHand())
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
	g, err := s.c.Settings().NewGen(42)
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
		g, _ := s.c.Settings().NewGen(chunkSeed(42, 7, j))
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
	// The result is said once: the note has it, the line under the bet
	// stands aside until the note speaks of something else.
	if v := plainView(s); strings.Count(v, "95% CI") != 1 || strings.Contains(v, "10,000 played: Alice") {
		t.Errorf("the result is not shown once:\n%s", v)
	}
	s.say(false, "something else")
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
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Seed = 9 })
	s.Enter()
	rs := s.ledger.Rounds()
	if len(rs) != 1 || rs[0].Net == 0 {
		t.Fatalf("the round in play was not settled when it began: %+v", rs)
	}
	if s.game.Phase() != game.Betting || s.ledger.InHand() != casino.DefaultBankroll+rs[0].Net ||
		!strings.Contains(s.note, "settled when it began") {
		t.Errorf("new seed: phase %v bankroll %d (round %+d) note %q", s.game.Phase(), s.ledger.InHand(), rs[0].Net, s.note)
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
	tuitest.Root(s.c).SetPanel(false)
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
			tuitest.CheckWidth(t, "monkey", s.View(), s.W)
		}
		if m := pluralRe.FindString(s.note); m != "" {
			t.Errorf("step %d: note %q says %q", i, s.note, m)
		}
		conserved(t, s, fmt.Sprintf("step %d", i))
	}
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

// The round is settled as its riffles are drawn, but what the player is
// shown (the header's chips on the table, the presenter's chips) is the
// stake until the deal tells the outcome, whichever way it goes; then the
// result. Over seeds that win and lose (Alice wins 80.7% at seven riffles).
func TestShownChipsHideTheOutcome(t *testing.T) {
	outcomes := map[bool]bool{}
	for seed := range 40 {
		c := tuitest.Common(t)
		tuitest.Settings(c, func(st *settings.Settings) { st.Seed, st.SeedFixed, st.Motion = uint64(seed), true, true })
		s := New(c, tuitest.L(c))
		s.SetSize(78, 18)
		drain(s, s.Enter(), 1000)
		pressNoRun(s, "]", "enter") // 110 on Alice
		s.tickFn = instantTick
		drain(s, s.tick(), 100_000)
		gm := s.game
		if gm.Phase() != game.Dealing {
			t.Fatalf("seed %d: phase %v", seed, gm.Phase())
		}
		if got := tuitest.L(c).ShownStaked(); got != 110 || tuitest.L(c).ShownWealth() != 1000 {
			t.Errorf("seed %d, riffled (ahead %d): shown %d on the table, %d in all; want 110 and 1,000", seed, s.Ahead(), got, tuitest.L(c).ShownWealth())
		}
		if tuitest.L(c).Staked() != 110+s.Ahead() {
			t.Errorf("seed %d: the books hold %d, want the stake and the result, %d", seed, tuitest.L(c).Staked(), 110+s.Ahead())
		}
		s.tickFn = tea.Tick
		pressNoRun(s, "enter", "enter") // the deal, to its end
		r, ok := gm.Result()
		if !ok {
			t.Fatalf("seed %d: not finished", seed)
		}
		outcomes[r.Winner == game.Alice] = true
		if tuitest.L(c).ShownStaked() != 0 || tuitest.L(c).ShownWealth() != tuitest.L(c).Wealth() || tuitest.L(c).Wealth() != 1000+gm.Net() {
			t.Errorf("seed %d, dealt: shown %d staked, %d in all; books %d; net %d", seed, tuitest.L(c).ShownStaked(), tuitest.L(c).ShownWealth(), tuitest.L(c).Wealth(), gm.Net())
		}
		s.Leave()
	}
	if !outcomes[true] || !outcomes[false] {
		t.Errorf("the seeds gave only one outcome: %v", outcomes)
	}
}

// Nothing tells a deal's outcome before the deal ends, at 78×22, 138×43
// and 198×58 (80×24, 140×45 and 200×60 without the panel), at every frame
// of the riffles and every card of the deal: no count of the deck's
// rising sequences (at most 26 is Alice's win) and no verdict. Once the
// deal ends, both are told.
func TestNoSpoilers(t *testing.T) {
	told := regexp.MustCompile(`\d+ rising|[≤>] 26:|Alice.s deck|Bob.s deck`)
	for _, size := range [][2]int{{78, 22}, {138, 43}, {198, 58}} {
		s := newTest(t, size[0], size[1], true)
		check := func(when string) {
			t.Helper()
			v := tuitest.Plain(s.View())
			if m := told.FindString(v); m != "" {
				t.Fatalf("%dx%d %s: %q told before the deal ended:\n%s", size[0], size[1], when, m, v)
			}
		}
		check("before the round")
		_, cmd := s.Update(tuitest.Key("enter"))
		for frames := 0; s.game.Phase() == game.Riffling && frames < 100_000; frames++ {
			check(fmt.Sprintf("riffling, frame %d", frames))
			if cmd == nil {
				break
			}
			msg := cmd()
			if b, ok := msg.(tea.BatchMsg); ok && len(b) > 0 {
				msg = b[0]()
			}
			_, cmd = s.Update(msg)
		}
		for cards := 0; s.game.Phase() == game.Dealing && cards < 5000; cards++ {
			check(fmt.Sprintf("dealing, card %d", cards))
			press(s, "n")
		}
		if s.game.Phase() != game.Betting {
			t.Fatalf("%dx%d: the deal did not end: %v", size[0], size[1], s.game.Phase())
		}
		if v := tuitest.Plain(s.View()); size[0] > 100 && !told.MatchString(v) {
			t.Errorf("%dx%d: after the deal, the rising sequences untold:\n%s", size[0], size[1], v)
		}
	}
}

// Without motion (--motion off) enter makes the round's riffles at once
// and waits at the deal, and enter deals to the end at once: no frame.
func TestNoMotion(t *testing.T) {
	s := newTest(t, 78, 18, false)
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Motion = false })
	_, cmd := s.Update(tuitest.Key("enter"))
	if cmd != nil || s.game.Phase() != game.Dealing || len(s.game.Steps()) != 7 {
		t.Fatalf("enter: phase %v, %d riffles, a Cmd %v", s.game.Phase(), len(s.game.Steps()), cmd != nil)
	}
	_, cmd = s.Update(tuitest.Key("enter"))
	if cmd != nil || s.game.Phase() != game.Betting {
		t.Fatalf("enter again: phase %v, a Cmd %v", s.game.Phase(), cmd != nil)
	}
}
