package tui

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"riffle/assets"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/craps"
	"riffle/games/round"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// crapsStep and crapsBigStep are the chips one press of +/- and ]/[ moves:
// steps of 10 keep every odds bet payable in whole chips (10 pays 20, 15
// or 12).
const (
	crapsStep    = 10
	crapsBigStep = 100
)

// crapsHistoryLen is how many rolls the history keeps.
const crapsHistoryLen = 20

// crapsSumsTitle is the panel's tally of the sums of the two dice.
const crapsSumsTitle = "dice sums"

type crapsKeys struct {
	Roll               key.Binding
	Raise, Lower       key.Binding
	RaiseBig, LowerBig key.Binding
	Odds               key.Binding
	Limit              key.Binding
	Puzzles            key.Binding
	// Puzzle mode.
	Run, Next, Table key.Binding
}

func defaultCrapsKeys() crapsKeys {
	return crapsKeys{
		Roll:     key.NewBinding(key.WithKeys(" ", "r"), key.WithHelp("space", "roll")),
		Raise:    key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "bet ±10")),
		Lower:    key.NewBinding(key.WithKeys("-", "_")),
		RaiseBig: key.NewBinding(key.WithKeys("]"), key.WithHelp("]/[", "bet ±100")),
		LowerBig: key.NewBinding(key.WithKeys("[")),
		Odds:     key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "max odds")),
		Limit:    key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "odds limit")),
		Puzzles:  key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "puzzles")),
		Run:      key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "pause")),
		Next:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next puzzle")),
		Table:    key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "table")),
	}
}

// crapsRoll is one roll of the history.
type crapsRoll struct {
	sum   int
	event craps.Event
}

// crapsScreen is the craps table: the pass line with free odds, played
// on games/craps with the session's generator, and the puzzle mode (see
// crapspuzzle.go). The table owns its fairness panel, fed with every
// roll's sum and faces.
type crapsScreen struct {
	c     *common.Common
	keys  crapsKeys
	panel panel.Model

	table    *craps.Table
	tableFor string // generator and seed the table rolls with
	genErr   error
	lastBet  int // the pass-line bet placed again after each decision
	history  []crapsRoll
	note     string // what the last key did
	noteBad  bool
	decision string // the last decision's result
	decGood  int    // +1 won, −1 lost, 0 none or no bet

	gen   rng.Generator     // the session's dice, which a fair round borrows the table from
	open  *common.OpenRound // the round in play, from its come-out roll
	moves []string          // its moves so far
	rolls []craps.Result    // its throws so far

	puzzle bool // puzzle mode is on show
	puz    crapsPuzzles

	w, h int
}

// newCrapsScreen returns the craps table; it builds its dice from the
// session's generator and seed when first shown.
func newCrapsScreen(c *common.Common) *crapsScreen {
	return &crapsScreen{c: c, keys: defaultCrapsKeys(), panel: panel.New(c), puz: newCrapsPuzzles()}
}

func (s *crapsScreen) Title() string {
	if s.puzzle {
		return "Craps · puzzles"
	}
	return "Craps"
}

func (s *crapsScreen) SetSize(w, h int)    { s.w, s.h = w, h }
func (s *crapsScreen) Panel() *panel.Model { return &s.panel }
func (s *crapsScreen) UsesPanel() bool     { return !s.puzzle }
func (s *crapsScreen) Capturing() bool     { return false }
func (s *crapsScreen) settingsKey() string { return crapsSettingsKey(s.c.Settings) }

func crapsSettingsKey(st common.Settings) string {
	return fmt.Sprintf("%s/%d", st.Gen.Name, st.EffectiveSeed())
}

// Enter builds the table (anew if the session's generator or seed changed
// since), takes the bankroll as the chips in hand, and puts the last
// pass-line bet back on the line at the come-out.
func (s *crapsScreen) Enter() tea.Cmd {
	refund := s.ensureTable()
	if s.table != nil {
		if s.table.Chips() != s.c.Bank().InHand() {
			_ = s.table.SetChips(s.c.Bank().InHand())
		}
		if s.table.ComeOut() && s.table.Pass() == 0 {
			s.rebet()
		}
		s.sync()
	}
	if refund > 0 {
		s.say(false, "New dice for the new settings: the %d chips on the old table are back in your bankroll. %s", refund, s.note)
	}
	if s.puzzle {
		return s.puz.resume(s.c.Settings)
	}
	return nil
}

