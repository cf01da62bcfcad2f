package tui

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	"riffle/games/lottery"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// lotteryRevealTime is about how long the balls of a draw take to come
// out one by one (each ball between lotteryMinPace and lotteryMaxPace).
const (
	lotteryRevealTime = 1600 * time.Millisecond
	lotteryMinPace    = 60 * time.Millisecond
	lotteryMaxPace    = 300 * time.Millisecond
)

// lotteryInputLimit is the most characters the ticket field takes: far
// more than any ticket needs (keno's 10 numbers with commas take 39), and
// when it is reached the field says so rather than judge a ticket cut
// short.
const lotteryInputLimit = 120

// lotteryBallMsg brings out the next ball of reveal id.
type lotteryBallMsg struct{ id int }

type lotteryKeys struct {
	Draw, Skip              key.Binding
	QuickPick, Type, Remove key.Binding
	Clear                   key.Binding
	Next, Prev              key.Binding
	More, Fewer             key.Binding
	Run, Stats, Small       key.Binding
	Accept, Cancel          key.Binding
}

func defaultLotteryKeys() lotteryKeys {
	return lotteryKeys{
		Draw:      key.NewBinding(key.WithKeys(" ", "d"), key.WithHelp("space", "draw")),
		Skip:      key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "show every ball")),
		QuickPick: key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "quick pick")),
		Type:      key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "type numbers")),
		Remove:    key.NewBinding(key.WithKeys("x", "backspace"), key.WithHelp("x", "remove last ticket")),
		Clear:     key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear the slip")),
		Next:      key.NewBinding(key.WithKeys("p"), key.WithHelp("p/P", "next/previous lottery")),
		Prev:      key.NewBinding(key.WithKeys("P")),
		More:      key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "keno spots")),
		Fewer:     key.NewBinding(key.WithKeys("-", "_")),
		Run:       key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "draw 10,000")),
		Stats:     key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "statistics")),
		Small:     key.NewBinding(key.WithKeys("3"), key.WithHelp("3", "test Pick 3 of 10")),
		Accept:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "add the ticket")),
		Cancel:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	}
}

// lotteryScreen is the lottery table: a slip of tickets (quick picks or
// typed numbers) for one of games/lottery's games, drawn with the
// session's generator, the balls coming out one by one; and "Draw
// 10,000", a fast-forward whose statistics answer the Java text's
// question on screen (lotteryrun.go). The table owns its fairness panel:
// the main drum's numbers, the bonus ball, and ticket 1's matches
// against their exact odds.
type lotteryScreen struct {
	c     *common.Common
	keys  lotteryKeys
	panel panel.Model

	table    *lottery.Table
	tableFor string        // generator and seed the table draws with
	gen      rng.Generator // the table's drum, which a fair draw borrows the table from
	genErr   error

	input     textinput.Model
	typing    bool
	inputMsg  string // the typed ticket's problem, or what it still needs
	inputBad  bool
	inputGood bool // the typed ticket is complete and valid

	result   *lottery.Result // the last draw
	shown    int             // its balls out so far (the bonus ball last)
	revealID int
	pace     time.Duration // between balls; 0 shows them all at once

	run       lotteryRun
	showStats bool // the run's statistics are on show (only with runOnShow)
	// tick schedules the reveal's balls and the run's chunks: tea.Tick
	// (tests make it immediate).
	tick func(time.Duration, func(time.Time) tea.Msg) tea.Cmd
	// tallies caches the panel's tally definitions by game and spots.
	tallies map[string]lotteryTallyDef
	// panelFed: the panel has counted a draw since it was last cleared;
	// until then it says there are no draws yet.
	panelFed bool

	note    string
	noteBad bool
	w, h    int
}

// newLotteryScreen returns the lottery table; it builds its drums from
// the session's generator and seed when first shown.
func newLotteryScreen(c *common.Common) *lotteryScreen {
	ti := textinput.New()
	ti.Prompt = "numbers: "
	ti.CharLimit = lotteryInputLimit
	return &lotteryScreen{c: c, keys: defaultLotteryKeys(), panel: panel.New(c), input: ti,
		pace: lotteryRevealTime, run: newLotteryRun(), tick: tea.Tick}
}

