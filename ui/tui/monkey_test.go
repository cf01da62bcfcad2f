package tui

import (
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	zone "github.com/lrstanley/bubblezone"

	"riffle/engine/cards"
	"riffle/games/casino"
	"riffle/games/craps"
	"riffle/games/holdem"
	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/solitaire"
	"riffle/games/videopoker"
	yahtzeegame "riffle/games/yahtzee"
	"riffle/ui/tui/cheat"
	"riffle/ui/tui/common"
	holdemscreen "riffle/ui/tui/holdem"
	"riffle/ui/tui/lobby"
	pokerscreen "riffle/ui/tui/poker"
	"riffle/ui/tui/tuitest"
	vpscreen "riffle/ui/tui/videopoker"
)

// monkeyKeys are every key a screen binds (read off each screen's KeyMap),
// the keys its text fields edit with, and the letters, digits and
// punctuation typed into them. q and ctrl+c quit, so the walk sends them
// apart and rarely (monkeyQuitEvery).
var monkeyKeys = []string{
	// Global: help, the fairness panel, back to the lobby.
	"?", "f", "esc",
	// Lists and fields: arrows, pages, the lobby list's letter keys (h/l
	// and b/u/d are its page keys), and the fields' editing keys.
	"up", "down", "left", "right", "enter", "tab", "shift+tab", "space", "backspace", "delete",
	"home", "end", "pgup", "pgdown", "ctrl+a", "ctrl+e", "ctrl+k", "ctrl+u", "ctrl+w", "ctrl+b", "ctrl+f", "ctrl+d",
	// Letters bound by some screen (lobby g G a A s r j k; lab's tabs a A g
	// G c s S l p r u n; craps r o m p; yahtzee k c x n; lottery d a t x c
	// p P m v; solitaire u a b n s p; poker d x b c; cheat c r f a s n k t l;
	// history g G r a; fair p c; dobble d k n; dice r t a p c y;
	// holdem c r f x l).
	"a", "A", "b", "c", "d", "g", "G", "h", "j", "k", "l", "m", "n", "o", "p", "P", "r", "s", "S", "t",
	"u", "v", "x", "y",
	// Digits (lab tabs 1–5, classroom faces 1–6, yahtzee dice 0–9, Dobble
	// symbols 1–8, lottery 3) and punctuation (bets, sizes, riffles, the
	// fields' separators).
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	"+", "=", "-", "_", "]", "[", ">", ".", "<", ",", ":",
}

// monkeyKeyTypes are the named keys the monkey sends beyond keyTypes.
var monkeyKeyTypes = map[string]tea.KeyType{
	"delete": tea.KeyDelete, "pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown,
	"ctrl+a": tea.KeyCtrlA, "ctrl+e": tea.KeyCtrlE, "ctrl+k": tea.KeyCtrlK, "ctrl+u": tea.KeyCtrlU,
	"ctrl+w": tea.KeyCtrlW, "ctrl+b": tea.KeyCtrlB, "ctrl+f": tea.KeyCtrlF, "ctrl+d": tea.KeyCtrlD,
}

// monkeyKey is keyMsg for the monkey's keys.
func monkeyKey(k string) tea.KeyMsg {
	if t, ok := monkeyKeyTypes[k]; ok {
		return tea.KeyMsg{Type: t}
	}
	return tuitest.Key(k)
}

// monkeyRunes are typed one at a time, as bursts ("+++") or pasted: wide
// and multi-byte characters among them, for the fields' widths.
var monkeyRunes = []rune("abcdefhijklmnoprstuvwxyzABCDEFHIJKLMNOPRSTUVWXYZ0123456789 !@#$%^&*()+-=_,.:;/\\|'\"`~éß♠♥世界🂡")

// monkeyPastes are pasted into whatever has the keys: a seed, tickets, a
// server time, and junk.
var monkeyPastes = []string{"12345", "-7", "0xffff", "3 9 17 25 31 + 7", "1,2,3,4,5,6,7,8,9,10", "23:59:59.999",
	"00:00:00.000", "99999999999999999999999999", "♠♥♦♣ 世界", ""}

// monkeySizes are the terminal sizes the walk jumps to besides random ones:
// nothing, one cell, the smallest the spec handles, either side of the
// layout's minimum and of the panel's right dock, and a huge one.
var monkeySizes = [][2]int{{0, 0}, {1, 1}, {20, 5}, {79, 24}, {80, 23}, {80, 24}, {109, 30}, {110, 30}, {300, 100}}

const (
	// monkeyViewEvery is how often the walk draws the frame and checks
	// that it fits: a frame costs some milliseconds under the race
	// detector, a hundred times a step's Update, and a layout bug shows
	// for as long as the size stands (the walk also checks the frame on
	// every resize).
	monkeyViewEvery = 50
	// monkeyQuitEvery: about one step in this many is q or ctrl+c, so a
	// session lives some thousand steps, long enough to carry chips from
	// table to table.
	monkeyQuitEvery = 1500
	// monkeySteerEvery: this often the walk heads for the screen it has
	// visited least, so that every screen gets its share.
	monkeySteerEvery = 1000
	// monkeyLog is how many messages a failure reports.
	monkeyLog = 20
)