// Leave takes a pass-line bet back into the bankroll at the come-out (it
// has had no action), so other tables see every chip; during a point the
// bets stay on the table until the player comes back. The puzzle
// simulation pauses.
func (s *crapsScreen) Leave() {
	if s.table != nil && s.table.ComeOut() && s.table.Pass() > 0 {
		bet := s.table.Pass()
		_ = s.table.SetPass(0)
		s.sync()
		s.say(false, "Your %d came back to the bankroll when you left; it goes on the pass line again when you return.", bet)
	}
	s.puz.pause()
}

// ensureTable builds the table from the session's settings unless it was
// built from the same ones. Chips left on an old table come back to the
// bankroll; it returns how many.
func (s *crapsScreen) ensureTable() (refund int) {
	key := s.settingsKey()
	if s.tableFor == key && (s.table != nil || s.genErr != nil) {
		return 0
	}
	if s.table != nil {
		refund = s.table.OnTable()
	}
	s.tableFor = key
	g, err := s.c.Settings.NewGen(s.c.Settings.EffectiveSeed())
	if err != nil {
		s.table, s.genErr = nil, err
		s.c.Refund(round.Craps, refund)
		return refund
	}
	s.genErr = nil
	s.gen, s.open = g, nil // a round cut short by new settings was not settled: its chips came back
	t, err := craps.New(craps.DefaultRules(), s.c.Bank().InHand()+refund, g)
	if err != nil {
		s.table, s.genErr = nil, err
		s.c.Refund(round.Craps, refund)
		return refund
	}
	s.table = t
	s.history, s.decision, s.decGood = nil, "", 0
	s.resetPanel()
	if s.lastBet == 0 || refund > 0 {
		s.lastBet = t.Rules().Min
	}
	s.sync()
	s.note, s.noteBad = "", false
	return refund
}

// resetPanel clears the panel's tallies and sets up empty ones, so that
// the panel shows what it will measure before the first roll: each die's
// faces (first: the smaller tally, shown when the panel is short) and the
// sums of the two dice against their 36ths.
func (s *crapsScreen) resetPanel() {
	s.panel.ClearEvents()
	s.panel.AddFaces(6)
	labels, probs := crapsSumTally()
	s.panel.Observe(crapsSumsTitle, labels, probs, -1)
}

// settleOnQuit plays out a round left with its point on when the casino
// closes: a pass-line bet cannot be taken down once a point is set, so the
// dice roll on with the bets as they stand until the round is decided. It
// says what happened, or "" when no round was in play.
func (s *crapsScreen) SettleOnQuit() string {
	if s.open == nil || s.table == nil {
		return ""
	}
	for s.open != nil {
		s.roll()
	}
	s.sync()
	r := s.c.Book().Rounds
	last := r[len(r)-1]
	return fmt.Sprintf("the craps round in play was played out as you left: %s (%s)", last.Outcome, text.Signed(last.Net))
}

// staked is the chips on the table: the pass line and the odds.
func (s *crapsScreen) staked() int {
	if s.table == nil {
		return 0
	}
	return s.table.OnTable()
}

// sync makes the session's bankroll the chips in hand.
func (s *crapsScreen) sync() {
	if s.table != nil {
		s.c.Sync(round.Craps, s.table.Chips(), s.table.OnTable())
	}
}

func (s *crapsScreen) keyList() []key.Binding {
	if s.puzzle {
		return s.puz.keys(s.keys, s.puzzleAllFit())
	}
	if s.table == nil {
		return common.Enabled(s.keys.Puzzles)
	}
	t := s.table
	raise, big, oddsKey, limit := s.keys.Raise, s.keys.RaiseBig, s.keys.Odds, s.keys.Limit
	if t.ComeOut() {
		raise.SetHelp("+/-", "pass bet ±10")
		big.SetHelp("]/[", "pass bet ±100")
	} else {
		raise.SetHelp("+/-", "odds ±10")
		big.SetHelp("]/[", "odds ±100")
	}
	canOdds := !t.ComeOut() && t.Pass() > 0 && t.MaxOdds() > 0
	raise.SetEnabled(t.ComeOut() || canOdds)
	big.SetEnabled(t.ComeOut() || canOdds)
	oddsKey.SetEnabled(canOdds && (t.Odds() > 0 || t.MaxOddsNow() > 0))
	if t.Odds() >= t.MaxOddsNow() && t.Odds() > 0 {
		oddsKey.SetHelp("o", "odds off")
	}
	limit.SetEnabled(t.ComeOut())
	limit.SetHelp("m", "odds limit "+t.Rules().Odds.String())
	return common.Enabled(s.keys.Roll, raise, big, oddsKey, limit, s.keys.Puzzles)
}

