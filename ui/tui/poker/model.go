package poker

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	game "riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// holdemTitle names the Hold'em hand-class tally, on the table and in
// the panel alike.
const holdemTitle = "your best five of seven"

// The fast-forward: deals a run makes in all, and in each Cmd.
const (
	fastDeals  = 10_000
	chunkDeals = 500
)

// antes are the antes ]/[ step through.
var antes = [...]int{0, 1, 2, 5, 10, 25, 50, 100}

type KeyMap struct {
	Deal        key.Binding
	Fast        key.Binding
	Mode        key.Binding
	More, Fewer key.Binding // hands (deals) or players (Hold'em)
	Bigger      key.Binding // cards a hand (deals) or the ante (Hold'em)
	Smaller     key.Binding
	Bridge      key.Binding
	Sampler     key.Binding
	Clear       key.Binding
}

func DefaultKeyMap() KeyMap {
	return KeyMap{
		Deal:    key.NewBinding(key.WithKeys("d"), key.WithHelp("d", "deal")),
		Fast:    key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "deal 10,000")),
		Mode:    key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "Hold'em")),
		More:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "hands")),
		Fewer:   key.NewBinding(key.WithKeys("-", "_")),
		Bigger:  key.NewBinding(key.WithKeys("]"), key.WithHelp("]/[", "cards a hand")),
		Smaller: key.NewBinding(key.WithKeys("[")),
		Bridge:  key.NewBinding(key.WithKeys("b"), key.WithHelp("b", "bridge 4×13")),
		Sampler: key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "start sampler")),
		Clear:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "clear statistics")),
	}
}

// oddsMsg carries the exact class probabilities of hands of n cards,
// counted off the update loop (all C(52, n) hands: some 30 ms for five,
// seconds for seven).
type oddsMsg struct {
	n     int
	probs game.ClassProbs
	err   error
}

// chunkMsg brings a fast-forward run back after a chunk of deals.
type chunkMsg struct {
	id  int
	run *game.Run
	err error
}

// fastRun is the fast-forward in progress: the run is out on a Cmd
// while running (the table refuses to deal until it comes back).
type fastRun struct {
	id      int
	running bool
	stop    bool        // stop at the next chunk
	table   *game.Table // the table that lent the run its dealer
	target  int64       // deals to make
	done    int64
}

// Model is the poker table: dealt hands (n × m round-robin, the Java
// text's Dealer and Host) and Texas Hold'em as an ante game, on
// games/poker with the session's shuffle and generator. Its fairness panel
// shows the hand classes of the hands dealt against the exact odds of
// engine/odds, and the position × card matrix of the same shuffle from the
// background sampler.
type Model struct {
	c     *common.Common
	keys  KeyMap
	panel panel.Model

	table    *game.Table
	tableFor string        // settings the table deals with
	gen      rng.Generator // the table's generator, which a fair hand borrows the table from
	tableErr error

	probs   map[int]game.ClassProbs // exact class probabilities by hand size
	oddsErr map[int]string
	pending map[int]bool // computations in flight

	fast fastRun

	// samplerNote says why the panel samples another algorithm than the
	// table's name (partial: fisher-yates), or is empty; samplerShort says
	// it in one line.
	samplerNote, samplerShort string

	note    string
	noteBad bool
	w, h    int
}

// New returns the poker table; it builds its dealer from the
// session's settings when first shown.
func New(c *common.Common) *Model {
	return &Model{c: c, keys: DefaultKeyMap(), panel: panel.New(c),
		probs: map[int]game.ClassProbs{}, oddsErr: map[int]string{}, pending: map[int]bool{}}
}

func (s *Model) Title() string {
	if s.table != nil && s.table.Mode() == game.ModeHoldem {
		return "Poker · Texas Hold'em"
	}
	return "Poker · dealt hands"
}

