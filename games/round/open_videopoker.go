package round

import (
	"fmt"
	"strconv"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/videopoker"
)

// VideoPokerCards are the five cards of a video poker deal, as an open
// round's record keeps them (see [Record.Dice]).
func VideoPokerCards(h [5]cards.Card) []string {
	out := make([]string, 5)
	for i, c := range h {
		out[i] = c.String()
	}
	return out
}

// OpenVideoPoker is a video poker round taken up again (see
// [ResumeVideoPoker]).
type OpenVideoPoker struct {
	Game *videopoker.Game // holding the deal, the bet on the table
	Gen  rng.Generator    // what the table deals with: the record's stream, after the deal
}

// ResumeVideoPoker rebuilds a video poker round left open (five cards
// dealt, the bet on the table, when the program stopped) from its record
// so far — the moves "paytable NAME" and "bet CREDITS": the same pay
// table and bet, the same five cards, ready to hold and draw; the bet's
// chips are the ledger's to stake again (games/casino).
//
// A record whose generator can be replayed deals again from the position
// where the round began, and must deal the cards it recorded (Dice, when
// there are any); the draw comes from the same deck. One whose generator
// cannot (os) is dealt its recorded cards, the rest of the deck freshly
// shuffled (videopoker.Game.DealWith). A provably fair record needs its
// server seed ([ErrNoServerSeed]).
//
// It fails, in one line, for a record that cannot be taken up.
func ResumeVideoPoker(r Record) (OpenVideoPoker, error) {
	if r.Table != VideoPoker {
		return OpenVideoPoker{}, fmt.Errorf("a %s round is not a video poker round", r.Table)
	}
	g, err := r.Generator()
	replay := err == nil
	if !replay {
		fresh, ferr := freshGenerator(r)
		if ferr != nil {
			return OpenVideoPoker{}, err
		}
		g = fresh
	}
	t, err := videoPokerTable(r, g)
	if err != nil {
		return OpenVideoPoker{}, fmt.Errorf("the open video poker round: %w", err)
	}
	if !replay {
		hand, err := recordedHand(r.Dice)
		if err != nil {
			return OpenVideoPoker{}, fmt.Errorf("the open video poker round drew from %s, which cannot be replayed: %w", r.Gen, err)
		}
		err = t.DealWith(hand, replayChips)
		if err != nil {
			return OpenVideoPoker{}, fmt.Errorf("the open video poker round: %w", err)
		}
		return OpenVideoPoker{Game: t, Gen: g}, nil
	}
	if err := t.Deal(replayChips); err != nil {
		return OpenVideoPoker{}, fmt.Errorf("the open video poker round: %w", err)
	}
	if got := VideoPokerCards(t.Hand()); len(r.Dice) > 0 && fmt.Sprint(got) != fmt.Sprint(r.Dice) {
		return OpenVideoPoker{}, fmt.Errorf("the open video poker round: %w: dealt %v recorded, but its stream deals %v", ErrMismatch, r.Dice, got)
	}
	return OpenVideoPoker{Game: t, Gen: g}, nil
}

// videoPokerTable is a table for r's moves so far (its pay table and
// bet), dealing with g.
func videoPokerTable(r Record, g rng.Generator) (*videopoker.Game, error) {
	table, bet, err := openVideoPokerMoves(r)
	if err != nil {
		return nil, err
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return nil, err
	}
	t, err := videopoker.New(algo, g)
	if err != nil {
		return nil, err
	}
	if err := t.SetPayTable(table); err != nil {
		return nil, fmt.Errorf("move %q: %v", r.Moves[0], err)
	}
	if err := t.SetBet(bet); err != nil {
		return nil, fmt.Errorf("move %q: %v", r.Moves[1], err)
	}
	return t, nil
}

// openVideoPokerMoves are an open round's pay table and bet.
func openVideoPokerMoves(r Record) (string, int, error) {
	if len(r.Moves) != 2 {
		return "", 0, fmt.Errorf("an open video poker round has 2 moves (paytable, bet), got %d", len(r.Moves))
	}
	a, err := moveArgs(r.Moves[0], "paytable", 1)
	if err != nil {
		return "", 0, err
	}
	table := a[0]
	if a, err = moveArgs(r.Moves[1], "bet", 1); err != nil {
		return "", 0, err
	}
	bet, err := strconv.Atoi(a[0])
	if err != nil {
		return "", 0, fmt.Errorf("move %q: the bet is a whole number", r.Moves[1])
	}
	return table, bet, nil
}

// recordedHand reads an open record's five cards dealt.
func recordedHand(dealt []string) ([5]cards.Card, error) {
	var h [5]cards.Card
	if len(dealt) != 5 {
		return h, fmt.Errorf("%d cards recorded for a deal of 5", len(dealt))
	}
	for i, s := range dealt {
		c, err := cards.Parse(s)
		if err != nil {
			return h, err
		}
		h[i] = c
	}
	return h, nil
}

// playOpenVideoPoker describes a video poker round left open: the pay
// table, the bet and the five cards dealt — from the recorded cards when
// there are any (so that a fair round is described without its server
// seed, an os round at all), else from its generator.
func playOpenVideoPoker(r Record) (Result, error) {
	table, bet, err := openVideoPokerMoves(r)
	if err != nil {
		return Result{}, fmt.Errorf("the open video poker round: %w", err)
	}
	var hand [5]cards.Card
	if len(r.Dice) > 0 {
		hand, err = recordedHand(r.Dice)
	} else {
		var ov OpenVideoPoker
		if ov, err = ResumeVideoPoker(r); err == nil {
			hand = ov.Game.Hand()
		}
	}
	if err != nil {
		return Result{}, fmt.Errorf("the open video poker round: %w", err)
	}
	out := fmt.Sprintf("%s, bet %d: dealt %s, to hold and draw", table, bet, cardList(hand[:]))
	return Result{Outcome: out, Digest: Digest(cardList(hand[:]))}, nil
}