// ShortKeys: roll, the bet, the odds and the puzzles, in few words (the
// root drops the last ones that do not fit the line).
func (s *crapsScreen) ShortHelp() []key.Binding {
	if s.puzzle {
		return s.keyList()
	}
	var out []key.Binding
	for _, b := range s.keyList() {
		switch b.Help().Key {
		case "]/[", "m":
			continue
		case "+/-":
			if s.table.ComeOut() {
				b.SetHelp("+/-", "bet")
			} else {
				b.SetHelp("+/-", "odds")
			}
		}
		out = append(out, b)
	}
	return out
}

func (s *crapsScreen) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case crapsChunkMsg, crapsPaceMsg:
		return s, s.puz.update(msg, s.c.Settings)
	case tea.KeyMsg:
		if s.puzzle {
			return s, s.updatePuzzleKey(msg)
		}
		return s, s.updateKey(msg)
	}
	return s, nil
}

func (s *crapsScreen) updateKey(k tea.KeyMsg) tea.Cmd {
	if key.Matches(k, s.keys.Puzzles) {
		s.puzzle = true
		return s.puz.resume(s.c.Settings)
	}
	if s.table == nil {
		s.ensureTable()
		if s.table == nil {
			s.say(true, "No dice: %v", s.genErr)
			return nil
		}
	}
	switch {
	case key.Matches(k, s.keys.Roll):
		s.roll()
	case key.Matches(k, s.keys.Raise):
		s.adjust(crapsStep)
	case key.Matches(k, s.keys.Lower):
		s.adjust(-crapsStep)
	case key.Matches(k, s.keys.RaiseBig):
		s.adjust(crapsBigStep)
	case key.Matches(k, s.keys.LowerBig):
		s.adjust(-crapsBigStep)
	case key.Matches(k, s.keys.Odds):
		s.maxOdds()
	case key.Matches(k, s.keys.Limit):
		s.cycleLimit()
	}
	s.sync()
	return nil
}

func (s *crapsScreen) updatePuzzleKey(k tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(k, s.keys.Table):
		s.puzzle = false
		s.puz.pause()
	case key.Matches(k, s.keys.Run):
		return s.puz.toggle(s.c.Settings)
	case key.Matches(k, s.keys.Next) && !s.puzzleAllFit():
		s.puz.selected = (s.puz.selected + 1) % len(s.puz.puzzles)
	}
	return nil
}

// say sets the one-line note.
func (s *crapsScreen) say(bad bool, format string, args ...any) {
	s.note, s.noteBad = fmt.Sprintf(format, args...), bad
}

// roll throws the dice, feeds the panel, and says what happened; after a
// decision the same pass-line bet goes back on the line.
func (s *crapsScreen) roll() {
	t := s.table
	if s.open == nil {
		s.open = s.c.BeginRound(round.Craps, s.gen, "", t.SetGenerator)
		s.moves, s.rolls = round.CrapsMoves(t.Rules().Odds), nil
	}
	s.moves = append(s.moves, round.CrapsRoll(t.Pass(), t.Odds()))
	r := t.Roll()
	s.rolls = append(s.rolls, r)
	if r.Event.Decided() {
		s.sync()
		s.c.FinishRound(s.open, s.moves, round.CrapsResult(s.rolls))
		s.open = nil
	}
	sum := r.Roll.Sum()
	s.panel.AddFaces(6, r.Roll.D1, r.Roll.D2)
	labels, probs := crapsSumTally()
	s.panel.Observe(crapsSumsTitle, labels, probs, sum-2)
	s.history = append(s.history, crapsRoll{sum: sum, event: r.Event})
	if len(s.history) > crapsHistoryLen {
		s.history = s.history[len(s.history)-crapsHistoryLen:]
	}
	if !r.Event.Decided() {
		s.say(false, "%s", crapsRollText(r, t.Pass() > 0 && t.MaxOdds() > 0))
		return
	}
	s.decision = crapsDecisionText(r)
	switch {
	case r.Pass == 0:
		s.decGood = 0
	case r.Event.Won():
		s.decGood = 1
	default:
		s.decGood = -1
	}
	s.say(false, "Next: a come-out roll; + puts chips on the pass line.")
	s.rebet()
}