// Random keys, clicks, wheels and resizes across every screen: nothing panics, the
// session's chips are conserved, every deck holds 52 distinct cards and
// every frame fits the terminal.
//
// The walk runs 100,000 steps by default, in two walks of 50,000 from
// seeds 1 and 2 side by side (some 40 s under the race detector on two
// cores, 10 s without); -short 5,000 in one. RIFFLE_MONKEY_SEED runs one
// walk from that seed, RIFFLE_MONKEY_STEPS any number of steps a walk.
//
// The Cmds a step returns run as bubbletea runs them, in the background,
// and their messages (ticks, the chunks of the 10,000 runs, exact odds)
// come back at the first step after they answer, interleaved with the
// keys as a fast typist would meet them; so the invariants are checked
// while runs and animations are under way. The walk's choices come from
// the seed, but the state they meet also depends on when the answers
// arrive: a failure prints the seed, the step and the last messages, the
// answers among them, which are the reproducer.
func TestMonkey(t *testing.T) {
	t.Parallel()
	steps := 100_000
	if testing.Short() {
		steps = 5_000
	}
	if v := os.Getenv("RIFFLE_MONKEY_STEPS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			t.Fatalf("RIFFLE_MONKEY_STEPS=%q: want a whole number of steps, 1 or more", v)
		}
		steps = n
	}
	seeds := []uint64{1, 2}
	if testing.Short() {
		seeds = seeds[:1]
	} else if os.Getenv("RIFFLE_MONKEY_STEPS") == "" {
		steps /= len(seeds)
	}
	if v := os.Getenv("RIFFLE_MONKEY_SEED"); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("RIFFLE_MONKEY_SEED=%q: want a decimal seed, 0…2^64−1", v)
		}
		seeds = []uint64{s}
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			t.Parallel()
			monkeyWalk(t, seed, steps)
		})
	}
}

// monkeyWalk is one walk of steps from seed, and its checks.
func monkeyWalk(t *testing.T, seed uint64, steps int) {
	w := newMonkey(t, seed)
	start := time.Now()
	w.run(steps)
	w.closeSession()
	names := ScreenNames()
	var counts []string
	for _, n := range names {
		counts = append(counts, fmt.Sprintf("%s %d", n, w.visits[common.ID(n)]))
	}
	var kinds []string
	for k, n := range w.kinds {
		kinds = append(kinds, fmt.Sprintf("%s %d", strings.TrimPrefix(k, "tui."), n))
	}
	slices.Sort(kinds)
	t.Logf("seed %d: %d steps in %v, %d sessions; steps by screen: %s; %d messages back from Cmds: %s",
		seed, steps, time.Since(start).Round(time.Millisecond), w.sessions, strings.Join(counts, ", "), w.answers, strings.Join(kinds, ", "))
	// Every screen gets a good share (an even one would be
	// steps/len(names)): the steering heads for the least visited one
	// every monkeySteerEvery steps (more often on a short walk).
	// With fifteen screens and the lobby between them, the least visited
	// gets some 1.1–2% of the steps (timing moves it, as answers from
	// Cmds arrive when they do): 1/120 fails only a screen the walk
	// hardly reaches.
	least := steps / 120
	for _, n := range names {
		if got := w.visits[common.ID(n)]; got < least {
			t.Errorf("seed %d: %d of %d steps on %s, want at least %d", seed, got, steps, n, least)
		}
	}
}

// monkey is a random walk over the whole TUI.
type monkey struct {
	t    *testing.T
	seed uint64
	g    *rand.Rand
	m    *Model
	// results brings back the messages of the session's Cmds, run in the
	// background; a new session gets a new channel.
	results  chan monkeyResult
	answers  int            // messages brought back and delivered
	kinds    map[string]int // the answers by type
	step     int
	log      []string
	ledger   monkeyLedger
	visits   map[common.ID]int
	sessions int
	// asfOK is the last server time whose ASF deck was checked.
	asfOK int
	// saver saves the session to saved, as Run saves it to the file.
	saver *Saver
	saved *memAppender
}

// monkeyResult is what a Cmd returned, or the panic it raised.
type monkeyResult struct {
	msg   tea.Msg
	panic string
}

func newMonkey(t *testing.T, seed uint64) *monkey {
	w := &monkey{t: t, seed: seed, g: rand.New(rand.NewPCG(seed, 0x6d6f6e6b6579)), visits: map[common.ID]int{}, kinds: map[string]int{}, asfOK: -1}
	w.restart(ScreenNames()[w.g.IntN(len(ScreenNames()))])
	t.Cleanup(func() { w.m.Stop() })
	return w
}

// closeSession closes the session as Run closes it — the rounds that
// cannot be called off played out, every entry saved — and checks what
// was saved: the bankroll adds up entry by entry, no round is left open
// (but a whole game of Yahtzee, which stakes nothing and is taken up next
// time),
// and the bankroll saved is the one the session ends with.
func (w *monkey) closeSession() {
	w.guard("closing the tables", func() { w.m.closeTables() })
	if err := w.saver.Close(); err != nil {
		w.fail("saving: %v", err)
	}
	s := reread(w.t, w.saved.entries)
	if err := s.Check(); err != nil {
		w.fail("the saved session (%d entries) does not add up: %v", len(w.saved.entries), err)
	}
	open := 0
	for _, e := range s.Open { // a whole game of Yahtzee stays open, to take up next time
		if e.Round.Table != yahtzeegame.Name || len(e.Round.Moves) == 0 || !strings.HasPrefix(e.Round.Moves[0], "game ") || e.Stake != 0 {
			open++
		}
	}
	if open != 0 || s.Bankroll != w.m.ledger.Wealth() {
		w.fail("saved: %d rounds open, bankroll %d; the session holds %d", open, s.Bankroll, w.m.ledger.Wealth())
	}
}

