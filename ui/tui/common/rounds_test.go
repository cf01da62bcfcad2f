package common

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"testing"

	"riffle/engine/rng"
	"riffle/games/round"
	"riffle/ui/session"
)

// The round book runs the protocol of games/round on the entropy it is
// given: the commitment on show is SHA-256 of the server seed the round
// then reveals, a refused round takes nothing, and nonces count on.
func TestRoundBookFairRounds(t *testing.T) {
	seeds := bytes.Repeat([]byte{7}, 32)
	seeds = append(seeds, bytes.Repeat([]byte{9}, 32)...)
	s, err := Options{Seed: "42"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	c := New(Styles{}, s)
	b := NewRoundBook(session.Session{}, bytes.NewReader(seeds))
	b.Fair = true
	c.SetBook(b)
	sum := sha256.Sum256(seeds[:32])
	if got := b.Commitment(); got != hex.EncodeToString(sum[:]) || b.Pending() != got {
		t.Fatalf("commitment %q, pending %q, want SHA-256 of the first seed", got, b.Pending())
	}
	start := b.Nonce() // a new session's first
	base, _ := s.NewGen(s.EffectiveSeed())
	var given rng.Generator
	take := func(g rng.Generator) error { given = g; return nil }

	refused := c.BeginRound(round.Poker, base, "fisher-yates", take)
	c.CancelRound(refused)
	if b.Nonce() != start || b.Pending() != hex.EncodeToString(sum[:]) || given != base {
		t.Fatalf("a refused round: nonce %d, pending %q, generator given back %v", b.Nonce(), b.Pending(), given == base)
	}

	o := c.BeginRound(round.Poker, base, "fisher-yates", take)
	f := o.Rec.Fair
	if f == nil || f.Server != hex.EncodeToString(seeds[:32]) || f.Commit != hex.EncodeToString(sum[:]) || f.Nonce != start || f.Client != round.DefaultClientSeed {
		t.Fatalf("fair seeds %+v", f)
	}
	want := rng.NewFair(seeds[:32], round.DefaultClientSeed, start)
	if got := given.Uint64(); got != want.Uint64() {
		t.Errorf("the round's stream is not the protocol's")
	}
	r := c.FinishRound(o, []string{"hands 1 5"}, round.Result{Outcome: "o"})
	if r.Seq != 1 || b.Revealed == nil || b.Revealed.Server != f.Server || given != base || b.Nonce() != start+1 {
		t.Errorf("finished: seq %d, revealed %+v, generator back %v, nonce %d", r.Seq, b.Revealed, given == base, b.Nonce())
	}
	next := sha256.Sum256(seeds[32:])
	if got := b.Commitment(); got != hex.EncodeToString(next[:]) {
		t.Errorf("next commitment %q, want the second seed's", got)
	}
}

// Entropy that fails is an error on show, never a seed of zeros; the
// round is dealt from the session's generator and recorded as such.
func TestRoundBookEntropyFails(t *testing.T) {
	s, _ := Options{Seed: "42"}.Resolve()
	c := New(Styles{}, s)
	b := NewRoundBook(session.Session{}, bytes.NewReader(make([]byte, 31)))
	b.Fair = true
	c.SetBook(b)
	if got := b.Commitment(); got != "" || b.FairErr() == nil {
		t.Fatalf("short entropy: commitment %q, error %v", got, b.FairErr())
	}
	base, _ := s.NewGen(s.EffectiveSeed())
	o := c.BeginRound(round.Poker, base, "fisher-yates", func(rng.Generator) error { return errors.New("unused") })
	if o.Rec.Fair != nil || o.Rec.Gen != s.Gen.Name {
		t.Errorf("a round without a server seed claims to be fair: %+v", o.Rec)
	}
}