// rebet puts the last pass-line bet back on the line, or as much of it
// as the chips allow, and says so.
func (s *crapsScreen) rebet() {
	t := s.table
	if s.lastBet == 0 || !t.ComeOut() || t.Pass() > 0 {
		return
	}
	bet := min(s.lastBet, t.MaxPass())
	if bet == 0 {
		s.say(true, "You have %d chips, below the table minimum of %d: rolls are for show.", t.Chips(), t.Rules().Min)
		return
	}
	if err := t.SetPass(bet); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if t.Session().Rolls == 0 {
		s.say(false, "%d on the pass line: space rolls the come-out; +/- change the bet.", bet)
		return
	}
	s.say(false, "%d on the pass line again: space rolls the come-out.", bet)
}

// adjust moves the bet the keys act on (the pass line at the come-out,
// the odds on a point) by delta chips, stopping at 0 and at the most
// allowed; a refused bet says why in one line.
func (s *crapsScreen) adjust(delta int) {
	t := s.table
	if t.ComeOut() {
		s.adjustPass(delta)
		return
	}
	s.adjustOdds(delta)
}

func (s *crapsScreen) adjustPass(delta int) {
	t := s.table
	cur, r := t.Pass(), t.Rules()
	target := cur + delta
	switch {
	case target <= 0 || (delta < 0 && target < r.Min):
		target = 0
	case target < r.Min:
		target = r.Min
	}
	limit := t.MaxPass()
	if target > limit {
		why := t.SetPass(target) // refused: says which limit
		if cur >= limit || limit == 0 {
			s.say(true, "No more on the pass line: %v.", why)
			return
		}
		target = limit
		if err := t.SetPass(target); err != nil {
			s.say(true, "%v.", err)
			return
		}
		s.lastBet = target
		s.say(false, "Pass line: %d chips, the most allowed (%v).", target, why)
		return
	}
	if err := t.SetPass(target); err != nil {
		s.say(true, "%v.", err)
		return
	}
	s.lastBet = target
	if target == 0 {
		s.say(false, "Bet taken down: rolls are for show until + puts chips on the pass line.")
		return
	}
	s.say(false, "Pass line: %d chips.", target)
}

func (s *crapsScreen) adjustOdds(delta int) {
	t := s.table
	if t.Pass() == 0 {
		s.say(true, "No odds: %v.", craps.ErrNoPassBet)
		return
	}
	if t.MaxOdds() == 0 {
		s.say(true, "No odds at this table: m changes the odds limit at the come-out.")
		return
	}
	cur := t.Odds()
	target := max(0, cur+delta)
	limit := t.MaxOddsNow()
	if target > limit {
		why := t.SetOdds(target)
		if cur >= limit {
			s.say(true, "No more odds: %v.", why)
			return
		}
		target = limit
		if err := t.SetOdds(target); err != nil {
			s.say(true, "%v.", err)
			return
		}
		s.say(false, "Odds: %d chips, the most allowed (%v); pays %s.", target, why, craps.OddsRatio(t.Point()))
		return
	}
	if err := t.SetOdds(target); err != nil {
		s.say(true, "%v.", err)
		return
	}
	if target == 0 {
		s.say(false, "Odds taken down.")
		return
	}
	s.say(false, "Odds: %d chips, paid %s if the %d comes first.", target, craps.OddsRatio(t.Point()), t.Point())
}