// restart opens a new session on screen, at a random seed, sized 100×30.
func (w *monkey) restart(screen string) {
	if w.m != nil {
		w.closeSession()
	}
	w.sessions++
	o := Options{Seed: fmt.Sprint(w.g.IntN(1_000_000)), Screen: screen}
	s, err := o.Resolve()
	if err != nil {
		w.t.Fatal(err)
	}
	w.m = New(s, o.Screen, lipgloss.NewRenderer(io.Discard))
	w.saved = &memAppender{}
	w.saver = NewSaver(w.saved)
	w.m.Continue(casino.Session{}, w.saver, tuitest.Entropy(byte(w.sessions)))
	w.results = make(chan monkeyResult, 4096)
	w.ledger = monkeyLedger{}
	w.record(fmt.Sprintf("new session on %s, seed %s", screen, o.Seed))
	w.send(tea.WindowSizeMsg{Width: 100, Height: 30})
	w.guard("Init", func() { w.start(w.m.Init()) })
}

// run takes steps steps.
func (w *monkey) run(steps int) {
	for w.step = 0; w.step < steps; w.step++ {
		w.deliver()
		// A short walk steers more often, so that it too passes every
		// screen: 25 times over at least.
		if steer := min(monkeySteerEvery, max(1, steps/25)); w.step > 0 && w.step%steer == 0 {
			w.steer()
		}
		msg := w.next()
		w.send(msg)
		if w.m.quitting {
			w.restart(ScreenNames()[w.g.IntN(len(ScreenNames()))])
		}
		w.visits[w.m.screen]++
		if _, resized := msg.(tea.WindowSizeMsg); resized || w.step%monkeyViewEvery == 0 {
			w.checkView()
		}
	}
}

// next draws the step's message: mostly a bound key, sometimes a resize,
// a typed or pasted character, a burst, or a quit.
func (w *monkey) next() tea.Msg {
	g := w.g
	if g.IntN(monkeyQuitEvery) == 0 {
		return tuitest.Key([]string{"q", "ctrl+c"}[g.IntN(2)])
	}
	if w.m.screen == lobbyID && !w.m.capturing() && g.IntN(10) == 0 {
		return tuitest.Key("enter") // the lobby opens a table now and then, as often as a table's esc closes it
	}
	switch r := g.IntN(1000); {
	case r < 30:
		if g.IntN(5) < 2 {
			s := monkeySizes[g.IntN(len(monkeySizes))]
			return tea.WindowSizeMsg{Width: s[0], Height: s[1]}
		}
		return tea.WindowSizeMsg{Width: 80 + g.IntN(161), Height: 24 + g.IntN(57)}
	case r < 45:
		return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{monkeyRunes[g.IntN(len(monkeyRunes))]}, Alt: g.IntN(8) == 0}
	case r < 50:
		k := monkeyKeys[g.IntN(len(monkeyKeys))]
		if len([]rune(k)) != 1 {
			k = "+"
		}
		return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat(k, 2+g.IntN(3)))}
	case r < 53:
		return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(monkeyPastes[g.IntN(len(monkeyPastes))]), Paste: true}
	case r < 73:
		return w.mouse()
	}
	return monkeyKey(monkeyKeys[g.IntN(len(monkeyKeys))])
}

// monkeyButtons are the buttons the monkey's mouse sends, the left one
// most.
var monkeyButtons = []tea.MouseButton{tea.MouseButtonLeft, tea.MouseButtonLeft, tea.MouseButtonLeft, tea.MouseButtonRight,
	tea.MouseButtonMiddle, tea.MouseButtonWheelUp, tea.MouseButtonWheelDown, tea.MouseButtonNone}

// mouse draws a mouse event: a press, release or motion of any button
// anywhere on the terminal and a cell beyond it, or half the time a left
// click in one of the zones as last drawn (which may be a frame or a
// screen ago): a key of the help, a tab, a die, a card, a title.
func (w *monkey) mouse() tea.MouseMsg {
	g := w.g
	if g.IntN(2) == 0 {
		var drawn []*zone.ZoneInfo
		for _, id := range everyZone(w.m) {
			if z := w.m.c.Zones().Get(id); z != nil && !z.IsZero() {
				drawn = append(drawn, z)
			}
		}
		if len(drawn) > 0 {
			z := drawn[g.IntN(len(drawn))]
			x := z.StartX + g.IntN(max(1, z.EndX-z.StartX+1))
			y := z.StartY + g.IntN(max(1, z.EndY-z.StartY+1))
			return tea.MouseMsg{X: x, Y: y, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}
		}
	}
	actions := []tea.MouseAction{tea.MouseActionPress, tea.MouseActionPress, tea.MouseActionRelease, tea.MouseActionMotion}
	return tea.MouseMsg{X: g.IntN(w.m.w+3) - 1, Y: g.IntN(w.m.h+3) - 1,
		Button: monkeyButtons[g.IntN(len(monkeyButtons))], Action: actions[g.IntN(len(actions))]}
}