func (s *Model) SetSize(w, h int)    { s.w, s.h = max(0, w), max(0, h) }
func (s *Model) Panel() *panel.Model { return &s.panel }
func (s *Model) UsesPanel() bool     { return true }
func (s *Model) Capturing() bool     { return false }

// Table is the table dealing now, or nil while the session's settings
// give none (a shuffle that rolls dice). The root's checks and tests read
// it: the chip ledger and the deck checks of the monkey test, the fair
// rounds test.
func (s *Model) Table() *game.Table { return s.table }

// SetOdds gives the screen the exact class probabilities of hands of n
// cards as if it had counted them, and HoldOdds marks them as on their
// way so that it never counts them: counting takes seconds for seven
// cards, minutes under the race detector. The root's tests call them
// before the screen is entered.
func (s *Model) SetOdds(n int, p game.ClassProbs) {
	s.probs[n] = p
	delete(s.pending, n)
}

// HoldOdds: see SetOdds.
func (s *Model) HoldOdds(n int) { s.pending[n] = true }

func settingsKey(st common.Settings) string {
	return fmt.Sprintf("%s/%s/%d", st.Algo.Name, st.Gen.Name, st.EffectiveSeed())
}

// Enter builds the table anew if the session's shuffle, generator or seed
// changed (the panel's sampler follows), takes the bankroll as player 1's
// chips, and asks for the exact odds the mode needs.
func (s *Model) Enter() tea.Cmd {
	cmd := s.ensureTable()
	if s.table != nil {
		_ = s.table.SetChips(s.c.Bank().InHand())
	}
	return tea.Batch(cmd, s.oddsCmd())
}

// Leave stops a fast-forward at its next chunk and the panel's sampler.
func (s *Model) Leave() {
	if s.fast.running {
		s.fast.stop = true
	}
	s.panel.Stop()
}

// ensureTable builds the table from the session's settings unless it was
// built from the same ones, and points the panel's sampler at the same
// shuffle.
func (s *Model) ensureTable() tea.Cmd {
	st := s.c.Settings
	k := settingsKey(st)
	if k == s.tableFor && (s.table != nil || s.tableErr != nil) {
		return nil
	}
	old := s.table
	s.tableFor, s.table, s.tableErr, s.samplerNote, s.samplerShort = k, nil, nil, "", ""
	s.panel.ClearEvents()
	g, err := st.NewGen(st.EffectiveSeed())
	if err == nil {
		s.table, err = game.New(st.Algo, g, s.c.Bank().InHand())
		s.gen = g
	}
	if err != nil {
		s.tableErr = err
		s.panel.ClearSpec() // nothing of this table's to sample
		return nil
	}
	if old != nil { // keep the player's choices
		n, m := old.Shape()
		_ = s.table.SetShape(n, m)
		_ = s.table.SetPlayers(old.Players())
		_ = s.table.SetAnte(old.Ante())
		_ = s.table.SetMode(old.Mode())
		s.say(false, "New dealer: %s on %s, seed %s; statistics start again.", st.Algo.Name, st.Gen.Name, st.SeedText())
	}
	algo, opts, full := game.SamplerAlgorithm(st.Algo)
	s.samplerNote, s.samplerShort = "", ""
	if full {
		s.samplerNote, s.samplerShort = samplerNotes(st.Algo.Name, algo.Name, st.Gen.Name, g)
	}
	return s.panel.SetSpec(shuffle.SamplerSpec{Algo: algo, Options: opts,
		Cards: cards.NumCards, Gen: st.Gen, Seed: st.EffectiveSeed()})
}

// samplerNotes says that the panel samples algo (fisher-yates) for the
// table's name (partial keeping all 52 cards, the same shuffle; see
// game.SamplerAlgorithm) and how the two use generator g's stream; short
// says the first part in one line of 80.
func samplerNotes(name, algo, gen string, g rng.Generator) (note, short string) {
	how := ", the same swaps draw for draw"
	if _, batched := g.(rng.Unbiased); batched {
		how = fmt.Sprintf(" (on %s it draws in batches: other stream values, the same odds)", gen)
	}
	return fmt.Sprintf("%s keeping all 52 cards is a full Fisher–Yates: the panel samples %s%s.", name, algo, how),
		fmt.Sprintf("%s keeping all 52 cards is Fisher–Yates: the panel samples %s.", name, algo)
}

