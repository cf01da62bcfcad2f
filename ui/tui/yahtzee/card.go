package yahtzee

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/odds"
	"riffle/engine/rng"
	"riffle/games/casino"
	game "riffle/games/yahtzee"
	"riffle/ui/cache"
	"riffle/ui/text"
	"riffle/ui/tui/settings"
)

// The whole game of solitaire Yahtzee, the table's first mode: 13 turns
// scored on the card, and beside every decision the exact best play
// (engine/odds' solved strategy): after each roll the keeps with the
// expected final score of each, at the last the boxes, and what each of
// the player's choices cost against the best.

// mode is what the table plays: the whole game, or the Giant Yahtzee
// re-roll puzzle.
type mode int

const (
	modeGame mode = iota
	modePuzzle
)

// Strategy is where the table gets the solved game for a set of rules
// (ui/cache: read from the user's cache, or worked out in about 5 s and
// kept there), with a line when something went wrong. Tests put a quicker
// one here.
var Strategy = func(r odds.YahtzeeRules) (*odds.YahtzeeStrategy, string) {
	s, _, note := cache.Yahtzee(r)
	return s, note
}

// strategyMsg carries the solved game, worked out in a Cmd.
type strategyMsg struct {
	rules odds.YahtzeeRules
	s     *odds.YahtzeeStrategy
	note  string
}

// choice is one decision of the player's, kept until the strategy values
// it: a keep (box < 0) or the box the dice were scored in, from the
// position, dice and re-rolls left it was made with.
type choice struct {
	pos   odds.YahtzeePosition
	dice  [5]int
	left  int
	keep  []int
	box   int
	game  int
	rules odds.YahtzeeRules
}

// cardPlay is the whole game's part of the table.
type cardPlay struct {
	rules odds.YahtzeeRules
	card  *game.Card
	no    int // the game's number this session

	open  *casino.Round
	moves []string
	dice  rng.Generator // a provably fair game's own stream; nil: the table's

	strats  map[odds.YahtzeeRules]*odds.YahtzeeStrategy
	loading map[odds.YahtzeeRules]bool
	cursor  int // the box under the cursor

	lastDice   [5]int // the dice last scored, shown once the game is over
	confirmNew bool   // n was pressed once mid-game: again leaves the game

	keeps []odds.YahtzeeKeep   // the roll's keeps, best first (re-rolls left)
	boxes []odds.YahtzeeChoice // the roll's boxes, best first

	pending  []choice // choices the strategy has not valued yet
	gameCost float64  // what this game's choices cost, valued so far
	lastCost float64  // the last choice's cost
	lastWhat string   // what the last choice was ("keep 4 4", "fours")
	costs    int      // the choices valued this game

	finished  int     // games finished this session
	scoreSum  int     // their scores
	expectSum float64 // the expected score of optimal play, a game each
	allCost   float64 // every finished game's choices' cost
}

func newCardPlay(r odds.YahtzeeRules) cardPlay {
	return cardPlay{rules: r, card: game.NewCard(r), no: 1,
		strats: map[odds.YahtzeeRules]*odds.YahtzeeStrategy{}, loading: map[odds.YahtzeeRules]bool{}}
}

// strat is the solved game for the rules in play, nil until worked out.
func (m *Model) strat() *odds.YahtzeeStrategy { return m.cp.strats[m.cp.card.Rules()] }

// needStrategy asks for the solved game of the rules in play.
func (m *Model) needStrategy() tea.Cmd {
	r := m.cp.card.Rules()
	if m.mode != modeGame || m.cp.strats[r] != nil || m.cp.loading[r] {
		return nil
	}
	m.cp.loading[r] = true
	return func() tea.Msg {
		s, note := Strategy(r)
		return strategyMsg{rules: r, s: s, note: note}
	}
}

// gotStrategy keeps a solved game and values what waited for it.
func (m *Model) gotStrategy(msg strategyMsg) {
	delete(m.cp.loading, msg.rules)
	m.cp.strats[msg.rules] = msg.s
	if msg.note != "" {
		m.note, m.bad = "The best play was worked out again ("+msg.note+").", false
	}
	m.advise()
	m.valueChoices()
}

