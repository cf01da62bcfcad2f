package holdem

import (
	"fmt"
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
		return Open{}, err
	}
	t, err := replayTable(r, g, false)
	if err != nil {
		return Open{}, err
	}
	h := t.Hand()
	if got := HoleCards(h); len(r.Dice) != 2 || got[0] != r.Dice[0] || got[1] != r.Dice[1] {
		return Open{}, fmt.Errorf("the hand deals %s, but %v was saved", strings.Join(got, " "), r.Dice)
	}
	st, _, _ := parseMoves(r.Moves)
	if st.Stacks[0] > chips {
		return Open{}, fmt.Errorf("the hand began with %d chips, more than the %d in the bankroll", st.Stacks[0], chips)
	}
	return Open{Table: t, Start: st, Gen: g}, nil
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