// maxOdds takes the most odds allowed, or takes them down when they are
// already at the most.
func (s *crapsScreen) maxOdds() {
	t := s.table
	switch {
	case t.ComeOut():
		s.say(true, "No odds yet: %v.", craps.ErrNoPoint)
		return
	case t.Pass() == 0:
		s.say(true, "No odds: %v.", craps.ErrNoPassBet)
		return
	}
	limit := t.MaxOddsNow()
	if t.Odds() >= limit {
		if t.Odds() == 0 {
			s.say(true, "No odds: the limit is %s and you have %d chips.", t.Rules().Odds, t.Chips())
			return
		}
		_ = t.SetOdds(0)
		s.say(false, "Odds taken down.")
		return
	}
	if err := t.SetOdds(limit); err != nil {
		s.say(true, "%v.", err)
		return
	}
	full := ""
	if limit < t.MaxOdds() {
		full = fmt.Sprintf(" (all your chips; the limit is %d)", t.MaxOdds())
	}
	s.say(false, "Odds: %d chips%s, paid %s if the %d comes first — no house edge.", limit, full, craps.OddsRatio(t.Point()), t.Point())
}

// cycleLimit moves to the next odds limit the table offers.
func (s *crapsScreen) cycleLimit() {
	t := s.table
	lims := craps.OddsLimits()
	i := 0
	for j, l := range lims {
		if l == t.Rules().Odds {
			i = j + 1
		}
	}
	next := lims[i%len(lims)]
	if err := t.SetOddsLimit(next); err != nil {
		if errors.Is(err, craps.ErrOddsLocked) {
			s.say(true, "The odds limit changes only at the come-out.")
			return
		}
		s.say(true, "%v.", err)
		return
	}
	s.say(false, "Odds limit %s: a pass line always backed by full odds has a house edge of %s.", next, ratPercent(next.HouseEdge(), 3))
}

// crapsSumTally is the panel's tally of two-dice sums: labels "2"…"12"
// and the exact probabilities w(s)/36 from engine/odds.
func crapsSumTally() ([]string, []float64) {
	labels := make([]string, 0, 11)
	probs := make([]float64, 0, 11)
	for s := 2; s <= 12; s++ {
		labels = append(labels, fmt.Sprint(s))
		f, _ := odds.DiceSumProb(s).Float64()
		probs = append(probs, f)
	}
	return labels, probs
}

// crapsRollText says what a roll did, in one sentence; oddsOpen says
// whether odds can now back the pass-line bet.
func crapsRollText(r craps.Result, oddsOpen bool) string {
	s := r.Roll.Sum()
	switch r.Event {
	case craps.PointSet:
		if oddsOpen {
			return fmt.Sprintf("%d: the point is %d. Roll %s again before a 7; o backs the bet with odds.", s, s, article(s))
		}
		return fmt.Sprintf("%d: the point is %d. Roll %s again before a 7.", s, s, article(s))
	case craps.NoDecision:
		return fmt.Sprintf("%d: no decision; still rolling for %s before a 7.", s, article(r.Point))
	}
	return crapsDecisionText(r)
}

// crapsDecisionText says how a decision ended and what it paid.
func crapsDecisionText(r craps.Result) string {
	s := r.Roll.Sum()
	var what string
	switch r.Event {
	case craps.Natural:
		what = fmt.Sprintf("%d, natural", s)
	case craps.Craps:
		what = fmt.Sprintf("%d, craps", s)
	case craps.PointMade:
		what = fmt.Sprintf("%d, point made", s)
	case craps.SevenOut:
		what = fmt.Sprintf("7, seven out on %d", r.Point)
	}
	verb := "you lose"
	if r.Event.Won() {
		verb = "you win"
	}
	switch {
	case r.Pass == 0:
		return what + " (no bet)"
	case r.Odds == 0:
		return fmt.Sprintf("%s: %s %s", what, verb, text.Signed(r.PassNet))
	}
	return fmt.Sprintf("%s: %s %s (pass %s, odds %s)", what, verb, text.Signed(r.Net()), text.Signed(r.PassNet), text.Signed(r.OddsNet))
}

// ratPercent writes r as a percentage with the given decimals.
func ratPercent(r *big.Rat, decimals int) string {
	f, _ := r.Float64()
	return fmt.Sprintf("%.*f%%", decimals, 100*f)
}

// ---- view ----

func (s *crapsScreen) View() string {
	if s.w < 1 || s.h < 1 {
		return ""
	}
	if s.puzzle {
		return s.puzzleView()
	}
	st := s.c.Styles
	if s.table == nil {
		msg := "Craps: the dice are built when the table opens."
		if s.genErr != nil {
			msg = "Craps: no dice: " + s.genErr.Error()
		}
		return common.Truncate(st.Bad.Render(msg), s.w)
	}
	return strings.Join(s.tableLines(), "\n")
}

