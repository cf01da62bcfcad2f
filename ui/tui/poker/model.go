// Package poker is the poker table screen: dealt hands (n × m
// round-robin from one shuffled deck) and Texas Hold'em as an ante game,
// on games/poker with the session's shuffle and generator, and a fairness
// panel that tests the hand classes against the exact odds.
package poker

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/casino"
	game "riffle/games/poker"
	"riffle/ui/tui/common"
	"riffle/ui/tui/panel"
	"riffle/ui/tui/settings"
)

// Model is the poker table: dealt hands (n × m round-robin, the Java
// text's Dealer and Host) and Texas Hold'em as an ante game, on
// games/poker with the session's shuffle and generator. Its fairness panel
// shows the hand classes of the hands dealt against the exact odds of
// engine/odds, and the position × card matrix of the same shuffle from the
// background sampler.
type Model struct {
	common.Base
	gens   settings.Gens // the generators drawn from, by name and seed (settings.Gens)
	c      *common.Common
	ledger *casino.Ledger // the session's chips and rounds
	keys   KeyMap
	panel  panel.Model

	table    *game.Table
	tableFor string       // settings the table deals with
	gen      settings.Gen // the table's generator, which a fair hand borrows the table from
	tableErr error

	probs   map[int]game.ClassProbs // exact class probabilities by hand size
	oddsErr map[int]string

	fast fastRun

	// samplerNote says why the panel samples another algorithm than the
	// table's name (partial: fisher-yates), or is empty; samplerShort says
	// it in one line.
	samplerNote, samplerShort string

	note    string
	noteBad bool
}

// New returns the poker table; it builds its dealer from the
// session's settings when first shown.
func New(c *common.Common, l *casino.Ledger) *Model {
	return &Model{c: c, ledger: l, keys: DefaultKeyMap(), panel: panel.New(c),
		probs: map[int]game.ClassProbs{}, oddsErr: map[int]string{}}
}

// Title names the mode being played.
func (s *Model) Title() string {
	if s.table != nil && s.table.Mode() == game.ModeHoldem {
		return "Poker · Texas Hold'em"
	}
	return "Poker · dealt hands"
}

// Panel is the table's fairness panel: the hand classes against the
// exact odds, and the sampler of the table's shuffle.
func (s *Model) Panel() *panel.Model { return &s.panel }

// UsesPanel reports true: the panel always has the table's statistics.
func (s *Model) UsesPanel() bool { return true }

// Table is the table dealing now, or nil while the session's settings
// give none (a shuffle that rolls dice). The root's checks and tests read
// it: the chip ledger and the deck checks of the monkey test, the fair
// rounds test.
func (s *Model) Table() *game.Table { return s.table }

// Enter builds the table anew if the session's shuffle, generator or seed
// changed (the panel's sampler follows) and counts the exact odds the mode
// needs.
func (s *Model) Enter() tea.Cmd {
	cmd := s.ensureTable()
	s.loadOdds()
	return cmd
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
	st := s.c.Settings()
	k := st.DeckKey()
	if k == s.tableFor && (s.table != nil || s.tableErr != nil) {
		return nil
	}
	old := s.table
	s.tableFor, s.table, s.tableErr, s.samplerNote, s.samplerShort = k, nil, nil, "", ""
	s.panel.ClearEvents()
	g, err := s.gens.For(st)
	if err == nil {
		s.table, err = game.New(st.Algo, g.Generator)
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
		s.samplerNote, s.samplerShort = samplerNotes(st.Algo.Name, algo.Name, st.Gen.Name, g.Generator)
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

// Update takes in a fast-forward's chunk and the keys.
func (s *Model) Update(msg tea.Msg) (common.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case chunkMsg:
		return s, s.chunkDone(msg)
	case tea.KeyMsg:
		return s, s.updateKey(msg)
	case tea.MouseMsg:
		return s, s.updateMouse(msg)
	}
	return s, nil
}