func (s *lotteryScreen) Title() string {
	if s.table == nil {
		return "Lottery"
	}
	return "Lottery · " + s.table.Game().Title
}

func (s *lotteryScreen) SetSize(w, h int) {
	s.w, s.h = w, h
	s.input.Width = max(1, w-len(s.input.Prompt)-2)
}

func (s *lotteryScreen) Panel() *panel.Model { return &s.panel }
func (s *lotteryScreen) UsesPanel() bool     { return true }
func (s *lotteryScreen) Capturing() bool     { return s.typing }

func lotterySettingsKey(st common.Settings) string {
	return fmt.Sprintf("%s/%d", st.Gen.Name, st.EffectiveSeed())
}

// Enter builds the table (anew if the session's generator or seed changed
// since) and takes the bankroll as the chips in hand.
func (s *lotteryScreen) Enter() tea.Cmd {
	s.ensureTable()
	if s.table != nil && s.table.Chips() != s.c.Bank().InHand() {
		_ = s.table.SetChips(s.c.Bank().InHand())
	}
	s.sync()
	return nil
}

// Leave shows the rest of a draw (its prizes go to the bankroll, so other
// tables see every chip), closes the ticket field and stops a run. It
// touches the bankroll only through the draw it finishes: the root stops
// every screen when it quits, and a screen not on show holds stale chips.
func (s *lotteryScreen) Leave() {
	if s.revealing() {
		s.finishReveal()
	}
	s.closeInput()
	if s.run.running {
		s.stopRun()
		s.say(false, "The run stopped at %s draws when you left: m starts a new one.", text.Int(s.run.tally.Draws))
	}
}

// ensureTable builds the table from the session's settings unless it was
// built from the same ones. A new generator means a new table: the slips
// are cleared too, so that the header's seed replays the session from
// its start.
func (s *lotteryScreen) ensureTable() {
	k := lotterySettingsKey(s.c.Settings)
	if s.tableFor == k && (s.table != nil || s.genErr != nil) {
		return
	}
	old := s.table
	s.tableFor = k
	if old != nil {
		// The bankroll is the chips in hand (the old table's may be stale:
		// the player has been at other tables); prizes still owed join it.
		s.c.Refund(round.Lottery, old.Collect())
	}
	g, err := s.c.Settings.NewGen(s.c.Settings.EffectiveSeed())
	if err == nil {
		s.table, err = lottery.New(s.c.Bank().InHand(), g)
		s.gen = g
	}
	if err != nil {
		s.table, s.genErr = nil, err
		return
	}
	s.genErr = nil
	if old != nil {
		_ = s.table.Select(old.Game().Name)
		if old.Game().Name == lottery.Keno {
			_ = s.table.SetSpots(old.Spots())
		}
		s.say(false, "A new generator or seed: a fresh table and empty slips, so that the header's seed replays the session.")
	} else {
		s.say(false, "a adds a quick pick, t types your numbers, space draws.")
	}
	s.result, s.shown = nil, 0
	s.resetRun()
	s.resetPanel()
}

// lotteryNoDraws titles the panel's note before its first draw.
const lotteryNoDraws = "No draws yet: space or m"

// resetPanel clears the panel for the game on show: until its first draw
// it says there are none yet and shows the tally of ticket 1's matches it
// will keep (for the slip's first ticket, or a quick pick's size).
func (s *lotteryScreen) resetPanel() {
	s.panel.ClearEvents()
	s.panelFed = false
	if s.table == nil {
		return
	}
	s.panel.Observe(lotteryNoDraws, nil, nil, -1)
	g := s.table.Game()
	spots := s.table.Spots()
	if tks := s.table.Tickets(); len(tks) > 0 {
		spots = len(tks[0].Numbers)
	}
	t := s.tallyOf(g, spots)
	s.panel.Observe(t.title, t.labels, t.probs, -1)
}

