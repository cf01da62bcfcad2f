package cheat

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
)

// windowMs is the half-width of the window the cracker searches
// first, around the attacker's clock: ±2 s.
const windowMs = 2000

// clockSkew is how far the attacker's clock is from the server's.
type clockSkew struct {
	ms   int  // attacker − server
	none bool // no clock: search the whole day at once
}

// clockSkews are the attacker's clocks the screen offers, in the order `k`
// cycles them: synchronised as the paper's attackers were, a little off,
// far off (the window misses and the whole day is searched), no clock.
func clockSkews() []clockSkew {
	return []clockSkew{{ms: 300}, {ms: -1700}, {ms: 40 * 60_000}, {none: true}}
}

func (k clockSkew) String() string {
	switch {
	case k.none:
		return "no clock: the whole day"
	case k.ms%60_000 == 0:
		return fmt.Sprintf("%+d min", k.ms/60_000)
	}
	return fmt.Sprintf("%+.1f s", float64(k.ms)/1000)
}

type KeyMap struct {
	Crack, Street, New   key.Binding
	More, Fewer          key.Binding
	Skew, Time, NextSeed key.Binding
	Accept, Cancel       key.Binding
}

func DefaultKeyMap() KeyMap {
	return KeyMap{
		Crack:    key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "crack")),
		Street:   key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "deal turn/river")),
		New:      key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new deal")),
		More:     key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "players")),
		Fewer:    key.NewBinding(key.WithKeys("-", "_")),
		Skew:     key.NewBinding(key.WithKeys("k"), key.WithHelp("k", "your clock")),
		Time:     key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "server time")),
		NextSeed: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next seed")),
		Accept:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "set time")),
		Cancel:   key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
}

// tickMsg refreshes the search's progress.
type tickMsg struct{ id int }

// doneMsg is a finished (or cancelled) search.
type doneMsg struct {
	id  int
	res poker.CrackResult
	err error
}

// Model is "Cheat like it's 1999": Hold'em dealt by the ASF
// Software server (shuffle.ASF on Delphi's Random seeded by Randomize)
// and the attack that recovers the deck from player 1's two hole cards and
// the flop. The session's generator and shuffle play no part: this table
// is the historic server.
type Model struct {
	c    *common.Common
	keys KeyMap
	now  func() time.Time

	players  int
	serverAt int // the milliseconds since midnight Randomize read
	// clock is the server's simulated clock when the session's seed is
	// fixed (so that --seed replays the deals): it starts at the seed's
	// time of day and moves on 30…120 s a hand; nil reads the real clock.
	clock    rng.Generator
	clockFor uint64 // the seed clock was built from
	setTime  int    // a time the user set, or −1 for the clock
	skew     int    // index into clockSkews
	deal     poker.Holdem
	dealt    bool // a deal is on the table
	streets  int  // 0: the flop is out; 1: the turn; 2: the river

	cracker *poker.Cracker
	cancel  context.CancelFunc
	crackID int
	res     *poker.CrackResult
	shown   int // the index in res.Seeds of the deck shown

	editing bool
	input   textinput.Model

	note    string
	noteBad bool
	w, h    int
}

func New(c *common.Common) *Model {
	ti := textinput.New()
	ti.Prompt = "server time: "
	ti.Placeholder = "HH:MM:SS.mmm, empty for the clock"
	ti.CharLimit = 16 // longer than any time, so that a wrong one is refused, not cut
	return &Model{c: c, keys: DefaultKeyMap(), now: time.Now, players: 6, setTime: -1, input: ti}
}

func (s *Model) Title() string    { return "Cheat like it's 1999" }
func (s *Model) SetSize(w, h int) { s.w, s.h = w, h }
func (s *Model) UsesPanel() bool  { return false }
func (s *Model) Capturing() bool  { return s.editing }

