package cheat

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"riffle/games/casino"
	game "riffle/games/holdem"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// stopped is the server's clock stopped at 21:14:03.250 (seed 76,443,250).
func stopped() time.Time { return time.Date(2026, 11, 21, 21, 14, 3, 250_000_000, time.UTC) }

// newAt is the 1999 screen on c (a fresh Common when nil) with the
// server's clock stopped at 21:14:03.250, sized w × h and entered.
func newAt(t *testing.T, c *common.Common, w, h int) *Model {
	t.Helper()
	if c == nil {
		c = tuitest.Common(t)
	}
	tuitest.Settings(c, func(st *settings.Settings) { st.SeedFixed = false }) // the real clock, stopped
	s := New(c, tuitest.L(c))
	s.now = stopped
	s.SetSize(w, h)
	s.Enter()
	return s
}

// runScreen runs cmd and feeds its messages (and theirs) to s; ticks stop
// once the search is over.
func runScreen(s common.Screen, cmd tea.Cmd, wait time.Duration) {
	tuitest.RunMsgs(func(msg tea.Msg) tea.Cmd { _, next := s.Update(msg); return next }, cmd, wait)
}

func press(s *Model, keys ...string) tea.Cmd {
	var cmds []tea.Cmd
	for _, k := range keys {
		_, cmd := s.Update(tuitest.Key(k))
		cmds = append(cmds, cmd)
	}
	return tea.Batch(cmds...)
}

// flat is a view as plain words, one space between them.
func flat(v string) string { return strings.Join(strings.Fields(ansi.Strip(v)), " ") }

// toFlop calls and checks until the flop is out; false if the hand ended
// before it.
func toFlop(s *Model) bool {
	for s.g.InPlay() && len(s.g.Hand().Board()) < 3 {
		press(s, "c")
	}
	return len(s.g.Hand().Board()) >= 3
}

// finish calls and checks to the end of the hand.
func finish(s *Model) {
	for s.g.InPlay() {
		press(s, "c")
	}
}

// The class's walk, played: the server deals from its clock, you on the
// button's left; once the flop is out the cracker finds the seed in the
// window; every hand and the turn and river show before they come, what a
// showdown would give is said, and the showdown proves every prediction.
func TestCheatCracksAndPlays(t *testing.T) {
	s := newAt(t, nil, 100, 30)
	press(s, "a")
	if !s.noteBad || !strings.Contains(s.note, "space deals") && !strings.Contains(s.note, "flop") {
		t.Errorf("a before a deal: %q", s.note)
	}
	press(s, "space")
	want := poker.DealHoldem(poker.ASFDeck(76_443_250), 6)
	d, at, ok := s.Deal()
	if !ok || at != 76_443_250 || d.Flop != want.Flop || s.g.Hand().Seats[0].Hole != want.Hole[0] {
		t.Fatalf("deal at 21:14:03.250: serverAt %d, %+v", at, d)
	}
	press(s, "a")
	if s.searching() || !strings.Contains(s.note, "flop") {
		t.Fatalf("a before the flop: searching %v, %q", s.searching(), s.note)
	}
	v := ansi.Strip(s.View())
	if strings.Contains(v, want.Hole[1][0].Symbol()+" "+want.Hole[1][1].Symbol()) {
		t.Fatalf("an opponent's cards show before the crack:\n%s", v)
	}
	if !toFlop(s) {
		t.Fatal("the hand ended before the flop")
	}
	runScreen(s, press(s, "a"), 5*time.Second)
	if s.res == nil || len(s.res.Seeds) != 1 || s.res.Seeds[0] != 76_443_250 || s.res.WholeDay || s.res.Tried != 4001 {
		t.Fatalf("crack result %+v", s.res)
	}
	v = flat(s.View())
	for p := 1; p < 6; p++ {
		if s.g.Hand().Seats[p].Folded {
			continue
		}
		if !strings.Contains(v, want.Hole[p][0].Symbol()+" "+want.Hole[p][1].Symbol()) {
			t.Errorf("seat %d's cards %v not shown:\n%s", p, want.Hole[p], v)
		}
	}
	if !strings.Contains(v, "Cracked: turn "+want.Turn.Symbol()) || !strings.Contains(v, "seed 76,443,250 (Randomize at 21:14:03.250)") {
		t.Errorf("view:\n%s", v)
	}
	// The presenter's number once cracked, the hand on: the seed found, not
	// the attack's net of 0 (no hand won with it yet).
	if hl := s.Headline(); s.g.InPlay() && (hl.Value != "76,443,250" || !strings.Contains(hl.Note, "21:14:03.250")) {
		t.Errorf("the presenter's number after the crack: %+v", hl)
	}
	if s.g.YourMove() && !strings.Contains(v, "The crack says: at a showdown") {
		t.Errorf("nothing said of the showdown at your move:\n%s", v)
	}
	finish(s)
	v = ansi.Strip(s.View())
	if strings.Contains(v, "✗") {
		t.Errorf("a prediction marked wrong:\n%s", v)
	}
	if h := s.g.Hand(); h.Showdown() && !strings.Contains(v, "hands 6 of 6 right") {
		t.Errorf("the showdown does not confirm the hands:\n%s", v)
	}
	// The round replays; the attack line counts the hand beside the
	// honest player's net on the same deal.
	rs := s.ledger.Rounds()
	if len(rs) != 1 || rs[0].Table != game.CheatName || rs[0].Gen != "delphi" || rs[0].Seed != 76_443_250 {
		t.Fatalf("rounds %+v", rs)
	}
	if _, err := round.Replay(game.CheatRounds{}, rs[0]); err != nil {
		t.Error(err)
	}
	honest := func() int {
		d, bots, _ := dealFrom("delphi", "asf", 76_443_250, 6)
		st := game.Start{Stacks: []int{500, 200, 200, 200, 200, 200}, Button: 5, Blinds: game.DefaultBlinds,
			Styles: append([]game.Style{0}, game.Styles()...)}
		return game.Autoplay(st, d, bots, game.TightAggressive).Net(0)
	}()
	if s.honest != honest || s.cracks != 1 || !strings.Contains(v, "Attack: 1 hand") {
		t.Errorf("honest %d (want %d), cracks %d:\n%s", s.honest, honest, s.cracks, v)
	}
	// A switch to the fair server between hands leaves the cracked hand
	// as it was: its seed is still the deal's, not a chance match.
	press(s, "s")
	if v := flat(s.View()); strings.Contains(v, "chance match") {
		t.Errorf("after s, the 1999 hand's crack is called a chance match:\n%s", v)
	}
}