// tableLines lays the table out in s.w × s.h: the dice beside the puck and
// the bets, then the history, the last roll, the last decision and the
// session; with room, a title, the rules of the phase and the point
// table.
func (s *crapsScreen) tableLines() []string {
	st := s.c.Styles
	w, h := s.w, s.h
	dice := s.diceLines()
	side := s.sideLines()
	diceW := 2*assets.DieFaceWidth + 1
	var top []string
	if w >= diceW+24 {
		for i := range max(len(dice), len(side)) {
			l := strings.Repeat(" ", diceW)
			if i < len(dice) {
				l = dice[i]
			}
			r := ""
			if i < len(side) {
				r = side[i]
			}
			top = append(top, l+"   "+common.Truncate(r, w-diceW-3))
		}
	} else {
		top = append(dice, side...)
	}
	core := []string{s.historyLine(w)}
	core = append(core, s.noteLines(w, 1)...)
	if s.decision != "" {
		core = append(core, s.decisionLine(w))
	}
	core = append(core, s.sessionLine(w))

	// Optional blocks, added while they fit, most useful first.
	title := st.Title.Render("Craps") + st.Subtle.Render(" · the pass line, with free odds")
	if hint := st.Subtle.Render("p puzzles · ? every key"); lipgloss.Width(title)+lipgloss.Width(hint)+2 <= w {
		title += strings.Repeat(" ", w-lipgloss.Width(title)-lipgloss.Width(hint)) + hint
	}
	rules := st.Subtle.Render(s.phaseRules())
	room := h - len(top) - len(core)
	var head, tail []string
	if room >= 1 {
		head = append(head, common.Truncate(title, w))
		room--
	}
	if room >= 1 {
		tail = append(tail, common.Truncate(rules, w))
		room--
	}
	if extra := s.noteLines(w, 2); len(extra) > 1 && room >= 1 {
		core = append(append(core[:1:1], extra...), core[2:]...)
		room--
	}
	if room >= 2 {
		head = append(head, "")
		room--
	}
	if pt := s.pointTableLines(w); room >= len(pt)+1 {
		tail = append(tail, "")
		tail = append(tail, pt...)
		room -= len(pt) + 1
	}
	if room >= 1 {
		core = append([]string{""}, core...)
		room--
	}
	lines := append(append(append(head, top...), core...), tail...)
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		lines[i] = common.Truncate(l, w)
	}
	return lines
}

// diceLines draws the two dice of the last roll (blank before the
// first) and the sum under them.
func (s *crapsScreen) diceLines() []string {
	st := s.c.Styles
	r, ok := s.table.Last()
	var a, b []string
	if ok {
		a, b = assets.DieFace(r.Roll.D1), assets.DieFace(r.Roll.D2)
	} else {
		a, b = blankDie(), blankDie()
	}
	lines := make([]string, 0, len(a)+1)
	for i := range a {
		lines = append(lines, st.Text.Render(a[i]+" "+b[i]))
	}
	sum := "  no roll yet"
	style := st.Subtle
	if ok {
		sum = fmt.Sprintf("  %d + %d = %d", r.Roll.D1, r.Roll.D2, r.Roll.Sum())
		style = st.Em
		switch {
		case r.Event.Won():
			sum += " ✓"
			style = st.Good
		case r.Event.Decided():
			sum += " ✗"
			style = st.Bad
		}
	}
	return append(lines, common.FitLine(style.Render(sum), 2*assets.DieFaceWidth+1))
}

// blankDie is a die face with a ? for its pips: before the first roll.
func blankDie() []string {
	f := assets.DieFace(1)
	for i, l := range f {
		f[i] = strings.ReplaceAll(l, "●", "?")
	}
	return f
}

