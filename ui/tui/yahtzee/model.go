// Package yahtzee is the Yahtzee re-rolls table: roll n dice of d sides,
// keep any, re-roll the rest until all match (games/yahtzee holds the
// rules). Beside the dice it shows what engine/odds says: the expected
// rolls left under the best play from here, and under the keep the player
// actually made, so that a poor keep shows before the roll.
package yahtzee

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/casino"
	game "riffle/games/yahtzee"
	"riffle/ui/text"
	"riffle/ui/tui/common"
	"riffle/ui/tui/draw"
	"riffle/ui/tui/felt"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
)

// config is a table: n dice of d sides.
type config struct{ n, d int }

// odds is the table's chain of odds.
func (c config) odds() odds.Yahtzee { return odds.Yahtzee{Dice: c.n, Sides: c.d} }

// syncMax is the most dice whose chain is solved, and whose keeps are
// valued, inside Update: 12 dice of 20 sides take 0.3 ms to solve and
// 16 µs to value a keep (BenchmarkOdds, beside a frame's 0.3 ms);
// larger tables go to a Cmd (100 dice of 20 sides: 24 ms and 1.4 ms).
const syncMax = 12

// solutionCache is how many solved tables the screen keeps; the expected
// rolls of every table played stay known regardless (Model.left).
const solutionCache = 8

// presets are the dice counts < and > jump between.
func presets() []int { return []int{5, 10, 20, 50, 100} }

// solvedMsg carries a table's solved chain, computed in a Cmd.
type solvedMsg struct {
	cfg config
	sol *odds.YahtzeeSolution
}

// keepMsg carries the value of a keep, computed in a Cmd.
type keepMsg struct {
	key   string
	value float64
}

// decision is one re-roll: the keep made from a roll whose largest group
// had s dice. Its cost is the keep's expected rolls left minus E_s.
type decision struct {
	cfg  config
	s    int
	kept []int
	game int // the game it belongs to (Model.gameNo)
}

// Model is the Yahtzee screen: the table. It owns its fairness panel, fed with every
// die rolled.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap         // the keys Update matches, all enabled (see keyMap)
	panel  panel.Model

	// The dice rolled tumbling (motion.go): the frames (with what waits
	// for the dice to show), the screen before the roll, the rolls counted
	// (each tumbles its own way), and the first tick's Cmd for the key
	// that rolled.
	anim    felt.Motion
	still   *tumbleState
	tumbles int
	tickCmd tea.Cmd

	cfg     config
	game    *game.Game
	gameNo  int
	session game.Session

	gen    settings.Gen
	genFor string
	genErr error
	// The game in play as a round: its record so far, its moves and the
	// faces after each throw, and the dice it rolls with (gen, or a
	// provably fair round's own stream).
	open   *casino.Round
	moves  []string
	thrown []string
	dice   rng.Generator

	sols    map[config]*odds.YahtzeeSolution
	left    map[config][]float64 // E_s of every table solved
	frac    map[config]string    // E_0 as a fraction, when short
	solving map[config]bool
	values  map[string]float64 // keep values by keepKey
	valuing map[string]bool

	owed      []config   // finished games whose optimum awaits a solution
	decisions []decision // re-rolls whose cost awaits a value
	cost      float64    // Σ settled costs of the session's keeps
	gameCost  float64    // the same for the current game
	costDone  bool       // the current game has ended with every cost settled

	faces map[int][]int64 // every die rolled, by sides: the panel's tally of the current die

	// The Dice shop's die the table plays with ("" for plain dN dice, or
	// once the sides change here), and the hand-over taken (common.Die).
	dieName   string
	dieSerial int

	cursor int // the face under the cursor in the grouped view, 0-based
	note   string
	bad    bool

	// The whole game (card.go), the table's first mode; the puzzle above
	// is its second.
	mode       mode
	cp         cardPlay
	cardKeyMap CardKeyMap
	// The card's rows and dice as last drawn (cardview.go).
	cardMemo, diceMemo draw.Memo
}

// New builds the table: the whole game of Yahtzee under
// c.Settings().Rules, or with c.Settings().Giant (riffle play yahtzee
// --dice N) the Giant Yahtzee puzzle with Dice dice of six sides (5 when
// 0; g switches). The
// puzzle's chain of odds is solved on Enter, the game's strategy read or
// worked out in a Cmd.
func New(c *common.Common, l *casino.Ledger) *Model {
	n := c.Settings().Dice
	md := modeGame
	if c.Settings().Giant {
		md = modePuzzle
	}
	if n == 0 {
		n = game.DefaultDice
	}
	n = min(max(n, game.MinDice), game.MaxDice)
	m := &Model{
		c: c, ledger: l, keys: DefaultKeyMap(), panel: panel.New(c),
		sols: map[config]*odds.YahtzeeSolution{}, left: map[config][]float64{},
		solving: map[config]bool{}, values: map[string]float64{}, valuing: map[string]bool{},
		faces: map[int][]int64{}, frac: map[config]string{},
		mode: md, cp: newCardPlay(c.Settings().Rules), cardKeyMap: DefaultCardKeyMap(),
	}
	m.start(config{n, game.DefaultSides})
	return m
}

