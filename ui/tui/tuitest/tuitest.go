// Package tuitest holds what the screens' tests share: golden files,
// plain text of a view, a Common without colours, key messages, and
// running the Cmds that answer at once. Only tests import it.
package tuitest

import (
	crand "crypto/rand"
	"flag"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	_ "github.com/charmbracelet/x/exp/golden" // defines -update

	"riffle/games/casino"
	"riffle/games/round"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/settings"
)

// updating reports whether -update was given. The flag itself is defined
// by charmbracelet/x/exp/golden, imported above.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// Golden compares got (escape sequences stripped, trailing spaces trimmed)
// with testdata/name.golden, or rewrites the file under -update.
func Golden(t *testing.T, name, got string) {
	t.Helper()
	got = Plain(got)
	path := filepath.Join("testdata", name+".golden")
	if updating() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s (go test -update rewrites it)\n--- got ---\n%s\n--- want ---\n%s", name, path, got, want)
	}
}

// Plain strips escape sequences and trailing spaces from every line.
func Plain(s string) string {
	lines := strings.Split(ansi.Strip(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

// Common is a Common without colours and with seed 42 (its panels'
// samplers on one core), without motion (outcomes drawn at once: a test of
// motion turns it on with Settings), with a new session's ledger (L) for
// the screens built on it.
func Common(t testing.TB) *common.Common {
	t.Helper()
	s, err := settings.Options{Seed: "42", Workers: 1, Motion: "off"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	c, r := common.New(draw.NewStyles(lipgloss.NewRenderer(io.Discard)), s)
	l, err := casino.New(casino.Session{}, crand.Reader, nil)
	if err != nil {
		t.Fatal(err)
	}
	Register(c, r, l)
	return c
}

// Desk is a Common (see Common) and its ledger, as a screen's New takes
// them.
func Desk(t testing.TB) (*common.Common, *casino.Ledger) {
	t.Helper()
	c := Common(t)
	return c, L(c)
}

// roots are the Root handles of the Commons Common built, with their
// ledgers.
var roots sync.Map

// held is a Common's handle and the ledger its screens are handed.
type held struct {
	root   common.Root
	ledger *casino.Ledger
}

// Register keeps r as the handle of c, a Common built elsewhere (the
// root's, for its tests), and l as the ledger its screens hold, for Root
// and L.
func Register(c *common.Common, r common.Root, l *casino.Ledger) { roots.Store(c, held{r, l}) }

// L is the ledger the screens built on c are handed (Common's, or the one
// Registered with c).
func L(c *common.Common) *casino.Ledger { return get(c).ledger }

func get(c *common.Common) held {
	h, ok := roots.Load(c)
	if !ok {
		panic("tuitest: a Common tuitest.Common did not build")
	}
	return h.(held)
}

// Root is the handle that changes a Common built by Common (or one
// Registered), for a test that plays the root: new settings, the panel
// hidden, a ledger.
func Root(c *common.Common) common.Root { return get(c).root }

// zoneMark is a mouse zone's mark, which takes no cell.
var zoneMark = regexp.MustCompile("\x1b\\[[0-9]+z")

// Unmarked is s without its mouse zones' marks: the views of two models,
// each with zone marks of its own, compare equal when they look alike.
func Unmarked(s string) string { return zoneMark.ReplaceAllString(s, "") }

// CheckWidth fails if a line of view is wider than w.
func CheckWidth(t *testing.T, name, view string, w int) {
	t.Helper()
	for i, l := range strings.Split(view, "\n") {
		if lw := lipgloss.Width(l); lw > w {
			t.Errorf("%s: line %d is %d wide, more than %d: %q", name, i+1, lw, w, ansi.Strip(l))
		}
	}
}

// Key is the key message for k: a named key ("enter", "space", "up"…, as
// [common.KeyNamed] reads it) or the runes typed.
func Key(k string) tea.KeyMsg {
	if m, ok := common.KeyNamed(k); ok {
		return m
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// RunMsgs runs cmd and hands its message to update, then runs what update
// returns, and so on down every batch; a Cmd that does not answer within
// wait of starting (a tick) is dropped, and a quit ends the chain. The
// wait counts from the Cmd's start, not from its goroutine's creation: on
// a loaded machine (-race on two cores) a goroutine can wait longer than
// a tick's interval to be scheduled, and an instant Cmd (opening a
// screen) would be dropped with the ticks. A batch's Cmds run at once, as
// bubbletea runs them, so that its ticks cost one wait, not one each;
// their messages are handed over in the batch's order.
func RunMsgs(update func(tea.Msg) tea.Cmd, cmd tea.Cmd, wait time.Duration) {
	if msg, ok := launch(cmd).await(wait); ok {
		deliver(update, msg, wait)
	}
}

// deliver hands msg to update (a batch's messages, each in turn) and runs
// what follows.
func deliver(update func(tea.Msg) tea.Cmd, msg tea.Msg, wait time.Duration) {
	switch msg := msg.(type) {
	case tea.BatchMsg:
		running := make([]running, len(msg))
		for i, c := range msg {
			running[i] = launch(c)
		}
		for _, r := range running {
			if m, ok := r.await(wait); ok {
				deliver(update, m, wait)
			}
		}
	case tea.QuitMsg, nil:
	default:
		RunMsgs(update, update(msg), wait)
	}
}

// running is a Cmd run in a goroutine of its own: when it started, and
// its message with when it came.
type running struct {
	started chan time.Time
	done    chan answered
}

type answered struct {
	msg tea.Msg
	at  time.Time
}

func launch(cmd tea.Cmd) running {
	r := running{started: make(chan time.Time, 1), done: make(chan answered, 1)}
	go func() {
		r.started <- time.Now()
		var msg tea.Msg
		if cmd != nil {
			msg = cmd()
		}
		r.done <- answered{msg, time.Now()}
	}()
	return r
}

// await is the Cmd's message if it came within wait of the Cmd's start
// (a batch's later Cmds are awaited after the earlier: a tick that fired
// meanwhile came too late all the same).
func (r running) await(wait time.Duration) (tea.Msg, bool) {
	deadline := (<-r.started).Add(wait)
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case a := <-r.done:
		return a.msg, !a.at.After(deadline)
	case <-timer.C:
		select { // it came as the wait ended
		case a := <-r.done:
			return a.msg, !a.at.After(deadline)
		default:
			return nil, false
		}
	}
}

// Drain runs cmd and every Cmd its messages lead to (a screen's chunks of
// work), feeding the messages to s, until none is left. Ticks would never
// end: screens under test set their pace so that none is sent.
func Drain(s common.Screen, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	switch msg := cmd().(type) {
	case tea.BatchMsg:
		for _, c := range msg {
			Drain(s, c)
		}
	case nil:
	default:
		_, next := s.Update(msg)
		Drain(s, next)
	}
}

// Apply plays the root for a screen built on c: it runs cmd (down every
// batch) and makes the changes its news asks for (common.Root.Apply);
// other messages are dropped. It reports whether any news came.
func Apply(c *common.Common, cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	switch msg := cmd().(type) {
	case tea.BatchMsg:
		news := false
		for _, sub := range msg {
			news = Apply(c, sub) || news
		}
		return news
	case common.FairMsg:
		L(c).SetFair(msg.On) // as the root does
		return true
	default:
		return Root(c).Apply(msg)
	}
}

// Press sends keys to s (see Key), draining what each starts.
func Press(s common.Screen, keys ...string) {
	for _, k := range keys {
		_, cmd := s.Update(Key(k))
		Drain(s, cmd)
	}
}

// Entropy is a fixed stream of bytes in place of the operating system's,
// for provably fair rounds whose server seeds a test must know (ChaCha8
// from seed).
func Entropy(seed byte) io.Reader { return rand.NewChaCha8([32]byte{seed}) }

// Ledger carries c's ledger (L) on from s, in place, as the root does: on
// entropy (nil: crypto/rand), saving to saver (nil: unsaved), in its fair
// mode; it returns it.
func Ledger(t testing.TB, c *common.Common, s casino.Session, entropy io.Reader, saver casino.Saver) *casino.Ledger {
	t.Helper()
	l := L(c)
	fair := l.Fair()
	if err := l.CarryOn(s, entropy, saver); err != nil {
		t.Fatal(err)
	}
	l.SetFair(fair || s.Settings != nil && s.Settings.Fair)
	return l
}

// Chips gives c a new session's ledger with chips in hand (on entropy
// Entropy(0)), in c's fair mode, and returns it.
func Chips(t testing.TB, c *common.Common, chips int) *casino.Ledger {
	t.Helper()
	return Ledger(t, c, casino.Session{Started: true, Bankroll: chips}, Entropy(0), nil)
}

// Saved is a saver that keeps every entry in memory; Fail, when set, is
// its error (a full disk).
type Saved struct {
	Entries []casino.Entry
	Fail    error
}

// Save keeps e.
func (s *Saved) Save(e casino.Entry) { s.Entries = append(s.Entries, e) }

// Err is Fail.
func (s *Saved) Err() error { return s.Fail }

// Won plays a round at a table "elsewhere" through c's ledger that nets n
// chips (below zero: lost), as the player's rounds at other tables move
// the chips in hand.
func Won(t testing.TB, c *common.Common, n int) {
	t.Helper()
	r, err := L(c).Begin("elsewhere")
	if err == nil {
		err = r.Draw(casino.Source{Name: "os"})
	}
	stake, payout := 0, n
	if n < 0 {
		stake, payout = -n, 0
	}
	if err == nil {
		err = r.Stake(stake)
	}
	if err == nil {
		err = r.Settle(stake, payout)
	}
	if err == nil {
		_, err = r.Finish([]string{"won elsewhere"}, round.Result{Outcome: "elsewhere", Net: n})
	}
	if err != nil {
		t.Fatal(err)
	}
}

// SetHand makes c's chips in hand n by a round at another table (Won):
// the ledger's fair mode, seeds and rounds stay.
func SetHand(t testing.TB, c *common.Common, n int) {
	t.Helper()
	if d := n - L(c).InHand(); d != 0 {
		Won(t, c, d)
	}
}

// Settings changes c's settings as the root does, edit changing a copy.
func Settings(c *common.Common, edit func(*settings.Settings)) {
	s := c.Settings()
	edit(&s)
	Root(c).SetSettings(s)
}

// Area is where the root lays a screen out in a terminal: the terminal's
// name (as goldens are named), the screen's area and whether the
// fairness panel is open beside or under it.
type Area struct {
	Term  string
	W, H  int
	Panel bool
}

// Areas are the areas the root gives s at 80×24 and 140×45 (ui/tui/tui.go,
// layout: a header line and a help line, a column of margin each side; the
// panel, on a screen that uses it now, under the screen at 80×24 — 12 of
// its 22 lines, or the PanelHeight the screen asks for, leaving it at
// least 6 — and 63 columns beside it from 110 columns): with the panel,
// also 80×24 with it closed ("80x24-nopanel"). The root's tests check
// them against its layout (TestAreas in ui/tui).
func Areas(s common.Screen) []Area {
	p, ok := s.(paneled)
	if !ok || !p.UsesPanel() {
		return []Area{{"80x24", 78, 22, false}, {"140x45", 138, 43, false}}
	}
	ph := 12
	if p.PanelHeight() > 0 {
		ph = max(ph, min(22-6, p.PanelHeight()))
	}
	return []Area{{"80x24", 78, 22 - ph, true}, {"80x24-nopanel", 78, 22, false}, {"140x45", 75, 43, true}}
}

// paneled is a screen with a fairness panel, as the root's registry
// declares it (a screen of a package's own test is not in the registry).
type paneled interface {
	UsesPanel() bool
	PanelHeight() int
}

// GoldenAreas draws s in each of its Areas (on a screen that uses the
// panel, opened or closed on c as the area says, then as it was) and
// compares the view with testdata/name-TERM.golden; it fails for a line
// wider than the area, more lines than it has, or, at 80 columns, a line
// cut with "…" (draw.Truncate: the line fills the width and ends in
// it).
func GoldenAreas(t *testing.T, c *common.Common, s common.Screen, name string) {
	t.Helper()
	p, uses := s.(paneled)
	uses = uses && p.UsesPanel()
	shown := c.PanelShown()
	defer Root(c).SetPanel(shown)
	for _, a := range Areas(s) {
		if uses {
			Root(c).SetPanel(a.Panel)
		}
		s.SetSize(a.W, a.H)
		v := s.View()
		file := name + "-" + a.Term
		CheckWidth(t, file, v, a.W)
		if n := strings.Count(v, "\n") + 1; n > a.H {
			t.Errorf("%s: %d lines, more than %d", file, n, a.H)
		}
		for i, l := range strings.Split(Plain(v), "\n") {
			if a.W <= 80 && strings.HasSuffix(l, "…") && lipgloss.Width(l) >= a.W-1 {
				t.Errorf("%s: line %d cut: %q", file, i+1, l)
			}
		}
		Golden(t, file, v)
	}
}