// sideLines: the puck on the point numbers, the bets and the chips.
func (s *crapsScreen) sideLines() []string {
	st := s.c.Styles
	t := s.table
	var puck strings.Builder
	puck.WriteString(st.Subtle.Render("Point "))
	for _, p := range odds.CrapsPoints {
		if p == t.Point() {
			puck.WriteString(st.Selected.Render(fmt.Sprintf("[%d]", p)))
		} else {
			puck.WriteString(st.Text.Render(fmt.Sprintf(" %d ", p)))
		}
	}
	if t.ComeOut() {
		puck.WriteString("  " + st.Subtle.Render("○ OFF"))
	} else {
		puck.WriteString("  " + st.Good.Render("● ON"))
	}
	r := t.Rules()
	lines := []string{puck.String(), st.Subtle.Render(fmt.Sprintf("Table %d–%d · odds %s", r.Min, r.Max, r.Odds))}
	label := func(l string) string { return st.Subtle.Render(fmt.Sprintf("%-10s", l)) }
	amount := func(n int) string {
		if n == 0 {
			return st.Subtle.Render(fmt.Sprintf("%5s", "—"))
		}
		return st.Em.Render(fmt.Sprintf("%5s", text.Int(int64(n))))
	}
	var passNote string
	switch {
	case t.Pass() == 0 && t.ComeOut():
		passNote = "+ puts chips on it"
	case t.Pass() == 0:
		passNote = "no bet on this point"
	case t.ComeOut():
		passNote = "pays even money"
	default:
		passNote = "stays until decided"
	}
	lines = append(lines, label("Pass line")+amount(t.Pass())+"  "+st.Subtle.Render(passNote))
	var oddsNote string
	switch {
	case t.ComeOut():
		oddsNote = "once a point is set"
	case t.Pass() == 0:
		oddsNote = "need a pass-line bet"
	case t.MaxOdds() == 0:
		oddsNote = "none at this table (m)"
	default:
		oddsNote = fmt.Sprintf("pays %s · up to %s", craps.OddsRatio(t.Point()), text.Int(int64(t.MaxOdds())))
	}
	lines = append(lines, label("Odds")+amount(t.Odds())+"  "+st.Subtle.Render(oddsNote))
	lines = append(lines, label("In hand")+st.Text.Render(fmt.Sprintf("%5s", text.Int(int64(t.Chips())))))
	return lines
}

// historyLine: the last rolls, newest last, a │ after each decision and
// ✓/✗ on the rolls that decided — as many as fit in w.
func (s *crapsScreen) historyLine(w int) string {
	st := s.c.Styles
	prefix := st.Subtle.Render("Rolls ")
	if len(s.history) == 0 {
		return prefix + st.Subtle.Render("none yet")
	}
	avail := w - 6
	var tokens []string
	used := 0
	for i := len(s.history) - 1; i >= 0; i-- {
		r := s.history[i]
		tok := fmt.Sprint(r.sum)
		style := st.Text
		switch {
		case r.event.Won():
			tok += "✓"
			style = st.Good
		case r.event.Decided():
			tok += "✗"
			style = st.Bad
		}
		plainTok := tok
		if r.event.Decided() && i < len(s.history)-1 {
			plainTok += " │"
			tok = style.Render(tok) + st.Subtle.Render(" │")
		} else {
			tok = style.Render(tok)
		}
		if used+len([]rune(plainTok))+1 > avail-2 {
			tokens = append(tokens, st.Subtle.Render("…"))
			break
		}
		used += len([]rune(plainTok)) + 1
		tokens = append(tokens, tok)
	}
	for i, j := 0, len(tokens)-1; i < j; i, j = i+1, j-1 {
		tokens[i], tokens[j] = tokens[j], tokens[i]
	}
	return prefix + strings.Join(tokens, " ")
}

