package tui

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/assets"
	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/round"
	"riffle/games/yahtzee"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
)

// The Yahtzee re-rolls table: roll n dice of d sides, keep any, re-roll the
// rest until all match (games/yahtzee holds the rules). Beside the dice it
// shows what engine/odds says: the expected rolls left under the best play
// from here, and under the keep the player actually made, so that a poor
// keep shows before the roll.

// yzConfig is a table: n dice of d sides.
type yzConfig struct{ n, d int }

func (c yzConfig) game() odds.Yahtzee { return odds.Yahtzee{Dice: c.n, Sides: c.d} }

// yzSyncMax is the most dice whose chain is solved, and whose keeps are
// valued, inside Update: 12 dice of 20 sides take 0.3 ms to solve and
// 16 µs to value a keep (BenchmarkYahtzee, beside a frame's 0.3 ms);
// larger tables go to a Cmd (100 dice of 20 sides: 24 ms and 1.4 ms).
const yzSyncMax = 12

// yzSolutionCache is how many solved tables the screen keeps; the expected
// rolls of every table played stay known regardless (yahtzeeScreen.left).
const yzSolutionCache = 8

// yzPresets are the dice counts < and > jump between.
func yzPresets() []int { return []int{5, 10, 20, 50, 100} }

// yahtzeeSolvedMsg carries a table's solved chain, computed in a Cmd.
type yahtzeeSolvedMsg struct {
	cfg yzConfig
	sol *odds.YahtzeeSolution
}

// yahtzeeKeepMsg carries the value of a keep, computed in a Cmd.
type yahtzeeKeepMsg struct {
	key   string
	value float64
}

// yzDecision is one re-roll: the keep made from a roll whose largest group
// had s dice. Its cost is the keep's expected rolls left minus E_s.
type yzDecision struct {
	cfg  yzConfig
	s    int
	kept []int
	game int // the game it belongs to (yahtzeeScreen.gameNo)
}

type yahtzeeKeys struct {
	Roll, Largest, Toggle, Release   key.Binding
	Up, Down, Pick                   key.Binding
	New, More, Fewer, Jump, JumpBack key.Binding
	Sides, SidesBack                 key.Binding
}

func defaultYahtzeeKeys() yahtzeeKeys {
	return yahtzeeKeys{
		Roll:      key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "roll")),
		Largest:   key.NewBinding(key.WithKeys("k"), key.WithHelp("k", "keep largest")),
		Toggle:    key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9", "0"), key.WithHelp("1-5", "keep/release")),
		Release:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "release all")),
		Up:        key.NewBinding(key.WithKeys("up", "left"), key.WithHelp("↑/↓", "face")),
		Down:      key.NewBinding(key.WithKeys("down", "right")),
		Pick:      key.NewBinding(key.WithKeys("enter", "x"), key.WithHelp("enter", "keep/release face")),
		New:       key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new game")),
		More:      key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+/-", "dice")),
		Fewer:     key.NewBinding(key.WithKeys("-", "_")),
		Jump:      key.NewBinding(key.WithKeys(">", "."), key.WithHelp("</>", "5…100 dice")),
		JumpBack:  key.NewBinding(key.WithKeys("<", ",")),
		Sides:     key.NewBinding(key.WithKeys("]"), key.WithHelp("[/]", "sides")),
		SidesBack: key.NewBinding(key.WithKeys("[")),
	}
}

// yahtzeeScreen is the table. It owns its fairness panel, fed with every
// die rolled.
type yahtzeeScreen struct {
	c     *common.Common
	keys  yahtzeeKeys
	panel panel.Model

	cfg     yzConfig
	game    *yahtzee.Game
	gameNo  int
	session yahtzee.Session

	gen    rng.Generator
	genFor string
	genErr error
	// The game in play as a round: its record so far, its moves and the
	// faces after each throw, and the dice it rolls with (gen, or a
	// provably fair round's own stream).
	open   *common.OpenRound
	moves  []string
	thrown []string
	dice   rng.Generator

	sols    map[yzConfig]*odds.YahtzeeSolution
	left    map[yzConfig][]float64 // E_s of every table solved
	frac    map[yzConfig]string    // E_0 as a fraction, when short
	solving map[yzConfig]bool
	values  map[string]float64 // keep values by yzKeepKey
	valuing map[string]bool

	owed      []yzConfig   // finished games whose optimum awaits a solution
	decisions []yzDecision // re-rolls whose cost awaits a value
	cost      float64      // Σ settled costs of the session's keeps
	gameCost  float64      // the same for the current game
	costDone  bool         // the current game has ended with every cost settled

	faces map[int][]int64 // every die rolled, by sides: the panel's tally of the current die

	cursor int // the face under the cursor in the grouped view, 0-based
	note   string
	bad    bool
	w, h   int
}