// Deal is the hand on the table, the milliseconds after midnight that
// the server's Randomize read to deal it, and false before the first
// deal. The root's checks read it: the monkey test checks every deck.
func (s *Model) Deal() (deal poker.Holdem, serverAt int, ok bool) {
	return s.deal, s.serverAt, s.dealt
}

// Players is how many seats the table deals to.
func (s *Model) Players() int { return s.players }

// Cracked is the last search's result (nil until one finishes) and the
// index in its Seeds of the deck shown. The root's checks read it.
func (s *Model) Cracked() (res *poker.CrackResult, shown int) { return s.res, s.shown }

// Enter deals the first hand.
func (s *Model) Enter() tea.Cmd {
	if !s.dealt {
		s.newDeal()
	}
	return nil
}

// Leave stops a search.
func (s *Model) Leave() { s.stop() }

func (s *Model) stop() {
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
	s.cracker = nil
	s.crackID++
}

func (s *Model) searching() bool { return s.cracker != nil }

func (s *Model) keyList() []key.Binding {
	if s.editing {
		return []key.Binding{s.keys.Accept, s.keys.Cancel}
	}
	crack, street, next := s.keys.Crack, s.keys.Street, s.keys.NextSeed
	crack.SetEnabled(s.dealt && !s.searching() && s.res == nil)
	street.SetEnabled(s.dealt && s.streets < 2)
	next.SetEnabled(s.res != nil && len(s.res.Seeds) > 1)
	return common.Enabled(next, crack, street, s.keys.New, s.keys.More, s.keys.Skew, s.keys.Time)
}

func (s *Model) ShortHelp() []key.Binding { return s.keyList() }

// newDeal stops any search and deals from the server's clock (or the time
// the user set).
func (s *Model) newDeal() {
	s.stop()
	at := s.setTime
	if at < 0 {
		at = s.readClock()
	}
	s.serverAt = at
	s.deal = poker.DealHoldem(poker.ASFDeck(uint32(s.serverAt)), s.players)
	s.dealt, s.streets, s.res, s.shown = true, 0, nil, 0
	// The 1999 server's deal: ASF on Delphi's Random, seeded by its clock.
	o := &common.OpenRound{Rec: round.Record{Table: round.Cheat, Gen: "delphi", Seed: uint64(s.serverAt), Algo: "asf"}}
	s.c.FinishRound(o, []string{round.CheatMove(s.players)}, round.CheatResult(s.deal))
}

// readClock is the server's clock for a new hand: the real one, or, when
// the session's seed is fixed, a simulated one that replays with the seed.
func (s *Model) readClock() int {
	st := s.c.Settings
	if !st.SeedFixed {
		s.clock = nil
		return int(rng.Randomize(s.now()))
	}
	seed := st.EffectiveSeed()
	if s.clock == nil || s.clockFor != seed {
		s.clock, s.clockFor = rng.NewPCG(seed), seed
		return int(seed % poker.DaySeeds)
	}
	return (s.serverAt + 30_000 + s.clock.IntN(90_001)) % poker.DaySeeds
}

// attackerClock is the attacker's clock and the window to search first
// (−1: none).
func (s *Model) attackerClock() (at, window int) {
	k := clockSkews()[s.skew]
	if k.none {
		return 0, -1
	}
	return ((s.serverAt+k.ms)%poker.DaySeeds + poker.DaySeeds) % poker.DaySeeds, windowMs
}

// crack starts the search in the background.
func (s *Model) crack() tea.Cmd {
	at, window := s.attackerClock()
	c, err := poker.NewCracker(poker.CrackSpec{
		Players: s.players, Hole: s.deal.Hole[0], Flop: s.deal.Flop, Around: at, WindowMs: window,
	})
	if err != nil { // cannot happen: the spec comes from a real deal
		s.say(true, "cannot search: %v", err)
		return nil
	}
	s.stop()
	ctx, cancel := context.WithCancel(context.Background())
	s.cracker, s.cancel = c, cancel
	id := s.crackID
	run := func() tea.Msg {
		res, err := c.Run(ctx)
		return doneMsg{id: id, res: res, err: err}
	}
	return tea.Batch(run, s.tick())
}