// classSize is the hand size whose classes the mode tallies against exact
// odds (5, 6 or 7 cards), or 0 when there are none.
func (s *Model) classSize() int {
	if s.table == nil {
		return 0
	}
	if s.table.Mode() == game.ModeHoldem {
		return 7
	}
	if _, m := s.table.Shape(); m >= 5 && m <= 7 {
		return m
	}
	return 0
}

// oddsCmd asks for the exact class probabilities the mode needs, unless
// they are here or on their way.
func (s *Model) oddsCmd() tea.Cmd {
	n := s.classSize()
	if n == 0 || s.pending[n] || s.oddsErr[n] != "" {
		return nil
	}
	if _, ok := s.probs[n]; ok {
		return nil
	}
	s.pending[n] = true
	return func() tea.Msg {
		table, err := odds.PokerClasses(n)
		if err != nil {
			return oddsMsg{n: n, err: err}
		}
		p, err := game.ProbsOf(table)
		return oddsMsg{n: n, probs: p, err: err}
	}
}

// Keys are the enabled bindings, with help that says what they do now.
func (s *Model) keyList() []key.Binding {
	k := s.keys
	if s.table == nil {
		return nil
	}
	switch {
	case s.panel.Paused():
		k.Sampler.SetHelp("space", "resume sampler")
	case s.panel.Started():
		k.Sampler.SetHelp("space", "pause sampler")
	}
	k.Sampler.SetEnabled(s.c.ShowPanel && s.panel.Spec() != nil && s.panel.SpecErr() == "")
	if s.fast.running {
		k.Fast.SetHelp("x", "stop dealing")
		return common.Enabled(k.Fast, k.Sampler)
	}
	holdem := s.table.Mode() == game.ModeHoldem
	if holdem {
		k.Mode.SetHelp("tab", "dealt hands")
		k.More.SetHelp("+/-", "players")
		k.Bigger.SetHelp("]/[", "ante")
	}
	n, m := s.table.Shape()
	k.Bridge.SetEnabled(!holdem)
	if n == game.BridgeHands && m == game.BridgeCards {
		k.Bridge.SetHelp("b", "5×5 deals")
	}
	k.Clear.SetEnabled(s.hasStats())
	return common.Enabled(k.Deal, k.Fast, k.Mode, k.More, k.Bigger, k.Bridge, k.Sampler, k.Clear)
}

// ShortKeys: the same, most used first (the root drops what does not fit).
func (s *Model) ShortHelp() []key.Binding { return s.keyList() }

// hasStats reports whether any hand has been tallied.
func (s *Model) hasStats() bool {
	if s.table == nil {
		return false
	}
	if s.table.Holdem().Hands > 0 {
		return true
	}
	for m := 1; m <= cards.NumCards; m++ {
		if s.table.Classes(m).Total() > 0 {
			return true
		}
	}
	return false
}

func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case oddsMsg:
		delete(s.pending, msg.n)
		if msg.err != nil {
			s.oddsErr[msg.n] = msg.err.Error()
		} else {
			s.probs[msg.n] = msg.probs
		}
		s.syncPanel()
		return s, nil
	case chunkMsg:
		return s, s.chunkDone(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	}
	return s, nil
}

// say sets the one-line note.
func (s *Model) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = fmt.Sprintf(format, args...), bad
}

