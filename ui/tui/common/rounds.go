package common

import (
	"crypto/rand"

	"riffle/games/casino"
	"riffle/games/round"
)

// Ledger is the player's chips and rounds (games/casino): screens that
// play rounds begin them there, and chips move only through them.
func (c *Common) Ledger() *casino.Ledger {
	if c.ledger == nil { // a Common built without the root, as screens' tests build it
		c.ledger, _ = casino.New(casino.Session{}, rand.Reader, nil)
	}
	return c.ledger
}

// Dealer says what deals a table's next round when it shuffles with
// algo: "algo on gen", or in provably fair mode, when algo can deal a
// fair round, "algo on fair seeds" (the generator is then the round's
// committed stream, not the session's).
func (c *Common) Dealer(algo string) string { return algo + " on " + c.DealerSource(algo) }

// DealerSource is Dealer's generator alone: "fair seeds" or gen.
func (c *Common) DealerSource(algo string) string {
	if c.Ledger().DealsFair(algo) {
		return "fair seeds"
	}
	return c.settings.Gen.Name
}

// FairShuffleErr is why, in fair mode, the session's shuffle cannot deal a
// provably fair round (it is biased: round.CheckShuffle), or nil. The lobby
// and the fair screen keep it nil; a shuffle chosen elsewhere (the Shuffle
// Lab) can make it not: the poker table then deals from the session's
// generator, rounds that are not provably fair, and the header says so.
func (c *Common) FairShuffleErr() error {
	if !c.Ledger().Fair() {
		return nil
	}
	return round.CheckShuffle(c.settings.Algo)
}

// SavedSettings are the settings a session file keeps.
func (c *Common) SavedSettings() casino.Settings {
	s, l := c.settings, c.Ledger()
	return casino.Settings{Gen: s.Gen.Name, Algo: s.Algo.Name, Seed: s.EffectiveSeed(), Dice: s.Dice,
		Shuffles: s.Shuffles, Fair: l.Fair(), Client: l.Client()}
}

// BeginRound begins a round at table and draws its randomness at once
// from src (a table's Gen.Source): for a table whose bets and draws come
// together. It fails while a round is in play at table.
func (c *Common) BeginRound(table string, src casino.Source) (*casino.Round, error) {
	r, err := c.Ledger().Begin(table)
	if err != nil {
		return nil, err
	}
	if err := r.Draw(src); err != nil {
		_ = r.Cancel()
		return nil, err
	}
	return r, nil
}
