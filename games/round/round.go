// Package round keeps what a played round needs to be checked later: the
// table, where its randomness came from (a generator, a seed and the
// position in that generator's stream, or a provably fair server seed,
// client seed and nonce), the player's moves, and what happened. [Replay]
// plays the round again on its table's own state machine, from those facts
// alone, and says whether it came out the same, bit for bit. [Fair] is the
// casino's side of the provably fair protocol, which gives a fair round its
// seeds: the commitment first, then the stream, then the reveal.
//
// Round knows no table. Each games/<table> says how its rounds are kept —
// its moves, its result, its replay — by a [Table] beside its rules, and,
// where it has them, how a round left open is taken up again ([Opener]) and
// how a provably fair round is recomputed from its seeds ([Verifier]).
// games/tables lists the tables; a record names its table by [Table.Name].
//
// A round's moves are short words, one per action that matters to the
// outcome, in the order the player made them; each table's Rounds type
// documents its own. A round left open when the program stops (a craps
// point, a video poker deal, a Hold'em hand at the player's move) is saved
// with its record so far, and its draws so far in [Record.Dice]: enough to
// take it up again, from its stream or, for a generator that cannot be
// replayed (os), from those draws. A provably fair open record holds no
// server seed (the caller keeps it apart until the round is settled and
// revealed).
//
// The outcome is kept twice: a line for people and a digest — the first 16
// hex digits of the SHA-256 of every die, ball or card the round drew, in
// order — so that a replay compares everything, not only the summary.
package round

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"riffle/engine/rng"
)

// Record is one finished round as the session file keeps it.
//
// Bankroll is the player's whole bankroll when the round was settled (chips
// in hand and any still staked at another table) and Net what this round
// won or lost, so that in the order rounds finish each Bankroll is the last
// one plus Net.
type Record struct {
	Seq   int       `json:"seq"` // 1, 2, … in the order rounds finished
	Time  time.Time `json:"time"`
	Table string    `json:"table"`
	// Gen and Seed name the generator (an rng.Lookup spec) and its seed;
	// Pos is its position in its stream (rng.Stream.Steps) when the round
	// began. With Fair set the round drew from the provably fair stream
	// instead and Gen, Seed and Pos are empty.
	Gen   string     `json:"gen,omitempty"`
	Seed  uint64     `json:"seed,omitempty"`
	Pos   uint64     `json:"pos,omitempty"`
	Fair  *FairSeeds `json:"fair,omitempty"`
	Algo  string     `json:"algo,omitempty"` // the shuffle algorithm, for tables that shuffle
	Moves []string   `json:"moves"`
	// Dice are what an open round drew so far: a craps round's throws,
	// "D1 D2" each, a video poker round's five cards dealt, a Hold'em
	// player's two; only an open entry's record has them. They take up a
	// round whose generator cannot be replayed (os) and describe a fair one
	// whose server seed is kept out of the session file until it settles.
	Dice     []string `json:"dice,omitempty"`
	Outcome  string   `json:"outcome"`
	Digest   string   `json:"digest"`
	Net      int      `json:"net"`
	Bankroll int      `json:"bankroll"`
}

// ReseededTable is the table whose every round is seeded afresh rather
// than drawn on from a stream: the 1999 table deals each hand from its
// server's clock, which the player may set, so one seed may deal twice.
const ReseededTable = "cheat"

// StreamPlace names where in a stream the round began — its table, its
// generator and seed, and its position — when that place is the round's
// own: a replayable generator the table draws on from, round after round.
// It is false for a provably fair round (its nonce and commitment are its
// own instead), a generator that cannot be replayed (os: no position to
// speak of) and the 1999 table's hands (ReseededTable).
func (r Record) StreamPlace() (string, bool) {
	if r.Fair != nil || r.Table == ReseededTable {
		return "", false
	}
	if info, err := rng.Lookup(r.Gen); err != nil || !info.Reproducible {
		return "", false
	}
	return fmt.Sprintf("%s: %s seed %d at %d", r.Table, r.Gen, r.Seed, r.Pos), true
}

// FairSeeds are a provably fair round's seeds: the server seed (revealed
// after the round, hex), its commitment shown before it (SHA-256, hex), the
// player's client seed and the nonce.
type FairSeeds struct {
	Server string `json:"server"`
	Commit string `json:"commit"`
	Client string `json:"client"`
	Nonce  uint64 `json:"nonce"`
}

