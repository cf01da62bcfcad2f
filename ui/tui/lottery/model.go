package lottery

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/rng"
	game "riffle/games/lottery"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// revealTime is about how long the balls of a draw take to come
// out one by one (each ball between minPace and maxPace).
const (
	revealTime = 1600 * time.Millisecond
	minPace    = 60 * time.Millisecond
	maxPace    = 300 * time.Millisecond
)

// inputLimit is the most characters the ticket field takes: far
// more than any ticket needs (keno's 10 numbers with commas take 39), and
// when it is reached the field says so rather than judge a ticket cut
// short.
const inputLimit = 120

// ballMsg brings out the next ball of reveal id.
type ballMsg struct{ id int }

type KeyMap struct {
	Draw, Skip              key.Binding
	QuickPick, Type, Remove key.Binding
	Clear                   key.Binding
	Next, Prev              key.Binding
	More, Fewer             key.Binding
	Run, Stats, Small       key.Binding
	Accept, Cancel          key.Binding
}

func DefaultKeyMap() KeyMap {
	return KeyMap{
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

// Model is the lottery table: a slip of tickets (quick picks or
// typed numbers) for one of games/lottery's games, drawn with the
// session's generator, the balls coming out one by one; and "Draw
// 10,000", a fast-forward whose statistics answer the Java text's
// question on screen (run.go). The table owns its fairness panel:
// the main drum's numbers, the bonus ball, and ticket 1's matches
// against their exact odds.
type Model struct {
	c     *common.Common
	keys  KeyMap
	panel panel.Model

	table    *game.Table
	tableFor string        // generator and seed the table draws with
	gen      rng.Generator // the table's drum, which a fair draw borrows the table from
	genErr   error

	input     textinput.Model
	typing    bool
	inputMsg  string // the typed ticket's problem, or what it still needs
	inputBad  bool
	inputGood bool // the typed ticket is complete and valid

	result   *game.Result // the last draw
	shown    int          // its balls out so far (the bonus ball last)
	revealID int
	pace     time.Duration // between balls; 0 shows them all at once

	run       run
	showStats bool // the run's statistics are on show (only with runOnShow)
	// tick schedules the reveal's balls and the run's chunks: tea.Tick
	// (tests make it immediate).
	tick func(time.Duration, func(time.Time) tea.Msg) tea.Cmd
	// tallies caches the panel's tally definitions by game and spots.
	tallies map[string]tallyDef
	// panelFed: the panel has counted a draw since it was last cleared;
	// until then it says there are no draws yet.
	panelFed bool

	note    string
	noteBad bool
	w, h    int
}

// New returns the lottery table; it builds its drums from
// the session's generator and seed when first shown.
func New(c *common.Common) *Model {
	ti := textinput.New()
	ti.Prompt = "numbers: "
	ti.CharLimit = inputLimit
	return &Model{c: c, keys: DefaultKeyMap(), panel: panel.New(c), input: ti,
		pace: revealTime, run: newRun(), tick: tea.Tick}
}

func (s *Model) Title() string {
	if s.table == nil {
		return "Lottery"
	}
	return "Lottery · " + s.table.Game().Title
}

func (s *Model) SetSize(w, h int) {
	s.w, s.h = w, h
	s.input.Width = max(1, w-len(s.input.Prompt)-2)
}

func (s *Model) Panel() *panel.Model { return &s.panel }
func (s *Model) UsesPanel() bool     { return true }
func (s *Model) Capturing() bool     { return s.typing }

// Table is the table the screen plays, or nil before its drums are built
// (or when the session's generator cannot build them). The root's checks
// and tests read it: its chips in hand against the bankroll, its prizes
// owed and its net.
func (s *Model) Table() *game.Table { return s.table }

// LastDraw is the last draw, or nil before the first (or since a new
// table). The root's checks read its balls.
func (s *Model) LastDraw() *game.Result { return s.result }

// Typed is the text in the ticket field. The root's tests read it.
func (s *Model) Typed() string { return s.input.Value() }

// Instant makes the screen's timers fire at once — the balls of a draw,
// the chunks of a run — and stops its cursor's blink, so that a test (the
// root's too) sees a draw or a run through without waiting.
func (s *Model) Instant() {
	s.tick = func(_ time.Duration, f func(time.Time) tea.Msg) tea.Cmd {
		return func() tea.Msg { return f(time.Time{}) }
	}
	s.input.Cursor.SetMode(cursor.CursorStatic)
}

func settingsKey(st common.Settings) string {
	return fmt.Sprintf("%s/%d", st.Gen.Name, st.EffectiveSeed())
}

// Enter builds the table (anew if the session's generator or seed changed
// since) and takes the bankroll as the chips in hand.
func (s *Model) Enter() tea.Cmd {
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
func (s *Model) Leave() {
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
func (s *Model) ensureTable() {
	k := settingsKey(s.c.Settings)
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
		s.table, err = game.New(s.c.Bank().InHand(), g)
		s.gen = g
	}
	if err != nil {
		s.table, s.genErr = nil, err
		return
	}
	s.genErr = nil
	if old != nil {
		_ = s.table.Select(old.Game().Name)
		if old.Game().Name == game.Keno {
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

// noDraws titles the panel's note before its first draw.
const noDraws = "No draws yet: space or m"

// resetPanel clears the panel for the game on show: until its first draw
// it says there are none yet and shows the tally of ticket 1's matches it
// will keep (for the slip's first ticket, or a quick pick's size).
func (s *Model) resetPanel() {
	s.panel.ClearEvents()
	s.panelFed = false
	if s.table == nil {
		return
	}
	s.panel.Observe(noDraws, nil, nil, -1)
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
func (s *Model) slipChanged() {
	if !s.panelFed {
		s.resetPanel()
	}
}

// staked is the prizes of a draw whose balls are still coming out: won,
// not yet in the bankroll.
func (s *Model) staked() int {
	if s.table == nil {
		return 0
	}
	return s.table.Owed()
}

// sync makes the session's bankroll the chips in hand.
func (s *Model) sync() {
	if s.table != nil {
		s.c.Sync(round.Lottery, s.table.Chips(), s.table.Owed())
	}
}

// say sets the one-line note.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = fmt.Sprintf(format, args...), bad
}

func (s *Model) revealing() bool {
	return s.result != nil && s.shown < ballsOut(s.result)
}

// ballsOut is the steps of a draw's reveal: its balls and the
// bonus ball.
func ballsOut(r *game.Result) int {
	n := len(r.Draw.Order)
	if r.Game.HasBonus() {
		n++
	}
	return n
}

func (s *Model) keyList() []key.Binding {
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
		draw.SetHelp("space", fmt.Sprintf("draw (%s)", chipsText(t.Cost())))
	}
	quick, typ := k.QuickPick, k.Type
	quick.SetEnabled(n < game.MaxTickets)
	typ.SetEnabled(n < game.MaxTickets)
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
func (s *Model) ShortHelp() []key.Binding {
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

func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case ballMsg:
		return s, s.nextBall(msg.id)
	case chunkMsg, paceMsg:
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

func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
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
		s.say(false, "Ticket %d, a quick pick: %s.", len(t.Tickets()), ticketText(t.Game(), tk))
	case key.Matches(k, keys.Type):
		if len(t.Tickets()) >= game.MaxTickets {
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
func (s *Model) sayFull() {
	s.say(true, "The slip is full: a draw takes at most %d tickets. x removes one, c clears the slip.", game.MaxTickets)
}

// runOnShow reports whether the run (running or not) is of the game on
// show: its statistics belong to that game alone.
func (s *Model) runOnShow() bool {
	return s.table != nil && s.run.tally != nil && s.run.game.Name == s.table.Game().Name
}

// statsOnShow reports whether the view is the run's statistics.
func (s *Model) statsOnShow() bool { return s.showStats && s.runOnShow() }

// sayBackToSlip says, on the slip, what became of the run.
func (s *Model) sayBackToSlip() {
	switch {
	case s.run.running:
		s.say(false, "The slip. The run goes on: v shows it, m stops it.")
	default:
		s.say(false, "The slip. v shows the run's statistics again, m starts a new run.")
	}
}

// gameChanged resets what belongs to the game on show: the panel, the
// note, and the statistics view (a run is its own game's).
func (s *Model) gameChanged() {
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
func (s *Model) adjustSpots(up bool) {
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
func (s *Model) draw() tea.Cmd {
	moves := round.LotteryMoves(s.table.Game().Name, s.table.Tickets())
	open := s.c.BeginRound(round.Lottery, s.gen, "", s.table.SetGenerator)
	res, err := s.table.Draw()
	if err != nil {
		s.c.CancelRound(open)
	}
	var ce *game.ChipsError
	switch {
	case errors.Is(err, game.ErrNoTickets):
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
	s.say(false, "Draw %d: %s paid, the balls are coming out…", res.Number, chipsText(res.Cost))
	if s.pace <= 0 {
		s.finishReveal()
		return nil
	}
	return s.ballTick()
}

// ballPace is the time between balls of the reveal on show.
func (s *Model) ballPace() time.Duration {
	n := max(1, ballsOut(s.result))
	return min(maxPace, max(minPace, s.pace/time.Duration(n)))
}

func (s *Model) ballTick() tea.Cmd {
	id := s.revealID
	return s.tick(s.ballPace(), func(time.Time) tea.Msg { return ballMsg{id: id} })
}

// nextBall brings out one more ball of the reveal id.
func (s *Model) nextBall(id int) tea.Cmd {
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
func (s *Model) finishReveal() {
	r := s.result
	s.shown = ballsOut(r)
	s.table.Collect()
	s.sync()
	var first *game.Ticket
	if len(r.Tickets) > 0 {
		first = &r.Tickets[0]
	}
	s.observe(r.Game, first, r.Draw)
	s.say(false, "%s", resultText(r))
}

// resultText says how a draw went in one line: no prize; the one
// winning ticket, its tier and prize; or how many tickets won, their
// prizes in all and the best of them — and the draw's net; in 78
// columns for a slip of 10.
func resultText(r *game.Result) string {
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
	tier := r.Game.TierName(len(r.Tickets[best].Numbers), game.Tier{Matches: o.Matches, Bonus: o.Bonus})
	if winners == 1 {
		return fmt.Sprintf("Draw %d: ticket %d matched %s and wins %s; net %s.", r.Number, best+1, tier, chipsText(o.Chips), text.Signed(r.Net()))
	}
	return fmt.Sprintf("Draw %d: %d tickets win %s in all (best: ticket %d, %s); net %s.", r.Number, winners,
		chipsText(r.Won), best+1, tier, text.Signed(r.Net()))
}

// observe feeds one draw to the panel: the main drum's numbers, the bonus
// ball, and the matches of ticket (if any) against their exact odds. The
// first draw since the panel was cleared replaces its "no draws yet".
func (s *Model) observe(g game.Game, ticket *game.Ticket, d game.Draw) {
	var match tallyDef
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
		s.panel.Observe(match.title, match.labels, match.probs, game.ClassOf(match.classes, g.Check(*ticket, d)))
	}
}

// tallyDef is a panel tally's title, labels and probabilities,
// and for a ticket's matches the classes they stand for.
type tallyDef struct {
	title   string
	labels  []string
	probs   []float64
	classes []game.MatchClass
}

// tallyOf is the panel tally of g's bonus drum (spots 0) or of a ticket
// of spots numbers, made once: a run observes 10,000 draws.
func (s *Model) tallyOf(g game.Game, spots int) tallyDef {
	k := fmt.Sprintf("%s/%d", g.Name, spots)
	if t, ok := s.tallies[k]; ok {
		return t
	}
	var t tallyDef
	if spots == 0 {
		t.title, t.labels, t.probs = bonusTally(g)
	} else {
		t.classes = g.MatchClasses(spots, minClassProb)
		t.title, t.labels, t.probs = matchTally(g, spots, t.classes)
	}
	if s.tallies == nil {
		s.tallies = map[string]tallyDef{}
	}
	s.tallies[k] = t
	return t
}

// minClassProb pools a ticket's rarest outcomes for the panel's
// χ² (games/lottery's MatchClasses): every class expects 5 or more in
// the runDraws draws of a run.
var minClassProb = big.NewRat(5, runDraws)

// matchTally is the panel's tally of a ticket of spots numbers:
// its title, and the classes of its matches ("0" … "≥3", with a bonus
// drum also "…+PB") with their exact probabilities (engine/odds through
// games/lottery).
func matchTally(g game.Game, spots int, classes []game.MatchClass) (title string, labels []string, probs []float64) {
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

// bonusTally is the panel's tally of the bonus drum: each ball
// 1/Bonus.
func bonusTally(g game.Game) (title string, labels []string, probs []float64) {
	for b := 1; b <= g.Lottery.Bonus; b++ {
		labels = append(labels, fmt.Sprint(b))
		probs = append(probs, 1/float64(g.Lottery.Bonus))
	}
	return fmt.Sprintf("%s ball (1 of %d)", g.BonusName, g.Lottery.Bonus), labels, probs
}

// ---- the ticket field ----

func (s *Model) openInput() tea.Cmd {
	s.typing = true
	s.input.SetValue("")
	g := s.table.Game()
	s.input.Placeholder = example(g)
	s.validateInput()
	return s.input.Focus()
}

func (s *Model) closeInput() {
	s.typing = false
	s.input.Blur()
	s.inputMsg, s.inputBad, s.inputGood = "", false, false
}

// updateTyping: enter adds the ticket (or says why not and keeps the
// field), esc cancels, everything else edits and is checked as typed.
func (s *Model) updateTyping(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, s.keys.Cancel):
		s.closeInput()
		s.say(false, "No ticket added.")
		return nil
	case key.Matches(k, s.keys.Accept):
		if len([]rune(s.input.Value())) >= inputLimit {
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
		s.say(false, "Ticket %d: %s.", len(s.table.Tickets()), ticketText(s.table.Game(), tk))
		return nil
	}
	var cmd tea.Cmd
	s.input, cmd = s.input.Update(k)
	s.validateInput()
	return cmd
}

// validateInput checks the field as typed: a problem in warning colours,
// what is still missing as a hint.
func (s *Model) validateInput() {
	_, err := s.table.Game().ParseTicket(s.input.Value())
	var pe *game.ParseError
	switch {
	case len([]rune(s.input.Value())) >= inputLimit:
		// What was typed past the limit is lost: judge nothing cut short.
		s.inputMsg, s.inputBad, s.inputGood = fmt.Sprintf("the field is full at %d characters: a ticket needs far fewer", inputLimit), true, false
	case err == nil:
		s.inputMsg, s.inputBad, s.inputGood = "complete: enter adds it to the slip", false, true
	case errors.As(err, &pe) && pe.Incomplete:
		s.inputMsg, s.inputBad, s.inputGood = pe.Msg, false, false
	default:
		s.inputMsg, s.inputBad, s.inputGood = err.Error(), true, false
	}
}

// example is the field's placeholder: how a ticket of g is typed.
func example(g game.Game) string {
	switch {
	case g.HasBonus():
		return fmt.Sprintf("5 numbers of 1…%d, then + and the %s (1…%d)", g.Lottery.Balls, g.BonusName, g.Lottery.Bonus)
	case g.MinSpots != g.MaxSpots:
		return fmt.Sprintf("%d to %d numbers of 1…%d, e.g. 7 21 42", g.MinSpots, g.MaxSpots, g.Lottery.Balls)
	}
	return fmt.Sprintf("%d numbers of 1…%d, spaces between", g.MinSpots, g.Lottery.Balls)
}

// ---- words ----

// ticketText writes a ticket: "3 9 17 25 31", "… + Powerball 7".
func ticketText(g game.Game, t game.Ticket) string {
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

// chipsText writes "1 chip", "2,000 chips".
func chipsText(n int) string { return text.Plural(n, "chip") }

// sameTicket reports whether two tickets mark the same numbers.
func sameTicket(a, b game.Ticket) bool {
	return slices.Equal(a.Numbers, b.Numbers) && a.Bonus == b.Bonus
}

// FullHelp is every key that works now, for the full help.
func (s *Model) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
