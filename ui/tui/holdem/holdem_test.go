package holdem

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/engine/rng"
	"riffle/games/casino"
	game "riffle/games/holdem"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/pokertable"
	"riffle/ui/tui/settings"
	"riffle/ui/tui/tuitest"
)

// newTest is the table at seed 42 on c (a fresh Common when nil), sized
// w × h and entered.
func newTest(t testing.TB, c *common.Common, w, h int) *Model {
	t.Helper()
	if c == nil {
		c = tuitest.Common(t)
	}
	m := New(c, tuitest.L(c))
	m.SetSize(w, h)
	run(m, m.Enter())
	return m
}

// run feeds a Cmd's message (your equity) back.
func run(m *Model, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	if msg := cmd(); msg != nil {
		m.Update(msg)
	}
}

// press sends keys, running what they ask.
func press(m *Model, keys ...string) {
	for _, k := range keys {
		_, cmd := m.Update(tuitest.Key(k))
		run(m, cmd)
	}
}

// playHand deals and plays a hand with move (a key) at each of your
// moves, to its end: c where f or r is not open.
func playHand(t *testing.T, m *Model, move string) {
	t.Helper()
	press(m, "space")
	for i := 0; m.g.InPlay(); i++ {
		if i > 40 {
			t.Fatal("the hand does not end")
		}
		if !m.g.YourMove() {
			t.Fatalf("the hand waits on seat %d", m.g.Hand().ToAct())
		}
		k := move
		if k == "f" && m.g.Hand().ToCall(0) == 0 || k == "r" && !m.g.Hand().CanRaise() {
			k = "c"
		}
		press(m, k)
	}
}

// Hands dealt and played to the end move your chips through the bankroll
// — the stack staked at the deal, back with its winnings at the end — and
// each is saved as a round that replays from its record.
func TestHandsAreRoundsThatReplay(t *testing.T) {
	m := newTest(t, nil, 100, 30)
	before := m.ledger.Wealth()
	for i, move := range []string{"c", "c", "f", "r", "c", "f", "r", "c"} {
		playHand(t, m, move)
		if m.ledger.Err() != nil {
			t.Fatalf("hand %d: the books: %v", i+1, m.ledger.Err())
		}
		if got := m.ledger.StakedAt(game.Name); got != 0 {
			t.Fatalf("hand %d over with %d staked", i+1, got)
		}
	}
	if m.ledger.Wealth() != before+m.g.Session().Net {
		t.Errorf("wealth %d, want %d %+d", m.ledger.Wealth(), before, m.g.Session().Net)
	}
	rounds := m.ledger.Rounds()
	if len(rounds) != 8 || m.g.Session().Hands != 8 {
		t.Fatalf("%d rounds saved, %d hands", len(rounds), m.g.Session().Hands)
	}
	net := 0
	for _, r := range rounds {
		if r.Table != game.Name {
			t.Fatalf("a %s round", r.Table)
		}
		if _, err := round.Replay(game.Rounds{}, r); err != nil {
			t.Errorf("round %d: %v", r.Seq, err)
		}
		net += r.Net
	}
	if net != m.g.Session().Net {
		t.Errorf("the rounds' nets sum to %d, the session's %d", net, m.g.Session().Net)
	}
}

// At your move the stack is staked and the hand saved open; your equity
// comes from its Cmd, exact or with its standard error, beside the pot
// odds. Keys out of turn say why; the fold is refused with nothing to
// call.
func TestYourMove(t *testing.T) {
	m := newTest(t, nil, 100, 30)
	press(m, "c")
	if !m.bad || !strings.Contains(m.note, "space deals") {
		t.Errorf("c before a deal: %q", m.note)
	}
	press(m, "space")
	if !m.g.YourMove() {
		t.Fatal("not your move after the deal")
	}
	if m.ledger.StakedAt(game.Name) != pokertable.BuyIn || len(m.ledger.Open()) != 1 {
		t.Errorf("staked %d, %d open", m.ledger.StakedAt(game.Name), len(m.ledger.Open()))
	}
	v := strings.Join(strings.Fields(tuitest.Plain(m.View())), " ")
	if !strings.Contains(v, "Your equity") || !strings.Contains(v, "pot odds") || strings.Contains(v, "working it out") {
		t.Errorf("no equity at your move:\n%s", v)
	}
	press(m, "space")
	if !m.bad || !strings.Contains(m.note, "your move") {
		t.Errorf("space in a hand: %q", m.note)
	}
	press(m, "+")
	if !m.bad {
		t.Error("+ in a hand was taken")
	}
	for m.g.InPlay() && m.g.Hand().ToCall(0) > 0 {
		press(m, "c")
	}
	if m.g.InPlay() {
		press(m, "f")
		if !m.bad || !strings.Contains(m.note, "Nothing to fold") {
			t.Errorf("f with nothing to call: %q", m.note)
		}
	}
}