// Generator rebuilds the generator the round drew from, at the position
// where the round began. It fails, in one line, for a generator that cannot
// be replayed (os), an unknown one, a bad seed, fair seeds without their
// server seed (an open round's record: [ErrNoServerSeed]) or whose
// commitment does not match.
func (r Record) Generator() (rng.Generator, error) {
	if r.Fair != nil {
		if r.Fair.Server == "" {
			return nil, fmt.Errorf("round %d: %w (commitment %s)", r.Seq, ErrNoServerSeed, r.Fair.Commit)
		}
		server, err := hex.DecodeString(r.Fair.Server)
		if err != nil || len(server) == 0 {
			return nil, fmt.Errorf("round %d: server seed %q is not hex", r.Seq, r.Fair.Server)
		}
		if c := rng.Commit(server); c != r.Fair.Commit {
			return nil, fmt.Errorf("round %d: the server seed's SHA-256 is %s, but the commitment shown was %s", r.Seq, c, r.Fair.Commit)
		}
		return rng.NewFair(server, r.Fair.Client, r.Fair.Nonce), nil
	}
	info, err := rng.Lookup(r.Gen)
	if err != nil {
		return nil, fmt.Errorf("round %d: %v", r.Seq, err)
	}
	if !info.Reproducible {
		return nil, fmt.Errorf("round %d drew from %s, which cannot be replayed", r.Seq, info.Name)
	}
	g, err := info.New(r.Seed)
	if err != nil {
		return nil, fmt.Errorf("round %d: %v", r.Seq, err)
	}
	s, ok := g.(rng.Stream)
	if !ok {
		return nil, fmt.Errorf("round %d drew from %s, which cannot be replayed", r.Seq, info.Name)
	}
	s.Skip(r.Pos)
	return s, nil
}

// Result is what a round came to: the line for people, the digest of
// everything drawn, and the net.
type Result struct {
	Outcome string
	Digest  string
	Net     int
}

// ErrMismatch is wrapped by Replay's error when the round came out
// differently.
var ErrMismatch = errors.New("the replay differs")

// NetError is a round left open whose record says it settled Saved chips
// so far, where its throws settled Settled: the record was edited. It
// wraps [ErrMismatch].
type NetError struct{ Saved, Settled int }

func (e *NetError) Error() string {
	return fmt.Sprintf("%v: it saved %+d settled so far, but its moves settled %+d", ErrMismatch, e.Saved, e.Settled)
}

func (e *NetError) Unwrap() error { return ErrMismatch }

// Replay plays r again on t from its generator (see [Record.Generator])
// and its moves, and returns what it came to. The error wraps
// [ErrMismatch] when the outcome, the digest or the net differ from the
// record's, and is a one-line reason when the record cannot be replayed.
func Replay(t Table, r Record) (Result, error) {
	res, err := Play(t, r)
	if err != nil {
		return res, err
	}
	var diff []string
	if res.Outcome != r.Outcome {
		diff = append(diff, fmt.Sprintf("outcome %q, saved %q", res.Outcome, r.Outcome))
	}
	if res.Digest != r.Digest {
		diff = append(diff, fmt.Sprintf("digest %s, saved %s", res.Digest, r.Digest))
	}
	if res.Net != r.Net {
		diff = append(diff, fmt.Sprintf("net %+d, saved %+d", res.Net, r.Net))
	}
	if diff != nil {
		return res, fmt.Errorf("round %d (%s): %w: %s", r.Seq, r.Table, ErrMismatch, strings.Join(diff, "; "))
	}
	return res, nil
}

// Play plays r's moves on t from r's generator (see [Record.Generator])
// and returns what they come to, without comparing: the error is a
// one-line reason the record cannot be played. With Fair seeds it computes
// a provably fair round from its seeds alone. A record of another table
// than t is refused.
func Play(t Table, r Record) (Result, error) {
	g, err := r.Generator()
	if err != nil {
		return Result{}, err
	}
	if r.Table != t.Name() {
		return Result{}, fmt.Errorf("round %d: a %s round is not a %s round", r.Seq, r.Table, t.Name())
	}
	res, err := t.Play(r, g)
	if err != nil {
		return res, fmt.Errorf("round %d (%s): %w", r.Seq, r.Table, err)
	}
	return res, nil
}

// ReplayChips is the chips a replayed or resumed round's player holds:
// the tables refuse a bet only beyond their limits or the chips in hand
// (the ledger's, games/casino, which has checked them when the round was
// played), so a bet taken with the player's bankroll is taken with this
// many; the net is the same.
const ReplayChips = 1 << 40

// Digest is the first 16 hex digits of the SHA-256 of the values' text,
// one value a line: a round's fingerprint.
func Digest(values ...string) string {
	h := sha256.New()
	for _, v := range values {
		h.Write([]byte(v))
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// Ints writes numbers separated by spaces: "3 7 11".
func Ints(xs []int) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

// MoveArgs splits a move into its word and arguments, checks the word is
// want and, when n >= 0, that there are n arguments, and returns the
// arguments.
func MoveArgs(move, want string, n int) ([]string, error) {
	f := strings.Fields(move)
	if len(f) == 0 || f[0] != want || (n >= 0 && len(f) != n+1) {
		return nil, fmt.Errorf("move %q: want %q with %d argument(s)", move, want, n)
	}
	return f[1:], nil
}

// Count writes n and the noun, plural (an added s) unless n is 1:
// "1 roll", "3 rolls".
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// FirstErr returns the first non-nil error. Every argument is evaluated,
// so use it only for steps that change nothing once one fails.
func FirstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// Linker is a table whose round can begin with bets the last round of its
// table left standing (craps' come bets on their numbers, which stay until
// decided): Came is what round r began with, Left what settled round r
// left, both "" for nothing. A session's chain holds each round of the
// table to begin with what the last one left.
type Linker interface {
	Came(r Record) string
	Left(r Record) string
}
