package solitaire

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	"riffle/games/casino"
	game "riffle/games/solitaire"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
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
	s := New(tuitest.Desk(t))
	tuitest.Settings(s.c, func(st *settings.Settings) { st.Motion = true }) // the riffles and the deal animate (TestNoMotion: at once)
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
// table is where the ledger opened plus the table's net result (and the
// net of the round in play, settled ahead); the ledger holds the stake
// and that net on the table.
func conserved(t *testing.T, s *Model, what string) {
	t.Helper()
	gm, l := s.game, s.ledger
	staked := l.StakedAt(game.Name)
	if staked != gm.Stake()+s.Ahead() || l.InHand()+staked != l.Opening()+gm.Net()+s.Ahead() || l.InHand() < 0 {
		t.Fatalf("%s: bankroll %d, staked %d, stake %d, ahead %d, opening %d, net %d", what, l.InHand(), staked, gm.Stake(), s.Ahead(), l.Opening(), gm.Net())
	}
}

func TestOpens(t *testing.T) {
	// --shuffles takes exactly the riffle counts the table takes.
	for k := -3; k <= game.MaxShuffles+3; k++ {
		got, err := settings.ParseShuffles(strconv.Itoa(k))
		if want := k >= 0 && game.ValidShuffles(k); (err == nil) != want || err == nil && got != k {
			t.Errorf("ParseShuffles(%d) = %d, %v; the table takes it: %v", k, got, err, want)
		}
	}
	if k, err := settings.ParseShuffles("random"); err != nil || k != game.UntilRandom {
		t.Errorf("ParseShuffles(random) = %d, %v", k, err)
	}
	if st, _ := (settings.Options{}).Resolve(); st.Shuffles != game.DefaultShuffles {
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
	if s.ledger.InHand() != casino.DefaultBankroll {
		t.Errorf("bankroll %d", s.ledger.InHand())
	}
	spec := s.panel.Spec()
	if spec == nil || spec.Algo.Name != "riffle" || spec.Options.Riffles != 7 || spec.Cards != 52 || spec.Seed != 42 {
		t.Errorf("panel spec %+v, want 7 riffles of 52 cards at seed 42", spec)
	}
	// --shuffles random opens on until random, the labels first.
	c := tuitest.Common(t)
	tuitest.Settings(c, func(st *settings.Settings) { st.Shuffles = game.UntilRandom })
	r := New(c, tuitest.L(c))
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
	tuitest.Settings(c, func(st *settings.Settings) { st.ASCII = true })
	tuitest.Settings(c, func(st *settings.Settings) { st.Shuffles = game.UntilRandom })
	s := New(c, tuitest.L(c))
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

// pluralRe finds a count of 1 with a plural noun: "1 cards", "1 rising
// sequences".
var pluralRe = regexp.MustCompile(`(^|[^0-9.,])1 (rising |distinct |more )?(cards|riffles|rounds|chips|labels|sequences|games|passes|times)\b`)

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
	got := draw.Pack(20, " · ", "aaaa bbbb", "cccc dddd eeee", "ff", "a very long segment that wraps")
	want := []string{"aaaa bbbb", "cccc dddd eeee · ff", "a very long segment", "that wraps"}
	if !slices.Equal(got, want) {
		t.Errorf("pack: %q, want %q", got, want)
	}
}