// slipChanged keeps the panel's empty tally for ticket 1 as it is now,
// until the first draw.
func (s *lotteryScreen) slipChanged() {
	if !s.panelFed {
		s.resetPanel()
	}
}

// staked is the prizes of a draw whose balls are still coming out: won,
// not yet in the bankroll.
func (s *lotteryScreen) staked() int {
	if s.table == nil {
		return 0
	}
	return s.table.Owed()
}

// sync makes the session's bankroll the chips in hand.
func (s *lotteryScreen) sync() {
	if s.table != nil {
		s.c.Sync(round.Lottery, s.table.Chips(), s.table.Owed())
	}
}

// say sets the one-line note.
func (s *lotteryScreen) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = fmt.Sprintf(format, args...), bad
}

func (s *lotteryScreen) revealing() bool {
	return s.result != nil && s.shown < lotteryBallsOut(s.result)
}

// lotteryBallsOut is the steps of a draw's reveal: its balls and the
// bonus ball.
func lotteryBallsOut(r *lottery.Result) int {
	n := len(r.Draw.Order)
	if r.Game.HasBonus() {
		n++
	}
	return n
}

func (s *lotteryScreen) keyList() []key.Binding {
	k := s.keys
	if s.typing {
		return []key.Binding{k.Accept, k.Cancel}
	}
	if s.table == nil {
		return nil
	}
	if s.revealing() {
		return []key.Binding{k.Skip}
	}
	t := s.table
	n := len(t.Tickets())
	draw := k.Draw
	draw.SetEnabled(n > 0)
	if n > 0 {
		draw.SetHelp("space", fmt.Sprintf("draw (%s)", lotteryChips(t.Cost())))
	}
	quick, typ := k.QuickPick, k.Type
	quick.SetEnabled(n < lottery.MaxTickets)
	typ.SetEnabled(n < lottery.MaxTickets)
	remove, clear := k.Remove, k.Clear
	remove.SetEnabled(n > 0)
	clear.SetEnabled(n > 1)
	more := k.More
	more.SetEnabled(t.Game().MinSpots != t.Game().MaxSpots)
	run, stats, small := k.Run, k.Stats, k.Small
	switch {
	case s.run.running:
		run.SetHelp("m", "stop the run")
	case s.runOnShow():
		run.SetHelp("m", "new run of 10,000")
	}
	stats.SetEnabled(s.runOnShow())
	if s.statsOnShow() {
		stats.SetHelp("v", "back to the slip")
	}
	small.SetEnabled(s.statsOnShow() && s.run.tally.Combos == nil)
	return common.Enabled(draw, quick, typ, remove, clear, k.Next, more, run, stats, small)
}

// ShortKeys: draw, quick pick, type, the lottery and the 10,000.
func (s *lotteryScreen) ShortHelp() []key.Binding {
	var out []key.Binding
	for _, b := range s.keyList() {
		switch h := b.Help(); h.Key {
		case "x", "c", "+/-", "3":
			continue
		case "p/P":
			b.SetHelp("p", "lottery")
		case "t":
			b.SetHelp("t", "type")
		case "space":
			if h.Desc != "show every ball" {
				b.SetHelp("space", "draw")
			}
		case "m":
			switch h.Desc {
			case "draw 10,000":
				b.SetHelp("m", "10,000 draws")
			case "new run of 10,000":
				b.SetHelp("m", "new run")
			case "stop the run":
				b.SetHelp("m", "stop")
			}
		}
		out = append(out, b)
	}
	return out
}

func (s *lotteryScreen) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case lotteryBallMsg:
		return s, s.nextBall(msg.id)
	case lotteryChunkMsg, lotteryPaceMsg:
		return s, s.updateRun(msg)
	case tea.KeyMsg:
		if s.typing {
			return s, s.updateTyping(msg)
		}
		return s, s.updateKey(msg)
	}
	if s.typing { // the cursor's blink
		var cmd tea.Cmd
		s.input, cmd = s.input.Update(msg)
		return s, cmd
	}
	return s, nil
}

