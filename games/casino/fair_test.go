package casino

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"riffle/engine/rng"
	"riffle/games/round"
)

// The ledger runs the protocol of games/round on the entropy it is
// given: the commitment on show is SHA-256 of the server seed the round
// then reveals, a cancelled round takes nothing, and nonces count on.
func TestFairRounds(t *testing.T) {
	client := bytes.Repeat([]byte{5}, 16) // drawn first: the session has no client seed
	seeds := bytes.Repeat([]byte{7}, 32)
	seeds = append(seeds, bytes.Repeat([]byte{9}, 32)...)
	l, _ := New(Session{}, bytes.NewReader(append(client, seeds...)), nil)
	l.SetFair(true)
	sum := sha256.Sum256(seeds[:32])
	if got := l.Commitment(); got != hex.EncodeToString(sum[:]) || l.Pending() != got {
		t.Fatalf("commitment %q, pending %q, want SHA-256 of the first seed", got, l.Pending())
	}
	start := l.Nonce() // a new session's first
	base := rng.NewPCG(42)
	var given rng.Generator
	src := Source{Gen: base, Name: "pcg", Seed: 42, Algo: "fisher-yates", Set: func(g rng.Generator) error { given = g; return nil }}

	refused, _ := l.Begin("poker")
	_ = refused.Draw(src)
	if err := refused.Cancel(); err != nil {
		t.Fatal(err)
	}
	if l.Nonce() != start || l.Pending() != hex.EncodeToString(sum[:]) || given != base {
		t.Fatalf("a cancelled round: nonce %d, pending %q, generator given back %v", l.Nonce(), l.Pending(), given == base)
	}

	r, _ := l.Begin("poker")
	_ = r.Draw(src)
	f := r.Record().Fair
	if f == nil || f.Server != hex.EncodeToString(seeds[:32]) || f.Commit != hex.EncodeToString(sum[:]) || f.Nonce != start || f.Client != hex.EncodeToString(client) {
		t.Fatalf("fair seeds %+v", f)
	}
	want := rng.NewFair(seeds[:32], hex.EncodeToString(client), start)
	if got := given.Uint64(); got != want.Uint64() {
		t.Errorf("the round's stream is not the protocol's")
	}
	rec, err := r.Finish([]string{"hands 1 5"}, round.Result{Outcome: "o"})
	if err != nil || rec.Seq != 1 || l.Revealed() == nil || l.Revealed().Fair.Server != f.Server || l.Revealed().Seq != 1 || given != base || l.Nonce() != start+1 {
		t.Errorf("finished %v: seq %d, revealed %+v, generator back %v, nonce %d", err, rec.Seq, l.Revealed(), given == base, l.Nonce())
	}
	next := sha256.Sum256(seeds[32:])
	if got := l.Commitment(); got != hex.EncodeToString(next[:]) {
		t.Errorf("next commitment %q, want the second seed's", got)
	}
}

// A fair round saved open keeps its server seed out of the entry's record
// (in the entry's Secret, which the saver keeps apart); its settled entry
// reveals it.
func TestOpenFairRoundHidesItsSeed(t *testing.T) {
	var saved []Entry
	l, _ := New(Session{}, bytes.NewReader(bytes.Repeat([]byte{3}, 16+32)), saverFunc(func(e Entry) { saved = append(saved, e) }))
	l.SetFair(true)
	r, _ := l.Begin("craps")
	_ = r.Stake(10)
	_ = r.Draw(Source{Gen: rng.NewPCG(1), Name: "pcg", Set: func(rng.Generator) error { return nil }})
	_ = r.SaveOpen([]string{"limit 3-4-5×", "roll 10 0"}, nil)
	open := saved[len(saved)-1]
	if open.Round.Fair == nil || open.Round.Fair.Server != "" || open.Secret != r.Record().Fair.Server || open.Secret == "" {
		t.Fatalf("open entry %+v, secret %q", open.Round.Fair, open.Secret)
	}
	if b, _ := json.Marshal(open); strings.Contains(string(b), open.Secret) {
		t.Error("the server seed is in the session file's line")
	}
	_ = r.Settle(10, 0)
	rec, _ := r.Finish([]string{"limit 3-4-5×", "roll 10 0"}, round.Result{Net: -10})
	if rec.Fair.Server != open.Secret {
		t.Errorf("settled round reveals %q, want %q", rec.Fair.Server, open.Secret)
	}
}