// On the fair server the same search finds no seed that deals the
// cards — or, by chance, one whose turn and river are wrong — and says
// the crack fails.
func TestCheatFailsOnTheFairServer(t *testing.T) {
	s := newAt(t, nil, 100, 30)
	press(s, "s")
	if !s.fair {
		t.Fatal("s did not switch the server")
	}
	press(s, "t")
	if s.Capturing() || !s.noteBad {
		t.Error("the fair server took a time")
	}
	for seed := byte(1); ; seed++ {
		s.entropy = bytes.NewReader(bytes.Repeat([]byte{seed}, 8))
		press(s, "space")
		if toFlop(s) {
			break
		}
		if seed > 40 {
			t.Fatal("no fair hand reached the flop")
		}
	}
	runScreen(s, press(s, "k", "k", "k", "a"), 30*time.Second) // no clock: the whole day
	if s.res == nil {
		t.Fatal("no search result")
	}
	v := flat(s.View())
	switch len(s.res.Seeds) {
	case 0:
		if !strings.Contains(v, "The crack fails") {
			t.Errorf("no failure said:\n%s", v)
		}
	default:
		if !strings.Contains(v, "a chance match") {
			t.Errorf("a chance match not said:\n%s", v)
		}
	}
	finish(s)
	if r := s.ledger.Rounds(); len(r) == 0 || r[len(r)-1].Gen != "chacha8" {
		t.Errorf("the fair hand's round: %+v", r)
	} else if _, err := round.Replay(game.CheatRounds{}, r[len(r)-1]); err != nil {
		t.Error(err)
	}
	press(s, "s")
	if s.fair {
		t.Error("s did not switch back")
	}
}