// start begins a new game on cfg (within the table's limits).
func (m *Model) start(cfg config) {
	g, err := game.New(cfg.n, cfg.d)
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

// Title is the screen's name in the header.
func (m *Model) Title() string {
	if m.mode == modeGame {
		return "Yahtzee"
	}
	return "Giant Yahtzee"
}

// UsesPanel is true: the panel tallies every die rolled.
func (m *Model) UsesPanel() bool { return true }

// Panel is the table's fairness panel (the root's panelOwner).
func (m *Model) Panel() *panel.Model { return &m.panel }

// Enter builds the dice anew if the session's generator or seed changed,
// and works out the odds the table lacks.
func (m *Model) Enter() tea.Cmd {
	m.ensureGen()
	if d := m.c.Die(); d.Serial != m.dieSerial {
		m.dieSerial = d.Serial
		m.useDie(d)
	}
	return tea.Batch(m.need(), m.needStrategy())
}

// useDie plays on with the die the Dice shop handed over: a new game when
// its faces are not the table's sides now (the game in play is left, as a
// change of sides leaves it).
func (m *Model) useDie(d common.ShopDie) {
	if err := game.Validate(m.cfg.n, d.Faces); err != nil {
		m.note, m.bad = fmt.Sprintf("The Dice shop's %s does not fit this table: %v.", d.Name, err), true
		return
	}
	left := ""
	if d.Faces != m.cfg.d {
		if m.game.Rolled() && !m.game.Done() {
			left = "Left the last game after " + text.Plural(m.game.Rolls(), "roll") + ", unscored. "
		}
		m.newGame(config{m.cfg.n, d.Faces})
	}
	m.dieName = d.Name
	m.note, m.bad = fmt.Sprintf("%sFrom the Dice shop: %d dice, each %s %s of %d faces, fair by its turns.", left, m.cfg.n, article(d.Name), d.Name, d.Faces), false
}

// article is "a" or "an" before name.
func article(name string) string {
	if name != "" && strings.ContainsRune("aeiou", rune(name[0])) {
		return "an"
	}
	return "a"
}

// grouped reports whether the dice are shown grouped by face (more than
// ten).
func (m *Model) grouped() bool { return m.cfg.n > 10 }

// playing reports whether a game is under way: rolled and not done.
func (m *Model) playing() bool { return m.game.Rolled() && !m.game.Done() }

// keepsAdvice reports whether exactly the largest group is kept.
func (m *Model) keepsAdvice() bool {
	face, count := m.game.Largest()
	return face > 0 && m.game.KeptCounts()[face-1] == count && m.game.KeptDice() == count
}

// ensureGen builds the dice's generator from the session's generator and
// seed, anew if they changed since (so the header's seed replays the
// table from the first roll after the change).
func (m *Model) ensureGen() {
	s := m.c.Settings()
	key := fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed())
	if m.gen.Generator != nil && m.genFor == key {
		return
	}
	m.genFor = key
	m.endRound() // the game goes on with new dice, which its record could not replay
	m.gen, m.genErr = m.gens.For(s)
}

// endRound settles the game in play as a round, finished or not.
func (m *Model) endRound() {
	if m.open == nil {
		return
	}
	_, _ = m.open.Finish(m.moves, game.RoundResult(m.game, m.thrown)) // a refusal is the ledger's to show
	m.open, m.dice = nil, nil
}

// Update takes the odds worked out in Cmds and the keys, then asks for
// the odds still lacking.
func (m *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case solvedMsg:
		m.solved(msg.cfg, msg.sol)
		return m, m.need()
	case keepMsg:
		delete(m.valuing, msg.key)
		m.values[msg.key] = msg.value
		m.settle()
		return m, m.need()
	case strategyMsg:
		m.gotStrategy(msg)
		return m, m.needStrategy()
	case common.TickMsg:
		return m, m.anim.Tick(msg)
	case tea.MouseMsg:
		if common.IsClick(msg) && m.anim.Skip() { // a click anywhere shows the dice
			return m, nil
		}
		if k, ok := m.clicked(msg); ok {
			return m.Update(k)
		}
		return m, nil
	case tea.KeyMsg:
		if m.anim.Skip() {
			return m, nil
		}
		note, bad := m.note, m.bad
		m.note, m.bad = "", false
		switch {
		case m.mode == modeGame:
			if !m.cardKeys(msg) { // a key the game does not take leaves the note
				m.note, m.bad = note, bad
			}
		case key.Matches(msg, m.keys.Game):
			m.endRound() // the puzzle's round ends: the game's draws come next
			m.mode = modeGame
			m.showFaces(6)
			m.note = "The whole game of Yahtzee, as you left it. g: Giant Yahtzee again."
		case !m.updatePlay(msg):
			m.updateTable(msg)
		}
		cmd := m.tickCmd
		m.tickCmd = nil
		return m, tea.Batch(m.need(), m.needStrategy(), cmd)
	}
	return m, nil
}

