package round

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"riffle/engine/rng"
)

// Digest is the SHA-256 of the lines, as `printf 'a\nb\n' | sha256sum`
// gives it (911169ddaaf146af…).
func TestDigestKnownAnswer(t *testing.T) {
	if got := Digest("a", "b"); got != "911169ddaaf146af" {
		t.Errorf("Digest(a, b) = %s, want 911169ddaaf146af", got)
	}
}

// draws is a table for these tests: each move "draw N" draws a number
// below N; the outcome lists them, the net is their sum.
type draws struct{}

func (draws) Name() string { return "draws" }

func (draws) Play(r Record, g rng.Generator) (Result, error) {
	var got []int
	net := 0
	for _, m := range r.Moves {
		a, err := MoveArgs(m, "draw", 1)
		if err != nil {
			return Result{}, err
		}
		n, err := strconv.Atoi(a[0])
		if err != nil || n < 1 {
			return Result{}, fmt.Errorf("move %q: a bound of 1 or more", m)
		}
		got = append(got, g.IntN(n))
		net += got[len(got)-1]
	}
	return Result{Outcome: Ints(got), Digest: Digest(Ints(got)), Net: net}, nil
}

// played is a draws round from pcg seeded 42 at position 5, with its
// result.
func played(t *testing.T) Record {
	t.Helper()
	r := Record{Seq: 3, Table: "draws", Gen: "pcg", Seed: 42, Pos: 5, Moves: []string{"draw 6", "draw 100", "draw 2"}}
	g, err := r.Generator()
	if err != nil {
		t.Fatal(err)
	}
	res, err := draws{}.Play(r, g)
	if err != nil {
		t.Fatal(err)
	}
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r
}

// Replay plays a record from its generator at its position and compares
// everything: a changed seed, position, move, outcome, digest or net is a
// mismatch that names what differs.
func TestReplayCompares(t *testing.T) {
	rec := played(t)
	if res, err := Replay(draws{}, rec); err != nil || res.Outcome != rec.Outcome {
		t.Fatalf("the round itself: %+v, %v", res, err)
	}
	// The position matters: the same moves from the stream's start draw
	// (at least) one other number in 3.
	start := rec
	start.Pos = 0
	if res, _ := Play(draws{}, start); res.Outcome == rec.Outcome {
		t.Fatalf("position 0 drew %q as position 5 did: pick another seed", res.Outcome)
	}
	for what, c := range map[string]struct {
		change func(*Record)
		want   string
	}{
		"seed":    {func(r *Record) { r.Seed++ }, "outcome"},
		"pos":     {func(r *Record) { r.Pos = 0 }, "outcome"},
		"move":    {func(r *Record) { r.Moves[1] = "draw 99" }, "outcome"},
		"outcome": {func(r *Record) { r.Outcome += "!" }, "outcome"},
		"digest":  {func(r *Record) { r.Digest = "0000000000000000" }, "saved 0000000000000000"},
		"net":     {func(r *Record) { r.Net += 100 }, "net"},
	} {
		r := rec
		r.Moves = append([]string(nil), rec.Moves...)
		c.change(&r)
		_, err := Replay(draws{}, r)
		if !errors.Is(err, ErrMismatch) || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "round 3 (draws): ") {
			t.Errorf("a changed %s: %v, want a mismatch naming %q", what, err, c.want)
		}
	}
}

// A record that cannot be played is refused in one line, not as a
// mismatch: a generator that cannot be rebuilt (os, unknown, a fair
// round's missing or wrong server seed), another table's record, moves
// the table refuses.
func TestPlayRefuses(t *testing.T) {
	rec := played(t)
	server := []byte("a server seed")
	for what, c := range map[string]struct {
		change func(*Record)
		want   string
	}{
		"os":           {func(r *Record) { r.Gen = "os" }, "cannot be replayed"},
		"unknown gen":  {func(r *Record) { r.Gen = "nope" }, "nope"},
		"bad seed":     {func(r *Record) { r.Gen, r.Seed = "lcg16", 1<<40 }, "seed"},
		"no server":    {func(r *Record) { r.Fair = &FairSeeds{Commit: "c"} }, ErrNoServerSeed.Error()},
		"not hex":      {func(r *Record) { r.Fair = &FairSeeds{Server: "zz"} }, "is not hex"},
		"wrong commit": {func(r *Record) { r.Fair = &FairSeeds{Server: hex.EncodeToString(server), Commit: "wrong"} }, "commitment shown was wrong"},
		"table":        {func(r *Record) { r.Table = "craps" }, "a craps round is not a draws round"},
		"move":         {func(r *Record) { r.Moves[0] = "deal 6" }, `round 3 (draws): move "deal 6"`},
	} {
		r := rec
		r.Moves = append([]string(nil), rec.Moves...)
		c.change(&r)
		_, err := Replay(draws{}, r)
		if err == nil || errors.Is(err, ErrMismatch) || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want a one-line refusal naming %q", what, err, c.want)
		}
	}
	if _, err := Replay(draws{}, Record{Table: "draws", Fair: &FairSeeds{Commit: "c"}}); !errors.Is(err, ErrNoServerSeed) {
		t.Errorf("a fair record without its server seed: %v, want ErrNoServerSeed", err)
	}
}

// A provably fair record replays from its three seeds alone: the stream
// rng.NewFair gives them.
func TestReplayFair(t *testing.T) {
	server := []byte("a server seed of 32 bytes, ok!!!")
	r := Record{Table: "draws", Moves: []string{"draw 6", "draw 6"},
		Fair: &FairSeeds{Server: hex.EncodeToString(server), Commit: rng.Commit(server), Client: "lucky", Nonce: 3}}
	f := rng.NewFair(server, "lucky", 3)
	a, b := f.IntN(6), f.IntN(6)
	r.Outcome, r.Digest, r.Net = Ints([]int{a, b}), Digest(Ints([]int{a, b})), a+b
	if _, err := Replay(draws{}, r); err != nil {
		t.Fatal(err)
	}
	r.Fair.Nonce++
	if _, err := Replay(draws{}, r); !errors.Is(err, ErrMismatch) {
		t.Errorf("the next nonce: %v, want a mismatch", err)
	}
}

// Wrap keeps words whole and lines within the width, the indent counted;
// a word longer than the width stands alone; no words, no lines.
func TestWrap(t *testing.T) {
	for _, c := range []struct {
		text  string
		width int
		want  string
	}{
		{"", 10, ""},
		{"a bb ccc", 8, "  a bb\n  ccc\n"},
		{"a bb ccc", 10, "  a bb ccc\n"},
		{"verylongword x", 5, "  verylongword\n  x\n"},
	} {
		if got := Wrap(c.text, c.width, "  "); got != c.want {
			t.Errorf("Wrap(%q, %d) = %q, want %q", c.text, c.width, got, c.want)
		}
	}
}