// steer heads for the screen visited least: a usable size, fields
// closed, back to the lobby, down the list to it and in. Each key is a
// step's message, checked like any other.
func (w *monkey) steer() {
	names := ScreenNames()
	target := slices.MinFunc(names, func(a, b string) int { return w.visits[common.ID(a)] - w.visits[common.ID(b)] })
	if w.m.screen == common.ID(target) {
		return
	}
	if w.m.tooSmall() {
		w.send(tea.WindowSizeMsg{Width: 100, Height: 30})
	}
	for i := 0; i < 3 && w.m.capturing(); i++ {
		w.send(tuitest.Key("esc"))
	}
	w.send(tuitest.Key("esc"))
	if target == string(lobbyID) || w.m.screen != lobbyID {
		return
	}
	w.send(tuitest.Key("home"))
	for _, tb := range registry() {
		if tb.id == common.ID(target) {
			break
		}
		w.send(tuitest.Key("down"))
	}
	w.send(tuitest.Key("enter"))
	w.awaitScreen(common.ID(target))
}

// awaitScreen delivers the Cmds' messages as they come until the screen
// id is open (the lobby's enter opens it by a message), for up to a
// quarter of a second: on a loaded machine the message is late, and the
// walk would carry on in the lobby, its steering undone. (An enter that
// opens nothing — the lobby's seed field had the keys — waits it out.)
func (w *monkey) awaitScreen(id common.ID) {
	deadline := time.After(250 * time.Millisecond)
	for w.m.screen != id && !w.m.quitting {
		select {
		case r := <-w.results:
			if r.panic != "" {
				w.fail("a Cmd panicked: %s", r.panic)
			}
			w.answer(r.msg)
		case <-deadline:
			return
		}
	}
}

// send hands msg to the model, checks the invariants and starts the Cmd
// it returns.
func (w *monkey) send(msg tea.Msg) {
	w.record(describeMsg(msg))
	var cmd tea.Cmd
	w.guard("Update", func() { _, cmd = w.m.Update(msg) })
	w.check()
	w.start(cmd)
}

// start runs cmd in the background, as bubbletea does; its message comes
// back through the session's channel. A panic in it is reported there.
func (w *monkey) start(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	results := w.results
	go func() {
		var r monkeyResult
		func() {
			defer func() {
				if p := recover(); p != nil {
					r = monkeyResult{panic: fmt.Sprintf("%v\n%s", p, debug.Stack())}
				}
			}()
			r.msg = cmd()
		}()
		select {
		case results <- r:
		default: // a session long gone, or a flood: the message is lost, as a closed program's
		}
	}()
}

// deliver hands the model every message its Cmds have sent back so far.
func (w *monkey) deliver() {
	for {
		select {
		case r := <-w.results:
			if r.panic != "" {
				w.fail("a Cmd panicked: %s", r.panic)
			}
			w.answer(r.msg)
			if w.m.quitting {
				w.restart(ScreenNames()[w.g.IntN(len(ScreenNames()))])
				return
			}
		default:
			return
		}
	}
}

func (w *monkey) answer(msg tea.Msg) {
	switch msg := msg.(type) {
	case nil, tea.QuitMsg:
	case tea.BatchMsg:
		for _, c := range msg {
			w.start(c)
		}
	default:
		w.answers++
		w.kinds[fmt.Sprintf("%T", msg)]++
		w.send(msg)
	}
}

// guard runs f and fails the test with a reproducer if it panics.
func (w *monkey) guard(what string, f func()) {
	defer func() {
		if p := recover(); p != nil {
			w.fail("%s panicked: %v\n%s", what, p, debug.Stack())
		}
	}()
	f()
}

func (w *monkey) record(s string) {
	w.log = append(w.log, fmt.Sprintf("step %d: %s", w.step, s))
	if len(w.log) > monkeyLog {
		w.log = w.log[len(w.log)-monkeyLog:]
	}
}

// fail stops the test with what reproduces it.
func (w *monkey) fail(format string, args ...any) {
	w.t.Helper()
	w.t.Fatalf("monkey seed %d (RIFFLE_MONKEY_SEED=%d reruns it), step %d, screen %s, %d×%d: %s\nlast messages:\n  %s",
		w.seed, w.seed, w.step, w.m.screen, w.m.w, w.m.h, fmt.Sprintf(format, args...), strings.Join(w.log, "\n  "))
}

// describeMsg names a message for the log, briefly.
func describeMsg(msg tea.Msg) string {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		if msg.Paste {
			return fmt.Sprintf("paste %q", string(msg.Runes))
		}
		return fmt.Sprintf("key %q", msg.String())
	case tea.WindowSizeMsg:
		return fmt.Sprintf("size %d×%d", msg.Width, msg.Height)
	case tea.MouseMsg:
		return fmt.Sprintf("mouse %s at %d,%d", msg.String(), msg.X, msg.Y)
	}
	return fmt.Sprintf("%T", msg)
}

// check tests the invariants after a message: all of them every time,
// since they cost a few microseconds (the frame is checked apart).
func (w *monkey) check() {
	if err := w.ledger.check(w.m); err != nil {
		w.fail("chips: %v", err)
	}
	if err := w.checkDecks(); err != nil {
		w.fail("cards: %v", err)
	}
}

