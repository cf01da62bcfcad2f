package lottery

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// Name is the lottery table's name in a round's record.
const Name = "lottery"

// Rounds is how a draw is kept (a [round.Table], [round.Verifier] and
// [round.Sampler]). Its moves are
//
//	game NAME           the game (as Game.Name)
//	ticket NUMBERS      one per ticket on the slip, as Ticket.String writes it
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// Moves are the moves of a draw: the game, then each ticket.
func Moves(game string, tickets []Ticket) []string {
	out := []string{"game " + game}
	for _, tk := range tickets {
		out = append(out, "ticket "+tk.String())
	}
	return out
}

// RoundResult describes a draw and what the slip won; the digest is of
// the balls in the order drawn and the bonus ball.
func RoundResult(res Result) round.Result {
	line := res.Game.Name + ": " + round.Ints(res.Draw.Balls)
	if res.Game.HasBonus() {
		line += fmt.Sprintf(" + %d", res.Draw.Bonus)
	}
	line += fmt.Sprintf("; %s cost %d, won %d", round.Count(len(res.Tickets), "ticket"), res.Cost, res.Won)
	return round.Result{Outcome: line, Digest: drawDigest(res.Draw), Net: res.Net()}
}

// drawDigest is a draw's digest: the balls in the order drawn, the bonus.
func drawDigest(d Draw) string { return round.Digest(round.Ints(d.Order), strconv.Itoa(d.Bonus)) }

// Play replays a draw: the game, the slip's tickets, the draw.
func (Rounds) Play(r round.Record, g rng.Generator) (round.Result, error) {
	if len(r.Moves) < 2 {
		return round.Result{}, fmt.Errorf("a draw has a game and at least one ticket, got %d moves", len(r.Moves))
	}
	name, ok := strings.CutPrefix(r.Moves[0], "game ")
	if !ok {
		return round.Result{}, fmt.Errorf("move %q: want \"game\" and the game's name", r.Moves[0])
	}
	t, err := New(g)
	if err != nil {
		return round.Result{}, err
	}
	if err := t.Select(name); err != nil {
		return round.Result{}, err
	}
	for _, m := range r.Moves[1:] {
		nums, ok := strings.CutPrefix(m, "ticket ")
		if !ok {
			return round.Result{}, fmt.Errorf("move %q: want \"ticket\" and its numbers", m)
		}
		if _, err := t.Type(nums); err != nil {
			return round.Result{}, fmt.Errorf("move %q: %v", m, err)
		}
	}
	res, err := t.Draw(round.ReplayChips)
	if err != nil {
		return round.Result{}, err
	}
	return RoundResult(res), nil
}

// Sample plays keno with two tickets typed in (a quick pick would draw
// from g before the round begins).
func (Rounds) Sample(g rng.Generator) (round.Record, error) {
	t, err := New(g)
	if err != nil {
		return round.Record{}, err
	}
	if err := t.Select("keno"); err != nil {
		return round.Record{}, err
	}
	for _, tk := range []string{"3 7 11 40 77", "1 2 3 4 5 6 7 8 9 10"} {
		if _, err := t.Type(tk); err != nil {
			return round.Record{}, err
		}
	}
	r := round.Record{Table: Name, Moves: Moves("keno", t.Tickets())}
	res, err := t.Draw(1000)
	if err != nil {
		return r, err
	}
	out := RoundResult(res)
	r.Outcome, r.Digest, r.Net = out.Outcome, out.Digest, out.Net
	return r, nil
}