func (s *lotteryScreen) updateKey(k tea.KeyMsg) tea.Cmd {
	if s.table == nil {
		s.ensureTable()
		if s.table == nil {
			s.say(true, "No drums: %v", s.genErr)
			return nil
		}
	}
	if s.revealing() {
		if key.Matches(k, s.keys.Skip) {
			s.finishReveal()
			return nil
		}
		s.finishReveal() // any other key: the draw is over, then the key acts
	}
	keys := s.keys
	switch {
	case key.Matches(k, keys.Run):
		return s.toggleRun()
	case key.Matches(k, keys.Stats) && s.runOnShow():
		s.showStats = !s.showStats
		if !s.showStats {
			s.sayBackToSlip()
		}
		return nil
	case key.Matches(k, keys.Small) && s.statsOnShow() && s.run.tally.Combos == nil:
		s.stopRun()
		_ = s.table.Select("pick3")
		s.gameChanged()
		return s.startRun()
	}
	// Every other key is the slip's: it shows the slip.
	s.showStats = false
	t := s.table
	switch {
	case key.Matches(k, keys.Draw):
		return s.draw()
	case key.Matches(k, keys.QuickPick):
		tk, err := t.QuickPick()
		if err != nil {
			s.sayFull()
			return nil
		}
		s.slipChanged()
		s.say(false, "Ticket %d, a quick pick: %s.", len(t.Tickets()), lotteryTicketText(t.Game(), tk))
	case key.Matches(k, keys.Type):
		if len(t.Tickets()) >= lottery.MaxTickets {
			s.sayFull()
			return nil
		}
		return s.openInput()
	case key.Matches(k, keys.Remove):
		n := len(t.Tickets())
		if n == 0 {
			s.say(true, "The slip is empty: a adds a quick pick, t types your numbers.")
			return nil
		}
		_ = t.Remove(n - 1)
		s.slipChanged()
		s.say(false, "Ticket %d removed.", n)
	case key.Matches(k, keys.Clear):
		if len(t.Tickets()) == 0 {
			s.say(true, "The slip is already empty.")
			return nil
		}
		t.Clear()
		s.slipChanged()
		s.say(false, "Slip cleared.")
	case key.Matches(k, keys.Next), key.Matches(k, keys.Prev):
		step := 1
		if key.Matches(k, keys.Prev) {
			step = -1
		}
		s.stopRun()
		t.Cycle(step)
		s.gameChanged()
	case key.Matches(k, keys.More), key.Matches(k, keys.Fewer):
		s.adjustSpots(key.Matches(k, keys.More))
	}
	return nil
}

// sayFull says why no ticket can be added.
func (s *lotteryScreen) sayFull() {
	s.say(true, "The slip is full: a draw takes at most %d tickets. x removes one, c clears the slip.", lottery.MaxTickets)
}

// runOnShow reports whether the run (running or not) is of the game on
// show: its statistics belong to that game alone.
func (s *lotteryScreen) runOnShow() bool {
	return s.table != nil && s.run.tally != nil && s.run.game.Name == s.table.Game().Name
}

// statsOnShow reports whether the view is the run's statistics.
func (s *lotteryScreen) statsOnShow() bool { return s.showStats && s.runOnShow() }

// sayBackToSlip says, on the slip, what became of the run.
func (s *lotteryScreen) sayBackToSlip() {
	switch {
	case s.run.running:
		s.say(false, "The slip. The run goes on: v shows it, m stops it.")
	default:
		s.say(false, "The slip. v shows the run's statistics again, m starts a new run.")
	}
}

// gameChanged resets what belongs to the game on show: the panel, the
// note, and the statistics view (a run is its own game's).
func (s *lotteryScreen) gameChanged() {
	g := s.table.Game()
	if !s.runOnShow() {
		s.showStats = false
	}
	s.resetPanel()
	if n := len(s.table.Tickets()); n > 0 {
		s.say(false, "%s: %s on its slip; space draws them.", g.Title, text.Plural(n, "ticket"))
		return
	}
	s.say(false, "%s: its slip is empty; a adds a quick pick, t types your numbers.", g.Title)
}