func (s *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	if s.fast.running {
		switch {
		case key.Matches(k, s.keys.Fast):
			s.fast.stop = true
			s.say(false, "Stopping after this chunk of deals…")
			return nil
		case key.Matches(k, s.keys.Sampler) && s.c.ShowPanel:
			return s.panel.Toggle()
		}
		if s.isOurs(k) {
			s.say(true, "A run is dealing for the statistics: x stops it first.")
		}
		return nil
	}
	if s.table == nil {
		cmd := s.ensureTable()
		if s.table == nil {
			if s.isOurs(k) {
				s.say(true, "%s", noTableText(s.tableErr))
			}
			return cmd
		}
		_ = s.table.SetChips(s.c.Bank().InHand())
		return tea.Batch(cmd, s.updateKey(k))
	}
	if s.table.Busy() {
		if s.isOurs(k) {
			s.say(true, "The last run is still finishing; try again in a moment.")
		}
		return nil
	}
	t := s.table
	holdem := t.Mode() == game.ModeHoldem
	switch {
	case key.Matches(k, s.keys.Deal):
		s.deal()
	case key.Matches(k, s.keys.Fast):
		return s.startFast()
	case key.Matches(k, s.keys.Mode):
		return s.switchMode()
	case key.Matches(k, s.keys.More), key.Matches(k, s.keys.Fewer):
		step := 1
		if key.Matches(k, s.keys.Fewer) {
			step = -1
		}
		if holdem {
			s.setPlayers(t.Players() + step)
		} else {
			n, m := t.Shape()
			s.setShape(n+step, m)
		}
	case key.Matches(k, s.keys.Bigger), key.Matches(k, s.keys.Smaller):
		step := 1
		if key.Matches(k, s.keys.Smaller) {
			step = -1
		}
		if holdem {
			s.stepAnte(step)
			return nil
		}
		n, m := t.Shape()
		s.setShape(n, m+step)
		return s.oddsCmd()
	case key.Matches(k, s.keys.Bridge) && !holdem:
		n, m := t.Shape()
		if n == game.BridgeHands && m == game.BridgeCards {
			s.setShape(game.DefaultHands, game.DefaultCards)
		} else {
			s.setShape(game.BridgeHands, game.BridgeCards)
		}
		return s.oddsCmd()
	case key.Matches(k, s.keys.Sampler):
		if !s.c.ShowPanel {
			s.say(true, "The panel is hidden: f shows it, then space samples.")
			return nil
		}
		return s.panel.Toggle()
	case key.Matches(k, s.keys.Clear):
		t.ClearStats()
		s.syncPanel()
		s.say(false, "Statistics cleared; the deals go on from the same stream.")
	}
	return nil
}

// noTableText says why there is no table and what to do, once.
func noTableText(err error) string {
	if errors.Is(err, game.ErrNotCards) {
		msg := strings.TrimSuffix(err.Error(), ": "+game.ErrNotCards.Error())
		return fmt.Sprintf("No cards: %s. Choose a card shuffle in the lobby (esc, then a).", msg)
	}
	return fmt.Sprintf("No cards: %v. Choose another shuffle in the lobby (esc, then a).", err)
}

// isOurs reports whether k is one of the screen's keys.
func (s *Model) isOurs(k tea.KeyMsg) bool {
	kk := s.keys
	for _, b := range []key.Binding{kk.Deal, kk.Fast, kk.Mode, kk.More, kk.Fewer, kk.Bigger, kk.Smaller, kk.Bridge, kk.Sampler, kk.Clear} {
		if key.Matches(k, b) {
			return true
		}
	}
	return false
}

