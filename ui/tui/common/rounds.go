package common

import (
	"riffle/games/casino"
	"riffle/games/round"
)

// Dealer says what deals a table's next round when it shuffles with
// algo: "algo on gen", or in provably fair mode, when algo can deal a
// fair round, "algo on fair seeds" (the generator is then the round's
// committed stream, not the session's).
func (c *Common) Dealer(l *casino.Ledger, algo string) string {
	return algo + " on " + c.DealerSource(l, algo)
}

// DealerSource is Dealer's generator alone: "fair seeds" or gen.
func (c *Common) DealerSource(l *casino.Ledger, algo string) string {
	if l.DealsFair(algo) {
		return "fair seeds"
	}
	return c.settings.Gen.Name
}

// FairShuffleErr is why, in fair mode, the session's shuffle cannot deal a
// provably fair round (it is biased: round.CheckShuffle), or nil. The lobby
// and the fair screen keep it nil; a shuffle chosen elsewhere (the Shuffle
// Lab) can make it not: the poker table then deals from the session's
// generator, rounds that are not provably fair, and the header says so.
func (c *Common) FairShuffleErr(l *casino.Ledger) error {
	if !l.Fair() {
		return nil
	}
	return round.CheckShuffle(c.settings.Algo)
}