// newYahtzeeScreen builds the table with c.settings.Dice dice (5 when 0) of
// six sides. The chain of odds is solved on Enter.
func newYahtzeeScreen(c *common.Common) *yahtzeeScreen {
	n := c.Settings.Dice
	if n == 0 {
		n = yahtzee.DefaultDice
	}
	n = min(max(n, yahtzee.MinDice), yahtzee.MaxDice)
	m := &yahtzeeScreen{
		c: c, keys: defaultYahtzeeKeys(), panel: panel.New(c),
		sols: map[yzConfig]*odds.YahtzeeSolution{}, left: map[yzConfig][]float64{},
		solving: map[yzConfig]bool{}, values: map[string]float64{}, valuing: map[string]bool{},
		faces: map[int][]int64{}, frac: map[yzConfig]string{},
	}
	m.start(yzConfig{n, yahtzee.DefaultSides})
	return m
}

// start begins a new game on cfg (within the table's limits).
func (m *yahtzeeScreen) start(cfg yzConfig) {
	g, err := yahtzee.New(cfg.n, cfg.d)
	if err != nil {
		panic(err) // callers keep cfg within the limits
	}
	if cfg.d != m.cfg.d {
		m.showFaces(cfg.d)
	}
	m.cfg, m.game = cfg, g
	m.gameNo++
	m.gameCost, m.costDone = 0, false
	m.cursor = min(m.cursor, cfg.d-1)
}

func (m *yahtzeeScreen) Title() string            { return "Yahtzee re-rolls" }
func (m *yahtzeeScreen) SetSize(w, h int)         { m.w, m.h = w, h }
func (m *yahtzeeScreen) UsesPanel() bool          { return true }
func (m *yahtzeeScreen) Capturing() bool          { return false }
func (m *yahtzeeScreen) Panel() *panel.Model      { return &m.panel }
func (m *yahtzeeScreen) Leave()                   {}
func (m *yahtzeeScreen) grouped() bool            { return m.cfg.n > 10 }
func (m *yahtzeeScreen) playing() bool            { return m.game.Rolled() && !m.game.Done() }
func (m *yahtzeeScreen) Enter() tea.Cmd           { m.ensureGen(); return m.need() }
func (m *yahtzeeScreen) ShortHelp() []key.Binding { return m.keyList() }

// Keys are the bindings that work now.
func (m *yahtzeeScreen) keyList() []key.Binding {
	k := m.keys
	play := m.playing()
	roll := k.Roll
	// Over, space starts the next game too, but n says so in the help.
	roll.SetEnabled(!m.game.Done() && m.genErr == nil && !(play && m.game.KeptDice() == m.cfg.n))
	largest, release, toggle := k.Largest, k.Release, k.Toggle
	largest.SetEnabled(play && !m.keepsAdvice())
	release.SetEnabled(play && m.game.KeptDice() > 0)
	toggle.SetEnabled(play)
	if m.grouped() {
		toggle.SetKeys(yzDigitKeys(m.cfg.d)...)
		toggle.SetHelp(yzDigits(min(m.cfg.d, 10)), "keep/release a face")
	} else {
		toggle.SetKeys(yzDigitKeys(m.cfg.n)...)
		toggle.SetHelp(yzDigits(m.cfg.n), "keep/release a die")
	}
	up, pick := k.Up, k.Pick
	up.SetEnabled(play && m.grouped())
	pick.SetEnabled(play && m.grouped())
	nw := k.New
	nw.SetEnabled(m.game.Rolled())
	return common.Enabled(roll, largest, toggle, release, up, pick, nw, k.Jump, k.More, k.Sides)
}

// keepsAdvice reports whether exactly the largest group is kept.
func (m *yahtzeeScreen) keepsAdvice() bool {
	face, count := m.game.Largest()
	return face > 0 && m.game.KeptCounts()[face-1] == count && m.game.KeptDice() == count
}

// yzDigitKeys are the digit keys of 1…min(n, 10), 0 the tenth.
func yzDigitKeys(n int) []string {
	var ks []string
	for i := 1; i <= min(n, 10); i++ {
		ks = append(ks, strconv.Itoa(i%10))
	}
	return ks
}

// yzDigits writes the digit keys for 1…n (n ≤ 10; 0 is the tenth).
func yzDigits(n int) string {
	switch {
	case n >= 10:
		return "1-9,0"
	case n <= 1:
		return "1"
	}
	return fmt.Sprintf("1-%d", n)
}

// ensureGen builds the dice's generator from the session's generator and
// seed, anew if they changed since (so the header's seed replays the
// table from the first roll after the change).
func (m *yahtzeeScreen) ensureGen() {
	s := m.c.Settings
	key := fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed())
	if m.gen != nil && m.genFor == key {
		return
	}
	m.genFor = key
	m.endRound() // the game goes on with new dice, which its record could not replay
	m.gen, m.genErr = s.NewGen(s.EffectiveSeed())
}

// endRound settles the game in play as a round, finished or not.
func (m *yahtzeeScreen) endRound() {
	if m.open == nil {
		return
	}
	m.c.FinishRound(m.open, m.moves, round.YahtzeeResult(m.game, m.thrown))
	m.open, m.dice = nil, nil
}

func (m *yahtzeeScreen) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case yahtzeeSolvedMsg:
		m.solved(msg.cfg, msg.sol)
		return m, m.need()
	case yahtzeeKeepMsg:
		delete(m.valuing, msg.key)
		m.values[msg.key] = msg.value
		m.settle()
		return m, m.need()
	case tea.KeyMsg:
		m.updateKey(msg)
		return m, m.need()
	}
	return m, nil
}