// deal deals once and says what came of it.
func (s *Model) deal() {
	t := s.table
	move := round.PokerHoldemMove(t.Players(), t.Ante())
	if t.Mode() == game.ModeDeals {
		move = round.PokerHandsMove(t.Shape())
	}
	open := s.c.BeginRound(round.Poker, s.gen, t.Algorithm().Name, t.SetGenerator)
	err := t.Deal()
	if err != nil {
		s.c.CancelRound(open)
	}
	switch {
	case errors.Is(err, game.ErrChips):
		s.say(true, "You have %s chips, the ante is %d: [ lowers it (0 is free).", text.Int(int64(t.Chips())), t.Ante())
		return
	case err != nil:
		s.say(true, "No deal: %v.", err)
		return
	}
	s.c.Sync(round.Poker, t.Chips(), 0)
	var res round.Result
	if t.Mode() == game.ModeDeals {
		res = round.HandsResult(*t.LastDeal())
	} else {
		res = round.HoldemResult(*t.LastShowdown())
	}
	s.c.FinishRound(open, []string{move}, res)
	s.syncPanel()
	if t.Mode() == game.ModeHoldem {
		s.note = "" // the showdown's result line says it
		return
	}
	s.say(false, "%s", dealText(t.DealtIn(game.ModeDeals), *t.LastDeal()))
}

// dealText sums deal number k up in a sentence: the best hand at the
// table, or every hand that ties for best.
func dealText(k int64, d game.Deal) string {
	best := d.Best()
	if len(best) == 0 {
		m := 0
		if len(d.Hands) > 0 {
			m = len(d.Hands[0].Cards)
		}
		return fmt.Sprintf("Deal %s: hands of %s have no poker name.", text.Int(k), text.Plural(m, "card"))
	}
	name := text.LowerFirst(cards.Describe(d.Hands[best[0]].Value))
	if len(best) == 1 {
		return fmt.Sprintf("Deal %s: hand %d is best with %s.", text.Int(k), best[0]+1, name)
	}
	nums := make([]string, len(best))
	for i, b := range best {
		nums[i] = fmt.Sprint(b + 1)
	}
	return fmt.Sprintf("Deal %s: hands %s tie for best with %s.", text.Int(k), andList(nums), name)
}

// andList joins items as a sentence does: "a", "a and b", "a, b and c".
func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// setShape changes the deals' shape, or says in one line why not.
func (s *Model) setShape(n, m int) {
	if err := s.table.SetShape(n, m); err != nil {
		s.say(true, "%v.", err)
		return
	}
	what := ""
	switch {
	case n == game.BridgeHands && m == game.BridgeCards:
		what = ": a bridge deal"
	case m < 5:
		what = ": too few for poker hands"
	case m > 5:
		what = ", each named by its best five"
	}
	s.say(false, "%s of %s (%d of 52 cards)%s.", text.Plural(n, "hand"), text.Plural(m, "card"), n*m, what)
	s.syncPanel()
}

func (s *Model) setPlayers(p int) {
	if err := s.table.SetPlayers(p); err != nil {
		s.say(true, "%v.", err)
		return
	}
	s.say(false, "%d players: %d cards a deal (2 each, 3 burned, 5 on board).", p, game.Layout(p).Cards())
}

// stepAnte moves the ante along antes.
func (s *Model) stepAnte(step int) {
	cur := s.table.Ante()
	i := slices.Index(antes[:], cur)
	if i < 0 {
		i = 0
	}
	j := i + step
	if j < 0 || j >= len(antes) {
		s.say(true, "The ante is %d: the table takes 0 to %d.", cur, game.MaxAnte)
		return
	}
	if err := s.table.SetAnte(antes[j]); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if antes[j] == 0 {
		s.say(false, "No ante: hands dealt for show, no chips change hands.")
		return
	}
	s.say(false, "Ante %d a seat: the best hand takes the pot of %s.", antes[j], text.Int(int64(antes[j]*s.table.Players())))
}

// switchMode goes between dealt hands and Hold'em.
func (s *Model) switchMode() tea.Cmd {
	t := s.table
	if t.Mode() == game.ModeHoldem {
		_ = t.SetMode(game.ModeDeals)
		n, m := t.Shape()
		s.say(false, "Dealt hands: %d × %d, round-robin from one shuffled deck.", n, m)
	} else {
		_ = t.SetMode(game.ModeHoldem)
		s.say(false, "Hold'em: %d players, ante %d; the best five of seven wins.", t.Players(), t.Ante())
	}
	s.syncPanel()
	return s.oddsCmd()
}