// The number of computer players changes between hands, 1…8, and the
// table is drawn whole at the screen's size at 80×24 with eight of them
// and the reasons shown.
func TestPlayersAndFit(t *testing.T) {
	m := newTest(t, nil, 78, 22)
	for range 10 {
		press(m, "+")
	}
	if m.bots != 8 || !m.bad {
		t.Errorf("+ past 8: %d computer players, note %q", m.bots, m.note)
	}
	for range 2 {
		playHand(t, m, "c")
		press(m, "l")
		for _, size := range [][2]int{{78, 22}, {120, 40}} {
			m.SetSize(size[0], size[1])
			v := tuitest.Plain(m.View())
			if lipgloss.Height(v) > size[1] || lipgloss.Width(v) > size[0] || strings.Contains(v, "…") {
				t.Errorf("%v: drawn %d×%d, or cut:\n%s", size, lipgloss.Width(v), lipgloss.Height(v), v)
			}
		}
		m.SetSize(78, 22)
		press(m, "l")
	}
	for range 10 {
		press(m, "-")
	}
	if m.bots != 1 {
		t.Errorf("- past 1: %d", m.bots)
	}
	playHand(t, m, "c") // heads-up
}

// Quitting with a hand on asks first; the hand is played out (you check
// or fold) and saved. A hand saved open is taken up on the next start at
// your move, with the same cards, and finishes as it would have.
func TestQuitAndResume(t *testing.T) {
	m := newTest(t, nil, 100, 30)
	if m.InPlay() != "" || m.SettleOnQuit() != "" {
		t.Error("a hand in play before any deal")
	}
	press(m, "space")
	if !strings.Contains(m.InPlay(), "Hold'em hand is on") {
		t.Errorf("InPlay %q", m.InPlay())
	}
	open := m.ledger.Open()[0]
	hole := m.g.Hand().Seats[0].Hole
	said := m.SettleOnQuit()
	if m.g.InPlay() || !strings.Contains(said, "played out") || len(m.ledger.Rounds()) != 1 || len(m.ledger.Open()) != 0 {
		t.Fatalf("settled on quit: %q, in play %v", said, m.g.InPlay())
	}
	// The same hand, open, taken up by a new table on the same books.
	c2 := tuitest.Common(t)
	tuitest.Ledger(t, c2, casino.Session{Started: true, Bankroll: open.Round.Bankroll, Open: []casino.Entry{open}}, nil, nil)
	m2 := newTest(t, c2, 100, 30)
	line, err := m2.Resume(open)
	if err != nil {
		t.Fatal(err)
	}
	if !m2.g.YourMove() || m2.g.Hand().Seats[0].Hole != hole || !strings.Contains(line, "still on") {
		t.Fatalf("taken up: your move %v, cards %v (were %v), %q", m2.g.YourMove(), m2.g.Hand().Seats[0].Hole, hole, line)
	}
	if tuitest.L(c2).StakedAt(game.Name) != open.Stake {
		t.Errorf("staked %d after the resume, saved %d", tuitest.L(c2).StakedAt(game.Name), open.Stake)
	}
	for m2.g.InPlay() {
		press(m2, "c")
	}
	if _, err := round.Replay(game.Rounds{}, tuitest.L(c2).Rounds()[0]); err != nil {
		t.Errorf("the hand taken up does not replay: %v", err)
	}
	more := open
	more.Stake++
	if _, err := m2.Resume(more); err == nil {
		t.Error("a second resume, with another stake, was taken")
	}
}