// checkView draws the frame and checks that it fits the terminal: no
// line wider, and no more lines than it has from 20×5 up (below that the
// request to enlarge it is cut to the size). The active screen's own
// view is drawn too, even while the root hides it (too small a
// terminal), to show that it does not panic at any size it is given.
func (w *monkey) checkView() {
	var v string
	w.guard("View", func() { v = w.m.View() })
	w.guard("the active screen's View", func() { _ = w.m.active().View() })
	if !w.m.sized {
		return
	}
	if err := viewFits(v, w.m.w, w.m.h); err != nil {
		m := w.m
		helpH := lipgloss.Height(m.helpView())
		sw, sh, pw, ph, right := m.regionsWithHelp(helpH)
		p := m.activePanel()
		pw2, ph2 := p.Size()
		w.fail("%v (help %d lines, laid out for %d; screen %d×%d, panel %d×%d right %v, panel sized %d×%d draws %d lines)\n%s",
			err, helpH, m.laidHelpH, sw, sh, pw, ph, right, pw2, ph2, lipgloss.Height(p.View()), tuitest.Plain(v))
	}
}

// viewFits reports a line of v wider than width, or more lines than
// height (checked from 20×5 up).
func viewFits(v string, width, height int) error {
	lines := strings.Split(v, "\n")
	for i, l := range lines {
		if lw := lipgloss.Width(l); lw > max(0, width) {
			return fmt.Errorf("line %d is %d wide, more than the terminal's %d: %q", i+1, lw, width, tuitest.Plain(l))
		}
	}
	if width >= 20 && height >= 5 && len(lines) > height {
		return fmt.Errorf("%d lines, more than the terminal's %d", len(lines), height)
	}
	return nil
}

// monkeyLedger keeps the session's account across tables rebuilt with new
// settings.
//
// The session's wealth is the chips in hand plus every chip staked on a
// table: the craps pass line and odds, the solitaire round's stake, and
// the lottery prizes drawn but not yet paid, the video poker bet on a hand
// not yet drawn (the poker ante game settles within one deal and holds
// nothing between keys). Each table's net result over its settled rounds
// is public (craps and poker Session().Net, solitaire Net(), lottery
// Session().Net()), and the ledger moves chips only as rounds' results, so
//
//	bankroll + Σ staked = DefaultBankroll + Σ net of every table the session built
//
// exactly, after every message. A table rebuilt for new settings hands its
// stake back to the bankroll and its net is frozen: the ledger keeps the
// nets of the tables it has seen replaced (retired).
type monkeyLedger struct {
	retired int
	// solAhead is the solitaire round in play's net, recorded when it
	// began; a table replaced mid-round pays it out with the stake.
	solAhead int
	craps    *craps.Table
	sol      *solitaire.Game
	lot      *lottery.Table
	pok      *poker.Table
	vp       *videopoker.Game
}

// String lists the tables' stakes and nets, for a failure.
func (l *monkeyLedger) String() string {
	var parts []string
	if t := l.craps; t != nil {
		parts = append(parts, fmt.Sprintf("craps pass %d odds %d net %d", t.Pass(), t.Odds(), t.Session().Net))
	}
	if g := l.sol; g != nil {
		parts = append(parts, fmt.Sprintf("solitaire stake %d net %d", g.Stake(), g.Net()))
	}
	if t := l.lot; t != nil {
		parts = append(parts, fmt.Sprintf("lottery net %d", t.Session().Net()))
	}
	if t := l.pok; t != nil {
		parts = append(parts, fmt.Sprintf("poker net %d", t.Session().Net))
	}
	if g := l.vp; g != nil {
		parts = append(parts, fmt.Sprintf("video poker bet %d net %d", g.OnTable(), g.Session().Net))
	}
	return strings.Join(append(parts, fmt.Sprintf("retired tables' nets %d", l.retired)), ", ")
}

