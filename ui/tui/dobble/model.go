// Package dobble is the Dobble table: two cards face up, any two of the
// deck sharing exactly one symbol (both shared symbols in the double
// game), found against the clock by key or click (games/dobble holds the
// rules). Each game of ten pairs is saved as a round; the best times shown
// are read from the saved rounds, so they survive a restart.
package dobble

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/designs"
	"riffle/games/casino"
	game "riffle/games/dobble"
	"riffle/ui/tui/common"
	"riffle/ui/tui/felt"
	"riffle/ui/tui/settings"
)

// tickEvery is the clock's redraw interval.
const tickEvery = 100 * time.Millisecond

// Model is the Dobble screen. It takes no stake: a round's net is 0.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap         // the keys Update matches, all enabled (see keyMap)

	which  int // the variant played, an index in game.Variants()
	double int // the double game's variant, for d to come back to
	game   *game.Game
	open   *casino.Round
	decks  map[game.Variant]designs.Deck // each variant's deck, built once

	gen    settings.Gen
	genFor string
	genErr error

	active bool // entered and not left: the clock ticks
	hidden bool // on show but out of sight (SetHidden): the clock stands
	ticks  common.Ticker
	at     time.Time // the time the clock shows: of the last tick or key

	// found is the pair just found, held on show a moment with its
	// symbols marked (motion on), the next pair's clock stopped until it
	// shows.
	found   *foundPair
	mark    felt.Motion
	markCmd tea.Cmd

	bests  map[game.Variant]best
	bestOf int // the rounds the bests were read from (len of the book's)

	note string
	bad  bool
}

// New builds the table: the classic game, no pair dealt.
func New(c *common.Common, l *casino.Ledger) *Model {
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), double: 1, ticks: common.Ticker{Every: tickEvery}}
}

// Title is the screen's name in the header.
func (m *Model) Title() string { return "Dobble" }

// Enter builds the generator anew if the session's generator or seed
// changed (the game in play ends then), starts the clock again and its
// tick.
func (m *Model) Enter() tea.Cmd {
	m.active = true
	m.at = m.now()
	m.ensureGen()
	if m.playing() {
		if !m.hidden {
			m.game.Resume(m.at)
		}
		return m.ticks.Start()
	}
	return nil
}

// Still shows the next pair at once, the found pair's beat over.
func (m *Model) Still() { m.mark.Stop() }

// Leave stops the clock: the time away is not counted.
func (m *Model) Leave() {
	m.Still()
	m.active = false
	m.ticks.Stop()
	if m.playing() {
		m.game.Pause(m.now())
	}
}

// SetHidden stops the clock while the cards are out of sight on this
// screen (the full help in their place, a terminal too small) and starts
// it again when they are back: no time is counted that the player could
// not see the cards.
func (m *Model) SetHidden(hidden bool) {
	if hidden == m.hidden {
		return
	}
	m.hidden = hidden
	if !m.playing() || !m.active || m.mark.Running() { // a found pair's beat starts the clock as it ends
		return
	}
	if hidden {
		m.game.Pause(m.now())
	} else {
		m.at = m.now()
		m.game.Resume(m.at)
	}
}

// now is the session's clock.
func (m *Model) now() time.Time { return m.ledger.Now() }

// variant is the deck played.
func (m *Model) variant() game.Variant { return m.variantAt(m.which) }

// deck is the deck played (built on first use: 0.1 ms at most).
func (m *Model) deck() designs.Deck {
	v := m.variant()
	if d, ok := m.decks[v]; ok {
		return d
	}
	d, _ := v.Deck() // every variant offered has one
	if m.decks == nil {
		m.decks = map[game.Variant]designs.Deck{}
	}
	m.decks[v] = d
	return d
}

// variantAt is variant i of game.Variants().
func (m *Model) variantAt(i int) game.Variant { return game.Variants()[i] }

// nextSize is the double variant with the next larger card (the smallest
// after the largest).
func (m *Model) nextSize() int {
	vs := game.Variants()
	cur := vs[m.which].PerCard
	next, low := -1, -1
	for i, v := range vs {
		if !v.Double {
			continue
		}
		if v.PerCard > cur && (next < 0 || v.PerCard < vs[next].PerCard) {
			next = i
		}
		if low < 0 || v.PerCard < vs[low].PerCard {
			low = i
		}
	}
	if next < 0 {
		return low
	}
	return next
}

