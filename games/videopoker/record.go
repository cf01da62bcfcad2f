package videopoker

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/round"
)

// Name is the video poker table's name in a round's record.
const Name = "videopoker"

// Rounds is how a video poker round is kept (a [round.Table],
// [round.Opener], [round.Verifier] and [round.Sampler]), dealt by the
// record's shuffle (Algo). Its moves are
//
//	paytable NAME       the pay table
//	bet CREDITS         the bet
//	hold KEPT           five 0s and 1s, 1 for a card held
//
// A round is left open once dealt — the moves "paytable" and "bet", the
// five cards in its record's Dice ([DealtCards]) — and taken up again by
// [Resume].
type Rounds struct{}

// Name is [Name].
func (Rounds) Name() string { return Name }

// Moves are a video poker round's moves: the pay table, the bet and the
// cards held. An open round's are the first two.
func Moves(table string, bet int, held [5]bool) []string {
	return []string{"paytable " + table, "bet " + strconv.Itoa(bet), "hold " + kept(held)}
}

func kept(held [5]bool) string {
	b := []byte("00000")
	for i, h := range held {
		if h {
			b[i] = '1'
		}
	}
	return string(b)
}

// RoundResult describes a settled video poker round: the deal, the holds,
// the final hand and what it paid on the pay table's line named line
// ([LineName]). The digest is every card the round drew: the five dealt,
// then the replacements in order.
func RoundResult(r Result, line string) round.Result {
	var held []string
	for i, h := range r.Held {
		if h {
			held = append(held, r.Dealt[i].String())
		}
	}
	what := "held none"
	if len(held) > 0 {
		what = "held " + strings.Join(held, " ")
	}
	paid := "no win"
	if r.Line >= 0 {
		paid = fmt.Sprintf("%s pays %d", line, r.Paid)
	}
	out := fmt.Sprintf("%s, bet %d: dealt %s, %s, ends %s: %s", r.Table, r.Bet, cards.FormatCards(r.Dealt[:]), what,
		cards.FormatCards(r.Final[:]), paid)
	return round.Result{Outcome: out, Digest: round.Digest(cards.FormatCards(r.Dealt[:]), cards.FormatCards(r.Drawn)), Net: r.Net()}
}

// LineName is the name of the pay table line res was paid on, or "".
func LineName(t *Game, res Result) string {
	p := t.PayTable()
	if res.Line < 0 || res.Line >= len(p.Lines) {
		return ""
	}
	return p.Lines[res.Line].Name
}

// DealtCards are the five cards of a deal, as an open round's record
// keeps them (round.Record.Dice).
func DealtCards(h [5]cards.Card) []string {
	out := make([]string, 5)
	for i, c := range h {
		out[i] = c.String()
	}
	return out
}

// Play replays a round: the deal, the holds, the draw.
func (Rounds) Play(r round.Record, g rng.Generator) (round.Result, error) {
	if len(r.Moves) != 3 {
		return round.Result{}, fmt.Errorf("a video poker round has 3 moves (paytable, bet, hold), got %d", len(r.Moves))
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return round.Result{}, err
	}
	t, err := New(algo, g)
	if err != nil {
		return round.Result{}, err
	}
	a, err := round.MoveArgs(r.Moves[0], "paytable", 1)
	if err != nil {
		return round.Result{}, err
	}
	if err := t.SetPayTable(a[0]); err != nil {
		return round.Result{}, fmt.Errorf("move %q: %v", r.Moves[0], err)
	}
	if a, err = round.MoveArgs(r.Moves[1], "bet", 1); err != nil {
		return round.Result{}, err
	}
	bet, err := strconv.Atoi(a[0])
	if err != nil {
		return round.Result{}, fmt.Errorf("move %q: the bet is a whole number", r.Moves[1])
	}
	if err := t.SetBet(bet); err != nil {
		return round.Result{}, fmt.Errorf("move %q: %v", r.Moves[1], err)
	}
	if a, err = round.MoveArgs(r.Moves[2], "hold", 1); err != nil {
		return round.Result{}, err
	}
	held, ok := parseHold(a[0])
	if !ok {
		return round.Result{}, fmt.Errorf("move %q: want \"hold\" and five 0s and 1s", r.Moves[2])
	}
	if err := t.Deal(round.ReplayChips); err != nil {
		return round.Result{}, err
	}
	return draw(t, held)
}

// parseHold reads KEPT, five 0s and 1s.
func parseHold(s string) ([5]bool, bool) {
	var held [5]bool
	if len(s) != 5 || strings.Trim(s, "01") != "" {
		return held, false
	}
	for i, c := range []byte(s) {
		held[i] = c == '1'
	}
	return held, true
}

// draw holds held on a dealt table, draws and describes the round.
func draw(t *Game, held [5]bool) (round.Result, error) {
	if err := t.SetHolds(held); err != nil {
		return round.Result{}, err
	}
	res, err := t.Draw()
	if err != nil {
		return round.Result{}, err
	}
	return RoundResult(res, LineName(t, res)), nil
}

// Sample bets 3 credits on jacks-8-5, holding the first and last cards.
func (Rounds) Sample(g rng.Generator) (round.Record, error) {
	algo, err := shuffle.Lookup("fisher-yates")
	if err != nil {
		return round.Record{}, err
	}
	t, err := New(algo, g)
	if err != nil {
		return round.Record{}, err
	}
	held := [5]bool{true, false, false, false, true}
	r := round.Record{Table: Name, Algo: algo.Name, Moves: Moves("jacks-8-5", 3, held)}
	if err := round.FirstErr(t.SetPayTable("jacks-8-5"), t.SetBet(3), t.Deal(1000)); err != nil {
		return r, err
	}
	res, err := draw(t, held)
	if err != nil {
		return r, err
	}
	r.Outcome, r.Digest, r.Net = res.Outcome, res.Digest, res.Net
	return r, nil
}
