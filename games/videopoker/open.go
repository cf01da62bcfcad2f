package videopoker

import (
	"fmt"
	"strconv"

	"riffle/engine/cards"
	"riffle/engine/rng"
	"riffle/engine/shuffle"
	"riffle/games/round"
)

// Open is a video poker round taken up again (see [Resume]).
type Open struct {
	Game *Game         // holding the deal, the bet on the table
	Gen  rng.Generator // what the table deals with: the record's stream, after the deal
}

// Resume rebuilds a video poker round left open (five cards dealt, the
// bet on the table, when the program stopped) from its record so far —
// the moves "paytable NAME" and "bet CREDITS": the same pay table and bet,
// the same five cards, ready to hold and draw; the bet's chips are the
// ledger's to stake again (games/casino).
//
// A record whose generator can be replayed deals again from the position
// where the round began, and must deal the cards it recorded (Dice, when
// there are any); the draw comes from the same deck. One whose generator
// cannot (os) is dealt its recorded cards, the rest of the deck freshly
// shuffled ([Game.DealWith]). A provably fair record needs its server
// seed ([round.ErrNoServerSeed]).
//
// It fails, in one line, for a record that cannot be taken up.
func Resume(r round.Record) (Open, error) {
	if r.Table != Name {
		return Open{}, fmt.Errorf("a %s round is not a video poker round", r.Table)
	}
	g, err := r.Generator()
	replay := err == nil
	if !replay {
		fresh, ferr := round.FreshGenerator(r)
		if ferr != nil {
			return Open{}, err
		}
		g = fresh
	}
	t, err := openTable(r, g)
	if err != nil {
		return Open{}, fmt.Errorf("the open video poker round: %w", err)
	}
	if !replay {
		hand, err := recordedHand(r.Dice)
		if err != nil {
			return Open{}, fmt.Errorf("the open video poker round drew from %s, which cannot be replayed: %w", r.Gen, err)
		}
		err = t.DealWith(hand, round.ReplayChips)
		if err != nil {
			return Open{}, fmt.Errorf("the open video poker round: %w", err)
		}
		return Open{Game: t, Gen: g}, nil
	}
	if err := t.Deal(round.ReplayChips); err != nil {
		return Open{}, fmt.Errorf("the open video poker round: %w", err)
	}
	if got := DealtCards(t.Hand()); len(r.Dice) > 0 && fmt.Sprint(got) != fmt.Sprint(r.Dice) {
		return Open{}, fmt.Errorf("the open video poker round: %w: dealt %v recorded, but its stream deals %v", round.ErrMismatch, r.Dice, got)
	}
	return Open{Game: t, Gen: g}, nil
}

// openTable is a table for r's moves so far (its pay table and bet),
// dealing with g.
func openTable(r round.Record, g rng.Generator) (*Game, error) {
	table, bet, err := openMoves(r)
	if err != nil {
		return nil, err
	}
	algo, err := shuffle.Lookup(r.Algo)
	if err != nil {
		return nil, err
	}
	t, err := New(algo, g)
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

// openMoves are an open round's pay table and bet.
func openMoves(r round.Record) (string, int, error) {
	if len(r.Moves) != 2 {
		return "", 0, fmt.Errorf("an open video poker round has 2 moves (paytable, bet), got %d", len(r.Moves))
	}
	a, err := round.MoveArgs(r.Moves[0], "paytable", 1)
	if err != nil {
		return "", 0, err
	}
	table := a[0]
	if a, err = round.MoveArgs(r.Moves[1], "bet", 1); err != nil {
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

// PlayOpen describes a round left open: the pay table, the bet and the
// five cards dealt — from the recorded cards when there are any (so that a
// fair round is described without its server seed, an os round at all),
// else from its generator.
func (Rounds) PlayOpen(r round.Record) (round.Result, error) {
	table, bet, err := openMoves(r)
	if err != nil {
		return round.Result{}, fmt.Errorf("the open video poker round: %w", err)
	}
	var hand [5]cards.Card
	if len(r.Dice) > 0 {
		hand, err = recordedHand(r.Dice)
	} else {
		var ov Open
		if ov, err = Resume(r); err == nil {
			hand = ov.Game.Hand()
		}
	}
	if err != nil {
		return round.Result{}, fmt.Errorf("the open video poker round: %w", err)
	}
	out := fmt.Sprintf("%s, bet %d: dealt %s, to hold and draw", table, bet, cards.FormatCards(hand[:]))
	return round.Result{Outcome: out, Digest: round.Digest(cards.FormatCards(hand[:]))}, nil
}