// advise works out the roll's keeps and boxes, when the strategy is known.
func (m *Model) advise() {
	cp := &m.cp
	cp.keeps, cp.boxes = nil, nil
	s, c := m.strat(), cp.card
	if s == nil || c.Rolls() == 0 || c.Over() {
		return
	}
	if c.Rolls() < 3 {
		cp.keeps, _ = s.Keeps(c.Position(), c.Dice(), 3-c.Rolls())
	}
	cp.boxes, _ = s.Boxes(c.Position(), c.Dice())
	if len(cp.boxes) > 0 { // enter scores the best box unless you move
		cp.cursor = cp.boxes[0].Box
	}
}

// valueChoices values the choices made while the strategy was worked out.
func (m *Model) valueChoices() {
	cp := &m.cp
	var still []choice
	for _, ch := range cp.pending {
		s := cp.strats[ch.rules]
		if s == nil {
			still = append(still, ch)
			continue
		}
		cost, ok := choiceCost(s, ch)
		if !ok || ch.game != cp.no {
			continue
		}
		cp.gameCost += cost
		cp.lastCost = cost
		cp.costs++
	}
	cp.pending = still
}

// choiceCost is what a choice cost against the best play: the best keep's
// value (with re-rolls left; keeping all five is scoring now) or the best
// box's, less the choice's.
func choiceCost(s *odds.YahtzeeStrategy, ch choice) (float64, bool) {
	best, mine := 0.0, -1.0
	if ch.left > 0 {
		ks, err := s.Keeps(ch.pos, ch.dice, ch.left)
		if err != nil {
			return 0, false
		}
		best = ks[0].Value
		for _, k := range ks {
			if ch.box < 0 && slices.Equal(k.Dice, ch.keep) {
				mine = k.Value
			}
		}
	}
	bs, err := s.Boxes(ch.pos, ch.dice)
	if err != nil {
		return 0, false
	}
	best = max(best, bs[0].Value)
	for _, b := range bs {
		if ch.box == b.Box {
			mine = b.Value
		}
	}
	if mine < 0 {
		return 0, false
	}
	return max(0, best-mine), true
}

// decide records a choice and values it at once when it can.
func (m *Model) decide(ch choice, what string) {
	cp := &m.cp
	ch.pos, ch.dice, ch.left, ch.game, ch.rules = cp.card.Position(), cp.card.Dice(), 3-cp.card.Rolls(), cp.no, cp.card.Rules()
	cp.lastWhat, cp.lastCost = what, -1
	cp.pending = append(cp.pending, ch)
	m.valueChoices()
}

// keptFaces are the faces of the dice kept, ascending.
func keptFaces(c *game.Card) []int {
	var f []int
	d := c.Dice()
	for i := range 5 {
		if c.Kept(i) {
			f = append(f, d[i])
		}
	}
	slices.Sort(f)
	return f
}

// cardGen is the generator the card rolls with now.
func (m *Model) cardGen() rng.Generator {
	if m.cp.dice != nil {
		return m.cp.dice
	}
	return m.gen.Generator
}

// cardRoll rolls the card's dice: a turn's first roll, or a re-roll of
// the dice not kept. The game's round begins with its first roll.
func (m *Model) cardRoll() {
	cp := &m.cp
	c := cp.card
	if c.Over() {
		m.newCard(cp.rules)
	}
	c = cp.card
	if c.Rolls() == 3 {
		m.note, m.bad = "No roll left this turn: score the dice (↑/↓, enter, or click a box).", true
		return
	}
	if c.Rolls() > 0 && c.KeptMask() == 31 {
		m.note, m.bad = "Every die is kept: release one to roll, or score the dice.", true
		return
	}
	m.ensureGen()
	if m.genErr != nil {
		m.note, m.bad = "Cannot build the dice's generator: "+m.genErr.Error(), true
		return
	}
	if cp.open == nil {
		var err error
		cp.open, err = m.ledger.BeginDrawn(game.Name, m.gen.Source("", func(d rng.Generator) error { cp.dice = d; return nil }))
		if err != nil {
			cp.open = nil
			m.note, m.bad = sentence(err.Error()), true
			return
		}
		cp.moves = []string{game.GameMove(c.Rules())}
		if cp.dice == nil { // the game keeps its stream, whatever the settings do meanwhile
			cp.dice = m.gen.Generator
		}
	}
	if c.Rolls() > 0 {
		m.decide(choice{keep: keptFaces(c), box: -1}, keepChoice(keptFaces(c)))
	}
	move := game.CardRollMove(c)
	first := c.Rolls() == 0
	var kept [5]bool
	for i := range kept {
		kept[i] = !first && c.Kept(i)
	}
	still := m.stillFrame()
	if err := c.Roll(m.cardGen()); err != nil {
		m.note, m.bad = sentence(err.Error()), true
		return
	}
	cp.moves = append(cp.moves, move)
	_ = cp.open.SaveOpen(cp.moves, game.CardDice(c)) // a refusal is the ledger's to show
	m.tickCmd = m.tumble(still)
	d := c.Dice()
	var drawn []int
	for i, k := range kept {
		if !k {
			drawn = append(drawn, d[i])
		}
	}
	m.anim.WhenShown(func() { m.addFaces(6, drawn) }) // the panel counts them once they show
	m.advise()
	m.note, m.bad = fmt.Sprintf("Roll %d of 3: %s.", c.Rolls(), join(d[:])), false
	if c.Rolls() == 3 {
		m.note = fmt.Sprintf("Roll 3 of 3: %s. Score them: ↑/↓, enter, or click a box.", join(d[:]))
	}
}