// playing reports whether a pair is on the table, waiting for a find.
func (m *Model) playing() bool { return m.game != nil && !m.game.Over() }

// ensureGen builds the deal's generator from the session's generator and
// seed, anew if they changed since (so the header's seed replays the table
// from the first deal after the change).
func (m *Model) ensureGen() {
	s := m.c.Settings()
	k := fmt.Sprintf("%s/%d", s.Gen.Name, s.EffectiveSeed())
	if m.gen.Generator != nil && m.genFor == k {
		return
	}
	m.genFor = k
	if m.playing() {
		m.endGame("The generator or its seed changed: the game in play was left.")
		m.game = nil
	}
	m.gen, m.genErr = m.gens.For(s)
}

// Update takes the clock's ticks, clicks and keys.
func (m *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case common.TickMsg:
		if m.found != nil {
			cmd := m.mark.Tick(msg)
			if cmd != nil || m.found == nil {
				return m, cmd
			}
		}
		if !m.ticks.Current(msg) || !m.active || !m.playing() {
			return m, nil
		}
		m.at = m.now()
		return m, m.ticks.Next(msg)
	case tea.MouseMsg:
		m.at = m.now()
		if common.IsClick(msg) && m.mark.Skip() { // a click shows the next pair at once
			return m, nil
		}
		return m, m.withMark(m.click(msg))
	case tea.KeyMsg:
		m.at = m.now()
		if m.mark.Skip() { // a key shows the next pair at once, and does no more
			return m, nil
		}
		return m, m.withMark(m.updateKey(msg))
	}
	return m, nil
}

// withMark adds the first tick of a found pair's beat to cmd.
func (m *Model) withMark(cmd tea.Cmd) tea.Cmd {
	mark := m.markCmd
	m.markCmd = nil
	return tea.Batch(cmd, mark)
}

// updateKey does what a key asks, and starts the clock's tick when a game
// starts.
func (m *Model) updateKey(k tea.KeyMsg) tea.Cmd {
	km := m.keyMap()
	was := m.playing()
	m.note, m.bad = "", false
	switch {
	case key.Matches(k, km.Pick):
		i := int(k.Runes[0] - '1')
		m.pick(m.game.Left()[i])
	case key.Matches(k, m.keys.Pick) && !m.playing():
		m.say(true, "No pair is on the table: space deals one.")
	case key.Matches(k, m.keys.Pick):
		m.say(true, "The left card has %d symbols: 1-%d pick them.", m.variant().PerCard, m.variant().PerCard)
	case key.Matches(k, km.Deal):
		m.start()
	case key.Matches(k, km.New):
		m.endGame("Left the game unfinished.")
		m.game = nil
		m.say(false, "%s Space deals a new game.", m.note)
	case key.Matches(k, km.Double):
		if m.variant().Double {
			m.setVariant(0)
		} else {
			m.setVariant(m.double)
		}
	case key.Matches(k, km.Size):
		m.setVariant(m.nextSize())
	}
	if !was && m.playing() && m.active {
		return m.ticks.Start()
	}
	return nil
}

// say sets the note.
func (m *Model) say(bad bool, format string, args ...any) {
	m.note, m.bad = fmt.Sprintf(format, args...), bad
}

// setVariant plays variant i from now on, leaving the game in play.
func (m *Model) setVariant(i int) {
	left := ""
	if m.playing() {
		m.endGame("")
		left = "Left the game unfinished. "
	}
	m.which, m.game = i, nil
	if m.variant().Double {
		m.double = i
	}
	d := m.deck()
	m.say(false, "%s%s: %d cards of %d symbols, any two share %s. Space deals.", left, m.variant().Name(),
		len(d.Cards), d.PerCard, sharedWord(d.Shared))
}

// sharedWord is "one" or "two".
func sharedWord(n int) string {
	if n == 1 {
		return "one"
	}
	return "two"
}