// updateKey does what the key asks, saying so in the note.
func (m *yahtzeeScreen) updateKey(k tea.KeyMsg) {
	m.note, m.bad = "", false
	g, k2 := m.game, m.keys
	switch {
	case key.Matches(k, k2.Roll):
		m.roll()
	case key.Matches(k, k2.Largest):
		face, count, err := g.KeepLargest()
		if m.fail(err) {
			return
		}
		m.cursor = face - 1
		m.note = "Kept " + yzGroupName(count, face, m.grouped()) + "."
	case key.Matches(k, k2.Toggle):
		i := int(k.Runes[0] - '1')
		if k.Runes[0] == '0' {
			i = 9
		}
		if m.grouped() {
			m.toggleFace(i + 1)
			return
		}
		if m.fail(g.Toggle(i)) {
			return
		}
		if g.Kept(i) {
			m.note = fmt.Sprintf("Kept die %d (a %d).", i+1, g.Face(i))
		} else {
			m.note = fmt.Sprintf("Released die %d (a %d).", i+1, g.Face(i))
		}
	case key.Matches(k, k2.Release):
		if m.fail(g.ReleaseAll()) {
			return
		}
		m.note = "Released every die."
	case key.Matches(k, k2.Up) && m.grouped():
		m.cursor = common.Mod(m.cursor-1, m.cfg.d)
	case key.Matches(k, k2.Down) && m.grouped():
		m.cursor = common.Mod(m.cursor+1, m.cfg.d)
	case key.Matches(k, k2.Pick) && m.grouped():
		m.toggleFace(m.cursor + 1)
	case key.Matches(k, k2.New):
		if !g.Rolled() {
			m.note = fmt.Sprintf("This game has not started: space rolls all %d dice.", m.cfg.n)
			return
		}
		m.newGame(m.cfg)
	case key.Matches(k, k2.More):
		m.setDice(min(m.cfg.n+1, yahtzee.MaxDice))
	case key.Matches(k, k2.Fewer):
		m.setDice(max(m.cfg.n-1, yahtzee.MinDice))
	case key.Matches(k, k2.Jump):
		n := yahtzee.MaxDice
		for _, p := range yzPresets() {
			if p > m.cfg.n {
				n = p
				break
			}
		}
		m.setDice(n)
	case key.Matches(k, k2.JumpBack):
		n := yahtzee.MinDice
		for _, p := range yzPresets() {
			if p < m.cfg.n {
				n = p
			}
		}
		m.setDice(n)
	case key.Matches(k, k2.Sides):
		m.setSides(min(m.cfg.d+1, yahtzee.MaxSides))
	case key.Matches(k, k2.SidesBack):
		m.setSides(max(m.cfg.d-1, yahtzee.MinSides))
	}
}

// fail shows err as the note and reports whether there was one.
func (m *yahtzeeScreen) fail(err error) bool {
	if err == nil {
		return false
	}
	m.note, m.bad = yzSentence(err.Error()), true
	return true
}

// yzSentence capitalises s and ends it with a full stop.
func yzSentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

func (m *yahtzeeScreen) toggleFace(face int) {
	kept, err := m.game.ToggleFace(face)
	if m.fail(err) {
		return
	}
	m.cursor = face - 1
	count := m.game.Counts()[face-1]
	if kept {
		m.note = "Kept " + yzGroupName(count, face, true) + "."
	} else {
		m.note = "Released " + yzGroupName(count, face, true) + "."
	}
}

// showFaces points the panel at the faces of d-sided dice rolled so far
// (an empty tally before the first).
func (m *yahtzeeScreen) showFaces(d int) {
	m.panel.ClearEvents()
	var all []int
	for f, c := range m.faces[d] {
		for range c {
			all = append(all, f+1)
		}
	}
	m.panel.AddFaces(d, all...)
}

// addFaces tallies dice rolled, here and in the panel.
func (m *yahtzeeScreen) addFaces(faces []int) {
	d := m.cfg.d
	if m.faces[d] == nil {
		m.faces[d] = make([]int64, d)
	}
	for _, f := range faces {
		m.faces[d][f-1]++
	}
	m.panel.AddFaces(d, faces...)
}

// setDice starts a game with n dice, or says which limit n is when the
// table has n dice already.
func (m *yahtzeeScreen) setDice(n int) {
	if n == m.cfg.n {
		which := "fewest"
		if n == yahtzee.MaxDice {
			which = "most"
		}
		m.note = fmt.Sprintf("%d dice is the %s: allowed %d…%d.", n, which, yahtzee.MinDice, yahtzee.MaxDice)
		m.bad = true
		return
	}
	m.newGame(yzConfig{n, m.cfg.d})
}

// setSides is setDice for the sides.
func (m *yahtzeeScreen) setSides(d int) {
	if d == m.cfg.d {
		which := "fewest"
		if d == yahtzee.MaxSides {
			which = "most"
		}
		m.note = fmt.Sprintf("%d sides is the %s: allowed %d…%d.", d, which, yahtzee.MinSides, yahtzee.MaxSides)
		m.bad = true
		return
	}
	m.newGame(yzConfig{m.cfg.n, d})
}