// keepWords names kept faces, joined by no-break spaces so that a wrap
// keeps them together ("4 4 6", or "none").
func keepWords(f []int) string {
	if len(f) == 0 {
		return "none"
	}
	return strings.ReplaceAll(join(f), " ", "\u00a0")
}

// keepChoice names a keep as a choice ("keep 4 4", "re-roll all five").
func keepChoice(f []int) string {
	if len(f) == 0 {
		return "re-roll of all five"
	}
	return "keep " + keepWords(f)
}

// cardScore scores the dice in box b and, the game over, ends its round.
func (m *Model) cardScore(b int) {
	cp := &m.cp
	c := cp.card
	if c.Over() {
		m.note, m.bad = fmt.Sprintf("The game is over (%s): space starts a new one.", text.Plural(c.Total(), "point")), true
		return
	}
	if c.Rolls() == 0 {
		m.note, m.bad = "Roll first: space rolls the five dice.", true
		return
	}
	if _, ok := odds.YahtzeeScore(c.Rules(), c.Position(), c.Dice(), b); !ok {
		why := "it is filled"
		if !c.Filled(b) {
			why = "the joker rule sends this roll elsewhere"
		}
		m.note, m.bad = fmt.Sprintf("%s cannot take these dice: %s.", odds.YahtzeeBoxTitles[b], why), true
		return
	}
	m.decide(choice{box: b}, odds.YahtzeeBoxTitles[b])
	cp.lastDice = c.Dice()
	pts, err := c.Score(b)
	if err != nil {
		m.note, m.bad = sentence(err.Error()), true
		return
	}
	cp.moves = append(cp.moves, game.ScoreMove(b))
	cp.keeps, cp.boxes = nil, nil
	m.note, m.bad = fmt.Sprintf("%s: %s.", odds.YahtzeeBoxTitles[b], text.Plural(pts, "point")), false
	if !c.Over() {
		_ = cp.open.SaveOpen(cp.moves, game.CardDice(c))
		m.cp.cursor = m.firstOpen()
		return
	}
	m.finishCard()
	m.note += fmt.Sprintf(" Game over: %d points (optimal play expects %s).", c.Total(), scoreText(m.expectFromStart()))
}

// expectFromStart is the optimal expected score of the rules in play
// (254.5896 under Verhoeff's), or NaN until worked out.
func (m *Model) expectFromStart() float64 {
	if s := m.strat(); s != nil {
		return s.Expected()
	}
	if m.cp.card.Rules() == odds.Verhoeff {
		return odds.YahtzeeExpectedPublished
	}
	return math.NaN()
}

// finishCard ends the game's round: a finished game counts in the
// session.
func (m *Model) finishCard() {
	cp := &m.cp
	if cp.open == nil {
		return
	}
	_, _ = cp.open.Finish(cp.moves, game.CardResult(cp.card)) // a refusal is the ledger's to show
	cp.open, cp.dice = nil, nil
	if cp.card.Over() {
		cp.finished++
		cp.scoreSum += cp.card.Total()
		cp.expectSum += m.expectFromStart()
		cp.allCost += cp.gameCost
	}
}

// firstOpen is the first open box, 0 when none is.
func (m *Model) firstOpen() int {
	for b := range odds.NumBoxes {
		if !m.cp.card.Filled(b) {
			return b
		}
	}
	return 0
}

