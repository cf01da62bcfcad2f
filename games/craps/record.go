package craps

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// Name is the craps table's name in a round's record.
const Name = "craps"

// Rounds is how a craps round is kept (a [round.Table], [round.Opener],
// [round.Verifier] and [round.Sampler]). A round runs from a come-out to
// the pass line's decision, with or without a bet on the pass line. Its
// moves are
//
//	limit 3-4-5×                      the odds limit (as OddsLimit.String writes it)
//	roll [working] [come-odds] BETS   one per throw: the table as it is thrown
//
// where BETS are every bet on the layout as place=chips (Table.Move):
// "roll pass=10 pass-odds=20 place-6=12". Come bets on their numbers that
// the round before left standing come first, in a second move
//
//	carry come-5=10 dont-come-9=10
//
// and the round's outcome says which it leaves (", leaving come-5=10"):
// the session's chain holds each craps round to begin with what the last
// one left ([Rounds.Came], [Rounds.Left]). Other bets left standing (place
// bets) are on the layout at the first throw like any bet. Rounds kept
// before the whole layout wrote "roll PASS ODDS"; they play as they did. A
// round ends with the throw that decides it, is left open on its point (or
// with come bets carried, before its first throw), its dice so far in its
// record ([Dice]), and taken up again by [Resume].
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// Moves are the moves that open a craps round on odds limit o.
func Moves(o OddsLimit) []string { return []string{"limit " + o.String()} }

// leaving is how a round's outcome names the come bets it leaves standing.
const leaving = ", leaving "

// RoundResult describes a craps round's throws, the last one deciding it:
// the dice and the last throw's event, the come bets it leaves standing
// (Table.Standing), the digest of every throw, the net.
func RoundResult(rolls []Result, standing string) round.Result {
	var out []string
	net := 0
	for _, r := range rolls {
		out = append(out, fmt.Sprintf("%d+%d", r.Roll.D1, r.Roll.D2))
		net += r.Net()
	}
	line := strings.Join(out, " ")
	if n := len(rolls); n > 0 {
		line += ": " + rolls[n-1].Event.String()
	}
	if standing != "" {
		line += leaving + standing
	}
	return round.Result{Outcome: line, Digest: round.Digest(Dice(rolls)...), Net: net}
}

// Dice are the dice of a craps round's throws, "D1 D2" each, as an open
// round's record keeps them (round.Record.Dice).
func Dice(rolls []Result) []string {
	out := make([]string, len(rolls))
	for i, r := range rolls {
		out[i] = fmt.Sprintf("%d %d", r.Roll.D1, r.Roll.D2)
	}
	return out
}

// Play replays a settled round: its last throw, and no other, decides it.
func (Rounds) Play(r round.Record, g rng.Generator) (round.Result, error) {
	t, rolls, err := throws(r, g, round.ReplayChips)
	if err != nil {
		return round.Result{}, err
	}
	if len(rolls) == 0 {
		return round.Result{}, fmt.Errorf("%w: a settled craps round has a throw, this one none", round.ErrMismatch)
	}
	if last := rolls[len(rolls)-1]; !last.Event.Decided() {
		return round.Result{}, fmt.Errorf("%w: throw %d (%d+%d) does not decide the round, but the round has %d throws", round.ErrMismatch,
			len(rolls), last.Roll.D1, last.Roll.D2, len(rolls))
	}
	return RoundResult(rolls, t.Standing()), nil
}

// Came is the come bets on their numbers r began with, from the round
// before (its carry move), "" for none (round.Linker).
func (Rounds) Came(r round.Record) string {
	if len(r.Moves) > 1 {
		if bets, ok := strings.CutPrefix(r.Moves[1], "carry "); ok {
			return bets
		}
	}
	return ""
}

// Left is the come bets on their numbers a settled round r left standing,
// as its outcome says (round.Linker).
func (Rounds) Left(r round.Record) string {
	if i := strings.LastIndex(r.Outcome, leaving); i >= 0 {
		return r.Outcome[i+len(leaving):]
	}
	return ""
}

// throws plays a craps round's moves on a table holding chips and rolling
// with g, and returns the table and its throws. No throw but the last may
// decide the round.
func throws(r round.Record, g rng.Generator, chips int) (*Table, []Result, error) {
	if len(r.Moves) < 2 {
		return nil, nil, fmt.Errorf("a craps round has a limit and a roll or a carry, got %d moves", len(r.Moves))
	}
	limit, ok := strings.CutPrefix(r.Moves[0], "limit ")
	i := -1
	for j, o := range OddsLimits() {
		if o.String() == limit {
			i = j
		}
	}
	if !ok || i < 0 {
		return nil, nil, fmt.Errorf("move %q: want \"limit\" and an odds limit the table offers", r.Moves[0])
	}
	t, err := New(DefaultRules(), g)
	if err != nil {
		return nil, nil, err
	}
	if err := t.SetOddsLimit(OddsLimits()[i]); err != nil {
		return nil, nil, err
	}
	var rolls []Result
	moves := r.Moves[1:]
	if strings.HasPrefix(moves[0], "carry") {
		if err := t.applyCarry(moves[0]); err != nil {
			return nil, nil, err
		}
		moves = moves[1:]
	}
	for k, m := range moves {
		if err := t.apply(m, chips); err != nil {
			return nil, nil, err
		}
		res := t.Roll()
		rolls = append(rolls, res)
		if res.Event.Decided() && k < len(moves)-1 {
			return nil, nil, fmt.Errorf("%w: throw %d (%d+%d) decides the round, but the round has %d throws", round.ErrMismatch,
				k+1, res.Roll.D1, res.Roll.D2, len(moves))
		}
	}
	return t, rolls, nil
}

// bets puts the bets of a "roll PASS ODDS" move on the table, the player
// holding chips beside them (rounds kept before the whole layout).
func bets(t *Table, m string, chips int) error {
	a, err := round.MoveArgs(m, "roll", 2)
	if err != nil {
		return err
	}
	pass, err1 := strconv.Atoi(a[0])
	odds, err2 := strconv.Atoi(a[1])
	if err1 != nil || err2 != nil {
		return fmt.Errorf("move %q: the bets are whole numbers", m)
	}
	if t.ComeOut() && pass != t.Pass() {
		if err := t.SetPass(pass, chips); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
	}
	if !t.ComeOut() && pass != t.Pass() {
		return fmt.Errorf("move %q: %v", m, ErrPointOn)
	}
	if odds != t.Odds() {
		if err := t.SetOdds(odds, chips); err != nil {
			return fmt.Errorf("move %q: %v", m, err)
		}
	}
	return nil
}

// Sample plays a round as a player might: 10 on the pass line, the most
// odds once the point is set, until the round is decided.
func (Rounds) Sample(g rng.Generator) (round.Record, error) {
	t, err := New(DefaultRules(), g)
	if err != nil {
		return round.Record{}, err
	}
	r := round.Record{Table: Name, Moves: Moves(t.Rules().Odds)}
	if err := t.SetPass(10, 1000); err != nil {
		return r, err
	}
	var rolls []Result
	for {
		if !t.ComeOut() && t.Odds() == 0 {
			if err := t.SetOdds(t.MaxOddsNow(990), 990); err != nil {
				return r, err
			}
		}
		r.Moves = append(r.Moves, t.Move())
		res := t.Roll()
		rolls = append(rolls, res)
		if res.Event.Decided() {
			break
		}
	}
	res := RoundResult(rolls, t.Standing())
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r, nil
}