// newGame starts a game on cfg, leaving the current one unscored if it was
// under way.
func (m *yahtzeeScreen) newGame(cfg yzConfig) {
	was := m.game
	m.endRound()
	m.session.Abandon(was)
	m.start(cfg)
	m.note = fmt.Sprintf("New game: %d dice of %d sides.", cfg.n, cfg.d)
	if was.Rolled() && !was.Done() {
		m.note = fmt.Sprintf("Left the last game after %d rolls, unscored. ", was.Rolls()) + m.note
	}
}

// roll rolls (a new game first when the last is over), feeds the panel,
// records the keep's cost and the finished game.
func (m *yahtzeeScreen) roll() {
	if m.game.Done() {
		m.start(m.cfg)
	}
	m.ensureGen()
	if m.genErr != nil {
		m.note, m.bad = "Cannot build the dice's generator: "+m.genErr.Error(), true
		return
	}
	g := m.game
	first := !g.Rolled()
	_, s := g.Largest()
	kept := g.KeptCounts()
	if first {
		m.endRound()
		m.open = m.c.BeginRound(round.Yahtzee, m.gen, "", func(d rng.Generator) error { m.dice = d; return nil })
		m.moves, m.thrown = round.YahtzeeMoves(g.Dice(), g.Sides()), nil
	}
	move := round.YahtzeeRoll(g)
	dice := m.gen
	if m.dice != nil {
		dice = m.dice
	}
	drawn, err := g.Roll(dice)
	if m.fail(err) {
		return
	}
	if m.open != nil {
		m.moves, m.thrown = append(m.moves, move), append(m.thrown, round.YahtzeeFaces(g))
		if g.Done() {
			m.endRound()
		}
	}
	m.addFaces(drawn)
	if !first {
		m.decisions = append(m.decisions, yzDecision{cfg: m.cfg, s: s, kept: kept, game: m.gameNo})
	}
	face, count := g.Largest()
	switch {
	case g.Done():
		if err := m.session.Finish(g); err != nil {
			panic(err) // g is done
		}
		m.owed = append(m.owed, m.cfg)
		m.note = fmt.Sprintf("All %d dice show %d in %d %s", m.cfg.n, face, g.Rolls(), text.OneMany(g.Rolls(), "roll", "rolls"))
		if left := m.left[m.cfg]; left != nil {
			m.note += fmt.Sprintf(" (optimum from the start: %s)", yzRolls(left[0]))
		}
		m.note += "."
	case first:
		m.note = fmt.Sprintf("Rolled all %d dice: the largest group is %s.", m.cfg.n, yzGroupName(count, face, m.grouped()))
	case m.grouped():
		m.note = fmt.Sprintf("Rolled %d dice: the largest group is %s.", len(drawn), yzGroupName(count, face, true))
	default:
		m.note = fmt.Sprintf("Rolled %d %s: %s.", len(drawn), text.OneMany(len(drawn), "die", "dice"), yzJoin(drawn))
	}
	m.settle()
}

// ---- odds: solving, valuing keeps, settling the session ----

// need returns the Cmds that compute what the screen lacks: the current
// table's chain, the value of the current keep and of past keeps not yet
// valued. Small ones are computed at once.
func (m *yahtzeeScreen) need() tea.Cmd {
	var cmds []tea.Cmd
	cmds = append(cmds, m.wantSolution(m.cfg))
	if m.playing() {
		_, _, cmd := m.keepValue(m.cfg, m.game.KeptCounts())
		cmds = append(cmds, cmd)
	}
	for _, o := range m.owed {
		cmds = append(cmds, m.wantSolution(o))
	}
	for _, d := range m.decisions {
		_, _, cmd := m.keepValue(d.cfg, d.kept)
		cmds = append(cmds, cmd)
	}
	m.settle()
	return tea.Batch(cmds...)
}

// wantSolution returns the Cmd that solves cfg's chain, or solves it at
// once when it is small; nil when it is known or on its way.
func (m *yahtzeeScreen) wantSolution(cfg yzConfig) tea.Cmd {
	if m.sols[cfg] != nil || m.solving[cfg] {
		return nil
	}
	if cfg.n <= yzSyncMax {
		m.solved(cfg, cfg.game().Solve())
		return nil
	}
	m.solving[cfg] = true
	return func() tea.Msg { return yahtzeeSolvedMsg{cfg: cfg, sol: cfg.game().Solve()} }
}

// solved stores a solution, keeping at most yzSolutionCache of them (the
// current table's always).
func (m *yahtzeeScreen) solved(cfg yzConfig, sol *odds.YahtzeeSolution) {
	delete(m.solving, cfg)
	if len(m.sols) >= yzSolutionCache {
		for c := range m.sols {
			if c != m.cfg {
				delete(m.sols, c)
			}
		}
	}
	m.sols[cfg] = sol
	if m.left[cfg] == nil {
		left := make([]float64, cfg.n+1)
		for s := range left {
			left[s] = sol.RollsLeft(s)
		}
		m.left[cfg] = left
		if r := sol.ExpectedRollsRat(); r != nil && !r.IsInt() && len(r.RatString()) <= 24 {
			m.frac[cfg] = r.RatString()
		}
	}
	m.settle()
}