// updatePlay does what a key of the game asks (roll, keep, release, move
// the cursor), saying so in the note, and reports whether it was one.
func (m *Model) updatePlay(k tea.KeyMsg) bool {
	switch {
	case key.Matches(k, m.keys.Roll):
		m.roll()
	case key.Matches(k, m.keys.Largest):
		face, count, err := m.game.KeepLargest()
		if m.fail(err) {
			break
		}
		m.cursor = face - 1
		m.note = "Kept " + groupName(count, face, m.grouped()) + "."
	case key.Matches(k, m.keys.Toggle):
		m.toggleDigit(k.Runes[0])
	case key.Matches(k, m.keys.Release):
		if !m.fail(m.game.ReleaseAll()) {
			m.note = "Released every die."
		}
	case key.Matches(k, m.keys.Up) && m.grouped():
		m.cursor = settings.Mod(m.cursor-1, m.cfg.d)
	case key.Matches(k, m.keys.Down) && m.grouped():
		m.cursor = settings.Mod(m.cursor+1, m.cfg.d)
	case key.Matches(k, m.keys.Pick) && m.grouped():
		m.toggleFace(m.cursor + 1)
	default:
		return false
	}
	return true
}

// updateTable does what a key that changes the table asks: a new game,
// more or fewer dice or sides.
func (m *Model) updateTable(k tea.KeyMsg) {
	switch {
	case key.Matches(k, m.keys.New):
		if !m.game.Rolled() {
			m.note = fmt.Sprintf("This game has not started: space rolls all %d dice.", m.cfg.n)
			return
		}
		m.newGame(m.cfg)
	case key.Matches(k, m.keys.More):
		m.setDice(min(m.cfg.n+1, game.MaxDice))
	case key.Matches(k, m.keys.Fewer):
		m.setDice(max(m.cfg.n-1, game.MinDice))
	case key.Matches(k, m.keys.Jump):
		n := game.MaxDice
		for _, p := range presets() {
			if p > m.cfg.n {
				n = p
				break
			}
		}
		m.setDice(n)
	case key.Matches(k, m.keys.JumpBack):
		n := game.MinDice
		for _, p := range presets() {
			if p < m.cfg.n {
				n = p
			}
		}
		m.setDice(n)
	case key.Matches(k, m.keys.Sides):
		m.setSides(min(m.cfg.d+1, game.MaxSides))
	case key.Matches(k, m.keys.SidesBack):
		m.setSides(max(m.cfg.d-1, game.MinSides))
	}
}

// toggleDigit keeps or releases what digit d names: a die, or when the
// dice are grouped a face (0 is the tenth).
func (m *Model) toggleDigit(d rune) {
	i := int(d - '1')
	if d == '0' {
		i = 9
	}
	if m.grouped() {
		m.toggleFace(i + 1)
		return
	}
	g := m.game
	if m.fail(g.Toggle(i)) {
		return
	}
	if g.Kept(i) {
		m.note = fmt.Sprintf("Kept die %d (a %d).", i+1, g.Face(i))
	} else {
		m.note = fmt.Sprintf("Released die %d (a %d).", i+1, g.Face(i))
	}
}

// fail shows err as the note and reports whether there was one.
func (m *Model) fail(err error) bool {
	if err == nil {
		return false
	}
	m.note, m.bad = sentence(err.Error()), true
	return true
}

// toggleFace keeps or releases every die showing face.
func (m *Model) toggleFace(face int) {
	kept, err := m.game.ToggleFace(face)
	if m.fail(err) {
		return
	}
	m.cursor = face - 1
	count := m.game.Counts()[face-1]
	if kept {
		m.note = "Kept " + groupName(count, face, true) + "."
	} else {
		m.note = "Released " + groupName(count, face, true) + "."
	}
}

// showFaces points the panel at the faces of d-sided dice rolled so far
// (an empty tally before the first).
func (m *Model) showFaces(d int) {
	m.panel.ClearEvents()
	var all []int
	for f, c := range m.faces[d] {
		for range c {
			all = append(all, f+1)
		}
	}
	m.panel.AddFaces(d, all...)
}