// check tests the identity, each table's own conservation law, and that
// the table on show holds the bankroll in hand.
func (l *monkeyLedger) check(m *Model) error {
	cs := crapsModel(m)
	ss := m.screens["solitaire"].Screen.(solitaireTable)
	ls := m.screens["lottery"].Screen.(interface {
		Table() *lottery.Table
		Owed() int
	})
	ps := m.screens["poker"].Screen.(*pokerscreen.Model)
	vs := m.screens["videopoker"].Screen.(*vpscreen.Model)
	if l.vp != vs.Game() {
		if l.vp != nil {
			if l.vp.OnTable() != 0 {
				return fmt.Errorf("the video poker table was rebuilt with %d on it", l.vp.OnTable())
			}
			l.retired += l.vp.Session().Net
		}
		l.vp = vs.Game()
	}
	if l.craps != cs.Table() {
		if l.craps != nil {
			l.retired += l.craps.Session().Net
		}
		l.craps = cs.Table()
	}
	if l.sol != ss.Game() {
		if l.sol != nil {
			l.retired += l.sol.Net() + l.solAhead
		}
		l.sol = ss.Game()
	}
	l.solAhead = ss.Ahead()
	if l.lot != ls.Table() {
		if l.lot != nil {
			l.retired += l.lot.Session().Net()
		}
		l.lot = ls.Table()
	}
	if l.pok != ps.Table() {
		if l.pok != nil {
			l.retired += l.pok.Session().Net
		}
		l.pok = ps.Table()
	}
	staked, net := 0, l.retired
	if t := l.craps; t != nil {
		staked += t.OnTable() + cs.Owed()
		net += t.Session().Net
	}
	if g := l.sol; g != nil {
		staked += g.Stake()
		net += g.Net()
	}
	if t := l.lot; t != nil {
		staked += ls.Owed()
		net += t.Session().Net()
	}
	if t := l.pok; t != nil {
		net += t.Session().Net
		if t.OthersNet() != -t.Session().Net {
			return fmt.Errorf("poker: the other seats' net %d is not −%d", t.OthersNet(), t.Session().Net)
		}
	}
	if g := l.vp; g != nil {
		staked += g.OnTable() + vs.Owed()
		net += g.Session().Net
	}
	hs := m.screens["holdem"].Screen.(*holdemscreen.Model)
	staked += hs.Staked()
	net += hs.Session().Net
	ch := m.screens["cheat"].Screen.(*cheat.Model)
	staked += ch.Staked()
	net += ch.Game().Session().Net
	// The bankroll's own books: no move refused, and the stakes it holds
	// are the tables' (solitaire's counting the net it settled ahead).
	if err := m.ledger.Err(); err != nil {
		return fmt.Errorf("the bankroll refused a move: %v", err)
	}
	if got := m.ledger.Staked(); got != staked+l.solAhead {
		return fmt.Errorf("the bankroll holds %d staked, the tables %d (+%d settled ahead)", got, staked, l.solAhead)
	}
	b := m.ledger.InHand()
	if b+staked != casino.DefaultBankroll+net {
		return fmt.Errorf("bankroll %d + staked %d = %d, want %d + nets %d = %d (%s)",
			b, staked, b+staked, casino.DefaultBankroll, net, casino.DefaultBankroll+net, l.String())
	}
	if b < 0 {
		return fmt.Errorf("bankroll %d below 0", b)
	}
	// Each table's stake in the ledger is what the table holds.
	hold := map[string]int{craps.Name: 0, solitaire.Name: l.solAhead, lottery.Name: 0, videopoker.Name: 0,
		holdem.Name: hs.Staked(), holdem.CheatName: ch.Staked()}
	if t := l.craps; t != nil {
		hold[craps.Name] = t.OnTable() + cs.Owed()
	}
	if g := l.sol; g != nil {
		hold[solitaire.Name] += g.Stake()
	}
	if l.lot != nil {
		hold[lottery.Name] = ls.Owed()
	}
	if g := l.vp; g != nil {
		hold[videopoker.Name] = g.OnTable() + vs.Owed()
	}
	for table, n := range hold {
		if got := m.ledger.StakedAt(table); got != n {
			return fmt.Errorf("the ledger holds %d staked at %s, the table %d (%s)", got, table, n, l.String())
		}
	}
	return nil
}

// checkDecks checks every deck and deal a screen holds: the poker table's
// last deal (its 52-card deck, and hands of distinct cards from it) and
// last showdown, the 1999 server's deal and its deck, the solitaire deck
// with the two piles, and the lottery's last draw.
func (w *monkey) checkDecks() error {
	if g := w.m.screens["videopoker"].Screen.(*vpscreen.Model).Game(); g != nil && g.Deck() != nil {
		if err := fullDeck(g.Deck()); err != nil {
			return fmt.Errorf("video poker deck: %v", err)
		}
		h := g.Hand()
		if err := distinctCards(h[:], cards.SetOf(g.Deck()...)); err != nil {
			return fmt.Errorf("video poker hand: %v", err)
		}
	}
	ps := w.m.screens["poker"].Screen.(*pokerscreen.Model)
	if t := ps.Table(); t != nil {
		if d := t.LastDeal(); d != nil {
			if err := fullDeck(d.Deck); err != nil {
				return fmt.Errorf("poker deal's deck: %v", err)
			}
			var dealt []cards.Card
			for _, h := range d.Hands {
				dealt = append(dealt, h.Cards...)
			}
			if err := distinctCards(dealt, cards.SetOf(d.Deck...)); err != nil {
				return fmt.Errorf("poker deal's hands: %v", err)
			}
		}
		if s := t.LastShowdown(); s != nil {
			if err := distinctCards(holdemCards(s.Deal), 0); err != nil {
				return fmt.Errorf("poker showdown: %v", err)
			}
		}
	}
	cs := w.m.screens["cheat"].Screen.(*cheat.Model)
	if deal, serverAt, ok := cs.Deal(); ok {
		if len(deal.Hole) != cs.Players() {
			return fmt.Errorf("cheat deal: %d hands for %d players", len(deal.Hole), cs.Players())
		}
		if err := distinctCards(holdemCards(deal), 0); err != nil {
			return fmt.Errorf("cheat deal: %v", err)
		}
		if serverAt != w.asfOK {
			if err := fullDeck(poker.ASFDeck(uint32(serverAt))); err != nil {
				return fmt.Errorf("the server's deck at %d ms: %v", serverAt, err)
			}
			w.asfOK = serverAt
		}
	}
	if r, shown := cs.Cracked(); r != nil && len(r.Seeds) > 0 && (shown < 0 || shown >= len(r.Seeds)) {
		return fmt.Errorf("cheat shows seed %d of %d", shown, len(r.Seeds))
	}
	ss := w.m.screens["solitaire"].Screen.(solitaireTable)
	if g := ss.Game(); g != nil {
		all := append(append(g.Deck(), g.PileCards(solitaire.Alice)...), g.PileCards(solitaire.Bob)...)
		if err := permutation(all, solitaire.Cards); err != nil {
			return fmt.Errorf("solitaire deck and piles: %v", err)
		}
		if r := g.Riffled(); r != nil {
			if err := permutation(r, solitaire.Cards); err != nil {
				return fmt.Errorf("solitaire riffled deck: %v", err)
			}
		}
	}
	ls := w.m.screens["lottery"].Screen.(interface{ LastDraw() *lottery.Result })
	if r := ls.LastDraw(); r != nil {
		l := r.Game.Lottery
		seen := map[int]bool{}
		for _, b := range r.Draw.Balls {
			if b < 1 || b > l.Balls || seen[b] {
				return fmt.Errorf("lottery draw %v: ball %d repeated or not in 1…%d", r.Draw.Balls, b, l.Balls)
			}
			seen[b] = true
		}
		if len(r.Draw.Balls) != l.Drawn {
			return fmt.Errorf("lottery draw %v: %d balls, the game draws %d", r.Draw.Balls, len(r.Draw.Balls), l.Drawn)
		}
	}
	return nil
}