// No chips, no deal; a shuffle that rolls dice deals no cards.
func TestNoDeal(t *testing.T) {
	c := tuitest.Common(t)
	tuitest.Chips(t, c, 0)
	m := newTest(t, c, 100, 30)
	press(m, "space")
	if m.g.InPlay() || !m.bad || !strings.Contains(m.note, "no chips") {
		t.Errorf("no chips: %q", m.note)
	}
	if m.keyMap().Deal.Enabled() {
		t.Error("space in the help with no chips")
	}
}

// The computer players' styles are those of the lineup, and the view
// names them.
func TestLineupShown(t *testing.T) {
	m := newTest(t, nil, 100, 30)
	v := tuitest.Plain(m.View())
	ps, _ := game.Lineup(DefaultBots)
	for _, p := range ps[1:] {
		if !strings.Contains(v, pokertable.PlayerName(p)) {
			t.Errorf("%s not on the table:\n%s", pokertable.PlayerName(p), v)
		}
	}
}

// Goldens at seed 42 in the areas the root gives the table at 80×24 and
// 140×45 (tuitest.Areas), your equity worked out in place (Settle: its
// Monte Carlo's generator is seeded from the hand): the table before the
// first hand; a hand at your move; the hand on the flop with the
// computer players' reasons shown; the hand played out.
func TestGoldenAreas(t *testing.T) {
	m := newTest(t, nil, 78, 22)
	golden := func(state string) {
		m.Settle()
		tuitest.GoldenAreas(t, m.c, m, "holdem-"+state)
	}
	golden("open")
	press(m, "space")
	golden("dealt")
	for m.g.InPlay() && len(m.g.Hand().Board()) < 3 {
		press(m, "c")
	}
	if !m.g.YourMove() {
		t.Fatal("no flop at your move")
	}
	press(m, "l")
	golden("flop-why")
	for m.g.InPlay() {
		press(m, "c")
	}
	golden("over")
}

// A hand on the os generator cannot be dealt again after a kill: it is
// folded where it stood, the chips you had put in lost, the rest of your
// stack back (it was void, every chip back: a free way out of any losing
// hand).
func TestOpenHandOnOSFolds(t *testing.T) {
	c := tuitest.Common(t)
	os, err := rng.Lookup("os")
	if err != nil {
		t.Fatal(err)
	}
	tuitest.Settings(c, func(s *settings.Settings) { s.Gen = os })
	m := newTest(t, c, 100, 30)
	for range 40 {
		press(m, "space")
		if m.g.YourMove() && m.g.Hand().ToCall(0) > 0 {
			press(m, "c") // chips in beyond a blind, when the hand goes on
		}
		if m.g.YourMove() {
			break
		}
		for m.g.InPlay() {
			press(m, "c")
		}
	}
	if !m.g.YourMove() {
		t.Fatal("no hand at your move")
	}
	put := m.g.Hand().Seats[0].Put
	open := m.ledger.Open()[0]
	c2 := tuitest.Common(t)
	l2 := tuitest.Ledger(t, c2, casino.Session{Started: true, Bankroll: open.Round.Bankroll, Open: []casino.Entry{open}}, nil, nil)
	before := l2.InHand()
	m2 := newTest(t, c2, 100, 30)
	line, err := m2.Resume(open)
	if err != nil || !strings.Contains(line, "folded where it stood") {
		t.Fatalf("resume: %q, %v", line, err)
	}
	rs := l2.Rounds()
	if l2.InHand() != before-put || put <= 0 || len(l2.Open()) != 0 || len(rs) == 0 || rs[len(rs)-1].Net != -put {
		t.Errorf("folded: in hand %d (want %d − %d), open %d, rounds %+v", l2.InHand(), before, put, len(l2.Open()), rs)
	}
	if m2.g.InPlay() || l2.Staked() != 0 {
		t.Errorf("a hand left in play: %v, staked %d", m2.g.InPlay(), l2.Staked())
	}
}