// adjustSpots changes keno's quick-pick size by one.
func (s *lotteryScreen) adjustSpots(up bool) {
	t := s.table
	g := t.Game()
	if g.MinSpots == g.MaxSpots {
		s.say(true, "%s tickets always mark %d numbers; keno's mark 1…10 (p changes the lottery).", g.Title, g.MinSpots)
		return
	}
	want := t.Spots() - 1
	if up {
		want = t.Spots() + 1
	}
	if err := t.SetSpots(want); err != nil {
		s.say(true, "%v.", err)
		return
	}
	s.slipChanged()
	f, _ := g.Return(want).Float64()
	s.say(false, "Quick picks mark %d spots: the pay table pays back %.1f%% of stakes.", want, 100*f)
}

// draw pays for the slip and starts bringing out the balls.
func (s *lotteryScreen) draw() tea.Cmd {
	moves := round.LotteryMoves(s.table.Game().Name, s.table.Tickets())
	open := s.c.BeginRound(round.Lottery, s.gen, "", s.table.SetGenerator)
	res, err := s.table.Draw()
	if err != nil {
		s.c.CancelRound(open)
	}
	var ce *lottery.ChipsError
	switch {
	case errors.Is(err, lottery.ErrNoTickets):
		s.say(true, "No tickets yet: a adds a quick pick, t types your numbers.")
		return nil
	case errors.As(err, &ce):
		s.say(true, "Not enough chips: %v. x removes a ticket.", err)
		return nil
	case err != nil:
		s.say(true, "%v.", err)
		return nil
	}
	s.sync()
	// The draw is settled now — its prizes are owed until the balls are out
	// — so a program stopped during the reveal keeps it.
	s.c.FinishRound(open, moves, round.LotteryResult(res))
	s.result, s.shown = &res, 0
	s.revealID++
	s.say(false, "Draw %d: %s paid, the balls are coming out…", res.Number, lotteryChips(res.Cost))
	if s.pace <= 0 {
		s.finishReveal()
		return nil
	}
	return s.ballTick()
}

// ballPace is the time between balls of the reveal on show.
func (s *lotteryScreen) ballPace() time.Duration {
	n := max(1, lotteryBallsOut(s.result))
	return min(lotteryMaxPace, max(lotteryMinPace, s.pace/time.Duration(n)))
}

func (s *lotteryScreen) ballTick() tea.Cmd {
	id := s.revealID
	return s.tick(s.ballPace(), func(time.Time) tea.Msg { return lotteryBallMsg{id: id} })
}

// nextBall brings out one more ball of the reveal id.
func (s *lotteryScreen) nextBall(id int) tea.Cmd {
	if id != s.revealID || !s.revealing() {
		return nil
	}
	s.shown++
	if !s.revealing() {
		s.finishReveal()
		return nil
	}
	return s.ballTick()
}

// finishReveal shows every ball, pays the prizes into the bankroll, feeds
// the panel and says how the draw went.
func (s *lotteryScreen) finishReveal() {
	r := s.result
	s.shown = lotteryBallsOut(r)
	s.table.Collect()
	s.sync()
	var first *lottery.Ticket
	if len(r.Tickets) > 0 {
		first = &r.Tickets[0]
	}
	s.observe(r.Game, first, r.Draw)
	s.say(false, "%s", lotteryResultText(r))
}

// lotteryResultText says how a draw went in one line: no prize; the one
// winning ticket, its tier and prize; or how many tickets won, their
// prizes in all and the best of them — and the draw's net; in 78
// columns for a slip of 10.
func lotteryResultText(r *lottery.Result) string {
	best, winners := -1, 0
	for i, o := range r.Outcomes {
		if o.Chips > 0 {
			winners++
			if best < 0 || o.Chips > r.Outcomes[best].Chips {
				best = i
			}
		}
	}
	if best < 0 {
		return fmt.Sprintf("Draw %d: no prize this time (net %s). space draws the same slip again.", r.Number, text.Signed(r.Net()))
	}
	o := r.Outcomes[best]
	tier := r.Game.TierName(len(r.Tickets[best].Numbers), lottery.Tier{Matches: o.Matches, Bonus: o.Bonus})
	if winners == 1 {
		return fmt.Sprintf("Draw %d: ticket %d matched %s and wins %s; net %s.", r.Number, best+1, tier, lotteryChips(o.Chips), text.Signed(r.Net()))
	}
	return fmt.Sprintf("Draw %d: %d tickets win %s in all (best: ticket %d, %s); net %s.", r.Number, winners,
		lotteryChips(r.Won), best+1, tier, text.Signed(r.Net()))
}

