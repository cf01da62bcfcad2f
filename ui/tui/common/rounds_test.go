package common

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/games/craps"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/ui/session"
)

// The round book runs the protocol of games/round on the entropy it is
// given: the commitment on show is SHA-256 of the server seed the round
// then reveals, a refused round takes nothing, and nonces count on.
func TestRoundBookFairRounds(t *testing.T) {
	client := bytes.Repeat([]byte{5}, 16) // drawn first: the session has no client seed
	seeds := bytes.Repeat([]byte{7}, 32)
	seeds = append(seeds, bytes.Repeat([]byte{9}, 32)...)
	s, err := Options{Seed: "42"}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	c := New(Styles{}, s)
	b := NewRoundBook(session.Session{}, bytes.NewReader(append(client, seeds...)))
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

	refused := c.BeginRound(poker.Name, base, "fisher-yates", take)
	c.CancelRound(refused)
	if b.Nonce() != start || b.Pending() != hex.EncodeToString(sum[:]) || given != base {
		t.Fatalf("a refused round: nonce %d, pending %q, generator given back %v", b.Nonce(), b.Pending(), given == base)
	}

	o := c.BeginRound(poker.Name, base, "fisher-yates", take)
	f := o.Rec.Fair
	if f == nil || f.Server != hex.EncodeToString(seeds[:32]) || f.Commit != hex.EncodeToString(sum[:]) || f.Nonce != start || f.Client != hex.EncodeToString(client) {
		t.Fatalf("fair seeds %+v", f)
	}
	want := rng.NewFair(seeds[:32], hex.EncodeToString(client), start)
	if got := given.Uint64(); got != want.Uint64() {
		t.Errorf("the round's stream is not the protocol's")
	}
	r := c.FinishRound(o, []string{"hands 1 5"}, round.Result{Outcome: "o"})
	if r.Seq != 1 || b.Revealed == nil || b.Revealed.Fair.Server != f.Server || b.Revealed.Seq != 1 || given != base || b.Nonce() != start+1 {
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
	o := c.BeginRound(poker.Name, base, "fisher-yates", func(rng.Generator) error { return errors.New("unused") })
	if o.Rec.Fair != nil || o.Rec.Gen != s.Gen.Name {
		t.Errorf("a round without a server seed claims to be fair: %+v", o.Rec)
	}
}

// A new session's client seed is drawn from the entropy before the first
// server seed (128 bits, not a constant known before the commitment); a
// saved session's own comes back and draws nothing; one the casino no
// longer takes is replaced by a drawn one.
func TestRoundBookClientSeed(t *testing.T) {
	entropy := func() *bytes.Reader {
		b := make([]byte, 64)
		for i := range b {
			b[i] = byte(i)
		}
		return bytes.NewReader(b)
	}
	b := NewRoundBook(session.Session{}, entropy())
	if got := b.Client(); got != "000102030405060708090a0b0c0d0e0f" {
		t.Errorf("a new session's client seed is %q, want the first 16 entropy bytes in hex", got)
	}
	serverAfter := sha256.Sum256(func() []byte { b := make([]byte, 32); entropy().ReadAt(b, 16); return b }())
	if got := b.Commitment(); got != hex.EncodeToString(serverAfter[:]) {
		t.Errorf("the server seed is not the 32 bytes after the client seed's: commitment %s", got)
	}
	if other := NewRoundBook(session.Session{}, bytes.NewReader(bytes.Repeat([]byte{1}, 48))); other.Client() == b.Client() {
		t.Errorf("two entropies gave one client seed %q", b.Client())
	}
	saved := NewRoundBook(session.Session{Settings: &session.Settings{Client: "lucky 7"}}, entropy())
	first := sha256.Sum256(func() []byte { b := make([]byte, 32); entropy().ReadAt(b, 0); return b }())
	if saved.Client() != "lucky 7" || saved.Commitment() != hex.EncodeToString(first[:]) {
		t.Errorf("a saved client seed: %q, commitment %s (want the first 32 bytes' SHA-256)", saved.Client(), saved.Commitment())
	}
	refused := NewRoundBook(session.Session{Settings: &session.Settings{Client: "a\nb"}}, entropy())
	if refused.Client() != "000102030405060708090a0b0c0d0e0f" {
		t.Errorf("a refused saved client seed gave %q", refused.Client())
	}
	short := NewRoundBook(session.Session{}, bytes.NewReader(make([]byte, 15)))
	if short.FairErr() == nil || short.Client() != "" || short.Commitment() != "" {
		t.Errorf("entropy too short for a client seed: error %v, client %q", short.FairErr(), short.Client())
	}
}

// In fair mode a round shuffled by a biased algorithm is not dealt from
// the committed seeds: it takes no seed and no nonce, is recorded with the
// session's generator, and FairShuffleErr says why; a fair shuffle, or a
// table that does not shuffle, gets its fair round.
func TestRoundBookRefusesBiasedShuffles(t *testing.T) {
	s, _ := Options{Seed: "42", Algo: "naive"}.Resolve()
	c := New(Styles{}, s)
	b := NewRoundBook(session.Session{}, bytes.NewReader(make([]byte, 16+2*32)))
	c.SetBook(b)
	if c.FairShuffleErr() != nil {
		t.Error("FairShuffleErr outside fair mode")
	}
	b.Fair = true
	if err := c.FairShuffleErr(); err == nil || !strings.Contains(err.Error(), `shuffle "naive" is biased`) {
		t.Errorf("FairShuffleErr = %v", err)
	}
	base, _ := s.NewGen(s.EffectiveSeed())
	take := func(rng.Generator) error { return nil }
	start, commit := b.Nonce(), b.Commitment()
	for _, algo := range []string{"naive", "asf", "sort-key", "riffle"} {
		o := c.BeginRound(poker.Name, base, algo, take)
		if o.Rec.Fair != nil || o.Rec.Gen != s.Gen.Name || b.Nonce() != start || b.Pending() != commit {
			t.Errorf("%s: a biased shuffle dealt a fair round: %+v, nonce %d", algo, o.Rec, b.Nonce())
		}
	}
	if o := c.BeginRound(poker.Name, base, "fisher-yates", take); o.Rec.Fair == nil {
		t.Error("fisher-yates was refused a fair round")
	}
	if o := c.BeginRound(craps.Name, base, "", take); o.Rec.Fair == nil {
		t.Error("craps was refused a fair round")
	}
}