// start deals a new game's first pair and starts its round.
func (m *Model) start() {
	m.ensureGen()
	if m.genErr != nil {
		m.say(true, "Cannot build the generator: %v", m.genErr)
		return
	}
	open, err := m.ledger.BeginDrawn(game.Name, m.gen.Source("", nil))
	if errors.Is(err, casino.ErrTooFast) { // a class's server: no game it would not save
		m.say(true, "Not dealt: %v.", err)
		return
	}
	m.open = open
	g, err := game.New(m.variant(), m.gen.Generator, m.at)
	if err != nil { // the variants offered all have decks
		m.cancelRound()
		m.say(true, "Cannot deal: %v", err)
		return
	}
	m.game = g
	m.say(false, "Find the symbol%s both cards show.", map[bool]string{true: "s", false: ""}[m.variant().Double])
}

// endGame saves the game in play as a round, if a pick was made (a game
// left before any is not saved); why is the note.
func (m *Model) endGame(why string) {
	if m.open == nil || m.game == nil {
		return
	}
	if len(m.game.Moves()) > 1 {
		_, _ = m.open.Finish(m.game.Moves(), game.RoundResult(m.game)) // a refusal is the ledger's to show
	}
	m.cancelRound()
	m.note = why
}

// cancelRound calls off the round in play, if it was not finished: a game
// left before any pick is not saved.
func (m *Model) cancelRound() {
	if m.open != nil {
		_ = m.open.Cancel() // nothing staked, nothing saved: it cannot fail
	}
	m.open = nil
}

// pick picks symbol s on the pair on the table.
func (m *Model) pick(s int) {
	g := m.game
	was := foundPair{left: g.Left(), right: g.Right()}
	p, err := g.Pick(s, m.at)
	if err != nil {
		m.say(true, "%s.", err.Error())
		return
	}
	if p.Pair {
		was.found = p.Found
		m.holdFound(was)
	}
	sym := Glyph(s, m.c.Styles().Glyphs.ASCII)
	switch {
	case p.Again:
		m.say(false, "%s is found already: one more to find.", sym)
	case !p.Right:
		m.say(true, "%s is on one card only: a miss, %s on the time.", sym, "+"+game.Seconds(game.Penalty))
	case !p.Pair:
		m.say(false, "%s is one of the two: one more to find.", sym)
	case g.Over():
		m.finish()
	default:
		m.say(false, "Found %s in %s.", m.foundNames(p), game.Seconds(p.Time))
		m.mark.WhenShown(func() { m.note += fmt.Sprintf(" Pair %d of %d is dealt.", g.Pair(), game.Pairs) })
	}
}

// foundNames names the symbols the pick p completed, in the order found.
func (m *Model) foundNames(p game.Pick) string {
	names := make([]string, len(p.Found))
	for i, s := range p.Found {
		names[i] = Glyph(s, m.c.Styles().Glyphs.ASCII)
	}
	return strings.Join(names, " and ")
}

// finish saves the game just over and says how it went against the best.
func (m *Model) finish() {
	g := m.game
	was := m.best(g.Variant())
	m.endGame("")
	s := g.Summary()
	m.say(false, "Done: %d pairs in %s with %s.", game.Pairs, game.Seconds(s.Total()), misses(s.Misses))
	if was.games == 0 || s.Total() < was.game {
		m.note += " A best game!"
	}
	m.note += " Space deals the next game."
}

// misses writes n misses.
func misses(n int) string {
	switch n {
	case 0:
		return "no miss"
	case 1:
		return "1 miss"
	}
	return fmt.Sprintf("%d misses", n)
}

// Game is the game on the table (nil before the first deal); the root's
// tests read it.
func (m *Model) Game() *game.Game { return m.game }

// InPlay is "": a game in play stakes no chips, and is saved as it stands
// as the casino closes without asking (SettleOnQuit).
func (m *Model) InPlay() string { return "" }

// SettleOnQuit saves the game in play as the casino closes, when a pick
// was made, so that its finds count among the best times; it has nothing
// to say.
func (m *Model) SettleOnQuit() string {
	if m.playing() {
		m.endGame("")
		m.game = nil
	}
	return ""
}
