package round

import (
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/videopoker"
)

// VideoPokerMoves are a video poker round's moves: the pay table, the bet
// and the cards held (KEPT, five 0s and 1s, 1 for a card held).
func VideoPokerMoves(table string, bet int, held [5]bool) []string {
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

// VideoPokerResult describes a settled video poker round: the deal, the
// holds, the final hand and what it paid. The digest is every card the
// round drew: the five dealt, then the replacements in order.
func VideoPokerResult(r videopoker.Result, line string) Result {
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
	out := fmt.Sprintf("%s, bet %d: dealt %s, %s, ends %s: %s", r.Table, r.Bet, cardList(r.Dealt[:]), what,
		cardList(r.Final[:]), paid)
	return Result{Outcome: out, Digest: Digest(cardList(r.Dealt[:]), cardList(r.Drawn)), Net: r.Net()}
}

func playVideoPoker(r Record, g rng.Generator) (Result, error) {
	if len(r.Moves) != 3 {
		return Result{}, fmt.Errorf("a video poker round has 3 moves (paytable, bet, hold), got %d", len(r.Moves))
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return Result{}, err
	}
	t, err := videopoker.New(algo, g)
	if err != nil {
		return Result{}, err
	}
	a, err := moveArgs(r.Moves[0], "paytable", 1)
	if err != nil {
		return Result{}, err
	}
	if err := t.SetPayTable(a[0]); err != nil {
		return Result{}, fmt.Errorf("move %q: %v", r.Moves[0], err)
	}
	if a, err = moveArgs(r.Moves[1], "bet", 1); err != nil {
		return Result{}, err
	}
	bet, err := strconv.Atoi(a[0])
	if err != nil {
		return Result{}, fmt.Errorf("move %q: the bet is a whole number", r.Moves[1])
	}
	if err := t.SetBet(bet); err != nil {
		return Result{}, fmt.Errorf("move %q: %v", r.Moves[1], err)
	}
	if a, err = moveArgs(r.Moves[2], "hold", 1); err != nil {
		return Result{}, err
	}
	if len(a[0]) != 5 || strings.Trim(a[0], "01") != "" {
		return Result{}, fmt.Errorf("move %q: want \"hold\" and five 0s and 1s", r.Moves[2])
	}
	if err := t.Deal(replayChips); err != nil {
		return Result{}, err
	}
	var held [5]bool
	for i, c := range []byte(a[0]) {
		held[i] = c == '1'
	}
	if err := t.SetHolds(held); err != nil {
		return Result{}, err
	}
	res, err := t.Draw()
	if err != nil {
		return Result{}, err
	}
	return VideoPokerResult(res, LineName(t, res)), nil
}

// LineName is the name of the pay table line res was paid on, or "".
func LineName(t *videopoker.Game, res videopoker.Result) string {
	p := t.PayTable()
	if res.Line < 0 || res.Line >= len(p.Lines) {
		return ""
	}
	return p.Lines[res.Line].Name
}