// yzKeepKey names a keep of a table.
func yzKeepKey(cfg yzConfig, kept []int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d/%d", cfg.n, cfg.d)
	for _, k := range kept {
		b.WriteString("/" + strconv.Itoa(k))
	}
	return b.String()
}

// keepValue is the expected rolls left after keeping kept (counts per face)
// and re-rolling the rest, engine/odds' RollsLeftAfterKeep. A keep of one
// face only (or none) is E_s of its size, known as soon as the chain is;
// others are valued at once for small tables, in the returned Cmd for
// large ones.
func (m *yahtzeeScreen) keepValue(cfg yzConfig, kept []int) (v float64, ok bool, cmd tea.Cmd) {
	groups, top := 0, 0
	for _, k := range kept {
		if k > 0 {
			groups++
			top = max(top, k)
		}
	}
	if groups <= 1 {
		if left := m.left[cfg]; left != nil {
			return left[top], true, nil
		}
		return 0, false, nil
	}
	key := yzKeepKey(cfg, kept)
	if v, ok := m.values[key]; ok {
		return v, true, nil
	}
	sol := m.sols[cfg]
	if sol == nil {
		return 0, false, m.wantSolution(cfg)
	}
	if cfg.n <= yzSyncMax {
		v := sol.RollsLeftAfterKeep(kept)
		m.values[key] = v
		return v, true, nil
	}
	if m.valuing[key] {
		return 0, false, nil
	}
	m.valuing[key] = true
	kept = slices.Clone(kept)
	return 0, false, func() tea.Msg { return yahtzeeKeepMsg{key: key, value: sol.RollsLeftAfterKeep(kept)} }
}

// settle adds to the session what has become known: the optimum of
// finished games, the cost of past keeps.
func (m *yahtzeeScreen) settle() {
	owed := m.owed[:0]
	for _, o := range m.owed {
		if left := m.left[o]; left != nil {
			m.session.AddOptimum(left[0])
		} else {
			owed = append(owed, o)
		}
	}
	m.owed = owed
	open := m.decisions[:0]
	for _, d := range m.decisions {
		v, ok := m.knownValue(d.cfg, d.kept)
		left := m.left[d.cfg]
		if !ok || left == nil {
			open = append(open, d)
			continue
		}
		c := v - left[d.s]
		m.cost += c
		if d.game == m.gameNo {
			m.gameCost += c
		}
	}
	m.decisions = open
	m.costDone = m.game.Done() && !slices.ContainsFunc(m.decisions, func(d yzDecision) bool { return d.game == m.gameNo })
}

// knownValue is keepValue without computing anything.
func (m *yahtzeeScreen) knownValue(cfg yzConfig, kept []int) (float64, bool) {
	groups, top := 0, 0
	for _, k := range kept {
		if k > 0 {
			groups++
			top = max(top, k)
		}
	}
	if groups <= 1 {
		if left := m.left[cfg]; left != nil {
			return left[top], true
		}
		return 0, false
	}
	v, ok := m.values[yzKeepKey(cfg, kept)]
	return v, ok
}

// ---- words ----

var yzNumberWords = []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// yzGroupName names count dice showing face: "the three 5s" for a few,
// "the 23 dice showing 5" for many.
func yzGroupName(count, face int, many bool) string {
	switch {
	case count == 1:
		return fmt.Sprintf("a single %d", face)
	case !many && count < len(yzNumberWords):
		return fmt.Sprintf("the %s %ds", yzNumberWords[count], face)
	}
	return fmt.Sprintf("the %d dice showing %d", count, face)
}

func yzJoin(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, " ")
}

