package casino

import (
	"riffle/engine/shuffle"
	"riffle/games/round"
)

// Fair reports whether rounds are provably fair (see games/round's Fair):
// each round's server seed committed to before it, revealed after it.
func (l *Ledger) Fair() bool { return l.fair }

// SetFair turns provably fair mode on or off from the next round.
func (l *Ledger) SetFair(on bool) { l.fair = on }

// Commitment is the SHA-256 of the next fair round's server seed, drawing
// the seed if none is waiting; "" if it could not be drawn (see FairErr).
func (l *Ledger) Commitment() string {
	if l.proto == nil {
		return ""
	}
	c, err := l.proto.Commitment()
	l.protoErr = err
	return c
}

// Pending is the commitment waiting for the next fair round, or "" when
// none was drawn yet; it draws nothing.
func (l *Ledger) Pending() string {
	if l.proto == nil {
		return ""
	}
	return l.proto.Pending()
}

// FairErr is why the last server seed could not be drawn, or nil.
func (l *Ledger) FairErr() error { return l.protoErr }

// Client is the client seed the next fair round mixes in ("" when the
// protocol could not start, see FairErr).
func (l *Ledger) Client() string {
	if l.proto == nil {
		return ""
	}
	return l.proto.Client()
}

// SetClient makes s the client seed from the next fair round on (see
// round.CheckClientSeed).
func (l *Ledger) SetClient(s string) error {
	if l.proto == nil {
		return l.protoErr
	}
	return l.proto.SetClient(s)
}

// Nonce is the next fair round's nonce.
func (l *Ledger) Nonce() uint64 {
	if l.proto == nil {
		return 0
	}
	return l.proto.Nonce()
}

// Revealed is the last settled provably fair round, its seeds revealed,
// or nil.
func (l *Ledger) Revealed() *round.Record { return l.revealed }

// FairShuffle is why a provably fair round cannot deal with the shuffle
// named algo ("": the table does not shuffle), or nil: a biased shuffle
// would make the round unfair whatever its seeds (round.CheckShuffle).
func FairShuffle(algo string) error {
	if algo == "" {
		return nil
	}
	a, err := shuffle.Lookup(algo)
	if err != nil {
		return err
	}
	return round.CheckShuffle(a)
}

// DealsFair reports whether the next round a table shuffling with algo
// begins is provably fair: fair mode is on and algo can deal a fair round.
func (l *Ledger) DealsFair(algo string) bool { return l.fair && FairShuffle(algo) == nil }

// hideServer is r without its provably fair server seed, and the seed
// ("" for a round that is not provably fair).
func hideServer(r round.Record) (round.Record, string) {
	if r.Fair == nil {
		return r, ""
	}
	f := *r.Fair
	secret := f.Server
	f.Server = ""
	r.Fair = &f
	return r, secret
}