// startFast lends the table's dealer to a run of fastDeals deals,
// dealt in chunks by Cmds.
func (s *Model) startFast() tea.Cmd {
	run, err := s.table.StartRun()
	if err != nil {
		s.say(true, "%v.", err)
		return nil
	}
	s.fast = fastRun{id: s.fast.id + 1, running: true, table: s.table, target: fastDeals}
	if s.table.Mode() == game.ModeHoldem {
		s.say(false, "Dealing %s hands for statistics (no chips); x stops.", text.Int(fastDeals))
	} else {
		n, m := s.table.Shape()
		s.say(false, "Dealing %s deals of %d × %d for statistics; x stops.", text.Int(fastDeals), n, m)
	}
	return tea.Batch(chunkCmd(s.fast.id, run, min(chunkDeals, fastDeals)), s.oddsCmd())
}

// chunkCmd deals n more deals of run off the update loop. The run is
// the Cmd's alone until its message comes back.
func chunkCmd(id int, run *game.Run, n int) tea.Cmd {
	return func() tea.Msg {
		err := run.Deal(n)
		return chunkMsg{id: id, run: run, err: err}
	}
}

// chunkDone takes a chunk in: its tallies go to the table (the one that
// lent the run, even if the settings changed since) and the panel, and the
// next chunk goes out unless the run is done or stopped.
func (s *Model) chunkDone(msg chunkMsg) tea.Cmd {
	f := &s.fast
	if msg.id != f.id || !f.running || msg.run == nil {
		return nil
	}
	f.table.Absorb(msg.run)
	f.done = msg.run.Done()
	finished := f.done >= f.target || msg.err != nil || f.stop
	if !finished {
		if f.table == s.table {
			s.syncPanel()
		}
		return chunkCmd(f.id, msg.run, int(min(chunkDeals, f.target-f.done)))
	}
	f.table.EndRun(msg.run)
	f.running = false
	if f.table != s.table {
		return nil // the settings changed meanwhile: that table is gone
	}
	s.syncPanel()
	switch {
	case msg.err != nil:
		s.say(true, "Stopped after %s deals: %v.", text.Int(f.done), msg.err)
	case f.done < f.target:
		s.say(false, "Stopped after %s deals.", text.Int(f.done))
	default:
		s.say(false, "Dealt %s for the statistics; %s deals in all.", text.Int(f.done), text.Int(s.table.DealtIn(s.table.Mode())))
	}
	return nil
}

// classTally is the tally the mode tests against exact odds, its title
// and hand size.
func (s *Model) classTally() (title string, tally game.ClassTally, size int) {
	t := s.table
	if t == nil {
		return "", tally, 0
	}
	if t.Mode() == game.ModeHoldem {
		return holdemTitle, t.Holdem().Classes, 7
	}
	_, m := t.Shape()
	switch {
	case m == 5:
		title = "5-card hand classes"
	case m > 5:
		title = fmt.Sprintf("best five of %d cards", m)
	}
	return title, t.Classes(m), m
}

// syncPanel makes the panel's hand-class tally match the table's: the
// tally of the mode's hands, grouped by game.Pool so that every group
// expects at least 5 hands (the rare classes pooled into a tail that
// shrinks as hands come in).
func (s *Model) syncPanel() {
	s.panel.ClearEvents()
	title, tally, size := s.classTally()
	probs, ok := s.probs[size]
	if title == "" || !ok {
		return
	}
	groups := game.Pool(tally, probs, game.MinExpected)
	labels := make([]string, len(groups))
	gp := make([]float64, len(groups))
	counts := make([]int64, len(groups))
	for i, g := range groups {
		labels[i], gp[i], counts[i] = g.Label(), g.Prob, g.Count
	}
	s.panel.SetTally(title, labels, gp, counts)
}

// FullHelp is every key that works now, for the full help.
func (s *Model) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
