package cli

import (
	"fmt"
	"io"
	"strings"

	"riffle/engine/rng"
	"riffle/games/videopoker"
)

// verifyVideoPoker recomputes a video poker round: the deck shuffled
// from the seeds, the five dealt, and — with the holds the player made,
// which are not in the seeds — the draw and the pay.
func verifyVideoPoker(j *verifyJSON, g rng.Generator, algoName, table, betStr, hold string) error {
	algo, err := fairAlgo(algoName)
	if err != nil {
		return err
	}
	t, err := videopoker.New(algo, g, videopoker.MaxBet)
	if err != nil {
		return Usagef("--algo: %v", err)
	}
	if err := t.SetPayTable(table); err != nil {
		return Usagef("--paytable: %v", err)
	}
	bet, err := IntFlag("bet", betStr, videopoker.MinBet, videopoker.MaxBet)
	if err != nil {
		return err
	}
	if len(hold) != 5 || strings.Trim(hold, "01") != "" {
		return Usagef("--hold %s: five 0s and 1s, 1 for a card held, as the round's \"hold\" move (default 00000)", Quote(hold))
	}
	var held [5]bool
	for i, c := range []byte(hold) {
		held[i] = c == '1'
	}
	if err := firstError(t.SetBet(int(bet)), t.Deal(), t.SetHolds(held)); err != nil {
		return err
	}
	res, err := t.Draw()
	if err != nil {
		return err
	}
	r := videopoker.RoundResult(res, videopoker.LineName(t, res))
	j.Algo, j.Game = algo.Name, table
	j.Outcome, j.Digest = r.Outcome, r.Digest
	j.Deck = cardStrings(t.Deck())
	j.Hands = []handJSON{{Cards: cardStrings(res.Dealt[:]), Hand: "dealt"}, {Cards: cardStrings(res.Final[:]), Hand: "after the draw"}}
	return nil
}

// writeVerifyVideoPoker prints the deal, the draw and the deck.
func writeVerifyVideoPoker(out io.Writer, j verifyJSON) {
	fmt.Fprintf(out, "Video poker, %s, %s shuffle:\n", j.Game, j.Algo)
	for _, h := range j.Hands {
		fmt.Fprintf(out, "  %-15s %s\n", h.Hand, strings.Join(h.Cards, " "))
	}
	fmt.Fprintf(out, "  the draw takes the cards after the first five, in order: %s …\n", strings.Join(j.Deck[5:10], " "))
}