// holdemCards are every card of a Hold'em deal: the hole cards, the
// burns and the board.
func holdemCards(h poker.Holdem) []cards.Card {
	var out []cards.Card
	for _, hole := range h.Hole {
		out = append(out, hole[:]...)
	}
	out = append(out, h.Burn[:]...)
	out = append(out, h.Flop[:]...)
	return append(out, h.Turn, h.River)
}

// fullDeck reports unless d is 52 distinct cards.
func fullDeck(d []cards.Card) error {
	if len(d) != cards.NumCards {
		return fmt.Errorf("%d cards, not %d", len(d), cards.NumCards)
	}
	return distinctCards(d, 0)
}

// distinctCards reports a card of cs that is not a card, appears twice,
// or (when within is not empty) is not in within.
func distinctCards(cs []cards.Card, within cards.Set) error {
	var seen cards.Set
	for _, c := range cs {
		switch {
		case !c.Valid():
			return fmt.Errorf("%d is not a card", c)
		case seen.Has(c):
			return fmt.Errorf("%v twice in %v", c, cs)
		case within != 0 && !within.Has(c):
			return fmt.Errorf("%v is not in the deck", c)
		}
		seen = seen.With(c)
	}
	return nil
}

// permutation reports unless p is a permutation of 0…n−1.
func permutation(p []int, n int) error {
	if len(p) != n {
		return fmt.Errorf("%d cards, not %d", len(p), n)
	}
	seen := make([]bool, n)
	for _, c := range p {
		if c < 0 || c >= n || seen[c] {
			return fmt.Errorf("card %d repeated or not in 0…%d", c, n-1)
		}
		seen[c] = true
	}
	return nil
}

// A lottery table rebuilt for new settings starts from the bankroll as it
// is, not as it was when the player last left the lottery: chips won or
// lost at another table since stay won or lost.
func TestLotteryRebuildKeepsTheBankroll(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 100, 30)
	press(m, "down", "down", "enter")
	if m.screen != "lottery" {
		t.Fatalf("screen %s, want lottery", m.screen)
	}
	press(m, "esc", "home", "enter")
	cs := crapsModel(m)
	if m.screen != "craps" || cs.Table() == nil || cs.Table().Pass() == 0 {
		t.Fatalf("screen %s: no craps table with a bet", m.screen)
	}
	for i := 0; cs.Table().Session().Net == 0; i++ {
		if i == 1000 {
			t.Fatal("1000 rolls and no bet won or lost")
		}
		press(m, "space")
	}
	want := casino.DefaultBankroll + cs.Table().Session().Net
	press(m, "esc", "g", "down", "down", "enter")
	if m.screen != "lottery" || m.c.Settings().Gen.Name == "pcg" {
		t.Fatalf("screen %s, generator %s: want the lottery on a new generator", m.screen, m.c.Settings().Gen.Name)
	}
	if got := m.ledger.InHand() + cs.Table().OnTable(); got != want {
		t.Errorf("bankroll %d + %d on the craps table = %d, want %d: the lottery's rebuild changed the session's chips",
			m.ledger.InHand(), cs.Table().OnTable(), got, want)
	}
}

// Every screen in a terminal too small for it (20×5, one cell, none): the
// frame asks for a larger one within the terminal's cells, and the
// screen's own view, laid out for the tiny size, does not panic. Keys
// find nothing on screen to act on — esc, ? and f leave the screen, the
// help and the panel as they were, and a text field that had the keys is
// hidden and takes none — while q quits, as the frame says. Back at
// 80×24, the screen is as it was and esc returns to the lobby.
func TestTinyTerminal(t *testing.T) {
	t.Parallel()
	for _, name := range ScreenNames() {
		for _, size := range [][2]int{{20, 5}, {1, 1}, {0, 0}} {
			w, h := size[0], size[1]
			what := fmt.Sprintf("%s at %d×%d", name, w, h)
			m := newTestModel(t, Options{Screen: name}, 100, 30)
			runQuick(m, m.Init())
			field := name == string(lobbyID) // the seed field open, hidden by the resize
			if field {
				press(m, "s", "1")
			}
			m.Update(tea.WindowSizeMsg{Width: w, Height: h})
			v := m.View()
			_ = m.active().View()
			tuitest.CheckWidth(t, what, v, w)
			if n := lipgloss.Height(v); n > max(1, h) {
				t.Errorf("%s: %d lines", what, n)
			}
			if w >= 20 {
				if p := tuitest.Plain(v); !strings.Contains(p, "Enlarge") || !strings.Contains(p, "q quits") {
					t.Errorf("%s: no request to enlarge the terminal, or no word on quitting:\n%s", what, p)
				}
			}
			press(m, "esc", "?", "f", "2")
			if m.screen != common.ID(name) || m.fullHelp || !m.c.PanelShown() || m.quitting {
				t.Errorf("%s: keys acted on a hidden screen: screen %s, full help %v, panel %v, quitting %v",
					what, m.screen, m.fullHelp, m.c.PanelShown(), m.quitting)
			}
			if field {
				if l := m.screens[lobbyID].Screen.(*lobby.Model); !l.Editing() || l.SeedValue() != "1" {
					t.Errorf("%s: the hidden seed field took keys: open %v, %q", what, l.Editing(), l.SeedValue())
				}
			}
			m.Update(tea.WindowSizeMsg{Width: common.MinWidth, Height: common.MinHeight})
			if v := tuitest.Plain(m.View()); strings.Contains(v, "Enlarge") {
				t.Errorf("%s, back at 80×24: still asks to enlarge:\n%s", what, v)
			}
			if field {
				press(m, "esc") // closes the field
			}
			press(m, "esc")
			if m.screen != lobbyID {
				t.Errorf("%s, back at 80×24: esc left screen %s, want the lobby", what, m.screen)
			}
			if field {
				press(m, "s") // the field open again, then hidden
			}
			m.Update(tea.WindowSizeMsg{Width: w, Height: h})
			if cmd := press(m, "q"); !m.quitting || cmd == nil || cmd() != tea.Quit() {
				t.Errorf("%s: q does not quit", what)
			}
			m.Stop() // its sampler rests while the next model is tried
		}
	}
}