// observe feeds one draw to the panel: the main drum's numbers, the bonus
// ball, and the matches of ticket (if any) against their exact odds. The
// first draw since the panel was cleared replaces its "no draws yet".
func (s *lotteryScreen) observe(g lottery.Game, ticket *lottery.Ticket, d lottery.Draw) {
	var match lotteryTallyDef
	if ticket != nil {
		match = s.tallyOf(g, len(ticket.Numbers))
	}
	if !s.panelFed {
		s.panel.ClearEvents()
		s.panelFed = true
		if ticket != nil { // first, as before the draw
			s.panel.Observe(match.title, match.labels, match.probs, -1)
		}
	}
	s.panel.AddBalls(g.Lottery.Balls, d.Balls...)
	if g.HasBonus() {
		t := s.tallyOf(g, 0)
		s.panel.Observe(t.title, t.labels, t.probs, d.Bonus-1)
	}
	if ticket != nil {
		s.panel.Observe(match.title, match.labels, match.probs, lottery.ClassOf(match.classes, g.Check(*ticket, d)))
	}
}

// lotteryTallyDef is a panel tally's title, labels and probabilities,
// and for a ticket's matches the classes they stand for.
type lotteryTallyDef struct {
	title   string
	labels  []string
	probs   []float64
	classes []lottery.MatchClass
}

// tallyOf is the panel tally of g's bonus drum (spots 0) or of a ticket
// of spots numbers, made once: a run observes 10,000 draws.
func (s *lotteryScreen) tallyOf(g lottery.Game, spots int) lotteryTallyDef {
	k := fmt.Sprintf("%s/%d", g.Name, spots)
	if t, ok := s.tallies[k]; ok {
		return t
	}
	var t lotteryTallyDef
	if spots == 0 {
		t.title, t.labels, t.probs = lotteryBonusTally(g)
	} else {
		t.classes = g.MatchClasses(spots, lotteryMinClassProb)
		t.title, t.labels, t.probs = lotteryMatchTally(g, spots, t.classes)
	}
	if s.tallies == nil {
		s.tallies = map[string]lotteryTallyDef{}
	}
	s.tallies[k] = t
	return t
}

// lotteryMinClassProb pools a ticket's rarest outcomes for the panel's
// χ² (games/lottery's MatchClasses): every class expects 5 or more in
// the lotteryRunDraws draws of a run.
var lotteryMinClassProb = big.NewRat(5, lotteryRunDraws)

// lotteryMatchTally is the panel's tally of a ticket of spots numbers:
// its title, and the classes of its matches ("0" … "≥3", with a bonus
// drum also "…+PB") with their exact probabilities (engine/odds through
// games/lottery).
func lotteryMatchTally(g lottery.Game, spots int, classes []lottery.MatchClass) (title string, labels []string, probs []float64) {
	title = fmt.Sprintf("ticket 1: matches of %d", spots)
	if g.HasBonus() {
		title = fmt.Sprintf("ticket 1: matches of %d + PB", spots)
	}
	for _, c := range classes {
		f, _ := c.Prob.Float64()
		labels = append(labels, c.Label)
		probs = append(probs, f)
	}
	return title, labels, probs
}

// lotteryBonusTally is the panel's tally of the bonus drum: each ball
// 1/Bonus.
func lotteryBonusTally(g lottery.Game) (title string, labels []string, probs []float64) {
	for b := 1; b <= g.Lottery.Bonus; b++ {
		labels = append(labels, fmt.Sprint(b))
		probs = append(probs, 1/float64(g.Lottery.Bonus))
	}
	return fmt.Sprintf("%s ball (1 of %d)", g.BonusName, g.Lottery.Bonus), labels, probs
}