func (s *Model) tick() tea.Cmd {
	id := s.crackID
	return tea.Tick(100*time.Millisecond, func(time.Time) tea.Msg { return tickMsg{id} })
}

func (s *Model) say(bad bool, format string, a ...any) {
	s.note, s.noteBad = fmt.Sprintf(format, a...), bad
}

func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tickMsg:
		if msg.id == s.crackID && s.searching() {
			return s, s.tick()
		}
		return s, nil
	case doneMsg:
		if msg.id != s.crackID {
			return s, nil
		}
		s.cracker, s.cancel = nil, nil
		if msg.err != nil {
			return s, nil
		}
		s.res, s.shown = &msg.res, 0
		switch len(msg.res.Seeds) {
		case 0:
			s.say(true, "No seed of the day deals these cards.")
		case 1:
			s.say(false, "One seed fits: every hidden card is known before it is dealt.")
		default:
			s.say(false, "%d seeds fit these five cards: tab shows each one's deck.", len(msg.res.Seeds))
		}
		return s, nil
	case tea.KeyMsg:
		if s.editing {
			return s.updateTime(msg)
		}
		return s, s.updateKey(msg)
	}
	if s.editing {
		var cmd tea.Cmd
		s.input, cmd = s.input.Update(msg)
		return s, cmd
	}
	return s, nil
}

func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	s.note, s.noteBad = "", false
	switch {
	case key.Matches(k, s.keys.Crack):
		switch {
		case s.searching():
			s.say(false, "The search is running.")
		case s.res != nil:
			s.say(false, "This deal is cracked already; n deals a new one.")
		default:
			return s.crack()
		}
	case key.Matches(k, s.keys.Street):
		if s.streets >= 2 {
			s.say(false, "The river is out: n deals a new hand.")
			return nil
		}
		s.streets++
	case key.Matches(k, s.keys.New):
		s.newDeal()
	case key.Matches(k, s.keys.More), key.Matches(k, s.keys.Fewer):
		p := s.players + 1
		if key.Matches(k, s.keys.Fewer) {
			p = s.players - 1
		}
		if p < poker.MinPlayers || p > poker.MaxPlayers {
			s.say(true, "The table seats %d to %d players.", poker.MinPlayers, poker.MaxPlayers)
			return nil
		}
		s.players = p
		s.newDeal()
	case key.Matches(k, s.keys.Skew):
		s.skew = (s.skew + 1) % len(clockSkews())
		if s.searching() || s.res != nil {
			s.stop()
			s.res = nil
			s.say(false, "Your clock changed: press c to search again.")
		}
	case key.Matches(k, s.keys.Time):
		s.editing = true
		s.input.SetValue("")
		return s.input.Focus()
	case key.Matches(k, s.keys.NextSeed):
		if s.res != nil && len(s.res.Seeds) > 1 {
			s.shown = (s.shown + 1) % len(s.res.Seeds)
		}
	}
	return nil
}

// updateTime handles keys while the server-time field is open.
func (s *Model) updateTime(k tea.KeyMsg) (common.Screen, tea.Cmd) {
	switch {
	case key.Matches(k, s.keys.Cancel):
		s.editing = false
		s.input.Blur()
		s.note = ""
		return s, nil
	case key.Matches(k, s.keys.Accept):
		v := strings.TrimSpace(s.input.Value())
		at := -1
		if v != "" {
			var err error
			if at, err = poker.ParseClock(v); err != nil {
				s.say(true, "%v", err)
				return s, nil
			}
		}
		s.setTime, s.editing = at, false
		s.input.Blur()
		s.newDeal()
		if at < 0 {
			s.say(false, "The server reads its clock again at every deal.")
		} else {
			s.say(false, "Every deal now seeds Randomize at %s.", poker.ClockText(at))
		}
		return s, nil
	}
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(k)
	return s, cmd
}