// newCard starts a game under rules r, leaving the one in play unfinished
// (its round recorded as such).
func (m *Model) newCard(r odds.YahtzeeRules) {
	cp := &m.cp
	was := cp.card
	m.finishCard()
	if was.Rolls() > 0 || was.Turn() > 1 {
		if !was.Over() {
			m.note = fmt.Sprintf("Left the last game after %d of 13 boxes, %s. ", was.Turn()-1, text.Plural(was.Total(), "point"))
		}
		cp.no++
	}
	cp.rules = r
	cp.card = game.NewCard(r)
	cp.moves, cp.keeps, cp.boxes = nil, nil, nil
	cp.gameCost, cp.costs, cp.lastWhat = 0, 0, ""
	cp.cursor = 0
}

// moveCursor moves the box cursor to the next open box (dir ±1).
func (m *Model) moveCursor(dir int) {
	c := m.cp.card
	b := m.cp.cursor
	for range odds.NumBoxes {
		b = settings.Mod(b+dir, odds.NumBoxes)
		if !c.Filled(b) {
			m.cp.cursor = b
			return
		}
	}
}

// takeAdvice does what the best play does now: keeps its dice and rolls
// the rest, or scores its box when scoring is best (or no roll is left).
func (m *Model) takeAdvice() {
	cp := &m.cp
	c := cp.card
	switch {
	case c.Rolls() == 0:
		m.cardRoll()
	case m.strat() == nil:
		m.note, m.bad = "The best play is still being worked out (about 5 s, once).", true
	case len(cp.keeps) > 0 && len(cp.keeps[0].Dice) < 5 && cp.keeps[0].Value > cp.boxes[0].Value:
		keep := cp.keeps[0].Dice
		if err := c.KeepDice(keep); err != nil {
			m.note, m.bad = sentence(err.Error()), true
			return
		}
		m.cardRoll()
		if !m.bad {
			d := c.Dice()
			m.note = fmt.Sprintf("Kept %s (the best keep) and rolled (roll %d of 3): %s.", keepWords(keep), c.Rolls(), join(d[:]))
		}
	default:
		cp.cursor = cp.boxes[0].Box
		m.cardScore(cp.boxes[0].Box)
	}
}

// cardKeys does what a key of the whole game asks, and reports whether it
// was one.
func (m *Model) cardKeys(k tea.KeyMsg) bool {
	cp := &m.cp
	c := cp.card
	ck := m.cardKeyMap
	confirming := cp.confirmNew
	defer func() {
		if confirming {
			cp.confirmNew = false // n asked once: any key but n again keeps the game
		}
	}()
	switch {
	case key.Matches(k, ck.Roll):
		m.cardRoll()
	case key.Matches(k, ck.Toggle):
		i := int(k.Runes[0] - '1')
		if err := c.Toggle(i); err != nil {
			m.note, m.bad = cardErr(err), true
			break
		}
		d := c.Dice()
		if c.Kept(i) {
			m.note = fmt.Sprintf("Kept die %d (a %d).", i+1, d[i])
		} else {
			m.note = fmt.Sprintf("Released die %d (a %d).", i+1, d[i])
		}
	case key.Matches(k, ck.Release):
		if err := c.SetKept(0); err != nil {
			m.note, m.bad = cardErr(err), true
			break
		}
		m.note = "Released every die."
	case key.Matches(k, ck.Advice):
		m.takeAdvice()
	case key.Matches(k, ck.Up), key.Matches(k, ck.Down):
		if c.Rolls() == 0 || c.Over() {
			m.note, m.bad = "Roll first: ↑/↓ then move over the boxes the dice can take.", true
			break
		}
		m.moveCursor(map[bool]int{true: -1, false: 1}[key.Matches(k, ck.Up)])
	case key.Matches(k, ck.Score):
		m.cardScore(cp.cursor)
	case key.Matches(k, ck.New):
		if c.Rolls() == 0 && c.Turn() == 1 {
			m.note = "This game has not started: space rolls the five dice."
			break
		}
		if !c.Over() && !cp.confirmNew {
			cp.confirmNew = true
			m.note = fmt.Sprintf("n again leaves this game (turn %d, %s) unfinished for a new one; any other key keeps it.", c.Turn(), text.Plural(c.Total(), "point"))
			return true
		}
		m.newCard(cp.rules)
		m.note += "New game: " + cp.rules.String() + " rules."
	case key.Matches(k, ck.Rules):
		r := odds.YahtzeeRules(1 - int(cp.rules))
		if c.Rolls() > 0 || c.Turn() > 1 {
			if !c.Over() {
				m.note, m.bad = "The rules change between games: n starts a new game, then r.", true
				break
			}
		}
		m.newCard(r)
		m.note = rulesWords(r)
	case key.Matches(k, ck.Puzzle):
		if m.cardUnderWay() {
			m.note, m.bad = "Giant Yahtzee after this game: finish it, or n leaves it (kept as unfinished) for a new one.", true
			break
		}
		m.mode = modePuzzle
		m.showFaces(m.cfg.d)
		m.note = "Giant Yahtzee: keep and re-roll until all the dice match. g goes back to the whole game (kept as it stood)."
	default:
		return false
	}
	return true
}