// ---- the ticket field ----

func (s *lotteryScreen) openInput() tea.Cmd {
	s.typing = true
	s.input.SetValue("")
	g := s.table.Game()
	s.input.Placeholder = lotteryExample(g)
	s.validateInput()
	return s.input.Focus()
}

func (s *lotteryScreen) closeInput() {
	s.typing = false
	s.input.Blur()
	s.inputMsg, s.inputBad, s.inputGood = "", false, false
}

// updateTyping: enter adds the ticket (or says why not and keeps the
// field), esc cancels, everything else edits and is checked as typed.
func (s *lotteryScreen) updateTyping(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, s.keys.Cancel):
		s.closeInput()
		s.say(false, "No ticket added.")
		return nil
	case key.Matches(k, s.keys.Accept):
		if len([]rune(s.input.Value())) >= lotteryInputLimit {
			s.validateInput()
			s.say(true, "Not added: %s. Clear some, or esc.", s.inputMsg)
			return nil
		}
		tk, err := s.table.Type(s.input.Value())
		if err != nil {
			s.inputMsg, s.inputBad, s.inputGood = err.Error(), true, false
			s.say(true, "Not added: %v. Fix the numbers, or esc.", err)
			return nil
		}
		s.closeInput()
		s.showStats = false
		s.slipChanged()
		s.say(false, "Ticket %d: %s.", len(s.table.Tickets()), lotteryTicketText(s.table.Game(), tk))
		return nil
	}
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(k)
	s.validateInput()
	return cmd
}

// validateInput checks the field as typed: a problem in warning colours,
// what is still missing as a hint.
func (s *lotteryScreen) validateInput() {
	_, err := s.table.Game().ParseTicket(s.input.Value())
	var pe *lottery.ParseError
	switch {
	case len([]rune(s.input.Value())) >= lotteryInputLimit:
		// What was typed past the limit is lost: judge nothing cut short.
		s.inputMsg, s.inputBad, s.inputGood = fmt.Sprintf("the field is full at %d characters: a ticket needs far fewer", lotteryInputLimit), true, false
	case err == nil:
		s.inputMsg, s.inputBad, s.inputGood = "complete: enter adds it to the slip", false, true
	case errors.As(err, &pe) && pe.Incomplete:
		s.inputMsg, s.inputBad, s.inputGood = pe.Msg, false, false
	default:
		s.inputMsg, s.inputBad, s.inputGood = err.Error(), true, false
	}
}

// lotteryExample is the field's placeholder: how a ticket of g is typed.
func lotteryExample(g lottery.Game) string {
	switch {
	case g.HasBonus():
		return fmt.Sprintf("5 numbers of 1…%d, then + and the %s (1…%d)", g.Lottery.Balls, g.BonusName, g.Lottery.Bonus)
	case g.MinSpots != g.MaxSpots:
		return fmt.Sprintf("%d to %d numbers of 1…%d, e.g. 7 21 42", g.MinSpots, g.MaxSpots, g.Lottery.Balls)
	}
	return fmt.Sprintf("%d numbers of 1…%d, spaces between", g.MinSpots, g.Lottery.Balls)
}

// ---- words ----

// lotteryTicketText writes a ticket: "3 9 17 25 31", "… + Powerball 7".
func lotteryTicketText(g lottery.Game, t lottery.Ticket) string {
	out := ""
	for i, n := range t.Numbers {
		if i > 0 {
			out += " "
		}
		out += fmt.Sprint(n)
	}
	if g.HasBonus() {
		out += fmt.Sprintf(" + %s %d", g.BonusName, t.Bonus)
	}
	return out
}

// lotteryChips writes "1 chip", "2,000 chips".
func lotteryChips(n int) string { return text.Plural(n, "chip") }

// lotterySameTicket reports whether two tickets mark the same numbers.
func lotterySameTicket(a, b lottery.Ticket) bool {
	return slices.Equal(a.Numbers, b.Numbers) && a.Bonus == b.Bonus
}

// FullHelp is every key that works now, for the full help.
func (s *lotteryScreen) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
