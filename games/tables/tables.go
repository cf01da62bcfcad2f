// Package tables is the one list of Riffle's tables: what replays a round
// from its record (riffle replay, history), what riffle verify recomputes,
// and what the provably fair screen writes a verify command for all come
// from [All]. Adding a table is a games/<table> folder — its rules and a
// round.Table beside them — and one line here.
package tables

import (
	"fmt"
	"strings"

	"riffle/games/craps"
	"riffle/games/dobble"
	"riffle/games/holdem"
	"riffle/games/lottery"
	"riffle/games/poker"
	"riffle/games/round"
	"riffle/games/solitaire"
	"riffle/games/videopoker"
	"riffle/games/yahtzee"
)

// All are the tables that play rounds, in the order riffle lists them.
var All = []round.Table{
	craps.Rounds{},
	yahtzee.Rounds{},
	lottery.Rounds{},
	solitaire.Rounds{},
	poker.Rounds{},
	videopoker.Rounds{},
	holdem.Rounds{},
	holdem.CheatRounds{},
	dobble.Rounds{},
}

// Names are the tables' names, in [All]'s order.
func Names() []string {
	names := make([]string, len(All))
	for i, t := range All {
		names[i] = t.Name()
	}
	return names
}

// Lookup is the table named name.
func Lookup(name string) (round.Table, bool) {
	for _, t := range All {
		if t.Name() == name {
			return t, true
		}
	}
	return nil, false
}

// Verifiers are the tables whose provably fair rounds riffle verify
// recomputes from their seeds, in [All]'s order.
func Verifiers() []round.Verifier {
	var vs []round.Verifier
	for _, t := range All {
		if v, ok := t.(round.Verifier); ok {
			vs = append(vs, v)
		}
	}
	return vs
}

// Play plays r's moves at its table (round.Play), without comparing. A
// record whose generator cannot be rebuilt is refused for that first, then
// one of a table not in [All].
func Play(r round.Record) (round.Result, error) {
	t, err := table(r)
	if err != nil {
		return round.Result{}, err
	}
	return round.Play(t, r)
}

// Replay plays r again at its table and compares (round.Replay): the
// error wraps round.ErrMismatch when the round came out otherwise.
func Replay(r round.Record) (round.Result, error) {
	t, err := table(r)
	if err != nil {
		return round.Result{}, err
	}
	return round.Replay(t, r)
}

// table is r's table, or why r cannot be played: its generator first, as
// round.Play checks it, then a table not in All.
func table(r round.Record) (round.Table, error) {
	t, ok := Lookup(r.Table)
	if ok {
		return t, nil
	}
	if _, err := r.Generator(); err != nil {
		return nil, err
	}
	return nil, fmt.Errorf("round %d: unknown table %q: allowed %s", r.Seq, r.Table, strings.Join(Names(), ", "))
}

// PlayOpen describes a round left open (round.Opener): what it has come
// to so far. Only some tables leave a round open — the others settle
// theirs as they begin — so a record of any other table is an error, and
// one of a table not in [All] is refused naming the tables.
func PlayOpen(r round.Record) (round.Result, error) {
	t, ok := Lookup(r.Table)
	if !ok {
		return round.Result{}, fmt.Errorf("unknown table %q: allowed %s", r.Table, strings.Join(Names(), ", "))
	}
	o, open := t.(round.Opener)
	if !open {
		return round.Result{}, fmt.Errorf("a %s round is settled as it begins, so it is never left open", r.Table)
	}
	return o.PlayOpen(r)
}

// VerifyArgs are the riffle verify flags of r's table for r (see
// round.Verifier), or none: r's table has none, or verify does not
// recompute its rounds.
func VerifyArgs(r round.Record) []string {
	t, _ := Lookup(r.Table)
	if v, ok := t.(round.Verifier); ok {
		return v.VerifyArgs(r)
	}
	return nil
}
