package round

import (
	"errors"
	"fmt"

	"riffle/engine/rng"
)

// ErrNoServerSeed is wrapped by the error of a provably fair record whose
// server seed is not known: a round still open keeps it out of the session
// file (see [Record.Dice]), and one whose secret was lost cannot go on.
var ErrNoServerSeed = errors.New("the server seed is not known")

// FreshGenerator is a new generator for a record drawn from one that
// cannot be replayed (os), for an open round taken up from its recorded
// draws to go on with fresh randomness; for any other record it is an
// error (a provably fair round goes on only with its own stream).
func FreshGenerator(r Record) (rng.Generator, error) {
	if r.Fair != nil {
		return nil, errors.New("a provably fair round goes on only with its own stream")
	}
	info, err := rng.Lookup(r.Gen)
	if err != nil {
		return nil, err
	}
	if info.Reproducible {
		return nil, fmt.Errorf("%s can be replayed", info.Name)
	}
	return info.New(r.Seed)
}
