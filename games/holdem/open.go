package holdem

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"riffle/engine/rng"
	"riffle/games/round"
)

// Open is a Hold'em hand taken up again: the table at the player's move,
// the hand's start, and the generator the table deals on with.
type Open struct {
	Table *Table
	Start Start
	Gen   rng.Generator
}

// Resume takes up a hand saved open at the player's move (at either
// table, Hold'em or the 1999 one): it is dealt again from the record's
// generator and played to where it stood. It fails for a generator that
// cannot be replayed (os), for a fair round without its server seed, when
// the player's cards differ from the record's, or when the player's chips
// in the hand's start are more than chips (the bankroll).
func Resume(r round.Record, chips int) (Open, error) {
	g, err := r.Generator()
	if err != nil {
		return Open{}, fmt.Errorf("%w: %w", ErrCannotDeal, err)
	}
	t, err := replayTable(r, g, false)
	if err != nil {
		return Open{}, err
	}
	h := t.Hand()
	if got := HoleCards(h); len(r.Dice) < 2 || got[0] != r.Dice[0] || got[1] != r.Dice[1] {
		return Open{}, fmt.Errorf("the hand deals %s, but %v was saved", strings.Join(got, " "), r.Dice)
	}
	st, _, _ := parseMoves(r.Moves)
	if st.Stacks[0] > chips {
		return Open{}, fmt.Errorf("the hand began with %d chips, more than the %d in the bankroll", st.Stacks[0], chips)
	}
	return Open{Table: t, Start: st, Gen: g}, nil
}

// ErrCannotDeal: a hand saved open whose deal cannot be dealt again — its
// generator cannot be replayed (os), or a fair hand's server seed is
// gone. It is folded where it stood (Folded), not voided: a void would
// give back the chips already in the pot, and a program killed would be a
// free way out of any losing hand. Its cards are not kept whole in the
// open record to play it out from instead: the record is in a file the
// player reads, and the board and the other hands would be in it.
var ErrCannotDeal = errors.New("the hand cannot be dealt again")

// OpenDice are what a hand saved open at the player's move records
// beside its moves: the player's two cards, and "in N", the chips the
// player has put in the pot so far (what folding there would lose).
func OpenDice(h *Hand) []string {
	return append(HoleCards(h), "in "+strconv.Itoa(h.Seats[0].Put))
}

// Folded is the result of a hand saved open that cannot be dealt again:
// folded at the player's move, losing the chips the player had put in.
// The error says the record does not say them.
func Folded(r round.Record) (put int, res round.Result, err error) {
	st, _, err := parseMoves(r.Moves)
	if err != nil {
		return 0, res, err
	}
	if len(r.Dice) != 3 {
		return 0, res, fmt.Errorf("the open hand's record does not say the chips you had put in")
	}
	a, err := round.MoveArgs(r.Dice[2], "in", 1)
	if err != nil {
		return 0, res, err
	}
	n, err := atois(a)
	if err != nil || n[0] < 0 || n[0] > st.Stacks[0] {
		return 0, res, fmt.Errorf("the open hand's record says %q of a stack of %d", r.Dice[2], st.Stacks[0])
	}
	res = round.Result{Outcome: fmt.Sprintf("folded where it stood, the deal lost (your %s): −%d", strings.Join(r.Dice[:2], " "), n[0]), Net: -n[0]}
	return n[0], res, nil
}

// PlayOpen describes a hand saved open: your cards and moves so far, and
// — when its generator replays (not a fair hand's, whose server seed the
// open record keeps out) — the round and the pot at your move.
func (Rounds) PlayOpen(r round.Record) (round.Result, error) { return playOpen(r) }

func playOpen(r round.Record) (round.Result, error) {
	st, yours, err := parseMoves(r.Moves)
	if err != nil {
		return round.Result{}, err
	}
	line := fmt.Sprintf("Hold'em, %d seats: your %s, %d of your moves so far", len(st.Stacks), strings.Join(r.Dice, " "), len(yours))
	if g, err := r.Generator(); err == nil {
		if t, err := replayTable(r, g, false); err == nil {
			h := t.Hand()
			line = fmt.Sprintf("Hold'em, %d seats: your %s, your move on the %s, %d in the pot", len(st.Stacks), strings.Join(r.Dice, " "), h.Street(), h.Pot())
		}
	}
	return round.Result{Outcome: line}, nil
}