// The server-time field: refused times say why and keep the field open;
// a good one seeds the next deals; empty goes back to the clock; esc
// cancels. The attacker's clock cycles and wraps past midnight.
func TestCheatServerTime(t *testing.T) {
	s := newAt(t, nil, 80, 22)
	press(s, "t")
	if !s.Capturing() {
		t.Fatal("t did not open the field")
	}
	for _, r := range "25:00" {
		press(s, string(r))
	}
	press(s, "enter")
	if !s.Capturing() || !s.noteBad || !strings.Contains(s.note, "HH:MM:SS.mmm") {
		t.Fatalf("bad time: capturing %v, note %q", s.Capturing(), s.note)
	}
	press(s, "esc")
	if s.Capturing() {
		t.Fatal("esc left the field open")
	}
	press(s, "t")
	for _, r := range "23:59:59.999" {
		press(s, string(r))
	}
	press(s, "enter", "space")
	if s.Capturing() || s.serverAt != poker.DaySeeds-1 || s.g.Hand().Deal().Flop != poker.DealHoldem(poker.ASFDeck(poker.DaySeeds-1), 6).Flop {
		t.Fatalf("set time: serverAt %d", s.serverAt)
	}
	if at, w := s.attackerClock(); at != 299 || w != windowMs {
		t.Errorf("attacker clock %d ±%d", at, w)
	}
	finish(s)
	press(s, "t", "enter", "space")
	if s.serverAt != 76_443_250 || s.setTime != -1 {
		t.Errorf("empty time: serverAt %d, setTime %d", s.serverAt, s.setTime)
	}
}

// Players stay within the table and change only between hands, as the
// server does; the clock cycles; a search stops when the screen is left
// and its late result is dropped.
func TestCheatKeys(t *testing.T) {
	s := newAt(t, nil, 80, 22)
	for range 10 {
		press(s, "+")
	}
	if s.players != game.MaxPlayers || !s.noteBad {
		t.Errorf("players %d, note %q", s.players, s.note)
	}
	for range 10 {
		press(s, "-")
	}
	if s.players != game.MinPlayers {
		t.Errorf("players %d", s.players)
	}
	press(s, "+", "+", "+", "+", "space")
	if len(s.g.Hand().Seats) != 6 {
		t.Fatalf("%d seats", len(s.g.Hand().Seats))
	}
	press(s, "+")
	if s.players != 6 || !s.noteBad {
		t.Error("+ in a hand was taken")
	}
	press(s, "s")
	if s.fair || !s.noteBad {
		t.Error("s in a hand was taken")
	}
	for i, want := range []int{-1700, 40 * 60_000} {
		press(s, "k")
		if at, _ := s.attackerClock(); at != 76_443_250+want {
			t.Errorf("skew %d: attacker clock %d", i, at)
		}
	}
	press(s, "k")
	if _, w := s.attackerClock(); w != -1 {
		t.Errorf("no clock: window %d", w)
	}
	if !toFlop(s) {
		t.Skip("the hand ended before the flop")
	}
	cmd := press(s, "a") // the whole day
	if !s.searching() {
		t.Fatal("a did not start a search")
	}
	id := s.crackID
	s.Leave()
	if s.searching() {
		t.Fatal("Leave did not stop the search")
	}
	s.Update(doneMsg{id: id, res: poker.CrackResult{Seeds: []uint32{1}}})
	if s.res != nil {
		t.Error("a stale result was taken")
	}
	runScreen(s, cmd, 10*time.Second) // the cancelled search returns soon
	if s.res != nil {
		t.Error("the cancelled search left a result")
	}
}

// Every view fits its area at any size, in ASCII too, with nine seats
// cracked; at 80×22 the parts that do not fit are left out whole.
func TestCheatViewsFit(t *testing.T) {
	s := newAt(t, nil, 80, 22)
	tuitest.Root(s.c).SetStyles(s.c.Styles().ForASCII())
	for range 3 {
		press(s, "+")
	}
	press(s, "space")
	if toFlop(s) {
		runScreen(s, press(s, "a"), 5*time.Second)
	}
	press(s, "l")
	for _, size := range [][2]int{{0, 0}, {1, 1}, {10, 3}, {40, 10}, {78, 22}, {118, 34}, {200, 60}} {
		s.SetSize(size[0], size[1])
		v := s.View()
		tuitest.CheckWidth(t, "cheat", v, size[0])
		if n := strings.Count(v, "\n") + 1; size[1] > 0 && n != size[1] {
			t.Errorf("%v: %d lines", size, n)
		}
		if size[0] >= 78 && strings.ContainsAny(ansi.Strip(v), "♣♦♥♠") {
			t.Errorf("%v: suits in ASCII", size)
		}
	}
	s.SetSize(78, 22)
	v := ansi.Strip(s.View())
	if strings.Contains(v, "…") || !strings.Contains(v, "Board") || !strings.Contains(v, "Lee") {
		t.Errorf("78×22 with nine seats:\n%s", v)
	}
}