// noteLines: what the last key did, in at most n lines.
func (s *crapsScreen) noteLines(w, n int) []string {
	st := s.c.Styles
	note := s.note
	if note == "" {
		note = "space rolls the dice."
	}
	style := st.Text
	if s.noteBad {
		style = st.Warn
	}
	lines := text.SplitLines(common.WrapText(note, w))
	if len(lines) > n {
		lines = lines[:n]
		lines[n-1] = common.Truncate(lines[n-1]+" …", w)
		if n == 1 {
			lines[0] = common.Truncate(note, w)
		}
	}
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// decisionLine: the last decision and its number.
func (s *crapsScreen) decisionLine(w int) string {
	st := s.c.Styles
	style := st.Text
	switch s.decGood {
	case 1:
		style = st.Good
	case -1:
		style = st.Bad
	}
	return common.Truncate(st.Subtle.Render(fmt.Sprintf("Decision %d: ", s.table.Session().Decisions))+style.Render(s.decision), w)
}

// sessionLine: the net result against what the house edge makes
// expected on the action so far, −(7/495) × pass-line chips (the odds
// have no edge).
func (s *crapsScreen) sessionLine(w int) string {
	st := s.c.Styles
	ss := s.table.Session()
	exp, _ := ss.Expected().Float64()
	net := st.Em.Render(text.Signed(ss.Net))
	long := fmt.Sprintf("Session %s, %d of %d bets won · net %s vs expected %s = −%s × %s pass-line chips (odds: no edge)",
		text.Plural(ss.Decisions, "decision"), ss.Wins, ss.Bets, net, signedFloat(exp), odds.PassLineHouseEdge().RatString(), text.Int(int64(ss.PassAction)))
	if lipgloss.Width(long) <= w {
		return long
	}
	mid := fmt.Sprintf("Session %s · net %s vs expected %s (−%s × %s on the pass line)",
		text.Plural(ss.Decisions, "decision"), net, signedFloat(exp), ratPercent(odds.PassLineHouseEdge(), 2), text.Int(int64(ss.PassAction)))
	if lipgloss.Width(mid) <= w {
		return mid
	}
	return common.Truncate(fmt.Sprintf("Net %s vs expected %s (%s edge × %s)", net, signedFloat(exp),
		ratPercent(odds.PassLineHouseEdge(), 2), text.Int(int64(ss.PassAction))), w)
}

// signedFloat writes x with two decimals and its sign.
func signedFloat(x float64) string {
	switch {
	case x > 0.005:
		return fmt.Sprintf("+%.2f", x)
	case x < -0.005:
		return fmt.Sprintf("−%.2f", -x)
	}
	return "0.00"
}

// phaseRules states the rules of the roll to come.
func (s *crapsScreen) phaseRules() string {
	t := s.table
	if t.ComeOut() {
		return "Come-out: 7 or 11 wins, 2, 3 or 12 loses, any other number is the point."
	}
	p := t.Point()
	return fmt.Sprintf("Point %d: %s before a 7 wins (%s). Odds pay %s, no house edge.",
		p, article(p), crapsMakeText(p), craps.OddsRatio(p))
}

// crapsMakeText is the chance of making point p, exact, from engine/odds.
func crapsMakeText(p int) string {
	for _, pt := range odds.PassLinePoints() {
		if pt.Point == p {
			return fmt.Sprintf("chance %s", pt.Make.RatString())
		}
	}
	return ""
}

// pointTableLines: the exact point table and the edges, from
// engine/odds.
func (s *crapsScreen) pointTableLines(w int) []string {
	st := s.c.Styles
	pts := odds.PassLinePoints()
	row := func(label string, cell func(odds.CrapsPoint) string) string {
		var b strings.Builder
		b.WriteString(st.Subtle.Render(fmt.Sprintf("%-10s", label)))
		for _, p := range pts {
			b.WriteString(fmt.Sprintf("%6s", cell(p)))
		}
		return b.String()
	}
	lines := []string{
		row("point", func(p odds.CrapsPoint) string { return fmt.Sprint(p.Point) }),
		row("set by", func(p odds.CrapsPoint) string { return p.Set.RatString() }),
		row("made", func(p odds.CrapsPoint) string { return p.Make.RatString() }),
		row("odds pay", func(p odds.CrapsPoint) string { return craps.OddsRatio(p.Point) }),
	}
	win, edge := odds.PassLineWin(), odds.PassLineHouseEdge()
	lim := s.table.Rules().Odds
	lines = append(lines, st.Subtle.Render(fmt.Sprintf("Pass line wins %s = %s; house edge %s = %s, or %s of all chips bet with full %s odds.",
		win.RatString(), ratPercent(win, 2), edge.RatString(), ratPercent(edge, 3), ratPercent(lim.HouseEdge(), 3), lim)))
	var out []string
	for _, l := range lines {
		for _, wl := range text.SplitLines(common.WrapText(l, w)) {
			out = append(out, wl)
		}
	}
	return out
}

// article writes a dice total with its article: "a 6", "an 8", "an 11".
func article(n int) string {
	if n == 8 || n == 11 || n == 18 {
		return fmt.Sprintf("an %d", n)
	}
	return fmt.Sprintf("a %d", n)
}

// FullHelp is every key that works now, for the full help.
func (s *crapsScreen) FullHelp() [][]key.Binding { return [][]key.Binding{s.keyList()} }