// crackedDeal is the deal the shown seed predicts, if the search found one.
func (s *Model) crackedDeal() (poker.Holdem, uint32, bool) {
	if s.res == nil || len(s.res.Seeds) == 0 {
		return poker.Holdem{}, 0, false
	}
	seed := s.res.Seeds[s.shown]
	return poker.DealHoldem(poker.ASFDeck(seed), s.players), seed, true
}

func (s *Model) View() string {
	if s.w <= 0 || s.h <= 0 {
		return common.Fit("", s.w, s.h)
	}
	st := s.c.Styles
	ascii := s.c.Settings.ASCII
	card := func(c cards.Card) string { return st.Card(c, ascii) }
	back := st.CardBack(ascii)
	pred, _, cracked := s.crackedDeal()

	var lines []string
	lines = append(lines, st.Title.Render("Texas Hold'em on the 1999 ASF server")+st.Subtle.Render(
		fmt.Sprintf(" · %d players · ASF shuffle, Delphi Random", s.players)))
	at, window := s.attackerClock()
	source := "server clock"
	switch {
	case s.setTime >= 0:
		source = "the time you set"
	case s.clock != nil:
		source = "server clock, replayed from the seed"
	}
	lines = append(lines, st.Subtle.Render(fmt.Sprintf("Randomize read %s (%s)", poker.ClockText(s.serverAt), source)))
	yours := "none, so the search takes the whole day"
	if window >= 0 {
		yours = fmt.Sprintf("%s (%s)", poker.ClockText(at), clockSkews()[s.skew])
	}
	lines = append(lines, st.Subtle.Render("Your clock: "+yours))
	if s.editing {
		lines = append(lines, s.input.View())
	} else {
		lines = append(lines, "")
	}

	// The table: player 1's cards, the others face down (or as cracked).
	for p, hole := range s.deal.Hole {
		name := fmt.Sprintf("Player %-2d", p+1)
		if p == 0 {
			lines = append(lines, st.Em.Render("You (pl. 1)")+"  "+card(hole[0])+" "+card(hole[1]))
			continue
		}
		// At the showdown, after the river, every hand is turned over.
		l := st.Text.Render(fmt.Sprintf("%-11s", name)) + "  " + back + " " + back
		if s.streets == 2 {
			l = st.Text.Render(fmt.Sprintf("%-11s", name)) + "  " + card(hole[0]) + " " + card(hole[1])
		}
		if cracked {
			l += "   " + st.Subtle.Render("cracked: ") + card(pred.Hole[p][0]) + " " + card(pred.Hole[p][1]) +
				s.markIf(s.streets == 2, pred.Hole[p] == hole)
		}
		lines = append(lines, l)
	}
	board := st.Text.Render(fmt.Sprintf("%-11s", "Board")) + "  " + card(s.deal.Flop[0]) + " " + card(s.deal.Flop[1]) + " " + card(s.deal.Flop[2])
	for i, c := range []cards.Card{s.deal.Turn, s.deal.River} {
		if s.streets > i {
			board += "  " + card(c)
		} else {
			board += "  " + back
		}
	}
	if cracked {
		board += "   " + st.Subtle.Render("predicted: ") + card(pred.Turn) + s.markIf(s.streets > 0, pred.Turn == s.deal.Turn) +
			" " + card(pred.River) + s.markIf(s.streets > 1, pred.River == s.deal.River)
	}
	lines = append(lines, board)
	if s.streets == 2 {
		lines = append(lines, s.showdownLine())
	}
	lines = append(lines, "")
	lines = append(lines, s.searchLines()...)
	if s.note != "" {
		style := st.Text
		if s.noteBad {
			style = st.Bad
		}
		lines = append(lines, style.Render(s.note))
	}
	rate := 0.0
	if s.res != nil {
		rate = s.res.Rate()
	}
	moral := poker.FairMoral(rate)
	if s.h-len(lines) >= len(moral)+1 {
		lines = append(lines, "")
		lines = append(lines, st.Subtle.Render(moral[0]))
		for _, l := range moral[1:] {
			lines = append(lines, st.Text.Render(l))
		}
	}
	return common.Fit(strings.Join(lines, "\n"), s.w, s.h)
}