// The full help grows and shrinks with the keys a screen enables, which
// can depend on the screen's state and on its size (solitaire's tab only
// matters while its views do not all fit): the layout follows, and the
// frame never has more lines than the terminal.
func TestFullHelpKeepsTheFrame(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"lottery", "poker", "yahtzee", "solitaire", "craps"} {
		m := newTestModel(t, Options{Screen: name}, 100, 30)
		runQuick(m, m.Init())
		press(m, "?")
		for _, k := range []string{"a", "d", "space", "enter", "t", "esc", "+", "p", "tab"} {
			if m.screen != common.ID(name) {
				break
			}
			press(m, k)
			if n := lipgloss.Height(m.View()); n > 30 {
				t.Errorf("%s at 100×30 with the full help, after %q: %d lines", name, k, n)
			}
		}
		m = newTestModel(t, Options{Screen: name}, 300, 100)
		runQuick(m, m.Init())
		press(m, "?")
		for _, size := range [][2]int{{166, 51}, {300, 100}, {120, 40}, {166, 51}, {100, 30}} {
			m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			if n := lipgloss.Height(m.View()); n > size[1] {
				t.Errorf("%s with the full help, resized to %d×%d: %d lines", name, size[0], size[1], n)
			}
		}
	}
}

// Quitting stops every screen, the ones not on show too: their leaving
// moves no chips, so the bankroll is what the table on show made it.
func TestQuitKeepsTheBankroll(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, Options{}, 100, 30)
	press(m, "down", "down", "enter")
	if m.screen != "lottery" {
		t.Fatalf("screen %s, want lottery", m.screen)
	}
	press(m, "esc", "home", "enter")
	cs := crapsModel(m)
	if m.screen != "craps" || cs.Table() == nil || cs.Table().Pass() == 0 {
		t.Fatalf("screen %s: no craps table with a bet", m.screen)
	}
	for i := 0; cs.Table().Session().Net == 0 || !cs.Table().ComeOut(); i++ {
		if i == 1000 {
			t.Fatal("1000 rolls and no bet won or lost")
		}
		press(m, "space")
	}
	want := casino.DefaultBankroll + cs.Table().Session().Net
	press(m, "q")
	if !m.quitting {
		t.Fatal("q did not quit")
	}
	if got := m.ledger.InHand() + cs.Table().OnTable(); got != want {
		t.Errorf("after quitting: bankroll %d + %d on the craps table = %d, want %d", m.ledger.InHand(), cs.Table().OnTable(), got, want)
	}
}

// The monkey's checks see what they look for: a repeated card, a
// missing one, a chip made from nothing, a frame too wide or too tall.
func TestMonkeyChecksDetect(t *testing.T) {
	t.Parallel()
	deck := cards.NewDeck()
	if err := fullDeck(deck); err != nil {
		t.Errorf("a new deck: %v", err)
	}
	bad := slices.Clone(deck)
	bad[7] = bad[8]
	if fullDeck(bad) == nil || fullDeck(deck[:51]) == nil || distinctCards([]cards.Card{cards.NumCards}, 0) == nil {
		t.Error("a repeated card, a short deck or a card past the pack passed")
	}
	if distinctCards(deck[:5], cards.SetOf(deck[10:]...)) == nil {
		t.Error("hands of cards not in the deck passed")
	}
	if permutation([]int{0, 1, 2, 3}, 4) != nil || permutation([]int{0, 1, 1, 3}, 4) == nil || permutation([]int{0, 1, 2}, 4) == nil {
		t.Error("permutation misjudged")
	}
	m := newTestModel(t, Options{Screen: "craps"}, 100, 30)
	runQuick(m, m.Init())
	var l monkeyLedger
	if err := l.check(m); err != nil {
		t.Fatalf("a new session: %v", err)
	}
	tuitest.Won(t, m.c, 1) // a chip that no table's net accounts for
	if l.check(m) == nil {
		t.Error("a chip from nothing passed")
	}
	if viewFits("abc\nabcd", 3, 5) == nil || viewFits("a\nb\nc", 20, 2) != nil || viewFits("a\nb\nc\nd\ne\nf", 20, 5) == nil {
		t.Error("viewFits misjudged")
	}
}