// With a fixed session seed the server's clock is simulated, so --seed
// replays the deals: it starts at the seed's time of day and moves on
// 30…120 s a hand, the same way every time.
func TestCheatReplaysFromSeed(t *testing.T) {
	deals := func() []int {
		s := New(tuitest.Desk(t)) // seed 42, fixed
		s.now = func() time.Time { t.Fatal("the real clock was read"); return time.Time{} }
		s.Enter()
		var at []int
		for range 6 {
			press(s, "space")
			at = append(at, s.serverAt)
			finish(s)
		}
		return at
	}
	a, b := deals(), deals()
	if !slices.Equal(a, b) || a[0] != 42 {
		t.Fatalf("deals %v and %v", a, b)
	}
	for i := 1; i < len(a); i++ {
		if d := a[i] - a[i-1]; d < 30_000 || d > 120_000 {
			t.Errorf("hand %d came %d ms after the last", i, d)
		}
	}
}

// A hand saved open at your move is taken up after a stop on the same
// server's deal, with the same cards, and replays when finished.
func TestCheatResume(t *testing.T) {
	s := newAt(t, nil, 100, 30)
	press(s, "space")
	if !s.g.YourMove() {
		t.Skip("not your move after the deal")
	}
	open := s.ledger.Open()[0]
	c2 := tuitest.Common(t)
	tuitest.Ledger(t, c2, casino.Session{Started: true, Bankroll: open.Round.Bankroll, Open: []casino.Entry{open}}, nil, nil)
	s2 := newAt(t, c2, 100, 30)
	if _, err := s2.Resume(open); err != nil {
		t.Fatal(err)
	}
	if s2.g.Hand().Seats[0].Hole != s.g.Hand().Seats[0].Hole || s2.serverAt != s.serverAt || !s2.g.YourMove() {
		t.Fatalf("taken up with %v at %d", s2.g.Hand().Seats[0].Hole, s2.serverAt)
	}
	if toFlop(s2) {
		runScreen(s2, press(s2, "a"), 5*time.Second)
		if s2.res == nil || len(s2.res.Seeds) == 0 {
			t.Error("the hand taken up does not crack")
		}
	}
	finish(s2)
	if _, err := round.Replay(game.CheatRounds{}, tuitest.L(c2).Rounds()[0]); err != nil {
		t.Error(err)
	}
	if s2.InPlay() != "" || s2.SettleOnQuit() != "" {
		t.Error("a hand in play after the end")
	}
}

// crackFixed presses a and hands the search's result to s, the time it
// took fixed at 12.5 ms (the view says how long the search took, and a
// whole day's rate follows from it).
func crackFixed(t *testing.T, s *Model) {
	t.Helper()
	_, cmd := s.Update(tuitest.Key("a"))
	if cmd == nil {
		t.Fatal("a started no search")
	}
	batch, _ := cmd().(tea.BatchMsg)
	for _, c := range batch {
		if done, ok := c().(doneMsg); ok {
			done.res.Elapsed = 12500 * time.Microsecond
			s.Update(done)
			return
		}
	}
	t.Fatal("the search gave no result")
}

// Goldens in the areas the root gives the screen at 80×24 and 140×45
// (tuitest.Areas), the server's clock stopped at 21:14:03.250: the table
// before a deal; the 1999 server's hand at your move (your equity worked
// out in place); the flop cracked (the search's time fixed); the hand
// played out; and the fair server's hand, its seed from fixed entropy,
// the crack failing on it.
func TestGoldenAreas(t *testing.T) {
	s := newAt(t, nil, 78, 22)
	golden := func(state string) {
		s.Settle()
		tuitest.GoldenAreas(t, s.c, s, "cheat-"+state)
	}
	golden("open")
	press(s, "space")
	golden("dealt")
	if !toFlop(s) {
		t.Fatal("the hand ended before the flop")
	}
	crackFixed(t, s)
	golden("cracked")
	finish(s)
	golden("over")
	press(s, "s")
	s.entropy = tuitest.Entropy(3)
	for i := 0; ; i++ {
		press(s, "space")
		if toFlop(s) {
			break
		}
		if i > 40 {
			t.Fatal("no fair hand reached the flop")
		}
	}
	crackFixed(t, s)
	golden("fair-server")
}