// Entropy that fails is an error on show, never a seed of zeros; the
// round is dealt from the table's generator and recorded as such.
func TestEntropyFails(t *testing.T) {
	l, _ := New(Session{}, bytes.NewReader(make([]byte, 31)), nil)
	l.SetFair(true)
	if got := l.Commitment(); got != "" || l.FairErr() == nil {
		t.Fatalf("short entropy: commitment %q, error %v", got, l.FairErr())
	}
	r, _ := l.Begin("poker")
	_ = r.Draw(Source{Gen: rng.NewPCG(42), Name: "pcg", Algo: "fisher-yates", Set: func(rng.Generator) error { return errors.New("unused") }})
	if rec := r.Record(); rec.Fair != nil || rec.Gen != "pcg" {
		t.Errorf("a round without a server seed claims to be fair: %+v", rec)
	}
}

// A new session's client seed is drawn from the entropy before the first
// server seed (128 bits, not a constant known before the commitment); a
// saved session's own comes back and draws nothing; one the casino no
// longer takes is replaced by a drawn one.
func TestClientSeed(t *testing.T) {
	entropy := func() *bytes.Reader {
		b := make([]byte, 64)
		for i := range b {
			b[i] = byte(i)
		}
		return bytes.NewReader(b)
	}
	open := func(s Session, e *bytes.Reader) *Ledger {
		l, _ := New(s, e, nil)
		return l
	}
	l := open(Session{}, entropy())
	if got := l.Client(); got != "000102030405060708090a0b0c0d0e0f" {
		t.Errorf("a new session's client seed is %q, want the first 16 entropy bytes in hex", got)
	}
	serverAfter := sha256.Sum256(func() []byte { b := make([]byte, 32); entropy().ReadAt(b, 16); return b }())
	if got := l.Commitment(); got != hex.EncodeToString(serverAfter[:]) {
		t.Errorf("the server seed is not the 32 bytes after the client seed's: commitment %s", got)
	}
	if other := open(Session{}, bytes.NewReader(bytes.Repeat([]byte{1}, 48))); other.Client() == l.Client() {
		t.Errorf("two entropies gave one client seed %q", l.Client())
	}
	saved := open(Session{Settings: &Settings{Client: "lucky 7"}}, entropy())
	first := sha256.Sum256(func() []byte { b := make([]byte, 32); entropy().ReadAt(b, 0); return b }())
	if saved.Client() != "lucky 7" || saved.Commitment() != hex.EncodeToString(first[:]) {
		t.Errorf("a saved client seed: %q, commitment %s (want the first 32 bytes' SHA-256)", saved.Client(), saved.Commitment())
	}
	refused := open(Session{Settings: &Settings{Client: "a\nb"}}, entropy())
	if refused.Client() != "000102030405060708090a0b0c0d0e0f" {
		t.Errorf("a refused saved client seed gave %q", refused.Client())
	}
	short := open(Session{}, bytes.NewReader(make([]byte, 15)))
	if short.FairErr() == nil || short.Client() != "" || short.Commitment() != "" {
		t.Errorf("entropy too short for a client seed: error %v, client %q", short.FairErr(), short.Client())
	}
}

// In fair mode a round shuffled by a biased algorithm is not dealt from
// the committed seeds: it takes no seed and no nonce and is recorded with
// the table's generator; a fair shuffle, or a table that does not
// shuffle, gets its fair round.
func TestRefusesBiasedShuffles(t *testing.T) {
	l, _ := New(Session{}, bytes.NewReader(make([]byte, 16+2*32)), nil)
	l.SetFair(true)
	take := func(rng.Generator) error { return nil }
	start, commit := l.Nonce(), l.Commitment()
	draw := func(table, algo string) round.Record {
		r, _ := l.Begin(table)
		_ = r.Draw(Source{Gen: rng.NewPCG(42), Name: "pcg", Algo: algo, Set: take})
		rec := r.Record()
		r.over = true // not settled: the next Begin at the table takes another
		delete(l.inPlay, table)
		return rec
	}
	for _, algo := range []string{"naive", "asf", "sort-key", "riffle"} {
		if rec := draw("poker", algo); rec.Fair != nil || rec.Gen != "pcg" || l.Nonce() != start || l.Pending() != commit {
			t.Errorf("%s: a biased shuffle dealt a fair round: %+v, nonce %d", algo, rec, l.Nonce())
		}
		if l.DealsFair(algo) {
			t.Errorf("%s: DealsFair", algo)
		}
	}
	if rec := draw("poker", "fisher-yates"); rec.Fair == nil {
		t.Error("fisher-yates was refused a fair round")
	}
	if rec := draw("craps", ""); rec.Fair == nil {
		t.Error("craps was refused a fair round")
	}
}