// Card is the whole game on the table; the root's tests read it.
func (m *Model) Card() *game.Card { return m.cp.card }

// cardUnderWay is whether a game is under way: rolled, not over. Its
// round draws from its own stream, which nothing else may draw from
// meanwhile (the record replays its rolls one after another).
func (m *Model) cardUnderWay() bool {
	c := m.cp.card
	return m.cp.open != nil && !c.Over()
}

// rulesWords says what the joker rule of r is.
func rulesWords(r odds.YahtzeeRules) string {
	if r == odds.Hasbro {
		return "Hasbro's rules: a five of a kind with the Yahtzee box filled must go in its upper box if open, else any lower box (full house 25, straights 30 and 40), else an upper box for 0."
	}
	return "Verhoeff's rules: a five of a kind with the Yahtzee box filled goes in any open box; full house and straights score 25/30/40 if its upper box is filled."
}

// cardErr words the card's refusals for the keys.
func cardErr(err error) string {
	switch {
	case errors.Is(err, game.ErrNoDice):
		return "Roll first: space rolls the five dice."
	case errors.Is(err, game.ErrNoRolls):
		return "No roll is left: score the dice (↑/↓ and enter, or click a box)."
	}
	return sentence(err.Error())
}

// cardResume takes up a game left open when the program stopped.
func (m *Model) cardResume(e casino.Entry) (string, error) {
	if m.cp.open != nil {
		return "", errors.New("a Yahtzee game is already in play")
	}
	rec := *e.Round
	oc, err := game.Resume(rec)
	if err != nil {
		return "", err
	}
	base := settings.Gen{Generator: oc.Gen, Name: rec.Gen, Seed: rec.Seed}
	if rec.Fair != nil { // the fair stream is the game's alone
		if base, err = m.gens.For(m.c.Settings()); err != nil {
			return "", err
		}
	} else {
		m.gens.Keep(base)
	}
	r, err := m.ledger.Resume(e, base.Source("", func(d rng.Generator) error { m.cp.dice = d; return nil }))
	if err != nil {
		return "", err
	}
	m.cp.dice = oc.Gen
	m.mode = modeGame
	m.cp.card, m.cp.rules, m.cp.open = oc.Card, oc.Card.Rules(), r
	m.cp.moves = append([]string(nil), rec.Moves...)
	m.cp.no = 1
	for _, done := range m.ledger.Rounds() { // the games before it this session file remembers
		if done.Table == game.Name && len(done.Moves) > 0 && strings.HasPrefix(done.Moves[0], "game ") {
			m.cp.no++
		}
	}
	// Its choices so far are valued as the strategy comes.
	steps, _ := game.Steps(rec)
	for _, st := range steps {
		m.cp.pending = append(m.cp.pending, choice{pos: st.Pos, dice: st.Dice, left: st.Left, keep: st.Keep, box: st.Box,
			game: m.cp.no, rules: oc.Card.Rules()})
	}
	m.valueChoices()
	m.cp.cursor = m.firstOpen()
	m.advise()
	c := oc.Card
	what := fmt.Sprintf("turn %d, roll %d of 3", c.Turn(), c.Rolls())
	if c.Rolls() == 0 {
		what = fmt.Sprintf("turn %d to roll", c.Turn())
	}
	m.note = fmt.Sprintf("Your Yahtzee game is still on: %s, %s.", what, text.Plural(c.Total(), "point"))
	return fmt.Sprintf("Your Yahtzee game is still on: %s, %s.", what, text.Plural(c.Total(), "point")), nil
}

// Resume takes up a round saved open: a whole game of Yahtzee.
func (m *Model) Resume(e casino.Entry) (string, error) {
	if len(e.Round.Moves) == 0 || !strings.HasPrefix(e.Round.Moves[0], "game ") {
		return "", errors.New("only a whole game of Yahtzee is left open")
	}
	return m.cardResume(e)
}