// yzRolls writes an expected number of rolls.
func yzRolls(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

// yzDelta writes a difference of expected rolls with its sign; within
// rounding of zero it is "±0.00".
func yzDelta(x float64) string {
	if math.Abs(x) < 0.005 {
		return "±0.00"
	}
	return fmt.Sprintf("%+.2f", x)
}

// ---- view ----

func (m *yahtzeeScreen) View() string {
	if m.w < 1 || m.h < 1 {
		return ""
	}
	st := m.c.Styles
	w, h := m.w, m.h
	title := []string{m.titleLine()}
	body := []string{m.countLine(), m.expectLine(), m.adviceLine(), m.noteLine(), m.sessionLine()}
	// Long lines wrap when there is room for it; otherwise they are cut.
	minDice := 2 // the dice on one line, under their keys
	if m.grouped() {
		minDice = 4 // a column per face: one line of bars, three of labels
	}
	if tw, bw := yzWrap(title, w), yzWrap(body, w); len(tw)+len(bw)+minDice <= h {
		title, body = tw, bw
	}
	extra := h - len(title) - len(body)
	var dice []string
	if m.grouped() {
		dice = m.groupLines(extra)
	} else {
		dice = m.diceLines(extra)
	}
	// Spare lines go, in order, to a gap under the dice, one under the
	// title, and the note on how far "best" is proved optimal.
	room := extra - len(dice)
	lines := title
	gapBelow := room >= 1
	if gapBelow {
		room--
	}
	if room >= 1 {
		lines = append(lines, "")
		room--
	}
	if q := yzWrap([]string{st.Subtle.Render(m.qualifier())}, w); room >= len(q)+1 {
		lines = append(lines, q...)
		lines = append(lines, "")
	}
	lines = append(lines, dice...)
	if gapBelow {
		lines = append(lines, "")
	}
	lines = append(lines, body...)
	for i, l := range lines {
		lines[i] = common.Truncate(l, w)
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return strings.Join(lines, "\n")
}

// yzWrap word-wraps every line to w cells.
func yzWrap(lines []string, w int) []string {
	var out []string
	for _, l := range lines {
		if l == "" {
			out = append(out, l)
			continue
		}
		out = append(out, strings.Split(common.WrapText(l, w), "\n")...)
	}
	return out
}

func (m *yahtzeeScreen) titleLine() string {
	st := m.c.Styles
	no := m.session.Games + m.session.Abandoned
	if !m.game.Done() {
		no++
	}
	return st.Title.Render(fmt.Sprintf("Game %d · %d dice of %d sides", no, m.cfg.n, m.cfg.d)) +
		st.Subtle.Render(" · keep any, re-roll the rest, until all match")
}

// qualifier says how far "best" is known to be optimal for this table.
func (m *yahtzeeScreen) qualifier() string {
	switch m.cfg.game().KeepLargest() {
	case odds.KeepLargestProved:
		return "Best play keeps the largest group: optimal here, proved by exact search."
	case odds.KeepLargestChecked:
		return "Best play keeps the largest group: optimal here, checked by search."
	case odds.KeepLargestNotOptimal:
		return "\"Best\" keeps the largest group; with these dice keeping two tied groups can beat it."
	}
	if c := odds.YahtzeeCheckedDice[m.cfg.d]; m.cfg.d <= 6 && c > 0 {
		return fmt.Sprintf("\"Best\" keeps the largest group: optimal up to %d dice as searched, not proved for %d.", c, m.cfg.n)
	}
	return "\"Best\" keeps the largest group: not searched at this size; with many sides it can be beaten."
}

// countLine: the rolls used and the optimum from the start.
func (m *yahtzeeScreen) countLine() string {
	st := m.c.Styles
	s := st.Text.Render("Rolls used ") + st.Em.Render(strconv.Itoa(m.game.Rolls()))
	if left := m.left[m.cfg]; left != nil {
		s += st.Subtle.Render(" · optimum from the start ") + st.Text.Render(yzRolls(left[0]))
		if r := m.frac[m.cfg]; r != "" {
			s += st.Subtle.Render(" = " + r)
		}
	} else {
		s += st.Subtle.Render(" · working out the odds…")
	}
	return s
}

// best is E_s for the current roll, when known.
func (m *yahtzeeScreen) best() (float64, bool) {
	left := m.left[m.cfg]
	if left == nil {
		return 0, false
	}
	_, s := m.game.Largest()
	return left[s], true
}

// expectLine: the expected rolls left under best play and under the keep.
func (m *yahtzeeScreen) expectLine() string {
	st := m.c.Styles
	g := m.game
	switch {
	case g.Done():
		s := st.Text.Render(fmt.Sprintf("Done: %d %s", g.Rolls(), text.OneMany(g.Rolls(), "roll", "rolls")))
		if left := m.left[m.cfg]; left != nil {
			d := float64(g.Rolls()) - left[0]
			how := "under"
			if d > 0 {
				how = "over"
			}
			s += st.Subtle.Render(fmt.Sprintf(", %s %s optimal play's average", yzRolls(math.Abs(d)), how))
		}
		return s + m.gameCostText()
	case !g.Rolled():
		return st.Text.Render(fmt.Sprintf("Space rolls all %d dice; then keep some (k: the largest group) and re-roll.", m.cfg.n))
	}
	best, ok := m.best()
	if !ok {
		return st.Subtle.Render("Expected rolls left: working out the odds…")
	}
	s := st.Subtle.Render("Expected rolls left: best ") + st.Em.Render(yzRolls(best))
	if g.KeptDice() == m.cfg.n {
		return s + st.Subtle.Render(" · every die kept: nothing to re-roll")
	}
	v, ok := m.knownValue(m.cfg, g.KeptCounts())
	if !ok {
		return s + st.Subtle.Render(" · your keep …")
	}
	s += st.Subtle.Render(" · your keep ") + st.Em.Render(yzRolls(v))
	d := v - best
	switch {
	case math.Abs(d) <= 1e-9*best:
		return s + " " + st.Good.Render("= best")
	case d > 0:
		style := st.Warn
		if d >= 0.5 {
			style = st.Bad
		}
		return s + " " + style.Render(yzDelta(d)+" rolls")
	}
	return s + " " + st.Good.Render(yzDelta(d)+", better than the largest group")
}

// gameCostText: what the game's keeps cost, once settled.
func (m *yahtzeeScreen) gameCostText() string {
	st := m.c.Styles
	if !m.costDone || m.game.Rolls() < 2 {
		return ""
	}
	if math.Abs(m.gameCost) < 0.005 {
		return st.Good.Render(" · every keep was the best")
	}
	return st.Subtle.Render(" · your keeps cost " + yzDelta(m.gameCost))
}

// advice: which dice best play keeps, or that the keep is already it.
func (m *yahtzeeScreen) adviceLine() string {
	st := m.c.Styles
	g := m.game
	switch {
	case g.Done():
		return st.Subtle.Render("n or space: new game · +/- and </> change the dice, [/] the sides")
	case !g.Rolled():
		var ps []string
		for _, p := range yzPresets() {
			ps = append(ps, strconv.Itoa(p))
		}
		return st.Subtle.Render(fmt.Sprintf("Other tables: </> %s dice, +/- one die, [/] sides %d…%d.",
			strings.Join(ps, "·"), yahtzee.MinSides, yahtzee.MaxSides))
	}
	face, count := g.Largest()
	if count == 1 {
		if g.KeptDice() <= 1 {
			return st.Good.Render("Advice: all differ — keeping one die is as good as none; space re-rolls.")
		}
		return st.Key.Render("Advice: ") + st.Text.Render("all differ — keep at most one die; k keeps a single "+strconv.Itoa(face)+".")
	}
	if m.keepsAdvice() {
		return st.Good.Render(fmt.Sprintf("Your keep is the advice: space re-rolls the other %d.", m.cfg.n-count))
	}
	var which string
	if !m.grouped() {
		var idx []string
		for i := range m.cfg.n {
			if g.Face(i) == face {
				idx = append(idx, strconv.Itoa((i+1)%10))
			}
		}
		which = fmt.Sprintf(" (keys %s, marked ▲)", strings.Join(idx, " "))
	}
	return st.Key.Render("Advice: ") + st.Text.Render("keep "+yzGroupName(count, face, m.grouped())+which+" — k does it, then space.")
}

func (m *yahtzeeScreen) noteLine() string {
	st := m.c.Styles
	if m.note == "" {
		return ""
	}
	if m.bad {
		return st.Bad.Render(m.note)
	}
	return st.Text.Render(m.note)
}

// sessionLine: games, rolls used against the optimum, what the keeps cost.
func (m *yahtzeeScreen) sessionLine() string {
	st := m.c.Styles
	s := m.session
	out := st.Subtle.Render("Session: ")
	if s.Games == 0 {
		out += st.Subtle.Render("no game finished yet")
	} else {
		opt := "…"
		if s.Owed == 0 {
			opt = yzRolls(s.Optimum)
		}
		out += st.Text.Render(fmt.Sprintf("%d %s, %d rolls", s.Games, text.OneMany(s.Games, "game", "games"), s.Rolls)) +
			st.Subtle.Render(" (optimum ") + st.Text.Render(opt) + st.Subtle.Render(")")
	}
	if s.Games > 0 || m.cost != 0 {
		out += st.Subtle.Render(" · keeps cost " + yzDelta(m.cost))
	}
	if s.Abandoned > 0 {
		out += st.Subtle.Render(fmt.Sprintf(" · %d unfinished", s.Abandoned))
	}
	return out
}

// ---- the dice, one by one (n ≤ 10) ----

// diceLines draws the dice in at most h lines: as d6 art when it fits,
// else as boxed numbers, else on one line; under them the keys, with ▲
// under the dice the advice keeps.
func (m *yahtzeeScreen) diceLines(h int) []string {
	n := m.cfg.n
	art := m.cfg.d == 6 && m.game.Rolled() && n*(assets.DieFaceWidth+1)-1 <= m.w
	switch {
	case art && h >= assets.DieFaceLines+1:
		return m.diceBlock(assets.DieFaceWidth, func(i int) []string { return assets.DieFace(m.game.Face(i)) })
	case h >= 4 && n*6-1 <= m.w:
		return m.diceBlock(5, m.boxFace)
	}
	return m.diceInline()
}

// boxFace draws die i as its number in a 5-cell box ("?" before the first
// roll).
func (m *yahtzeeScreen) boxFace(i int) []string {
	f := "?"
	if m.game.Rolled() {
		f = strconv.Itoa(m.game.Face(i))
	}
	return []string{"┌───┐", fmt.Sprintf("│%s│", yzCenter(f, 3)), "└───┘"}
}

// yzDouble redraws a die's frame with double lines: a kept die.
var yzDouble = strings.NewReplacer("┌", "╔", "┐", "╗", "└", "╚", "┘", "╝", "─", "═", "│", "║")

// diceBlock draws every die with face(i) (lines of width cw) side by side,
// kept ones framed double, and the key line under them.
func (m *yahtzeeScreen) diceBlock(cw int, face func(int) []string) []string {
	st := m.c.Styles
	g := m.game
	var rows []string
	var keys strings.Builder
	adv := m.advised()
	for i := range m.cfg.n {
		lines := face(i)
		kept := g.Rolled() && g.Kept(i)
		for r, l := range lines {
			if kept {
				l = st.Selected.Render(yzDouble.Replace(l))
			}
			if r >= len(rows) {
				rows = append(rows, "")
			}
			if i > 0 {
				rows[r] += " "
			}
			rows[r] += l
		}
		label := strconv.Itoa((i + 1) % 10)
		if adv[i] {
			label += "▲"
		}
		if kept && cw >= 7 {
			label += " kept"
		}
		if i > 0 {
			keys.WriteString(" ")
		}
		keys.WriteString(st.Key.Render(yzCenter(label, cw)))
	}
	return append(rows, keys.String())
}

// diceInline draws the dice on one line, kept ones in brackets, and the
// keys above them.
func (m *yahtzeeScreen) diceInline() []string {
	st := m.c.Styles
	g := m.game
	adv := m.advised()
	var keys, faces strings.Builder
	for i := range m.cfg.n {
		f := "?"
		if g.Rolled() {
			f = strconv.Itoa(g.Face(i))
		}
		cell := " " + yzCenter(f, 2) + " "
		if g.Rolled() && g.Kept(i) {
			cell = st.Selected.Render("[" + yzCenter(f, 2) + "]")
		}
		label := strconv.Itoa((i + 1) % 10)
		if adv[i] {
			label += "▲"
		}
		keys.WriteString(st.Key.Render(yzCenter(label, 4)) + " ")
		faces.WriteString(cell + " ")
	}
	return []string{keys.String(), faces.String()}
}

// advised reports, die by die, whether the advice keeps it (none before
// the first roll, after the last, or when all differ).
func (m *yahtzeeScreen) advised() []bool {
	adv := make([]bool, m.cfg.n)
	if !m.playing() {
		return adv
	}
	face, count := m.game.Largest()
	if count < 2 {
		return adv
	}
	for i := range adv {
		adv[i] = m.game.Face(i) == face
	}
	return adv
}

// yzCenter centres s in w cells.
func yzCenter(s string, w int) string {
	sw := len([]rune(s))
	if sw >= w {
		return s
	}
	left := (w - sw) / 2
	return strings.Repeat(" ", left) + s + strings.Repeat(" ", w-sw-left)
}

// ---- the dice grouped by face (n > 10) ----

// groupLines draws the faces in at most h lines: a row per face with a bar
// of its dice (out of n) when there is room, else a column per face.
func (m *yahtzeeScreen) groupLines(h int) []string {
	if h >= m.cfg.d {
		return m.groupRows()
	}
	return m.groupColumns(max(2, h))
}

// groupRows: "▸  5 ████████▌      23 kept ▲" a face a line.
func (m *yahtzeeScreen) groupRows() []string {
	st := m.c.Styles
	g := m.game
	counts, kept := g.Counts(), g.KeptCounts()
	face, count := g.Largest()
	barW := max(4, m.w-26)
	var out []string
	for f := 1; f <= m.cfg.d; f++ {
		c := counts[f-1]
		cur := "  "
		label := fmt.Sprintf("%2d", f)
		if m.playing() && f-1 == m.cursor {
			cur = st.Selected.Render("▸ ")
			label = st.Selected.Render(label)
		}
		bar := common.FitLine(common.HBar(float64(c)/float64(m.cfg.n), barW), barW)
		state := strings.Repeat(" ", 7)
		switch {
		case kept[f-1] == c && c > 0:
			state = st.Selected.Render("kept") + "   "
		case kept[f-1] > 0:
			state = st.Selected.Render(fmt.Sprintf("%-7s", fmt.Sprintf("%d kept", kept[f-1])))
		}
		adv := ""
		if m.playing() && f == face && count > 1 {
			adv = st.Key.Render(" ▲ advice")
		}
		out = append(out, cur+label+" "+st.Bar.Render(bar)+fmt.Sprintf(" %3d ", c)+state+adv)
	}
	return out
}

// groupColumns: a column per face, bars h−3 lines high on the scale of the
// largest group, then the face, its count and its state (kept, or K when
// narrow; ▲ the advice).
func (m *yahtzeeScreen) groupColumns(h int) []string {
	st := m.c.Styles
	g := m.game
	d := m.cfg.d
	counts, kept := g.Counts(), g.KeptCounts()
	face, count := g.Largest()
	need := len(strconv.Itoa(slices.Max(counts))) + 1
	cw := max(3, need, min(6, (m.w+1)/d))
	vals := make([]float64, d)
	for i, c := range counts {
		vals[i] = float64(c)
	}
	barH := max(1, h-3)
	spark := common.SparkRows(vals, float64(max(1, count)), barH)
	var out []string
	for _, row := range spark {
		var b strings.Builder
		for _, r := range row {
			b.WriteString(st.Bar.Render(strings.Repeat(string(r), cw-1)) + " ")
		}
		out = append(out, b.String())
	}
	var faces, nums, states strings.Builder
	for f := 1; f <= d; f++ {
		label := yzCenter(strconv.Itoa(f), cw-1)
		if m.playing() && f-1 == m.cursor {
			label = st.Selected.Render(label)
		}
		faces.WriteString(label + " ")
		nums.WriteString(st.Subtle.Render(yzCenter(strconv.Itoa(counts[f-1]), cw-1)) + " ")
		s := ""
		if kept[f-1] > 0 {
			s = "K"
			if cw >= 6 {
				s = "kept"
			}
		}
		if m.playing() && f == face && count > 1 {
			s += "▲"
		}
		states.WriteString(st.Selected.Render(yzCenter(s, cw-1)) + " ")
	}
	out = append(out, faces.String(), nums.String(), states.String())
	if len(out) > h {
		// The bars give way first.
		out = out[len(out)-h:]
	}
	return out
}

// FullHelp is every key that works now, for the full help.
func (m *yahtzeeScreen) FullHelp() [][]key.Binding { return [][]key.Binding{m.keyList()} }