// addFaces tallies dice of d sides rolled, here and in the panel.
func (m *Model) addFaces(d int, faces []int) {
	if m.faces[d] == nil {
		m.faces[d] = make([]int64, d)
	}
	for _, f := range faces {
		m.faces[d][f-1]++
	}
	m.panel.AddFaces(d, faces...)
	m.c.Thrown(d, faces...)
}

// DemoFresh starts a game of five dice of six sides, unless one has not
// been rolled yet (common.Freshener): a demo's keys play on a new table.
// A game under way is left unscored, as a change of dice leaves it (the
// note says so); it stakes no chips.
func (m *Model) DemoFresh() tea.Cmd {
	m.mode = modePuzzle // the demos are the puzzle's
	m.ensureGen()
	if m.cfg != (config{game.DefaultDice, game.DefaultSides}) || m.game.Rolled() {
		m.newGame(config{game.DefaultDice, game.DefaultSides})
		m.dieName = ""
	}
	return m.need()
}

// setDice starts a game with n dice, or says which limit n is when the
// table has n dice already.
func (m *Model) setDice(n int) {
	if n == m.cfg.n {
		which := "fewest"
		if n == game.MaxDice {
			which = "most"
		}
		m.note = fmt.Sprintf("%d dice is the %s: allowed %d…%d.", n, which, game.MinDice, game.MaxDice)
		m.bad = true
		return
	}
	m.newGame(config{n, m.cfg.d})
}

// setSides is setDice for the sides.
func (m *Model) setSides(d int) {
	if d == m.cfg.d {
		which := "fewest"
		if d == game.MaxSides {
			which = "most"
		}
		m.note = fmt.Sprintf("%d sides is the %s: allowed %d…%d.", d, which, game.MinSides, game.MaxSides)
		m.bad = true
		return
	}
	m.newGame(config{m.cfg.n, d})
	m.dieName = ""
}

// newGame starts a game on cfg, leaving the current one unscored if it was
// under way.
func (m *Model) newGame(cfg config) {
	was := m.game
	m.endRound()
	m.session.Abandon(was)
	m.start(cfg)
	m.note = fmt.Sprintf("New game: %d dice of %d sides.", cfg.n, cfg.d)
	if was.Rolled() && !was.Done() {
		m.note = "Left the last game after " + text.Plural(was.Rolls(), "roll") + ", unscored. " + m.note
	}
}

// roll rolls (a new game first when the last is over), feeds the panel,
// records the keep's cost and the finished game.
func (m *Model) roll() {
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
	still := m.stillFrame()
	if first {
		m.endRound()
		open, err := m.ledger.BeginDrawn(game.Name, m.gen.Source("", func(d rng.Generator) error { m.dice = d; return nil }))
		if errors.Is(err, casino.ErrTooFast) { // a class's server: no roll it would not save
			m.note, m.bad = "Not rolled: "+err.Error()+".", true
			return
		}
		m.open = open
		m.moves, m.thrown = game.Moves(g.Dice(), g.Sides()), nil
	}
	move := game.RollMove(g)
	dice := m.gen.Generator
	if m.dice != nil {
		dice = m.dice
	}
	drawn, err := g.Roll(dice)
	if m.fail(err) {
		return
	}
	m.tickCmd = m.tumble(still)
	if m.open != nil {
		m.moves, m.thrown = append(m.moves, move), append(m.thrown, game.FacesText(g))
		if g.Done() {
			m.endRound()
		}
	}
	m.anim.WhenShown(func() { m.addFaces(m.cfg.d, drawn) }) // the panel counts them once they show
	if !first {
		m.decisions = append(m.decisions, decision{cfg: m.cfg, s: s, kept: kept, game: m.gameNo})
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
			m.note += fmt.Sprintf(" (optimum from the start: %s)", rollsText(left[0]))
		}
		m.note += "."
	case first:
		m.note = fmt.Sprintf("Rolled all %d dice: the largest group is %s.", m.cfg.n, groupName(count, face, m.grouped()))
	case m.grouped():
		m.note = fmt.Sprintf("Rolled %d dice: the largest group is %s.", len(drawn), groupName(count, face, true))
	default:
		m.note = fmt.Sprintf("Rolled %d %s: %s.", len(drawn), text.OneMany(len(drawn), "die", "dice"), join(drawn))
	}
	m.settle()
}

// Game is the game on the table; the root's tests read it.
func (m *Model) Game() *game.Game { return m.game }

// Session is the session's record of finished and abandoned games; the
// root's tests read it.
func (m *Model) Session() game.Session { return m.session }

// Cost is what the session's keeps cost: the expected rolls they added
// over best play, summed over the keeps valued so far. The root's tests
// read it.
func (m *Model) Cost() float64 { return m.cost }