// showdownLine names the winner(s) of the hand once the river is out.
func (s *Model) showdownLine() string {
	st := s.c.Styles
	sd := poker.Resolve(s.deal, 0)
	var names []string
	for _, p := range sd.Winners {
		if p == 0 {
			names = append(names, "you")
		} else {
			names = append(names, fmt.Sprintf("player %d", p+1))
		}
	}
	verb := "wins"
	if len(names) > 1 {
		verb = "split the pot"
	}
	return st.Text.Render(fmt.Sprintf("%-11s  ", "Showdown")) + st.Em.Render(strings.Join(names, " and ")+" "+verb) +
		st.Subtle.Render(" with "+cards.Describe(sd.Values[sd.Winners[0]]))
}

// mark is ✓ for a prediction that came true, ✗ for one that did not.
func (s *Model) mark(ok bool) string {
	if ok {
		return " " + s.c.Styles.Good.Render("✓")
	}
	return " " + s.c.Styles.Bad.Render("✗")
}

// markIf marks a prediction once its card is dealt.
func (s *Model) markIf(dealt, ok bool) string {
	if !dealt {
		return ""
	}
	return s.mark(ok)
}

// searchLines: the search's progress or its result.
func (s *Model) searchLines() []string {
	st := s.c.Styles
	at, window := s.attackerClock()
	where := fmt.Sprintf("±%s ms around %s, then the whole day", text.Int(int64(window)), poker.ClockText(at))
	if window < 0 {
		where = "the whole day"
	}
	switch {
	case s.searching():
		tried := s.cracker.Tried()
		frac := float64(tried) / float64(s.cracker.Total())
		bw := max(10, min(40, s.w-40))
		bar := common.ProgressCells(st, frac, bw)
		return []string{
			st.Text.Render("Searching " + where + " …"),
			bar + st.Subtle.Render(fmt.Sprintf(" %s of %s seeds", text.Int(tried), text.Int(s.cracker.Total()))),
		}
	case s.res != nil:
		searched := fmt.Sprintf("±%s ms around your clock", text.Int(int64(window)))
		switch {
		case window < 0:
			searched = "the whole day"
		case s.res.WholeDay:
			searched = "the window, then the whole day"
		}
		l := st.Text.Render(fmt.Sprintf("Tried %s seeds in %s: %s.", text.Int(s.res.Tried), text.Elapsed(s.res.Elapsed), searched))
		out := []string{l}
		if _, seed, ok := s.crackedDeal(); ok {
			found := fmt.Sprintf("Seed %s (Randomize at %s)", text.Int(int64(seed)), poker.ClockText(int(seed)))
			if len(s.res.Seeds) > 1 {
				found += fmt.Sprintf(" · %d of %d · tab: next", s.shown+1, len(s.res.Seeds))
			}
			style := st.Good
			if seed != uint32(s.serverAt) {
				style = st.Warn
				found += " · a chance match"
			}
			out = append(out, style.Render(found))
		}
		return out
	}
	first := fmt.Sprintf("±%s s, then the day", strconv.FormatFloat(float64(window)/1000, 'f', -1, 64))
	if window < 0 {
		first = "the whole day"
	}
	seen := "Your two cards and the flop are out"
	if s.streets > 0 {
		seen = "Your two cards and the board are out"
	}
	return []string{st.Subtle.Render(seen + "; c cracks the deal (" + first + ").")}
}

// FullHelp is every key that works now, for the full help.
func (s *Model) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