// No limit on the table: g turns the game between hands; on your move the
// size keys set the raise (each to what pokertable.Game.SizeOf gives),
// digits type one, a typed size outside the least and the most raise is
// refused and kept off the table, r raises to the size chosen, and the
// hand is saved as a round with its raises' sizes that replays.
func TestNoLimitSizes(t *testing.T) {
	m := newTest(t, nil, 100, 30)
	press(m, "h")
	if !m.bad || !strings.Contains(m.note, "Fixed limit") {
		t.Errorf("h at fixed limit: %q", m.note)
	}
	press(m, "g", "g")
	if m.g.Limit() != game.NoLimit || !strings.Contains(tuitest.Plain(m.View()), "no limit 5/10") {
		t.Fatalf("g twice: %s; %q", m.g.Limit(), m.note)
	}
	press(m, "p")
	if !m.bad || !strings.Contains(m.note, "on your move") {
		t.Errorf("p between hands: %q", m.note)
	}
	raised := 0
	for hand := 0; hand < 20 && raised < 3; hand++ {
		press(m, "space")
		for m.g.InPlay() {
			if !m.g.YourMove() || !m.g.Hand().CanRaise() || raised >= 3 {
				press(m, "c")
				continue
			}
			h := m.g.Hand()
			lo, hi, _ := h.RaiseTo()
			for k, share := range map[string]float64{"m": 0, "h": 0.5, "t": 0.75, "p": 1, "a": pokertable.AllIn} {
				press(m, k)
				want, _ := m.g.SizeOf(share)
				if m.chosenSize() != want || m.bad || !strings.Contains(tuitest.Plain(m.View()), pokertable.RaiseWord(h, want)) {
					t.Fatalf("%s: size %d, want %d; %q", k, m.chosenSize(), want, m.note)
				}
			}
			press(m, "9", "9", "9", "9", "9", "9", "9")
			if m.chosenSize() != 9_999_999 || !m.bad {
				t.Fatalf("typed 9999999: size %d, %q", m.chosenSize(), m.note)
			}
			press(m, "r")
			if n := len(h.Log()); !m.bad || !strings.Contains(m.note, "not allowed") || !m.g.YourMove() || h.Log()[n-1].Seat == 0 {
				t.Fatalf("a raise past all in: %q", m.note)
			}
			for range 7 {
				press(m, "backspace")
			}
			to := lo + (hi-lo)/3
			for _, d := range fmt.Sprint(to) {
				press(m, string(d))
			}
			if m.chosenSize() != to || m.bad {
				t.Fatalf("typed %d: size %d, %q", to, m.chosenSize(), m.note)
			}
			n := len(h.Log())
			press(m, "r")
			if a := h.Log()[n]; a.Seat != 0 || a.Kind != game.Raise || a.To != to {
				t.Fatalf("r after typing %d made %+v", to, a)
			}
			raised++
		}
	}
	if raised < 3 {
		t.Fatalf("%d raises in 20 hands", raised)
	}
	sized := 0
	for _, r := range m.ledger.Rounds() {
		if !strings.HasSuffix(r.Moves[0], " no") {
			t.Errorf("round %d: the table move %q", r.Seq, r.Moves[0])
		}
		for _, mv := range r.Moves {
			if strings.HasPrefix(mv, "raise ") {
				sized++
			}
		}
		if _, err := round.Replay(game.Rounds{}, r); err != nil {
			t.Errorf("round %d: %v", r.Seq, err)
		}
	}
	if sized != raised {
		t.Errorf("%d raises kept with their size in the records, %d made", sized, raised)
	}
}

// A size chosen in one hand is not the next hand's, even where the new
// hand stands at the same point (a table seated anew counts its hands
// from 0 again).
func TestSizeForgottenNextHand(t *testing.T) {
	m := newTest(t, nil, 100, 30)
	press(m, "g", "g", "space")
	if !m.g.YourMove() || !m.g.Hand().CanRaise() {
		t.Skip("no raise open at the first move of seed 42's first hand")
	}
	press(m, "h", "7")
	if m.chosenSize() != 7 {
		t.Fatalf("typed 7: size %d", m.chosenSize())
	}
	for m.g.InPlay() {
		press(m, "f", "c")
	}
	press(m, "+", "-", "space")
	if !m.g.YourMove() {
		t.Fatal("not your move after the deal")
	}
	if m.chosenSize() != 0 || strings.Contains(tuitest.Plain(m.View()), "typed 7") {
		t.Errorf("the last hand's size %d shows in the new one:\n%s", m.chosenSize(), tuitest.Plain(m.View()))
	}
}
